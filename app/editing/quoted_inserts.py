"""Words the suggestion quotes to insert — 在“浙里办”App后面加上“或支付宝小程序”, add "or by
phone" after the address. The quoted words are the whole edit: a figure of the paragraph
written otherwise beside them (下午1:30 → 2:00) is no part of it, though the suggestion
"adds" something (facts.py)."""

from __future__ import annotations

import re

_INSERT = re.compile(
    r"(?:加上|加入|添上|添加|补上|插入|加)\s*[“\"「『]([^”\"」』\n]+)[”\"」』]"
    r"|\b(?:add|insert)\s+(?:the\s+words?\s+)?[“\"‘]([^”\"’\n]+)[”\"’]",
    re.IGNORECASE,
)


def insertions(asked: str) -> list[str]:
    """The quoted words the suggestion asks to insert, in order."""
    return [m[1] or m[2] for m in _INSERT.finditer(asked)]


def without_insertions(asked: str) -> str:
    """The suggestion with each quoted insertion (its verb and words) taken out: what else it
    asks."""
    return _INSERT.sub(" ", asked)


def without_inserted(text: str, asked: str) -> str:
    """`text` with the words the suggestion quotes to insert taken out."""
    for words in insertions(asked):
        text = text.replace(words, " ")
    return text
