"""The style queue shared by several worker processes (app/style/queue_files.py): each job is
taken by one process only, and the jobs of a process that dies are taken over by the others.

The takers that race are real child processes (spawned), and the one that dies is killed
with SIGKILL while holding jobs: a flock is released by the kernel, which is what the
takeover relies on, so only a real process death shows it works.
"""

import asyncio
import multiprocessing
import os
import signal
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from app.style.queue import StyleQueue
from app.style.queue_files import FileJobs
from tests.unit.style_queue_children import (
    announce_files_and_hang,
    job,
    take_files_and_hang,
    take_files_one_at_a_time,
)
from tests.unit.test_style_queue import NOW, learned, open_store, saved

DEADLINE = 120.0  # spawned interpreters start slowly on a loaded 2-core machine


@pytest.fixture
def spawn() -> Any:
    return multiprocessing.get_context("spawn")


@pytest.fixture
def children():
    started: list[Any] = []
    yield started
    for child in started:
        if child.is_alive():
            child.kill()
        child.join(30)


def test_two_takers_get_distinct_jobs_oldest_first(tmp_path: Path) -> None:
    a, b = FileJobs(tmp_path), FileJobs(tmp_path)
    for n in range(10):
        a.add(job(n), taken=False)
        # Oldest by when each was written (to the file system's clock tick; ties by name).
        os.utime(tmp_path / f"{job(n).revision_id}.json", ns=(n * 10**9, n * 10**9))
    first, second = a.take(3), b.take(3)
    assert [j.revision_id for j in first] == [job(n).revision_id for n in range(3)]
    assert [j.revision_id for j in second] == [job(n).revision_id for n in range(3, 6)]
    rest = b.take(100) + a.take(100)
    assert sorted(j.revision_id for j in [*first, *second, *rest]) == [
        job(n).revision_id for n in range(10)
    ]
    assert a.take(100) == [] and b.take(100) == []
    assert all(a.still_ours(j) for j in first) and not any(a.still_ours(j) for j in second)


def test_a_taker_that_stops_hands_its_jobs_back(tmp_path: Path) -> None:
    a, b = FileJobs(tmp_path), FileJobs(tmp_path)
    for n in range(4):
        a.add(job(n), taken=True)
    assert b.take(100) == []  # a is running: its jobs are its own
    a.release()
    assert [j.revision_id for j in b.take(100)] == [job(n).revision_id for n in range(4)]
    assert not (tmp_path / "taken" / a.owner).exists()


def test_failed_jobs_are_kept_apart_and_never_taken(tmp_path: Path) -> None:
    a, b = FileJobs(tmp_path), FileJobs(tmp_path)
    a.add(job(1), taken=True)
    failed = job(1).model_copy(
        update={"state": "failed", "error": "ValueError: 「」", "attempts": 4}
    )
    a.fail(failed)
    old_layout = job(2).model_copy(update={"state": "failed", "error": "old"})
    (tmp_path / f"{old_layout.revision_id}.json").write_text(old_layout.model_dump_json())
    assert b.take(100) == []
    assert [(f.revision_id, f.error) for f in b.failures()] == [
        (job(1).revision_id, "ValueError: 「」"),
        (job(2).revision_id, "old"),
    ]
    assert b.known(job(1).revision_id) and not b.known(job(3).revision_id)


def test_racing_processes_never_take_the_same_job(tmp_path: Path, spawn: Any, children) -> None:
    queued = FileJobs(tmp_path)
    for n in range(300):
        queued.add(job(n, "pwriter" if n % 2 else "pother"), taken=False)
    results = spawn.Queue()
    for _ in range(3):
        children.append(
            spawn.Process(target=take_files_one_at_a_time, args=(str(tmp_path), results))
        )
        children[-1].start()
    taken = [results.get(timeout=DEADLINE) for _ in children]
    counts = Counter(rid for mine in taken for rid in mine)
    assert len(counts) == 300 and max(counts.values()) == 1
    print("taken by each process:", [len(mine) for mine in taken])


def test_the_jobs_of_a_killed_process_are_taken_over(tmp_path: Path, spawn: Any, children):
    queued = FileJobs(tmp_path)
    for n in range(10):
        queued.add(job(n), taken=False)
    ready = spawn.Event()
    holder = spawn.Process(target=take_files_and_hang, args=(str(tmp_path), 6, ready))
    children.append(holder)
    holder.start()
    assert ready.wait(DEADLINE), "the child did not take its jobs"
    survivor = FileJobs(tmp_path)
    assert [j.revision_id for j in survivor.take(100)] == [job(n).revision_id for n in range(6, 10)]
    assert survivor.take(100) == []  # the holder is alive: its six stay its own
    os.kill(holder.pid, signal.SIGKILL)
    holder.join(DEADLINE)
    taken_over = survivor.take(100)
    assert [j.revision_id for j in taken_over] == [job(n).revision_id for n in range(6)]
    # The dead owner's folder and lock are gone; only the survivor's remain.
    assert sorted(p.name for p in (tmp_path / "taken").iterdir()) == sorted(
        [survivor.owner, f"{survivor.owner}.lock"]
    )


def test_a_running_queue_learns_what_a_killed_worker_held_once_each(
    tmp_path: Path, spawn: Any, children
) -> None:
    revisions: dict[str, Any] = {}
    store = open_store(tmp_path, revisions)
    events = [saved(revisions, n) for n in range(8)]
    ready = spawn.Event()
    worker = spawn.Process(
        target=announce_files_and_hang, args=(str(tmp_path / "style-queue"), 8, ready)
    )
    children.append(worker)
    worker.start()
    assert ready.wait(DEADLINE), "the worker did not announce its revisions"

    async def body() -> None:
        queue = StyleQueue(store, None, lambda: NOW, tmp_path / "style-queue", sweep_seconds=0.05)
        await queue.start()
        await queue.drain()
        assert learned(store) == []  # held by a live worker: not this one's to learn
        os.kill(worker.pid, signal.SIGKILL)
        deadline = time.monotonic() + DEADLINE
        while len(learned(store)) < len(events):
            assert time.monotonic() < deadline, "the killed worker's jobs were not taken over"
            await asyncio.sleep(0.05)
        await queue.stop()

    asyncio.run(body())
    assert learned(store) == [e.revision.id for e in events]
    assert not [p for p in (tmp_path / "style-queue").rglob("*.json")]


if sys.platform != "linux":  # flock semantics the takeover relies on
    pytestmark = pytest.mark.skip("Linux only")
