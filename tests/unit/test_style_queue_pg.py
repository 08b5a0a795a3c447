"""The style queue as a PostgreSQL table (app/style/queue_pg.py) on a real throwaway server:
instances take distinct jobs (FOR UPDATE SKIP LOCKED), the jobs of an instance that died are
taken over, and a queue on the database learns every revision once.

Racing takers and the instance that dies are real child processes: the takeover relies on
the server noticing that a session is gone, which only a real process death shows.
"""

import asyncio
import multiprocessing
import os
import signal
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from app.domain.errors import NotFound
from app.domain.models import Persona, RevisionRecord
from app.store import schema
from app.store.postgres import PostgresStore
from app.style.queue import LEARNED, StyleQueue
from app.style.queue_files import FileJobs
from app.style.queue_jobs import QueuedRevision
from app.style.queue_pg import PostgresJobs
from tests.unit.style_queue_children import (
    announce_rows_and_hang,
    ids,
    job,
    take_rows_and_hang,
    take_rows_one_at_a_time,
)
from tests.unit.test_style_queue import NOW, saved

DEADLINE = 120.0  # spawned interpreters start slowly on a loaded 2-core machine


@pytest.fixture
def db(pg_url: str) -> str:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        schema.migrate(conn)
    return pg_url


@pytest.fixture
def jobs(db: str) -> Iterator[list[PostgresJobs]]:
    made: list[PostgresJobs] = []
    yield made
    for each in made:
        each.close()


@pytest.fixture
def children() -> Iterator[list[Any]]:
    started: list[Any] = []
    yield started
    for child in started:
        if child.is_alive():
            child.kill()
        child.join(30)


def test_two_instances_take_distinct_jobs_oldest_first(db: str, jobs) -> None:
    a, b = PostgresJobs(db), PostgresJobs(db)
    jobs += [a, b]
    for n in reversed(range(10)):
        a.add(job(n), taken=False)
    assert ids(a.take(3)) == ids([job(n) for n in range(3)])
    assert ids(b.take(3)) == ids([job(n) for n in range(3, 6)])
    assert ids(b.take(100)) == ids([job(n) for n in range(6, 10)])
    assert a.take(100) == []
    assert a.still_ours(job(0)) and not a.still_ours(job(5)) and b.still_ours(job(5))
    b.done(job(5))
    assert not b.still_ours(job(5)) and not b.known(job(5).revision_id)
    assert a.waiting() == 9


def test_attempts_are_kept_and_failures_are_never_taken(db: str, jobs) -> None:
    a, b = PostgresJobs(db), PostgresJobs(db)
    jobs += [a, b]
    a.add(job(1), taken=True)
    a.add(job(2), taken=True)
    a.save(job(2).model_copy(update={"attempts": 2, "error": "OSError: busy"}))
    a.fail(
        job(1).model_copy(update={"state": "failed", "error": "ValueError: 「」", "attempts": 4})
    )
    a.release()
    [retaken] = b.take(100)
    assert (retaken.revision_id, retaken.attempts, retaken.error) == (
        job(2).revision_id,
        2,
        "OSError: busy",
    )
    assert [(f.revision_id, f.error) for f in b.failures()] == [
        (job(1).revision_id, "ValueError: 「」")
    ]


def test_racing_processes_never_take_the_same_job(db: str, jobs, children) -> None:
    queued = PostgresJobs(db)
    jobs.append(queued)
    for n in range(300):
        queued.add(job(n, "pwriter" if n % 2 else "pother"), taken=False)
    spawn = multiprocessing.get_context("spawn")
    results = spawn.Queue()
    for _ in range(3):
        children.append(spawn.Process(target=take_rows_one_at_a_time, args=(db, results)))
        children[-1].start()
    taken = [results.get(timeout=DEADLINE) for _ in children]
    counts = Counter(rid for mine in taken for rid in mine)
    assert len(counts) == 300 and max(counts.values()) == 1
    print("taken by each process:", [len(mine) for mine in taken])


def test_the_jobs_of_a_killed_instance_are_taken_over(db: str, jobs, children) -> None:
    queued = PostgresJobs(db)
    jobs.append(queued)
    for n in range(10):
        queued.add(job(n), taken=False)
    spawn = multiprocessing.get_context("spawn")
    ready = spawn.Event()
    holder = spawn.Process(target=take_rows_and_hang, args=(db, 6, ready))
    children.append(holder)
    holder.start()
    assert ready.wait(DEADLINE), "the child did not take its jobs"
    assert ids(queued.take(100)) == ids([job(n) for n in range(6, 10)])
    assert queued.take(100) == []  # the holder runs: its six stay its own
    os.kill(holder.pid, signal.SIGKILL)
    holder.join(DEADLINE)
    taken_over: list[QueuedRevision] = []
    deadline = time.monotonic() + DEADLINE
    while len(taken_over) < 6:  # the server notices the lost session within moments
        assert time.monotonic() < deadline, "the killed instance's jobs were not taken over"
        taken_over += queued.take(100)
        time.sleep(0.05)
    assert sorted(ids(taken_over)) == ids([job(n) for n in range(6)])


def test_jobs_left_as_files_in_the_data_dir_move_into_the_table(db: str, jobs, tmp_path) -> None:
    files = FileJobs(tmp_path / "style-queue")
    files.add(job(1), taken=False)
    files.add(job(2), taken=True)  # held by a process that is gone
    files.close()
    earlier = FileJobs(tmp_path / "style-queue")
    earlier.add(job(3), taken=True)
    earlier.fail(job(3).model_copy(update={"state": "failed", "error": "gave up"}))
    earlier.release()
    moved = PostgresJobs(db, files=tmp_path / "style-queue")
    jobs.append(moved)
    assert ids(moved.take(100)) == ids([job(1), job(2)])
    assert ids(moved.failures()) == ids([job(3)])
    assert not [p for p in (tmp_path / "style-queue").rglob("*.json")]


class Store(PostgresStore):
    """The real store; revisions announced by the tests are kept here to be read back."""

    def __init__(self, url: str, revisions: dict[str, RevisionRecord]) -> None:
        super().__init__(url, pool_size=4, lock_connections=6)
        self.revisions = revisions

    def get_revision(self, revision_id: str) -> RevisionRecord:
        if revision_id not in self.revisions:
            raise NotFound(f"No revision with id {revision_id!r}.")
        return self.revisions[revision_id]


def test_instances_learn_every_revision_once_even_when_one_is_killed(db: str, children) -> None:
    revisions: dict[str, RevisionRecord] = {}
    store = Store(db, revisions)
    store.save_persona(Persona(id="pwriter", name="w", created_at=NOW, updated_at=NOW))
    held = [saved(revisions, n) for n in range(6)]  # announced by the instance that dies
    fresh = [saved(revisions, n) for n in range(6, 30)]
    spawn = multiprocessing.get_context("spawn")
    ready = spawn.Event()
    doomed = spawn.Process(target=announce_rows_and_hang, args=(db, len(held), ready))
    children.append(doomed)
    doomed.start()
    assert ready.wait(DEADLINE), "the doomed instance did not announce its revisions"

    def learned() -> list[str]:
        audit = store.list_audit("pwriter")
        return [str(e.detail["revision_id"]) for e in audit if e.action == LEARNED]

    async def body() -> None:
        queues = [
            StyleQueue(store, None, lambda: NOW, PostgresJobs(db), sweep_seconds=0.05)
            for _ in range(2)
        ]
        for queue in queues:
            await queue.start()
        for n, event in enumerate(fresh):
            queues[n % 2].learn_later(event)
        os.kill(doomed.pid, signal.SIGKILL)
        deadline = time.monotonic() + DEADLINE
        while len(learned()) < len(held) + len(fresh):
            assert time.monotonic() < deadline, f"learned only {len(learned())}"
            await asyncio.sleep(0.05)
        for queue in queues:
            await queue.stop()

    try:
        asyncio.run(body())
        counts = Counter(learned())
        assert set(counts) == {e.revision.id for e in [*held, *fresh]}
        assert max(counts.values()) == 1
        with psycopg.connect(db) as conn:
            left = conn.execute("SELECT count(*) FROM style_queue").fetchone()
        assert left == (0,)
    finally:
        store.close()


def test_the_table_exists_after_the_store_migrates(db: str) -> None:
    with psycopg.connect(db) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM schema_migrations ORDER BY 1")]
    assert "002_style_queue.sql" in names
