"""Grammatical person named in so many words — "second person", 第二人称 — is the value the
writer means, whatever the classifier makes of the words around it: a wish put as a question
("以后要不要直接用第二人称？就这么定了") is never turned into the other person. Only when the
message names one person and not the other (weighing both is the readers' business)."""

import re

_NAMED = {
    "second": re.compile(r"\bsecond[- ]person\b|第二人称", re.IGNORECASE),
    "third": re.compile(r"\bthird[- ]person\b|第三人称", re.IGNORECASE),
}


def names_person(text: str, dimension: str, value: str) -> bool:
    """Whether `text` names grammatical person `value` outright, and not the other."""
    if dimension != "person" or value not in _NAMED:
        return False
    others = (pattern for other, pattern in _NAMED.items() if other != value)
    return bool(_NAMED[value].search(text)) and not any(p.search(text) for p in others)
