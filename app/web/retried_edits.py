"""A write guarded by `base_version`, retried after its answer was lost, answers what it made.

A client that sent a hand edit, a rename, a restore or a rejection with `base_version: 1`
and never got the answer sends it again — and the article is at V2 now, so the guard says
409 "based on V1", although V2 *is* that edit (outside50 F3). When the 409 of a stale base
comes and the article is at the version right after that base, made on it by this very edit
(the same text and title, the same restored version, the same rejected changes), the retry
answers 200 with the article as that version left it. Anything else — another edit there, or
an article that moved on past it — keeps the 409.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from app.domain.changes import revert_changes
from app.domain.errors import Conflict
from app.domain.models import Content, RevisionRecord
from app.editing.revisions import RevisionService

# Whether `made` (the revision that made the version after the base) is this write's result;
# `listed`: every revision of the article.
Same = Callable[[RevisionRecord, Sequence[RevisionRecord]], bool]


async def or_already_made(
    revisions: RevisionService,
    content_id: str,
    base_version: int | None,
    write: Awaitable[Content],
    same: Same,
) -> Content:
    """`write`'s answer; on a 409, the article when the version after `base_version` is the
    one this write would have made."""
    try:
        return await write
    except Conflict:
        if base_version is None:
            raise
        done = await _made_on(revisions, content_id, base_version, same)
        if done is None:
            raise
        return done


async def _made_on(
    revisions: RevisionService, content_id: str, base_version: int, same: Same
) -> Content | None:
    async with revisions.store.lock(content_id):
        content = await revisions.articles.content(content_id)
        if content.version != base_version + 1:
            return None
        listed = await revisions.articles.io(revisions.store.list_revisions, content_id)
    made = next((r for r in listed if r.version == content.version), None)
    if made is None or made.base_version != base_version or not same(made, listed):
        return None
    return content


def hand_edit(title: str | None, body: str) -> Same:
    """The hand edit `PUT` saves: this text (and title, when given), as it keeps them."""

    def same(made: RevisionRecord, _: Sequence[RevisionRecord]) -> bool:
        return (
            made.kind == "manual"
            and made.rejected_from is None
            and made.revised_body == body.strip("\r\n")
            and made.revised_title == (made.original_title if title is None else title.strip())
        )

    return same


def rename(title: str) -> Same:
    """A rename: this title, the text unchanged."""

    def same(made: RevisionRecord, _: Sequence[RevisionRecord]) -> bool:
        return (
            made.kind == "manual"
            and made.rejected_from is None
            and made.revised_title == title.strip()
            and made.revised_body == made.original_body
        )

    return same


def restore(version: int) -> Same:
    """A restore of `version`."""

    def same(made: RevisionRecord, _: Sequence[RevisionRecord]) -> bool:
        return made.kind == "restore" and made.restored_from == version

    return same


def rejection(revision_id: str, change_ids: Sequence[int] | None) -> Same:
    """A rejection of `change_ids` of `revision_id` (None: every change and the title): the
    text and rejected ids it would have made on the version it was based on, with what that
    version had rejected of the same revision already."""

    def same(made: RevisionRecord, listed: Sequence[RevisionRecord]) -> bool:
        rejected = next((r for r in listed if r.id == revision_id), None)
        if rejected is None or made.rejected_from != revision_id:
            return False
        before = next((r for r in listed if r.version == made.base_version), None)
        already = before.rejected_changes if before and before.rejected_from == revision_id else []
        would = revert_changes(rejected, change_ids, already=already, title=made.original_title)
        return (made.revised_title, made.revised_body, sorted(made.rejected_changes)) == (
            would.title,
            would.body,
            sorted(would.rejected),
        )

    return same
