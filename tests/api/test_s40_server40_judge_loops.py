"""The judge threads' kept event loops are closed when the app shuts down: left open, one was
collected at the process's exit while marked running, and Python logged "Exception ignored
in: <function BaseEventLoop.__del__>" with a traceback. A judgement still running at shutdown
closes its loop when it ends."""

from __future__ import annotations

import asyncio
import threading
from datetime import UTC, datetime
from typing import Any

import pytest
from litestar.testing import TestClient

from app.domain.models import LLMCall, PromptMessage
from app.editing import judge_thread
from app.editing.judge import EditRequest
from app.llm.base import Completion
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel

BODY = "第一段：原来的话。\n\nThe second paragraph stays as it was."
EDITED = "标题\n\n第一段：改好的话。\n\nThe second paragraph stays as it was."


def _watch_loops(monkeypatch: pytest.MonkeyPatch) -> list[asyncio.AbstractEventLoop]:
    """The loops the judge runs on, as it runs."""
    seen: list[asyncio.AbstractEventLoop] = []
    real = judge_thread.judge_reply

    async def watched(*args: Any) -> Any:
        seen.append(asyncio.get_running_loop())
        return await real(*args)

    monkeypatch.setattr(judge_thread, "judge_reply", watched)
    return seen


def test_the_app_shutting_down_closes_the_judges_loops(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _watch_loops(monkeypatch)
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        cid = client.post("/api/contents", json={"title": "标题", "body": BODY}).json()["id"]
        model.enqueue(EDITED)
        sent = client.post("/api/chat/send", json={"content_id": cid, "message": "改第一段"})
        assert sent.status_code == 200, sent.text
        assert seen and not any(loop.is_closed() for loop in seen)
    assert all(loop.is_closed() for loop in seen)


def test_a_judgement_running_at_shutdown_closes_its_loop_when_it_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started, release = threading.Event(), threading.Event()
    held_on: list[asyncio.AbstractEventLoop] = []
    real = judge_thread.judge_reply

    async def held(*args: Any) -> Any:
        held_on.append(asyncio.get_running_loop())
        started.set()
        await asyncio.to_thread(release.wait, 10)
        return await real(*args)

    monkeypatch.setattr(judge_thread, "judge_reply", held)
    call = LLMCall(
        id="m1",
        message_id="m1",
        content_id="c1",
        model="test",
        messages=[PromptMessage(role="user", content="改第一段")],
        created_at=datetime(2026, 12, 5, tzinfo=UTC),
    )
    request = EditRequest(title="标题", body=BODY, suggestions=["改第一段"], base_version=1)

    async def turn() -> None:
        reply = Completion(text=EDITED, model="test")
        task = asyncio.create_task(judge_thread.judge_off_loop(request, call, _no_question, reply))
        await asyncio.to_thread(started.wait, 10)
        judge_thread.close_loops()  # the app's shutdown, while the judge is still at work
        [loop] = held_on
        assert loop.is_running() and not loop.is_closed()
        release.set()
        await task

    asyncio.run(turn())
    [loop] = held_on
    assert loop.is_closed()


async def _no_question(messages: list[PromptMessage]) -> Completion:
    raise AssertionError("the judge asked the model again")
