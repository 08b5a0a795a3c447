"""An instruction nobody gave, said to the editor: "Nobody ever asked you to keep the sentences
short", "Ain't nobody ever told you not to write long sentences". ("Who told you to…", 谁让你…
are said plainly before the rules read them: app/style/refusals_said.py.)

The sentence names what the editor did (or held back from) and denies that the writer asked for
it, so the writer wants the other way: the rules read its words as the instruction itself
("keep the sentences short" → shorter, "not to write long sentences" → shorter) and must turn that
reading round. Only the readings of that sentence are turned; a wish said beside it stands.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.hit import flip
from app.style.reading import sentences

_NOBODY = re.compile(
    r"^\W*(?:(?:and|but|so|look|listen|honestly)[,\s]+)*(?:ain'?t\s+)?(?:nobody|no one|no-one)"
    r"(?:\s+(?:ever|actually|once))?\s+(?:asked|told|wanted|said)\s+(?:you|ya|u)\b",
    re.IGNORECASE,
)
_PAUSE = re.compile(r"[,，;；:：]|\s[-–—]\s")


def unasked_turned(
    text: str, said: Sequence[Observation], read: Callable[[str], Sequence[Observation]]
) -> list[Observation]:
    """`said` with the readings of a sentence that denies the instruction turned round; `read`
    reads one sentence as the rules do."""
    # (Only the clause the denial opens: "Nobody asked you to add emoji, take them out" asks.)
    denied = [_PAUSE.split(s, maxsplit=1)[0] for s in sentences(text) if _NOBODY.search(s)]
    if not denied:
        return list(said)
    turned = {
        (o.dimension, o.value) for s in denied for o in read(s) if not o.dimension.startswith("*")
    }
    result: list[Observation] = []
    for o in said:
        if (o.dimension, o.value) in turned:
            o = replace(o, value=flip(o.dimension, o.value))
        if all((o.dimension, o.value) != (k.dimension, k.value) for k in result):
            result.append(o)
    return result
