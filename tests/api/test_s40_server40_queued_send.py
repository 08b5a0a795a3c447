"""A plain API send (no `head_id`) made while the reply to the previous message is still being
written waits for that reply and goes under it, as the panel does: the path alternates
writer / reply, and the second reply is written knowing the first exchange. A wait that
outlasts a turn's time limit is a 409 that says so, and saves nothing."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.domain.models import PromptMessage
from app.editing import queued_send
from app.llm.base import Completion
from app.settings import Settings
from tests.api.first_held import FIRST, SECOND, FirstHeld, first_turn_held, serving

ASK_FIRST = "让第一段更好一些"
ASK_SECOND = "change the second paragraph"


class FirstHeldWhole(FirstHeld):
    """FirstHeld, whose first reply is held here too when it is asked for whole (a plain
    send)."""

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        first = not self.history
        self.history.append(list(messages))
        while first and not self.release.is_set():
            await asyncio.sleep(0.02)
        return Completion(text=FIRST if first else SECOND, model=self.model)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, FirstHeldWhole]]:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data",
        style_llm_extraction=False,
        llm_timeout=1,
        llm_max_retries=0,
        _env_file=None,
    )
    model = FirstHeldWhole()
    with serving(settings, model) as url:
        yield url, model


def _send(url: str, content_id: str, message: str) -> httpx.Response:
    with httpx.Client(base_url=url, timeout=30) as client:
        return client.post("/api/chat/send", json={"content_id": content_id, "message": message})


def _first_held(
    url: str, model: FirstHeldWhole
) -> tuple[str, Future[dict[str, Any]], ThreadPoolExecutor]:
    """An article whose first message's reply is streaming, held by the model."""
    pool = ThreadPoolExecutor(2)
    content_id, first = first_turn_held(url, model, pool, ASK_FIRST, "the first turn")
    return content_id, first, pool


def test_a_send_while_a_reply_is_written_waits_and_goes_under_that_reply(
    served: tuple[str, FirstHeldWhole], monkeypatch: pytest.MonkeyPatch
) -> None:
    url, model = served
    monkeypatch.setattr(queued_send, "EXTRA_SECONDS", 30)
    content_id, first, pool = _first_held(url, model)
    second = pool.submit(_send, url, content_id, ASK_SECOND)
    time.sleep(0.5)
    assert not second.done() and len(model.history) == 1  # it waits; the model is not asked
    model.release.set()
    one, answered = first.result(15), second.result(15)
    pool.shutdown()
    assert answered.status_code == 200, answered.text
    two = answered.json()
    assert one["assistant_message"]["status"] == two["assistant_message"]["status"] == "ok"
    assert two["user_message"]["parent_id"] == one["assistant_message"]["id"]
    assert two["revision"]["base_version"] == one["revision"]["version"] == 2
    path = httpx.get(f"{url}/api/chat/sessions/{content_id}").json()["path"]
    assert [m["role"] for m in path] == ["system", "user", "assistant", "user", "assistant"]
    assert [m["id"] for m in path[1:]] == [
        one["user_message"]["id"],
        one["assistant_message"]["id"],
        two["user_message"]["id"],
        two["assistant_message"]["id"],
    ]
    # The second reply was written knowing the first exchange, from the first one's version.
    sent = "\n".join(m.content for m in model.history[1])
    assert ASK_FIRST in sent and "改好的话" in sent
    content = httpx.get(f"{url}/api/contents/{content_id}").json()
    assert content["version"] == 3 and content["body"].endswith("The second paragraph, changed.")


def test_a_send_that_waits_past_a_turns_time_limit_is_409_and_saves_nothing(
    served: tuple[str, FirstHeldWhole], monkeypatch: pytest.MonkeyPatch
) -> None:
    url, model = served
    monkeypatch.setattr(queued_send, "EXTRA_SECONDS", 0)  # a turn may take 1 s here
    content_id, first, pool = _first_held(url, model)
    began = time.monotonic()
    refused = _send(url, content_id, ASK_SECOND)
    assert refused.status_code == 409, refused.text
    assert 0.9 < time.monotonic() - began < 10
    assert "still being written" in refused.json()["detail"]
    assert "not saved" in refused.json()["detail"]
    model.release.set()
    assert first.result(15)["assistant_message"]["status"] == "ok"
    pool.shutdown()
    path = httpx.get(f"{url}/api/chat/sessions/{content_id}").json()["path"]
    assert [m["role"] for m in path] == ["system", "user", "assistant"]
    assert len(model.history) == 1
    # Sent again once the reply is there, it goes under it.
    again = _send(url, content_id, ASK_SECOND)
    assert again.status_code == 200 and again.json()["user_message"]["parent_id"] == path[2]["id"]
