"""Shared fixtures: an app on a temp data dir with a fake model that records what it was sent."""

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.domain.models import PromptMessage
from app.llm.base import Completion
from app.main import create_app
from app.settings import Settings


@dataclass
class FakeModel:
    """A model whose replies are queued by the test and whose every prompt is kept.

    `enqueue("text")` queues a reply; `enqueue(SomeLLMError("…"))` queues a failure.
    With an empty queue it echoes the article back with the title suffixed " (edited)".
    """

    name: str = "fake"
    model: str = "fake-model"
    queue: list[str | BaseException] = field(default_factory=list)
    history: list[list[PromptMessage]] = field(default_factory=list)
    last_usage: dict[str, int] | None = None

    def enqueue(self, *replies: str | BaseException) -> None:
        self.queue.extend(replies)

    def _next(self, messages: list[PromptMessage]) -> str:
        self.history.append(list(messages))
        if not self.queue:
            raise AssertionError("FakeModel was called with no reply queued")
        reply = self.queue.pop(0)
        if isinstance(reply, BaseException):
            raise reply
        return reply

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        text = self._next(messages)
        usage = {"prompt_tokens": sum(len(m.content) for m in messages), "completion_tokens": 7}
        return Completion(text=text, model=self.model, usage=usage)

    async def stream(self, messages: list[PromptMessage]) -> AsyncIterator[str]:
        text = self._next(messages)
        for start in range(0, len(text), 5):
            yield text[start : start + 5]
        self.last_usage = {"prompt_tokens": 1, "completion_tokens": 1}

    async def aclose(self) -> None:
        return None

    @property
    def prompts_text(self) -> list[str]:
        """Each recorded prompt flattened to one string, for `in` checks."""
        return ["\n".join(m.content for m in prompt) for prompt in self.history]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    # Style learning's own model call is off so queued replies go to the turns under test;
    # tests/test_style_learning_flow.py turns it on where that call is the subject.
    return Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )


@pytest.fixture
def fake_model() -> FakeModel:
    return FakeModel()


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    """The offline app: rules editor only, as after `make run`."""
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


@pytest.fixture
def llm_client(settings: Settings, fake_model: FakeModel) -> Iterator[TestClient]:
    """The app with a (fake) LLM configured."""
    with TestClient(app=create_app(settings, provider=fake_model)) as test_client:
        yield test_client


def article(title: str, *paragraphs: str) -> str:
    """A model reply in the full-rewrite format."""
    return title + "\n\n" + "\n\n".join(paragraphs)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Browser tests last: Playwright's sync API keeps an event loop on the main thread for
    the rest of the session, which `asyncio.run` in the other tests cannot share."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


def settle(client: TestClient) -> None:
    """Wait for the app's background work (style learning runs after each reply)."""
    client.blocking_portal.call(client.app.state["service"].drain)
