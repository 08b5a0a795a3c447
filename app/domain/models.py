"""The domain model: contents, sessions as message trees, revisions, LLM calls, personas."""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    Field,
    PlainSerializer,
    computed_field,
    field_serializer,
    model_validator,
)

from app.domain.actors import Author
from app.domain.text import counts_characters, word_count

Role = Literal["system", "user", "assistant", "event"]
MessageStatus = Literal["ok", "error", "pending", "stopped"]
RevisionKind = Literal["llm", "rules", "manual", "restore", "generate"]
AssertionCategory = Literal["FACT", "PREFERENCE", "STATE"]
AssertionState = Literal["active", "pending_confirmation", "superseded", "rejected"]
WordUnit = Literal["words", "字"]

# The owner_id of an article or persona whose file names no owner at all (the key missing:
# hand-edited or damaged; None is the single-user mode's "anyone's"). The store reads such a
# record with this owner, which is no user's: with accounts, only an admin (or an editor, for
# an article) may open it — never every writer. `python -m app check` names it.
OWNER_UNREAD = ""


def _none_as_zero(value: Any) -> Any:
    return 0 if value is None else value


def _zero_as_none(value: int) -> int | None:
    return value or None


# The version a revision was made on. A draft the model wrote from a brief was made on none:
# Python reads that as 0 (comparisons and "is it a first draft" stay plain), every answer and
# stored record says null — versions start at V1, there is no V0 (docs/api.md; outside50 F14).
BaseVersion = Annotated[
    int, BeforeValidator(_none_as_zero), PlainSerializer(_zero_as_none, return_type=int | None)
]


@lru_cache(maxsize=32)
def body_words(body: str) -> int:
    """The body's word count, remembered for the last bodies counted: a long article is read,
    copied and written several times a turn, and counting 500 000 characters takes a while."""
    return word_count(body)


class Content(BaseModel):
    """The article as it is visible now (the text of the version at the session head)."""

    id: str
    title: str
    body: str
    persona_id: str | None = None
    version: int = 1
    word_count: int = 0
    created_at: datetime
    updated_at: datetime
    # Set only in a list, for an article whose files cannot be read (the sentence says why).
    damaged: bool = False
    damage: str | None = None
    # In the trash since then (restorable; nothing is deleted); None: not in the trash.
    trashed_at: datetime | None = None
    # The writer (user id) it belongs to; None: made in the single-user mode (anyone's).
    owner_id: str | None = None
    # Users it is shared with: they may work on it as its owner does.
    shared_with: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _count_the_body(self) -> Content:
        """`word_count` is the body's: an editor's word count leaves the title out (a CJK
        character counts one). Without a body (a list read from the index) the count kept
        with it stands."""
        if self.body:
            self.word_count = body_words(self.body)
        return self

    @field_serializer("word_count")
    def _body_words(self, kept: int) -> int:
        # A copy made with `model_copy(update=…)` skips the validator: count its body here.
        return body_words(self.body) if self.body else kept

    @computed_field  # type: ignore[prop-decorator]  # pydantic's documented computed-field form
    @property
    def word_unit(self) -> WordUnit:
        """What `word_count` counts: "字" when the text is mostly Chinese or Japanese (a
        character each)."""
        text = self.body if self.body.strip() else self.title
        return "字" if counts_characters(text) else "words"


class VersionText(BaseModel):
    """The text of one numbered version of a content."""

    version: int
    title: str
    body: str


class Persona(BaseModel):
    """A writer's voice; its learned preferences are StyleAssertions stored beside it."""

    id: str
    name: str
    description: str = ""
    created_at: datetime
    updated_at: datetime
    # In the trash since then (restorable; articles written in it keep it); None: not.
    trashed_at: datetime | None = None
    # The writer (user id) it belongs to; None: made in the single-user mode (anyone's).
    owner_id: str | None = None


class ChatSession(BaseModel):
    """The conversation about one content: a tree of messages with a head."""

    id: str
    content_id: str
    persona_id: str | None = None
    head_id: str | None = None
    # parent id -> the child the writer last chose at that fork; the root's key is "".
    active_child: dict[str, str] = Field(default_factory=dict)
    created_at: datetime
    updated_at: datetime
    # The writer's message a new reply is being written for, once Regenerate moved the head
    # onto it; any later head move clears it. A crash leaves it set, so start-up can tell the
    # head did not come back to that message deliberately (app/editing/lost_replies.py).
    answering: str | None = None


class ChatMessage(BaseModel):
    """One node of the conversation tree. Light: never holds a whole article."""

    id: str
    session_id: str
    parent_id: str | None = None
    role: Role
    content: str
    status: MessageStatus = "ok"
    # The article version visible after this node.
    version: int
    revision_id: str | None = None
    created_at: datetime
    # For a user message made by editing an earlier one: the id of the message it replaces.
    edited_from: str | None = None
    # For a user message sent with regenerate=false: noted, to be applied by the next edit.
    deferred: bool = False
    # For a user message limited to a selection: its span in the body at `version` (code
    # points), so that a Regenerate or a Retry of it is limited to the same text.
    selection: tuple[int, int] | None = None
    # For an assistant reply: one-line summary of what changed (used in later prompts).
    summary: str | None = None
    # Who made it (a reply: who asked for it); None on records made before attribution.
    author: Author | None = None
    # For a failed or stopped reply: whether asking again can help (false: a request over
    # the model's context window, a key or model the endpoint refuses, an edit over the size
    # limit). None on every other message, and on replies saved before the flag.
    retryable: bool | None = None


class WithheldChange(BaseModel):
    """A change the model made outside what the suggestion targeted: not applied, offered to
    the writer apart. While an edit is judged, `paragraph` is the change's block of the
    original body (1-based, 0: the title); the revision saved holds it in the writer's count
    (app/domain/paragraph_places.py: headings not counted; at a heading or a new paragraph,
    the paragraph that comes there next), with the block in `block` and a heading's words in
    `heading`. A revision saved before that has `block` None and its `paragraph` the block."""

    paragraph: int
    before: str
    after: str
    description: str
    block: int | None = None
    heading: str | None = None


class RevisionRecord(BaseModel):
    """One version of a content and the text it replaced. Heavy; written once."""

    id: str
    session_id: str | None = None
    content_id: str
    message_id: str | None = None
    kind: RevisionKind
    base_version: BaseVersion
    version: int
    suggestion: str = ""
    original_title: str
    original_body: str
    revised_title: str
    revised_body: str
    model: str | None = None
    usage: dict[str, int] | None = None
    created_at: datetime
    # For a restore: the version whose text was restored.
    restored_from: int | None = None
    # The persona preferences (statements) injected into the prompt for this edit.
    style_applied: list[str] = Field(default_factory=list)
    # Changes the model also made, outside what was asked: withheld, not in revised_body.
    withheld: list[WithheldChange] = Field(default_factory=list)
    # Rejected changes: the revision whose changes this one put back, and every change id of
    # it rejected so far (the earlier rejections of the same revision included).
    rejected_from: str | None = None
    rejected_changes: list[int] = Field(default_factory=list)
    # Who made it (asked for it, edited, restored, rejected); None before attribution.
    author: Author | None = None


class PromptMessage(BaseModel):
    """One entry of the chat-completions `messages` array."""

    role: Literal["system", "user", "assistant"]
    content: str


class LLMCall(BaseModel):
    """Exactly what a model was sent for one assistant message, and what it answered."""

    id: str
    message_id: str
    content_id: str
    model: str
    messages: list[PromptMessage]
    response: str = ""
    usage: dict[str, int] | None = None
    error: str | None = None
    duration_ms: float = 0.0
    created_at: datetime
    # What the edit engine did with the reply: "applied", "rejected: <reason>", "no_change".
    outcome: str = ""


class Evidence(BaseModel):
    """Why a preference is believed: where it came from, in the writer's own words."""

    revision_id: str | None = None
    message_id: str | None = None
    quote: str = ""
    diff_excerpt: str = ""
    measured: dict[str, float] = Field(default_factory=dict)
    intent: str = ""
    source: str = ""  # "measured", "llm", "manual", "writer"
    value: str = ""
    at: datetime
    # The revision it came from as the writer sees it: "V2→V3".
    versions: str = ""


class HistoryEntry(BaseModel):
    """An earlier value of a preference and why it changed."""

    value: str
    statement: str
    confidence: float
    state: AssertionState
    reason: str
    at: datetime


class StyleAssertion(BaseModel):
    """One atomic, independently updatable preference of a persona on one dimension."""

    id: str
    persona_id: str
    dimension: str
    value: str
    statement: str
    category: AssertionCategory = "PREFERENCE"
    confidence: float = 0.5
    half_life_days: float = 90.0
    state: AssertionState = "active"
    inferred: bool = False
    # While pending_confirmation: the newer value the writer is asked to confirm or reject.
    candidate: str | None = None
    evidence: list[Evidence] = Field(default_factory=list)
    history: list[HistoryEntry] = Field(default_factory=list)
    created_at: datetime
    updated_at: datetime


class AuditEntry(BaseModel):
    """One line of a persona's audit trail: every change to its preferences."""

    persona_id: str
    assertion_id: str
    action: str
    detail: dict[str, Any] = Field(default_factory=dict)
    at: datetime
    # Who decided (a writer's confirm/reject/edit); None for learning and older entries.
    author: Author | None = None
