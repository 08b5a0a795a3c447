"""What a crash leaves behind, made on purpose for tests: a writer's message committed whose
reply never was (the process died between the two commits of a turn)."""

from datetime import UTC, datetime
from pathlib import Path

from app.domain.models import ChatMessage
from app.domain.tree import Tree
from app.editing.articles import with_head
from app.editing.lost_replies import STOPPED_CLEANLY
from app.editing.records import new_message
from app.store.base import Repository
from app.store.tinydb_store import TinyDBStore


def commit_unanswered(
    store: Repository,
    content_id: str,
    text: str,
    *,
    version: int | None = None,
) -> ChatMessage:
    """Commit the writer's `text` at the head of the article's conversation, with no reply, in
    any store; `version` defaults to the article's current one."""
    session = store.get_session(content_id)
    assert session is not None, "the article needs a conversation first"
    tree = Tree.build(store.list_messages(content_id))
    user = new_message(
        content_id,
        session.id,
        parent_id=session.head_id,
        role="user",
        text=text,
        version=store.get_content(content_id).version if version is None else version,
        now=datetime.now(UTC),
    )
    store.commit(content_id, messages=[user], session=with_head(session, tree, user))
    return user


def leave_unanswered(data_dir: Path, content_id: str, text: str, version: int) -> ChatMessage:
    """The same in a data directory, and the process that wrote it died: it left no word that
    it stopped cleanly (app/editing/lost_replies.py)."""
    user = commit_unanswered(TinyDBStore(data_dir), content_id, text, version=version)
    (data_dir / STOPPED_CLEANLY).unlink(missing_ok=True)
    return user
