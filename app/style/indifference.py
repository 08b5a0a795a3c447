"""Indifference: the writer leaves a choice to us ("formal or chatty, whatever works", "Either is
fine by me — bullets or paragraphs", 「表情加不加随便你」, 「正式一点随意一点都行」). It teaches
nothing about what it names, approves nothing, and does not stop a real wish said beside it
("标题用哪个都行，不过以后段落写短一点") from being filed.

Read clause by clause: a clause saying it does not mind is indifferent when it names a choice
(an "or", 加不加, both sides of one dimension) or only a dimension's noun ("长短无所谓", "not
fussy about the tone"); one naming nothing ("whatever works for you", 「我都无所谓」) is
indifferent about the choice offered in the clause beside it. A clause naming one side alone
("I don't mind longer paragraphs") is leave, not indifference, and is left to the other rules.
"""

import re
from functools import lru_cache

from app.style.dimensions import DIMENSIONS
from app.style.hant import simplified
from app.style.named import named_dimensions
from app.style.poles import VALUES
from app.style.reading import sentences

_I = re.IGNORECASE

# Either will do: "not fussed whether…", "don't mind if…", "whatever works", 无所谓, 都行, 冇所谓.
# (Cantonese 都得, "either is fine", ends its clause; Mandarin 都得多放 is "must put more".)
INDIFFERENT = re.compile(
    r"\b(?:not (?:fussed|bothered|picky|precious|fussy)|(?:do ?n[o']?t|doesn'?t|won'?t) "
    r"(?:really |much |honestly )?(?:mind|care|matter)|(?:doesn'?t|does not|won'?t) matter|"
    r"either (?:is|way|one|will do|works)|either (?:\w+ )?(?:is|'s|would be) (?:fine|ok|okay|good)|"
    r"whichever|no preference|up to you|your call|whatever (?:works|you (?:think|prefer|like|"
    r"reckon|want)|is easier|suits)|I'?m easy|all the same to me)\b|"
    r"无所谓|不介意|不(?:太|怎么)?在(?:乎|意)|都行|都可以|都好|都成|随便(?![点一些写的地得])|随你|没所谓|冇所谓|唔介意|都得(?=[\s,，。.!！?？~～]|$|啦|喇|呀|㗎|嘅|喎)|看着办|你定吧?|"
    r"也行吧|均可",
    _I,
)
_EITHER = re.compile(r"还是|或者|或是|\bor\b|\bvs\.?\b|\bversus\b|\beither\b", _I)
# "加不加", "要不要", "长不长": a choice asked of one verb or adjective.
_A_NOT_A = re.compile(r"([\u4e00-\u9fff])[不没]\1")
# "长一点短一点", "多些少些", 长短, 多少: two ways named side by side, no "or" between.
_TWO_WAYS = re.compile(
    r"([\u4e00-\u9fff]{1,2})(?:一点|一些|点|些)儿?(?!\1)([\u4e00-\u9fff]{1,2})(?:一点|一些|点|些)|"
    r"长短|多少|繁简|快慢|深浅"
)
_CLAUSE = re.compile(r"[,，;；:：、—–]+|\s-\s|\b(?:but|though|however)\b|不过|但是|可是|只是", _I)


def sides_named(clause: str) -> dict[str, set[bool]]:
    """The poles `clause` names, by dimension: {dimension: {is the pole positive?}}."""
    named: dict[str, set[bool]] = {}
    for pattern, dimension, value in VALUES:
        if pattern.search(clause):
            named.setdefault(dimension, set()).add(DIMENSIONS[dimension][value] > 0)
    return named


def _offers_choice(clause: str) -> bool:
    if _EITHER.search(clause) or _A_NOT_A.search(clause) or _TWO_WAYS.search(clause):
        return True
    return any(len(sides) == 2 for sides in sides_named(clause).values())


def _names(clause: str) -> set[str]:
    return set(named_dimensions(clause)) | set(sides_named(clause))


@lru_cache(maxsize=256)
def indifferent_clauses(text: str) -> list[str]:
    """The clauses of `text` in which the writer leaves a choice to us."""
    found: list[str] = []
    for sentence in sentences(simplified(text)):
        clauses = [c.strip() for c in _CLAUSE.split(sentence) if c and c.strip()]
        for at, clause in enumerate(clauses):
            if not INDIFFERENT.search(clause):
                continue
            if not _names(clause):
                found.append(clause)
                beside = clauses[max(0, at - 1) : at] + clauses[at + 1 : at + 2]
                found.extend(c for c in beside if _offers_choice(c) and not INDIFFERENT.search(c))
            elif _offers_choice(clause) or not sides_named(clause):
                found.append(clause)
    return found


def indifferent_dimensions(text: str) -> set[str]:
    """The dimensions the writer says they do not mind either way."""
    return {d for clause in indifferent_clauses(text) for d in _names(clause)}


def is_indifferent(text: str) -> bool:
    """Whether the writer says, somewhere in `text`, that they leave a choice to us."""
    return bool(indifferent_clauses(text))


def without_indifference(text: str) -> str:
    """`text` without the choices it leaves to us: what else it says."""
    rest = simplified(text)
    for clause in indifferent_clauses(text):
        # ("Drop the emoji altogether — your call": a bare "your call" stays, as doubt about
        # the wish beside it.)
        if _names(clause) or _offers_choice(clause):
            rest = rest.replace(clause, " ", 1)
    return rest
