"""Articles as records: create, read, list, their versions, revisions, diffs and model calls."""

import logging
import unicodedata
from collections.abc import Callable
from datetime import datetime

from app.domain import ids
from app.domain.errors import Damaged, NotFound
from app.domain.models import Content, Persona, RevisionRecord, VersionText
from app.domain.text import word_count
from app.editing.articles import Articles
from app.editing.checks import (
    check_article,
    check_fresh,
    check_version_named,
    content_of,
    require_id,
)
from app.editing.hand_merge import MergedEdit, merged_edit
from app.editing.views import (
    ModelCallView,
    RevisionDiff,
    VersionDiff,
    VersionEntry,
    damaged_entry,
    model_call_view,
    revision_diff,
    version_diff,
    version_entry,
)
from app.events import ArticleChanged, ArticleChangeKind
from app.store.damaged_revisions import DamagedRevision

log = logging.getLogger(__name__)

DEFAULT_PERSONA_ID = "pdefault"
# What Redline calls the default persona until its writer renames it.
DEFAULT_PERSONA_NAME = "My voice"


def _folded(text: str) -> str:
    """Text as search compares it: width and case folded (Ｆｕｌｌ → full, É → é)."""
    return unicodedata.normalize("NFKC", text).casefold()


def matches(content: Content, query: str) -> bool:
    """Every word of `query` is in the title or the text (a run of Chinese is one word, found
    anywhere in the text, as Chinese is written without spaces)."""
    haystack = _folded(content.title + "\n" + content.body)
    return all(word in haystack for word in _folded(query).split())


class ContentService:
    """Reads of an article and its history; creating one."""

    def __init__(self, articles: Articles) -> None:
        self.articles = articles
        self.store = articles.store

    async def ensure_default_persona(self, owner_id: str | None = None) -> Persona:
        """The persona a new article writes in unless another is named: its writer's own
        (with accounts, each writer has one; the single-user mode's belongs to nobody)."""
        persona_id = DEFAULT_PERSONA_ID + (f"_{owner_id}" if owner_id else "")
        try:
            return await self.articles.io(self.store.get_persona, persona_id)
        except Damaged as error:
            # Its file is kept as it is (only `check` sets it aside): the article is written
            # in it all the same, and its turns go on without its style.
            log.warning("%s", error)
            now = self.articles.clock()
            return Persona(
                id=persona_id,
                name=DEFAULT_PERSONA_NAME,
                created_at=now,
                updated_at=now,
                owner_id=owner_id,
            )
        except NotFound:
            now = self.articles.clock()
            persona = Persona(
                id=persona_id,
                name=DEFAULT_PERSONA_NAME,
                description="Learned from every edit you make.",
                created_at=now,
                updated_at=now,
                owner_id=owner_id,
            )
            await self.articles.io(self.store.save_persona, persona)
            return persona

    async def create_content(
        self,
        title: str,
        body: str,
        persona_id: str | None,
        first: Callable[[Content], RevisionRecord] | None = None,
        owner_id: str | None = None,
        made_as: tuple[str, str, dict[str, str]] | None = None,
    ) -> Content:
        """A new article at V1, `owner_id`'s (the writer's; None in the single-user mode);
        `first` makes the revision behind V1 when there is one. `made_as`: the id an
        Idempotency-Key gives it, the key and the record kept with it (app/web/retried_creates)."""
        title, body = title.strip(), body.strip("\r\n")
        check_article(self.articles.settings, title, body, new=True)
        if persona_id:
            try:
                await self.articles.io(self.store.get_persona, require_id(persona_id, "persona"))
            except Damaged as error:  # it is there: the article's turns go on without it
                log.warning("%s", error)
        else:
            persona_id = (await self.ensure_default_persona(owner_id)).id
        now = self.articles.clock()
        content = Content(
            id=made_as[0] if made_as else ids.new_content_id(),
            title=title,
            body=body,
            persona_id=persona_id,
            version=1,
            word_count=word_count(title) + word_count(body),
            created_at=now,
            updated_at=now,
            owner_id=owner_id,
        )
        revision = first(content) if first else None
        key, kept = (made_as[1], made_as[2]) if made_as else (None, None)
        await self.articles.io(
            self.store.create_content,
            content,
            revision,
            idempotency_key=key,
            idempotency_result=kept,
        )
        return content

    async def get_content(self, content_id: str) -> Content:
        return await self.articles.content(require_id(content_id, "content"))

    async def list_contents(
        self, *, include_body: bool = True, query: str | None = None, trashed: bool = False
    ) -> list[Content]:
        """Newest first, those out of the trash (`trashed`: those in it); without bodies the
        list reads only the small index. A `query` keeps the articles whose title or text
        holds every word of it (read with their bodies)."""
        if query is not None and query.strip():
            listed = await self.list_contents(trashed=trashed)
            found = [c for c in listed if matches(c, query)]
            if include_body:
                return found
            return [c.model_copy(update={"body": ""}) for c in found]
        contents = [
            c
            for c in await self.articles.io(self.store.list_contents)
            if (c.trashed_at is not None) == trashed
        ]
        if not include_body:
            return contents

        def with_bodies() -> list[Content]:
            listed = []
            for content in contents:
                try:
                    listed.append(self.store.get_content(content.id))
                except Damaged as error:  # listed as damaged; the other articles still load
                    listed.append(
                        content.model_copy(update={"damaged": True, "damage": str(error)})
                    )
            return listed

        return await self.articles.io(with_bodies)

    async def trash(self, content_id: str) -> Content:
        """Move an article to the trash: out of the list, nothing deleted, restorable."""
        return await self._set_trashed(content_id, self.articles.clock())

    async def untrash(self, content_id: str) -> Content:
        """Take an article out of the trash, as it was."""
        return await self._set_trashed(content_id, None)

    async def _set_trashed(self, content_id: str, when: datetime | None) -> Content:
        require_id(content_id, "content")
        async with self.store.lock(content_id):
            content = await self.articles.content(content_id)
            if (content.trashed_at is None) == (when is None):
                return content  # already where it was asked to be
            updated = content.model_copy(update={"trashed_at": when})
            await self.articles.io(self.store.commit, content_id, content=updated)
            # Other tabs on the article hear it, so none goes on editing an article that is
            # no longer in the list without being told.
            session = await self.articles.io(self.store.get_session, content_id)
            head_id = session.head_id if session else None
            change: ArticleChangeKind = "trashed" if when else "untrashed"
            self.articles.bus.publish(ArticleChanged(content.id, content.version, change, head_id))
            return updated

    async def has_conversation(self, content_id: str) -> bool:
        """Whether the article's conversation has started (its first message or edit)."""
        return await self.articles.io(self.store.get_session, content_id) is not None

    async def where_now(self, content_id: str) -> ArticleChanged:
        """The article's version and head as a "current" event, for a new live-sync listener."""
        # One state: a version and a head from two commits would point the tab at neither.
        state = await self.articles.io(
            self.store.read_article, require_id(content_id, "content"), messages=False
        )
        head_id = state.session.head_id if state.session else None
        return ArticleChanged(state.content.id, state.content.version, "current", head_id)

    async def export_records(
        self, content_id: str
    ) -> tuple[Content, list[RevisionRecord], list[DamagedRevision]]:
        """The article and its revisions (readable, and damaged) as one commit left them.

        A commit writes its revision before the article's header, so revisions read after
        the article may hold one its version does not count yet: left for the next export."""
        state = await self.articles.io(
            self.store.read_article, require_id(content_id, "content"), messages=False
        )
        readable, damaged = await self.articles.io(self.store.readable_revisions, content_id)
        limit = state.next_version
        return (
            state.content,
            [r for r in readable if r.version < limit],
            [d for d in damaged if d.version < limit],
        )

    async def get_version(self, content_id: str, version: int) -> VersionText:
        content = await self.get_content(content_id)
        check_version_named(content, version, await self.articles.latest_version(content, version))
        return await self.articles.io(self.store.get_version, content_id, version)

    async def merge_hand_edit(
        self, content_id: str, *, title: str | None, body: str, base_version: int
    ) -> MergedEdit:
        """A hand edit begun on `base_version` merged over the current version, unsaved."""
        content = await self.get_content(content_id)
        latest = await self.articles.latest_version(content, base_version)
        if base_version > latest:
            check_fresh(content, base_version, latest)
        base = await self.articles.io(self.store.get_version, content_id, base_version)
        title = base.title if title is None else title.strip()
        body = body.strip("\r\n")  # as a hand edit saves it
        check_article(self.articles.settings, title, body)
        return await self.articles.io(merged_edit, base, content, title, body)

    async def list_revisions(self, content_id: str) -> list[RevisionRecord]:
        """Every revision on every branch that can be read, oldest first (the history names
        those whose file cannot)."""
        await self.get_content(content_id)
        return (await self.articles.io(self.store.readable_revisions, content_id))[0]

    async def history(self, content_id: str) -> list[VersionEntry]:
        """Every version, light (no texts), oldest first; a revision whose file cannot be read
        with what the article's other files say of it and a sentence naming the file."""
        await self.get_content(content_id)
        readable, damaged = await self.articles.io(self.store.readable_revisions, content_id)
        entries = [version_entry(r) for r in readable] + [damaged_entry(d) for d in damaged]
        return sorted(entries, key=lambda entry: (entry.version, entry.created_at))

    async def get_revision(self, revision_id: str) -> RevisionRecord:
        content_of(require_id(revision_id, "revision"), "revision")
        return await self.articles.io(self.store.get_revision, revision_id)

    async def diff(self, revision_id: str) -> RevisionDiff:
        revision = await self.get_revision(revision_id)
        return await self.articles.io(revision_diff, revision)

    async def compare(self, content_id: str, from_version: int, to_version: int) -> VersionDiff:
        """Any two versions of the article compared (on any branches)."""
        content = await self.get_content(content_id)
        latest = await self.articles.latest_version(content, max(from_version, to_version))
        check_version_named(content, from_version, latest)
        check_version_named(content, to_version, latest)
        older = await self.articles.io(self.store.get_version, content_id, from_version)
        newer = await self.articles.io(self.store.get_version, content_id, to_version)
        return await self.articles.io(version_diff, older, newer)

    async def model_call(self, message_id: str) -> ModelCallView:
        """What the model was sent for an assistant message, and what it answered."""
        content_of(require_id(message_id, "message"), "message")
        call = await self.articles.io(self.store.get_llm_call, message_id)
        if call is None:
            raise NotFound(f"No model call was made for message {message_id!r}.")
        return model_call_view(call)
