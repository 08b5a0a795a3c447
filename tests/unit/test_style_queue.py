"""The durable style-learning queue: nothing dropped, resumed after a restart, learned once."""

import asyncio
import shutil
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import app.style.learner as learner
from app.domain.errors import NotFound
from app.domain.models import Content, Persona, RevisionRecord
from app.events import EventBus, RevisionSaved
from app.store.tinydb_store import TinyDBStore
from app.style.queue import LEARN_FAILED, LEARNED, RETRY_DELAYS, StyleQueue
from app.style.queue_files import FileJobs

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
SAID = [
    "Too formal, make it lively!",
    "太正式了，活泼点",
    "Take the emoji out.",
    "一个表情都不要",
    "Shorter sentences please.",
]


class Store(TinyDBStore):
    """The real store; revisions announced by the tests are kept here to be read back."""

    def __init__(self, root: Path, revisions: dict[str, RevisionRecord]) -> None:
        super().__init__(root)
        self.revisions = revisions

    def get_revision(self, revision_id: str) -> RevisionRecord:
        if revision_id not in self.revisions:
            raise NotFound(f"No revision with id {revision_id!r}.")
        return self.revisions[revision_id]


@pytest.fixture
def revisions() -> dict[str, RevisionRecord]:
    return {}


@pytest.fixture
def store(tmp_path: Path, revisions: dict[str, RevisionRecord]) -> Store:
    return open_store(tmp_path, revisions)


def open_store(root: Path, revisions: dict[str, RevisionRecord]) -> Store:
    store = Store(root, revisions)
    for pid in ("pwriter", "pother"):
        store.save_persona(Persona(id=pid, name=pid, created_at=NOW, updated_at=NOW))
    return store


def queue_for(store: TinyDBStore, root: Path, **options: Any) -> StyleQueue:
    delays: list[float] = options.pop("slept", [])

    async def no_wait(seconds: float) -> None:
        delays.append(seconds)

    return StyleQueue(store, None, lambda: NOW, root / "style-queue", sleep=no_wait, **options)


def saved(
    revisions: dict[str, RevisionRecord], n: int, persona_id: str = "pwriter", said: str = ""
) -> RevisionSaved:
    rid = f"c{persona_id}-r{n:04d}"
    revision = RevisionRecord(
        id=rid,
        content_id=f"c{persona_id}",
        message_id=f"{rid}m",
        kind="llm",
        base_version=n,
        version=n + 1,
        suggestion=said or SAID[n % len(SAID)],
        original_title="T",
        original_body="此外，成本较低。😀 Moreover, the cost is low.",
        revised_title="T",
        revised_body="成本挺低的。The cost is low!",
        created_at=NOW,
    )
    revisions[rid] = revision
    content = Content(
        id=f"c{persona_id}",
        title="T",
        body=revision.revised_body,
        persona_id=persona_id,
        version=n + 1,
        created_at=NOW,
        updated_at=NOW,
    )
    return RevisionSaved(content, revision, (revision.suggestion,))


def learned(store: TinyDBStore, persona_id: str = "pwriter") -> list[str]:
    """Revision ids with a learned audit entry, in the order they were learned."""
    return [e.detail["revision_id"] for e in store.list_audit(persona_id) if e.action == LEARNED]


def evidence_counts(store: TinyDBStore) -> dict[tuple[str, str], int]:
    return {(a.dimension, a.value): len(a.evidence) for a in store.list_assertions("pwriter")}


def waiting_files(root: Path) -> list[str]:
    """Revisions with a job on disk: waiting, taken by a process, or failed."""
    return sorted(p.stem for p in (root / "style-queue").rglob("*.json") if p.name[0] != ".")


def run(body: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(body())


def announce_and_crash(queue: StyleQueue, events: list[RevisionSaved]) -> None:
    """Announce revisions, then end the loop before any learning runs (a killed process)."""

    async def body() -> None:
        for event in events:
            queue.learn_later(event)

    run(body)  # asyncio.run cancels the learning tasks that never got to start
    crash(queue)


def crash(queue: StyleQueue) -> None:
    """What the kernel does when the process dies: its hold on its jobs goes."""
    assert isinstance(queue.jobs, FileJobs)
    queue.jobs.close()


def test_every_revision_is_learned_once_in_order_and_its_file_removed(store, revisions, tmp_path):
    queue = queue_for(store, tmp_path)
    bus = EventBus()
    queue.listen(bus)
    events = [saved(revisions, n) for n in range(40)]

    async def body() -> None:
        for event in events:
            bus.publish(event)
        await queue.drain()

    run(body)
    assert learned(store) == [e.revision.id for e in events]
    assert waiting_files(tmp_path) == []
    cited = [ev.revision_id for a in store.list_assertions("pwriter") for ev in a.evidence]
    assert {e.revision.id for e in events} & set(cited)


def test_each_revision_is_on_disk_before_the_announcement_returns(store, revisions, tmp_path):
    queue = queue_for(store, tmp_path)
    events = [saved(revisions, n, said="第一段活泼一点") for n in range(3)]
    announce_and_crash(queue, events)
    assert waiting_files(tmp_path) == sorted(e.revision.id for e in events)
    assert learned(store) == []


def test_a_full_queue_keeps_the_rest_on_disk_and_drops_nothing(store, revisions, tmp_path):
    queue = queue_for(store, tmp_path, capacity=3)
    events = [saved(revisions, n, pid) for n in range(25) for pid in ("pwriter", "pother")]
    held: list[int] = []

    async def body() -> None:
        await queue.start()
        for event in events:
            queue.learn_later(event)
            held.append(len(queue._held))
        await queue.drain()

    run(body)
    assert max(held) == 3  # memory stays bounded while 50 wait
    for pid in ("pwriter", "pother"):
        assert learned(store, pid) == [e.revision.id for e in events if e.content.persona_id == pid]
    assert waiting_files(tmp_path) == []


def test_a_restart_learns_what_was_waiting(tmp_path, revisions):
    before = open_store(tmp_path, revisions)
    events = [saved(revisions, n) for n in range(6)]
    announce_and_crash(queue_for(before, tmp_path), events)

    after = open_store(tmp_path, revisions)
    queue = queue_for(after, tmp_path, capacity=2)

    async def body() -> None:
        await queue.start()
        await queue.drain()

    run(body)
    assert learned(after) == [e.revision.id for e in events]
    assert waiting_files(tmp_path) == []


def test_a_revision_left_from_before_a_restart_is_learned_before_newer_ones(tmp_path, revisions):
    before = open_store(tmp_path, revisions)
    old = [saved(revisions, n) for n in range(3)]
    announce_and_crash(queue_for(before, tmp_path), old)
    after = open_store(tmp_path, revisions)
    queue = queue_for(after, tmp_path)
    new = saved(revisions, 10)

    async def body() -> None:
        queue.learn_later(new)  # announced before start-up has read the disk
        await queue.start()
        await queue.drain()

    run(body)
    assert learned(after) == [e.revision.id for e in [*old, new]]


def test_a_crash_after_learning_does_not_add_the_evidence_twice(tmp_path, revisions):
    store = open_store(tmp_path, revisions)
    events = [saved(revisions, n, said="Too formal, make it lively!") for n in range(4)]
    queue = queue_for(store, tmp_path)
    copy = tmp_path / "copy"

    async def body() -> None:
        for event in events:
            queue.learn_later(event)
        # The files as they were before learning removed them: as if the process died
        # after committing the learned entries and before removing the files.
        shutil.copytree(tmp_path / "style-queue", copy)
        await queue.drain()

    run(body)
    evidence_before = {a.id: len(a.evidence) for a in store.list_assertions("pwriter")}
    audit_before = len(store.list_audit("pwriter"))
    shutil.rmtree(tmp_path / "style-queue")
    shutil.copytree(copy, tmp_path / "style-queue")
    assert len(waiting_files(tmp_path)) == 4

    after = open_store(tmp_path, revisions)
    again = queue_for(after, tmp_path)

    async def restart() -> None:
        await again.start()
        await again.drain()

    run(restart)
    assert {a.id: len(a.evidence) for a in after.list_assertions("pwriter")} == evidence_before
    assert len(after.list_audit("pwriter")) == audit_before
    assert learned(after) == [e.revision.id for e in events]
    assert waiting_files(tmp_path) == []


def test_a_failure_is_retried_after_growing_delays_then_learned(
    store, revisions, tmp_path, monkeypatch
):
    real = learner.learn_revision
    calls: list[str] = []

    async def flaky(*args: Any, revision: RevisionRecord, **kwargs: Any) -> Any:
        calls.append(revision.id)
        if len(calls) <= 2:
            raise OSError("disk busy")
        return await real(*args, revision=revision, **kwargs)

    monkeypatch.setattr(learner, "learn_revision", flaky)
    slept: list[float] = []
    queue = queue_for(store, tmp_path, slept=slept)
    first, second = saved(revisions, 0), saved(revisions, 1)

    async def body() -> None:
        queue.learn_later(first)
        queue.learn_later(second)
        await queue.drain()

    run(body)
    assert slept == list(RETRY_DELAYS[:2])
    # The failing revision keeps its place: the next one waits for it.
    assert calls == [first.revision.id] * 3 + [second.revision.id]
    assert learned(store) == [first.revision.id, second.revision.id]
    assert waiting_files(tmp_path) == [] and queue.failures() == []


def test_a_failure_after_the_learned_entry_was_saved_is_not_learned_twice(
    store, revisions, tmp_path, monkeypatch
):
    real = learner.learn_revision
    calls: list[str] = []

    async def saves_then_fails(*args: Any, revision: RevisionRecord, **kwargs: Any) -> Any:
        calls.append(revision.id)
        changed = await real(*args, revision=revision, **kwargs)
        if len(calls) == 1:
            raise OSError("the connection dropped after the write")
        return changed

    monkeypatch.setattr(learner, "learn_revision", saves_then_fails)
    queue = queue_for(store, tmp_path)
    event = saved(revisions, 0, said="太正式了，活泼点")

    async def body() -> None:
        queue.learn_later(event)
        await queue.drain()

    run(body)
    assert calls == [event.revision.id]  # the retry saw the learned entry and stopped
    assert learned(store) == [event.revision.id]
    # The same evidence as one clean learn of that revision gives.
    control = open_store(tmp_path / "control", revisions)
    asyncio.run(
        real(
            control,
            None,
            persona_id="pwriter",
            revision=event.revision,
            suggestions=[event.revision.suggestion],
            now=NOW,
        )
    )
    assert evidence_counts(store) == evidence_counts(control) != {}
    assert waiting_files(tmp_path) == []


def test_a_revision_that_keeps_failing_is_kept_as_failed_with_its_error(
    store, revisions, tmp_path, monkeypatch
):
    real = learner.learn_revision
    bad = saved(revisions, 0)
    good = saved(revisions, 1)

    async def fails_on_one(*args: Any, revision: RevisionRecord, **kwargs: Any) -> Any:
        if revision.id == bad.revision.id:
            raise ValueError("the extractor choked on 「」")
        return await real(*args, revision=revision, **kwargs)

    monkeypatch.setattr(learner, "learn_revision", fails_on_one)
    slept: list[float] = []
    queue = queue_for(store, tmp_path, slept=slept)

    async def body() -> None:
        queue.learn_later(bad)
        queue.learn_later(good)
        await queue.drain()

    run(body)
    assert slept == list(RETRY_DELAYS)
    [failed] = queue.failures()
    assert failed.revision_id == bad.revision.id and failed.state == "failed"
    assert failed.attempts == len(RETRY_DELAYS) + 1
    assert "the extractor choked on 「」" in failed.error
    assert waiting_files(tmp_path) == [bad.revision.id]  # kept, not deleted silently
    audit = store.list_audit("pwriter")
    [note] = [e for e in audit if e.action == LEARN_FAILED]
    assert note.detail["revision_id"] == bad.revision.id and "choked" in note.detail["error"]
    assert learned(store) == [good.revision.id]  # the persona's next revision went on

    # A restart does not retry it behind the writer's back.
    again = queue_for(open_store(tmp_path, revisions), tmp_path)

    async def restart() -> None:
        await again.start()
        await again.drain()

    run(restart)
    assert learned(store) == [good.revision.id]
    assert [f.revision_id for f in again.failures()] == [bad.revision.id]


def test_a_missing_persona_fails_at_once_without_waiting(store, revisions, tmp_path):
    slept: list[float] = []
    queue = queue_for(store, tmp_path, slept=slept)
    event = saved(revisions, 0, persona_id="pgone")

    async def body() -> None:
        queue.learn_later(event)
        await queue.drain()

    run(body)
    assert slept == []
    [failed] = queue.failures()
    assert failed.persona_id == "pgone" and "NotFound" in failed.error


def test_a_revision_that_cannot_be_written_down_is_still_learned(store, revisions, tmp_path):
    (tmp_path / "style-queue").write_text("not a folder")  # every queue write fails
    queue = queue_for(store, tmp_path)
    events = [saved(revisions, n) for n in range(3)]

    async def body() -> None:
        for event in events:
            queue.learn_later(event)  # does not raise: the turn is never failed by learning
        await queue.drain()

    run(body)
    assert learned(store) == [e.revision.id for e in events]


def test_a_revision_whose_job_is_no_longer_held_is_not_learned_here(store, revisions, tmp_path):
    queue = queue_for(store, tmp_path)
    event = saved(revisions, 0)

    async def body() -> None:
        queue.learn_later(event)
        # Its job is gone before learning starts (done by an earlier attempt, or handed back).
        [job] = (tmp_path / "style-queue").rglob(f"{event.revision.id}.json")
        job.unlink()
        await queue.drain()

    run(body)
    assert learned(store) == []


def test_articles_without_a_persona_queue_nothing(store, revisions, tmp_path):
    queue = queue_for(store, tmp_path)
    event = saved(revisions, 0)
    orphan = RevisionSaved(
        event.content.model_copy(update={"persona_id": None}), event.revision, ()
    )

    async def body() -> None:
        queue.learn_later(orphan)
        await queue.drain()

    run(body)
    assert waiting_files(tmp_path) == [] and learned(store) == []


def test_stop_leaves_unfinished_learning_on_disk_for_the_next_start(
    store, revisions, tmp_path, monkeypatch
):
    async def never_finishes(*args: Any, **kwargs: Any) -> Any:
        await asyncio.Event().wait()

    monkeypatch.setattr(learner, "learn_revision", never_finishes)
    queue = queue_for(store, tmp_path)
    events = [saved(revisions, n) for n in range(3)]

    async def body() -> None:
        for event in events:
            queue.learn_later(event)
        await queue.stop(wait=0.01)

    run(body)
    assert waiting_files(tmp_path) == sorted(e.revision.id for e in events)
    monkeypatch.undo()
    again = queue_for(open_store(tmp_path, revisions), tmp_path)

    async def restart() -> None:
        await again.start()
        await again.drain()

    run(restart)
    assert learned(store) == [e.revision.id for e in events]


class RecoveredStore(Store):
    """A store whose start-up recovery completed commits nobody announced (a crash)."""

    def __init__(self, root: Path, revisions: dict[str, RevisionRecord], content: Content) -> None:
        super().__init__(root, revisions)
        self.content = content
        self.recovered_ids = list(revisions)

    def get_content(self, content_id: str) -> Content:
        return self.content

    def recovered_revisions(self) -> list[tuple[str, str]]:
        return [(self.content.id, revision_id) for revision_id in self.recovered_ids]


def test_a_revision_whose_commit_recovery_completed_is_learned_once(tmp_path, revisions):
    event = saved(revisions, 1)
    store = RecoveredStore(tmp_path, revisions, event.content)
    store.save_persona(Persona(id="pwriter", name="w", created_at=NOW, updated_at=NOW))

    async def body() -> None:
        queue = queue_for(store, tmp_path)
        await queue.start()
        await queue.drain()
        # A second start (the same recovery report read again) learns nothing twice.
        again = queue_for(store, tmp_path)
        await again.start()
        await again.drain()

    run(body)
    assert learned(store) == [event.revision.id]
    assert waiting_files(tmp_path) == []
