"""Running `python -m app migrate-store`: read every record of one store, write it into
another article by article, then read both sides again and compare them record by record.

Each article is read under its lock (so a running app's turn is never caught halfway) and
written into the target in one commit (`Repository.write_article`), so an interrupted copy
leaves whole articles; `--resume` writes what the target is still missing. What to copy and
how the copy is judged is decided in app/store/transfer.py; this module does the I/O.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
from anyio import to_thread

from app.domain.errors import RedlineError
from app.domain.ids import is_valid_id
from app.settings import Settings
from app.store import atomic
from app.store.base import ArticleRecords, PersonaRecords, Repository
from app.store.transfer import (
    Fingerprint,
    MigrationRefused,
    Plan,
    article_fingerprint,
    compare,
    count,
    differences,
    persona_fingerprint,
    plan_copy,
    record_hash,
    table,
)
from app.style.queue import QUEUE_DIR

Say = Callable[[str], None]


class QueueDirectory:
    """The style-learning queue's files (`<data dir>/style-queue/<revision id>.json`): the
    revisions still waiting to be learned, and those kept as failed."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def read(self) -> tuple[dict[str, dict[str, Any]], dict[str, str]]:
        """Each waiting revision's record by revision id, and the files that cannot be read."""
        jobs: dict[str, dict[str, Any]] = {}
        unreadable: dict[str, str] = {}
        paths = sorted(self.directory.glob("*.json")) if self.directory.is_dir() else []
        for path in paths:
            if path.name.startswith("."):
                continue  # a write in progress
            try:
                data = atomic.read_json(path)
            except (OSError, ValueError) as error:
                unreadable[f"the learning queue's file {path.name}"] = str(error)[:160]
                continue
            if isinstance(data, dict) and isinstance(data.get("revision_id"), str):
                jobs[data["revision_id"]] = data
            elif data is not None:
                unreadable[f"the learning queue's file {path.name}"] = "not a queued revision"
        return jobs, unreadable

    def write(self, jobs: dict[str, dict[str, Any]]) -> None:
        for revision_id, job in jobs.items():
            if is_valid_id(revision_id):
                atomic.write_json_atomic(self.directory / f"{revision_id}.json", job)


@dataclass
class Side:
    """One end of a copy: its store, its learning queue, and how to name it in sentences."""

    store: Repository
    name: str
    queue: QueueDirectory


def read_article(store: Repository, content_id: str) -> ArticleRecords:
    """Everything one article holds (hold its lock so no turn is caught halfway)."""
    return ArticleRecords(
        content=store.get_content(content_id),
        session=store.get_session(content_id),
        versions=store.list_versions(content_id),
        messages=store.list_messages(content_id),
        revisions=store.list_revisions(content_id),
        llm_calls=store.list_llm_calls(content_id),
        requests=store.idempotency_records(content_id),
    )


def read_persona(store: Repository, persona_id: str) -> PersonaRecords:
    return PersonaRecords(
        persona=store.get_persona(persona_id),
        assertions=store.list_assertions(persona_id),
        audit=store.list_audit(persona_id),
    )


async def _article(store: Repository, content_id: str) -> ArticleRecords:
    async with store.lock(content_id):
        return await to_thread.run_sync(read_article, store, content_id)


async def _persona(store: Repository, persona_id: str) -> PersonaRecords:
    async with store.lock_persona(persona_id):
        return await to_thread.run_sync(read_persona, store, persona_id)


async def _ids(store: Repository) -> tuple[list[str], list[str]]:
    """Every persona id and article id, trashed ones included, oldest first."""
    personas = await to_thread.run_sync(store.list_personas)
    contents = await to_thread.run_sync(store.list_contents)
    articles = [c.id for c in sorted(contents, key=lambda c: (c.created_at, c.id))]
    return [p.id for p in personas], articles


def _reason(error: Exception) -> str:
    return (str(error).splitlines() or [type(error).__name__])[0][:200]


async def fingerprint(side: Side) -> Fingerprint:
    """Every record on one side as a content hash; what cannot be read is named, not fatal."""
    found = Fingerprint()
    personas, articles = await _ids(side.store)
    for persona_id in personas:
        try:
            found.merge(persona_fingerprint(await _persona(side.store, persona_id)))
        except (RedlineError, ValueError) as error:
            found.unreadable[f"persona {persona_id}"] = _reason(error)
    for content_id in articles:
        try:
            found.merge(article_fingerprint(await _article(side.store, content_id)))
        except (RedlineError, ValueError) as error:
            found.unreadable[f"article {content_id}"] = _reason(error)
    jobs, unreadable = await to_thread.run_sync(side.queue.read)
    for revision_id, job in jobs.items():
        found.hashes["queued"][revision_id] = record_hash(job)
    found.unreadable.update(unreadable)
    return found


async def copy(source: Side, target: Side, *, resume: bool, say: Say) -> Plan:
    """Write into the target every persona and article it does not hold yet, then the
    learning queue. A record the source cannot read is skipped here and named by the
    verification that follows."""
    source_personas, source_articles = await _ids(source.store)
    target_personas, target_articles = await _ids(target.store)
    shared_queue = target.queue.directory.resolve() == source.queue.directory.resolve()
    queued, _ = await to_thread.run_sync(target.queue.read)
    if queued and not shared_queue and not resume and not (target_personas or target_articles):
        raise MigrationRefused(
            f"The target already holds {count(len(queued), 'queued')}. Copy into an empty "
            "target, or add --resume to finish an interrupted copy into it."
        )
    plan = plan_copy(
        source_personas, source_articles, target_personas, target_articles, resume=resume
    )
    if plan.kept_personas or plan.kept_articles:
        say(
            f"Resuming: {count(plan.kept_articles, 'articles')} and "
            f"{count(plan.kept_personas, 'personas')} already on the target are kept (and "
            "verified below)."
        )
    say(
        f"Copying {count(len(plan.articles), 'articles')} and "
        f"{count(len(plan.personas), 'personas')} from {source.name} to {target.name}…"
    )
    for persona_id in plan.personas:
        try:
            persona = await _persona(source.store, persona_id)
        except (RedlineError, ValueError):
            continue  # unreadable on the source: named by the verification
        await to_thread.run_sync(target.store.write_persona, persona)
    step = max(1, len(plan.articles) // 10)
    for done, content_id in enumerate(plan.articles, 1):
        try:
            records = await _article(source.store, content_id)
        except (RedlineError, ValueError):
            continue  # unreadable on the source: named by the verification
        await to_thread.run_sync(target.store.write_article, records)
        if done % step == 0 and done < len(plan.articles):
            say(f"  {done} of {len(plan.articles)} articles copied")
    jobs, _ = await to_thread.run_sync(source.queue.read)
    if shared_queue:
        if jobs:
            say(
                f"{count(len(jobs), 'queued')} {'stays' if len(jobs) == 1 else 'stay'} in "
                f"{source.queue.directory}: the app started on the target with this "
                "REDLINE_DATA_DIR learns them."
            )
    else:
        await to_thread.run_sync(target.queue.write, jobs)
    return plan


async def verify(source: Side, target: Side, say: Say) -> bool:
    """Read both sides again, print the table, and say in a sentence what differs."""
    ours = await fingerprint(source)
    theirs = await fingerprint(target)
    rows = compare(ours, theirs)
    say(table(rows))
    problem = differences(rows, ours, theirs)
    if problem is not None:
        say(problem)
        return False
    say(
        f"Verified: all {ours.total()} records on {target.name} match the source "
        "(the sha256 of each record's canonical JSON)."
    )
    return True


async def migrate(
    source: Side, target: Side, *, resume: bool = False, verify_only: bool = False, say: Say
) -> bool:
    """Copy (unless `verify_only`) and verify; True when the target matches the source."""
    if not verify_only:
        await copy(source, target, resume=resume, say=say)
    return await verify(source, target, say)


def _is_url(spec: str) -> bool:
    return spec.startswith(("postgresql://", "postgres://"))


def _looks_like_data_dir(path: Path) -> bool:
    return any((path / name).exists() for name in ("index.json", "contents", "personas"))


def _database(url: str, data_dir: Path) -> Side:
    """A PostgreSQL store (its schema brought up to date) as one side of a copy; its learning
    queue is kept by the app among its local files, in `data_dir` (REDLINE_DATA_DIR)."""
    from app.store.pg_support import where
    from app.store.postgres import PostgresStore

    name = f"the PostgreSQL database {where(url)}"
    return Side(PostgresStore(url), name, QueueDirectory(data_dir / QUEUE_DIR))


def open_source(settings: Settings) -> Side:
    """The store the app is configured with (REDLINE_DATABASE_URL, else REDLINE_DATA_DIR)."""
    from app.store.tinydb_store import TinyDBStore

    if settings.database_url:
        return _database(settings.database_url, settings.data_dir)
    if not settings.data_dir.is_dir() or not _looks_like_data_dir(settings.data_dir):
        raise MigrationRefused(
            f"There is no Redline data in {settings.data_dir} to copy; set REDLINE_DATA_DIR "
            "(or REDLINE_DATABASE_URL) to the store the app uses."
        )
    queue = QueueDirectory(settings.data_dir / QUEUE_DIR)
    return Side(TinyDBStore(settings.data_dir), f"the data directory {settings.data_dir}", queue)


def open_target(spec: str, source: Settings) -> Side:
    """The store named by `--to`: a `postgresql://` URL or a data directory.

    A database's learning queue stays in this REDLINE_DATA_DIR, where the app started on that
    database with the same REDLINE_DATA_DIR finds it (and learns what waits there)."""
    from app.store.pg_support import where
    from app.store.tinydb_store import TinyDBStore

    if _is_url(spec):
        if source.database_url and where(spec) == where(source.database_url):
            raise MigrationRefused(f"{where(spec)} is the source itself; name another database.")
        return _database(spec, source.data_dir)
    path = Path(spec).expanduser()
    if not source.database_url and path.resolve() == source.data_dir.resolve():
        raise MigrationRefused(f"{path} is the source itself; name another directory.")
    if path.exists() and not path.is_dir():
        raise MigrationRefused(f"{path} is a file; name a new or empty directory.")
    if path.is_dir() and any(path.iterdir()) and not _looks_like_data_dir(path):
        raise MigrationRefused(
            f"{path} holds other files and is not a Redline data directory; "
            "name a new or empty directory."
        )
    return Side(TinyDBStore(path), f"the data directory {path}", QueueDirectory(path / QUEUE_DIR))


def run(
    settings: Settings, to: str, *, resume: bool = False, verify_only: bool = False, say: Say
) -> int:
    """`python -m app migrate-store`: 0 when the target matches the source, else 1."""
    source = open_source(settings)
    try:
        target = open_target(to, settings)
        try:
            matched = anyio.run(
                lambda: migrate(source, target, resume=resume, verify_only=verify_only, say=say)
            )
        finally:
            target.store.close()
    finally:
        source.store.close()
    return 0 if matched else 1
