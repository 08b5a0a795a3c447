"""Whether a paragraph that ends without a stop ends on words the writer gave in the suggestion:
"Add 'out of hours: 0800 555 0199' to the contact line", 服务热线那行加上“也可拨打12345市民热线”,
"…can also email swim@millbrook.example…". The model wrote the writer's words out to their end,
so the line was not cut off there, though the writer's own line ended on a bracket or a stop
("咨询电话：0571-8651 2000（8:00—18:00）") and the new one ends on a digit, an address or a word.

Read only where the writer's words end — at the end of the suggestion, before a closing quote or
bracket, or before a full stop — or, for an address or a long number, as a whole word of the
suggestion. A reply that stops inside the quoted number ("0800 55") or at the comma of the
quoted sentence ("夜间请拨打8612 3399" of "夜间请拨打8612 3399，节假日照常") is still cut off.
"""

from __future__ import annotations

import re

from app.editing.asked_marks import ends_as_asked
from app.editing.units import normal

# Fewest characters (as `normal` gives them) of the paragraph's end that must match.
_FEWEST = 4
# Most characters of the end compared (a longer match says no more).
_MOST = 12
# What may follow the writer's words where they end: a closing quote or bracket, a full stop.
_ENDS_THERE = re.compile(r"""^(?:\s*$|["'”’」』》)）\]】]|[.。!！?？;；](?:\s|$|["'”’」』)）]))""")
# A word that is an address or a number written whole: an e-mail, a web address, a handle,
# a phone number's last group.
_WHOLE_WORD = re.compile(r"^(?=.*(?:@|\.\w|\d{4}|_))\S{6,}$")
_EDGE = "\"'“”‘’「」『』《》()（）[]【】,，.。;；:：!！?？"


def ends_on_asked_words(paragraph: str, wording: str, original: str | None = None) -> bool:
    """Whether `paragraph` ends where words the suggestion (`wording`) gives end (see the
    module docstring) — or, asked about punctuation, ends on other marks than its `original`
    with all of its words (asked_marks.py)."""
    if ends_as_asked(paragraph, original, wording):
        return True
    text, asked = normal(paragraph).rstrip(), normal(wording)
    if len(text) < _FEWEST or not asked:
        return False
    tail = text[-min(_MOST, len(text)) :]
    for size in range(len(tail), _FEWEST - 1, -1):
        end = tail[-size:]
        if end[0].isspace():
            continue
        start = asked.find(end)
        if start < 0:
            continue
        while start >= 0:
            if _ENDS_THERE.match(asked[start + len(end) :]):
                return True
            start = asked.find(end, start + 1)
        break  # the longest end the suggestion holds: a shorter one ends where it does
    last = text.split()[-1].strip(_EDGE) if text.split() else ""
    if not _WHOLE_WORD.match(last):
        return False
    return last in {word.strip(_EDGE) for word in asked.split()}
