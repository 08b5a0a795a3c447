"""Emoji named only by pictures: "More 🍎🍏 in the cider posts", "把🌹💐🌸这些都删了",
"每句后面的🙏🙏以后都删了". A run of emoji standing where a noun stands (after "more", "no",
"add", 把, 的, or before "in the…", 这些, 之类) is the writer naming emoji; it is read as the word
("More emoji in the cider posts"). An emoji closing a sentence or set beside words as a smile
("Love it 😍") is decoration and stays as it is.

Read by the offline rules (app/style/extract.py) before anything else.
"""

import re
from collections.abc import Callable
from dataclasses import replace

from app.style.dimensions import Observation

_RUN = "[\U0001f300-\U0001faff\u2600-\u27bf\u2b50\ufe0f\u200d]+"
_BEFORE = (
    r"(?:\b(?:more|fewer|less|no|add|adding|the|these|those|some|a few|any|without|with|"
    r"all the|all those|of)\s*|[把加放删少多的些点])"
)
_AFTER = (
    r"(?=\s*(?:\b(?:in|on|to|at|after|before|from|and|or)\b|"
    r"这些|那些|这种|那种|之类|等|都|也|以后))"
)
_NAMED = re.compile(rf"(?P<before>{_BEFORE})(?P<run>{_RUN}){_AFTER}", re.IGNORECASE)


def pictures_named(text: str) -> str:
    """`text` with each run of emoji that names emoji read as the word ("emoji", 表情)."""
    if not re.search(_RUN, text):
        return text

    def word(m: re.Match[str]) -> str:
        chinese = re.search(r"[\u4e00-\u9fff]", m.group("before")) is not None
        return m.group("before") + ("表情" if chinese else " emoji ")

    return _NAMED.sub(word, text)


def read_pictured(text: str, read: Callable[[str], list[Observation]]) -> list[Observation] | None:
    """`read` of the text with emoji named by pictures read as the word, quoting the writer's
    own words; None when no picture names emoji."""
    named = pictures_named(text)
    if named == text:
        return None
    quoted = named.strip()
    return [replace(o, quote=text.strip()) if o.quote == quoted else o for o in read(named)]
