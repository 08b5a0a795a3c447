"""Request bodies of the HTTP API; responses are the domain models and `app.editing.views`."""

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, Field

# The longest title: a rename's limit, so no way in makes a longer one.
MAX_TITLE = 500

# Characters that end a line: a title holding one downloads as a Markdown heading followed by
# body text, and a second line is lost from every one-line place it is shown.
_LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"


def _one_line(title: str) -> str:
    if any(c in _LINE_BREAKS for c in title.strip()):
        raise ValueError("a title is one line; put what follows the line break in the text")
    return title


# app/web/contract.py declares the same rule in the OpenAPI document.
Title = Annotated[str, Field(max_length=MAX_TITLE), AfterValidator(_one_line)]


class CreateContent(BaseModel):
    title: Title
    body: str
    persona_id: str | None = None


class GenerateContent(BaseModel):
    brief: str
    persona_id: str
    title: Title | None = None


class UpdateContent(BaseModel):
    title: Title | None = None
    body: str
    base_version: int


class RenameContent(BaseModel):
    title: Title
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
