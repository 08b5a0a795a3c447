"""REDLINE_LLM_MAX_RETRIES had no upper bound: 1000000 was accepted, and a model that kept
answering 429 had each writer's turn retrying with growing waits for hours. Now a value past
the bound stops `python -m app` at start-up with one sentence naming it."""

from pathlib import Path

import pytest

from app.cli import main
from app.settings import MAX_LLM_RETRIES, Settings


@pytest.mark.parametrize("value", ["1000000", str(MAX_LLM_RETRIES + 1), "-1"])
def test_too_many_retries_are_refused_in_one_sentence(
    value: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env from the repository
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("REDLINE_LLM_MAX_RETRIES", value)
    assert main(["check"]) == 2
    said = capsys.readouterr().err
    assert said == (
        "Invalid configuration — REDLINE_LLM_MAX_RETRIES: must be a whole number from 0 to "
        f"{MAX_LLM_RETRIES} (got {value}): each retry waits longer than the last, so more "
        "would keep the writer waiting for minutes\n"
    )


def test_the_bound_itself_is_accepted(tmp_path: Path) -> None:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path, llm_max_retries=MAX_LLM_RETRIES, _env_file=None
    )
    assert settings.llm_max_retries == MAX_LLM_RETRIES
