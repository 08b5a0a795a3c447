"""Stop sent to one instance for a reply another instance writes, when that instance takes
longer than Stop's bound to save the stopped reply (a busy machine: it failed
test_stop_across under load). Stop answered "No reply is being written … the server that was
writing it is no longer running" while that server was alive and stopping it. Now Stop waits
on while a process still serving names the message in its ledger of begun turns."""

import asyncio
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest

from app.domain.models import LLMCall
from app.editing import remote_stop
from app.editing.answers import Answers, Turn
from app.editing.orphans import TurnLedger
from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import FakeModel, HeldModel
from app.testing.live_server import LiveServer

BODY = "Alpha one.\n\n第二段在这里。"


class Slow:
    """The writing instance saves its stopped reply only once the other instance's Stop has
    passed its bound and asked whether anybody is still writing the reply."""

    def __init__(self) -> None:
        self.asked = threading.Event()


@pytest.fixture
def slow(monkeypatch: pytest.MonkeyPatch) -> Slow:
    state = Slow()
    monkeypatch.setattr(remote_stop, "STOP_WAIT", 0.05)
    save_stopped = Answers.save_stopped
    names_live = getattr(TurnLedger, "names_live", None)

    async def slow_save(self: Answers, turn: Turn, call: LLMCall, **options: bool) -> None:
        await asyncio.to_thread(state.asked.wait, 15)
        await save_stopped(self, turn, call, **options)

    def asked(self: TurnLedger, message_id: str) -> bool:
        state.asked.set()
        return names_live is not None and names_live(self, message_id)

    monkeypatch.setattr(Answers, "save_stopped", slow_save)
    monkeypatch.setattr(TurnLedger, "names_live", asked, raising=False)
    return state


@contextmanager
def two_instances(settings: Settings) -> Iterator[tuple[httpx.Client, httpx.Client]]:
    """A client of the instance that writes the reply (its model held after three deltas)
    and one of another instance on the same data."""
    model = HeldModel(["T\n\n", "Alpha", " one,"], " changed.\n\n第二段在这里。")
    try:
        with (
            LiveServer(create_app(settings, provider=model)) as first,
            LiveServer(create_app(settings, provider=FakeModel())) as second,
            httpx.Client(base_url=first.url, timeout=60) as writing,
            httpx.Client(base_url=second.url, timeout=60) as other,
        ):
            yield writing, other
    finally:
        model.release.set()


@pytest.fixture
def pair(settings: Settings, slow: Slow) -> Iterator[tuple[httpx.Client, httpx.Client]]:
    with two_instances(settings) as clients:
        yield clients


def test_a_slow_remote_stop_still_says_stopped(pair: tuple[httpx.Client, httpx.Client]) -> None:
    writing, other = pair
    made = writing.post("/api/contents", json={"title": "T", "body": BODY})
    content_id = made.json()["id"]
    seen: list[str] = []
    answer: dict = {}
    ask = {"content_id": content_id, "message": "改第一段"}
    with writing.stream("POST", "/api/chat/send?stream=true", json=ask) as response:
        for name, data in sse.events(response.iter_lines()):
            seen.append(name)
            if name == "user_message":
                user_id = data["id"]
            if seen.count("delta") == 3:
                stopped = other.post(f"/api/chat/messages/{user_id}/stop", json={})
                assert stopped.status_code == 200, stopped.text
                answer = stopped.json()
    assert answer["stopped"] is True, answer
    assert answer["detail"] == "Stopped."
    assert "revision" not in seen and "done" not in seen
    for client in (writing, other):
        reply = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
        assert (reply["role"], reply["status"]) == ("assistant", "stopped")
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def test_a_reply_saved_while_stop_asks_who_writes_it_is_stopped(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The writing instance saves the stopped reply and empties its ledger just as the other
    instance asks whether anybody still writes it (the ledger then names nobody): Stop looks
    at the store once more rather than saying nobody was writing it (the CI run of session 31
    failed the test above this way)."""
    monkeypatch.setattr(remote_stop, "STOP_WAIT", 0.05)
    asked = threading.Event()
    saved = threading.Event()
    save_stopped = Answers.save_stopped

    async def save_once_asked(self: Answers, turn: Turn, call: LLMCall, **options: bool) -> None:
        await asyncio.to_thread(asked.wait, 15)
        await save_stopped(self, turn, call, **options)
        saved.set()

    def names_nobody_once_saved(self: TurnLedger, message_id: str) -> bool:
        asked.set()
        saved.wait(15)
        return False  # the writing instance has emptied its ledger

    monkeypatch.setattr(Answers, "save_stopped", save_once_asked)
    monkeypatch.setattr(TurnLedger, "names_live", names_nobody_once_saved)
    with two_instances(settings) as (writing, other):
        content_id = writing.post("/api/contents", json={"title": "T", "body": BODY}).json()["id"]
        answer: dict = {}
        ask = {"content_id": content_id, "message": "改第一段"}
        with writing.stream("POST", "/api/chat/send?stream=true", json=ask) as response:
            deltas = 0
            for name, data in sse.events(response.iter_lines()):
                if name == "user_message":
                    user_id = data["id"]
                deltas += name == "delta"
                if deltas == 3 and not answer:
                    answer = other.post(f"/api/chat/messages/{user_id}/stop", json={}).json()
        assert saved.is_set()
        assert answer == {"message_id": user_id, "stopped": True, "detail": "Stopped."}
