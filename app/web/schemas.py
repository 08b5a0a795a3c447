"""Request bodies of the HTTP API; responses are the domain models and `app.editing.views`."""

from typing import Literal

from pydantic import BaseModel, Field

# The longest title: a rename's limit, so no way in makes a longer one.
MAX_TITLE = 500


class CreateContent(BaseModel):
    title: str = Field(max_length=MAX_TITLE)
    body: str
    persona_id: str | None = None


class GenerateContent(BaseModel):
    brief: str
    persona_id: str
    title: str | None = Field(default=None, max_length=MAX_TITLE)


class UpdateContent(BaseModel):
    title: str | None = Field(default=None, max_length=MAX_TITLE)
    body: str
    base_version: int


class RenameContent(BaseModel):
    title: str = Field(max_length=MAX_TITLE)
    base_version: int | None = None


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
