"""A JSON object in a request body names each field once: `{"title": "a", "title": "b"}` is a
400 naming `title`.

JSON leaves a repeated name undefined (RFC 8259 §4): the app took the last silently, while a
proxy, a log or another reader of the same request may take the first — the request would
mean two things. Which was meant cannot be told, so it is refused, as a query parameter given
twice is (app/web/query_once.py). A body that is not JSON at all is left to the app's own
sentence.
"""

from __future__ import annotations

import json
import json.scanner
import math
import re
from collections import Counter
from typing import Any


class _Repeated(Exception):
    def __init__(self, name: str, times: int) -> None:
        super().__init__(name)
        self.name, self.times = name, times


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # A loop of Python, not `dict(pairs)` and a `Counter`: in a worker thread those hold the
    # interpreter (and so the server's loop) for all of an object of 400,000 keys.
    kept: dict[str, Any] = {}
    for name, value in pairs:
        if name in kept:
            name, times = Counter(name for name, _ in pairs).most_common(1)[0]
            raise _Repeated(name, times)
        kept[name] = value
    return kept


def repeated_key(body: bytes) -> tuple[str, int] | None:
    """The first field an object of this JSON body names more than once, and how many times
    (None: none is, or the body is not JSON)."""
    if body.count(b":") < 2:
        return None  # one field at most
    try:
        json.loads(body, object_pairs_hook=_once)
    except _Repeated as repeated:
        return _dotted(body, repeated), repeated.times
    except (ValueError, RecursionError):
        return None  # not JSON: the app says what is wrong with it
    return None


class _Pairs(list):  # type: ignore[type-arg]
    """An object's fields in their order, repeats kept (a second reading, to find where)."""


def _dotted(body: bytes | str, repeated: _Repeated) -> str:
    """The repeated field as docs/api.md names it: dotted from the top (`selection.start`,
    `items.1.x`), as the app's own refusals name a nested field — a client marks the field by
    that `key`, and a bare `start` names no field of the request."""
    try:
        value = json.loads(body, object_pairs_hook=_Pairs)
        return _path_of(value, repeated) or repeated.name
    except (ValueError, RecursionError):
        return repeated.name


def _path_of(value: Any, repeated: _Repeated) -> str | None:
    # Children before their object, in the document's order: the order the reader finished
    # the objects in, so the object found is the one `_once` refused.
    if isinstance(value, _Pairs):
        for name, inner in value:
            if (found := _path_of(inner, repeated)) is not None:
                return f"{name}.{found}"
        names = [name for name, _ in value]
        if names.count(repeated.name) == repeated.times:
            return repeated.name
    elif isinstance(value, list):
        for place, inner in enumerate(value):
            if (found := _path_of(inner, repeated)) is not None:
                return f"{place}.{found}"
    return None


NOT_READ = object()  # `read_once`'s value for a body it leaves to the app's own reading


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")  # NaN, Infinity: the app's reader refuses them


def read_once(body: bytes) -> tuple[tuple[str, int] | None, Any]:
    """The body's first repeated field (as `repeated_key`) and its JSON value, read in the same
    pass — `NOT_READ` when it repeats a field, is not JSON, or holds what the app's own reader
    reads otherwise (a lone surrogate escape, a number too large for a float): the app then
    reads it, and says what is wrong, itself."""
    decoder = json.JSONDecoder(
        object_pairs_hook=_once, parse_constant=_no_constant, parse_float=_finite
    )
    # Python's own scanner, not its C one: run in a worker thread, the C scanner holds the
    # interpreter for all of one large object (seconds for 400,000 keys) and the server's
    # loop, waiting for it, answered nobody; this one lets the loop in every few
    # milliseconds, for about a third more time in all.
    decoder.scan_once = json.scanner.py_make_scanner(decoder)  # type: ignore[attr-defined]
    try:
        value = decoder.decode(body.decode("utf-8"))
    except _Repeated as repeated:
        return (_dotted(body, repeated), repeated.times), NOT_READ
    except (ValueError, RecursionError):
        return repeated_key(body), NOT_READ
    if _SURROGATE.search(body):
        return None, NOT_READ  # a surrogate escape: paired or not, the app's reader decides
    return None, value


def _finite(text: str) -> float:
    number = float(text)
    if math.isinf(number):
        raise ValueError("a number too large for a float")  # `1e999`: the app's reader refuses
    return number


_SURROGATE = re.compile(rb"\\[uU][dD][89a-fA-F]")


def repeated_refusal(name: str, times: int) -> tuple[str, list[dict[str, str]]]:
    """The 400's sentence and `extra` (the field at fault) for a field named `times` times."""
    said = f"is given {times} times in one object; give it once"
    shown = name if len(name) <= 60 else name[:60] + "…"
    return f"Invalid request — {shown}: {said}.", [{"message": said, "key": name}]
