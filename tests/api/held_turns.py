"""A real server whose model holds mid-reply, and the two turns the Stop-on-an-earlier-message
tests start from (app/editing/stopped_again.py): one the model wrote, one the rules wrote; and
a streamed suggestion on the weekend article, in Chinese or English, to a model that holds
(`held_stream`), for the failure tests that act while a reply is written (a Stop, a hand
edit)."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer

BODY = "Alpha one.\n\nBeta."

# The failure tests' article and suggestion, in Chinese and in English.
ARTICLES = {
    "zh": {"title": "周末", "body": "今天天气很好。\n\n我们去了公园，看了很久的熊猫。"},
    "en": {"title": "Weekend", "body": "The weather was fine.\n\nWe went to the park."},
}
MESSAGES = {"zh": "第二段写得更生动一点。", "en": "Make the second paragraph livelier."}
LANGS = ["zh", "en"]

# What a test does at each event of the stream: (client, content id, event name, its data).
OnEvent = Callable[[httpx.Client, str, str, Any], None]


@contextmanager
def held_client(settings: Settings, model: HeldModel) -> Iterator[httpx.Client]:
    """A client of the app served for real on `model`; the held reply let go at the end, so
    the server can shut down."""
    with (
        LiveServer(create_app(settings, provider=model)) as server,
        httpx.Client(base_url=server.url, timeout=20) as client,
    ):
        try:
            yield client
        finally:
            model.release.set()


def two_turns(client: httpx.Client, model: HeldModel) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """A new article on BODY and its chat's first two turns: the model changes the first
    line (V2), then the rules replace "Beta" with "Gamma" (V3). The article's id, and each
    turn's answer."""
    content_id = client.post("/api/contents", json={"title": "T", "body": BODY}).json()["id"]
    model.enqueue("T\n\nAlpha one, changed.\n\nBeta.")  # a plain send asks it whole
    send = {"content_id": content_id, "message": "change the first line"}
    first = client.post("/api/chat/send", json=send).json()
    send["message"] = 'Replace "Beta" with "Gamma"'  # the rules: no model
    later = client.post("/api/chat/send", json=send).json()
    return content_id, first, later


def held_stream(
    settings: Settings, model: HeldModel, lang: str, on_event: OnEvent
) -> tuple[dict[str, Any], dict[str, Any]]:
    """MESSAGES[lang] sent streamed on a new ARTICLES[lang] to `model`, which holds mid-reply,
    on an app served for real; `on_event` sees each event of the stream as it arrives (and may
    let the model go on). The conversation and the article once the stream has ended."""
    with held_client(settings, model) as client:
        content_id = client.post("/api/contents", json=ARTICLES[lang]).json()["id"]
        send = {"content_id": content_id, "message": MESSAGES[lang]}
        with client.stream("POST", "/api/chat/send?stream=true", json=send) as response:
            for name, data in sse.events(response.iter_lines()):
                on_event(client, content_id, name, data)
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        article = client.get(f"/api/contents/{content_id}").json()
    return view, article


def stopped_at_first_delta(model: HeldModel, shown: list[str] | None = None) -> OnEvent:
    """An `on_event` for `held_stream` that presses Stop on the reply at its first delta, then
    lets the held model go on; each delta's text is kept in `shown` when given."""

    def stop_once(client: httpx.Client, content_id: str, name: str, data: Any) -> None:
        if name != "delta":
            return
        if shown is not None:
            shown.append(data["text"])
        if not model.release.is_set():
            path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
            stopped = client.post(f"/api/chat/messages/{path[-1]['id']}/stop", json={})
            assert stopped.json()["stopped"] is True, stopped.text
            model.release.set()

    return stop_once


def sent_turn(
    settings: Settings, model: Any, lang: str
) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    """MESSAGES[lang] sent (not streamed) on a new ARTICLES[lang] to `model`, through the app's
    test client: the send's answer, the conversation's path after it, and the article."""
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json=ARTICLES[lang]).json()["id"]
        send = {"content_id": content_id, "message": MESSAGES[lang]}
        sent = client.post("/api/chat/send", json=send)
        assert sent.status_code == 200, sent.text
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        article = client.get(f"/api/contents/{content_id}").json()
    return sent.json(), path, article
