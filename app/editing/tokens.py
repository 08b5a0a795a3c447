"""A labelled token estimate (no tokenizer needed offline): CJK ≈ 1 token a character.

This is an estimate, not a count: CJK characters and CJK punctuation cost about one token
each in common BPE vocabularies, other text about one token per four characters, and
every chat message carries a few tokens of framing.
"""

import math
import re
from collections.abc import Sequence
from functools import lru_cache

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
    return sum(_estimate_turn(m.content) + MESSAGE_OVERHEAD_TOKENS for m in messages)


# Every turn's prompt weighs the same earlier messages of the conversation against its budget
# again (about a hundred a turn, each a scan for CJK characters, which costs most on Chinese):
# the estimate of a message of chat length is remembered. Longer texts (a pasted article) are
# rare, and are not held in memory.
_TURN_CHARS = 2000


def _estimate_turn(text: str) -> int:
    return _estimate_short(text) if len(text) <= _TURN_CHARS else estimate_tokens(text)


@lru_cache(maxsize=2048)
def _estimate_short(text: str) -> int:
    return estimate_tokens(text)
