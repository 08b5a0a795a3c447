"""A replacement written out in words instead of blocks: `Replace: "old" With: "new"`
(on one line or several, blank lines between), 将：“旧”替换为：“新”, 把“旧”改成“新”. When the
quoted old text occurs once in the article, the reply is read as the search/replace block it
describes, so the words "Replace:" and "With:" and the quotes never reach the article.

Since session 51 (fidelity_blind50 sentence_answered_as_arrow_line), so is a sentence answered
as `old → new` (->, ⟶, =>, ⇒; bare, both sides in quotes, after a "Before → after:" lead-in):
every arrow line's old side must occur once in the article and the line itself must not (an
article's own "Quay Street → the bridge" route), a side holding a second arrow is a route, and
the reply holds nothing else but a few short lines of talk.
"""

from __future__ import annotations

import re

from app.editing.align import similarity

_OPEN, _CLOSE = '[“"「『]', '[”"」』]'
# Between a label and its quote, or the old text and the next label: spaces, a line break, or
# a blank line ("Replace:\n"old"\n\nWith:\n"new"").
_GAP = r"[ \t]*(?:\n[ \t]*){0,2}"
_EN = re.compile(
    rf"^[ \t*_]*(?:replace|change)[ \t*_]*[:：]?{_GAP}{_OPEN}(?P<old>[^\n]+?){_CLOSE}[ \t*_]*{_GAP}"
    rf"[ \t*_]*(?:with|by|to)[ \t*_]*[:：]?{_GAP}{_OPEN}(?P<new>[^\n]+?){_CLOSE}[ \t.]*$",
    re.IGNORECASE | re.MULTILINE,
)
_ZH = re.compile(
    rf"^[ \t*_]*(?:将|把)[ \t*_]*[:：]?{_GAP}{_OPEN}(?P<old>[^\n]+?){_CLOSE}[ \t*_，,]*{_GAP}"
    rf"[ \t*_]*(?:替换为|替换成|改为|改成|换成)[ \t*_]*[:：]?{_GAP}{_OPEN}(?P<new>[^\n]+?){_CLOSE}"
    r"[ \t。.]*$",
    re.MULTILINE,
)


def replacement_blocks(reply: str, body: str) -> str | None:
    """The reply with each written-out replacement as a search/replace block, when there is
    one and each old text occurs exactly once in the body; None otherwise."""
    found = [*_EN.finditer(reply), *_ZH.finditer(reply)]
    if not found:
        return arrow_blocks(reply, body)
    if any(body.count(m["old"]) != 1 for m in found):
        return None
    out = reply
    for match in sorted(found, key=lambda m: m.start(), reverse=True):
        block = f"<<<<<<< SEARCH\n{match['old']}\n=======\n{match['new']}\n>>>>>>> REPLACE"
        out = out[: match.start()] + block + out[match.end() :]
    return out


_ARROW = re.compile(r"[ \t]*(?:→|⟶|⇒|➜|➔|➡️?|->|=>|==>|——>|-->)[ \t]*")
# The arrow alone: looked for first, as `_ARROW` tried at every space of a long run of them is
# quadratic (40,000 spaces in a heading: 12 s a line; test_growth_heading_spaces).
_ARROW_MARK = re.compile(r"→|⟶|⇒|➜|➔|➡|->|=>|——>")
_QUOTES = (
    ("“", "”"), ('"', '"'), ("「", "」"), ("『", "』"), ("‘", "’"),
    ("**", "**"), ("~~", "~~"), ("`", "`"),
)  # fmt: skip
# A list item's mark before an arrow line: "- ", "* ", "1. ", "2) ".
_ITEM = re.compile(r"^(?:[-*•+]|\d{1,2}[.)、])[ \t]+")
# How much of the old side the new one keeps: an arrow line rewords the text it quotes.
_REWORDED = 0.35
# How like a paragraph of the article a line is that rewrites it ("这次由…估计每小时能打120只。"
# over its "用词调整：- “本次” → “这次”" list, blind55 chongwu-zh-06).
_REWRITE = 0.6
# The talk an arrow reply may hold beside its lines: a lead-in, a sign-off, a short remark.
_TALK_LINES, _TALK_WIDTH = 3, 100


def arrow_blocks(reply: str, body: str) -> str | None:
    """The reply's `old → new` lines as search/replace blocks, when the reply is such lines and
    a little talk, every old side occurs once in the body and no line is the body's own."""
    blocks: list[str] = []
    talk = 0
    for raw in reply.strip().split("\n"):
        line = _ITEM.sub("", raw.strip())
        if not line:
            continue
        pair = _arrow_pair(line, body)
        if pair is not None:
            blocks.append(f"<<<<<<< SEARCH\n{pair[0]}\n=======\n{pair[1]}\n>>>>>>> REPLACE")
            continue
        talk += 1
        if talk > _TALK_LINES or len(line) > _TALK_WIDTH or (len(line) > 8 and line in body):
            return None
        if len(line) > 8 and any(similarity(line, p) >= _REWRITE for p in body.split("\n\n")):
            return None  # the rewritten paragraph itself, the arrows under it its note

    return "\n\n".join(blocks) if blocks else None


def _arrow_pair(line: str, body: str) -> tuple[str, str] | None:
    """(old, new) of one `old → new` line whose old side occurs once in the body."""
    if _ARROW_MARK.search(line) is None:
        return None
    arrows = list(_ARROW.finditer(line))
    if len(arrows) != 1 or line in body:
        return None
    old, new = line[: arrows[0].start()], line[arrows[0].end() :]
    for opening, closing in _QUOTES:
        if (
            old.startswith(opening)
            and old.endswith(closing)
            and len(old) > 2 * len(opening)
            and body.count(old) != 1
        ):
            old = old[len(opening) : -len(closing)]
            for wraps in {(opening, closing), *(q for q in _QUOTES if q[0] != "~~")}:
                if (
                    new.startswith(wraps[0])
                    and new.endswith(wraps[1])
                    and len(new) > 2 * len(wraps[0])
                ):
                    new = new[len(wraps[0]) : -len(wraps[1])]
                    break
            break
    if not old.strip() or not new.strip() or body.count(old) != 1:
        return None
    if _ARROW.match(body, body.index(old) + len(old)) or similarity(old, new) < _REWORDED:
        return None  # the body's own arrow after it, or no rewording of it: a line of text
    return old, new
