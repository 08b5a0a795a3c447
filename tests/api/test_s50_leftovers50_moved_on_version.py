"""A reply that came too late names the article's version as it is now, not the version it
started from or V1 (session 49's refusal read "… (the article is still at V1)"): on an article
at V3, another tab's note at the conversation's opening leaves it "still at V3", and another
tab's save "now at V4", and a tab that went back to the opening line, which puts the article
back at V1, "now at V1". One instance, on TinyDB files and on PostgreSQL; Chinese and English."""

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer
from tests.api.test_fault_races import noted_at_the_head

BODIES = {"en": "Alpha one.\n\nBeta.", "zh": "第一段。\n\n第二段。"}


@pytest.fixture(params=["tinydb", "postgresql"])
def served(request: pytest.FixtureRequest) -> Iterator[tuple[str, HeldModel]]:
    settings: Settings = request.getfixturevalue(
        "pg_settings" if request.param == "postgresql" else "settings"
    )
    model = HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def _at_v3(client: httpx.Client, body: str) -> str:
    """A new article saved twice by hand: at V3."""
    content_id = str(client.post("/api/contents", json={"title": "T", "body": body}).json()["id"])
    for version in (1, 2):
        saved = client.put(
            f"/api/contents/{content_id}",
            json={"body": body + "\n\n" + "added " * version, "base_version": version},
        )
        assert saved.status_code == 200 and saved.json()["version"] == version + 1, saved.text
    return content_id


def _too_late(url: str, model: HeldModel, lang: str, meanwhile: Any) -> dict[str, Any]:
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = _at_v3(client, BODIES[lang])
        message = "改一下第一段" if lang == "zh" else "change the first line"
        done = None
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": message},
        ) as response:
            for name, data in sse.events(response.iter_lines()):
                if name == "delta" and not model.release.is_set():
                    assert meanwhile(client, content_id).status_code in (200, 201)
                    model.release.set()
                elif name == "done":
                    done = data
        assert done is not None
        now = client.get(f"/api/contents/{content_id}").json()["version"]
        return {"reply": done["assistant_message"], "now": now, "revision": done["revision"]}


def _note(client: httpx.Client, content_id: str) -> httpx.Response:
    """Another tab goes back to the line before the writer's message (the V3 hand edit: the
    article stays at V3) and sends a note there."""
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    before = session["path"][-2]["id"]
    moved = client.post(f"/api/chat/sessions/{session['id']}/head", json={"message_id": before})
    assert moved.status_code == 200, moved.text
    sent = {"content_id": content_id, "message": "记下来：标题要短", "head_id": before}
    return client.post("/api/chat/send", json={**sent, "regenerate": False})


def _opening(client: httpx.Client, content_id: str) -> httpx.Response:
    """Another tab goes back to the conversation's opening line, which puts the article back
    at V1, and sends a note there."""
    return noted_at_the_head(client, content_id, "记下来：标题要短")


def _save(client: httpx.Client, content_id: str) -> httpx.Response:
    return client.put(
        f"/api/contents/{content_id}", json={"body": "Theirs.\n\n他们的。", "base_version": 3}
    )


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(
    ("meanwhile", "now", "said"),
    [
        (
            _note,
            3,
            {
                "en": "Another message or a rollback reached the conversation first while this "
                "message was being answered (the article is still at V3)",
                "zh": "V3",
            },
        ),
        (
            _opening,
            1,
            {
                "en": "Another change reached the article first while this message was being "
                "answered (it is now at V1)",
                "zh": "V1",
            },
        ),
        (
            _save,
            4,
            {
                "en": "Another change reached the article first while this message was being "
                "answered (it is now at V4)",
                "zh": "V4",
            },
        ),
    ],
)
def test_a_reply_that_came_too_late_names_the_version_the_article_is_at(
    served: tuple[str, HeldModel], lang: str, meanwhile: Any, now: int, said: dict[str, str]
) -> None:
    url, model = served
    late = _too_late(url, model, lang, meanwhile)
    reply = late["reply"]
    assert reply["status"] == "error" and late["revision"] is None, reply
    assert late["now"] == now
    assert said[lang] in reply["content"], reply["content"]
    for other in {1, 2, 3, 4} - {now}:
        assert f"V{other}" not in reply["content"], reply["content"]
