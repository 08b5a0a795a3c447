"""A rhetorical "since when" that complains: "Since when do we write to our members like a tax
office?", "When did the club newsletter start sounding like a legal contract?",
「我们什么时候开始跟会员说话像税务局了？」, 「公众号啥时候变成政府公文了？」 (v72 `rhetorical`).

Nobody asks for a date: the writer complains of what the writing has become, as plainly as
"we write to our members like a tax office" would — but only implied, so what that statement
says is put to the writer (pending), never filed, and it may turn a value held. A question
asking when something was changed ("When did you change the title?", 「什么时候改的标题？」) is
a question: the frame must name what the writing has become (like…, 变成…, 像…). Pure: text
in, readings out (`hear` reads the plain statement).
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from app.style.dimensions import Observation
from app.style.filing import TENTATIVE_STRENGTH
from app.style.hant import simplified

_I = re.IGNORECASE
_EN = re.compile(
    r"^\W*(?:(?:seriously|honestly|ok(?:ay)?|so|wait|um+|hmm+)[,.!…]*\s+)*"
    r"(?:since when (?:do|does|did|are|is|have|has)|when did|when exactly did|since when)\s+"
    r"(?P<said>[^?]*?\b(?:like|into|turn(?:ed)? into|become|became|sound(?:ing)? like|"
    r"read(?:ing)? like)\b[^?]*)\?+\W*$",
    _I,
)
_ZH = re.compile(
    r"^(?P<head>[^？?。！!]*?)(?:从)?(?:什么时候|啥时候|打什么时候|几时)(?:开始|起)?"
    r"(?P<tail>[^？?。！!]*?(?:变成|成了|像|跟[^？?]{1,12}(?:似的|一样))[^？?。！!]*?)"
    r"(?:了|的)?[吗呢啊呀]?[？?]+\W*$"
)


def plainly(text: str) -> str | None:
    """The complaint a rhetorical "since when" makes, said as a statement, or None."""
    plain = simplified(text).strip()
    found = _EN.match(plain)
    if found:
        return found.group("said").strip() + "."
    found = _ZH.match(plain)
    if found:
        return f"{found.group('head')}{found.group('tail')}了。"
    return None


def since_when_asked(
    words: Sequence[str], said: list[Observation], hear: Callable[[str], list[Observation]]
) -> list[Observation]:
    """`said`, or, for a message that is only a rhetorical "since when", what its plain
    statement says, put to the writer."""
    stated = [plainly(text) for text in words]
    if not words or any(s is None for s in stated):
        return said
    heard = [o for s in stated if s for o in hear(s) if o.by_writer]
    if not heard:
        return said
    return [
        replace(o, tentative=True, strength=min(o.strength, TENTATIVE_STRENGTH), reading="sarcasm")
        for o in heard
    ]
