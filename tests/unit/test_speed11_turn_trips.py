"""A turn's trips to worker threads (session 11, for speed): the persona's preferences are read
where the turn runs when the store answers from memory; a store call a cancelled task made is
waited for before the cancellation goes on (it may be committing under the article's lock);
the style rules read a text once however often it is said."""

from __future__ import annotations

import asyncio
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from app.domain.models import Persona, StyleAssertion
from app.editing.articles import Articles
from app.events import EventBus
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.style import learner

NOW = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)


def _articles(tmp_path: Path) -> Articles:
    store = TinyDBStore(tmp_path)
    settings = Settings(data_dir=tmp_path, _env_file=None)  # type: ignore[call-arg]
    return Articles(store, settings, lambda: NOW, EventBus())


def _persona_with_a_preference(store: TinyDBStore) -> str:
    store.save_persona(Persona(id="p0123456789a", name="Me", created_at=NOW, updated_at=NOW))
    preference = StyleAssertion(
        id="p0123456789a-a0123456789a",
        persona_id="p0123456789a",
        dimension="sentence_length",
        value="short",
        statement="Prefers short sentences.",
        confidence=0.9,
        created_at=NOW,
        updated_at=NOW,
    )
    store.save_assertions("p0123456789a", [preference], [])
    return "p0123456789a"


def test_a_turn_reads_its_persona_from_a_tinydb_store_without_a_thread(tmp_path: Path) -> None:
    articles = _articles(tmp_path)
    persona_id = _persona_with_a_preference(articles.store)  # type: ignore[arg-type]
    trips: list[Any] = []

    async def no_trip(fn: Any, *args: Any, **kwargs: Any) -> Any:
        trips.append(fn)
        return fn(*args, **kwargs)

    articles.io = no_trip  # type: ignore[method-assign]
    lines, applied = asyncio.run(articles.style_lines(persona_id))
    assert applied == ["Prefers short sentences."]
    assert lines and trips == []

    # A store whose reads may wait on the network (PostgreSQL) is still read in a thread.
    del articles.io
    articles.store.persona_reads_at_once = False
    threads: list[str] = []
    read = articles.store.list_assertions

    def list_assertions(persona: str) -> list[StyleAssertion]:
        threads.append(threading.current_thread().name)
        return read(persona)

    articles.store.list_assertions = list_assertions  # type: ignore[method-assign]
    _lines, applied = asyncio.run(articles.style_lines(persona_id))
    assert applied == ["Prefers short sentences."]
    assert threads and threads[0] != threading.current_thread().name


def test_a_cancelled_task_waits_for_its_store_call_to_finish(tmp_path: Path) -> None:
    """Stop (or any cancellation) landing during a commit must not let the article's lock go
    while the commit is still being written in its thread."""
    articles = _articles(tmp_path)
    started, release, finished = threading.Event(), threading.Event(), threading.Event()

    def commit() -> str:
        started.set()
        release.wait(30)
        finished.set()
        return "written"

    def fails() -> None:
        raise KeyError("gone")

    async def main() -> None:
        assert await articles.io(lambda a, b=0: a + b, 2, b=3) == 5
        with pytest.raises(KeyError):
            await articles.io(fails)
        task = asyncio.create_task(articles.io(commit))
        while not started.is_set():
            await asyncio.sleep(0.001)
        task.cancel()
        for _ in range(20):  # the loop turns many times: the task stays on its call
            await asyncio.sleep(0)
        assert not task.done()
        release.set()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert finished.is_set()

    asyncio.run(main())


def test_the_style_rules_read_a_text_said_again_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real = learner.offline_observations

    def counted(text: str) -> Any:
        calls.append(text)
        return real(text)

    monkeypatch.setattr(learner, "offline_observations", counted)
    text = "Shorter sentences from now on, please — session 11's trips test."
    first = learner.heard([text], revision_id="r1", message_id="m1", versions="V1→V2")
    again = learner.heard([text], revision_id="r2", message_id="m2", versions="V2→V3")
    assert calls == [text]
    assert first and [o.dimension for o in first] == [o.dimension for o in again]
    # Each answer is marked with where it was said, the remembered reading left as it was.
    assert {o.revision_id for o in first} == {"r1"} and {o.revision_id for o in again} == {"r2"}


def test_a_commit_cut_short_under_the_lock_is_completed_by_the_next_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Commits made under an article's lock skip looking for an unfinished commit (the lock
    found none) — unless one of them failed after its commit point: the next completes it."""
    from app.domain.errors import StorageFailed
    from app.domain.models import ChatMessage, ChatSession, Content
    from app.store import atomic

    store = TinyDBStore(tmp_path)
    cid = "c0123456789a"
    store.create_content(Content(id=cid, title="T", body="B", created_at=NOW, updated_at=NOW))

    def message(n: int) -> ChatMessage:
        return ChatMessage(
            id=f"{cid}-m{n:011d}",
            session_id=f"{cid}-session",
            parent_id=None if n == 0 else f"{cid}-m{n - 1:011d}",
            role="user",
            content=f"suggestion {n}",
            version=1,
            created_at=NOW,
        )

    def session(head: int) -> ChatSession:
        return ChatSession(
            id=f"{cid}-session",
            content_id=cid,
            head_id=message(head).id,
            created_at=NOW,
            updated_at=NOW,
        )

    real_append = atomic.append_lines

    def refused(path: Path, payload: bytes) -> None:
        raise OSError(28, "No space left on device")

    async def main() -> None:
        async with store.lock(cid):
            store.commit(cid, messages=[message(0)], session=session(0))
            monkeypatch.setattr(atomic, "append_lines", refused)
            with pytest.raises(StorageFailed) as failure:
                store.commit(cid, messages=[message(1)], session=session(1))
            assert failure.value.saved  # its journal is the commit point
            monkeypatch.setattr(atomic, "append_lines", real_append)
            store.commit(cid, messages=[message(2)], session=session(2))

    asyncio.run(main())
    assert [m.id for m in store.list_messages(cid)] == [message(n).id for n in range(3)]
    reopened = TinyDBStore(tmp_path)
    assert [m.id for m in reopened.list_messages(cid)] == [message(n).id for n in range(3)]
    assert reopened.get_session(cid).head_id == message(2).id  # type: ignore[union-attr]
