"""Session 19's readings of the writer's words, pure: what follows a retraction of the earlier
wish, an order after someone else's taste in Chinese, "no" said to what was heard, "they're not
formal enough" said of the pieces, and corrections in more phrasings."""

import pytest

from app.style.extract import offline_observations
from app.style.retractions import RETRACTED, said_after_the_retraction


def heard(text: str) -> dict[str, tuple[str, bool, bool]]:
    return {o.dimension: (o.value, o.explicit, o.tentative) for o in offline_observations(text)}


@pytest.mark.parametrize(
    "text",
    [
        "on second thought that was a mistake, the regulars like emoji, so put them back, lots",
        "之前说不要表情是我说错了，大家喜欢，多放点",
    ],
)
def test_what_follows_a_retraction_of_the_earlier_wish_is_the_new_wish(text: str) -> None:
    assert heard(text)["emoji"] == ("more", True, False)


def test_a_retraction_naming_what_was_wrong_still_takes_it_back() -> None:
    # "the bullets" names what the mistake was: taken back, its opposite meant.
    assert heard("that was a mistake, the bullets")["structure"][0] == "prose"
    clause = "that was a mistake, the bullets"
    assert not said_after_the_retraction(clause, RETRACTED.search(clause), clause.index("bullets"))


def test_an_order_after_others_taste_is_the_writers_own_in_chinese_too() -> None:
    assert heard("同事们都喜欢，多写点细节")["length"][0] == "detailed"
    assert heard("the kids find it stuffy, so make it chattier")["formality"][0] == "casual"


def test_someone_elses_reported_words_run_on_past_a_chinese_comma() -> None:
    assert heard("主编老说要短句，不要长句，我其实不太认同。") == {}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("wait no i meant MORE detail not less, my bad for the mixup", "detailed"),
        ("不对，我的意思是要更详细，不是更短", "detailed"),
    ],
)
def test_no_said_to_what_was_heard_does_not_negate_what_follows(text: str, value: str) -> None:
    assert heard(text)["length"] == (value, True, False)


def test_no_before_a_style_word_still_refuses_it() -> None:
    assert heard("no emoji")["emoji"][0] == "none"
    assert heard("no, no emoji please")["emoji"][0] == "none"


@pytest.mark.parametrize("text", ["They are not formal enough.", "它们不够正式"])
def test_a_text_quality_said_of_they_is_said_of_the_pieces(text: str) -> None:
    assert heard(text)["formality"] == ("formal", False, False)


@pytest.mark.parametrize("text", ["They're nurses, not developers.", "读者都是中学生"])
def test_who_they_are_is_still_the_readers_asked_not_filed(text: str) -> None:
    assert heard(text)["vocabulary"] == ("plain", False, True)


@pytest.mark.parametrize(
    "text",
    [
        "Lemme fix that: I don't want it talking to the reader. Third person, talk about 'guests'.",
        "纠正一下：别用第二人称，用第三人称。",
    ],
)
def test_a_correction_in_other_words_is_explicit(text: str) -> None:
    assert heard(text)["person"] == ("third", True, False)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("I wanted the bullet points gone, not more of them", "structure", "prose"),
        ("I want the emoji gone", "emoji", "none"),
        ("表情都去掉", "emoji", "none"),
    ],
)
def test_wanted_gone_is_wanted_away(text: str, dimension: str, value: str) -> None:
    assert heard(text)[dimension][0] == value
