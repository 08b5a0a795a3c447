"""An edit keeps the rules every other way in keeps. Creating or rewriting an article with no
text, or renaming it past 500 characters, is refused; so is "delete paragraph 1" on a
one-paragraph article. But a rules replace of the only paragraph with "" saved V2 with an
empty body, "remove all emoji" on a text of emoji did the same, and `change the title to "…"`
with 600 characters saved a title that then made every save of the writer's own refused
(400 "title: must be at most 500 characters"). Now the reply says why, the article stays as
it was and the writer's message is kept. (A model's reply with no text was already refused
as a reply that left paragraphs out.)"""

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from tests.failures_said import UNCHANGED, assert_told

IN_CHINESE = {
    "would leave the article with no text": "这次修改会让文章一个字都不剩",
    "over the limit of 500": "超过了 500 个的上限",
}


@pytest.fixture
def offline(settings: Settings) -> Iterator[TestClient]:
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


def refused_and_kept(client: TestClient, title: str, body: str, message: str, why: str) -> None:
    content = client.post("/api/contents", json={"title": title, "body": body}).json()
    answer = client.post("/api/chat/send", json={"content_id": content["id"], "message": message})
    assert answer.status_code == 200, answer.text
    reply = answer.json()["assistant_message"]
    assert answer.json()["revision"] is None, reply["content"]
    assert reply["status"] == "error"
    # In Chinese on a Chinese article (session 46), whole.
    assert_told(reply["content"], body, why, IN_CHINESE[why])
    assert_told(reply["content"], body, "the article is unchanged", UNCHANGED["zh"])
    now = client.get(f"/api/contents/{content['id']}").json()
    assert (now["version"], now["title"], now["body"]) == (1, title, body)
    session = client.get(f"/api/chat/sessions/{content['id']}").json()
    assert answer.json()["user_message"]["id"] in [m["id"] for m in session["messages"]]
    # The writer's own save still goes through afterwards.
    saved = client.put(
        f"/api/contents/{content['id']}",
        json={"title": now["title"], "body": body + " ok", "base_version": 1},
    )
    assert saved.status_code == 200, saved.text


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("Only paragraph here.", 'Replace "Only paragraph here." with ""'),
        ("只有这一段。", "把“只有这一段。”替换为“”"),
        ("😀😀 🎉", "remove all emoji"),
        ("🎉🎉🎉", "去掉所有表情"),
    ],
)
def test_a_rules_edit_cannot_leave_the_article_empty(
    offline: TestClient, body: str, message: str
) -> None:
    refused_and_kept(offline, "E", body, message, "would leave the article with no text")


@pytest.mark.parametrize("length", [501, 600])
def test_a_rules_rename_cannot_pass_the_title_limit(offline: TestClient, length: int) -> None:
    message = f'change the title to "{"x" * length}"'
    refused_and_kept(offline, "Short", "Some text.", message, "over the limit of 500")


def test_a_title_at_the_limit_is_saved(offline: TestClient) -> None:
    content = offline.post("/api/contents", json={"title": "Short", "body": "Text."}).json()
    answer = offline.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": f'change the title to "{"y" * 500}"'},
    ).json()
    assert answer["revision"] is not None, answer["assistant_message"]["content"]
    assert answer["content"]["title"] == "y" * 500
