"""Decides what a model's reply means for the article: the revised text to save, or why not.

The turn flow hands over the article as the model saw it, the reply (an `LLMCall`, and the
call's `Completion` for how it ended) and a way to ask the model again. The reply is read in
whatever format it came (blocks are applied even when a whole article was asked for), lined
up with the original, and kept to what the suggestion targets; the verdict is a revision
with the model's note and the withheld out-of-scope changes, or a reason in plain words —
the model's own when it refused or asked a question. Nothing here touches the store.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Literal

from app.domain.diff import change_summary
from app.domain.models import LLMCall, PromptMessage, WithheldChange
from app.domain.text import counts_characters
from app.editing.absent_words import wrong_words
from app.editing.align import MATCH, similarity
from app.editing.answered_blocks import answered_blocks
from app.editing.appended_sections import appended_section
from app.editing.bare_title import bare_title
from app.editing.choices import offers_choice
from app.editing.clauses import answering
from app.editing.continued import continued_marker, continued_reason
from app.editing.controls import as_typed, without_controls, without_scripts
from app.editing.conversions import conversions_kept
from app.editing.cut import stops_short
from app.editing.declines import declined, declined_reason
from app.editing.elided import Refused
from app.editing.empty_search import given_up_reason, unmatched_reason
from app.editing.error_pages import error_page
from app.editing.every_swap import finished_swaps
from app.editing.formats import blocks as block_format
from app.editing.formats import full as full_format
from app.editing.formats.block_places import placed
from app.editing.formats.common import data_question, peel, says_no_change
from app.editing.formats.dress import unmarked
from app.editing.formats.hollow import hollow_reply
from app.editing.formats.replace_with import replacement_blocks
from app.editing.formats.selection import SelectionRefused, SelectionTalk, read_selection_parts
from app.editing.formats.structured import restructured, selected_text
from app.editing.formats.twice import last_of_two
from app.editing.formats.wrapper_lines import is_wrapper
from app.editing.heading_count import counted_with_headings
from app.editing.kept import structure_kept
from app.editing.label_lines import with_label_lines
from app.editing.labelled_title import labelled_title
from app.editing.language import (
    in_other_script,
    language_around,
    other_language,
    script_of,
    script_of_words,
)
from app.editing.lone_target import lone_target, lone_topic, rewritten_topic
from app.editing.loops import looped
from app.editing.no_edit_asked import forbids_edit
from app.editing.not_articles import (
    CONFLICTED,
    NOT_AN_EDIT,
    conflict_markers,
    mashed,
    resolved_conflicts,
    takes_note,
)
from app.editing.one_part import placed_by_rewrite
from app.editing.rechecks import check_title_negations, rechecked
from app.editing.reconcile import Rebuilt, rebuild
from app.editing.reference_links import inline_links
from app.editing.remarks import claims_edit, remarks_on, unquoted
from app.editing.reply_talk import Talk, check_talk, quoted_question, translated_target
from app.editing.said_in_chinese import in_chinese
from app.editing.scope import Scope, scope_of
from app.editing.title_reply import title_reply
from app.editing.tool_calls import beside_tool_call, unread_tool_call
from app.editing.unchanged_said import returned_unchanged, says_left_unchanged
from app.editing.undone import undone_asks
from app.editing.units import normal, split_paragraphs
from app.editing.unplaced_blocks import placed_by_blocks
from app.editing.withheld_only import touched_up_instead, withheld_line, withheld_only
from app.llm.base import Completion, LLMError

Ask = Callable[[list[PromptMessage]], Awaitable[Completion]]

# Rounds of asking again for blocks that did not fit, before asking for the whole article.
BLOCK_ROUNDS = 2
_RETRY = "Press Retry to ask again, or rephrase the suggestion."


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
    """The revision to save; `note` is what the model said beside the article, `withheld`
    the changes it made outside what was asked (not applied), `summary` the line the writer
    reads about it all, `checks` facts the edit changed unasked, for the writer to check."""

    title: str
    body: str
    note: str | None = None
    withheld: list[WithheldChange] = field(default_factory=list)
    summary: str = ""
    checks: str = ""


@dataclass(frozen=True)
class NoEdit:
    """A reply that makes no revision: its message status and what the writer is told."""

    status: Literal["ok", "error"]
    reason: str
    # A failure that asking again cannot mend (the same request fails the same way).
    retryable: bool = True


Verdict = Revised | NoEdit


class _NothingToChange(Exception):
    """The reply is the model's remark that the text needs no change; `str()` is its words."""


async def judge_reply(
    request: EditRequest, call: LLMCall, ask: Ask, completion: Completion | None = None
) -> Verdict:
    """The revised article to save, or why there is none; sets `call.outcome`.

    `completion` is the first call's own record (how it ended: a reply cut at the length
    limit or a stream cut short is never a revision). `ask` sends a follow-up conversation
    to the model; a follow-up replaces `call.messages` and `call.response` with the last
    exchange. Each reply is judged without escape codes and stray control characters
    (`without_controls`); the record keeps it as the model sent it.
    """
    raw = [call.response]

    async def ask_clean(messages: list[PromptMessage]) -> Completion:
        answer = await ask(messages)
        raw.append(answer.text)
        return replace(answer, text=_as_read(request, answer.text))

    clean = call.model_copy(update={"response": _as_read(request, call.response)})
    verdict = await _judged(request, clean, ask_clean, completion)
    call.outcome = clean.outcome
    if clean.messages is not call.messages:  # a follow-up: the last exchange, as sent
        call.messages = clean.messages
        call.response = raw[-1]
    return verdict


def told_in_article_language(
    request: EditRequest, verdict: Verdict, outcome: str | None
) -> Verdict:
    """The verdict as the writer reads it: a Chinese article's refusal or "nothing to change"
    in Chinese, as its other lines are (judged in English, the sentences the tests and the
    call's record hold); the model's own words (a question, a decline) as it wrote them."""
    if not isinstance(verdict, NoEdit) or not counts_characters(request.body):
        return verdict
    if verdict.status != "error" and outcome != "no_change":
        return verdict
    chinese = in_chinese(verdict.reason)
    return verdict if chinese is None else NoEdit(verdict.status, chinese)


def _as_read(request: EditRequest, reply: str) -> str:
    """The reply as the readers take it: without control characters, and an edit sent as
    data (a JSON record or list, `key: value` lines) in the shape of blocks or an article."""
    article = request.title + "\n" + request.body
    asked = "\n".join(request.suggestions)
    text = without_scripts(as_typed(without_controls(reply, article), article), article, asked)
    text = inline_links(unmarked(text, [article], asked), request.body, asked)
    text = resolved_conflicts(text, article)
    if request.selection is not None:
        new = selected_text(text, request.body[slice(*request.selection)], request.body)
        return text if new is None else new
    text = last_of_two(text, request.title, request.body)
    return (
        restructured(text, request.title, request.body)
        or replacement_blocks(text, request.body)
        or beside_tool_call(text, request.body)
    )


async def _judged(
    request: EditRequest, call: LLMCall, ask: Ask, completion: Completion | None = None
) -> Verdict:
    if completion is not None and completion.truncated:
        return _reject(call, _truncated_reason(completion))
    if (page := error_page(call.response, request.body)) is not None:
        return _reject(call, page)
    if (marker := continued_marker(call.response, request.title + "\n" + request.body)) is not None:
        return _reject(call, continued_reason(marker))  # "(continued in the next message)"
    if (tool := unread_tool_call(call.response, request.body)) is not None:
        return _reject(call, tool)
    if (loop := looped(call.response, request.title + "\n" + request.body)) is not None:
        return _reject(call, loop)
    if (hollow := hollow_reply(call.response, request.body)) is not None:  # `[]`, `null`…
        return _no_change(request, call, "") if hollow.unchanged else _reject(call, hollow.said)
    explanation = says_no_change(call.response)
    if explanation is not None:
        return _no_change(request, call, explanation)
    if forbids_edit(request.suggestions):  # "Don't change it yet.", 先别改
        call.outcome = "model_says"
        return NoEdit("ok", call.response.strip())
    if (question := data_question(call.response)) is not None:
        call.outcome = "model_says"  # {"status": "needs_clarification", "question": …}
        return NoEdit("ok", question)
    if (question := quoted_question(call.response, request.body)) is not None:
        call.outcome = "model_says"  # "At the moment it says: > …  Should it…?"
        return NoEdit("ok", question)
    # Peeled once: a pure function of the reply and the article, asked for three times.
    said = peel(call.response, request.body).text
    if offers_choice(said, request.body):
        call.outcome = "model_says"  # versions to choose from: none is the writer's pick
        return NoEdit("ok", said.strip())
    if claims_edit(said) and not any(normal(said) in normal(s) for s in request.suggestions):
        return _reject(
            call,
            "The model said it had made the edit but sent no text for it, so nothing was saved.",
        )
    # Only a selection: a whole-article reply opening "I can't see any typos, but…" may still
    # carry the article, and whole-article declines without one are read as the model's words.
    selected = request.body[slice(*request.selection)] if request.selection else None
    refusal = declined(said, request.body, selected) if selected is not None else None
    if refusal is not None:
        call.outcome = "model_says"  # "I can't add that claim without a source — …"
        return NoEdit("ok", declined_reason(refusal))
    if conflict_markers(call.response, request.body):
        return _reject(call, CONFLICTED)
    if mashed(said or call.response, request.body):
        return _reject(call, NOT_AN_EDIT)
    if takes_note(said or call.response, request.body, "\n".join(request.suggestions)):
        call.outcome = "model_says"
        return NoEdit("ok", (said or call.response).strip())
    scope: Scope | None = None
    read_as = ""
    try:
        if request.selection is not None:
            title, body, note, withheld = _selection(request, call.response)
        else:
            # What the suggestion targets is read once a turn (a pure function of the
            # suggestions and the article): the judging and the tables' check both use it.
            scope = scope_of(request.suggestions, request.title, split_paragraphs(request.body))
            title, body, note, withheld = await _article(request, call, ask, scope, said)
            if withheld and (title, body) == (request.title, request.body):
                # "paragraph 5" read counting the `## ` headings: that edit, and said so
                rejudge = partial(_article, request, call, ask, said=said)
                if again := await counted_with_headings(scope, request, rejudge):
                    scope, read_as, (title, body, note, withheld) = again
    except _NothingToChange as remark:
        return _no_change(request, call, str(remark))
    except (Talk, SelectionTalk) as talk:
        call.outcome = "model_says"
        return NoEdit("ok", str(talk))
    except (Refused, SelectionRefused) as refusal:
        return _reject(call, str(refusal))
    except LLMError as error:
        return _reject(
            call, f"The model's edit did not fit the article, and asking again failed: {error}"
        )
    if scope is not None:
        try:
            body, drift = structure_kept(request.body, body, request.suggestions, scope)
        except Refused as refusal:  # another figure of an asked table changed
            return _reject(call, str(refusal))
        body, spread = conversions_kept(request.body, body, "\n".join(request.suggestions))
        withheld = [*withheld, *drift, *spread]
    if wrong := wrong_words(request.suggestions, request, withheld or (title, body)):
        return _reject(call, wrong)
    if title == request.title and (
        body == request.body or touched_up_instead(request.body, body, withheld, scope)
    ):
        if withheld:
            call.outcome = "withheld"
            chinese = counts_characters(request.body)
            return NoEdit(*withheld_only(withheld, scope, chinese=chinese, body=request.body))
        if says_left_unchanged(note):  # "I've left the article exactly as it was — …"
            return _no_change(request, call, note or "")
        if note and declined(note, request.body, request.body) is not None:
            call.outcome = "model_says"  # "I'm sorry, but I can't add that claim. Here is…"
            return NoEdit("ok", declined_reason(note.strip()))
        return _reject(call, returned_unchanged(chinese=counts_characters(request.body)))
    every = finished_swaps(request.suggestions, (request.title, request.body), (title, body), scope)
    title, body = every.title, every.body  # "change every X to Y" done to the last one
    try:  # addresses, code, and the facts a restyle left out or changed (rechecks.py)
        paragraphs = split_paragraphs(request.body)
        scope = scope or scope_of(request.suggestions, request.title, paragraphs)
        checked = rechecked(request.body, body, request.suggestions, scope, request.selection)
        check_title_negations(request.title, title, request.suggestions)
    except Refused as refusal:
        return _reject(call, str(refusal))
    call.outcome = "applied"
    before, chinese = (request.title, request.body), counts_characters(request.body)
    undone = undone_asks(request.suggestions, before, (title, body), chinese=chinese, note=note)
    checked = "\n".join(filter(None, [read_as, checked, *every.lines, *undone]))
    what = change_summary(request.title, request.body, title, body)
    summary = _summary(what, note, withheld, request.body)
    told = " ".join(checked.split("\n"))
    return Revised(title, body, note, withheld, f"{summary} {told}" if told else summary, checked)


def _no_change(request: EditRequest, call: LLMCall, explanation: str) -> NoEdit:
    call.outcome = "no_change"
    said = f" The model said: “{explanation}”" if explanation else ""
    return NoEdit(
        "ok",
        f"The model found nothing to change for this suggestion, so V{request.base_version} "
        f"stays as it is.{said} Rephrase it if you expected an edit.",
    )


def _check_remark(reply: str, target: str, article: str, peeled: str | None = None) -> None:
    """Raise _NothingToChange when the reply is a remark about the text ("Paragraph 2 is
    already vivid.") instead of new text for it: none of its units lines up with the
    article, and it shares almost no words with what it would replace. `peeled`: the reply
    already peeled against `article`, used when the reply holds no replacement tag."""
    untagged = _REPLACEMENT_TAG.sub("", reply)
    if peeled is None or untagged != reply:
        peeled = peel(untagged, article).text
    words = peeled.strip()
    if not remarks_on(words, target, article):
        return
    originals = split_paragraphs(article).texts
    units = [unquoted(u) for u in split_paragraphs(words).texts if u.strip()]
    if not any(similarity(u, o) >= MATCH for u in units for o in originals):
        raise _NothingToChange(" ".join(words.split()))


_REPLACEMENT_TAG = re.compile(r"</?replacement>", re.IGNORECASE)


def _reject(call: LLMCall, reason: str) -> NoEdit:
    call.outcome = f"rejected: {reason}"
    # A refusal that already says to retry, in English or in Chinese (请按“重试”), is whole.
    said = "Retry" in reason or "重试" in reason
    return NoEdit("error", reason if said else f"{reason} {_RETRY}")


def _truncated_reason(completion: Completion) -> str:
    cut = "the connection ended before the reply was complete"
    how = cut if completion.cut else "it reached the model's length limit"
    return f"The model's reply was cut off ({how}), so nothing was saved. Press Retry to ask again."


def _selection(
    request: EditRequest, reply: str
) -> tuple[str, str, str | None, list[WithheldChange]]:
    assert request.selection is not None
    start, end = request.selection
    body = request.body
    translate = scope_of(request.suggestions, request.title, split_paragraphs(body)).translate
    # A short selection says too little about its language: the article around it decides.
    old = script_of(body[start:end]) or script_of(body)
    if not (translate and in_other_script(reply, old)):
        # a translation asked for shares no words with the selection: no remark for that
        _check_remark(reply, body[start:end], body)
    replacement, said, offered = read_selection_parts(reply, body, start, end)
    new = script_of(replacement) or script_of_words(replacement)
    own = language_around(body, start, end)
    if not translate and ((old and new and old != new) or other_language(own, replacement)):
        raise Refused(
            "The model answered in another language than the article's, and no translation "
            "was asked for, so nothing was saved."
        )
    return request.title, body[:start] + replacement + body[end:], _note(said), offered


async def _article(
    request: EditRequest, call: LLMCall, ask: Ask, scope: Scope, said: str
) -> tuple[str, str, str | None, list[WithheldChange]]:
    """`scope`: what the suggestion targets; `said`: the reply peeled against the article."""
    original = split_paragraphs(request.body)
    reply = title_reply(call.response, request.title, original.texts, scope, request.suggestions)
    if block_format.has_blocks(reply, request.body):
        return await _blocks(request, call, ask, scope)
    if (retitled := labelled_title(reply, request.title, request.body, scope)) is not None:
        return retitled[0], request.body, retitled[1] or None, []
    if not scope.translate:
        targets = "\n\n".join(t for i, t in enumerate(original.texts) if scope.touches(i))
        try:
            _check_remark(reply, targets or request.body, request.body, said)
        except _NothingToChange:
            # The asked paragraphs written in another language read as a remark too. Asked
            # only then: holding a whole reply against the article's language was 8 % of
            # judging a long article's every reply.
            if not translated_target(said.strip(), targets, request.body):
                raise
    reading = full_format.read_reply(
        reply,
        title=request.title,
        body_paragraphs=original.texts,
        recast=scope.reshape,
        asked=request.suggestions,
    )
    lone = (scope, reading.paragraphs, original.texts, request.suggestions)
    narrowed = answered_blocks(*lone) or lone_target(*lone) or lone_topic(*lone)
    if narrowed := narrowed or placed_by_rewrite(*lone):
        scope = narrowed  # "the adult ticket price is wrong", answered with that paragraph
    check_talk(request.suggestions, request.body, reading, reply, scope)
    title_only = bare_title(request.title, request.body, reading, scope, reply)
    if title_only is not None:
        return title_only, request.body, None, []
    _check_stop(reading, original.texts, scope)
    reading.paragraphs = with_label_lines(reading.paragraphs, original.texts, scope)
    section = appended_section(reading, original.texts, scope, request.suggestions)
    rebuilt = _rebuilt(request, reading, scope, original.texts)
    return rebuilt.title, rebuilt.body, _note(rebuilt.note), rebuilt.withheld + section


async def _blocks(
    request: EditRequest, call: LLMCall, ask: Ask, scope: Scope
) -> tuple[str, str, str | None, list[WithheldChange]]:
    """Apply the reply's blocks; ask again for the ones that do not fit (at most
    BLOCK_ROUNDS times), then for the whole article."""
    parsed = block_format.read_blocks(call.response, request.body)
    _check_block_stop(call.response, parsed.blocks)
    closed = _closes(call.response)
    paragraphs = split_paragraphs(request.body).texts
    blocks = placed(request.body, paragraphs, scope.touches, parsed.blocks, scope.paragraphs)
    title = parsed.title
    for _round in range(BLOCK_ROUNDS + 1):
        body, failures = block_format.apply_blocks(request.body, blocks)
        if not failures:
            break
        if _round == BLOCK_ROUNDS:
            return await _whole_article(request, call, ask, scope)
        answer = await _ask_again(call, ask, block_format.retry_message(failures))
        if not block_format.has_blocks(answer, request.body):
            return _from_full_reply(request, answer, scope)
        again = block_format.read_blocks(answer, request.body)
        closed = closed and _closes(answer)
        title = again.title or title
        replaced = {f.number - 1: None for f in failures}
        # Asked for the failing blocks only, the model may send every block again: one that
        # already fitted, sent unchanged, is not a fix (applied twice, it would fit nowhere).
        fitted = [b for i, b in enumerate(blocks) if i not in replaced]
        fixes = iter([b for b in again.blocks if not any(_same_block(b, f) for f in fitted)])
        blocks = [next(fixes, b) if i in replaced else b for i, b in enumerate(blocks)]
        blocks.extend(fixes)
    # Blocks that all close were finished: new text without a full stop is the model's own
    revised = split_paragraphs(body).texts
    scope = placed_by_blocks(scope, paragraphs, revised, request.suggestions) or scope

    def rebuilt_in(scope: Scope) -> Rebuilt:
        return rebuild(request.title, request.body, title, revised, scope, finished=closed)

    rebuilt = _open_asks_answered(scope, rebuilt_in)
    return rebuilt.title, rebuilt.body, _note(parsed.outside), rebuilt.withheld


def _same_block(one: block_format.Block, other: block_format.Block) -> bool:
    return normal(one.search) == normal(other.search) and normal(one.replace) == normal(
        other.replace
    )


# The line that closes a block (">>>>>>> REPLACE"), and a fence line after it.
_BLOCK_END = re.compile(r"^\s*>{5,9}")
_FENCE_LINE = re.compile(r"^\s*(?:`{3,}|~{3,})\s*$")


def _closes(reply: str) -> bool:
    """Whether the reply's last line (a fence after it aside) closes a block."""
    lines = [line for line in reply.strip().split("\n") if line.strip()]
    while lines and _FENCE_LINE.match(lines[-1]):
        lines.pop()
    return bool(lines) and _BLOCK_END.match(lines[-1]) is not None


def _check_block_stop(reply: str, blocks: Sequence[block_format.Block]) -> None:
    """Refuse blocks whose last one never closes and whose new text stops in the middle of
    a line, list or sentence its SEARCH text goes on with."""
    lines = [line for line in reply.strip().split("\n") if line.strip()]
    while lines and _FENCE_LINE.match(lines[-1]):
        lines.pop()
    if not blocks or not lines or _BLOCK_END.match(lines[-1]) or "=======" not in reply:
        return
    last = blocks[-1]
    stop = stops_short([last.replace], [last.search])
    if stop is not None:
        raise Refused(stop.reason())


async def _whole_article(
    request: EditRequest, call: LLMCall, ask: Ask, scope: Scope
) -> tuple[str, str, str | None, list[WithheldChange]]:
    answer = await _ask_again(
        call,
        ask,
        "Those search blocks still do not match the article. Reply with the whole revised "
        "article instead: the title on the first line, a blank line, then the full body.",
    )
    if block_format.has_blocks(answer, request.body):
        raise Refused(unmatched_reason(answer, request.body))
    return _from_full_reply(request, answer, scope)


def _from_full_reply(
    request: EditRequest, answer: str, scope: Scope
) -> tuple[str, str, str | None, list[WithheldChange]]:
    if (explanation := says_no_change(answer)) is not None:  # the edit given up, not cut off
        raise Refused(given_up_reason(request.body, explanation))
    original = split_paragraphs(request.body)
    reading = full_format.read_reply(
        answer,
        title=request.title,
        body_paragraphs=original.texts,
        recast=scope.reshape,
        asked=request.suggestions,
    )
    _check_stop(reading, original.texts, scope)
    reading.paragraphs = with_label_lines(reading.paragraphs, original.texts, scope)
    section = appended_section(reading, original.texts, scope, request.suggestions)
    rebuilt = _rebuilt(request, reading, scope, original.texts)
    return rebuilt.title, rebuilt.body, _note(rebuilt.note), rebuilt.withheld + section


def _rebuilt(
    request: EditRequest, reading: full_format.Reading, scope: Scope, originals: Sequence[str]
) -> Rebuilt:
    """The article as the reply revises it; when the suggestion named its paragraph by a topic
    and the model changed only another paragraph holding that topic, as the model read it."""

    def rebuilt_in(scope: Scope) -> Rebuilt:
        return rebuild(
            request.title, request.body, reading.title, reading.paragraphs, scope, reading.note
        )

    rebuilt = _open_asks_answered(scope, rebuilt_in)
    if rebuilt.body == request.body and rebuilt.withheld:
        topic = rewritten_topic(scope, rebuilt.withheld, originals, request.suggestions)
        if topic is not None:  # "the paragraph about building the box", read as another one
            return rebuild(
                request.title, request.body, reading.title, reading.paragraphs, topic, reading.note
            )
    return rebuilt


def _open_asks_answered(scope: Scope, rebuilt_in: Callable[[Scope], Rebuilt]) -> Rebuilt:
    """The reply rebuilt within the scope, and again with the paragraphs it changed for the
    open asks let in ('…, and make the weather sunny': the weather paragraph is the one the
    model changed), in a full reply or in blocks alike."""
    rebuilt = rebuilt_in(scope)
    if scope.open_asks and (answers := answering(scope.open_asks, rebuilt.withheld)):
        return rebuilt_in(replace(scope, paragraphs=scope.paragraphs | answers, open_asks=()))
    return rebuilt


def _check_stop(reading: full_format.Reading, originals: list[str], scope: Scope) -> None:
    """Refuse a reply that stops in the middle of a line, list or table the original goes
    on with, though the model said it had finished."""
    if scope.translate:
        return
    kept = [i for i in range(len(originals)) if not scope.touches(i)]
    stop = stops_short(reading.paragraphs, originals, kept, scope.quoted, scope.wording)
    if stop is not None:
        raise Refused(stop.reason())


async def _ask_again(call: LLMCall, ask: Ask, message: str) -> str:
    messages = [
        *call.messages,
        PromptMessage(role="assistant", content=call.response),
        PromptMessage(role="user", content=message),
    ]
    completion = await ask(messages)
    if completion.truncated:
        raise Refused(_truncated_reason(completion))
    call.messages = messages
    call.response = completion.text
    return completion.text


def _note(lines: list[str]) -> str | None:
    text = "\n".join(line.strip() for line in lines if line.strip() and not is_wrapper(line))
    return text or None


def _summary(what: str, note: str | None, withheld: list[WithheldChange], body: str) -> str:
    parts = [what]
    if note:
        parts.append(f"The model said: “{note}”")
    if withheld:
        parts.append(withheld_line(withheld, body=body))
    return " ".join(parts)
