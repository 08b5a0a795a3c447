"""Whether a block of a reply's lines with no blank line between them is one paragraph, when
the article's own paragraphs are single lines and a reply's lines are otherwise read one
paragraph each: a block quote of "> " lines, a quote with its attribution on the line under it
("— William Osler", "——亨利"), a block of link or footnote definitions ("[1]: https://…"), or one
of the article's paragraphs with a line break put in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import MATCH, similarity


def one_block(block: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether the lines of `block` stay one paragraph (see the module docstring)."""
    return (
        quote_block(block)
        or _DEFINITIONS.fullmatch(block.strip()) is not None
        or _one_paragraph_with_breaks(block, body_paragraphs)
    )


# A block of link or footnote definitions, one a line ("[1]: https://…", "[^1]: …"): one
# paragraph at the article's end, never a paragraph each.
_DEFINITIONS = re.compile(r"\[[^\]\n]{1,40}\]:[^\n]*(?:\n[ \t]{0,3}\[[^\]\n]{1,40}\]:[^\n]*)+")


def quote_block(block: str) -> bool:
    """Whether `block` is a block quote of lines, or a quote with its attribution under it."""
    return _QUOTE_BLOCK.match(block.strip()) is not None


# A block quote of lines ("> …" each), or a quote line and its attribution under it ("— Name",
# "——亨利"): one paragraph, however the article's own paragraphs are laid out.
_QUOTE_BLOCK = re.compile(r"^>[^\n]*(?:\n(?:>[^\n]*|[ \t]*(?:—|–|--|――)[^\n]+))+$")


def _one_paragraph_with_breaks(block: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a block of lines is one paragraph of the article with a line break put in (a
    `<br>` turned into a break): the block is more like one of its paragraphs than any of
    its lines is."""
    lines = [line for line in block.split("\n") if line.strip()]
    if len(lines) < 2:
        return False
    whole = max((similarity(block, p) for p in body_paragraphs), default=0.0)
    if whole < MATCH:
        return False  # its lines are not compared: a list of 500 lines was 250,000 pairs
    return not any(similarity(line, p) >= whole for line in lines for p in body_paragraphs)
