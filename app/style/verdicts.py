"""A bare verdict on the text, said and not asked: "Too formal, livelier", "Way too stiff.",
"Still too wordy", "It's far too chatty", 「太正式了，活泼一点」, 「还是有点太长了」.

The classifier learnt "too formal" almost only from questions ("Is this too formal for
Instagram?", "Too formal?", "is the notice too formal for the rank marshals or is it fine"):
sixteen training lines with the two words teach nothing and one teaches casual, so a flat "Too
formal, livelier" ranked nothing first, 0.68 before style v75 was trained on and 0.71 after
(one quoted "Shall I make the tone livelier…? No, leave it calm" moved "livelier" too), past the
veto's 0.7 — and the rules' casual and lively were dropped as if the writer had asked. What
makes those lines questions is the "?", the "is this", the "do you reckon", never the verdict's
own words, so a message that opens with the verdict and asks, supposes, hedges, reports someone
else's taste and scopes to one piece nothing keeps what the rules heard in it
(app/style/classifier_combine.py: the veto).
"""

import re

from app.style.extract import is_one_off
from app.style.others import is_third_party
from app.style.reading import is_hesitant, mood, sentences

_DEGREE_EN = (
    r"(?:still|way|far|much|a\s+bit|a\s+little|a\s+tad|a\s+touch|bit|just|rather|kinda|"
    r"kind\s+of|sort\s+of|slightly|so|all|really|definitely|simply|waa+y)"
)
# What the verdict is about: the text itself, never a person ("my boss is too formal").
_SUBJECT_EN = (
    r"(?:(?:it|this|that|this\s+one|the\s+(?:whole\s+)?(?:thing|piece|post|draft|text|tone|"
    r"language|wording|writing|copy|article|update|newsletter|email|intro|opening))"
    r"(?:'s|\s+is|\s+reads|\s+sounds|\s+feels|\s+looks|\s+comes\s+across(?:\s+as)?)\s+|"
    r"(?:reads|sounds|feels|looks|comes\s+across(?:\s+as)?)\s+)"
)
# "Too bad", "too late", "too kind": no verdict on the writing.
_NOT_STYLE_EN = r"(?:bad|late|soon|early|busy|tired|kind|good|true|right|sure)\b"
_VERDICT_EN = re.compile(
    rf"^[\s>*_•\-–—]*(?:(?:ok(?:ay)?|hmm+|ugh|nah|no|yeah|honestly)\W+)?"
    rf"{_SUBJECT_EN}?(?:{_DEGREE_EN}\s+)*too\s+(?!{_NOT_STYLE_EN})(?:much\s+|many\s+)?[a-z]",
    re.I,
)
_DEGREE_ZH = r"(?:有点|有點|有些|稍微|实在|實在|真的|确实|確實|还是|還是|整体|整體|感觉|感覺)"
_SUBJECT_ZH = r"(?:这篇|這篇|这个|這個|这|這|全文|语气|語氣|读起来|讀起來|写得|寫得|看着|看著)"
# 「太好了」「太感谢了」: thanks and joy, not a verdict on the writing.
_NOT_STYLE_ZH = r"(?:好|棒|赞|讚|感谢|感謝|谢谢|謝謝|厉害|厲害|可惜|晚|早|忙|累|对|對)"
_VERDICT_ZH = re.compile(
    rf"^[\s>*_•\-–—]*{_SUBJECT_ZH}?{_DEGREE_ZH}*(?:太|过于|過於)(?!{_NOT_STYLE_ZH})"
    r"[\u4e00-\u9fff]"
)
_ASKED = re.compile(r"[?？]|[吗嗎呢][\s。.!！]*$")
_SUPPOSED = re.compile(
    r"\b(?:if|would|were|suppose|imagine|unless)\b|假如|如果|要是|假设|假設|万一|萬一", re.I
)


def gives_a_verdict(text: str) -> bool:
    """Whether `text` opens with a verdict on the writing ("Too formal", 「太正式了」) and
    asks, supposes, hedges, reports and scopes nothing."""
    said = sentences(text)
    if not said or not (_VERDICT_EN.match(said[0]) or _VERDICT_ZH.match(said[0])):
        return False
    if _ASKED.search(text) or _SUPPOSED.search(text):
        return False
    if any(mood(s) != "request" for s in said):
        return False
    return not (is_third_party(text) or is_hesitant(text) or is_one_off(text))
