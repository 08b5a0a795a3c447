"""Two tabs racing on one article: a reply that comes too late is saved beside the other
tab's change and says truthfully what moved — the article (and its version now), or only the
conversation (the article still where it was), not "it is now at V1" on an article at V1."""

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, HeldModel]]:
    model = HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def reply_that_came_too_late(
    url: str, model: HeldModel, body: str, message: str, meanwhile: Callable[..., Any]
) -> dict[str, Any]:
    """Create an article with `body`, stream `message`, and while the model is writing let
    `meanwhile(client, content_id)` act as the other tab; the turn's `done` event."""
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = client.post("/api/contents", json={"title": "T", "body": body}).json()["id"]
        done = None
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": message},
        ) as response:
            for name, data in sse.events(response.iter_lines()):
                if name == "delta" and not model.release.is_set():
                    # The other tab acts while the model is writing.
                    assert meanwhile(client, content_id).status_code in (200, 201)
                    model.release.set()
                elif name == "done":
                    done = data
        assert done is not None
        return done


def noted_at_the_head(client: httpx.Client, content_id: str, message: str) -> httpx.Response:
    """Another tab goes back to the conversation's opening line while the writer's message is
    being answered, and sends a note there naming the head it sees. (Sent naming the message
    being answered as its head, a note is refused instead — it would take the reply's place:
    tests/api/test_s41_heads41_two_writers.py.)"""
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    opening = session["path"][0]["id"]
    moved = client.post(f"/api/chat/sessions/{session['id']}/head", json={"message_id": opening})
    assert moved.status_code == 200, moved.text
    return client.post(
        "/api/chat/send",
        json={
            "content_id": content_id,
            "message": message,
            "regenerate": False,
            "head_id": opening,
        },
    )


@pytest.mark.parametrize(
    ("meanwhile", "said"),
    [
        (
            lambda c, cid: noted_at_the_head(c, cid, "记下来：标题要短"),
            "Another message or a rollback reached the conversation first while this message "
            "was being answered (the article is still at V1)",
        ),
        (
            lambda c, cid: c.put(
                f"/api/contents/{cid}",
                json={"body": "Alpha one.\n\nBeta, theirs.", "base_version": 1},
            ),
            "Another change reached the article first while this message was being answered "
            "(it is now at V2)",
        ),
    ],
)
def test_a_reply_that_came_too_late_says_what_moved(served, meanwhile, said: str) -> None:
    url, model = served
    done = reply_that_came_too_late(
        url, model, "Alpha one.\n\nBeta.", "change the first line", meanwhile
    )
    reply = done["assistant_message"]
    assert reply["status"] == "error" and done["revision"] is None
    assert reply["content"].startswith(said + ", so nothing was applied."), reply["content"]
    assert "press Retry" in reply["content"]
