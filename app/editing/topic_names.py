"""A suggestion without the words that only name its paragraph by topic ("the dates
paragraph", "the paragraph about the hours", 日期那段, 讲时间的那段): "Make the dates paragraph
easier to read" asks for easier words, not for other dates, so what the suggestion is about
(figures, facts) is read from what is left."""

from __future__ import annotations

import re
from collections.abc import Sequence

_COUNT = (
    r"\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred"
)
# Words between "the" and "paragraph" name its topic; a preposition or determiner among them
# ("the numbers in this paragraph") makes the words before it what is asked about.
_NOT_TOPIC = r"(?!(?:in|of|on|at|to|for|with|from|this|that|these|the|a|an|each|every)\b)"
_TOPIC_NAMES = re.compile(
    rf"\b(?:the|this|that)\s+(?:{_NOT_TOPIC}[\w'-]+\s+){{1,3}}?(?:paragraph|section|part|bit)\b"
    # ("the paragraph about the eleven hours": a count and its thing, a locator — counted_topics.py)
    r"|\b(?:paragraph|section|part|bit)\s+(?:about|on|covering)\s+(?:the\s+)?"
    rf"(?:(?:{_COUNT})\s+)?[\w'-]+"
    # "the paragraph with the route figures", "the one listing the prices": what it holds
    r"|\b(?:paragraph|section|part|bit|one)\s+(?:with|containing|holding|listing|giving)"
    r"\s+(?:the\s+|our\s+|its\s+)?(?:[\w'-]+\s+)?[\w'-]+"
    r"|(?:讲|关于|写)?[\u4e00-\u9fff]{1,6}?的?[那这]一?段",
    re.IGNORECASE,
)


def without_topic_names(suggestion: str) -> str:
    """The suggestion with every paragraph named by its topic taken out."""
    return _TOPIC_NAMES.sub(" ", suggestion)


def without_named_topics(suggestion: str, words: re.Pattern[str], paragraphs: Sequence[str]) -> str:
    """The suggestion without the topic names that hold one of `words` the article holds too:
    "翻译服务那段写得亲切一点" in a guide with a 翻译服务 paragraph names that paragraph, it asks
    for no translation ("把翻译服务那段翻译成英文" still does, after the name)."""
    body = "\n\n".join(paragraphs).lower()
    return _TOPIC_NAMES.sub(
        lambda name: (
            " " if any(found[0].lower() in body for found in words.finditer(name[0])) else name[0]
        ),
        suggestion,
    )
