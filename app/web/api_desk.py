"""The editor's desk over HTTP: recent revisions across articles, and comments on revisions."""

from datetime import datetime
from typing import Annotated

from litestar import Controller, delete, get, post
from litestar.di import NamedDependency
from litestar.exceptions import ValidationException
from litestar.openapi.spec.enums import OpenAPIFormat
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.status_codes import HTTP_201_CREATED, HTTP_204_NO_CONTENT

from app.accounts.permissions import refusal, target_of
from app.domain.actors import Actor
from app.domain.comments import Comment
from app.domain.errors import InvalidInput
from app.domain.models import Content
from app.editing import idempotency
from app.editing.comments import CommentService
from app.editing.desk import (
    MAX_PAGE,
    ChangeKind,
    DeskFilter,
    DeskService,
    RevisionFeed,
    parse_moment,
)
from app.web import retried_creates
from app.web.api_chat import IdempotencyKey, callers_key
from app.web.auth import Refused
from app.web.schemas import RequestBody

# `since`/`until` are declared as date-times; a plain date (2026-03-01) is accepted too.
DATE_TIME = OpenAPIFormat.DATE_TIME


class NewComment(RequestBody):
    text: str


def _moment(value: str, name: str, *, end_of_day: bool = False) -> datetime:
    """`since`/`until` read, or a 400 that lists the parameter at fault like any other."""
    try:
        return parse_moment(value, name, end_of_day=end_of_day)
    except InvalidInput as error:
        said = (
            "must be a date such as 2026-03-01 or a time such as 2026-03-01T14:00 "
            f"(got {value[:40]!r})"
        )
        raise ValidationException(
            detail=str(error), extra=[{"message": said, "key": name, "source": "query"}]
        ) from error


class DeskController(Controller):
    path = "/api/revisions"
    tags = ["desk"]

    @get("/")
    async def list_recent_revisions(
        self,
        desk: NamedDependency[DeskService],
        actor: NamedDependency[Actor],
        author: Annotated[str | None, QueryParameter(max_length=200)] = None,
        # No length limit on an id or a cursor: one that names nothing is not found (404),
        # as in a path, not a 400.
        content_id: Annotated[str | None, QueryParameter()] = None,
        kind: Annotated[ChangeKind | None, QueryParameter()] = None,
        since: Annotated[str | None, QueryParameter(max_length=40, format=DATE_TIME)] = None,
        until: Annotated[str | None, QueryParameter(max_length=40, format=DATE_TIME)] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=MAX_PAGE)] = 20,
        cursor: Annotated[str | None, QueryParameter()] = None,
    ) -> RevisionFeed:
        """Recent revisions across every article you may read, newest first: filter by
        `author` (id or name), `content_id`, `kind` (suggestion, manual, restore, reject,
        generate) and `since`/`until` (a date or a date and time, UTC); `cursor` is the
        previous page's `next_cursor`."""
        wanted = DeskFilter(
            author=author.strip() or None if author else None,
            content_id=content_id or None,
            change=kind,
            since=_moment(since, "since") if since is not None else None,
            until=_moment(until, "until", end_of_day=True) if until is not None else None,
        )

        def readable(content: Content) -> bool:
            problem = refusal(actor, "read", target_of("article", content))
            if problem is not None and wanted.content_id is not None:
                # Named, another writer's article is refused as every route refuses it,
                # not answered with an empty page as though it had no revisions.
                raise Refused(detail=problem)
            return problem is None

        return await desk.recent(wanted, limit=limit, cursor=cursor or None, readable=readable)

    @post("/{revision_id:str}/comments", status_code=HTTP_201_CREATED)
    async def add_comment(
        self,
        revision_id: FromPath[str],
        data: JSONBody[NewComment],
        comments: NamedDependency[CommentService],
        actor: NamedDependency[Actor],
        idempotency_key: IdempotencyKey = None,
    ) -> Comment:
        """Comment on a revision (the version it made): kept with who wrote it and when.
        The same `Idempotency-Key` again answers the comment it made."""
        idempotency.check_key(idempotency_key)
        return await retried_creates.comment_once(
            comments,
            revision_id,
            data.text,
            callers_key(idempotency_key, actor),
            lambda comment_id: comments.add(
                revision_id, data.text, author=actor.author, comment_id=comment_id
            ),
        )

    @get("/{revision_id:str}/comments")
    async def list_revision_comments(
        self, revision_id: FromPath[str], comments: NamedDependency[CommentService]
    ) -> list[Comment]:
        """The revision's comments, oldest first."""
        return await comments.of_revision(revision_id)


class CommentController(Controller):
    path = "/api"
    tags = ["desk"]

    @get("/contents/{content_id:str}/comments")
    async def list_article_comments(
        self, content_id: FromPath[str], comments: NamedDependency[CommentService]
    ) -> list[Comment]:
        """Every comment on the article's revisions, oldest first."""
        return await comments.of_article(content_id)

    @delete("/comments/{comment_id:str}", status_code=HTTP_204_NO_CONTENT)
    async def delete_comment(
        self,
        comment_id: FromPath[str],
        comments: NamedDependency[CommentService],
        actor: NamedDependency[Actor],
    ) -> None:
        """Delete a comment you wrote (403 for anyone else's)."""
        await comments.delete(comment_id, author=actor.author)
