"""A reply stopped after another tab changed the article is still saved, beside the head: the
writer's message never stays without a reply (which only a crash may leave, see
app/editing/lost_replies.py)."""

from collections.abc import Iterator

import httpx
import pytest

from app.editing.lost_replies import STOPPED_CLEANLY
from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer


@pytest.fixture
def live(settings: Settings) -> Iterator[tuple[str, HeldModel]]:
    model = HeldModel(tail=" one, changed.")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def test_stop_after_another_tab_changed_the_article_keeps_a_stopped_reply(
    live: tuple[str, HeldModel], settings: Settings
) -> None:
    url, _model = live
    with httpx.Client(base_url=url, timeout=10) as client:
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": "make the first line livelier"},
        ) as response:
            user_id = None
            for name, data in sse.events(response.iter_lines()):
                if name == "user_message":
                    user_id = data["id"]
                elif name == "delta":
                    # Another tab edits the article by hand while the reply is written.
                    edited = client.put(
                        f"/api/contents/{content_id}",
                        json={"body": "Alpha one.\n\nBeta, by hand.", "base_version": 1},
                    )
                    assert edited.status_code == 200
                    stop = client.post(f"/api/chat/messages/{user_id}/stop", json={})
                    assert stop.json()["stopped"] is True
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        replies = [
            m for m in view["messages"] if m["parent_id"] == user_id and m["role"] != "event"
        ]
        assert [(r["role"], r["status"]) for r in replies] == [("assistant", "stopped")]
        # The hand edit stays the head and the article's text.
        assert view["path"][-1]["role"] == "event"
        content = client.get(f"/api/contents/{content_id}").json()
        assert (content["version"], content["body"]) == (2, "Alpha one.\n\nBeta, by hand.")
    assert not (settings.data_dir / STOPPED_CLEANLY).exists()  # still serving
