"""A suggestion joining an exact change to a free-form ask: the free-form clause's place."""

from app.domain.models import WithheldChange
from app.editing.clauses import answering, open_clauses
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

BODY = (
    "About fifteen plot holders will show visitors round.\n\n"
    "Expect grey skies and a chance of drizzle.\n\n"
    "Please keep dogs on a lead near the beds."
)


def _change(paragraph: int, before: str, after: str) -> WithheldChange:
    return WithheldChange(paragraph=paragraph, before=before, after=after, description="")


def test_free_form_clause_at_no_place_named_is_an_open_ask() -> None:
    scope = scope_of(
        ['Replace "fifteen" with "fifty", and make the weather sunny.'],
        "Open day",
        split_paragraphs(BODY),
    )
    assert scope.open_asks == ("make the weather sunny",)
    assert not scope.whole


def test_chinese_clause_after_a_comma_is_an_open_ask() -> None:
    body = (
        "大约有十五位园主会带大家参观。\n\n那天会阴沉沉的，可能还有小雨。\n\n菜畦附近请给狗拴好绳。"
    )
    scope = scope_of(["把“十五”改成“五十”，天气写成晴朗"], "开放日", split_paragraphs(body))
    assert scope.open_asks == ("天气写成晴朗",)


def test_lasting_wish_beside_the_change_is_no_open_ask() -> None:
    paragraphs = split_paragraphs(BODY).texts
    assert (
        open_clauses('Replace "fifteen" with "fifty". From now on, never use "!"', paragraphs) == []
    )
    assert open_clauses("把“十五”改成“五十”。以后都别用感叹号。", paragraphs) == []


def test_clause_whose_words_one_paragraph_holds_is_not_open() -> None:
    paragraphs = split_paragraphs(BODY).texts
    assert open_clauses("and make the drizzle skies sunny", paragraphs) == []


def test_the_one_other_changed_paragraph_answers_one_open_ask() -> None:
    withheld = [_change(2, "Expect grey skies.", "Expect sunshine.")]
    assert answering(["make the weather sunny"], withheld) == frozenset({1})


def test_of_two_other_changes_the_one_echoing_the_ask_answers_it() -> None:
    withheld = [
        _change(2, "Expect grey skies.", "Expect sunshine all day."),
        _change(3, "Please keep dogs on a lead.", "Dogs must be kept on a lead."),
    ]
    assert answering(["make the weather sunny"], withheld) == frozenset({1})


def test_two_changes_neither_echoing_the_ask_stay_withheld() -> None:
    withheld = [
        _change(2, "Expect grey skies.", "Expect clear skies."),
        _change(3, "Please keep dogs on a lead.", "Dogs must be kept on a lead."),
    ]
    assert answering(["make the weather sunny"], withheld) == frozenset()
