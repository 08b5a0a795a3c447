"""A query parameter the route reads is given once: `?from=1&from=2` is a 400 with a sentence.

Litestar took the last of a repeated whole number or date silently (`from=1&from=2` compared
V2), the first or neither of others, and refused a repeated choice (`format=md&format=docx`)
with "must be one of md, txt, json (got 'md')" — which was md. Which one the client meant
cannot be told, and a proxy that checked the first while the app used the last would be
checking something else. Every query parameter of this API is a single value, so a repeated
one that the route reads is refused, naming it; parameters the route does not read (a
cache-buster `_=1&_=2`) are ignored as before.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, cast
from urllib.parse import parse_qsl

from litestar.types import Scope

# Handler parameters that are never read from the query string.
_NOT_QUERY = {"data", "request", "state", "scope", "socket", "headers", "cookies", "body"}


def _route_parameters(scope: Scope) -> set[str]:
    """The names the route's handler reads by (a query alias such as `from` included)."""
    handler = cast("dict[str, Any]", scope).get("route_handler")
    parameters = getattr(getattr(handler, "parsed_fn_signature", None), "parameters", {}) or {}
    names = set()
    for key, field in parameters.items():
        alias = getattr(getattr(field, "kwarg_definition", None), "name", None)
        names.add(alias if isinstance(alias, str) and alias else key)
    return names - _NOT_QUERY


def repeated_parameter(scope: Scope) -> tuple[str, int] | None:
    """The first query parameter the route reads that the request gives more than once, and
    how many times (None: each is given at most once)."""
    query = bytes(cast("dict[str, Any]", scope).get("query_string", b""))
    if b"&" not in query and b";" not in query:
        return None  # one parameter at most: the usual request pays nothing more
    counts = Counter(name for name, _ in parse_qsl(query.decode("latin-1"), keep_blank_values=True))
    repeated = [(name, n) for name, n in counts.items() if n > 1]
    if not repeated:
        return None
    read = _route_parameters(scope)
    return next(((name, n) for name, n in repeated if name in read), None)


def refusal_of(name: str, times: int) -> tuple[Any, Any]:
    """The 400 (start and body messages) naming the repeated parameter."""
    return invalid_parameter(name, "query", f"is given {times} times; give it once")


def invalid_parameter(name: str, source: str, said: str) -> tuple[Any, Any]:
    """A 400 (start and body messages) saying what is wrong with one parameter, in the shape
    of the API's other validation refusals — answered before any handler reads it."""
    body = json.dumps(
        {
            "status_code": 400,
            "detail": f"Invalid request — {name}: {said}.",
            "extra": [{"message": said, "key": name, "source": source}],
        },
        ensure_ascii=False,
    ).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    return (
        {"type": "http.response.start", "status": 400, "headers": headers},
        {"type": "http.response.body", "body": body},
    )
