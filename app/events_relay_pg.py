"""Live article events across app instances on one PostgreSQL database: LISTEN/NOTIFY.

Each instance sends its `ArticleChanged` events with `pg_notify` on the `redline_article`
channel, from a connection of its own, in the order they were published (a queue drained by
one task, so the publisher never waits for the database), and listens on the channel on a
second connection. Both reconnect with growing pauses when the database goes away; what is
published meanwhile is dropped after a while (events are hints: a tab re-reads the article
at its next event or reconnect). The server sends a notification to every listening
session, this instance's included: the origin in each message makes an instance skip its
own, which it already delivered when it published them. A writer's Stop for a reply another
instance is writing (`StopRequested`) travels the same way.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import psycopg

from app.events import EventBus
from app.events_relay import Relayed, decode, encode, new_origin

log = logging.getLogger(__name__)

CHANNEL = "redline_article"
CONNECT_TIMEOUT = 10
RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0, 5.0)  # pauses before reconnecting, the last repeated
OUTBOX = 10_000  # events waiting for a connection; older ones are dropped past this
STOP_WAIT = 1.0  # seconds shutdown waits for the outbox to be sent


class PostgresRelay:
    """LISTEN/NOTIFY on the database, on two connections of this instance's own."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.origin = new_origin()
        self._bus: EventBus | None = None
        self._outbox: asyncio.Queue[str] | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._starts = 0
        # Set once LISTEN is in place (tests and start-up wait for it; see `listening`).
        self.listening = asyncio.Event()

    def attach(self, bus: EventBus) -> None:
        self._bus = bus
        bus.relay_to(self.send)

    def send(self, event: object) -> None:
        if not isinstance(event, Relayed) or self._outbox is None:
            return
        if self._outbox.full():
            self._outbox.get_nowait()  # the oldest goes: a tab needs the newest most
            self._outbox.task_done()
        self._outbox.put_nowait(encode(self.origin, event))

    async def start(self) -> None:
        """Start listening and sending; waits (a few seconds at most) for LISTEN to be in
        place, so a change made right after start-up is heard by the other instances' tabs
        that were already open, and this instance hears theirs."""
        self._starts += 1
        if self._tasks:
            return  # the same app started again while running (a nested test client)
        self._outbox = asyncio.Queue(OUTBOX)
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._listen()), loop.create_task(self._send())]
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.listening.wait(), CONNECT_TIMEOUT)

    async def stop(self, wait: float = STOP_WAIT) -> None:
        """Send what is still in the outbox (`wait` seconds at most), then close the
        connections."""
        self._starts -= 1
        if self._starts > 0:
            return  # stopped by a nested start: the app still runs
        self._starts = 0
        if self._outbox is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._outbox.join(), wait)
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []
        self._outbox = None
        self.listening.clear()

    async def _connect(self) -> psycopg.AsyncConnection[Any]:
        return await psycopg.AsyncConnection.connect(
            self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT
        )

    async def _listen(self) -> None:
        failures = 0
        while True:
            try:
                async with await self._connect() as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.listening.set()
                    if failures:
                        log.info("hearing other instances' article events again")
                    failures = 0
                    async for notice in conn.notifies():
                        self._hear(notice.payload)
            except Exception as error:
                self.listening.clear()
                await self._pause("not hearing other instances' article events", error, failures)
                failures += 1

    async def _pause(self, what: str, error: Exception, failures: int) -> None:
        """Log a lost connection once per try, then wait longer each time before the next."""
        delay = RETRY_DELAYS[min(failures, len(RETRY_DELAYS) - 1)]
        first_line = (str(error).strip().splitlines() or [type(error).__name__])[0]
        log.warning("%s (%s); retrying in %.1f s", what, first_line, delay)
        await asyncio.sleep(delay)

    def _hear(self, payload: str) -> None:
        heard = decode(payload)
        if heard is None:
            log.debug("skipped a malformed article event notification")
            return
        origin, change = heard
        if origin != self.origin and self._bus is not None:
            self._bus.deliver(change)

    async def _send(self) -> None:
        assert self._outbox is not None
        outbox = self._outbox
        unsent: str | None = None  # taken from the outbox, not yet sent: kept across reconnects
        failures = 0
        while True:
            try:
                async with await self._connect() as conn:
                    failures = 0
                    while True:
                        if unsent is None:
                            unsent = await outbox.get()
                        await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, unsent))
                        unsent = None
                        outbox.task_done()
            except Exception as error:
                await self._pause(
                    "could not send article events to other instances", error, failures
                )
                failures += 1
