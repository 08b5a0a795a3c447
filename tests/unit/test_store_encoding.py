"""A commit encodes each record once: what it writes is byte for byte what a fresh encode is."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from app.domain.models import (
    ChatMessage,
    ChatSession,
    Content,
    LLMCall,
    PromptMessage,
    RevisionRecord,
)
from app.store import atomic
from app.store.journal import Journal
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
CID = "cenc"


def message(n: int, text: str, **extra: object) -> ChatMessage:
    return ChatMessage(
        id=f"{CID}-m{n}",
        session_id=f"{CID}-session",
        parent_id=None if n == 0 else f"{CID}-m{n - 1}",
        role="user" if n % 2 else "assistant",
        content=text,
        version=1,
        created_at=T0,
        **extra,  # type: ignore[arg-type]
    )


def test_segments_and_records_are_written_as_a_fresh_encode_would_write_them(
    tmp_path: Path,
) -> None:
    store = TinyDBStore(tmp_path, segment_size=4, checkpoint_every=3)
    store.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    session = ChatSession(id=f"{CID}-session", content_id=CID, created_at=T0, updated_at=T0)
    for n in range(10):
        store.commit(CID, messages=[message(n, f'第{n}条 "quoted" message {n}')], session=session)
    # A message replaced in an older segment, and a reply with a revision and a model call.
    store.commit(CID, messages=[message(2, "改过的第二条 / edited")], session=session)
    revision = RevisionRecord(
        id=f"{CID}-r2",
        content_id=CID,
        message_id=f"{CID}-m9",
        kind="llm",
        base_version=1,
        version=2,
        original_title="标题",
        original_body="正文。",
        revised_title="标题",
        revised_body="新的正文。\n\nA second paragraph.",
        created_at=T0,
    )
    call = LLMCall(
        id=f"{CID}-m9",
        message_id=f"{CID}-m9",
        content_id=CID,
        model="m",
        messages=[PromptMessage(role="user", content="改一下 / edit it")],
        response="新的正文。",
        created_at=T0,
    )
    store.commit(CID, revision=revision, llm_call=call, session=session)
    files = [p for p in (tmp_path / "contents" / CID).rglob("*.json") if p.parent.name != CID]
    assert {p.parent.name for p in files} == {"versions", "revisions", "calls"}
    for path in files:
        raw = path.read_bytes()
        assert raw == atomic.dumps(json.loads(raw)), path
    logs = sorted((tmp_path / "contents" / CID / "messages").glob("*.jsonl"))
    assert [p.name for p in logs] == ["000000.jsonl", "000001.jsonl", "000002.jsonl"]
    for path in logs:  # one document a line, each as a fresh encode writes it
        raw = path.read_bytes()
        assert raw.endswith(b"\n")
        for line in raw.splitlines():
            assert line == atomic.dumps(json.loads(line)), path
    reopened = TinyDBStore(tmp_path)
    assert [m.content for m in reopened.list_messages(CID)][2] == "改过的第二条 / edited"
    assert reopened.get_revision(revision.id) == revision


def test_a_journal_encodes_as_its_json_does() -> None:
    journal = Journal(
        set_aside=["cenc-r9"],
        versions=[{"version": 2, "title": "题", "body": 'a "b"\n中', "revision_id": None}],
        revisions=[{"id": "cenc-r2", "note": None}],
        messages=[{"id": "cenc-m1", "content": "\u2028x"}],
        header={"content": {"id": CID}, "seq": 3},
    )
    assert journal.encode() == atomic.dumps(journal.to_json())
    assert json.loads(journal.encode()) == journal.to_json()
    written = journal.record(journal.versions[0])
    assert isinstance(written, atomic.Encoded)
    assert written.payload == atomic.dumps(journal.versions[0])
    assert journal.record({"id": "not in the journal"}) == {"id": "not in the journal"}


def test_a_call_added_whole_is_journaled_and_written_as_its_dict_would_be() -> None:
    """`add_call` serializes a model call once, by pydantic: the journal and the call's file
    hold exactly what encoding its dict writes (CJK, emoji, line separators, a float)."""
    call = LLMCall(
        id=f"{CID}-m3",
        message_id=f"{CID}-m3",
        content_id=CID,
        model="m",
        messages=[PromptMessage(role="user", content='改一下 "引号" \u2028 👍🏽 \x00\t')],
        response="新的正文。\n\nA second paragraph.",
        duration_ms=100.18957901047543,
        created_at=T0,
    )
    journal = Journal(messages=[{"id": "cenc-m3", "content": "x"}])
    journal.add_call(call)
    whole = call.model_dump(mode="json")
    assert json.loads(journal.encode())["calls"] == [whole]
    written = journal.record(journal.calls[0])
    assert isinstance(written, atomic.Encoded)
    assert written.payload == atomic.dumps(whole)


def test_an_index_entry_made_from_a_dumped_content_is_the_entry_of_that_content() -> None:
    from app.store.recovery import index_entry, index_entry_of

    for title, body in (("标题", "这是一段中文。" * 40), ("Title", "Some words here. " * 30)):
        content = Content(
            id=CID,
            title=title,
            body=body,
            version=3,
            created_at=T0,
            updated_at=T0,
            trashed_at=T0,
            shared_with=["u1"],
        )
        dumped = content.model_dump(mode="json")
        assert index_entry_of(dumped) == index_entry(content)
        assert list(index_entry_of(dumped)) == list(index_entry(content))
