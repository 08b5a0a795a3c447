"""A real server whose model holds its first reply mid-stream, for the tests of what a send
does while that reply is still being written (tests/api/test_s40_server40_queued_send.py,
tests/api/test_s41_heads41_two_writers.py)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

import httpx

from app.domain.models import PromptMessage
from app.llm.base import Completion
from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer

BODY = "第一段：原来的话。\n\nThe second paragraph stays as it was."
FIRST = "标题\n\n第一段：改好的话。\n\nThe second paragraph stays as it was."
SECOND = "标题\n\n第一段：改好的话。\n\nThe second paragraph, changed."


class FirstHeld(HeldModel):
    """The first reply streams its start, then holds until `release`; every later one is
    SECOND, at once."""

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        self.history.append(list(messages))
        return Completion(text=SECOND, model=self.model)

    async def stream(  # type: ignore[override]
        self, messages: list[PromptMessage]
    ) -> AsyncIterator[str]:
        first = not self.history
        self.history.append(list(messages))
        if first:
            yield FIRST[:6]
            while not self.release.is_set():
                await asyncio.sleep(0.02)
            yield FIRST[6:]
        else:
            yield SECOND


@contextmanager
def serving(settings: Settings, model: FirstHeld) -> Iterator[str]:
    """The app served for real on `model`: its URL; the held reply let go at the end, so the
    server can shut down."""
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url
        model.release.set()


def streamed(url: str, content_id: str, message: str) -> dict[str, Any]:
    """A streamed send, read to its end: the `done` event's SendResult."""
    with (
        httpx.Client(base_url=url, timeout=30) as client,
        client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": message},
        ) as response,
    ):
        for name, data in sse.events(response.iter_lines()):
            if name == "done":
                return dict(data)
    raise AssertionError("the stream ended without its done event")


def first_turn_held(
    url: str, model: FirstHeld, pool: ThreadPoolExecutor, message: str, whose: str
) -> tuple[str, Future[dict[str, Any]]]:
    """A new article on BODY whose first message (`message`, streamed on `pool`) is being
    answered, the reply held by the model: the article's id and that turn."""
    made = httpx.post(f"{url}/api/contents", json={"title": "标题", "body": BODY})
    content_id = made.json()["id"]
    first = pool.submit(streamed, url, content_id, message)
    deadline = time.monotonic() + 10
    while not model.history:  # the first reply is being written, held
        assert time.monotonic() < deadline and not first.done(), f"{whose} did not start"
        time.sleep(0.02)
    return content_id, first
