"""Too much of a thing told by an image, not by "too": "the emoji are everywhere, like a
Christmas tree", "jargon up to the eyeballs", "术语满天飞", "表情多到像棵圣诞树".

Read word by word, such a sentence names the thing ("emoji", "jargon", "列表") and nothing
turns it round, so it would be filed as wanted — the opposite of what the writer means. Here
the thing said to be everywhere is put to the writer the other way round (asked, never filed
firmly: an image is a guess at a wish). A sentence that orders, wishes or praises is left
as it was read.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import DIMENSIONS, Observation
from app.style.filing import TENTATIVE_STRENGTH, heard_as
from app.style.hits import Context, Hit, clause_hits, clauses, flip
from app.style.others import is_someone_else, others_first
from app.style.prefilter import screened
from app.style.quiet import directs, said_sentences
from app.style.reading import mask_quoted, normalise

_EXCESS = re.compile(
    r"\bso (?:many|much)\b(?!\s+(?:\w+er|more|less|better|worse)\b)|\beverywhere\b|"
    r"\ball over (?:the place|it|the page|the text)\b|"
    r"\bup to (?:the|my|our|your|their|its) (?:eyeballs|ears|neck|eyes|armpits)\b|"
    r"\b(?:drowning|drowned|swimming|wading|buried|smothered|lost) (?:in|under)\b|"
    r"\bwalls? of\b|\bplastered (?:with|in|all over)\b|\blittered with\b|"
    r"\bsprinkled (?:all )?over\b|\bstuffed (?:with|full)\b|\bcrammed (?:with|full)\b|"
    r"\bchock-?a-?block\b|\bwall[- ]to[- ]wall\b|"
    r"\bthick with\b|\bheavy on\b|\boverflowing\b|\bteeming with\b|\bcrawling with\b|"
    r"\ba (?:sea|flood|deluge|avalanche|blizzard|forest|swarm|barrage) of\b|"
    r"\bmore \w+ than (?:words|text|content|story|anything else)\b|"
    r"\b(?:in|on) every (?:single )?(?:line|sentence|paragraph)\b|"
    # Things counted by the handful: "full of exclamation marks", "every line … with emoji".
    r"\b(?:full of|riddled with|peppered with|bristling with|packed with|crammed with|"
    r"every (?:single )?(?:line|sentence|paragraph)\b[^.!?]{0,40}?\bwith) (?:\w+ ){0,2}?"
    r"(?=(?:emoji|emoticons|smileys|exclamation|jargon|acronyms|buzzwords|bullet)\w*)|"
    r"\bevery (?:other|single) (?:word|line)\b|"
    r"多到|多得|长到|长得(?!像|好看|帅|漂亮|不错)|一大堆|一堆|满屏|满篇|满纸|满天飞|铺天盖地|密密麻麻|"
    r"堆满|塞满|到处都是|遍地|成堆|扎堆|泛滥|扑面而来|一个接一个|一条接一条|多如牛毛|数不清|一长串",
    re.IGNORECASE,
)
_EXCESS = screened(_EXCESS)
# A clause that likes what it names is no complaint ("love that there are so many examples").
_LIKED = re.compile(
    r"\b(?:love|loved|liked|enjoy|enjoyed|adore)\b|\bI (?:really )?like\b|喜欢|爱看",
    re.IGNORECASE,
)


# Excess told so plainly it stands beside a firm ban ("感叹号满天飞，以后不许这样"): no
# comparison or negation in its clause to turn it round.
_PLAIN_EXCESS = re.compile(r"满天飞|满屏|满篇|铺天盖地|到处都是|泛滥|堆满")
_TURNED = re.compile(r"不是|没|比|不|\bthan\b|\bnot\b", re.IGNORECASE)


def excess_told(text: str, plainly: bool = False) -> dict[str, str]:
    """dimension -> the value wanted, for each thing the message says is everywhere (`plainly`:
    only in clauses that say so in so many words, with nothing turning them round)."""
    wanted: dict[str, str] = {}
    for sentence in said_sentences(text):
        masked = mask_quoted(normalise(sentence))
        if any(is_someone_else(c) or others_first(c) for c in clauses(masked)[:1]):
            continue  # "那位专员写邮件总爱用一堆英文缩写": someone else's ways, not this text
        for clause in clauses(masked):
            if not _EXCESS.search(clause) or directs(clause) or _LIKED.search(clause):
                continue
            if plainly and (not _PLAIN_EXCESS.search(clause) or _TURNED.search(clause)):
                continue
            for hit in clause_hits(clause, Context(), False):
                if hit.literal:  # named, or only mentioned: "the emoji are everywhere"
                    wanted[hit.dimension] = flip(hit.dimension, hit.value)
    return wanted


def excess_turned(text: str, observations: Sequence[Observation]) -> list[Observation]:
    """Observations with what the message says is everywhere turned round and asked; a thing
    only named as everywhere is asked the other way round."""
    wanted = excess_told(text)
    plain = excess_told(text, plainly=True)
    turned: list[Observation] = []
    for observation in observations:
        if observation.reading == "sarcasm":
            # ("so much pep in this one, I nearly dozed off": the excess is the mock praise,
            # already read the way the sarcasm means.)
            turned.append(observation)
            continue
        value = wanted.get(observation.dimension)
        degrees = DIMENSIONS[observation.dimension]
        against = value is not None and (degrees[value] > 0) != (degrees[observation.value] > 0)
        if value is not None and against and observation.explicit:
            if plain.get(observation.dimension) != value:
                turned.append(observation)
                continue
            # "别再一惊一乍的了，感叹号满天飞，以后不许这样": said firmly, the excess is what is
            # banned; the wish stands firm, the way the excess means.
            observation = replace(observation, value=value)
        elif value is not None and against:
            observation = replace(
                observation,
                value=value,
                tentative=not observation.scoped,
                strength=min(observation.strength, TENTATIVE_STRENGTH),
                reading="complaint",
            )
        turned.append(observation)
    heard = {o.dimension for o in observations}
    # Only named, never filed ("The emoji are everywhere though"): asked the way it means.
    turned += [
        heard_as(Hit(0, dimension, value, False), text, False, Context(), True, "complaint")
        for dimension, value in wanted.items()
        if dimension not in heard
    ]
    return turned
