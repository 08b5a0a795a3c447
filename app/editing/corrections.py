"""A fact the writer corrects in passing, beside another ask: "Make the opening warmer. Also
his birthday was 3 March, not 2 March", 开头写得温暖一点；另外侧门密码是5832，不是5823. The
sentences holding the wrong value ("2 March", 5823) are asked about too, wherever they stand,
so the model's correction there is applied, not withheld as a change outside the ask.

Read narrowly: the value put right follows "is/was/are/should be … , not" (是…，不是), holds a
figure or a capitalised word — or the message asks for a fix (fix, correct, 改, 更正) — and
stands in the article as written. A figure after ", not" (，不是) is put right whatever the verb
before it ("Rhyme Time will start at 11:00 am, not 10:30", 改到7点，不是6点半)."""

from __future__ import annotations

import re

from app.editing.units import Paragraphs, sentence_spans

_EN = re.compile(
    r"\b(?:is|was|are|were|should\s+be|should\s+read|it's|it\s+is)\s+[^,.;!?\n]{1,40}?,?"
    r"\s+not\s+(?P<old>[^,.;!?\n—–]{1,40}?)\s*(?=[,.;!?\n—–]|$)",
    re.IGNORECASE,
)
_ZH = re.compile(r"是[^，,。；;！？\n]{1,20}[，,]\s*(?:而)?不是(?P<old>[^，,。；;！？\n]{1,20})")
# ", not 10:30" / "，不是6点半" after any verb: read only when the value holds a figure.
_EN_FIGURE = re.compile(
    r",\s*(?:and\s+)?not\s+(?:at\s+|on\s+|in\s+)?(?P<old>\d[^,;!?\n—–]{0,24}?)\s*(?=[,;!?\n—–]|\.(?!\d)|$)"
)
_ZH_FIGURE = re.compile(
    r"[，,]\s*(?:而)?不是(?P<old>[^，,。；;！？\n]{0,8}?\d[^，,。；;！？\n]{0,8}?)(?=[，,。；;！？\n]|$)"
)
_FIX = re.compile(r"\b(?:fix|correct|wrong|typo|mistake|update)\w*\b|改|更正|写错|弄错|纠正", re.I)


def corrected_sentences(suggestion: str, paragraphs: Paragraphs) -> set[tuple[int, int]]:
    """(paragraph, sentence) pairs holding a value the suggestion says is wrong. A figure after
    ", not" with no "is" before it is read only where one sentence holds it: "…by 8 pm, not 6"
    beside another ask, in an article with two 6s, places nothing (the asks stay open)."""
    found: set[tuple[int, int]] = set()
    for pattern in (_EN, _ZH, _EN_FIGURE, _ZH_FIGURE):
        for match in pattern.finditer(suggestion):
            old = match["old"].strip()
            if not (re.search(r"\d|\b[A-Z]", old) or _FIX.search(suggestion)):
                continue  # "make it friendly, not formal": a style, no value put right
            held = _holding(old, paragraphs)
            if pattern in (_EN, _ZH) or len(held) == 1:
                found |= held
    return found


def _holding(old: str, paragraphs: Paragraphs) -> set[tuple[int, int]]:
    """The (paragraph, sentence) pairs where `old` stands as written."""
    found: set[tuple[int, int]] = set()
    for index, paragraph in enumerate(paragraphs.texts):
        for held in re.finditer(rf"(?<![0-9A-Za-z.]){re.escape(old)}(?![0-9])", paragraph):
            for number, (s_start, s_end) in enumerate(sentence_spans(paragraph)):
                if s_start <= held.start() < s_end:
                    found.add((index, number))
    return found
