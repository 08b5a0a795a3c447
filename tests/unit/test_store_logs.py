"""Message segments as logs: a data directory written before logs still opens and carries on,
and a power cut that tears or loses appended lines is repaired from the journals."""

from __future__ import annotations

import json
import random
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.domain.errors import Damaged
from app.domain.models import ChatMessage, ChatSession, Content
from app.store import journal
from app.store.tinydb_store import TinyDBStore
from app.testing.store_audit import audit

T0 = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
BEFORE_LOGS = Path(__file__).parent / "store_format_1"  # written by its make.py, before logs
OLD = "cbeforelogs"


def old_message(n: int, content: str | None = None) -> ChatMessage:
    role = "user" if n % 2 == 0 else "assistant"
    return ChatMessage(
        id=f"{OLD}-m{n}",
        session_id=f"{OLD}-session",
        parent_id=None if n == 0 else f"{OLD}-m{n - 1}",
        role=role,  # type: ignore[arg-type]
        content=content or f"{role} {n}：把第{n}段改短 / shorten paragraph {n}",
        version=1 if n < 3 else 2,
        revision_id=f"{OLD}-r2" if n == 3 else None,
        created_at=T0,
    )


def old_session(head: str) -> ChatSession:
    return ChatSession(
        id=f"{OLD}-session", content_id=OLD, head_id=head, created_at=T0, updated_at=T0
    )


@pytest.mark.parametrize("boot", ["the same boot", "another boot"])
def test_a_data_dir_written_before_logs_opens_and_carries_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, boot: str
) -> None:
    root = tmp_path / "data"
    shutil.copytree(BEFORE_LOGS, root, ignore=shutil.ignore_patterns("*.py"))
    header = json.loads((root / "contents" / OLD / "header.json").read_text(encoding="utf-8"))
    # In another boot its three unsynced commits (journals 5–7) are applied again.
    monkeypatch.setitem(journal._BOOT, "id", header["boot"] if boot == "the same boot" else boot)
    store = TinyDBStore(root, segment_size=3)
    assert audit(root) == []
    assert store.list_messages(OLD) == [old_message(n) for n in range(7)]
    assert store.get_message(f"{OLD}-m4") == old_message(4)
    assert store.get_content(OLD).body == "第二版。Second draft."
    assert store.get_version(OLD, 1).body == "第一版。First draft."
    assert [r.id for r in store.list_revisions(OLD)] == [f"{OLD}-r2"]

    # New messages go to a log; a message of an old segment is changed in that segment.
    store.commit(OLD, messages=[old_message(7)], session=old_session(f"{OLD}-m7"))
    store.commit(
        OLD, messages=[old_message(1, "改过了 / edited")], session=old_session(f"{OLD}-m7")
    )
    folder = root / "contents" / OLD / "messages"
    assert sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")) == [
        "000000.json",
        "000001.json",
        "000002.json",
        "000003.jsonl",
    ]
    first = json.loads((folder / "000000.json").read_text(encoding="utf-8"))["_default"]
    assert first["2"]["content"] == "改过了 / edited"
    expected = [old_message(n) for n in range(8)]
    expected[1] = old_message(1, "改过了 / edited")
    for reader in (store, TinyDBStore(root, segment_size=3), TinyDBStore(root)):
        assert reader.list_messages(OLD) == expected
        assert reader.get_message(f"{OLD}-m7") == old_message(7)
        assert reader.get_message(f"{OLD}-m1").content == "改过了 / edited"
    assert audit(root) == []


CID = "clogs"


def message(n: int, content: str | None = None) -> ChatMessage:
    return ChatMessage(
        id=f"{CID}-m{n}",
        session_id=f"{CID}-session",
        parent_id=None if n == 0 else f"{CID}-m{n - 1}",
        role="user" if n % 2 == 0 else "assistant",
        content=content or f"第{n}条 message {n}",
        version=1,
        created_at=T0,
    )


def session(head: str) -> ChatSession:
    return ChatSession(
        id=f"{CID}-session", content_id=CID, head_id=head, created_at=T0, updated_at=T0
    )


def test_a_power_cut_that_tears_or_loses_appended_lines_is_repaired(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a new boot a log may hold any part of what was appended since the last
    checkpoint, cut anywhere, or followed by zeros; the journals bring back the rest."""
    live = tmp_path / "live"
    store = TinyDBStore(live, segment_size=3, checkpoint_every=1000)
    store.create_content(
        Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0)
    )  # durable before it returns
    store.commit(CID, messages=[message(0), message(1)], session=session(f"{CID}-m1"))
    for n in range(2, 9):
        store.commit(CID, messages=[message(n)], session=session(f"{CID}-m{n}"))
    store.commit(CID, messages=[message(1, "改过了 / edited")], session=session(f"{CID}-m8"))
    expected = store.list_messages(CID)
    assert len(expected) == 9 and expected[1].content == "改过了 / edited"
    logs = sorted((live / "contents" / CID / "messages").glob("*.jsonl"))
    assert len(logs) == 3
    others = [
        p.relative_to(live)
        for p in live.rglob("*.json")
        if p.parent.name != "messages" and not (live / "durable").exists()
    ]
    durable = tmp_path / "durable"
    TinyDBStore(durable).create_content(
        Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0)
    )
    for seed in range(64):
        rng = random.Random(seed)
        cut = tmp_path / f"cut{seed}"
        shutil.copytree(durable, cut)
        for rel in others:  # journals were fsynced; the header may be new or old
            if rel.name.startswith("journal-") or rng.random() < 0.5:
                shutil.copy(live / rel, cut / rel)
        for log in logs:
            data = log.read_bytes()
            kept = data[: rng.randrange(len(data) + 1)]
            fate = rng.choice(["whole", "cut", "zeros", "lost"])
            target = cut / log.relative_to(live)
            target.parent.mkdir(parents=True, exist_ok=True)
            if fate == "whole":
                target.write_bytes(data)
            elif fate == "cut":
                target.write_bytes(kept)
            elif fate == "zeros":  # the size reached the disk, some data did not
                target.write_bytes(kept + bytes(rng.randrange(1, 300)))
        monkeypatch.setitem(journal._BOOT, "id", f"boot after cut {seed}")
        assert audit(cut) == [], f"cut {seed}"
        reopened = TinyDBStore(cut, segment_size=3)
        # Every message, once, as last written (a lost line comes back in a newer segment,
        # as a lost TinyDB segment's messages do: the tree is kept by the parent ids).
        listed = reopened.list_messages(CID)
        assert len(listed) == len(expected), f"cut {seed}"
        assert {m.id: m for m in listed} == {m.id: m for m in expected}, f"cut {seed}"
        assert reopened.get_message(f"{CID}-m1").content == "改过了 / edited"
        # It carries on: the next message is listed last, by this store and a fresh one.
        reopened.commit(CID, messages=[message(9)], session=session(f"{CID}-m9"))
        assert reopened.list_messages(CID) == [*listed, message(9)], f"cut {seed}"
        assert TinyDBStore(cut).list_messages(CID) == [*listed, message(9)], f"cut {seed}"


def test_a_line_a_crash_tore_is_skipped_and_the_next_append_starts_afresh(tmp_path: Path) -> None:
    store = TinyDBStore(tmp_path, segment_size=5)
    store.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    store.commit(CID, messages=[message(0)], session=session(f"{CID}-m0"))
    log = tmp_path / "contents" / CID / "messages" / "000000.jsonl"
    torn = log.read_bytes() + json.dumps(message(1).model_dump(mode="json")).encode()[:40]
    log.write_bytes(torn)  # what a process killed mid-append leaves (its journal remains)
    assert store.list_messages(CID) == [message(0)]
    store.commit(CID, messages=[message(1)], session=session(f"{CID}-m1"))
    assert log.read_bytes().startswith(torn + b"\n")
    reader = TinyDBStore(tmp_path, segment_size=5)
    assert reader.list_messages(CID) == [message(0), message(1)]
    assert store.list_messages(CID) == [message(0), message(1)]


def test_a_torn_last_line_is_set_aside_at_start_up(tmp_path: Path) -> None:
    store = TinyDBStore(tmp_path, segment_size=5)
    store.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    store.commit(CID, messages=[message(0)], session=session(f"{CID}-m0"))
    log = tmp_path / "contents" / CID / "messages" / "000000.jsonl"
    whole = log.read_bytes()
    half = json.dumps(message(1).model_dump(mode="json")).encode()[:40]
    log.write_bytes(whole + half)  # its commit never came: only the torn line is there
    reader = TinyDBStore(tmp_path, segment_size=5)
    assert any("set aside a line a crash tore" in line for line in reader.recovered)
    assert log.read_bytes() == whole
    (aside,) = log.parent.glob("000000.jsonl.torn-*")
    assert aside.read_bytes() == half
    assert reader.list_messages(CID) == [message(0)]


def test_a_conversation_file_cut_short_is_damaged_not_silently_shorter(tmp_path: Path) -> None:
    store = TinyDBStore(tmp_path, segment_size=5)
    store.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    for n in range(4):
        store.commit(CID, messages=[message(n)], session=session(f"{CID}-m{n}"))
    log = tmp_path / "contents" / CID / "messages" / "000000.jsonl"
    data = log.read_bytes()
    log.write_bytes(data[: len(data) // 2])  # not a crash: every commit here returned
    with pytest.raises(Damaged) as raised:
        store.list_messages(CID)
    assert "000000.jsonl" in str(raised.value) and "cut short" in str(raised.value)
    # The next start sets the torn line aside and writes the messages again from the
    # journals of their commits: whole again, not silently shorter.
    reopened = TinyDBStore(tmp_path, segment_size=5)
    assert any("written again from the journals" in line for line in reopened.recovered)
    assert reopened.list_messages(CID) == [message(n) for n in range(4)]
    report = TinyDBStore(tmp_path).check()
    assert not any(line.startswith("DAMAGED") for line in report), report
