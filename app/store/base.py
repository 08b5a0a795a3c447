"""The repository interface every store implements.

Methods are synchronous and blocking; callers run them off the event loop
(`anyio.to_thread.run_sync`) and serialize writes to one content with `lock(content_id)`.
Unknown ids raise `app.domain.errors.NotFound`; ids are validated before they become
file names (an invalid id is simply not found, and never touches the filesystem).
"""

from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager

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
    ) -> None:
        """Write one step of a turn atomically per file, heavy-first and header-last.

        Order: revision (and its version text), LLM call, messages (new ones appended to
        the newest segment, known ids replaced in place), then the header (content and
        session together), then the index entry. A crash between files leaves the previous
        header visible and at most an unreferenced record behind."""

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
