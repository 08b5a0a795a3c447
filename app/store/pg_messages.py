"""The conversations a PostgreSQL store has read, kept parsed and brought up to date cheaply.

A turn lists the whole conversation tree more than once; reading and parsing hundreds of
messages each time would make a turn's cost grow with the conversation. Every message write
takes the next `written` number (app/store/sql/005_message_changes.sql), and writes to one
article are serialized by its row lock, so any snapshot of an article's messages holds
exactly those numbered up to some point. A reader therefore asks only for the messages
written after the highest number it has seen, and merges them: a known id is replaced where
it stands, a new one is appended (new messages are inserted in creation order).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.domain.models import ChatMessage

# Conversations kept parsed per store; the least recently read are dropped first.
_KEPT_CONVERSATIONS = 256


@dataclass
class _Conversation:
    written: int = 0  # the highest `written` number merged in
    messages: list[ChatMessage] = field(default_factory=list)
    where: dict[str, int] = field(default_factory=dict)  # id → index in `messages`
    stamps: list[int] = field(default_factory=list)  # each message's `written` number


class Conversations:
    """Parsed conversations by article, shared by the store's threads."""

    def __init__(self, limit: int = _KEPT_CONVERSATIONS) -> None:
        self._limit = limit
        self._lock = threading.Lock()
        self._kept: OrderedDict[str, _Conversation] = OrderedDict()

    def written(self, content_id: str) -> int:
        """The number to ask for messages written after (0: read them all)."""
        with self._lock:
            kept = self._kept.get(content_id)
            return 0 if kept is None else kept.written

    def merge(
        self, content_id: str, rows: Sequence[tuple[int, Any]], upto: int | None = None
    ) -> list[ChatMessage] | None:
        """Merge (written, doc) rows, in creation order; the whole conversation after them.

        Rows from a reader whose snapshot was older than one already merged are harmless: a
        message never goes back to an older write. `upto`: the highest number the reader's
        snapshot holds; None is answered when the conversation kept is already newer (another
        thread merged later writes), as it would not be that snapshot's."""
        parsed = [(written, ChatMessage.model_validate(doc)) for written, doc in rows]
        with self._lock:
            kept = self._kept.pop(content_id, None) or _Conversation()
            for written, message in parsed:
                index = kept.where.get(message.id)
                if index is None:
                    kept.where[message.id] = len(kept.messages)
                    kept.messages.append(message)
                    kept.stamps.append(written)
                elif written > kept.stamps[index]:
                    kept.messages[index] = message
                    kept.stamps[index] = written
                kept.written = max(kept.written, written)
            self._kept[content_id] = kept
            while len(self._kept) > self._limit:
                self._kept.popitem(last=False)
            if upto is not None and kept.written > upto:
                return None
            return list(kept.messages)
