"""Request bodies of the HTTP API (responses are the domain models)."""

from typing import Literal

from pydantic import BaseModel, Field

from app.domain.models import ChatMessage, Content, RevisionRecord


class CreateContent(BaseModel):
    title: str
    body: str
    persona_id: str | None = None


class GenerateContent(BaseModel):
    brief: str
    persona_id: str
    title: str | None = None


class UpdateContent(BaseModel):
    title: str | None = None
    body: str
    base_version: int


class RestoreContent(BaseModel):
    version: int = Field(ge=1)
    base_version: int | None = None


class Selection(BaseModel):
    start: int = Field(ge=0)
    end: int = Field(ge=0)


class SendMessage(BaseModel):
    content_id: str
    message: str
    regenerate: bool = True
    parent_id: str | None = None
    base_version: int | None = None
    selection: Selection | None = None


class EditMessage(BaseModel):
    message: str


class MoveHead(BaseModel):
    message_id: str


class RejectChanges(BaseModel):
    change_ids: list[int] | None = None
    base_version: int


class Empty(BaseModel):
    """No fields; `{}` or no body at all."""


ExportFormat = Literal["md", "txt", "json"]


# -- response shapes, for the OpenAPI document (handlers build them as plain dicts) -----


class ChatMessageNode(ChatMessage):
    sibling_index: int
    sibling_count: int


class SessionView(BaseModel):
    """The conversation: the visible path (root → head) and every node of the tree."""

    id: str
    content_id: str
    persona_id: str | None
    head_id: str | None
    active_child: dict[str, str]
    path: list[ChatMessage]
    messages: list[ChatMessageNode]


class SendResult(BaseModel):
    """One answered turn. With ?stream=true the same arrives as the `done` event."""

    session_id: str
    user_message: ChatMessage
    assistant_message: ChatMessage
    revision: RevisionRecord | None
    content: Content
