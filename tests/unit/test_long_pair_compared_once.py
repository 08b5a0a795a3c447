"""A turn on one long paragraph compares the article's paragraph and the reply's once: the
cut-short check, the notes' check and the lost-text check ask in the same order, so the
judge's remembered ratio answers all three (a paragraph of 360,000 characters took 33 s a
comparison)."""

import random

import pytest

from app.editing import align, long_match
from tests.unit.judging import applied, judge


def _paragraph(rng: random.Random) -> str:
    words = [
        "the",
        "river",
        "ran",
        "past",
        "old",
        "stone",
        "mills",
        "and",
        "quiet",
        "fields",
        "where",
        "farmers",
        "worked",
    ]
    sentences = [
        " ".join(rng.choice(words) for _ in range(rng.randint(8, 16))).capitalize() + "."
        for _ in range(40)
    ]
    return " ".join(sentences)


def test_a_long_paragraph_and_its_light_edit_are_compared_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    body = _paragraph(random.Random(7))
    reply = body.replace("river", "stream", 3)
    assert len(body) * len(reply) > align.LONG_PAIR  # compared as a long pair
    asked: list[tuple[str, str]] = []
    real_ratio = long_match.ratio

    def counted(a: str, b: str, floor: float = 0.0) -> float:
        asked.append((a, b))
        return real_ratio(a, b, floor)

    monkeypatch.setattr(long_match, "ratio", counted)
    align._similarity.cache_clear()
    revised = applied(judge("Mills", body, "fix the typos", f"Mills\n\n{reply}"))
    assert revised.body == reply
    assert len(asked) == 1
