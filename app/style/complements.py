"""The words asked for by their complement: "keep the words simple", "make the language plainer",
"keep the terminology precise", "把用词写得通俗些".

"simple" and "plain" alone name too much ("a simple recipe", "plain flour") to be terms; said as
the complement of the words themselves after keep / make / write, they ask for a vocabulary.
Negated ("don't make the words too simple") or asked ("should the words be simpler?" is read as
a question elsewhere), nothing is read here: a wrong reading is worse than none.
"""

import re

_WORDS = (
    r"(?:words?|wording|language|vocab(?:ulary)?|terms|terminology|phrasing|用词|用语|措辞|字眼)"
)
_PLAIN = r"(?:plain|plainer|simple|simpler|everyday|easy|easier|accessible|straightforward)"
_TECHNICAL = r"(?:technical|precise|specialist|exact|proper)"
_COMPLEMENT = re.compile(
    # (Dialect articles: Pidgin "keep da words simple", Caribbean "make de language plain".)
    r"\b(?:keep|make|write|get|leave|have)\s+(?:the|your|our|my|all the|its|their|da|de|di)?\s*"
    + _WORDS
    + r"\s+(?:(?:nice and|really|very|properly|a (?:bit|little|touch|lot))\s+)?"
    r"(?:(?P<plain>" + _PLAIN + r")|(?P<technical>" + _TECHNICAL + r"))\b|"
    r"(?:把)?" + _WORDS + r"(?:写|改|换|弄)得?(?:更)?(?:(?P<plain_zh>通俗|简单|浅白|直白|好懂|易懂)"
    r"|(?P<technical_zh>专业|精确|准确|规范))(?:一?[点些])?",
    re.IGNORECASE,
)
_NOT_BEFORE = re.compile(
    r"\b(?:don'?t|do not|never|not|no need to)\b|别|不要|不用|不必", re.IGNORECASE
)


def complement_values(clause: str) -> list[tuple[int, str]]:
    """(position, "plain" | "technical") for each vocabulary asked for as a complement."""
    found: list[tuple[int, str]] = []
    for match in _COMPLEMENT.finditer(clause):
        if _NOT_BEFORE.search(clause[max(0, match.start() - 20) : match.start()]):
            continue
        plain = match.group("plain") or match.group("plain_zh")
        found.append((match.start(), "plain" if plain else "technical"))
    return found[:1]
