"""The model client tells whoever listens (app/llm/waits.py) each wait before it asks again,
with its seconds, the attempt it leads to and why — the panel says "the model is busy;
Redline tries again in 5 s" from it. Nobody listening: nothing is told, nothing fails."""

import asyncio

from app.llm.waits import ModelWait, listening
from app.testing.openai_stub import OpenAIStub
from app.testing.sleeps import Sleeps
from tests.unit.test_llm_openai import client, complete, stream


def test_a_429_wait_is_told_with_its_seconds_and_reason() -> None:
    told: list[ModelWait] = []
    with OpenAIStub() as stub, listening(told.append):
        stub.enqueue(status=429, headers={"Retry-After": "2"})
        stub.enqueue(status=503)
        stub.enqueue(reply="done")
        assert "".join(stream(client(stub.url, Sleeps(), max_retries=2))) == "done"
    assert told[0] == ModelWait(2.0, 2, "busy")
    assert (told[1].attempt, told[1].reason) == (3, "unavailable")
    assert len(told) == 2


def test_a_task_started_while_listening_tells_the_listener() -> None:
    told: list[ModelWait] = []

    async def run(url: str) -> str:
        with listening(told.append):
            task = asyncio.get_running_loop().create_task(_complete(url))
        return await task

    async def _complete(url: str) -> str:
        provider = client(url, Sleeps(), max_retries=1)
        try:
            return (await provider.complete([])).text
        finally:
            await provider.aclose()

    with OpenAIStub() as stub:
        stub.enqueue(status=429, headers={"Retry-After": "1"})
        stub.enqueue(reply="done")
        assert asyncio.run(run(stub.url)) == "done"
    assert told == [ModelWait(1.0, 2, "busy")]


def test_without_a_listener_a_wait_is_told_to_nobody() -> None:
    with OpenAIStub() as stub:
        stub.enqueue(status=429, headers={"Retry-After": "1"})
        stub.enqueue(reply="done")
        assert complete(client(stub.url, Sleeps(), max_retries=1)).text == "done"
