"""`python -m app` pointed at a PostgreSQL database it cannot use — the server is down, or the
URL cannot be read — says so in one line and stops, instead of a traceback from the main
process or the style learner it had started."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.testing.live_server import free_port


@pytest.mark.parametrize(
    ("url", "said"),
    [
        (
            "postgresql://postgres@127.0.0.1:{port}/redline",  # a free port, picked when run
            "The database redline on 127.0.0.1:{port} could not be reached (connection failed",
        ),
        (
            "postgresql://redline@db.internal/news room",
            "REDLINE_DATABASE_URL cannot be read as a PostgreSQL URL (",
        ),
    ],
)
def test_a_database_that_cannot_be_used_is_said_in_one_line(
    tmp_path: Path, url: str, said: str
) -> None:
    # The port is picked when the test runs, not at collection: a test's id must be the same in
    # every pytest-xdist worker.
    url = url.replace("{port}", str(free_port()))
    env = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    env.update(
        REDLINE_DATA_DIR=str(tmp_path / "data"),
        REDLINE_PORT=str(free_port()),
        REDLINE_DATABASE_URL=url,
    )
    run = subprocess.run(
        [sys.executable, "-m", "app"],
        env=env,
        cwd=tmp_path,  # no .env from the repository
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1
    output = run.stdout + run.stderr
    assert "Traceback" not in output, output
    lines = output.strip().splitlines()
    assert len(lines) == 1, output
    port = url.split(":")[-1].split("/")[0]
    assert lines[0].startswith(said.format(port=port)), lines[0]
