"""The segments before the newest are not read again, yet a change by another process shows."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.domain.models import ChatMessage, ChatSession, Content
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
CID = "cseg"


def message(n: int, text: str = "") -> ChatMessage:
    return ChatMessage(
        id=f"{CID}-m{n}",
        session_id=f"{CID}-session",
        parent_id=None if n == 0 else f"{CID}-m{n - 1}",
        role="user" if n % 2 else "assistant",
        content=text or f"第{n}条 message {n}",
        version=1,
        created_at=T0,
    )


SESSION = ChatSession(id=f"{CID}-session", content_id=CID, created_at=T0, updated_at=T0)


def stores(tmp_path: Path) -> tuple[TinyDBStore, TinyDBStore]:
    """Two stores on one directory: two worker processes, each with its own caches."""
    first = TinyDBStore(tmp_path, segment_size=3)
    first.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    for n in range(8):  # segments 0 and 1 full, 2 the newest
        first.commit(CID, messages=[message(n)], session=SESSION)
    return first, TinyDBStore(tmp_path, segment_size=3)


def contents(store: TinyDBStore) -> list[str]:
    return [m.content for m in store.list_messages(CID)]


def test_messages_added_elsewhere_are_listed(tmp_path: Path) -> None:
    first, second = stores(tmp_path)
    assert len(contents(first)) == len(contents(second)) == 8
    for n in range(8, 15):  # the newest segment fills, two more begin
        second.commit(CID, messages=[message(n)], session=SESSION)
    assert contents(first) == [f"第{n}条 message {n}" for n in range(15)]
    first.commit(CID, messages=[message(15)], session=SESSION)
    assert contents(second) == contents(first) == [f"第{n}条 message {n}" for n in range(16)]


def test_a_message_replaced_elsewhere_in_an_old_segment_is_listed_as_replaced(
    tmp_path: Path,
) -> None:
    first, second = stores(tmp_path)
    assert contents(first)[1] == "第1条 message 1"  # remembered by the first store
    second.commit(CID, messages=[message(1, "改过了 / replaced")], session=SESSION)
    assert contents(first)[1] == "改过了 / replaced"
    assert contents(first) == contents(second)
    # And once more, from the first store, back to the second.
    first.commit(CID, messages=[message(4, "又改了 / again")], session=SESSION)
    assert contents(second)[4] == "又改了 / again"
    assert len(contents(second)) == 8


def test_listing_reads_the_newest_log_once_and_sees_what_another_process_replaced_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A listing maps the newest log's ids and reads its messages from one read of it; a
    message replaced there by another process (the same number of messages) still shows."""
    import os

    from app.store import appended

    first, second = stores(tmp_path)
    assert len(contents(first)) == 8
    opened: list[str] = []
    real_open = os.open

    def counting_open(path: str, *args: int) -> int:
        opened.append(str(path))
        return real_open(path, *args)

    monkeypatch.setattr(appended.os, "open", counting_open)
    assert len(contents(first)) == 8
    assert [Path(p).name for p in opened if p.endswith("000002.jsonl")] == ["000002.jsonl"]
    monkeypatch.undo()
    second.commit(CID, messages=[message(7, "改过的第七条 / edited")], session=SESSION)
    assert contents(first)[7] == "改过的第七条 / edited"
    assert len(contents(first)) == 8
    first.commit(CID, messages=[message(8)], session=SESSION)
    assert contents(second) == contents(first)
    assert contents(first)[6:] == ["第6条 message 6", "改过的第七条 / edited", "第8条 message 8"]
