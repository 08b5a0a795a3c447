"""How far a frame word reaches in a sentence ("not…", "I want…", "enough with…"): to the
next clause break, or, in a run-on said without commas, to the next order ("not make it stiff
like a bank letter keep it chatty"). Read by the arbiter's targets (app/style/targets.py).
"""

import re

_I = re.IGNORECASE

# A clause break: what a frame governs ends here (also a space between Chinese phrases).
CLAUSE_END = re.compile(
    r"[,，;；.。!！?？:：—–]|\s-\s|\b(?:and|or|but)\b|而是|但是|"
    r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])",
    _I,
)
# An order given in its own words: what a run-on asks next.
_ORDER_VERB = r"(?:keep|make|write|use|give|switch|stick to|put|bring|try)"
_OWN_VERB = re.compile(
    r"(?:\s+(?:ever|even|really|just|always|you|dare|try|to|go|and|please|do|not))*\s+"
    + _ORDER_VERB
    + r"\b",
    _I,
)
_NEXT_ORDER = re.compile(
    r"\s" + _ORDER_VERB + r"\s+(?:it|them|the|this|things|everything|every|all|my|our|a|an)\b", _I
)


def governed(sentence: str, frame: re.Pattern[str]) -> list[tuple[int, int, str]]:
    """The stretches a frame governs: from each frame word to the next clause break, with the
    frame's own words."""
    spans = []
    for match in frame.finditer(sentence):
        end = CLAUSE_END.search(sentence, match.end())
        stop = end.start() if end else len(sentence)
        # A run-on said without commas ("not make it stiff like a bank letter keep it chatty"):
        # a second order ends what the first governs; its own verb ("don't ever make…") does not.
        own = _OWN_VERB.match(sentence, match.end())
        order = _NEXT_ORDER.search(sentence, own.end() if own else match.end(), stop)
        spans.append((match.start(), order.start() if order else stop, match.group()))
    return spans


def clause_before(sentence: str, at: int) -> str:
    starts = [m.end() for m in CLAUSE_END.finditer(sentence, 0, at)]
    return sentence[(starts[-1] if starts else 0) : at]
