"""The main process of `python -m app` killed while its workers serve.

Its workers served on for ever, without the style learner (its jobs piled up unlearned) and
beside the next server started on the same port. Now each worker stops once its main process
is gone (app/web/lifeline.py)."""

import os
import signal
import time
from pathlib import Path

import httpx

from app.testing.served import served


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is gone too: it waits only for its (dead) parent's reaping.
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _workers(main_pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (FileNotFoundError, ProcessLookupError, ValueError):
                continue
            if ppid == main_pid:
                found.append(int(entry))
    return found


def test_workers_stop_once_their_main_process_is_killed(tmp_path: Path) -> None:
    with served(tmp_path / "data", REDLINE_WORKERS="2") as app:
        assert app.process is not None
        made = httpx.post(f"{app.url}/api/contents", json={"title": "公交", "body": "车晚了。"})
        assert made.status_code == 201
        children = _workers(app.process.pid)
        assert len(children) >= 2  # two workers (and the learner)
        os.kill(app.process.pid, signal.SIGKILL)
        app.process.wait()
        deadline = time.monotonic() + 30
        while any(_alive(pid) for pid in children) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = [pid for pid in children if _alive(pid)]
        assert left == [], f"still serving after their main process died: {left}"
