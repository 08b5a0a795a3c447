"""The article's own footnotes a suggestion names ("the footnote", "footnote 2", 脚注, 注①)
and the definitions' paragraph a footnote to be made goes to ("add a footnote", 加一个脚注).
Split from app/editing/places.py, which reads the paragraphs a suggestion names by place."""

from __future__ import annotations

import re
from collections.abc import Sequence

# "Add to the footnote that…", 脚注补充：…, "footnote 2": the article's own footnotes — not one
# to be made ("add a footnote", 加一个脚注).
_FOOTNOTE_NAMED = re.compile(
    r"(?<!\ba )(?<!\ban )(?<!\bnew )(?<!another )(?<!\bone )\b(?:foot|end)-?notes?\b"
    r"(?:\s*(?:#|no\.?\s*)?(\d+))?"
    r"|(?<![一个条加添])(?:脚注|尾注|注释)(?:\s*(\d+))?",
    re.I,
)
# "[^1]: …", "[1] …", "注①：…", "注1：…", "① …": a footnote's own line.
_FOOTNOTE_LINE = re.compile(
    r"^\s*(?:\[\^?([^\]\n]{1,12})\]:?\s|注\s*([①-⑳]|\d{1,2})\s*[:：.、]?|([①-⑳])\s*)"
)
_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"


# A footnote to be made ("add a footnote", "put a new footnote on…", 加一个脚注, 补一条注释):
# its definition goes under the article's others, so at a named place their paragraph is
# asked too.
_FOOTNOTE_ADDED = re.compile(
    r"\b(?:add|insert|put|give|attach|append|include)\w*\s+(?:\w+\s+)?(?:a|an|one|another|new)"
    r"\s+(?:new\s+|short\s+)?(?:foot|end)-?notes?\b"
    r"|(?:加|添|补|增加|添加|插入|补充|新增)(?:上)?(?:一个|一条|个|条)?(?:新的?)?(?:脚注|尾注|注释)",
    re.I,
)
_DEFINITION = re.compile(r"^\s*\[\^[^\]\n]{1,12}\]:", re.M)
DEFINITIONS = re.compile(r"(?:\[\^?[^\]\n]{1,40}\]:[^\n]*\n?)+")  # footnotes' or links'


def new_footnote(text: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs holding the footnote definitions, when the suggestion makes a footnote
    (its definition goes there, beside the mark at the place it names)."""
    if not _FOOTNOTE_ADDED.search(text):
        return set()
    return {i for i, p in enumerate(paragraphs) if _DEFINITION.match(p)}


def footnotes(text: str, paragraphs: Sequence[str]) -> set[int]:
    """The footnote definitions ("[^1]: …") a suggestion names: the numbered one, or all."""
    found: set[int] = set()
    for match in _FOOTNOTE_NAMED.finditer(text):
        number = match[1] or match[2]
        for index, paragraph in enumerate(paragraphs):
            line = _FOOTNOTE_LINE.match(paragraph)
            if line is None:
                continue
            mark = (line[1] or line[2] or line[3]).strip("^")
            if mark in _CIRCLED:
                mark = str(_CIRCLED.index(mark) + 1)
            if number is None or mark == number:
                found.add(index)
    return found
