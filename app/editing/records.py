"""The one place each record of an edit is built: chat messages, revisions, versions of content."""

from collections.abc import Sequence
from datetime import datetime

from app.domain import ids
from app.domain.actors import Author
from app.domain.describe import in_writers_count, language_of, withheld_in_words
from app.domain.models import (
    ChatMessage,
    Content,
    MessageStatus,
    RevisionKind,
    RevisionRecord,
    Role,
    WithheldChange,
)
from app.domain.text import word_count


def new_message(
    content_id: str,
    session_id: str,
    *,
    parent_id: str | None,
    role: Role,
    text: str,
    version: int,
    now: datetime,
    status: MessageStatus = "ok",
    message_id: str | None = None,
    revision_id: str | None = None,
    summary: str | None = None,
    edited_from: str | None = None,
    deferred: bool = False,
    author: Author | None = None,
    selection: tuple[int, int] | None = None,
    retryable: bool = True,
) -> ChatMessage:
    """A node of the conversation; `message_id` when its id was chosen earlier (a reply).
    `author`: who wrote it, or asked for it (a reply, an event); None for the welcome line.
    `retryable`: for a failed or stopped reply, whether asking again can help (kept only
    there)."""
    failed = role == "assistant" and status in ("error", "stopped")
    return ChatMessage(
        id=message_id or new_message_id(content_id),
        session_id=session_id,
        parent_id=parent_id,
        role=role,
        content=text,
        status=status,
        version=version,
        revision_id=revision_id,
        created_at=now,
        summary=summary,
        edited_from=edited_from,
        deferred=deferred,
        author=author,
        selection=selection,
        retryable=retryable if failed else None,
    )


def new_message_id(content_id: str) -> str:
    return ids.new_child_id(content_id, "m")


def new_revision(
    content_id: str,
    *,
    kind: RevisionKind,
    base_version: int,
    version: int,
    suggestion: str,
    original: tuple[str, str],
    revised: tuple[str, str],
    now: datetime,
    session_id: str | None = None,
    message_id: str | None = None,
    model: str | None = None,
    usage: dict[str, int] | None = None,
    restored_from: int | None = None,
    style_applied: Sequence[str] = (),
    withheld: Sequence[WithheldChange] = (),
    author: Author | None,
) -> RevisionRecord:
    """A revision: the (title, body) it replaced and the (title, body) it made, and who made
    it (asked for it, edited, restored or rejected). Each withheld change is described in the
    article's language, as the reply's line says it, and numbered as the writer counts."""
    lang = language_of(original[0] + " " + original[1] + " " + revised[1])
    return RevisionRecord(
        id=ids.new_child_id(content_id, "r"),
        session_id=session_id,
        content_id=content_id,
        message_id=message_id,
        kind=kind,
        base_version=base_version,
        version=version,
        suggestion=suggestion,
        original_title=original[0],
        original_body=original[1],
        revised_title=revised[0],
        revised_body=revised[1],
        model=model,
        usage=usage,
        created_at=now,
        restored_from=restored_from,
        style_applied=list(style_applied),
        withheld=in_writers_count(withheld_in_words(withheld, lang, original[1]), original[1]),
        author=author,
    )


def at_version(content: Content, version: int, title: str, body: str, now: datetime) -> Content:
    """The content showing `version`, whose text is (title, body)."""
    return content.model_copy(
        update={
            "title": title,
            "body": body,
            "version": version,
            "word_count": word_count(title) + word_count(body),
            "updated_at": now,
        }
    )
