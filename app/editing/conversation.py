"""The conversation tree as the writer moves through it: its view, rolling back, switching branch.

Moving the head moves the article to the version of the node it lands on. Moving it to a
writer's message goes to the point before that message, as the panel's "Continue from here"
does: a head left on the message would put it on the path without its reply, and the next
turn would send the model a suggestion the writer withdrew.
"""

from collections.abc import Collection

from app.domain import ids
from app.domain.errors import NotFound
from app.domain.models import ChatSession
from app.domain.tree import Tree
from app.editing.articles import Articles, with_head
from app.editing.checks import content_of, require_id
from app.editing.lost_replies import unanswered
from app.editing.records import at_version
from app.editing.views import SessionView, session_view


class ConversationService:
    """The session's view and head moves."""

    def __init__(self, articles: Articles) -> None:
        self.articles = articles
        self.store = articles.store

    async def session_view(self, content_id: str) -> SessionView:
        # The turns running here before the read as well: a turn that saved its reply and ended
        # after the read, but before the look at the running turns, left its message in the
        # read unanswered with no turn writing it — drawn as "no reply arrived" (with Retry).
        running_before = set(self.articles.running.pending())
        snapshot = await self.articles.existing_snapshot(require_id(content_id, "content"))
        pending = await self.pending(snapshot.session, snapshot.tree, running_before)
        return session_view(snapshot.session, snapshot.tree, snapshot.content, pending)

    async def pending(
        self, session: ChatSession, tree: Tree, running_before: Collection[str] = ()
    ) -> Collection[str]:
        """The writer's messages whose reply is being written now, by this process or by
        another serving the same data (a second worker): a read that lands on the worker not
        writing the reply must not show the message as left unanswered. `running_before`:
        those this process was answering before `session` was read (one still unanswered in
        it was being answered then)."""
        here = {*running_before, *self.articles.running.pending()}
        ledger = self.articles.running.ledger
        waiting = [m.id for m in unanswered(list(tree.by_id.values()), session) if m.id not in here]
        if ledger is None or not waiting:
            return here
        elsewhere = await self.articles.io(ledger.live_among, waiting)
        return {*here, *elsewhere}

    async def move_head(self, session_id: str, message_id: str) -> SessionView:
        """Roll back (or forward): the head goes to `message_id`, the article follows."""
        content_id = content_of(require_id(session_id, "session"), "session")
        if session_id != ids.session_id_for(content_id):
            raise NotFound(f"No session with id {session_id!r}.")
        if content_of(require_id(message_id, "message"), "message") != content_id:
            raise NotFound(f"No message with id {message_id!r} in this conversation.")
        return await self._move_head(content_id, message_id, to_leaf=False)

    async def activate(self, message_id: str) -> SessionView:
        """Switch to the branch through `message_id`, at the leaf the writer last saw."""
        content_id = content_of(require_id(message_id, "message"), "message")
        return await self._move_head(content_id, message_id, to_leaf=True)

    async def _move_head(self, content_id: str, message_id: str, *, to_leaf: bool) -> SessionView:
        async with self.store.lock(content_id):
            snapshot = await self.articles.existing_snapshot(content_id)
            tree, session, content = snapshot.tree, snapshot.session, snapshot.content
            if message_id not in tree.by_id:
                raise NotFound(f"No message with id {message_id!r} in this conversation.")
            if to_leaf:
                target_id = tree.leaf_of_branch(message_id, session.active_child)
            else:
                target_id = before_writer_message(tree, message_id)
            target = tree.by_id[target_id]
            session = with_head(session, tree, target)
            if target.version != content.version:
                text = await self.articles.io(self.store.get_version, content_id, target.version)
                content = at_version(
                    content, target.version, text.title, text.body, self.articles.clock()
                )
            await self.articles.commit(content, session, "head")
            return session_view(session, tree, content, await self.pending(session, tree))


def before_writer_message(tree: Tree, message_id: str) -> str:
    """Where a head moved to `message_id` lands: a writer's message stands for the point
    before it (the reply or opening line it answered), any other node for itself."""
    message = tree.by_id[message_id]
    if message.role == "user" and message.parent_id:
        return message.parent_id
    return message_id
