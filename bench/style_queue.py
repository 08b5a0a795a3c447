"""Does style learning keep up under load without dropping a revision, even across a kill,
with one server process or several sharing the data dir?

Serves the app with uvicorn in child processes (an instant model, a fresh data dir; with
`--processes 2`, two servers on the same data dir, each client talking to one of them, as
REDLINE_WORKERS=2 shares it), drives them with several concurrent HTTP clients (chat turns and
manual edits on English and Chinese articles of three personas) until 1,500 revisions are
acknowledged, waits for the style queue to empty, then counts the personas' "learned" audit
entries against the revisions in the store. Beside them, every third revision is followed by the
writer's approval ("perfect, keep it like this"), which the model answers NO_CHANGE: a message
that makes no revision, learned as a job of its own, counted the same way. The second run of
each kills a server with SIGKILL midway (requests in flight, learning behind): with one process,
a new one is started on the same data dir; with two, the other keeps serving and takes over the
killed one's jobs, and the killed one is started again. Goal: every revision, and every message
answered without one, learned exactly once.

    .venv/bin/python bench/style_queue.py [--revisions 1500] [--clients 8] [--processes 1,2]
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
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.domain.models import PromptMessage  # noqa: E402
from app.editing.lost_replies import LOST_SUMMARY  # noqa: E402
from app.llm.base import Completion  # noqa: E402
from app.store.tinydb_store import TinyDBStore  # noqa: E402
from app.style.queue import LEARNED, LEARNED_MESSAGE, QUEUE_DIR  # noqa: E402
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
APPROVAL = "perfect, keep it like this ({n})"  # answered NO_CHANGE: a message, no revision


class InstantModel:
    """Answers at once: the article with its first paragraph marked by a counter."""

    name = "instant"
    model = "instant"

    def __init__(self) -> None:
        self.calls = 0

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        self.calls += 1
        article = messages[-1].content
        if "keep it like this" in article:
            return Completion(text="NO_CHANGE", model=self.model)
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

    settings = Settings(
        data_dir=data_dir, log_level="WARNING", style_llm_extraction=False, _env_file=None
    )
    app = create_app(settings, provider=InstantModel())
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


class Servers:
    """`count` server processes on one data dir; client `i` talks to server `i % count`."""

    def __init__(self, data_dir: Path, count: int) -> None:
        self.data_dir = data_dir
        self.running = [Server(data_dir) for _ in range(count)]

    def url(self, client: int = 0) -> str:
        return self.running[client % len(self.running)].url

    def kill_and_restart(self) -> None:
        """SIGKILL the first server; start a new one in its place (the others keep serving,
        and take over its queued revisions meanwhile)."""
        self.running[0].kill()
        self.running[0] = Server(self.data_dir)

    def stop(self) -> None:
        for server in self.running:
            server.stop()


@dataclass
class Load:
    """Revisions handed out to the clients, and how many were acknowledged."""

    target: int
    servers: Servers
    handed: int = 0
    acknowledged: int = 0
    approvals: int = 0  # messages answered without a revision
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

    def approved(self) -> None:
        with self.lock:
            self.approvals += 1


def client(load: Load, number: int, content_id: str) -> None:
    """One writer: chat turns with a manual edit every fourth revision, one at a time."""
    version: int | None = None
    while (n := load.ticket()) is not None:
        load.running.wait()
        try:
            with httpx.Client(base_url=load.servers.url(number), timeout=60) as http:
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
                    if made and n % 3 == 0:
                        approval = http.post(
                            "/api/chat/send",
                            json={"content_id": content_id, "message": APPROVAL.format(n=n)},
                        )
                        if approval.status_code == 200 and approval.json()["revision"] is None:
                            load.approved()
        except (httpx.HTTPError, ValueError, KeyError):
            made, version = False, None
        if made:
            load.done()
        else:  # cut off by the kill, or no change made: someone else takes the ticket
            load.give_back()
            time.sleep(0.05)


def jobs(data_dir: Path) -> list[dict[str, Any]]:
    """Every job on disk: waiting, taken by a server process, or failed."""
    found = []
    for path in (data_dir / QUEUE_DIR).rglob("*.json"):
        if path.name[0] == ".":
            continue
        try:
            found.append(json.loads(path.read_bytes()))
        except (OSError, ValueError):
            continue
    return found


def pending(data_dir: Path) -> int:
    return sum(1 for job in jobs(data_dir) if job.get("state") == "pending")


def wait_for_learning(data_dir: Path, timeout: float = 900) -> float:
    started = time.monotonic()
    while pending(data_dir) and time.monotonic() - started < timeout:
        time.sleep(0.2)
    return time.monotonic() - started


def count(data_dir: Path, content_ids: list[str], persona_ids: list[str]) -> dict[str, int]:
    store = TinyDBStore(data_dir)
    revisions = {r.id for cid in content_ids for r in store.list_revisions(cid)}
    answered, lost = unrevised_messages(store, content_ids)
    learned: Counter[str] = Counter()
    for pid in persona_ids:
        for e in store.list_audit(pid):
            if e.action in (LEARNED, LEARNED_MESSAGE):
                learned[str(e.detail.get("revision_id") or e.detail.get("message_id"))] += 1
    failed = sum(1 for job in jobs(data_dir) if job.get("state") == "failed")
    return {
        "revisions in the store": len(revisions),
        "learned (distinct revisions)": len(set(learned) & revisions),
        "revisions never learned": len(revisions - set(learned)),
        "messages without a revision": len(answered),
        "learned (distinct messages)": len(set(learned) & answered),
        "messages never learned": len(answered - set(learned)),
        "unanswered after the kill": lost,
        "learned twice or more": sum(1 for n in learned.values() if n > 1),
        "kept as failed": failed,
    }


def unrevised_messages(store: TinyDBStore, content_ids: list[str]) -> tuple[set[str], int]:
    """The writer's messages answered without any revision (each must be learned), and how
    many the kill left without an answer (a reply saying so, written at the next start)."""
    answered: set[str] = set()
    lost = 0
    for cid in content_ids:
        messages = store.list_messages(cid)
        replies: dict[str, list[Any]] = {}
        for message in messages:
            if message.role == "assistant" and message.parent_id:
                replies.setdefault(message.parent_id, []).append(message)
        for message in messages:
            got = replies.get(message.id, [])
            if message.role != "user" or any(r.revision_id for r in got):
                continue
            if got and all(r.summary == LOST_SUMMARY for r in got):
                lost += 1
            elif got:
                answered.add(message.id)
    return answered, lost


def prepare(servers: Servers, clients: int) -> tuple[list[str], list[str]]:
    """One article per client, spread over the default persona and two new ones."""
    persona_ids: list[str | None] = [None]  # None: the default persona, made on first use
    for name in ("Blog", "博客"):
        made = httpx.post(f"{servers.url()}/api/personas", json={"name": name})
        persona_ids.append(made.raise_for_status().json()["id"])
    content_ids, used = [], set()
    for i in range(clients):
        title, paragraphs = ARTICLES[i % 2]
        persona_id = persona_ids[i % len(persona_ids)]
        made = httpx.post(
            f"{servers.url(i)}/api/contents",
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
    threads = [
        threading.Thread(target=client, args=(load, number, cid))
        for number, cid in enumerate(content_ids)
    ]
    for thread in threads:
        thread.start()
    if kill_midway:
        while load.acknowledged < load.target // 2 and any(t.is_alive() for t in threads):
            time.sleep(0.01)
        several = len(load.servers.running) > 1
        if not several:
            load.running.clear()  # nobody to talk to until the new server is up
        at_kill, left = load.acknowledged, pending(data_dir)
        load.servers.kill_and_restart()
        print(
            f"  one server killed (SIGKILL) after {at_kill} acknowledged, {left} waiting on "
            f"disk; {'the other served on, and ' if several else ''}a new one was started",
            flush=True,
        )
        load.running.set()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    behind = pending(data_dir)
    return elapsed, behind, wait_for_learning(data_dir)


def run(total: int, clients: int, processes: int, kill_midway: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        load = Load(total, Servers(data_dir, processes))
        try:
            content_ids, persona_ids = prepare(load.servers, clients)
            elapsed, behind, waited = drive(load, content_ids, data_dir, kill_midway)
        finally:
            load.servers.stop()
        figures = count(data_dir, content_ids, persona_ids)
    print(
        f"  {load.acknowledged} revisions acknowledged by {clients} clients in {elapsed:.1f} s "
        f"({load.acknowledged / elapsed:.0f}/s); {behind} still waiting when the load ended, "
        f"learned {waited:.1f} s later; {load.approvals} approvals answered without a revision"
    )
    for name, value in figures.items():
        print(f"  {name:<30}{value}")
    ok = (
        figures["learned (distinct revisions)"] == figures["revisions in the store"]
        and figures["learned (distinct messages)"] == figures["messages without a revision"]
        and figures["learned twice or more"] == 0
        and figures["revisions in the store"] >= total
    )
    print(
        f"  {'OK' if ok else 'FAILED'}: every revision, and every message answered without "
        "one, learned exactly once",
        flush=True,
    )


def main() -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser()
    parser.add_argument("--revisions", type=int, default=1500)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument(
        "--processes", default="1,2", help="server processes sharing the data dir, per run"
    )
    parser.add_argument("--serve", nargs=2, metavar=("DATA_DIR", "PORT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(Path(args.serve[0]), int(args.serve[1]))
        return
    for processes in [int(n) for n in args.processes.split(",")]:
        servers = f"{processes} server process{'es' if processes > 1 else ''}"
        print(f"{args.revisions} revisions under load, {servers}, no kill:", flush=True)
        run(args.revisions, args.clients, processes, kill_midway=False)
        print(f"{args.revisions} revisions under load, {servers}, one killed midway:", flush=True)
        run(args.revisions, args.clients, processes, kill_midway=True)


if __name__ == "__main__":
    main()
