"""The model's waits and a reply's progress travel between worker processes like article
events: a tab whose events stream landed on another worker than the one writing the reply
counts the wait down and sees how far the reply has got (browser helper, session 22)."""

from __future__ import annotations

from pathlib import Path

from app.events import EventBus, ModelWaiting, ModelWriting
from app.events_relay import FileRelay, decode, encode


def _worker(directory: Path) -> tuple[EventBus, FileRelay, list[object]]:
    bus, heard = EventBus(), []
    bus.subscribe(ModelWaiting, heard.append)
    bus.subscribe(ModelWriting, heard.append)
    relay = FileRelay(directory)
    relay.attach(bus)
    relay._follow_from_end()
    return bus, relay, heard


def test_a_wait_and_progress_told_on_one_worker_are_heard_on_the_other(tmp_path: Path) -> None:
    a_bus, a_relay, _ = _worker(tmp_path)
    _, b_relay, b_heard = _worker(tmp_path)
    wait = ModelWaiting("c文章", "m1", 4.5, 2, "busy")
    writing = ModelWriting("c文章", "m1", 120, "x\n\nx")
    a_bus.publish(wait)
    a_bus.publish(writing)
    b_relay.poll()
    assert b_heard == [wait, writing]
    for relay in (a_relay, b_relay):
        relay._close_writer()


def test_a_long_replys_shape_travels_as_its_paragraphs() -> None:
    shape = "\n\n".join("\n".join(["x"] * 30) for _ in range(300))
    line = encode("p1", ModelWriting("c", "m", 99_000, shape))
    assert len(line.encode()) < 8000  # a NOTIFY payload's limit
    decoded = decode(line)
    assert decoded is not None
    _, writing = decoded
    assert isinstance(writing, ModelWriting)
    assert writing.shape.split("\n\n") == ["x"] * 300


def test_malformed_model_events_are_refused() -> None:
    for bad in (
        '{"from": "p", "waiting": {"content_id": "c", "message_id": "m"}}',
        '{"from": "p", "waiting": {"content_id": 1, "message_id": "m", "seconds": 1,'
        ' "attempt": 1, "reason": "busy"}}',
        '{"from": "p", "writing": {"content_id": "c", "message_id": "m", "characters": "9",'
        ' "shape": "x"}}',
        '{"from": "p", "writing": []}',
    ):
        assert decode(bad) is None
    wait = ModelWaiting("c", "m", 3.0, 1, "busy")
    assert decode(encode("p", wait)) == ("p", wait)
