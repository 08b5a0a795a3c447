"""Where the writer is left when the reply to a Regenerate, a Retry or an edited message fails.

A failure made nothing, as a Stop makes nothing, so the writer is given back what they had
(stopped_again.py): the reply they had, or — for an edited earlier message, which is written
from the version before the message it replaces — the branch they were on and its version.
Left on the edit's branch, the writer would see the article drop from V4 to V1 under a reply
saying "the article is unchanged", and the next message would build on V1 without V2–V4.

One exception: when the reply they had was itself a failure (a Retry of a failed reply that
failed again), there is nothing to keep. Going back would show the older, out-of-date reason
(the endpoint failed) and hide the new one (wait two minutes), so the new failure is the head.
"""

from app.domain.models import ChatMessage
from app.editing.articles import Snapshot
from app.editing.stopped_again import earlier_reply, where_the_writer_was


def back_after_failure(snapshot: Snapshot, asked: ChatMessage) -> ChatMessage | None:
    """The message whose branch the writer goes back to when the reply to `asked` failed, or
    None when the failure stays the head (`asked` new at the head, or its earlier reply a
    failure too)."""
    earlier = earlier_reply(snapshot, asked)
    if earlier is not None and earlier.status == "error":
        return None
    return where_the_writer_was(snapshot, asked)
