"""The two ends of a `python -m app migrate-store` copy: a data directory or a PostgreSQL
database, each with everything the app keeps there — the store, the comments on revisions,
the style-learning queue's jobs and the accounts — opened the way the app opens them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from app.accounts.factory import open_account_store
from app.accounts.store import AccountStore
from app.settings import Settings
from app.store import atomic
from app.store.base import Repository
from app.store.comments import CommentStore, open_comment_store
from app.store.factory import open_store
from app.store.transfer import MigrationRefused
from app.style.queue_files import FAILED, QUEUE_DIR, TAKEN
from app.style.queue_jobs import QueuedRevision, open_jobs


class QueueJobs(Protocol):
    """The learning queue's jobs, read whole (without taking any) and written as waiting."""

    def read(self) -> tuple[dict[str, dict[str, Any]], dict[str, str]]:
        """Each job by revision id (waiting, being learned, or failed), and what cannot be
        read (what, why)."""

    def write(self, jobs: dict[str, dict[str, Any]]) -> None:
        """Add the jobs that are missing; a job already there is kept as it is."""


class QueueFiles:
    """The queue's files in a data directory (see app/style/queue_files.py for the layout)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.directory = settings.data_dir / QUEUE_DIR

    def read(self) -> tuple[dict[str, dict[str, Any]], dict[str, str]]:
        jobs: dict[str, dict[str, Any]] = {}
        unreadable: dict[str, str] = {}
        folders = [self.directory, self.directory / FAILED]
        if (self.directory / TAKEN).is_dir():
            folders += sorted(p for p in (self.directory / TAKEN).iterdir() if p.is_dir())
        for folder in folders:
            for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
                if path.name.startswith("."):
                    continue  # a write in progress
                what = f"the learning queue's file {path.relative_to(self.directory)}"
                try:
                    data = atomic.read_json(path)
                    if data is not None:  # None: taken or done while we listed
                        job = QueuedRevision.model_validate(data).model_dump(mode="json")
                        jobs[job["revision_id"]] = job
                except (OSError, ValueError) as error:
                    unreadable[what] = (str(error).splitlines() or ["unreadable"])[0][:160]
        return jobs, unreadable

    def write(self, jobs: dict[str, dict[str, Any]]) -> None:
        _add_all(self.settings, jobs)


class QueueTable:
    """The queue's table in a PostgreSQL database (app/store/sql/002_style_queue.sql)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def read(self) -> tuple[dict[str, dict[str, Any]], dict[str, str]]:
        import psycopg

        from app.store.pg_support import read_failure

        assert self.settings.database_url is not None
        try:
            with psycopg.connect(self.settings.database_url) as conn:
                rows = conn.execute("SELECT doc FROM style_queue ORDER BY queued, revision_id")
                docs = [doc for (doc,) in rows]
        except psycopg.Error as error:
            raise read_failure(error) from error
        jobs = [QueuedRevision.model_validate(doc).model_dump(mode="json") for doc in docs]
        return {job["revision_id"]: job for job in jobs}, {}

    def write(self, jobs: dict[str, dict[str, Any]]) -> None:
        _add_all(self.settings, jobs)


def _add_all(settings: Settings, jobs: dict[str, dict[str, Any]]) -> None:
    """Add each job as waiting (a failed one stays failed) through the queue's own store."""
    queue = open_jobs(settings)
    try:
        for job in jobs.values():
            queue.add(QueuedRevision.model_validate(job), taken=False)
    finally:
        queue.release()


@dataclass
class Side:
    """One end of a copy: everything the app keeps there, and how to name it in sentences."""

    name: str
    store: Repository
    comments: CommentStore
    queue: QueueJobs
    accounts: AccountStore

    def close(self) -> None:
        self.accounts.close()
        self.comments.close()
        self.store.close()


def open_side(settings: Settings) -> Side:
    """What the app configured with `settings` keeps: PostgreSQL or a data directory."""
    if settings.database_url:
        from app.store.pg_support import where

        name = f"the PostgreSQL database {where(settings.database_url)}"
        queue: QueueJobs = QueueTable(settings)
    else:
        name = f"the data directory {settings.data_dir}"
        queue = QueueFiles(settings)
    store = open_store(settings)
    try:
        comments = open_comment_store(settings)
        return Side(name, store, comments, queue, open_account_store(settings))
    except BaseException:
        store.close()
        raise


# What only a Redline data directory holds.
_DATA_DIR_MARKS = ("index.json", "contents", "personas", "accounts")


def _looks_like_data_dir(path: Path) -> bool:
    return any(
        (path / name).exists() for name in ("index.json", "contents", "personas", "accounts")
    )


def open_source(settings: Settings) -> Side:
    """The store the app is configured with (REDLINE_DATABASE_URL, else REDLINE_DATA_DIR)."""
    if not settings.database_url and not _looks_like_data_dir(settings.data_dir):
        raise MigrationRefused(
            f"There is no Redline data in {settings.data_dir} to copy; set REDLINE_DATA_DIR "
            "(or REDLINE_DATABASE_URL) to the store the app uses."
        )
    return open_side(settings)


def target_settings(spec: str, source: Settings) -> Settings:
    """The settings of an app on the target named by `--to` (a URL or a directory)."""
    if spec.startswith(("postgresql://", "postgres://")):
        from app.store.pg_support import where

        if source.database_url and where(spec) == where(source.database_url):
            raise MigrationRefused(f"{where(spec)} is the source itself; name another database.")
        return source.model_copy(update={"database_url": spec})
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", spec) and not Path(spec).exists():
        raise MigrationRefused(
            f"{spec.split(':', 1)[0]}: is not a store Redline can copy to; name a "
            "postgresql://user:password@host:port/dbname URL or a directory."
        )
    path = Path(spec).expanduser()
    if not source.database_url and path.resolve() == source.data_dir.resolve():
        raise MigrationRefused(f"{path} is the source itself; name another directory.")
    if not source.database_url and path.resolve().is_relative_to(source.data_dir.resolve()):
        # A copy inside the store would be read as part of it (`check` would call it damaged).
        raise MigrationRefused(
            f"{path} is inside the source ({source.data_dir}); name a directory outside it."
        )
    if path.exists() and not path.is_dir():
        raise MigrationRefused(f"{path} is a file; name a new or empty directory.")
    if path.is_dir() and any(path.iterdir()) and not _looks_like_data_dir(path):
        raise MigrationRefused(
            f"{path} holds other files and is not a Redline data directory; "
            "name a new or empty directory."
        )
    return source.model_copy(update={"database_url": None, "data_dir": path})
