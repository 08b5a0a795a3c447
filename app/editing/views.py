"""What the editing services answer: the response models the HTTP handlers return as they are.

These are the shapes in the OpenAPI document, so they are built here from the domain records
(never as look-alike dicts), and the document cannot drift from the responses.
"""

from collections.abc import Collection, Sequence
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel

from app.domain.actors import Author
from app.domain.changes import group_changes, rejectable_hunks
from app.domain.describe import describe_changes, describe_withheld, language_of
from app.domain.diff import HunkOp, diff_stats, scope_summary
from app.domain.models import (
    BaseVersion,
    ChatMessage,
    ChatSession,
    Content,
    LLMCall,
    PromptMessage,
    RevisionKind,
    RevisionRecord,
    VersionText,
    WithheldChange,
)
from app.domain.tree import Tree
from app.store.damaged_revisions import DamagedRevision


class ChatMessageNode(ChatMessage):
    """A node of the conversation with its place among its siblings (index from 0).

    `pending`: a writer's message whose reply is being written right now (in this server
    process; never stored, so nothing stays pending after a restart)."""

    sibling_index: int
    sibling_count: int
    pending: bool = False


class SessionView(BaseModel):
    """The conversation: the visible path (root → head) and every node of the tree."""

    id: str
    content_id: str
    persona_id: str | None
    head_id: str | None
    active_child: dict[str, str]
    path: list[ChatMessageNode]
    messages: list[ChatMessageNode]
    # The article as it was when this conversation was read, from the same committed state:
    # read apart (GET /api/contents), a reply landing between the two reads showed a version
    # that did not match the head.
    content: Content


class SendResult(BaseModel):
    """One answered turn. With ?stream=true the same arrives as the `done` event."""

    session_id: str
    user_message: ChatMessage
    assistant_message: ChatMessage
    revision: RevisionRecord | None
    content: Content


class StopResult(BaseModel):
    """The answer to Stop: whether a reply was being written (and is now saved as stopped)."""

    message_id: str
    stopped: bool
    detail: str


class VersionEntry(BaseModel):
    """One version in the history list: light, without the texts."""

    id: str
    version: int
    base_version: BaseVersion
    # "damaged": the revision's file cannot be read; `damage` says which and how to repair it.
    kind: RevisionKind | Literal["damaged"]
    suggestion: str
    message_id: str | None
    created_at: datetime
    restored_from: int | None
    model: str | None
    rejected_from: str | None = None
    rejected_changes: list[int] = []
    # Who made it; None on versions made before attribution.
    author: Author | None = None
    damage: str | None = None


class DiffHunk(BaseModel):
    """A run of kept, inserted or deleted text; `change_id` names the change it belongs to."""

    op: HunkOp
    text: str
    change_id: int | None


class DiffChange(BaseModel):
    """One change the writer can reject on its own."""

    id: int
    delete: str
    insert: str


class DiffStatsView(BaseModel):
    inserted_chars: int
    deleted_chars: int
    paragraphs_changed: int
    paragraphs_total: int
    headings_changed: int = 0


class VersionDiff(BaseModel):
    """Any two versions compared: character-level changes, and `descriptions` saying them in
    words, a line each (and what the model suggested outside the request)."""

    from_version: int
    to_version: int
    title_changed: bool
    original_title: str
    revised_title: str
    hunks: list[DiffHunk]
    changes: list[DiffChange]
    stats: DiffStatsView
    scope: str
    descriptions: list[str]


class RevisionDiff(VersionDiff):
    """A revision's changes from its base version: the version diff, plus which revision it
    is and what earlier rejections of it already put back (those changes can be rejected)."""

    revision_id: str
    from_version: BaseVersion  # null for a first draft from a brief: there is no V0
    rejected_from: str | None = None
    rejected_changes: list[int] = []
    # Who made the revision; None on revisions made before attribution.
    author: Author | None = None


class ModelCallView(BaseModel):
    """Exactly what the model was sent for one assistant message, and what it answered."""

    message_id: str
    model: str
    messages: list[PromptMessage]
    response: str
    usage: dict[str, int] | None
    error: str | None
    outcome: str
    duration_ms: float
    created_at: datetime


def session_view(
    session: ChatSession, tree: Tree, content: Content, pending: Collection[str] = ()
) -> SessionView:
    """Every node once (creation order, with its sibling position) and the path root → head,
    whose entries are the same node objects, with the article `content` read together with
    them. `pending`: the writer's messages whose reply is being written; one that has a reply
    and is not the head (regenerate keeps the head on its message) is answered already."""
    positions = {
        message.id: (index, len(siblings))
        for siblings in tree.children.values()
        for index, message in enumerate(siblings)
    }
    nodes = {
        message.id: ChatMessageNode.model_construct(
            **dict(message),
            sibling_index=positions[message.id][0],
            sibling_count=positions[message.id][1],
            pending=message.id in pending
            and (message.id == session.head_id or not tree.children.get(message.id)),
        )
        for message in tree.by_id.values()
    }
    return SessionView(
        id=session.id,
        content_id=session.content_id,
        persona_id=session.persona_id,
        head_id=session.head_id,
        active_child=session.active_child,
        path=[nodes[m.id] for m in tree.ancestors(session.head_id)][::-1],
        messages=list(nodes.values()),
        content=content,
    )


def version_entry(revision: RevisionRecord) -> VersionEntry:
    return VersionEntry(
        id=revision.id,
        version=revision.version,
        base_version=revision.base_version,
        kind=revision.kind,
        suggestion=revision.suggestion,
        message_id=revision.message_id,
        created_at=revision.created_at,
        restored_from=revision.restored_from,
        model=revision.model,
        rejected_from=revision.rejected_from,
        rejected_changes=revision.rejected_changes,
        author=revision.author,
    )


def damaged_entry(revision: DamagedRevision) -> VersionEntry:
    """A revision whose file cannot be read, with what the article's other files say of it."""
    return VersionEntry(
        id=revision.id,
        version=revision.version,
        base_version=revision.base_version,
        kind="damaged",
        suggestion=revision.suggestion,
        message_id=revision.message_id,
        created_at=revision.created_at,
        restored_from=None,
        model=None,
        author=revision.author,
        damage=revision.damage,
    )


def _diff_parts(
    original: tuple[str, str], revised: tuple[str, str], withheld: Sequence[WithheldChange] = ()
) -> dict[str, Any]:
    """The fields every diff shares, from one (title, body) to another."""
    hunks = rejectable_hunks(original[1], revised[1])
    changes = group_changes(hunks)
    change_of = {
        index: change.id
        for change in changes
        for index in change.hunk_indices()
        if hunks[index].op != "equal"
    }
    stats = diff_stats(original[1], revised[1], hunks)
    return {
        "title_changed": original[0] != revised[0],
        "original_title": original[0],
        "revised_title": revised[0],
        "hunks": [
            DiffHunk(op=h.op, text=h.text, change_id=change_of.get(i))
            for i, h in enumerate(hunks)
            if h.text
        ],
        "changes": [DiffChange(id=c.id, delete=c.delete, insert=c.insert) for c in changes],
        "stats": DiffStatsView(**stats.__dict__),
        "scope": scope_summary(stats, title_changed=original[0] != revised[0], hunks=hunks),
        "descriptions": [
            *describe_changes(*original, *revised),
            *describe_withheld(withheld, language_of(original[0] + " " + original[1]), original[1]),
        ],
    }


def revision_diff(revision: RevisionRecord) -> RevisionDiff:
    return RevisionDiff(
        revision_id=revision.id,
        from_version=revision.base_version,
        to_version=revision.version,
        rejected_from=revision.rejected_from,
        rejected_changes=revision.rejected_changes,
        author=revision.author,
        **_diff_parts(
            (revision.original_title, revision.original_body),
            (revision.revised_title, revision.revised_body),
            revision.withheld,
        ),
    )


def version_diff(older: VersionText, newer: VersionText) -> VersionDiff:
    """Any two versions compared, on any branches (`older` need not be older)."""
    return VersionDiff(
        from_version=older.version,
        to_version=newer.version,
        **_diff_parts((older.title, older.body), (newer.title, newer.body)),
    )


def model_call_view(call: LLMCall) -> ModelCallView:
    return ModelCallView(
        message_id=call.message_id,
        model=call.model,
        messages=call.messages,
        response=call.response,
        usage=call.usage,
        error=call.error,
        outcome=call.outcome,
        duration_ms=call.duration_ms,
        created_at=call.created_at,
    )
