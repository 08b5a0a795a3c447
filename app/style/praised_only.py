"""Whether a message is sincere praise of the result and nothing else ("that's exactly what the
pickers need", "Brilliant — the kids are going to love this", 「太好了，这下老人家们都看得懂了」):
it asks for nothing, so nothing is put to the writer from it — no guess at a wish, no readers'
taste, and no doubt cast on what they hold. Sarcasm needs its signals (a laugh, an eye-roll,
a quote of the text, a likening, a complaint, a negation); without any, praise is meant.

Praise of one version ("Ah that tighter one is lovely", 「刚才那版短的挺好」) with nothing said of
the pieces to come is praise of that version, not a rule: it casts no doubt on a held value the
other way (`praises_one_version`); "do them all like that" makes it a rule, read by the rules.

English and Chinese. A wish beside the praise ("…keep doing that", 「以后就这样」) is read by
the rules as usual (app/style/praise.py); this only quiets the questions.
"""

import re
from functools import lru_cache

from app.style.hits import Context, clause_hits, clauses
from app.style.prefilter import screened
from app.style.reading import sentences


def _re(pattern: str) -> re.Pattern[str]:
    return screened(re.compile(pattern, re.IGNORECASE))


_PRAISE = _re(
    r"\b(?:perfect|brilliant|great|lovely|excellent|fantastic|awesome|amazing|superb|spot on|"
    r"nailed it|love (?:it|this|that)|exactly (?:what|right)|just what|that'?s (?:it|the one)|"
    r"well done|good job|nice (?:one|work|job)|(?:so )?much better|beautiful|wonderful|"
    r"what a difference|now (?:that'?s|we'?re talking)|thank(?:s| you)|cheers|top notch|"
    r"bang on|chef'?s kiss|looks? (?:good|great)|reads? (?:well|great|beautifully))\b|"
    r"太好了|太棒了|真棒|真好|不错|很好|挺好|完美|绝了|正是|就是这个|到位|满意|漂亮|好极了|点赞|赞|"
    r"好家伙|像样|棒|谢谢|多谢|辛苦了"
)
# What sincere praise does not carry: a laugh or an eye-roll, the text quoted back or likened,
# a complaint or a negation, a size or an exaggeration, a question of the text, a wish.
_NOT_ONLY_PRAISE = _re(
    r"\b(?:lol|lmao|rofl|haha|yeah right|sure thing|as if|not|no|never|don'?t|doesn'?t|isn'?t|"
    r"won'?t|can'?t|too|like a|like an|reads like|sounds like|but|though|tho|except|only|"
    r"please|pls|can you|could you|would you|make|keep|use|add|cut|change|more|less|fewer|"
    r"shorter|longer|from now on|going forward|always|every|next time|again|ever|"
    r"supposed|apparently|obviously|clearly|totally|literally|definitely|def|surely|"
    r"riveting|thrilling|gripping|electrifying|edge of|hyped|thrilled|excited|delighted|"
    r"hooked|can'?t wait|crammed|stuffed|wall of|words|pages?|screens?|scroll\w*|"
    r"epic|saga|novel|page-?turner|odyssey|thriller|masterpiece|opus|tome|doorstop|marathon|"
    r"homework|slog|essay|dissertation|thesis|manual|contract|brochure|lecture|sermon|"
    r"(?:oh|just|well) (?:great|perfect|wonderful|brilliant|lovely|fantastic)|"
    r"great,? just great|"
    # A part of the text or a size named: what the praise is of is read by the rules.
    r"paragraphs?|sentences?|titles?|headlines?|headings?|emojis?|bullets?|lists?|tone|"
    r"jargon|terms|length|size|single|whole|entire|one big)\b|"
    r"段落|句子|标题|表情|列表|分点|语气|术语|用词|篇幅|"
    # The model's change described, or a count: 「被你改成了述职报告」, 「拐了七八个弯」.
    r"被你|改成|变成|写成|弄成|成了|一定很|保证|都忘|拐|[一二两三四五六七八九十几]{1,3}[个句段行次遍]|"
    r"\b(?:turned (?:it|this|my|the)|into an?|now reads|made (?:it|this))\b|"
    r"[\"“”「」『』]|(?<![A-Za-z])['‘][^'’\n]{2,60}['’](?![A-Za-z])|"
    r"[🙄🙃😒😑😏🤡💀😂🤣]|\.\.\.|…|\?\s*\S|\d|"
    r"(?-i:\b[A-Z]{2,}\b)(?<!\bOK)|"
    r"呵呵|哈哈|可真|真是[^，,。！!？?]{0,8}[呢啊]|了呢|呢[。！!]?$|好一个|可太|也太(?!好了)|真行|"
    r"不(?!错)|[没别莫甭]|太(?!好了|棒了)|就是太|但|可是|不过|只是|要是|如果|像(?!样)|"
    r"跟[^，,。]{0,8}(?:一样|似的)|以后|再|请|麻烦|能不能|可以|一点|些|多(?!谢)|少|"
    r"[长短](?:一?[点些]|了|多了|的|句|段|标题)|[句段]子?太|吗|？|\?|"
    r"字|页|屏|段|密密麻麻|整整|足足|睡着|催眠|念经|背下来|一口气|喘|累|晕|头疼|天书"
)


@lru_cache(maxsize=256)
def praises_only(text: str) -> bool:
    """Is the message sincere praise of the result, with nothing asked and no sign of sarcasm?"""
    said = sentences(text)
    if not said or len(said) > 3 or len(text) > 160:
        return False
    if not _PRAISE.search(text) or _NOT_ONLY_PRAISE.search(text):
        return False
    # ("so much livelier", "专业到…": a quality of the text named is read by the rules.)
    return not any(clause_hits(c, Context(), False) for s in said for c in clauses(s))


# One version pointed at: "that tighter one", "this version", 「那版短的」, 「这一版」.
_ONE_VERSION = _re(
    r"\b(?:that|this)\s+(?:[\w-]+\s+){0,2}?(?:one|version|draft|edit|rewrite|cut|take)\b|"
    r"(?:这|那)(?:一)?(?:版|稿|个版本)"
)
# Said of the pieces to come: a rule, not one version's praise.
_FOR_GOOD = _re(
    r"\b(?:all|every|each|always|from now on|going forward|in future|next|again|like (?:that|"
    r"this)|same|keep|stick)\b|以后|往后|今后|后面|下次|下回|都|全|照|每|一直|保持"
)


def praises_one_version(text: str) -> bool:
    """Is the message praise of the one version it points at, with nothing about later pieces?"""
    said = sentences(text)
    return (
        0 < len(said) <= 2
        and len(text) <= 120
        and bool(_PRAISE.search(text))
        and bool(_ONE_VERSION.search(text))
        and not _FOR_GOOD.search(text)
    )
