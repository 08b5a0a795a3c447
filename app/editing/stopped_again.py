"""A Regenerate, a Retry or a "Save and resend" that the writer stopped gives the
conversation back as it was.

A regenerated reply is written from the version its message was sent on, so while it is
written the head sits on the writer's message and the article shows that version. Stopped
there, the writer would lose the reply they had — and the version it made — for a reply that
never came: "Nothing was changed", with the article a version behind. So the stopped reply is
kept beside the earlier one (nothing is deleted), and the head goes back to where the writer
was before pressing Regenerate: the earlier reply, or the end of its branch, with its version.

An edited message ("Save and resend") is a new branch written from the version before the
message it replaces, so the article went back there while its reply was written. Stopped,
the writer would be left at that older version with none of the turns they had. The edited
message and its stopped reply stay as a branch beside the one it replaced (its Retry asks
again), and the head goes back to the end of the replaced message's branch.
"""

from collections.abc import Callable
from datetime import datetime

from app.domain.models import ChatMessage, ChatSession, Content, VersionText
from app.domain.tree import Tree
from app.editing.articles import Snapshot, with_head
from app.editing.records import at_version

ReadVersion = Callable[[str, int], VersionText]


def earlier_reply(snapshot: Snapshot, asked: ChatMessage) -> ChatMessage | None:
    """The reply to `asked` the writer had on screen before asking for another, or None when
    this was its first (the message's own turn, or a retry of one left unanswered)."""
    earlier = snapshot.tree.children.get(asked.id, [])
    if not earlier:
        return None
    chosen = snapshot.session.active_child.get(asked.id)
    return next((m for m in earlier if m.id == chosen), earlier[-1])


def where_the_writer_was(snapshot: Snapshot, asked: ChatMessage) -> ChatMessage | None:
    """The message whose branch the writer was on before `asked` was answered: the reply they
    had (`earlier_reply`), else, for an edited message, the message it replaced. None when
    `asked` was a new message at the head (a stop keeps it there)."""
    earlier = earlier_reply(snapshot, asked)
    if earlier is not None or asked.edited_from is None:
        return earlier
    replaced = snapshot.tree.by_id.get(asked.edited_from)
    if replaced is None or replaced.parent_id != asked.parent_id:
        return None
    return replaced


def back_to_earlier(
    snapshot: Snapshot,
    stopped: ChatMessage,
    earlier: ChatMessage,
    read_version: ReadVersion,
    now: datetime,
    *,
    head_before: str | None = None,
) -> tuple[Content, ChatSession]:
    """The article and session with `stopped` saved, and the head back where the writer was
    on `earlier`'s branch: `head_before` (the head when the turn began — after "Continue from
    here", short of the branch's end), else the end of the branch as they last saw it. Blocks
    (reads a version's text)."""
    tree: Tree = snapshot.tree.with_message(stopped)
    session = snapshot.session
    was_there = head_before in tree.by_id and tree.is_ancestor(earlier.id, head_before or "")
    target_id = head_before if was_there and head_before else None
    target = tree.by_id[target_id or tree.leaf_of_branch(earlier.id, session.active_child)]
    session = with_head(session, tree, target)
    content = snapshot.content
    if target.version != content.version:
        text = read_version(content.id, target.version)
        content = at_version(content, target.version, text.title, text.body, now)
    return content, session
