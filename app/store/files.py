"""The files under the store's data directory: paths, per-file locks, message segments.

The base of the TinyDB store (app/store/tinydb_store.py): where each record lives, the locks
that make each file's read-modify-write exclusive, and the capped message segments a turn
appends to.

A segment is a log (`messages/NNNNNN.jsonl`): one message document a line, appended; a later
line with the same id replaces the message where it first stood. A turn then adds lines to a
file instead of replacing it (a replaced file is a new inode and a freed one, each costly on
this store's ext4). Segments written before logs existed are TinyDB files
(`messages/NNNNNN.json`), still read, and updated in place when one of their messages
changes; new messages always go to a log.
"""

from __future__ import annotations

import fcntl
import os
import threading
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tinydb import TinyDB

from app.domain.errors import Damaged, NotFound
from app.domain.ids import is_valid_id
from app.domain.models import ChatMessage
from app.store import atomic
from app.store.appended import AppendedLines

_SEGMENT_DIGITS = 6
_PATHS_KEPT = 20_000
# The header's count of commits that replaced a message (see `_write_messages`).
REWRITES = "rewrites"
# The header's count of the article's messages: a conversation file holding fewer was cut
# short (a crash only ever tears a line whose commit's journal is still there to redo it).
MESSAGE_COUNT = "message_count"
_ENCODED_KEPT = 20_000  # message documents whose JSON is kept (about 10 MB at most)


@dataclass
class _Segments:
    """Where each message of one content lives, so an update finds its segment without a scan."""

    where: dict[str, int] = field(default_factory=dict)
    counts: list[int] = field(default_factory=list)  # messages in each segment
    logs: set[int] = field(default_factory=set)  # the segments that are logs (see above)
    # The newest segment's documents as last read (its number, the documents), and what
    # they were when its ids were last put in the map (its number, how many, the last one).
    newest: tuple[int, list[Any]] | None = None
    mapped: tuple[int, int, Any] | None = None


class StoreFiles:
    """Paths, locks and message segments of one data directory."""

    def __init__(self, data_dir: Path, segment_size: int = 64) -> None:
        if segment_size < 1:
            raise ValueError("segment_size must be at least 1")
        self._root = Path(data_dir)
        self._segment_size = segment_size
        self._cache = atomic.JSONCache()
        self._appended = AppendedLines()  # audit trails, parsed as they grow
        self._path_locks: dict[str, threading.Lock] = {}
        self._path_locks_guard = threading.Lock()
        self._segments: dict[str, _Segments] = {}
        self._paths: dict[tuple[str, str], Path] = {}  # (content id, file) → its path
        # A segment's parsed file, its models, and each document with its model (by key).
        self._parsed: dict[
            Path, tuple[Any, list[ChatMessage], dict[str, tuple[Any, ChatMessage]]]
        ] = {}
        # A log's messages as last read: (its documents then, the models, each by id).
        self._logged: dict[Path, tuple[list[Any], list[ChatMessage], dict[str, Any]]] = {}
        self._parsed_lock = threading.Lock()
        # Each message document's JSON, by the document's identity (see `_encode`).
        self._encoded: dict[int, tuple[dict[str, Any], bytes]] = {}
        self._encoded_lock = threading.Lock()
        # asyncio locks belong to one event loop; a loop that is gone takes its locks along.
        self._async_locks: weakref.WeakKeyDictionary[Any, dict[str, Any]] = (
            weakref.WeakKeyDictionary()
        )
        self._root.mkdir(parents=True, exist_ok=True)

    # -- paths and ids -----------------------------------------------------------------
    def _content_dir(self, content_id: str) -> Path:
        # A turn names its article's files a few dozen times: each path is built once.
        known = self._paths.get((content_id, ""))
        if known is not None:
            return known
        if not is_valid_id(content_id):
            raise NotFound(f"No content with id {content_id!r}.")
        return self._remember((content_id, ""), self._root / "contents" / content_id)

    def _header_path(self, content_id: str) -> Path:
        known = self._paths.get((content_id, "header.json"))
        if known is not None:
            return known
        path = self._content_dir(content_id) / "header.json"
        return self._remember((content_id, "header.json"), path)

    def _messages_dir(self, content_id: str) -> Path:
        """The folder of the content's conversation files (its path also names its lock)."""
        known = self._paths.get((content_id, "messages"))
        if known is not None:
            return known
        return self._remember((content_id, "messages"), self._content_dir(content_id) / "messages")

    def _segment_path(self, content_id: str, number: int, log: bool = False) -> Path:
        """Segment `number`'s file: a log (`log`) or, as written before logs, a TinyDB file."""
        name = f"messages/{number:0{_SEGMENT_DIGITS}d}.json{'l' if log else ''}"
        known = self._paths.get((content_id, name))
        if known is not None:
            return known
        return self._remember((content_id, name), self._content_dir(content_id) / name)

    def _remember(self, key: tuple[str, str], path: Path) -> Path:
        if len(self._paths) >= _PATHS_KEPT:
            self._paths.clear()
        self._paths[key] = path
        return path

    def _persona_dir(self, persona_id: str) -> Path:
        if not is_valid_id(persona_id):
            raise NotFound(f"No persona with id {persona_id!r}.")
        return self._root / "personas" / persona_id

    def _forget_messages(self, content_id: str) -> None:
        """Drop what is remembered of an article's messages (its files changed under it)."""
        self._segments.pop(content_id, None)

    # -- locks ---------------------------------------------------------------------------
    def _path_lock(self, path: Path) -> threading.Lock:
        with self._path_locks_guard:
            return self._path_locks.setdefault(str(path), threading.Lock())

    @contextmanager
    def _shared_file(self, path: Path) -> Iterator[None]:
        """Exclusive use of a file every content shares: a thread lock, then a file lock."""
        with self._path_lock(path):
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path.parent / f".{path.name}.lock", os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield
            finally:
                os.close(fd)  # closing the descriptor releases the flock

    def _db(self, path: Path) -> TinyDB:
        # A fresh TinyDB per use: a long-lived Table caches query results and its next
        # document id, which go stale when another process writes the file. Opening is cheap
        # because the storage serves the parsed file from the cache.
        return TinyDB(path, storage=atomic.AtomicJSONStorage, cache=self._cache)

    def _segment_messages(self, path: Path) -> list[ChatMessage]:
        """A segment's messages, validated once per version of the file (shared: read-only).

        The JSON cache hands out the same parsed object until the file changes, so that
        object's identity tells whether the validated models are still current. A segment
        this process rewrote keeps its unchanged documents (the same objects), whose models
        are kept too: appending a message validates that message only."""
        try:
            data = self._cache.load(path)
            if data is None:
                return []
            with self._parsed_lock:
                cached = self._parsed.get(path)
            if cached is not None and cached[0] is data:
                return cached[1]
            before = {} if cached is None else cached[2]
            docs = data.get(TinyDB.default_table_name, {})
            known: dict[str, tuple[Any, ChatMessage]] = {}
            for key, doc in sorted(docs.items(), key=lambda item: int(item[0])):
                kept = before.get(key)
                # `before` holds the documents it was made from, so identity is safe here.
                model = kept[1] if kept is not None and kept[0] is doc else None
                known[key] = (doc, model or ChatMessage.model_validate(doc))
            models = [model for _, model in known.values()]
        except (ValueError, TypeError, AttributeError, KeyError) as error:
            raise damaged(path.parents[1].name, f"conversation file {path.name}", error) from error
        with self._parsed_lock:
            if len(self._parsed) >= 1024:  # bounded like the JSON cache beneath it
                self._parsed.clear()
            self._parsed[path] = (data, models, known)
        return models

    def _log_messages(
        self, content_id: str, path: Path, docs: list[dict[str, Any]] | None = None
    ) -> list[ChatMessage]:
        """A log's messages in the order they were first added, each as its last line has
        it; validated once per line read (shared: read-only). `docs`: its documents, when
        the caller has just read them."""
        if docs is None:
            docs = self._log_docs(path) or []
        with self._parsed_lock:
            cached = self._logged.get(path)
        before = cached[2] if cached is not None else {}
        if (
            cached is not None
            and len(cached[0]) == len(docs)
            and (not docs or cached[0][-1] is docs[-1])
        ):
            return cached[1]
        latest: dict[str, dict[str, Any]] = {}
        for doc in docs:
            latest[doc["id"]] = doc  # a replacement keeps the place the message first had
        known: dict[str, tuple[Any, ChatMessage]] = {}
        try:
            for message_id, doc in latest.items():
                kept = before.get(message_id)
                model = kept[1] if kept is not None and kept[0] is doc else None
                known[message_id] = (doc, model or ChatMessage.model_validate(doc))
        except ValueError as error:
            raise damaged(content_id, f"conversation file {path.name}", error) from error
        models = [model for _, model in known.values()]
        with self._parsed_lock:
            if len(self._logged) >= 1024:
                self._logged.clear()
            self._logged[path] = (docs, models, known)
        return models

    def _log_docs(self, path: Path) -> list[dict[str, Any]] | None:
        """The documents of a log's whole lines (None if it does not exist), parsed as the
        file grows."""
        return self._appended.lines(path, _message_doc, unfinished=False)

    def _messages_in(self, content_id: str, number: int, logs: set[int]) -> list[ChatMessage]:
        """Segment `number`'s messages, whichever kind of file it is (`logs`: the numbers of
        the segments that are logs)."""
        if number in logs:
            return self._log_messages(content_id, self._segment_path(content_id, number, True))
        return self._segment_messages(self._segment_path(content_id, number))

    def _segment_docs(
        self, content_id: str, number: int, segments: _Segments, first_scan: bool
    ) -> list[dict[str, Any]] | None:
        """Segment `number`'s documents, or None past the last segment. A log is looked for
        first; a TinyDB file only where one may be: on the first scan, or a segment known to
        be one (every segment made since logs exist is a log)."""
        if number in segments.logs or number >= len(segments.counts):
            docs = self._log_docs(self._segment_path(content_id, number, True))
            if docs is not None:
                segments.logs.add(number)
                return docs
            if not first_scan:
                return None
        data = self._cache.load(self._segment_path(content_id, number))
        return None if data is None else list(data.get(TinyDB.default_table_name, {}).values())

    def _segment_map(self, content_id: str) -> _Segments:
        """The id → segment map, brought up to date with the files (hold the messages lock).

        Only the newest segment gains ids, so after the first full scan only it and any
        segment created since (by another process) are read again — through the cache."""
        segments = self._segments.get(content_id)
        if segments is None:
            segments = _Segments()
            self._segments[content_id] = segments
        start = max(len(segments.counts) - 1, 0)
        number = start
        first_scan = not segments.counts
        while True:
            try:
                docs = self._segment_docs(content_id, number, segments, first_scan)
                if docs is None:
                    break
                if number in segments.logs:
                    segments.newest = (number, docs)
                mapped = segments.mapped
                if (
                    mapped is not None
                    and mapped[:2] == (number, len(docs))
                    and (mapped[2] is docs[-1] if docs else mapped[2] is None)
                ):
                    # The same documents as when its ids were mapped (a log's parsed lines
                    # are kept, so its last document is the same object until it grows).
                    number += 1
                    continue
                ids = {doc["id"]: number for doc in docs}
            except (ValueError, TypeError, AttributeError, KeyError) as error:
                name = self._segment_path(content_id, number, number in segments.logs).name
                raise damaged(content_id, f"conversation file {name}", error) from error
            segments.where.update(ids)
            if number < len(segments.counts):
                segments.counts[number] = len(ids)
            else:
                segments.counts.append(len(ids))
            segments.mapped = (number, len(docs), docs[-1] if docs else None)
            number += 1
        return segments

    def _write_messages(
        self, content_id: str, docs: Sequence[dict[str, Any]]
    ) -> tuple[list[Path], bool]:
        """Upsert message documents by id: known ids in place, new ones to the newest segment.

        Returns the segment files written, and whether a document was replaced (the only
        way a segment before the newest changes). New documents start a log when the newest
        segment is a TinyDB file."""
        with self._path_lock(self._messages_dir(content_id)):
            segments = self._segment_map(content_id)
            replacements: dict[int, list[dict[str, Any]]] = {}
            fresh: dict[str, dict[str, Any]] = {}
            for doc in docs:
                number = segments.where.get(doc["id"])
                if number is not None:
                    replacements.setdefault(number, []).append(doc)
                else:
                    fresh[doc["id"]] = doc  # the same id twice in one commit: last wins
            written: list[Path] = []
            for number, docs in replacements.items():
                log = number in segments.logs
                written.append(self._segment_path(content_id, number, log))
                if log:
                    _append_docs(written[-1], docs)
                else:
                    self._upsert(written[-1], replacing=docs)
            pending = list(fresh.values())
            while pending:
                number = len(segments.counts) - 1
                if (
                    number < 0
                    or number not in segments.logs
                    or segments.counts[number] >= self._segment_size
                ):
                    number += 1
                    segments.counts.append(0)
                    segments.logs.add(number)
                room = self._segment_size - segments.counts[number]
                batch, pending = pending[:room], pending[room:]
                written.append(self._segment_path(content_id, number, True))
                _append_docs(written[-1], batch)
                segments.counts[number] += len(batch)
                for doc in batch:
                    segments.where[doc["id"]] = number
        return written, bool(replacements)

    def _upsert(
        self,
        path: Path,
        replacing: Sequence[dict[str, Any]] = (),
        adding: Sequence[dict[str, Any]] = (),
    ) -> None:
        """Rewrite a segment (a TinyDB file) with documents replaced by id and added after
        the last, numbered as TinyDB numbers them. Unchanged documents stay the same objects
        (see `_segment_messages`); the cached file itself is never changed."""
        data = self._cache.load(path) or {}
        table = dict(data.get(TinyDB.default_table_name, {}))
        adding = list(adding)
        if replacing:
            keys = {doc["id"]: key for key, doc in table.items()}
            for doc in replacing:
                if doc["id"] in keys:
                    table[keys[doc["id"]]] = doc
                else:  # not where the map said (the file was replaced meanwhile): added
                    adding.append(doc)
        next_key = max(map(int, table), default=0) + 1
        for offset, doc in enumerate(adding):
            table[str(next_key + offset)] = doc
        self._cache.write(path, {**data, TinyDB.default_table_name: table}, self._encode(table))

    def _encode(self, table: dict[str, dict[str, Any]]) -> bytes:
        """A segment's bytes (`atomic.dumps` of the file), each document encoded once: a
        rewrite encodes the documents it adds or replaces, not every message of the segment.

        Documents are never changed in place (they are replaced whole), so one is known by
        its identity; the cache holds each, so no other can take its id."""
        parts = []
        with self._encoded_lock:
            if len(self._encoded) > _ENCODED_KEPT:
                self._encoded.clear()
            for key, doc in table.items():
                known = self._encoded.get(id(doc))
                if known is None or known[0] is not doc:
                    known = self._encoded[id(doc)] = (doc, atomic.dumps(doc))
                # TinyDB's document ids are digit strings, whose JSON is the digits quoted.
                name = b'"%s"' % key.encode() if key.isdigit() and key.isascii() else None
                parts.append((name or atomic.dumps(key)) + b":" + known[1])
        return b'{"%s":{%s}}' % (TinyDB.default_table_name.encode(), b",".join(parts))


def _append_docs(path: Path, docs: Sequence[dict[str, Any]]) -> None:
    atomic.append_lines(path, b"".join(atomic.dumps(doc) + b"\n" for doc in docs))


def _message_doc(line: bytes) -> dict[str, Any] | None:
    """A log line's message document; None for a line a crash tore (or an empty one)."""
    try:
        doc = atomic.loads(line)
    except ValueError:
        return None
    if isinstance(doc, dict) and isinstance(doc.get("id"), str) and "role" in doc:
        return doc
    return None


def damaged(content_id: str, what: str, error: Exception) -> Damaged:
    """The error for one article file that cannot be read, naming the file and the fix."""
    reason = str(error).splitlines()[0][:160] if str(error) else type(error).__name__
    return Damaged(
        f"Article {content_id!r} is damaged: its {what} cannot be read ({reason}). "
        "Other articles are not affected; `python -m app check` repairs what it can."
    )


def _flock(path: Path, held: list[int]) -> None:
    """Block until this process holds the file lock at `path`; record the descriptor in `held`."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except BaseException:
        os.close(fd)
        raise
    held.append(fd)


def _try_flock(path: Path, held: list[int]) -> bool:
    """Take the file lock at `path` only if it is free now (recorded in `held`); else False."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return False
    except BaseException:
        os.close(fd)
        raise
    held.append(fd)
    return True
