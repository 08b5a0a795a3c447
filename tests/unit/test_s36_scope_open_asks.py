"""An ask naming no place beside one naming a paragraph is open (anywhere the reply shows), not
more for that paragraph: "Paragraph 3: …. Also mention that parking is free." (scope.py)."""

from app.domain.models import WithheldChange
from app.editing.clauses import answering, separate_asks
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

PARAGRAPHS = split_paragraphs(
    "Our autumn concert is on Saturday 18 October at 7 pm in St Mary's Hall.\n\n"
    "Rehersals have gone well this term. We have learned four new pieces.\n\n"
    "Timeline for the day:\n1. 2:00 pm – set up chairs\n2. 4:00 pm – warm-up\n\n"
    "We still need two volunteers. If you can help, please tell Graham on Thursday."
)
ZH = split_paragraphs(
    "秋季音乐会定在10月18日（周六）晚上七点。票价80元。\n\n"
    "这学期排练很顺力。我们学会了四首新曲子。\n\n"
    "抽奖环节还缺两位志愿者。能帮忙的请告诉老王。"
)


def test_an_ask_of_no_place_after_paragraph_n_is_open() -> None:
    scope = scope_of(
        ["Paragraph 3: move the set-up to 2:30 pm. Also mention that parking is free."],
        "Concert",
        PARAGRAPHS,
    )
    assert scope.paragraphs == {2}
    assert scope.open_asks == ("Also mention that parking is free.",)


def test_a_thank_you_asked_beside_a_named_paragraph_is_open() -> None:
    scope = scope_of(["第二段改一下错别字，顺便感谢老王张罗抽奖"], "音乐会", ZH)
    assert scope.paragraphs == {1}
    assert scope.open_asks == ("顺便感谢老王张罗抽奖",)


def test_an_ask_with_its_own_place_is_not_open() -> None:
    scope = scope_of(
        ["Shorten paragraph 2 and change the concert date to Saturday 25 October."],
        "Concert",
        PARAGRAPHS,
    )
    assert scope.paragraphs == {0, 1}
    assert scope.open_asks == ()


def test_a_space_before_shunbian_parts_two_chinese_asks() -> None:
    assert separate_asks("第2段短点 顺便日期改成10月25号") == ["第2段短点", "顺便日期改成10月25号"]


def test_a_price_said_in_traditional_characters_names_its_paragraph() -> None:
    scope = scope_of(["第二段縮短一點，另外把票價改成100元"], "音乐会", ZH)
    assert scope.paragraphs == {0, 1}


def test_a_comma_after_words_that_only_say_where_parts_nothing() -> None:
    suggestion = 'In paragraph 4, change "the park" to "this park"'
    assert separate_asks(suggestion) == [suggestion]


def test_an_ask_said_of_the_paragraph_named_before_it_is_not_open() -> None:
    scope = scope_of(
        ["The paragraph about the altos feels a bit flat. Make it warmer."], "Concert", PARAGRAPHS
    )
    assert scope.open_asks == ()


def test_a_paragraph_replaced_by_other_text_answers_no_open_ask() -> None:
    note = WithheldChange(
        paragraph=2,
        before="The work cost £260,000, most of it covered by a grant from the city council.",
        after="I've left out the mayor's quote: I don't have anything she actually said.",
        description="",
    )
    assert answering(["add a quote from the mayor"], [note]) == frozenset()


def test_a_sentence_added_for_an_open_ask_answers_it() -> None:
    added = WithheldChange(
        paragraph=1,
        before=PARAGRAPHS.texts[0],
        after=PARAGRAPHS.texts[0] + " Parking at the hall is free.",
        description="",
    )
    assert answering(["Also mention that parking is free."], [added]) == {0}
