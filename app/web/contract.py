"""The OpenAPI document declares every status and content type the API can answer.

Each operation declares the error statuses of app/web/errors.py, app/web/security.py and the
HTTP protocol (app/web/unreadable.py) it can answer — not those it cannot (a GET has no body
to be too large) — with the same `{status_code, detail, extra}` body; the turn endpoints also stream
`text/event-stream` and export answers Markdown, text or JSON. Declared here, once, after
Litestar has built the document from the handlers.
"""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar._openapi.plugin import OpenAPIPlugin
from litestar.openapi.spec import (
    OpenAPI,
    OpenAPIHeader,
    OpenAPIResponse,
    Reference,
    Schema,
    SecurityScheme,
)
from litestar.openapi.spec import OpenAPIMediaType as MediaType
from litestar.openapi.spec.enums import OpenAPIType

from app.domain.comments import MAX_COMMENT_CHARS
from app.domain.visible import MAX_TITLE, VISIBLE
from app.web.schemas import RequestBody

ERROR_STATUSES = {
    "400": "The request is malformed (a sentence says what is wrong).",
    "401": "Not signed in (no valid session or API key), or the access token is missing.",
    "403": "A cross-site request was refused, or the role, key scope or owner forbids it.",
    "404": "No such article, message, revision, version or persona.",
    "405": "The path does not answer this method (see Allow).",
    "408": "The request body stopped arriving; nothing was read or saved.",
    "409": "A stale base_version, or a state that forbids the operation.",
    "413": "The body, message or article is over its size limit.",
    "414": "The address (path and query) is over 65 535 bytes.",
    "415": "The request body must be JSON.",
    "422": "The guards refused an edit.",
    "429": "Too many of this client's article event streams are open (see Retry-After).",
    "431": "The request headers are over 128 kB together.",
    "500": "An article's files are damaged, or something failed on the server.",
    "502": "The language model failed.",
    "503": "A language model is needed and none is configured, or the database is away.",
    "507": "The disk is full; the sentence says what was saved.",
}
# Which of them an operation can answer (docs/api.md's table): any request can be unreadable
# (400, 414, 431), declare a body over the limit (413, even a GET: app/web/bodies.py) or fail
# (500); an /api request can also meet the accounts (401, 403), a missing record (404), a
# database away (503) or a full disk (507, a default persona made on a first read included);
# only a write's body can stop arriving (408), not be JSON (415) or be stale (409); only the
# model's draft is a 502.
_ANY = {"400", "405", "413", "414", "431", "500"}
_API = _ANY | {"401", "403", "404", "503", "507"}
_WRITE = _API | {"408", "409", "415"}
_ONLY = {
    "502": {("post", "/api/contents/generate")},
    "429": {("get", "/api/contents/{content_id}/events")},
    "422": {
        ("put", "/api/contents/{content_id}"),
        ("post", "/api/chat/send"),
        ("post", "/api/chat/messages/{message_id}/edit"),
        ("post", "/api/chat/messages/{message_id}/regenerate"),
    },
}


def error_statuses(method: str, path: str) -> list[str]:
    """The error statuses the operation `method path` can answer, in order."""
    kinds = _ANY if not path.startswith("/api") else _API if method == "get" else _WRITE
    special = {status for status, where in _ONLY.items() if (method, path) in where}
    return sorted(kinds | special)


# docs/api.md's error: all three fields always there; `extra` null, or (a 400, a 409 whose
# conversation moved on) the fields at fault — an item without `key` is the body as a whole,
# `source` says where a field outside the JSON body is.
_FIELD_AT_FAULT = Schema(
    type=OpenAPIType.OBJECT,
    required=["message"],
    properties={
        "key": Schema(type=OpenAPIType.STRING),
        "message": Schema(type=OpenAPIType.STRING),
        "source": Schema(type=OpenAPIType.STRING, enum=["path", "query", "header", "body"]),
    },
)
_ERROR_SCHEMA = Schema(
    type=OpenAPIType.OBJECT,
    required=["status_code", "detail", "extra"],
    properties={
        "status_code": Schema(type=OpenAPIType.INTEGER),
        "detail": Schema(type=OpenAPIType.STRING),
        "extra": Schema(
            one_of=[
                Schema(type=OpenAPIType.NULL),
                Schema(type=OpenAPIType.ARRAY, items=_FIELD_AT_FAULT),
            ]
        ),
    },
)
_STREAMING = {"/api/chat/send", "/api/chat/messages/{message_id}/edit"}
# When to ask again (docs/api.md's table): a 429 always says it; a 503 says it when the
# database is away — a missing model is no wait, so there it is left out.
_RETRY_AFTER = {
    "429": OpenAPIHeader(
        schema=Schema(type=OpenAPIType.INTEGER, minimum=1),
        required=True,
        description="Seconds to wait before trying again.",
    ),
    "503": OpenAPIHeader(
        schema=Schema(type=OpenAPIType.INTEGER, minimum=1),
        required=False,
        description="Seconds to wait before sending it again: sent when the database cannot "
        "be reached right now, not when no language model is configured.",
    ),
}


def _ref(name: str) -> Reference:
    return Reference(ref=f"#/components/schemas/{name}")


# The JSON export (`?format=json`), as app/web/api_contents.py writes it.
_EXPORT = Schema(
    type=OpenAPIType.OBJECT,
    required=["content", "revisions", "damaged_revisions", "comments"],
    properties={
        "content": _ref("Content"),
        "revisions": Schema(type=OpenAPIType.ARRAY, items=_ref("RevisionRecord")),
        "damaged_revisions": Schema(
            type=OpenAPIType.ARRAY,
            items=Schema(
                type=OpenAPIType.OBJECT,
                required=["id", "version", "damage"],
                properties={
                    "id": Schema(type=OpenAPIType.STRING),
                    "version": Schema(type=OpenAPIType.INTEGER, minimum=1),
                    "damage": Schema(type=OpenAPIType.STRING),
                },
            ),
        ),
        "comments": Schema(type=OpenAPIType.ARRAY, items=_ref("Comment")),
    },
)


# Rules the handlers enforce that a field's type alone does not say: text that must hold
# something that shows (not only spaces or zero-width characters: app/domain/visible.py).
# Anchored, and with no NUL anywhere: the request bodies refuse one (app/web/schemas.py).
_NOT_BLANK = rf"^[^\x00]*{VISIBLE}[^\x00]*$"
_NO_NUL = r"^[^\x00]*$"
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
_LINE = r"[^\x00\n\r\v\f\x1c-\x1e\x85\u2028\u2029]*"
_ONE_LINE = {True: rf"^\s*{_LINE}{VISIBLE}{_LINE}\s*$", False: rf"^\s*{_LINE}\s*$"}
_TITLES = ["CreateContent", "UpdateContent", "RenameContent", "GenerateContent"]
_NAMES = ["CreatePersona", "RenamePersona"]  # one line, like a title, and no control character
# A persona's name or a key's label: besides the line breaks, no control character but a tab
# (app/web/schemas.py refuses them); spaces and line ends around it aside.
_NAME_CHAR = r"[^\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]"
_NAME_LINE = {
    True: rf"^[ \t\n\r]*{_NAME_CHAR}*{VISIBLE}{_NAME_CHAR}*[ \t\n\r]*$",
    False: rf"^[ \t\n\r]*{_NAME_CHAR}*[ \t\n\r]*$",
}
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
    for name in _NAMES:
        schema = components.get(name)
        prop = (schema.properties or {}).get("name") if schema is not None else None
        if isinstance(prop, Schema) and prop.type == OpenAPIType.STRING:
            prop.pattern = _NAME_LINE[True]
    schema = components.get("CreateKey")
    prop = (schema.properties or {}).get("label") if schema is not None else None
    if isinstance(prop, Schema) and prop.type == OpenAPIType.STRING:
        prop.pattern = _NAME_LINE[False]


# The Word import's file: base64 of a .docx (a zip holding word/document.xml), which no
# pattern can say; its own format names it (tests/api/test_contract_fuzz.py draws real files).
DOCX_FORMAT = "docx-base64"


def _declare_word_file(components: dict[str, Any]) -> None:
    schema = components.get("WordFile")
    prop = (schema.properties or {}).get("docx") if schema is not None else None
    if isinstance(prop, Schema) and prop.type == OpenAPIType.STRING:
        prop.format = DOCX_FORMAT  # type: ignore[assignment]
        prop.content_encoding = "base64"
        prop.content_media_type = (
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        )


# Answers whose base version is null for a draft the model wrote from a brief (made on no
# version: app/domain/models.BaseVersion), by shape and field.
_NO_BASE = {
    "RevisionRecord": "base_version",
    "LearnedRevision": "base_version",
    "VersionEntry": "base_version",
    "LearnedVersionEntry": "base_version",
    "DeskEntry": "base_version",
    "RevisionDiff": "from_version",
}


def _declare_versions(components: dict[str, Any]) -> None:
    """A `base_version` is V1 or later, optional or not (Litestar drops the bound inside
    `int | None`); where a first draft has none, it is null."""
    for schema in components.values():
        prop = (getattr(schema, "properties", None) or {}).get("base_version")
        for one in [prop, *(getattr(prop, "one_of", None) or [])]:
            if isinstance(one, Schema) and one.type == OpenAPIType.INTEGER:
                one.minimum = 1
    for name in ("VersionDiff", "RevisionDiff"):  # two versions compared: each V1 or later
        for field in ("from_version", "to_version"):
            prop = (getattr(components.get(name), "properties", None) or {}).get(field)
            if isinstance(prop, Schema) and prop.type == OpenAPIType.INTEGER:
                prop.minimum = 1
    for name, field in _NO_BASE.items():
        schema = components.get(name)
        if schema is not None and field in (schema.properties or {}):
            schema.properties[field] = Schema(
                one_of=[
                    Schema(type=OpenAPIType.INTEGER, minimum=1),
                    Schema(type=OpenAPIType.NULL),
                ]
            )


def _request_bodies() -> dict[str, type[RequestBody]]:
    """Every request body model, by its schema's name."""
    bodies: dict[str, type[RequestBody]] = {}
    waiting = list(RequestBody.__subclasses__())
    while waiting:
        body = waiting.pop()
        bodies[body.__name__] = body
        waiting.extend(body.__subclasses__())
    return bodies


def _declare_at_least_one(components: dict[str, Any]) -> None:
    """A body that must name one of its fields at least (`Sharing`: `{}` is refused) says so
    with minProperties, which Litestar does not carry over from the model's config."""
    for name, body in _request_bodies().items():
        extra = body.model_config.get("json_schema_extra")
        schema = components.get(name)
        if isinstance(extra, dict) and "minProperties" in extra and schema is not None:
            schema.min_properties = extra["minProperties"]


def _declare_no_nul(components: dict[str, Any]) -> None:
    """Every other text field of a request body: anything but a NUL."""
    for name in _request_bodies():
        schema = components.get(name)
        for prop in (schema.properties or {}).values() if schema is not None else ():
            if not isinstance(prop, Schema):
                continue
            for one in [prop, prop.items, *(prop.one_of or [])]:
                text = isinstance(one, Schema) and one.type == OpenAPIType.STRING
                if text and not one.pattern and not one.enum:  # type: ignore[union-attr]
                    one.pattern = _NO_NUL  # type: ignore[union-attr]


def _named(node: Any) -> set[str]:
    """The component names a piece of the document refers to (`#/components/schemas/X`)."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        found = {ref.rsplit("/", 1)[1]} if isinstance(ref, str) else set()
        return found.union(*(_named(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_named(v) for v in node))
    return set()


def _reachable(start: set[str], components: dict[str, Any]) -> set[str]:
    seen: set[str] = set()
    waiting = list(start)
    while waiting:
        name = waiting.pop()
        if name in seen or name not in components:
            continue
        seen.add(name)
        waiting.extend(_named(components[name]))
    return seen


def _declare_answers_whole(document: OpenAPI) -> None:
    """Every field of an answer is always sent (null when it has no value: nothing is left
    out), so each is required — a client generated from the document gets `version: number`,
    not `version?: number`. Shapes also read from requests keep their optional fields."""
    as_dict = document.to_schema()
    components = as_dict["components"]["schemas"]
    operations = [
        op for item in as_dict["paths"].values() for op in item.values() if isinstance(op, dict)
    ]
    answered = _reachable(_named([op.get("responses") for op in operations]), components)
    asked = _reachable(_named([op.get("requestBody") for op in operations]), components)
    schemas = document.components.schemas if document.components else None
    for name in answered - asked:
        schema = (schemas or {}).get(name)
        if isinstance(schema, Schema) and schema.properties:
            schema.required = list(schema.properties)


# How a request says who it is (docs/api.md "Accounts"): an API key (or, in the single-user
# mode, REDLINE_API_TOKEN) as a Bearer token, or the session cookie the login page sets; an
# open single-user Redline needs neither (the empty requirement).
_SECURITY_SCHEMES = {
    "bearer": SecurityScheme(
        type="http",
        scheme="bearer",
        description="An API key (`rk_…`) once accounts exist; REDLINE_API_TOKEN before.",
    ),
    "session": SecurityScheme(
        type="apiKey",
        name="redline_session",
        security_scheme_in="cookie",
        description="The session cookie set by signing in on /login.",
    ),
}
_OPEN_PATHS = ("/healthz",)


def _declare_security(document: Any) -> None:
    """Name the ways to authenticate, so a generated client knows to send the Bearer key."""
    if document.components is not None:
        document.components.security_schemes = dict(_SECURITY_SCHEMES)
    document.security = [{"bearer": []}, {"session": []}, {}]
    for path in _OPEN_PATHS:
        item = (document.paths or {}).get(path)
        if item is not None and item.get is not None:
            item.get.security = [{}]


class _DeclaredOpenAPI(OpenAPIPlugin):
    """Litestar's OpenAPI plugin, with this module's declarations added when it builds the
    document: on its first request (or `app.openapi_schema`), not at each app build (0.1 s of
    CPU that every start and every test app paid for a document few of them serve)."""

    __slots__ = ()

    def _build_openapi(self) -> OpenAPI:
        document = super()._build_openapi()
        _declare(document)
        return document


def declare_responses(app: Litestar) -> None:
    """Add the error answers (and the streaming and export content types) to every operation
    of the app's OpenAPI document, once it is built."""
    # The plugin is Litestar's own instance (its routes serve the document), built in
    # `Litestar.__init__`; the subclass adds no state, only the declaring step.
    app.plugins.get(OpenAPIPlugin).__class__ = _DeclaredOpenAPI


def _declare(document: OpenAPI) -> None:
    _declare_security(document)
    if document.components and document.components.schemas:
        _declare_text_rules(dict(document.components.schemas))
        _declare_versions(dict(document.components.schemas))
        _declare_word_file(dict(document.components.schemas))
        _declare_no_nul(dict(document.components.schemas))
        _declare_at_least_one(dict(document.components.schemas))
        _declare_answers_whole(document)
    for path, item in (document.paths or {}).items():
        for method in ("get", "put", "post", "delete", "patch"):
            operation = getattr(item, method, None)
            if operation is None:
                continue
            responses: dict[str, Any] = dict(operation.responses or {})
            for status in error_statuses(method, path):
                description = ERROR_STATUSES[status]
                # Litestar's own 400 ("Validation Exception", `extra` an object) is replaced:
                # every 400 is the error above, whichever check found it.
                if status == "400":
                    responses.pop(status, None)
                responses.setdefault(
                    status,
                    OpenAPIResponse(
                        description=description,
                        content={"application/json": MediaType(schema=_ERROR_SCHEMA)},
                        headers=(
                            {"Retry-After": _RETRY_AFTER[status]}
                            if status in _RETRY_AFTER
                            else None
                        ),
                    ),
                )
            success = next((r for s, r in responses.items() if s.startswith("2")), None)
            if isinstance(success, OpenAPIResponse) and success.content is not None:
                if path.endswith("/events") or path in _STREAMING or path.endswith("/regenerate"):
                    success.content.setdefault(
                        "text/event-stream", MediaType(schema=Schema(type=OpenAPIType.STRING))
                    )
                if path.endswith("/export"):
                    for kind in ("text/markdown", "text/plain"):
                        success.content.setdefault(
                            kind, MediaType(schema=Schema(type=OpenAPIType.STRING))
                        )
                    success.content["application/json"] = MediaType(schema=_EXPORT)
            operation.responses = responses
