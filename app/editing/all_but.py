"""A suggestion asked of every paragraph but some ("fix the typos everywhere except the last
paragraph", "everything but the sign-off: …", 除了最后一段，其他段的错别字都改一下, 除了落款…):
the paragraphs named after "except" are outside what may change, not its target. So are the
places the suggestion says to leave alone ("…, but leave paragraph 3 alone", "don't touch the
last paragraph", 第四段别动，其余都写得简洁些, 结尾保持原样) and the title ("except the title",
除了标题). "Except the quotes", "don't touch the quotes", 除了引用部分, 引文不要动, 除了周阿姨说的话
leave out the paragraphs that are someone's quoted words."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from app.editing.mentions import described_paragraphs
from app.editing.nth_kind import labelled_kind
from app.editing.places import named_paragraphs
from app.editing.units import Paragraphs

# "except (for) …", "but the …", "other than …", "apart from …", 除了…(以外/之外), up to the end
# of the clause; "but" only before the place it leaves out ("Shorten it but keep…" is no such).
_EXCEPT = re.compile(
    r"\s*\b(?:except(?:\s+for)?|other\s+than|apart\s+from|save\s+for|excluding"
    r"|but(?=\s+(?:the|paragraphs?|paras?)\b))\s+(?P<en>[^,.;:!?\n]+)"
    r"|除了?(?P<zh>[^，,。；;：:！？\n]+?)(?:以外|之外)?(?=[，,。；;：:]|其他|其余|别的|都)",
    re.IGNORECASE,
)
# The quoted words named as a part: "the quotes", "quotations", "what she said", 引用部分,
# 引文, 引语, 引号里的话, 周阿姨说的话, 原话.
_QUOTES_NAMED = re.compile(
    r"\bquot(?:es|ations?|ed\s+(?:words|speech|bits))\b|\bwhat\s+(?:she|he|they|\w+)\s+said\b"
    r"|引用|引文|引语|引号|说的话|原话",
    re.IGNORECASE,
)
# The quotes left alone without "except": "don't touch the quotes", "leave the quotes alone",
# "keep the quotes as they are", 引文不要动, 引用部分别改, 引语保持原样.
_QUOTES_KEPT = re.compile(
    r"[,;]?\s*\b(?:but\s+|and\s+)?(?:(?:please\s+)?(?:don'?t|do\s+not|never)\s+"
    r"(?:touch|change|edit|alter|fix|rewrite|reword)|leave|keep)\s+(?P<en>(?:the|any|all)\s+"
    r"(?:quotes|quotations|quoted\s+words))(?:\s+(?:alone|as\s+(?:they\s+are|is)|unchanged))?"
    r"|(?P<zh>引用部分|引文|引语|引号里的话|[\u4e00-\u9fff]{1,4}说的话)(?:一个字)?(?:都|也)?"
    r"(?:不要|别|不用|不能)(?:动|改)|(?P<zh2>引用部分|引文|引语)保持(?:原样|不变)",
    re.IGNORECASE,
)
# A place left alone: "leave paragraph 3 alone", "keep the last paragraph as it is", "don't
# touch the intro", 第四段别动, 最后一段不要改, 结尾那段保持原样. The words must name the place
# whole: "don't change the date in paragraph 2" keeps a fact, not the paragraph.
_LEFT_ALONE = re.compile(
    r"[,;]?\s*\b(?:but\s+|and\s+)?(?:please\s+)?(?:leave\s+(?P<a>[^,.;:!?\n]+?)\s+(?:alone|as\s+"
    r"(?:it\s+is|is|they\s+are)|unchanged|untouched)|keep\s+(?P<b>[^,.;:!?\n]+?)\s+(?:as\s+(?:it\s+"
    r"is|is|they\s+are)|unchanged|untouched|the\s+same)|(?:don'?t|do\s+not|never)\s+(?:touch|change"
    r"|edit|alter|modify|rewrite)\s+(?P<c>[^,.;:!?\n]+))\b"
    r"|(?:^|(?<=[，,。；;：:！？\s]))(?P<zh>[^，,。；;：:！？\s“”「」]{1,10}?)(?:一个字)?(?:都|也)?"
    r"(?:(?:别|不要|不用|不能)(?:动|改)(?![\u4e00-\u9fff])|(?:保持|维持)(?:原样|不变))",
    re.IGNORECASE,
)
# Words that narrow a place to a part of it ("the date in paragraph 2", 第二段的日期), or say
# no place ("don't change anything yet — is the ending strong enough?", 其他别动).
_PART_OF = re.compile(
    r"\b(?:in|of|from|on|at|anything|everything|nothing|it|them|this|that|rest|others?)\b|[—–]"
    r"|的(?![那这]?段)|其他|其余|别的",
    re.IGNORECASE,
)
_TITLE_ONLY = re.compile(r"^(?:the\s+)?(?:title|headline)$|^标题$", re.IGNORECASE)
# A quote paragraph: a "> " block quote, or one that opens with a quotation mark and whose
# quoted words are most of it ("“It pulls…,” Priya said. “…”").
# (or opens with who said them: 她说：“…”, "He told us: “…”")
_OPENS_QUOTED = re.compile(r"^\s*(?:>|[\"“「『]|[^\"“”「」\n]{1,14}[:：,，]\s*[\"“「『])")
_QUOTED_RUN = re.compile(r"[\"“「『][^\"”」』\n]{1,400}[\"”」』]")


class LeftOut(NamedTuple):
    """What a suggestion leaves out of its edit."""

    paragraphs: frozenset[int] = frozenset()  # named by place ("except the last paragraph")
    # the quote paragraphs ("except the quotes", 引文不要动): only out of the rest of a
    # whole-article edit, never a paragraph the suggestion names (第二段叙述的部分写得更生动，
    # 引语别动: the narration of a paragraph that opens with a quote)
    quotes: frozenset[int] = frozenset()
    title: bool = False  # "except the title", 除了标题, 标题别动


def excepted(suggestion: str, paragraphs: Paragraphs) -> tuple[str, LeftOut]:
    """The suggestion without its "except …" and "leave … alone" words, and what those words
    leave out; the suggestion as it is and nothing when they name no place ("except the
    dates", 其他别动)."""
    texts = paragraphs.texts
    left_out: set[int] = set()
    quotes: set[int] = set()
    title = False
    kept = suggestion
    for match in _EXCEPT.finditer(suggestion):
        words = (match["en"] or match["zh"]).strip()
        if named := _place_named(words, texts):
            left_out |= named
        elif _QUOTES_NAMED.search(words) and (named := quote_paragraphs(texts)):
            quotes |= named
        elif _TITLE_ONLY.match(words):
            title = True
        else:
            continue
        kept = kept.replace(match[0], " ", 1)
    for match in _QUOTES_KEPT.finditer(suggestion):
        if named := quote_paragraphs(texts):
            quotes |= named
            kept = kept.replace(match[0], " ", 1)
    for match in _LEFT_ALONE.finditer(kept):
        words = next(g for g in (match["a"], match["b"], match["c"], match["zh"]) if g).strip()
        if _TITLE_ONLY.match(words):
            title = True
        elif _PART_OF.search(words) or not (named := _place_named(words, texts)):
            continue
        else:
            left_out |= named
        kept = kept.replace(match[0], " ", 1)
    if not (left_out or quotes or title):
        return suggestion, LeftOut()
    return kept, LeftOut(frozenset(left_out), frozenset(quotes), title)


def _place_named(words: str, texts: Sequence[str]) -> set[int]:
    """The paragraphs the words name by place ("the last paragraph") or, said as a paragraph,
    by topic ("the raffle paragraph", 停车那段)."""
    if named := named_paragraphs(words, len(texts), texts) or labelled_kind(words, texts):
        return named  # "don't change the offers": every paragraph labelled an offer
    return described_paragraphs(words, texts) if _A_PARAGRAPH.search(words) else set()


_A_PARAGRAPH = re.compile(r"\b(?:paragraph|para|bit|part|section)\b|[那这]段|部分", re.I)


def keeps_quotes(suggestion: str) -> bool:
    """Whether the suggestion leaves the quotes as they are ("everything except the quotes",
    "don't touch the quotes", 除了引用部分, 引文不要动): no quoted words may change, neither
    the quote paragraphs left out nor a quote inside a paragraph that is restyled."""
    return bool(_QUOTES_KEPT.search(suggestion)) or any(
        _QUOTES_NAMED.search(match["en"] or match["zh"]) for match in _EXCEPT.finditer(suggestion)
    )


def quote_paragraphs(paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs that are someone's quoted words (a paragraph of the article's own prose
    with a quote inside keeps its quote by the misquote checks, not by being left out)."""
    found: set[int] = set()
    for index, text in enumerate(paragraphs):
        if not _OPENS_QUOTED.match(text):
            continue
        quoted = sum(len(m[0]) for m in _QUOTED_RUN.finditer(text))
        if text.lstrip().startswith(">") or quoted * 2 >= len(text.strip()):
            found.add(index)
    # every paragraph a quote: the article is its quotes, and "except the quotes" leaves nothing
    return found if len(found) < len(paragraphs) else set()
