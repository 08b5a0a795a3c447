"""The embedded store: TinyDB and plain JSON files in a data directory, sharded by content.

Layout under `data_dir`:

    index.json                              TinyDB: one small entry per content (no body)
    contents/<id>/header.json               the content, its session and max_version
    contents/<id>/messages/000000.jsonl     capped segments of chat messages, appended to
                                            (TinyDB files `000000.json` before logs existed)
    contents/<id>/revisions/<rid>.json      one revision, written once
    contents/<id>/versions/<n>.json         the text of version n, written once (for a version
                                            a revision made: a second name of its file)
    contents/<id>/calls/<message_id>.json   the LLM call behind one assistant message
    contents/<id>/.lock                     the cross-process lock of that content
    contents/<id>/journal.json              a commit being applied (see `commit`)
    personas/<pid>/persona.json             the persona
    personas/<pid>/assertions.json          TinyDB: its style assertions, upserted by id
    personas/<pid>/audit.jsonl              its audit trail, one JSON object per line, appended

What a turn rewrites is bounded: the header and the index entry; it appends its messages to
the newest segment.
Heavy records are written once and never read by a commit, so the cost of a turn does not
grow with the content's history.

Every commit is all-or-nothing: it first writes one journal record naming everything it
writes (the commit point, fsynced), then applies it file by file without fsyncs, makes those
files durable in one pass of fsyncs, and removes the journal. Opening the store (and locking
a content) completes any journal a crash left behind, so a crash leaves either the whole
commit or none of it. The index is updated after the commit, unsynced: it is a cache of the
headers, rebuilt at start-up when it disagrees with them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar, cast

import anyio.to_thread
from pydantic import BaseModel
from tinydb import TinyDB, where

from app.domain.errors import Conflict, InvalidInput, NotFound
from app.domain.ids import is_valid_id, owner_of
from app.domain.models import (
    ChatMessage,
    ChatSession,
    Content,
    LLMCall,
    RevisionRecord,
    VersionText,
)
from app.store import atomic, consistent, damaged_revisions, personas, recovery
from app.store.base import ArticleState, Repository, owned
from app.store.commits import CHECKPOINT_EVERY, CommitLog
from app.store.files import MESSAGE_COUNT, REWRITES, _flock, _try_flock, damaged
from app.store.journal import JOURNAL, Journal, stored_message
from app.store.personas import PersonaFiles
from app.store.tinydb_copy import WholeCopies

log = logging.getLogger(__name__)

M = TypeVar("M", bound=BaseModel)
_MODELS_KEPT = 2048
_SETTLED_KEPT = 1024


class TinyDBStore(CommitLog, PersonaFiles, WholeCopies, Repository):
    """The repository on a local data directory; safe across threads and processes.

    Writers of one content must hold `lock(content_id)`: it is what serializes other processes
    on the content's files. Files shared by all contents (the index, a persona's files) are
    locked by the store itself.
    """

    # A persona's preferences are one small local file, parsed and validated once per
    # version of it (app/store/personas.py): a turn reads them on the event loop.
    persona_reads_at_once = True

    def __init__(
        self, data_dir: Path, segment_size: int = 64, checkpoint_every: int = CHECKPOINT_EVERY
    ) -> None:
        super().__init__(data_dir, segment_size)
        if checkpoint_every < 1:
            raise ValueError("checkpoint_every must be at least 1")
        self._checkpoint_every = checkpoint_every
        self._index_stale = False  # a commit could not mark the list for an update
        self._recovered_revisions: list[tuple[str, str]] = []
        # Per article, the messages of the segments before the newest, as last read:
        # (the header's count of replacements then, the newest segment's number, messages).
        self._settled: dict[str, tuple[Any, int, tuple[ChatMessage, ...]]] = {}
        # The article and session of each header, validated: (the parsed dict, the model).
        self._models: dict[tuple[str, str], tuple[Any, BaseModel]] = {}
        # Articles whose lock this process holds, found with no commit left to complete when
        # it was taken, and none of whose commits failed since: their commits need not look
        # for one again (nobody else writes them meanwhile).
        self._complete_under_lock: set[str] = set()
        # What start-up found and repaired (completed commits, stray files, the index).
        self.recovered: list[str] = recovery.recover(self)

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

    def lock(self, content_id: str) -> AbstractAsyncContextManager[None]:
        """Serialize writers of one content: an asyncio lock in-process, a file lock across.

        The file lock (`contents/<id>/.lock`) is taken in a worker thread so that waiting for
        another process never blocks the event loop. Locking a content that does not exist
        that does not exist is NotFound, and nothing is written for it; a commit left
        unfinished by a crashed process is completed once the lock is held."""
        directory = self._content_dir(content_id)
        return self._lock(
            content_id, directory, NotFound(f"No content with id {content_id!r}."), content_id
        )

    def lock_persona(self, persona_id: str) -> AbstractAsyncContextManager[None]:
        """Like `lock`, for one persona's preferences (`personas/<id>/.lock`)."""
        if not is_valid_id(persona_id):
            raise NotFound(f"No persona with id {persona_id[:80]!r}.")
        missing = NotFound(f"No persona with id {persona_id!r}.")
        return self._lock(f"persona:{persona_id}", self._persona_dir(persona_id), missing, None)

    @asynccontextmanager
    async def _lock(
        self, key: str, directory: Path, missing: NotFound, content_id: str | None
    ) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        locks = self._async_locks.setdefault(loop, {})
        task_lock = locks.setdefault(key, asyncio.Lock())
        async with task_lock:
            # The worker thread stores the descriptor here as soon as it holds the lock, so a
            # cancellation that arrives while it waits still releases it below.
            held: list[int] = []
            try:
                if content_id is None:
                    # A persona's lock, taken at once when free and its folder is there.
                    if not (directory.is_dir() and _try_flock(directory / ".lock", held)):
                        await anyio.to_thread.run_sync(
                            self._acquire, directory, held, missing, content_id
                        )
                elif not self._acquire_at_once(directory, held, missing):
                    await anyio.to_thread.run_sync(
                        self._acquire, directory, held, missing, content_id
                    )
                elif self._pending(directory):
                    await anyio.to_thread.run_sync(self._complete, content_id)
                if content_id is not None:
                    self._complete_under_lock.add(content_id)
                yield
            finally:
                if content_id is not None:
                    self._complete_under_lock.discard(content_id)
                for fd in held:
                    os.close(fd)

    # -- contents ------------------------------------------------------------------------
    def create_content(
        self,
        content: Content,
        first: RevisionRecord | None = None,
        *,
        idempotency_key: str | None = None,
        idempotency_result: dict[str, Any] | None = None,
    ) -> None:
        header_path = self._header_path(content.id)
        if first is not None:
            self._check_revision(content.id, first)
            if first.version != content.version:
                raise InvalidInput(
                    f"Revision {first.id!r} makes version {first.version}, "
                    f"not version {content.version}."
                )
        dumped = content.model_dump(mode="json")
        header = {"content": dumped, "session": None, "max_version": content.version}
        if idempotency_key is not None:  # the request that made it, kept as a commit keeps one
            header["requests"] = {idempotency_key: idempotency_result or {}}
        journal = Journal(
            versions=[_version_doc(content.version, content.title, content.body, first)],
            revisions=[] if first is None else [first.model_dump(mode="json")],
            header=header,
            index=recovery.index_entry_of(dumped),
        )
        with self._path_lock(header_path):
            if header_path.exists() or (header_path.parent / JOURNAL).exists():
                raise Conflict(f"Content {content.id!r} already exists.")
            self._forget_messages(content.id)
            # Its file lock held while the first commit runs: another worker starting up
            # meanwhile must not take the journal for a crash's and complete it under us.
            header_path.parent.mkdir(parents=True, exist_ok=True)
            held: list[int] = []
            try:
                _flock(header_path.parent / ".lock", held)
                self._run_journal(content.id, journal, "the article")
            finally:
                for fd in held:
                    os.close(fd)

    def get_content(self, content_id: str) -> Content:
        return self._validated(content_id, self._header(content_id)["content"], Content)

    def list_contents(self) -> list[Content]:
        """Newest first (by updated_at). Reads the small index, and the headers of the
        articles changed since it was last read (see app/store/commits.py).

        The index holds no bodies, so every Content returned has `body == ""`; read one
        with `get_content` for its text."""
        # No lock: files are replaced whole, so a reader sees one complete version.
        if not self._index_path.exists():
            # Deleted under a running app (cleaned by hand, a backup restored without it):
            # read as empty, it would list only the articles marked since.
            self._index_stale = True
        fresh = self._refresh_index()
        if self._index_stale:
            with contextlib.suppress(OSError):  # still failing: the old list, for now
                self.rebuild_index()
                self._index_stale = False
        try:
            docs = {d["id"]: d for d in self._index_docs()} | fresh
            contents = [Content.model_validate(owned({**d, "body": ""})) for d in docs.values()]
        except (ValueError, TypeError, KeyError, AttributeError):
            # A damaged index is only a cache of the headers: rebuild it and carry on.
            self.rebuild_index()
            contents = [
                Content.model_validate(owned({**d, "body": ""})) for d in self._index_docs()
            ]
        contents.sort(key=lambda c: (c.updated_at, c.created_at, c.id), reverse=True)
        return contents

    def get_version(self, content_id: str, version: int) -> VersionText:
        return damaged_revisions.version_text(self, content_id, version, kept_elsewhere=True)

    def list_versions(self, content_id: str) -> list[VersionText]:
        """Every version's own file (a copy names one that cannot be read)."""
        return [
            damaged_revisions.version_text(self, content_id, n, kept_elsewhere=False)
            for n in range(1, self.next_version(content_id))
        ]

    def next_version(self, content_id: str) -> int:
        return int(self._header(content_id)["max_version"]) + 1

    # -- sessions ------------------------------------------------------------------------
    def get_session(self, content_id: str) -> ChatSession | None:
        session = self._header(content_id)["session"]
        return None if session is None else self._validated(content_id, session, ChatSession)

    def _validated(self, content_id: str, data: Any, model: type[M]) -> M:
        """`data` from a header validated as `model`, once per parsed header (shared, so
        read-only, like the messages): the parse cache hands out the same dict until the
        file changes, and a commit keeps the parts it does not change."""
        key = (content_id, model.__name__)
        kept = self._models.get(key)
        if kept is not None and kept[0] is data:
            return cast(M, kept[1])
        try:
            validated = model.model_validate(owned(data) if model is Content else data)
        except ValueError as error:
            raise damaged(content_id, "header", error) from error
        if len(self._models) >= _MODELS_KEPT:
            self._models.clear()
        self._models[key] = (data, validated)
        return validated

    def list_messages(self, content_id: str) -> list[ChatMessage]:
        """Every node of the content's conversation tree, in creation order.

        Only the newest segment gains messages; one before it changes only when a commit
        replaces a message, which the header counts. While that count stays, the segments
        before the newest are served as last read (the count is read first, so a segment
        read after a replacement is read again once its count is seen)."""
        header = self._header(content_id)
        rewrites = header.get(REWRITES, 0)
        with self._path_lock(self._messages_dir(content_id)):
            segments = self._segment_map(content_id)
            count = len(segments.counts)
            logs = set(segments.logs)
            newest = segments.newest
        messages: list[ChatMessage] = []
        start = 0
        settled = self._settled.get(content_id)
        if settled is not None and settled[0] == rewrites and settled[1] < count:
            messages.extend(settled[2])
            start = settled[1]
        for number in range(start, count):
            if number == count - 1:
                if len(self._settled) >= _SETTLED_KEPT:
                    self._settled.clear()
                self._settled[content_id] = (rewrites, number, tuple(messages))
                if newest is not None and newest[0] == number:  # just read: not again
                    path = self._segment_path(content_id, number, log=True)
                    messages.extend(self._log_messages(content_id, path, newest[1]))
                    continue
            messages.extend(self._messages_in(content_id, number, logs))
        saved = header.get(MESSAGE_COUNT)
        if isinstance(saved, int) and len(messages) < saved:
            # The header is written after its commit's messages, so they are all there.
            number = max(count - 1, 0)
            name = self._segment_path(content_id, number, number in logs or not count).name
            raise damaged(
                content_id,
                f"conversation file {name}",
                ValueError(f"cut short: {len(messages)} of the {saved} messages saved are there"),
            )
        return messages

    def read_article(self, content_id: str, *, messages: bool = True) -> ArticleState:
        return consistent.read_article(self, content_id, messages=messages)

    def idempotent_result(self, content_id: str, key: str) -> dict[str, Any] | None:
        """What the commit that carried this `Idempotency-Key` recorded, if one did.

        Keys live in the content's header, recorded atomically with their commit; the most
        recent keys are kept (see `commit`)."""
        requests = self._header(content_id).get("requests") or {}
        result = requests.get(key)
        return None if result is None else dict(result)

    def get_message(self, message_id: str) -> ChatMessage:
        content_id = self._owner(message_id, "message")
        self._header_or(content_id, NotFound(f"No message with id {message_id!r}."))
        with self._path_lock(self._messages_dir(content_id)):
            segments = self._segment_map(content_id)
            number = segments.where.get(message_id)
            log = number in segments.logs
        if number is not None and log:
            path = self._segment_path(content_id, number, log=True)
            for message in self._log_messages(content_id, path):
                if message.id == message_id:
                    return message.model_copy()
        elif number is not None:
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
        idempotency_key: str | None = None,
        idempotency_result: dict[str, Any] | None = None,
    ) -> None:
        """Write one step of a turn all at once: after a crash, all of it or none is there.

        The commit first writes one journal record holding everything it writes (the version
        text and the revision, the LLM call, the messages, the new header); that write, the
        only one fsynced, is the commit point. It then applies the journal heavy-first and
        header-last; a checkpoint makes those files durable later (app/store/commits.py). A
        crash before the commit point leaves nothing; after it, the next start (or the next
        lock of the content) completes the commit. The list entry is refreshed when listed.

        Every id is checked before anything is written. A revision must take a new version
        number (`next_version`) — reusing a number held by another revision is a Conflict.
        `idempotency_key` records `idempotency_result` in the header with this commit, for
        `idempotent_result` to answer a client's retry.

        Storage failures raise StorageFull / StorageFailed with a sentence saying what was
        saved (`saved` is True once the commit point was written).
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
        what = _what_is_saved(messages, revision)
        header_path = directory / "header.json"
        with self._path_lock(header_path):
            if content_id not in self._complete_under_lock and self._pending(directory):
                self._replay(content_id, what)
            header = dict(self._header(content_id))
            journal = Journal(messages=[stored_message(m) for m in messages])
            if llm_call is not None:
                journal.add_call(llm_call)
            if revision is not None:
                holder = self._version_holder(content_id, revision.version, header)
                if revision.version <= header["max_version"] and holder != revision.id:
                    raise Conflict(
                        f"Version {revision.version} of content {revision.content_id!r} "
                        "already exists; the edit was based on a stale version."
                    )
                if holder is not None and holder != revision.id:
                    # Left by a crash before commits were journaled: kept, out of the way.
                    journal.set_aside.append(holder)
                # The version's text is the revision's: its file is the revision's file.
                journal.versions.append({"version": revision.version, "revision_id": revision.id})
                journal.revisions.append(revision.model_dump(mode="json"))
            if messages:
                with self._path_lock(self._messages_dir(content_id)):
                    known = self._segment_map(content_id).where
                    fresh = {m.id for m in messages if m.id not in known}
                    header[MESSAGE_COUNT] = len(known) + len(fresh)
            if content is not None:
                header["content"] = content.model_dump(mode="json")
                journal.index = recovery.index_entry_of(header["content"])
            if session is not None:
                header["session"] = session.model_dump(mode="json")
            if revision is not None:
                header["max_version"] = max(header["max_version"], revision.version)
            if idempotency_key is not None:
                requests = dict(header.get("requests") or {})
                requests.pop(idempotency_key, None)
                requests[idempotency_key] = dict(idempotency_result or {})
                header["requests"] = dict(list(requests.items())[-_KEPT_REQUESTS:])
            if journal.is_empty() and header == self._header(content_id):
                return  # nothing to write
            try:
                self._run_commit(content_id, journal, header, what)
            except BaseException:
                # Its journal may be on disk, unapplied: the next commit completes it first.
                self._complete_under_lock.discard(content_id)
                raise

    def recovered_revisions(self) -> list[tuple[str, str]]:
        return list(self._recovered_revisions)

    def _version_holder(self, content_id: str, version: int, header: dict[str, Any]) -> str | None:
        """The revision id written into version `version`'s file, if that file exists (one
        past the header's versions that cannot be read is set aside: see recovery.py)."""
        data = recovery.version_record(self, content_id, version, header["max_version"])
        if data is None:
            return None
        # A version's own file names its revision; a revision's file (see `commit`) is it.
        return data.get("revision_id") if "body" in data else data.get("id")

    # -- revisions and LLM calls -------------------------------------------------------
    def get_revision(self, revision_id: str) -> RevisionRecord:
        content_id = self._owner(revision_id, "revision")
        missing = NotFound(f"No revision with id {revision_id!r}.")
        header = self._header_or(content_id, missing)
        path = self._content_dir(content_id) / "revisions" / f"{revision_id}.json"
        data = self._read_record(path, content_id, f"revision {revision_id}")
        if data is None or data.get("version", 0) > header["max_version"]:
            raise missing
        try:
            return RevisionRecord.model_validate(data)
        except ValueError as error:
            raise damaged(content_id, f"revision {revision_id}", error) from error

    def list_revisions(self, content_id: str) -> list[RevisionRecord]:
        """All branches, oldest first (by version number, which is creation order)."""
        revisions, unreadable = damaged_revisions.read_all(self, content_id)
        if unreadable:
            raise unreadable[0][1]
        return revisions

    def readable_revisions(
        self, content_id: str
    ) -> tuple[list[RevisionRecord], list[damaged_revisions.DamagedRevision]]:
        return damaged_revisions.readable(self, content_id)

    def get_llm_call(self, message_id: str) -> LLMCall | None:
        content_id = self._owner(message_id, "message")
        self._header_or(content_id, NotFound(f"No message with id {message_id!r}."))
        path = self._content_dir(content_id) / "calls" / f"{message_id}.json"
        data = self._read_record(path, content_id, f"model call of {message_id}")
        try:
            return None if data is None else LLMCall.model_validate(data)
        except ValueError as error:
            raise damaged(content_id, f"model call of {message_id}", error) from error

    # -- maintenance ----------------------------------------------------------------------
    def rebuild_index(self) -> None:
        """Rewrite index.json from the headers (after a crash, or when it is damaged).

        An article whose header cannot be read keeps its old entry when the old index still
        has one, so it stays listed (and is reported as damaged when read)."""
        try:
            old = {doc["id"]: doc for doc in self._index_docs()}
        except (ValueError, TypeError, KeyError, AttributeError):
            old = {}
        self._take_markers()  # every entry is read from its header below
        entries = []
        for content_id, header in recovery.headers(self):
            if header is not None:
                entries.append(_index_entry(Content.model_validate(owned(header["content"]))))
            elif content_id in old:
                entries.append(old[content_id])
            else:  # still listed, so the writer sees it is damaged rather than gone
                entries.append(recovery.placeholder_entry(self._header_path(content_id)))
        with self._shared_file(self._index_path):
            atomic.write_json_atomic(
                self._index_path,
                {TinyDB.default_table_name: {str(n): e for n, e in enumerate(entries, 1)}},
            )
            self._cache.forget(self._index_path)

    def check(self) -> list[str]:
        """Find what is wrong in the data directory, repair what can be, say what was done."""
        return recovery.check(self)

    # -- internals -----------------------------------------------------------------------
    def _forget_messages(self, content_id: str) -> None:
        """Drop what is remembered of an article's messages (it is written afresh)."""
        super()._forget_messages(content_id)
        self._settled.pop(content_id, None)

    def _index_docs(self) -> list[dict[str, Any]]:
        return [dict(doc) for doc in self._db(self._index_path).all()]

    def _acquire(
        self, directory: Path, held: list[int], missing: NotFound, content_id: str | None
    ) -> None:
        """In a worker thread: refuse an unknown id, take the file lock, finish a crashed commit.

        Nothing is created for an id that does not exist, so requests for unknown ids leave
        no lock files behind."""
        if content_id is None:
            if directory.exists() and not directory.is_dir():  # a persona's folder is a file
                raise personas.folder_damaged(directory)
            # A persona may be locked before its first save (style learning of a new one).
            directory.mkdir(parents=True, exist_ok=True)
        elif not ((directory / "header.json").exists() or (directory / JOURNAL).exists()):
            raise missing
        _flock(directory / ".lock", held)
        if content_id is not None and self._pending(directory):
            self._complete(content_id)

    def _acquire_at_once(self, directory: Path, held: list[int], missing: NotFound) -> bool:
        """On the event loop: the content's file lock if no other process holds it (the usual
        case), saving a trip to a worker thread; False when it must be waited for."""
        if not ((directory / "header.json").exists() or (directory / JOURNAL).exists()):
            if directory.exists() and not directory.is_dir():  # its folder replaced by a file
                raise damaged(directory.name, "folder", ValueError("it is a file"))
            raise missing
        return _try_flock(directory / ".lock", held)

    def _complete(self, content_id: str) -> None:
        """Complete what a crash left of this content's commits (hold its file lock)."""
        with self._path_lock(self._header_path(content_id)):
            self._replay(content_id)

    def _check_revision(self, content_id: str, revision: RevisionRecord) -> None:
        self._owned(revision.id, content_id, "revision")
        if revision.content_id != content_id:
            raise InvalidInput(f"Revision {revision.id!r} belongs to another content.")
        if revision.version < 1:
            raise InvalidInput(f"Revision {revision.id!r} has no valid version number.")
        if revision.message_id is not None:
            self._owned(revision.message_id, content_id, "message")


# The most recent Idempotency-Keys kept per content: enough for any client's retries.
_KEPT_REQUESTS = 64


_index_entry = recovery.index_entry


def _version_doc(
    version: int, title: str, body: str, revision: RevisionRecord | None
) -> dict[str, Any]:
    return {
        "version": version,
        "title": title,
        "body": body,
        "revision_id": None if revision is None else revision.id,
    }


def _what_is_saved(messages: Sequence[ChatMessage], revision: RevisionRecord | None) -> str:
    """The writer's words for what a commit saves, for storage-failure sentences."""
    roles = {m.role for m in messages}
    if "assistant" in roles:
        return "the reply"
    if "user" in roles:
        return "your message"
    return "the change"
