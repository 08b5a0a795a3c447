"""A long article's turn is judged off the event loop: while the judge works on it, the
server answers other requests (it used to freeze every writer for seconds a turn)."""

import threading
from typing import Any

import pytest
from litestar.testing import TestClient

from app.editing import judge_thread
from app.testing.fake_model import FakeModel
from tests.api.calls import create_id
from tests.conftest import article


def test_other_requests_are_answered_while_a_long_article_is_judged(
    llm_client: TestClient, fake_model: FakeModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    paragraphs = [
        f"第{n}段：这是一篇很长的文章里的一段话，用来确认评判时服务器不被占住。" for n in range(200)
    ]
    long_id = create_id(llm_client, "长文", "\n\n".join(paragraphs))
    other_id = create_id(llm_client, "短文", "只有一段。")
    judging, released = threading.Event(), threading.Event()
    held: list[bool] = []
    real = judge_thread.judge_reply

    async def held_judge(*args: Any) -> Any:
        judging.set()
        # the judge stays here until the test has had its other answer (a bound only so
        # that a judge holding the loop cannot hang the run: it then fails below)
        held.append(released.wait(30))
        return await real(*args)

    monkeypatch.setattr(judge_thread, "judge_reply", held_judge)
    edited = list(paragraphs)
    edited[100] = "第100段：改短了。"
    fake_model.enqueue(article("长文", *edited))
    answers: list[Any] = []
    turn = threading.Thread(
        target=lambda: answers.append(
            llm_client.post(
                "/api/chat/send", json={"content_id": long_id, "message": "把第101段改短"}
            )
        )
    )
    turn.start()
    try:
        assert judging.wait(60), "the judge was never reached"
        other = llm_client.get(f"/api/contents/{other_id}")
        assert other.status_code == 200 and other.json()["body"] == "只有一段。"
    finally:
        released.set()
        turn.join(60)
    assert held == [True], "the other request was answered only once the judge let go"
    assert answers[0].status_code == 200, answers[0].text
    body = answers[0].json()["content"]["body"]
    assert "第100段：改短了。" in body and body.count("\n\n") == 199
