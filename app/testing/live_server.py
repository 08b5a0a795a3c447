"""The app served for real on 127.0.0.1, and how this machine's Chromium is launched.

Shared by the browser tests, the Stop test over a real connection, and the benchmarks.
"""

import os
import random
import socket
import threading
import time
from pathlib import Path
from types import TracebackType
from typing import Any

import uvicorn

from app.cli import GRACEFUL_SHUTDOWN_SECONDS

CHROMIUM = Path(os.environ.get("REDLINE_CHROMIUM", "/usr/bin/chromium"))
# Debian's Chromium, headless, as root, with no network beyond loopback.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]


# Under pytest-xdist (`make test` runs three workers) each worker takes its ports from a slice of
# its own below the kernel's ephemeral range (32768-60999 on Linux): a port one worker found
# free and closed cannot be handed to the other worker, or to any outgoing connection, before
# its server binds it.
_SLICE_START = 12000
_SLICE_SIZE = 2000


def free_port() -> int:
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker.startswith("gw") or not worker[2:].isdigit():
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            return int(sock.getsockname()[1])
    low = _SLICE_START + int(worker[2:]) * _SLICE_SIZE
    for port in random.sample(range(low, low + _SLICE_SIZE), min(200, _SLICE_SIZE)):
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {low}-{low + _SLICE_SIZE - 1} for worker {worker}")


class LiveServer:
    """Serve an ASGI app with uvicorn in a background thread."""

    def __init__(self, app: Any, http: Any = "auto") -> None:
        """`http`: uvicorn's HTTP protocol (a class such as `python -m app` serves with)."""
        self.port = free_port()
        # Stopped as `python -m app` stops: an open event stream (a tab still on the page)
        # never ends by itself, and without the limit `stop` waited out its 30 s join for it
        # while the old server went on running beside the test (test_s25_trouble's restart).
        config = uvicorn.Config(
            app,
            host="127.0.0.1",
            port=self.port,
            http=http,
            log_level="warning",
            timeout_graceful_shutdown=GRACEFUL_SHUTDOWN_SECONDS,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="uvicorn", daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "LiveServer":
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        """Stop and wait: the app's shutdown drains background work (style learning)."""
        self.server.should_exit = True
        self.thread.join(timeout=30)

    def __enter__(self) -> "LiveServer":
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
