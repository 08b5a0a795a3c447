"""The PostgreSQL store's own promises: racing app instances, unique versions, write-once
records, migrations at start-up, and honest sentences when the database fails."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import threading
import time
from collections.abc import Iterator
from typing import Any

import anyio.to_thread
import psycopg
import pytest

from app.domain.errors import Conflict, StorageFailed
from app.domain.models import LLMCall
from app.store import schema
from app.store.pg_messages import Conversations
from app.store.postgres import PostgresStore
from app.testing.pgserver import free_port
from tests.unit.test_store import (
    CID,
    T0,
    make_content,
    make_message,
    make_revision,
)


@pytest.fixture
def stores(pg_url: str) -> Iterator[list[PostgresStore]]:
    """Two stores on one database, each with its own pools: two app instances."""
    opened = [PostgresStore(pg_url, pool_size=6, lock_connections=10) for _ in range(2)]
    opened[0].create_content(make_content())
    yield opened
    for store in opened:
        store.close()


def race(stores: list[PostgresStore], *, locked: bool, threads: int = 16, turns: int = 3) -> int:
    """Threads (each its own event loop) committing new versions of one article through both
    instances; a turn refused as stale reads the next number again. Returns the refusals."""
    refusals: list[str] = []
    start = threading.Barrier(threads)

    def worker(t: int) -> None:
        store = stores[t % 2]

        async def run() -> None:
            for i in range(turns):
                while True:
                    guard = store.lock(CID) if locked else contextlib.nullcontext()
                    async with guard:
                        version = await anyio.to_thread.run_sync(store.next_version, CID)
                        commit = functools.partial(
                            store.commit,
                            CID,
                            messages=[make_message(CID, t * 100 + i)],
                            revision=make_revision(CID, version, rid=f"{CID}-r{t:02d}x{i}"),
                            content=make_content(version=version, body=f"body {version}"),
                        )
                        try:
                            await anyio.to_thread.run_sync(commit)
                            break
                        except Conflict as refused:
                            refusals.append(str(refused))

        start.wait()
        asyncio.run(run())

    workers = [threading.Thread(target=worker, args=(t,)) for t in range(threads)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    total = threads * turns
    for reader in stores:
        revisions = reader.list_revisions(CID)
        assert [r.version for r in revisions] == list(range(2, total + 2))
        assert len({r.id for r in revisions}) == total
        assert reader.get_content(CID).version == total + 1
        assert reader.next_version(CID) == total + 2
        assert len(reader.list_messages(CID)) == total
        assert [v.body for v in reader.list_versions(CID)][1:] == [
            r.revised_body for r in revisions
        ]
    assert all("the edit was based on a stale version" in r for r in refusals)
    return len(refusals)


def test_sixteen_clients_on_two_instances_under_the_lock_never_collide(
    stores: list[PostgresStore],
) -> None:
    assert race(stores, locked=True) == 0


def test_sixteen_clients_racing_without_the_lock_still_get_unique_contiguous_versions(
    stores: list[PostgresStore],
) -> None:
    race(stores, locked=False)  # losers are refused as stale and try the next number


def test_a_version_taken_behind_the_stores_back_is_a_conflict_and_saves_nothing(
    stores: list[PostgresStore], pg_url: str
) -> None:
    """A buggy racer wrote V2's revision without its version text or header: the unique key
    refuses the second V2 with a sentence, and the whole commit is rolled back."""
    store = stores[0]
    stray = make_revision(CID, 2, rid=f"{CID}-rstray")
    with psycopg.connect(pg_url) as conn:
        conn.execute(
            "INSERT INTO revisions (id, content_id, version, created_at, doc)"
            " VALUES (%s, %s, 2, %s, '{}')",
            (stray.id, CID, T0),
        )
    with pytest.raises(Conflict, match="Version 2 of content 'cabc' already exists; the edit"):
        store.commit(
            CID,
            messages=[make_message(CID, 0)],
            revision=make_revision(CID, 2),
            content=make_content(version=2),
        )
    assert store.get_content(CID).version == 1
    assert store.list_messages(CID) == []
    assert [v.version for v in store.list_versions(CID)] == [1]


def test_heavy_records_are_written_once(stores: list[PostgresStore], pg_url: str) -> None:
    store = stores[0]
    reply = make_message(CID, 0, role="assistant")
    call = LLMCall(
        id="k", message_id=reply.id, content_id=CID, model="m", messages=[], created_at=T0
    )
    revision = make_revision(CID, 2)

    def row_versions() -> list[tuple[str, ...]]:
        with psycopg.connect(pg_url) as conn:
            return [
                tuple(row)
                for row in conn.execute(
                    "SELECT (SELECT xmin::text FROM revisions), (SELECT xmin::text FROM versions"
                    " WHERE version = 2), (SELECT xmin::text FROM llm_calls)"
                )
            ]

    store.commit(CID, messages=[reply], revision=revision, llm_call=call)
    before = row_versions()
    store.commit(CID, messages=[reply], revision=revision, llm_call=call)  # a retried commit
    assert row_versions() == before  # the same row versions: nothing was updated
    assert store.get_revision(revision.id) == revision and store.get_llm_call(reply.id) == call


def test_reopening_applies_no_migration_and_instances_starting_together_both_come_up(
    pg_url: str,
) -> None:
    start = threading.Barrier(2)
    opened: list[PostgresStore] = []

    def instance() -> None:
        start.wait()
        opened.append(PostgresStore(pg_url, pool_size=2))

    threads = [threading.Thread(target=instance) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        names = [m.name for m in schema.migrations()]
        assert sorted(s.migrations_applied for s in opened) == [[], names]
        opened[0].create_content(make_content())
        assert opened[1].get_content(CID).title == "标题"
        again = PostgresStore(pg_url, pool_size=1)
        opened.append(again)
        assert again.migrations_applied == []
        assert again.list_contents()[0].id == CID
    finally:
        for store in opened:
            store.close()


def test_an_unreachable_database_is_a_sentence_without_the_password() -> None:
    url = f"postgresql://redline:s3cret@127.0.0.1:{free_port()}/newsroom"
    with pytest.raises(StorageFailed, match="The database newsroom on 127.0.0.1:") as failure:
        PostgresStore(url, connect_timeout=5)
    assert "could not be reached" in str(failure.value)
    assert "s3cret" not in str(failure.value)


def test_connections_that_died_idle_are_replaced_without_failing_a_request(
    pg_url: str,
) -> None:
    """A server restart (here: every session of the database killed) costs no request."""
    store = PostgresStore(pg_url, pool_size=2)
    try:
        store.create_content(make_content())
        with psycopg.connect(pg_url, autocommit=True) as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        store.commit(CID, revision=make_revision(CID, 2), content=make_content(version=2))
        assert store.get_content(CID).version == 2
    finally:
        store.close()


def test_a_connection_lost_inside_a_commit_saves_nothing_says_so_and_the_next_works(
    pg_url: str,
) -> None:
    store = PostgresStore(pg_url, pool_size=2)
    failures: list[StorageFailed] = []

    def reply() -> None:
        try:
            store.commit(
                CID,
                messages=[make_message(CID, 0, role="assistant")],
                revision=make_revision(CID, 2),
                content=make_content(version=2),
            )
        except StorageFailed as failure:
            failures.append(failure)

    try:
        store.create_content(make_content())
        with psycopg.connect(pg_url, autocommit=True) as admin:
            with admin.transaction():  # holds the article's row: the commit waits inside
                admin.execute("SELECT 1 FROM contents WHERE id = %s FOR UPDATE", (CID,))
                writer = threading.Thread(target=reply)
                writer.start()
                waiting: list[tuple[Any, ...]] = []
                for _ in range(3000):  # until the commit waits on the row (or 30 s)
                    waiting = admin.execute(
                        "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                        " AND wait_event_type = 'Lock'"
                    ).fetchall()
                    if waiting:
                        break
                    time.sleep(0.01)
                assert len(waiting) == 1, "the commit never reached the database"
                admin.execute("SELECT pg_terminate_backend(%s)", (waiting[0][0],))
            writer.join()
        (failure,) = failures
        assert str(failure).startswith("The database could not be written (")
        assert str(failure).endswith(": your message was saved, but the reply could not be.")
        assert not failure.saved
        assert store.get_content(CID).version == 1 and store.list_messages(CID) == []
        store.commit(CID, revision=make_revision(CID, 2), content=make_content(version=2))
        assert store.get_content(CID).version == 2
    finally:
        store.close()


def advisory_locks(url: str, *, granted: bool) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted = %s"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
            (granted,),
        ).fetchone()
    return int(row[0]) if row else 0


def test_a_cancelled_wait_for_the_lock_releases_it_and_its_connection(
    stores: list[PostgresStore], pg_url: str
) -> None:
    first, second = stores

    async def enter(store: PostgresStore) -> None:
        async with store.lock(CID):
            pass

    async def main() -> None:
        async with first.lock(CID):
            waiter = asyncio.create_task(enter(second))
            async with asyncio.timeout(30):  # a bound on waiting for the condition only
                while (
                    await anyio.to_thread.run_sync(
                        functools.partial(advisory_locks, pg_url, granted=False)
                    )
                    != 1
                ):
                    await asyncio.sleep(0.01)
            waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
        assert advisory_locks(pg_url, granted=True) == 0  # the waiter got it, then let go
        async with asyncio.timeout(30), second.lock(CID):
            assert advisory_locks(pg_url, granted=True) == 1

    asyncio.run(main())


def test_a_conversation_read_by_one_instance_follows_the_others_updates(
    stores: list[PostgresStore],
) -> None:
    first, second = stores
    first.commit(CID, messages=[make_message(CID, n, status="pending") for n in range(5)])
    assert [m.status for m in second.list_messages(CID)] == ["pending"] * 5  # now kept parsed
    first.commit(
        CID, messages=[make_message(CID, 2, content="改好了"), make_message(CID, 5, "新的")]
    )
    messages = second.list_messages(CID)
    assert [m.id for m in messages] == [f"{CID}-m{n:04d}" for n in range(6)]
    assert (messages[2].content, messages[2].status) == ("改好了", "ok")
    assert messages[5].content == "新的"
    assert second.list_messages(CID) == messages == first.list_messages(CID)


def test_merging_keeps_the_newest_write_of_each_message_whatever_order_readers_bring() -> None:
    conversations = Conversations()
    one, two, three = (make_message(CID, n).model_dump(mode="json") for n in range(3))
    edited = {**two, "content": "改好了"}
    conversations.merge(CID, [(1, one), (2, two), (3, three)])
    assert conversations.written(CID) == 3
    assert conversations.merge(CID, [(7, edited)])[1].content == "改好了"
    # A reader whose snapshot was older brings the earlier write: it changes nothing.
    merged = conversations.merge(CID, [(2, two), (3, three)])
    assert [m.content for m in merged] == ["suggestion 0", "改好了", "suggestion 2"]
    assert conversations.written(CID) == 7
    assert conversations.written("cother") == 0
