"""app/style/edited_away.py: the ids a message's evidence may carry, and setting aside what
only they taught (outside51 F2)."""

from datetime import UTC, datetime

from app.domain.models import ChatMessage, Evidence, StyleAssertion
from app.style.edited_away import said_there, set_aside_edited_away

NOW = datetime(2026, 12, 7, tzinfo=UTC)


def _message(id: str, parent: str | None, role: str) -> ChatMessage:
    return ChatMessage(
        id=id, session_id="s", parent_id=parent, role=role, content="x", version=1, created_at=NOW
    )  # type: ignore[arg-type]


def _held(*message_ids: str) -> StyleAssertion:
    return StyleAssertion(
        id="a1",
        persona_id="p",
        dimension="person",
        value="second",
        statement="Address the reader as you.",
        evidence=[Evidence(message_id=m, quote="q", at=NOW) for m in message_ids],
        created_at=NOW,
        updated_at=NOW,
    )


def test_said_there_is_the_message_and_its_replies_only() -> None:
    messages = [
        _message("u1", None, "user"),
        _message("r1", "u1", "assistant"),
        _message("r1b", "u1", "assistant"),  # a regenerated sibling
        _message("u2", "r1", "user"),
        _message("u1e", "r1", "user"),  # the edit: a sibling branch, not a reply
        _message("r2", "u2", "assistant"),
    ]
    assert said_there(messages, "u1") == {"u1", "r1", "r1b"}
    assert said_there(messages, "u9") == {"u9"}


def test_evidence_from_the_reply_is_set_aside_with_the_message() -> None:
    changed, audit = set_aside_edited_away([_held("r1")], "u1", "new words", NOW, {"u1", "r1"})
    assert [a.state for a in changed] == ["superseded"]
    assert [e.action for e in audit] == ["superseded"]
    # Without the replies named, only the message's own evidence counts (as before).
    assert set_aside_edited_away([_held("r1")], "u1", "new words", NOW) == ([], [])


def test_evidence_anywhere_else_keeps_the_preference() -> None:
    assert set_aside_edited_away([_held("r1", "r7")], "u1", "w", NOW, {"u1", "r1"}) == ([], [])
    assert set_aside_edited_away([_held()], "u1", "w", NOW, {"u1", "r1"}) == ([], [])
