"""A plain send — no `head_id`, no `parent_id`, as an API client sends — made while the reply to
the head is still being written waits for that reply and goes under it, as the panel does (it
sends only once the reply is shown). Saved at once under the head, it stood under the writer's
message being answered: the path read writer → writer, the first reply was saved off the
path, and the model was sent both suggestions as one.

The check is made under the article's lock, where the message would be saved
(app/editing/sent_message.py): `ReplyPending` leaves the lock, the send waits for the turn to
end (`wait_for_reply`) and tries again — so of several sends waiting, each goes under the
reply to the one before. The wait is bounded by as long as a turn may take; past it, the send
is refused with a sentence, and nothing is saved. A send that names the head it saw
(`head_id`) or a `parent_id` does not wait: while that reply is written it is refused at once
(StillAnswered), since it asked for a place that reply is about to take.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from app.domain.errors import Conflict
from app.domain.models import ChatSession
from app.domain.tree import Tree
from app.settings import Settings

if TYPE_CHECKING:  # articles.py builds on the store; this is read under its lock
    from app.editing.articles import Articles

# Beyond every model attempt at its time limit: the judging and saving of a reply.
EXTRA_SECONDS = 30.0
# How often a send looks again at a reply another process is writing.
POLL_SECONDS = 0.25

REPLY_NOT_DONE = (
    "The reply to your previous message is still being written, after {seconds:.0f} s, so "
    "this message was not saved. Send it again once that reply is there (or stop it first)."
)


# A send that would move the head off a writer's message whose reply is being written: one that
# names that message as the head it saw (`head_id`, another tab or client), or that branches
# off elsewhere (`parent_id`). Saved, it took the reply's place: the reply, once written, was
# set aside as "the article changed meanwhile" — one writer's edit lost to another's send.
# An edit of an older message, a Regenerate (or Retry) of an older reply, and the Retry of a
# reply another change overtook (which sends its suggestion again at the head) would take that
# place as well: they are refused alike, each in its own words (outside52 F6).
_STILL = "Another message is still being answered: its reply is being written now, so "
STILL_ANSWERED = (
    f"{_STILL}this message was not saved (sent now, it would take that reply's place). Send it "
    "again once that reply is there."
)
STILL_ANSWERED_EDIT = (
    f"{_STILL}your edit was not saved (saved now, it would take that reply's place). Save it "
    "again once that reply is there."
)
STILL_ANSWERED_REGENERATE = (
    f"{_STILL}no new reply was written (asked now, it would take that reply's place). Ask "
    "again once that reply is there."
)
_STILL_SAID = {
    "send": STILL_ANSWERED,
    "edit": STILL_ANSWERED_EDIT,
    "regenerate": STILL_ANSWERED_REGENERATE,
}


class StillAnswered(Conflict):
    """409: the head is a writer's message whose reply is being written, and this send (edit,
    regenerate: `action`) would take its place; `field` names what the send gave (`head_id` or
    `parent_id`) — an edit or a regenerate names the head, which is what it waits for."""

    def __init__(self, field: str, action: str = "send") -> None:
        super().__init__(_STILL_SAID[action])
        self.field = field


def turn_time_limit(settings: Settings) -> float:
    """As long as a turn may take: every model attempt at its time limit, and the rest."""
    return settings.llm_timeout * (settings.llm_max_retries + 1) + EXTRA_SECONDS


class ReplyPending(Exception):
    """The head is a writer's message whose reply is being written: wait for it, then send
    again (raised under the lock, before anything is saved)."""

    def __init__(self, user_message_id: str) -> None:
        super().__init__(user_message_id)
        self.user_message_id = user_message_id


def check_no_reply_pending(articles: Articles, session: ChatSession, tree: Tree) -> None:
    """ReplyPending when the head is a writer's message whose reply is still to come: a turn
    writes it now (in this process, or in another serving this data), or the turn's process
    died and the reply saying so is owed. Blocks (a worker thread's)."""
    head = tree.by_id.get(session.head_id or "")
    if head is None or head.role != "user":
        return
    running = articles.running
    if running.answering(head.id):
        raise ReplyPending(head.id)
    replied = any(child.role == "assistant" for child in tree.children.get(head.id, ()))
    if replied and session.answering != head.id:  # a Regenerate marks the message it answers
        return
    # Written by another process, or owed: the process writing it died, and the reply saying
    # so comes with the next look for lost replies (app/editing/lost_replies.py, every few
    # seconds). Either way it is coming, and a message saved now under the writer's would
    # stand where it goes (the path writer, writer; the model sent both as one).
    raise ReplyPending(head.id)


def refuse_while_written(articles: Articles, session: ChatSession, tree: Tree) -> None:
    """StillAnswered when a turn writes the reply to the head right now, here or in another
    process: a Regenerate (or Retry) moves the head to its own message, so the reply being
    written would be set aside as "the article changed meanwhile". A reply merely owed (its
    process died) is no reason: the next look for lost replies writes it wherever the head is,
    and a keyed retry of that very request is answered anew. Blocks (a worker thread's)."""
    head = tree.by_id.get(session.head_id or "")
    if head is None or head.role != "user":
        return
    running = articles.running
    try:
        live = running.answering(head.id) or (
            running.ledger is not None and running.ledger.names_live(head.id)
        )
    except OSError:
        live = False
    if live:
        raise StillAnswered("head_id", "regenerate")


async def wait_for_reply(articles: Articles, user_message_id: str, deadline: float) -> None:
    """Wait until the turn answering this message ends here (or, written by another process,
    a moment passes); Conflict with a sentence once `deadline` (the loop's time) is past."""
    loop = asyncio.get_running_loop()
    left = deadline - loop.time()
    if left <= 0:
        waited = turn_time_limit(articles.settings)
        raise Conflict(REPLY_NOT_DONE.format(seconds=waited))
    turn = articles.running.turn_of(user_message_id)
    if turn is None or turn.task is None:
        # Its message is committed and its turn about to start, or another process writes it.
        await asyncio.sleep(min(POLL_SECONDS, left))
        return
    await asyncio.wait([turn.task], timeout=left)
