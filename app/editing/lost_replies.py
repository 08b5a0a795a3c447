"""Replies a crash never wrote: after a restart, a writer's message the server died answering
gets a reply saying so in plain words, with Retry (regenerate) to ask again.

A turn commits the writer's message before it answers, and every turn ends with a reply under
that message (an edit, a refusal, "noted", "stopped", "the article changed meanwhile"). So a
writer's message without any reply, when no server is running, is a turn whose process died —
killed, or the machine stopped — and nothing will ever answer it. It is usually the head, but
not always: another tab may have moved the head on before the process died. Regenerate moves
the head back onto a message that has replies already, marking the session as answering it
(`ChatSession.answering`, cleared by the next head move): a crash leaves that mark, so that
message is answered too — a roll-back to it leaves no mark and is left alone. Without this the
writer would see their message followed by nothing, and an API client would have no reply to
regenerate. A Regenerate or a "Save and resend" had moved the article back to the version its
message was sent on: its lost reply goes beside the reply the writer had, and the head (with
the article) goes back there, as a Stop does (app/editing/stopped_again.py).

"No server is running" is known from a lock in the data directory that every serving process
holds (shared) for its lifetime: the first process to start takes it alone. A process that
finds it held by another (a second worker, a second instance on the same data) leaves every
message alone, since that other process may be answering it now. The first one looks for lost
replies before it serves (the next process waits for it to finish), unless the last process to
stop before it stopped cleanly: that one saved every reply being written as "stopped", and left
a marker saying so; reading every article's messages is then spared. App instances sharing a
PostgreSQL database share no folder: there the lock is the database's own, and the articles to
look at are found by one query (app/editing/lost_replies_pg.py).
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import anyio

from app.domain.models import ChatMessage, ChatSession, Content
from app.domain.tree import Tree, choose_path
from app.editing.articles import Articles, Snapshot, with_head
from app.editing.failed_back import back_after_failure
from app.editing.orphans import TurnLedger
from app.editing.records import new_message
from app.editing.said_in_chinese import failure_to_article
from app.editing.stopped_again import ReadVersion, back_to_earlier
from app.events import ArticleChanged, MessageAnswered

if TYPE_CHECKING:
    from app.editing.lost_replies_pg import PgServingLock

log = logging.getLogger(__name__)

LOST_REPLY = (
    "No reply was written: the server stopped while answering this message, so nothing was "
    "changed. Your message is saved — press Retry to ask again."
)
LOST_SUMMARY = "The server stopped before the reply was written."
# A reply the data directory refused (a full disk, or another refusal) and the server stopped
# before it could be saved: said as such, not as a stop (app/editing/orphans.py, `unsaved`).
FULL_DISK_REPLY = (
    "No reply could be saved: the disk was full when this message was answered, and the "
    "server stopped before there was room. Nothing was changed. Your message is saved — "
    "press Retry to ask again."
)
REFUSED_REPLY = (
    "No reply could be saved: the data directory refused the write when this message was "
    "answered, and the server stopped before it could be saved. Nothing was changed. Your "
    "message is saved — press Retry to ask again."
)
SERVING_LOCK = "serving.lock"  # held shared by every serving process, alone by the first
STARTING_LOCK = "starting.lock"  # one process at a time decides whether it is the first
SWEEP_SECONDS = 5.0  # how often a serving process looks for turns a dead process left
STOPPED_CLEANLY = "stopped-cleanly"  # left by the last process to stop, if it stopped cleanly


class ServingLock:
    """This process's hold on the data directory's serving lock, from start-up to shutdown."""

    # What `take` may raise that only means it could not tell.
    failures: tuple[type[Exception], ...] = (OSError,)

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

    def release(self, *, cleanly: bool = False) -> None:
        """Stop serving. `cleanly`: every reply being written was saved, so if this is the
        last process serving, the next one to start need not look for lost replies."""
        self.share()
        if self._serving is None:
            return
        try:
            if cleanly:
                try:
                    fcntl.flock(self._serving, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    pass  # another process serves on: whatever it leaves is its to say
                else:
                    _open_marker(self.data_dir / STOPPED_CLEANLY)
        finally:
            os.close(self._serving)
            self._serving = None

    def stopped_cleanly(self) -> bool:
        """Whether the last process to serve stopped cleanly; the marker is removed (for
        good, before this process serves), so a crash from now on is not taken for clean.
        Call it holding the lock alone."""
        marker = self.data_dir / STOPPED_CLEANLY
        try:
            marker.unlink()
        except FileNotFoundError:
            return False
        fd = os.open(self.data_dir, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        return True


def _open(path: Path) -> int:
    return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)


def _open_marker(path: Path) -> None:
    """An empty file at `path` (unsynced: if a power cut loses it, the next start looks for
    lost replies, which is only slower)."""
    os.close(_open(path))


class LostReplies:
    """At start-up, answers the turns a crash left without a reply (if no other process
    serves the data); holds this process's share of the serving lock until `stop`."""

    def __init__(self, articles: Articles) -> None:
        self.articles = articles
        settings = articles.settings
        self.lock: ServingLock | PgServingLock
        if settings.database_url is None:
            self.lock = ServingLock(settings.data_dir)
        else:
            # Imported here: the PostgreSQL driver costs every TinyDB process a tenth of a
            # second of CPU at start-up (each `python -m app` and its style learner).
            from app.editing.lost_replies_pg import PgServingLock

            self.lock = PgServingLock(settings.database_url)
        self._looked = True  # false when a search for lost replies did not finish
        # The turns this process begins, seen by the others (app/editing/orphans.py).
        self.ledger = TurnLedger(settings.data_dir)
        if settings.database_url is not None:  # seen by the instances sharing no folder too
            from app.editing.live_turns_pg import PgTurnLedger

            self.ledger = PgTurnLedger(settings.data_dir, settings.database_url)
        self._sweeping: asyncio.Task[None] | None = None
        # Lost replies found at start-up but not yet written (the disk was full), by article.
        self._owed: dict[str, set[str]] = {}
        self._at_signal: asyncio.Task[None] | None = None
        # Messages whose reply a stopped process could not save (read from its ledger), each
        # with whether the disk was full.
        self._unsaved: dict[str, bool] = {}

    async def start(self) -> None:
        if self._at_signal is None:
            self._at_signal = asyncio.get_running_loop().create_task(self._stop_at_signal())
        if self.lock.held:
            return  # the same app started again (a second test client)
        try:
            alone = await anyio.to_thread.run_sync(self.lock.take)
        except self.lock.failures as error:
            log.warning("could not tell whether another server uses the same data: %s", error)
            return
        try:
            if alone and not await anyio.to_thread.run_sync(self.lock.stopped_cleanly):
                self._unsaved = await anyio.to_thread.run_sync(self.ledger.unsaved_replies)
                self._looked = False
                await self.answer_all()
                self._looked = True
        except Exception as error:  # serving matters more than any lost reply
            log.warning("could not look for lost replies: %s", error)
        finally:
            await anyio.to_thread.run_sync(self.lock.share)
        try:
            self.ledger.open()
        except OSError as error:
            log.warning("could not note this process's turns for the others: %s", error)
        else:
            self.articles.running.ledger = self.ledger
        self._sweeping = asyncio.get_running_loop().create_task(self._sweep())

    async def _sweep(self) -> None:
        """Now and every few seconds: answer the turns of processes that died while this
        one serves (a worker killed and restarted, another server on the same data)."""
        while True:
            try:
                await self._pay_owed()
                await self.answer_left_behind()
            except Exception as error:
                log.warning("could not look for replies a stopped process left: %s", error)
            await asyncio.sleep(SWEEP_SECONDS)

    async def answer_left_behind(self) -> int:
        """The replies of turns whose process is gone; how many were written."""
        answered = 0
        with self.ledger.left_behind() as turns:
            if turns:
                self._unsaved |= await anyio.to_thread.run_sync(self.ledger.unsaved_replies)
            asked: dict[str, set[str]] = {}
            for message_id, content_id in turns:
                # A turn this process or another serving one runs now answers it (a retry
                # of the cut request): a lost reply as well would be its second.
                if message_id not in self.articles.running.pending() and not (
                    self.ledger.names_live(message_id)
                ):
                    asked.setdefault(content_id, set()).add(message_id)
            for content_id, ids in asked.items():
                try:
                    answered += await self.answer(content_id, only=ids)
                except Exception as error:  # one damaged article does not keep the others
                    log.warning("could not answer the lost replies in %s: %s", content_id, error)
        if answered:
            log.warning("%d message(s) a stopped process left unanswered now say so", answered)
        return answered

    async def _stop_at_signal(self) -> None:
        """Asked to stop (SIGTERM, Ctrl-C): every reply being written is saved as stopped at
        once, with what had arrived, so its stream ends whole. Otherwise uvicorn waited out
        its grace period for each, then cancelled it mid-stream with a traceback."""
        from app.web.sse import stopping  # the one watch on the stop signals, shared

        await stopping().wait()
        await self.articles.running.stop_all()

    async def stop(self) -> None:
        """At shutdown, after every reply being written was saved as stopped (a message
        whose reply the data directory refused is left for the next start to answer)."""
        if self._at_signal is not None:
            self._at_signal.cancel()
        running = self.articles.running
        cleanly = (
            self._looked and not self._owed and not running.left_unanswered and not self._cut_off()
        )
        if self._sweeping is not None:
            self._sweeping.cancel()
        running.ledger = None
        self.ledger.close(keep=not cleanly)  # kept: a process serving on answers it
        self.lock.release(cleanly=cleanly)

    def _cut_off(self) -> bool:
        """Whether a turn this process began left its writer's message without a reply: a
        second Ctrl-C (or a teardown cancelling everything) can cut a turn off before its
        stopped reply is saved, and the shutdown hooks still run. The store says, for the
        few articles whose turns ended unseen."""
        begun = dict(self.articles.running.begun)
        try:
            for content_id in set(begun.values()):
                messages = self.articles.store.list_messages(content_id)
                left = {
                    m.id for m in unanswered(messages, self.articles.store.get_session(content_id))
                }
                if left & begun.keys():
                    return True
        except Exception as error:  # unreadable now: let the next start look
            log.warning("could not check the replies of this process's turns: %s", error)
            return True
        return False

    async def answer_all(self) -> int:
        """Give every writer's message without a reply the one saying it was lost; how many
        were answered. Only when no turn is running."""
        answered = 0
        if not isinstance(self.lock, ServingLock):
            ids = await anyio.to_thread.run_sync(self.lock.suspects)
        else:
            ids = [c.id for c in await self.articles.io(self.articles.store.list_contents)]
        for content_id in ids:
            try:
                answered += await self.answer(content_id)
            except Exception as error:
                # One damaged article (a file cut short, not JSON, of the wrong shape) keeps
                # neither the others from being answered nor the server from starting.
                log.warning("could not look for lost replies in %s: %s", content_id, error)
                await self._owe(content_id)
        if answered:
            log.warning("%d message(s) a stopped server left unanswered now say so", answered)
        return answered

    async def _owe(self, content_id: str) -> None:
        """The lost replies of this article could not be written (a full disk): answer them
        while serving, once they can be — the search is over, and a clean stop would spare
        the next start another."""
        try:
            messages = await self.articles.io(self.articles.store.list_messages, content_id)
            session = await self.articles.io(self.articles.store.get_session, content_id)
        except Exception:
            self._looked = False  # unreadable: the next start looks again
            return
        lost = {m.id for m in unanswered(messages, session)}
        if lost:
            self._owed[content_id] = lost

    async def _pay_owed(self) -> None:
        for content_id, ids in list(self._owed.items()):
            try:
                await self.answer(content_id, only=ids)
            except Exception as error:
                log.debug("the lost replies of %s still cannot be written: %s", content_id, error)
            else:
                del self._owed[content_id]

    async def answer(self, content_id: str, only: set[str] | None = None) -> int:
        """The lost replies of one article (`only`: of these writer's messages); how many."""
        messages = await self.articles.io(self.articles.store.list_messages, content_id)
        session = await self.articles.io(self.articles.store.get_session, content_id)
        if not _among(unanswered(messages, session), only):
            return 0  # the usual case: read without the lock
        async with self.articles.store.lock(content_id):
            written = await self.articles.io(self._answer_now, content_id, only)
            if written is None:
                return 0
            changed, said = written
            self.articles.bus.publish(changed)
        for event in said:
            # What the writer asked is still theirs to teach, as after any reply that made
            # no revision (once: a Retry of it adds nothing).
            self.articles.bus.publish(event)
        return len(said)

    def _answer_now(
        self, content_id: str, only: set[str] | None = None
    ) -> tuple[ArticleChanged, list[MessageAnswered]] | None:
        """Commit a lost reply under each writer's message without one (hold the lock;
        blocks). The head moves to the reply only from the message itself; elsewhere it
        stays, and the forks on its path stay chosen. The event to announce, and a
        `MessageAnswered` for each message answered."""
        snapshot = self.articles.read_now(content_id)
        lost = _among(unanswered(list(snapshot.tree.by_id.values()), snapshot.session), only)
        if not lost:
            return None
        now = self.articles.clock()
        replies = [
            new_message(
                content_id,
                snapshot.session.id,
                parent_id=asked.id,
                role="assistant",
                text=_lost_reply(self._unsaved.get(asked.id), snapshot.content.body),
                version=asked.version,
                now=now,
                status="error",
                summary=LOST_SUMMARY,
                author=asked.author,
            )
            for asked in lost
        ]
        tree = snapshot.tree
        for reply in replies:
            tree = tree.with_message(reply)
        session, shown = snapshot.session, snapshot.content
        at_head = next((r for r in replies if r.parent_id == session.head_id), None)
        if at_head is not None:
            shown, session = _settled(snapshot, tree, at_head, self.articles.store.get_version, now)
        if session.head_id is not None:
            # A new reply beside the path must not become the branch a switch lands on.
            pinned = choose_path(session.active_child, tree.ancestors(session.head_id), tree)
            session = session.model_copy(update={"active_child": pinned})
        written = self.articles.write_now(
            shown,
            session,
            "turn",
            messages=replies,
            content_changed=shown.version != snapshot.content.version,
        )
        said = [
            MessageAnswered(self.articles.content_at_now(shown, asked.version), asked, "lost")
            for asked in lost
        ]
        return written, said


def _settled(
    snapshot: Snapshot, tree: Tree, lost: ChatMessage, read_version: ReadVersion, now: datetime
) -> tuple[Content, ChatSession]:
    """The article and session once `lost` answers the message the head sat on. A Regenerate
    or a "Save and resend" had moved the head (and the article) back to the version its
    message was sent on: left there, the writer would lose the reply they had and the
    version it made, under a reply saying nothing was changed. So, as a Stop does, the head
    goes back to where the writer was, and the lost reply stays beside it with its Retry."""
    asked = snapshot.tree.by_id[lost.parent_id or ""]
    earlier = back_after_failure(snapshot, asked)
    if earlier is None:  # a new message at the head: its lost reply becomes the head
        return snapshot.content, with_head(snapshot.session, tree, lost)
    return back_to_earlier(snapshot, lost, earlier, read_version, now)


def _lost_reply(full: bool | None, body: str) -> str:
    """What a lost reply says: the server stopped, or (`full` known) the write was refused —
    in Chinese on a Chinese article `body` (said_in_chinese.FAILURES_IN_CHINESE)."""
    said = LOST_REPLY if full is None else FULL_DISK_REPLY if full else REFUSED_REPLY
    return failure_to_article(said, body)


def unanswered(
    messages: list[ChatMessage], session: ChatSession | None = None
) -> list[ChatMessage]:
    """The writer's messages no reply answers, in the order given — and the one the
    session's head sits on while Regenerate writes its new reply (the older replies answer
    it no longer: the writer asked for another)."""
    answered = {m.parent_id for m in messages if m.role == "assistant"}
    again = session.answering if session and session.answering == session.head_id else None
    return [m for m in messages if m.role == "user" and (m.id not in answered or m.id == again)]


def _among(messages: list[ChatMessage], only: set[str] | None) -> list[ChatMessage]:
    return messages if only is None else [m for m in messages if m.id in only]
