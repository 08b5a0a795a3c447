"""A model endpoint that sends a runaway answer — one 50 MB streamed line with no line break,
or a 50 MB body to a plain call — is refused in plain words after a bounded read, instead of
being held in memory whole first (faults8 R16: the whole line was read, RSS 100 → 255 MB).
The writer's message is kept and answered, the article unchanged."""

import asyncio
import json
from collections.abc import AsyncIterator, Iterator

import httpx
import pytest
from litestar.testing import TestClient

from app.llm.base import LLMBadResponse
from app.llm.openai import OpenAICompatible
from app.llm.reading import MAX_BODY_BYTES, MAX_LINE_CHARS, lines_of
from app.main import create_app
from app.settings import Settings

RUNAWAY = 50 * 1024 * 1024
PIECE = 64 * 1024


class Runaway:
    """A model endpoint answering every call with `RUNAWAY` bytes: one SSE line that never
    ends, or a JSON body that never closes; it counts what the client pulled."""

    def __init__(self, content_type: str, opening: bytes) -> None:
        self.content_type, self.opening, self.pulled = content_type, opening, 0

    async def _body(self) -> AsyncIterator[bytes]:
        yield self.opening
        while self.pulled < RUNAWAY:
            self.pulled += PIECE
            yield b"x" * PIECE

    def __call__(self, request: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, headers={"content-type": self.content_type}, content=self._body()
        )


def _model(endpoint: Runaway) -> OpenAICompatible:
    return OpenAICompatible(
        base_url="http://model.test/v1",
        model="m",
        timeout=30,
        max_retries=0,
        transport=httpx.MockTransport(endpoint),
    )


def test_one_endless_streamed_line_is_refused_after_a_bounded_read() -> None:
    endpoint = Runaway("text/event-stream", b'data: {"choices":[{"delta":{"content":"')

    async def read() -> None:
        async for _delta in _model(endpoint).stream([]):
            pass

    with pytest.raises(LLMBadResponse, match="one streamed line longer than 8 MB"):
        asyncio.run(read())
    assert endpoint.pulled <= MAX_LINE_CHARS + 2 * PIECE < RUNAWAY


def test_an_endless_plain_body_is_refused_after_a_bounded_read() -> None:
    endpoint = Runaway("application/json", b'{"choices":[{"message":{"content":"')
    with pytest.raises(LLMBadResponse, match="an answer longer than 16 MB"):
        asyncio.run(_model(endpoint).complete([]))
    assert endpoint.pulled <= MAX_BODY_BYTES + 2 * PIECE < RUNAWAY


async def _pieces(*texts: str) -> AsyncIterator[str]:
    for text in texts:
        yield text


@pytest.mark.parametrize(
    "pieces",
    [
        ("data: a\n\ndata: 公交\n", "\n"),
        ("data: a\r", "\n\r\ndata: 公交\r\n\r\n"),
        ("data: a\r\n\r\nda", "ta: 公", "交\r\r"),
        ("data: a\n", "\ndata: 公交"),
    ],
)
def test_lines_end_at_lf_crlf_or_cr_wherever_the_pieces_break(pieces: tuple[str, ...]) -> None:
    async def read() -> list[str]:
        return [line async for line in lines_of(_pieces(*pieces))]

    lines = asyncio.run(read())
    assert lines == ["data: a", "", "data: 公交", ""][: len(lines)]
    assert lines[:3] == ["data: a", "", "data: 公交"]


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    endpoint = Runaway("text/event-stream", b'data: {"choices":[{"delta":{"content":"')
    with TestClient(app=create_app(settings, provider=_model(endpoint))) as test_client:
        yield test_client


@pytest.mark.parametrize("stream", [False, True])
def test_a_turn_with_a_runaway_model_answers_in_plain_words(
    client: TestClient, stream: bool
) -> None:
    article = {"title": "The bus", "body": "We waited twenty minutes.\n\nIt never came."}
    content_id = client.post("/api/contents", json=article).json()["id"]
    response = client.post(
        "/api/chat/send" + ("?stream=true" if stream else ""),
        json={"content_id": content_id, "message": "make it livelier"},
    )
    assert response.status_code == 200
    if stream:
        assert "event: done" in response.text
    path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    user, reply = path[-2], path[-1]
    assert (user["role"], user["content"]) == ("user", "make it livelier")
    assert reply["status"] == "error"
    assert "longer than 8 MB" in reply["content"] or "longer than 16 MB" in reply["content"]
    assert "Traceback" not in json.dumps(reply)
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
