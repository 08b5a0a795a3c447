"""Request bodies of the HTTP API; responses are the domain models and `app.editing.views`."""

import re
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from app.domain.visible import LINE_BREAKS, MAX_TITLE, shows_something


class RequestBody(BaseModel):
    """A JSON request body, read as sent and holding only text that can be saved.

    Strict: `"2"`, `2.5` or `true` is not a version and `1` or `"yes"` is not true — a client
    that sends them has a bug it should hear about, not a guess. A NUL character is refused
    (PostgreSQL cannot store one, so TinyDB does not either). Text that shows nothing (only
    zero-width spaces, Hangul fillers …) is read as empty, so the "is empty" sentences of the
    fields that need text answer it, as they answer spaces (a password is kept as sent)."""

    model_config = ConfigDict(strict=True)

    @model_validator(mode="before")
    @classmethod
    def _whole_numbers(cls, data: object) -> object:
        """`2.0` is the integer 2, as JSON Schema's `integer` says; `2.5` stays refused. Only
        the model's own fields are kept: the others are ignored anyway, and a body of 400,000
        unknown keys took seconds to copy and look over."""
        if isinstance(data, dict):
            return {key: _whole(data[key]) for key in cls.model_fields if key in data}
        return data

    @field_validator("*", mode="after")
    @classmethod
    def _savable(cls, value: object, info: ValidationInfo) -> object:
        if isinstance(value, str):
            return (
                value if info.field_name == "password" and "\x00" not in value else savable(value)
            )
        if isinstance(value, list):
            return [savable(item) if isinstance(item, str) else item for item in value]
        return value


def _whole(value: object) -> object:
    if isinstance(value, list):
        return [_whole(item) for item in value]
    if isinstance(value, float) and value.is_integer() and abs(value) <= _EXACT:
        return int(value)
    return value


_EXACT = 2.0**53  # past it a float no longer names one whole number


def savable(text: str) -> str:
    """`text`, or "" when it shows nothing; a NUL in it is refused."""
    if "\x00" in text:
        raise ValueError("holds a NUL character (\\u0000), which text cannot contain; remove it")
    return text if shows_something(text) else ""


# The direction overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069): in a title
# or a name they make what follows display in another order ("report\u202etxt.exe" shows as
# "reportexe.txt") wherever it is listed. Taken out, as a model's reply loses them
# (app/editing/controls.py) and a user name refuses them (app/accounts/service.py).
_OVERRIDES = re.compile("[\u202a-\u202e\u2066-\u2069]")


def without_overrides(text: str) -> str:
    """`text` without direction overrides, embeddings or isolates."""
    return _OVERRIDES.sub("", text)


# Control characters other than NUL, a tab and the line breaks (each told apart above): a BEL or an
# ESC in a persona's name or a key's label rings, or rewrites, the terminal that lists it and
# shows as nothing or a box in the page. (A title keeps them, as API clients have sent them:
# the CLI and the page write them out.)
_CONTROLS = re.compile("[\x01-\x08\x0e-\x1b\x1f\x7f-\x84\x86-\x9f]")


def _no_controls(text: str, what: str) -> None:
    found = _CONTROLS.search(text)
    if found:
        raise ValueError(
            f"{what} cannot hold a control character (U+{ord(found[0]):04X}); take it out"
        )


def _one_line(title: str) -> str:
    if any(c in LINE_BREAKS for c in title.strip()):
        raise ValueError("a title is one line; put what follows the line break in the text")
    return without_overrides(title)  # its control characters are written out where shown


def _one_line_name(name: str) -> str:
    if any(c in LINE_BREAKS for c in name.strip()):
        raise ValueError("a name is one line; take out the line break")
    _no_controls(name, "a name")
    return without_overrides(name)


def one_line_label(label: str) -> str:
    """A key's label: one line, no control characters, no direction overrides."""
    return _one_line_name(label)


# app/web/contract.py declares the same rules in the OpenAPI document.
Title = Annotated[str, Field(max_length=MAX_TITLE), AfterValidator(_one_line)]
# A persona's name is one line too (a line break in it was quietly made a space).
PersonaName = Annotated[str, Field(max_length=100), AfterValidator(_one_line_name)]
# A version number: V1 is an article's first. 0 or -1 names none (it was a 409 "based on V-1").
Version = Annotated[int, Field(ge=1)]


class CreateContent(RequestBody):
    title: Title
    body: str
    persona_id: str | None = None


class WordFile(RequestBody):
    """A Word document to read as an article: the .docx file's bytes in base64."""

    docx: str = Field(min_length=1)


class GenerateContent(RequestBody):
    brief: str
    persona_id: str
    title: Title | None = None


class UpdateContent(RequestBody):
    title: Title | None = None
    body: str
    base_version: Version


class RenameContent(RequestBody):
    title: Title
    base_version: Version | None = None


class RestoreContent(RequestBody):
    version: int = Field(ge=1)
    base_version: Version | None = None


class Selection(RequestBody):
    start: int = Field(ge=0)
    end: int = Field(ge=0)


class SendMessage(RequestBody):
    content_id: str
    message: str
    regenerate: bool = True
    parent_id: str | None = None
    base_version: Version | None = None
    selection: Selection | None = None
    # The head the writer sees: the message is saved only while it is still the head (409);
    # "" while the writer sees no conversation yet (app/editing/sent_message.py NO_MESSAGES).
    head_id: str | None = None


class EditMessage(RequestBody):
    message: str
    # The head of the conversation the message was edited in: saved only while it still is.
    head_id: str | None = None


class RegenerateReply(RequestBody):
    """`{}`, no body, or the head of the conversation the Regenerate was pressed in."""

    head_id: str | None = None


class MoveHead(RequestBody):
    message_id: str


class RejectChanges(RequestBody):
    change_ids: list[int] | None = None
    base_version: Version


class Empty(RequestBody):
    """No fields; `{}` or no body at all."""


ExportFormat = Literal["md", "txt", "json"]
