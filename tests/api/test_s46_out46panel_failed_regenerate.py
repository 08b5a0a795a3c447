"""A Regenerate the model could not answer keeps what the writer had (outside46b F4): the
article stays at the version the earlier reply made and that reply stays shown, the failure
kept beside it with its Retry — as a stopped Regenerate does. It used to move the article
back to the version the message was sent on while its reply said the article is unchanged."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.testing.openai_stub import OpenAIStub
from tests.api.model_stub import answering_stub, stub_client  # noqa: F401 (fixtures)

ZH = (
    "我们等了二十分钟。\n\n公交车一直没来。\n\n我们冒雨走回了家。",
    "第二段写得生动一些",
    ("公交车一直没来。", "公交车始终没有出现。"),
)
EN = (
    "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home.",
    "make paragraph 2 livelier",
    ("The bus never came.", "The bus, alas, never came."),
)


@pytest.mark.parametrize("article", [ZH, EN])
@pytest.mark.parametrize(
    "failure", [{"status": 500}, {"status": 429, "headers": {"Retry-After": "600"}}]
)  # fmt: skip
def test_a_failed_regenerate_keeps_the_version_and_reply_the_writer_had(
    client: TestClient, stub: OpenAIStub, article: tuple, failure: dict
) -> None:
    body, message, (old, new) = article
    cid = client.post("/api/contents", json={"title": "T", "body": body}).json()["id"]
    stub.enqueue(reply="T\n\n" + body.replace(old, new))
    first = client.post("/api/chat/send", json={"content_id": cid, "message": message}).json()
    assert first["revision"] is not None
    v2 = first["content"]["body"]
    earlier = first["assistant_message"]["id"]
    stub.enqueue(**failure)
    again = client.post(f"/api/chat/messages/{earlier}/regenerate", json={})
    assert again.status_code == 200, again.text
    failed = again.json()["assistant_message"]
    assert failed["status"] == "error"
    assert again.json()["content"]["version"] == 2
    session = client.get(f"/api/chat/sessions/{cid}").json()
    assert session["content"]["version"] == 2 and session["content"]["body"] == v2
    assert session["head_id"] == earlier  # the earlier reply stays shown
    assert failed["parent_id"] == first["user_message"]["id"]  # the failure kept beside it


def test_a_failed_first_answer_still_stays_at_the_head(
    client: TestClient, stub: OpenAIStub
) -> None:
    cid = client.post("/api/contents", json={"title": "T", "body": EN[0]}).json()["id"]
    stub.enqueue(status=500)
    sent = client.post("/api/chat/send", json={"content_id": cid, "message": EN[1]}).json()
    assert sent["assistant_message"]["status"] == "error"
    session = client.get(f"/api/chat/sessions/{cid}").json()
    assert session["head_id"] == sent["assistant_message"]["id"]
    assert session["content"]["version"] == 1
