"""A change turned down for what others do, not a wish for its opposite: "Don't make it shorter just
because people skim — my readers read every word", "Don't make the titles shorter just to fit a
phone screen — they're fine as they are", 「别因为怕人不看就删短，我的读者每个字都会看」. The
writer keeps what is there; the rules would hear "not shorter" as "longer", and the readers who
"read every word" as a wish for more. What the refusing sentence says is not filed, unless the
same sentence asks for something from now on ("Don't make it shorter — if anything, from now on
give me more detail").
"""

import re
from collections.abc import Callable, Sequence

from app.style.dimensions import Observation
from app.style.hant import simplified
from app.style.named import named_dimensions
from app.style.reading import sentences

_I = re.IGNORECASE
_CHANGE = (
    r"(?:make|cut|trim|shorten|chop|pare|lengthen|pad|stretch|simplify|dumb|water|tone|change|"
    r"touch|strip|rewrite)"
)
# "Don't make it shorter just because…", "don't trim it for the skimmers", "dinnae shorten it
# because…" (Scots read plain before).
_REFUSED = re.compile(
    rf"\b(?:don'?t|do not|dinnae|never|no need to|you don'?t have to|there'?s no need to)\s+"
    rf"(?:go\s+)?{_CHANGE}\w*\b[^.;!?]{{0,50}}?\b(?:because|cos|'?cause|"
    r"to (?:fit|suit|please|match)|for (?:the |those )?(?:skimmers?|scrollers?|people who skim))\b|"
    r"\b(?:fine|good|right|great|perfect) (?:as|the way) (?:it is|they are|it stands|they stand)\b|"
    # ("Leave the route descriptions as they are", "leave my long recipe intros as they are".)
    r"\bleave (?:it|them|(?:the|my|our|these|those) (?:[\w-]+ ){0,3}?[\w-]+) (?:as|the way) "
    r"(?:it is|they are|it was|they were)\b",
    _I,
)
# (Not 「别为了短就砍掉」: cut for brevity's sake, the length itself wanted — a wish for more;
# 「别为了好读就删内容」 turns a cut down for another end.)
_REFUSED_ZH = re.compile(
    r"(?:别|不要|不用|不必|甭|用不着)(?:就|只)?(?:因为|为了(?![^。！!？?]{0,3}[短简]))"
    r"[^。！!？?]{1,20}?(?:就)?(?:删|砍|剪|缩|压|改|写)|"
    # 「原样放着就行」, 「原样留着就好」: what is there kept as it is.
    r"(?:保持原样|原样(?:放着|留着|摆着|搁着|保留)?就(?:好|行|可以|成)|就这样挺好|这样就挺好)"
)
# A wish said in the same sentence: from now on, instead, if anything.
_ASKED = re.compile(
    r"\b(?:from now on|in future|going forward|from here on|henceforth|if anything|instead|"
    r"rather|always)\b|以后|往后|今后|而是|反而|倒是要",
    _I,
)


def _refusing(text: str) -> list[str]:
    plain = simplified(text)
    return [
        s
        for s in sentences(plain)
        if (_REFUSED.search(s) or _REFUSED_ZH.search(s)) and not _ASKED.search(s)
    ]


def without_refused_changes(
    words: Sequence[str], said: list[Observation], read: Callable[[str], Sequence[Observation]]
) -> list[Observation]:
    """`said` without what a sentence turning a change down says of its dimensions (`read`
    reads one sentence as the rules do)."""
    refused = [s for text in words for s in _refusing(text)]
    if not refused:
        return said
    kept = {o.dimension for s in refused for o in read(s)}
    kept.update(d for s in refused for d in named_dimensions(s))
    return [o for o in said if o.dimension not in kept]
