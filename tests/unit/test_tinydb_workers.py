"""Several worker processes on one TinyDB data directory: no one serves another's stale files.

Each store instance keeps parsed files (headers, message segments, the list) in memory. Two
instances in one process stand in for two workers; then two real processes race on one
article under its lock.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from app.domain.models import ChatMessage, ChatSession, Content, RevisionRecord
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
CID = "cshared"
ROOT = Path(__file__).resolve().parents[2]


def content(version: int, title: str, cid: str = CID) -> Content:
    return Content(
        id=cid, title=title, body=f"正文 {title}", version=version, created_at=T0, updated_at=T0
    )


def message(n: int, parent: str | None, cid: str = CID) -> ChatMessage:
    return ChatMessage(
        id=f"{cid}-m{n:04d}",
        session_id=f"{cid}-session",
        parent_id=parent,
        role="user" if n % 2 else "assistant",
        content=f"第{n:04d}条",
        version=1,
        created_at=T0,
    )


def session(head: str, cid: str = CID) -> ChatSession:
    return ChatSession(
        id=f"{cid}-session", content_id=cid, head_id=head, created_at=T0, updated_at=T0
    )


def one_tick(root: Path) -> None:
    """Give every file of the article the same mtime, as if all were written in one clock
    tick: a cache keyed by inode number, mtime and size then sees a reused inode number
    holding a same-sized newer file as the file it parsed before."""
    for path in (root / "contents" / CID).rglob("*.json"):
        os.utime(path, ns=(1_700_000_000_000_000_000, 1_700_000_000_000_000_000))
    os.utime(root / "index.json", ns=(1_700_000_000_000_000_000, 1_700_000_000_000_000_000))


def test_two_store_instances_on_one_directory_see_each_others_writes(tmp_path: Path) -> None:
    # A checkpoint at every commit keeps the header's size from one commit to the next.
    first = TinyDBStore(tmp_path, segment_size=3, checkpoint_every=1)
    second = TinyDBStore(tmp_path, segment_size=3, checkpoint_every=1)
    first.create_content(content(1, "标题 00"))
    ids: list[str] = []
    for n in range(40):
        writer, reader = (first, second) if n % 2 else (second, first)
        # The reader has parsed the header, the segments and the list before this commit.
        reader.get_content(CID)
        reader.list_messages(CID)
        reader.list_contents()
        new = message(n, ids[-1] if ids else None)
        ids.append(new.id)
        # Same-length titles and ids: the header keeps its size from one commit to the next.
        writer.commit(
            CID, messages=[new], content=content(1, f"标题 {n:02d}"), session=session(new.id)
        )
        one_tick(tmp_path)
        assert reader.get_content(CID).title == f"标题 {n:02d}", f"commit {n}"
        assert reader.get_session(CID).head_id == new.id  # type: ignore[union-attr]
        assert [m.id for m in reader.list_messages(CID)] == ids
        assert reader.get_message(new.id).content == f"第{n:04d}条"
        assert [c.title for c in reader.list_contents()] == [f"标题 {n:02d}"]
    # An update in place (not an append) by one instance is read by the other.
    second.commit(CID, messages=[message(0, None).model_copy(update={"content": "改过"})])
    one_tick(tmp_path)
    assert first.get_message(ids[0]).content == "改过"
    assert [m.content for m in first.list_messages(CID)][:2] == ["改过", "第0001条"]


RACER = r"""
import asyncio, sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from tests.unit.test_tinydb_workers import turn
from app.store.tinydb_store import TinyDBStore
store = TinyDBStore(Path(sys.argv[1]), segment_size=4, checkpoint_every=3)
for n in range(int(sys.argv[2])):
    asyncio.run(turn(store, sys.argv[4], n))
"""


async def turn(store: TinyDBStore, who: str, n: int) -> None:
    """One turn the way the app commits it: read the head and the next version under the
    article's lock, then commit the reply with its revision."""
    async with store.lock(CID):
        head = store.get_session(CID)
        version = store.next_version(CID)
        reply = ChatMessage(
            id=f"{CID}-m{who}{n:03d}",
            session_id=f"{CID}-session",
            parent_id=head.head_id if head else None,
            role="assistant",
            content=f"{who} 第{n}次",
            version=version,
            revision_id=f"{CID}-r{who}{n:03d}",
            created_at=T0,
        )
        revision = RevisionRecord(
            id=f"{CID}-r{who}{n:03d}",
            content_id=CID,
            message_id=reply.id,
            kind="llm",
            base_version=version - 1,
            version=version,
            original_title="t",
            original_body="b",
            revised_title="t",
            revised_body=f"V{version}",
            created_at=T0,
        )
        store.commit(
            CID,
            messages=[reply],
            revision=revision,
            content=content(version, f"V{version:03d}"),
            session=session(reply.id),
        )


def test_two_processes_racing_on_one_article_make_unique_contiguous_versions(
    tmp_path: Path,
) -> None:
    TinyDBStore(tmp_path).create_content(content(1, "V001"))
    turns = 25
    racers = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(tmp_path), str(turns), str(ROOT), who],
            cwd=ROOT,
        )
        for who in ("a", "b")
    ]
    store = TinyDBStore(tmp_path, checkpoint_every=3)
    seen = []
    while any(racer.poll() is None for racer in racers):
        # This process reads (and keeps parsed files) while the others write.
        seen.append(store.get_content(CID).version)
        store.list_messages(CID)
    assert [racer.returncode for racer in racers] == [0, 0]
    assert seen == sorted(seen)  # a reader never goes back to an older version
    fresh = TinyDBStore(tmp_path)
    for reader in (store, fresh):
        versions = [r.version for r in reader.list_revisions(CID)]
        assert versions == list(range(2, 2 * turns + 2))
        assert reader.get_content(CID).version == 2 * turns + 1
        assert reader.get_content(CID).body == f"正文 V{2 * turns + 1:03d}"
        messages = reader.list_messages(CID)
        assert len({m.id for m in messages}) == 2 * turns
        # One chain: each reply's parent is the reply committed just before it.
        by_version = sorted(messages, key=lambda m: m.version)
        assert [m.parent_id for m in by_version[1:]] == [m.id for m in by_version[:-1]]
        assert reader.list_contents()[0].version == 2 * turns + 1
    asyncio.run(turn(fresh, "c", 0))  # and the article takes the next commit as usual
    assert store.get_content(CID).version == 2 * turns + 2
