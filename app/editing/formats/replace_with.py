"""A replacement written out in words instead of blocks: `Replace: "old" With: "new"`
(on one line or several, blank lines between), 将：“旧”替换为：“新”, 把“旧”改成“新”. When the
quoted old text occurs once in the article, the reply is read as the search/replace block it
describes, so the words "Replace:" and "With:" and the quotes never reach the article.
"""

from __future__ import annotations

import re

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
    if not found or any(body.count(m["old"]) != 1 for m in found):
        return None
    out = reply
    for match in sorted(found, key=lambda m: m.start(), reverse=True):
        block = f"<<<<<<< SEARCH\n{match['old']}\n=======\n{match['new']}\n>>>>>>> REPLACE"
        out = out[: match.start()] + block + out[match.end() :]
    return out
