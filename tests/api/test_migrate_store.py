"""`python -m app migrate-store`: a store built through the API, copied to another data
directory, to PostgreSQL and back, serves exactly what the original serves (accounts,
comments and learning jobs included); a damaged copy fails verification with a sentence;
an interrupted, failed or killed copy leaves whole articles and is finished by --resume."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import anyio
import pytest
from litestar.testing import TestClient
from pytest import MonkeyPatch

from app import cli
from app.accounts.factory import open_account_store
from app.accounts.service import Accounts
from app.accounts.store import TinyDBAccountStore
from app.domain.ids import new_content_id
from app.main import create_app
from app.settings import Settings
from app.store import atomic, crash_points, transfer_run
from app.store.base import ArticleRecords, Repository
from app.store.comments import TinyDBCommentStore, open_comment_store
from app.store.tinydb_store import TinyDBStore
from app.store.transfer import MigrationRefused
from app.store.transfer_run import fingerprint, migrate
from app.store.transfer_sides import QueueFiles, QueueTable, Side, open_side
from app.style.queue_files import QUEUE_DIR, FileJobs
from app.style.queue_jobs import QueuedRevision, open_jobs
from app.testing.fake_model import FakeModel
from app.testing.pgserver import PostgresServer
from app.web.auth import SESSION_COOKIE
from tests.api.store_fixtures import build_rich_store, serve_snapshot, settings_for

REPO = Path(__file__).resolve().parents[2]
Captured = pytest.CaptureFixture[str]


@pytest.fixture(scope="module")
def rich_source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built once for this module (it takes a few dozen turns); tests only read it."""
    data_dir = tmp_path_factory.mktemp("source") / "data"
    with pytest.MonkeyPatch.context() as monkeypatch:
        build_rich_store(data_dir, monkeypatch)
    return data_dir


@pytest.fixture
def source(rich_source: Path, tmp_path: Path) -> Path:
    """A private copy of the rich store (TinyDB takes locks in it, even to read)."""
    copy = tmp_path / "source"
    shutil.copytree(rich_source, copy)
    return copy


def tinydb_side(data_dir: Path) -> Side:
    return open_side(settings_for(data_dir))


def side_with(store: TinyDBStore, data_dir: Path) -> Side:
    """A data directory's side whose store is `store` (one that fails or measures)."""
    queue = QueueFiles(settings_for(data_dir))
    accounts = TinyDBAccountStore(data_dir)
    return Side(str(data_dir), store, TinyDBCommentStore(data_dir), queue, accounts)


def served_by(data_dir: Path) -> dict[str, Any]:
    return serve_snapshot(settings_for(data_dir))


def assert_work_goes_on(settings: Settings) -> None:
    """On the copy, the next edit takes the next version number and moves the head."""
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        park = next(c for c in client.get("/api/contents").json() if c["title"] == "周末")
        history = client.get(f"/api/contents/{park['id']}/history").json()
        newest = max(entry["version"] for entry in history)
        sent = client.post(
            "/api/chat/send",
            json={"content_id": park["id"], "message": "把“公园”改成“花园”"},
        )
        assert sent.status_code == 200, sent.text
        assert sent.json()["revision"]["version"] == newest + 1
        session = client.get(f"/api/chat/sessions/{park['id']}").json()
        assert session["head_id"] == sent.json()["assistant_message"]["id"]


def run_cli(monkeypatch: pytest.MonkeyPatch, data_dir: Path, *args: str) -> int:
    monkeypatch.setenv("REDLINE_DATA_DIR", str(data_dir))
    monkeypatch.chdir(data_dir.parent)  # no .env of the repository
    return cli.main(["migrate-store", *args])


def test_a_copy_to_another_data_directory_serves_exactly_what_the_source_serves(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured
) -> None:
    target = tmp_path / "copy"
    assert run_cli(monkeypatch, source, "--to", str(target)) == 0
    out = capsys.readouterr().out
    assert "Verified: all" in out
    counts = {
        line[:32].strip(): line[32:].split()
        for line in out.splitlines()
        if line[:32].strip() in ("articles", "messages", "revisions", "audit entries")
    }
    assert counts["articles"] == ["3", "3"]
    assert int(counts["messages"][0]) >= 10 and counts["messages"][0] == counts["messages"][1]
    assert counts["audit entries"][0] == counts["audit entries"][1] != "0"
    # The failed learning job travels with the data, error and attempts included.
    jobs, _ = QueueFiles(settings_for(source)).read()
    assert [job["state"] for job in jobs.values()] == ["failed"]
    assert QueueFiles(settings_for(target)).read() == (jobs, {})
    assert served_by(target) == served_by(source)
    assert_work_goes_on(settings_for(target))


@pytest.mark.parametrize("to", ["directory", "postgresql"])
def test_jobs_waiting_or_being_learned_are_copied_to_be_learned_there(
    to: str, source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, request: Any
) -> None:
    """A revision waiting to be learned, and one a running worker had taken, when the copy
    was made: both wait in the target's queue (no app runs here to learn them)."""
    store = TinyDBStore(source)
    bus = next(c for c in store.list_contents() if "bus" in c.title)
    revisions = store.list_revisions(bus.id)
    jobs = FileJobs(source / QUEUE_DIR)
    for order, (revision, taken) in enumerate(zip(revisions[:2], (False, True), strict=True)):
        job = QueuedRevision(
            revision_id=revision.id,
            persona_id=str(bus.persona_id),
            content_id=bus.id,
            suggestions=[revision.suggestion],
            order=order + 1,
            attempts=1,
        )
        jobs.add(job, taken=taken)
    url = request.getfixturevalue("pg_url") if to == "postgresql" else None
    assert run_cli(monkeypatch, source, "--to", url or str(tmp_path / "copy")) == 0
    target = settings_for(tmp_path / "copy", url)
    copied, unreadable = (QueueTable(target) if url else QueueFiles(target)).read()
    assert not unreadable
    assert {rid: job["state"] for rid, job in copied.items() if job["content_id"] == bus.id} == {
        revisions[0].id: "pending",
        revisions[1].id: "pending",
    }
    assert copied == QueueFiles(settings_for(source)).read()[0]
    waiting = open_jobs(target)
    try:
        assert waiting.waiting() == 2  # nobody holds them there: any worker may take them
    finally:
        waiting.release()
    jobs.close()


def test_a_second_copy_into_the_same_target_is_refused_unless_resumed(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured
) -> None:
    target = tmp_path / "copy"
    assert run_cli(monkeypatch, source, "--to", str(target)) == 0
    capsys.readouterr()
    assert run_cli(monkeypatch, source, "--to", str(target)) == 1
    refused = capsys.readouterr().err
    assert "already holds 3 articles and 3 personas" in refused and "--resume" in refused
    assert run_cli(monkeypatch, source, "--to", str(target), "--resume") == 0
    out = capsys.readouterr().out
    assert "Copying 0 articles and 0 personas" in out and "Verified: all" in out


def test_the_source_itself_and_a_folder_of_other_files_are_refused(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured
) -> None:
    assert run_cli(monkeypatch, source, "--to", str(source)) == 1
    assert "is the source itself" in capsys.readouterr().err
    # A copy inside the store would be read as part of it: `check` called it damaged for good.
    for inside in (source / "contents" / "backup", source / "backup2"):
        assert run_cli(monkeypatch, source, "--to", str(inside)) == 1
        assert "is inside the source" in capsys.readouterr().err
        assert not inside.exists()
    other = tmp_path / "photos"
    other.mkdir()
    (other / "cat.jpg").write_bytes(b"\xff\xd8")
    assert run_cli(monkeypatch, source, "--to", str(other)) == 1
    assert "not a Redline data directory" in capsys.readouterr().err
    assert sorted(p.name for p in other.iterdir()) == ["cat.jpg"]
    monkeypatch.chdir(tmp_path)
    assert run_cli(monkeypatch, source, "--to", "mysql://db/redline") == 1
    assert "mysql: is not a store Redline can copy to" in capsys.readouterr().err
    assert not (source.parent / "mysql:").exists()


def test_an_article_the_source_cannot_read_is_named_and_the_others_are_copied(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured
) -> None:
    store = TinyDBStore(source)
    bus = next(c for c in store.list_contents() if "bus" in c.title)
    (source / "contents" / bus.id / "versions" / "2.json").write_text("{torn", "utf-8")
    target = tmp_path / "copy"
    assert run_cli(monkeypatch, source, "--to", str(target)) == 1
    out = capsys.readouterr().out
    assert f"on the source, article {bus.id} cannot be read" in out
    assert "`python -m app check` repairs what it can" in out  # the store's own sentence
    assert len(TinyDBStore(target).list_contents()) == 2


def test_a_persona_the_source_cannot_read_is_named_not_left_behind(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured
) -> None:
    # The persona lists leave a damaged persona out (the pages keep working); the copy must
    # still name it — it was verified as copied while it stayed behind.
    persona = TinyDBStore(source).list_personas()[0]
    (source / "personas" / persona.id / "persona.json").write_text("{torn", "utf-8")
    target = tmp_path / "copy"
    assert run_cli(monkeypatch, source, "--to", str(target)) == 1
    out = capsys.readouterr().out
    assert f"on the source, persona {persona.id} cannot be read" in out, out
    # Once `check` has set the file aside, the persona is gone and the copy goes through.
    TinyDBStore(source).check()
    assert run_cli(monkeypatch, source, "--to", str(tmp_path / "again")) == 0


def _message_file_with(target: Path, message_id: str) -> Path:
    for path in (target / "contents").glob("*/messages/*.jsonl"):
        if message_id in path.read_text(encoding="utf-8"):
            return path
    raise AssertionError(f"no segment holds {message_id}")


def test_a_changed_record_on_the_target_fails_verification_naming_it(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured
) -> None:
    target = tmp_path / "copy"
    assert run_cli(monkeypatch, source, "--to", str(target)) == 0
    capsys.readouterr()
    store = TinyDBStore(target)
    park = next(c for c in store.list_contents() if c.title == "周末")
    message = store.list_messages(park.id)[1]
    segment = _message_file_with(target, message.id)  # a log: one message a line
    docs = [json.loads(line) for line in segment.read_text(encoding="utf-8").splitlines()]
    for doc in docs:
        if doc["id"] == message.id:
            doc["content"] += "（被改过）"
    atomic.write_bytes_atomic(segment, b"".join(atomic.dumps(doc) + b"\n" for doc in docs))
    version = target / "contents" / park.id / "versions" / "3.json"
    text = json.loads(version.read_text(encoding="utf-8"))
    atomic.write_json_atomic(version, {**text, "body": text["body"].replace("公园", "花园")})

    assert run_cli(monkeypatch, source, "--to", str(target), "--verify-only") == 1
    out = capsys.readouterr().out
    assert f"1 message differs ({message.id})" in out
    assert f"1 version differs ({park.id} V3)" in out
    assert out.strip().splitlines()[-1].startswith("The copy does not match the source:")


def test_an_unreadable_record_on_the_target_is_named_not_a_traceback(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured
) -> None:
    target = tmp_path / "copy"
    assert run_cli(monkeypatch, source, "--to", str(target)) == 0
    capsys.readouterr()
    bus = next(c for c in TinyDBStore(target).list_contents() if "bus" in c.title)
    (target / "contents" / bus.id / "versions" / "2.json").write_text("{not json", "utf-8")
    assert run_cli(monkeypatch, source, "--to", str(target), "--verify-only") == 1
    out = capsys.readouterr().out
    assert f"on the target, article {bus.id} cannot be read" in out
    assert "Traceback" not in out


class StopsAfter(TinyDBStore):
    """A target that fails (like a lost connection) when its `n`-th article is written."""

    def __init__(self, data_dir: Path, n: int) -> None:
        super().__init__(data_dir)
        self.left = n

    def write_article(self, records: ArticleRecords) -> None:
        self.left -= 1
        if self.left == 0:
            raise ConnectionError("the target went away")
        super().write_article(records)


def test_an_interrupted_copy_is_finished_by_resume_without_duplicates(
    source: Path, tmp_path: Path
) -> None:
    target_dir = tmp_path / "copy"
    lines: list[str] = []
    interrupted = side_with(StopsAfter(target_dir, 2), target_dir)
    with pytest.raises(ConnectionError):
        anyio.run(lambda: migrate(tinydb_side(source), interrupted, say=lines.append))
    assert len(TinyDBStore(target_dir).list_contents()) == 1
    with pytest.raises(MigrationRefused):
        anyio.run(lambda: migrate(tinydb_side(source), tinydb_side(target_dir), say=lines.append))
    lines.clear()
    resumed = anyio.run(
        lambda: migrate(tinydb_side(source), tinydb_side(target_dir), resume=True, say=lines.append)
    )
    assert resumed, lines
    assert lines[0].startswith("Resuming: 1 article and 3 personas already on the target")
    assert (
        anyio.run(fingerprint, tinydb_side(target_dir)).hashes
        == anyio.run(fingerprint, tinydb_side(source)).hashes
    )
    assert served_by(target_dir) == served_by(source)


def test_ctrl_c_during_a_copy_says_how_to_finish_it(source: Path, tmp_path: Path) -> None:
    lines: list[str] = []

    def say_then_stop(line: str) -> None:
        lines.append(line)
        if line.strip().startswith("1 of 3 articles copied"):
            raise KeyboardInterrupt  # the writer pressed Ctrl-C here

    target = str(tmp_path / "copy")
    assert transfer_run.run(settings_for(source), target, say=say_then_stop) == 130
    assert lines[-1].startswith("Interrupted. Every article on the target is whole")
    assert len(TinyDBStore(tmp_path / "copy").list_contents()) == 1
    lines.clear()
    assert transfer_run.run(settings_for(source), target, resume=True, say=lines.append) == 0
    assert lines[-1].startswith("Verified: all")


class Measuring(TinyDBStore):
    """A target that notes the write points each article's commit spans."""

    spans: list[tuple[int, int]]

    def write_article(self, records: ArticleRecords) -> None:
        before = crash_points.write_points_seen()
        super().write_article(records)
        self.spans.append((before, crash_points.write_points_seen()))


def _article_spans(source: Path, scratch: Path) -> list[tuple[int, int]]:
    """Where each article's commit falls among the write points of a whole copy (the copy
    makes the same writes in the same order every time)."""
    target = Measuring(scratch)
    target.spans = []
    side = side_with(target, scratch)
    crash_points.arm_crash(10**9)  # counts write points, never reached
    try:
        assert anyio.run(lambda: migrate(tinydb_side(source), side, say=lambda _: None))
    finally:
        crash_points.arm_crash(0)
    return target.spans


@pytest.mark.parametrize("where", ["before its journal is in place", "while it is applied"])
def test_a_copy_killed_inside_an_articles_commit_leaves_whole_articles_and_resume_completes_it(
    source: Path, tmp_path: Path, where: str
) -> None:
    """The copying process dies (os._exit, as in a power cut) inside the second article's
    commit: the target then holds whole articles only, and --resume completes the copy."""
    spans = _article_spans(source, tmp_path / "scratch")
    first, end = spans[1]
    crash_at = first + 1 if where == "before its journal is in place" else (first + end) // 2
    target = tmp_path / "copy"
    env = {**os.environ, "REDLINE_DATA_DIR": str(source), "REDLINE_STORE_CRASH_AT": str(crash_at)}
    killed = _migrate_process(target, env)
    assert killed.returncode == crash_points.CRASH_EXIT_CODE, killed.stdout + killed.stderr

    ours = anyio.run(fingerprint, tinydb_side(source))
    theirs = anyio.run(fingerprint, tinydb_side(target))  # reopening completes a journal
    copied = set(theirs.hashes["articles"])
    assert not theirs.unreadable
    assert 1 <= len(copied) <= 2
    for kind, records in theirs.hashes.items():
        if kind in ("personas", "preferences", "audit", "queued"):
            continue
        # Each article on the target is whole: exactly its records on the source, no fewer.
        wanted = {k: h for k, h in ours.hashes[kind].items() if _article_of(k) in copied}
        assert records == wanted, kind

    del env["REDLINE_STORE_CRASH_AT"]
    resumed = _migrate_process(target, env, "--resume")
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert "Verified: all" in resumed.stdout
    assert anyio.run(fingerprint, tinydb_side(target)).hashes == ours.hashes


def _article_of(key: str) -> str:
    """The article a record key belongs to: ids and keys start with the article's id."""
    return key.split(" ", 1)[0].split("-", 1)[0]


def _migrate_process(
    target: Path, env: dict[str, str], *extra: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", "migrate-store", "--to", str(target), *extra],
        cwd=target.parent,
        env={**env, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        check=False,
    )


# -- PostgreSQL ------------------------------------------------------------------------------


def test_a_copy_to_postgresql_and_back_serves_exactly_what_the_source_serves(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured, pg_url: str
) -> None:
    assert run_cli(monkeypatch, source, "--to", pg_url) == 0
    out = capsys.readouterr().out
    assert "Verified: all" in out and "to the PostgreSQL database" in out
    # The failed learning job is a row of the database's queue now.
    assert (
        QueueTable(settings_for(tmp_path, pg_url)).read() == QueueFiles(settings_for(source)).read()
    )
    expected = served_by(source)
    assert serve_snapshot(settings_for(tmp_path / "pg-app", pg_url)) == expected

    # And from the database (REDLINE_DATABASE_URL) into a fresh data directory.
    monkeypatch.setenv("REDLINE_DATABASE_URL", pg_url)
    back = tmp_path / "back"
    assert run_cli(monkeypatch, source, "--to", str(back)) == 0
    assert "Verified: all" in capsys.readouterr().out
    assert served_by(back) == expected
    assert_work_goes_on(settings_for(tmp_path / "pg-app", pg_url))


def test_a_copy_from_one_database_to_another_serves_the_same(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, pg_url: str, pg_server: PostgresServer
) -> None:
    assert run_cli(monkeypatch, source, "--to", pg_url) == 0
    other = pg_server.create_database("other")
    try:
        monkeypatch.setenv("REDLINE_DATABASE_URL", pg_url)
        assert run_cli(monkeypatch, source, "--to", other) == 0
        assert run_cli(monkeypatch, source, "--to", pg_url) == 1  # the source itself
        copied = serve_snapshot(settings_for(tmp_path / "other-app", other))
        assert copied == served_by(source)
    finally:
        pg_server.drop_database(other)


def test_an_article_postgresql_cannot_hold_is_named_and_the_others_are_copied(
    source: Path, monkeypatch: MonkeyPatch, capsys: Captured, pg_url: str
) -> None:
    """TinyDB kept a NUL character pasted into an article (the API refuses one now, but
    older data directories may hold it); PostgreSQL's text cannot."""
    with TestClient(app=create_app(settings_for(source), provider=FakeModel())) as client:
        made = client.post("/api/contents", json={"title": "粘贴", "body": "before after"})
        assert made.status_code == 201, made.text
    side = tinydb_side(source)
    try:
        pasted = side.store.get_content(made.json()["id"])
        nul = new_content_id()
        side.store.create_content(
            pasted.model_copy(update={"id": nul, "body": "before\u0000after"})
        )
    finally:
        side.close()
    assert run_cli(monkeypatch, source, "--to", pg_url) == 1
    out = capsys.readouterr().out
    assert f"Article {nul} was not copied: The article holds text PostgreSQL cannot store" in out
    assert f"1 article is missing on the target ({nul})" in out
    assert "Traceback" not in out
    copied = open_side(settings_for(source.parent, pg_url))
    try:
        assert len(copied.store.list_contents()) == 4  # the rich store's and the plain 粘贴
    finally:
        copied.close()


def test_a_changed_row_in_postgresql_fails_verification_naming_it(
    source: Path, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured, pg_url: str
) -> None:
    import psycopg

    assert run_cli(monkeypatch, source, "--to", pg_url) == 0
    capsys.readouterr()
    with psycopg.connect(pg_url, autocommit=True) as conn:
        row = conn.execute("SELECT id FROM revisions ORDER BY created_at LIMIT 1").fetchone()
        assert row is not None
        conn.execute(
            "UPDATE revisions SET doc = jsonb_set(doc, '{revised_body}', to_jsonb(%s::text))"
            " WHERE id = %s",
            ("改过的正文", row[0]),
        )
        conn.execute("DELETE FROM audit WHERE seq = (SELECT max(seq) FROM audit)")
    assert run_cli(monkeypatch, source, "--to", pg_url, "--verify-only") == 1
    out = capsys.readouterr().out
    assert f"1 revision differs ({row[0]})" in out
    assert "1 audit entry is missing on the target" in out


class DatabaseStopsAfter:
    """Builds a PostgreSQL target that loses its connection when its `n`-th article is
    written (the transaction of that article is then never committed)."""

    def __new__(cls, url: str, n: int) -> Repository:
        from app.store.postgres import PostgresStore

        class Stopping(PostgresStore):
            left = n

            def write_article(self, records: ArticleRecords) -> None:
                self.left -= 1
                if self.left == 0:
                    raise ConnectionError("the database went away")
                super().write_article(records)

        return Stopping(url)


def test_an_interrupted_copy_to_postgresql_is_finished_by_resume(
    source: Path, tmp_path: Path, pg_url: str
) -> None:
    lines: list[str] = []
    settings = settings_for(tmp_path / "app", pg_url)
    stopping = DatabaseStopsAfter(pg_url, 3)
    accounts = open_account_store(settings)
    interrupted = Side("db", stopping, open_comment_store(settings), QueueTable(settings), accounts)
    try:
        with pytest.raises(ConnectionError):
            anyio.run(lambda: migrate(tinydb_side(source), interrupted, say=lines.append))
    finally:
        interrupted.close()
    target = open_side(settings)
    try:
        assert len(target.store.list_contents()) == 2
        resumed = anyio.run(
            lambda: migrate(tinydb_side(source), target, resume=True, say=lines.append)
        )
        assert resumed, lines
        assert (
            anyio.run(fingerprint, target).hashes
            == anyio.run(fingerprint, tinydb_side(source)).hashes
        )
    finally:
        target.close()


# -- accounts --------------------------------------------------------------------------------


def _team(data_dir: Path) -> tuple[str, str]:
    """A data dir with two users, an API key, and an article the writer made with it: the
    writer's user id and key."""
    accounts = Accounts(TinyDBAccountStore(data_dir), lambda: datetime.now(UTC))
    accounts.add_user("王编辑", "correct horse battery", ["editor"])
    writer = accounts.add_user("Ana", "staple sunrise pencil", ["writer"])
    key = accounts.create_key(writer.id, ["read", "suggest"], label="scripts").key
    signed_in = accounts.login("Ana", "staple sunrise pencil")
    app = create_app(settings_for(data_dir), provider=FakeModel())
    with TestClient(app=app) as client:
        client.cookies.set(SESSION_COOKIE, signed_in)
        made = client.post(
            "/api/contents",
            json={"title": "早班车", "body": "六点发车。"},
            headers={"Origin": str(client.base_url).rstrip("/")},
        )
        assert made.status_code == 201, made.text
        assert made.json()["owner_id"] == writer.id
    return writer.id, key


@pytest.mark.parametrize("to", ["directory", "postgresql"])
def test_users_and_api_keys_are_copied_and_still_sign_in_on_the_target(
    to: str, tmp_path: Path, monkeypatch: MonkeyPatch, capsys: Captured, request: Any
) -> None:
    source = tmp_path / "source"
    writer_id, key = _team(source)
    url = request.getfixturevalue("pg_url") if to == "postgresql" else None
    assert run_cli(monkeypatch, source, "--to", url or str(tmp_path / "copy")) == 0
    out = capsys.readouterr().out
    assert "Copying 1 article, 1 persona and 2 users" in out
    counts = {line[:32].strip(): line[32:].split() for line in out.splitlines()}
    assert counts["users"] == ["2", "2"] and counts["API keys"] == ["1", "1"]

    target = settings_for(tmp_path / "copy", url)
    with TestClient(app=create_app(target, provider=FakeModel())) as client:
        me = client.get("/api/account", headers={"Authorization": f"Bearer {key}"})
        assert (me.status_code, me.json()["user_id"]) == (200, writer_id), me.text
        mine = client.get("/api/contents", headers={"Authorization": f"Bearer {key}"})
        assert [c["title"] for c in mine.json()] == ["早班车"]
        assert client.get("/api/contents").status_code == 401  # accounts are in use there
    accounts = Accounts(open_account_store(target), lambda: datetime.now(UTC))
    try:
        assert accounts.login("王编辑", "correct horse battery")
    finally:
        accounts.close()
