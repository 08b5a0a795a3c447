"""Shapes of a whole or one-paragraph reply that hide where the article starts or ends:
the model's own words of several paragraphs before the title line (a numbered list of the
typos it fixed, then "Here's the corrected article:"), each paragraph wrapped in a tag of the
model's own (`<paragraph index="6">…</paragraph>`), and a paragraph asked to become a list
given as a lead line and its items, one a line, in an article whose paragraphs are one a line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import MATCH, similarity
from app.editing.units import same_text

# How far down a reply the title line is looked for: the model's words before it are a few
# short paragraphs, never the article.
_TOP = 12


def title_after_preamble(
    units: Sequence[str], title: str, body_paragraphs: Sequence[str]
) -> int | None:
    """The index of the unit that is the article's title line alone, after words of the
    model's own none of which is a paragraph of the article, and followed by text most of
    which is — or None. ("I found two typos: 1. … 2. … Here's the corrected article:", then
    the title and the body.)"""
    if not title.strip() or not body_paragraphs:
        return None
    index = next(
        (i for i, unit in enumerate(units[:_TOP]) if i and same_text(unit.strip(), title)), None
    )
    if index is None or any(same_text(title, p) for p in body_paragraphs):
        return None
    before, after = units[:index], units[index + 1 :]
    if any(similarity(unit, p) >= MATCH for unit in before for p in body_paragraphs):
        return None  # the article's own text above the line: not the model's preamble
    kept = sum(any(same_text(unit, p) for unit in after) for p in body_paragraphs)
    return index if after and kept * 2 >= len(body_paragraphs) else None


# A tag of the model's own around a paragraph or the whole reply, on lines of its own or
# around the text: <paragraph index="6">…</paragraph>, <revised>…</revised>, <段落>…</段落>.
_TAG_NAMES = (
    r"paragraph|para|p|text|revised|revision|rewrite|rewritten|edited|edit|answer|output"
    r"|result|response|new_text|new|content|section|段落|正文|修改后"
)
_TAGGED = re.compile(
    rf"^[ \t]*<(?P<tag>{_TAG_NAMES})(?:\s+[\w-]+\s*=\s*(?:\"[^\"\n]*\"|'[^'\n]*'|\w+))*\s*>"
    r"(?P<inner>.*?)</(?P=tag)\s*>[ \t]*$",
    re.IGNORECASE | re.DOTALL | re.MULTILINE,
)


def untagged(text: str, body_paragraphs: Sequence[str]) -> str:
    """The reply with each paragraph wrapped in a tag of the model's own given bare — unless
    the article itself holds such tags (then they are the writer's)."""
    article = "\n".join(body_paragraphs).lower()
    return _TAGGED.sub(
        lambda m: m[0] if f"<{m['tag'].lower()}" in article else m["inner"].strip("\n"), text
    )


_ITEM = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]+\S")
_ASKS_LIST = re.compile(
    r"\b(?:bullet(?:ed)?|bullets|bullet points?|(?:numbered |bulleted |short |a )?list)\b"
    r"|列表|清单|要点|分点|条目|项目符号",
    re.IGNORECASE,
)


def list_block(text: str, asked: Sequence[str]) -> bool:
    """Whether a reply without blank lines is one paragraph made a list as asked: items one
    a line, under at most one lead line ("How to join:"), the suggestion naming a list."""
    lines = [line for line in text.strip().split("\n") if line.strip()]
    if re.search(r"\n[ \t]*\n", text.strip()) or len(lines) < 2:
        return False
    if not any(_ASKS_LIST.search(suggestion) for suggestion in asked):
        return False
    items = [bool(_ITEM.match(line)) for line in lines]
    return sum(items) >= 2 and all(items[1:])


# A question putting the new title to the writer: "How about this?", "What do you think of
# this?", 这个标题怎么样？, 你看这个怎么样？, 这样如何？
_PUT_TO_WRITER = re.compile(
    r"^[*_\s]*(?:how about|what about|what do you think|how does|how's|do you like|would)"
    r"\b[^\n]{0,40}[?？][*_\s]*$"
    r"|^[*_\s]*[^\n]{0,12}(?:怎么样|如何|怎样|行吗|可以吗|好吗)[？?][*_\s]*$",
    re.IGNORECASE,
)


def question_over_title(units: Sequence[str]) -> bool:
    """Whether the first unit is the model putting the next line to the writer ("How about
    this?" over a new title line and the article): its words, not the title."""
    return (
        len(units) >= 3
        and _PUT_TO_WRITER.match(units[0].strip()) is not None
        and "\n" not in units[1].strip()
        and len(units[1].strip()) <= 120
    )
