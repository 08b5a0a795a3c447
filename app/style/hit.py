"""One style judgement found in a clause (`Hit`), its opposite (`flip`), and how far back the
words before a term reach: to the previous term or a comma (`words_before`), and for a negation
to a comma or a second verb (`negation_reach`)."""

import re
from dataclasses import dataclass

from app.style.dimensions import DIMENSIONS


def flip(dimension: str, value: str) -> str:
    degrees = DIMENSIONS[dimension]
    sign = degrees[value] > 0
    return next(v for v, d in degrees.items() if (d > 0) != sign and abs(d) == 1)


# A comma, or the end of a Chinese predicate ("太干了😴 活泼点"): what comes before it does not
# modify the next term.
# ("为了" is "for the sake of", not the end of a predicate: "别为了通俗改掉" negates it.)
# "get rid of them and write full paragraphs": a second verb after "and" starts what it asks
# for; the negation before it has its own object.
_NEXT_VERB = (
    r"\b(?:and|then)\s+(?=(?:write|use|make|keep|give|put|add|go|switch|turn|try|stick|start|"
    r"do|bring|break|split|let)\b)"
)
_PREFIX_END = re.compile(
    r"[,，]|\s[-–—]\s|(?<=[\u4e00-\u9fff])(?<!为)了|[\U0001F300-\U0001FAFF\u2600-\u27BF]|"
    + _NEXT_VERB,
    re.IGNORECASE,
)
_SCOPE_END = re.compile(r"[,，]|" + _NEXT_VERB, re.IGNORECASE)


def negation_reach(before: str) -> str:
    """What a negation before a size can reach: back to a comma or a second verb."""
    return _SCOPE_END.split(before)[-1]


def words_before(clause: str, start: int, floor: int) -> str:
    """The words just before a term, not reaching back past the previous term or a comma."""
    prefix = clause[max(floor, start - 30) : start]
    return _PREFIX_END.split(prefix)[-1]


@dataclass(frozen=True)
class Hit:
    """One style judgement found in a clause. `literal`: the term taken at face value (not
    negated, not a complaint), the reading sarcasm turns round."""

    position: int
    dimension: str
    value: str
    literal: bool
    term: str = ""
    # Named, nothing asked ("a bunch of emoji"): heard only when turned round, never filed.
    mention: bool = False
    complaint: bool = False  # a word that names what is wrong ("公文", "stiff")
    # A complaint word negated ("not stiff", "别太随便"): a limit on a wish, when one is said
    # beside it ("Formal, please — not stiff"), not a wish of its own.
    bound: bool = False
