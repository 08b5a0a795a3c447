"""Server-Sent Events read as they arrive, for tests and benchmarks that follow a streamed turn
(or an article's events) and act in the middle of it — press Stop, kill the server."""

import json
from collections.abc import Iterable, Iterator
from typing import Any


def events(lines: Iterable[str]) -> Iterator[tuple[str, Any]]:
    """Each event's name and its parsed data, as soon as its data line arrives."""
    name = None
    for line in lines:
        if line.startswith("event:"):
            name = line[6:].strip()
        elif line.startswith("data:") and name:
            yield name, json.loads(line[5:])
