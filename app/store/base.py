"""The repository interface every store implements.

Methods are synchronous and blocking; callers run them off the event loop
(`anyio.to_thread.run_sync`) and serialize writes to one content with `lock(content_id)`.
Unknown ids raise `app.domain.errors.NotFound`; ids are validated before they become
file names (an invalid id is simply not found, and never touches the filesystem).
"""

from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

from app.domain.errors import InvalidInput, NotFound
from app.domain.ids import is_valid_id
from app.domain.models import (
    OWNER_UNREAD,
    AuditEntry,
    ChatMessage,
    ChatSession,
    Content,
    LLMCall,
    Persona,
    RevisionRecord,
    StyleAssertion,
    VersionText,
)
from app.store.damaged_revisions import DamagedRevision


@dataclass
class ArticleRecords:
    """Everything one article holds, as `python -m app migrate-store` reads and writes it."""

    content: Content
    session: ChatSession | None
    versions: list[VersionText]  # every version 1..max, whichever branch made it
    messages: list[ChatMessage]  # every node of the tree, in creation order
    revisions: list[RevisionRecord]  # all branches, oldest first
    llm_calls: list[LLMCall]
    requests: dict[str, dict[str, Any]]  # Idempotency-Key -> recorded result, oldest first


@dataclass(frozen=True)
class ArticleState:
    """An article, its conversation and its next version number, as one commit left them:
    never a reply without the head that moved onto it (see `Repository.read_article`)."""

    content: Content
    session: ChatSession | None
    # Every node of the tree, in creation order ([] without a session, or when not asked for).
    messages: list[ChatMessage]
    next_version: int


@dataclass
class PersonaRecords:
    """A persona with its learned preferences (and their evidence) and its audit trail."""

    persona: Persona
    assertions: list[StyleAssertion]
    audit: list[AuditEntry]


def owned(doc: Any) -> Any:
    """An article's or persona's saved fields, read with `OWNER_UNREAD` for an owner when
    they name none at all (the key gone: hand-edited or damaged), never as the single-user
    mode's "anyone's" (None, which a file says outright)."""
    if isinstance(doc, dict) and "owner_id" not in doc:
        return {**doc, "owner_id": OWNER_UNREAD}
    return doc


def check_preferences(
    persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
) -> None:
    """Refuse, before anything is written, preferences or audit entries of another persona
    (or with an id that could not be stored)."""
    for assertion in assertions:
        if not is_valid_id(assertion.id):
            raise NotFound(f"No assertion with id {assertion.id[:80]!r}.")
        if assertion.persona_id != persona_id:
            raise InvalidInput(
                f"Assertion {assertion.id!r} belongs to persona {assertion.persona_id!r}."
            )
    for entry in audit:
        if entry.persona_id != persona_id:
            raise InvalidInput(f"Audit entry for persona {entry.persona_id!r}.")


class Repository(ABC):
    """Contents, their sessions, revisions and LLM calls; personas and their preferences."""

    # Whether `list_assertions` answers from memory after a few system calls on local files
    # (never a network round trip, never a wait for another process): the event loop may
    # then call it where it is, instead of handing it to a worker thread and back.
    persona_reads_at_once: bool = False

    def recovered_revisions(self) -> list[tuple[str, str]]:
        """(content id, revision id) of revisions whose commit start-up recovery completed.

        Nobody announced them (the process that wrote them died first), so the style queue
        takes them from here. A store without crash recovery has none."""
        return []

    def close(self) -> None:
        """Release what the store holds open (a database's connections); files need nothing."""
        return None

    def __enter__(self) -> "Repository":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- locking ---------------------------------------------------------------------
    @abstractmethod
    def lock(self, content_id: str) -> AbstractAsyncContextManager[None]:
        """Serialize writers of one content: an asyncio lock in-process, a file lock across."""

    @abstractmethod
    def lock_persona(self, persona_id: str) -> AbstractAsyncContextManager[None]:
        """Serialize read-modify-writes of one persona's preferences (learning, decisions)."""

    # -- contents --------------------------------------------------------------------
    @abstractmethod
    def create_content(
        self,
        content: Content,
        first: RevisionRecord | None = None,
        *,
        idempotency_key: str | None = None,
        idempotency_result: dict[str, Any] | None = None,
    ) -> None:
        """Write a new content at version `content.version` (1) and its index entry.

        The text of V1 is `content`'s title/body; `first` is the revision that produced it
        when there is one (a generated draft). `idempotency_key` records `idempotency_result`
        with it, as `commit` does (the request that made it: `idempotent_result` answers it).
        A content of that id already there is a Conflict, and nothing is written."""

    @abstractmethod
    def get_content(self, content_id: str) -> Content: ...

    @abstractmethod
    def list_contents(self) -> list[Content]:
        """Newest first (by updated_at). Reads only the small index."""

    @abstractmethod
    def get_version(self, content_id: str, version: int) -> VersionText: ...

    @abstractmethod
    def next_version(self, content_id: str) -> int:
        """The number the next revision of this content takes (max version + 1)."""

    # -- sessions ---------------------------------------------------------------------
    @abstractmethod
    def get_session(self, content_id: str) -> ChatSession | None: ...

    @abstractmethod
    def list_messages(self, content_id: str) -> list[ChatMessage]:
        """Every node of the content's conversation tree, in creation order."""

    @abstractmethod
    def get_message(self, message_id: str) -> ChatMessage: ...

    @abstractmethod
    def read_article(self, content_id: str, *, messages: bool = True) -> ArticleState:
        """The article, its session and its messages from one committed state (`messages`
        False: without them, `[]` — nor a damaged conversation file's error).

        Read one by one, a commit landing between the reads (or, on files, between the
        writes of one commit) showed a reply whose session head was still on the writer's
        message: the tab then thought the conversation had moved on elsewhere (409)."""

    @abstractmethod
    def commit(
        self,
        content_id: str,
        *,
        messages: Sequence[ChatMessage] = (),
        revision: RevisionRecord | None = None,
        llm_call: LLMCall | None = None,
        content: Content | None = None,
        session: ChatSession | None = None,
        idempotency_key: str | None = None,
        idempotency_result: dict[str, Any] | None = None,
    ) -> None:
        """Write one step of a turn all at once: after a crash, all of it is there or none.

        Writes the revision (and its version text), the LLM call, the messages (new ones
        appended, known ids replaced in place), the header (content and session together)
        and the index entry. `idempotency_key` records `idempotency_result` with the commit,
        for `idempotent_result`. A full disk raises StorageFull, another write failure
        StorageFailed; either says whether the commit was saved."""

    def idempotent_result(self, content_id: str, key: str) -> dict[str, Any] | None:
        """What the commit carrying `key` recorded for this content (None: no such commit)."""
        return None

    # -- revisions and LLM calls --------------------------------------------------------
    @abstractmethod
    def get_revision(self, revision_id: str) -> RevisionRecord: ...

    @abstractmethod
    def list_revisions(self, content_id: str) -> list[RevisionRecord]:
        """All branches, oldest first."""

    def readable_revisions(
        self, content_id: str
    ) -> tuple[list[RevisionRecord], list[DamagedRevision]]:
        """The revisions that can be read (as `list_revisions`), and what the article's other
        files say of each whose own file cannot (a store of files; a database has none)."""
        return self.list_revisions(content_id), []

    @abstractmethod
    def get_llm_call(self, message_id: str) -> LLMCall | None: ...

    # -- personas and style memory ---------------------------------------------------
    @abstractmethod
    def save_persona(self, persona: Persona) -> None: ...

    @abstractmethod
    def get_persona(self, persona_id: str) -> Persona: ...

    @abstractmethod
    def list_personas(self) -> list[Persona]: ...

    def persona_ids(self) -> list[str]:
        """Every persona's id, those that cannot be read included (a copy of the store names
        what it cannot read; the lists leave it out)."""
        return [p.id for p in self.list_personas()]

    @abstractmethod
    def list_assertions(self, persona_id: str) -> list[StyleAssertion]: ...

    @abstractmethod
    def save_assertions(
        self, persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
    ) -> None:
        """Upsert assertions by id and append the audit entries; nothing is deleted."""

    @abstractmethod
    def list_audit(self, persona_id: str) -> list[AuditEntry]: ...

    # -- whole records, for migrate-store (app/store/transfer.py) -------------------------
    def list_versions(self, content_id: str) -> list[VersionText]:
        """Every version's text, 1 to the highest, whichever branch made it."""
        return [self.get_version(content_id, n) for n in range(1, self.next_version(content_id))]

    def list_llm_calls(self, content_id: str) -> list[LLMCall]:
        """The model calls behind the content's messages, in the messages' order."""
        calls = (self.get_llm_call(m.id) for m in self.list_messages(content_id))
        return [call for call in calls if call is not None]

    def idempotency_records(self, content_id: str) -> dict[str, dict[str, Any]]:
        """Every Idempotency-Key still recorded for this content and its result, oldest first."""
        raise NotImplementedError(
            f"{type(self).__name__} cannot list its idempotency records, which "
            "`python -m app migrate-store` copies: implement idempotency_records()."
        )

    def write_article(self, records: ArticleRecords) -> None:
        """Write a whole article copied from another store in one commit: after a crash it
        is all there or not at all. An article that already exists is a Conflict."""
        raise NotImplementedError(
            f"{type(self).__name__} cannot be the target of `python -m app migrate-store`: "
            "implement write_article() (one transaction per article)."
        )

    def write_persona(self, records: PersonaRecords) -> None:
        """Write a persona copied from another store with its preferences and audit trail;
        the persona appears only once all of it is written (an existing one: Conflict)."""
        raise NotImplementedError(
            f"{type(self).__name__} cannot be the target of `python -m app migrate-store`: "
            "implement write_persona() (one transaction per persona)."
        )
