"""The style-learning queue's jobs as files in the data dir, shared by the worker processes.

    style-queue/<revision id>.json               waiting: any process may take it
    style-queue/taken/<owner>/<revision id>.json taken by the running process <owner>
    style-queue/taken/<owner>.lock               flock-ed by <owner> for as long as it runs
    style-queue/failed/<revision id>.json        kept as failed, with its error

Taking a job is one rename from the waiting folder into the taker's own folder: exactly one
process's rename succeeds. A process announcing a revision writes its job straight into its
own folder. Whether an owner still runs is its lock: the kernel releases a flock when the
process dies, however it dies, so another process that can lock `<owner>.lock` knows the
owner is gone and moves its jobs back to waiting (no pids to trust, no clocks, no leases).
An owner's lock file is in place and locked before its folder exists, so a folder without
a held lock is always an owner that is gone.

Jobs written by Redline before there were several workers are plain waiting files (the
first layout), so an existing data dir's backlog is taken like any other.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import secrets
import threading
from collections.abc import Iterator
from pathlib import Path

from pydantic import ValidationError

from app.store import atomic
from app.style.queue_jobs import QueuedRevision

log = logging.getLogger(__name__)

QUEUE_DIR = "style-queue"
TAKEN = "taken"
FAILED = "failed"
LOCK_SUFFIX = ".lock"


class FileJobs:
    """Jobs as files; this process's owner name is unique to this queue object."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.owner = f"{os.getpid()}-{secrets.token_hex(4)}"
        self._lock_fd: int | None = None
        self._setup = threading.Lock()

    # -- paths --------------------------------------------------------------------------
    @property
    def _taken_root(self) -> Path:
        return self.directory / TAKEN

    @property
    def _mine(self) -> Path:
        return self._taken_root / self.owner

    def _waiting_path(self, revision_id: str) -> Path:
        return self.directory / f"{revision_id}.json"

    def _taken_path(self, revision_id: str) -> Path:
        return self._mine / f"{revision_id}.json"

    def _failed_path(self, revision_id: str) -> Path:
        return self.directory / FAILED / f"{revision_id}.json"

    # -- the jobs -----------------------------------------------------------------------
    def add(self, entry: QueuedRevision, *, taken: bool) -> None:
        if taken:
            self._own_folder()
            path = self._taken_path(entry.revision_id)
        else:
            path = self._waiting_path(entry.revision_id)
        # Written on the event loop as a turn ends, so not fsynced: a job a power cut takes
        # away is found again at start-up (a revision of the last day neither learned nor
        # queued), and the revision itself is already durable in its commit.
        with atomic.unsynced():
            atomic.write_json_atomic(path, entry.model_dump(mode="json"))

    def take(self, limit: int) -> list[QueuedRevision]:
        """Oldest first by the time each file was written (within a few ms of its `order`,
        and a stat is much cheaper than reading: only the jobs taken are read)."""
        self._reap()
        taken: list[QueuedRevision] = []
        for path in _oldest_first(self.directory):
            if len(taken) >= limit:
                break
            entry = _read_job(path)
            if entry is None:
                continue
            if entry.state == "failed":  # the first layout kept failures here
                self._move(path, self._failed_path(entry.revision_id))
                continue
            self._own_folder()
            try:
                os.rename(path, self._taken_path(entry.revision_id))
            except FileNotFoundError:
                continue  # another process took it first
            taken.append(entry)
        return sorted(taken, key=lambda entry: (entry.order, entry.revision_id))

    def still_ours(self, entry: QueuedRevision) -> bool:
        return self._lock_fd is not None and self._taken_path(entry.revision_id).exists()

    def save(self, entry: QueuedRevision) -> None:
        atomic.write_json_atomic(self._taken_path(entry.revision_id), entry.model_dump(mode="json"))

    def done(self, entry: QueuedRevision) -> None:
        # Not fsynced: a removal lost to a power cut brings the job back, and the learned
        # check then removes it again without learning twice.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self._taken_path(entry.revision_id))

    def fail(self, entry: QueuedRevision) -> None:
        atomic.write_json_atomic(
            self._failed_path(entry.revision_id), entry.model_dump(mode="json")
        )
        self.done(entry)

    def forget_failure(self, entry: QueuedRevision) -> None:
        """Remove a failed job's file (it was moved elsewhere, e.g. into a database)."""
        for path in (self._failed_path(entry.revision_id), self._waiting_path(entry.revision_id)):
            with contextlib.suppress(FileNotFoundError):
                if path.parent.name == FAILED or atomic.read_json(path) == entry.model_dump(
                    mode="json"
                ):
                    os.unlink(path)

    def known(self, revision_id: str) -> bool:
        name = f"{revision_id}.json"
        places = [self.directory, self.directory / FAILED]
        with contextlib.suppress(FileNotFoundError):
            places += [p for p in self._taken_root.iterdir() if p.is_dir()]
        return any((place / name).exists() for place in places)

    def failures(self) -> list[QueuedRevision]:
        found = _read_folder(self.directory / FAILED) + _read_folder(self.directory)
        failed = [entry for entry, _ in found if entry.state == "failed"]
        return sorted(failed, key=lambda entry: (entry.order, entry.revision_id))

    def waiting(self) -> int:
        folders = [self.directory]
        with contextlib.suppress(FileNotFoundError):
            folders += [p for p in self._taken_root.iterdir() if p.is_dir()]
        return sum(
            1 for folder in folders for entry, _ in _read_folder(folder) if entry.state == "pending"
        )

    def release(self) -> None:
        """Hand back what this process holds and drop its folder and lock."""
        with self._setup:
            if self._lock_fd is None:
                return
            self._give_back(self._mine)
            self._close()

    def close(self) -> None:
        """Let go of the lock only, as the kernel does when the process dies: the others
        then take over this process's jobs."""
        with self._setup:
            self._close()

    # -- owners -------------------------------------------------------------------------
    def _own_folder(self) -> None:
        """This process's lock (held from now on) and folder, made on first use."""
        with self._setup:
            if self._lock_fd is not None:
                return
            self._taken_root.mkdir(parents=True, exist_ok=True)
            # Locked under a private name, then renamed into place: no other process can
            # ever find this owner's lock file unlocked while it runs.
            private = self._taken_root / f".{self.owner}{LOCK_SUFFIX}"
            fd = os.open(private, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                os.rename(private, self._taken_root / f"{self.owner}{LOCK_SUFFIX}")
                self._mine.mkdir(exist_ok=True)
            except BaseException:
                os.close(fd)
                raise
            self._lock_fd = fd

    def _close(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

    def _reap(self) -> None:
        """Move the jobs of owners that are gone back to waiting."""
        try:
            names = os.listdir(self._taken_root)
        except FileNotFoundError:
            return
        for name in names:
            if name.startswith(".") or name == self.owner:
                continue
            owner = name.removesuffix(LOCK_SUFFIX)
            if name.endswith(LOCK_SUFFIX) and owner in names:
                continue  # looked at with its folder
            with _lock_if_gone(self._taken_root / f"{owner}{LOCK_SUFFIX}") as gone:
                if gone:
                    log.info("style learning takes over the jobs of stopped process %s", owner)
                    self._give_back(self._taken_root / owner)

    def _give_back(self, folder: Path) -> None:
        """Move a folder's jobs back to waiting, then remove it and its lock file (in that
        order: a folder with no lock file is known to be gone)."""
        try:
            names = os.listdir(folder)
        except FileNotFoundError:
            names = []
        for name in names:
            if name.endswith(".json") and not name.startswith("."):
                self._move(folder / name, self.directory / name)
        with contextlib.suppress(FileNotFoundError):
            for name in os.listdir(folder):  # temp files of a write the owner never finished
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(folder / name)
        with contextlib.suppress(OSError):
            folder.rmdir()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(folder.parent / f"{folder.name}{LOCK_SUFFIX}")

    def _move(self, source: Path, target: Path) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileNotFoundError):
            os.rename(source, target)


@contextlib.contextmanager
def _lock_if_gone(lock_path: Path) -> Iterator[bool]:
    """Yields True, holding the owner's lock, when the owner is gone; False while it runs."""
    try:
        fd = os.open(lock_path, os.O_RDWR)
    except FileNotFoundError:
        yield True  # its folder outlived its lock: gone (a reaper stopped half-way)
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)


def _job_names(folder: Path) -> list[str]:
    try:
        names = os.listdir(folder)
    except (FileNotFoundError, NotADirectoryError):
        return []
    # A dot file is a write in progress (a temp file).
    return [name for name in names if name.endswith(".json") and not name.startswith(".")]


def _oldest_first(folder: Path) -> list[Path]:
    stamped = []
    for name in _job_names(folder):
        with contextlib.suppress(FileNotFoundError):  # taken while we listed
            stamped.append((os.stat(folder / name).st_mtime_ns, name))
    return [folder / name for _, name in sorted(stamped)]


def _read_job(path: Path) -> QueuedRevision | None:
    """A job file; None when it is gone (taken meanwhile) or unreadable (logged, left)."""
    try:
        data = atomic.read_json(path)
        return None if data is None else QueuedRevision.model_validate(data)
    except (OSError, ValueError, ValidationError):
        log.warning("unreadable style queue file %s is left in place", path)
        return None


def _read_folder(folder: Path) -> list[tuple[QueuedRevision, Path]]:
    """The jobs in one folder, oldest first; a file that cannot be read is logged and left."""
    found = []
    for name in _job_names(folder):
        entry = _read_job(folder / name)
        if entry is not None:
            found.append((entry, folder / name))
    found.sort(key=lambda item: (item[0].order, item[0].revision_id))
    return found
