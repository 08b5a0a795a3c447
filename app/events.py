"""A small in-process event bus: the flows publish what happened, side flows subscribe.

Handlers run synchronously on the publisher's thread (the event loop), in subscription order,
so a handler must be quick — one that needs to do I/O schedules a task (style learning) or
puts the event on a queue (the live-sync stream). A failing handler is logged and never fails
the publisher: an edit the writer is waiting for does not depend on who listens to it.

Other worker processes and app instances hear what happens here through a relay
(app/events_relay.py): `publish` also hands each event to the relays, and an event that came
from elsewhere is `deliver`ed to this process's handlers only, so it never travels twice.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from app.domain.actors import Author
from app.domain.models import ChatMessage, Content, RevisionRecord

log = logging.getLogger(__name__)

# What moved an article: a turn's reply was committed (with or without a revision), the
# writer's message was saved, a manual edit, a restore, rejected changes, the head moved
# (roll back, continue from here, switch branch). "current" is no change: where the article is
# when a listener starts listening.
ArticleChangeKind = Literal[
    "turn", "message", "manual", "restore", "reject", "head", "current", "trashed", "untrashed"
]


@dataclass(frozen=True)
class RevisionSaved:
    """A revision was committed; `suggestions` are the writer's words behind it."""

    content: Content
    revision: RevisionRecord
    suggestions: tuple[str, ...]
    # The request was made by editing this earlier message (its wish goes with it).
    edited_from: str | None = None


# How a turn that made no revision ended: answered in words (nothing needed changing, a
# question, a note), failed (the edit refused, the model or the store failing), stopped, or
# lost (the process died before answering; the reply says so on the next start).
TurnOutcome = Literal["answered", "failed", "stopped", "lost"]


@dataclass(frozen=True)
class MessageAnswered:
    """The writer's message was answered without a revision (nothing needed changing, a reply
    in plain words, a failure, Stop): what it said still teaches the persona. `content` is
    the article at the version the message was written against; `outcome` how the turn ended
    (a refused or failed edit changed nothing: its words are heard, no result is measured)."""

    content: Content
    message: ChatMessage
    outcome: TurnOutcome = "answered"


@dataclass(frozen=True)
class ArticleChanged:
    """Something visible about an article changed; published after the commit."""

    content_id: str
    version: int
    kind: ArticleChangeKind
    head_id: str | None


@dataclass(frozen=True)
class ModelWaiting:
    """The model client waits `seconds` before asking again (attempt `attempt`, because the
    model was `reason`: app/llm/waits.py) while it writes the reply to the writer's message
    `message_id` of article `content_id`: every tab of the article counts it down, not only
    the one whose stream asked (a reload, a second tab). Told in this process only."""

    content_id: str
    message_id: str
    seconds: float
    attempt: int
    reason: str


@dataclass(frozen=True)
class ModelWriting:
    """How far the reply to `message_id` (article `content_id`) has got, for the tabs that did
    not ask for it (a reload, a second tab): `characters` so far, and its `shape` — the reply
    with each line that holds text as "x" — and the paragraph it is writing of the article's
    `paragraphs`, for the panel to draw as the asking tab does. Told at most once a second,
    in this process only."""

    content_id: str
    message_id: str
    characters: int
    shape: str
    # The paragraph the reply is writing and the article's count, as the writer counts
    # (app/editing/progress.py); None when the count means nothing (one paragraph, or lines).
    paragraph: int | None = None
    paragraphs: int | None = None


@dataclass(frozen=True)
class StopRequested:
    """The writer pressed Stop on a reply this process is not writing: whichever process
    writes it (another worker or instance, told through the relay) stops it as a local Stop
    does, recorded as `by`'s (app/editing/remote_stop.py)."""

    user_message_id: str
    by: Author | None


E = TypeVar("E")
Handler = Callable[[E], None]


class EventBus:
    """Publish/subscribe of typed events by their class."""

    def __init__(self) -> None:
        self._handlers: dict[type[Any], list[Callable[[Any], None]]] = {}
        self._relays: list[Callable[[object], None]] = []

    def subscribe(self, kind: type[E], handler: Handler[E]) -> Callable[[], None]:
        """Call `handler` for every published event of class `kind`; returns an unsubscribe."""
        handlers = self._handlers.setdefault(kind, [])
        handlers.append(handler)

        def unsubscribe() -> None:
            if handler in handlers:
                handlers.remove(handler)

        return unsubscribe

    def relay_to(self, send: Callable[[object], None]) -> None:
        """Also hand every event published here to `send` (which picks what other processes
        need); a failing `send` is logged and never fails the publisher."""
        self._relays.append(send)

    def publish(self, event: object) -> None:
        """An event that happened in this process: its handlers, then the relays."""
        self.deliver(event)
        for send in self._relays:
            try:
                send(event)
            except Exception:
                log.exception("could not relay %s to the other processes", type(event).__name__)

    def deliver(self, event: object) -> None:
        """To this process's handlers only (an event another process relayed here)."""
        for handler in list(self._handlers.get(type(event), ())):
            try:
                handler(event)
            except Exception:
                log.exception("a handler of %s failed", type(event).__name__)
