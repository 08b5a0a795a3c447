"""What a Regenerate (or an edit of an earlier message) leaves out of the article: the writer's
own hand edits saved after the reply it replaces.

A new reply answers the writer's message from the version that message was sent on (docs/
api.md: "a sibling reply … from the same base version"), so a hand edit made after the old
reply stays on the old branch. That is by design, but the writer must not lose their own
words without a word: the new reply says which versions of theirs it does not hold, and that
they are still in History — in Chinese on a Chinese article, as the panel's table says it
(static/js/panel/server-words.js). A restore is no hand edit: it is named as the restore it was
("Your restore of V1 (V4)"), since what the writer undid by it may be back. The line is one of
the reply's lines, which the reply bullets itself: it carries no bullet of its own."""

from __future__ import annotations

import re

from app.domain.models import ChatMessage
from app.domain.text import counts_characters
from app.domain.tree import Tree
from app.editing.said_in_chinese import in_chinese

# A restore's event line (revisions.py): "Restored V1 (V3→V4)."
_RESTORED = re.compile(r"Restored V(\d+) \(")


def hand_edits_left(tree: Tree, asked: ChatMessage, head_before: str | None) -> list[int]:
    """The versions the writer made by hand after the message `asked` answers (or the one
    it was edited from), on the path to `head_before` — the head the writer was at."""
    return [v for v, restored in versions_left(tree, asked, head_before) if restored is None]


def versions_left(
    tree: Tree, asked: ChatMessage, head_before: str | None
) -> list[tuple[int, int | None]]:
    """Each version the writer made after the message `asked` answers, on the path to
    `head_before`, with the version it restored (None: not a restore), oldest first."""
    anchor = asked.edited_from or asked.id
    if not head_before or head_before not in tree.by_id or anchor not in tree.by_id:
        return []
    found: dict[int, int | None] = {}
    for node in tree.ancestors(head_before):
        if node.id == anchor:
            return sorted(found.items())
        if node.role == "event" and node.revision_id:
            restored = _RESTORED.match(node.content)
            found[node.version] = int(restored[1]) if restored else None
    return []  # the anchor is not on the writer's path: nothing of theirs is left behind


def left_out_line(
    versions: list[int], body: str, restores: dict[int, int] | None = None
) -> str | None:
    """The note under a saved reply naming the writer's hand edits (`versions`) and restores
    (`restores`: version → the version it restored) it does not hold."""
    said = []
    if versions:
        named = ", ".join(f"V{v}" for v in versions)
        said.append(
            f"Your hand edit ({named}) is not in this version: a new reply starts again from "
            f"the text your message was sent on. {named} is still in History."
            if len(versions) == 1
            else f"Your hand edits ({named}) are not in this version: a new reply starts again "
            "from the text your message was sent on. They are still in History."
        )
    for version, restored in sorted((restores or {}).items()):
        said.append(
            f"Your restore of V{restored} (V{version}) is not in this version: a new reply "
            "starts again from the text your message was sent on, so what you undid by "
            f"restoring may be back. V{version} is still in History."
        )
    if not said:
        return None
    text = " ".join(said)
    if counts_characters(body) and (chinese := in_chinese(text)) is not None:
        return chinese
    return text
