"""Through the HTTP API: a writer on a Chinese article is told every failure in Chinese — a
model call that failed (HTTP 500, a time-out, an unreachable endpoint, a bad certificate's
kin), a reply stopped before any text, the conversation's first line — whole, never half
English; on an English article the same failures stay English. The message is kept, nothing
is saved, and the reply says what went wrong and that nothing changed."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import HeldModel
from app.testing.openai_stub import OpenAIStub
from tests.api.held_turns import ARTICLES, MESSAGES, held_stream, sent_turn
from tests.english_left import english_left
from tests.failures_said import RETRY, SAVED, UNCHANGED, assert_told


def _failed_turn(settings: Settings, model: OpenAICompatible, lang: str) -> tuple[list, dict]:
    """One suggestion on the article in `lang` to `model`: the conversation's path after it,
    and the article."""
    _, path, article = sent_turn(settings, model, lang)
    return path, article


def _kept_and_unchanged(path: list, article: dict, lang: str) -> str:
    """The failed reply's words, once the message is kept and nothing was saved."""
    asked, reply = path[-2], path[-1]
    assert asked["role"] == "user" and asked["content"] == MESSAGES[lang]  # the message is kept
    assert reply["status"] == "error" and reply["revision_id"] is None, reply
    assert article["version"] == 1 and article["body"] == ARTICLES[lang]["body"]  # unchanged
    said = str(reply["content"])
    assert SAVED[lang] in said and UNCHANGED[lang] in said, said  # and it says so
    return said


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_model_endpoint_that_fails_with_http_500_is_told_in_the_articles_language(
    settings: Settings, lang: str
) -> None:
    with OpenAIStub() as stub:
        for _ in range(2):
            stub.enqueue(status=500)
        model = OpenAICompatible(base_url=stub.url, model="m", max_retries=1, backoff_base=0.01)
        path, article = _failed_turn(settings, model, lang)
    said = _kept_and_unchanged(path, article, lang)
    assert_told(said, ARTICLES[lang]["body"], "failed with HTTP 500", "模型端点出错了（HTTP 500")
    assert RETRY[lang] in said, said


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_model_that_does_not_answer_in_time_is_told_in_the_articles_language(
    settings: Settings, lang: str
) -> None:
    with OpenAIStub() as stub:
        for _ in range(2):
            stub.enqueue(hang=2)
        model = OpenAICompatible(base_url=stub.url, model="m", timeout=0.3, max_retries=0)
        path, article = _failed_turn(settings, model, lang)
    said = _kept_and_unchanged(path, article, lang)
    assert_told(
        said, ARTICLES[lang]["body"], "did not answer within 0.3 seconds", "没在 0.3 秒内应答"
    )


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A port nothing listens on (bound, never listening)."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        yield holder.getsockname()[1]


def test_an_unreachable_endpoint_on_a_chinese_article_is_told_in_chinese_whole(
    settings: Settings, closed_port: int
) -> None:
    url = f"http://127.0.0.1:{closed_port}/v1"
    model = OpenAICompatible(base_url=url, model="m", max_retries=0)
    path, article = _failed_turn(settings, model, "zh")
    said = _kept_and_unchanged(path, article, "zh")
    assert_told(said, ARTICLES["zh"]["body"], "refused the connection", "拒绝了连接")
    assert url in said  # the address the operator must check, as it is


def _first_line(settings: Settings, article: dict[str, str]) -> str:
    """The conversation's first line, once a first suggestion started it (offline rules)."""
    with TestClient(app=create_app(settings)) as client:
        content_id = client.post("/api/contents", json=article).json()["id"]
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "Delete paragraph 9"}
        )
        assert sent.status_code == 200, sent.text
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    assert path[0]["role"] == "system", path
    return str(path[0]["content"])


def test_the_conversations_first_line_is_in_the_articles_language(settings: Settings) -> None:
    zh, en = ARTICLES["zh"], ARTICLES["en"]
    assert _first_line(settings, zh) == "已载入《周末》。告诉我要改什么。"
    assert _first_line(settings, en) == "Loaded «Weekend». Tell me what to change."
    # A Chinese title over an English article: English, the title quoted as it is.
    article = {"title": "周末", "body": en["body"]}
    assert _first_line(settings, article) == "Loaded «周末». Tell me what to change."


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_reply_stopped_before_any_text_says_so_in_the_articles_language(
    settings: Settings, lang: str
) -> None:
    model = HeldModel(head=(), tail="T\n\nnever shown")

    def stop_at_once(client: httpx.Client, content_id: str, name: str, data: Any) -> None:
        if name == "user_message":
            stop = client.post(f"/api/chat/messages/{data['id']}/stop", json={})
            assert stop.json()["stopped"] is True, stop.text

    view, article = held_stream(settings, model, lang, stop_at_once)
    reply = view["path"][-1]
    assert reply["status"] == "stopped" and reply["revision_id"] is None, reply
    assert article["version"] == 1
    expected = {"zh": "已停止，还没有回复。", "en": "Stopped. No reply yet."}
    assert reply["content"] == expected[lang]
    assert not english_left(reply["content"]) or lang == "en"
