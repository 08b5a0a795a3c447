"""Decides what a model's reply means for the article: the revised text to save, or why not.

The turn flow hands over the article as the model saw it, the reply (an `LLMCall`) and a way
to ask the model again; this module parses, applies, follows up and guards, and returns a
verdict. Nothing here touches the store.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Literal

from app.domain.models import LLMCall, PromptMessage
from app.editing.guards import check_edit
from app.editing.parser import BlockMismatch, ParseError, parse_edit_reply
from app.editing.prompt import parse_selection_reply
from app.llm.base import Completion, LLMError

Ask = Callable[[list[PromptMessage]], Awaitable[Completion]]


@dataclass(frozen=True)
class EditRequest:
    """The article as the model saw it, and what the writer asked of it."""

    title: str
    body: str
    suggestions: list[str]
    base_version: int
    selection: tuple[int, int] | None = None


@dataclass(frozen=True)
class Revised:
    """The revision to save; `note` is what the model said beside the article, if anything."""

    title: str
    body: str
    note: str | None = None


@dataclass(frozen=True)
class NoEdit:
    """A reply that makes no revision: its message status and what the writer is told."""

    status: Literal["ok", "error"]
    reason: str


Verdict = Revised | NoEdit


async def judge_reply(request: EditRequest, call: LLMCall, ask: Ask) -> Verdict:
    """The revised article to save, or why there is none; sets `call.outcome`.

    `ask` sends a follow-up conversation to the model (used when blocks do not match);
    a follow-up replaces `call.messages` and `call.response` with the last exchange.
    """
    try:
        try:
            title, body = _apply_reply(request, call.response)
        except BlockMismatch:
            title, body = await _ask_for_full_rewrite(request, call, ask)
    except ParseError as error:
        call.outcome = f"rejected: {error}"
        return NoEdit("error", f"{error} The article is unchanged — press Retry to ask again.")
    if _says_no_change(call.response):
        # The model judged that the suggestion needs no edit: an answer, not a failure.
        call.outcome = "no_change"
        return NoEdit(
            "ok",
            f"The model found nothing to change for this suggestion, so V{request.base_version} "
            "stays as it is. Rephrase it if you expected an edit.",
        )
    refusal = check_edit(
        original_title=request.title,
        original_body=request.body,
        revised_title=title,
        revised_body=body,
        suggestions=request.suggestions,
    )
    if refusal:
        call.outcome = f"rejected: {refusal}"
        return NoEdit("error", f"{refusal} Press Retry to ask again, or rephrase the suggestion.")
    call.outcome = "applied"
    return Revised(title, body)


def _apply_reply(request: EditRequest, reply: str) -> tuple[str, str]:
    title, body = request.title, request.body
    if request.selection is not None:
        start, end = request.selection
        replacement = parse_selection_reply(reply, original=body[start:end])
        return title, body[:start] + replacement + body[end:]
    parsed = parse_edit_reply(reply, title=title, body=body)
    return parsed.title, parsed.body


async def _ask_for_full_rewrite(request: EditRequest, call: LLMCall, ask: Ask) -> tuple[str, str]:
    """Search/replace blocks that match nothing: ask once more, for the whole article."""
    messages = [
        *call.messages,
        PromptMessage(role="assistant", content=call.response),
        PromptMessage(
            role="user",
            content="Those search blocks do not match the article exactly. Reply with the "
            "whole revised article instead: the title on the first line, a blank line, "
            "then the full body.",
        ),
    ]
    try:
        completion = await ask(messages)
    except LLMError as error:
        raise ParseError(
            f"The model's edit did not match the article text, and asking again failed: {error}"
        ) from error
    call.messages = messages
    call.response = completion.text
    try:
        return _apply_reply(request, completion.text)
    except BlockMismatch as error:
        raise ParseError(
            "The model's edit did not match the article text, so it could not be applied."
        ) from error


def _says_no_change(reply: str) -> bool:
    return reply.strip().strip("`").strip().upper().rstrip(".") == "NO_CHANGE"
