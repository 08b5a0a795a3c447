"""The judge runs in a thread of its own pool, on an event loop that thread keeps: a turn no
longer makes and closes an event loop (a selector and its self-pipe) to judge one reply, and
what the judge sees and records is unchanged — the real judge's verdict, its record copied
back onto the turn's call, the caller's context variables, a question asked again answered
from the server's loop, in English and in Chinese."""

from __future__ import annotations

import asyncio
import contextvars
import threading
from datetime import UTC, datetime
from typing import Any

import pytest

from app.domain.models import LLMCall, PromptMessage
from app.editing import judge_thread
from app.editing.judge import EditRequest, NoEdit, Revised
from app.llm.base import Completion

_SEEN: contextvars.ContextVar[str] = contextvars.ContextVar("_SEEN", default="unset")


def _call() -> LLMCall:
    return LLMCall(
        id="m1",
        message_id="m1",
        content_id="c1",
        model="test",
        messages=[PromptMessage(role="user", content="tighten the second paragraph")],
        created_at=datetime(2026, 12, 1, tzinfo=UTC),
    )


async def _no_question(messages: list[PromptMessage]) -> Completion:
    raise AssertionError("the judge asked the model again")


def test_the_judges_thread_keeps_its_event_loop_from_one_turn_to_the_next(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[tuple[asyncio.AbstractEventLoop, int, str]] = []
    real = judge_thread.judge_reply

    async def watched(*args: Any) -> Any:
        seen.append((asyncio.get_running_loop(), threading.get_ident(), _SEEN.get()))
        return await real(*args)

    monkeypatch.setattr(judge_thread, "judge_reply", watched)
    body = "第一段：原来的话。\n\nThe second paragraph stays as it was."
    request = EditRequest(title="标题", body=body, suggestions=["改第一段"], base_version=1)
    reply = Completion(
        text="标题\n\n第一段：改好的话。\n\nThe second paragraph stays as it was.", model="test"
    )

    async def turn() -> tuple[object, LLMCall, asyncio.AbstractEventLoop]:
        _SEEN.set("the turn's")
        call = _call()
        call.response = reply.text  # as the turn records it before judging
        verdict = await judge_thread.judge_off_loop(request, call, _no_question, reply)
        return verdict, call, asyncio.get_running_loop()

    verdict, call, server_loop = asyncio.run(turn())
    assert isinstance(verdict, Revised) and "第一段：改好的话。" in verdict.body
    assert call.outcome  # what the judge recorded is copied back onto the turn's call
    [(loop, thread, context)] = seen
    assert loop is not server_loop and thread != threading.get_ident()
    assert context == "the turn's"
    # asyncio.run closed the loop after every judgement; the judge's thread keeps it now.
    assert not loop.is_closed()


def test_a_question_the_judge_asks_again_is_answered_from_the_servers_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked_on: list[asyncio.AbstractEventLoop] = []
    judged_on: list[asyncio.AbstractEventLoop] = []

    async def judge(request: EditRequest, call: LLMCall, ask: Any, completion: Any) -> Any:
        judged_on.append(asyncio.get_running_loop())
        answer = await ask([PromptMessage(role="user", content="the whole article, please")])
        call.response = answer.text
        return NoEdit("ok", f"asked again: {answer.text}")

    async def model(messages: list[PromptMessage]) -> Completion:
        asked_on.append(asyncio.get_running_loop())
        return Completion(text="全文 / the whole article", model="test")

    monkeypatch.setattr(judge_thread, "judge_reply", judge)
    request = EditRequest(title="T", body="Body.", suggestions=["x"], base_version=1)

    async def turn() -> tuple[object, LLMCall, asyncio.AbstractEventLoop]:
        call = _call()
        verdict = await judge_thread.judge_off_loop(request, call, model)
        return verdict, call, asyncio.get_running_loop()

    for _ in range(2):  # the second time on the loop the judge's thread kept
        verdict, call, server_loop = asyncio.run(turn())
        assert (
            isinstance(verdict, NoEdit)
            and verdict.reason == "asked again: 全文 / the whole article"
        )
        assert call.response == "全文 / the whole article"
        assert asked_on.pop() is server_loop
        judge_loop = judged_on.pop()
        assert judge_loop is not server_loop
        assert not judge_loop.is_closed()  # kept by the judge's thread for the next turn
