"""A small in-process event bus: the flows publish what happened, side flows subscribe.

Handlers run synchronously on the publisher's thread (the event loop), in subscription order,
so a handler must be quick — one that needs to do I/O schedules a task (style learning) or
puts the event on a queue (the live-sync stream). A failing handler is logged and never fails
the publisher: an edit the writer is waiting for does not depend on who listens to it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from app.domain.models import Content, RevisionRecord

log = logging.getLogger(__name__)

# What moved an article: a turn's reply was committed (with or without a revision), the
# writer's message was saved, a manual edit, a restore, rejected changes, the head moved
# (roll back, continue from here, switch branch). "current" is no change: where the article is
# when a listener starts listening.
ArticleChangeKind = Literal["turn", "message", "manual", "restore", "reject", "head", "current"]


@dataclass(frozen=True)
class RevisionSaved:
    """A revision was committed; `suggestions` are the writer's words behind it."""

    content: Content
    revision: RevisionRecord
    suggestions: tuple[str, ...]


@dataclass(frozen=True)
class ArticleChanged:
    """Something visible about an article changed; published after the commit."""

    content_id: str
    version: int
    kind: ArticleChangeKind
    head_id: str | None


E = TypeVar("E")
Handler = Callable[[E], None]


class EventBus:
    """Publish/subscribe of typed events by their class."""

    def __init__(self) -> None:
        self._handlers: dict[type[Any], list[Callable[[Any], None]]] = {}

    def subscribe(self, kind: type[E], handler: Handler[E]) -> Callable[[], None]:
        """Call `handler` for every published event of class `kind`; returns an unsubscribe."""
        handlers = self._handlers.setdefault(kind, [])
        handlers.append(handler)

        def unsubscribe() -> None:
            if handler in handlers:
                handlers.remove(handler)

        return unsubscribe

    def publish(self, event: object) -> None:
        for handler in list(self._handlers.get(type(event), ())):
            try:
                handler(event)
            except Exception:
                log.exception("a handler of %s failed", type(event).__name__)
