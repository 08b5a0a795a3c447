"""How many chat turns per second Redline serves to many writers at once, and how fast each is.

Runs Redline as deployed — `python -m app` with REDLINE_WORKERS worker processes, on a fresh
TinyDB data directory or on a PostgreSQL database, one or more instances — with the model an
OpenAI-compatible stub that answers at once (app/testing/openai_stub.py) in its own process.
It creates the articles, lets each client send turns for a fixed time, and prints turns/s,
the p50/p99 latency of a turn, and whether every article's versions are unique and
contiguous. Goal (issue 13): >= 200 turns/s with 16 clients over 32 articles, p99 <= 100 ms.

    .venv/bin/python bench/throughput.py [--clients 16] [--articles 32] [--seconds 20]
        [--workers N]                      TinyDB, N worker processes
        [--pg | --database-url URL]        PostgreSQL: a throwaway server, or this database
        [--instances 2]                    app instances on one database, clients spread over them
        [--shared]                         every client writes to every article (they race)
        [--ceiling]                        then GET /healthz as fast as it comes: the ceiling

With --shared, clients race for the same articles (across instances too): a turn whose
article changed while its reply was written is answered "changed meanwhile" and counted
apart; the versions must still be unique and contiguous.

The clients share the machine's cores with the server, so they are as cheap as honest
clients can be: one asyncio loop, one kept-alive HTTP/1.1 connection per client, requests
written and responses read as raw bytes (the JSON answer is still parsed, to check it). The
figure is printed with the CPU each party used during the run — the server's processes, the
clients, the model stub — and the server's CPU per turn, the cost that decides how far the
server can go on this machine: split between the web workers and the style learner process
(which learns from every turn), with the context switches of the server's threads a turn.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path
from urllib.parse import urlsplit

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.testing.live_server import free_port  # noqa: E402

TITLE = "Bench"
BODY = "\n\n".join(
    [
        "Redline keeps every version of an article, so nothing a writer liked is ever lost.",
        "第二段：这是一段中文，用来确认字数统计和差异比较在中文上也能正常工作。",
        "The third paragraph is here so that the article has a realistic length and shape.",
    ]
    * 4
)

# The model, in a process of its own so it does not share this one's interpreter with the
# clients: the whole article back with its first sentence changed, at once.
MODEL = """
import itertools, sys, time
sys.path.insert(0, sys.argv[1])
from app.testing.openai_stub import OpenAIStub
title, body, numbers = sys.argv[2], sys.argv[3], itertools.count()
def reply(_request):
    return f"{title}\\n\\nEdit {next(numbers)}. {body}"
with OpenAIStub(default_reply=reply) as stub:
    print(stub.url, flush=True)
    while True:
        time.sleep(3600)
"""


@dataclass
class Tally:
    """What the clients saw: latencies of applied turns, turns that lost a race, failures."""

    latencies: list[float] = field(default_factory=list)
    moved_on: int = 0
    failures: list[str] = field(default_factory=list)


@dataclass
class Running:
    """A process this benchmark started: its URL and process id (for its CPU time)."""

    url: str
    pid: int


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process and all its living descendants (uvicorn's
    workers are children of the process started), from /proc."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    pending = [pid]
    while pending:
        current = pending.pop()
        try:
            stat = Path(f"/proc/{current}/stat").read_text()
            fields = stat[stat.rindex(")") + 2 :].split()
            total += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
            for task in Path(f"/proc/{current}/task").iterdir():
                pending.extend(int(c) for c in (task / "children").read_text().split())
        except (FileNotFoundError, ProcessLookupError, ValueError):
            continue  # gone meanwhile
    return total


def _descendants(pid: int) -> list[int]:
    """`pid` and its living descendants."""
    found, pending = [], [pid]
    while pending:
        current = pending.pop()
        found.append(current)
        try:
            for task in Path(f"/proc/{current}/task").iterdir():
                pending.extend(int(c) for c in (task / "children").read_text().split())
        except (FileNotFoundError, ProcessLookupError, ValueError):
            continue  # gone meanwhile
    return found


def style_learner(pid: int) -> int | None:
    """The style learner among an app's processes: the first process `python -m app` spawned
    (it starts the learner, then serves — with several workers, uvicorn spawns them after)."""
    spawned = []
    for child in _descendants(pid)[1:]:
        try:
            if b"spawn_main" not in Path(f"/proc/{child}/cmdline").read_bytes():
                continue  # multiprocessing's resource tracker
            stat = Path(f"/proc/{child}/stat").read_text()
            spawned.append((int(stat[stat.rindex(")") + 2 :].split()[19]), child))  # starttime
        except (FileNotFoundError, ProcessLookupError, ValueError):
            continue
    return min(spawned)[1] if spawned else None


def context_switches(pid: int) -> int:
    """Context switches (voluntary and not) of every thread of `pid` and its descendants: a
    thread handing the interpreter to another (a store call's syscalls among many threads)
    costs a switch or two, which shows here and not in the profiles."""
    total = 0
    for process in _descendants(pid):
        try:
            for task in Path(f"/proc/{process}/task").iterdir():
                for line in (task / "status").read_text().splitlines():
                    if "ctxt_switches:" in line:
                        total += int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError, ValueError):
            continue
    return total


def wait_until_started(servers: list[Running]) -> None:
    """Wait until every process of every instance has finished starting: one worker answers
    while the others (and the style learner) may still be importing the app — seconds of CPU
    each on a loaded machine, which the first runs measured as the turns' own (the server's
    CPU a turn counted it, and the clients sent to an unready worker waited for it). Started
    means the servers' processes together use less than a tenth of a core for half a second."""
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        before = sum(cpu_seconds(s.pid) for s in servers)
        time.sleep(0.5)
        if sum(cpu_seconds(s.pid) for s in servers) - before < 0.05:
            return
    raise SystemExit("the app's processes were still busy starting after 4 minutes")


def own_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


@contextlib.contextmanager
def model_process() -> Iterator[Running]:
    process = subprocess.Popen(
        [sys.executable, "-c", MODEL, str(ROOT), TITLE, BODY], stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None
        url = process.stdout.readline().strip()
        if not url:
            raise SystemExit("the model stub did not start")
        yield Running(url, process.pid)
    finally:
        process.terminate()
        process.wait(timeout=30)


@contextlib.contextmanager
def app_process(env: dict[str, str], data_dir: Path) -> Iterator[Running]:
    """`python -m app` on a free port with `env`; its URL once it answers."""
    port = free_port()
    env = {
        **os.environ,
        **env,
        "REDLINE_DATA_DIR": str(data_dir),
        "REDLINE_PORT": str(port),
        "REDLINE_LOG_LEVEL": "WARNING",
    }
    server = subprocess.Popen(
        [sys.executable, "-m", "app"],
        env=env,
        cwd=data_dir,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 240  # a loaded machine imports slowly
        while True:
            try:
                if httpx.get(f"{url}/api/contents", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline or server.poll() is not None:
                raise SystemExit(f"the app did not start (exit {server.poll()})")
            time.sleep(0.1)
        yield Running(url, server.pid)
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()


@contextlib.contextmanager
def database(args: argparse.Namespace) -> Iterator[tuple[str | None, int | None]]:
    """The PostgreSQL URL to use (a throwaway server's with --pg), or None for TinyDB; and
    the throwaway server's process id, whose CPU (its backends' too) is part of serving."""
    if args.database_url:
        yield args.database_url, None
    elif args.pg:
        from app.testing.pgserver import running_postgres

        with running_postgres() as server:
            url = server.create_database("bench")
            postmaster = (server.root / "data" / "postmaster.pid").read_text().split()[0]
            yield url, int(postmaster)
    else:
        yield None, None


async def read_response(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    """One HTTP/1.1 response with a Content-Length (what Redline's JSON answers carry)."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split(b" ", 2)[1])
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    return status, await reader.readexactly(length)


async def client_loop(
    url: str, articles: list[str], first: int, stop_at: float, tally: Tally
) -> None:
    """One writer: a turn at a time on its articles over one kept-alive connection."""
    where = urlsplit(url)
    reader, writer = await asyncio.open_connection(where.hostname, where.port)
    head = f"POST /api/chat/send HTTP/1.1\r\nHost: {where.netloc}\r\n" + (
        "Content-Type: application/json\r\nContent-Length: {}\r\n\r\n"
    )
    try:
        for n in count(first):
            if time.monotonic() >= stop_at:
                return
            article = articles[n % len(articles)]
            # Worded anew each time (the style learner remembers how it read a text).
            said = f"tweak the opening {n} (client {first})"
            body = json.dumps({"content_id": article, "message": said})
            request = head.format(len(body)).encode() + body.encode()
            started = time.perf_counter()
            writer.write(request)
            status, answer_bytes = await read_response(reader)
            elapsed = (time.perf_counter() - started) * 1000
            answer = json.loads(answer_bytes) if status == 200 else {}
            if answer.get("revision") is not None:
                tally.latencies.append(elapsed)
            elif answer.get("assistant_message", {}).get("status") == "error":
                tally.moved_on += 1  # another client changed the article meanwhile
            else:
                tally.failures.append(f"{status} {answer_bytes[:160]!r}")
    finally:
        writer.close()


# A client: (server URL, its articles, its number, when to stop, the tally to add to).
ClientLoop = Callable[[str, list[str], int, float, Tally], Awaitable[None]]


async def ceiling_loop(
    url: str, articles: list[str], first: int, stop_at: float, tally: Tally
) -> None:
    """One client asking for the cheapest answer the app has (`GET /healthz`, through the same
    middleware as a turn) as fast as it comes: what these clients and the HTTP stack can do
    at most on this machine, the ceiling of the turns' figure."""
    where = urlsplit(url)
    reader, writer = await asyncio.open_connection(where.hostname, where.port)
    request = f"GET /healthz HTTP/1.1\r\nHost: {where.netloc}\r\n\r\n".encode()
    try:
        while time.monotonic() < stop_at:
            started = time.perf_counter()
            writer.write(request)
            status, answer_bytes = await read_response(reader)
            if status == 200:
                tally.latencies.append((time.perf_counter() - started) * 1000)
            else:
                tally.failures.append(f"{status} {answer_bytes[:160]!r}")
    finally:
        writer.close()


async def run_clients(
    urls: list[str],
    shares: list[list[str]],
    seconds: float,
    tally: Tally,
    client: ClientLoop = client_loop,
) -> None:
    stop_at = time.monotonic() + seconds
    await asyncio.gather(
        *(client(urls[c % len(urls)], share, c, stop_at, tally) for c, share in enumerate(shares))
    )


@dataclass
class Run:
    """A measured run: what the clients saw, how long it took, the CPU each party used."""

    tally: Tally
    wall: float
    server_cpu: float
    client_cpu: float
    model_cpu: float
    database_cpu: float
    learner_cpu: float = 0.0  # of server_cpu: the style learner processes'
    switches: int = 0  # context switches of the servers' threads


def measure(
    servers: list[Running],
    model: Running,
    shares: list[list[str]],
    seconds: float,
    database_pid: int | None = None,
    client: ClientLoop = client_loop,
) -> Run:
    """Every client sends turns for `seconds` to its instance (all in this process's one
    event loop)."""
    tally = Tally()

    def database_cpu() -> float:
        return cpu_seconds(database_pid) if database_pid else 0.0

    learners = [pid for pid in (style_learner(s.pid) for s in servers) if pid is not None]

    def learner_cpu() -> float:
        return sum(cpu_seconds(pid) for pid in learners)

    def switches() -> int:
        return sum(context_switches(s.pid) for s in servers)

    cpu_before = (
        sum(cpu_seconds(s.pid) for s in servers),
        own_cpu_seconds(),
        cpu_seconds(model.pid),
        database_cpu(),
        learner_cpu(),
        switches(),
    )
    started = time.perf_counter()
    asyncio.run(run_clients([s.url for s in servers], shares, seconds, tally, client))
    wall = time.perf_counter() - started
    return Run(
        tally,
        wall,
        sum(cpu_seconds(s.pid) for s in servers) - cpu_before[0],
        own_cpu_seconds() - cpu_before[1],
        cpu_seconds(model.pid) - cpu_before[2],
        database_cpu() - cpu_before[3],
        learner_cpu() - cpu_before[4],
        switches() - cpu_before[5],
    )


def check_versions(url: str, ids: list[str]) -> list[str]:
    """Each article's revisions make versions 2..N once each, and the article is at N."""
    problems = []
    with httpx.Client(base_url=url, timeout=60) as client:
        for content_id in ids:
            versions = sorted(
                r["version"] for r in client.get(f"/api/chat/revisions/{content_id}").json()
            )
            at = client.get(f"/api/contents/{content_id}").json()["version"]
            if versions != list(range(2, len(versions) + 2)) or at != len(versions) + 1:
                problems.append(f"{content_id}: versions {versions[:8]}… article at V{at}")
    return problems


def main() -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--articles", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=1, help="REDLINE_WORKERS per instance")
    parser.add_argument("--instances", type=int, default=1, help="app instances")
    parser.add_argument("--database-url", help="run on this PostgreSQL database")
    parser.add_argument("--pg", action="store_true", help="start a throwaway PostgreSQL")
    parser.add_argument("--shared", action="store_true", help="clients race on every article")
    parser.add_argument(
        "--ceiling",
        action="store_true",
        help="then as many clients send GET /healthz for as long: the clients' and HTTP's limit",
    )
    args = parser.parse_args()
    if args.instances > 1 and not (args.pg or args.database_url):
        parser.error("several instances share a PostgreSQL database: add --pg or --database-url")
    with contextlib.ExitStack() as stack:
        db_url, db_pid = stack.enter_context(database(args))
        model = stack.enter_context(model_process())
        env = {
            "REDLINE_WORKERS": str(args.workers),
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_BASE_URL": model.url,
            "REDLINE_LLM_MODEL": "stub-model",
        }
        if db_url:
            env["REDLINE_DATABASE_URL"] = db_url
        servers = []
        for _ in range(args.instances):  # each instance its own data dir, as on its own machine
            data_dir = Path(stack.enter_context(tempfile.TemporaryDirectory()))
            servers.append(stack.enter_context(app_process(env, data_dir)))
        with httpx.Client(base_url=servers[0].url, timeout=60) as client:
            ids = []
            for _ in range(args.articles):
                made = client.post("/api/contents", json={"title": TITLE, "body": BODY})
                made.raise_for_status()
                ids.append(made.json()["id"])
        # Each client has its own articles (never waiting for another's lock), or all of them.
        shares = [ids if args.shared else ids[c :: args.clients] for c in range(args.clients)]
        wait_until_started(servers)
        measure(servers, model, shares, 2.0, db_pid)  # warm-up
        run = measure(servers, model, shares, args.seconds, db_pid)
        problems = check_versions(servers[-1].url, ids)
        ceiling = (
            measure(servers, model, shares, args.seconds, None, ceiling_loop)
            if args.ceiling
            else None
        )
    store = f"PostgreSQL, {args.instances} instance(s)" if db_url else "TinyDB"
    tally, wall = run.tally, run.wall
    ordered = sorted(tally.latencies) or [0.0]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(
        f"{store}, {args.workers} worker(s) each, {args.clients} clients over {args.articles} "
        f"articles{' (shared)' if args.shared else ''}, {wall:.1f} s: "
        f"{len(tally.latencies) / wall:.1f} turns/s, p50 {statistics.median(ordered):.1f} ms, "
        f"p99 {p99:.1f} ms, {tally.moved_on} lost a race, {len(tally.failures)} failed"
    )
    cores = os.cpu_count() or 1
    turns = max(1, len(tally.latencies) + tally.moved_on)

    def share(seconds: float) -> str:
        return f"{100 * seconds / wall / cores:.0f} %"

    on_database = (
        f", PostgreSQL {share(run.database_cpu)} ({1000 * run.database_cpu / turns:.1f} ms a turn)"
        if db_pid
        else ""
    )
    print(
        f"CPU of the machine's {cores} cores: server {share(run.server_cpu)} "
        f"({1000 * run.server_cpu / turns:.1f} ms a turn), clients {share(run.client_cpu)} "
        f"({1000 * run.client_cpu / turns:.1f} ms a turn), model stub {share(run.model_cpu)}"
        f"{on_database}"
    )
    # The server's share split: its web workers, and the style learner process beside them
    # (which learns from every turn, so its CPU is a turn's too).
    print(
        f"server CPU a turn: web workers {1000 * (run.server_cpu - run.learner_cpu) / turns:.1f}"
        f" ms, style learner {1000 * run.learner_cpu / turns:.1f} ms; "
        f"{run.switches / turns:.0f} context switches a turn"
    )
    if ceiling is not None:
        ordered = sorted(ceiling.tally.latencies) or [0.0]
        asked = max(1, len(ceiling.tally.latencies))
        print(
            f"ceiling (GET /healthz, same clients, {ceiling.wall:.1f} s): "
            f"{len(ceiling.tally.latencies) / ceiling.wall:.1f} requests/s, "
            f"p50 {statistics.median(ordered):.1f} ms, "
            f"p99 {ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]:.1f} ms; CPU a "
            f"request: server {1000 * ceiling.server_cpu / asked:.2f} ms, clients "
            f"{1000 * ceiling.client_cpu / asked:.2f} ms"
        )
    for failure in tally.failures[:5]:
        print("  failed:", failure)
    verdict = "unique and contiguous" if not problems else f"WRONG in {len(problems)}"
    print(f"versions: {verdict} in {len(ids) - len(problems)}/{len(ids)} articles")
    for problem in problems[:5]:
        print("  ", problem)
    print("goal: >= 200 turns/s, p99 <= 100 ms")
    # Other work on the machine shows in every figure above (2 cores): say how much there was.
    print(f"load average (1 min) at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
