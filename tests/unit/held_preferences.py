"""A preference the writer already holds, as the style-reading tests hand it to the learner:
one dimension's value with one piece of the writer's own evidence."""

from datetime import UTC, datetime

from app.domain.models import Evidence, StyleAssertion
from app.style.dimensions import statement_for
from app.style.learner import forget_readings, heard

_AT = datetime(2026, 11, 1, tzinfo=UTC)


def held_preference(
    dimension: str, value: str, *, confidence: float, at: datetime
) -> StyleAssertion:
    """Persona p's preference a1: `dimension` is `value`, said by the writer at `at`."""
    return StyleAssertion(
        id="a1",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement=statement_for(dimension, value),
        confidence=confidence,
        evidence=[Evidence(source="writer", value=value, at=at)],
        created_at=at,
        updated_at=at,
    )


def heard_as_filed(text: str, held: tuple[str, str] | None = None) -> set[tuple[str, str, str]]:
    """What the learner hears in one message (under `held`, a preference held at 0.6 since 1
    November): each reading's dimension, value and whether it is filed, asked or scoped."""
    forget_readings()
    said = heard(
        [text],
        revision_id=None,
        message_id="m1",
        versions="V1",
        held=[held_preference(*held, confidence=0.6, at=_AT)] if held else [],
    )
    return {
        (o.dimension, o.value, "asked" if o.tentative else "scoped" if o.scoped else "filed")
        for o in said
        if not o.dimension.startswith("*")
    }
