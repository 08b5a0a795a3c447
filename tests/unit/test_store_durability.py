"""How many fsyncs a commit waits for, and that a journal's name is made durable with it."""

from __future__ import annotations

import os
import stat
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.domain.models import ChatMessage, ChatSession, Content
from app.store import atomic
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
CID = "cdura"

MOUNTINFO = """\
22 27 0:21 / /proc rw,relatime - proc proc rw
27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard
31 27 8:17 / /srv/data rw,noatime shared:5 - xfs /dev/sdb1 rw,attr2
32 27 0:45 / /mnt/share rw,relatime master:7 - nfs4 server:/export rw,vers=4.2
33 27 0:46 / /var/lib/docker/x rw - overlay overlay rw,lowerdir=/a:/b
"""


def test_the_file_system_of_each_device_is_read_from_mountinfo() -> None:
    types = atomic.mounted_types(MOUNTINFO)
    assert types[(254, 0)] == "ext4"
    assert types[(8, 17)] == "xfs"  # optional fields (shared:5) before the separator
    assert types[(0, 45)] == "nfs4"
    assert types[(0, 46)] == "overlay"
    assert atomic.mounted_types("garbage\n\n1 2 x:y / / - ext4 /dev/a rw") == {}


def fsyncs_of_one_commit(root: Path, monkeypatch: pytest.MonkeyPatch, fs: str) -> list[str]:
    """What one message commit fsyncs ("file" / "folder"), on a file system of type `fs`."""
    store = TinyDBStore(root)
    store.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    monkeypatch.setattr(atomic, "fs_type", lambda directory: fs)
    synced: list[str] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    message = ChatMessage(
        id=f"{CID}-m1",
        session_id=f"{CID}-session",
        parent_id=None,
        role="user",
        content="把第一段改短 / make it shorter",
        version=1,
        created_at=T0,
    )
    session = ChatSession(
        id=f"{CID}-session", content_id=CID, head_id=message.id, created_at=T0, updated_at=T0
    )
    store.commit(CID, messages=[message], session=session)
    monkeypatch.setattr(os, "fsync", real)
    assert [m.id for m in TinyDBStore(root).list_messages(CID)] == [message.id]
    return synced


@pytest.mark.parametrize("fs", ["ext4", "xfs"])
def test_a_commit_waits_for_one_fsync_where_the_name_goes_with_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fs: str
) -> None:
    assert fsyncs_of_one_commit(tmp_path, monkeypatch, fs) == ["file"]


@pytest.mark.parametrize("fs", ["nfs4", "overlay", "btrfs", ""])
def test_elsewhere_the_journal_s_folder_is_fsynced_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fs: str
) -> None:
    assert fsyncs_of_one_commit(tmp_path, monkeypatch, fs) == ["file", "folder"]


def test_a_leftover_temp_file_is_never_reused_for_a_journal(tmp_path: Path) -> None:
    """ext4 without a journal writes a file's folder with its fsync only for a new inode."""
    import threading

    target = tmp_path / "journal-00000001.json"
    tmp = tmp_path / f".{target.name}.{os.getpid()}.{threading.get_ident()}{atomic.TMP_SUFFIX}"
    tmp.write_bytes(b"left by a crash")
    before = tmp.stat().st_ino
    keep = tmp_path / "keep"
    os.link(tmp, keep)  # hold the old inode so its number cannot be handed out again
    with atomic.new_name():
        atomic.write_json_atomic(target, {"n": 1})
    assert target.stat().st_ino != before
    assert atomic.read_json(target) == {"n": 1}
    assert not tmp.exists()


def test_a_version_s_name_is_made_where_none_was_and_replaces_one_that_was(
    tmp_path: Path,
) -> None:
    source = tmp_path / "revisions" / "r.json"
    source.parent.mkdir()
    source.write_bytes(b'{"id":"r"}')
    fresh = tmp_path / "versions" / "2.json"  # its folder made with its first name
    atomic.link_atomic(source, fresh)
    assert os.path.samefile(fresh, source)
    stale = tmp_path / "versions" / "3.json"
    stale.write_bytes(b'{"left":"by a crash"}')
    atomic.link_atomic(source, stale)
    assert os.path.samefile(stale, source)
    assert sorted(p.name for p in stale.parent.iterdir()) == ["2.json", "3.json"]  # no temp
    with pytest.raises(FileNotFoundError):
        atomic.link_atomic(
            tmp_path / "revisions" / "missing.json", tmp_path / "versions" / "4.json"
        )


def test_a_checkpoint_syncs_a_revision_s_file_once_and_its_version_s_name_with_its_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.domain.models import RevisionRecord

    store = TinyDBStore(tmp_path, checkpoint_every=2)
    store.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    synced: list[tuple[int, bool]] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        st = os.fstat(fd)
        synced.append((st.st_ino, stat.S_ISDIR(st.st_mode)))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    for version in (2, 3):
        store.commit(
            CID,
            revision=RevisionRecord(
                id=f"{CID}-r{version}",
                content_id=CID,
                kind="manual",
                base_version=version - 1,
                version=version,
                original_title="标题",
                original_body="正文。",
                revised_title="标题",
                revised_body=f"正文 {version}。",
                created_at=T0,
            ),
        )
    monkeypatch.setattr(os, "fsync", real)
    folder = tmp_path / "contents" / CID
    files = [ino for ino, is_dir in synced if not is_dir]
    assert len(files) == len(set(files))  # no file synced twice under two names
    for version in (2, 3):
        assert os.path.samefile(
            folder / "versions" / f"{version}.json", folder / "revisions" / f"{CID}-r{version}.json"
        )
        assert (folder / "revisions" / f"{CID}-r{version}.json").stat().st_ino in files
    assert (folder / "versions").stat().st_ino in [ino for ino, is_dir in synced if is_dir]
    assert not list(folder.glob("journal-*.json"))  # the checkpoint ran
    reopened = TinyDBStore(tmp_path)
    assert [reopened.get_version(CID, v).body for v in (2, 3)] == ["正文 2。", "正文 3。"]
