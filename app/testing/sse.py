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


def streamed_turn(
    client: Any, title: str, body: str, message: str
) -> tuple[str, dict[str, Any], str]:
    """Send `message` streamed on a new article made from `title` and `body` (a Litestar
    TestClient): the text the deltas showed, the reply saved, and the article's body after."""
    content_id = client.post("/api/contents", json={"title": title, "body": body}).json()["id"]
    sent = {"content_id": content_id, "message": message}
    with client.stream("POST", "/api/chat/send?stream=true", json=sent) as response:
        shown = "".join(
            data["text"] for name, data in events(response.iter_lines()) if name == "delta"
        )
    reply = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
    return shown, reply, client.get(f"/api/contents/{content_id}").json()["body"]
