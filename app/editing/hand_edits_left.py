"""What a Regenerate (or an edit of an earlier message) leaves out of the article: the writer's
own hand edits saved after the reply it replaces.

A new reply answers the writer's message from the version that message was sent on (docs/
api.md: "a sibling reply … from the same base version"), so a hand edit made after the old
reply stays on the old branch. That is by design, but the writer must not lose their own
words without a word: the new reply says which versions of theirs it does not hold, and that
they are still in History — in Chinese on a Chinese article, as the panel's table says it
(static/js/panel/server-words.js)."""

from __future__ import annotations

from app.domain.models import ChatMessage
from app.domain.text import counts_characters
from app.domain.tree import Tree
from app.editing.said_in_chinese import in_chinese


def hand_edits_left(tree: Tree, asked: ChatMessage, head_before: str | None) -> list[int]:
    """The versions the writer made by hand after the message `asked` answers (or the one
    it was edited from), on the path to `head_before` — the head the writer was at."""
    anchor = asked.edited_from or asked.id
    if not head_before or head_before not in tree.by_id or anchor not in tree.by_id:
        return []
    versions: list[int] = []
    for node in tree.ancestors(head_before):
        if node.id == anchor:
            return sorted(set(versions))
        if node.role == "event" and node.revision_id:
            versions.append(node.version)
    return []  # the anchor is not on the writer's path: nothing of theirs is left behind


def left_out_line(versions: list[int], body: str) -> str | None:
    """The note under a saved reply naming the writer's hand edits it does not hold."""
    if not versions:
        return None
    named = ", ".join(f"V{v}" for v in versions)
    said = (
        f"• Your hand edit ({named}) is not in this version: a new reply starts again from "
        f"the text your message was sent on. {named} is still in History."
        if len(versions) == 1
        else f"• Your hand edits ({named}) are not in this version: a new reply starts again "
        "from the text your message was sent on. They are still in History."
    )
    if counts_characters(body) and (chinese := in_chinese(said[2:])) is not None:
        return "• " + chinese
    return said
