"""Style learning's queue: learn from each saved revision in the background, after the reply.

It listens for `RevisionSaved` on the event bus, so the edit flows only announce a revision
and never wait for (or fail with) learning. A failure is logged and the revision stays at the
front of its persona's small in-memory queue, retried first with that persona's next revision.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import datetime

from app.domain.models import RevisionRecord
from app.events import EventBus, RevisionSaved
from app.llm.base import LLMProvider
from app.store.base import Repository

log = logging.getLogger(__name__)

MAX_WAITING = 20  # per persona; the oldest unlearned revisions are dropped beyond this


class StyleQueue:
    """Revisions waiting to be learned, per persona, and the tasks learning them."""

    def __init__(
        self,
        store: Repository,
        provider: LLMProvider | None,
        clock: Callable[[], datetime],
    ) -> None:
        self.store = store
        # The model that reads the writer's words; None learns from measured signals only.
        self.provider = provider
        self.clock = clock
        self._waiting: dict[str, list[tuple[RevisionRecord, list[str]]]] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def listen(self, bus: EventBus) -> None:
        bus.subscribe(RevisionSaved, self.learn_later)

    def learn_later(self, event: RevisionSaved) -> None:
        """Queue the revision and start learning its persona's queue in the background."""
        persona_id = event.content.persona_id
        if not persona_id:
            return
        waiting = self._waiting.setdefault(persona_id, [])
        waiting.append((event.revision, list(event.suggestions)))
        del waiting[:-MAX_WAITING]
        task = asyncio.get_running_loop().create_task(self._learn(persona_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _learn(self, persona_id: str) -> None:
        from app.style.learner import learn_revision

        waiting = self._waiting[persona_id]
        async with self.store.lock_persona(persona_id):
            while waiting:
                revision, said = waiting[0]
                try:
                    await learn_revision(
                        self.store,
                        self.provider,
                        persona_id=persona_id,
                        revision=revision,
                        suggestions=said,
                        now=self.clock(),
                    )
                except Exception:
                    log.exception(
                        "style learning failed for revision %s; it will be retried with the "
                        "next revision",
                        revision.id,
                    )
                    return
                waiting.pop(0)

    async def drain(self) -> None:
        """Wait for learning in progress; used by tests and at shutdown."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
