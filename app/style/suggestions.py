"""A wish softened but not doubted — "Maybe the paragraphs could be shorter, I think? The farmers
read them on small phones", 「或者…通告可以寫短啲？」, 「要不…标题短一点？」 — is the writer's
suggestion, not an open question: it is filed at the weight of a tentative wish, so a held value
with more weight behind it is put to the writer (pending) and a weak or absent one gives way.

A wish beside doubt said outright ("Not decided, mind", 「我还没想清楚」, "…maybe?", "I could be
wrong") stays a proposal, asked, whatever is held.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.filing import TENTATIVE_STRENGTH
from app.style.hant import simplified
from app.style.poles import DOUBT

_I = re.IGNORECASE

# Doubt beyond a softener: the writer says the idea may be wrong, or leaves it open.
_OPEN = re.compile(
    # "…after all... maybe?", "…，可能吧": the doubt said last, on its own.
    r"(?:\.{2,}|…|[,，—–-]|^)\s*(?:or\s+)?(?:maybe|perhaps|possibly|或许|也许|可能)(?:\s+not)?"
    r"\s*[?？.。!！]*\s*$|"
    r"\b(?:starting|beginning|coming) to (?:think|wonder|feel|suspect)\b|\bI wonder\b|"
    r"\b(?:could|might) be (?:wrong|a (?:dumb|silly|daft|bad|stupid) idea)\b|"
    r"\b(?:dumb|silly|daft|stupid|wild) idea\b|\bidk\b|\bno idea\b|\bwho knows\b|"
    # "Part of me thinks…", "Then again, what do I know", "Only a thought, not sure yet".
    r"\bpart of me (?:thinks|wants|wonders|feels)\b|\bthen again\b|\bwhat do I know\b|"
    r"\b(?:only|just) a thought\b|\bnot sure yet\b|\bI'?ve been wondering\b|"
    r"转念一想|只是个想法|随口一说|"
    r"\bI (?:kind of|sort of|kinda|sorta) (?:want|miss|think|feel)\b|"
    r"(?:最近|一直|我|我也)?(?:在想|在琢磨)|可能吧|也许吧|或许吧|吧[?？]|说不太(?:准|好)|不太好说|"
    r"不一定|我也不知道|不知道(?:好不好|行不行|对不对)|试试看?吧?[?？]|"
    # The reader's view asked, or leave given rather than a wish: nothing suggested.
    r"\bwhat do you (?:think|reckon)\b|\byour (?:take|view|opinion|thoughts)\b|\bthoughts\?|"
    r"你(?:觉得|看|认为)|想听听|你的(?:看法|意见)|"
    r"\b(?:just|only) asking\b|\bdon'?t change (?:anything|it) (?:yet|just yet)\b|"
    r"只是问问|就是问问|(?:先)?别(?:急着)?(?:改|动)|"
    r"无所谓|都行|也行|随便|\bI don'?t mind\b|\beither way\b|\bup to you\b|\bwhatever\b|"
    r"\byour (?:call|choice|decision)\b|你(?:来)?(?:定|决定)吧|你拿主意",
    _I,
)
# Two options put side by side in a question ("…再长一点？还是短的好", "bullets or prose?").
_CHOICE = re.compile(r"(?<=\S)还是|^\W*还是|\bor\b", _I)


def open_doubt(text: str) -> bool:
    """Does the message leave the wish open, beyond a softener?"""
    said = simplified(text)
    parts = _parts(said)
    asked = [p for p in parts if p.rstrip().endswith(("?", "？"))]
    choice = any(_CHOICE.search(p) for p in asked) or any(
        re.match(r"\W*还是", p) for p in parts[1:]
    )
    return bool(DOUBT.search(said) or choice or any(_OPEN.search(p) for p in parts))


def _parts(text: str) -> list[str]:
    return [p for p in re.split(r"(?<=[.!?。！？])\s*", text) if p.strip()] or [text]


def as_suggestions(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """Hesitant readings of a message that doubts nothing outright, as the writer's suggestion."""
    if open_doubt(text):
        return list(observations)
    return [
        replace(o, tentative=False, strength=min(o.strength, TENTATIVE_STRENGTH), reading="")
        if o.tentative and o.reading == "hesitant" and o.by_writer and not o.scoped
        else o
        for o in observations
    ]
