"""Validation problems in a client's words: the parameter's public name and a plain sentence.

Litestar reports a bad query parameter under the handler's Python name (`from_version` for
`?from=`) in the decoder's words ("Expected `int` >= 1", "Invalid enum value 'docx'"), a
missing one as "Missing required query parameter 'to' for path …" with no field listed, and a
JSON body that is not an object by the request model's class name. A client reads docs/api.md,
so each problem here says what the contract calls the field and what it accepts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Literal, get_args, get_origin

from litestar import Request
from litestar.exceptions import ValidationException

from app.accounts.service import NAME_PATTERN

_MISSING = re.compile(r"^Missing required (\w+) parameter '([^']+)'")
_NOT_AN_OBJECT = re.compile(r"^Input should be a valid dictionary or instance of \w+$")

# The decoder's phrasings of a query, path or header value it could not take, and what to
# say instead (the value the client sent is added after).
_PHRASES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (
        re.compile(r"^Expected `int(?: \| null)?` >= (-?\d+)$"),
        lambda m: f"must be a whole number, at least {m[1]}",
    ),
    (
        re.compile(r"^Expected `int(?: \| null)?` <= (-?\d+)$"),
        lambda m: f"must be a whole number, at most {m[1]}",
    ),
    (re.compile(r"^Expected `int(?: \| null)?`, got `\w+`$"), lambda m: "must be a whole number"),
    (re.compile(r"^Expected `bool(?: \| null)?`, got `\w+`$"), lambda m: "must be true or false"),
    # Past 64 bits: no version, page size or count is that large.
    (re.compile(r"^Integer value out of range$"), lambda m: "is too large a number"),
    (
        re.compile(r"^Expected `str(?: \| null)?` of length <= (\d+)$"),
        lambda m: f"must be at most {m[1]} characters",
    ),
    (
        re.compile(r"^Expected `str(?: \| null)?` of length >= (\d+)$"),
        lambda m: f"must be at least {m[1]} characters",
    ),
]


# What a body field's pattern asks for, in words (the pattern itself is in /schema).
_PATTERNS = {
    NAME_PATTERN: "needs a character that shows, and no control characters, line breaks or "
    "direction marks",
}

# Pydantic's phrasings of a JSON body field it could not take (the class name of a nested
# model included), and what to say instead.
_BODY_PHRASES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (
        re.compile(r"^String should have at most (\d+) characters?$"),
        lambda m: f"must be at most {m[1]} characters",
    ),
    (re.compile(r"^String should have at least 1 character$"), lambda m: "must not be empty"),
    (
        re.compile(r"^String should have at least (\d+) characters$"),
        lambda m: f"must be at least {m[1]} characters",
    ),
    (
        re.compile(r"^List should have at least (\d+) items?\b"),
        lambda m: "must list at least one" if m[1] == "1" else f"must list at least {m[1]}",
    ),
    (
        re.compile(r"^List should have at most (\d+) items?\b"),
        lambda m: f"must list at most {m[1]}",
    ),
    (re.compile(r"^Input should be a valid string\b"), lambda m: "must be text (a JSON string)"),
    (re.compile(r"^Input should be a valid integer\b"), lambda m: "must be a whole number"),
    (
        re.compile(r"^Unable to parse input string as an integer\b"),
        lambda m: "must be a whole number",
    ),
    (re.compile(r"^Input should be a valid boolean\b"), lambda m: "must be true or false"),
    (re.compile(r"^Input should be a valid list\b"), lambda m: "must be a list"),
    (re.compile(r"^Input should be a valid dictionary\b"), lambda m: "must be a JSON object"),
    (
        re.compile(r"^Input should be greater than or equal to (-?\d+)$"),
        lambda m: f"must be at least {m[1]}",
    ),
    (
        re.compile(r"^Input should be less than or equal to (-?\d+)$"),
        lambda m: f"must be at most {m[1]}",
    ),
    (re.compile(r"^Value error, (.+)$"), lambda m: m[1]),  # a schema's own check, its words
    (
        re.compile(r"^String should match pattern '(.*)'$", re.DOTALL),
        lambda m: _PATTERNS.get(m[1], "is not in the form this field takes"),
    ),
    (
        re.compile(r"^Input should be ('[^']*'(?:, '[^']*')*(?: or '[^']*')?)$"),
        lambda m: "must be one of " + ", ".join(re.findall(r"'([^']*)'", m[1])),
    ),
]


def readable(request: Request[Any, Any, Any], error: ValidationException) -> list[Any]:
    """The error's problems, each under the name the client used and in plain words."""
    extra = error.extra if isinstance(error.extra, list) else []
    missing = _MISSING.match(str(error.detail))
    if not extra and missing:
        return [{"message": "Field required", "key": missing[2], "source": missing[1]}]
    return [_plain(request, item) if isinstance(item, dict) else item for item in extra]


def _plain(request: Request[Any, Any, Any], item: dict[str, Any]) -> dict[str, Any]:
    message, key = str(item.get("message", "")), item.get("key")
    if key is None and _NOT_AN_OBJECT.match(message):
        return {**item, "message": "the request body must be a JSON object"}
    if key == "data" and item.get("source") == "body":  # no body at all (Litestar's "'data'")
        # "data" is the handler's parameter, no field of the contract: the body as a whole.
        return {"message": "a JSON object is required", "source": "body"}
    if key is None and message.startswith("Value error, "):
        # A check of the body as a whole (fields that go together): its own words, no field.
        return {**item, "message": message.removeprefix("Value error, ")}
    if item.get("source") == "body" or not isinstance(key, str):
        return item
    if item.get("source") is None:  # a field of the JSON body
        said = next((say(m) for pattern, say in _BODY_PHRASES if (m := pattern.match(message))), "")
        return {**item, "message": said} if said else item
    name, annotation = _parameter(request, key)
    if (allowed := _choices(annotation)) and message.startswith("Invalid enum value"):
        said = "must be one of " + ", ".join(allowed)
    else:
        said = next((say(m) for pattern, say in _PHRASES if (m := pattern.match(message))), "")
    if not said:
        return {**item, "key": name}
    sent = _sent(request, item.get("source"), name)
    return {**item, "key": name, "message": said + (f" (got {sent!r})" if sent else "")}


def _parameter(request: Request[Any, Any, Any], key: str) -> tuple[str, Any]:
    """The public name of the handler's parameter `key` (a query or header alias) and its
    type; `key` itself when the handler does not name it otherwise."""
    handler = request.scope.get("route_handler")
    parameters = getattr(getattr(handler, "parsed_fn_signature", None), "parameters", {})
    field = parameters.get(key)
    if field is None:
        return key, None
    alias = getattr(field.kwarg_definition, "name", None)
    return (alias if isinstance(alias, str) and alias else key), field.annotation


def _choices(annotation: Any) -> list[str]:
    """The values a Literal parameter (`format`, `kind`) accepts, in order."""
    if get_origin(annotation) is Literal:
        return [str(value) for value in get_args(annotation)]
    for member in get_args(annotation):  # Literal[...] | None
        if get_origin(member) is Literal:
            return [str(value) for value in get_args(member)]
    return []


def _sent(request: Request[Any, Any, Any], source: object, name: str) -> str | None:
    """What the client sent for the parameter, shortened, so the sentence can quote it."""
    if source == "query":
        value = request.query_params.get(name)
    elif source == "header":
        value = request.headers.get(name)
    else:
        value = request.path_params.get(name)
    return None if value is None else str(value)[:40]


def shown_path(path: str) -> str:
    """`path` with each character that does not show as itself (controls, direction marks,
    other format characters, lone surrogates) written as its escape; CJK stays as it is."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in path)


def no_route(request: Request[Any, Any, Any], status: int, allow: str | None) -> str:
    """The sentence for a path nothing answers (404) or a method it does not (405). The
    path is echoed with what does not show written out (`\\u202e`, `\\x00`): a direction
    mark would reorder the sentence around it, a NUL or a line break cut it."""
    path = shown_path(request.url.path[:200])
    if status == 405:
        allowed = [m.strip() for m in (allow or "").split(",") if m.strip()]
        if "GET" in allowed and "HEAD" not in allowed:
            allowed.append("HEAD")  # answered wherever GET is (app/web/head.py)
        methods = ", ".join(allowed)
        return f"{path} does not answer {request.method}" + (
            f"; it answers {methods}." if methods else "."
        )
    return f"Nothing is at {path}: docs/api.md (or /schema) lists the paths this server answers."


def fields_at_fault(error: Exception) -> list[dict[str, str]] | None:
    """`extra` of a 400 found past the body's schema (a title of spaces, an empty message):
    the field it names, as a body field's problem is listed, so a client can point at it
    whichever check found it. None when the error names no field."""
    field = getattr(error, "field", None)
    if not isinstance(field, str):
        return None
    source = getattr(error, "source", None)
    return [{"message": str(error), "key": field, **({"source": source} if source else {})}]


def json_reason(decoder_said: str) -> str:
    """What the JSON decoder found wrong, in words that do not mislead: it says "Input data
    was truncated" for a lone `\\ud800` escape too, where nothing was cut short."""
    if decoder_said.lower().startswith("input data was truncated"):
        return (
            "it ends before its last value does, or a \\uD800–\\uDFFF escape lacks its pair: "
            "text must be whole Unicode characters"
        )
    if "invalid utf-8" in decoder_said.lower():  # Latin-1 or GBK bytes, whatever the charset said
        return "its bytes are not UTF-8 text: JSON is sent as UTF-8, whatever charset is named"
    return decoder_said[:1].lower() + decoder_said[1:]
