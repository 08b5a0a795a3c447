"""A bad REDLINE_* value stops `python -m app` with one line naming it and a non-zero exit —
never a traceback from the web process or the style learner, never a server that starts and
fails every request later (session 9 faults K1–K6)."""

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import app.cli
from app.cli import main

BAD_VALUES = [
    ({"REDLINE_LLM_TIMEOUT": "-5"}, "REDLINE_LLM_TIMEOUT"),
    ({"REDLINE_LLM_TIMEOUT": "0"}, "REDLINE_LLM_TIMEOUT"),
    ({"REDLINE_LLM_TIMEOUT": "nan"}, "REDLINE_LLM_TIMEOUT"),
    ({"REDLINE_LLM_TIMEOUT": "inf"}, "REDLINE_LLM_TIMEOUT"),
    ({"REDLINE_LLM_TIMEOUT": "1e-9"}, "REDLINE_LLM_TIMEOUT"),  # every request timed out (s24)
    ({"REDLINE_ALLOWED_HOSTS": "*"}, "REDLINE_ALLOWED_HOSTS"),  # matched no Host header (s24)
    ({"REDLINE_ALLOWED_HOSTS": "docs.example, *.example"}, "REDLINE_ALLOWED_HOSTS"),
    ({"REDLINE_LLM_MAX_RETRIES": "-1"}, "REDLINE_LLM_MAX_RETRIES"),
    ({"REDLINE_PORT": "99999"}, "REDLINE_PORT"),
    ({"REDLINE_PORT": "-1"}, "REDLINE_PORT"),
    ({"REDLINE_MAX_ARTICLE_CHARS": "0"}, "REDLINE_MAX_ARTICLE_CHARS"),
    ({"REDLINE_MAX_MESSAGE_CHARS": "-3"}, "REDLINE_MAX_MESSAGE_CHARS"),
    ({"REDLINE_PROMPT_BUDGET_TOKENS": "-1"}, "REDLINE_PROMPT_BUDGET_TOKENS"),
    ({"REDLINE_LOG_LEVEL": "LOUD"}, "REDLINE_LOG_LEVEL"),
    ({"REDLINE_WORKERS": "999"}, "REDLINE_WORKERS"),  # forked ~500 processes (session 24)
    (
        {
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_MODEL": "m",
            "REDLINE_LLM_BASE_URL": "127.0.0.1:11434/v1",
        },
        "REDLINE_LLM_BASE_URL",
    ),
    (
        {"REDLINE_LLM_PROVIDER": "openai", "REDLINE_LLM_BASE_URL": "http://[::1/v1"},
        "REDLINE_LLM_BASE_URL",
    ),
    ({"REDLINE_LLM_PROVIDER": "openai"}, "REDLINE_LLM_BASE_URL and REDLINE_LLM_MODEL"),
    (  # a blank model name was sent, and refused by the endpoint on every request (s24)
        {
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_BASE_URL": "http://127.0.0.1:9/v1",
            "REDLINE_LLM_MODEL": " ",
        },
        "REDLINE_LLM_MODEL",
    ),
    ({"REDLINE_LLM_API_KEY": "sk-密钥123"}, "REDLINE_LLM_API_KEY"),
    ({"REDLINE_LLM_API_KEY": "sk-abc\ndef"}, "REDLINE_LLM_API_KEY"),
    ({"REDLINE_LLM_API_KEY": "sk-abc def"}, "REDLINE_LLM_API_KEY"),
    (
        {"REDLINE_LLM_PROVIDER": "openai", "REDLINE_LLM_BASE_URL": "http://127.0.0.1:9/v1"},
        "REDLINE_LLM_MODEL",
    ),
]


@pytest.mark.parametrize(("env", "named"), BAD_VALUES)
def test_a_bad_setting_is_one_line_naming_it(
    env: dict[str, str],
    named: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env of the repository
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tmp_path / "data"))
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    served: list[object] = []
    monkeypatch.setattr(app.cli, "serve", lambda settings: served.append(settings) or 0)
    status = main(["serve"])
    err = capsys.readouterr().err
    assert served == []
    assert status == 2
    assert named in err
    assert err.startswith("Invalid configuration — ")
    assert err.count("\n") == 1, err
    assert "Value error" not in err and "REDLINE_:" not in err


def test_a_port_in_use_is_one_line_and_a_failed_exit(tmp_path: Path) -> None:
    taken = socket.create_server(("127.0.0.1", 0))
    port = taken.getsockname()[1]
    taken.listen()
    env = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    env |= {"REDLINE_DATA_DIR": str(tmp_path / "data"), "REDLINE_PORT": str(port)}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "app"],
            cwd=tmp_path,
            env=env | {"PYTHONPATH": str(Path(__file__).resolve().parents[2])},
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        taken.close()
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    problems = [line for line in done.stderr.splitlines() if line.strip()]
    assert problems == [f"Cannot listen on 127.0.0.1:{port}: {problems[0].split(': ', 1)[1]}"]
    assert "in use" in problems[0]


def test_a_dot_env_that_is_not_utf8_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_bytes(b"REDLINE_PORT=8913\n\xff\xfe caf\xe9\n")
    served: list[object] = []
    monkeypatch.setattr(app.cli, "serve", lambda settings: served.append(settings) or 0)
    status = main(["serve"])
    err = capsys.readouterr().err
    assert (status, served) == (2, [])
    assert err.startswith("Invalid configuration — the .env file is not UTF-8")
    assert err.count("\n") == 1, err


def test_a_sigterm_stops_one_worker_cleanly(tmp_path: Path) -> None:
    """A SIGTERM (systemd, docker stop, kill) stops a one-worker server as Ctrl-C does: exit
    status 0 with the style learner stopped by its owner — no "leaked semaphore objects"
    warning, no death by the signal (-15)."""
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    env |= {
        "REDLINE_DATA_DIR": str(tmp_path / "data"),
        "REDLINE_PORT": str(port),
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
    }
    server = subprocess.Popen(
        [sys.executable, "-m", "app"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert server.stdout is not None
    try:
        for line in server.stdout:  # uvicorn says when it listens
            if "Application startup complete" in line:
                break
        server.send_signal(signal.SIGTERM)
        rest = server.communicate(timeout=60)[0]
    finally:
        server.kill()
    assert server.returncode == 0
    assert "leaked semaphore" not in rest
    assert "Traceback" not in rest


def test_a_data_dir_that_links_nowhere_is_named_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    (tmp_path / "data").symlink_to(tmp_path / "gone" / "data")
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tmp_path / "data"))
    served: list[object] = []
    monkeypatch.setattr(app.cli, "serve", lambda settings: served.append(settings) or 0)
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert served == []
    assert err == (
        f"REDLINE_DATA_DIR {tmp_path / 'data'} cannot be used as the data directory (it is a "
        f"link to {tmp_path / 'gone' / 'data'}, which does not exist).\n"
    )


@pytest.mark.skipif(not Path("/sys").is_dir(), reason="needs Linux's /sys, where no file is made")
def test_a_data_dir_that_cannot_be_written_stops_the_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A data directory that exists but takes no file (a read-only mount; /sys here, which
    refuses even root) is refused at start in one line, not served with a 500 per request."""
    monkeypatch.chdir(tmp_path)
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", "/sys")
    served: list[object] = []
    monkeypatch.setattr(app.cli, "serve", lambda settings: served.append(settings) or 0)
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert served == []
    assert err.startswith("REDLINE_DATA_DIR /sys cannot be used as the data directory (")
    assert err.count("\n") == 1, err


def test_a_mistyped_data_dir_is_said_not_checked_as_consistent(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tmp_path / "dtaa"))
    assert main(["check"]) == 2
    assert "is no data directory (nothing is there)" in capsys.readouterr().err
    assert not (tmp_path / "dtaa").exists()
