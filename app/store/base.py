"""The repository interface every store implements.

Methods are synchronous and blocking; callers run them off the event loop
(`anyio.to_thread.run_sync`) and serialize writes to one content with `lock(content_id)`.
Unknown ids raise `app.domain.errors.NotFound`; ids are validated before they become
file names (an invalid id is simply not found, and never touches the filesystem).
"""

from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

from app.domain.models import (
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


class Repository(ABC):
    """Contents, their sessions, revisions and LLM calls; personas and their preferences."""

    def recovered_revisions(self) -> list[tuple[str, str]]:
        """(content id, revision id) of revisions whose commit start-up recovery completed.

        Nobody announced them (the process that wrote them died first), so the style queue
        takes them from here. A store without crash recovery has none."""
        return []

    # -- locking ---------------------------------------------------------------------
    @abstractmethod
    def lock(self, content_id: str) -> AbstractAsyncContextManager[None]:
        """Serialize writers of one content: an asyncio lock in-process, a file lock across."""

    @abstractmethod
    def lock_persona(self, persona_id: str) -> AbstractAsyncContextManager[None]:
        """Serialize read-modify-writes of one persona's preferences (learning, decisions)."""

    # -- contents --------------------------------------------------------------------
    @abstractmethod
    def create_content(self, content: Content, first: RevisionRecord | None = None) -> None:
        """Write a new content at version `content.version` (1) and its index entry.

        The text of V1 is `content`'s title/body; `first` is the revision that produced it
        when there is one (a generated draft)."""

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

    @abstractmethod
    def get_llm_call(self, message_id: str) -> LLMCall | None: ...

    # -- personas and style memory ---------------------------------------------------
    @abstractmethod
    def save_persona(self, persona: Persona) -> None: ...

    @abstractmethod
    def get_persona(self, persona_id: str) -> Persona: ...

    @abstractmethod
    def list_personas(self) -> list[Persona]: ...

    @abstractmethod
    def list_assertions(self, persona_id: str) -> list[StyleAssertion]: ...

    @abstractmethod
    def save_assertions(
        self, persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
    ) -> None:
        """Upsert assertions by id and append the audit entries; nothing is deleted."""

    @abstractmethod
    def list_audit(self, persona_id: str) -> list[AuditEntry]: ...
