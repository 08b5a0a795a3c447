"""A labelled token estimate (no tokenizer needed offline): CJK ≈ 1 token a character.

This is an estimate, not a count: CJK characters and CJK punctuation cost about one token
each in common BPE vocabularies, other text about one token per four characters, and
every chat message carries a few tokens of framing.
"""

import math
import re
from collections.abc import Sequence

from app.domain.models import PromptMessage
from app.domain.text import CJK_RANGES

MESSAGE_OVERHEAD_TOKENS = 4

# CJK characters (as counted for words) plus CJK punctuation and fullwidth forms.
_CJK_CHAR = re.compile(f"[{CJK_RANGES}\u3000-\u303f\uff00-\uffef]")


def estimate_tokens(text: str) -> int:
    """Estimated tokens in `text`: one per CJK character plus one per four other characters."""
    cjk = len(_CJK_CHAR.findall(text))
    other = len(text) - cjk
    return cjk + math.ceil(other / 4)


def estimate_messages_tokens(messages: Sequence[PromptMessage]) -> int:
    """Estimated tokens of a chat `messages` array, framing included."""
    return sum(estimate_tokens(m.content) + MESSAGE_OVERHEAD_TOKENS for m in messages)
