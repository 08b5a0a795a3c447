"""A ban of the writer's own scrapped for a small count: "Scrap the no-emoji rule — a couple per
post is fine now", 「不放表情那条规矩取消吧，每篇一两个就行」.

The rules read the count as fewer emoji; the classifier, hearing "emoji … fine now", is sure of
more and would turn the reading into a question about more. A writer who names their own ban and
gives the number allowed has said which way: the rules' reading stands (`rules_stand`, used by
classifier_combine where it weighs the classifier's opposite). Pure: text in, answer out.
"""

import re

from app.style.dimensions import Observation
from app.style.given_up import gives_up_a_taste

_SCRAPPED = re.compile(
    r"\b(?:scrap|drop|ditch|forget|lift|lose|bin|kill|cancel|end|relax|loosen)\w* "
    r"(?:the|my|that|our|your) no[- ](?:\w+[- ])?\w+ (?:rule|ban|policy|thing|order)\b|"
    r"(?:不(?:放|用|要|加)|禁用|禁止)\S{0,6}?(?:那条|这条|的)?(?:规矩|规定|要求|禁令)"
    r"(?:就)?(?:取消|作废|不算了|撤了|撤销|放宽)",
    re.IGNORECASE,
)


def scraps_own_ban_for_a_count(o: Observation, holding: dict[str, str], text: str) -> bool:
    """Whether `o` reads fewer of what the writer holds banned (none), in words that scrap that
    ban by name."""
    return (
        o.value == "fewer" and holding.get(o.dimension) == "none" and bool(_SCRAPPED.search(text))
    )


def rules_stand(o: Observation, holding: dict[str, str], text: str) -> bool:
    """Whether the rules' reading stands against the classifier's opposite: an old taste given
    up in so many words, or a ban of the writer's own scrapped for a count."""
    return gives_up_a_taste(text) or scraps_own_ban_for_a_count(o, holding, text)
