"""Committing a turn's answer: the reply (and its revision), only if the article stayed put.

The lock is taken again here, after the rules or the model have answered; the answer is
committed only if the article's version and head are still where the turn started. Otherwise
the reply says the article changed meanwhile (status "error") and is saved under the writer's
message without moving the head, so the change made meanwhile stays on screen and the reply
stays in the tree with its Retry (which sends the suggestion again on the new text).

Every answer is announced after its commit: `RevisionSaved` for a revision, and for a reply
that made none (nothing needed changing, a reply in plain words, a failure, Stop)
`MessageAnswered`, so the writer's words still teach their persona (the style queue saves
either as a job before the response goes out). A reply lost to a change made meanwhile is not:
its Retry sends the same words again as a new message, which is learned then, once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import aclosing, asynccontextmanager
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel

from app.domain.actors import Author
from app.domain.describe import describe_reply
from app.domain.diff import change_summary
from app.domain.errors import InvalidInput, RedlineError, StorageFailed, StorageFull
from app.domain.models import (
    ChatMessage,
    Content,
    LLMCall,
    MessageStatus,
    RevisionKind,
    RevisionRecord,
    WithheldChange,
)
from app.domain.text import counts_characters, preview_lines
from app.domain.tree import Tree, choose_path
from app.editing.articles import Articles, Snapshot, with_head
from app.editing.checks import unsavable
from app.editing.failed_back import edited_branch_words, kept_reply
from app.editing.hand_edits_left import left_out_line, versions_left
from app.editing.moved_on import MOVED_ON, edited_meanwhile_words, moved_on_words
from app.editing.noted_wish import noted_for
from app.editing.records import at_version, new_message, new_message_id, new_revision
from app.editing.rule_terms import is_chinese
from app.editing.said_in_chinese import failure_to_article, stopped_with_reply, to_article
from app.editing.stopped_again import back_to_earlier, where_the_writer_was
from app.editing.views import SendResult
from app.events import ArticleChanged, MessageAnswered, RevisionSaved, TurnOutcome
from app.llm.thinking_hidden import without_thinking
from app.llm.tool_call_hidden import without_tool_calls
from app.store.journal import storage_failure

# Tries (1 s, 2 s, 4 s … then every minute: about an hour) to save a reply that a refusing
# data directory kept from being saved.
LATER_ATTEMPTS = 64
log = logging.getLogger(__name__)

# What the model reads of a stopped reply in later turns: never the half-written article
# (it would take words the article does not hold for an edit that was made).
STOPPED_SUMMARY = "Stopped before the reply was finished; the article was not changed."
# A reply stopped before the model sent anything (in Chinese on a Chinese article; the panel's
# transcript.js knows both).
NO_REPLY_YET = "Stopped. No reply yet."
# A reply cut off because the server was asked to stop (in Chinese on a Chinese article; the
# panel's transcript.js knows both).
SERVER_STOPPING = (
    "The server was stopping (a restart or an update), so this reply was cut off and nothing "
    "was changed. Your message is saved — press Retry to ask again."
)

TurnEventName = Literal["user_message", "delta", "revision", "assistant_message", "done"]
TurnEvent = tuple[TurnEventName, BaseModel | dict[str, str | int]]
TurnEvents = AsyncGenerator[TurnEvent, None]


@dataclass
class Turn:
    """A turn once the writer's message is saved: the article as the answer must see it."""

    content: Content  # at the version the message was written against
    session_id: str
    user_message: ChatMessage
    tree: Tree  # the conversation, the writer's message included
    selection: tuple[int, int] | None = None
    deltas: list[str] = field(default_factory=list)
    # Who asked for this answer: the reply and its revision are theirs.
    author: Author | None = None
    # Where the writer was before this turn (the session's head): a stopped Regenerate or
    # edit goes back there (stopped_again.py), not to the end of the branch past it.
    head_before: str | None = None

    @property
    def base_version(self) -> int:
        return self.content.version


class Answers:
    """Commits a turn's answer under the article's lock, or says why it could not."""

    def __init__(self, articles: Articles) -> None:
        self.articles = articles
        self.store = articles.store

    @asynccontextmanager
    async def _reply_lock(self, turn: Turn) -> AsyncIterator[None]:
        """The article's lock, to commit a turn's reply. The writer's message is saved
        already, so a data directory (or database) that refuses the lock or the commit says
        that — not "part of this change may have been saved" — and a reply saying so is
        saved later, once it can be (`_answer_later`)."""
        locked = False
        try:
            async with self.store.lock(turn.content.id):
                locked = True
                yield
        except OSError as error:
            failure = storage_failure(error, saved=False, what="the reply")
            self._answer_later(turn, failure)
            raise failure from error
        except StorageFailed as error:
            if not error.saved:
                self._answer_later(turn, error)
            if locked:
                raise  # the commit's own sentence already says what was saved
            # The lock could not be had (a database out of reach): the store's sentence
            # ends "nothing was changed", but the writer's message is saved.
            cause = str(error).split(";")[0].rstrip(".")
            sentence = f"{cause}: your message was saved, but the reply could not be."
            raise type(error)(sentence) from error
        except Exception as error:
            if isinstance(error, RedlineError) and not isinstance(error, InvalidInput):
                raise  # the article moved on, vanished or is damaged: said as it is
            # Not the disk: a record the store could not write (a bug, text the database
            # cannot hold). The writer's message is saved, so it still gets a reply at once —
            # not a cut stream and a message unanswered until the next start.
            log.exception("the reply to %s could not be committed", turn.user_message.id)
            failure = StorageFailed(
                "The reply could not be saved because of an error on our side: your message "
                "was saved, but the reply could not be.",
                saved=False,
            )
            self._answer_later(turn, failure)
            raise failure from error

    def _answer_later(self, turn: Turn, failure: StorageFailed) -> None:
        """Keep trying, in the background, to save a reply saying the answer was lost, so
        the message does not wait for a restart to be answered (if the process stops first,
        the next start answers it: app/editing/lost_replies.py)."""
        waiting = self.articles.running.unanswered
        if turn.user_message.id in waiting:
            return
        ledger = self.articles.running.ledger
        if ledger is not None:  # a stop before it is saved is not said as the cause
            ledger.unsaved(turn.user_message.id, full=isinstance(failure, StorageFull))
        task = asyncio.get_running_loop().create_task(self._save_when_possible(turn, failure))
        waiting[turn.user_message.id] = task
        task.add_done_callback(lambda _: waiting.pop(turn.user_message.id, None))

    async def _save_when_possible(self, turn: Turn, failure: StorageFailed) -> None:
        why = str(failure).split(":")[0].split(";")[0].rstrip(".")
        reply = self._reply(
            turn,
            failure_to_article(
                f"No reply could be saved at the time: {why[:1].lower()}{why[1:]}. Nothing was "
                "changed; your message is kept — press Retry to ask again.",
                turn.content.body,
            ),
            status="error",
            summary=f"Failed: the reply could not be saved ({why[:100]}).",
        )

        def commit() -> ArticleChanged | None:
            snapshot, unchanged = self._current(turn)
            if any(m.parent_id == turn.user_message.id for m in snapshot.tree.by_id.values()):
                return None  # answered meanwhile (by another process's start-up)
            if unchanged:
                return self._commit_reply(turn, snapshot, reply, None)
            return self._commit_aside(snapshot, reply, None)

        delay = 1.0
        for _ in range(LATER_ATTEMPTS):
            await asyncio.sleep(delay)
            delay = min(delay * 2, 60.0)
            try:
                async with self.store.lock(turn.content.id):
                    written = await self.articles.io(commit)
            except (OSError, StorageFailed):
                continue  # not yet
            except Exception:
                log.exception("could not save the reply to %s", turn.user_message.id)
                return
            if written is not None:
                self.articles.bus.publish(written)
                self._announce_words(turn, "failed")
            return

    def _current(self, turn: Turn, *, next_version: bool = False) -> tuple[Snapshot, bool]:
        """The article now, and whether it is still where the turn started. Hold the lock;
        blocks (the answer's read, decision and commit make one trip to a worker thread).

        `next_version`: the snapshot also holds the number a revision made now takes."""
        snapshot = self.articles.read_now(turn.content.id, next_version=next_version)
        unchanged = (
            snapshot.content.version == turn.base_version
            and snapshot.session.head_id == turn.user_message.id
        )
        return snapshot, unchanged

    def _save_moved_on(
        self, turn: Turn, snapshot: Snapshot, call: LLMCall | None
    ) -> tuple[ChatMessage, ArticleChanged]:
        """The article moved on while the answer was being written: save a reply saying so
        under the writer's message, leaving the head (and the article) where the other change
        put them. The forks on the head's path are pinned to it, so the new sibling does not
        become the branch a switch lands on. Hold the lock; blocks. The reply, and the event
        to announce."""
        now_at = snapshot.content
        chinese = is_chinese(turn.user_message.content) or counts_characters(turn.content.body)
        edited = any(m.edited_from == turn.user_message.id for m in snapshot.tree.by_id.values())
        reply = self._reply(
            turn,
            edited_meanwhile_words(chinese=chinese)
            if edited
            else moved_on_words(
                now_at.version, article_moved=now_at.version != turn.base_version, chinese=chinese
            ),
            status="error",
            reply_id=call.message_id if call else None,
            summary=MOVED_ON,
        )
        if call is not None and call.outcome in ("", "applied", "withheld"):
            # The model's edit was fine; it just came too late to be applied.
            call.outcome = "rejected: the article changed meanwhile"
        return reply, self._commit_aside(snapshot, reply, call)

    def _commit_aside(
        self, snapshot: Snapshot, reply: ChatMessage, call: LLMCall | None
    ) -> ArticleChanged:
        """Commit a reply under its writer's message, leaving the head (and the article)
        where another change put them, the forks on the head's path pinned to it. Hold the
        lock; blocks. The event to announce."""
        tree = snapshot.tree.with_message(reply)
        session = snapshot.session
        if session.head_id is not None:
            session = session.model_copy(
                update={
                    "active_child": choose_path(
                        session.active_child, tree.ancestors(session.head_id), tree
                    )
                }
            )
        return self.articles.write_now(
            snapshot.content,
            session,
            "turn",
            messages=[reply],
            llm_call=call,
            content_changed=False,
        )

    async def finish(
        self,
        turn: Turn,
        text: str,
        *,
        status: MessageStatus,
        call: LLMCall | None = None,
        summary: str | None = None,
        retryable: bool = True,
    ) -> TurnEvents:
        """A reply that made no revision: the article stays where it was. `retryable`: a
        failure that asking again can mend."""
        if status == "ok" and call is not None and call.outcome == "no_change":
            # Only a lasting wish, rightly unchanged today: said to be noted (outside55 F5).
            wish = turn.user_message.content
            text = await noted_for(self.articles, turn.content, wish, text) or text
        if summary is None:
            # what the model reads of this turn later: the writer saw the words (a question
            # the model asked, why nothing changed), so the model sees them too
            summary = f"No change made. {text}" if status == "ok" else f"Failed: {text[:160]}"
        reply_id = call.message_id if call else None
        reply = self._reply(
            turn, text, status=status, reply_id=reply_id, summary=summary, retryable=retryable
        )

        asked = turn.user_message

        def commit() -> tuple[ChatMessage, Content, ArticleChanged]:
            nonlocal reply
            snapshot, unchanged = self._current(turn)
            earlier = kept_reply(snapshot, asked) if status == "error" else None
            if unchanged and earlier is not None:
                # A Regenerate the model could not answer changes nothing the writer had: the
                # earlier reply and its version stay shown, the failure kept beside it.
                written, shown = self._commit_back(turn, snapshot, reply, earlier, call)
                return reply, shown, written
            if unchanged:
                if status == "error" and (
                    words := edited_branch_words(snapshot, asked, reply.content)
                ):
                    reply = reply.model_copy(update={"content": f"{reply.content} {words}"})
                return reply, turn.content, self._commit_reply(turn, snapshot, reply, call)
            lost, written = self._save_moved_on(turn, snapshot, call)
            return lost, snapshot.content, written

        self.articles.running.committing(turn.user_message.id)
        async with self._reply_lock(turn):
            saved, shown, written = await self.articles.io(commit)
            self.articles.bus.publish(written)
        if saved is reply:
            self._announce_words(turn, "answered" if status == "ok" else "failed")
        async with aclosing(answered(turn, saved, shown)) as events:
            async for event in events:
                yield event

    async def revise(
        self,
        turn: Turn,
        revised: tuple[str, str],
        *,
        kind: RevisionKind,
        model: str,
        suggestions: list[str],
        summary: str | None,
        call: LLMCall | None = None,
        style_applied: list[str] | None = None,
        withheld: list[WithheldChange] | None = None,
        note: str | None = None,
        checks: str = "",
    ) -> TurnEvents:
        """A reply with a revision: the article moves to the next version.

        The reply says what changed in words, a line per change (never the article itself),
        then the model's own note, the changes it suggested outside the request, and `checks`:
        facts it changed unasked."""
        content = turn.content
        limit = self.articles.settings.max_article_chars
        refusal = unsavable(revised, limit)
        if refusal is not None:
            # The rules would make the same edit again, and a model asked again for a text
            # over the limit rarely answers with one under it.
            again = kind != "rules" and len(revised[0]) + len(revised[1]) <= limit
            refused = self.finish(
                turn,
                failure_to_article(refusal, content.body),
                status="error",
                call=call,
                retryable=again,
            )
            async with aclosing(refused) as events:
                async for event in events:
                    yield event
            return
        what = summary or change_summary(content.title, content.body, *revised)
        lines = describe_reply(
            (content.title, content.body), revised, note=note, withheld=withheld or ()
        )
        if checks:  # one line each: facts to check, an ask left undone
            lines = [*lines, *checks.split("\n")]
        left = versions_left(turn.tree, turn.user_message, turn.head_before)
        hand = [version for version, restored in left if restored is None]
        restores = {version: restored for version, restored in left if restored is not None}
        if (left_out := left_out_line(hand, content.body, restores)) is not None:
            lines = [*lines, left_out]  # a Regenerate's new branch: the writer's edits stay behind

        def commit() -> tuple[ChatMessage, Content, RevisionRecord | None, ArticleChanged]:
            """Read, decide and commit in one trip to a worker thread (hold the lock)."""
            snapshot, unchanged = self._current(turn, next_version=True)
            if not unchanged:
                lost, written = self._save_moved_on(turn, snapshot, call)
                return lost, snapshot.content, None, written
            now = self.articles.clock()
            version = snapshot.next_version
            reply_id = call.message_id if call else new_message_id(content.id)
            revision = new_revision(
                content.id,
                kind=kind,
                base_version=turn.base_version,
                version=version,
                suggestion="\n".join(suggestions),
                original=(content.title, content.body),
                revised=revised,
                now=now,
                session_id=turn.session_id,
                message_id=reply_id,
                model=model,
                usage=call.usage if call else None,
                style_applied=style_applied or [],
                withheld=withheld or [],
                author=turn.author,
            )
            reply = self._reply(
                turn,
                "\n".join([f"V{turn.base_version}→V{version} saved.", *(f"• {x}" for x in lines)]),
                status="ok",
                reply_id=reply_id,
                version=version,
                revision_id=revision.id,
                summary=f"V{turn.base_version}→V{version}: {what}",
            )
            # From the article as it is now, not as the turn found it: a move to the trash or
            # a change of sharing made while the model wrote must not be written back.
            updated = at_version(snapshot.content, version, *revised, now)
            session = with_head(snapshot.session, snapshot.tree, reply)
            written = self.articles.write_now(
                updated, session, "turn", messages=[reply], revision=revision, llm_call=call
            )
            return reply, updated, revision, written

        self.articles.running.committing(turn.user_message.id)
        async with self._reply_lock(turn):
            reply, shown, revision, written = await self.articles.io(commit)
            self.articles.bus.publish(written)
        if revision is not None:
            self.articles.bus.publish(
                RevisionSaved(shown, revision, tuple(suggestions), turn.user_message.edited_from)
            )
            yield "revision", revision
        async with aclosing(answered(turn, reply, shown, revision)) as events:
            async for event in events:
                yield event

    async def save_stopped(self, turn: Turn, call: LLMCall, *, whole: bool = False) -> None:
        """The writer pressed Stop: keep the partial reply, make no revision. It is recorded as
        the one who stopped it (or, a client that went away, the one who asked). `whole`: the
        model had answered in full, and its reply was being checked against the article."""
        partial = without_thinking(call.response)  # as the writer was shown it
        partial = partial if "<tool_call>" in turn.content.body else without_tool_calls(partial)
        text = (
            stopped_with_reply(preview_lines(partial), turn.content.body, checked=whole)
            if partial
            else to_article(NO_REPLY_YET, turn.content.body)
        )
        if self.articles.running.shutting_down and not self.articles.running.stopped_by(
            turn.user_message.id
        ):
            # Nobody pressed Stop: the server was asked to stop (a restart, a deploy).
            said = failure_to_article(SERVER_STOPPING, turn.content.body)
            if partial:
                arrived = "已收到的部分：" if said != SERVER_STOPPING else " Partial reply: "
                said += arrived + preview_lines(partial)
            text = said
        stopper = self.articles.running.stopped_by(turn.user_message.id) or turn.author
        reply = self._reply(
            turn,
            text,
            status="stopped",
            reply_id=call.message_id,
            author=stopper,
            summary=STOPPED_SUMMARY,
        )

        def commit() -> tuple[ArticleChanged, Content]:
            snapshot, unchanged = self._current(turn)
            if not unchanged:
                # Another change came first: the stopped reply is kept beside it.
                return self._commit_aside(snapshot, reply, call), snapshot.content
            earlier = where_the_writer_was(snapshot, turn.user_message)
            if earlier is None:
                return self._commit_reply(turn, snapshot, reply, call), snapshot.content
            # A Regenerate or an edit stopped: back to the branch (and version) the writer had.
            return self._commit_back(turn, snapshot, reply, earlier, call)

        async with self._reply_lock(turn):
            written, shown = await self.articles.io(commit)
            self.articles.bus.publish(written)
        running = self.articles.running.turn_of(turn.user_message.id)
        if running is not None:  # a plain request waiting for the turn answers with this
            running.stopped = SendResult(
                session_id=turn.session_id,
                user_message=turn.user_message,
                assistant_message=reply,
                revision=None,
                content=shown,
            )
        self._announce_words(turn, "stopped")

    def _commit_back(
        self,
        turn: Turn,
        snapshot: Snapshot,
        reply: ChatMessage,
        earlier: ChatMessage,
        call: LLMCall | None,
    ) -> tuple[ArticleChanged, Content]:
        """Commit a reply that made nothing (stopped, or failed) beside `earlier`, the head
        and the article back where the writer was (stopped_again.py). Hold the lock; blocks."""
        content, session = back_to_earlier(
            snapshot,
            reply,
            earlier,
            self.store.get_version,
            self.articles.clock(),
            head_before=turn.head_before,
        )
        written = self.articles.write_now(
            content,
            session,
            "turn",
            messages=[reply],
            llm_call=call,
            content_changed=content.version != snapshot.content.version,
        )
        return written, content

    def _announce_words(self, turn: Turn, outcome: TurnOutcome) -> None:
        """The writer's message made no revision: announce it with how the turn ended, so what
        it says is learned (once, however often it is answered) and a refused or failed edit
        is never taken for a result."""
        self.articles.bus.publish(MessageAnswered(turn.content, turn.user_message, outcome))

    def _commit_reply(
        self, turn: Turn, snapshot: Snapshot, reply: ChatMessage, call: LLMCall | None
    ) -> ArticleChanged:
        """Commit a reply that makes no revision, as the new head; caller holds the lock.
        Blocks; the event to announce."""
        session = with_head(snapshot.session, snapshot.tree, reply)
        return self.articles.write_now(
            turn.content,
            session,
            "turn",
            messages=[reply],
            llm_call=call,
            content_changed=False,
        )

    def _reply(
        self,
        turn: Turn,
        text: str,
        *,
        status: MessageStatus,
        reply_id: str | None = None,
        version: int | None = None,
        revision_id: str | None = None,
        summary: str | None = None,
        author: Author | None = None,
        retryable: bool = True,
    ) -> ChatMessage:
        return new_message(
            turn.content.id,
            turn.session_id,
            parent_id=turn.user_message.id,
            role="assistant",
            text=text,
            version=turn.base_version if version is None else version,
            now=self.articles.clock(),
            status=status,
            message_id=reply_id,
            revision_id=revision_id,
            summary=summary,
            author=author or turn.author,
            retryable=retryable,
        )


async def answered(
    turn: Turn, reply: ChatMessage, content: Content, revision: RevisionRecord | None = None
) -> TurnEvents:
    """A turn's last events: the reply, then `done` with the article as it is now."""
    yield "assistant_message", reply
    yield (
        "done",
        SendResult(
            session_id=turn.session_id,
            user_message=turn.user_message,
            assistant_message=reply,
            revision=revision,
            content=content,
        ),
    )
