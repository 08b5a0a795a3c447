"""Article events across app instances on one PostgreSQL database (LISTEN/NOTIFY), on a real
throwaway server (app/testing/pgserver.py).

Two relays in one event loop stand for two instances (each has its own connections and
origin, exactly as two processes would); one test publishes from a real child process.
Lost connections are made by the server (`pg_terminate_backend`), not mocked. Waiting is
for what is expected to arrive, with a generous deadline.
"""

import asyncio
import multiprocessing
import time
from collections.abc import Awaitable, Callable
from typing import Any

import psycopg

from app.events import ArticleChanged, EventBus
from app.events_relay_pg import CHANNEL, PostgresRelay

DEADLINE = 180.0


class Instance:
    def __init__(self, url: str) -> None:
        self.bus = EventBus()
        self.heard: list[ArticleChanged] = []
        self.bus.subscribe(ArticleChanged, self.heard.append)
        self.relay = PostgresRelay(url)
        self.relay.attach(self.bus)


async def until(check: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not check():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.02)


def run(pg_url: str, count: int, body: Callable[..., Awaitable[None]]) -> None:
    async def main() -> None:
        instances = [Instance(pg_url) for _ in range(count)]
        try:
            for instance in instances:
                await instance.relay.start()
            await body(*instances)
        finally:
            for instance in instances:
                await instance.relay.stop()

    asyncio.run(main())


def change(n: int, content_id: str = "c1") -> ArticleChanged:
    return ArticleChanged(content_id, n, "turn", f"m{n}")


def test_an_event_on_one_instance_is_heard_once_on_the_other(pg_url: str) -> None:
    async def body(a: Instance, b: Instance) -> None:
        sent = [change(n) for n in range(2, 30)] + [ArticleChanged("文章", 3, "head", None)]
        for event in sent:
            a.bus.publish(event)
        await until(lambda: len(b.heard) >= len(sent), "b did not hear a's events")
        b.bus.publish(change(99, "c2"))
        await until(lambda: a.heard[-1:] == [change(99, "c2")], "a did not hear b's event")
        assert b.heard[: len(sent)] == sent  # in order, each once
        assert a.heard == [*sent, change(99, "c2")]  # its own once (not again from the server)

    run(pg_url, 2, body)


def _terminate(pg_url: str, query_start: str) -> int:
    """End the server sessions whose last statement starts with `query_start`."""
    with psycopg.connect(pg_url, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE %s",
            (query_start + "%",),
        ).fetchall()
    return len(rows)


def test_a_lost_listening_connection_is_replaced(pg_url: str) -> None:
    async def body(a: Instance, b: Instance) -> None:
        assert _terminate(pg_url, f"LISTEN {CHANNEL}") == 2
        # Whatever is published while b reconnects may be missed (a hint); once b is back, it
        # hears again: keep publishing probes until one arrives.
        n = 0
        while not b.heard:
            n += 1
            a.bus.publish(change(n))
            await until(lambda: b.relay.listening.is_set(), "b never listened again")
            await asyncio.sleep(0.05)
            assert n < DEADLINE / 0.05, "b never heard again"
        a.bus.publish(change(1000))
        await until(lambda: b.heard[-1:] == [change(1000)], "b stopped hearing after a reconnect")

    run(pg_url, 2, body)


def test_an_event_sent_on_a_lost_connection_is_sent_again(pg_url: str) -> None:
    async def body(a: Instance, b: Instance) -> None:
        a.bus.publish(change(1))
        await until(lambda: b.heard == [change(1)], "b did not hear the first event")
        assert _terminate(pg_url, "SELECT pg_notify") == 1  # a's sender (b sent nothing)
        for n in range(2, 6):
            a.bus.publish(change(n))
        await until(lambda: len(b.heard) >= 5, "events published after the loss were lost")
        assert b.heard == [change(n) for n in range(1, 6)]

    run(pg_url, 2, body)


def _publish_from_a_child(pg_url: str, count: int) -> None:
    async def main() -> None:
        relay = PostgresRelay(pg_url)
        bus = EventBus()
        relay.attach(bus)
        await relay.start()
        for n in range(count):
            bus.publish(ArticleChanged("从子进程", n, "manual", None))
        # Sends what is still in the outbox first: all of it here (a server stops after a
        # second; 200 notifications at load 36 took longer, and the rest were never sent).
        await relay.stop(wait=DEADLINE)

    asyncio.run(main())


def test_events_from_another_process_arrive_whole_and_in_order(pg_url: str) -> None:
    async def body(listener: Instance) -> None:
        child: Any = multiprocessing.get_context("spawn").Process(
            target=_publish_from_a_child, args=(pg_url, 200)
        )
        child.start()
        try:
            await until(lambda: len(listener.heard) >= 200, "the child's events did not arrive")
            await asyncio.to_thread(child.join, DEADLINE)
            assert child.exitcode == 0
        finally:
            if child.is_alive():
                child.kill()
                child.join()
        assert [e.version for e in listener.heard] == list(range(200))
        assert {e.content_id for e in listener.heard} == {"从子进程"}

    run(pg_url, 1, body)
