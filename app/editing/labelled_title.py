"""A title-only ask answered with a labelled title and a remark about the body: "Title:
Brampton Half Marathon: Runner Info\n\nThe body doesn't need to change.",
"新标题：\n烟雨平江路\n\n正文无需改动。"
The label says which line is the title (on its line or alone above it), and what follows is the
model talking about the body, not the body — so the new title is saved, the body kept, and the
remark shown, instead of the whole reply being read as a remark that changes nothing."""

from __future__ import annotations

import re

from app.editing.align import MATCH, similarity
from app.editing.formats.full import TITLE_LABEL, clean_title
from app.editing.losses import word_size
from app.editing.scope import Scope
from app.editing.units import split_paragraphs


def labelled_title(reply: str, title: str, body: str, scope: Scope) -> tuple[str, str] | None:
    """(the new title, the model's remark after it) when only the title was asked for and the
    reply is a labelled title then short words like no paragraph of the article; else None."""
    if not scope.title or scope.whole or scope.paragraphs or scope.sentences:
        return None
    units = [u.strip() for u in re.split(r"\n[ \t]*\n", reply.strip()) if u.strip()]
    if len(units) < 2:
        return None
    lines = units[0].split("\n")
    label = TITLE_LABEL.match(lines[0].strip())
    if label is None:
        return None
    rest = lines[0].strip()[label.end() :].strip()
    named = [rest] if rest else []
    named += [line.strip() for line in lines[1:] if line.strip()]
    if not named and len(units) > 2:
        named, units = [units[1]], units[1:]  # the label alone, a blank line, the title
    if len(named) != 1:
        return None
    new, _marked = clean_title(named[0], title)
    if not new or word_size(new) > max(3 * word_size(title), 20):
        return None
    remark = units[1:]
    originals = split_paragraphs(body).texts
    if any(similarity(u, o) >= MATCH for u in remark for o in originals):
        return None  # the body follows the title: read as a whole reply
    if sum(word_size(u) for u in remark) > 60:
        return None
    return new, "\n".join(remark)
