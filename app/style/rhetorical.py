"""A rhetorical question that complains is a complaint, not a question.

"Who even says 'utilise' any more?", "Who's reading a six-line sentence, seriously?",
「谁还这么说话啊？」, 「一句话写五行，谁读得下去啊？」,
「一段写半页，谁有耐心看完啊？」: nobody is asked anything; the writer says the thing named
should go, as plainly as a complaint without the "?". The wish is read as the classifier
reads the complaint; only whether the question is asked is decided here. "Who said I wanted
bullets?" (a denial of what was learned) and "who reads the newsletter, do you know?" (a
question about readers) are not such questions.
"""

import re

from app.style.hant import simplified
from app.style.lasting_asks import asks_for_lasting
from app.style.reading import is_polite_request

_I = re.IGNORECASE
# "who even/still/actually …", "who on earth …", "who in their right mind …"
_WHO_EMPHATIC = re.compile(
    r"\bwho(?:'s|’s| is| are| would| will| does| do)?\s+(?:even|still|actually|honestly|really|"
    r"seriously|on earth|in (?:their|the world|god'?s name)(?: right mind)?)\b",
    _I,
)
# "who's reading / who reads / who's going to read / who talks like …" with a sign of the
# complaint elsewhere: an answer (nobody), an aside (seriously, come on), what reading cost.
_WHO_DOES = re.compile(
    r"\bwho(?:'s|’s| is| are| would| will| does| do)?\s+(?:going to |gonna |ever )?"
    r"(?:say|says|saying|talk|talks|talking|read|reads|reading|write|writes|writing|speak|speaks|"
    r"use|uses|wade through|get through|sit through|make it through|finish|finishes)\b",
    _I,
)
_COMPLAINT_SIGN = re.compile(
    r"\b(?:nobody|no one|no-one|noone|come on|seriously|honestly|these days|nowadays|"
    r"any ?more|by the end|lost the thread|lose the thread|forgot|forget|that's who|"
    r"give me a break|for real|fr|lol|lmao)\b",
    _I,
)
# Not a rhetorical complaint: a denial of what was said, or a question about who someone is.
_DENIAL = re.compile(
    r"\bwho (?:said|says|told|asked|decided|wanted)\b[^?]{0,30}\b(?:I|me|we|us|my)\b|"
    r"\bwho (?:reads|is reading|are)\b[^?]{0,40}\b(?:do you know|any idea|can you tell)\b",
    _I,
)
# 「谁还…」「谁读得下去」「谁看得懂」「谁有耐心看完」「谁受得了」: a reader nobody would be.
_ZH = re.compile(
    r"谁(?:还(?:会|在|能|要|爱)?|又|会|能|愿意|有耐心|有心思|有工夫|有空|有那闲工夫)"
    r"[^？?。！!，,]{0,14}?(?:说|讲|读|看|听|用|写|受得了|懂)[^？?。！!]{0,14}[？?]|"
    r"谁(?:读|看|听)得(?:下去|完|懂|进去|明白)|谁(?:受|顶|扛)得(?:住|了)|谁(?:爱|想)(?:看|读|听)"
)
_ZH_DENIAL = re.compile(r"谁(?:说|让|叫|告诉)(?:过)?(?:你)?(?:我|咱)")


def complains_rhetorically(text: str) -> bool:
    """Whether `text` asks a rhetorical question that is a complaint about the writing."""
    plain = simplified(text)
    if _ZH_DENIAL.search(plain) or _DENIAL.search(plain):
        return False
    if _ZH.search(plain):
        return True
    if "?" not in plain and "？" not in plain:
        return False
    if _WHO_EMPHATIC.search(plain):
        return True
    return bool(_WHO_DOES.search(plain) and _COMPLAINT_SIGN.search(plain))


def asks_nothing(text: str) -> bool:
    """Whether a message typed as a question asks nothing: a request put politely ("Could all
    our posts sound less like a bank?"), a lasting wish put as one ("…listed out from here
    on?"), or a rhetorical complaint."""
    return is_polite_request(text) or asks_for_lasting(text) or complains_rhetorically(text)
