"""Style learning in a process of its own when serving, so that the web workers only save each
revision as a job and the writer's next turn never waits behind the learning of the last one.

`python -m app` starts one learner process beside its web worker(s) (`running_learner`).
It runs the ordinary style queue (app/style/queue.py), which takes the waiting jobs — files
in the data dir or the PostgreSQL table, shared by every process — learns them, in batches
when several of a persona's revisions wait, and sweeps for jobs every few seconds. The web
workers' queues are built with `learns=False`: a revision is saved as a waiting job and the
learner is woken with one datagram on a Unix socket (`Waker`) and takes what waits a
quarter of a second later (`GATHER_SECONDS`: what was saved meanwhile is learned together),
so learning lands within moments, not at the next sweep. A wake-up is only a hint: one that
is lost (the learner restarting, its socket's buffer full) delays a job until the next
sweep, never loses it, because the job is on disk before the wake-up is sent.

The web workers learn where the learner is through the environment (`WAKE_ENV`), which the
worker processes inherit; an app built without it (tests, TestClient) learns in its own
process, as before. If the learner process dies, `serve` starts another; it takes over the
jobs the dead one held (the queue's own take-over of a process that died). If `serve`
itself dies, the learner hears its parent is gone and stops (learning what it holds first).

The learner runs in a session of its own: a SIGTERM or Ctrl-C sent to `serve`'s whole
process group (`make run`'s Ctrl-C, a supervisor stopping the service) reaches `serve`
alone, which stops the learner itself once its web workers have stopped — by closing the
learner's pipe (`stop`), not with a signal. (Ended by the group's signal first, the
learner read as one that died: an error logged, and another started while stopping.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import secrets
import shutil
import signal
import socket
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

from app.llm.base import LLMProvider
from app.settings import Settings

log = logging.getLogger(__name__)

# Where a web worker sends its wake-ups; set by `running_learner`, read by `waker_from_env`.
# Not a REDLINE_ setting: it names a socket of one run, made and removed by `serve`.
WAKE_ENV = "_REDLINE_STYLE_LEARNER"
# After a wake-up, the learner waits this long before taking the jobs, so that the revisions
# saved meanwhile (several writers, or one writing quickly) are learned together: one look at
# the jobs, one read of the persona's audit, one lock and one commit for them all.
GATHER_SECONDS = 0.25  # measured: 7.3 ms of learner CPU a turn at 0, 6.0 at 0.1, 5.1 at 0.3
RESTART_DELAY = 1.0  # seconds before a learner that died is started again
STOP_WAIT = 15.0  # seconds `serve` waits for the learner to finish (it lets learning run 10)
# What stops a process: sent to `serve`'s group, they are `serve`'s to act on, not the learner's.
_STOP_SIGNALS = frozenset({signal.SIGTERM, signal.SIGINT})

ProviderFactory = Callable[[Settings], LLMProvider | None]


class Waker:
    """A web worker's end of the wake-ups: one datagram a saved job, never blocking."""

    def __init__(self, address: str) -> None:
        self.address = _socket_address(address)
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self._socket.setblocking(False)

    def wake(self) -> None:
        # No learner listening right now (restarting), or its buffer is full of wake-ups it
        # has not read yet: either way the job waits on disk for the next look.
        with contextlib.suppress(OSError):
            self._socket.sendto(b"!", self.address)

    def close(self) -> None:
        self._socket.close()


def _new_address() -> str:
    """A wake-up address for one run: in Linux's abstract namespace (written "@…"; nothing
    on disk to remove, even after a crash), else a socket file in a temp folder."""
    name = f"redline-style-learner-{os.getpid()}-{secrets.token_hex(6)}"
    if sys.platform.startswith("linux"):
        return f"@{name}"
    return str(Path(tempfile.mkdtemp(prefix="redline-")) / "wake")


def _socket_address(address: str) -> str:
    return "\0" + address[1:] if address.startswith("@") else address


def waker_from_env() -> Waker | None:
    """The learner process's wake-ups when `serve` started one, else None (learn here)."""
    address = os.environ.get(WAKE_ENV)
    return Waker(address) if address else None


def _provider_from_settings(settings: Settings) -> LLMProvider | None:
    from app.llm.factory import build_provider

    return build_provider(settings) if settings.style_llm_extraction else None


def _utc_now() -> datetime:
    return datetime.now(UTC)


async def learn(
    settings: Settings,
    address: str,
    provider: LLMProvider | None,
    ready: Any = None,
    orders: Any = None,
    opening: Any = None,
) -> str:
    """The learner process's life: learn waiting jobs, when woken and every sweep, until
    `orders` (a pipe's reading end) is closed by `serve`, SIGTERM or SIGINT, or `serve` is
    gone; then let learning finish, as an app stopping does. Returns why it stopped."""
    from app.style.offload import at_once

    # Nothing else runs on this loop: the queue's store calls are made at once, not each
    # handed to a worker thread and back.
    with at_once():
        return await _learn(settings, address, provider, ready, orders, opening)


async def _learn(
    settings: Settings,
    address: str,
    provider: LLMProvider | None,
    ready: Any,
    orders: Any,
    opening: Any,
) -> str:
    from app.store.factory import open_store
    from app.style import (
        classifier,
        classifier_combine,
        learner,  # noqa: F401  # the style rules, loaded before the first job
    )
    from app.style.queue import StyleQueue
    from app.style.queue_jobs import open_jobs

    loop = asyncio.get_running_loop()
    stopping = asyncio.Event()
    why: list[str] = []

    def stop(reason: str) -> None:
        why.append(reason)
        stopping.set()

    for signum in _STOP_SIGNALS:
        loop.add_signal_handler(signum, stop, signal.Signals(signum).name)
    if opening is not None:
        opening.set()  # from here on it may write: a stop lets it finish (LearnerProcess.stop)
    store = open_store(settings)
    queue = StyleQueue(store, provider, _utc_now, open_jobs(settings))
    inbox = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    inbox.setblocking(False)
    if not address.startswith("@"):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(address)  # left by a learner before this one (it died)
    inbox.bind(_socket_address(address))

    gathering: list[asyncio.TimerHandle] = []

    def take() -> None:
        gathering.clear()
        queue.take_waiting()

    def woken() -> None:
        with contextlib.suppress(BlockingIOError):
            while inbox.recv(4096):  # every wake-up waiting: one look takes all their jobs
                pass
        if not gathering:
            gathering.append(loop.call_later(GATHER_SECONDS, take))

    # Listening before the queue first looks at the waiting jobs: a job saved in between is
    # either seen by that look or wakes the learner after it.
    loop.add_reader(inbox.fileno(), woken)
    # `serve` gone however it went (killed, or re-raising the signal that stopped it).
    parent = multiprocessing.parent_process()
    if parent is not None:
        loop.add_reader(parent.sentinel, stop, "the server is gone")
    if orders is not None:  # readable once `serve` closes its end: `stop`
        loop.add_reader(orders.fileno(), stop, "asked by the server")
    if classifier_combine.ENABLED:
        # The classifier's model too (0.3 s of CPU), read before `ready` rather than by the
        # first job's learning, which would make the writer's first turn learn that late.
        classifier.model()
    try:
        await queue.start()
        if ready is not None:
            ready.set()
        await stopping.wait()
    finally:
        if parent is not None:
            loop.remove_reader(parent.sentinel)
        if orders is not None:
            loop.remove_reader(orders.fileno())
        loop.remove_reader(inbox.fileno())
        inbox.close()
        await queue.stop()
        if provider is not None:
            await provider.aclose()
        store.close()
    return why[0]


def _own_session() -> None:
    """Leave `serve`'s process group (and session): a signal sent to the group is `serve`'s,
    which stops the learner in its own time. The learner was started with the stop signals
    held back (`_spawning`); one that came meanwhile went to `serve` too, and is dropped."""
    os.setsid()
    kept = {signum: signal.signal(signum, signal.SIG_IGN) for signum in _STOP_SIGNALS}
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP_SIGNALS)  # the ignored pending ones go
    for signum, handler in kept.items():
        signal.signal(signum, handler)


@contextlib.contextmanager
def _spawning() -> Iterator[None]:
    """Stop signals held back in this thread while it starts a process, which inherits the
    mask: a group's signal cannot end the learner before it has left the group."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _main(
    settings: Settings,
    address: str,
    provider: ProviderFactory,
    ready: Any,
    orders: Any = None,
    opening: Any = None,
) -> None:
    """The learner process's entry point (spawned: nothing of the parent's state is shared)."""
    _own_session()
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(levelname)s %(name)s %(message)s"
    )
    import uvloop

    # uvloop, as the web workers: its wake-up from a worker thread (every store call the
    # queue makes off the loop) costs a fraction of asyncio's.
    try:
        why = uvloop.run(learn(settings, address, provider(settings), ready, orders, opening))
    except OSError as error:  # a full or failing disk: said in one line, started again later
        log.error("the style learner could not go on: %s", error)
        sys.exit(1)
    # A stop the server asked for is the normal end (said only at DEBUG: a server that could
    # not listen says one line, its reason); the server gone is worth a line.
    level = logging.DEBUG if why == "asked by the server" else logging.INFO
    log.log(level, "the style learner stopped (%s)", why)


class LearnerProcess:
    """`serve`'s handle on the learner: started, restarted when it dies, stopped."""

    def __init__(self, settings: Settings, address: str, provider: ProviderFactory) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._ready = self._context.Event()  # set by each learner once it has looked at the jobs
        # set by each learner as it opens the store; before that it has only been loading
        self._opening = self._context.Event()
        self._args = (settings, address, provider, self._ready)
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self._process: Any = None
        self._orders: Any = None  # `serve`'s end of the pipe whose closing stops the learner
        self._watch = threading.Thread(target=self._keep_running, name="style-learner", daemon=True)

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    def start(self) -> None:
        self._spawn()
        self._watch.start()

    def wait_ready(self, timeout: float) -> bool:
        """Whether the learner is listening and has taken what was waiting (benchmarks wait
        for it, so that its start-up is not counted)."""
        return self._ready.wait(timeout)

    def _spawn(self) -> None:
        self._ready.clear()
        self._opening.clear()
        if self._orders is not None:
            self._orders.close()  # a learner that died: its pipe goes with it
        heard, self._orders = self._context.Pipe(duplex=False)
        self._process = self._context.Process(
            target=_main,
            args=(*self._args, heard, self._opening),
            name="redline-style-learner",
            daemon=False,
        )
        try:
            with _spawning():
                self._process.start()
        finally:
            heard.close()  # the learner has its own copy

    def _keep_running(self) -> None:
        while True:
            # Waits for the exit without reaping it: `stop` may be joining it meanwhile.
            wait([self._process.sentinel])
            if self._stopping.wait(RESTART_DELAY):
                return
            with self._lock:
                if self._stopping.is_set():
                    return
                self._process.join()
                log.error(
                    "the style learner process stopped (exit %s); starting another",
                    self._process.exitcode,
                )
                self._spawn()

    def stop(self) -> None:
        """Let the learner finish what it is learning (the rest waits on disk), then end it."""
        with self._lock:  # no learner is started after this
            self._stopping.set()
            process, orders = self._process, self._orders
        if process is None:
            return
        orders.close()  # the learner reads the end of its pipe: it stops
        if not process.is_alive():
            return
        if not self._opening.is_set():
            # Still loading its modules (seconds of CPU), nothing opened, nothing to finish:
            # ended at once rather than waited for. (One that opens the store meanwhile is
            # ended as a crash is, which the store is made to survive.)
            process.kill()
            process.join()
            return
        process.join(STOP_WAIT)
        if process.is_alive():
            log.warning("the style learner did not stop in time; killed")
            process.kill()
            process.join()


@contextlib.contextmanager
def running_learner(
    settings: Settings, provider: ProviderFactory = _provider_from_settings
) -> Iterator[LearnerProcess]:
    """A learner process for the apps built inside this block (and the worker processes
    started inside it): they save jobs and wake it instead of learning themselves."""
    address = _new_address()
    learner = LearnerProcess(settings, address, provider)
    previous = os.environ.get(WAKE_ENV)
    os.environ[WAKE_ENV] = address
    try:
        learner.start()
        yield learner
    finally:
        if previous is None:
            os.environ.pop(WAKE_ENV, None)
        else:
            os.environ[WAKE_ENV] = previous
        learner.stop()
        if not address.startswith("@"):
            shutil.rmtree(Path(address).parent, ignore_errors=True)
