"""Where comments on revisions are kept: the interface, and its TinyDB form in the data dir.

One small TinyDB file per article, `comments/<content id>.json`, written atomically (a temp
file renamed into place) under a thread lock and a file lock, so several worker processes
sharing the data dir never lose a comment. The PostgreSQL form is app/store/comments_pg.py."""

import fcntl
import os
import threading
from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tinydb import TinyDB, where

from app.domain.comments import Comment
from app.domain.errors import Conflict, Damaged, NotFound
from app.domain.ids import is_valid_id
from app.settings import Settings
from app.store import atomic


class CommentStore(ABC):
    """Comments by article; each article's oldest first. Blocking: run off the event loop."""

    @abstractmethod
    def add(self, comment: Comment) -> None:
        """Keep a new comment; one of the same id already kept is a Conflict (nothing saved)."""

    @abstractmethod
    def list_for_content(self, content_id: str) -> list[Comment]:
        """Every comment on the article's revisions, oldest first (none: an empty list)."""

    @abstractmethod
    def delete(self, content_id: str, comment_id: str) -> None:
        """Remove one comment; NotFound when the article has no such comment."""

    def close(self) -> None:  # noqa: B027 - a store holding nothing open has nothing to do
        """Release what the store holds open (nothing, for files)."""


class TinyDBCommentStore(CommentStore):
    """`<data_dir>/comments/<content id>.json`, one TinyDB table per article."""

    def __init__(self, data_dir: Path) -> None:
        self.directory = data_dir / "comments"
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def _path(self, content_id: str) -> Path:
        if not is_valid_id(content_id):
            raise NotFound(f"No content with id {content_id[:80]!r}.")
        return self.directory / f"{content_id}.json"

    @contextmanager
    def _table(self, content_id: str) -> Iterator[TinyDB]:
        """The article's comments, held alone: a thread lock, then a file lock (processes).
        A file that cannot be read is Damaged, said in a sentence, and never written over."""
        path = self._path(content_id)
        with self._guard:
            lock = self._locks.setdefault(content_id, threading.Lock())
        with lock:
            self.directory.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.directory / f".{content_id}.lock", os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield TinyDB(path, storage=atomic.AtomicJSONStorage)
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as error:
                raise _damaged(path, error) from error
            except (IsADirectoryError, NotADirectoryError) as error:
                raise _damaged(path, ValueError(error.strerror or error)) from error
            finally:
                os.close(fd)  # closing the descriptor releases the flock

    def add(self, comment: Comment) -> None:
        with self._table(comment.content_id) as db:
            if db.contains(where("id") == comment.id):
                raise Conflict(f"Comment {comment.id!r} is already saved.")
            db.insert(comment.model_dump(mode="json"))

    def list_for_content(self, content_id: str) -> list[Comment]:
        path = self._path(content_id)
        if not path.exists():
            return []  # nobody has commented on this article: no file, nothing to lock
        with self._table(content_id) as db:
            comments = [Comment.model_validate(doc) for doc in db.all()]
        return sorted(comments, key=lambda c: (c.created_at, c.id))

    def delete(self, content_id: str, comment_id: str) -> None:
        with self._table(content_id) as db:
            if not db.remove(where("id") == comment_id):
                raise NotFound(f"No comment with id {comment_id[:80]!r}.")


def _damaged(path: Path, error: Exception) -> Damaged:
    reason = str(error).splitlines()[0][:160] if str(error) else type(error).__name__
    return Damaged(
        f"The comments on article {path.stem!r} are damaged: their file comments/{path.name} "
        f"cannot be read ({reason}). The article, its versions and its conversation are not "
        "affected; nothing was changed. Restore the file from a backup, or move it aside to "
        "start the article's comments afresh."
    )


def open_comment_store(settings: Settings) -> CommentStore:
    """The comments' store beside the configured one: PostgreSQL when a URL is set."""
    if settings.database_url:
        from app.store.comments_pg import PostgresCommentStore

        return PostgresCommentStore(settings.database_url)
    return TinyDBCommentStore(settings.data_dir)
