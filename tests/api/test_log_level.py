"""REDLINE_LOG_LEVEL holds for every logger of the app, the libraries' too: at WARNING the
model client's line per request (httpx, at INFO) is not written."""

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel


@pytest.fixture
def root_level() -> Iterator[None]:
    """The root logger's level as it was before the test (an app sets it for the process)."""
    root = logging.getLogger()
    level = root.level
    yield
    root.setLevel(level)


@pytest.mark.usefixtures("root_level")
@pytest.mark.parametrize("level", ["WARNING", "INFO"])
def test_the_log_level_setting_holds_for_library_loggers(tmp_path: Path, level: str) -> None:
    settings = Settings(data_dir=tmp_path, log_level=level, _env_file=None)
    create_app(settings, provider=FakeModel())
    wanted = logging.getLevelName(level)
    for name in ("httpx", "app.llm.openai"):  # (uvicorn sets its own loggers when it serves)
        logger = logging.getLogger(name)
        assert logger.isEnabledFor(wanted), name
        assert not logger.isEnabledFor(wanted - 10), name
