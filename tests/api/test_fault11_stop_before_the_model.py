"""Stop pressed while a turn reads the persona's style, before the model is asked.

The last clean-clone CI of session 10 failed on it: the read is the turn's first wait after
the writer's message is saved, and a Stop that landed there cancelled the turn outside the
part that saves the stopped reply. The writer's message was left with no reply at all, the
waiting plain request answered 500 "Something went wrong on our side", and a second Stop
waited five seconds for a reply nobody was writing. Here the read is held open until Stop has
been pressed, so the Stop always lands in it."""

import asyncio
import threading
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from app.domain.actors import Author
from app.editing.articles import Articles
from app.editing.running import RunningTurns
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from app.testing.live_server import LiveServer


class HeldRead:
    """The next read of a persona's style waits until released; each Stop pressed is counted
    once it has cancelled the turn (or found it being stopped)."""

    def __init__(self) -> None:
        self.armed = False
        self.reading = threading.Event()
        self.release = threading.Event()
        self.pressed = threading.Semaphore(0)


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> HeldRead:
    hold = HeldRead()
    read_style = Articles.style_lines
    stop = RunningTurns.stop

    async def style_lines(
        self: Articles, persona_id: str | None, off_the_path: Callable[[str], bool] | None = None
    ) -> tuple[list[str], list[str]]:
        if hold.armed:
            hold.armed = False
            hold.reading.set()
            # Held as a store read is: in a worker thread, a cancellation told once it ends
            # (whether the store reads the style there or, from memory, at once).
            await self.io(hold.release.wait, 30)
        return await read_style(self, persona_id, off_the_path)

    async def pressed(self: RunningTurns, user_message_id: str, by: Author | None = None) -> bool:
        stopping = asyncio.ensure_future(stop(self, user_message_id, by))
        await asyncio.sleep(0)  # it runs to its first wait: the turn is cancelled by then
        hold.pressed.release()
        return await stopping

    monkeypatch.setattr(Articles, "style_lines", style_lines)
    monkeypatch.setattr(RunningTurns, "stop", pressed)
    return hold


@pytest.fixture
def model() -> FakeModel:
    return FakeModel()


@pytest.fixture
def url(settings: Settings, model: FakeModel, held: HeldRead) -> Iterator[str]:
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url


@pytest.mark.parametrize("stops", [1, 2])
def test_stop_while_the_style_is_read_saves_the_stopped_reply(
    url: str, model: FakeModel, held: HeldRead, stops: int
) -> None:
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = client.post(
            "/api/contents", json={"title": "雨天", "body": "我们在雨里等了二十分钟。"}
        ).json()["id"]
        answer: dict[str, Any] = {}

        def send() -> None:
            with httpx.Client(base_url=url, timeout=30) as sender:
                answer["response"] = sender.post(
                    "/api/chat/send", json={"content_id": content_id, "message": "改得更生动"}
                )

        held.armed = True
        sending = threading.Thread(target=send)
        sending.start()
        assert held.reading.wait(10), "the turn never read the persona's style"
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        user_id = view["path"][-1]["id"]
        assert view["path"][-1]["role"] == "user"
        stopped: list[httpx.Response] = []
        presses = [
            threading.Thread(
                target=lambda: stopped.append(
                    client.post(f"/api/chat/messages/{user_id}/stop", json={})
                )
            )
            for _ in range(stops)
        ]
        for press in presses:
            press.start()
        # Every Stop is in (the turn cancelled): the read may now finish, its answer no
        # longer wanted. Waited for as a state, not a guessed time.
        for _ in range(stops):
            assert held.pressed.acquire(timeout=30), "a Stop never reached the turn"
        held.release.set()
        for press in presses:
            press.join(20)
        sending.join(20)
        response = answer["response"]
        assert response.status_code == 200, response.text
        assert response.json()["assistant_message"]["status"] == "stopped"
        assert response.json()["revision"] is None
        assert [r.status_code for r in stopped] == [200] * stops
        assert all(r.json()["stopped"] for r in stopped), [r.json() for r in stopped]
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        article = client.get(f"/api/contents/{content_id}").json()
    replies = [m for m in view["messages"] if m["parent_id"] == user_id]
    assert [m["status"] for m in replies] == ["stopped"]
    assert article["version"] == 1
    assert model.history == []  # the model was never asked
