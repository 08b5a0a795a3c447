"""The unit a paragraph is measured in is no wish about that unit: "keep my paragraphs short,
two or three sentences at most", 「以后一段别超过四句话」, 「一段两三句话就够了」.

Sentences counted per paragraph say how long a paragraph may be — not that sentences should be
short, nor that the whole piece should be. Where a message sets a paragraph's size by a count of
its sentences and says nothing else of sentences or of the piece's length, the readings on
sentence length and on the whole length are the paragraph's: one wish, shorter paragraphs. Pure.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import Observation

_I = re.IGNORECASE
_NUMBER = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|"
    r"[一二两三四五六七八九十几]+)"
)
# A count of sentences ("two or three sentences", 「四句话」, 「两三句」).
_COUNTED = re.compile(
    rf"{_NUMBER}(?:\s*(?:or|to|-|–)\s*{_NUMBER})?\s*(?:sentences?\b|个?句话?(?![子号]))",
    _I,
)
# (「写上一大段」 is a big chunk of text, not the paragraph as the unit measured.)
_PARAGRAPH = re.compile(r"\bparagraphs?\b|\bparas?\b|段落|每一?段|(?<!大)一段(?!话)", _I)
# Sentences or the whole piece named beside the count: then they are wished on too.
_OTHERS = re.compile(
    r"\bsentences?\b|句子|长句|短句|每句|\bwords?\b|字数|篇幅|全文|整篇|通篇|\blength\b|"
    r"\bconcise\b|\bbrief\b|\boverall\b|\bthe (?:whole|entire) (?:piece|post|article)\b",
    _I,
)
_SIZES = ("sentence_length", "length")


def paragraph_measured(text: str) -> bool:
    """Whether sentences are only the unit a paragraph's size is counted in."""
    if _PARAGRAPH.search(text) is None or _COUNTED.search(text) is None:
        return False
    return _OTHERS.search(_COUNTED.sub(" ", text)) is None


# A part of the piece named with its size (「句子也要短一点」, 「标题简短一些」, "short titles") …
_PART = re.compile(
    r"\bsentences?\b|\bparagraphs?\b|\bparas?\b|\bhead ?lines?\b|\btitles?\b|"
    r"句子|段落|每段|每句|标题|题目",
    _I,
)
# … and no word of the whole piece's length beside it.
_WHOLE = re.compile(
    r"篇幅|全文|整篇|通篇|整体|文章|字数|精简|简洁|啰嗦|废话|写短|写长|详细|细节|"
    r"\b(?:length|concise|brief|overall|words?|posts?|pieces?|articles?|detail\w*|padding|"
    r"wordy|ramble\w*|to the point|write (?:less|more))\b",
    _I,
)


def parts_sized_only(text: str) -> bool:
    """Whether the message sizes named parts of the piece and says nothing of its length."""
    return _PART.search(text) is not None and _WHOLE.search(text) is None


def measure_units_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said` with the sizes heard from a paragraph's count of sentences put on paragraphs, and
    no length of the whole heard where only parts are sized."""
    if words and all(parts_sized_only(text) for text in words):
        parts = {"sentence_length", "paragraph_length", "title_style"}
        if any(o.dimension in parts and not o.tentative for o in said):
            said = [o for o in said if o.dimension != "length" or o.tentative]
    if not words or not all(paragraph_measured(text) for text in words):
        return said
    sizes = [o for o in said if o.dimension in _SIZES and not o.tentative]
    kept = [o for o in said if o.dimension not in _SIZES]
    if sizes and all(o.dimension != "paragraph_length" for o in kept):
        # (A count is a ceiling: "at most three" asks for the smaller size.)
        strongest = max(sizes, key=lambda o: o.strength)
        kept.append(replace(strongest, dimension="paragraph_length", value="shorter"))
    return kept
