"""The writer takes back a ban and wants "them" back, naming nothing: "actually scrap that, the
kids love em. put em back on all the posts", "ok ignore that, the girls want em. stick em back
in", 「刚才那条不作数，还是都放回去吧」.

Said right after a ban, the pronoun can only mean what the ban kept out. When the persona holds
exactly one such ban (no emoji, no lists) and the message takes an earlier wish back and asks
for "them" back, the thing is wanted again — a correction, filed as one. With no ban held, or
more than one (which would "them" be?), nothing is read here. Pure: text and held values in.
"""

import re
from collections.abc import Sequence

from app.domain.models import StyleAssertion
from app.style.dimensions import Observation
from app.style.filing import CORRECTION_STRENGTH, WITHDRAWN
from app.style.normalising import normalise

_I = re.IGNORECASE

# An earlier wish taken back, named by "that" alone.
_TAKEN_BACK = re.compile(
    r"\b(?:scrap|scratch|ignore|forget|drop|ditch|cancel|undo|bin|never ?mind|disregard) "
    r"(?:that|this|it|what I (?:just )?said)\b|"
    r"当我没(?:说|讲|提)过?|不作数|不算数?了?|作废|算了算了|收回",
    _I,
)
# "Them" wanted back: "put em back", "stick 'em back in", "the kids love em", 放回去, 加回来;
# some of them: "pop some back", "bring a few back in".
_THEM_BACK = re.compile(
    r"\b(?:put|stick|bring|pop|add|chuck|throw|get|let) (?:(?:em|'em|them|those) (?:all )?|"
    r"(?:some|a few|a couple|one or two|a handful)(?: of (?:em|'em|them|those))? )back\b|"
    r"\b(?:love|loves|want|wants|like|likes|miss|misses) (?:em|'em|them)\b|"
    r"(?:加|放|用|弄|添)回(?:去|来)",
    _I,
)
# A held ban, and the thing it kept out wanted back: (dimension, banned values, value back).
_BANS = (
    ("emoji", ("none", "fewer"), "more"),
    ("structure", ("prose",), "lists"),
)


def wanted_back(
    words: Sequence[str], said: list[Observation], held: Sequence[StyleAssertion]
) -> list[Observation]:
    """`said` with "them" wanted back read as the one thing a held ban keeps out."""
    bans = [
        (dimension, back, a)
        for dimension, banned, back in _BANS
        for a in held
        if a.dimension == dimension
        and a.state == "active"
        and a.candidate is None
        and a.value in banned
    ]
    if len(bans) != 1:
        return said
    dimension, back, _ = bans[0]
    for text in words:
        plain = normalise(text)
        if not (_TAKEN_BACK.search(plain) and _THEM_BACK.search(plain)):
            continue
        # (A ban read as withdrawn with nothing in its place has its place here: "Pop some back".)
        if any(
            o.dimension == dimension and not o.tentative and o.reading != WITHDRAWN for o in said
        ):
            continue  # the rules heard it said (the thing named): as they read it
        said = [o for o in said if o.dimension != dimension]
        said.append(
            Observation(
                dimension=dimension,
                value=back,
                source="writer",
                strength=CORRECTION_STRENGTH,
                by_writer=True,
                quote=text.strip(),
                explicit=True,
            )
        )
    return said
