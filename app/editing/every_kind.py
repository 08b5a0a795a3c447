"""Every block of a kind, named as a kind: "every heading", "all the headings", 所有小标题,
每个小标题, "every question", "all the tables", 所有引文 — those blocks alone are the target, so a
change the model made to the text between them is withheld, as for "paragraph 3". A question of
a FAQ written question-line-over-answer is its question line (the sentences of its first line),
not its answer. Also the paragraphs named as one of each of a sequence the article counts out:
讲每一站的那几段 of 第一站… / 第二站… / 第三站… (each paragraph opening with 第N站; 写每道菜的那几段
of 第一道菜…), and in English "the paragraphs about each speaker / stop / dish" of "Our first
speaker…", "The next stop…", "The final dish…" (people may be named instead: "Priya Nair…").

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
# (写每道菜的那几段, 介绍每位嘉宾的那些段落: a measure word before a unit of one or two)
_ZH_EACH = re.compile(
    r"(?:讲|说|写|介绍|关于)?每一?(?P<measure>[个道位座家首篇场件款]?)"
    r"(?P<unit>[\u4e00-\u9fff]{1,2}?)(?:的)?(?:那|这)?(?:几|些)?(?:段落?|部分)"
)
# "the paragraphs about each speaker", "the bits on every stop", "the parts describing each of
# the dishes": one paragraph for each of what the article counts out in English.
_EN_EACH = re.compile(
    r"\b(?:paragraphs?|paras?|bits?|parts?|sections?|passages?|ones?|entries)\s+"
    r"(?:about|on|for|describing|covering|introducing|that\s+(?:describe|cover|introduce)s?)\s+"
    r"(?:each|every)(?:\s+(?:single|individual))?\s+(?:one\s+)?(?:of\s+(?:the|our|my)\s+)?"
    r"(?P<unit>[a-z]+)"
    # "each speaker's paragraph", "every stop's bit"
    r"|\b(?:each|every)\s+(?P<owner>[a-z]+)['’]s\s+(?:paragraph|para|bit|part|section|passage|entry)"
    # "the paragraphs about the speakers": more than one, about a plural
    r"|\b(?:paragraphs|paras|bits|parts|sections|passages|entries)\s+(?:about|on|for|describing"
    r"|covering|introducing)\s+(?:the|our|my)\s+(?P<many>[a-z]+s)\b",
    re.I,
)
# How a paragraph about one of them counts it out: "Our first speaker", "The next stop", "The
# final dish", "Stop 2:", "Day three".
_EN_COUNTED = (
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|last|final"
    r"|following|another|penultimate|closing|opening)"
)
# Units that are people: their paragraphs may open with the person's name instead.
_PEOPLE = frozenset(
    re.findall(
        r"\w+",
        "speaker guest panellist panelist author writer artist winner player volunteer chef "
        "interviewee finalist nominee candidate performer presenter teacher student member",
    )
)
_NAME_OPENING = re.compile(r"^[\s*#>_]*(?:Dr\.?\s+|Prof\.?\s+)?[A-Z][a-z’'-]+\s+[A-Z][a-z’'-]+\b")


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
        measure = re.escape(match["measure"]) + "?" if match["measure"] else "个?"
        opening = re.compile(rf"^[\s*#>]*第[0-9{ZH_NUM}]+{measure}{re.escape(match['unit'])}")
        held = {i for i, p in enumerate(paragraphs) if opening.match(p)}
        if len(held) >= 2:
            return held
    for match in _EN_EACH.finditer(suggestion):
        unit = match["unit"] or match["owner"] or match["many"]
        held = _each_of(_singular(unit.lower()), paragraphs)
        if len(held) >= 2:
            return held
    return set()


def _singular(word: str) -> str:
    for plural, one in (("ies", "y"), ("shes", "sh"), ("ches", "ch"), ("ses", "s"), ("s", "")):
        if word.endswith(plural) and len(word) > len(plural) + 2:
            return word[: -len(plural)] + one
    return word


def _each_of(unit: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs whose first sentence counts one <unit> out ("Our first stop is…", "The
    final dish was…", "Stop 2:"); for people, else the run of paragraphs opening with a name."""
    counted = re.compile(
        rf"\b{_EN_COUNTED}\s+(?:[a-z-]+\s+)?{unit}\b|^[\s*#>_]*{unit}\s+(?:\d+|[a-z]+)\b[:.]?",
        re.I,
    )
    held = {i for i, p in enumerate(paragraphs) if counted.search(_first_sentence(p))}
    if len(held) >= 2 or unit not in _PEOPLE:
        return held
    named = [i for i, p in enumerate(paragraphs) if _NAME_OPENING.match(p)]
    return set(named) if len(named) >= 2 else set()


def _first_sentence(paragraph: str) -> str:
    return re.split(r"(?<=[.!?])\s|\n", paragraph.strip(), maxsplit=1)[0]
