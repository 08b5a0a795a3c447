"""How many chat turns per second the app serves to many writers at once, and how fast each is.

Starts the app in its own process (uvicorn on 127.0.0.1, a fresh data directory) with an
OpenAI-compatible test model that answers at once (app/testing/openai_stub.py, in this
process), creates the articles, then lets each client send turns to its own articles for a
fixed time and prints turns/s and the p50/p99 latency of a turn. Goal (issue 13): >= 200
turns/s with 16 clients over 32 articles, p99 <= 100 ms.

    .venv/bin/python bench/throughput.py [--clients 16] [--articles 32] [--seconds 20]
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from itertools import count
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.testing.live_server import free_port  # noqa: E402
from app.testing.openai_stub import OpenAIStub  # noqa: E402

TITLE = "Bench"
BODY = "\n\n".join(
    [
        "Redline keeps every version of an article, so nothing a writer liked is ever lost.",
        "第二段：这是一段中文，用来确认字数统计和差异比较在中文上也能正常工作。",
        "The third paragraph is here so that the article has a realistic length and shape.",
    ]
    * 4
)

# The app in its own process, as deployed: only the model (the stub) lives in this one.
SERVER = """
import logging, sys, uvicorn
sys.path.insert(0, sys.argv[1])
from app.main import create_app
from app.settings import Settings
settings = Settings()
app = create_app(settings)
logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per model call otherwise
uvicorn.run(app, host="127.0.0.1", port=settings.port, log_level="warning")
"""


def reply_for(numbers: count[int]) -> Any:
    """The test model: the whole article back with its first sentence changed."""

    def reply(_request: dict[str, Any]) -> str:
        return f"{TITLE}\n\nEdit {next(numbers)}. {BODY}"

    return reply


def start_server(data_dir: Path, stub_url: str) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    env = {
        **os.environ,
        "REDLINE_DATA_DIR": str(data_dir),
        "REDLINE_PORT": str(port),
        "REDLINE_LLM_PROVIDER": "openai",
        "REDLINE_LLM_BASE_URL": stub_url,
        "REDLINE_LLM_MODEL": "stub-model",
        "REDLINE_LOG_LEVEL": "WARNING",
    }
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(ROOT)], env=env, cwd=data_dir)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/api/contents", timeout=1).status_code == 200:
                return server, url
        except httpx.TransportError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("the app did not start")


def client_loop(
    url: str, articles: list[str], stop_at: float, latencies: list[float], failures: list[str]
) -> None:
    with httpx.Client(base_url=url, timeout=30) as client:
        for n in count():
            if time.monotonic() >= stop_at:
                return
            article = articles[n % len(articles)]
            started = time.perf_counter()
            response = client.post(
                "/api/chat/send", json={"content_id": article, "message": f"tweak the opening {n}"}
            )
            elapsed = (time.perf_counter() - started) * 1000
            if response.status_code != 200 or response.json().get("revision") is None:
                failures.append(f"{response.status_code} {response.text[:120]}")
            else:
                latencies.append(elapsed)


def measure(
    url: str, shares: list[list[str]], seconds: float
) -> tuple[list[float], list[str], float]:
    """Every client sends turns for `seconds`: (latencies in ms, failures, wall time in s)."""
    latencies: list[float] = []
    failures: list[str] = []
    stop_at = time.monotonic() + seconds
    threads = [
        threading.Thread(target=client_loop, args=(url, share, stop_at, latencies, failures))
        for share in shares
    ]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies, failures, time.perf_counter() - started


def main() -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--articles", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, OpenAIStub(default_reply=reply_for(count())) as stub:
        server, url = start_server(Path(tmp), stub.url)
        try:
            with httpx.Client(base_url=url, timeout=30) as client:
                ids = []
                for _ in range(args.articles):
                    made = client.post("/api/contents", json={"title": TITLE, "body": BODY})
                    made.raise_for_status()
                    ids.append(made.json()["id"])
            # Each client has its own articles (clients never wait for each other's lock).
            shares = [ids[c :: args.clients] for c in range(args.clients)]
            measure(url, shares, 2.0)  # warm-up
            latencies, failures, wall = measure(url, shares, args.seconds)
        finally:
            server.terminate()
            server.wait(timeout=30)
    ordered = sorted(latencies)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(
        f"{args.clients} clients over {args.articles} articles, 1 worker, {wall:.1f} s: "
        f"{len(latencies) / wall:.1f} turns/s, p50 {statistics.median(latencies):.1f} ms, "
        f"p99 {p99:.1f} ms, {len(failures)} failed"
    )
    for failure in failures[:5]:
        print("  failed:", failure)
    print("goal: >= 200 turns/s, p99 <= 100 ms")


if __name__ == "__main__":
    main()
