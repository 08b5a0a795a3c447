"""A child started the "spawn" way whose parent died before sending what to run (the server
killed during start-up) exits with one line instead of a traceback; started normally, it
runs as before."""

import multiprocessing
import multiprocessing.spawn
import os
import subprocess
import time

import pytest

from app.web import spawned


def _orphan(line: list, read_end: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(line, pass_fds=(read_end,), capture_output=True, text=True, timeout=60)


@pytest.fixture
def empty_pipe():
    """The read end of a pipe whose writer is gone, as a killed parent leaves it."""
    read_end, write_end = os.pipe()
    os.close(write_end)
    yield read_end
    os.close(read_end)


def test_the_standard_child_prints_a_traceback_for_a_parent_gone(empty_pipe: int) -> None:
    standard = multiprocessing.spawn.get_command_line
    line = getattr(standard, "wrapped", standard)(tracker_fd=None, pipe_handle=empty_pipe)
    done = _orphan(line, empty_pipe)
    assert "Traceback" in done.stderr and "EOFError" in done.stderr


def test_the_wrapped_child_says_one_line_for_a_parent_gone(empty_pipe: int) -> None:
    standard = getattr(
        multiprocessing.spawn.get_command_line, "wrapped", multiprocessing.spawn.get_command_line
    )
    line = spawned.quiet_command_line(standard)(tracker_fd=None, pipe_handle=empty_pipe)
    done = _orphan(line, empty_pipe)
    assert done.returncode == 1
    assert done.stderr == spawned.ORPHAN_LINE + "\n"
    assert "--multiprocessing-fork" in line


def test_a_line_of_another_form_is_left_as_it_is() -> None:
    def frozen(**kwds: object) -> list[str]:
        return ["/opt/redline", "--multiprocessing-fork", *(f"{k}={v!r}" for k, v in kwds.items())]

    assert spawned.quiet_command_line(frozen)(pipe_handle=7) == frozen(pipe_handle=7)


def test_children_still_run_once_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        multiprocessing.spawn, "get_command_line", multiprocessing.spawn.get_command_line
    )
    spawned.install()
    spawned.install()  # twice: wrapped once
    installed = multiprocessing.spawn.get_command_line
    assert not hasattr(installed.wrapped, "wrapped")  # type: ignore[attr-defined]
    child = multiprocessing.get_context("spawn").Process(target=time.sleep, args=(0,))
    child.start()
    child.join(60)
    assert child.exitcode == 0
    ok = multiprocessing.get_context("spawn").Process(target=os._exit, args=(3,))
    ok.start()
    ok.join(60)
    assert ok.exitcode == 3
