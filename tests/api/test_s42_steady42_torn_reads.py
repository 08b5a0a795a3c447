"""`GET /api/chat/sessions/{id}` read the session (its head) and the messages separately, and a
TinyDB commit appends its messages before it replaces the header: a tab reading in between got
the reply with the head still on the writer's message, and its next send a false "moved on in
another tab" 409 — after a kill between the two writes, a phantom reply with no head on it.

Every test here puts a commit exactly inside the read (or the read inside the commit) with a
hook, no sleeps: the answer is one commit's state, on both stores."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.domain.models import ChatMessage
from app.domain.tree import Tree
from app.editing.articles import with_head
from app.editing.records import new_message
from app.main import create_app
from app.settings import Settings
from app.store import atomic
from app.store.base import Repository
from app.store.pg_messages import Conversations
from app.store.postgres import PostgresStore
from app.store.tinydb_store import TinyDBStore
from app.testing.crashes import commit_unanswered

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=["tinydb", "postgres"])
def kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def app_settings(kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> Settings:
    url = request.getfixturevalue("pg_url") if kind == "postgres" else None
    return Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", database_url=url, style_llm_extraction=False, _env_file=None
    )


@pytest.fixture
def other_store(app_settings: Settings) -> Iterator[Repository]:
    """The store as another process (or app instance) on the same data opens it."""
    url = app_settings.database_url
    store: Repository = PostgresStore(url) if url else TinyDBStore(app_settings.data_dir)
    with store:
        yield store


def answer(store: Repository, content_id: str, *, restate: bool = False) -> ChatMessage:
    """Commit a reply to the writer's message at the head, moving the head onto it;
    `restate`: the same commit writes the writer's message again, changed (a replacement)."""
    session = store.get_session(content_id)
    assert session is not None and session.head_id is not None
    tree = Tree.build(store.list_messages(content_id))
    asked = tree.by_id[session.head_id]
    reply = new_message(
        content_id,
        session.id,
        parent_id=asked.id,
        role="assistant",
        text="好的，已经记下。",
        version=asked.version,
        now=datetime.now(UTC),
    )
    again = [asked.model_copy(update={"content": asked.content + "（改）"})] if restate else []
    store.commit(content_id, messages=[*again, reply], session=with_head(session, tree, reply))
    return reply


def started(client: TestClient) -> str:
    """An article with a conversation (one answered turn); its id."""
    made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
    content_id = str(made.json()["id"])
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "把“第二段”改成“第三段”"}
    )
    assert sent.status_code == 200, sent.text
    return content_id


def state_of(view: dict[str, Any], asked_id: str) -> str:
    """'before' (no reply, head on the writer's message), 'after' (the reply, head on it), or
    'torn' (the reply there, the head still on the writer's message), or 'other'."""
    replies = [m["id"] for m in view["messages"] if m["parent_id"] == asked_id]
    if not replies:
        return "before" if view["head_id"] == asked_id else "other"
    if view["head_id"] == replies[0] and view["path"][-1]["id"] == replies[0]:
        return "after"
    return "torn" if view["head_id"] == asked_id else "other"


def still_sends(client: TestClient, content_id: str, view: dict[str, Any]) -> None:
    """The tab's next send, from the head it was shown, is answered (no false 409)."""
    sent = client.post(
        "/api/chat/send",
        json={
            "content_id": content_id,
            "message": "把“第一段”改成“首段”",
            "head_id": view["head_id"],
        },
    )
    assert sent.status_code == 200, sent.text


def test_a_reply_committed_while_the_session_is_read_is_never_half_shown(
    kind: str,
    app_settings: Settings,
    other_store: Repository,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The other instance commits the reply at the moment the GET starts on the messages (after
    the session, as it used to read them, was read): the answer shows the reply and its head."""
    with TestClient(app=create_app(app_settings)) as client:
        content_id = started(client)
        asked = commit_unanswered(other_store, content_id, "再短一点")
        fired: list[str] = []

        def commit_now() -> None:
            if not fired:
                fired.append(answer(other_store, content_id).id)

        # The read's step towards the messages on each store (the old read and the new).
        if kind == "tinydb":
            reading: Callable[..., Any] = TinyDBStore.list_messages

            def hooked_tinydb(store: TinyDBStore, cid: str) -> list[ChatMessage]:
                if store is not other_store:
                    commit_now()
                return reading(store, cid)

            monkeypatch.setattr(TinyDBStore, "list_messages", hooked_tinydb)
        else:
            written: Callable[..., int] = Conversations.written
            others = other_store._conversations  # type: ignore[attr-defined]

            def hooked_pg(kept: Conversations, cid: str) -> int:
                if kept is not others:
                    commit_now()
                return written(kept, cid)

            monkeypatch.setattr(Conversations, "written", hooked_pg)
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        monkeypatch.undo()
        assert fired, "the commit was not put inside the read"
        assert state_of(view, asked.id) == "after", view
        still_sends(client, content_id, view)


@pytest.mark.parametrize("restate", [False, True], ids=["new-reply", "replacing-too"])
def test_the_session_read_between_a_commits_messages_and_its_header_is_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, restate: bool
) -> None:
    """TinyDB: the header's write held back until a GET has been answered in between. A
    commit that only adds is not shown yet; one that also replaced a message is shown whole."""
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )
    with TestClient(app=create_app(settings)) as client, TinyDBStore(settings.data_dir) as other:
        content_id = started(client)
        asked = commit_unanswered(other, content_id, "再短一点")
        header = settings.data_dir / "contents" / content_id / "header.json"
        real_write = atomic.write_json_atomic
        seen: list[dict[str, Any]] = []

        def header_last(path: Path, data: Any, *args: Any, **kwargs: Any) -> Any:
            if Path(path) == header and not seen:
                # The reply's lines are in the conversation file; the header is not written.
                seen.append(client.get(f"/api/chat/sessions/{content_id}").json())
            return real_write(path, data, *args, **kwargs)

        monkeypatch.setattr(atomic, "write_json_atomic", header_last)
        answer(other, content_id, restate=restate)
        monkeypatch.undo()
        assert seen, "the header was never written"
        assert state_of(seen[0], asked.id) == ("after" if restate else "before"), seen[0]
        shown = next(m for m in seen[0]["messages"] if m["id"] == asked.id)
        assert shown["content"].endswith("（改）") == restate
        now = client.get(f"/api/chat/sessions/{content_id}").json()
        assert state_of(now, asked.id) == "after", now
        still_sends(client, content_id, now)


_KILLED_BEFORE_THE_HEADER = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from app.store import atomic
    from app.store.tinydb_store import TinyDBStore
    from tests.api.test_s42_steady42_torn_reads import answer

    data_dir, content_id = Path(sys.argv[1]), sys.argv[2]
    real = atomic.write_json_atomic
    def killed_at_the_header(path, data, *args, **kwargs):
        if Path(path).name == "header.json":
            os._exit(86)  # killed: the reply's lines written, its header never
        return real(path, data, *args, **kwargs)
    atomic.write_json_atomic = killed_at_the_header
    answer(TinyDBStore(data_dir), content_id)
    """
)


def test_a_process_killed_between_the_reply_and_the_header_leaves_no_phantom_reply(
    tmp_path: Path,
) -> None:
    """Another process dies after appending the reply, before its header: the running app
    never shows the reply without its head, and a restart completes the commit whole."""
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )
    with TestClient(app=create_app(settings)) as client:
        content_id = started(client)
        asked = commit_unanswered(TinyDBStore(settings.data_dir), content_id, "再短一点")
        died = subprocess.run(
            [sys.executable, "-c", _KILLED_BEFORE_THE_HEADER, str(settings.data_dir), content_id],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert died.returncode == 86, died.stderr
        logs = list((settings.data_dir / "contents" / content_id / "messages").glob("*.jsonl"))
        assert any("好的，已经记下。" in p.read_text(encoding="utf-8") for p in logs)
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert state_of(view, asked.id) in {"before", "after"}, view
    with TestClient(app=create_app(settings)) as restarted:
        view = restarted.get(f"/api/chat/sessions/{content_id}").json()
        assert state_of(view, asked.id) == "after", view
        still_sends(restarted, content_id, view)


def test_a_conversation_kept_newer_than_the_read_is_not_mixed_into_it(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL: while one read is inside its snapshot, another thread of the same store
    merges a later reply into the conversation it keeps; the first read still answers its own
    snapshot (the writer's message at the head, no reply), read whole rather than from the
    kept conversation, which is newer."""
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", database_url=pg_url, _env_file=None
    )
    with PostgresStore(pg_url) as store, PostgresStore(pg_url) as other:
        with TestClient(app=create_app(settings)) as client:
            content_id = started(client)
        asked = commit_unanswered(other, content_id, "再短一点")
        store.list_messages(content_id)
        merge: Callable[..., Any] = Conversations.merge
        fired: list[str] = []

        def newer_kept_first(kept: Conversations, cid: str, rows: Any, upto: Any = None) -> Any:
            if upto is not None and not fired:
                fired.append(answer(other, content_id).id)
                assert fired[0] in {m.id for m in store.list_messages(content_id)}
            return merge(kept, cid, rows, upto)

        monkeypatch.setattr(Conversations, "merge", newer_kept_first)
        state = store.read_article(content_id)
        monkeypatch.undo()
        assert fired
        assert state.session is not None and state.session.head_id == asked.id
        assert fired[0] not in {m.id for m in state.messages}
        assert asked.id in {m.id for m in state.messages}
        after = store.read_article(content_id)
        assert after.session is not None and after.session.head_id == fired[0]
