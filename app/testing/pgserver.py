"""A real, throwaway PostgreSQL server for tests and benchmarks, and the pytest fixtures on it.

`PostgresServer` runs Debian's binaries (`/usr/lib/postgresql/<n>/bin`): `initdb` into a
temporary directory, `pg_ctl start` on a free 127.0.0.1 port with its unix socket inside that
directory, trust authentication and no fsync (a test server loses nothing worth keeping).
Run as root, the server runs as the `postgres` system user, which PostgreSQL requires. It is
stopped and its directory removed by `stop()`, and at interpreter exit at the latest.

Fixtures (tests/conftest.py imports them): `pg_server` starts one server per test session, or
skips saying how to install PostgreSQL when its binaries are absent; `pg_url` gives each test
a fresh, empty database as a `postgresql://` URL and drops it afterwards.

For benchmarks and trying the app by hand, `python -m app.testing.pgserver COMMAND…` runs a
command with REDLINE_DATABASE_URL naming a fresh database on a throwaway server, e.g.
`.venv/bin/python -m app.testing.pgserver .venv/bin/python bench/throughput.py`.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.testing.live_server import free_port

INSTALL_HINT = (
    "PostgreSQL's server binaries are not installed; install them with "
    "`apt-get install postgresql` (`make test` does this where apt-get exists)"
)

# A test server: nothing to keep across a crash, so no waiting for the disk; enough
# connections for two pools and racing threads.
_SERVER_OPTIONS = (
    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
    "-c max_connections=200 -c shared_buffers=32MB"
)


# Waits for its stdin to close (the starter stopped the server, or died), then stops the
# server and removes its directory: argv is the directory, then the pg_ctl stop command.
_WATCHDOG = """
import shutil, subprocess, sys
sys.stdin.buffer.read()
subprocess.run(sys.argv[2:], capture_output=True)
shutil.rmtree(sys.argv[1], ignore_errors=True)
"""


def find_bin_dir() -> Path | None:
    """The newest PostgreSQL's bin directory with `initdb` and `pg_ctl`, or None.

    `REDLINE_PG_BIN` names one explicitly; otherwise Debian's /usr/lib/postgresql/*/bin, then
    whatever `initdb` is on PATH."""
    candidates: list[Path] = []
    explicit = os.environ.get("REDLINE_PG_BIN")
    if explicit:
        candidates.append(Path(explicit))
    debian = Path("/usr/lib/postgresql")
    if debian.is_dir():
        versions = [p for p in debian.iterdir() if p.name.isdigit()]
        versions.sort(key=lambda p: int(p.name), reverse=True)
        candidates.extend(p / "bin" for p in versions)
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(Path(on_path).parent)
    for directory in candidates:
        if (directory / "initdb").is_file() and (directory / "pg_ctl").is_file():
            return directory
    return None


class PostgresServer:
    """One throwaway cluster; `start()` it, `url(name)` / `create_database()`, then `stop()`."""

    def __init__(self, bin_dir: Path | None = None) -> None:
        found = bin_dir or find_bin_dir()
        if found is None:
            raise RuntimeError(INSTALL_HINT + ".")
        self.bin_dir = found
        self.port = 0
        self._root: Path | None = None
        self._watchdog: subprocess.Popen[bytes] | None = None
        self._numbers = itertools.count(1)
        # PostgreSQL refuses to run as root: drop to its own system user.
        self._as_user: list[str] = []
        self._uid: int | None = None
        if os.geteuid() == 0:
            user = _service_user()
            self._as_user = ["runuser", "-u", user.pw_name, "--"]
            self._uid, self._gid = user.pw_uid, user.pw_gid

    @property
    def root(self) -> Path:
        if self._root is None:
            raise RuntimeError("The PostgreSQL test server is not started.")
        return self._root

    def start(self) -> PostgresServer:
        # Under /tmp when root, so the service user can reach it whatever TMPDIR says.
        base = "/tmp" if self._uid is not None else None
        self._root = Path(tempfile.mkdtemp(prefix="redline-pg-", dir=base))
        atexit.register(self.stop)
        (self.root / "socket").mkdir()
        if self._uid is not None:
            for path in (self.root, self.root / "socket"):
                os.chown(path, self._uid, self._gid)
        self._run(
            "initdb",
            "-D",
            str(self.root / "data"),
            "-U",
            "postgres",
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C.UTF-8",
            "--no-sync",
        )
        last_error: subprocess.CalledProcessError | None = None
        for _ in range(5):  # another process may take the free port before the server does
            self.port = free_port()
            options = (
                f"-p {self.port} -c listen_addresses=127.0.0.1 "
                f"-k {self.root / 'socket'} {_SERVER_OPTIONS}"
            )
            try:
                self._run(
                    "pg_ctl",
                    "-D",
                    str(self.root / "data"),
                    "-l",
                    str(self.root / "server.log"),
                    "-w",
                    "-t",
                    "60",
                    "-o",
                    options,
                    "start",
                )
                self._watch()
                return self
            except subprocess.CalledProcessError as error:
                last_error = error
        raise RuntimeError(f"PostgreSQL did not start: {self.log_tail()}") from last_error

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, prefix: str = "test") -> str:
        """A new empty database (UTF-8); its URL."""
        import psycopg

        name = f"{prefix}_{next(self._numbers)}"
        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def drop_database(self, url: str) -> None:
        """Drop a database made by `create_database`, closing any connection still on it."""
        import psycopg

        name = url.rsplit("/", 1)[1]
        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self) -> None:
        """Stop the server at once and remove its directory (safe to call twice)."""
        if self._root is None:
            return
        root, self._root = self._root, None
        if (root / "data" / "postmaster.pid").exists():
            with contextlib.suppress(subprocess.CalledProcessError, OSError):
                self._run_in(root, "pg_ctl", "-D", str(root / "data"), "-m", "immediate", "stop")
        shutil.rmtree(root, ignore_errors=True)
        if self._watchdog is not None and self._watchdog.stdin is not None:
            self._watchdog.stdin.close()  # nothing left for it to do
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._watchdog.wait(timeout=30)
            self._watchdog = None

    def _watch(self) -> None:
        """Have a watchdog stop the server should this process die without `stop()` (a test
        run killed by a timeout), so no server outlives its tests."""
        stop = [*self._as_user, str(self.bin_dir / "pg_ctl"), "-D", str(self.root / "data")]
        self._watchdog = subprocess.Popen(
            [sys.executable, "-c", _WATCHDOG, str(self.root), *stop, "-m", "immediate", "stop"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # a Ctrl-C meant for the tests does not reach it
        )

    def log_tail(self, lines: int = 20) -> str:
        try:
            text = (self.root / "server.log").read_text(errors="replace")
        except (OSError, RuntimeError):
            return "(no server log)"
        return "\n".join(text.splitlines()[-lines:])

    def _run(self, program: str, *args: str) -> None:
        self._run_in(self.root, program, *args)

    def _run_in(self, root: Path, program: str, *args: str) -> None:
        command = [*self._as_user, str(self.bin_dir / program), *args]
        try:
            subprocess.run(command, cwd=root, check=True, capture_output=True, timeout=120)
        except subprocess.CalledProcessError as error:
            error.add_note((error.stderr or b"").decode(errors="replace")[-2000:])
            raise


def _service_user() -> pwd.struct_passwd:
    """The user a root-started server runs as: `postgres` (the package creates it), else nobody."""
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            return pwd.getpwnam(name)
    raise RuntimeError("Running as root, but there is no `postgres` user to run PostgreSQL as.")


@contextlib.contextmanager
def running_postgres() -> Iterator[PostgresServer]:
    """A started server for a script (benchmarks); stopped when the block ends."""
    server = PostgresServer().start()
    try:
        yield server
    finally:
        server.stop()


# -- pytest fixtures ----------------------------------------------------------------------


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test session (skips when it is not installed)."""
    if find_bin_dir() is None:
        pytest.skip(INSTALL_HINT)
    with running_postgres() as server:
        yield server


@pytest.fixture
def pg_url(pg_server: PostgresServer) -> Iterator[str]:
    """A fresh, empty database for one test, as a `postgresql://` URL."""
    url = pg_server.create_database()
    yield url
    pg_server.drop_database(url)


def main(command: list[str]) -> int:
    """Run `command` with REDLINE_DATABASE_URL set to a fresh database; its exit status."""
    if not command:
        print("usage: python -m app.testing.pgserver COMMAND [ARG…]", file=sys.stderr)
        return 2
    if find_bin_dir() is None:
        print(INSTALL_HINT + ".", file=sys.stderr)
        return 2
    # Terminated, stop the command first and then the server (the `finally`s below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    with running_postgres() as server:
        url = server.create_database("redline")
        print(f"PostgreSQL for this run: {url}", file=sys.stderr, flush=True)
        child = subprocess.Popen(command, env={**os.environ, "REDLINE_DATABASE_URL": url})
        try:
            return child.wait()
        finally:
            if child.poll() is None:
                child.terminate()
                try:
                    child.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    child.kill()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
