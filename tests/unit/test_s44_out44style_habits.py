"""A complaint about what the editor keeps adding is a wish for fewer (outside44 finding 1); a
lasting wish beside a one-off in one message is still learned (finding 6)."""

import pytest

from app.style.learner import heard


def _heard(text: str) -> set[tuple[str, str]]:
    said = heard([text], revision_id=None, message_id=None, versions="V1")
    return {(o.dimension, o.value) for o in said if not o.scoped}


@pytest.mark.parametrize(
    "text,dimension",
    [
        ("You always throw exclamation marks into my drafts. Please quit.", "exclamation"),
        ("Every time you tidy my posts you stick emoji in. Stop it.", "emoji"),
        ("你怎么总是往我稿子里塞感叹号，别塞了。", "exclamation"),
        ("每回改完都给我加一堆表情，不要再加了。", "emoji"),
    ],
)
def test_complaint_about_what_the_editor_keeps_adding_wants_fewer(text, dimension):
    got = _heard(text)
    assert (dimension, "fewer") in got, got
    assert (dimension, "more") not in got and ("tone", "lively") not in got, got


def test_praise_of_the_habit_is_not_turned_round():
    got = _heard("You keep adding exclamation marks and honestly I love it.")
    assert ("exclamation", "fewer") not in got and ("exclamation", "none") not in got, got


@pytest.mark.parametrize(
    "text,wish,once",
    [
        (
            "For this newsletter keep it formal, but normally I like shorter sentences.",
            ("sentence_length", "shorter"),
            ("formality", "formal"),
        ),
        (
            "这次写得正式点，不过平常我还是喜欢短句子。",
            ("sentence_length", "shorter"),
            ("formality", "formal"),
        ),
    ],
)
def test_lasting_wish_beside_a_one_off_is_heard(text, wish, once):
    got = _heard(text)
    assert wish in got and once not in got, got


@pytest.mark.parametrize("text", ["这篇别用感叹号。", "这次标题短一点，以后都这样。"])
def test_one_off_alone_or_extended_teaches_no_new_lasting_clause(text):
    got = _heard(text)
    assert ("exclamation", "fewer") not in got and ("exclamation", "none") not in got, got
