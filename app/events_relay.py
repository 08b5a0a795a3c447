"""Live article events across worker processes: every `ArticleChanged` published in one process
is heard in all the others, so a tab following an article on worker A sees an edit made
through worker B.

The event bus hands each published event to the relay (`EventBus.relay_to`); the relay
writes it to a channel every process shares and `deliver`s what the others wrote to this
process's handlers. Events are hints — a tab that hears one re-reads the article — so the
channel favours speed over durability: nothing is fsynced, and an event lost to a crash only
means a tab catches up at its next event or reconnect.

Two channels: with PostgreSQL, LISTEN/NOTIFY (app/events_relay_pg.py); with TinyDB, the
`FileRelay` here: `<data_dir>/events/<generation>.log` segments, one JSON line per event
appended with O_APPEND (one `write`, so lines of different processes never interleave), which
every process tails from where it started. A segment that grew past `segment_bytes` is
followed by the next generation; the ones before the previous two are deleted, so the
channel stays a few megabytes whatever the uptime. A process that dies leaves nothing to
clean up: it holds no lock and its lines are complete.

A writer's Stop for a reply another process is writing (`StopRequested`) travels the same way,
and so do the model's waits and a reply's progress (`ModelWaiting`, `ModelWriting`): a tab whose
events stream landed on another worker counts the wait down and sees "Writing… paragraph 2" too.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import re
import secrets
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Protocol, get_args

from pydantic import ValidationError

from app.domain.actors import Author
from app.events import (
    ArticleChanged,
    ArticleChangeKind,
    EventBus,
    ModelWaiting,
    ModelWriting,
    StopRequested,
)
from app.settings import Settings

log = logging.getLogger(__name__)

EVENTS_DIR = "events"
SEGMENT_BYTES = 1024 * 1024  # ~7,000 events per segment; at most three segments are kept
POLL_SECONDS = 0.05  # how often a process looks for lines the others appended
_KINDS = frozenset(get_args(ArticleChangeKind))


class Relay(Protocol):
    """Carries this process's article events to the others, and theirs to this one."""

    def attach(self, bus: EventBus) -> None:
        """Relay what `bus` publishes; deliver what the others publish to `bus`."""

    async def start(self) -> None:
        """Begin hearing the other processes (at app start-up)."""

    async def stop(self) -> None:
        """Stop hearing them and release the channel (at shutdown)."""


def new_origin() -> str:
    """Who sent an event: unique per relay, so a process skips exactly its own events (a pid
    alone could be reused by a later process, or shared by two apps in one process)."""
    return f"{os.getpid()}-{secrets.token_hex(6)}"


# What travels between the processes.
Relayed = ArticleChanged | StopRequested | ModelWaiting | ModelWriting


def encode(origin: str, change: Relayed) -> str:
    """One event as one line of JSON (the channel's message)."""
    if isinstance(change, ModelWaiting):
        return json.dumps({"from": origin, "waiting": asdict(change)}, ensure_ascii=False)
    if isinstance(change, ModelWriting):
        # Only the paragraphs count for the tabs: runs of lines with text made one, so a long
        # reply's shape stays far below a NOTIFY payload's 8,000 bytes.
        shape = _BLANKS.sub("\n\n", _TEXT_LINES.sub("x", change.shape))
        writing = {**asdict(change), "shape": shape}
        return json.dumps({"from": origin, "writing": writing}, ensure_ascii=False)
    if isinstance(change, StopRequested):
        by = None if change.by is None else change.by.model_dump(mode="json")
        stop = {"from": origin, "stop": change.user_message_id, "by": by}
        return json.dumps(stop, ensure_ascii=False)
    # Spelled out rather than dataclasses.asdict, which deep-copies (a third of the cost).
    fields = {
        "from": origin,
        "content_id": change.content_id,
        "version": change.version,
        "kind": change.kind,
        "head_id": change.head_id,
    }
    return json.dumps(fields, ensure_ascii=False)


_TEXT_LINES = re.compile(r"x(?:\nx)+")
_BLANKS = re.compile(r"\n{3,}")


def decode(message: str | bytes) -> tuple[str, Relayed] | None:
    """(origin, event) from a message; None for anything that is not a well-formed event."""
    try:
        data = json.loads(message)
        if isinstance(data, dict) and "stop" in data:
            return _decode_stop(data)
        if isinstance(data, dict) and ("waiting" in data or "writing" in data):
            return _decode_model(data)
        origin, content_id, version = data["from"], data["content_id"], data["version"]
        kind, head_id = data["kind"], data["head_id"]
    except (ValueError, TypeError, KeyError):
        return None
    if not (
        isinstance(origin, str)
        and isinstance(content_id, str)
        and isinstance(version, int)
        and kind in _KINDS
        and (head_id is None or isinstance(head_id, str))
    ):
        return None
    return origin, ArticleChanged(content_id, version, kind, head_id)


def _decode_model(data: dict[str, object]) -> tuple[str, ModelWaiting | ModelWriting] | None:
    """A model's wait or a reply's progress, told by another process."""
    origin = data.get("from")
    fields = data.get("waiting") or data.get("writing")
    if not (isinstance(origin, str) and isinstance(fields, dict)):
        return None
    content_id, message_id = fields.get("content_id"), fields.get("message_id")
    if not (isinstance(content_id, str) and isinstance(message_id, str)):
        return None
    try:
        if "waiting" in data:
            seconds, attempt, reason = fields["seconds"], fields["attempt"], fields["reason"]
            if not (
                isinstance(seconds, int | float)
                and isinstance(attempt, int)
                and isinstance(reason, str)
            ):
                return None
            return origin, ModelWaiting(content_id, message_id, float(seconds), attempt, reason)
        characters, shape = fields["characters"], fields["shape"]
    except KeyError:
        return None
    if not (isinstance(characters, int) and isinstance(shape, str)):
        return None
    at, of = fields.get("paragraph"), fields.get("paragraphs")
    counted = (at, of) if isinstance(at, int) and isinstance(of, int) else (None, None)
    return origin, ModelWriting(content_id, message_id, characters, shape, *counted)


def _decode_stop(data: dict[str, object]) -> tuple[str, StopRequested] | None:
    origin, user_message_id, by = data.get("from"), data["stop"], data.get("by")
    if not (isinstance(origin, str) and isinstance(user_message_id, str)):
        return None
    try:
        author = None if by is None else Author.model_validate(by)
    except ValidationError:
        return None
    return origin, StopRequested(user_message_id, author)


def open_relay(settings: Settings) -> Relay:
    """LISTEN/NOTIFY on the database when there is one, else the data dir's event log."""
    database_url = settings.database_url
    if database_url:
        from app.events_relay_pg import PostgresRelay

        return PostgresRelay(database_url)
    return FileRelay(settings.data_dir / EVENTS_DIR)


@dataclass
class _Tail:
    """A segment being read: where this process is in it and the unfinished last line."""

    generation: int
    fd: int
    partial: bytes = field(default=b"")


class FileRelay:
    """The TinyDB channel: append-only event segments in the data dir, tailed by every process."""

    def __init__(
        self,
        directory: Path,
        *,
        segment_bytes: int = SEGMENT_BYTES,
        poll_seconds: float = POLL_SECONDS,
    ) -> None:
        self.directory = directory
        self.segment_bytes = segment_bytes
        self.poll_seconds = poll_seconds
        self.origin = new_origin()
        # How this process's own lines begin (see `encode`): skipped without parsing them.
        self._own_prefix = f'{{"from": {json.dumps(self.origin)},'.encode()
        self._bus: EventBus | None = None
        self._write_lock = threading.Lock()
        self._writing: tuple[int, int] | None = None  # (generation, fd) appended to
        self._next_segment = ""
        # The newest segment and the one before it: a process that had not yet seen the
        # newer segment may append one last line to the older one.
        self._tails: list[_Tail] = []
        self._poller: asyncio.Task[None] | None = None
        self._starts = 0

    def attach(self, bus: EventBus) -> None:
        self._bus = bus
        bus.relay_to(self.send)

    # -- sending ------------------------------------------------------------------------
    def send(self, event: object) -> None:
        """Append one line for an article event: one unsynced write on the publisher's path."""
        if not isinstance(event, Relayed):
            return
        line = (encode(self.origin, event) + "\n").encode()
        with self._write_lock:
            try:
                generation, fd = self._writer()
                os.write(fd, line)
                if os.fstat(fd).st_size > self.segment_bytes:
                    self._begin(generation + 1)
            except OSError as error:
                # Not relayed: other processes' tabs catch up at their next event. A full or
                # read-only disk is said in its words, not with a traceback at every event.
                log.warning(
                    "could not relay an article event to the other workers: %s",
                    error.strerror or error,
                )
                self._close_writer()

    def _writer(self) -> tuple[int, int]:
        """The newest segment, open for appending (a newer one another process began wins)."""
        if self._writing is not None and not os.path.exists(self._next_segment):
            return self._writing
        self._close_writer()
        latest = self._latest()
        if latest is None:
            self.directory.mkdir(parents=True, exist_ok=True)
            latest = 0
        fd = os.open(self._segment(latest), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._writing = (latest, fd)
        self._next_segment = str(self._segment(latest + 1))  # begun by another process?
        return self._writing

    def _begin(self, generation: int) -> None:
        """Start the next segment (another process may have just done so) and delete the
        ones no reader still follows."""
        _create(self._segment(generation))
        for old in self._generations():
            if old < generation - 2:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self._segment(old))
        self._close_writer()

    def _close_writer(self) -> None:
        if self._writing is not None:
            with contextlib.suppress(OSError):
                os.close(self._writing[1])
            self._writing = None

    # -- hearing ------------------------------------------------------------------------
    async def start(self) -> None:
        """Follow the channel from its end: only events from now on are of interest."""
        self._starts += 1
        if self._poller is not None:
            return  # the same app started again while running (a nested test client)
        try:
            self._follow_from_end()
        except OSError:
            log.warning("cannot follow other workers' article events", exc_info=True)
        self._poller = asyncio.get_running_loop().create_task(self._poll_forever())

    async def stop(self) -> None:
        self._starts -= 1
        if self._starts > 0:
            return  # stopped by a nested start: the app still runs
        self._starts = 0
        if self._poller is not None:
            self._poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._poller
            self._poller = None
        for tail in self._tails:
            with contextlib.suppress(OSError):
                os.close(tail.fd)
        self._tails = []
        with self._write_lock:
            self._close_writer()

    def _follow_from_end(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        latest = self._latest()
        if latest is None:
            latest = 0
            _create(self._segment(0))
        fd = os.open(self._segment(latest), os.O_RDONLY)
        os.lseek(fd, 0, os.SEEK_END)
        self._tails = [_Tail(latest, fd)]

    async def _poll_forever(self) -> None:
        failing = False
        while True:
            try:
                self.poll()
                if failing:
                    log.warning("hearing other workers' article events again")
                failing = False
            except Exception as error:
                # A transient failure (the data dir unmounted, descriptors exhausted): keep
                # trying, and resume from the channel's end if the segments are gone. Said
                # once, not at every poll (a disk's refusal in its words; a bug with its trace).
                if not failing:
                    log.warning(
                        "could not read other workers' article events: %s",
                        error.strerror if isinstance(error, OSError) else error,
                        exc_info=not isinstance(error, OSError),
                    )
                failing = True
                with contextlib.suppress(OSError):
                    self._reopen_tails()
            await asyncio.sleep(self.poll_seconds)

    def poll(self) -> None:
        """Deliver every complete line the other processes appended since the last poll.

        Reads a few hundred bytes from the page cache at most: cheap enough for the loop."""
        if not self._tails:
            self._follow_from_end()
        while True:
            for tail in self._tails:
                self._read(tail)
            newest = self._tails[-1]
            following = self._segment(newest.generation + 1)
            try:
                fd = os.open(following, os.O_RDONLY)
            except FileNotFoundError:
                if os.fstat(newest.fd).st_nlink == 0:
                    # Deleted under us: this process fell generations behind (it was stopped
                    # for a while). Its tabs catch up at their next event; skip to the end.
                    log.warning("article events of other workers were skipped (fell behind)")
                    self._reopen_tails()
                return
            for old in self._tails[:-1]:
                os.close(old.fd)
            self._tails = [newest, _Tail(newest.generation + 1, fd)]

    def _reopen_tails(self) -> None:
        for tail in self._tails:
            with contextlib.suppress(OSError):
                os.close(tail.fd)
        self._tails = []
        self._follow_from_end()

    def _read(self, tail: _Tail) -> None:
        while chunk := os.read(tail.fd, 65536):
            lines = (tail.partial + chunk).split(b"\n")
            tail.partial = lines.pop()
            for line in lines:
                self._hear(line)

    def _hear(self, line: bytes) -> None:
        if line.startswith(self._own_prefix):
            return  # this process's own event, delivered here when it was published
        heard = decode(line)
        if heard is None:
            if line.strip():
                log.debug("skipped a malformed line in the article event log")
            return
        origin, change = heard
        if origin != self.origin and self._bus is not None:
            self._bus.deliver(change)

    # -- segments -----------------------------------------------------------------------
    def _segment(self, generation: int) -> Path:
        return self.directory / f"{generation:010d}.log"

    def _generations(self) -> list[int]:
        try:
            names = os.listdir(self.directory)
        except FileNotFoundError:
            return []
        return sorted(
            int(name[:-4]) for name in names if name.endswith(".log") and name[:-4].isdigit()
        )

    def _latest(self) -> int | None:
        generations = self._generations()
        return generations[-1] if generations else None


def _create(path: Path) -> None:
    """An empty segment, unless another process made it first."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
