"""Two writers (or two clients) on one article: while writer A's reply is being written, a send
from B that names A's unanswered message as the head it saw (`head_id`), or that branches off
elsewhere (`parent_id`), is refused with a 409 that says another message is still being
answered — nothing of B's is saved, and A's reply is saved and applied as it would have been.
Accepted (the outside tester's finding, session 40), B's message went under A's and A's reply
was thrown away as "the article changed meanwhile". Once A's reply is there, B's message sent
again with the new head goes under it. A plain send (no `head_id`, no `parent_id`) still waits
for the reply and goes under it (tests/api/test_s40_server40_queued_send.py)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.settings import Settings
from tests.api.first_held import FirstHeld, first_turn_held, serving

ASK_A = "让第一段更好一些"
ASK_B = "change the second paragraph"


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, FirstHeld]]:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data",
        style_llm_extraction=False,
        _env_file=None,
    )
    model = FirstHeld()
    with serving(settings, model) as url:
        yield url, model


def _a_is_answered(
    url: str, model: FirstHeld
) -> tuple[str, Future[dict[str, Any]], dict[str, Any]]:
    """An article whose writer A's message is being answered (the reply held by the model):
    its id, A's turn, and the conversation as B reads it then."""
    pool = ThreadPoolExecutor(1)
    content_id, first = first_turn_held(url, model, pool, ASK_A, "A's turn")
    pool.shutdown(wait=False)
    seen = httpx.get(f"{url}/api/chat/sessions/{content_id}").json()
    return content_id, first, seen


def _a_was_answered(
    url: str, content_id: str, model: FirstHeld, first: Future[dict[str, Any]]
) -> dict[str, Any]:
    """A's reply, let go: it is saved and applied (V2), the path is A's exchange alone."""
    model.release.set()
    answered = first.result(15)
    assert answered["assistant_message"]["status"] == "ok", answered["assistant_message"]
    assert answered["revision"]["version"] == 2
    session = httpx.get(f"{url}/api/chat/sessions/{content_id}").json()
    assert [m["role"] for m in session["path"]] == ["system", "user", "assistant"]
    assert session["head_id"] == answered["assistant_message"]["id"]
    content = httpx.get(f"{url}/api/contents/{content_id}").json()
    assert content["version"] == 2 and "改好的话" in content["body"]
    return answered


def _refused_as_still_answered(refused: httpx.Response, field: str) -> None:
    assert refused.status_code == 409, refused.text
    detail = refused.json()["detail"]
    assert "still being answered" in detail and "not saved" in detail
    assert [item["key"] for item in refused.json()["extra"]] == [field]


def test_a_send_naming_the_unanswered_message_as_head_is_refused_and_a_keeps_its_reply(
    served: tuple[str, FirstHeld],
) -> None:
    url, model = served
    content_id, first, seen = _a_is_answered(url, model)
    a_message = seen["path"][-1]
    assert seen["head_id"] == a_message["id"] and a_message["role"] == "user"
    refused = httpx.post(
        f"{url}/api/chat/send",
        json={"content_id": content_id, "message": ASK_B, "head_id": seen["head_id"]},
        timeout=30,
    )
    _refused_as_still_answered(refused, "head_id")
    assert len(model.history) == 1  # the model was not asked for B
    answered = _a_was_answered(url, content_id, model, first)
    # Sent again on the head B now sees (A's reply), it goes under it.
    again = httpx.post(
        f"{url}/api/chat/send",
        json={
            "content_id": content_id,
            "message": ASK_B,
            "head_id": answered["assistant_message"]["id"],
            "base_version": 2,
        },
        timeout=30,
    )
    assert again.status_code == 200, again.text
    assert again.json()["user_message"]["parent_id"] == answered["assistant_message"]["id"]
    assert again.json()["revision"]["base_version"] == 2


def test_a_streamed_send_naming_the_unanswered_message_is_refused_before_it_streams(
    served: tuple[str, FirstHeld],
) -> None:
    url, model = served
    content_id, first, seen = _a_is_answered(url, model)
    with (
        httpx.Client(base_url=url, timeout=30) as client,
        client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": ASK_B, "head_id": seen["head_id"]},
        ) as response,
    ):
        response.read()
    _refused_as_still_answered(response, "head_id")
    _a_was_answered(url, content_id, model, first)


def test_a_send_branching_elsewhere_while_a_is_answered_is_refused(
    served: tuple[str, FirstHeld],
) -> None:
    url, model = served
    content_id, first, seen = _a_is_answered(url, model)
    opening = seen["path"][0]
    refused = httpx.post(
        f"{url}/api/chat/send",
        json={"content_id": content_id, "message": ASK_B, "parent_id": opening["id"]},
        timeout=30,
    )
    _refused_as_still_answered(refused, "parent_id")
    assert len(model.history) == 1
    _a_was_answered(url, content_id, model, first)
