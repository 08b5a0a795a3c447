"""Style learning's queue: every saved revision, and every writer's message whose turn made no
revision, is learned from in the background, exactly once, by exactly one of the worker
processes or app instances sharing the data.

It listens for `RevisionSaved` and `MessageAnswered` on the event bus, so the edit flows only
announce what happened and never wait for (or fail with) learning. A message that made no
revision — a wish the text already met (NO_CHANGE), a reply in plain words (offline, "needs a
model"), a failed or stopped turn, an approval ("perfect, keep it like this") — still says
something about the writer's style: its job is keyed by the message's id, so answering it again
(regenerate, Retry) never learns it twice, and its words are learned as a revision's are,
without a measured change. A message that does make a revision is learned through the revision.
Each revision or message to learn from is first saved as a job (app/style/queue_jobs.py: files
in the data dir, or a PostgreSQL table), taken by the announcing process, before the turn's
response goes out; the job is removed only after the persona's `learned` audit entry
(`learned_message` for a message) is committed. So a restart resumes what was waiting (`start`),
and a full queue never drops anything: at most `capacity` revisions are held in memory and the
rest wait, untaken, until some process has room (backpressure by the backlog, not loss). Every
process looks for waiting jobs every few seconds (`sweep_seconds`), which is also how the jobs
of a process that died are taken over by the others.

A process killed between committing a revision and announcing it leaves no job: a while after
start-up, each process queues the last day's revisions that are neither learned nor queued
(app/style/queue_found.py).

Learning the same revision twice (a crash between the audit entry and removing the job, or a job
taken over from a process that died mid-way) is prevented by checking the persona's audit trail,
under the persona's lock, before learning a job that was not announced here (a message's job,
which a regenerated reply announces again, is always checked). A failing revision is retried
after growing delays, in its persona's order, then kept as "failed" with its error, and the
failure is written to the persona's audit.

Under load a persona's revisions arrive faster than they are learned: those waiting are then
learned together, in order, under one lock and saved in one commit (app/style/queue_batch.py),
so learning costs the turns it runs beside less — one audit fsync and a few file operations
for the batch instead of for each revision. A revision that fails in a batch keeps its place
and is retried alone, as above; the ones before it are saved.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import cast

from app.domain.errors import NotFound
from app.domain.ids import is_valid_id
from app.domain.models import AuditEntry, RevisionRecord
from app.events import EventBus, MessageAnswered, RevisionSaved
from app.llm.base import LLMProvider
from app.store.base import Repository
from app.style.offload import blocking
from app.style.queue_batch import BATCH, Held, PersonaWrites, maybe_learned, next_batch
from app.style.queue_files import QUEUE_DIR, FileJobs
from app.style.queue_found import (
    LEARNED,
    LEARNED_MESSAGE,
    learned_jobs,
    queue_recovered,
    queue_unannounced,
)
from app.style.queue_jobs import Jobs, QueuedRevision, SaidInMessage
from app.style.queue_paused import PAUSED, SAID, Paused, damage_of, names_damage, said

__all__ = ["BATCH", "LEARNED", "LEARNED_MESSAGE", "QUEUE_DIR", "QueuedRevision", "StyleQueue"]

log = logging.getLogger(__name__)

CAPACITY = 256  # revisions held in memory at once; the rest wait on disk
# Seconds before the 2nd, 3rd and 4th attempt; after the last one the revision is "failed".
RETRY_DELAYS = (0.5, 2.0, 8.0)
SHUTDOWN_WAIT = 10.0  # seconds shutdown lets learning finish; the rest resumes at next start
SWEEP_SECONDS = 2.0  # how often a process looks for jobs waiting (another's backlog, a dead one's)
# A revision committed by a process killed before it announced the revision has no job. Some
# seconds after start-up (when any live process has long announced what it committed before),
# revisions of the last day that are neither learned nor queued are queued.
UNANNOUNCED_AFTER = 10.0
LEARN_FAILED = "learn_failed"


Sleep = Callable[[float], Awaitable[None]]


# The style rules: hundreds of patterns, seconds to compile on a busy machine. Imported at the
# first job on the event loop, they held up every request of the app meanwhile — the writer's
# first turn, its diff, the other tabs. They load in a worker thread before the first job.
_RULES = "app.style.learner"
_rules_loaded = False


async def _load_rules() -> None:
    global _rules_loaded
    if not _rules_loaded:
        await blocking(importlib.import_module, _RULES)
        _rules_loaded = True


class StyleQueue:
    """Revisions waiting to be learned: shared jobs, at most `capacity` held in memory."""

    def __init__(
        self,
        store: Repository,
        provider: LLMProvider | None,
        clock: Callable[[], datetime],
        jobs: Jobs | Path,
        *,
        capacity: int = CAPACITY,
        retry_delays: Sequence[float] = RETRY_DELAYS,
        sleep: Sleep = asyncio.sleep,
        sweep_seconds: float = SWEEP_SECONDS,
        unannounced_after: float = UNANNOUNCED_AFTER,
        learns: bool = True,
        wake: Callable[[], None] | None = None,
    ) -> None:
        self.store = store
        # The model that reads the writer's words; None learns from measured signals only.
        self.provider = provider
        self.clock = clock
        # A folder means the data dir's files (app/style/queue_files.py).
        self.jobs: Jobs = FileJobs(jobs) if isinstance(jobs, Path) else jobs
        self.capacity = max(1, capacity)
        self.retry_delays = tuple(retry_delays)
        self.sweep_seconds = sweep_seconds
        self._sleep = sleep
        self.unannounced_after = unannounced_after
        # False when a learner process learns for this one (app/style/learner_process.py):
        # each revision is then only saved as a waiting job, and `wake` tells the learner.
        self.learns = learns
        self._wake = wake
        self._sweeper: asyncio.Task[None] | None = None
        self._unannounced: asyncio.Task[None] | None = None
        self._starts = 0  # `start`s not yet matched by a `stop`
        self._waiting: dict[str, list[Held]] = {}  # per persona, in queued order
        self._held: set[str] = set()  # revision ids waiting in memory or being learned
        self._runners: dict[str, asyncio.Task[None]] = {}
        # Some jobs may be waiting untaken (the queue was full, start-up, other processes).
        self._backlog = True
        self._refill: asyncio.Task[None] | None = None
        self._last_order = 0
        self._paused = Paused()  # jobs of personas whose files cannot be read

    def listen(self, bus: EventBus) -> None:
        bus.subscribe(RevisionSaved, self.learn_later)
        bus.subscribe(MessageAnswered, self.learn_said_later)

    # -- producing ----------------------------------------------------------------------
    def learn_later(self, event: RevisionSaved) -> None:
        """Save the revision as a job, then learn it in the background.

        Runs on the event loop while the turn finishes: one small atomic write (~1 ms), no
        reading. If even that write fails (a full disk, the database gone), the revision is
        still learned from memory in this process; the turn is never failed by learning."""
        persona_id = event.content.persona_id
        if not persona_id or not is_valid_id(event.revision.id):
            return
        entry = QueuedRevision(
            revision_id=event.revision.id,
            persona_id=persona_id,
            content_id=event.revision.content_id,
            suggestions=list(event.suggestions),
            order=self._next_order(),
            edited_from=event.edited_from,
        )
        self._queue(entry, event.revision)

    def learn_said_later(self, event: MessageAnswered) -> None:
        """Save the writer's message, answered without a revision, as a job keyed by its id,
        then learn what it says in the background — as `learn_later` does a revision."""
        persona_id, message = event.content.persona_id, event.message
        if (
            not persona_id
            or message.role != "user"
            or not message.content.strip()
            or not is_valid_id(message.id)
        ):
            return
        said = SaidInMessage(
            message_id=message.id,
            version=message.version,
            text=message.content,
            author=message.author,
            edited_from=message.edited_from,
            outcome=event.outcome,
        )
        self._queue(
            QueuedRevision.for_message(persona_id, event.content.id, said, self._next_order()),
            None,
        )

    def _next_order(self) -> int:
        self._last_order = max(time.time_ns(), self._last_order + 1)
        return self._last_order

    def _queue(self, entry: QueuedRevision, revision: RevisionRecord | None) -> None:
        room = self.learns and not self._backlog and len(self._held) < self.capacity
        try:
            # Taken by this process when it has room; else waiting behind the older ones,
            # for whichever process has room first.
            self.jobs.add(entry, taken=room)
            on_disk = True
        except Exception as error:
            log.warning(
                "could not save %s to the style queue (%s); it is learned from memory "
                "and would not survive a restart",
                entry.revision_id,
                said(error),
                # A full disk (or a database away) says it all; a bug needs the trace.
                exc_info=None if isinstance(error, SAID) else error,
            )
            on_disk = False
        if on_disk and not self.learns:
            if self._wake is not None:
                self._wake()
            return
        if not on_disk or room:
            self._hold(Held(entry, revision, on_disk=on_disk, recovered=False))
        else:
            self._backlog = True
            if len(self._held) <= self.capacity // 2:
                self._top_up()

    async def start(self) -> None:
        """At start-up: hold the revisions a previous run left, before any new one arrives,
        then keep looking for jobs every `sweep_seconds`.

        Besides the queue's own jobs, that includes revisions whose commit the store's
        recovery completed: the process that wrote them died before announcing them."""
        self._starts += 1
        if self._starts > 1:
            return  # the same app started again while running (a second test client)
        await blocking(queue_recovered, self.store, self.jobs, self._next_order)
        if not self.learns:
            return  # the learner process takes them
        self._backlog = True
        self._top_up()
        if self._refill is not None:
            await asyncio.shield(self._refill)
        loop = asyncio.get_running_loop()
        self._sweeper = loop.create_task(self._sweep())
        self._unannounced = loop.create_task(self._queue_unannounced_later(self.clock()))

    def take_waiting(self) -> None:
        """Take the waiting jobs now, not at the next sweep (another process saved some)."""
        self._backlog = True
        self._top_up()

    async def _queue_unannounced_later(self, started: datetime) -> None:
        await asyncio.sleep(self.unannounced_after)
        try:
            queued = await blocking(
                queue_unannounced, self.store, self.jobs, started, self._next_order
            )
        except Exception:
            log.exception("could not look for revisions that were never announced")
            return
        if queued:
            log.warning("style learning queued %d revision(s) never announced (a crash)", queued)
            self._backlog = True
            self._top_up()

    async def _sweep(self) -> None:
        """Now and then, take jobs no running process holds: another's overflow, or those
        of a process that died (reading them is cheap: a directory listing or one query)."""
        while True:
            await asyncio.sleep(self.sweep_seconds)
            self._backlog = True
            self._top_up()
            for persona_id in self._paused.personas():
                if await blocking(damage_of, self.store, persona_id) is None:
                    for held in self._paused.resume(persona_id):
                        self._hold(held)

    # -- waiting ------------------------------------------------------------------------
    async def drain(self) -> None:
        """Wait until everything queued (in memory and on disk) is learned or has failed."""
        while True:
            self._top_up()
            tasks = [*self._runners.values(), *([self._refill] if self._refill else [])]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def stop(self, wait: float = SHUTDOWN_WAIT) -> None:
        """At shutdown: let learning finish for up to `wait` seconds, then hand the rest back
        as waiting jobs, for the other processes or the next start (a cancelled learn either
        committed or did not: both safe)."""
        if self._starts > 1:
            self._starts -= 1
            return  # stopped by a nested start (a second test client): the app still runs
        self._starts = 0
        for task in (self._sweeper, self._unannounced):
            if task is not None:
                task.cancel()
        self._sweeper = self._unannounced = None
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.drain(), wait)
        tasks = [*self._runners.values(), *([self._refill] if self._refill else [])]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        try:
            await blocking(self.jobs.release)
        except Exception:
            log.warning("could not hand back the style queue's jobs; others take them over")

    def failures(self) -> list[QueuedRevision]:
        """Revisions kept as failed, with their errors (oldest first)."""
        return self.jobs.failures()

    # -- holding and running ------------------------------------------------------------
    def _hold(self, held: Held) -> None:
        entry = held.entry
        if entry.revision_id in self._held:
            return
        self._held.add(entry.revision_id)
        waiting = self._waiting.setdefault(entry.persona_id, [])
        # A revision read back from disk may be older than one announced meanwhile.
        at = len(waiting)
        while at and waiting[at - 1].entry.order > entry.order:
            at -= 1
        waiting.insert(at, held)
        if entry.persona_id not in self._runners:
            task = asyncio.get_running_loop().create_task(self._run(entry.persona_id))
            self._runners[entry.persona_id] = task

    async def _run(self, persona_id: str) -> None:
        """Learn one persona's waiting revisions in order: alone, or those waiting together."""
        waiting = self._waiting[persona_id]
        try:
            await _load_rules()
            while waiting:
                batch = next_batch(waiting)
                if len(batch) == 1:
                    await self._learn(batch[0])
                    settled = batch
                else:
                    settled = await self._learn_together(batch)
                    done = {id(held) for held in settled}
                    unsettled = [held for held in batch if id(held) not in done]
                    waiting[:] = sorted([*unsettled, *waiting], key=lambda h: h.entry.order)
                for held in settled:
                    self._held.discard(held.entry.revision_id)
                if len(self._held) <= self.capacity // 2:
                    self._top_up()
        finally:
            if not waiting:
                self._waiting.pop(persona_id, None)
            self._runners.pop(persona_id, None)

    def _top_up(self) -> None:
        """Read waiting files back from disk into memory, if some are there and none is."""
        if self.learns and self._backlog and self._refill is None:
            self._refill = asyncio.get_running_loop().create_task(self._read_backlog())

    async def _read_backlog(self) -> None:
        try:
            while self._backlog and len(self._held) < self.capacity:
                # Cleared before taking: a job saved meanwhile sets it again.
                self._backlog = False
                room = self.capacity - len(self._held)
                taken, learned = await blocking(self._take_waiting, room)
                if len(taken) == room:
                    self._backlog = True  # there may be more
                for entry in taken:
                    if entry.revision_id in learned:
                        # Learned before a crash removed its job: only the job is left.
                        await blocking(self.jobs.done, entry)
                    else:
                        self._hold(Held(entry, None, on_disk=True, recovered=True))
        except OSError as error:
            # A data directory that cannot be written (read-only, full) is one line a sweep,
            # not a traceback each time: the writer's turns are unaffected.
            log.warning("could not read the style queue's waiting revisions: %s", error)
        except Exception:
            log.exception("could not read the style queue's waiting revisions")
        finally:
            self._refill = None

    # -- learning one revision ----------------------------------------------------------
    async def _learn(self, held: Held, failed: Exception | None = None) -> None:
        """Learn, retrying with growing delays; a revision that keeps failing is kept as
        failed. Never raises (except cancellation). `failed`: how its first attempt, in a
        batch, failed."""
        entry = held.entry
        # A revision read back after a restart continues its count (and gets one more try).
        for delay in [*self.retry_delays[entry.attempts :], None]:
            error = failed
            failed = None
            if error is None:
                try:
                    await self._learn_once(held)
                    return
                except Exception as failure:
                    error = failure
            if names_damage(error, entry.persona_id):  # waits for the file, not given up
                entry.error = PAUSED + str(error)
                await self._save_quietly(entry, held)
                self._paused.add(held, error)
                return
            entry.attempts += 1
            entry.error = f"{type(error).__name__}: {error}"
            if delay is None or isinstance(error, NotFound):
                break  # out of tries, or its persona or revision is gone: waiting won't help
            log.warning(
                "style learning failed for revision %s (attempt %d); retrying in %.1f s",
                entry.revision_id,
                entry.attempts,
                delay,
                # A store's sentence (a damaged persona file) says it all; a bug needs the trace.
                exc_info=None if isinstance(error, SAID) else error,
            )
            await self._save_quietly(entry, held)
            await self._sleep(delay)
        entry.state = "failed"
        log.error(
            "style learning gave up on revision %s after %d attempts: %s",
            entry.revision_id,
            entry.attempts,
            entry.error,
        )
        await self._save_quietly(entry, held)
        await self._audit_failure(entry)

    async def _learn_once(self, held: Held) -> None:
        entry = held.entry
        async with self.store.lock_persona(entry.persona_id):
            if held.on_disk and not await blocking(self.jobs.still_ours, entry):
                return  # no longer this process's job (it was done, or handed back)
            if maybe_learned(held) and await blocking(self._already_learned, entry):
                # A crash (or a failure after the audit was written, or a message answered
                # again) left it behind.
                await blocking(self.jobs.done, entry)
                return
            revision = held.revision
            if revision is None and entry.said is None:
                revision = await blocking(self.store.get_revision, entry.revision_id)
            await self._learn_job(self.store, held, revision)
            if held.on_disk:
                await blocking(self.jobs.done, entry)

    async def _learn_job(
        self, store: Repository, held: Held, revision: RevisionRecord | None
    ) -> None:
        """Learn one job through `store` (the store, or a batch's writes): a message's words,
        or a revision."""
        from app.style import learner

        entry = held.entry
        if entry.said is not None:
            await learner.learn_statement(
                store,
                self.provider,
                persona_id=entry.persona_id,
                content_id=entry.content_id,
                said=entry.said,
                now=self.clock(),
            )
            return
        assert revision is not None, "a revision job is learned with its revision"
        await learner.learn_revision(
            store,
            self.provider,
            persona_id=entry.persona_id,
            revision=revision,
            suggestions=entry.suggestions,
            now=self.clock(),
            edited_from=entry.edited_from,
        )

    async def _learn_together(self, batch: list[Held]) -> list[Held]:
        """Learn a persona's waiting revisions in order, in one commit; those settled (a
        prefix of `batch`, up to and including one that failed and was then retried alone).

        A failure outside any one revision (the lock, reading, the commit) saves nothing
        and leaves the batch to be learned one by one, each checked against the audit
        first, as the commit may have been made."""
        persona_id = batch[0].entry.persona_id
        learned: list[Held] = []
        failed: tuple[Held, Exception] | None = None
        try:
            async with self.store.lock_persona(persona_id):
                todo, skipped = await blocking(self._to_learn, batch)
                writes = PersonaWrites(self.store, persona_id)
                await blocking(writes.load)
                for held, revision in todo:
                    mark = writes.mark()
                    try:
                        await self._learn_job(cast(Repository, writes), held, revision)
                    except Exception as failure:
                        writes.undo(mark)
                        failed = (held, failure)
                        break
                    learned.append(held)
                await blocking(writes.save)
                finished = [h.entry for h in [*learned, *skipped] if h.on_disk]
                await blocking(self._done, finished)
        except Exception as error:
            log.warning(
                "style learning of %d revisions together failed (%s); learning them one by one",
                len(batch),
                said(error) if isinstance(error, SAID) else type(error).__name__,
                exc_info=not isinstance(error, SAID),
            )
            for held in batch:
                held.alone = held.recovered = True
            return []
        if failed is None:
            return batch
        # The ones before it are saved; it is retried alone; the ones after it wait.
        alone, why = failed
        await self._learn(alone, why)
        after = next(n for n, h in enumerate(batch) if h is alone)
        skipped_ids = {id(h) for h in skipped}
        return [h for n, h in enumerate(batch) if n <= after or id(h) in skipped_ids]

    def _to_learn(
        self, batch: list[Held]
    ) -> tuple[list[tuple[Held, RevisionRecord | None]], list[Held]]:
        """Which of the batch to learn, each with its revision (none for a message), and which
        to skip (no longer this process's job, or learned before)."""
        ours = [h for h in batch if not h.on_disk or self.jobs.still_ours(h.entry)]
        learned_before = (
            learned_jobs(self.store, batch[0].entry.persona_id)
            if any(maybe_learned(h) for h in ours)
            else set()
        )
        todo = [
            (h, self._revision_of(h))
            for h in ours
            if not (maybe_learned(h) and h.entry.revision_id in learned_before)
        ]
        chosen = {id(h) for h, _ in todo}
        return todo, [h for h in batch if id(h) not in chosen]

    def _revision_of(self, held: Held) -> RevisionRecord | None:
        if held.revision is not None or held.entry.said is not None:
            return held.revision
        return self.store.get_revision(held.entry.revision_id)

    def _done(self, entries: list[QueuedRevision]) -> None:
        for entry in entries:
            self.jobs.done(entry)

    def _already_learned(self, entry: QueuedRevision) -> bool:
        return entry.revision_id in learned_jobs(self.store, entry.persona_id)

    async def _audit_failure(self, entry: QueuedRevision) -> None:
        """Put the failure where the persona's history is read, not only in the log."""
        failure = AuditEntry(
            persona_id=entry.persona_id,
            assertion_id="",
            action=LEARN_FAILED,
            detail={
                ("message_id" if entry.said else "revision_id"): entry.revision_id,
                "content_id": entry.content_id,
                "attempts": entry.attempts,
                "error": entry.error,
            },
            at=self.clock(),
        )
        try:
            async with self.store.lock_persona(entry.persona_id):
                await blocking(self.store.save_assertions, entry.persona_id, [], [failure])
        except Exception:
            log.warning("could not record the failure in persona %s's audit", entry.persona_id)

    async def _save_quietly(self, entry: QueuedRevision, held: Held) -> None:
        """Keep the attempt count and error (or the failure), so a restart continues them."""
        if not held.on_disk:
            return
        try:
            if entry.state == "failed":
                await blocking(self.jobs.fail, entry)
            else:
                await blocking(self.jobs.save, entry)
        except Exception:
            log.warning("could not update the style queue's job of %s", entry.revision_id)

    def _take_waiting(self, limit: int) -> tuple[list[QueuedRevision], set[str]]:
        """Waiting jobs taken by this process, oldest first, and which of their revisions
        were already learned."""
        taken = self.jobs.take(limit)
        learned: set[str] = set()
        for persona_id in {e.persona_id for e in taken}:
            learned |= learned_jobs(self.store, persona_id)
        return taken, learned
