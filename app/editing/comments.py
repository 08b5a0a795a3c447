"""Comments on revisions: leaving one on a version, reading those of a version or an article,
and deleting one's own."""

import logging
from collections import Counter
from collections.abc import Iterable

from app.domain import ids
from app.domain.actors import Author
from app.domain.comments import MAX_COMMENT_CHARS, Comment, NotYours
from app.domain.errors import Damaged, InvalidInput, NotFound
from app.domain.models import RevisionRecord
from app.editing.articles import Articles
from app.editing.checks import content_of, require_id
from app.store.comments import CommentStore

log = logging.getLogger(__name__)


def check_comment(text: str) -> str:
    """The comment's text as kept (trimmed), or a 400 saying what is wrong with it."""
    kept = text.strip()
    if not kept:
        raise InvalidInput("A comment needs some text: this one is empty.", field="text")
    if len(kept) > MAX_COMMENT_CHARS:
        raise InvalidInput(
            f"A comment can be at most {MAX_COMMENT_CHARS} characters; this one has "
            f"{len(kept)}. Shorten it, or split it into several comments.",
            field="text",
        )
    return kept


class CommentService:
    """Comments kept beside the articles (their own store), checked against the revisions."""

    def __init__(self, articles: Articles, comments: CommentStore) -> None:
        self.articles = articles
        self.comments = comments

    async def add(
        self, revision_id: str, text: str, *, author: Author, comment_id: str | None = None
    ) -> Comment:
        """A comment on the revision `revision_id` (404 when there is no such revision);
        `comment_id`: the id an Idempotency-Key gives it (app/web/retried_creates.py)."""
        kept = check_comment(text)
        revision = await self._revision(revision_id)
        comment = Comment(
            id=comment_id or ids.new_child_id(revision.content_id, "k"),
            content_id=revision.content_id,
            revision_id=revision.id,
            versions=(
                f"V{revision.base_version}→V{revision.version}"
                if revision.base_version
                else f"V{revision.version}"  # a draft from a brief: no version before it
            ),
            author=author,
            text=kept,
            created_at=self.articles.clock(),
        )
        await self.articles.io(self.comments.add, comment)
        return comment

    async def of_revision(self, revision_id: str) -> list[Comment]:
        """The revision's comments, oldest first."""
        revision = await self._revision(revision_id)
        listed = await self.articles.io(self.comments.list_for_content, revision.content_id)
        return [c for c in listed if c.revision_id == revision.id]

    async def of_article(self, content_id: str) -> list[Comment]:
        """Every comment on any revision of the article, oldest first."""
        await self.articles.content(require_id(content_id, "content"))
        return await self.articles.io(self.comments.list_for_content, content_id)

    async def delete(self, comment_id: str, *, author: Author) -> None:
        """Delete a comment; only the one who wrote it may (403 for anyone else)."""
        content_id = content_of(require_id(comment_id, "comment"), "comment")
        listed = await self.articles.io(self.comments.list_for_content, content_id)
        comment = next((c for c in listed if c.id == comment_id), None)
        if comment is None:
            raise NotFound(f"No comment with id {comment_id[:80]!r}.")
        if (comment.author.kind, comment.author.id) != (author.kind, author.id):
            raise NotYours(f"Only {comment.author.name}, who wrote this comment, may delete it.")
        await self.articles.io(self.comments.delete, content_id, comment_id)

    def counts(self, content_ids: Iterable[str]) -> dict[str, int]:
        """How many comments each revision of these articles has (blocking: off the loop)."""
        counted: Counter[str] = Counter()
        for content_id in set(content_ids):
            try:
                listed = self.comments.list_for_content(content_id)
            except Damaged as error:  # the feed lists the rest; the comments' own answer says
                log.warning("%s", error)
                continue
            counted.update(c.revision_id for c in listed)
        return dict(counted)

    async def _revision(self, revision_id: str) -> RevisionRecord:
        content_of(require_id(revision_id, "revision"), "revision")
        return await self.articles.io(self.articles.store.get_revision, revision_id)
