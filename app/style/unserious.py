"""Found unserious is no wish for a livelier tone: 「表情别再加了，家长们觉得不严肃」, "the parents
think it looks unprofessional" (outside55 F11).

Read word by word, 「不严肃」 is "not serious" — a lively tone, wished. Said as how readers (or
the writer) judge the text, it is the fault: the piece sounds too light. A careful editor hears
no wish for a livelier tone there, and takes the lively tone held — learned beside the emoji the
writer now bans — as no longer wanted: it is set aside (nothing filed in its place; whether the
writer wants it calm is theirs to say). Pure.
"""

import re
from collections.abc import Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.filing import WITHDRAWN, WRITER_STRENGTH

_I = re.IGNORECASE
_UNSERIOUS = re.compile(
    r"(?:觉得|嫌|说|认为|反映|看着|看起来|显得)[^，,。！!？?；;]{0,6}?"
    r"(?:不严肃|不够严肃|不正经|不庄重|不专业|不稳重|太随便|轻浮|太花哨|太幼稚|幼稚|像闹着玩)|"
    r"\b(?:thinks?|thought|feels?|felt|finds?|found|says?|said)\b[^.!?;]{0,30}?"
    r"\b(?:unprofessional|unserious|frivolous|flippant|childish|silly|not serious(?: enough)?|"
    r"too (?:light|jokey|jokey|playful|cute))\b|"
    r"\b(?:looks?|sounds?|seems?|comes? across as) (?:a bit |too |rather |so )?"
    r"(?:unprofessional|unserious|frivolous|flippant|childish|silly)\b",
    _I,
)


def found_unserious(text: str) -> bool:
    """Whether the words judge the text too light ("家长们觉得不严肃")."""
    return _UNSERIOUS.search(text) is not None


def unserious_read(
    words: Sequence[str], said: list[Observation], held: Sequence[StyleAssertion]
) -> list[Observation]:
    """`said` without a lively tone heard in a judgement of the text as unserious, and with a
    lively tone held set aside."""
    if not any(found_unserious(text) for text in words):
        return said
    said = [o for o in said if (o.dimension, o.value) != ("tone", "lively")]
    mine = next((a for a in held if a.dimension == "tone" and a.state == "active"), None)
    lively = mine is not None and mine.value == "lively" and mine.candidate is None
    if lively and all(o.dimension != "tone" for o in said):
        quote = next(text for text in words if found_unserious(text)).strip()
        said.append(
            Observation(
                dimension="tone",
                value="calm",
                source="writer",
                strength=WRITER_STRENGTH,
                by_writer=True,
                quote=quote,
                reading=WITHDRAWN,
            )
        )
    return said
