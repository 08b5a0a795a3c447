"""Test helper: a model's reply judged as the turn flow judges it, with no model to ask again."""

import asyncio

from app.domain.models import LLMCall, PromptMessage
from app.editing.judge import EditRequest, Revised, Verdict, judge_reply
from app.llm.base import Completion


def judged(
    request: EditRequest,
    reply: str,
    completion: Completion | None = None,
    *,
    follow_ups: list[str] | None = None,
) -> tuple[Verdict, LLMCall]:
    """The verdict on `reply` to `request`, and the call record the judge filled in.
    `follow_ups`: the model's answers, in order, when the judge asks it again."""
    answers = list(follow_ups or [])
    call = LLMCall(
        id="m",
        message_id="m",
        content_id="c",
        model="x",
        messages=[],
        response=reply,
        created_at="2026-01-01T00:00:00Z",
    )

    async def ask(messages: list[PromptMessage]) -> Completion:
        if not answers:
            raise AssertionError("no follow-up expected")
        return Completion(text=answers.pop(0), model="x")

    return asyncio.run(judge_reply(request, call, ask, completion)), call


def request_for(title: str, body: str, suggestion: str, selected: str | None = None) -> EditRequest:
    """One suggestion on this article; `selected` is text of the body the writer selected."""
    selection = None
    if selected is not None:
        start = body.index(selected)
        selection = (start, start + len(selected))
    return EditRequest(title, body, [suggestion], 1, selection)


def judge(title: str, body: str, suggestion: str, reply: str) -> Verdict:
    """The verdict on one reply to `suggestion` on an article."""
    verdict, _call = judged(request_for(title, body, suggestion), reply)
    return verdict


def applied(verdict: Verdict) -> Revised:
    """The verdict, which must be a revision."""
    assert isinstance(verdict, Revised), verdict
    return verdict
