"""A paragraph named by its place beside one named by its topic: "the paragraph after the
benches one", "the one before the paragraph about lessons", 长椅那段后面那段, 讲游泳课那段前面那段,
票价那段的下一段. The topic names one paragraph (mentions.py reads it as it would alone); the
asked one is the paragraph just after or before it — never the topic's own, which is only the
landmark.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import described_paragraphs

_PART = r"(?:paragraph|para|section|bit|part|passage)"
_EN_WHERE = r"(?P<where>after|before|following|preceding|above|below|under)"
# "the paragraph (right) after the benches one", "the one before the prices paragraph",
# "the paragraph following the one about lessons"
_EN_BESIDE = re.compile(
    rf"\bthe\s+(?:{_PART}|one)\s+(?:(?:right|just|directly|immediately)\s+)?{_EN_WHERE}\s+"
    rf"(?:the\s+(?P<words>(?:[\w'-]+\s+){{0,2}}?[\w'-]+)\s+(?:{_PART}|one)\b"
    rf"|the\s+(?:{_PART}|one)\s+(?P<about>(?:about|on)\s+[^,.;:!?\n]{{2,40}}?)"
    r"(?=\s*(?:[,.;:!?\n]|$|\s(?:and|so|to|more|less|a bit|simpler|shorter|longer|livelier"
    r"|friendlier|warmer|clearer|better|into)\b)))",
    re.IGNORECASE,
)
_ZH_BESIDE = re.compile(
    r"(?P<topic>(?:讲|说|写|关于|有关|介绍)?[\u4e00-\u9fff\w]{1,12}?(?:的)?那一?段)(?:的)?"
    r"(?:(?P<where>后面|前面|下面|上面|之后|之前|后边|前边)(?:的)?(?:那|这)一?段"
    r"|(?P<next>下一段|上一段|后一段|前一段))"
)
_AFTER = frozenset(["after", "following", "below", "under", "后面", "下面", "之后", "后边"])


def beside_topic(suggestion: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The paragraph next to the one a topic names (to each of two), or None when the
    suggestion names none this way (or its topic is no paragraph of the article, or more than
    two)."""
    for match in _EN_BESIDE.finditer(suggestion):
        if match["words"]:  # "the prices one": by its words, or as a kind of figure it gives
            named = described_paragraphs(f"the {match['words']} paragraph", paragraphs)
            named = named or described_paragraphs(
                f"the paragraph about {match['words']}", paragraphs
            )
        else:
            named = described_paragraphs(f"the paragraph {match['about']}", paragraphs)
        found = _next_to(named, match["where"], paragraphs)
        if found is not None:
            return found
    for match in _ZH_BESIDE.finditer(suggestion):
        where = match["where"] or ("后面" if match["next"][0] in "下后" else "前面")
        found = _next_to(described_paragraphs(match["topic"], paragraphs), where, paragraphs)
        if found is not None:
            return found
    return None


def _next_to(named: set[int], where: str, paragraphs: Sequence[str]) -> set[int] | None:
    """The paragraph next to the named one; next to each when the topic fits two ("the prices
    one" of the ticket prices and of the repair's cost): the reply shows which the model took,
    and one that rewrites neither is the wrong paragraph."""
    if not 1 <= len(named) <= 2:
        return None
    step = 1 if where.lower() in _AFTER else -1
    found = {index + step for index in named if 0 <= index + step < len(paragraphs)} - named
    return found or None
