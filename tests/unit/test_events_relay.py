"""Article events across processes through the data dir's event log (app/events_relay.py).

Most tests put two relays on one directory in this process: each relay is one "process" (its
own origin and descriptors), and calling `poll()` by hand makes delivery deterministic. One
test uses real child processes, since that is what the log is for: lines appended by other
processes, one of them killed while appending.
"""

import asyncio
import multiprocessing
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from app.events import ArticleChanged, EventBus, RevisionSaved
from app.events_relay import FileRelay, decode, encode


class Process:
    """A bus and its relay, as one worker process would have them."""

    def __init__(self, directory: Path, **options: int) -> None:
        self.bus = EventBus()
        self.heard: list[ArticleChanged] = []
        self.bus.subscribe(ArticleChanged, self.heard.append)
        self.relay = FileRelay(directory, **options)
        self.relay.attach(self.bus)
        self.relay._follow_from_end()

    def close(self) -> None:
        for tail in self.relay._tails:
            os.close(tail.fd)
        self.relay._close_writer()


@pytest.fixture
def processes(tmp_path: Path):
    made: list[Process] = []

    def make(**options: int) -> Process:
        made.append(Process(tmp_path / "events", **options))
        return made[-1]

    yield make
    for process in made:
        process.close()


def change(n: int, content_id: str = "c1") -> ArticleChanged:
    return ArticleChanged(content_id, n, "turn" if n % 2 else "manual", f"m{n}")


def test_an_event_published_in_one_process_is_heard_once_in_the_other(processes) -> None:
    a, b = processes(), processes()
    a.bus.publish(change(2))
    b.relay.poll()
    a.relay.poll()
    assert b.heard == [change(2)]
    assert a.heard == [change(2)]  # its own, once: delivered locally, skipped in the log
    b.relay.poll()
    assert b.heard == [change(2)]  # read once


def test_chinese_ids_and_every_kind_survive_the_trip(processes) -> None:
    a, b = processes(), processes()
    sent = [
        ArticleChanged("文章", 3, kind, None if kind == "head" else "消息")
        for kind in ("turn", "message", "manual", "restore", "reject", "head", "current")
    ]
    for event in sent:
        a.bus.publish(event)
    b.relay.poll()
    assert b.heard == sent


def test_only_article_events_travel(processes, tmp_path) -> None:
    a, b = processes(), processes()
    heard: list[object] = []
    b.bus.subscribe(RevisionSaved, heard.append)
    a.bus.publish(object())
    a.bus.publish(change(1))
    b.relay.poll()
    assert heard == [] and b.heard == [change(1)]


def test_a_process_started_later_hears_only_what_comes_after(processes) -> None:
    a = processes()
    a.bus.publish(change(1))
    late = processes()
    a.bus.publish(change(2))
    late.relay.poll()
    assert late.heard == [change(2)]


def test_the_log_rotates_and_stays_bounded_without_losing_or_repeating(processes, tmp_path):
    a, b = processes(segment_bytes=600), processes(segment_bytes=600)
    listener = processes(segment_bytes=600)
    sent: list[ArticleChanged] = []
    for n in range(300):
        writer = a if n % 3 else b  # both writers cross segment boundaries
        event = change(n, f"c{n % 7}")
        writer.bus.publish(event)
        sent.append(event)
        if n % 11 == 0:
            listener.relay.poll()
        segments = list((tmp_path / "events").glob("*.log"))
        assert len(segments) <= 3
    listener.relay.poll()
    assert listener.heard == sent
    generations = sorted(int(p.stem) for p in (tmp_path / "events").glob("*.log"))
    assert generations[-1] > 10  # it did rotate, many times


def test_a_listener_that_fell_generations_behind_skips_ahead(processes) -> None:
    a, slow = processes(segment_bytes=300), processes(segment_bytes=300)
    for n in range(100):
        a.bus.publish(change(n))  # the listener's segments are deleted meanwhile
    slow.relay.poll()
    a.bus.publish(change(1000))
    slow.relay.poll()
    assert slow.heard[-1] == change(1000)
    assert len(slow.heard) == len(set(map(repr, slow.heard)))  # nothing twice


def test_malformed_lines_are_skipped(processes, tmp_path) -> None:
    a, b = processes(), processes()
    [segment] = (tmp_path / "events").glob("*.log")
    with segment.open("ab") as log:
        log.write(b"not json\n{}\n")
        log.write(encode("someone", change(1)).replace('"turn"', '"exploded"').encode() + b"\n")
    a.bus.publish(change(4))
    b.relay.poll()
    assert b.heard == [change(4)]


def test_decode_refuses_what_is_not_an_event() -> None:
    assert decode(encode("p1", change(3))) == ("p1", change(3))
    for bad in (
        "[]",
        '{"from": 1}',
        "null",
        "\xff",
        '{"from":"p","content_id":"c","version":"2","kind":"turn","head_id":null}',
    ):
        assert decode(bad) is None


def _publisher(directory: str, count: int, label: str) -> None:
    """A child process: publish `count` article events, each version numbered."""
    relay = FileRelay(Path(directory))
    bus = EventBus()
    relay.attach(bus)
    for n in range(count):
        bus.publish(ArticleChanged(label, n, "turn", None))


def _publish_until_killed(directory: str, ready: Any) -> None:
    relay = FileRelay(Path(directory))
    bus = EventBus()
    relay.attach(bus)
    n = 0
    while True:
        bus.publish(ArticleChanged("doomed", n, "turn", None))
        n += 1
        if n == 50:
            ready.set()
        time.sleep(0.001)  # killed at some point while it keeps appending


def test_real_processes_are_heard_whole_even_with_one_killed_while_appending(processes, tmp_path):
    listener = processes()
    spawn = multiprocessing.get_context("spawn")
    ready = spawn.Event()
    doomed = spawn.Process(target=_publish_until_killed, args=(str(tmp_path / "events"), ready))
    workers = [
        spawn.Process(target=_publisher, args=(str(tmp_path / "events"), 200, f"w{i}"))
        for i in range(2)
    ]
    try:
        doomed.start()
        for worker in workers:
            worker.start()
        assert ready.wait(60), "the publisher to be killed did not start"
        os.kill(doomed.pid, signal.SIGKILL)
        doomed.join(30)
        for worker in workers:
            worker.join(60)
            assert worker.exitcode == 0
        listener.relay.poll()  # everything is on disk now that the writers are gone
    finally:
        for child in (doomed, *workers):
            if child.is_alive():
                child.kill()
                child.join()
    for label in ("w0", "w1"):
        versions = [e.version for e in listener.heard if e.content_id == label]
        assert versions == list(range(200))
    doomed_versions = [e.version for e in listener.heard if e.content_id == "doomed"]
    assert doomed_versions == list(range(len(doomed_versions)))  # whole lines, in order
    # The log still works after the kill.
    after = processes()
    after.bus.publish(change(9))
    listener.relay.poll()
    assert listener.heard[-1] == change(9)


def test_a_nested_start_and_stop_leave_the_relay_running(processes, tmp_path) -> None:
    """One app served by two test clients at once starts and stops its relay twice."""
    writer = processes()
    bus, heard = EventBus(), []
    bus.subscribe(ArticleChanged, heard.append)
    relay = FileRelay(tmp_path / "events", poll_seconds=0.01)
    relay.attach(bus)

    async def body() -> None:
        await relay.start()
        await relay.start()
        await relay.stop()  # the inner client ends: still hearing
        writer.bus.publish(change(7))
        deadline = time.monotonic() + 60
        while not heard:
            assert time.monotonic() < deadline, "the relay stopped hearing"
            await asyncio.sleep(0.01)
        await relay.stop()
        assert relay._poller is None and relay._tails == []

    asyncio.run(body())
    assert heard == [change(7)]


def test_a_relay_whose_folder_cannot_be_read_keeps_trying_and_recovers(tmp_path, caplog) -> None:
    (tmp_path / "events").write_text("not a folder")  # the log cannot be opened
    bus, heard = EventBus(), []
    bus.subscribe(ArticleChanged, heard.append)
    relay = FileRelay(tmp_path / "events", poll_seconds=0.01)
    relay.attach(bus)

    async def body() -> None:
        await relay.start()
        deadline = time.monotonic() + 60
        while not any("could not read" in r.getMessage() for r in caplog.records):
            assert time.monotonic() < deadline, "the failure was not reported"
            await asyncio.sleep(0.01)
        (tmp_path / "events").unlink()  # the folder is back (as after a remount)
        while not relay._tails:
            assert time.monotonic() < deadline, "the relay did not follow the log again"
            await asyncio.sleep(0.01)
        writer = Process(tmp_path / "events")
        writer.bus.publish(change(3))
        while not heard:
            assert time.monotonic() < deadline, "nothing heard after the recovery"
            await asyncio.sleep(0.01)
        writer.close()
        await relay.stop()

    asyncio.run(body())
    assert heard == [change(3)]
    failures = [r for r in caplog.records if "could not read" in r.getMessage()]
    assert len(failures) == 1  # said once, not at every poll
