"""A Regenerate (or a Retry) that the writer stopped gives the conversation back as it was.

A regenerated reply is written from the version its message was sent on, so while it is
written the head sits on the writer's message and the article shows that version. Stopped
there, the writer would lose the reply they had — and the version it made — for a reply that
never came: "Nothing was changed", with the article a version behind. So the stopped reply is
kept beside the earlier one (nothing is deleted), and the head goes back to where the writer
was before pressing Regenerate: the earlier reply, or the end of its branch, with its version.
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


def back_to_earlier(
    snapshot: Snapshot,
    stopped: ChatMessage,
    earlier: ChatMessage,
    read_version: ReadVersion,
    now: datetime,
) -> tuple[Content, ChatSession]:
    """The article and session with `stopped` kept beside `earlier`, and the head back at the
    end of `earlier`'s branch as the writer last saw it. Blocks (reads a version's text)."""
    tree: Tree = snapshot.tree.with_message(stopped)
    session = snapshot.session
    target = tree.by_id[tree.leaf_of_branch(earlier.id, session.active_child)]
    session = with_head(session, tree, target)
    content = snapshot.content
    if target.version != content.version:
        text = read_version(content.id, target.version)
        content = at_version(content, target.version, text.title, text.body, now)
    return content, session
