"""A reply to a message the article moved on from while it was being answered (another
change came first): the words it says. The reply is kept beside the path, under the writer's
message (answers.py `_commit_aside`): every reply's parent is the writer's message."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.domain.models import ChatMessage
from app.editing.said_in_chinese import in_chinese

if TYPE_CHECKING:  # articles.py builds on the store, which this module's words need not
    from app.editing.articles import Articles

# The summary that marks a reply lost to a change made meanwhile: retrying it applies the
# suggestion to the article as it is now (see TurnService.regenerate_events).
MOVED_ON = "Not applied: the article changed meanwhile."


# The writer edited the very message being answered (POST …/edit while its reply was being
# written — the edit is its sibling and is answered on its own): that is what moved the
# conversation, not "another change" (outside56 F7).
EDITED_MEANWHILE = (
    "You edited this message while its reply was being written, so this reply was set aside "
    "and nothing was applied: the edited message is answered instead. Press ‹ on your "
    "message to come back to this one."
)


def edited_meanwhile_words(*, chinese: bool) -> str:
    """The set-aside reply to a message the writer edited while it was being answered."""
    return (in_chinese(EDITED_MEANWHILE) or EDITED_MEANWHILE) if chinese else EDITED_MEANWHILE


def moved_on_words(version: int, *, article_moved: bool, chinese: bool) -> str:
    """The reply to a message whose answer came after another change: words true with a model
    and without one (the offline rules editor writes no model's answer), in Chinese when the
    writer's message or the article is Chinese (the panel's table, server-words.js, holds its
    Chinese). `article_moved`: the article's version moved (another send's edit, a save, a
    rollback), else only the conversation (another message, a roll-back on the same
    version)."""
    what = (
        "Another change reached the article first while this message was being answered "
        f"(it is now at V{version})"
        if article_moved
        # Only the conversation moved: "it is now at V1" on an article still at V1 read as
        # a mistake.
        else "Another message or a rollback reached the conversation first while this "
        f"message was being answered (the article is still at V{version})"
    )
    english = (
        f"{what}, so nothing was applied. Your message is kept — press Retry to apply the "
        "suggestion to the text as it is now."
    )
    return (in_chinese(english) or english) if chinese else english


async def sent_again_at_head(articles: Articles, content_id: str, reply: ChatMessage) -> bool:
    """Whether the Retry of `reply` sends its suggestion again at the head, on the text as it
    is now: a reply lost to a change made meanwhile, while it is kept beside the path. Once the
    writer has switched to its branch (‹ ›) it is on the path shown, the article at its
    version: retried, it is answered again from there as any reply is, with a sibling — as the
    panel draws it (what followed it stays on the old branch) — not sent once more after it,
    the model reading the same suggestion twice (outside52 F6)."""
    if reply.status != "error" or reply.summary != MOVED_ON:
        return False
    snapshot = await articles.snapshot(content_id)
    head = snapshot.session.head_id
    return not (head and any(m.id == reply.id for m in snapshot.tree.ancestors(head)))
