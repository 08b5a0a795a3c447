"""The OpenAPI document declares every status and content type the API can answer.

Every operation can answer the error statuses of app/web/errors.py and app/web/security.py
with the same `{status_code, detail, extra}` body; the turn endpoints also stream
`text/event-stream` and export answers Markdown, text or JSON. Declared here, once, after
Litestar has built the document from the handlers.
"""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.openapi.spec import OpenAPIMediaType as MediaType
from litestar.openapi.spec import OpenAPIResponse, Schema
from litestar.openapi.spec.enums import OpenAPIType

from app.domain.comments import MAX_COMMENT_CHARS
from app.web.schemas import MAX_TITLE

ERROR_STATUSES = {
    "400": "The request is malformed (a sentence says what is wrong).",
    "401": "Not signed in (no valid session or API key), or the access token is missing.",
    "403": "A cross-site request was refused, or the role, key scope or owner forbids it.",
    "404": "No such article, message, revision, version or persona.",
    "405": "The path does not answer this method (see Allow).",
    "409": "A stale base_version, or a state that forbids the operation.",
    "413": "The body, message or article is over its size limit.",
    "415": "The request body must be JSON.",
    "422": "The guards refused an edit.",
    "500": "An article's files are damaged, or something failed on the server.",
    "502": "The language model failed.",
    "503": "A language model is needed and none is configured.",
    "507": "The disk is full; the sentence says what was saved.",
}

_ERROR_SCHEMA = Schema(
    type=OpenAPIType.OBJECT,
    required=["status_code", "detail"],
    properties={
        "status_code": Schema(type=OpenAPIType.INTEGER),
        "detail": Schema(type=OpenAPIType.STRING),
        "extra": Schema(),
    },
)
_STREAMING = {"/api/chat/send", "/api/chat/messages/{message_id}/edit"}


# Rules the handlers enforce that a field's type alone does not say: text that must hold
# something other than spaces.
_NOT_BLANK = r"\S"
_REQUIRED_TEXT = {
    "GenerateContent": ["brief"],
    "SendMessage": ["message"],
    "EditMessage": ["message"],
    "RenameContent": ["title"],
    # An article needs a title and a text; a manual edit cannot blank either.
    "CreateContent": ["title", "body"],
    "UpdateContent": ["title", "body"],
    "NewComment": ["text"],
    "CreatePersona": ["name"],
    "RenamePersona": ["name"],
}
# A title is one line, spaces around it aside (app/web/schemas.py), and, where required,
# not blank.
_LINE = r"[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]*"
_ONE_LINE = {True: rf"^\s*{_LINE}\S{_LINE}\s*$", False: rf"^\s*{_LINE}\s*$"}
_TITLES = ["CreateContent", "UpdateContent", "RenameContent", "GenerateContent"]
# Text the handlers refuse past a length, with a sentence saying how long it was.
_MAX_LENGTH = {("NewComment", "text"): MAX_COMMENT_CHARS}


def _declare_text_rules(components: dict[str, Any]) -> None:
    for name, fields in _REQUIRED_TEXT.items():
        schema = components.get(name)
        for field in fields:
            prop = (schema.properties or {}).get(field) if schema is not None else None
            if isinstance(prop, Schema):
                prop.pattern = _NOT_BLANK
                prop.max_length = _MAX_LENGTH.get((name, field), prop.max_length)
    for name in _TITLES:
        schema = components.get(name)
        prop = (schema.properties or {}).get("title") if schema is not None else None
        for one in [prop, *(getattr(prop, "one_of", None) or [])]:
            if isinstance(one, Schema) and one.type == OpenAPIType.STRING:
                one.pattern = _ONE_LINE["title" in _REQUIRED_TEXT.get(name, [])]
                one.max_length = MAX_TITLE


def declare_responses(app: Litestar) -> None:
    """Add the error answers (and the streaming and export content types) to every operation."""
    document = app.openapi_schema
    if document.components and document.components.schemas:
        _declare_text_rules(dict(document.components.schemas))
    for path, item in (document.paths or {}).items():
        for method in ("get", "put", "post", "delete", "patch"):
            operation = getattr(item, method, None)
            if operation is None:
                continue
            responses: dict[str, Any] = dict(operation.responses or {})
            for status, description in ERROR_STATUSES.items():
                responses.setdefault(
                    status,
                    OpenAPIResponse(
                        description=description,
                        content={"application/json": MediaType(schema=_ERROR_SCHEMA)},
                    ),
                )
            success = next((r for s, r in responses.items() if s.startswith("2")), None)
            if isinstance(success, OpenAPIResponse) and success.content is not None:
                if path.endswith("/events") or path in _STREAMING or path.endswith("/regenerate"):
                    success.content.setdefault(
                        "text/event-stream", MediaType(schema=Schema(type=OpenAPIType.STRING))
                    )
                if path.endswith("/export"):
                    for kind in ("text/markdown", "text/plain", "application/json"):
                        success.content.setdefault(
                            kind, MediaType(schema=Schema(type=OpenAPIType.STRING))
                        )
            operation.responses = responses
