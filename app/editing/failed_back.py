"""Where a failed reply leaves the writer, and the words that say so.

A failed Regenerate of a good reply gives that reply back (stopped_again.py, session 46): the
failure made nothing. But when the reply the writer had was itself a failure (a Retry of a
failed reply that failed again), there is nothing to keep: going back would show the older,
out-of-date reason (the endpoint failed) and hide the new one (wait two minutes), so the new
failure is the head (outside53 F10).

A failed edit of an earlier message stays the head, on the edited branch (the visible text is
the version at the head; tests/api/test_s34_faults_sweep.py): the article shows the version
before the message it replaces. Its reply's "the article is unchanged" is true of the stored
versions but not of what the writer sees — the page went from V4 to V1 — so the reply also says
which version is shown and where the later ones are (outside53 F9).
"""

from app.domain.models import ChatMessage
from app.editing.articles import Snapshot
from app.editing.said_in_chinese import failure_to_article
from app.editing.stopped_again import earlier_reply, where_the_writer_was


def kept_reply(snapshot: Snapshot, asked: ChatMessage) -> ChatMessage | None:
    """The reply to `asked` a failure is kept beside (shown again), or None when the failure is
    the head: `asked` had no reply, or the reply it had was a failure too."""
    earlier = earlier_reply(snapshot, asked)
    return None if earlier is not None and earlier.status == "error" else earlier


def back_after_failure(snapshot: Snapshot, asked: ChatMessage) -> ChatMessage | None:
    """As `where_the_writer_was`, for a reply a crash never wrote — except after a failure,
    which the new failure replaces at the head (None)."""
    earlier = earlier_reply(snapshot, asked)
    if earlier is not None and earlier.status == "error":
        return None
    return where_the_writer_was(snapshot, asked)


def edited_branch_words(snapshot: Snapshot, asked: ChatMessage, said: str) -> str:
    """For a failed reply to an edited earlier message left at the head: the sentence saying
    the article now shows the version before the edited message and that the later ones are on
    the branch the writer was on — in Chinese when the reply's words `said` are (a reason the
    server has no Chinese for keeps a Chinese article's reply English, whole). "" when `asked`
    is not such an edit, or its old branch made no later version."""
    replaced = snapshot.tree.by_id.get(asked.edited_from or "")
    if replaced is None:
        return ""
    tree, shown = snapshot.tree, snapshot.content.version
    leaf = tree.by_id[tree.leaf_of_branch(replaced.id, snapshot.session.active_child)]
    if leaf.version <= shown:
        return ""
    return failure_to_article(
        f"The article now shows V{shown}, as it was before the message you edited; "
        f"the later versions, up to V{leaf.version}, stay on the branch you were on: "
        "press ‹ on your message to go back to them.",
        said,
    )
