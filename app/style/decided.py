"""A wish said after the writer has settled something: a firm decision announced first ("Decided:
calm and quiet in every post from now on", 「定了：以后…」, 「就这么定了：往后每条都不放表情」), or
an earlier wish named and taken back before the new one (「说要大白话那条我收回，…以后该用的术语
都用上」).

The marker settles how firmly the rest is meant, and the words before the rest are no wish of
today's: the decision is the writer's own and final (filed against what is held, not put to them
as a close call), and the wish taken back is not wanted again. Read whole, 「说要大白话那条」 was
heard as plain words wanted (the opposite of what was asked), and 「往后每条都不放表情」 after 定了
was turned by the classifier into the emoji it refuses. Here the rest alone is read by the
rules and filed firm; when the rest asks nothing, the other readings stand (a withdrawal with
nothing in its place is app/style/withdrawals.py's). A decision about anything but the writing
(「定了：集市改到周日上午」) names no style and teaches nothing. Pure: words, readings and a
reader in.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.filing import CORRECTION_STRENGTH
from app.style.reading import LASTING, normalise
from app.style.spoken_forms import doubled_once

_I = re.IGNORECASE
# A decision announced before what was decided.
_DECIDED = re.compile(
    r"^\W*(?:ok(?:ay)?[,.]?\s+|right[,.]?\s+|so[,.]?\s+)?"
    r"(?:(?:it'?s\s+)?decided|decision(?:'s| is)? made|final (?:answer|decision|call)|"
    r"it'?s settled|settled|done deal|that'?s final)\s*[:：,.!—–-]+\s*|"
    r"^\W*(?:好|行|那)?[，,]?(?:就这么|就这样)?(?:定了|决定了|拍板了?|说定了|敲定了?)(?:吧|啊)?"
    r"\s*[：:，,。！!—]+\s*",
    _I,
)
# An earlier wish named and taken back, before the new one: 「说要大白话那条我收回，」.
_TAKEN_BACK = re.compile(
    r"^[^。！？!?]{0,24}?(?:那条|那个|这条|这个)(?:要求|规矩|规定)?(?:我|就|先|也)?"
    r"(?:收回|撤回|撤了|撤掉|作废|不算了?|取消|算了)(?:吧|了)?\s*[，,。；;]\s*"
)


def decided_read(
    words: Sequence[str], said: list[Observation], read: Callable[[str], list[Observation]]
) -> list[Observation]:
    """`said`, with what a settled message's rest asks, filed firm, in place of what its words
    were read as on those dimensions."""
    for text in words:
        plain = normalise(text.strip())
        marker = _DECIDED.match(plain) or _TAKEN_BACK.match(plain)
        if marker is None:
            continue
        rest = plain[marker.end() :]
        if not LASTING.search(rest) and not re.search(
            r"\bevery (?:post|one)\b|每(?:篇|条)", rest, _I
        ):
            continue
        heard = [
            o
            for o in read(doubled_once(rest))
            if not o.dimension.startswith("*") and not o.tentative and not o.scoped
        ]
        if not heard:
            continue
        dimensions = {o.dimension for o in heard}
        said = [
            o for o in said if o.dimension not in dimensions and not o.dimension.startswith("*")
        ]
        said += [
            replace(
                o,
                explicit=True,
                strength=max(o.strength, CORRECTION_STRENGTH),
                quote=text.strip()[:200],
            )
            for o in heard
        ]
    return said
