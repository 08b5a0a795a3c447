"""Settings that do not do what they say, said at start-up. A model configured
(REDLINE_LLM_BASE_URL, REDLINE_LLM_MODEL) with REDLINE_LLM_PROVIDER left at its default,
`offline`, was silently ignored: the writer got the rules editor's "running offline" answers
while the operator believed the model was asked. A REDLINE_MAX_ARTICLE_CHARS above what one
request may carry (8 MB) let through no such article: each was refused as "The request body
is too large." Start-up now says each, and what to set; when the settings agree, nothing."""

from pathlib import Path

import pytest

from app.testing.served import ServedApp

WARNING = "REDLINE_LLM_PROVIDER is offline"


def _start_log(data_dir: Path, **env: str) -> str:
    with ServedApp(data_dir, env) as app:
        pass
    return app.log_tail(100_000)


@pytest.fixture(scope="module")
def default_start_log(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The start-up log with no setting given: read by two tests, started once."""
    return _start_log(tmp_path_factory.mktemp("defaults") / "data")


def test_a_model_configured_but_not_turned_on_is_said_at_start_up(tmp_path: Path) -> None:
    log = _start_log(
        tmp_path / "data",
        REDLINE_LLM_BASE_URL="http://ops:pw-Qx81@127.0.0.1:11434/v1",
        REDLINE_LLM_MODEL="qwen2.5:7b",
    )
    assert WARNING in log
    assert "REDLINE_LLM_PROVIDER=openai" in log
    assert "http://127.0.0.1:11434/v1" in log and "pw-Qx81" not in log


@pytest.mark.parametrize(
    "env",
    [
        {},
        {
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_BASE_URL": "http://127.0.0.1:9/v1",
            "REDLINE_LLM_MODEL": "m",
        },
    ],
    ids=["no-model", "provider-set"],
)
def test_nothing_is_said_when_the_setting_is_consistent(
    tmp_path: Path, env: dict[str, str], request: pytest.FixtureRequest
) -> None:
    log = (
        _start_log(tmp_path / "data", **env)
        if env
        else request.getfixturevalue("default_start_log")
    )
    assert WARNING not in log


def test_an_article_limit_no_request_can_carry_is_said_at_start_up(tmp_path: Path) -> None:
    log = _start_log(tmp_path / "data", REDLINE_MAX_ARTICLE_CHARS="20000000")
    assert "REDLINE_MAX_ARTICLE_CHARS=20000000 is more than one request can carry" in log
    assert "8 MB" in log


def test_the_default_article_limit_says_nothing(default_start_log: str) -> None:
    assert "REDLINE_MAX_ARTICLE_CHARS" not in default_start_log
