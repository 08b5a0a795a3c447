"""The style rules load in a worker thread, never on the event loop: imported there at the first
style job they held up every request of a fresh app for seconds (on a busy machine, the first
browser test's diff waited behind them past its timeout)."""

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A fresh interpreter (here the rules are long loaded): one turn whose revision is learned
# in-process, and a note of whether an event loop was running where the rules were imported.
SCRIPT = textwrap.dedent(
    """
    import asyncio, sys, tempfile, time

    where = []

    class Spy:
        def find_spec(self, name, path=None, target=None):
            if name == "app.style.learner":
                where.append("event loop" if asyncio._get_running_loop() else "thread")
            return None

    sys.meta_path.insert(0, Spy())

    from litestar.testing import TestClient

    from app.main import create_app
    from app.settings import Settings

    settings = Settings(_env_file=None, data_dir=tempfile.mkdtemp())
    with TestClient(create_app(settings)) as client:
        body = {"title": "Bus", "body": "We waited twenty minutes."}
        content = client.post("/api/contents", json=body).json()
        sent = {"content_id": content["id"], "message": 'Replace "twenty" with "thirty"'}
        assert client.post("/api/chat/send", json=sent).json()["revision"]
        deadline = time.monotonic() + 120
        while not where and time.monotonic() < deadline:
            time.sleep(0.05)
    print(where)
    """
)


def test_the_style_rules_are_loaded_off_the_event_loop() -> None:
    ran = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert ran.stdout.strip().splitlines()[-1] == "['thread']", ran.stdout[-2000:]
