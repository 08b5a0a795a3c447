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
from collections import Counter
from typing import Any


class _Repeated(Exception):
    def __init__(self, name: str, times: int) -> None:
        super().__init__(name)
        self.name, self.times = name, times


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    if len(pairs) > 1:
        name, times = Counter(name for name, _ in pairs).most_common(1)[0]
        if times > 1:
            raise _Repeated(name, times)
    return dict(pairs)


def repeated_key(body: bytes) -> tuple[str, int] | None:
    """The first field an object of this JSON body names more than once, and how many times
    (None: none is, or the body is not JSON)."""
    if body.count(b":") < 2:
        return None  # one field at most
    try:
        json.loads(body, object_pairs_hook=_once)
    except _Repeated as repeated:
        return repeated.name, repeated.times
    except (ValueError, RecursionError):
        return None  # not JSON: the app says what is wrong with it
    return None


def repeated_refusal(name: str, times: int) -> tuple[str, list[dict[str, str]]]:
    """The 400's sentence and `extra` (the field at fault) for a field named `times` times."""
    said = f"is given {times} times in one object; give it once"
    shown = name if len(name) <= 60 else name[:60] + "…"
    return f"Invalid request — {shown}: {said}.", [{"message": said, "key": name}]
