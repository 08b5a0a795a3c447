"""A question that weighs two options ("'you' or 'customers' — which reads better?", "would bullet
points be easier, or does prose read better?", 「用分点好还是写成一段好？」) asks; it does not
choose, so nothing it names is filed. Nor does indifference between the two ("not fussed
whether it's formal or casual", 「正式还是随意都无所谓」).
"""

import re
from collections.abc import Sequence

from app.style.dimensions import DIMENSIONS, Observation
from app.style.hant import simplified
from app.style.indifference import INDIFFERENT, indifferent_clauses, without_indifference
from app.style.poles import VALUES
from app.style.reading import sentences

_I = re.IGNORECASE

# A question between two options asking which is better ("'you' or 'customers' — which reads
# better?", 「用“您”还是“居民朋友们”，哪个更规范？」): it asks, it does not choose.
_WHICH = re.compile(
    r"哪(?:个|种|一个|一种|样|些)(?:更|比较|好|合适|对)|选哪|用哪|"
    r"\bwhich (?:one |of (?:these|the two|them) )?"
    r"(?:is|reads|sounds|works|would|'?s|do you|should|fits)\b|\bwhat'?s better\b",
    _I,
)
# Both ways of one measure, an "or" between them: "more or fewer", 多放好还是少放好, 长点还是短点.
_BOTH_WAYS = re.compile(
    r"多\S{0,3}还是少|少\S{0,3}还是多|长\S{0,3}还是短|短\S{0,3}还是长|"
    r"\b(?:more|longer|shorter|fewer|less) or (?:more|longer|shorter|fewer|less)\b",
    _I,
)
_EITHER = re.compile(r"还是|或者|\bor\b|\bvs\.?\b|\bversus\b", _I)
# Doubt said beside two options ("表情到底放多点好还是少点好，我是真拿不准", "more or fewer, I
# honestly can't tell"): the same question, without its question mark.
_UNSURE = re.compile(
    r"拿不准|拿不定|说不准|吃不准|不确定|没数|没底|到底|究竟|"
    r"\bnot sure\b|\bcan'?t (?:tell|decide)\b|\bunsure\b|\bno idea\b|\bundecided\b|\btorn\b",
    _I,
)


def _asks_which(sentence: str) -> bool:
    asked = sentence.rstrip().endswith(("?", "？")) and _EITHER.search(sentence)
    if asked and (_WHICH.search(sentence) or _weighs_two(sentence)):
        return True
    if _UNSURE.search(sentence) and (_weighs_two(sentence) or _BOTH_WAYS.search(sentence)):
        return True
    return bool(INDIFFERENT.search(sentence) and _weighs_two(sentence))


def weighs_options(text: str) -> bool:
    """Does any sentence of `text` weigh two options, with or without its question mark
    ("段落长点还是短点好 我也拿不准")?"""
    return any(_asks_which(s) for s in sentences(simplified(text)))


def _weighs_two(sentence: str) -> bool:
    """Does the question name both sides of one dimension, an "or" between them ("would bullet
    points be easier, or does prose read better?", 「用分点好还是写成一段好？」)?"""
    either = _EITHER.search(sentence)
    if either is None:
        return False
    at = either.start()
    named = [(m.start(), d, v) for pattern, d, v in VALUES for m in pattern.finditer(sentence)]
    return any(
        a < at < b and d1 == d2 and _sides(d1, v1) != _sides(d2, v2)
        for a, d1, v1 in named
        for b, d2, v2 in named
    )


def _sides(dimension: str, value: str) -> bool:
    return DIMENSIONS[dimension][value] > 0


def without_choice_questions(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """A message whose only style words ask which of two options is better, or leave the choice
    to us ("Formal or chatty, whatever works"), files nothing of them; a wish said beside them
    ("标题用哪个都行，不过以后段落写短一点") still is."""
    from app.style.extract import offline_observations  # (extract does not read the arbiter)

    said = sentences(simplified(text))
    if not any(_asks_which(s) for s in said) and not indifferent_clauses(text):
        return list(observations)
    rest = " ".join(s for s in sentences(without_indifference(text)) if not _asks_which(s))
    still = {o.dimension for o in offline_observations(rest)} if rest.strip() else set()
    return [o for o in observations if o.dimension in still or o.measured]
