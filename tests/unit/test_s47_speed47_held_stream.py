"""The stub model's held stream (OpenAIStub `held_until`), which the browser tests use for a
reply still being written: its first piece of content arrives, the rest only once the test sets
the event; a stub that stops lets a held stream go, so no handler is left waiting."""

from __future__ import annotations

import json
import threading
import time

import httpx

from app.testing.openai_stub import OpenAIStub

REPLY = "周末\n\n今天天气很好，我们去了公园。The park was quiet."


def _read(url: str, pieces: list[str], first: threading.Event) -> None:
    """Stream a completion, keeping each piece of content as it arrives."""
    body = {"messages": [], "stream": True}
    with httpx.stream("POST", f"{url}/chat/completions", json=body, timeout=20) as response:
        for line in response.iter_lines():
            if not line.startswith("data: {"):
                continue
            delta = json.loads(line[6:])["choices"][0]["delta"]
            if delta.get("content"):
                pieces.append(delta["content"])
                first.set()


def test_a_held_stream_sends_its_first_piece_then_waits_for_the_event() -> None:
    written = threading.Event()
    pieces: list[str] = []
    first = threading.Event()
    with OpenAIStub() as stub:
        stub.enqueue(REPLY, held_until=written)
        reader = threading.Thread(target=_read, args=(stub.url, pieces, first), daemon=True)
        reader.start()
        assert first.wait(10)
        time.sleep(0.3)  # time enough for the rest, were it not held
        assert pieces == [REPLY[:8]]
        assert reader.is_alive()
        written.set()
        reader.join(10)
    assert not reader.is_alive()
    assert "".join(pieces) == REPLY


def test_a_held_stream_is_let_go_when_the_stub_stops() -> None:
    pieces: list[str] = []
    first = threading.Event()
    stub = OpenAIStub().start()
    stub.enqueue(REPLY, held_until=threading.Event())  # never set
    reader = threading.Thread(target=_read, args=(stub.url, pieces, first), daemon=True)
    reader.start()
    assert first.wait(10)
    started = time.monotonic()
    stub.stop()
    reader.join(10)
    assert not reader.is_alive()
    assert time.monotonic() - started < 5
