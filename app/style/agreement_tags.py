"""A tag asking agreement after a wish ("…everyday words, no 'grid refs', ok?", "plain words,
yeah?", "Keep it casual, right?") leaves it a wish: the writer asks to be heard, not what the
helper thinks. After a judgement ("The titles are too long, right?", "It's a bit much, yeah?")
the same tag asks whether the helper agrees with it: a question, kept one. Pure: text in, text
out.
"""

import re

from app.style.prefilter import lazily_screened

_TAG = lazily_screened(
    r"(?<=[\w'’\"”)])\s*,\s*(?:ok(?:ay)?|yeah|yea|alright|all right|right|got it|understood|"
    r"capisce|innit|mate)\s*[?？]+",
    re.IGNORECASE,
)
# The clause before the tag judges what is there: a copula or a verb of seeming.
_JUDGED = re.compile(
    r"\b(?:is|are|was|were|am|isn'?t|aren'?t|seems?|looks?|feels?|sounds?|reads?)\b|"
    r"\w(?:'s|’s|'re|’re)\b",
    re.IGNORECASE,
)
# …unless it opens as a wish does ("Make sure every title is short, ok?").
_WISHED = re.compile(
    r"\s*(?:(?:so|and|but|then|also|just|please|pls|from now on|going forward),?\s+)*"
    r"(?:keep|make|use|write|put|add|cut|give|go|try|stick|let|no|less|more|fewer|don'?t|"
    r"never|always)\b",
    re.IGNORECASE,
)
_CLAUSE_START = re.compile(r"[.!?;\n。！？；]")


def agreement_tags_said_plainly(text: str) -> str:
    """`text` with a tag asking agreement after a wish read as 'please.'."""

    def plain(m: re.Match[str]) -> str:
        starts = [c.end() for c in _CLAUSE_START.finditer(text, 0, m.start())]
        clause = text[starts[-1] if starts else 0 : m.start()]
        judged = _JUDGED.search(clause) and not _WISHED.match(clause)
        return m.group() if judged else ", please."

    return _TAG.sub(plain, text)
