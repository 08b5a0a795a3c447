"""Paragraphs and sentences of an article, kept byte for byte so they can be put back together.

The judge compares a reply with the original unit by unit and rebuilds the article from the
writer's own bytes wherever nothing was meant to change, so splitting must be lossless:
`Paragraphs.join()` of an unchanged split gives back the exact text, separators, line endings
and indentation included.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from app.domain.paragraph_places import FENCE as FENCE
from app.domain.paragraph_places import block_groups
from app.domain.table_blocks import with_tables

# A blank line (spaces or tabs allowed on it) separates paragraphs; the ideographic space
# that indents a Chinese paragraph belongs to the paragraph, not to the separator.
# Old Mac line endings ("\r\r") and the Unicode paragraph separator (U+2029, from a word
# processor or a phone's notes) separate paragraphs too.
# A separator starts where no space or tab stands before it: from inside a run of them it could
# match only if the run's start had, so a long run is read once, not once for each character.
_EOL = r"(?:\r\n|\r(?!\n)|\n)"
_BLANK_LINES = re.compile(
    rf"(?<![ \t])[ \t]*{_EOL}(?:[ \t]*{_EOL})+|(?<![ \t])[ \t]*\u2029(?:[ \t]*[\r\n\u2029])*"
)
_LINE_BREAK = re.compile(rf"(?<![ \t])[ \t]*{_EOL}")
# A quoted question or exclamation that the sentence goes on after ('saves a lot of "who is
# picking up whom?" messages') ends no sentence: a closing quote, then a lower-case word.
# (Not from a dot after a dot: from each dot of "Start....end", [.!?]+ read to the run's end
# again, 4,000 dots 2.7 s of a turn. One a dot later has the same ends, and no match ends on
# a dot, so a match never starts right after one. A run of ! and ? is taken whole, when what
# follows it is no quote going on: taken one mark at a time, each read the rest of the run.)
# Nor from inside a run of . ! ?: the first branch takes a run whole or not at all, whatever
# mark of it it starts on, so once it failed on the run it fails on every mark after — tried
# from each dot of "!.!.!.end" (the second branch takes each "!" alone) it read the rest of
# the run again, 4,000 marks 0.5 s of a turn. The one mark of a run it is tried on first
# without a try before in the run — a dot after "…!?", the rest of a run the second branch
# took from a 。！？… — `_sentence_ends` tries by itself.
_RUN_END = r"[.!?]+(?:[\"'”’]+(?!\s+[a-z])[)\]]*|[)\]]*)(?=\s|$)"
_SENTENCE_END = re.compile(
    rf"(?:(?<![.!?]){_RUN_END}"
    r"|(?:[。！？…]|(?<![!?])[!?]+(?![!?]|[\"'”’]+\s+[a-z]))+[”’」』）)]*|……[”’」』）)]*)\s*"
)
_RUN_REST = re.compile(rf"{_RUN_END}\s*")
_TYPOGRAPHY = str.maketrans(
    {
        "“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "‘": "'", "’": "'", "‚": "'",
        "—": "-", "–": "-", "―": "-", "－": "-", "，": ",", "。": ".", "：": ":", "；": ";",
        "！": "!", "？": "?", "（": "(", "）": ")", "【": "[", "】": "]", "「": '"', "」": '"',
        "『": '"', "』": '"', "、": ",", "\u00a0": " ", "\u3000": " ", "…": "...",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Paragraphs:
    """`texts[i]` is paragraph i; `separators[i]` the text between paragraphs i and i+1."""

    texts: list[str]
    separators: list[str]
    lead: str = ""
    tail: str = ""

    def join(self) -> str:
        parts = [self.lead]
        for index, text in enumerate(self.texts):
            parts.append(text)
            if index < len(self.separators):
                parts.append(self.separators[index])
        parts.append(self.tail)
        return "".join(parts)

    @property
    def separator(self) -> str:
        """The separator this article uses most (for a paragraph that has none of its own)."""
        if not self.separators:
            return "\n\n"
        return max(set(self.separators), key=self.separators.count)


def split_paragraphs(text: str) -> Paragraphs:
    """Paragraphs split on blank lines — or on single line breaks when the text has no blank
    line at all (many Chinese articles put one paragraph per line)."""
    texts, separators, lead, tail = _split(text)
    return Paragraphs(list(texts), list(separators), lead, tail)  # lists of the caller's own


@lru_cache(maxsize=256)  # one judgement splits the same article and reply several times
def _split(text: str) -> tuple[tuple[str, ...], tuple[str, ...], str, str]:
    stripped = text.strip("\r\n\u2029")
    lead = text[: text.index(stripped)] if stripped else text
    tail = text[len(lead) + len(stripped) :]
    if not stripped.strip():
        return (), (), lead, tail
    pattern = _BLANK_LINES if _BLANK_LINES.search(stripped) else _LINE_BREAK
    # A table is one block wherever it stands (app/domain/table_blocks.py).
    breaks = with_tables(stripped, [m.span() for m in pattern.finditer(stripped)])
    texts: list[str] = []
    separators: list[str] = []
    start = 0
    for begin, end in breaks:
        texts.append(stripped[start:begin])
        separators.append(stripped[begin:end])
        start = end
    texts.append(stripped[start:])
    return tuple(texts), tuple(separators), lead, tail


def sentence_spans(paragraph: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence; trailing spaces belong to the sentence before them."""
    return list(_sentence_spans(paragraph))  # a list of the caller's own


# A judgement splits the same few paragraphs into sentences dozens of times (the asides, the
# figures and the typography each read them): a pure function of the text, so remembered.
@lru_cache(maxsize=1024)
def _sentence_spans(paragraph: str) -> tuple[tuple[int, int], ...]:
    spans: list[tuple[int, int]] = []
    start = 0
    for end in _sentence_ends(paragraph):
        if end > start:
            spans.append((start, end))
            start = end
    if start < len(paragraph):
        spans.append((start, len(paragraph)))
    return tuple(spans)


def _sentence_ends(paragraph: str) -> Iterator[int]:
    at = 0
    while (match := _SENTENCE_END.search(paragraph, at)) is not None:
        at = match.end()
        yield at
        # "好…!?." — the ! and ? taken after the …, the dot starts a run no try has read
        if paragraph.startswith(".", at) and paragraph[at - 1] in "!?" and match[0].strip("!?"):
            rest = _RUN_REST.match(paragraph, at)
            if rest is not None:
                at = rest.end()
                yield at


def sentences(paragraph: str) -> list[str]:
    return [paragraph[start:end] for start, end in sentence_spans(paragraph)]


@lru_cache(maxsize=8192)
def normal(text: str) -> str:
    """Text as compared: Unicode NFC, typography made plain, whitespace collapsed, no markup
    emphasis — two texts equal here differ only in ways a writer would call "the same"."""
    if "\n\n" in text:
        # A whole article or reply, paragraph by paragraph: a blank line is whitespace that
        # nothing on either side of it combines with, and the next turn's text is the same
        # paragraphs but one.
        return " ".join(filter(None, map(_normal_paragraph, text.split("\n\n"))))
    return _normal(text)


@lru_cache(maxsize=4096)
def _normal_paragraph(text: str) -> str:
    return _normal(text)


def _normal(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).translate(_TYPOGRAPHY).replace("--", "-")
    return " ".join(text.split())


def same_text(a: str, b: str) -> bool:
    return normal(a) == normal(b)


def ends_mid_sentence(text: str) -> bool:
    """Whether `text` stops where a sentence cannot end (no closing punctuation or markup).

    Any closing quote or bracket counts as an ending, in every language (» › ” 」 』 》 】)."""
    # a footnote mark after the stop ("…to market.¹", "…变迁。²†") ends nothing itself
    last = _FOOTNOTE_MARK.sub("", text.rstrip())
    if not last:
        return False
    line = last.rsplit("\n", 1)[-1].strip()
    if _LIST_ITEM.match(line):
        return _unlike_its_list(last)
    if line.startswith("|"):  # a table row ends with its bar, like the rows above it
        rows = [row.strip() for row in last.split("\n") if row.strip().startswith("|")]
        return len(rows) >= 2 and all(r.endswith("|") for r in rows[:-1]) and not line.endswith("|")
    if re.match(r"^#{1,6}\s", line) or line.startswith((">", "<", "!")):
        return False  # headings and markup need not end like sentences
    if re.fullmatch(r"(?:#[^\s#]+#?\s*)+", line) or _TAGGED_END.search(line):
        return False  # topic tags ("#周末去哪儿 #citywalk", "… website. #Ferry") close a post
    if unicodedata.category(last[-1]) in ("Pe", "Pf"):
        return False
    if _ATTRIBUTION.search(line):
        return False  # a quotation ending on who said it ("……可以医愚。——刘向", "— Seneca")
    return not re.search(
        r"[.!?。！？…:：;；\"'”’」』）)\]】*_`~～〜>—\-]$"
        r"|[\U0001F000-\U0001FFFF\u2600-\u27BF]$",
        last,
    )


_FOOTNOTE_MARK = re.compile(r"(?<=[.!?。！？…\"'”’」)）])[\u00b9\u00b2\u00b3\u2070-\u2079†‡*]+$")
# (1., a), and the marks of Chinese lists: 1、 一、 （一） (2) ①.)
_LIST_ITEM = re.compile(
    r"^(?:(?:[-*+•]|\d+[.)]|[a-z][.)])\s"
    r"|\d{1,3}[、．]|[一二三四五六七八九十]{1,3}[、．]|[(（][\d一二三四五六七八九十]{1,3}[)）]|[①-⑳])"
)
# A sentence that ends, then topic tags or handles after it on the same line.
_TAGGED_END = re.compile(r"[.!?。！？…)）]\s*(?:[#@][^\s#@]+#?\s*)+$")
_ATTRIBUTION = re.compile(
    r"(?:^|[.!?。！？…\"'”’」』])\s*(?:——|—|―|--?)\s*[^\s.!?。！？—-][^\n]{0,30}$"
)
_STOP = re.compile(r"[.!?。！？…)）」”\"']$")


def _unlike_its_list(paragraph: str) -> bool:
    """Whether the last item of a list stops where every other item ended a sentence: items
    need not end like sentences ("- 2 tbsp butter"), but one cut short among full ones has
    ("- Empty the bins when they are full, not wh")."""
    items = [line.strip() for line in paragraph.split("\n") if _LIST_ITEM.match(line.strip())]
    earlier = items[:-1]
    return (
        len(earlier) >= 2 and all(_STOP.search(i) for i in earlier) and not _STOP.search(items[-1])
    )


def leads_on(text: str) -> bool:
    """Whether `text` ends as a salutation or lead-in does ("Dear residents," / "各位家长：")."""
    return text.rstrip()[-1:] in (",", "，", ":", "：", "、")


def fence_groups(paragraphs: Sequence[str]) -> list[list[int]]:
    """The paragraphs, a fenced code block that blank lines split into several pieces as one
    group of them: each a list of indexes (app/domain/paragraph_places.py)."""
    return block_groups(paragraphs)


def fence_pieces(paragraphs: Sequence[str]) -> list[set[int]]:
    """The fenced code blocks split into several paragraphs, each as its pieces' indexes."""
    return [
        set(group)
        for group in fence_groups(paragraphs)
        if len(group) > 1 and FENCE.match(paragraphs[group[0]])
    ]


def fenced_indices(paragraphs: Sequence[str]) -> set[int]:
    """The indexes of the paragraphs that are a fenced code block or a piece of one."""
    return {
        index
        for group in fence_groups(paragraphs)
        if FENCE.match(paragraphs[group[0]])
        for index in group
    }
