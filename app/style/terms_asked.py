"""Whether a word counts as jargon, asked: "「行测」算不算专业术语啊？", "算术语吧？", "Would
'anticoagulant' count as jargon?" — a question about one term, no wish about the wording.
Neither the rules' reading of it (a rhetorical "看得懂吗？" beside it) nor the classifier's guess
is put to the writer."""

import re
from collections.abc import Sequence

from app.style.dimensions import Observation

TERM_ASKED = re.compile(
    r"(?:算不算|是不是|算是|算|属不属于|属于)\S{0,3}(?:专业|專業)?(?:术语|術語|行话|行話)\S{0,4}[？?吗嗎吧]|"
    r"\b(?:count|counts|qualify|qualifies) as (?:\w+ )?jargon\b[^.!]{0,60}\?|"
    r"\b(?:is|would|does) (?:that|this|it|['\"‘“][^'\"’”]{1,30}['\"’”]) (?:be |count as |seem )?"
    r"(?:jargon|a technical term)\b[^.!]{0,40}\?",
    re.I,
)


def asks_about_a_term(text: str) -> bool:
    return bool(TERM_ASKED.search(text))


def without_term_questions(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """`observations` without the questions about wording when the message asks about a term."""
    if not asks_about_a_term(text):
        return list(observations)
    return [o for o in observations if not (o.dimension == "vocabulary" and o.tentative)]
