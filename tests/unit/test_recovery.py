"""Crash-atomic turns: the process dies at every write point of a turn, then the store reopens.

Each trial forks a child that arms `crash_points.arm_crash(k)` and runs one turn the way the send
flow writes it (the writer's message, then the reply with its revision, model call and new
version, then a new article), reporting each commit that returned. The parent reopens the
data directory and checks: no phantom reply, no acknowledged write lost, no stray file.
"""

from __future__ import annotations

import os
import shutil
import warnings
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.domain.models import ChatMessage, ChatSession, Content, LLMCall, RevisionRecord
from app.store import crash_points
from app.store.tinydb_store import TinyDBStore
from app.testing.store_audit import audit, stray_files

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
CID = "cturn"
NEW = "cnew"


def content(version: int, body: str, cid: str = CID) -> Content:
    return Content(
        id=cid,
        title="标题",
        body=body,
        version=version,
        word_count=len(body),
        created_at=T0,
        updated_at=T0,
    )


def message(n: int, role: str, parent: str | None, version: int, **extra: object) -> ChatMessage:
    return ChatMessage(
        id=f"{CID}-m{n}",
        session_id=f"{CID}-session",
        parent_id=parent,
        role=role,  # type: ignore[arg-type]
        content=f"{role} {n} 第{n}条",
        version=version,
        created_at=T0,
        **extra,  # type: ignore[arg-type]
    )


def session(head: str) -> ChatSession:
    return ChatSession(
        id=f"{CID}-session", content_id=CID, head_id=head, created_at=T0, updated_at=T0
    )


def base_store(root: Path) -> None:
    store = TinyDBStore(root, segment_size=2)
    store.create_content(content(1, "第一版正文。"))
    store.commit(CID, messages=[message(0, "system", None, 1)], session=session(f"{CID}-m0"))


def run_turn(root: Path, acks: int, checkpoint_every: int = 16) -> None:
    """The writes of one turn, reporting on fd `acks` each commit that returned."""
    store = TinyDBStore(root, segment_size=2, checkpoint_every=checkpoint_every)
    user = message(1, "user", f"{CID}-m0", 1)
    store.commit(CID, messages=[user], session=session(user.id))
    os.write(acks, b"user\n")
    reply = message(2, "assistant", user.id, 2, revision_id=f"{CID}-r2")
    revision = RevisionRecord(
        id=f"{CID}-r2",
        session_id=f"{CID}-session",
        content_id=CID,
        message_id=reply.id,
        kind="llm",
        base_version=1,
        version=2,
        suggestion=user.content,
        original_title="标题",
        original_body="第一版正文。",
        revised_title="标题",
        revised_body="第二版正文。" * 50,
        model="m",
        created_at=T0,
    )
    call = LLMCall(
        id="k", message_id=reply.id, content_id=CID, model="m", messages=[], created_at=T0
    )
    store.commit(
        CID,
        messages=[reply],
        revision=revision,
        llm_call=call,
        content=content(2, revision.revised_body),
        session=session(reply.id),
    )
    os.write(acks, b"reply\n")
    store.create_content(content(1, "新文章。", cid=NEW))
    os.write(acks, b"create\n")


def crash_at(root: Path, point: int, checkpoint_every: int = 16) -> tuple[int, list[str]]:
    """Run the turn in a child that dies at write point `point`: (exit code, acknowledged)."""
    read_end, write_end = os.pipe()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # fork with threads: child is brief
        pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read_end)
        code = 0
        try:
            crash_points.arm_crash(point)
            run_turn(root, write_end, checkpoint_every)
        except BaseException:
            code = 3
        os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        acked = pipe.read().decode().split()
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), acked


def test_a_crash_at_every_write_point_of_a_turn_leaves_all_or_nothing(tmp_path: Path) -> None:
    base = tmp_path / "base"
    base_store(base)
    point, outcomes = 0, []
    while True:
        point += 1
        assert point < 200, "the turn never finished"
        root = tmp_path / f"k{point}"
        shutil.copytree(base, root)
        code, acked = crash_at(root, point)
        assert code in (0, crash_points.CRASH_EXIT_CODE), f"the child failed at point {point}"
        assert audit(root) == [], f"after a crash at write point {point}"
        store = TinyDBStore(root)
        ids = {m.id for m in store.list_messages(CID)}
        version = store.get_content(CID).version
        if "user" in acked:
            assert f"{CID}-m1" in ids, f"an acknowledged message was lost at point {point}"
        if "reply" in acked:
            assert version == 2, f"an acknowledged reply was lost at point {point}"
        if "create" in acked:
            assert store.get_content(NEW).body == "新文章。"
        # All or nothing: the reply, its revision and V2 come together.
        assert (f"{CID}-m2" in ids) == (version == 2) == bool(store.list_revisions(CID))
        assert stray_files(root) == []
        outcomes.append((point, len(acked), version))
        if code == 0:
            break
    # Every kind of outcome happened: before, inside and after each commit.
    assert point > 20
    assert {acked for _, acked, _ in outcomes} == {0, 1, 2, 3}
    assert {v for _, _, v in outcomes} == {1, 2}


def test_a_crash_after_the_commit_record_is_rolled_forward(tmp_path: Path) -> None:
    """The first crash after the reply's commit record: start-up completes that commit."""
    base = tmp_path / "base"
    base_store(base)
    for point in range(1, 200):
        root = tmp_path / f"k{point}"
        shutil.copytree(base, root)
        crash_at(root, point)
        journals = (root / "contents" / CID).glob("journal-*.json")
        if any("revised_body" in j.read_text(encoding="utf-8") for j in journals):
            break
    else:
        pytest.fail("no crash landed after the reply's commit record")
    store = TinyDBStore(root)
    assert store.recovered[0] == f"completed an interrupted commit of article {CID}"
    assert store.get_content(CID).version == 2
    assert store.get_revision(f"{CID}-r2").message_id == f"{CID}-m2"
    # The model call comes back whole from the journal (a commit serializes it once, into
    # the journal and its own file alike).
    call = store.get_llm_call(f"{CID}-m2")
    assert call is not None and (call.id, call.model, call.created_at) == ("k", "m", T0)
    # Nobody announced that revision: the style queue learns it from this list at start-up.
    assert store.recovered_revisions() == [(CID, f"{CID}-r2")]


def test_unknown_ids_leave_no_folder_behind_and_old_lock_folders_are_cleared(
    tmp_path: Path,
) -> None:
    import asyncio

    from app.domain.errors import NotFound

    store = TinyDBStore(tmp_path)

    async def lock_unknown() -> None:
        for n in range(20):
            with pytest.raises(NotFound):
                async with store.lock(f"cunknown{n}"):
                    pass

    asyncio.run(lock_unknown())
    assert not (tmp_path / "contents").exists() or list((tmp_path / "contents").iterdir()) == []
    # Lock folders an older version made for unknown ids go at the next start.
    (tmp_path / "contents" / "cold").mkdir(parents=True)
    (tmp_path / "contents" / "cold" / ".lock").touch()
    assert TinyDBStore(tmp_path).recovered == ["removed the empty folder of unsaved article cold"]
    assert list((tmp_path / "contents").iterdir()) == []


def test_a_crash_at_every_write_point_of_a_checkpoint_leaves_all_or_nothing(
    tmp_path: Path,
) -> None:
    """Checkpoints at every commit: each fsync pass and journal removal is a kill point too."""
    base = tmp_path / "base"
    base_store(base)
    point, seen = 0, set()
    while True:
        point += 1
        assert point < 300, "the turn never finished"
        root = tmp_path / f"k{point}"
        shutil.copytree(base, root)
        code, acked = crash_at(root, point, checkpoint_every=1)
        assert audit(root) == [], f"after a crash at write point {point}"
        store = TinyDBStore(root)
        ids = {m.id for m in store.list_messages(CID)}
        if "reply" in acked:
            assert store.get_content(CID).version == 2
        assert (f"{CID}-m2" in ids) == (store.get_content(CID).version == 2)
        seen.add(len(acked))
        if code == 0:
            # Every checkpoint removed its journals: nothing is left for a power cut to replay.
            assert list((root / "contents" / CID).glob("journal-*.json")) == []
            break
        shutil.rmtree(root)
    assert seen == {0, 1, 2, 3}


def test_a_power_cut_that_loses_unsynced_files_is_repaired_from_the_journals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a new boot every journal left is applied again, whatever the cut kept."""
    import random

    from app.store import journal

    live = tmp_path / "live"
    store = TinyDBStore(live, segment_size=2, checkpoint_every=1000)
    store.create_content(content(1, "第一版正文。"))  # durable before it returns
    durable = tmp_path / "durable"
    shutil.copytree(live, durable)
    head = None
    for n in range(1, 7):  # three turns, none checkpointed
        user = message(2 * n - 1, "user", head, n)
        store.commit(CID, messages=[user], session=session(user.id))
        reply = message(2 * n, "assistant", user.id, n + 1, revision_id=f"{CID}-r{n + 1}")
        store.commit(
            CID,
            messages=[reply],
            revision=RevisionRecord(
                id=f"{CID}-r{n + 1}",
                content_id=CID,
                message_id=reply.id,
                kind="llm",
                base_version=n,
                version=n + 1,
                original_title="标题",
                original_body="x",
                revised_title="标题",
                revised_body=f"第{n + 1}版。",
                created_at=T0,
            ),
            content=content(n + 1, f"第{n + 1}版。"),
            session=session(reply.id),
        )
        head = reply.id
    expected = {m.id: m for m in store.list_messages(CID)}
    files = {p.relative_to(live) for p in live.rglob("*.json")}
    assert any(p.name.startswith("journal-") for p in files)
    for seed in range(12):
        # What a cut may leave of each unsynced file: the new one, the old one (or nothing),
        # or a new name whose data never reached the disk. Journals were fsynced: all kept.
        rng = random.Random(seed)
        cut = tmp_path / f"cut{seed}"
        shutil.copytree(durable, cut)
        for rel in sorted(files):
            fate = "new" if rel.name.startswith("journal-") else rng.choice(["new", "old", "empty"])
            if fate == "new":
                (cut / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(live / rel, cut / rel)
            elif fate == "empty" and not (cut / rel).exists():
                (cut / rel).parent.mkdir(parents=True, exist_ok=True)
                (cut / rel).write_bytes(b"")
        monkeypatch.setitem(journal._BOOT, "id", f"boot after cut {seed}")
        assert audit(cut) == [], f"cut {seed}"
        reopened = TinyDBStore(cut)
        assert reopened.get_content(CID).version == 7
        assert {m.id: m for m in reopened.list_messages(CID)} == expected
        assert [r.version for r in reopened.list_revisions(CID)] == [2, 3, 4, 5, 6, 7]
        # Applied again and checkpointed: the next boot has nothing left to do.
        assert list((cut / "contents" / CID).glob("journal-*.json")) == []
