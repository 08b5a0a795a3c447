"""Stop for a reply another worker process or app instance is writing: the Stop request is
passed on through the event relay, and answered once the stopped reply is saved.

A turn runs in the process that received the writer's message (app/editing/running.py), so a
Stop that lands on another process (REDLINE_WORKERS=2, or two instances on one database)
cannot cancel it there. When the writer's message has no reply yet, that process publishes
`StopRequested`; the process writing the reply hears it and stops it exactly as a local Stop
does (saved as "stopped", no revision, recorded as the stopper's). The process that received
Stop waits a few seconds at most for a new reply to the message to be saved and answers by
what it is: stopped, or finished first. A message whose reply a crash cut off has nobody
writing it: the wait ends at its bound and Stop says no reply is being written. While a
process still serving names the message in its ledger of begun turns (app/editing/orphans.py:
processes sharing a data directory), the wait goes on past that bound, up to STOP_WAIT_WRITING:
on a busy machine saving the stopped reply can take longer than a few seconds, and Stop said
that nobody was writing a reply that was being stopped.
"""

from __future__ import annotations

import asyncio
import contextlib

from app.domain.actors import Author
from app.domain.models import ChatMessage
from app.editing.articles import Articles
from app.editing.checks import content_of
from app.editing.lost_replies import unanswered
from app.editing.views import StopResult
from app.events import ArticleChanged, StopRequested

STOP_WAIT = 5.0  # seconds Stop waits for the process writing the reply to save it stopped
# Seconds it waits at most while that process is known to be alive and writing it.
STOP_WAIT_WRITING = 60.0
LOOK_EVERY = 0.25  # the store is read again this often, even if no article event arrives
STOPPED = "Stopped."
NOBODY_WRITING = (
    "No reply is being written for this message (the server that was writing it is no "
    "longer running; press Retry to ask again)."
)


class RemoteStop:
    """Passes Stop on to the process writing the reply, and stops what others pass on here."""

    def __init__(self, articles: Articles) -> None:
        self.articles = articles
        self._stopping: set[asyncio.Task[bool]] = set()  # kept until done (not collected)
        articles.bus.subscribe(StopRequested, self._heard)

    def _heard(self, request: StopRequested) -> None:
        """Another process received Stop: stop the reply if this process is writing it."""
        running = self.articles.running
        if running.turn_of(request.user_message_id) is None:
            return  # written elsewhere, or already finished
        stopping = asyncio.get_running_loop().create_task(
            running.stop(request.user_message_id, by=request.by)
        )
        self._stopping.add(stopping)
        stopping.add_done_callback(self._stopping.discard)

    async def stop(self, message: ChatMessage, by: Author | None) -> StopResult | None:
        """Stop the reply to the writer's `message` that another process may be writing (this
        one is not). None when every reply to it is saved (it has finished)."""
        content_id = content_of(message.id, "message")
        earlier = await self._replies_if_unanswered(content_id, message.id)
        if earlier is None:
            return None
        news = asyncio.Event()

        def heard(change: ArticleChanged) -> None:
            if change.content_id == content_id:
                news.set()  # perhaps the reply: read the store now rather than later

        unsubscribe = self.articles.bus.subscribe(ArticleChanged, heard)
        try:
            self.articles.bus.publish(StopRequested(message.id, by))
            reply = await self._new_reply(content_id, message.id, earlier, news)
        finally:
            unsubscribe()
        if reply is None:
            return StopResult(message_id=message.id, stopped=False, detail=NOBODY_WRITING)
        if reply.status != "stopped":
            return None  # it finished before the Stop arrived
        return StopResult(message_id=message.id, stopped=True, detail=STOPPED)

    async def _replies_if_unanswered(self, content_id: str, message_id: str) -> set[str] | None:
        """The ids of the replies the message has now, if a reply to it is still to come
        (none yet, or Regenerate writing another); None when it is answered."""
        store = self.articles.store
        messages = await self.articles.io(store.list_messages, content_id)
        session = await self.articles.io(store.get_session, content_id)
        if not any(m.id == message_id for m in unanswered(messages, session)):
            return None
        return {m.id for m in messages if m.parent_id == message_id and m.role == "assistant"}

    async def _new_reply(
        self, content_id: str, message_id: str, earlier: set[str], news: asyncio.Event
    ) -> ChatMessage | None:
        """The reply to the message saved since Stop was passed on; None if none came within
        STOP_WAIT (nobody is writing it)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + STOP_WAIT
        longest = loop.time() + STOP_WAIT_WRITING
        while True:
            left = deadline - loop.time()
            if left <= 0:
                if loop.time() < longest and await self._written_elsewhere(message_id):
                    deadline = min(loop.time() + STOP_WAIT, longest)
                    continue
                # The writing process may have saved the reply and emptied its ledger between
                # the last look and that question: look once more before saying nobody was.
                return await self._saved_reply(content_id, message_id, earlier)
            with contextlib.suppress(TimeoutError):  # (wait_for could drop a cancellation)
                async with asyncio.timeout(min(LOOK_EVERY, left)):
                    await news.wait()
            news.clear()
            reply = await self._saved_reply(content_id, message_id, earlier)
            if reply is not None:
                return reply

    async def _saved_reply(
        self, content_id: str, message_id: str, earlier: set[str]
    ) -> ChatMessage | None:
        """A reply to the message saved since Stop was passed on, if there is one."""
        messages = await self.articles.io(self.articles.store.list_messages, content_id)
        for reply in messages:
            if (
                reply.parent_id == message_id
                and reply.role == "assistant"
                and reply.id not in earlier
            ):
                return reply
        return None

    async def _written_elsewhere(self, message_id: str) -> bool:
        """Whether a process still serving this data directory has begun answering the
        message (so it is still being stopped there, however slowly)."""
        ledger = self.articles.running.ledger
        if ledger is None:
            return False
        try:
            return await self.articles.io(ledger.names_live, message_id)
        except OSError:
            return False
