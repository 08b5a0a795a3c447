"""The model endpoint the model-fault tests talk to, and the app on it.

`stub`: a local OpenAI-compatible server (app/testing/openai_stub.py) that answers what a test
scripts and fails any request it did not script (500), so an unexpected extra call shows as a
failure instead of a reply. `module_stub` is the same, started once for a test file (each
client made on it resets its script). A test file takes the one it needs by importing it:
`from tests.api.model_stub import stub  # noqa: F401`.
`app_on(settings, stub, timeout=…, max_retries=…)`: a client of the app whose model is that
endpoint, with the model client's options the test chose.

`answering_stub` and `stub_client` (the fixtures `stub` and `client`): an endpoint that answers
"OK" once its script runs out, and a client of the app on it that asks the model once (no
retry) — the pair the regenerate and streamed-reply tests share:
`from tests.api.model_stub import answering_stub, stub_client  # noqa: F401 (fixtures)`.

`quick_retry_client` (a fixture `client`): a client of the app on `stub` that waits 10 s for the
model and asks again almost at once (`client = model_stub.quick_retry_client`).
`cut_after(text, shown)`: a scripted stream that sends the first characters of a reply (with
`drop=True` the connection then dies); `streamed_turn(client, content_id, message)`: the events
of one streamed turn, read to its end."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.openai_stub import OpenAIStub


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    with OpenAIStub(exhausted_status=500) as running:
        yield running


@pytest.fixture(scope="module", name="stub")
def module_stub() -> Iterator[OpenAIStub]:
    with OpenAIStub(exhausted_status=500) as running:
        yield running


def model_on(stub: OpenAIStub, **options: Any) -> OpenAICompatible:
    """The app's model client on the stub (`options`: timeout, max_retries, backoff…)."""
    return OpenAICompatible(base_url=stub.url, model="stub-model", **options)


@contextmanager
def app_on(settings: Settings, stub: OpenAIStub, **options: Any) -> Iterator[TestClient]:
    """A client of the app whose model is the stub; see `model_on` for `options`."""
    with TestClient(app=create_app(settings, provider=model_on(stub, **options))) as client:
        yield client


@pytest.fixture(name="stub")
def answering_stub() -> Iterator[OpenAIStub]:
    with OpenAIStub() as running:
        yield running


@pytest.fixture(name="client")
def stub_client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    with app_on(settings, stub, max_retries=0) as test_client:
        yield test_client


@pytest.fixture(name="client")
def quick_retry_client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    with app_on(settings, stub, timeout=10, backoff_base=0.01, backoff_cap=0.05) as test_client:
        yield test_client


def _chunk(delta: dict[str, str]) -> str:
    choice = {"index": 0, "delta": delta, "finish_reason": None}
    return "data: " + json.dumps({"choices": [choice]}, ensure_ascii=False) + "\n\n"


def cut_after(text: str, shown: int) -> list[str]:
    """A stream (`raw_stream`) that sends the first `shown` characters of `text` one a chunk;
    enqueued with `drop=True`, the connection then dies."""
    return [_chunk({"role": "assistant"}), *(_chunk({"content": c}) for c in text[:shown])]


def article_turn(
    client: TestClient, title: str, body: str, message: str
) -> tuple[str, list[tuple[str, Any]]]:
    """A new article's id and each event's name and data of one streamed turn on it."""
    made = client.post("/api/contents", json={"title": title, "body": body})
    assert made.status_code == 201
    content_id = str(made.json()["id"])
    return content_id, streamed_turn(client, content_id, message)


def streamed_turn(client: TestClient, content_id: str, message: str) -> list[tuple[str, Any]]:
    """Each event's name and data of one streamed turn (`/api/chat/send?stream=true`)."""
    with client.stream(
        "POST",
        "/api/chat/send?stream=true",
        json={"content_id": content_id, "message": message},
    ) as response:
        assert response.status_code == 200
        return list(sse.events(response.iter_lines()))
