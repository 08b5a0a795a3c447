"""An edit cannot grow an article past REDLINE_MAX_ARTICLE_CHARS. A rules replace
(`Replace "a" with "aaaa"` on a long article) saved a version of a million characters when
the limit is 500 000 — an article no manual edit could save again, and one a writer could be
made to hold by a single message. Now the reply says so, the article is unchanged and the
writer's message is kept; a model's reply that would grow it past the limit is treated alike."""

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.failures_said import UNCHANGED, assert_told


@pytest.fixture
def small_client(settings: Settings, fake_model: FakeModel) -> Iterator[TestClient]:
    limited = settings.model_copy(update={"max_article_chars": 2_000})
    with TestClient(app=create_app(limited, provider=fake_model)) as test_client:
        yield test_client


def refused_and_kept(client: TestClient, content_id: str, answer: dict, body: str) -> None:
    reply = answer["assistant_message"]
    assert answer["revision"] is None
    assert reply["status"] == "error"
    # In Chinese on a Chinese article (session 46), whole.
    assert_told(reply["content"], body, "over the limit of 2,000", "超过了 2,000 个的上限")
    assert_told(reply["content"], body, "the article is unchanged", UNCHANGED["zh"])
    assert reply["retryable"] is False  # the same edit again would be as long
    now = client.get(f"/api/contents/{content_id}").json()
    assert (now["version"], now["body"]) == (1, body)
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    assert answer["user_message"]["id"] in [m["id"] for m in session["messages"]]


@pytest.mark.parametrize("body", ["a " * 600, "秋天 " * 600])
def test_a_rules_replace_cannot_grow_the_article_past_the_limit(
    small_client: TestClient, body: str
) -> None:
    content = small_client.post("/api/contents", json={"title": "Grow", "body": body}).json()
    word = body.split()[0]
    message = f'Replace "{word}" with "{word * 4}"'
    answer = small_client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": message}
    )
    assert answer.status_code == 200, answer.text
    refused_and_kept(small_client, content["id"], answer.json(), body)


def test_a_model_reply_cannot_grow_the_article_past_the_limit(
    small_client: TestClient, fake_model: FakeModel
) -> None:
    body = "The park was quiet. " * 50
    content = small_client.post("/api/contents", json={"title": "Park", "body": body}).json()
    # Seventy different sentences: the same one seventy times is refused as a loop first.
    fake_model.enqueue("Park\n\n" + "".join(f"On day {n} the park was quiet. " for n in range(70)))
    answer = small_client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "make it longer"}
    )
    assert answer.status_code == 200, answer.text
    refused_and_kept(small_client, content["id"], answer.json(), body)


def test_an_edit_within_the_limit_is_saved(small_client: TestClient) -> None:
    content = small_client.post("/api/contents", json={"title": "Grow", "body": "a " * 300}).json()
    answer = small_client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": 'Replace "a" with "aa"'}
    ).json()
    assert answer["revision"] is not None
    assert answer["content"]["body"] == "aa " * 300
