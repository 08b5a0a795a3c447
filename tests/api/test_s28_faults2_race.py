"""A reply that came too late says what happened in words true with a model and without one
(the offline rules editor has none), in the language the writer's message was written in."""

from collections.abc import Iterator

import httpx
import pytest

from app.editing.answers import moved_on_words
from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, HeldModel]]:
    model = HeldModel(["T\n\n", "甲一，", "改了", "。"], "\n\n乙。")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def test_a_chinese_message_is_told_in_chinese_what_came_first(served) -> None:
    url, model = served
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "甲一。\n\n乙。"}
        ).json()["id"]
        done = None
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": "把第一段改一下"},
        ) as response:
            for name, data in sse.events(response.iter_lines()):
                if name == "delta" and not model.release.is_set():
                    saved = client.put(
                        f"/api/contents/{content_id}",
                        json={"body": "甲一。\n\n乙，他们的。", "base_version": 1},
                    )
                    assert saved.status_code == 200, saved.text
                    model.release.set()
                elif name == "done":
                    done = data
        assert done is not None
        reply = done["assistant_message"]
        assert reply["status"] == "error" and done["revision"] is None
        assert reply["content"].startswith(
            "这条消息还在处理时，文章已经先被另一处改动改过了（现在是 V2）"
        )
        assert "Retry" in reply["content"] and "模型" not in reply["content"]


@pytest.mark.parametrize("chinese", [False, True])
@pytest.mark.parametrize("article_moved", [False, True])
def test_the_words_hold_without_a_model(chinese: bool, article_moved: bool) -> None:
    said = moved_on_words(3, article_moved=article_moved, chinese=chinese)
    assert "model" not in said.lower() and "模型" not in said
    assert "V3" in said
    assert ("文章" in said) == chinese
