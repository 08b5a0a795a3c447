"""A conversation read just before its reply is saved, whose turn has ended by the time the
running turns are looked at, still shows the writer's message as being answered — not as left
without a reply (which the panel draws as "no reply arrived", with Retry)."""

import asyncio
from datetime import UTC, datetime
from types import SimpleNamespace

from app.domain.models import ChatSession, Content
from app.domain.tree import Tree
from app.editing.articles import Snapshot
from app.editing.conversation import ConversationService
from app.editing.records import new_message

NOW = datetime(2026, 12, 6, tzinfo=UTC)
CONTENT = Content(id="c1", title="一次读完", body="今天天气很好。", created_at=NOW, updated_at=NOW)


def test_a_turn_ending_between_the_read_and_the_look_at_running_turns_stays_pending() -> None:
    opening = new_message(
        "c1", "s1", parent_id=None, role="system", text="Loaded.", version=1, now=NOW
    )
    asked = new_message(
        "c1", "s1", parent_id=opening.id, role="user", text="天气写得更具体", version=1, now=NOW
    )
    session = ChatSession(
        id="s1", content_id="c1", head_id=asked.id, created_at=NOW, updated_at=NOW
    )
    running: dict[str, object] = {asked.id: object()}

    async def read_then_the_turn_ends(content_id: str) -> Snapshot:
        snapshot = Snapshot(CONTENT, session, Tree.build([opening, asked]))
        running.clear()  # its reply saved just after this read, and the turn over
        return snapshot

    articles = SimpleNamespace(
        store=None,
        running=SimpleNamespace(pending=running.keys, ledger=None),
        existing_snapshot=read_then_the_turn_ends,
    )
    view = asyncio.run(ConversationService(articles).session_view("c1"))  # type: ignore[arg-type]
    (head,) = [m for m in view.messages if m.id == view.head_id]
    assert (head.id, head.pending) == (asked.id, True)
    assert view.content.version == 1
