"""Party emoji shown beside a grave notice, praised in mock: "Ah yes, 🎉🥳🎊 - the perfect garnish
for 'tours cancelled because of the oil spill'", 「“因台风停航”后面配三个🎉🎊🥳，真会挑啊」. The
praise is not meant: fewer emoji, put to the writer as a question (a sarcastic reading — it
may be about that notice only).

Read as praise, it was heard as approval of the draft (nothing asked) or not at all.
"""

import re
from collections.abc import Sequence

from app.domain.text import EMOJI_PATTERN
from app.style.dimensions import Observation
from app.style.filing import TENTATIVE_STRENGTH
from app.style.grave import names_a_grave_event

_EMOJI = re.compile(EMOJI_PATTERN)
# The mock praise: "Ah yes", "Oh lovely", "the perfect garnish", "just the thing", 真会挑,
# 绝配, 真是应景.
_MOCK_PRAISE = re.compile(
    r"\b(?:ah|oh)\s+(?:yes|great|lovely|perfect|brilliant|good|nice|wonderful)\b|"
    r"\b(?:the|a) perfect (?:garnish|touch|accompaniment|finishing touch|match|complement)\b|"
    r"\bjust the (?:thing|touch|ticket)\b|\bjust what\b[^.!?]{0,40}\bneeded\b|\bnothing says\b|"
    r"\bhow (?:fitting|festive|appropriate|tasteful)\b|"
    r"真会(?:挑|配|选)|绝配|真(?:是|够)?应景|太(?:应景|合适)了|配得真好|好有喜感",
    re.IGNORECASE,
)
# Emoji that celebrate: party poppers, confetti, balloons, clinking glasses, grins.
_FESTIVE = "🎉🥳🎊🎈🍾🥂😁😂🤩🙌💃🕺🎆🎇✨"
READING = "sarcasm"


def _festive_shown(text: str) -> int:
    return sum(1 for m in _EMOJI.finditer(text) if any(c in _FESTIVE for c in m.group()))


def grave_emoji_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said`, or — when a message shows party emoji on a grave notice with mock praise —
    fewer emoji asked, in place of the praise's approval."""
    if any(o.dimension == "emoji" for o in said):
        return said
    for text in words:
        if _festive_shown(text) >= 2 and _MOCK_PRAISE.search(text) and names_a_grave_event(text):
            kept = [o for o in said if not o.dimension.startswith("*")]
            return [
                *kept,
                Observation(
                    "emoji",
                    "fewer",
                    "writer",
                    TENTATIVE_STRENGTH,
                    True,
                    quote=text.strip()[:200],
                    tentative=True,
                    reading=READING,
                ),
            ]
    return said
