"""The child processes of the style queue's process tests (test_style_queue_workers.py on
files, test_style_queue_pg.py on PostgreSQL), and the jobs they take.

Apart from the tests: a spawned child imports the module its function lives in, and the test
modules import the style learner (through test_style_queue.py), whose rules took each child
about 2 s of CPU to load before it took a job. This module loads the queue's jobs alone.
"""

import time
from pathlib import Path
from typing import Any

from app.style.queue_files import FileJobs
from app.style.queue_jobs import QueuedRevision
from app.style.queue_pg import PostgresJobs


def job(n: int, persona_id: str = "pwriter") -> QueuedRevision:
    return QueuedRevision(
        revision_id=f"c{persona_id}-r{n:04d}",
        persona_id=persona_id,
        content_id=f"c{persona_id}",
        suggestions=["活泼一点", "Shorter please."],
        order=1_000 + n,
    )


def ids(entries: list[QueuedRevision]) -> list[str]:
    return [e.revision_id for e in entries]


def take_files_one_at_a_time(directory: str, results: Any) -> None:
    """A child process: take (and finish) jobs one by one until none is left; report them."""
    jobs = FileJobs(Path(directory))
    mine = []
    while taken := jobs.take(1):
        mine.extend(j.revision_id for j in taken)
        jobs.done(taken[0])  # learned: a job left taken would be handed on when this exits
    results.put(mine)


def take_files_and_hang(directory: str, count: int, ready: Any) -> None:
    """A child process: take `count` jobs, say so, then wait (to be killed holding them)."""
    jobs = FileJobs(Path(directory))
    jobs.take(count)
    ready.set()
    time.sleep(3600)


def announce_files_and_hang(directory: str, count: int, ready: Any) -> None:
    """A child worker process: announce revisions (its queue takes them), then hang."""
    jobs = FileJobs(Path(directory))
    for n in range(count):
        jobs.add(job(n), taken=True)  # what learn_later saves before the reply goes out
    ready.set()
    time.sleep(3600)


def take_rows_one_at_a_time(url: str, results: Any) -> None:
    """A child instance on the database: take (and finish) jobs one by one; report them."""
    jobs = PostgresJobs(url)
    mine = []
    while taken := jobs.take(1):
        mine.extend(ids(taken))
        jobs.done(taken[0])  # learned: a job left taken would be handed on when this exits
    jobs.close()
    results.put(mine)


def take_rows_and_hang(url: str, count: int, ready: Any) -> None:
    """A child instance: take `count` jobs, say so, then wait (to be killed holding them)."""
    jobs = PostgresJobs(url)  # held until the process dies: it is what keeps its number
    jobs.take(count)
    ready.set()
    time.sleep(3600)


def announce_rows_and_hang(url: str, count: int, ready: Any) -> None:
    """A child instance: announce revisions (its queue takes them), then hang."""
    jobs = PostgresJobs(url)
    for n in range(count):
        jobs.add(job(n), taken=True)  # what learn_later saves before the reply goes out
    ready.set()
    time.sleep(3600)
