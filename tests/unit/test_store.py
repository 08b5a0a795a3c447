"""The store contract on both backends (TinyDB and PostgreSQL), then the TinyDB store's own
layout, atomic writes, crash ordering and caching.

Tests taking `backend` or `store` run once per backend (tests/store_backends.py)."""

from __future__ import annotations

import asyncio
import errno
import functools
import json
import os
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio.to_thread
import pytest

from app.domain.errors import Conflict, NotFound, StorageFailed, StorageFull
from app.domain.models import (
    AuditEntry,
    ChatMessage,
    ChatSession,
    Content,
    Evidence,
    LLMCall,
    Persona,
    PromptMessage,
    RevisionRecord,
    StyleAssertion,
)
from app.store import atomic
from app.store.atomic import AtomicJSONStorage, JSONCache, write_json_atomic
from app.store.base import ArticleRecords, PersonaRecords, Repository
from app.store.tinydb_store import TinyDBStore
from tests.store_backends import Backend

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
CID = "cabc"


def at(minutes: int) -> datetime:
    return T0 + timedelta(minutes=minutes)


def make_content(
    cid: str = CID, version: int = 1, title: str = "标题", body: str = "正文。", minute: int = 0
) -> Content:
    return Content(
        id=cid,
        title=title,
        body=body,
        version=version,
        persona_id="pme",
        word_count=len(body),
        created_at=T0,
        updated_at=at(minute),
    )


def make_message(
    cid: str, n: int, content: str = "", status: str = "ok", role: str = "user"
) -> ChatMessage:
    return ChatMessage(
        id=f"{cid}-m{n:04d}",
        session_id=f"{cid}-session",
        parent_id=None if n == 0 else f"{cid}-m{n - 1:04d}",
        role=role,  # type: ignore[arg-type]
        content=content or f"suggestion {n}",
        status=status,  # type: ignore[arg-type]
        version=1,
        created_at=at(n),
    )


def make_revision(cid: str, version: int, rid: str | None = None, body: str = "") -> RevisionRecord:
    return RevisionRecord(
        id=rid or f"{cid}-r{version:04d}",
        content_id=cid,
        kind="manual",
        base_version=version - 1,
        version=version,
        original_title="标题",
        original_body=f"body {version - 1}",
        revised_title=f"标题 {version}",
        revised_body=body or f"body {version}",
        created_at=at(version),
    )


def make_session(cid: str, head: str | None) -> ChatSession:
    return ChatSession(
        id=f"{cid}-session", content_id=cid, head_id=head, created_at=T0, updated_at=T0
    )


def files_under(root: Path) -> set[Path]:
    return {p for p in root.rglob("*")}


@pytest.fixture
def store(backend: Backend) -> Repository:
    """A store of each backend holding one article (CID at V1)."""
    s = backend.open()
    s.create_content(make_content())
    return s


@pytest.fixture
def tiny_store(tmp_path: Path) -> TinyDBStore:
    """The TinyDB store with small message segments, for tests of its files."""
    s = TinyDBStore(tmp_path, segment_size=5)
    s.create_content(make_content())
    return s


# -- contents and versions ------------------------------------------------------------------


def test_created_content_reads_back_with_chinese_text(backend: Backend) -> None:
    s = backend.open()
    content = make_content(body="第三段太长了，缩短一点 😀")
    s.create_content(content)
    assert s.get_content(CID) == content
    assert backend.open().get_content(CID) == content
    assert s.get_version(CID, 1).body == "第三段太长了，缩短一点 😀"
    assert s.get_session(CID) is None
    assert s.next_version(CID) == 2


def test_tinydb_files_keep_chinese_unescaped_and_the_index_has_no_body(tmp_path: Path) -> None:
    s = TinyDBStore(tmp_path)
    s.create_content(make_content(body="第三段太长了，缩短一点 😀"))
    raw = (tmp_path / "contents" / CID / "header.json").read_text(encoding="utf-8")
    assert "第三段太长了" in raw and "\\u" not in raw
    assert [c.body for c in s.list_contents()] == [""]
    assert "第三段" not in (tmp_path / "index.json").read_text(encoding="utf-8")


def test_creating_a_content_twice_is_a_conflict(store: Repository) -> None:
    with pytest.raises(Conflict, match="Content 'cabc' already exists."):
        store.create_content(make_content())


def test_generated_draft_keeps_its_first_revision(backend: Backend) -> None:
    s = backend.open()
    first = make_revision("cgen", 1)
    s.create_content(make_content("cgen", title="标题 1", body="body 1"), first)
    assert s.get_revision(first.id) == first
    assert [r.id for r in s.list_revisions("cgen")] == [first.id]


def test_list_contents_is_newest_first_and_has_no_bodies(backend: Backend) -> None:
    s = backend.open()
    s.create_content(make_content("cold", minute=1))
    s.create_content(make_content("cnew", minute=5))
    s.create_content(make_content("cmid", minute=3))
    listed = s.list_contents()
    assert [c.id for c in listed] == ["cnew", "cmid", "cold"]
    assert all(c.body == "" and c.title == "标题" for c in listed)
    s.commit("cold", content=make_content("cold", title="改了", minute=9))
    assert [(c.id, c.title) for c in s.list_contents()][0] == ("cold", "改了")


def test_every_version_text_reads_back(store: Repository) -> None:
    for version in (2, 3):
        assert store.next_version(CID) == version
        store.commit(
            CID,
            revision=make_revision(CID, version),
            content=make_content(version=version, title=f"标题 {version}", body=f"body {version}"),
        )
    assert store.next_version(CID) == 4
    assert store.get_version(CID, 1).body == "正文。"
    assert store.get_version(CID, 3).model_dump() == {
        "version": 3,
        "title": "标题 3",
        "body": "body 3",
    }
    assert [r.version for r in store.list_revisions(CID)] == [2, 3]
    assert store.get_content(CID).version == 3


def test_unknown_things_are_not_found_with_a_sentence(store: Repository) -> None:
    with pytest.raises(NotFound, match="No content with id 'cnope'."):
        store.get_content("cnope")
    with pytest.raises(NotFound, match="Content 'cabc' has no version 7."):
        store.get_version(CID, 7)
    with pytest.raises(NotFound):
        store.get_message(f"{CID}-mmissing")
    with pytest.raises(NotFound):
        store.get_revision(f"{CID}-rmissing")
    with pytest.raises(NotFound):
        store.get_persona("pnope")
    with pytest.raises(NotFound):
        store.commit("cnope", messages=[make_message("cnope", 0)])
    assert store.get_llm_call(f"{CID}-mnocall") is None


def test_reusing_a_taken_version_number_is_a_conflict(store: Repository) -> None:
    store.commit(CID, revision=make_revision(CID, 2))
    with pytest.raises(Conflict):
        store.commit(CID, revision=make_revision(CID, 2, rid=f"{CID}-rother"))
    # Committing the same revision again is harmless.
    store.commit(CID, revision=make_revision(CID, 2))
    assert [r.id for r in store.list_revisions(CID)] == [f"{CID}-r0002"]


# -- messages, sessions, calls ------------------------------------------------------------


def test_messages_roll_over_into_capped_segments(tiny_store: TinyDBStore, tmp_path: Path) -> None:
    store = tiny_store
    for n in range(12):
        store.commit(CID, messages=[make_message(CID, n)])
    segments = sorted((tmp_path / "contents" / CID / "messages").iterdir())
    assert [p.name for p in segments] == ["000000.jsonl", "000001.jsonl", "000002.jsonl"]
    sizes = [len(p.read_text(encoding="utf-8").splitlines()) for p in segments]
    assert sizes == [5, 5, 2]
    assert [m.id for m in store.list_messages(CID)] == [f"{CID}-m{n:04d}" for n in range(12)]


def test_a_batch_larger_than_a_segment_is_split(store: Repository) -> None:
    store.commit(CID, messages=[make_message(CID, n) for n in range(13)])
    assert len(store.list_messages(CID)) == 13
    assert store.get_message(f"{CID}-m0012").content == "suggestion 12"


def test_updating_a_message_replaces_it_where_it_stands(store: Repository) -> None:
    store.commit(CID, messages=[make_message(CID, n, status="pending") for n in range(3)])
    store.commit(
        CID, messages=[make_message(CID, 1, content="改好了", status="ok"), make_message(CID, 3)]
    )
    messages = store.list_messages(CID)
    assert [m.id for m in messages] == [f"{CID}-m{n:04d}" for n in range(4)]
    assert [m.status for m in messages] == ["pending", "ok", "pending", "ok"]
    assert messages[1].content == "改好了"
    assert store.get_message(f"{CID}-m0001").content == "改好了"


def test_updating_a_message_replaces_it_in_its_own_segment(
    tiny_store: TinyDBStore, tmp_path: Path
) -> None:
    store = tiny_store
    for n in range(7):
        store.commit(CID, messages=[make_message(CID, n, status="pending")])
    first_segment = tmp_path / "contents" / CID / "messages" / "000000.jsonl"
    newest = tmp_path / "contents" / CID / "messages" / "000001.jsonl"
    newest_before = newest.read_bytes()
    store.commit(CID, messages=[make_message(CID, 2, content="改好了", status="ok")])
    assert newest.read_bytes() == newest_before
    lines = [json.loads(line) for line in first_segment.read_text(encoding="utf-8").splitlines()]
    assert [doc["id"] for doc in lines] == [f"{CID}-m{n:04d}" for n in (0, 1, 2, 3, 4, 2)]
    assert lines[-1]["content"] == "改好了"
    messages = store.list_messages(CID)
    assert len(messages) == 7
    assert messages[2].content == "改好了" and messages[2].status == "ok"
    assert store.get_message(f"{CID}-m0002").status == "ok"


def test_session_and_llm_call_round_trip(store: Repository) -> None:
    message = make_message(CID, 0)
    call = LLMCall(
        id="call1",
        message_id=message.id,
        content_id=CID,
        model="m",
        messages=[PromptMessage(role="user", content="改一下")],
        response="好的",
        created_at=T0,
    )
    session = make_session(CID, message.id)
    session.active_child[""] = message.id
    store.commit(CID, messages=[make_message(CID, 9)])
    assert store.list_llm_calls(CID) == []  # messages, but no model call yet
    store.commit(CID, messages=[message], llm_call=call, session=session)
    assert store.get_session(CID) == session
    assert store.get_llm_call(message.id) == call
    assert store.list_llm_calls(CID) == [call]
    with pytest.raises(NotFound):
        store.list_llm_calls("cnope")


def test_commit_that_only_appends_messages_leaves_the_article_and_session_alone(
    tiny_store: TinyDBStore, tmp_path: Path
) -> None:
    store = tiny_store
    header = tmp_path / "contents" / CID / "header.json"
    before = json.loads(header.read_bytes())
    store.commit(CID, messages=[make_message(CID, 0)])
    after = json.loads(header.read_bytes())
    # Only the commit's number moves (it says which journals are applied).
    assert [after[k] for k in ("content", "session", "max_version")] == [
        before[k] for k in ("content", "session", "max_version")
    ]
    assert after["seq"] == before.get("seq", 0) + 1


def test_idempotency_results_are_kept_for_the_newest_keys(store: Repository) -> None:
    for n in range(70):
        store.commit(CID, idempotency_key=f"k{n}", idempotency_result={"n": n, "回复": "好"})
    assert store.idempotent_result(CID, "k5") is None  # the six oldest are forgotten
    assert store.idempotent_result(CID, "k6") == {"n": 6, "回复": "好"}
    store.commit(CID, idempotency_key="k6", idempotency_result={"n": "again"})  # now the newest
    store.commit(CID, idempotency_key="k70", idempotency_result={"n": 70})
    assert store.idempotent_result(CID, "k6") == {"n": "again"}
    assert store.idempotent_result(CID, "k7") is None
    assert list(store.idempotency_records(CID)) == [f"k{n}" for n in range(8, 70)] + ["k6", "k70"]
    with pytest.raises(NotFound):
        store.idempotent_result("cnope", "k6")


def test_a_whole_article_and_persona_copy_reads_back_the_same(
    store: Repository, backend: Backend
) -> None:
    first, reply = make_message(CID, 0), make_message(CID, 1, role="assistant")
    call = LLMCall(
        id="call1", message_id=reply.id, content_id=CID, model="m", messages=[], created_at=T0
    )
    store.commit(CID, messages=[first])
    store.commit(
        CID,
        messages=[reply],
        revision=make_revision(CID, 2, body="第二版"),
        llm_call=call,
        content=make_content(version=2, body="第二版"),
        session=make_session(CID, reply.id),
        idempotency_key="send-1",
        idempotency_result={"ok": True},
    )
    store.save_persona(Persona(id="pme", name="我", created_at=T0, updated_at=T0))
    audit = [AuditEntry(persona_id="pme", assertion_id="pme-a1", action="create", at=T0)]
    store.save_assertions("pme", [make_assertion("pme-a1", "lively")], audit)

    article = ArticleRecords(
        content=store.get_content(CID),
        session=store.get_session(CID),
        versions=store.list_versions(CID),
        messages=store.list_messages(CID),
        revisions=store.list_revisions(CID),
        llm_calls=store.list_llm_calls(CID),
        requests=store.idempotency_records(CID),
    )
    persona = PersonaRecords(
        persona=store.get_persona("pme"),
        assertions=store.list_assertions("pme"),
        audit=store.list_audit("pme"),
    )
    assert [v.body for v in article.versions] == ["正文。", "第二版"]
    assert article.llm_calls == [call] and article.requests == {"send-1": {"ok": True}}
    with pytest.raises(Conflict):
        store.write_article(article)
    with pytest.raises(Conflict):
        store.write_persona(persona)

    copy = backend.open_other()
    copy.write_article(article)
    copy.write_persona(persona)
    assert copy.get_content(CID) == article.content
    assert copy.get_session(CID) == article.session
    assert copy.list_versions(CID) == article.versions
    assert copy.list_messages(CID) == article.messages
    assert copy.list_revisions(CID) == article.revisions
    assert copy.list_llm_calls(CID) == article.llm_calls
    assert copy.idempotency_records(CID) == article.requests
    assert copy.next_version(CID) == 3
    assert copy.list_assertions("pme") == persona.assertions
    assert copy.list_audit("pme") == persona.audit
    with pytest.raises(Conflict):  # the copy's V2 is as taken as the original's
        copy.commit(CID, revision=make_revision(CID, 2, rid=f"{CID}-rother"))


def test_locking_an_unknown_article_is_not_found(store: Repository) -> None:
    async def main() -> None:
        with pytest.raises(NotFound, match="No content with id 'cnope'."):
            async with store.lock("cnope"):
                pass

    asyncio.run(main())


# -- ids ----------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["../etc", "a/b", "x" * 65, "", "a b", "..", "c.json"])
def test_invalid_ids_are_not_found_and_touch_nothing(backend: Backend, bad: str) -> None:
    s = backend.open()
    s.create_content(make_content())
    before = backend.snapshot()
    for call in (
        lambda: s.get_content(bad),
        lambda: s.get_version(bad, 1),
        lambda: s.list_messages(bad),
        lambda: s.get_message(bad),
        lambda: s.get_revision(bad),
        lambda: s.get_llm_call(bad),
        lambda: s.get_persona(bad),
        lambda: s.lock(bad),
        lambda: s.commit(bad, content=make_content()),
        lambda: s.create_content(make_content(cid=bad)),
        lambda: s.save_persona(Persona(id=bad, name="x", created_at=T0, updated_at=T0)),
    ):
        with pytest.raises(NotFound):
            call()
    assert backend.snapshot() == before


def test_ids_owned_by_another_content_are_not_found_and_touch_nothing(
    store: Repository, backend: Backend
) -> None:
    store.create_content(make_content("x"))
    before = backend.snapshot()
    foreign = make_message("x", 0).model_copy(update={"id": "x-mfoo"})
    with pytest.raises(NotFound):
        store.commit(CID, messages=[make_message(CID, 0), foreign])
    with pytest.raises(NotFound):
        store.commit(CID, revision=make_revision(CID, 2, rid="x-rfoo"))
    with pytest.raises(NotFound):
        store.commit(CID, messages=[make_message(CID, 0).model_copy(update={"id": "nodash"})])
    with pytest.raises(NotFound):
        store.get_message("nodash")
    assert backend.snapshot() == before


# -- atomic writes and crash ordering -------------------------------------------------------


def test_interrupted_replace_leaves_the_old_file_intact(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "doc.json"
    write_json_atomic(path, {"text": "旧的"})

    def crash(*args: object) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="power cut"):
        write_json_atomic(path, {"text": "新的" * 1000})
    assert json.loads(path.read_text(encoding="utf-8")) == {"text": "旧的"}
    assert [p.name for p in tmp_path.iterdir()] == ["doc.json"]  # no temp file left


def test_crash_while_the_temp_file_is_written_leaves_the_old_file(
    tmp_path: Path, monkeypatch
) -> None:
    path = tmp_path / "doc.json"
    write_json_atomic(path, {"n": 1})

    def crash(fd: int) -> None:
        raise OSError("killed mid-write")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        write_json_atomic(path, {"n": 2})
    assert json.loads(path.read_text()) == {"n": 1}


def test_a_killed_writer_never_leaves_a_truncated_file(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "doc.json"
    write_json_atomic(path, {"n": 0, "pad": ""})
    script = (
        "import sys; from pathlib import Path; from app.store.atomic import write_json_atomic\n"
        "p = Path(sys.argv[1]); n = 0\n"
        "while True:\n"
        "    n += 1; write_json_atomic(p, {'n': n, 'pad': '字' * (n % 7919)})\n"
    )
    root = Path(__file__).resolve().parents[2]
    seen = 0
    for _ in range(3):
        proc = subprocess.Popen([sys.executable, "-c", script, str(path)], cwd=root)
        # Kill only once the child has written past what the last one left, so each
        # kill lands mid-stream of real writes (a child that never wrote fails here).
        deadline = time.monotonic() + 20
        while json.loads(path.read_text(encoding="utf-8"))["n"] <= seen + 50:
            assert time.monotonic() < deadline, "the writer never got going"
            assert proc.poll() is None, "the writer died on its own"
            time.sleep(0.01)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        n = json.loads(path.read_text(encoding="utf-8"))["n"]
        assert n > seen
        seen = n
    # Temp files of a killed writer may stay behind; they never shadow the real file.
    assert all(p.name.startswith(".doc.json.") for p in tmp_path.iterdir() if p != path)


def test_a_write_failing_after_the_commit_point_is_completed_on_reopen(
    tiny_store: TinyDBStore, tmp_path: Path, monkeypatch
) -> None:
    store = tiny_store
    store.commit(CID, messages=[make_message(CID, 0)], session=make_session(CID, f"{CID}-m0000"))
    real_write = atomic.write_json_atomic
    state = {"revision_written": False}

    def crashing_write(path: Path, data: object) -> os.stat_result:
        if state["revision_written"]:
            raise OSError("crash")
        result = real_write(path, data)
        state["revision_written"] = path.parent.name == "revisions"
        return result

    monkeypatch.setattr(atomic, "write_json_atomic", crashing_write)
    revision = make_revision(CID, 2, rid=f"{CID}-rsaved")
    with pytest.raises(StorageFailed, match="was saved") as failure:
        store.commit(
            CID,
            revision=revision,
            messages=[make_message(CID, 1)],
            content=make_content(version=2, body="body 2"),
            session=make_session(CID, f"{CID}-m0001"),
        )
    assert failure.value.saved
    monkeypatch.undo()

    reader = TinyDBStore(tmp_path, segment_size=5)  # start-up completes the journal
    assert reader.recovered == [f"completed an interrupted commit of article {CID}"]
    assert reader.get_content(CID).version == 2
    assert reader.get_session(CID).head_id == f"{CID}-m0001"  # type: ignore[union-attr]
    assert [r.id for r in reader.list_revisions(CID)] == [revision.id]
    assert reader.get_version(CID, 2).body == "body 2"
    assert reader.list_contents()[0].version == 2
    assert not (tmp_path / "contents" / CID / "journal.json").exists()


def test_a_failed_index_update_keeps_the_commit_and_the_list_catches_up(
    tiny_store: TinyDBStore, tmp_path: Path, monkeypatch
) -> None:
    """The index follows a commit and is not part of it: its failure loses nothing."""
    store = tiny_store
    real_write = atomic.write_json_atomic

    def index_refused(path: Path, data: object) -> os.stat_result:
        if path.name == "index.json":
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(path, data)

    monkeypatch.setattr(atomic, "write_json_atomic", index_refused)
    store.commit(CID, revision=make_revision(CID, 2), content=make_content(version=2))
    monkeypatch.undo()
    assert store.get_content(CID).version == 2
    assert [c.version for c in store.list_contents()] == [2]  # rebuilt on the next listing
    assert TinyDBStore(tmp_path).recovered == []


def test_a_write_failing_before_the_commit_point_leaves_nothing(
    tiny_store: TinyDBStore, tmp_path: Path, monkeypatch
) -> None:
    store = tiny_store
    store.commit(CID, messages=[make_message(CID, 0)], session=make_session(CID, f"{CID}-m0000"))
    before = {p: p.read_bytes() for p in files_under(tmp_path) if p.is_file()}

    def full_disk(path: Path, data: object) -> os.stat_result:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "write_json_atomic", full_disk)
    with pytest.raises(StorageFull, match=r"^The disk is full; nothing was saved\.$") as failure:
        store.commit(CID, messages=[make_message(CID, 1, role="user")])
    assert not failure.value.saved and failure.value.status_code == 507
    with pytest.raises(StorageFull, match="your message was saved, but the reply could not be"):
        store.commit(
            CID,
            revision=make_revision(CID, 2),
            messages=[make_message(CID, 1, role="assistant")],
            content=make_content(version=2),
        )
    monkeypatch.undo()
    after = {p: p.read_bytes() for p in files_under(tmp_path) if p.is_file()}
    assert after == before
    assert TinyDBStore(tmp_path).get_content(CID).version == 1


def test_a_legacy_orphan_revision_is_set_aside_by_the_next_edit(
    tiny_store: TinyDBStore, tmp_path: Path
) -> None:
    """Data written before commits were journaled may hold a revision its header never saw."""
    store = tiny_store
    folder = tmp_path / "contents" / CID
    orphan = make_revision(CID, 2, rid=f"{CID}-rorphan")
    atomic.write_json_atomic(
        folder / "revisions" / f"{orphan.id}.json", orphan.model_dump(mode="json")
    )
    atomic.write_json_atomic(
        folder / "versions" / "2.json",
        {"version": 2, "title": "t", "body": "orphan", "revision_id": orphan.id},
    )
    assert store.list_revisions(CID) == []
    with pytest.raises(NotFound):
        store.get_revision(orphan.id)
    retry = make_revision(CID, 2, rid=f"{CID}-rretry", body="body 2 again")
    store.commit(CID, revision=retry, content=make_content(version=2, body="body 2 again"))
    assert [r.id for r in store.list_revisions(CID)] == [retry.id]
    assert store.get_version(CID, 2).body == "body 2 again"
    assert (folder / "revisions" / f"{orphan.id}.json.orphan").exists()


def test_commit_writes_its_journal_first_then_heavy_records_then_the_header(
    tiny_store: TinyDBStore, tmp_path: Path, monkeypatch
) -> None:
    store = tiny_store
    order: list[str] = []
    real_write = atomic.write_json_atomic

    def recording_write(path: Path, data: object) -> os.stat_result:
        parts = path.relative_to(tmp_path).parts
        order.append(parts[2] if len(parts) > 3 else parts[-1])
        return real_write(path, data)

    def recording_append(path: Path, payload: bytes) -> None:
        order.append(path.relative_to(tmp_path).parts[2])
        real_append(path, payload)

    def recording_link(source: Path, path: Path) -> None:
        order.append(f"{path.relative_to(tmp_path).parts[2]} = {source.parent.name}")
        real_link(source, path)

    real_append, real_link = atomic.append_lines, atomic.link_atomic
    monkeypatch.setattr(atomic, "write_json_atomic", recording_write)
    monkeypatch.setattr(atomic, "append_lines", recording_append)
    monkeypatch.setattr(atomic, "link_atomic", recording_link)
    store.commit(
        CID,
        revision=make_revision(CID, 2, body="b"),
        llm_call=LLMCall(
            id="k", message_id=f"{CID}-m0000", content_id=CID, model="m", messages=[], created_at=T0
        ),
        messages=[make_message(CID, 0)],
        content=make_content(version=2),
        session=make_session(CID, f"{CID}-m0000"),
    )
    # The list (index.json) is not rewritten by a turn: it is refreshed when next listed.
    # The new version's text is its revision's: its file is a second name of the revision's.
    assert order == [
        "journal-00000001.json",
        "revisions",
        "versions = revisions",
        "calls",
        "messages",
        "header.json",
    ]
    folder = tmp_path / "contents" / CID
    assert os.path.samefile(
        folder / "versions" / "2.json", folder / "revisions" / f"{CID}-r0002.json"
    )
    assert store.get_version(CID, 2).body == "b"
    assert not (tmp_path / "contents" / CID / "journal.json").exists()
    assert [c.version for c in store.list_contents()] == [2]


# -- cache ----------------------------------------------------------------------------------


def test_a_change_by_another_process_is_noticed(store: Repository, backend: Backend) -> None:
    store.commit(CID, messages=[make_message(CID, n) for n in range(4)])
    assert store.get_content(CID).title == "标题"
    assert len(store.list_messages(CID)) == 4

    other = backend.open()
    other.commit(
        CID,
        messages=[make_message(CID, n) for n in range(4, 8)],
        content=make_content(title="别人改的标题", minute=4),
    )
    assert store.get_content(CID).title == "别人改的标题"
    assert len(store.list_messages(CID)) == 8
    assert store.list_contents()[0].title == "别人改的标题"
    # A message the other instance appended is updated in place, not appended twice.
    store.commit(CID, messages=[make_message(CID, 6, content="updated")])
    messages = store.list_messages(CID)
    assert len(messages) == 8 and messages[6].content == "updated"
    assert other.get_message(f"{CID}-m0006").content == "updated"


def test_the_cache_serves_unchanged_files_without_parsing(tmp_path: Path, monkeypatch) -> None:
    cache = JSONCache()
    path = tmp_path / "f.json"
    cache.write(path, {"a": 1})
    fd = os.open(path, os.O_RDONLY)
    try:
        kept_generation = atomic.generation(fd)
    finally:
        os.close(fd)
    if kept_generation == 0:
        # A file system with no inode generations (tmpfs: `make test` puts TMPDIR on /dev/shm):
        # a file just written is trusted only once settled, so an inode reused at once cannot
        # pass for it — wait until it is.
        time.sleep(atomic._SETTLED_NS / 1e9 + 0.02)
    calls = []
    real_loads = json.loads
    monkeypatch.setattr(json, "loads", lambda s: calls.append(1) or real_loads(s))
    assert cache.load(path) == {"a": 1}
    assert calls == []
    write_json_atomic(path, {"a": 22})  # behind the cache's back, different size
    assert cache.load(path) == {"a": 22}
    assert calls == [1]


def test_tinydb_storage_round_trips_and_stays_valid(tmp_path: Path) -> None:
    from tinydb import TinyDB

    path = tmp_path / "t.json"
    db = TinyDB(path, storage=AtomicJSONStorage)
    db.insert({"text": "中文"})
    db.update({"text": "改"}, doc_ids=[1])
    assert TinyDB(path, storage=AtomicJSONStorage, cache=JSONCache()).all() == [{"text": "改"}]
    assert "改" in path.read_text(encoding="utf-8")


# -- concurrency ----------------------------------------------------------------------------


def test_eight_threads_committing_under_the_lock_lose_nothing(backend: Backend) -> None:
    s = backend.open()
    s.create_content(make_content())
    per_thread = 6

    def worker(t: int) -> None:
        async def turns() -> None:
            for i in range(per_thread):
                async with s.lock(CID):
                    version = await anyio.to_thread.run_sync(s.next_version, CID)
                    message = make_message(CID, t * 100 + i)
                    commit = functools.partial(
                        s.commit,
                        CID,
                        messages=[message],
                        revision=make_revision(CID, version),
                        content=make_content(version=version),
                    )
                    await anyio.to_thread.run_sync(commit)

        asyncio.run(turns())

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    total = 8 * per_thread
    fresh = backend.open()
    assert len({m.id for m in fresh.list_messages(CID)}) == total
    assert len(fresh.list_messages(CID)) == total
    assert [r.version for r in fresh.list_revisions(CID)] == list(range(2, total + 2))
    assert fresh.get_content(CID).version == total + 1
    assert fresh.next_version(CID) == total + 2


def test_threads_without_the_lock_still_keep_every_record_valid(backend: Backend) -> None:
    s = backend.open()
    s.create_content(make_content())

    def worker(t: int) -> None:
        for i in range(5):
            s.commit(CID, messages=[make_message(CID, t * 100 + i)])
            s.create_content(make_content(f"c{t}x{i}"))

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(s.list_messages(CID)) == 40
    assert len(backend.open().list_contents()) == 41


def test_lock_serializes_two_tasks(store: Repository, backend: Backend) -> None:
    events: list[str] = []
    other = backend.open()  # its own asyncio locks: only the file or database lock between

    async def hold(s: Repository, name: str) -> None:
        async with s.lock(CID):
            events.append(f"{name} in")
            await asyncio.sleep(0.05)
            events.append(f"{name} out")

    async def main() -> None:
        await asyncio.gather(hold(store, "a"), hold(store, "b"), hold(other, "c"))

    asyncio.run(main())
    assert len(events) == 6
    for i in range(0, 6, 2):
        assert events[i].split()[0] == events[i + 1].split()[0]
        assert events[i].endswith("in") and events[i + 1].endswith("out")


def test_persona_lock_serializes_across_stores(store: Repository, backend: Backend) -> None:
    events: list[str] = []
    other = backend.open()

    async def hold(s: Repository, name: str) -> None:
        async with s.lock_persona("pwriter"):
            events.append(f"{name} in")
            await asyncio.sleep(0.05)
            events.append(f"{name} out")

    async def main() -> None:
        await asyncio.gather(hold(store, "a"), hold(other, "b"))

    asyncio.run(main())
    assert [e.split()[1] for e in events] == ["in", "out", "in", "out"]
    with pytest.raises(NotFound):
        store.lock_persona("../escape")


def test_lock_is_released_when_the_block_raises(store: Repository) -> None:
    async def main() -> None:
        with pytest.raises(RuntimeError):
            async with store.lock(CID):
                raise RuntimeError("boom")
        async with asyncio.timeout(2), store.lock(CID):
            pass

    asyncio.run(main())


# -- personas and style memory ------------------------------------------------------------


def make_assertion(aid: str, value: str, confidence: float = 0.5) -> StyleAssertion:
    return StyleAssertion(
        id=aid,
        persona_id="pme",
        dimension="tone",
        value=value,
        statement=f"语气：{value}",
        confidence=confidence,
        evidence=[Evidence(quote="活泼一点", at=T0)],
        created_at=T0,
        updated_at=T0,
    )


def test_personas_assertions_and_audit_round_trip(backend: Backend) -> None:
    s = backend.open()
    persona = Persona(id="pme", name="我", description="作者", created_at=T0, updated_at=T0)
    s.save_persona(persona)
    s.save_persona(Persona(id="pyou", name="you", created_at=at(1), updated_at=at(1)))
    assert s.get_persona("pme") == persona
    assert [p.id for p in s.list_personas()] == ["pme", "pyou"]

    lively = make_assertion("pme-a1", "lively")
    audit = [AuditEntry(persona_id="pme", assertion_id="pme-a1", action="create", at=T0)]
    s.save_assertions("pme", [lively, make_assertion("pme-a2", "brief")], audit)
    stronger = lively.model_copy(update={"confidence": 0.8})
    more = [AuditEntry(persona_id="pme", assertion_id="pme-a1", action="reinforce", at=at(1))]
    s.save_assertions("pme", [stronger], more)

    fresh = backend.open()
    assert fresh.list_assertions("pme") == [stronger, make_assertion("pme-a2", "brief")]
    assert [e.action for e in fresh.list_audit("pme")] == ["create", "reinforce"]
    assert fresh.list_assertions("pyou") == [] and fresh.list_audit("pyou") == []
    with pytest.raises(NotFound):
        s.save_assertions("pnobody", [], [])


def test_a_torn_audit_line_does_not_hide_the_others(tmp_path: Path) -> None:
    s = TinyDBStore(tmp_path)
    s.save_persona(Persona(id="pme", name="me", created_at=T0, updated_at=T0))
    entry = AuditEntry(persona_id="pme", assertion_id="pme-a1", action="create", at=T0)
    s.save_assertions("pme", [], [entry])
    with open(tmp_path / "personas" / "pme" / "audit.jsonl", "ab") as handle:
        handle.write(b'{"persona_id": "pme", "assert')  # a crash mid-append
    s.save_assertions("pme", [], [entry.model_copy(update={"action": "decay"})])
    assert [e.action for e in s.list_audit("pme")] == ["create", "decay"]
