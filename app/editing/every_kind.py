"""Every block of a kind, named as a kind: "every heading", "all the headings", 所有小标题,
每个小标题, "every question", "all the tables", 所有引文 — those blocks alone are the target, so a
change the model made to the text between them is withheld, as for "paragraph 3". A question of
a FAQ written question-line-over-answer is its question line (the sentences of its first line),
not its answer. Also the paragraphs named as one of each of a sequence the article counts out:
讲每一站的那几段 of 第一站… / 第二站… / 第三站… (each paragraph opening with 第N站).

"every paragraph" (GLOBAL) names no kind: the whole article, as before."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import ZH_NUM, question_lines
from app.editing.nth_kind import KINDS

_EN_KIND = {
    "heading": "heading",
    "subheading": "heading",
    "section heading": "heading",
    "question": "question",
    "table": "table",
    "blockquote": "quote",
}
# "every heading", "each of the headings", "all (of) the headings", "all headings", "the
# headings": a kind for every one of it ("the heading" alone is one, read elsewhere). Not
# "quotes", which are as often the quotation marks ("make all the quotes curly").
_EN_EVERY = re.compile(
    r"\b(?:(?:every|each)(?:\s+(?:one\s+)?of\s+the)?\s+(?P<one>section\s+heading|subheading"
    r"|heading|question|table|blockquote)s?"
    r"|(?:all\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?|the\s+)(?P<many>section\s+heading|subheading"
    r"|heading|question|table|blockquote)s)\b(?!\s+and\s+answers?\b)",
    re.IGNORECASE,
)
# "the text under the headings": beside them, not them
_BESIDE = re.compile(
    r"\b(?:under|below|beneath|after|between|before|above|following)\s+$", re.IGNORECASE
)
# "leave the headings alone", 小标题别动, "everything but the tables": the kind is kept, not asked
_KEPT = re.compile(
    r"\b(?:don'?t|do\s+not|never|leave|except|without|alone|untouched|unchanged"
    r"|as\s+(?:it|they)\s+(?:is|are))\b|别|不要|不用|不变|保持|保留|除了|之外|以外|原样",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[,.;:!?，。；：！？]")
_TITLE_LINE = re.compile(r"^[ \t]*#[ \t]+\S")
# A heading's level asked for: the ask is about which lines are headings, read as before
_LEVEL = re.compile(r"\blevels?\b|#|\bh[1-6]\b|[一二三四五六1-6]级标题", re.IGNORECASE)
_ZH_KIND = {"小标题": "heading", "标题": "heading", "问题": "question", "表格": "table"}
_ZH_KIND |= {"引文": "quote", "引用": "quote", "引语": "quote"}
_ZH_EVERY = re.compile(
    r"(?:所有的?|全部的?|每一?个|每一?处|每一?段|每张|每一张|各个)"
    r"(?P<kind>小标题|标题|问题|表格|引文|引用|引语)"
)
# 讲每一站的那几段, 写每一天的那些段落: one of each of what the article counts, 第一站, 第二站 …
_ZH_EACH = re.compile(
    r"(?:讲|说|写|介绍|关于)?每一?个?(?P<unit>[\u4e00-\u9fff])(?:的)?(?:那|这)?(?:几|些)?"
    r"(?:段落?|部分)"
)


def every_of_kind(
    suggestion: str, paragraphs: Sequence[str]
) -> tuple[set[int], set[tuple[int, int]]] | None:
    """The paragraphs (and, for a FAQ's questions, the (paragraph, sentence) pairs) of every
    block of the kind the suggestion names for each one; None when it names none so or the
    article has none of that kind."""
    if _LEVEL.search(suggestion):
        return None  # "make every heading the same level (##)": which lines are headings is asked
    kinds = [
        _EN_KIND[" ".join((m["one"] or m["many"]).lower().split())]
        for m in _EN_EVERY.finditer(suggestion)
        if not _BESIDE.search(suggestion[: m.start()]) and not _kept(suggestion, m)
    ]
    kinds += [
        _ZH_KIND[m["kind"]] for m in _ZH_EVERY.finditer(suggestion) if not _kept(suggestion, m)
    ]
    found: set[int] = set()
    lines: set[tuple[int, int]] = set()
    for kind in kinds:
        if kind == "question":
            asked = question_lines(paragraphs)
            if not asked:
                return None
            for index, count in asked.items():
                lines |= {(index, n) for n in range(count)} if count else set()
                found |= set() if count else {index}
            continue
        of_kind = {i for i, p in enumerate(paragraphs) if KINDS[kind].match(p)}
        if kind == "heading" and len(of_kind) > 1 and _TITLE_LINE.match(paragraphs[0]):
            of_kind.discard(0)  # "# Changelog" over "## " sections: the piece's title line
        if not of_kind:
            return None
        found |= of_kind
    return (found, lines) if found or lines else None


def _kept(suggestion: str, match: re.Match[str]) -> bool:
    """Whether the clause naming the kind says to leave it as it is."""
    starts = [m.end() for m in _CLAUSE.finditer(suggestion, 0, match.start())]
    end = _CLAUSE.search(suggestion, match.end())
    clause = suggestion[starts[-1] if starts else 0 : end.start() if end else len(suggestion)]
    return bool(_KEPT.search(clause))


def each_counted(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs opening with 第N<unit> (第一站, 第二天 …) when the suggestion names the
    paragraphs of each <unit> (讲每一站的那几段) and at least two open so; else none."""
    for match in _ZH_EACH.finditer(suggestion):
        opening = re.compile(rf"^[\s*#>]*第[0-9{ZH_NUM}]+个?{re.escape(match['unit'])}")
        held = {i for i, p in enumerate(paragraphs) if opening.match(p)}
        if len(held) >= 2:
            return held
    return set()
