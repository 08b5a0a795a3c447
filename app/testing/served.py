"""`python -m app` in child processes, as an operator runs it, for tests and benchmarks.

`ServedApp` starts the real command with the given `REDLINE_*` environment (e.g. several
workers, or a second instance on the same data), waits for `/healthz`, and always ends the
whole process group — uvicorn's supervisor and its workers — when it is stopped or killed.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import TracebackType

import httpx

from app.testing.live_server import free_port
from app.testing.openai_stub import OpenAIStub, Reply
from app.testing.pgserver import PostgresServer


class ServedApp:
    """One `python -m app` (with all its worker processes) on a free port of 127.0.0.1."""

    def __init__(self, data_dir: Path, env: Mapping[str, str] | None = None) -> None:
        self.data_dir = data_dir
        self.port = free_port()
        self.env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")},
            "REDLINE_DATA_DIR": str(data_dir),
            "REDLINE_HOST": "127.0.0.1",
            "REDLINE_PORT": str(self.port),
            "REDLINE_LOG_LEVEL": "WARNING",
            **(env or {}),
        }
        self.process: subprocess.Popen[bytes] | None = None
        self.log_path = data_dir.parent / f"served-{self.port}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> ServedApp:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with self.log_path.open("wb") as log:
            # Its own session, so stopping it reaches the workers too; cwd outside the
            # repository, so a developer's .env does not leak into the test.
            self.process = subprocess.Popen(
                [sys.executable, "-m", "app"],
                env=self.env,
                cwd=self.data_dir.parent,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + timeout
        while True:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return self
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"python -m app did not start:\n{self.log_tail()}")
            time.sleep(0.1)

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return "(no log)"

    def kill(self) -> None:
        """SIGKILL to every process of the app: no shutdown, as in a crash."""
        self._signal_group(signal.SIGKILL)
        if self.process is not None:
            self.process.wait()

    def stop(self, timeout: float = 30) -> None:
        """A graceful stop (SIGTERM), then SIGKILL for whatever is still running."""
        if self.process is None:
            return
        self._signal_group(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout)
        # Workers outlive a supervisor that was killed; the group reaches them either way.
        self._signal_group(signal.SIGKILL)
        self.process.wait()

    def _signal_group(self, sig: signal.Signals) -> None:
        if self.process is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, sig)

    def __enter__(self) -> ServedApp:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()


@contextlib.contextmanager
def served(data_dir: Path, **env: str) -> Iterator[ServedApp]:
    """`with served(tmp / "data", REDLINE_WORKERS="2") as app: httpx.get(app.url + …)`."""
    app = ServedApp(data_dir, env)
    try:
        yield app.start()
    finally:
        app.stop()


@contextlib.contextmanager
def two_on_one_database(
    pg_server: PostgresServer, root: Path, name: str, reply: Reply
) -> Iterator[tuple[ServedApp, ServedApp]]:
    """Two instances on one new database `name` (each with its own data dir under `root`) whose
    model is one stub answering `reply`; the database is dropped afterwards."""
    url = pg_server.create_database(name)
    try:
        with OpenAIStub(default_reply=reply) as stub:
            env = {
                "REDLINE_DATABASE_URL": url,
                "REDLINE_LLM_PROVIDER": "openai",
                "REDLINE_LLM_BASE_URL": stub.url,
                "REDLINE_LLM_MODEL": "stub-model",
            }
            with served(root / "a", **env) as a, served(root / "b", **env) as b:
                yield a, b
    finally:
        pg_server.drop_database(url)


def answered_once(data_dir: Path, article: Mapping[str, str], message: str) -> str:
    """Serve `data_dir`, add `article`, send `message` (answered: V2), stop; the article's id.

    The starting point of the crash sweeps: one article with one turn behind it."""
    with ServedApp(data_dir) as app:
        content_id = str(httpx.post(f"{app.url}/api/contents", json=dict(article)).json()["id"])
        sent = httpx.post(
            f"{app.url}/api/chat/send",
            json={"content_id": content_id, "message": message},
            timeout=60,
        ).json()
    if sent.get("revision", {}).get("version") != 2:
        raise RuntimeError(f"the first turn was not answered with V2: {sent}")
    return content_id
