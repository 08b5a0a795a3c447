"""The way things were before called fine after a wish: "Actually, the old way was fine.",
"On second thought, the old way was better.", 「其实原来那样就挺好的。」,
「想了想，还是原来的写法好。」 (v72 `old_way_after`).

The message names no dimension: what it turns back is the wish learned last, so the other value
of that wish is put to the writer (pending, a conflict with what is held), as a bare "scratch
that" is (app/style/mixed_up.py). Only a message that says nothing else is read so ("还是老样子"
with this week's notice is the same treatment asked, not a wish undone). Pure: text and held
values in.
"""

import re
from collections.abc import Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.filing import WITHDRAWN, WRITER_STRENGTH
from app.style.hant import simplified
from app.style.hit import flip

_I = re.IGNORECASE
_OPENER_EN = (
    r"(?:(?:actually|hmm+|um+|well|ok(?:ay)?|so|honestly|you know what|on second thoughts?|"
    r"thinking about it|having thought about it|looking (?:at it|back)|in hindsight|nah|no)"
    r"[,.!…]*\s+)*"
)
_BEFORE_EN = (
    r"(?:the old way|the way (?:it|they|things) (?:was|were)(?: before| earlier)?|"
    r"how (?:it|they|things) (?:was|were)(?: before| earlier)?|the (?:old|original|earlier|"
    r"previous) (?:version|style|way|one|ones|setup)|what we had(?: before)?|it (?:before|"
    r"as it was))"
)
_FINE_EN = (
    r"(?:was|were|is|'s) (?:(?:actually|really|honestly|perfectly|just) )?"
    r"(?:fine|better|ok|okay|good|alright|all right|right)(?: after all)?"
)
_OLD_WAY_EN = re.compile(
    rf"^\W*{_OPENER_EN}(?:(?:I think|I guess|tbh|to be honest)[,]?\s+)?(?:"
    rf"{_BEFORE_EN} {_FINE_EN}|"
    rf"I (?:preferred|liked) (?:it |them )?{_BEFORE_EN}|"
    rf"(?:let'?s |can we |could we |please )?(?:go|switch|change it|put it) back to {_BEFORE_EN}"
    r")(?:,? (?:to be honest|tbh|really|honestly|after all))?\W*$",
    _I,
)
_OLD_WAY_ZH = re.compile(
    r"^\W*(?:(?:其实|想了想|想想|仔细想想|回头看看|说实话|嗯+|呃+|唉|哎)[，,。…\s]*)*"
    r"(?:(?:还是|感觉|觉得|我觉得)?(?:原来|之前|以前|原先|本来)(?:那样|那种|的(?:写法|样子|风格|版本)?)?"
    r"(?:就|也|其实)?(?:挺|很|蛮|更|比较)?(?:好|不错|合适|可以|行)(?:的|些|一些|一点)?|"
    r"(?:还是)?(?:改回|换回|回到)(?:原来|之前|以前|原先)(?:那样|的样子|的写法)?)"
    r"[吧啊呀了的]*\W*$"
)


def says_old_way(text: str) -> bool:
    """Whether the whole message calls the way before the last wish fine, and nothing else."""
    plain = simplified(text).strip()
    return bool(_OLD_WAY_EN.match(plain) or _OLD_WAY_ZH.match(plain))


def old_way_asked(
    words: Sequence[str], said: list[Observation], held: Sequence[StyleAssertion]
) -> list[Observation]:
    """`said` with the wish learned last turned back, its other value asked, when the message
    only says the old way was fine."""
    mine = [a for a in held if a.state == "active" and a.candidate is None]
    if not words or not mine or not all(says_old_way(text) for text in words):
        return said
    last = max(mine, key=lambda a: a.updated_at)
    return [o for o in said if o.dimension != last.dimension] + [
        Observation(
            dimension=last.dimension,
            value=flip(last.dimension, last.value),
            source="writer",
            strength=WRITER_STRENGTH,
            by_writer=True,
            quote=" ".join(words).strip(),
            reading=WITHDRAWN,
        )
    ]
