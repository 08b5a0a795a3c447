"""Which of the writer's messages no reply answers (app/editing/lost_replies.py): pure."""

from datetime import UTC, datetime

from app.domain.models import ChatMessage, ChatSession
from app.editing.lost_replies import unanswered

WHEN = datetime(2026, 11, 30, tzinfo=UTC)


def node(id: str, parent: str | None, role: str, status: str = "ok") -> ChatMessage:
    return ChatMessage(
        id=f"c1-{id}",
        session_id="c1-session",
        parent_id=f"c1-{parent}" if parent else None,
        role=role,  # type: ignore[arg-type]
        content="x",
        status=status,  # type: ignore[arg-type]
        version=1,
        created_at=WHEN,
    )


def ids(messages: list[ChatMessage]) -> list[str]:
    return [m.id.removeprefix("c1-") for m in messages]


def test_every_kind_of_reply_answers_a_message() -> None:
    tree = [
        node("welcome", None, "system"),
        node("u1", "welcome", "user"),
        node("a1", "u1", "assistant"),  # an edit
        node("u2", "a1", "user"),
        node("a2", "u2", "assistant", "error"),  # a refusal, a failure, "changed meanwhile"
        node("u3", "a2", "user"),
        node("a3", "u3", "assistant", "stopped"),
        node("e1", "a3", "event"),  # a manual edit answers nobody
    ]
    assert unanswered(tree) == []


def test_messages_without_a_reply_are_found_wherever_they_are() -> None:
    tree = [
        node("welcome", None, "system"),
        node("u1", "welcome", "user"),  # answered only by another writer's message
        node("u2", "u1", "user"),
        node("a2", "u2", "assistant"),
        node("u3", "a2", "user"),  # off the head: an edit of it branched away
        node("u4", "a2", "user"),
        node("a4", "u4", "assistant"),
        node("u5", "a4", "user"),  # the head
    ]
    assert ids(unanswered(tree)) == ["u1", "u3", "u5"]


def test_a_regenerated_message_has_several_replies_and_is_answered() -> None:
    tree = [
        node("u1", None, "user"),
        node("a1", "u1", "assistant"),
        node("a1b", "u1", "assistant", "error"),
    ]
    assert unanswered(tree) == []
    assert ids(unanswered(tree[:1])) == ["u1"]


def session(head: str, answering: str | None) -> ChatSession:
    return ChatSession(
        id="c1-session",
        content_id="c1",
        head_id=f"c1-{head}",
        created_at=WHEN,
        updated_at=WHEN,
        answering=f"c1-{answering}" if answering else None,
    )


def test_a_message_whose_regenerated_reply_a_crash_cut_off_is_answered_again() -> None:
    tree = [
        node("welcome", None, "system"),
        node("u1", "welcome", "user"),
        node("a1", "u1", "assistant"),
        node("a1b", "u1", "assistant", "error"),
    ]
    # Regenerate put the head on u1 and marked it; the crash left both.
    assert ids(unanswered(tree, session("u1", "u1"))) == ["u1"]
    # A roll-back to u1 leaves no mark; a mark the head has moved away from means nothing.
    assert unanswered(tree, session("u1", None)) == []
    assert unanswered(tree, session("a1", "u1")) == []
    assert unanswered(tree, None) == []
