"""The turns each serving process has begun, kept where the other processes can see them.

A writer's message whose process died while answering it (one worker killed, one of two
servers on one data directory) is answered by a process still serving — instead of waiting,
with no reply, until every process has stopped (and for ever, if the last one then stopped
cleanly: app/editing/lost_replies.py only looks when a process starts alone).

Each process holds an exclusive lock on a ledger of its own in `serving/` for its lifetime
and appends a line for each turn it begins (message id, article id), unsynced: a power cut
stops every process, and the first to start again looks at every article. A ledger whose lock
can be taken belongs to a process that is gone: its messages that have no reply get one
saying the server stopped, and the ledger is removed. A process empties its ledger whenever
no turn of its runs, so a ledger stays a few lines long.
"""

from __future__ import annotations

import fcntl
import logging
import os
import secrets
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from pathlib import Path

log = logging.getLogger(__name__)

LEDGERS = "serving"  # the folder in the data directory
SUFFIX = ".turns"


class TurnLedger:
    """This process's ledger of begun turns, and the ledgers processes that are gone left."""

    def __init__(self, data_dir: Path) -> None:
        self.folder = data_dir / LEDGERS
        self.path: Path | None = None
        self._fd: int | None = None
        # Where each begun turn's mark lies in the ledger (see `unsaved`).
        self._marks: dict[str, int] = {}
        # The ledgers of gone processes `left_behind` holds locked now (not live for that).
        self._taken: set[Path] = set()

    def open(self) -> None:
        """Start this process's ledger (held until `close`)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{os.getpid()}-{secrets.token_hex(4)}{SUFFIX}"
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        fcntl.flock(fd, fcntl.LOCK_EX)
        self.path, self._fd = path, fd

    def begun(self, message_id: str, content_id: str) -> None:
        """A turn answering this writer's message has begun here (noted once)."""
        if self._fd is None or message_id in self._marks:
            return
        line = f"{message_id} {content_id} {BEGUN}\n".encode()
        try:
            at = os.fstat(self._fd).st_size
            os.write(self._fd, line)
        except OSError as error:  # a full disk: the restart of every process still looks
            log.warning("could not note the turn answering %s: %s", message_id, error)
        else:
            self._marks[message_id] = at + len(line) - 2

    def unsaved(self, message_id: str, *, full: bool) -> None:
        """The turn's reply could not be saved (the disk `full`, or the data directory refused
        the write): if the process stops before it can be, the next to answer the message
        says so, not that the server stopped. The mark is written over the byte kept for it,
        so a full disk takes it too."""
        at = self._marks.get(message_id)
        if at is None or self.path is None:
            return
        try:
            fd = os.open(self.path, os.O_WRONLY)  # not O_APPEND: pwrite would append
            try:
                os.pwrite(fd, (FULL if full else REFUSED).encode(), at)
            finally:
                os.close(fd)
        except OSError as error:
            log.warning("could not note that the reply to %s was not saved: %s", message_id, error)

    def idle(self) -> None:
        """No turn of this process runs, and none waits to be saved: forget them all."""
        if self._fd is None:
            return
        try:
            os.ftruncate(self._fd, 0)
            self._marks.clear()
        except OSError as error:
            log.warning("could not empty this process's turn ledger: %s", error)

    def close(self, *, keep: bool = False) -> None:
        """Stop: the ledger is removed, or `keep`-ed for a process still serving (or the next
        to start) to answer what it names."""
        if self._fd is None:
            return
        try:
            if not keep and self.path is not None:
                self.path.unlink(missing_ok=True)
        finally:
            os.close(self._fd)
            self._fd = None

    def names_live(self, message_id: str) -> bool:
        """Whether another process still serving (its ledger locked) has begun answering the
        writer's message `message_id` (a finished turn stays named until that process is
        idle: the caller looks for its reply first)."""
        return bool(self.live_among({message_id}))

    def live_among(self, message_ids: Collection[str]) -> set[str]:
        """Those of `message_ids` another process still serving has begun answering (as
        `names_live`, reading each ledger once)."""
        found: set[str] = set()
        if not message_ids:
            return found
        for path in self.folder.glob(f"*{SUFFIX}"):
            if path == self.path or path in self._taken:
                continue
            try:
                fd = os.open(path, os.O_RDONLY)
            except FileNotFoundError:
                continue
            try:
                try:
                    fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                except BlockingIOError:
                    pass  # locked: its process serves on
                else:
                    continue  # its process is gone (closing the descriptor lets go)
                found.update(named for named, _ in _turns(fd) if named in message_ids)
            finally:
                os.close(fd)
        return found

    @contextmanager
    def left_behind(self) -> Iterator[list[tuple[str, str]]]:
        """The turns (message id, article id) the ledgers of processes that are gone name,
        each ledger locked meanwhile; removed once the block ends without an error."""
        taken: list[tuple[Path, int]] = []
        turns: list[tuple[str, str]] = []
        try:
            for path in sorted(self.folder.glob(f"*{SUFFIX}")):
                if path == self.path:
                    continue
                try:
                    fd = os.open(path, os.O_RDONLY)
                except FileNotFoundError:
                    continue  # another process took it meanwhile
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    os.close(fd)  # its process serves on (or another is reading it)
                    continue
                taken.append((path, fd))
                self._taken.add(path)
                turns.extend(_turns(fd))
            yield turns
            for path, _fd in taken:
                path.unlink(missing_ok=True)
        finally:
            for path, fd in taken:
                self._taken.discard(path)
                os.close(fd)

    def unsaved_replies(self) -> dict[str, bool]:
        """The writer's messages whose reply a process that is gone could not save (its
        ledger kept at its stop, see `unsaved`), each with whether the disk was full: answered
        as such, not as lost to a stop."""
        found: dict[str, bool] = {}
        for path in self.folder.glob(f"*{SUFFIX}"):
            if path == self.path:
                continue
            try:
                with path.open("rb") as ledger:
                    text = ledger.read().decode("utf-8", "replace")
            except OSError:
                continue
            found |= {m: mark == FULL for m, _, mark in _lines(text) if mark in (FULL, REFUSED)}
        return found


# The last field of a ledger's line: the turn begun, or its reply not saved (a full disk, or
# another refusal of the data directory).
BEGUN, FULL, REFUSED = "-", "F", "R"


def _lines(text: str) -> Iterator[tuple[str, str, str]]:
    for line in text.splitlines():
        message_id, _, rest = line.partition(" ")
        content_id, _, mark = rest.partition(" ")
        if message_id and content_id:  # a line a dying write tore is skipped
            yield message_id, content_id, mark


def _turns(fd: int) -> list[tuple[str, str]]:
    with os.fdopen(os.dup(fd), "rb") as ledger:
        text = ledger.read().decode("utf-8", "replace")
    return [(message_id, content_id) for message_id, content_id, _ in _lines(text)]
