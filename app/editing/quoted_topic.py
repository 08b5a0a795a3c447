"""A quoted word inside a paragraph's topic: 把共享「家庭」日历那段写得亲切一点 names the paragraph
about sharing the 「家庭」 calendar — not every sentence that holds 「家庭」 (quoted.py's reading
of a quote alone, which would leave the rest of the asked paragraph unchangeable and change a
sentence of another paragraph). The paragraph is the one holding the quote and most of the
topic's other characters (共享, 日历); none when two hold as many."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.quoted import QUOTED

# The topic before 那段 / 这段 / 那一段, the quote inside it: 共享「家庭」日历那段, 讲“换季”的那段.
_TOPIC = re.compile(
    r"(?:关于|有关|讲|写|说|介绍)?(?P<topic>[^，。！？,.!?\s]{0,12}?"
    r"[“「『\"][^”」』\"\n]{1,20}[”」』\"][^，。！？,.!?\s]{0,12}?)的?[那这]一?段"
)
_CJK = re.compile(r"[\u4e00-\u9fff]")


def quoted_topic_paragraph(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph a quoted word inside a Chinese paragraph topic names (the one
    holding it, or of several the one holding most of the topic's other words), or none."""
    for match in _TOPIC.finditer(suggestion):
        topic = match["topic"]
        quote = QUOTED.search(topic)
        if quote is None:
            continue
        phrase = next(group for group in quote.groups() if group)
        rest = topic[: quote.start()] + topic[quote.end() :]
        pairs = {rest[i : i + 2] for i in range(len(rest) - 1) if _CJK.fullmatch(rest[i])}
        pairs = {p for p in pairs if len(p) == 2 and _CJK.fullmatch(p[1])}
        holders = [i for i, p in enumerate(paragraphs) if phrase in p]
        if len(holders) == 1:
            return set(holders)
        if not pairs:
            continue
        scores = {i: sum(pair in paragraphs[i] for pair in pairs) for i in holders}
        best = max(scores.values())
        top = [i for i, score in scores.items() if score == best]
        if best and len(top) == 1:
            return {top[0]}
    return set()
