"""A wish refused inside a frame the term readers do not see round, said plainly before they
read it: "I'd rather you didn't use exclamation marks" as "don't use…", "The last thing I want
is more emoji" as "I don't want more emoji", 「我从来不喜欢长句子」 as 「我讨厌长句子」,
「长句子我是一点都不想看到」 as 「我不想看到长句子」, 「别写那么短」 as 「别那么短」,
「我可没说要加表情」 as 「别加表情」 — so a refusal is never filed as the wish it refuses
(outside41 finding 6).

A negated negation stays a wish: "I'd rather you didn't hold back on exclamation marks" reads
"don't hold back on…", which the readers already take as "more"; 「我可从没说过不让用感叹号」 reads
「我要用感叹号」. Pure: text in, text out; read by app/style/normalising.py.
"""

import re

_I = re.IGNORECASE

# "I'd rather you didn't", "I would much prefer it if you did not", "I'd prefer that we never".
_RATHER = (
    r"\bI(?:'d| would)(?: much| really| honestly| just)? "
    r"(?:rather|prefer(?: it)?(?: if| that)?)"
)
_RATHER_NOT = re.compile(
    _RATHER + r"(?: you| we| they)? (?:didn'?t|did not|wouldn'?t|would not|never)\b", _I
)
# "I'd prefer it if you avoided long sentences": the avoiding asked for.
_RATHER_AVOIDED = re.compile(
    _RATHER + r"(?: you| we) (?:avoided|skipped|steered clear of|stayed away from|left out)\b", _I
)
# "The last thing I want is for you to cut the detail": that doing refused.
_LAST_THING_DONE = re.compile(
    r"\b(?:the )?last thing (?:I|we)(?:'d| would)? (?:want|need)\b[^.!?]{0,40}? "
    r"(?:is|would be) for (?:you|us|them) to\b",
    _I,
)
# "The last thing I want is more emoji", "the last thing these race reports need is longer
# paragraphs", "The last thing I want in the notices is a stiff voice": what follows refused.
_LAST_THING = re.compile(
    r"\b(?:the )?last thing (?:I|we|(?:these|those|the|our|my|this|that|your) [\w' -]{1,40}?)"
    r"(?:'d| would)? (?:want|wants|need|needs)\b(?: (?:in|on|from|for|with) [^.!?]{1,40}?)?"
    r" (?:is|are|would be)\b(?: (?:a|an|the|any)\b)?",
    _I,
)
# "I've never liked bullet points", "I have never been a fan of long titles".
_NEVER_LIKED = re.compile(
    r"\bI(?:'ve| have)? (?:always )?(?:never|always disliked|never really) "
    r"(?:liked|been (?:a |much of a )?fan of|cared for|been keen on|enjoyed)\b",
    _I,
)
# "I'd hate to see long titles again", "I'd hate it if you used emoji".
_HATE_TO_SEE = re.compile(
    r"\bI(?:'d| would) hate (?:to see|to read|to have|it if you used|for you to use)\b", _I
)
# "I never said to add emoji", "I didn't ask you to add a list": that was never wanted.
_NEVER_ASKED_TO = re.compile(
    r"\bI (?:never|didn'?t|did not)(?: ever| once)? (?:say|said|ask|asked|tell|told)"
    r"(?: you| anyone)? to\b",
    _I,
)

_ZH_VERB = r"(?:写|弄|搞|整|分|切|做|排|编)"
# 「长句子我是一点都不想看到」, 「术语我是真的一个都不想看见」, 「长标题我从来就不爱看」: the thing
# named first, then refused; said with the thing after the refusal.
_TOPIC_REFUSED = re.compile(
    r"(^|[。！？!?，,；;\s])([^，,。！？!?；;\s我你他她]{1,10}?)我"
    r"(?:是|真的|实在|真|从来|向来|一直|一向|根本|压根儿?)*"
    r"(?:一点儿?|一个|一句|一条|半点|丁点儿?)?(?:都|也|就)?"
    r"(?:不想|不爱|不喜欢|不愿意?)(?:再)?(?:看到|看见|见到|看|读|要)"
)
# 「我最不想看到的就是长段落」: the most refused thing, named after.
_MOST_REFUSED = re.compile(r"最不(?:想|愿意?)(?:看到|看见|见到|要)的(?:就)?是")
# 「我从来不喜欢长句子」, 「向来不爱」: a dislike (the readers know 讨厌, not 不喜欢).
# (「不是不喜欢表情」 denies the dislike: left for the double negatives.)
_DISLIKED = re.compile(
    r"(?<!不是)(?<!没)(?:从来|向来|一直|一向|从)?(?:都|就|也)?不(?:太)?(?:喜欢|爱看|爱)"
    # (「不喜欢用这么多表情」: a verb after it keeps the readers' own reading, heaps and all.)
    r"(?=[\u4e00-\u9fff])(?![用看加放写把被这那太])"
)
# 「别写那么短」, 「别分得那么碎」: the verb between the refusal and the degree.
_VERB_BEFORE_DEGREE = re.compile(r"(别|不要|甭|莫|不许)(再)?" + _ZH_VERB + r"得?(?=那么|这么|太)")
# 「我可从没说过不让用感叹号」: a ban denied, the thing wanted.
_BAN_DENIED = re.compile(
    r"我?(?:可|也|又)?(?:从来|从)?没(?:有)?(?:说|讲)(?:过)?不(?:让|许|准|能)(?=[用放加写])"
)
# 「我可没说要加表情」, 「我可没让你往通知里加表情」: that was never asked, nor wanted.
_NEVER_ASKED_ZH = re.compile(
    r"我(?:可|又|也|从来|从|压根儿?|根本)?(?:就)?没(?:有)?(?:说|让|叫|要求|请)(?:过)?"
    r"(?:你|您|你们)?(?:要)?(?!不)(?=(?:往|在|把|给)|[加放用写删改换分弄搞整])"
)

_PLAIN: tuple[tuple[re.Pattern[str], str], ...] = (
    (_RATHER_NOT, "don't"),
    (_RATHER_AVOIDED, "avoid"),
    (_LAST_THING_DONE, "don't"),
    (_LAST_THING, "I don't want"),
    (_NEVER_LIKED, "I don't like"),
    (_HATE_TO_SEE, "I don't want"),
    (_NEVER_ASKED_TO, "don't"),
    (_TOPIC_REFUSED, r"\1我不想看到\2"),
    (_MOST_REFUSED, "不想看到"),
    (_BAN_DENIED, "我要"),
    (_NEVER_ASKED_ZH, "别"),
    (_DISLIKED, "讨厌"),
    (_VERB_BEFORE_DEGREE, r"\1\2"),
)


def said_plainly(text: str) -> str:
    """`text` with each refusal frame said as the plain refusal the readers know."""
    for pattern, plain in _PLAIN:
        text = pattern.sub(plain, text)
    return text
