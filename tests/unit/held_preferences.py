"""A preference the writer already holds, as the style-reading tests hand it to the learner:
one dimension's value with one piece of the writer's own evidence."""

from datetime import datetime

from app.domain.models import Evidence, StyleAssertion
from app.style.dimensions import statement_for


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
