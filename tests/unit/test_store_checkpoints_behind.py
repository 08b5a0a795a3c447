"""Checkpoints behind the commits (app/store/checkpoints.py): a commit waits for its journal's
fsync only, the store's thread makes the files durable and drops the journals, the next
commit records that in the header, and a power cut after it loses nothing."""

from __future__ import annotations

import os
import random
import shutil
import threading
from pathlib import Path

import pytest

from app.domain.models import RevisionRecord
from app.store import atomic
from app.store.tinydb_store import TinyDBStore
from app.testing.store_audit import audit
from tests.unit.test_recovery import CID, T0, content, message, session


def turn(store: TinyDBStore, n: int, head: str | None) -> str:
    """Turn `n` (1-based): the writer's message, then the reply with a new version."""
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
    return reply.id


def journals(root: Path) -> list[str]:
    return sorted(p.name for p in (root / "contents" / CID).glob("journal-*.json"))


def test_a_commit_waits_for_its_journal_only_and_the_thread_makes_the_checkpoint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = TinyDBStore(tmp_path, segment_size=2, checkpoint_every=2)
    store.create_content(content(1, "第一版正文。"))
    monkeypatch.setattr(atomic, "fs_type", lambda directory: "ext4")
    in_turn: list[int] = []
    behind: list[int] = []
    real = os.fsync
    caller = threading.get_ident()

    def fsync(fd: int) -> None:
        (in_turn if threading.get_ident() == caller else behind).append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    head = None
    for n in range(1, 5):
        before = len(in_turn)
        head = turn(store, n, head)
        # Two commits, each waiting for its journal's fsync; every second one is due for a
        # checkpoint, which the turn does not wait for.
        assert len(in_turn) - before == 2
    store.wait_for_checkpoints()
    monkeypatch.setattr(os, "fsync", real)
    assert behind, "the checkpoints were made in the store's thread"
    assert journals(tmp_path) == []  # commits 1-8 checkpointed, their journals gone
    header = atomic.read_json(tmp_path / "contents" / CID / "header.json")
    assert header["seq"] == 8 and header["synced"] < 8  # written before the checkpoint of 8
    # The next commit records the checkpoint of commit 8: only its own files stay listed.
    user = message(9, "user", head, 5)
    store.commit(CID, messages=[user], session=session(user.id))
    header = atomic.read_json(tmp_path / "contents" / CID / "header.json")
    assert (header["seq"], header["synced"]) == (9, 8)
    assert set(header["unsynced"].values()) == {9}
    assert journals(tmp_path) == ["journal-00000009.json"]
    store.close()
    reopened = TinyDBStore(tmp_path)
    assert reopened.recovered == []
    assert reopened.get_content(CID).version == 5
    assert [m.id for m in reopened.list_messages(CID)][-1] == user.id


def test_a_header_listing_its_files_as_before_is_read_and_folded(tmp_path: Path) -> None:
    """A header written by an older Redline lists its unsynced files without their commits."""
    store = TinyDBStore(tmp_path, segment_size=2, checkpoint_every=1000)
    store.create_content(content(1, "第一版正文。"))
    head = turn(store, 1, None)
    path = tmp_path / "contents" / CID / "header.json"
    header = atomic.read_json(path)
    atomic.write_json_atomic(path, {**header, "unsynced": list(header["unsynced"])})
    store = TinyDBStore(tmp_path, segment_size=2, checkpoint_every=4)
    head = turn(store, 2, head)  # commit 4 hands the checkpoint of 1-4 over
    store.wait_for_checkpoints()
    assert journals(tmp_path) == []
    turn(store, 3, head)
    header = atomic.read_json(path)
    assert header["synced"] == 4 and set(header["unsynced"].values()) == {6}  # 6 rewrote 5's
    store.close()
    assert TinyDBStore(tmp_path).get_content(CID).version == 4


def test_a_checkpoint_that_fails_in_the_thread_is_made_by_the_next_commit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = TinyDBStore(tmp_path, segment_size=2, checkpoint_every=2)
    store.create_content(content(1, "第一版正文。"))
    real = atomic.fsync_all
    caller = threading.get_ident()

    def failing(paths: object) -> None:
        if threading.get_ident() != caller:
            raise OSError(5, "Input/output error")
        real(paths)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic, "fsync_all", failing)
    head = turn(store, 1, None)  # commit 2 hands its checkpoint over; it fails
    store.wait_for_checkpoints()
    assert journals(tmp_path) == ["journal-00000001.json", "journal-00000002.json"]
    turn(store, 2, head)  # commit 3 checkpoints in the turn; commit 4 is not due
    assert journals(tmp_path) == ["journal-00000004.json"]
    header = atomic.read_json(tmp_path / "contents" / CID / "header.json")
    assert (header["seq"], header["synced"], set(header["unsynced"].values())) == (4, 3, {4})
    store.close()


def test_a_power_cut_after_checkpoints_behind_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the last checkpoint made durable stays; of the files written since, a cut may keep
    the new, the old, an empty name or (a preallocated header) zeros: the journals redo them."""
    from app.store import journal

    live = tmp_path / "live"
    store = TinyDBStore(live, segment_size=2, checkpoint_every=4)
    store.create_content(content(1, "第一版正文。"))
    head = None
    for n in range(1, 5):  # commits 1-8: checkpoints of 4 and 8 handed over
        head = turn(store, n, head)
    store.wait_for_checkpoints()
    durable = tmp_path / "durable"
    shutil.copytree(live, durable)
    head = turn(store, 5, head)  # commits 9-10
    release = threading.Event()
    monkeypatch.setattr(store, "_checkpoint_behind", lambda *args: release.wait(30))
    turn(store, 6, head)  # commits 11-12: 12 hands a checkpoint over, held back here
    expected = {m.id: m for m in store.list_messages(CID)}
    files = {p.relative_to(live) for p in live.rglob("*.json*")}
    assert len(journals(live)) == 4
    for seed in range(12):
        rng = random.Random(seed)
        cut = tmp_path / f"cut{seed}"
        shutil.copytree(durable, cut)
        for rel in sorted(files):
            if rel.name.startswith("journal-"):
                fate = "new"  # fsynced before its commit returned
            elif rel.name == "header.json":
                fate = rng.choice(["new", "old", "zeros"])
            else:
                fate = rng.choice(["new", "old", "empty"])
            target = cut / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            if fate == "new":
                shutil.copy(live / rel, target)
            elif fate == "zeros":
                target.write_bytes(b"\0" * (live / rel).stat().st_size)
            elif fate == "empty" and not target.exists():
                target.write_bytes(b"")
        monkeypatch.setitem(journal._BOOT, "id", f"boot after cut {seed}")
        assert audit(cut) == [], f"cut {seed}"
        reopened = TinyDBStore(cut)
        assert reopened.get_content(CID).version == 7
        assert {m.id: m for m in reopened.list_messages(CID)} == expected
        assert [r.version for r in reopened.list_revisions(CID)] == [2, 3, 4, 5, 6, 7]
        reopened.close()
    release.set()
    store.close()


def test_a_kill_at_any_write_point_of_the_checkpoint_thread_loses_nothing(
    tmp_path: Path,
) -> None:
    """The child makes three turns (checkpoints handed over at commits 2, 4 and 6) and dies
    at the k-th write point of the checkpoint thread: every turn acknowledged is there,
    whole."""
    import warnings

    base = tmp_path / "base"
    TinyDBStore(base).create_content(content(1, "第一版正文。"))
    k = 0
    while True:
        k += 1
        assert k < 100, "the checkpoints never finished"
        root = tmp_path / f"k{k}"
        shutil.copytree(base, root)
        read_end, write_end = os.pipe()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # fork with threads
            pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            os.close(read_end)
            os._exit(three_turns_killed_behind(root, k, write_end))
        os.close(write_end)
        with os.fdopen(read_end, "rb") as pipe:
            acked = len(pipe.read())  # one byte a turn that returned
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        assert code in (0, atomic.CRASH_EXIT_CODE)
        assert audit(root) == [], f"after a kill at the thread's write point {k}"
        store = TinyDBStore(root)
        version = store.get_content(CID).version
        assert version >= acked + 1
        # Whole commits only: a writer's message may wait for its reply, nothing else.
        assert len(store.list_messages(CID)) - 2 * (version - 1) in (0, 1)
        assert [r.version for r in store.list_revisions(CID)] == list(range(2, version + 1))
        store.close()
        if code == 0:
            break
        shutil.rmtree(root)
    assert k > 3  # the thread's write points were each a kill


def three_turns_killed_behind(root: Path, k: int, acks: int) -> int:
    """In a child: three turns (a byte on fd `acks` after each), dying at the checkpoint
    thread's write point `k`."""
    real, seen = atomic.write_point, [0]

    def point() -> None:
        if threading.current_thread().name.startswith("redline-checkpoint"):
            seen[0] += 1
            if seen[0] == k:
                os._exit(atomic.CRASH_EXIT_CODE)
        real()

    try:
        atomic.write_point = point  # type: ignore[assignment]
        store = TinyDBStore(root, segment_size=2, checkpoint_every=2)
        head = None
        for n in range(1, 4):
            head = turn(store, n, head)
            os.write(acks, b"t")
        store.close()
    except BaseException:
        return 3
    return 0
