"""A ban denied before the wish it leads to ("I'm not saying don't be formal - I'm saying be more
formal", "It's not that I don't want lists - I want them in every post"), said as the wish: the
denied ban's thing, wanted, then the rest.

Two negations round one thing read to the rules as a ban ("don't be formal"), and the clause
after it often names nothing of its own ("I want *them* in every post"): the classifier, left
alone with it, asked the opposite. Without both negations the thing is plainly wanted and the
clause after it reads as more of it. A wish denied with no ban inside ("It's not that I want
more emoji") is a denial, read by app/style/kept_own.py, and left as it is here.
"""

import re

_I = re.IGNORECASE
_DENIED_BAN = re.compile(
    r"(?P<frame>\b(?:I'?m not saying|I am not saying|I'?m not asking (?:you )?to|"
    r"it'?s not that|it is not that|it isn'?t that|not that)\s+)"
    r"(?P<who>I\s+|we\s+|you\s+)?(?P<neg>don'?t|do not|never|shouldn'?t|can'?t|won'?t|no)\s+"
    r"(?P<thing>[^.;!?—–]+?)(?=\s*(?:[.;!?—–]|\s-\s|,\s*(?:I'?m saying|I mean|I want|just|but|"
    r"rather)\b))(?P<asked>\s*\?+)?",
    _I,
)


def denied_ban_said_plainly(text: str) -> str:
    """`text` with "I'm not saying don't X" said as "X"; unchanged otherwise."""
    # the question marks after a denied ban are rhetorical ("it's not that I don't want the
    # lists?? keep them in"): said plainly, the wish ends with a full stop
    return _DENIED_BAN.sub(
        lambda m: (m.group("who") or "") + m.group("thing") + ("." if m.group("asked") else ""),
        text,
    )
