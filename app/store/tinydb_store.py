"""The embedded store: TinyDB and plain JSON files in a data directory, sharded by content.

Layout under `data_dir`:

    index.json                              TinyDB: one small entry per content (no body)
    contents/<id>/header.json               the content, its session and max_version
    contents/<id>/messages/000000.json      TinyDB: capped segments of chat messages
    contents/<id>/revisions/<rid>.json      one revision, written once
    contents/<id>/versions/<n>.json         the text of version n, written once
    contents/<id>/calls/<message_id>.json   the LLM call behind one assistant message
    contents/<id>/.lock                     the cross-process lock of that content
    personas/<pid>/persona.json             the persona
    personas/<pid>/assertions.json          TinyDB: its style assertions, upserted by id
    personas/<pid>/audit.jsonl              its audit trail, one JSON object per line, appended

What a turn rewrites is bounded: the newest message segment, the header and the index entry.
Heavy records are written once and never read by a commit, so the cost of a turn does not
grow with the content's history.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import threading
import weakref
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio.to_thread
from tinydb import TinyDB, where

from app.domain.errors import Conflict, InvalidInput, NotFound
from app.domain.ids import is_valid_id, owner_of
from app.domain.models import (
    AuditEntry,
    ChatMessage,
    ChatSession,
    Content,
    LLMCall,
    Persona,
    RevisionRecord,
    StyleAssertion,
    VersionText,
)
from app.store import atomic
from app.store.base import Repository

_SEGMENT_DIGITS = 6


@dataclass
class _Segments:
    """Where each message of one content lives, so an update finds its segment without a scan."""

    where: dict[str, int] = field(default_factory=dict)
    counts: list[int] = field(default_factory=list)


class TinyDBStore(Repository):
    """The repository on a local data directory; safe across threads and processes.

    Writers of one content must hold `lock(content_id)`: it is what serializes other processes
    on the content's files. Files shared by all contents (the index, a persona's files) are
    locked by the store itself.
    """

    def __init__(self, data_dir: Path, segment_size: int = 64) -> None:
        if segment_size < 1:
            raise ValueError("segment_size must be at least 1")
        self._root = Path(data_dir)
        self._segment_size = segment_size
        self._cache = atomic.JSONCache()
        self._path_locks: dict[str, threading.Lock] = {}
        self._path_locks_guard = threading.Lock()
        self._segments: dict[str, _Segments] = {}
        self._parsed: dict[Path, tuple[Any, list[ChatMessage]]] = {}
        self._parsed_lock = threading.Lock()
        # asyncio locks belong to one event loop; a loop that is gone takes its locks along.
        self._async_locks: weakref.WeakKeyDictionary[Any, dict[str, Any]] = (
            weakref.WeakKeyDictionary()
        )
        self._root.mkdir(parents=True, exist_ok=True)

    # -- paths and ids -----------------------------------------------------------------
    def _content_dir(self, content_id: str) -> Path:
        if not is_valid_id(content_id):
            raise NotFound(f"No content with id {content_id!r}.")
        return self._root / "contents" / content_id

    def _header_path(self, content_id: str) -> Path:
        return self._content_dir(content_id) / "header.json"

    def _segment_path(self, content_id: str, number: int) -> Path:
        return self._content_dir(content_id) / "messages" / f"{number:0{_SEGMENT_DIGITS}d}.json"

    def _persona_dir(self, persona_id: str) -> Path:
        if not is_valid_id(persona_id):
            raise NotFound(f"No persona with id {persona_id!r}.")
        return self._root / "personas" / persona_id

    @staticmethod
    def _owned(child_id: str, content_id: str, what: str) -> str:
        """`child_id` if it is a valid id of `content_id`'s records; else NotFound."""
        if owner_of(child_id) != content_id:
            raise NotFound(f"No {what} with id {child_id!r} in content {content_id!r}.")
        return child_id

    @staticmethod
    def _owner(child_id: str, what: str) -> str:
        owner = owner_of(child_id)
        if owner is None:
            raise NotFound(f"No {what} with id {child_id[:80]!r}.")
        return owner

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

    def lock(self, content_id: str) -> AbstractAsyncContextManager[None]:
        """Serialize writers of one content: an asyncio lock in-process, a file lock across.

        The file lock (`contents/<id>/.lock`) is taken in a worker thread so that waiting for
        another process never blocks the event loop. Locking a content that does not exist
        yet is allowed (a new content may be created under its lock)."""
        directory = self._content_dir(content_id)
        return self._lock(content_id, directory)

    def lock_persona(self, persona_id: str) -> AbstractAsyncContextManager[None]:
        """Like `lock`, for one persona's preferences (`personas/<id>/.lock`)."""
        if not is_valid_id(persona_id):
            raise NotFound(f"No persona with id {persona_id[:80]!r}.")
        return self._lock(f"persona:{persona_id}", self._persona_dir(persona_id))

    @asynccontextmanager
    async def _lock(self, content_id: str, directory: Path) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        locks = self._async_locks.setdefault(loop, {})
        task_lock = locks.setdefault(content_id, asyncio.Lock())
        async with task_lock:
            # The worker thread stores the descriptor here as soon as it holds the lock, so a
            # cancellation that arrives while it waits still releases it below.
            held: list[int] = []
            try:
                await anyio.to_thread.run_sync(_flock, directory / ".lock", held)
                yield
            finally:
                for fd in held:
                    os.close(fd)

    # -- contents ------------------------------------------------------------------------
    def create_content(self, content: Content, first: RevisionRecord | None = None) -> None:
        header_path = self._header_path(content.id)
        if first is not None:
            self._check_revision(content.id, first)
            if first.version != content.version:
                raise InvalidInput(
                    f"Revision {first.id!r} makes version {first.version}, "
                    f"not version {content.version}."
                )
        with self._path_lock(header_path):
            if header_path.exists():
                raise Conflict(f"Content {content.id!r} already exists.")
            directory = header_path.parent
            self._write_version(directory, content.version, content.title, content.body, first)
            if first is not None:
                atomic.write_json_atomic(
                    directory / "revisions" / f"{first.id}.json", first.model_dump(mode="json")
                )
            self._cache.write(
                header_path,
                {
                    "content": content.model_dump(mode="json"),
                    "session": None,
                    "max_version": content.version,
                },
            )
        self._segments.pop(content.id, None)
        self._index_content(content)

    def get_content(self, content_id: str) -> Content:
        return Content.model_validate(self._header(content_id)["content"])

    def list_contents(self) -> list[Content]:
        """Newest first (by updated_at). Reads only the small index.

        The index holds no bodies, so every Content returned has `body == ""`; read one
        with `get_content` for its text."""
        # No lock: files are replaced whole, so a reader sees one complete version.
        docs = self._db(self._index_path).all()
        contents = [Content.model_validate({**doc, "body": ""}) for doc in docs]
        contents.sort(key=lambda c: (c.updated_at, c.created_at, c.id), reverse=True)
        return contents

    def get_version(self, content_id: str, version: int) -> VersionText:
        header = self._header(content_id)
        data = None
        if 1 <= version <= header["max_version"]:
            data = atomic.read_json(self._content_dir(content_id) / "versions" / f"{version}.json")
        if data is None:
            raise NotFound(f"Content {content_id!r} has no version {version}.")
        return VersionText(version=data["version"], title=data["title"], body=data["body"])

    def next_version(self, content_id: str) -> int:
        return int(self._header(content_id)["max_version"]) + 1

    # -- sessions ------------------------------------------------------------------------
    def get_session(self, content_id: str) -> ChatSession | None:
        session = self._header(content_id)["session"]
        return None if session is None else ChatSession.model_validate(session)

    def list_messages(self, content_id: str) -> list[ChatMessage]:
        """Every node of the content's conversation tree, in creation order."""
        self._header(content_id)
        messages_lock = self._path_lock(self._content_dir(content_id) / "messages")
        with messages_lock:
            segments = self._segment_map(content_id)
            count = len(segments.counts)
        messages: list[ChatMessage] = []
        for number in range(count):
            messages.extend(self._segment_messages(self._segment_path(content_id, number)))
        return messages

    def _segment_messages(self, path: Path) -> list[ChatMessage]:
        """A segment's messages, validated once per version of the file (shared: read-only).

        The JSON cache hands out the same parsed object until the file changes, so that
        object's identity tells whether the validated models are still current."""
        data = self._cache.load(path)
        if data is None:
            return []
        with self._parsed_lock:
            cached = self._parsed.get(path)
            if cached is not None and cached[0] is data:
                return cached[1]
        docs = data.get(TinyDB.default_table_name, {})
        ordered = sorted(docs.items(), key=lambda item: int(item[0]))
        models = [ChatMessage.model_validate(doc) for _, doc in ordered]
        with self._parsed_lock:
            if len(self._parsed) >= 1024:  # bounded like the JSON cache beneath it
                self._parsed.clear()
            self._parsed[path] = (data, models)
        return models

    def get_message(self, message_id: str) -> ChatMessage:
        content_id = self._owner(message_id, "message")
        self._header_or(content_id, NotFound(f"No message with id {message_id!r}."))
        with self._path_lock(self._content_dir(content_id) / "messages"):
            number = self._segment_map(content_id).where.get(message_id)
        if number is not None:
            docs = self._db(self._segment_path(content_id, number)).search(
                where("id") == message_id
            )
            if docs:
                return ChatMessage.model_validate(docs[0])
        raise NotFound(f"No message with id {message_id!r}.")

    def commit(
        self,
        content_id: str,
        *,
        messages: Sequence[ChatMessage] = (),
        revision: RevisionRecord | None = None,
        llm_call: LLMCall | None = None,
        content: Content | None = None,
        session: ChatSession | None = None,
    ) -> None:
        """Write one step of a turn atomically per file, heavy-first and header-last.

        Order: the version text and the revision, the LLM call, messages (new ones appended
        to the newest segment, known ids replaced in place), then the header (content,
        session and max_version together), then the index entry. A crash between files
        leaves the previous header visible and at most an unreferenced record behind; such a
        record's version number is taken again by the next revision, and the stale revision
        file is set aside as `<id>.json.orphan`.

        Every id is checked before anything is written. A revision must take a new version
        number (`next_version`) — reusing a number held by another revision is a Conflict.
        """
        # Validate everything first: a refused commit writes nothing.
        directory = self._content_dir(content_id)
        for message in messages:
            self._owned(message.id, content_id, "message")
        if revision is not None:
            self._check_revision(content_id, revision)
        if llm_call is not None:
            self._owned(llm_call.message_id, content_id, "message")
            if llm_call.content_id != content_id:
                raise InvalidInput(f"LLM call {llm_call.id!r} belongs to another content.")
        if content is not None and content.id != content_id:
            raise InvalidInput(f"Content {content.id!r} cannot be saved as {content_id!r}.")
        if session is not None and session.content_id != content_id:
            raise InvalidInput(f"Session {session.id!r} belongs to another content.")
        header_path = directory / "header.json"
        self._header(content_id)

        max_version_seen: int | None = None
        if revision is not None:
            with self._path_lock(header_path):
                max_version = int(self._header(content_id)["max_version"])
            self._write_revision(directory, revision, max_version)
            max_version_seen = revision.version
        if llm_call is not None:
            atomic.write_json_atomic(
                directory / "calls" / f"{llm_call.message_id}.json",
                llm_call.model_dump(mode="json"),
            )
        if messages:
            self._write_messages(content_id, messages)
        if content is None and session is None and max_version_seen is None:
            return
        with self._path_lock(header_path):
            header = dict(self._header(content_id))
            if content is not None:
                header["content"] = content.model_dump(mode="json")
            if session is not None:
                header["session"] = session.model_dump(mode="json")
            header["max_version"] = max(header["max_version"], max_version_seen or 0)
            self._cache.write(header_path, header)
        if content is not None:
            self._index_content(content)

    # -- revisions and LLM calls -------------------------------------------------------
    def get_revision(self, revision_id: str) -> RevisionRecord:
        content_id = self._owner(revision_id, "revision")
        missing = NotFound(f"No revision with id {revision_id!r}.")
        header = self._header_or(content_id, missing)
        data = atomic.read_json(self._content_dir(content_id) / "revisions" / f"{revision_id}.json")
        if data is None or data["version"] > header["max_version"]:
            raise missing
        return RevisionRecord.model_validate(data)

    def list_revisions(self, content_id: str) -> list[RevisionRecord]:
        """All branches, oldest first (by version number, which is creation order)."""
        max_version = self._header(content_id)["max_version"]
        folder = self._content_dir(content_id) / "revisions"
        revisions = []
        for path in folder.glob("*.json") if folder.is_dir() else ():
            data = atomic.read_json(path)
            # A version above max_version was written by a commit that never reached its
            # header: not part of the history.
            if data is not None and data["version"] <= max_version:
                revisions.append(RevisionRecord.model_validate(data))
        revisions.sort(key=lambda r: (r.version, r.created_at))
        return revisions

    def get_llm_call(self, message_id: str) -> LLMCall | None:
        content_id = self._owner(message_id, "message")
        self._header_or(content_id, NotFound(f"No message with id {message_id!r}."))
        data = atomic.read_json(self._content_dir(content_id) / "calls" / f"{message_id}.json")
        return None if data is None else LLMCall.model_validate(data)

    # -- personas and style memory -------------------------------------------------------
    def save_persona(self, persona: Persona) -> None:
        path = self._persona_dir(persona.id) / "persona.json"
        with self._shared_file(path):
            self._cache.write(path, persona.model_dump(mode="json"))

    def get_persona(self, persona_id: str) -> Persona:
        data = self._cache.load(self._persona_dir(persona_id) / "persona.json")
        if data is None:
            raise NotFound(f"No persona with id {persona_id!r}.")
        return Persona.model_validate(data)

    def list_personas(self) -> list[Persona]:
        """Oldest first (by created_at)."""
        folder = self._root / "personas"
        personas = []
        for path in folder.glob("*/persona.json") if folder.is_dir() else ():
            data = self._cache.load(path)
            if data is not None:
                personas.append(Persona.model_validate(data))
        personas.sort(key=lambda p: (p.created_at, p.id))
        return personas

    def list_assertions(self, persona_id: str) -> list[StyleAssertion]:
        """In the order they were first saved."""
        self.get_persona(persona_id)
        path = self._persona_dir(persona_id) / "assertions.json"
        docs = self._db(path).all()
        return [StyleAssertion.model_validate(doc) for doc in docs]

    def save_assertions(
        self, persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
    ) -> None:
        """Upsert assertions by id and append the audit entries; nothing is deleted.

        The audit is written first, so a crash in between leaves a trail that says more
        than the assertions show, never a change without its trail."""
        for assertion in assertions:
            if not is_valid_id(assertion.id):
                raise NotFound(f"No assertion with id {assertion.id!r}.")
            if assertion.persona_id != persona_id:
                raise InvalidInput(
                    f"Assertion {assertion.id!r} belongs to persona {assertion.persona_id!r}."
                )
        for entry in audit:
            if entry.persona_id != persona_id:
                raise InvalidInput(f"Audit entry for persona {entry.persona_id!r}.")
        self.get_persona(persona_id)
        directory = self._persona_dir(persona_id)
        if audit:
            self._append_audit(directory / "audit.jsonl", audit)
        if assertions:
            path = directory / "assertions.json"
            with self._shared_file(path):
                db = self._db(path)
                known = {doc["id"] for doc in db.all()}
                updates = [
                    (a.model_dump(mode="json"), where("id") == a.id)
                    for a in assertions
                    if a.id in known
                ]
                fresh: dict[str, dict[str, Any]] = {
                    a.id: a.model_dump(mode="json") for a in assertions if a.id not in known
                }
                if updates:
                    db.update_multiple(updates)
                if fresh:
                    db.insert_multiple(fresh.values())

    def list_audit(self, persona_id: str) -> list[AuditEntry]:
        """Oldest first."""
        self.get_persona(persona_id)
        path = self._persona_dir(persona_id) / "audit.jsonl"
        try:
            lines = path.read_bytes().splitlines()
        except FileNotFoundError:
            return []
        entries = []
        for line in lines:
            try:
                entries.append(AuditEntry.model_validate_json(line))
            except ValueError:
                # A line torn by a crash mid-append: the entries around it are intact.
                continue
        return entries

    # -- maintenance ----------------------------------------------------------------------
    def rebuild_index(self) -> None:
        """Rewrite index.json from the headers, e.g. after a crash between header and index."""
        folder = self._root / "contents"
        entries = []
        for path in folder.glob("*/header.json") if folder.is_dir() else ():
            data = self._cache.load(path)
            if data is not None:
                entries.append(_index_entry(Content.model_validate(data["content"])))
        with self._shared_file(self._index_path):
            db = self._db(self._index_path)
            db.truncate()
            db.insert_multiple(entries)

    # -- internals -----------------------------------------------------------------------
    @property
    def _index_path(self) -> Path:
        return self._root / "index.json"

    def _db(self, path: Path) -> TinyDB:
        # A fresh TinyDB per use: a long-lived Table caches query results and its next
        # document id, which go stale when another process writes the file. Opening is cheap
        # because the storage serves the parsed file from the cache.
        return TinyDB(path, storage=atomic.AtomicJSONStorage, cache=self._cache)

    def _header(self, content_id: str) -> dict[str, Any]:
        return self._header_or(content_id, NotFound(f"No content with id {content_id!r}."))

    def _header_or(self, content_id: str, missing: NotFound) -> dict[str, Any]:
        """The parsed header (shared: read-only), or raise `missing`."""
        if not is_valid_id(content_id):
            raise missing
        header = self._cache.load(self._header_path(content_id))
        if header is None:
            raise missing
        return header

    def _index_content(self, content: Content) -> None:
        with self._shared_file(self._index_path):
            self._db(self._index_path).upsert(_index_entry(content), where("id") == content.id)

    def _check_revision(self, content_id: str, revision: RevisionRecord) -> None:
        self._owned(revision.id, content_id, "revision")
        if revision.content_id != content_id:
            raise InvalidInput(f"Revision {revision.id!r} belongs to another content.")
        if revision.version < 1:
            raise InvalidInput(f"Revision {revision.id!r} has no valid version number.")
        if revision.message_id is not None:
            self._owned(revision.message_id, content_id, "message")

    @staticmethod
    def _write_version(
        directory: Path, version: int, title: str, body: str, revision: RevisionRecord | None
    ) -> None:
        atomic.write_json_atomic(
            directory / "versions" / f"{version}.json",
            {
                "version": version,
                "title": title,
                "body": body,
                "revision_id": None if revision is None else revision.id,
            },
        )

    def _write_revision(self, directory: Path, revision: RevisionRecord, max_version: int) -> None:
        """The version text first, then the revision record (see `commit`)."""
        version_path = directory / "versions" / f"{revision.version}.json"
        with self._path_lock(version_path):
            existing = atomic.read_json(version_path)
            holder = None if existing is None else existing.get("revision_id")
            if revision.version <= max_version:
                if holder != revision.id:
                    raise Conflict(
                        f"Version {revision.version} of content {revision.content_id!r} "
                        "already exists; the edit was based on a stale version."
                    )
            elif holder is not None and holder != revision.id:
                # Left by a commit that crashed before its header: keep it, out of the way.
                stale = directory / "revisions" / f"{holder}.json"
                if stale.exists():
                    os.replace(stale, stale.with_name(f"{holder}.json.orphan"))
            self._write_version(
                directory, revision.version, revision.revised_title, revision.revised_body, revision
            )
            atomic.write_json_atomic(
                directory / "revisions" / f"{revision.id}.json", revision.model_dump(mode="json")
            )

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
        while True:
            data = self._cache.load(self._segment_path(content_id, number))
            if data is None:
                break
            docs = data.get(TinyDB.default_table_name, {})
            for doc in docs.values():
                segments.where[doc["id"]] = number
            if number < len(segments.counts):
                segments.counts[number] = len(docs)
            else:
                segments.counts.append(len(docs))
            number += 1
        return segments

    def _write_messages(self, content_id: str, messages: Sequence[ChatMessage]) -> None:
        with self._path_lock(self._content_dir(content_id) / "messages"):
            segments = self._segment_map(content_id)
            replacements: dict[int, list[dict[str, Any]]] = {}
            fresh: dict[str, dict[str, Any]] = {}
            for message in messages:
                doc = message.model_dump(mode="json")
                number = segments.where.get(message.id)
                if number is not None:
                    replacements.setdefault(number, []).append(doc)
                else:
                    fresh[message.id] = doc  # the same id twice in one commit: last wins
            for number, docs in replacements.items():
                self._db(self._segment_path(content_id, number)).update_multiple(
                    [(doc, where("id") == doc["id"]) for doc in docs]
                )
            pending = list(fresh.values())
            while pending:
                number = len(segments.counts) - 1
                if number < 0 or segments.counts[number] >= self._segment_size:
                    number += 1
                    segments.counts.append(0)
                room = self._segment_size - segments.counts[number]
                batch, pending = pending[:room], pending[room:]
                self._db(self._segment_path(content_id, number)).insert_multiple(batch)
                segments.counts[number] += len(batch)
                for doc in batch:
                    segments.where[doc["id"]] = number

    def _append_audit(self, path: Path, entries: Sequence[AuditEntry]) -> None:
        payload = b"".join(atomic.dumps(e.model_dump(mode="json")) + b"\n" for e in entries)
        with self._shared_file(path):
            created = not path.exists()
            fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                size = os.fstat(fd).st_size
                if size and os.pread(fd, 1, size - 1) != b"\n":
                    # A crash tore the last line; start ours on a fresh one.
                    payload = b"\n" + payload
                view = memoryview(payload)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
            if created:
                atomic.fsync_dir(path.parent)


def _index_entry(content: Content) -> dict[str, Any]:
    return content.model_dump(mode="json", exclude={"body"})


def _flock(path: Path, held: list[int]) -> None:
    """Block until this process holds the file lock at `path`; record the descriptor in `held`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except BaseException:
        os.close(fd)
        raise
    held.append(fd)
