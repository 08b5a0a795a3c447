"""Session 40's backwards readings: a complaint about what the editor does to the writer's own
text, a negated diagnosis and a denied dislike — read the writer's way round, en and zh."""

import pytest

from app.style.kept_own import denied_readings, kept_wishes
from tests.unit.held_preferences import heard_as_filed

_heard = heard_as_filed


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Stop deleting the emoji I put in the captions.", ("emoji", "more")),
        ("quit cutting out my exclamation points please", ("tone", "lively")),
        ("Why do you keep splitting my sentences up? Leave them.", ("sentence_length", "longer")),
        ("You keep turning my bullet points into paragraphs, I hate it.", ("structure", "lists")),
        ("don't strip the jargon from my notes, the nurses know it", ("vocabulary", "technical")),
        ("You keep making the updates casual. I really don't like that.", ("formality", "formal")),
        ("别再把我写的表情去掉了", ("emoji", "more")),
        ("不要老是删我的感叹号", ("tone", "lively")),
        ("你又把我的长段落拆开了，别这样", ("paragraph_length", "longer")),
        ("别总把我的要点列表改成段落", ("structure", "lists")),
        ("你老是把稿子改得很口语，我不喜欢", ("formality", "formal")),
    ],
)
def test_the_writers_own_thing_the_editor_takes_away_is_wanted_kept(
    text: str, wanted: tuple[str, str]
) -> None:
    said = _heard(text)
    dimension, value = wanted
    assert (dimension, value, "filed") in said
    assert not {s for s in said if s[0] == dimension and s[1] != value}


def test_a_kept_wish_turns_a_held_opposite_round() -> None:
    assert ("emoji", "more", "filed") in _heard(
        "Stop removing the emoji from my posts!", ("emoji", "none")
    )


@pytest.mark.parametrize(
    ("text", "against"),
    [
        ("The headlines aren't too long, leave them be.", ("title_style", "short")),
        ("The register isn't too formal for a bank, keep it.", ("formality", "casual")),
        ("These paragraphs are not too long at all.", ("paragraph_length", "shorter")),
        ("语气并不算太活泼，就这样。", ("tone", "calm")),
        ("段落不是太长，别动。", ("paragraph_length", "shorter")),
        ("我并不反感感叹号。", ("tone", "calm")),
        ("我一点也不讨厌列表。", ("structure", "prose")),
        ("I don't dislike short sentences.", ("sentence_length", "longer")),
    ],
)
def test_a_denied_diagnosis_or_dislike_is_not_read_as_one(
    text: str, against: tuple[str, str]
) -> None:
    dimension, value = against
    assert not {s for s in _heard(text) if s[0] == dimension and s[1] == value}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("please take out the emoji", ("emoji", "none")),
        ("Stop putting emoji in everything.", ("emoji", "none")),
        ("the sentences are far too long, break them up", ("sentence_length", "shorter")),
        ("make sure it isn't too formal from now on", ("formality", "casual")),
        # (A ban on the mark is its punctuation rule, not a calm tone: session 41.)
        ("别用感叹号了", ("exclamation", "none")),
        ("段落太长了，拆一下", ("paragraph_length", "shorter")),
        ("以后没那么正式也行", ("formality", "casual")),
        ("句子不太长就行", ("sentence_length", "shorter")),
    ],
)
def test_plain_wishes_are_read_as_before(text: str, wanted: tuple[str, str]) -> None:
    assert (*wanted, "filed") in _heard(text)


def test_a_habit_of_the_editors_praised_is_no_complaint() -> None:
    assert kept_wishes("You always make it formal, which is perfect.") == []


def test_a_dislike_conceded_then_a_complaint_keeps_the_complaint() -> None:
    assert denied_readings("我不讨厌表情，但是太多了") == []


def test_a_contrast_with_not_is_no_denied_diagnosis() -> None:
    assert denied_readings("我要的是短句子，不是长句子") == []
