"""Does style learning keep up under load without dropping a revision, even across a kill?

Serves the app with uvicorn in a child process (an instant model, a fresh data dir), drives it
with several concurrent HTTP clients (chat turns and manual edits on English and Chinese
articles of three personas) until 1,500 revisions are acknowledged, waits for the style queue
to empty, then counts the personas' "learned" audit entries against the revisions in the
store. The second run kills the server with SIGKILL midway (requests in flight, learning
behind) and starts a new one on the same data dir. Goal: every revision learned exactly once.

    .venv/bin/python bench/style_queue.py [--revisions 1500] [--clients 8]
"""

import argparse
import json
import logging
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.domain.models import PromptMessage  # noqa: E402
from app.llm.base import Completion  # noqa: E402
from app.store.tinydb_store import TinyDBStore  # noqa: E402
from app.style.queue import LEARNED, QUEUE_DIR  # noqa: E402
from app.testing.live_server import free_port  # noqa: E402

ARTICLES = [
    ("Commute notes", ["The bus was late again today. 😀", "I walked the last mile instead."]),
    ("周末", ["今天天气很好！😀", "我们去了公园，玩得很开心。"]),
]
# Asks the instant model's edit (a mark on the first paragraph) answers, with style words.
ASKS = [
    "tweak the opening {n}",
    "开头改一下 {n}",
    "Make the opening livelier! {n}",
    "第一段活泼一点 {n}",
]


class InstantModel:
    """Answers at once: the article with its first paragraph marked by a counter."""

    name = "instant"
    model = "instant"

    def __init__(self) -> None:
        self.calls = 0

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        self.calls += 1
        article = messages[-1].content
        title, paragraphs = ARTICLES[1] if "周末" in article else ARTICLES[0]
        first = f"{paragraphs[0]} ({self.calls})"
        return Completion(text="\n\n".join([title, first, *paragraphs[1:]]), model=self.model)

    async def stream(self, messages: list[PromptMessage]) -> AsyncIterator[str]:
        yield (await self.complete(messages)).text

    async def aclose(self) -> None:
        return None


def serve(data_dir: Path, port: int) -> None:
    """The child process: the real app on 127.0.0.1:port."""
    import uvicorn

    from app.main import create_app
    from app.settings import Settings

    settings = Settings(  # type: ignore[call-arg]
        data_dir=data_dir, log_level="WARNING", style_llm_extraction=False, _env_file=None
    )
    app = create_app(settings, provider=InstantModel())  # type: ignore[arg-type]
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")


class Server:
    """The app in a child process, which can be killed without any clean-up."""

    def __init__(self, data_dir: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--serve", str(data_dir), str(self.port)], cwd=ROOT
        )
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError("the server did not start")
            time.sleep(0.05)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=60)


@dataclass
class Load:
    """Revisions handed out to the clients, and how many were acknowledged."""

    target: int
    server: Server
    handed: int = 0
    acknowledged: int = 0
    errors: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    running: threading.Event = field(default_factory=threading.Event)

    def ticket(self) -> int | None:
        with self.lock:
            if self.handed >= self.target:
                return None
            if self.errors > self.target:
                raise SystemExit("more failed requests than revisions: see the server's log")
            self.handed += 1
            return self.handed

    def give_back(self) -> None:
        with self.lock:
            self.handed -= 1
            self.errors += 1

    def done(self) -> None:
        with self.lock:
            self.acknowledged += 1


def client(load: Load, content_id: str) -> None:
    """One writer: chat turns with a manual edit every fourth revision, one at a time."""
    version: int | None = None
    while (n := load.ticket()) is not None:
        load.running.wait()
        try:
            with httpx.Client(base_url=load.server.url, timeout=60) as http:
                if version is None:
                    version = http.get(f"/api/contents/{content_id}").json()["version"]
                if n % 4 == 0:
                    current = http.get(f"/api/contents/{content_id}").json()
                    body = current["body"].replace("😀", "") + f"\n\nEdited by hand {n}."
                    answer = http.put(
                        f"/api/contents/{content_id}", json={"body": body, "base_version": version}
                    )
                    made = answer.status_code == 200
                    version = answer.json()["version"] if made else None
                else:
                    answer = http.post(
                        "/api/chat/send",
                        json={
                            "content_id": content_id,
                            "message": ASKS[(n // 4) % len(ASKS)].format(n=n),
                        },
                    )
                    result = answer.json() if answer.status_code == 200 else {}
                    made = result.get("revision") is not None
                    version = result["content"]["version"] if result else None
        except (httpx.HTTPError, ValueError, KeyError):
            made, version = False, None
        if made:
            load.done()
        else:  # cut off by the kill, or no change made: someone else takes the ticket
            load.give_back()
            time.sleep(0.05)


def pending(data_dir: Path) -> int:
    count = 0
    for path in (data_dir / QUEUE_DIR).glob("*.json"):
        try:
            count += json.loads(path.read_bytes()).get("state") == "pending"
        except (OSError, ValueError):
            continue
    return count


def wait_for_learning(data_dir: Path, timeout: float = 900) -> float:
    started = time.monotonic()
    while pending(data_dir) and time.monotonic() - started < timeout:
        time.sleep(0.2)
    return time.monotonic() - started


def count(data_dir: Path, content_ids: list[str], persona_ids: list[str]) -> dict[str, int]:
    store = TinyDBStore(data_dir)
    revisions = {r.id for cid in content_ids for r in store.list_revisions(cid)}
    learned = Counter(
        e.detail["revision_id"]
        for pid in persona_ids
        for e in store.list_audit(pid)
        if e.action == LEARNED
    )
    failed = sum(1 for p in (data_dir / QUEUE_DIR).glob("*.json") if p.name[0] != ".") - pending(
        data_dir
    )
    return {
        "revisions in the store": len(revisions),
        "learned (distinct revisions)": len(set(learned) & revisions),
        "revisions never learned": len(revisions - set(learned)),
        "learned twice or more": sum(1 for n in learned.values() if n > 1),
        "kept as failed": failed,
    }


def prepare(server: Server, clients: int) -> tuple[list[str], list[str]]:
    """One article per client, spread over the default persona and two new ones."""
    persona_ids: list[str | None] = [None]  # None: the default persona, made on first use
    for name in ("Blog", "博客"):
        made = httpx.post(f"{server.url}/api/personas", json={"name": name})
        persona_ids.append(made.raise_for_status().json()["id"])
    content_ids, used = [], set()
    for i in range(clients):
        title, paragraphs = ARTICLES[i % 2]
        persona_id = persona_ids[i % len(persona_ids)]
        made = httpx.post(
            f"{server.url}/api/contents",
            json={"title": title, "body": "\n\n".join(paragraphs)}
            | ({"persona_id": persona_id} if persona_id else {}),
        ).raise_for_status()
        content_ids.append(made.json()["id"])
        used.add(made.json()["persona_id"])
    return content_ids, sorted(used)


def drive(
    load: Load, content_ids: list[str], data_dir: Path, kill_midway: bool
) -> tuple[float, int, float]:
    """The clients' load (with the kill); seconds, revisions still waiting, seconds to learn."""
    load.running.set()
    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(load, cid)) for cid in content_ids]
    for thread in threads:
        thread.start()
    if kill_midway:
        while load.acknowledged < load.target // 2 and any(t.is_alive() for t in threads):
            time.sleep(0.01)
        load.running.clear()
        load.server.kill()
        at_kill, left = load.acknowledged, pending(data_dir)
        print(
            f"  killed (SIGKILL) after {at_kill} acknowledged; {left} waiting on disk", flush=True
        )
        load.server = Server(data_dir)
        load.running.set()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    behind = pending(data_dir)
    return elapsed, behind, wait_for_learning(data_dir)


def run(total: int, clients: int, kill_midway: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        load = Load(total, Server(data_dir))
        try:
            content_ids, persona_ids = prepare(load.server, clients)
            elapsed, behind, waited = drive(load, content_ids, data_dir, kill_midway)
        finally:
            load.server.stop()
        figures = count(data_dir, content_ids, persona_ids)
    print(
        f"  {load.acknowledged} revisions acknowledged by {clients} clients in {elapsed:.1f} s "
        f"({load.acknowledged / elapsed:.0f}/s); {behind} still waiting when the load ended, "
        f"learned {waited:.1f} s later"
    )
    for name, value in figures.items():
        print(f"  {name:<30}{value}")
    ok = (
        figures["learned (distinct revisions)"] == figures["revisions in the store"]
        and figures["learned twice or more"] == 0
        and figures["revisions in the store"] >= total
    )
    print(f"  {'OK' if ok else 'FAILED'}: every revision learned exactly once", flush=True)


def main() -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser()
    parser.add_argument("--revisions", type=int, default=1500)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--serve", nargs=2, metavar=("DATA_DIR", "PORT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(Path(args.serve[0]), int(args.serve[1]))
        return
    print(f"{args.revisions} revisions under load, no restart:", flush=True)
    run(args.revisions, args.clients, kill_midway=False)
    print(
        f"{args.revisions} revisions under load, the server killed midway and restarted:",
        flush=True,
    )
    run(args.revisions, args.clients, kill_midway=True)


if __name__ == "__main__":
    main()
