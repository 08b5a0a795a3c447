"""Where a failed reply leaves the writer and what it says (outside53 F9, F10;
app/editing/failed_back.py).

- An edited earlier message whose reply fails stays the head, on the edited branch, the article
  at the version before the message it replaces (test_s34_faults_sweep's promise). The page
  went from V3 to V1 under a reply saying only "the article is unchanged": the reply now says
  the article shows V1, as it was before the edited message, and that the later versions, up
  to V3, are on the branch the writer was on (‹) — in Chinese on a Chinese article.
- A Retry of a failed reply that fails again shows the new failure: going back to "the reply
  the writer had" showed the old, out-of-date reason and hid the new one.
- A failed Regenerate of a good reply still gives that reply back (session 46), the trap a
  too-broad rule would break.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from app.llm.base import LLMRateLimited, LLMUnavailable
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

CASES = {
    "en": (
        "Alpha one.\n\nBeta two.",
        "T\n\nAlpha ONE.\n\nBeta two.",
        "T\n\nAlpha ONE.\n\nBeta TWO.",
    ),
    "zh": (
        "第一段：原来的话。\n\n第二段：也是原来的。",
        "标题\n\n第一段：改好的话。\n\n第二段：也是原来的。",
        "标题\n\n第一段：改好的话。\n\n第二段：也改好了。",
    ),
}


@pytest.fixture
def model() -> FakeModel:
    return FakeModel()


@pytest.fixture
def client(settings: Settings, model: FakeModel) -> Iterator[TestClient[Any]]:
    settings = settings.model_copy(update={"llm_max_retries": 0})
    with TestClient(app=create_app(settings, provider=model)) as test_client:
        yield test_client


def _session(client: TestClient[Any], content_id: str) -> dict[str, Any]:
    response = client.get(f"/api/chat/sessions/{content_id}")
    assert response.status_code == 200, response.text
    return dict(response.json())


# A reason the server has Chinese for: a Chinese article's failure is said in Chinese, whole.
TIMED_OUT = "The model endpoint timed out (408) on each of 3 attempts; try again in a while."
SAID = {
    "en": (
        "The article now shows V1, as it was before the message you edited; the later "
        "versions, up to V3, stay on the branch you were on: press ‹ on your message to go "
        "back to them."
    ),
    "zh": (
        "文章现在显示的是 V1，也就是你改的那条消息之前的样子；之后的版本（到 V3 为止）"
        "还在你原来所在的分支上：按你这条消息上的 ‹ 就能回到那里。"
    ),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_failed_edit_says_the_article_shows_the_version_before_it(
    client: TestClient[Any], model: FakeModel, lang: str
) -> None:
    body, first, second = CASES[lang]
    content_id = create(client, "T", body)["id"]
    model.enqueue(first, second)
    asked = send(client, content_id, "improve paragraph 1")["user_message"]
    send(client, content_id, "improve paragraph 2")
    assert _session(client, content_id)["content"]["version"] == 3

    model.enqueue(LLMUnavailable(TIMED_OUT))
    edited = client.post(f"/api/chat/messages/{asked['id']}/edit", json={"message": "warmer"})
    assert edited.status_code == 200, edited.text
    failed = edited.json()["assistant_message"]
    assert failed["status"] == "error"
    assert failed["content"].endswith(SAID[lang])
    if lang == "zh":  # said whole in Chinese, the failure's reason too
        assert "Your message" not in failed["content"]

    session = _session(client, content_id)
    # The failed edit stays the head, the article at its branch's base (V1), as it says.
    assert session["head_id"] == failed["id"]
    assert session["path"][-1]["content"] == failed["content"]
    assert session["content"]["version"] == 1
    kept = [m for m in session["messages"] if m.get("edited_from") == asked["id"]]
    assert [m["id"] for m in kept] == [failed["parent_id"]]

    # A Retry that fails again still says it (the new failure is the head).
    model.enqueue(LLMUnavailable(TIMED_OUT))
    again = client.post(f"/api/chat/messages/{failed['id']}/regenerate", json={})
    assert again.status_code == 200, again.text
    head = _session(client, content_id)["path"][-1]
    assert head["id"] == again.json()["assistant_message"]["id"] != failed["id"]
    assert head["content"].endswith(SAID[lang])


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_failed_new_message_says_nothing_of_branches(
    client: TestClient[Any], model: FakeModel, lang: str
) -> None:
    body, first, _ = CASES[lang]
    content_id = create(client, "T", body)["id"]
    model.enqueue(first)
    send(client, content_id, "improve paragraph 1")
    model.enqueue(LLMUnavailable("The model endpoint failed with HTTP 500."))
    failed = send(client, content_id, "improve paragraph 2")["assistant_message"]
    assert failed["status"] == "error"
    assert "V1" not in failed["content"] and "‹" not in failed["content"]


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_retry_that_fails_again_shows_the_new_failure(
    client: TestClient[Any], model: FakeModel, lang: str
) -> None:
    body, first, _ = CASES[lang]
    content_id = create(client, "T", body)["id"]
    model.enqueue(LLMUnavailable("The model endpoint failed with HTTP 500."))
    old = send(client, content_id, "improve paragraph 1")["assistant_message"]
    assert old["status"] == "error"

    model.enqueue(LLMRateLimited("The model endpoint is busy: wait about 2 minutes."))
    retried = client.post(f"/api/chat/messages/{old['id']}/regenerate", json={})
    assert retried.status_code == 200, retried.text
    new = retried.json()["assistant_message"]
    head = _session(client, content_id)["path"][-1]
    assert head["id"] == new["id"] != old["id"]
    assert head["status"] == "error"
    assert "2 minutes" in head["content"]


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_failed_regenerate_of_a_good_reply_still_gives_it_back(
    client: TestClient[Any], model: FakeModel, lang: str
) -> None:
    body, first, _ = CASES[lang]
    content_id = create(client, "T", body)["id"]
    model.enqueue(first)
    good = send(client, content_id, "improve paragraph 1")["assistant_message"]
    model.enqueue(LLMUnavailable("The model endpoint failed with HTTP 500."))
    retried = client.post(f"/api/chat/messages/{good['id']}/regenerate", json={})
    assert retried.status_code == 200, retried.text
    session = _session(client, content_id)
    assert session["path"][-1]["id"] == good["id"]
    assert session["content"]["version"] == 2


def test_a_chinese_articles_failure_left_in_english_says_it_all_in_english(
    client: TestClient[Any], model: FakeModel
) -> None:
    """A reason the server has no Chinese for keeps a Chinese article's reply English, whole
    (said_in_chinese: never half-translated) — the sentence about V1 too."""
    body, first, second = CASES["zh"]
    content_id = create(client, "T", body)["id"]
    model.enqueue(first, second)
    asked = send(client, content_id, "第一段改一下")["user_message"]
    send(client, content_id, "第二段改一下")
    model.enqueue(LLMUnavailable("The model endpoint failed with HTTP 500."))
    edited = client.post(f"/api/chat/messages/{asked['id']}/edit", json={"message": "温暖一点"})
    failed = edited.json()["assistant_message"]
    assert failed["status"] == "error"
    assert failed["content"].endswith(SAID["en"])
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in failed["content"])
