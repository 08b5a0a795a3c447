"""Replies a crash never wrote: at start-up, a writer's message the server died answering gets
a reply saying so in plain words, with Retry (regenerate) to ask again.

A turn commits the writer's message (the conversation's head) before it answers; its reply
moves the head on. So a head that is a writer's message without any reply when no server is
running is a turn whose process died — killed, or the machine stopped — and nothing else will
answer it. (Rolling back can put the head on a writer's message, but one with its replies.)
Without this the writer would see their message followed by nothing, and an API client would
have no reply to regenerate.

"No server is running" is known from a lock in the data directory that every serving process
holds (shared) for its lifetime: the first process to start takes it alone, answers the lost
turns, then shares it. A process that finds it held by another (a second worker, a second
instance on the same data) leaves every message alone, since that other process may be
answering it now. Only the data directory's own store (TinyDB) is looked at this way: app
instances sharing a PostgreSQL database do not share a data directory, so none of them can
know that the others are not answering.
"""

from __future__ import annotations

import fcntl
import logging
import os
from pathlib import Path

import anyio

from app.domain.errors import RedlineError
from app.editing.articles import Articles, with_head
from app.editing.records import new_message
from app.events import ArticleChanged

log = logging.getLogger(__name__)

LOST_REPLY = (
    "No reply was written: the server stopped while answering this message, so nothing was "
    "changed. Your message is saved — press Retry to ask again."
)
LOST_SUMMARY = "The server stopped before the reply was written."
SERVING_LOCK = "serving.lock"  # held shared by every serving process, alone by the first
STARTING_LOCK = "starting.lock"  # one process at a time decides whether it is the first


class ServingLock:
    """This process's hold on the data directory's serving lock, from start-up to shutdown."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self._serving: int | None = None
        self._starting: int | None = None

    @property
    def held(self) -> bool:
        return self._serving is not None

    def take(self) -> bool:
        """Start serving: True when no other process serves this data directory, the lock
        then held alone until `share` (blocks while another process is starting)."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            self._starting = _open(self.data_dir / STARTING_LOCK)
            fcntl.flock(self._starting, fcntl.LOCK_EX)
            self._serving = _open(self.data_dir / SERVING_LOCK)
            try:
                fcntl.flock(self._serving, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                self.share()
                return False
        except BaseException:
            self.release()  # never keep the next process from starting
            raise
        return True

    def share(self) -> None:
        """Serve beside any others that start later; let the next one start."""
        if self._serving is not None:
            # Not atomic (the lock may be let go in between), so the next process cannot
            # start until this one holds its share: it waits for the starting lock.
            fcntl.flock(self._serving, fcntl.LOCK_SH)
        if self._starting is not None:
            os.close(self._starting)
            self._starting = None

    def release(self) -> None:
        self.share()
        if self._serving is not None:
            os.close(self._serving)
            self._serving = None


def _open(path: Path) -> int:
    return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)


class LostReplies:
    """At start-up, answers the turns a crash left without a reply (if no other process
    serves the data); holds this process's share of the serving lock until `stop`."""

    def __init__(self, articles: Articles) -> None:
        self.articles = articles
        settings = articles.settings
        self.lock = ServingLock(settings.data_dir) if settings.database_url is None else None

    async def start(self) -> None:
        if self.lock is None or self.lock.held:
            return  # PostgreSQL, or the same app started again (a second test client)
        try:
            alone = await anyio.to_thread.run_sync(self.lock.take)
        except OSError as error:
            where = self.lock.data_dir
            log.warning("could not tell whether another server uses %s: %s", where, error)
            return
        try:
            if alone:
                answered = await self.answer_all()
                if answered:
                    log.warning(
                        "%d message(s) a stopped server left unanswered now say so", answered
                    )
        finally:
            await anyio.to_thread.run_sync(self.lock.share)

    async def stop(self) -> None:
        if self.lock is not None:
            self.lock.release()

    async def answer_all(self) -> int:
        """Give every article whose head is a writer's message without a reply the one saying
        it was lost;
        how many were answered. Call it only when no turn is running anywhere."""
        store = self.articles.store
        answered = 0
        for content in await self.articles.io(store.list_contents):
            try:
                async with store.lock(content.id):
                    written = await self.articles.io(self._answer_now, content.id)
                    if written is not None:
                        self.articles.bus.publish(written)
                        answered += 1
            except (RedlineError, OSError) as error:
                # One damaged article does not keep the server from starting.
                log.warning("could not look for a lost reply in %s: %s", content.id, error)
        return answered

    def _answer_now(self, content_id: str) -> ArticleChanged | None:
        """The lost reply under the head, if the head is a writer's message without a reply
        (hold the lock; blocks)."""
        store = self.articles.store
        session = store.get_session(content_id)
        if session is None or session.head_id is None:
            return None
        if store.get_message(session.head_id).role != "user":
            return None
        snapshot = self.articles.read_now(content_id)
        asked = snapshot.tree.by_id[session.head_id]
        if snapshot.tree.children.get(asked.id):
            return None  # rolled back to a message that has its replies
        reply = new_message(
            content_id,
            snapshot.session.id,
            parent_id=asked.id,
            role="assistant",
            text=LOST_REPLY,
            version=asked.version,
            now=self.articles.clock(),
            status="error",
            summary=LOST_SUMMARY,
            author=asked.author,
        )
        shown = self.articles.content_at_now(snapshot.content, asked.version)
        return self.articles.write_now(
            shown,
            with_head(snapshot.session, snapshot.tree, reply),
            "turn",
            messages=[reply],
            content_changed=shown is not snapshot.content,
        )
