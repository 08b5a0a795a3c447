"""Session 40 (style40): sarcasm with no stock marker (reading likened to a chore, bare praise
closing a measure, a brevity praised in scare quotes), a wish whose object is negated by degree,
exclamation marks as a punctuation rule of their own, and the readers' reaction as the harm that
makes a described fault a wish."""

import pytest

from app.style.dimensions import DIMENSIONS, relation, statement_for
from app.style.extract import offline_observations
from app.style.learner import forget_readings, heard
from app.style.reader_harm import says_reader_harm
from app.style.sarcasm import is_sarcastic


def _heard(text: str) -> set[tuple[str, str, bool]]:
    forget_readings()
    said = heard([text], revision_id=None, message_id=None, versions="V1→V2")
    return {(o.dimension, o.value, o.tentative) for o in said}


def _offline(text: str) -> set[tuple[str, str, bool]]:
    return {(o.dimension, o.value, o.tentative) for o in offline_observations(text)}


@pytest.mark.parametrize(
    "text",
    [
        "getting through the newsletter this month was like renewing my car insurance",
        "reading the minutes felt like sorting receipts for the taxman",
        "看这期会员通讯，跟去银行排队办手续一个感觉",
    ],
)
def test_reading_likened_to_a_chore_asks_for_a_livelier_tone(text: str) -> None:
    assert ("tone", "lively", True) in _offline(text)


def test_a_chore_done_while_reading_is_no_likeness() -> None:
    assert not is_sarcastic("I read your draft while paying the light bill, looks fine")


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("nine safety rules squeezed into one sentence, well done", "sentence_length", "shorter"),
        (
            "The headline's forty-odd words now. Need a wider screen for it, bravo",
            "title_style",
            "short",
        ),
    ],
)
def test_bare_praise_closing_a_measure_is_sarcasm_and_only_asked(
    text: str, dimension: str, value: str
) -> None:
    assert is_sarcastic(text)
    assert (dimension, value, True) in _offline(text)
    assert (dimension, value, False) not in _offline(text)


def test_bare_praise_after_a_change_that_is_good_is_meant() -> None:
    assert not is_sarcastic("The steps are one per sentence now, lovely")


def test_a_compound_number_of_words_is_not_one_word() -> None:
    # "Forty-one words" read as "one word" once asked for longer titles.
    said = _offline("Thirty-one words in the headline. Bravo")
    assert ("title_style", "long", True) not in said
    assert ("title_style", "short", True) in said


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("这篇导语可真“简短”啊，我喝完一杯咖啡才看完", "length", "concise"),
        ("这个标题好“精炼”哦，一行都放不下", "title_style", "short"),
    ],
)
def test_brevity_praised_in_scare_quotes_asks_for_it(text: str, dimension: str, value: str) -> None:
    assert (dimension, value, True) in _offline(text)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("I'd rather the headlines weren't so short", "title_style", "long"),
        (
            "I'd prefer the sentences weren't quite so long in the tide notes",
            "sentence_length",
            "shorter",
        ),
    ],
)
def test_a_wish_with_its_object_negated_by_degree_wants_the_other_pole(
    text: str, dimension: str, value: str
) -> None:
    said = _heard(text)
    assert (dimension, value, False) in said
    assert all(d != dimension or v == value for d, v, _ in said)


def test_exclamation_is_a_dimension_with_degrees_like_emoji() -> None:
    assert relation("exclamation", "none", "fewer") == "stronger" or relation(
        "exclamation", "none", "fewer"
    ) in ("weaker", "stronger")
    assert relation("exclamation", "fewer", "more") == "opposite"
    assert set(DIMENSIONS["exclamation"]) == {"none", "fewer", "more"}
    assert "exclamation" in statement_for("exclamation", "none").lower()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("never put exclamation marks in the club emails", "none"),
        ("以后推文里感叹号一个都不要", "none"),
        ("go lighter on the exclamation points from now on", "fewer"),
    ],
)
def test_a_rule_on_exclamation_marks_is_filed_as_one(text: str, value: str) -> None:
    assert ("exclamation", value, False) in _heard(text)


@pytest.mark.parametrize(
    "text",
    [
        "The post is about the history of the exclamation mark.",
        "Would a few exclamation marks make the tap takeover sound more fun, or just cheap?",
        "keep the tone calm in the safety notices from now on",
    ],
)
def test_no_exclamation_rule_without_one_said(text: str) -> None:
    assert all(d != "exclamation" for d, _, _ in _heard(text))


@pytest.mark.parametrize(
    "text",
    [
        "the parish notice runs to 2,000 words and the congregation just replied 'tl;dr'",
        "customers keep phoning to ask if we're angry with them since the new reminders",
        "the members are mostly retired farmers, and they just laughed at it",
        "活动通知写得跟公文一样，群里的阿姨们都在笑我们打官腔",
        "招聘文案写成这样，应聘的都以为我们是搞传销的",
    ],
)
def test_the_readers_reaction_is_the_harm_of_the_fault(text: str) -> None:
    assert says_reader_harm(text)


@pytest.mark.parametrize(
    "text",
    [
        "a reader laughed at my joke in the intro, which was nice",
        "our regulars asked whether the quiz is on Thursday",
    ],
)
def test_a_reaction_that_harms_nothing_is_not_harm(text: str) -> None:
    assert not says_reader_harm(text)


@pytest.mark.parametrize(
    "text",
    [
        "can we keep it to one or two emoji per post from now on?",
        "could you cap them at two emoji a post",
    ],
)
def test_a_cap_set_on_emoji_asks_for_fewer(text: str) -> None:
    said = _offline(text)
    assert ("emoji", "fewer", False) in said
    assert all(v != "more" for d, v, _ in said if d == "emoji")


@pytest.mark.parametrize(
    "text",
    [
        "wondering whether the club notes sound too stiff, tell me what you reckon",
        "not sure if the intro is too chatty - your honest take?",
        "你帮我瞧瞧，标题是不是长了点",
        "你给看看，句子短了没有",
    ],
)
def test_an_opinion_asked_without_a_question_mark_files_nothing(text: str) -> None:
    assert {(d, v) for d, v, tentative in _heard(text) if not tentative} == set()


def test_a_wish_beside_a_doubt_is_still_filed() -> None:
    said = _heard("not sure if the paragraphs are too long, make them shorter from now on")
    assert ("paragraph_length", "shorter", False) in said
