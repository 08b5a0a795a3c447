"""`python -m app` told to listen beyond this machine (REDLINE_HOST=0.0.0.0, a LAN address)
with neither REDLINE_API_TOKEN nor any account served every article, to anyone who could
reach the port, without a word. It still serves (a container needs 0.0.0.0), but says so
at start-up, with the three ways out; on loopback, or with a token, it says nothing."""

from pathlib import Path

import httpx
import pytest

from app.testing.served import ServedApp

WARNING = "anyone who can reach port"


def _start_log(data_dir: Path, **env: str) -> str:
    with ServedApp(data_dir, env) as app:
        assert httpx.get(f"{app.url}/healthz").status_code == 200
    return app.log_tail(100_000)


def test_listening_on_every_interface_with_no_token_or_accounts_warns(tmp_path: Path) -> None:
    log = _start_log(tmp_path / "data", REDLINE_HOST="0.0.0.0")
    assert WARNING in log
    assert "0.0.0.0" in log and "REDLINE_API_TOKEN" in log
    assert "python -m app user add" in log


@pytest.mark.parametrize(
    "env",
    [{"REDLINE_HOST": "127.0.0.1"}, {"REDLINE_HOST": "0.0.0.0", "REDLINE_API_TOKEN": "t0ken-x"}],
    ids=["loopback", "token"],
)
def test_a_guarded_or_local_server_says_nothing(tmp_path: Path, env: dict[str, str]) -> None:
    assert WARNING not in _start_log(tmp_path / "data", **env)
