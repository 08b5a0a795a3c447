"""Checkpoints behind the commits: the files a commit wrote unsynced made durable in a
thread of the store's own, not in the writer's turn (see app/store/commits.py).

A checkpoint of an article at commit `seq` fsyncs the files its header names as written
since the last one (`unsynced`), then their folders, then removes the journals up to `seq`,
oldest first. None of that needs the article's lock: the files are write-once records,
conversation logs only appended to and a header only ever replaced whole, and the journals
removed are of commits already applied (same-boot recovery reads only journals past the
header's `seq`). A commit landing meanwhile writes newer files and a newer journal, which
the next checkpoint takes.

What the header says was made durable (`synced`, and the files left in `unsynced`) is
brought up to date by the next commit of the article in this process, which holds the lock:
`unsynced` maps each file to the commit that last wrote it, and the files last written at or
before the checkpoint's commit are dropped. Until then the header names more files than need
it, which only makes the next checkpoint (or recovery after a power cut) fsync them again.

When the store has no boot id (every commit is its own checkpoint), when the thread falls
far behind, or when a checkpoint fails, the commit checkpoints in the turn as before.
"""

from __future__ import annotations

import logging
import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from app.store import atomic
from app.store.journal import journal_name, journal_seq

log = logging.getLogger(__name__)

# Commits past the last durable one after which a commit checkpoints in the turn: the thread
# is stuck or far behind (a failing disk), and journals must not pile up without end.
BEHIND_AT_MOST = 8


def unsynced_map(header: dict[str, Any], before: int) -> dict[str, int]:
    """The header's files written since its last checkpoint, each with the commit that last
    wrote it. A list (written before the map) gives each file `before`: the commit before
    this one, the latest it can have been written at."""
    unsynced = header.get("unsynced") or ()
    if isinstance(unsynced, dict):
        return {
            str(name): seq if isinstance(seq, int) else before for name, seq in unsynced.items()
        }
    return dict.fromkeys(map(str, unsynced), before)


class BehindCheckpoints:
    """The store's checkpoint thread and what it has made durable (a mixin of CommitLog)."""

    _root: Path

    def _init_checkpoints(self) -> None:
        self._behind_guard = threading.Lock()
        self._behind_due: dict[str, int] = {}  # article → the newest commit handed over
        self._behind_done: dict[str, int] = {}  # article → the newest commit made durable
        self._behind_failed: set[str] = set()  # articles whose last checkpoint there failed
        self._behind_pool: tuple[int, ThreadPoolExecutor] | None = None
        self._behind_jobs: set[Future[None]] = set()

    def _durable_through(self, content_id: str, header: dict[str, Any]) -> int:
        """The newest commit of the article already made durable or handed over for it."""
        synced = header.get("synced", 0)
        synced = synced if isinstance(synced, int) else 0
        with self._behind_guard:
            return max(synced, self._behind_due.get(content_id, 0))

    def _forget_checkpoints(self, content_id: str) -> None:
        with self._behind_guard:
            self._behind_due.pop(content_id, None)
            self._behind_done.pop(content_id, None)
            self._behind_failed.discard(content_id)

    def _fold_checkpoint(self, content_id: str, header: dict[str, Any]) -> dict[str, Any]:
        """`header` (the article's, read under its lock) with what a checkpoint in the thread
        made durable since: `synced` raised, the files it covered out of `unsynced`."""
        with self._behind_guard:
            done = self._behind_done.get(content_id, 0)
        synced, seq = header.get("synced", 0), header.get("seq", 0)
        if not (isinstance(synced, int) and isinstance(seq, int) and synced < done <= seq):
            return header
        unsynced = header.get("unsynced")
        if not isinstance(unsynced, dict):
            return header  # a list: the files' commits are not known (folded next time)
        kept = {
            name: last
            for name, last in unsynced.items()
            if not (isinstance(last, int) and last <= done)
        }
        return {**header, "synced": done, "unsynced": kept}

    def _hand_over(self, content_id: str, seq: int, header: dict[str, Any]) -> bool:
        """Hand the checkpoint of commit `seq` to the thread (hold the article's lock; `header`
        is the one just written); False when it must be made in the turn instead."""
        synced = header.get("synced", 0)
        synced = synced if isinstance(synced, int) else 0
        with self._behind_guard:
            failed = content_id in self._behind_failed
            done = max(synced, self._behind_done.get(content_id, 0))
            if failed or seq - done >= BEHIND_AT_MOST * self._checkpoint_every:
                self._behind_failed.discard(content_id)
                return False
            names = [*unsynced_map(header, seq), "header.json"]
            try:
                job = self._pool().submit(self._checkpoint_behind, content_id, seq, names)
            except RuntimeError:  # the interpreter is shutting down: no new threads
                return False
            self._behind_due[content_id] = seq
            self._behind_jobs.add(job)
        job.add_done_callback(self._job_done)
        return True

    _checkpoint_every: int

    def _pool(self) -> ThreadPoolExecutor:
        pool = self._behind_pool
        if pool is None or pool[0] != os.getpid():  # a forked child has no threads
            pool = self._behind_pool = (os.getpid(), ThreadPoolExecutor(1, "redline-checkpoint"))
        return pool[1]

    def _job_done(self, job: Future[None]) -> None:
        with self._behind_guard:
            self._behind_jobs.discard(job)
        error = None if job.cancelled() else job.exception()
        if error is not None:  # not the disk's refusal (handled there): a fault of ours
            log.error("a checkpoint failed", exc_info=error)

    def _checkpoint_behind(self, content_id: str, seq: int, names: list[str]) -> None:
        """In the checkpoint thread: make the files of commits up to `seq` durable, then
        drop their journals, oldest first (no lock: see the module's docstring)."""
        directory = self._root / "contents" / content_id
        try:
            files = [directory / name for name in names]
            atomic.fsync_all(files)  # a file removed since (a revision set aside) is skipped
            atomic.fsync_all(sorted({directory, *(path.parent for path in files)}))
            atomic.write_point()
            for number in sorted(n for n in map(journal_seq, os.listdir(directory)) if n):
                if number <= seq:
                    (directory / journal_name(number)).unlink(missing_ok=True)
                    atomic.write_point()
            atomic.fsync_dir(directory)
        except (OSError, RuntimeError) as error:
            # Nothing is lost: the journals not removed are applied again after a power cut,
            # and the article's next commit makes its checkpoint in the turn. (RuntimeError:
            # the interpreter is exiting and starts no more fsync threads.)
            if isinstance(error, OSError) and directory.is_dir():
                log.warning("could not checkpoint article %s: %s", content_id, error)
            with self._behind_guard:
                self._behind_failed.add(content_id)
                if self._behind_due.get(content_id) == seq:
                    self._behind_due[content_id] = self._behind_done.get(content_id, 0)
            return
        with self._behind_guard:
            self._behind_done[content_id] = max(self._behind_done.get(content_id, 0), seq)

    def wait_for_checkpoints(self) -> None:
        """Return once every checkpoint handed to the thread so far is made (or failed)."""
        with self._behind_guard:
            jobs = list(self._behind_jobs)
        for job in jobs:
            job.exception()

    def close(self) -> None:
        """Finish the checkpoints handed over, and stop their thread."""
        pool = self._behind_pool
        self._behind_pool = None
        if pool is not None and pool[0] == os.getpid():
            pool[1].shutdown(wait=True)
