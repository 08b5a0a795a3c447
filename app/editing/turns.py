"""A turn of the conversation — send, edit, regenerate — as a stream of events.

The writer's message is committed first, under the article's lock. The lock is then released
while the rules or the model work, and taken again to commit the answer only if the article's
version and head are still where the turn started. If another tab or client changed the
article meanwhile, the reply says so (status "error"): the writer's message stays, nothing
else is saved. A model failure likewise becomes a reply in plain words, the article untouched.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from contextlib import ExitStack, aclosing

import anyio

from app.domain.actors import Author
from app.domain.errors import InvalidInput, NotFound
from app.domain.models import LLMCall
from app.domain.tree import off_the_path
from app.editing import idempotency
from app.editing.answers import Answers, Turn, TurnEvents
from app.editing.articles import Articles, with_head
from app.editing.chat_undo import undo_answer
from app.editing.checks import check_message, content_of, require_id
from app.editing.failed_calls import failed_call
from app.editing.judge import EditRequest, NoEdit
from app.editing.judge_thread import judge_off_loop
from app.editing.missing_paragraph import missing_paragraph
from app.editing.moved_on import sent_again_at_head
from app.editing.offline_help import noted_left
from app.editing.offline_parts import partly_offline
from app.editing.offline_wish import not_theirs, noted_wish
from app.editing.progress import shown_progress
from app.editing.prompt import assemble_prompt
from app.editing.queued_send import (
    ReplyPending,
    refuse_while_written,
    turn_time_limit,
    wait_for_reply,
)
from app.editing.records import new_message_id
from app.editing.remote_stop import RemoteStop
from app.editing.rule_terms import is_chinese
from app.editing.rules import apply_all, apply_within, limited_offline, offline_answer, rules_for
from app.editing.running import RunningTurn
from app.editing.selection_moved import noted_scope, retry_selection
from app.editing.sent_message import check_head, save_message
from app.editing.unusable import check_ending, check_readable, longest_reply
from app.editing.views import SendResult, StopResult
from app.llm.base import LLMProvider, streamed

log = logging.getLogger(__name__)


NOTED_REPLY = "Noted — say 'apply' when you want the changes."
# To a note worded in Chinese, in Chinese alone (a zh reader saw the English line).
NOTED_REPLY_ZH = "记下了——要改的时候说“应用”。"
# What each kind of conversation node is, as a refusal names it.
ROLE_WORDS = {
    "user": "a writer's message",
    "assistant": "an assistant reply",
    "system": "the conversation's opening line",
    "event": "a note of a change made outside the chat",
}
# Messages that mean "now apply what I noted earlier", in English and Chinese.
_APPLY_WORDS = re.compile(
    r"^\s*(apply|apply (them|it|all|the changes)|go|do it|go ahead|ok,? apply|"
    r"应用|执行|改吧|开始改|可以了|好了?，?改吧)\s*[.!。！]?\s*$",
    re.IGNORECASE,
)


class TurnService:
    """Answers the writer's messages: noted, the rules' edit, the model's edit, or why not."""

    def __init__(self, articles: Articles, provider: LLMProvider | None) -> None:
        self.articles = articles
        self.provider = provider
        self.store = articles.store
        self.settings = articles.settings
        self.answers = Answers(articles)
        self.remote_stop = RemoteStop(articles)  # Stop for a reply another process writes

    # -- running and stopping turns ----------------------------------------------------
    def start(self, events: TurnEvents) -> RunningTurn:
        """Run a turn in its own task: it goes on if the client that asked goes away."""
        return self.articles.running.start(events)

    async def stop(self, message_id: str, *, author: Author | None) -> StopResult:
        """Stop the reply being written to the writer's message `message_id`: it is saved as
        "stopped" (by `author`) with what had arrived, and no revision is made."""
        content_of(require_id(message_id, "message"), "message")
        if await self.articles.running.stop(message_id, by=author):
            return StopResult(message_id=message_id, stopped=True, detail="Stopped.")
        message = await self.articles.io(self.store.get_message, message_id)
        if message.role != "user":
            raise InvalidInput(
                f"{message_id!r} is {ROLE_WORDS[message.role]}; "
                + (
                    "stop the reply by naming the writer's message it answers."
                    if message.role == "assistant"
                    else "only a writer's message has a reply to stop."
                ),
                field="message_id",
                source="path",
            )
        elsewhere = await self.remote_stop.stop(message, author)
        if elsewhere is not None:
            return elsewhere
        return StopResult(
            message_id=message_id,
            stopped=False,
            detail="No reply is being written for this message (it has finished).",
        )

    # -- starting a turn ---------------------------------------------------------------
    async def send_events(
        self,
        *,
        content_id: str,
        message: str,
        author: Author | None,
        regenerate: bool = True,
        parent_id: str | None = None,
        base_version: int | None = None,
        selection: tuple[int, int] | None = None,
        edited_from: str | None = None,
        stream: bool = False,
        idempotency_key: str | None = None,
        head_id: str | None = None,
        action: str = "send",
    ) -> TurnEvents:
        """One turn as events: user_message, delta*, revision?, assistant_message, done.

        With an `idempotency_key` already used for this article, the first answer is sent
        again and nothing is saved (see app/editing/idempotency.py) — whatever `head_id`
        says: the first send moved the head itself. With `head_id` (the head the writer
        sees; NO_MESSAGES: none yet), the message is saved only while it is still the
        session's head (else 409, said for `action`: the send, edit or regenerate asked)."""
        require_id(content_id, "content")
        text = check_message(self.settings, message)
        if parent_id is not None:
            require_id(parent_id, "message")
        if head_id:  # NO_MESSAGES names no message
            require_id(head_id, "message")
        key = idempotency.check_key(idempotency_key)
        request = idempotency.fingerprint(
            message=text,
            parent_id=parent_id,
            base_version=base_version,
            selection=selection,
            edited_from=edited_from,
            regenerate=regenerate,
        )
        message_id = new_message_id(content_id)
        waited_until: float | None = None
        with self.articles.running.noting(message_id, content_id):
            while True:  # a plain send waits for the reply being written (queued_send.py)
                try:
                    async with self.store.lock(content_id):
                        earlier = None
                        if key is not None:
                            earlier = await idempotency.earlier_answer(
                                self.articles, content_id, key, request
                            )
                        if earlier is None:
                            # Read, decide and commit in one trip to a worker thread.
                            turn, written = await self.articles.io(
                                save_message,
                                self.articles,
                                content_id,
                                text,
                                parent_id,
                                base_version,
                                selection,
                                edited_from,
                                regenerate,
                                author,
                                (key, request) if key is not None else None,
                                head_id,
                                action,
                                message_id,
                            )
                            self.articles.bus.publish(written)
                    break
                except ReplyPending as pending:
                    waited_until = waited_until or asyncio.get_running_loop().time() + (
                        turn_time_limit(self.settings)
                    )
                    await wait_for_reply(self.articles, pending.user_message_id, waited_until)
            if earlier is not None:
                events = self._earlier(
                    earlier,
                    content_id,
                    author=author,
                    regenerate=regenerate,
                    selection=selection,
                    stream=stream,
                )
                async with aclosing(events):
                    async for event in events:
                        yield event
                return
            yield "user_message", turn.user_message
        async with aclosing(self._answer(turn, regenerate=regenerate, stream=stream)) as events:
            async for event in events:
                yield event

    async def _earlier(
        self,
        earlier: SendResult | idempotency.Unanswered | idempotency.Elsewhere,
        content_id: str,
        *,
        author: Author | None,
        regenerate: bool,
        selection: tuple[int, int] | None = None,
        stream: bool,
    ) -> TurnEvents:
        """The first request with this Idempotency-Key, answered again: its answer, the turn
        still writing it, or — the client never got it, a crash cut it off — a new one."""
        if isinstance(earlier, idempotency.Elsewhere):  # another process writes it: wait
            earlier = await idempotency.answer_from_elsewhere(self.articles, content_id, earlier)
        if isinstance(earlier, idempotency.Unanswered):
            events = (
                earlier.running.events()
                if earlier.running is not None
                else self._answer_anew(
                    content_id,
                    earlier.user_message.id,
                    author=author,
                    regenerate=regenerate,
                    selection=selection,
                    stream=stream,
                )
            )
            async with aclosing(events):
                async for event in events:
                    yield event
            return
        yield "user_message", earlier.user_message
        if earlier.revision is not None:
            yield "revision", earlier.revision
        yield "assistant_message", earlier.assistant_message
        yield "done", earlier

    async def edit_events(
        self,
        message_id: str,
        message: str,
        *,
        author: Author | None,
        stream: bool = False,
        idempotency_key: str | None = None,
        head_id: str | None = None,
    ) -> TurnEvents:
        """Edit a past user message: a sibling (by `author`), answered from the article before
        it. A retry with the same `idempotency_key` answers the first edit again. With
        `head_id` (the head of the conversation the writer edited it in), only while that is
        still the session's head (else 409)."""
        content_id = content_of(require_id(message_id, "message"), "message")
        original = await self.articles.io(self.store.get_message, message_id)
        if original.role != "user":
            raise InvalidInput(
                f"Only your own messages can be edited; {message_id!r} is "
                f"{ROLE_WORDS[original.role]}."
                + (
                    " To get another answer, regenerate it instead."
                    if original.role == "assistant"
                    else ""
                ),
                field="message_id",
                source="path",
            )
        events = self.send_events(
            content_id=content_id,
            message=message,
            parent_id=original.parent_id,
            edited_from=original.id,
            selection=original.selection,  # ✎ Edit keeps the limit (same base version)
            author=author,
            stream=stream,
            idempotency_key=idempotency_key,
            head_id=head_id,
            action="edit",
        )
        async with aclosing(events):
            async for event in events:
                yield event

    async def regenerate_events(
        self,
        message_id: str,
        *,
        author: Author | None,
        stream: bool = False,
        idempotency_key: str | None = None,
        head_id: str | None = None,
    ) -> TurnEvents:
        """A sibling reply to the same user message, from the same base version — except for
        a reply lost to a change made meanwhile, whose retry sends the suggestion again on the
        article as it is now. The new reply (and its revision) is `author`'s, who asked. A
        retry with the same `idempotency_key` answers the first new reply again. With
        `head_id` (the head of the conversation the writer asked it in), only while that is
        still the session's head (else 409)."""
        content_id = content_of(require_id(message_id, "message"), "message")
        if head_id:  # NO_MESSAGES names no message
            require_id(head_id, "message")
        original = await self.articles.io(self.store.get_message, message_id)
        if original.role != "assistant":
            raise InvalidInput(
                f"Only assistant replies can be regenerated; {message_id!r} is "
                f"{ROLE_WORDS[original.role]}."
                + (" To change your request, edit it instead." if original.role == "user" else ""),
                field="message_id",
                source="path",
            )
        key = idempotency.check_key(idempotency_key)
        if await sent_again_at_head(self.articles, content_id, original):
            # Answering from the old version again would hide the change made meanwhile:
            # the suggestion is sent again at the head, on the article as it is now.
            asked = await self.articles.io(self.store.get_message, original.parent_id or "")
            events = self.send_events(
                content_id=content_id,
                message=asked.content,
                selection=await retry_selection(self.articles, content_id, asked),
                author=author,
                stream=stream,
                idempotency_key=key,
                head_id=head_id,
                action="regenerate",
            )
            async with aclosing(events):
                async for event in events:
                    yield event
            return
        events = self._answer_anew(
            content_id,
            original.parent_id or "",
            author=author,
            regenerate=True,
            stream=stream,
            key=(key, idempotency.fingerprint(regenerate=message_id)) if key else None,
            head_id=head_id,
        )
        async with aclosing(events):
            async for event in events:
                yield event

    async def _answer_anew(
        self,
        content_id: str,
        user_message_id: str,
        *,
        author: Author | None,
        regenerate: bool,
        stream: bool,
        selection: tuple[int, int] | None = None,
        key: tuple[str, str] | None = None,
        head_id: str | None = None,
    ) -> TurnEvents:
        """A new reply to a writer's message already saved (Regenerate, or a retry of a
        request whose reply a crash cut off), from the version it was written against.

        `key`: the Idempotency-Key and request fingerprint of a Regenerate; a retry with them
        gets the first new reply (the replies the message had before are not it). `head_id`:
        the head a Regenerate was asked from (check_head)."""
        with ExitStack() as noted:
            async with self.store.lock(content_id):
                earlier = None
                if key is not None:
                    earlier = await idempotency.earlier_answer(self.articles, content_id, *key)
                if earlier is None:
                    snapshot = await self.articles.snapshot(content_id)
                    if user_message_id not in snapshot.tree.by_id:
                        raise NotFound(
                            f"No message with id {user_message_id!r} in this conversation."
                        )
                    check_head(snapshot.session, snapshot.tree, head_id, "regenerate")
                    session, tree = snapshot.session, snapshot.tree
                    await self.articles.io(refuse_while_written, self.articles, session, tree)
                    user = snapshot.tree.by_id[user_message_id]
                    content = await self.articles.content_at(snapshot.content, user.version)
                    # The head sits on the user message until the new reply is saved (marked, so
                    # that a crash meanwhile is not taken for a roll-back to it).
                    session = with_head(snapshot.session, snapshot.tree, user)
                    session = session.model_copy(update={"answering": user.id})
                    before = [m.id for m in snapshot.tree.children.get(user.id, ())]
                    noted.enter_context(self.articles.running.noting(user.id, content_id))
                    await self.articles.commit(
                        content,
                        session,
                        "head",
                        idempotency=(key[0], idempotency.record(user.id, key[1], before))
                        if key
                        else None,
                    )
            if earlier is not None:
                events = self._earlier(
                    earlier, content_id, author=author, regenerate=regenerate, stream=stream
                )
                async with aclosing(events):
                    async for event in events:
                        yield event
                return
            yield "user_message", user
        scope = selection or user.selection  # a Regenerate keeps the message's span
        turn = Turn(content, session.id, user, snapshot.tree, scope, author=author)
        turn.head_before = snapshot.session.head_id  # where a stopped answer goes back to
        async with aclosing(self._answer(turn, regenerate=regenerate, stream=stream)) as events:
            async for event in events:
                yield event

    # -- answering ---------------------------------------------------------------------
    def _answer(self, turn: Turn, *, regenerate: bool, stream: bool) -> TurnEvents:
        """Pick the engine for this turn: noted, the rules, the honest offline reply, a model."""
        if not regenerate:
            return self.answers.finish(
                turn,
                NOTED_REPLY_ZH if is_chinese(turn.user_message.content.strip()) else NOTED_REPLY,
                status="ok",
                summary="Noted, to apply with the next edit.",
            )
        if (undo := undo_answer(self.answers, turn)) is not None:
            return undo  # "undo that", 撤销刚才的修改: a restore, no model (chat_undo.py)
        pending = _pending_suggestions(turn)
        own = turn.user_message.content
        applying = bool(pending and _APPLY_WORDS.match(own))  # "apply": the noted ones alone
        if applying and turn.selection is None:  # noted limited to a selection: applied there
            turn.selection = noted_scope(turn)
        suggestions = pending if applying else [*pending, own]
        title, body = turn.content.title, turn.content.body
        rules = (
            apply_within(title, body, turn.selection, suggestions)
            if turn.selection
            else apply_all(title, body, suggestions, rules_for(self.provider is None))
        )
        if rules is not None and rules.changed:
            return self.answers.revise(
                turn,
                (rules.title, rules.body),
                kind="rules",
                model="rules",
                suggestions=suggestions,
                summary=rules.summary,
            )
        if self.provider is None and pending and not applying:
            # Offline, noted wishes the rules cannot make must not block the edit they can.
            alone = (
                apply_within(title, body, turn.selection, [own])
                if turn.selection
                else apply_all(title, body, [own], rules_for(True))
            )
            if alone is not None and alone.changed:
                return self.answers.revise(
                    turn,
                    (alone.title, alone.body),
                    kind="rules",
                    model="rules",
                    suggestions=[own],
                    summary=alone.summary,
                    checks=noted_left(pending, own),
                )
        # Offline, the asks the rules take are made and the others named ("… and make it livelier")
        offline = self.provider is None and rules is None and not (turn.selection or pending)
        if offline and (partly := partly_offline(title, body, own)) is not None:
            edit, left = partly
            return self.answers.revise(
                turn,
                (edit.title, edit.body),
                kind="rules",
                model="rules",
                suggestions=[own],
                summary=edit.summary,
                checks=left,
            )
        if self.provider is None:
            # Offline, say what the rules found ("Could not find …") or what they can do.
            if rules is None and turn.selection and apply_all(title, body, suggestions):
                return self.answers.finish(turn, limited_offline(own), status="ok")
            wish = None if rules else noted_wish(own)
            if wish and not_theirs(self.store, turn.content, turn.author):
                wish = noted_wish(own, not_theirs=True)
            helps = offline_answer(own, title, body)
            told = rules.summary if rules else f"{wish}\n\n{helps}" if wish else helps
            return self.answers.finish(turn, told, status="ok")
        if not turn.selection and (missing := missing_paragraph(own, body)) is not None:
            return self.answers.finish(turn, missing, status="ok")  # 第三段 of one paragraph
        return self._ask_model(self.provider, turn, suggestions, stream=stream)

    async def _ask_model(
        self, provider: LLMProvider, turn: Turn, suggestions: list[str], *, stream: bool
    ) -> TurnEvents:
        """Prompt the model, judge its reply, and commit what the verdict says."""
        reply_id = new_message_id(turn.content.id)
        call = LLMCall(
            id=reply_id,
            message_id=reply_id,
            content_id=turn.content.id,
            model=provider.model,
            messages=[],
            created_at=self.articles.clock(),
        )
        started = time.perf_counter()
        longest = longest_reply(self.settings.max_article_chars)
        # From here a Stop saves the stopped reply: it can come while the persona's style is
        # read, before the model is asked (it used to leave the message with no reply).
        try:
            path = turn.tree.path_to(turn.user_message.parent_id)
            style, applied = await self.articles.style_lines(
                turn.content.persona_id, off_the_path(turn.tree, path, turn.user_message.id)
            )
            call.messages = messages = assemble_prompt(
                path=path,
                tree=turn.tree,
                title=turn.content.title,
                body=turn.content.body,
                suggestions=suggestions,
                style_lines=style,
                policy=self.settings.prompt_policy,
                budget_tokens=self.settings.prompt_budget_tokens,
                selection=turn.selection,
                edited_from=turn.user_message.edited_from,
                output_format=self.settings.edit_format,
            )
            if stream:
                reply = streamed(provider.stream(messages), provider.model)
                # The writer is shown the reply without a reasoning model's <think> block.
                shown = shown_progress(reply, turn.deltas, longest, turn.content.body)
                async with aclosing(shown) as deltas:
                    async for delta in deltas:
                        yield "delta", delta
                completion = reply.completion()
            else:
                completion = await provider.complete(messages)
            call.response, call.usage = completion.text[:longest], completion.usage
            call.model = completion.model or call.model
            check_ending(completion, longest)
            check_readable(completion, turn.content, suggestions)
            request = EditRequest(
                title=turn.content.title,
                body=turn.content.body,
                suggestions=suggestions,
                base_version=turn.base_version,
                selection=turn.selection,
            )
            # in a worker thread: judging a long article must not hold every other request
            verdict = await judge_off_loop(request, call, provider.complete, completion)
        except Exception as error:
            verdict = failed_call(call, error, turn.content.body)
        except (asyncio.CancelledError, GeneratorExit):
            # Stopped once the whole reply had come (while it was checked): it is kept whole.
            whole = bool(call.response)
            call.response = call.response or "".join(turn.deltas)
            call.outcome = "stopped"
            call.duration_ms = (time.perf_counter() - started) * 1000
            with anyio.CancelScope(shield=True):
                await self.answers.save_stopped(turn, call, whole=whole)
            raise
        call.duration_ms = (time.perf_counter() - started) * 1000
        if isinstance(verdict, NoEdit):
            events = self.answers.finish(
                turn,
                verdict.reason,
                status=verdict.status,
                call=call,
                retryable=verdict.retryable,
            )
        else:
            events = self.answers.revise(
                turn,
                (verdict.title, verdict.body),
                kind="llm",
                model=call.model,
                suggestions=suggestions,
                summary=verdict.summary,
                call=call,
                style_applied=applied,
                withheld=verdict.withheld,
                note=verdict.note,
                checks=verdict.checks,
            )
        async with aclosing(events):
            async for event in events:
                yield event


def _pending_suggestions(turn: Turn) -> list[str]:
    """Deferred suggestions on the path since the last revision, oldest first."""
    pending: list[str] = []
    for node in turn.tree.ancestors(turn.user_message.parent_id):
        if node.revision_id:
            break
        if node.role == "user" and node.deferred:
            pending.append(node.content)
    pending.reverse()
    return pending
