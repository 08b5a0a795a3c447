"""A lasting wish said again, in the same words or others, is the wish said again — never its
opposite put to the writer (outside55 F8: "No emoji from now on." twice asked "more emoji?" and
took the ban out of the prompts); a message that takes the wish back still turns it."""

from datetime import UTC, datetime

import pytest

from app.domain.models import StyleAssertion
from app.style.learner import heard

NOW = datetime(2026, 12, 7, tzinfo=UTC)


def _held(dimension: str, value: str) -> list[StyleAssertion]:
    return [
        StyleAssertion(
            id="a",
            persona_id="p",
            dimension=dimension,
            value=value,
            statement="held",
            confidence=0.6,
            created_at=NOW,
            updated_at=NOW,
        )
    ]


def _read(text: str, dimension: str, value: str) -> list[tuple[str, str, bool]]:
    said = heard(
        [text], revision_id=None, message_id=None, versions="", held=_held(dimension, value)
    )
    return [(o.dimension, o.value, o.tentative) for o in said]


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("No emoji from now on.", "emoji", "none"),
        ("以后少用专业术语。", "vocabulary", "plain"),
        ("From now on, shorter paragraphs.", "paragraph_length", "shorter"),
    ],
)
def test_the_held_wish_said_again_is_that_wish(text: str, dimension: str, value: str) -> None:
    assert _read(text, dimension, value) == [(dimension, value, False)]


@pytest.mark.parametrize(
    ("text", "dimension", "value", "turned"),
    [
        ("the lists thing from before, forget it", "structure", "lists", "prose"),
        ("以后别用表情符号那条，算了吧。", "emoji", "none", "more"),
    ],
)
def test_a_wish_taken_back_still_turns(text: str, dimension: str, value: str, turned: str) -> None:
    assert [(d, v) for d, v, _ in _read(text, dimension, value)] == [(dimension, turned)]
