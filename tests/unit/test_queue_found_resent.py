"""The start-up sweep (app/style/queue_found.py) learns a writer's message answered without a
revision once: not when every reply failed and the writer sent the same words again later
(Retry on a reply the article moved on from sends them again at the head) — those words are
learned through the later message, and the sweep learning both counted one wish twice."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.domain.models import ChatMessage
from app.style.queue_found import answered_without_revision

T0 = datetime(2026, 12, 3, 4, 0, tzinfo=UTC)


def _message(mid: str, role: str, content: str, minute: int, **more: object) -> ChatMessage:
    return ChatMessage(
        id=mid,
        session_id="s",
        role=role,  # type: ignore[arg-type]
        content=content,
        version=1,
        created_at=T0 + timedelta(minutes=minute),
        **more,  # type: ignore[arg-type]
    )


WORDS = "from now on, short paragraphs"


def test_a_failed_message_sent_again_is_left_to_its_resend() -> None:
    messages = [
        _message("u1", "user", WORDS, 0),
        _message(
            "a1", "assistant", "The article changed while…", 1, parent_id="u1", status="error"
        ),
        _message("u2", "user", WORDS, 2, parent_id="a1"),
        _message("a2", "assistant", "Noted.", 3, parent_id="u2"),
    ]
    assert [m.id for m in answered_without_revision(messages)] == ["u2"]


def test_a_failed_message_never_sent_again_is_still_learned() -> None:
    messages = [
        _message("u1", "user", WORDS, 0),
        _message(
            "a1", "assistant", "The article changed while…", 1, parent_id="u1", status="error"
        ),
        _message("u2", "user", "something else", 2, parent_id="a1"),
        _message("a2", "assistant", "Noted.", 3, parent_id="u2"),
    ]
    assert [m.id for m in answered_without_revision(messages)] == ["u1", "u2"]


def test_words_said_twice_with_answers_both_times_are_two_statements() -> None:
    messages = [
        _message("u1", "user", WORDS, 0),
        _message("a1", "assistant", "Noted.", 1, parent_id="u1"),
        _message("u2", "user", WORDS, 2, parent_id="a1"),
        _message("a2", "assistant", "Noted.", 3, parent_id="u2"),
    ]
    assert [m.id for m in answered_without_revision(messages)] == ["u1", "u2"]
