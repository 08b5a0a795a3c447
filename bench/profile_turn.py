"""Where does the CPU of one chat turn go? A profile of N turns, split by area.

Two profilers. py-spy (the default when installed) samples every thread of this process
from outside, so pure-Python code is not slowed more than C code and the shares are honest
(by default only the thread holding the GIL, i.e. Python's CPU; `--waits` adds threads
blocked in the kernel, such as an fsync);
cProfile (`--cprofile`) slows pure Python several times over, but counts every call (how
many times a turn parses, validates or writes something).

Prepares an article with some history through one server, then serves the same data
directory again in this process (uvicorn in a thread, as bench/turn_overhead.py does, with
the same instant model) and profiles N chat turns over HTTP: every server thread (the event
loop, anyio's worker threads, the fsync threads) is sampled by py-spy, or profiled by
cProfile timed by each thread's own CPU clock. The first profiled turn finds the caches of
the new server cold. The client runs in the main thread and is not counted. Prints the CPU
per turn, each thread's own CPU a turn (the judge's pool, the event loop — `uvicorn` —, the
store's pool, the fsyncs: read from each thread's CPU clock, so a thread that waited for a core
is not charged, as py-spy's samples charge it under load), each area's share (store, editing,
web, style, events …; library code counts for the innermost area calling it, or with cProfile
the area calling it most), and the top functions by cumulative CPU in each area.

    .venv/bin/python bench/profile_turn.py [--turns 200] [--history 10] [--top 12]
                                           [--cprofile [--save profile.pstats]]
                                           [--learning process|inline] [--cpu-only]
                                           [--extra-trips N]

With `--learning process` (the default, as `python -m app` serves) style learning runs in a
learner process of its own, whose CPU is printed apart; `inline` learns in the server's
process (as tests do, and as serving did before session 5).
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import os
import pstats
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from turn_overhead import PARAGRAPHS, Client, InstantModel, learning, turn  # noqa: E402

from app.editing import pools  # noqa: E402
from app.main import create_app  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.style.queue_files import QUEUE_DIR  # noqa: E402
from app.testing.live_server import LiveServer  # noqa: E402

# (function key as pstats keeps it: file, line, name)
Key = tuple[str, int, str]

JUDGE = "editing: judge/diff"
WEB = "web/serialization"
# Where a file belongs, first match wins (paths in the repository, or library names).
AREAS: list[tuple[str, str]] = [
    ("app/store/", "store"),
    ("app/editing/judge", JUDGE),
    ("app/editing/reconcile", JUDGE),
    ("app/editing/align", JUDGE),
    ("app/editing/scope", JUDGE),
    ("app/editing/elided", JUDGE),
    ("app/editing/units", JUDGE),
    ("app/editing/formats/", JUDGE),
    ("app/domain/diff", JUDGE),
    ("app/domain/changes", JUDGE),
    ("app/domain/describe", JUDGE),
    ("app/editing/prompt", "editing: prompt"),
    ("app/editing/tokens", "editing: prompt"),
    ("app/editing/", "editing: turn flow"),
    ("app/domain/", "domain"),
    ("app/web/", WEB),
    ("app/main", WEB),
    ("app/accounts/", WEB),
    ("app/style/", "style"),
    ("app/events", "events"),
    ("app/llm/", "model client"),
    ("app/testing/", "model client"),
    ("turn_overhead.py", "model client"),
    ("litestar", WEB),
    ("uvicorn", WEB),
    ("h11", WEB),
    ("httptools", WEB),
    ("msgspec", WEB),
]
OTHER = "other (event loop, threads)"


def area_of_file(filename: str) -> str | None:
    """The area a file belongs to, or None for library code charged to its caller."""
    name = filename.replace(str(ROOT) + "/", "")
    for prefix, area in AREAS:
        if name.startswith(prefix) or (not prefix.startswith("app/") and prefix in name):
            return area
    return None


class ThreadProfiles:
    """One cProfile per thread started after `install`, timed by that thread's CPU clock."""

    def __init__(self) -> None:
        self.profiles: list[cProfile.Profile] = []
        self._lock = threading.Lock()

    def install(self) -> None:
        threading.setprofile(self._start)
        # The store's and the judge's pools outlive a server: new ones, so that their
        # threads start (and are profiled) from here on.
        pools._pools.clear()

    def _start(self, *_: Any) -> None:
        sys.setprofile(None)
        profile = cProfile.Profile(time.thread_time)
        with self._lock:
            self.profiles.append(profile)
        profile.enable()

    def stop(self) -> pstats.Stats | None:
        threading.setprofile(None)  # type: ignore[arg-type]
        # A profiler stays bound to its thread (disable() would act on this thread only);
        # the server has stopped, so its threads add nothing more.
        with self._lock:
            profiles = [p for p in self.profiles if p.getstats()]
        if not profiles:
            return None
        stats = pstats.Stats(profiles[0])
        for profile in profiles[1:]:
            stats.add(profile)
        return stats


def profiled_areas(stats: pstats.Stats) -> tuple[dict[str, float], dict[Key, str]]:
    """cProfile: self CPU by area, a library function's charged to the area calling it most."""
    table: dict[Key, Any] = stats.stats  # type: ignore[attr-defined]
    resolved: dict[Key, str] = {}

    def resolve(key: Key, seen: frozenset[Key]) -> str:
        if key in resolved:
            return resolved[key]
        own = area_of_file(key[0])
        if own is None:
            callers = table.get(key, (0, 0, 0, 0, {}))[4]
            best = max(callers.items(), key=lambda item: item[1][3], default=None)
            own = OTHER if best is None or best[0] in seen else resolve(best[0], seen | {key})
        resolved[key] = own
        return own

    totals: dict[str, float] = defaultdict(float)
    for key, (_cc, _nc, tottime, _ct, _callers) in table.items():
        totals[resolve(key, frozenset({key}))] += tottime
    return totals, resolved


class Sampler:
    """py-spy sampling this process from outside while the profiled turns run."""

    RATE = 1000  # samples a second

    def __init__(self, program: str, gil: bool, pid: int | None = None) -> None:
        self._gil = gil
        self._pid = os.getpid() if pid is None else pid
        handle, name = tempfile.mkstemp(suffix=".txt", prefix="profile-turn-")
        os.close(handle)
        self._out = Path(name)
        self._program = program
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        command = [self._program, "record", "--pid", str(self._pid), "--format", "raw"]
        command += ["--rate", str(self.RATE), "--nonblocking", "--output", str(self._out)]
        if self._gil:
            command.append("--gil")
        self._process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        time.sleep(1.0)  # attaching takes a moment, and py-spy does not say when it is done

    def stop(self) -> list[tuple[list[str], int]]:
        """Each distinct stack (outermost frame first) with its samples; the client's left out."""
        assert self._process is not None
        self._process.send_signal(signal.SIGINT)
        try:
            self._process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self._process.kill()
            raise
        stacks = []
        for line in self._out.read_text().splitlines():
            frames, _, count = line.rpartition(" ")
            if not frames or frames.startswith("<module> (profile_turn.py"):
                continue  # the client, in the main thread
            stacks.append((frames.split(";"), int(count)))
        self._out.unlink()
        return stacks


def _frame_area(frame: str) -> str | None:
    """A py-spy frame `function (path:line)`: the area of its file."""
    _, _, where = frame.rpartition(" (")
    return area_of_file(where.rsplit(":", 1)[0])


def _area_of(frames: list[str]) -> str:
    """The area a sample is charged to: that of its innermost frame with one."""
    return next((a for a in map(_frame_area, reversed(frames)) if a is not None), OTHER)


def sampled_areas(
    stacks: list[tuple[list[str], int]],
) -> tuple[dict[str, int], dict[str, dict[str, int]], dict[str, int]]:
    """Samples by area (the innermost frame with an area), by function within each area
    (every function on the stack counted once: cumulative), and by leaf function."""
    totals: dict[str, int] = defaultdict(int)
    cumulative: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    leaves: dict[str, int] = defaultdict(int)
    for frames, count in stacks:
        area = _area_of(frames)
        totals[area] += count
        leaves[f"{frames[-1]}  [{area}]"] += count
        for frame in set(frames):
            own = _frame_area(frame)
            if own is not None:
                cumulative[own][frame] += count
    return totals, cumulative, leaves


def print_sampled(
    stacks: list[tuple[list[str], int]], turns: int, top: int, only: str | None = None
) -> None:
    if only is not None:
        stacks = [(frames, count) for frames, count in stacks if _area_of(frames) == only]
    totals, cumulative, leaves = sampled_areas(stacks)
    samples = sum(totals.values()) or 1

    def ms(count: int) -> float:
        return count / Sampler.RATE / turns * 1000

    print(f"\nsampled server time by area (py-spy, {samples} samples), ms a turn:")
    for area, count in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"  {area:32s} {ms(count):7.2f}  {count / samples:6.1%}")
    print("\ntop cumulative CPU in each area (ms a turn):")
    for area in sorted(cumulative, key=lambda a: -totals.get(a, 0)):
        print(f"  {area}:")
        for frame, count in sorted(cumulative[area].items(), key=lambda item: -item[1])[:top]:
            print(f"    {ms(count):7.2f}  {frame}")
    print("\ntop leaf functions (ms a turn, [area charged]):")
    for frame, count in sorted(leaves.items(), key=lambda item: -item[1])[: top * 2]:
        print(f"    {ms(count):7.2f}  {frame}")


def print_profiled(stats: pstats.Stats, turns: int, top: int) -> None:
    totals, resolved = profiled_areas(stats)
    cpu = sum(totals.values()) or 1.0
    print(f"\nprofiled server CPU (cProfile slows pure Python): {cpu / turns * 1000:.2f} ms a turn")
    print("self CPU by area (library code charged to its main caller), ms a turn:")
    for area, seconds in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"  {area:32s} {seconds / turns * 1000:7.2f}  {seconds / cpu:6.1%}")
    table: dict[Key, Any] = stats.stats  # type: ignore[attr-defined]
    by_area: dict[str, list[tuple[float, Key]]] = defaultdict(list)
    for key, (_cc, _nc, _tt, cumtime, _callers) in table.items():
        own = area_of_file(key[0])
        if own is not None:
            by_area[own].append((cumtime, key))
    print("\ntop cumulative CPU in each area (ms a turn, calls a turn):")
    for area in sorted(by_area, key=lambda a: -totals.get(a, 0.0)):
        print(f"  {area}:")
        for cumtime, key in sorted(by_area[area], reverse=True)[:top]:
            calls = table[key][1] / turns
            where = f"{key[0].replace(str(ROOT) + '/', '')}:{key[1]} {key[2]}"
            print(f"    {cumtime / turns * 1000:7.2f}  {calls:6.1f}  {where}")
    heavy = sorted(table.items(), key=lambda item: -item[1][2])[: top * 2]
    print("\ntop self CPU anywhere (ms a turn, calls a turn, charged to):")
    for key, (_cc, nc, tottime, _ct, _callers) in heavy:
        name = f"{Path(key[0]).name}:{key[1]} {key[2]}"
        print(
            f"    {tottime / turns * 1000:7.2f}  {nc / turns:6.1f}  {name:56s} "
            f"{resolved.get(key, '?')}"
        )


def learner_cpu(pid: int | None, data_dir: Path) -> float:
    """CPU seconds (user + system) the learner process has used, once it has learned every
    job waiting in `data_dir` (0 without a learner process)."""
    if pid is None:
        return 0.0
    deadline = time.monotonic() + 120
    while any(p.name[0] != "." for p in (data_dir / QUEUE_DIR).rglob("*.json")):
        if time.monotonic() > deadline:
            raise SystemExit("the learner process did not catch up in 2 minutes")
        time.sleep(0.02)
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def add_trips(count: int) -> None:
    """Make each turn take `count` more trips from the event loop to a store thread and back
    (no-ops, before the judge's trip): what a trip costs a turn, to weigh merging two."""
    import asyncio

    from app.editing import turns

    judge = turns.judge_off_loop

    async def with_trips(*args: Any, **kwargs: Any) -> Any:
        loop = asyncio.get_running_loop()
        pool = pools.thread_pool("redline-store", 32)
        for _ in range(count):
            await loop.run_in_executor(pool, int)
        return await judge(*args, **kwargs)

    turns.judge_off_loop = with_trips  # type: ignore[assignment]


def thread_clocks() -> dict[int, tuple[str, float]]:
    """Each live thread of this process: its group (the name without a pool's `_N`) and the
    CPU it has used so far, in seconds, from its own CPU clock (not py-spy's samples, which
    under load also land on a thread waiting for a core just after waking another)."""
    clocks: dict[int, tuple[str, float]] = {}
    for thread in threading.enumerate():
        if thread.ident is None:
            continue
        try:
            used = time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
        except (OSError, AttributeError):  # ended meanwhile, or no such clock here
            continue
        group = thread.name.rsplit("_", 1)[0] if thread.name[-1:].isdigit() else thread.name
        clocks[thread.ident] = (group, used)
    return clocks


def by_thread(before: dict[int, tuple[str, float]], turns: int) -> str:
    """ms a turn by thread group since `before` (threads started since count from zero)."""
    used: dict[str, float] = defaultdict(float)
    for ident, (group, now) in thread_clocks().items():
        used[group] += now - before.get(ident, (group, 0.0))[1]
    return ", ".join(
        f"{group} {seconds * 1000 / turns:.2f}"
        for group, seconds in sorted(used.items(), key=lambda item: -item[1])
        if seconds * 1000 / turns >= 0.01
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--history", type=int, default=10, help="turns made before profiling")
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--cprofile", action="store_true", help="cProfile instead of py-spy")
    parser.add_argument(
        "--cpu-only", action="store_true", help="no profiler: only the CPU a turn takes"
    )
    parser.add_argument("--learning", choices=("process", "inline"), default="process")
    parser.add_argument("--save", type=Path, help="with --cprofile: write the pstats here")
    parser.add_argument("--area", help="py-spy: only the samples charged to this area")
    parser.add_argument(
        "--learner",
        action="store_true",
        help="py-spy: sample the style learner process (until it has learned every turn) "
        "instead of the server",
    )
    parser.add_argument(
        "--waits",
        action="store_true",
        help="py-spy: every running thread, also those waiting for the disk (default: only "
        "the thread holding the GIL, i.e. Python's CPU)",
    )
    parser.add_argument(
        "--extra-trips",
        type=int,
        default=0,
        help="each turn also makes this many no-op trips to a worker thread and back",
    )
    args = parser.parse_args()
    if args.extra_trips:
        add_trips(args.extra_trips)
    spy = shutil.which("py-spy") or shutil.which("py-spy", path=str(Path(sys.executable).parent))
    if not args.cprofile and spy is None:
        print("py-spy is not installed: profiling with cProfile", file=sys.stderr)
        args.cprofile = True
    sampler = None if args.cprofile or spy is None else Sampler(spy, gil=not args.waits)
    if args.cpu_only:
        args.cprofile, sampler = False, None
    if args.learner and (sampler is None or args.learning != "process"):
        raise SystemExit("--learner samples the learner process with py-spy")
    profiles = ThreadProfiles()
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        settings = Settings(data_dir=Path(tmp), log_level="WARNING", _env_file=None)  # type: ignore[call-arg]
        server = LiveServer(create_app(settings, provider=InstantModel())).start()
        with Client(server.url) as client:
            created = client.post(
                "/api/contents", {"title": "Profiled", "body": "\n\n".join(PARAGRAPHS)}
            )
            content_id = created["id"]
            for i in range(args.history):
                turn(client, content_id, i)
        server.stop()
        if args.cprofile:
            profiles.install()  # before the new server's threads start
        model = InstantModel()
        model.calls = args.history  # replies go on changing the article
        learner = stack.enter_context(learning(settings, args.learning))
        server = LiveServer(create_app(settings, provider=model)).start()
        if args.learner and learner is not None:
            assert spy is not None
            sampler = Sampler(spy, gil=not args.waits, pid=learner.pid)
        with Client(server.url) as client:
            learned_cpu = learner_cpu(learner.pid if learner else None, settings.data_dir)
            if sampler is not None:
                sampler.start()
            used = resource.getrusage(resource.RUSAGE_SELF)
            threads_before = thread_clocks()
            client_cpu = time.thread_time()
            walls = [turn(client, content_id, i) for i in range(args.turns)]
            client_cpu = time.thread_time() - client_cpu
            now = resource.getrusage(resource.RUSAGE_SELF)
            threads = by_thread(threads_before, args.turns)
            if not args.learner:
                stacks = sampler.stop() if sampler is not None else []
        learner_pid = learner.pid if learner else None
        learned_cpu = learner_cpu(learner_pid, settings.data_dir) - learned_cpu
        if args.learner:
            assert sampler is not None
            stacks = sampler.stop()
        server.stop()
        stats = profiles.stop() if args.cprofile else None
    process_cpu = (now.ru_utime - used.ru_utime) + (now.ru_stime - used.ru_stime)
    per_turn = 1000 / args.turns
    print(
        f"{args.turns} turns after {args.history} of history: wall median "
        f"{statistics.median(walls):.2f} ms while profiled; server CPU "
        f"{(process_cpu - client_cpu) * per_turn:.2f} ms a turn "
        f"(the process {process_cpu * per_turn:.2f}, the client {client_cpu * per_turn:.2f})"
    )
    kernel = (now.ru_stime - used.ru_stime) * per_turn
    print(f"of the process's CPU, in the kernel (file system, sockets, futexes): {kernel:.2f} ms")
    print(f"by thread (ms a turn; MainThread is the client): {threads}")
    if args.learning == "process":
        print(f"style learner process CPU {learned_cpu * per_turn:.2f} ms a turn")
    if stats is not None:
        if args.save:
            stats.dump_stats(str(args.save))
        print_profiled(stats, args.turns, args.top)
    elif sampler is not None:
        print_sampled(stacks, args.turns, args.top, args.area)


if __name__ == "__main__":
    main()
