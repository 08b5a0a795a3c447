"""An article moved to the trash while its reply is being written stays in the trash once the
reply is saved: the turn's commit must not write back the article as it was when the turn
began."""

from collections.abc import Iterator

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer

REPLIES = {
    "english": (["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta."),
    "chinese": (["秋天\n\n", "我们", "足足等了", "二十", "分钟。"], "\n\n车没来。"),
}


@pytest.fixture
def live(settings: Settings, request: pytest.FixtureRequest) -> Iterator[tuple[str, HeldModel]]:
    head, tail = REPLIES[request.param]
    model = HeldModel(head, tail, pause=0.01)
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


@pytest.mark.parametrize(
    ("live", "title", "body", "message"),
    [
        ("english", "T", "Alpha one.\n\nBeta.", "change the first line"),
        ("chinese", "秋天", "我们等了二十分钟。\n\n车没来。", "第一段改得生动一点"),
    ],
    indirect=["live"],
    ids=["english", "chinese"],
)
def test_trashing_during_a_reply_is_not_undone_by_the_reply(
    live: tuple[str, HeldModel], title: str, body: str, message: str
) -> None:
    url, model = live
    with httpx.Client(base_url=url, timeout=20) as client:
        content_id = client.post("/api/contents", json={"title": title, "body": body}).json()["id"]
        seen: list[str] = []
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": message},
        ) as response:
            for name, _ in sse.events(response.iter_lines()):
                seen.append(name)
                if seen.count("delta") == 2:
                    trashed = client.delete(f"/api/contents/{content_id}")
                    assert trashed.status_code == 200, trashed.text
                    assert trashed.json()["trashed_at"] is not None
                    model.release.set()
        assert "revision" in seen and "done" in seen  # the reply was applied
        now = client.get(f"/api/contents/{content_id}").json()
        assert now["version"] == 2
        assert now["trashed_at"] is not None, "the reply took the article out of the trash"
        listed = client.get("/api/contents", params={"include_body": "false"}).json()
        assert content_id not in [c["id"] for c in listed]
        in_trash = client.get("/api/contents", params={"trashed": "true"}).json()
        assert content_id in [c["id"] for c in in_trash]
