"""How much does one chat turn cost, and does it grow with history?

Serves the app with uvicorn on 127.0.0.1 with an instant model, prepares 30 other articles,
one article with 10 turns and one with 400, then times chat turns over HTTP on each and
prints the medians, their ratio, and the figures they are compared with. Goal (issue 13):
a median of at most 8 ms at 10 turns, and at most 1.2 times that at 400.

    .venv/bin/python bench/turn_overhead.py [--samples 100] [--learning process|inline]

Style learning runs as `python -m app` runs it: in a learner process of its own (`process`,
the default), or `inline` in the server's process (as in tests, and before session 5).
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain.models import PromptMessage  # noqa: E402
from app.llm.base import Completion  # noqa: E402
from app.main import create_app  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.style.learner_process import LearnerProcess, running_learner  # noqa: E402
from app.testing.live_server import LiveServer  # noqa: E402

# The figures to beat, measured with --samples 100 on this machine (medians, ms at 10 and
# 400 turns). BEFORE: the turn at the start of session 4, on a quiet machine (load ≈1): two
# commits, each waiting for its journal's fsync and its folder's, four trips to worker
# threads, the conversation tree rebuilt from every message twice a turn, each record
# serialized twice. NAIVE: one TinyDB file holding a session's messages, rewritten each turn.
BEFORE = (21.4, 25.7)
NAIVE = (12.8, 59.0)

PARAGRAPHS = [
    "Redline keeps every version of an article, so nothing a writer liked is ever lost.",
    "第二段：这是一段中文，用来确认字数统计和差异比较在中文上也能正常工作。",
    "The third paragraph is here so that the article has a realistic length and shape.",
] * 4


class InstantModel:
    """Answers at once with the article and one changed word (a counter)."""

    name = "instant"
    model = "instant"

    def __init__(self) -> None:
        self.calls = 0

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        self.calls += 1
        body = "\n\n".join(PARAGRAPHS)
        return Completion(text=f"Bench\n\nEdit {self.calls}. {body}", model=self.model)

    async def stream(self, messages: list[PromptMessage]):
        yield (await self.complete(messages)).text

    async def aclose(self) -> None:
        return None


def instant_model(settings: Settings) -> InstantModel:
    """The learner process's model: the same instant one (its style extraction calls)."""
    return InstantModel()


@contextlib.contextmanager
def learning(settings: Settings, where: str) -> Iterator[LearnerProcess | None]:
    """Style learning `inline` in the server's process, or in a learner `process`."""
    if where == "inline":
        yield None
        return
    with running_learner(settings, instant_model) as learner:
        if not learner.wait_ready(120):
            raise SystemExit("the style learner process did not start")
        yield learner


class Client:
    """One kept-alive HTTP/1.1 connection to the server, as light as a client can be: the
    server runs in this process, so the client's CPU competes with it for the interpreter
    (httpx used ~1 ms a turn; this ~0.3 ms)."""

    def __init__(self, url: str) -> None:
        where = urlsplit(url)
        self._connection = http.client.HTTPConnection(where.hostname or "", where.port, timeout=30)

    def post(self, path: str, payload: dict[str, Any]) -> Any:
        """POST `payload` as JSON; the JSON answer (an HTTP error ends the benchmark)."""
        body = json.dumps(payload).encode()
        self._connection.request("POST", path, body, {"Content-Type": "application/json"})
        response = self._connection.getresponse()
        answer = response.read()
        if response.status >= 400:
            raise SystemExit(f"POST {path}: HTTP {response.status} {answer[:300]!r}")
        return json.loads(answer)

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self._connection.close()


# Every message is worded anew (a number no other message had): the style learner remembers
# how it read a text, and a text said again would be learned for nothing (session 11).
_SAID = itertools.count(1)


def turn(client: Client, content_id: str, i: int) -> float:
    message = f"tweak the opening {i} (message {next(_SAID)})"
    started = time.perf_counter()
    answer = client.post("/api/chat/send", {"content_id": content_id, "message": message})
    elapsed = (time.perf_counter() - started) * 1000
    assert answer["revision"] is not None, answer
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--learning", choices=("process", "inline"), default="process")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp), log_level="WARNING", _env_file=None)  # type: ignore[call-arg]
        stack = contextlib.ExitStack()
        stack.enter_context(learning(settings, args.learning))
        server = LiveServer(create_app(settings, provider=InstantModel())).start()
        body = "\n\n".join(PARAGRAPHS)
        with Client(server.url) as client:

            def new(title: str) -> str:
                return str(client.post("/api/contents", {"title": title, "body": body})["id"])

            for n in range(30):
                new(f"Other {n}")
            short, long = new("Short history"), new("Long history")
            for i in range(10):
                turn(client, short, i)
            print("preparing 400 turns of history…", flush=True)
            for i in range(400):
                turn(client, long, i)
            for i in range(10):  # warm both paths
                turn(client, short, i)
                turn(client, long, i)
            short_ms, long_ms = [], []
            for i in range(args.samples):  # interleaved so drift hits both equally
                short_ms.append(turn(client, short, i))
                long_ms.append(turn(client, long, i))
        server.stop()  # drains background style learning before the directory goes
        stack.close()  # the learner finishes what it holds

    def p95(values: list[float]) -> float:
        return statistics.quantiles(values, n=20)[-1]

    m_short, m_long = statistics.median(short_ms), statistics.median(long_ms)
    print(
        f"turn over HTTP, 10 turns of history : median {m_short:.2f} ms  p95 {p95(short_ms):.2f} ms"
    )
    print(
        f"turn over HTTP, 400 turns of history: median {m_long:.2f} ms  p95 {p95(long_ms):.2f} ms"
    )
    print(f"ratio long/short: {m_long / m_short:.3f}")
    for name, (short, long) in (("before", BEFORE), ("the naive design", NAIVE)):
        print(
            f"vs {name}: {short:.1f} / {long:.1f} ms -> now {m_short:.1f} / {m_long:.1f} ms "
            f"({short / m_short:.2f}x / {long / m_long:.2f}x as fast)"
        )
    print(f"style learning: {args.learning}")
    print("goal: median <= 8 ms at 10 turns, and at 400 turns <= 1.2x that")
    # Other work on the machine shows in every figure above (2 cores): say how much there was.
    print(f"load average (1 min) at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
