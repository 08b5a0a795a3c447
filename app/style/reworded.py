"""A sentence asked reworded is a one-off: `Reword "Nobody talked much." a little.`,
「把"没有人说话。"这句稍微换个说法」, "Can you rephrase the second sentence slightly?"

The writer names one sentence (quoted, or by where it stands) and asks it said another way,
with no word of how. The classifier hears a register in such words ("reword" leans casual) and
would put a lasting question to the writer; the rules hear nothing. Where a message only asks
a sentence reworded, the classifier's questions are dropped — a reading the rules made (a
"more casually" beside it) stands. Pure.
"""

import re
from collections.abc import Sequence

from app.style.dimensions import Observation

_I = re.IGNORECASE
_QUOTED = r"(?:\"[^\"\n]+\"|“[^“”\n]+”|'[^'\n]+'|‘[^‘’\n]+’|「[^「」\n]+」)"
_WHICH_EN = (
    rf"(?:{_QUOTED}|(?:the|this|that) (?:(?:first|second|third|fourth|fifth|last|final|opening|"
    r"closing|next|previous|middle) )?(?:sentence|line|phrase|bit|clause)"
    r"(?: (?:in|of) (?:the )?(?:\w+ )?(?:paragraph|para|section))?|it|that|this)"
)
_REWORD_EN = re.compile(
    r"^\W*(?:(?:please|pls|kindly)\s+)?(?:(?:can|could|would|will) you\s+)?(?:please\s+)?"
    rf"(?:reword|rephrase|rewrite|re-?jig|tweak|redo|reshape)\s+{_WHICH_EN}\s*"
    r"(?:a (?:little|bit|touch|tad)(?: bit)?|slightly|somewhat|lightly|a little differently|"
    r"for me|please)?\s*(?:,?\s*please)?\W*$",
    _I,
)
_WHICH_ZH = (
    rf"(?:{_QUOTED}(?:这句话?|这一句)?|第[一二三四五六七八九十\d]+(?:段的?第[一二三四五六七八九十\d]+)?句话?|"
    r"(?:这|那|最后|开头|结尾|第一)(?:一)?句话?|开头那句|结尾那句)"
)
_REWORD_ZH = re.compile(
    rf"^\W*(?:请|麻烦)?(?:你)?(?:把|将)?{_WHICH_ZH}\s*(?:再)?(?:稍微|稍稍|略微|轻微|小小地?)?"
    r"(?:换(?:一)?个说法|换种说法|改(?:一下|下)?(?:说法|措辞)|改写一下|调整一下(?:说法|措辞)?|"
    r"换个表达|重新表述一下|润色一下)(?:吧|好吗|可以吗|行吗)?\W*$"
)


def rewords_one_sentence(text: str) -> bool:
    """Whether the message only asks one named sentence said another way."""
    text = text.strip()
    return bool(_REWORD_EN.match(text) or _REWORD_ZH.match(text))


def reworded_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said` without the classifier's questions where the words only ask a sentence reworded."""
    if words and all(rewords_one_sentence(text) for text in words):
        return [o for o in said if not o.tentative and o.reading not in ("classifier", "stance")]
    return said
