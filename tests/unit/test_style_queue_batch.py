"""Revisions waiting together are learned together: one commit, the same preferences as one by
one, and a failure costs neither a revision nor a double learn."""

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import app.style.learner as learner
from app.domain.models import AuditEntry, RevisionRecord, StyleAssertion
from app.events import RevisionSaved
from app.style.queue import BATCH, RETRY_DELAYS
from app.style.queue_batch import PersonaWrites
from tests.unit.test_style_queue import (
    NOW,
    Store,
    learned,
    open_store,
    queue_for,
    run,
    saved,
    waiting_files,
)
from tests.unit.test_style_queue import (
    SAID as SAID_ONE_BY_ONE,
)

SAID = [*SAID_ONE_BY_ONE, "句子短一点", "Use bullet points for the steps."]


@pytest.fixture
def revisions() -> dict[str, RevisionRecord]:
    return {}


class CountingStore(Store):
    """The real store, counting its preference commits; the first `failing` of them fail."""

    def __init__(self, root: Path, revisions: dict[str, RevisionRecord], failing: int = 0) -> None:
        super().__init__(root, revisions)
        self.commits = 0
        self.failing = failing

    def save_assertions(
        self, persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
    ) -> None:
        self.commits += 1
        if self.commits <= self.failing:
            raise OSError("disk full")
        super().save_assertions(persona_id, assertions, audit)


def counting_store(root: Path, revisions: dict[str, RevisionRecord], failing: int = 0) -> Any:
    store = CountingStore(root, revisions, failing)
    for persona in open_store(root / "seed", revisions).list_personas():
        store.save_persona(persona)
    return store


def events_for(revisions: dict[str, RevisionRecord], count: int) -> list[RevisionSaved]:
    return [saved(revisions, n, said=SAID[n % len(SAID)]) for n in range(count)]


def learn_one_by_one(root: Path, revisions: dict[str, RevisionRecord], events: list[Any]) -> Any:
    """What learning each revision alone, in order, leaves (the reference)."""
    control = open_store(root, revisions)
    for event in events:
        asyncio.run(
            learner.learn_revision(
                control,
                None,
                persona_id="pwriter",
                revision=event.revision,
                suggestions=list(event.suggestions),
                now=NOW,
            )
        )
    return control


def preferences(store: Any) -> list[dict[str, Any]]:
    """Every preference as saved, in order, ids aside (each learn makes new ones)."""
    return [
        a.model_dump(mode="json", exclude={"id"}) | {"evidence": len(a.evidence)}
        for a in store.list_assertions("pwriter")
    ]


def audit(store: Any) -> list[tuple[str, str | None]]:
    return [(e.action, e.detail.get("revision_id")) for e in store.list_audit("pwriter")]


def test_revisions_waiting_together_are_saved_in_one_commit_as_one_by_one_would(
    tmp_path, revisions
):
    store = counting_store(tmp_path, revisions)
    queue = queue_for(store, tmp_path)
    events = events_for(revisions, BATCH + 8)

    async def body() -> None:
        for event in events:  # all waiting before learning starts, as under load
            queue.learn_later(event)
        await queue.drain()

    run(body)
    assert store.commits == 2  # a full batch, then the rest
    assert learned(store) == [e.revision.id for e in events]
    assert waiting_files(tmp_path) == []
    control = learn_one_by_one(tmp_path / "control", revisions, events)
    assert preferences(store) == preferences(control) != []
    assert audit(store) == audit(control)


def test_a_batch_whose_commit_fails_is_learned_one_by_one_each_once(tmp_path, revisions):
    store = counting_store(tmp_path, revisions, failing=1)
    slept: list[float] = []
    queue = queue_for(store, tmp_path, slept=slept)
    events = events_for(revisions, 5)

    async def body() -> None:
        for event in events:
            queue.learn_later(event)
        await queue.drain()

    run(body)
    assert store.commits == 1 + len(events)  # the failed batch, then one each
    assert slept == []  # not a failure of any one revision: no retry delay
    assert learned(store) == [e.revision.id for e in events]
    control = learn_one_by_one(tmp_path / "control", revisions, events)
    assert preferences(store) == preferences(control)
    assert waiting_files(tmp_path) == [] and queue.failures() == []


def test_a_revision_failing_in_a_batch_keeps_its_place_and_the_others_are_learned_once(
    tmp_path, revisions, monkeypatch: pytest.MonkeyPatch
):
    store = counting_store(tmp_path, revisions)
    events = events_for(revisions, 6)
    flaky_id = events[2].revision.id
    real = learner.learn_revision
    calls: list[str] = []

    async def flaky(*args: Any, revision: RevisionRecord, **kwargs: Any) -> Any:
        calls.append(revision.id)
        changed = await real(*args, revision=revision, **kwargs)  # saved, then it fails
        if revision.id == flaky_id and calls.count(flaky_id) == 1:
            raise OSError("the extractor timed out")
        return changed

    monkeypatch.setattr(learner, "learn_revision", flaky)
    slept: list[float] = []
    queue = queue_for(store, tmp_path, slept=slept)

    async def body() -> None:
        for event in events:
            queue.learn_later(event)
        await queue.drain()

    run(body)
    ids = [e.revision.id for e in events]
    assert slept == [RETRY_DELAYS[0]]
    assert calls == [*ids[:3], flaky_id, *ids[3:]]
    # Nothing of its failed attempt was kept: learned once, in the writer's order.
    assert learned(store) == ids
    monkeypatch.undo()
    control = learn_one_by_one(tmp_path / "control", revisions, events)
    assert preferences(store) == preferences(control)
    assert waiting_files(tmp_path) == []


def test_the_writes_refuse_another_persona_and_undo_a_half_learned_revision(tmp_path, revisions):
    store = open_store(tmp_path, revisions)
    writes = PersonaWrites(store, "pwriter")
    writes.load()
    with pytest.raises(ValueError):
        writes.list_assertions("pother")
    mark = writes.mark()
    asyncio.run(
        learner.learn_revision(
            writes,  # type: ignore[arg-type]
            None,
            persona_id="pwriter",
            revision=saved(revisions, 0, said="太正式了，活泼点").revision,
            suggestions=["太正式了，活泼点"],
            now=NOW,
        )
    )
    assert writes.audit and writes.assertions
    writes.undo(mark)
    writes.save()
    assert store.list_audit("pwriter") == [] and store.list_assertions("pwriter") == []
