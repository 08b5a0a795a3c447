"""Comments on revisions in PostgreSQL: the `comments` table of app/store/sql/004_comments.sql.

The table is created by the schema migrations the PostgreSQL store applies when it opens;
each comment is kept whole as a JSONB document beside the columns that find and order it."""

import psycopg
from psycopg.types.json import Jsonb

from app.domain.comments import Comment
from app.domain.errors import Conflict, InvalidInput, NotFound
from app.store.comments import CommentStore
from app.store.pg_support import Connection, PooledDatabase, open_pool


class PostgresCommentStore(PooledDatabase, CommentStore):
    """Comments on the database the PostgreSQL store uses, through a small pool of its own."""

    def __init__(self, url: str, *, pool_size: int = 4, connect_timeout: int = 10) -> None:
        self._pool = open_pool(url, "comments", max_size=pool_size, connect_timeout=connect_timeout)

    def close(self) -> None:
        self._pool.close()

    def add(self, comment: Comment) -> None:
        def insert(conn: Connection) -> None:
            conn.execute(
                "INSERT INTO comments (id, content_id, revision_id, created_at, doc)"
                " VALUES (%s, %s, %s, %s, %s)",
                (
                    comment.id,
                    comment.content_id,
                    comment.revision_id,
                    comment.created_at,
                    Jsonb(comment.model_dump(mode="json")),
                ),
            )

        try:
            self._write("the comment", insert)
        except psycopg.errors.ForeignKeyViolation as error:
            raise InvalidInput(
                f"Revision {comment.revision_id!r} is not in the database; nothing was saved."
            ) from error
        except psycopg.errors.UniqueViolation as error:
            raise Conflict(f"Comment {comment.id!r} is already saved.") from error

    def list_for_content(self, content_id: str) -> list[Comment]:
        with self._reading() as conn:
            rows = conn.execute(
                "SELECT doc FROM comments WHERE content_id = %s ORDER BY created_at, id",
                (content_id,),
            ).fetchall()
        return [Comment.model_validate(row[0]) for row in rows]

    def delete(self, content_id: str, comment_id: str) -> None:
        def remove(conn: Connection) -> int:
            cursor = conn.execute(
                "DELETE FROM comments WHERE content_id = %s AND id = %s", (content_id, comment_id)
            )
            return cursor.rowcount

        if not self._write("the removal of the comment", remove):
            raise NotFound(f"No comment with id {comment_id[:80]!r}.")
