"""A wish taken back later in the same message: "Shorter paragraphs from now on. Never mind,
ignore that.", "Actually, scratch that — keep it formal.", 「以后多用点表情吧。算了，当我没说」,
「以后段落短一点。哦不对，还是保持原样吧」 (outside41 finding 7); a wish owned up to as a joke at
once ("No emoji ever again. jk lol, keep them.", 「开玩笑的，照常放」) likewise (v72 `jk`).

What the writer said before the taking back is withdrawn with it; only what follows it (a
replacement, "keep it formal", or nothing) is read. A taking back that opens the message
("算了，错别字我自己改。以后…") has nothing before it to withdraw, one with an object ("never mind
the typo") is about that object, and one after words that recall an earlier message ("what I
said about…", 之前说的…) withdraws that earlier wish: app/style/withdrawals.py reads those.
Pure: text in, text out.
"""

import re

_I = re.IGNORECASE

# Said before a taking back, a word of hesitation or surprise ("Hmm, never mind", 「哦不对」).
_FILLER_EN = (
    r"(?:(?:hmm+|eh+|uh+|um+|oh|ah|well|ok(?:ay)?|actually|wait|no|nah|sorry|lol|lmao|haha+|"
    r"hehe+)[,.!…]*\s+)*"
)
# A wish said as a joke and owned up to at once ("No emoji ever again. jk lol, keep them.",
# "haha nah I'm messing with you"): taken back like "never mind" (v72 `jk`).
_JOKING_EN = (
    r"jk|j/k|(?:just |only )?(?:kidding|joking)|(?:I'?m |I am )(?:just |only )?(?:kidding|joking|"
    r"messing (?:with you|around)|pulling your leg|teasing)|(?:just )?messing with you|"
    r"not really|psych"
)
_TAKING_BACK_EN = re.compile(
    rf"{_FILLER_EN}(?:never ?mind|ignore (?:that|this|it|me|what I (?:just )?said)|"
    r"scratch (?:that|this)|forget (?:it|that|this|I said (?:it|that|anything))|"
    r"disregard (?:that|this|it)|cancel that|strike that|on second thoughts?|no wait|"
    r"wait,? no|actually,? no|don'?t bother|belay that|my bad|I take (?:it|that) back|"
    rf"{_JOKING_EN})(?:\s+(?:lol|lmao|haha+|hehe+))*(?:\s*[!.]+)?"
    r"(?=\s*(?:[,.!?;:—–…-]|$))|"
    # A slip put right at once: "Shorter - sorry, I mean LONGER - paragraphs".
    r"(?:sorry|oops|typo|autocorrect)[,.!…]*\s+(?:I\s+)?mean[t]?\b[,:]?",
    _I,
)
_FILLER_ZH = r"(?:[哦噢喔哎唉嗯呃啊额呀诶欸]+[，,…。！!\s～~]*)*"
_TAKING_BACK_ZH = re.compile(
    rf"{_FILLER_ZH}(?:还是)?(?:算了算了|算了吧?|当我没说过?|不对不对|不对|我收回|收回|撤回|"
    r"取消吧?|不用了|别管了|忽略吧|说错了|打错了|打错字了|写错了|口误|手滑了?|说反了|"
    # Said as a joke and owned up to: 「开玩笑的，照常放」, 「逗你的」, 「骗你的」.
    r"开(?:个|了个)?玩笑(?:的|啦|呢|而已)?|逗你(?:玩)?的|逗你玩(?:呢|儿)?|骗你的|说着玩的|闹着玩的|"
    r"别当真|不是认真的|瞎说的)(?:[哈嘿呵]+)?"
    r"(?=\s*(?:[，,。！!？?；;…～~、]|$))"
)
# Where a taking back may start: at the start of a sentence or a clause.
_BOUNDARY = re.compile(r"[.!?;,，。！？；…—–:：\n]\s*|\s[-–—]\s*")
# Words recalling an earlier message ("that no-emoji rule from back in May? forget it"): a
# taking back after them withdraws that one.
_RECALLS = re.compile(
    r"\b(?:I (?:said|asked|told|mentioned|wrote|gave you)|earlier|before|last (?:time|week)|"
    r"the other day|previous|back (?:in|when|then)|from back|"
    r"that(?: [\w'’-]+){0,4} (?:rule|thing|request|note|idea)|"
    r"the [\w'’-]+(?: [\w'’-]+){0,3} (?:rule|request))\b|"
    r"之前|先前|早先|以前|前面|前[几两]天|上[次回趟遍周]|上礼拜|"
    r"那会儿?|刚才|说过|那条|那个要求",
    _I,
)
# The wish named as a thing just before the taking back ("段落切短那个，取消吧", "the bullet point
# thing, never mind"): an earlier wish, named, not one said here.
_NAMED_AS_A_THING = re.compile(
    r"(?:那个|那条|那一条|这一条|那句话?|那件事|那事儿?|这个|这条)(?:要求|规矩|规定)?\s*$|"
    r"\b(?:thing|rule|note|request|idea|bit|business|stuff)\s*$",
    _I,
)
_WORDS = re.compile(r"\w")
# Only a word of pause before it ("Wait, scratch that - short titles", "Hang on, scratch that"):
# the taking back opens the message, so it takes back an earlier one (a correction, read whole).
_ONLY_FILLER = re.compile(
    r"\W*(?:(?:hmm+|eh+|uh+|um+|oh|ah|well|ok(?:ay)?|actually|wait|hang on|hold on|hold up|"
    r"no|nah|sorry|right|erm)\W*)+|\W*(?:(?:等等|等一下|等下|慢着|哦|噢|呃|嗯|唉|哎)\W*)+",
    _I,
)


def _taking_back_at(text: str, at: int) -> int | None:
    """Where a taking back starting at `at` ends (after every one said in a row), if one does."""
    end = None
    while True:
        found = _TAKING_BACK_EN.match(text, at) or _TAKING_BACK_ZH.match(text, at)
        if found is None:
            return end
        end = found.end()
        after = _BOUNDARY.match(text, end)
        at = after.end() if after else end


def what_stands(text: str) -> str:
    """`text` without what it takes back: the words after the last taking back that follows a
    wish said in the same message, or `text` as it is."""
    stands = text
    for boundary in _BOUNDARY.finditer(text):
        at = boundary.end()
        end = _taking_back_at(text, at)
        if end is None:
            continue
        before = text[: boundary.start()]
        if (
            not _WORDS.search(before)
            or _ONLY_FILLER.fullmatch(before)
            or _RECALLS.search(before)
            or _NAMED_AS_A_THING.search(before)
        ):
            continue
        stands = text[end:].lstrip(" ,.!?;:，。！？；…—–-~～")
        # ("Short titles - sorry, I mean long ones": the thing named before the slip.)
        named = _NOUN_BEFORE.search(before)
        if named:
            stands = _ONES.sub(named.group(1), stands, count=1)
        zh = _ZH_NOUN.findall(before)
        if zh and _ZH_MEANT.match(stands):
            # (「以后段落写短——打错了，是写长一点」: what is meant is said of the same thing.)
            lasting = "".join(_ZH_LASTING.findall(before)[:1])
            stands = lasting + zh[-1] + _ZH_IS.sub("", stands, count=1)
    return stands


# The thing a slip named last ("Short titles"), and "ones" standing for it in what is meant.
_NOUN_BEFORE = re.compile(r"([A-Za-z]+s)\W*$")
_ONES = re.compile(r"\bones\b", _I)
_ZH_NOUN = re.compile(r"段落|句子|标题|表情|感叹号|列表|用词|语气|篇幅|文章")
_ZH_LASTING = re.compile(r"以后|往后|今后|从今往后")
_ZH_IS = re.compile(r"^(?:我的意思)?(?:应该)?是")
# What is meant said bare, as a size or amount of the thing the slip named (「是写长一点」,
# 「写短些」): not a reading of its own (「还是长句好」, 「还是别改了」), nor nothing at all
# (「算了，当我没说」, the wish withdrawn whole).
_ZH_MEANT = re.compile(
    r"(?:我的意思|我是说|我想说)?(?:应该)?是?(?:要)?(?:写得?|再|更|稍微|多|少)?[长短多少简详精]"
    r"(?![句段])"
)
