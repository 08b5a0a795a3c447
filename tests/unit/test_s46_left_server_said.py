"""The pure pieces of session 46's left-server work: the failures left English on a Chinese
article now have their Chinese (the same the panel's words.js gives a Chinese reader, read by
Node), the 4xx sentences the panel shows have theirs, a failed reply's `retryable` is set in
the one message factory, and a reply a hand edit overtook, kept beside it under the writer's
message, counts as the answer to that message."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.domain.models import ChatMessage, LLMCall
from app.editing.answers import SERVER_STOPPING
from app.editing.checks import unsavable
from app.editing.failed_calls import failed_call
from app.editing.lost_replies import unanswered
from app.editing.moved_on import moved_on_words
from app.editing.records import new_message
from app.editing.said_in_chinese import in_chinese, to_article
from app.llm.base import LLMBadResponse, LLMRateLimited, LLMTimeout, LLMTooLong, LLMUnavailable
from tests.english_left import english_left
from tests.failures_said import QUOTED_IN_FAILURES
from tests.unit.test_s45_zhfail45_failures_said import _in_the_panel

ZH_BODY = "我们在车站等了二十分钟。\n\n公交车一直没来。"
EN_BODY = "We waited twenty minutes at the stop.\n\nThe bus never came."
NOW = datetime(2026, 12, 6, tzinfo=UTC)


def _not_saved(why: str) -> str:
    return (
        f"No reply could be saved at the time: {why}. Nothing was changed; your message is "
        "kept — press Retry to ask again."
    )


# Replies the server writes that stayed English on a Chinese article before session 46.
REPLIES = {
    "shutdown": SERVER_STOPPING,
    "not saved, full": _not_saved("the disk is full"),
    "not saved, refused": _not_saved("the data directory could not be written (Read-only)"),
    "not saved, database": _not_saved("the database could not be reached (timed out)"),
    "not saved, database named": _not_saved(
        "the database at db.example could not be reached (connection refused)"
    ),
    "not saved, our side": _not_saved(
        "the reply could not be saved because of an error on our side"
    ),
    "article over the limit": unsavable(("T", "x" * 90), 80),
    "title over the limit": unsavable(("T" * 600, "body"), 100_000),
    "no text": unsavable(("T", " "), 80),
    "title empty": unsavable((" ", "body"), 80),
    "title of two lines": unsavable(("one\ntwo", "body"), 80),
    "moved on": moved_on_words(3, article_moved=True, chinese=False),
    "conversation moved on": moved_on_words(1, article_moved=False, chinese=False),
}

# Sentences the panel shows for a refused send, edit or regenerate, or a reply the store could
# not save (4xx and 5xx details), that had no Chinese in the panel's table before session 46.
DETAILS = [
    "The reply to your previous message is still being written, after 95 s, so this message "
    "was not saved. Send it again once that reply is there (or stop it first).",
    "Your message with this Idempotency-Key was saved, but its reply is not ready (another "
    "server process is writing it). Reload the conversation to see it.",
    "This Idempotency-Key was already used for a different message to this article (or the "
    "same words with another selection, parent, base version or regenerate choice); send a new "
    "key with a new request.",
    "The title is more than one line: put what follows the line break in the text.",
    "A message can follow a reply or the opening line, not another message of yours: send it "
    "with the parent_id of the reply, or edit that message instead.",
    "The selection 3–3 is empty: select the text to change, or send without a selection.",
    "The selection 5–3 ends before it starts: give its start first, then its end.",
    "The selection 3–90 is outside the article body (0–40).",
    "No message with id 'c1-m2' in this conversation.",
    "The reply could not be saved because of an error on our side: your message was saved, "
    "but the reply could not be.",
    "The data directory could not be written (Permission denied): your message was saved, but "
    "the reply could not be.",
    "The disk is full: your message was saved, but the reply could not be.",
    "The database could not be reached (timed out): your message was saved, but the reply "
    "could not be.",
    "The data directory could not be written (Permission denied); nothing was saved.",
    "The disk is full; nothing was saved.",
]


def test_every_reply_left_english_is_said_in_chinese_whole_on_a_chinese_article() -> None:
    english, chinese = [], []
    for name, text in REPLIES.items():
        assert text is not None, name
        assert to_article(text, EN_BODY) == text, name  # English on an English article
        zh = to_article(text, ZH_BODY)
        assert zh != text and not english_left(zh, quoted=QUOTED_IN_FAILURES), f"{name}: {zh}"
        english.append(text)
        chinese.append(zh)
    # The server's Chinese is the panel's, sentence for sentence (one table, server-words.js).
    assert _in_the_panel(english) == chinese


def test_the_figures_and_causes_are_kept_in_the_chinese() -> None:
    assert "超过了 80 个的上限" in str(in_chinese(str(REPLIES["article over the limit"])))
    assert "“Read-only”" in str(in_chinese(REPLIES["not saved, refused"]))
    assert "“connection refused”" in str(in_chinese(REPLIES["not saved, database named"]))
    assert "V3" in str(in_chinese(REPLIES["moved on"]))


def test_a_reply_another_change_overtook_is_said_in_chinese_with_the_button_named() -> None:
    for moved in (True, False):
        zh = moved_on_words(4, article_moved=moved, chinese=True)
        assert zh == in_chinese(moved_on_words(4, article_moved=moved, chinese=False))
        assert "按“重试”" in zh and "Retry" not in zh


def test_every_refusal_the_panel_shows_has_its_chinese() -> None:
    said = _in_the_panel(DETAILS)
    for english, chinese in zip(DETAILS, said, strict=True):
        assert chinese is not None, english
        assert not english_left(chinese, quoted=QUOTED_IN_FAILURES), chinese


# -- retryable ----------------------------------------------------------------------------


def _message(role: str, status: str, **kw: object) -> ChatMessage:
    return new_message(
        "c1", "s1", parent_id=None, role=role, text="x", version=1, now=NOW, status=status, **kw
    )  # type: ignore[arg-type]


def test_retryable_is_set_on_failed_and_stopped_replies_only() -> None:
    assert _message("assistant", "error").retryable is True
    assert _message("assistant", "stopped").retryable is True
    assert _message("assistant", "error", retryable=False).retryable is False
    assert _message("assistant", "ok").retryable is None
    assert _message("user", "ok", retryable=False).retryable is None
    assert _message("event", "ok").retryable is None


def _call() -> LLMCall:
    return LLMCall(id="m", message_id="m", content_id="c", model="x", messages=[], created_at=NOW)


@pytest.mark.parametrize(
    ("error", "retryable"),
    [
        (LLMTimeout("The model did not answer within 10 seconds (2 attempts)."), True),
        (LLMRateLimited("The model endpoint is rate limiting requests (429)."), True),
        (LLMUnavailable("The model endpoint failed with HTTP 502 (2 attempts)."), True),
        (RuntimeError("boom"), True),
        (LLMTooLong("The article with the conversation is more than the model can read."), False),
        (LLMBadResponse("The model endpoint rejected the API key (401). Check it."), False),
        (LLMBadResponse("The model endpoint refused access (403): the key may not …"), False),
        (LLMBadResponse('The model endpoint answered 404 Not Found: check "m".'), False),
        (LLMBadResponse("The model endpoint redirected the request (301); check it."), False),
        (LLMBadResponse("The model's reply held no article text."), True),
    ],
)
def test_a_failed_call_says_whether_asking_again_can_help(
    error: Exception, retryable: bool
) -> None:
    for body in (EN_BODY, ZH_BODY):
        verdict = failed_call(_call(), error, body)
        assert verdict.retryable is retryable
        # The words agree with the flag.
        assert ("Retry" in verdict.reason or "重试" in verdict.reason) is retryable, verdict


# -- a reply a hand edit overtook ---------------------------------------------------------


def _node(id_: str, parent: str | None, role: str) -> ChatMessage:
    status = "error" if role == "assistant" else "ok"
    return new_message(
        "c1",
        "s1",
        parent_id=parent,
        role=role,
        text=id_,
        version=1,
        now=NOW,
        message_id=id_,
        status=status,
    )  # type: ignore[arg-type]


def test_a_reply_kept_beside_a_hand_edit_answers_the_writers_message() -> None:
    # The reply a hand edit overtook is kept under the writer's message, beside the edit
    # (answers.py `_commit_aside`): the message is answered, the next one is not yet.
    nodes = [
        _node("w", None, "system"),
        _node("u", "w", "user"),
        _node("e1", "u", "event"),
        _node("a", "u", "assistant"),
        _node("u2", "e1", "user"),
    ]
    assert [m.id for m in unanswered(nodes)] == ["u2"]
    assert [m.id for m in unanswered(nodes[:3])] == ["u"]
