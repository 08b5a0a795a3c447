"""Turns being answered right now, each in its own task, so a reply goes on being written when
the browser that asked for it goes away (a reload, a closed tab).

A client listens to a turn's events; leaving stops nothing. Stop is an explicit request
(`stop`), which cancels the task: the turn then saves the reply as "stopped". What is running
is kept in memory only, so after a crash or a restart no message is left "pending": start-up
gives a message the crash left unanswered a reply saying so (app/editing/lost_replies.py),
which the writer can retry.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncGenerator, Collection, Iterator
from contextlib import aclosing, contextmanager
from typing import TYPE_CHECKING, TypeAlias

from app.domain.actors import Author
from app.domain.errors import RedlineError
from app.domain.ids import owner_of
from app.domain.models import ChatMessage
from app.editing.orphans import TurnLedger

if TYPE_CHECKING:  # answers.py builds on Articles, which holds the running turns
    from app.editing.answers import TurnEvent, TurnEvents
    from app.editing.views import SendResult

log = logging.getLogger(__name__)

# What a listener receives: an event, or the error that ended the turn.
Heard: TypeAlias = "TurnEvent | BaseException"


class RunningTurn:
    """One turn's task and every event it has produced so far, for any number of listeners."""

    def __init__(self) -> None:
        self.heard: list[Heard] = []
        self.finished = False
        self.user_message_id: str | None = None
        self.task: asyncio.Task[None] | None = None
        # The answer once Stop ended the turn (its stopped reply saved): a plain request
        # waiting for the turn answers with it (a stream just ends).
        self.stopped: SendResult | None = None
        self.stopping = False  # Stop was pressed: the task is cancelled, its reply being saved
        # The turn's answer is being committed: a Stop now comes too late, and cancelling
        # would cut the commit short (a revision saved, the stream and the tabs not told).
        self.committing = False
        self._news = asyncio.Event()

    def _add(self, item: Heard) -> None:
        self.heard.append(item)
        self._news.set()

    def _finish(self) -> None:
        self.finished = True
        self._news.set()

    async def listen(self) -> AsyncGenerator[Heard, None]:
        """Every event from the first, then each as it comes, until the turn ends. Leaving
        (closing this iterator) does not stop the turn."""
        index = 0
        while True:
            while index < len(self.heard):
                yield self.heard[index]
                index += 1
            if self.finished:
                return
            self._news.clear()
            await self._news.wait()

    async def events(self) -> TurnEvents:
        """Every event from the first, the error that ended the turn raised: a retry (or a
        send waiting for it) hearing the turn already running."""
        async with aclosing(self.listen()) as heard:
            async for item in heard:
                if isinstance(item, BaseException):
                    raise item
                yield item

    async def result(self) -> list[TurnEvent]:
        """Wait for the turn to end; its events, or the error that ended it raised."""
        events: list[TurnEvent] = []
        async with aclosing(self.listen()) as heard:
            async for item in heard:
                if isinstance(item, BaseException):
                    raise item
                events.append(item)
        return events


class RunningTurns:
    """The turns being answered in this process, by the id of the writer's message."""

    def __init__(self) -> None:
        self._by_message: dict[str, RunningTurn] = {}
        # Who pressed Stop, by the writer's message, until the stopped reply is saved.
        self._stopped_by: dict[str, Author] = {}
        # The writer's messages whose reply the data directory refused, each with the task
        # that keeps trying to save a reply saying so (app/editing/answers.py).
        self.unanswered: dict[str, asyncio.Task[None]] = {}
        # The writer's messages this process began answering and saw no reply to committed,
        # with their article: a stop that cut such a turn off (a second Ctrl-C, a teardown
        # that cancelled it mid-save) must not be taken for clean (app/editing/lost_replies.py).
        self.begun: dict[str, str] = {}
        # Where the other processes see the turns this one begins, to answer them if it dies
        # (app/editing/orphans.py); None until the app has started.
        self.ledger: TurnLedger | None = None
        # The writer's messages noted in the ledger before their commit whose turn has not
        # reached `_run` yet: the ledger is not emptied under them (see `noting`).
        self._noting: set[str] = set()

    @contextmanager
    def noting(self, message_id: str, content_id: str) -> Iterator[None]:
        """Around the commit of a writer's message and its first event: the message is
        named in the ledger before it is saved. Named only once its turn was running, a
        process that died between the commit and that moment (a worker killed) left it
        with no reply for as long as any other process served — for ever, if the last one
        then stopped cleanly. A message noted but never saved names nothing to answer."""
        self._noting.add(message_id)
        if self.ledger is not None:
            self.ledger.begun(message_id, content_id)
        try:
            yield
        finally:
            self._noting.discard(message_id)

    def start(self, events: TurnEvents) -> RunningTurn:
        """Run the turn in its own task; it is known by its message from its first event."""
        turn = RunningTurn()
        turn.task = asyncio.get_running_loop().create_task(self._run(turn, events))
        return turn

    async def _run(self, turn: RunningTurn, events: TurnEvents) -> None:
        try:
            async with aclosing(events):
                async for item in events:
                    name, payload = item
                    if name == "user_message" and isinstance(payload, ChatMessage):
                        # Known as pending from the moment its message is saved: no await
                        # lies between that commit and this event. A retry that only waits
                        # for the turn already answering the message is not that turn.
                        turn.user_message_id = payload.id
                        self._by_message.setdefault(payload.id, turn)
                        self.begun[payload.id] = owner_of(payload.id) or ""
                        if self.ledger is not None:
                            self.ledger.begun(payload.id, self.begun[payload.id])
                    elif name == "assistant_message" and turn.user_message_id is not None:
                        self.begun.pop(turn.user_message_id, None)  # its reply is committed
                    turn._add(item)
        except RedlineError as error:
            turn._add(error)
        except asyncio.CancelledError:
            pass  # stopped: the turn saved its reply as "stopped"
        except Exception as error:
            log.exception("a turn failed")
            turn._add(error)
        finally:
            if (
                turn.user_message_id is not None
                and self._by_message.get(turn.user_message_id) is turn
            ):
                del self._by_message[turn.user_message_id]
            if (
                self.ledger is not None
                and not self._by_message
                and not self.unanswered
                and not self._noting
            ):
                self.ledger.idle()
            turn._finish()

    def turn_of(self, user_message_id: str) -> RunningTurn | None:
        """The turn answering this writer's message now, if it runs in this process."""
        return self._by_message.get(user_message_id)

    def answering(self, user_message_id: str) -> bool:
        """Whether a turn of this process answers this writer's message now (or is about to:
        the message is being committed, its turn not yet started)."""
        return user_message_id in self._by_message or user_message_id in self._noting

    def pending(self) -> Collection[str]:
        """The ids of the writer's messages whose reply is being written now."""
        return self._by_message.keys()

    async def stop(self, user_message_id: str, by: Author | None = None) -> bool:
        """Stop the reply to this message and wait until it is saved as stopped (recorded as
        `by`'s); False when no reply to it is being written (it finished, or never started
        here)."""
        turn = self._by_message.get(user_message_id)
        if turn is None or turn.task is None or turn.task.done():
            return False
        if turn.stopping:
            # Pressed again (another tab): a second cancel would cut the first one's save
            # of the stopped reply short. Wait for it instead.
            await asyncio.wait([turn.task])
            return True
        if turn.committing:
            await asyncio.wait([turn.task])  # too late: its answer is being saved
            return False
        turn.stopping = True
        if by is not None:
            self._stopped_by[user_message_id] = by
        turn.task.cancel()
        try:
            await asyncio.wait([turn.task])
        finally:
            self._stopped_by.pop(user_message_id, None)
        return True

    def committing(self, user_message_id: str) -> None:
        """The answer to this message is being committed: from now on Stop waits for it."""
        turn = self._by_message.get(user_message_id)
        if turn is not None and not turn.stopping:
            turn.committing = True

    def stopped_by(self, user_message_id: str) -> Author | None:
        """Who pressed Stop on the reply to this message, while it is being saved."""
        return self._stopped_by.get(user_message_id)

    async def stop_all(self) -> None:
        """At shutdown: stop every reply still being written (each saved as stopped), and
        give up saving the replies the data directory refused (the next start answers
        them: see `left_unanswered`). Each stopped reply says the server was stopping."""
        self.shutting_down = True
        for user_message_id in list(self._by_message):
            await self.stop(user_message_id)
        self.left_unanswered = bool(self.unanswered)
        for task in list(self.unanswered.values()):
            task.cancel()

    left_unanswered = False  # set at shutdown: a message was left without its reply
    shutting_down = False  # set at shutdown: replies are stopped by the server, not a writer
