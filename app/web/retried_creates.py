"""POSTs that create, retried with their `Idempotency-Key`: the first result, never a second.

A client that lost the answer to `POST /api/contents` (or `…/generate`, or a comment) sends
it again with the same key (outside50 F3). The key names what it makes: the new article's id
(or the comment's) is derived from the caller's key, so a retry finds it — after a restart
too, on TinyDB and PostgreSQL alike, with nothing to keep in step — and two copies of one
request racing each other cannot both make one: the store refuses a second record of that id.
The request's fingerprint is kept with the article (in its header's requests, under `create `
and the key, so a send's key of the same spelling stays apart) and a comment is its own
record, so the same key with another body is the 409 a send gives.
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass

from app.domain.comments import Comment
from app.domain.errors import Conflict, IdempotencyConflict, InvalidInput, NotFound
from app.domain.ids import owner_of
from app.domain.models import Content
from app.editing import idempotency
from app.editing.comments import CommentService, check_comment
from app.editing.contents import ContentService

_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"
REUSED = (
    "This Idempotency-Key was already used for a different request (another {what}); send a "
    "new key with a new request."
)

FORGOTTEN = (
    "This Idempotency-Key made the article {id!r}, but the key's record is no longer kept (an "
    "article keeps the keys of its newest keyed requests, as for sends), so this request "
    "cannot be matched with it: read it with GET /api/contents/{id}, or send a new key."
)

MadeAs = tuple[str, str, dict[str, str]]


def _digest(kind: str, key: str, length: int) -> str:
    """`length` characters of the id alphabet, from the caller's key (as kept: per user)."""
    number = int.from_bytes(hashlib.sha256(f"{kind}\n{key}".encode()).digest(), "big")
    chars = []
    for _ in range(length):
        number, rest = divmod(number, len(_ALPHABET))
        chars.append(_ALPHABET[rest])
    return "".join(chars)


@dataclass(frozen=True)
class NewArticle:
    """An article a keyed request makes: its id, the key as its header keeps it, and what
    was asked."""

    content_id: str
    key: str
    fingerprint: str

    @property
    def made_as(self) -> MadeAs:
        return (self.content_id, self.key, {"fingerprint": self.fingerprint})


def new_article(key: str | None, **request: object) -> NewArticle | None:
    """The article a request with `key` (the caller's, see api_chat.callers_key) makes; None
    without a key."""
    if key is None:
        return None
    return NewArticle(
        content_id="c" + _digest("article", key, 11),
        key="create " + key,
        fingerprint=idempotency.fingerprint(**request),
    )


async def _made_before(contents: ContentService, new: NewArticle) -> Content | None:
    """The article the first request with this key made (as it is now), None when there is
    none; IdempotencyConflict when the key made it for another request."""
    try:
        content = await contents.get_content(new.content_id)
    except NotFound:
        return None
    prior = await contents.articles.io(contents.store.idempotent_result, new.content_id, new.key)
    if prior is None:  # let go, as a send's key is, after the article's newest keyed requests
        raise IdempotencyConflict(FORGOTTEN.format(id=new.content_id))
    if prior.get("fingerprint") != new.fingerprint:
        raise IdempotencyConflict(REUSED.format(what="article"))
    return content


async def create_once(
    contents: ContentService,
    new: NewArticle | None,
    create: Callable[[MadeAs | None], Awaitable[Content]],
) -> Content:
    """`create(made_as)`'s article — or, for a retry of a keyed request, the one it made."""
    if new is None:
        return await create(None)
    earlier = await _made_before(contents, new)
    if earlier is not None:
        return earlier
    try:
        return await create(new.made_as)
    except Conflict:  # a copy of this request made it meanwhile: answer that
        earlier = await _made_before(contents, new)
        if earlier is None:
            raise
        return earlier


async def comment_once(
    comments: CommentService,
    revision_id: str,
    text: str,
    key: str | None,
    create: Callable[[str | None], Awaitable[Comment]],
) -> Comment:
    """`create(comment_id)`'s comment — or, for a retry of a keyed request, the one it made
    (the same revision and text; another is the 409 of a reused key)."""
    content_id = owner_of(revision_id)
    if key is None or content_id is None:
        return await create(None)
    comment_id = f"{content_id}-k{_digest('comment', key, 10)}"

    async def made_before() -> Comment | None:
        listed = await comments.articles.io(comments.comments.list_for_content, content_id)
        earlier = next((c for c in listed if c.id == comment_id), None)
        if earlier is None:
            return None
        if (earlier.revision_id, earlier.text) != (revision_id, check_comment(text)):
            raise IdempotencyConflict(REUSED.format(what="comment"))
        return earlier

    earlier = await made_before()
    if earlier is not None:
        return earlier
    try:
        return await create(comment_id)
    except Conflict:
        earlier = await made_before()
        if earlier is None:
            raise
        return earlier


# The POSTs that create but take no key, and why: said rather than ignored, since a client
# that sends one counts on its retry making nothing twice.
NOT_TAKEN = {
    "persona": (
        "POST /api/personas does not take an Idempotency-Key, so a retry could make a second "
        "persona: send it without the header, and after a lost answer look for the persona in "
        "GET /api/personas before sending it again."
    ),
    "user": (
        "POST /api/users does not take an Idempotency-Key: send it without the header. A retry "
        "after a lost answer is safe as it is — when the first made the user, the name is taken "
        "(409)."
    ),
    "key": (
        "POST /api/keys does not take an Idempotency-Key: a key's secret is shown once and never "
        "kept, so a retry could not be answered with it. Send it without the header; after a "
        "lost answer, revoke the key GET /api/keys lists and make a new one."
    ),
}


def refuse_key(headers: Mapping[str, str], what: str) -> None:
    """400 with NOT_TAKEN's sentence when the request carries an Idempotency-Key."""
    if headers.get("idempotency-key") is not None:
        raise InvalidInput(NOT_TAKEN[what], field="Idempotency-Key", source="header")
