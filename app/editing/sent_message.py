"""The writer's message of a send, committed under the article's lock: where it goes (the
head, or a `parent_id`), the checks that refuse it before anything is saved (a parent not in
the conversation, a stale `base_version`, a head that is no longer the one the writer saw, a
selection outside the body), and the session moved onto it — in one trip to a worker thread
(app/editing/turns.py)."""

from __future__ import annotations

from app.domain.actors import Author
from app.domain.errors import Conflict, InvalidInput, NotFound, StorageFailed
from app.domain.models import ChatSession
from app.domain.text import whole_characters
from app.domain.tree import Tree
from app.editing import idempotency
from app.editing.answers import Turn
from app.editing.articles import Articles, with_head
from app.editing.queued_send import ReplyPending, StillAnswered, check_no_reply_pending
from app.editing.records import new_message
from app.events import ArticleChanged
from app.store.journal import message_not_saved

# A send that names the head it answers (`head_id`, the panel's) and meets another: another
# tab or client rolled back, switched branch, regenerated or sent meanwhile, on the same
# version. Saved, the message would hang under a path the writer never saw — and the model
# would be sent that path. An edit or a regenerate that names the head it was chosen from is
# refused alike: what follows the message on screen is not what would leave the chat.
_MOVED = (
    "The conversation has moved on in another tab or window since you last saw it (a "
    "rollback, another branch or another reply), so "
)
HEAD_MOVED = (
    f"{_MOVED}this message was not saved. Reload to see the conversation as it is now, then "
    "send it again."
)
HEAD_MOVED_EDIT = (
    f"{_MOVED}your edit was not saved. Reload to see the conversation as it is now, then "
    "save your edit again."
)
HEAD_MOVED_REGENERATE = (
    f"{_MOVED}no new reply was written. Reload to see the conversation as it is now, then "
    "regenerate again if you still want another reply."
)
_SAID = {"send": HEAD_MOVED, "edit": HEAD_MOVED_EDIT, "regenerate": HEAD_MOVED_REGENERATE}
HEAD_UNANSWERED = (
    "The conversation ends with a message of yours that has no reply on its path, so this "
    "message was not saved (the model would be sent both as one). Press Retry on that "
    "message's reply, or go back to before it, then send this again."
)
# The `head_id` of a writer who sees no conversation yet (a new article: no message of theirs,
# no note of a change): it holds while the head is still the conversation's opening line — or
# there is no conversation at all — so two tabs on a new article cannot both send a first
# message. Sending nothing keeps a client's send under whatever the head is, as before.
NO_MESSAGES = ""


class HeadMoved(Conflict):
    """409: the session's head is not the `head_id` the send (edit, regenerate) named;
    `field` names it for a client (the answer's `extra`), as a 400's field at fault is named."""

    def __init__(self, action: str = "send") -> None:
        super().__init__(_SAID[action])
        self.field = "head_id"


def check_head(session: ChatSession, tree: Tree, head_id: str | None, action: str) -> None:
    """Refuse (HeadMoved) an `action` ("send", "edit", "regenerate") chosen while the writer saw
    the head `head_id` when the session's head is another by now; NotFound when `head_id`
    names no message of this conversation. None checks nothing; NO_MESSAGES holds while the
    head is the conversation's root."""
    if head_id is None or head_id == session.head_id:
        return
    if head_id == NO_MESSAGES:
        head = tree.by_id.get(session.head_id or "")
        if head is not None and head.parent_id is None:
            return
        raise HeadMoved(action)
    if head_id not in tree.by_id:
        raise NotFound(f"No message with id {head_id!r} in this conversation.")
    raise HeadMoved(action)


def save_message(
    articles: Articles,
    content_id: str,
    text: str,
    parent_id: str | None,
    base_version: int | None,
    selection: tuple[int, int] | None,
    edited_from: str | None,
    regenerate: bool,
    author: Author | None,
    key: tuple[str, str] | None = None,
    head_id: str | None = None,
    action: str = "send",
    message_id: str | None = None,
) -> tuple[Turn, ArticleChanged]:
    """Commit the writer's message as a child of the head (or of `parent_id`), with the id
    `message_id` if chosen beforehand; the turn, and the event to announce. With `head_id`,
    only while the session's head is that message (else HeadMoved for `action`, nothing
    saved: see check_head). Hold the lock; blocks (a worker thread's)."""
    try:
        snapshot = articles.snapshot_now(content_id)
    except StorageFailed as error:
        # The conversation's opening line (its first commit) may be kept and completed
        # later, but this message was never written: "the change was saved" would say
        # the writer's words are safe when they are not.
        if not error.saved:
            raise
        raise message_not_saved(error) from error
    session, tree = snapshot.session, snapshot.tree
    if head_id in (None, session.head_id):  # else: HeadMoved, below
        try:
            check_no_reply_pending(articles, session, tree)
        except ReplyPending as pending:
            if parent_id is None and head_id is None:
                # A plain send — or the Retry of a reply another change overtook, which sends
                # its suggestion again at the head — waits for that reply and goes under it.
                raise
            # An edit of the very message being answered is its sibling: no path holds two
            # writer's messages, and its late reply stays off the path and says why.
            answered = tree.by_id.get(pending.user_message_id)
            if not (action == "edit" and answered and answered.parent_id == parent_id):
                field = "parent_id" if action == "send" and parent_id is not None else "head_id"
                raise StillAnswered(field, action) from None
    parent = parent_id or session.head_id
    if parent is None or parent not in tree.by_id:
        raise NotFound(f"No message with id {parent!r} in this conversation.")
    parent_node = tree.by_id[parent]
    if parent_id is not None and parent_node.role == "user":
        # Under a writer's message the new one would stand on the path without its reply,
        # and the model would be sent both suggestions as one.
        raise InvalidInput(
            "A message can follow a reply or the opening line, not another message of yours: "
            "send it with the parent_id of the reply, or edit that message instead.",
            field="parent_id",
        )
    # Above every version the conversation has reached (a rollback shows an earlier one while
    # later ones stay): a version this article never had. The tree is walked only for a
    # version past the one shown.
    if (
        base_version is not None
        and base_version > snapshot.content.version
        and base_version > max(node.version for node in tree.by_id.values())
    ):
        raise Conflict(
            f"This message was written against V{base_version}, but the article has no "
            f"V{base_version}: it is at V{snapshot.content.version}. Reload and try again.",
            field="base_version",
        )
    if base_version is not None and base_version != parent_node.version:
        raise Conflict(
            f"The article at that point is V{parent_node.version}, but this message "
            f"was written against V{base_version}. Reload and try again.",
            field="base_version",
        )
    check_head(session, tree, head_id, action)
    if parent_id is None and parent_node.role == "user":
        # A head on a writer's message that has replies, none of them on its way (no regenerate
        # marked it): no walk of the tree leaves one, but a message saved under it would stand
        # on the path without that reply, and the model would be sent both suggestions as one.
        raise Conflict(HEAD_UNANSWERED)
    shown = articles.content_at_now(snapshot.content, parent_node.version)
    if selection is not None:
        selection = _checked_selection(shown.body, selection)
    user = new_message(
        shown.id,
        session.id,
        parent_id=parent,
        role="user",
        text=text,
        version=parent_node.version,
        now=articles.clock(),
        edited_from=edited_from,
        deferred=not regenerate,
        author=author,
        message_id=message_id,
        selection=selection,
    )
    session = with_head(session, tree, user)
    # The content is rewritten only when the message branches from another version.
    written = articles.write_now(
        shown,
        session,
        "message",
        messages=[user],
        content_changed=shown is not snapshot.content,
        idempotency=(key[0], idempotency.record(user.id, key[1])) if key else None,
    )
    turn = Turn(
        shown,
        session.id,
        user,
        tree.with_message(user),
        selection,
        author=author,
        head_before=snapshot.session.head_id,
    )
    return turn, written


def _checked_selection(body: str, selection: tuple[int, int]) -> tuple[int, int]:
    """The selection as the turn keeps it (whole characters), or why it cannot be."""
    start, end = selection
    if start == end <= len(body):
        raise InvalidInput(
            f"The selection {start}–{end} is empty: select the text to change, or "
            "send without a selection.",
            field="selection",
        )
    if end < start <= len(body):
        raise InvalidInput(
            f"The selection {start}–{end} ends before it starts: give its start "
            "first, then its end.",
            field="selection",
        )
    if not 0 <= start < end <= len(body):
        raise InvalidInput(
            f"The selection {start}–{end} is outside the article body (0–{len(body)}).",
            field="selection",
        )
    return whole_characters(body, start, end)  # never half an emoji
