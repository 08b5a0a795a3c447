"""What a message likens its text to ("long like a Sunday sermon", 「像停水通知一样」), taken out
before the message is read for its occasion: a likeness is never the piece's occasion.
"""

import re
from functools import lru_cache

# "long like a Sunday sermon", 「像停水通知一样」: what the text is likened to is no occasion of it.
_LIKENED = re.compile(
    r"(?<!'d )(?<!\bwould )(?<!\bI )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bto )"
    r"\b(?:like|as if it were|as though it were|reads like|sounds like)\s+(?:a|an|the|some)\s+"
    r"(?:[\w'-]+\s+){0,2}[\w'-]+|"
    r"(?:像|好像|好似|如同|活像)[^，,。！？!?；]{1,12}?(?:一样|一般|似的|那样|咁)",
    re.IGNORECASE,
)


# The readers of one message ask this of the same text again and again (each reader
# normalises the message, splits it, checks its clauses): remembered for the last few texts.
@lru_cache(maxsize=256)
def unlikened(text: str) -> str:
    """The text without what it is likened to ("long like a Sunday sermon" → "long")."""
    return _LIKENED.sub(" ", text)
