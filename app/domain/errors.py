"""Domain errors: a small hierarchy mapped to HTTP in one place (app/web/errors.py)."""


class RedlineError(Exception):
    """Base class; `str(error)` is a sentence a writer can read."""

    status_code = 500


class InvalidInput(RedlineError):
    """The request is malformed or names something impossible; `field` names the request
    field at fault, when there is one (the answer's `extra` lists it), and `source` where it
    is not in the JSON body ("path", "query", "header"), as a parameter's problem says it."""

    status_code = 400

    def __init__(
        self, sentence: str, *, field: str | None = None, source: str | None = None
    ) -> None:
        super().__init__(sentence)
        self.field = field
        self.source = source


class NotFound(RedlineError):
    """No such content, message, revision, version or persona."""

    status_code = 404


class Conflict(RedlineError):
    """A stale base_version or a state that forbids the operation; `field` names the request
    field at fault (`base_version`, `head_id`), when there is one (the answer's `extra`)."""

    status_code = 409

    def __init__(self, sentence: str, *, field: str | None = None) -> None:
        super().__init__(sentence)
        self.field = field


class TooLarge(RedlineError):
    """A message or an article over its size limit."""

    status_code = 413


class EditRejected(RedlineError):
    """The guards refused an edit (empty, unchanged, or silently truncated)."""

    status_code = 422


class UpstreamFailed(RedlineError):
    """The LLM failed where the request cannot degrade to an assistant message."""

    status_code = 502


class ModelNotConfigured(RedlineError):
    """The request needs a language model and none is configured (offline mode)."""

    status_code = 503


class Damaged(RedlineError):
    """A stored file of one article cannot be read (truncated, not JSON, wrong shape).

    Only that article is affected; `python -m app check` reports and repairs what it can."""

    status_code = 500


class StorageFailed(RedlineError):
    """The data directory refused a write or a read; the sentence says what was saved.

    `saved` is True when the change was recorded durably (it will be completed at the next
    start or the next write to that article) and False when nothing of it was kept."""

    status_code = 500

    def __init__(self, message: str, *, saved: bool = False) -> None:
        super().__init__(message)
        self.saved = saved


class DatabaseAway(StorageFailed):
    """The database could not be reached (down, restarting, out of connections): worth
    trying again in a moment, unlike a refused write."""


class StorageFull(StorageFailed):
    """The disk (or the user's quota) is full."""

    status_code = 507


class IdempotencyConflict(RedlineError):
    """An `Idempotency-Key` was reused for a different request, or its first use is unfinished."""

    status_code = 409
