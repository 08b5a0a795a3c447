"""The same words sent again count once: "Make paragraph 2 livelier" refused three times and
then saved raises the preference once, and its evidence names the version the saved turn made.
A structural request ("delete paragraph 3") is no evidence about sentence length."""

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from app.domain.models import RevisionRecord
from app.style.dimensions import Observation
from app.style.learner import observe, observe_statement
from app.style.memory import apply_observations
from app.style.queue_jobs import SaidInMessage

NOW = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
WISH = "Make paragraph 2 livelier"


def said(message_id: str, *, edited_from: str | None = None) -> list[Observation]:
    return observe_statement(
        SaidInMessage(message_id=message_id, version=3, text=WISH, edited_from=edited_from)
    )


def fold(assertions: list, observations: list[Observation]) -> list:
    changed, _ = apply_observations(
        assertions, observations, now=NOW, new_id=lambda: "p1-a1", persona_id="p1"
    )
    by_id = {a.id: a for a in assertions}
    by_id.update({a.id: a for a in changed})
    return list(by_id.values())


def test_the_same_words_sent_again_on_the_same_version_count_once() -> None:
    held = fold([], said("c1-m1"))
    (first,) = held
    for again in ("c1-m3", "c1-m5"):
        held = fold(held, said(again))
    (lively,) = held
    assert (lively.value, lively.confidence) == ("lively", first.confidence)
    assert [e.message_id for e in lively.evidence] == ["c1-m1"]
    # A message edited into the same words is a new branch: a new statement.
    (lively,) = fold(held, said("c1-m9", edited_from="c1-m1"))
    assert [e.message_id for e in lively.evidence] == ["c1-m1", "c1-m9"]


def test_the_saved_turn_names_its_version_in_the_evidence() -> None:
    held = fold([], said("c1-m1"))
    (first,) = held
    saved = [
        replace(o, revision_id="c1-r2", message_id="c1-m7", versions="V3→V4") for o in said("c1-m7")
    ]
    (lively,) = fold(held, saved)
    assert lively.confidence == first.confidence  # one request, counted once
    assert [(e.revision_id, e.versions) for e in lively.evidence] == [("c1-r2", "V3→V4")]


def revision(before: str, after: str, words: str) -> RevisionRecord:
    return RevisionRecord(
        id="c1-r3",
        content_id="c1",
        message_id="c1-m4",
        kind="llm",
        suggestion=words,
        base_version=3,
        version=4,
        original_title="Open day",
        original_body=before,
        revised_title="Open day",
        revised_body=after,
        created_at=NOW,
    )


LONG = (
    "The open day starts at ten in the morning and runs well into the afternoon, with tours of "
    "every workshop, talks from the makers and a long lunch in the courtyard for everyone."
)
SHORT = "Bring boots. Park at the back. Dogs stay home. Kids are welcome."


@pytest.mark.parametrize(
    ("words", "after"),
    [
        ("delete paragraph 3", f"{LONG}\n\n{LONG}"),
        ("把第三段删了", f"{LONG}\n\n{LONG}"),
        ("move the parking note to the end", f"{LONG}\n\n{LONG}\n\n{SHORT}"),
    ],
)
def test_taking_out_or_moving_a_paragraph_teaches_nothing(words: str, after: str) -> None:
    before = f"{LONG}\n\n{SHORT}\n\n{LONG}" if "end" in words else f"{LONG}\n\n{LONG}\n\n{SHORT}"
    assert observe(revision(before, after, words), [words]) == []
