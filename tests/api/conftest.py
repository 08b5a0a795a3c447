"""Fixtures several API test files share: a model stub for the crash trials and the app's
settings on a fresh PostgreSQL database."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    """A local OpenAI-compatible server that answers every turn with the 周末 article edited."""
    with OpenAIStub(default_reply="周末\n\n今天天气很好。\n\n我们去了花园。") as running:
        yield running


@pytest.fixture
def pg_settings(tmp_path: Path, pg_url: str) -> Settings:
    """The app's settings on this test's own PostgreSQL database, style learning's model off."""
    return Settings(
        data_dir=tmp_path / "data",
        database_url=pg_url,
        style_llm_extraction=False,
        _env_file=None,
    )
