"""The operator's commands on a data directory that is missing or read-only: a sentence, no
traceback, and no empty directory made by a command that only reads."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

import app.store.tinydb_store as tinydb_store
from app.cli import main


@pytest.fixture
def clean_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    return tmp_path


@pytest.mark.parametrize(
    "argv",
    [["history", "abc123"], ["replay", "abc123"], ["migrate-store", "--to", "/tmp/elsewhere"]],
)
def test_a_reading_command_on_a_mistyped_data_dir_makes_nothing(
    clean_env: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
) -> None:
    monkeypatch.setenv("REDLINE_DATA_DIR", str(clean_env / "dtaa"))
    assert main(argv) == 2
    assert "is no data directory (nothing is there)" in capsys.readouterr().err
    assert not (clean_env / "dtaa").exists()


def test_check_on_a_read_only_data_dir_says_so_in_one_line(
    clean_env: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = clean_env / "data"
    data.mkdir()
    monkeypatch.setenv("REDLINE_DATA_DIR", str(data))
    pending = str(data / "index-pending" / "ce8fg2z76lsl")

    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system", pending)

    monkeypatch.setattr(tinydb_store.TinyDBStore, "__init__", read_only)
    assert main(["check"]) == 1
    err = capsys.readouterr().err
    assert err == (
        f"The data directory {data} could not be used: Read-only file system ({pending}).\n"
    )
