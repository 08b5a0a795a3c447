"""A model server that accepts the request and then says nothing (stuck, or overloaded past
answering) was asked again after each time-out: with the defaults (60 seconds, 3 retries) the
writer waited four minutes and more for "did not answer". Silence is now asked about once
more, then said; 429s, 5xx and refused connections keep every retry they are given."""

from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from app.testing.sleeps import Sleeps
from tests.failures_said import SAVED, assert_told

ARTICLE = {"title": "周报", "body": "本周完成了三件事。\n\nNext week: the launch."}


def _turn(settings: Settings, stub: OpenAIStub, sleeps: Sleeps, *, streamed: bool) -> str:
    model = OpenAICompatible(
        base_url=stub.url, model="stub-model", timeout=0.5, max_retries=3, sleep=sleeps
    )
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json=ARTICLE).json()["id"]
        sent = client.post(
            "/api/chat/send" + ("?stream=true" if streamed else ""),
            json={"content_id": content_id, "message": "写得更简洁一点"},
        )
        assert sent.status_code == 200
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    assert path[-2]["content"] == "写得更简洁一点"
    assert path[-1]["status"] == "error"
    return str(path[-1]["content"])


def test_a_silent_model_is_asked_twice_not_four_times(settings: Settings) -> None:
    for streamed in (False, True):
        with OpenAIStub() as stub:
            for _ in range(4):
                stub.enqueue(hang=3)
            sleeps = Sleeps()
            said = _turn(settings, stub, sleeps, streamed=streamed)
            assert len(stub.requests) == 2
        assert len(sleeps.calls) == 1
        # a Chinese article, told in Chinese, whole: "2 attempts" is "2 次"
        assert_told(
            said,
            ARTICLE["body"],
            "did not answer within 0.5 seconds on each of 2",
            "模型 2 次都没在 0.5 秒内应答",
        )
        assert SAVED["zh"] in said, said


def test_errors_with_an_answer_keep_all_their_retries(settings: Settings) -> None:
    with OpenAIStub() as stub:
        for _ in range(4):
            stub.enqueue(status=503)
        sleeps = Sleeps()
        said = _turn(settings, stub, sleeps, streamed=False)
        assert len(stub.requests) == 4
    assert_told(said, ARTICLE["body"], "HTTP 503 (4 attempts)", "HTTP 503，试了 4 次")
