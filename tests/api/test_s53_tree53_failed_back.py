"""Where a failed reply leaves the writer (outside53 F9, F10; app/editing/failed_back.py).

- An edited earlier message whose reply fails gives back the branch the writer was on and its
  version, as a Stop of the same edit does: the edit was written from the version before the
  message it replaces, and left there the article showed V1 under a reply saying nothing was
  changed, the next message building on V1 without the later turns. The edited message and its
  failed reply are kept beside it (its Retry asks again).
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


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_failed_edit_gives_back_the_branch_and_its_version(
    client: TestClient[Any], model: FakeModel, lang: str
) -> None:
    body, first, second = CASES[lang]
    content_id = create(client, "T", body)["id"]
    model.enqueue(first, second)
    asked = send(client, content_id, "improve paragraph 1")["user_message"]
    send(client, content_id, "improve paragraph 2")
    assert _session(client, content_id)["content"]["version"] == 3

    model.enqueue(LLMUnavailable("The model endpoint failed with HTTP 500."))
    edited = client.post(f"/api/chat/messages/{asked['id']}/edit", json={"message": "warmer"})
    assert edited.status_code == 200, edited.text
    assert edited.json()["assistant_message"]["status"] == "error"

    session = _session(client, content_id)
    assert session["content"]["version"] == 3  # not V1: nothing of the edit happened
    assert [m["role"] for m in session["path"]][-4:] == ["user", "assistant", "user", "assistant"]
    assert session["path"][-1]["status"] == "ok"
    assert any(m["id"] == asked["id"] for m in session["path"])
    kept = [m for m in session["messages"] if m.get("edited_from") == asked["id"]]
    assert len(kept) == 1
    failed = [m for m in session["messages"] if m.get("parent_id") == kept[0]["id"]]
    assert [m["status"] for m in failed] == ["error"]


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
