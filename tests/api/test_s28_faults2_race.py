"""A reply that came too late says what happened in words true with a model and without one
(the offline rules editor has none), in the language the writer's message was written in."""

from collections.abc import Iterator

import pytest

from app.editing.answers import moved_on_words
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer
from tests.api.test_fault_races import reply_that_came_too_late


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, HeldModel]]:
    model = HeldModel(["T\n\n", "甲一，", "改了", "。"], "\n\n乙。")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def test_a_chinese_message_is_told_in_chinese_what_came_first(served) -> None:
    url, model = served
    done = reply_that_came_too_late(
        url,
        model,
        "甲一。\n\n乙。",
        "把第一段改一下",
        lambda c, cid: c.put(
            f"/api/contents/{cid}", json={"body": "甲一。\n\n乙，他们的。", "base_version": 1}
        ),
    )
    reply = done["assistant_message"]
    assert reply["status"] == "error" and done["revision"] is None
    assert reply["content"].startswith(
        "这条消息还在处理时，文章已经先被另一处改动改过了（现在是 V2）"
    )
    assert "重试" in reply["content"] and "模型" not in reply["content"]
    assert "Retry" not in reply["content"]  # no English word left in the Chinese


@pytest.mark.parametrize("chinese", [False, True])
@pytest.mark.parametrize("article_moved", [False, True])
def test_the_words_hold_without_a_model(chinese: bool, article_moved: bool) -> None:
    said = moved_on_words(3, article_moved=article_moved, chinese=chinese)
    assert "model" not in said.lower() and "模型" not in said
    assert "V3" in said
    assert ("文章" in said) == chinese
