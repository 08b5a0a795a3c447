"""Revisions no model call is waiting on: the writer's own edit, restore, reject, and a new draft.

Each one commits a revision and an event node at the head in one step under the article's lock,
then announces `RevisionSaved` (style learning listens) and `ArticleChanged`.
"""

from collections.abc import Sequence
from dataclasses import replace

from app.domain.actors import Author
from app.domain.changes import revert_changes
from app.domain.errors import (
    Conflict,
    InvalidInput,
    ModelNotConfigured,
    TooLarge,
    UpstreamFailed,
)
from app.domain.models import Content, RevisionKind, RevisionRecord
from app.editing.articles import Articles, with_head
from app.editing.checks import (
    check_article,
    check_fresh,
    check_message,
    check_size,
    check_title,
    check_version_named,
    content_of,
    require_id,
)
from app.editing.contents import ContentService
from app.editing.draft_tool_call import draft_in_tool_call
from app.editing.generate import DraftRefused, build_generation_prompt, read_draft
from app.editing.records import at_version, new_message, new_revision
from app.editing.said_in_chinese import draft_failure, to_article, to_brief
from app.editing.unusable import check_ending, longest_reply
from app.events import ArticleChangeKind, RevisionSaved
from app.llm.answers import called_a_tool
from app.llm.base import LLMError, LLMProvider


class RevisionService:
    """Manual edits, restores, rejected changes and generated drafts."""

    def __init__(
        self, articles: Articles, contents: ContentService, provider: LLMProvider | None
    ) -> None:
        self.articles = articles
        self.contents = contents
        self.provider = provider
        self.store = articles.store

    async def manual_edit(
        self,
        content_id: str,
        *,
        title: str | None,
        body: str,
        base_version: int,
        author: Author | None,
        note: str = "",
    ) -> Content:
        """A writer's own edit: revision kind `manual`, an event node at the head."""
        require_id(content_id, "content")
        async with self.store.lock(content_id):
            content = await self.articles.content(content_id)
            check_fresh(
                content, base_version, await self.articles.latest_version(content, base_version)
            )
            new_title = content.title if title is None else title.strip()
            # Line breaks before and after the text are no part of it, as when it was created:
            # a version differing only in trailing blank lines was saved as a change.
            body = body.strip("\r\n")
            check_article(self.articles.settings, new_title, body)
            if new_title == content.title and body == content.body:
                return content
            return await self._commit(
                content,
                (new_title, body),
                kind="manual",
                suggestion=note,
                event_text=note or "The writer edited the text directly",
                change="manual",
                author=author,
            )

    async def rename(
        self, content_id: str, *, title: str, base_version: int | None, author: Author | None
    ) -> Content:
        """A new title: a `manual` revision like any edit of the text, so it can be undone."""
        require_id(content_id, "content")
        new_title = title.strip()
        check_title(new_title)
        async with self.store.lock(content_id):
            content = await self.articles.content(content_id)
            if base_version is not None:
                check_fresh(
                    content, base_version, await self.articles.latest_version(content, base_version)
                )
            check_size(self.articles.settings, new_title, content.body)
            if new_title == content.title:
                return content
            note = f"Renamed to “{new_title}”"
            return await self._commit(
                content,
                (new_title, content.body),
                kind="manual",
                suggestion=note,
                event_text=note,
                change="manual",
                author=author,
            )

    async def restore(
        self, content_id: str, *, version: int, base_version: int | None, author: Author | None
    ) -> Content:
        """A new version whose text equals an earlier one; nothing is deleted."""
        require_id(content_id, "content")
        async with self.store.lock(content_id):
            content = await self.articles.content(content_id)
            if base_version is not None:
                check_fresh(
                    content, base_version, await self.articles.latest_version(content, base_version)
                )
            check_version_named(
                content, version, await self.articles.latest_version(content, version)
            )
            old = await self.articles.io(self.store.get_version, content_id, version)
            if (old.title, old.body) == (content.title, content.body):
                # The text is already this version's: a new version would be a copy nobody
                # asked for, filling the history with "Restored" entries that change nothing.
                return content
            return await self._commit(
                content,
                (old.title, old.body),
                kind="restore",
                suggestion=f"Restore V{version}",
                event_text=f"Restored V{version}",
                change="restore",
                restored_from=version,
                author=author,
            )

    async def reject_changes(
        self,
        revision_id: str,
        *,
        change_ids: Sequence[int] | None,
        base_version: int,
        author: Author | None,
    ) -> Content:
        """Put back the spans of a revision the writer rejected, as a manual revision.

        Allowed on the version the revision made and on a version made by earlier rejections
        of the same revision: every change stays reviewable until the writer moves on."""
        content_id = content_of(require_id(revision_id, "revision"), "revision")
        async with self.store.lock(content_id):
            revision = await self.articles.io(self.store.get_revision, revision_id)
            content = await self.articles.content(content_id)
            check_fresh(
                content, base_version, await self.articles.latest_version(content, base_version)
            )
            if revision.base_version == 0:
                # A draft the model wrote from nothing: every change is the whole text, and
                # rejecting one saved an empty "(untitled)" article (outside50 F14).
                raise InvalidInput(_FIRST_DRAFT, field="revision_id", source="path")
            already = await self._rejected_so_far(revision, content)
            rejection = revert_changes(revision, change_ids, already=already, title=content.title)
            if rejection.newly == 0:
                if change_ids is None:  # "every change": none is left to put back
                    raise InvalidInput(
                        "Every change of this revision is already rejected; the text has them "
                        "put back.",
                        field="change_ids",
                    )
                raise InvalidInput(
                    "None of the given change ids belong to this revision."
                    if rejection.unknown or not change_ids
                    else "Those changes are already rejected; the text has them put back.",
                    field="change_ids",
                )
            note = _rejection_note(revision.version, change_ids, rejection.newly)
            return await self._commit(
                content,
                (rejection.title, rejection.body),
                kind="manual",
                suggestion=note,
                event_text=note,
                change="reject",
                rejected=(revision.id, rejection.rejected),
                author=author,
            )

    async def _rejected_so_far(self, revision: RevisionRecord, content: Content) -> list[int]:
        """The change ids of `revision` already put back in the version shown: none on the
        version it made; those of the rejection that made the version shown; else 409."""
        if content.version == revision.version:
            return []
        revisions = await self.articles.io(self.store.list_revisions, content.id)
        shown = next((r for r in revisions if r.version == content.version), None)
        if shown is None or shown.rejected_from != revision.id:
            raise Conflict(
                f"The article is at V{content.version}, not V{revision.version}; changes can "
                f"only be rejected on V{revision.version} or on a version made by rejecting "
                "its other changes."
            )
        return shown.rejected_changes

    async def _commit(
        self,
        content: Content,
        revised: tuple[str, str],
        *,
        kind: RevisionKind,
        suggestion: str,
        event_text: str,
        change: ArticleChangeKind,
        author: Author | None,
        restored_from: int | None = None,
        rejected: tuple[str, list[int]] | None = None,
    ) -> Content:
        """Commit a revision that no model made, with its event node, both `author`'s. Hold
        the lock."""
        snapshot = await self.articles.snapshot(content.id)
        session, now = snapshot.session, self.articles.clock()
        version = await self.articles.io(self.store.next_version, content.id)
        revision = new_revision(
            content.id,
            kind=kind,
            base_version=content.version,
            version=version,
            suggestion=suggestion,
            original=(content.title, content.body),
            revised=revised,
            now=now,
            session_id=session.id,
            restored_from=restored_from,
            author=author,
        )
        if rejected is not None:
            revision.rejected_from, revision.rejected_changes = rejected
        event = new_message(
            content.id,
            session.id,
            parent_id=session.head_id,
            role="event",
            # In Chinese on a Chinese article (static/js/panel/server-words.js has the words).
            text=to_article(f"{event_text} (V{content.version}→V{version}).", content.body),
            version=version,
            now=now,
            revision_id=revision.id,
            author=author,
        )
        revision.message_id = event.id
        updated = at_version(content, version, *revised, now)
        session = with_head(session, snapshot.tree, event)
        await self.articles.commit(updated, session, change, messages=[event], revision=revision)
        said = (suggestion,) if kind == "manual" else ()
        self.articles.bus.publish(RevisionSaved(updated, revision, said))
        return updated

    async def generate(
        self,
        *,
        brief: str,
        persona_id: str,
        title: str | None,
        author: Author | None,
        owner_id: str | None = None,
        made_as: tuple[str, str, dict[str, str]] | None = None,
    ) -> Content:
        """A new draft in the persona's style (V1, revision kind `generate`, `author`'s),
        belonging to `owner_id` (its writer); `made_as` as for `ContentService.create_content`."""
        brief = check_message(self.articles.settings, brief, "brief")
        persona = await self.articles.io(self.store.get_persona, require_id(persona_id, "persona"))
        if self.provider is None:
            raise ModelNotConfigured(
                "Writing a draft from a brief needs a language model. Set "
                "REDLINE_LLM_PROVIDER=openai with REDLINE_LLM_BASE_URL and REDLINE_LLM_MODEL; "
                "offline, paste or import an article instead."
            )
        style, applied = await self.articles.style_lines(persona.id)
        try:
            completion = await self.provider.complete(build_generation_prompt(brief, style, title))
            # What a provider's filter or failure left of a draft is not the model's draft,
            # even when it reads as whole: it was saved as the new article.
            check_ending(completion, longest_reply(self.articles.settings.max_article_chars))
        except LLMError as error:
            raise UpstreamFailed(draft_failure(str(error), brief)) from error
        if completion.tool is not None:  # a draft in a tool call is read as chat reads it
            if (drafted := draft_in_tool_call(completion.text)) is None:
                raise UpstreamFailed(draft_failure(str(called_a_tool(completion.tool)), brief))
            completion = replace(completion, text=drafted, tool=None)
        try:
            draft = read_draft(completion, title)
        except DraftRefused as error:
            raise UpstreamFailed(to_brief(str(error), brief)) from error

        def first(content: Content) -> RevisionRecord:
            return new_revision(
                content.id,
                kind="generate",
                base_version=0,
                version=1,
                suggestion=brief,
                original=("", ""),
                revised=(content.title, content.body),
                now=content.created_at,
                model=completion.model,
                usage=completion.usage,
                style_applied=applied,
                author=author,
            )

        try:
            return await self.contents.create_content(
                draft.title, draft.body, persona.id, first=first, owner_id=owner_id, made_as=made_as
            )
        except (InvalidInput, TooLarge) as error:
            # A draft with no text (or no title), or one over the size limit, is the model's
            # failure, not the writer's: a 502, never the 413 that says the brief is too long.
            raise UpstreamFailed(f"The model's draft could not be used: {error}") from error


_FIRST_DRAFT = (
    "This version is the article's first draft, so there is no earlier text to put back: "
    "rejecting its changes would leave the article empty. Edit the text, or move the article "
    "to the trash."
)


def _rejection_note(version: int, change_ids: Sequence[int] | None, count: int) -> str:
    """'Rejected 2 changes of V2' — how history and the chat name a rejection."""
    if change_ids is None:
        return f"Rejected all changes of V{version}"
    return f"Rejected {count} change{'s' if count != 1 else ''} of V{version}"
