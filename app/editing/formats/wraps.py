"""Lines a model broke at a fixed width inside a paragraph (hard wraps at 72 or 80 columns, as
in a commit message, an e-mail or a diff) read as the one line the article writes the paragraph
on: a wrap is the model's layout, never a line break of the writer's."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

# A line that opens a list item, a heading, a quote, a table row, a code fence or a link's or
# footnote's definition ("[1]: https://…", "[^1]: …"): its own line on purpose.
_MARKED = re.compile(
    r"^\s*(?:[-*+•>#|]|`{3,}|~{3,}|\d{1,3}[.)、]|[（(]\d{1,3}[)）]|[a-z][.)]\s|\[[^\]\n]{1,40}\]:"
    r"|[一二三四五六七八九十]{1,3}[、．]|[（(][一二三四五六七八九十]{1,3}[)）]|[①-⑳])"
)
_ENDS = tuple('.!?。！？:：;；"”’)）')
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
# What a wrapped paragraph's lines look like, in columns (a Chinese character is two, as a
# terminal or an editor lays it out: 28 characters a line is 56 columns): the widest at most
# this, the rest within a long word of it (a word too long for a line moves whole to the next).
_WIDEST = range(30, 101)
_SLACK = 25


def hard_wrapped(block: str) -> bool:
    """Whether the lines of `block` are one paragraph wrapped at a width: lines of about the
    same length, none marked as a list item, heading, quote or row, the last no longer than
    the rest, and some line ending mid-sentence (lines that each end a sentence are lines)."""
    lines = [line.rstrip() for line in block.strip("\n").split("\n")]
    if len(lines) < 2 or any(not line.strip() or _MARKED.match(line) for line in lines):
        return False
    widths = [columns(line) for line in lines[:-1]]
    widest = max(widths)
    return (
        widest in _WIDEST
        and min(widths) >= widest - _SLACK
        and columns(lines[-1]) <= widest + _SLACK // 2
        and any(not line.endswith(_ENDS) for line in lines[:-1])
    )


def columns(line: str) -> int:
    """The columns `line` takes when laid out: two for a wide (Chinese, full-width) character."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)


# An ask for text laid out in lines (a poem, a list, a sentence a line, 分行): its lines are meant.
_LINES_ASKED = re.compile(
    r"\b(?:poem|verse|haiku|limerick|rhymes?|lyrics?|stanzas?|list|bullets?|bullet points)\b"
    r"|\b(?:per|a|each) line\b|\bown lines?\b|\bline by line\b|\bline breaks?\b"
    r"|诗|歌词|分行|每行|一句一行|换行|列表|清单|分点|要点",
    re.IGNORECASE,
)


def models_wraps(body_paragraphs: Sequence[str], asked: Sequence[str]) -> bool:
    """Whether lines of the reply wrapped at a width are the model's layout: the writer's own
    paragraphs are not wrapped so, and the writer did not ask for text in lines."""
    return not any(hard_wrapped(p) for p in body_paragraphs) and not lines_asked(asked)


def lines_asked(asked: Sequence[str]) -> bool:
    """Whether the writer asked for text laid out in lines: a poem, a list, a sentence a line."""
    return any(_LINES_ASKED.search(ask) for ask in asked)


def joined(block: str, article: str = "") -> str:
    """The wrapped lines as one: a space between words, nothing beside a CJK character — or,
    where the `article` writes the text around a break one way (a Chinese paragraph broken
    every 28 characters inside "17:00", or at the space of "电话 0571"), that way."""
    lines = [line.strip() for line in block.strip("\n").split("\n")]
    out = lines[0]
    for line in lines[1:]:
        glue = _glue(out[-1:], line[:1])
        if article:
            tail, head = out[-_AROUND:], line[:_AROUND]
            written = [g for g in ("", " ") if tail + g + head in article]
            glue = written[0] if len(written) == 1 else glue
        out += glue + line
    return out


# How much text either side of a break is looked up in the article.
_AROUND = 6


def wrapped_search(article: Sequence[str], search: Sequence[str]) -> bool:
    """Whether a SEARCH (its tokens, each aligned with the article's) breaks lines where the
    article has a space: the model wrapped the lines it copied."""
    return any(
        s.isspace() and a.isspace() and s.count("\n") == 1 and "\n" not in a
        for a, s in zip(article, search, strict=False)
    )


def unwrapped_tokens(tokens: Sequence[str]) -> list[str]:
    """The model's new tokens with each wrap (a single line break) made the space or nothing
    the words around it take; a blank line, a new paragraph, stays."""
    out = list(tokens)
    for index in range(1, len(out) - 1):
        if out[index].isspace() and out[index].count("\n") == 1:
            out[index] = _glue(out[index - 1][-1:], out[index + 1][:1])
    return out


def _glue(before: str, after: str) -> str:
    return "" if _CJK.match(before) or _CJK.match(after) else " "
