"""Idempotent sends: a client's retry with the same `Idempotency-Key` gets the first answer.

The key is recorded with the commit of the writer's message (atomically, in the article's
header), with a fingerprint of the request. A retry finds the message and its first reply
and answers them again instead of applying the edit twice. A retry usually comes because the
client never got that answer: while the reply is still being written here, the retry waits
for it; when a crash cut it off (the reply written at start-up says so), the retry answers
the message anew — the client asked for an answer, not for the news that the server stopped.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass

from app.domain.errors import IdempotencyConflict, InvalidInput
from app.domain.models import ChatMessage
from app.editing.articles import Articles
from app.editing.lost_replies import LOST_SUMMARY
from app.editing.queued_send import turn_time_limit
from app.editing.running import RunningTurn
from app.editing.views import SendResult

MAX_KEY_LENGTH = 200


def check_key(key: str | None) -> str | None:
    """The key as sent, or InvalidInput when it cannot be one."""
    if key is None:
        return None
    if not (1 <= len(key) <= MAX_KEY_LENGTH and key.isascii() and key.isprintable()):
        raise InvalidInput(
            f"The Idempotency-Key header must be 1–{MAX_KEY_LENGTH} printable ASCII characters.",
            field="Idempotency-Key",
            source="header",
        )
    return key


def fingerprint(**request: object) -> str:
    """A digest of what was asked, so one key cannot stand for two different requests."""
    text = json.dumps(request, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def record(
    user_message_id: str, request_fingerprint: str, before: Sequence[str] = ()
) -> dict[str, str]:
    """What the store keeps under the key. `before`: the replies the message had already
    (a Regenerate's key stands for the reply it adds, not for those), ids between spaces."""
    kept = {"user_message_id": user_message_id, "fingerprint": request_fingerprint}
    if before:
        kept["before"] = " ".join(before)
    return kept


@dataclass(frozen=True)
class Unanswered:
    """The first request's message has no answer to send again yet: its reply is being
    written in this process (`running`), or a crash cut it off (`running` None: answer the
    message anew)."""

    user_message: ChatMessage
    running: RunningTurn | None


@dataclass(frozen=True)
class Elsewhere:
    """The first request's reply is being written by another worker process or app instance
    (nothing here writes it, and no reply says it was lost): the retry waits for it
    (`answer_from_elsewhere`) as it would for a reply written here."""

    user_message: ChatMessage
    key: str
    fingerprint: str


NOT_READY = (
    "Your message with this Idempotency-Key was saved, but its reply is not ready "
    "(another server process is writing it). Reload the conversation to see it."
)
# How often a retry looks again for a reply another process is writing.
POLL_SECONDS = 0.25


async def answer_from_elsewhere(
    articles: Articles, content_id: str, elsewhere: Elsewhere
) -> SendResult | Unanswered:
    """The first answer once the process writing it has saved it — or, when a restart of
    that process wrote that the reply was lost, the message to answer anew. Gives up with the
    conflict only after as long as a turn may take (every attempt at the model's time limit)."""
    limit = turn_time_limit(articles.settings)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while loop.time() < deadline:
        await asyncio.sleep(POLL_SECONDS)
        async with articles.store.lock(content_id):
            found = await earlier_answer(articles, content_id, elsewhere.key, elsewhere.fingerprint)
        if found is not None and not isinstance(found, Elsewhere):
            return found
    raise IdempotencyConflict(NOT_READY)


async def earlier_answer(
    articles: Articles, content_id: str, key: str, request_fingerprint: str
) -> SendResult | Unanswered | Elsewhere | None:
    """The answer to the first request with `key` (None if there was none). Hold the lock."""
    prior = await articles.io(articles.store.idempotent_result, content_id, key)
    if prior is None:
        return None
    if prior.get("fingerprint") != request_fingerprint:
        raise IdempotencyConflict(
            "This Idempotency-Key was already used for a different message to this article "
            "(or the same words with another selection, parent, base version or regenerate "
            "choice); send a new key with a new request."
        )
    messages = await articles.io(articles.store.list_messages, content_id)
    user = next((m for m in messages if m.id == prior.get("user_message_id")), None)
    before = set(str(prior.get("before") or "").split())
    replies = [
        m
        for m in messages
        if user and m.parent_id == user.id and m.role == "assistant" and m.id not in before
    ]
    reply = next((m for m in replies if m.summary != LOST_SUMMARY), None)
    if user is not None and reply is None:
        running = articles.running.turn_of(user.id)
        if running is not None or replies:
            return Unanswered(user, running)
        return Elsewhere(user, key, request_fingerprint)
    if user is None or reply is None:
        raise IdempotencyConflict(NOT_READY)
    revision = (
        await articles.io(articles.store.get_revision, reply.revision_id)
        if reply.revision_id
        else None
    )
    content = await articles.content_at(await articles.content(content_id), reply.version)
    return SendResult(
        session_id=user.session_id,
        user_message=user,
        assistant_message=reply,
        revision=revision,
        content=content,
    )
