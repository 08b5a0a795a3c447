"""A bare "more" or "fewer" that points back at the previous turn ("I meant more of them",
"我是说多一点"): it names nothing, so it is held as a back-reference that memory carries to the
part the writer's last words asked about, and drops when there is none.
"""

import re

from app.style.dimensions import Observation

BARE_COUNT = "bare_count"  # the reading that marks the back-reference

_BACK_EN = re.compile(
    r"^\W*(?:(?:no|nope|wait|sorry|oops|actually|sorry,? no|i mean|i meant|i said|i wanted|"
    r"i asked for|what i meant was)\W+)+(?P<size>more|fewer|less)"
    r"(?:\s+of\s+(?:them|it|those|these))?(?:,?\s+not\s+(?:fewer|less|more))?\W*$",
    re.IGNORECASE,
)
_BACK_ZH = re.compile(
    r"^\W*(?:不对|不是|说反了|搞反了|我是说|我的意思是|我要的是|我说的是)[，,\s]*(?:是|要)?"
    r"(?P<size>多|少)(?:一?[点些])?(?:才对|吧|啊)?\W*$"
)


def bare_count(text: str) -> list[Observation]:
    """The back-reference heard in a message that is only "I meant more/fewer", else nothing."""
    match = _BACK_EN.match(text.strip()) or _BACK_ZH.match(text.strip())
    if match is None:
        return []
    more = match["size"] in ("more", "多")
    return [
        Observation(
            dimension="length",
            value="detailed" if more else "concise",
            source="writer",
            strength=0.75,  # as a correction is
            by_writer=True,
            quote=text.strip(),
            explicit=True,
            reading=BARE_COUNT,
        )
    ]
