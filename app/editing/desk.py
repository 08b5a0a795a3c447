"""The editor's desk: recent revisions across every article, newest first, filtered and paged.

A page is found without reading every revision of every article. Articles are read newest
first by their last change (the small index holds it): a revision is never newer than its
article's last change, so once a page is full and the next article last changed before the
page's oldest revision, no further article can hold one that belongs on the page. A first
page therefore looks at a few articles; a filter that matches little (one writer, one kind)
or a deep page looks at more — `articles_read` in the answer says how many it took.

What the desk needs of an article's revisions (their history entries, no texts) is kept in
memory per article until the article changes — its last change and version, from the
index, tell — so a later page, or a filter that looks at every article, reads from disk only
the articles that changed since (revisions are written once and never edited).
"""

import base64
import binascii
import json
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Literal

from pydantic import BaseModel

from app.domain.errors import Damaged, InvalidInput, NotFound
from app.domain.models import Content
from app.editing.articles import Articles
from app.editing.checks import require_id
from app.editing.comments import CommentService
from app.editing.views import VersionEntry, version_entry

ChangeKind = Literal["suggestion", "manual", "restore", "reject", "generate"]
CHANGE_KINDS: tuple[ChangeKind, ...] = ("suggestion", "manual", "restore", "reject", "generate")
MAX_PAGE = 100


class DeskEntry(VersionEntry):
    """A revision on the desk: its history entry, the article it belongs to, what kind of
    change it was in the desk's words, and how many comments it has."""

    content_id: str
    title: str
    change: ChangeKind
    comments: int = 0


class RevisionFeed(BaseModel):
    """One page of the desk. `next_cursor` asks for the next page (None: this is the last);
    `articles_read` is how many articles' revisions were read to find it."""

    entries: list[DeskEntry]
    next_cursor: str | None
    articles_read: int


@dataclass(frozen=True)
class DeskFilter:
    """What the desk shows: every field None shows everything."""

    author: str | None = None  # an author's id, or their name (case and width folded)
    content_id: str | None = None
    change: ChangeKind | None = None
    since: datetime | None = None  # inclusive
    until: datetime | None = None  # inclusive


def change_of(revision: VersionEntry) -> ChangeKind:
    """The kind of change a revision was, as the desk filters it."""
    if revision.kind in ("llm", "rules"):
        return "suggestion"
    if revision.kind == "manual":
        return "reject" if revision.rejected_from else "manual"
    return "restore" if revision.kind == "restore" else "generate"


def _folded(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().strip()


def matches(revision: VersionEntry, wanted: DeskFilter) -> bool:
    """Whether the revision passes every filter (the article one is applied before)."""
    if wanted.change is not None and change_of(revision) != wanted.change:
        return False
    if wanted.since is not None and revision.created_at < wanted.since:
        return False
    if wanted.until is not None and revision.created_at > wanted.until:
        return False
    if wanted.author is not None:
        author = revision.author
        if author is None:
            return False
        name = _folded(wanted.author)
        ids = {author.id, author.user_id}
        # A key acts for its user: "ada" finds what Ada's keys did, named "label (ada)".
        names = {_folded(author.name)}
        if author.kind == "key" and author.name.endswith(")") and " (" in author.name:
            names.add(_folded(author.name[author.name.rindex(" (") + 2 : -1]))
        if wanted.author not in ids and name not in names:
            return False
    return True


def _key(revision: VersionEntry) -> tuple[datetime, str]:
    return revision.created_at, revision.id


def encode_cursor(revision: VersionEntry) -> str:
    raw = json.dumps([revision.created_at.isoformat(), revision.id]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    """The (time, id) a page continues after; a cursor not made here names no page (404)."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        when, revision_id = json.loads(raw)
        return datetime.fromisoformat(when), require_id(str(revision_id), "revision")
    except (ValueError, TypeError, RecursionError, binascii.Error, NotFound) as error:
        raise NotFound(
            "That cursor is not one this desk gave out; start again from the first page."
        ) from error


def parse_moment(value: str, what: str, *, end_of_day: bool = False) -> datetime:
    """A `since`/`until` value: a date (2026-03-01; `until` then means the end of that day) or
    a date and time (2026-03-01T14:00, UTC unless it says otherwise)."""
    text = value.strip()
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            moment = datetime.combine(day, time.min, tzinfo=UTC)
            return moment + timedelta(days=1, microseconds=-1) if end_of_day else moment
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError as error:
        raise InvalidInput(
            f"`{what}` must be a date such as 2026-03-01 or a time such as "
            f"2026-03-01T14:00; {value[:40]!r} is neither."
        ) from error
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


class DeskService:
    """Recent revisions across every article the reader may read."""

    def __init__(self, articles: Articles, comments: CommentService) -> None:
        self.articles = articles
        self.comments = comments
        self.store = articles.store
        # content id -> ((last change, version) when read, its revisions' history entries)
        self._entries: dict[str, tuple[tuple[datetime, int], list[VersionEntry]]] = {}

    def _revisions_of(self, content: Content) -> list[VersionEntry]:
        """The article's revisions as history entries, read again only once it changed."""
        seen = (content.updated_at, content.version)
        kept = self._entries.get(content.id)
        if kept is not None and kept[0] == seen:
            return kept[1]
        # A revision whose file cannot be read is named by the article's history, not here.
        entries = [version_entry(r) for r in self.store.readable_revisions(content.id)[0]]
        self._entries[content.id] = (seen, entries)
        return entries

    async def recent(
        self,
        wanted: DeskFilter,
        *,
        limit: int = 20,
        cursor: str | None = None,
        readable: Callable[[Content], bool] = lambda content: True,
    ) -> RevisionFeed:
        """A page of revisions, newest first, after `cursor` (a previous page's next_cursor)."""
        if not 1 <= limit <= MAX_PAGE:
            raise InvalidInput(f"`limit` must be between 1 and {MAX_PAGE}; it was {limit}.")
        after = decode_cursor(cursor) if cursor else None
        if wanted.since and wanted.until and wanted.since > wanted.until:
            return RevisionFeed(entries=[], next_cursor=None, articles_read=0)  # none between
        if wanted.content_id is not None:
            articles = [await self.articles.content(require_id(wanted.content_id, "content"))]
        else:
            listed = await self.articles.io(self.store.list_contents)
            articles = [c for c in listed if c.trashed_at is None]
        articles = sorted(
            (c for c in articles if readable(c)), key=lambda c: c.updated_at, reverse=True
        )
        return await self.articles.io(self._page, articles, wanted, limit, after)

    def _page(
        self,
        articles: list[Content],
        wanted: DeskFilter,
        limit: int,
        after: tuple[datetime, str] | None,
    ) -> RevisionFeed:
        found: list[tuple[VersionEntry, Content]] = []
        read = 0
        for content in articles:
            if wanted.since is not None and content.updated_at < wanted.since:
                break  # this article and every later one last changed before `since`
            if len(found) > limit and content.updated_at < found[limit][0].created_at:
                break  # nothing in this article or a later one is newer than the page
            read += 1
            try:
                revisions = self._revisions_of(content)
            except Damaged:
                continue  # the home page says what is wrong with it; the desk lists the rest
            for revision in revisions:
                if matches(revision, wanted) and (after is None or _key(revision) < after):
                    found.append((revision, content))
            found.sort(key=lambda pair: _key(pair[0]), reverse=True)
            del found[limit + 1 :]
        page = found[:limit]
        counts = self.comments.counts(content.id for _, content in page)
        return RevisionFeed(
            entries=[
                DeskEntry(
                    **revision.model_dump(),
                    content_id=content.id,
                    title=content.title,
                    change=change_of(revision),
                    comments=counts.get(revision.id, 0),
                )
                for revision, content in page
            ],
            next_cursor=encode_cursor(page[-1][0]) if len(found) > limit else None,
            articles_read=read,
        )
