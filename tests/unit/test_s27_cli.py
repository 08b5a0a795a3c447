"""`python -m app user …` / `key …` on a data directory that is not there: `user list` made
the directory and said "single-user mode", as if a fresh install were there; now every account
command that reads or names an account says there is no data there and exits 2, like `history`
and `replay`, and makes nothing. Only `user add` (the first admin of a new install) makes it."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from app.cli import main
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)


@pytest.fixture
def mistyped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tmp_path / "dtaa"))
    return tmp_path / "dtaa"


@pytest.mark.parametrize(
    "argv",
    [
        ["user", "list"],
        ["key", "list"],
        ["user", "passwd", "wanda", "--password-stdin"],
        ["user", "disable", "wanda"],
        ["user", "enable", "wanda"],
        ["key", "revoke", "k123"],
        ["key", "create", "publisher", "--scope", "read", "--for", "wanda"],
    ],
)
def test_an_account_command_on_a_missing_data_dir_says_so_and_makes_nothing(
    mistyped: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("a long password\n"))
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert "is no data directory (nothing is there)" in captured.err
    assert "single-user mode" not in captured.out and "No API keys" not in captured.out
    assert not mistyped.exists()


@pytest.mark.usefixtures("cheap_passwords")
def test_the_first_user_is_still_added_on_a_new_data_dir(
    mistyped: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("a long password\n"))
    assert main(["user", "add", "王小明", "--role", "admin", "--password-stdin"]) == 0
    assert "Added 王小明" in capsys.readouterr().out
    assert mistyped.is_dir()
    assert main(["user", "list"]) == 0
    assert "王小明  admin  active" in capsys.readouterr().out
