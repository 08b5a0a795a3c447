"""Evidence is marked by whether it backs the value a preference holds now."""

from datetime import UTC, datetime

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.personas import evidence_stance

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def held(dimension: str, value: str) -> StyleAssertion:
    return StyleAssertion(
        id="a1",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement=f"{dimension}: {value}",
        created_at=NOW,
        updated_at=NOW,
    )


@pytest.mark.parametrize(
    ("dimension", "value", "source", "heard", "stance"),
    [
        ("formality", "formal", "writer", "formal", "supports"),
        ("formality", "formal", "writer", "casual", "against"),
        ("formality", "formal", "measured", "casual", "against"),
        ("emoji", "none", "writer", "fewer", "partly"),
        ("emoji", "fewer", "writer", "more", "against"),
        ("formality", "formal", "decision", "formal", ""),
        ("formality", "formal", "summary", "", ""),
        ("formality", "formal", "llm", "", ""),
    ],
)
def test_stance_of_each_piece(
    dimension: str, value: str, source: str, heard: str, stance: str
) -> None:
    piece = Evidence(source=source, value=heard, quote="第二段更口语化一点", at=NOW)
    assert evidence_stance(held(dimension, value), piece) == stance
