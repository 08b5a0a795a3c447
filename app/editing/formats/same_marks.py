"""A whole reply that writes an untouched paragraph's Markdown in another spelling of the same
marks: `__bold__` for the writer's `**bold**`, `_italics_` for `*italics*`, `* item` or
`+ item` for `- item`. The text is the writer's, only the dress differs, so it reads as
unchanged — and was saved in the model's spelling (fidelity_blind52
untouched_bold_restyled_underscores_in_whole, seedlibrary-zh-04: a silent loss, since nothing
said the marks had changed). Here such a paragraph is given back in the writer's own marks,
unless the writer asked about the marks or the formatting."""

from __future__ import annotations

import re
from collections.abc import Sequence

_BOLD = re.compile(r"__(?=\S)(.+?)(?<=\S)__")
_ITALIC = re.compile(r"(?<![\w*_])_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![\w_])")
_BULLET = re.compile(r"^([ \t]*)[*+](?=[ \t])", re.M)
_ASKS_MARKS = re.compile(
    r"bold|italic|underscore|asterisk|bullet|markdown|markup|format|emphasi|style"
    r"|加粗|粗体|斜体|下划线|星号|格式|样式|符号",
    re.IGNORECASE,
)


def _spelt(text: str) -> str:
    """The paragraph with each mark in one spelling: `**`, `*`, `- `."""
    return _BULLET.sub(r"\1-", _ITALIC.sub(r"*\1*", _BOLD.sub(r"**\1**", text)))


def writers_marks(
    paragraphs: Sequence[str], body_paragraphs: Sequence[str], asked: str
) -> list[str]:
    """The reply's paragraphs, each that is one of the article's in other spellings of the same
    marks given back as the writer wrote it."""
    if _ASKS_MARKS.search(asked):
        return list(paragraphs)
    own = set(body_paragraphs)
    by_spelling: dict[str, list[str]] = {}
    for p in body_paragraphs:
        by_spelling.setdefault(_spelt(p), []).append(p)
    out = []
    for p in paragraphs:
        found = by_spelling.get(_spelt(p), []) if p not in own else []
        out.append(found[0] if len(set(found)) == 1 else p)
    return out
