"""A suggestion asked of every paragraph but some ("fix the typos everywhere except the last
paragraph", "everything but the sign-off: …", 除了最后一段，其他段的错别字都改一下, 除了落款…):
the paragraphs named after "except" are outside what may change, not its target. "Except the
quotes", "don't touch the quotes", 除了引用部分, 引文不要动, 除了周阿姨说的话 leave out the
paragraphs that are someone's quoted words."""

from __future__ import annotations

import re
from collections.abc import Sequence

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
# A quote paragraph: a "> " block quote, or one that opens with a quotation mark and whose
# quoted words are most of it ("“It pulls…,” Priya said. “…”").
_OPENS_QUOTED = re.compile(r"^\s*(?:>|[\"“「『])")
_QUOTED_RUN = re.compile(r"[\"“「『][^\"”」』\n]{1,400}[\"”」』]")


def excepted(suggestion: str, paragraphs: Paragraphs) -> tuple[str, frozenset[int], frozenset[int]]:
    """The suggestion without its "except …" words, the paragraphs those words name by place
    (0-based), and the quote paragraphs it leaves out ("except the quotes", 引文不要动) — those
    only leave the rest of a whole-article edit, never a paragraph the suggestion names
    (第二段叙述的部分写得更生动，引语别动: the narration of a paragraph that opens with a quote).
    The suggestion as it is and none when the words name no paragraph ("except the dates")."""
    texts = paragraphs.texts
    left_out: set[int] = set()
    quotes: set[int] = set()
    kept = suggestion
    for match in _EXCEPT.finditer(suggestion):
        words = match["en"] or match["zh"]
        if named := named_paragraphs(words, len(texts), texts):
            left_out |= named
        elif _QUOTES_NAMED.search(words) and (named := quote_paragraphs(texts)):
            quotes |= named
        else:
            continue
        kept = kept.replace(match[0], " ", 1)
    for match in _QUOTES_KEPT.finditer(suggestion):
        if named := quote_paragraphs(texts):
            quotes |= named
            kept = kept.replace(match[0], " ", 1)
    if not (left_out or quotes):
        return suggestion, frozenset(), frozenset()
    return kept, frozenset(left_out), frozenset(quotes)


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
