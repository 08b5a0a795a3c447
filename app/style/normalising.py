"""A writer's message made plain before it is read: misspelt keywords respelt, shorthand and
dialect said plainly, terse forms ("标题，短点") and ban signs (❌, 🚫) written out, "not that I
don't like X" read as "I like X", Traditional characters read as Simplified.
"""

import difflib
import re
from functools import lru_cache

from app.domain.text import EMOJI_PATTERN
from app.style.agreement_tags import agreement_tags_said_plainly
from app.style.elided import object_restored
from app.style.floors import floor_said_plainly
from app.style.hant import simplified
from app.style.misheard import keywords_respelt
from app.style.negated_frames import said_plainly
from app.style.ornate import ornament_said_plainly
from app.style.prefilter import lazily_screened
from app.style.ranges import range_said_plainly
from app.style.relative_steps import steps_said_plainly
from app.style.shorthand import plainly


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# -- normalising: typos and double negatives -------------------------------------------------

# Words the rules key on; a misspelt one (a swapped or dropped letter) is read as the word.
_KEYWORDS = [
    "sentence",
    "sentences",
    "paragraph",
    "paragraphs",
    "title",
    "titles",
    "headline",
    "emoji",
    "formal",
    "informal",
    "casual",
    "professional",
    "conversational",
    "lively",
    "energetic",
    "shorter",
    "longer",
    "long",
    "short",
    "concise",
    "detailed",
    "technical",
    "jargon",
    "bullet",
    "bullets",
    "plain",
    "simple",
    "calm",
    "serious",
    "friendly",
    "friendlier",
]
_WORD = re.compile(r"[A-Za-z]{4,}")
# Words of their own a letter away from a keyword: "Still a bit jargony" names the fault, and is
# no misspelt "jargon" (a wish for jargon once respelt).
_REAL_WORDS = frozenset({"jargony", "titled"})


def _respelt(match: re.Match[str]) -> str:
    return _respelt_word(match.group(0))


# Every reading of a message respells its words again, and the same words come back message
# after message (a difflib search each): remembered, a few thousand words at most.
@lru_cache(maxsize=4096)
def _respelt_word(word: str) -> str:
    lower = word.lower()
    if lower in _KEYWORDS or lower in _REAL_WORDS:
        return word
    if len(lower) <= 5:
        same_letters = [k for k in _KEYWORDS if len(k) == len(lower) and sorted(k) == sorted(lower)]
        return same_letters[0] if same_letters else word
    near = [k for k in _KEYWORDS if abs(len(k) - len(lower)) <= 1]
    close = difflib.get_close_matches(lower, near, n=1, cutoff=0.88)
    return close[0] if close else word


# "这个post的vibe太formal了": no word boundary between "formal" and "了" until spaced apart.
_LATIN_CJK = re.compile(r"(?<=[A-Za-z])(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])(?=[A-Za-z])")

# A crowd of emoji counted, named by what they show ("nine bee emoji") or shown themselves
# ("十五个🏕️⛺🔥"): said as the count of emoji it is.
_COUNTED_EMOJI = (
    (
        _re(
            r"\b((?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
            r"\d+) )(?:[a-z-]+ )(emoji|emojis|emoticons)\b"
        ),
        r"\1\2",
    ),
    (re.compile(rf"([两三四五六七八九十几百\d]+)\s*个\s*(?:{EMOJI_PATTERN}\s*)+"), r"\1个表情"),
)
# "put more emoji can or not?", "use more emoji can?": a request with a tag asking leave
# (Singapore and Malaysian English), not a question.
_TAG_ASKED = _re(
    r"((?:^|[,.;:!—–]\s*|\b(?:onwards|on|now|then|pls|please)\s+)"
    r"(?:use|put|add|make|give|keep|write|cut|bring|try)\b[^.?!\n]{1,60}?)\s*,?\s*"
    r"\b(?:can(?: or not| not)?|ok(?:ay)? or not|boleh)\s*[?？]+(?:\s*(?:lah|leh|lor|ah|hor)\b)?"
)
# "Boss, next time onwards…", "Bro, …": the helper addressed, no one else's taste told.
# (「家人们 别再整那种官方腔了」: a livestream's greeting opening the message, not a word of its
# register asked for or banned.)
_VOCATIVE = _re(
    r"^\W*(?:boss|bro|sis|uncle|aunty|auntie|mate|buddy|pal|dude|chief|guv)\s*[,，]\s*|"
    r"^\W*(?:家人们|宝子们|宝宝们|姐妹们|集美们|兄弟们|老铁们?|亲们)[,，!！\s]+(?=\S)|"
    # "Sweet as - could every newsletter…": a greeting of a word or two before a dash and a
    # request asked politely.
    r"^\W*(?:[a-z']+\s+){0,2}[a-z']+\s+[-—–]+\s+(?=(?:could|can|would|will|please|pls)\b)"
)
# "要不要写得随意一点？你觉得呢": the opinion asked after a question is part of that question.
_OPINION_ASKED = re.compile(
    r"[？?]\s*((?:你|您)(?:觉得|看|说|认为)(?:呢|怎么样|如何|咋样)|怎么样|如何)\s*[？?。.！!]*\s*$"
)
# 「往后还是写得正式些吧，我是这么想的，你看呢。」: the writer's mind told, agreement asked for.
_VIEW_THEN_ASKED = re.compile(
    r"((?:我是|我就是)(?:这么|这样)(?:想|看|觉得|认为)的)\s*[，,]\s*(?:(?:你|您)(?:觉得|看|说|认为)"
    r"(?:呢|怎么样|如何|咋样)?|怎么样|如何)\s*[？?。.！!]*\s*$"
)
# "标题弄长点儿能多点儿人看吗 我心里没底": a question particle, then a space and more words, ends a
# question the writer typed without its mark.
_UNMARKED_QUESTION = re.compile(r"(?<=[\u4e00-\u9fff])(吗)\s+(?=[\u4e00-\u9fff])")
# A sentence told by where it ends: "four clauses before the first full stop", "forty words
# till a period" are that many in a sentence.
_TILL_THE_STOP = _re(
    r"\b([\w-]+ (?:words|clauses|commas|lines)) (?:before|till|until|without) "
    r"(?:the (?:first |next )?|a |any |one )?(?:full stop|period)\b"
)
# Litotes: "I wouldn't object to shorter sentences", "I'd never say no to more emoji".
_LITOTES = _re(
    r"\bI(?:'d| would)? (?:wouldn'?t|would not|won'?t|never|'d never) "
    r"(?:say no to|object to|complain about|mind)\b"
)


# Harm denied before what it is about: "wouldn't hurt to have shorter paragraphs" — the
# negation is of the harm, not of the wish, which stays softly put ("might help", as "a few
# bullets wouldn't hurt" is heard); "it wouldn't kill you to use a few emoji" insists.
_HARMLESS = _re(
    r"\b(?:it )?(?:wouldn'?t|won'?t|couldn'?t|can'?t|would not|will not|could not|cannot) "
    r"(?:hurt|harm|do (?:any|much) harm|be a bad (?:idea|thing))(?: (?:you|us|anyone))? to\b"
)
_WOULD_NOT_KILL = _re(
    r"\b(?:it )?(?:wouldn'?t|won'?t|would not|will not) kill (?:you|ya|ye|anyone|anybody) to\b"
)
# "I wouldn't say I never want a joke in there": the never denied.
_NEVER_DENIED = _re(
    r"\bI (?:wouldn'?t|would not|won'?t|didn'?t|did not) say I (?:never|don'?t) want\b"
)


def without_litotes(text: str) -> str:
    """`text` with "I wouldn't say no to…" said plainly: "I'd like…"."""
    return _LITOTES.sub("I'd like", text)


_DOUBLE_NEGATIVES = (
    (_HARMLESS, "it might help to"),
    (_WOULD_NOT_KILL, "please"),
    (_NEVER_DENIED, "I want"),
    # "别怕用术语", "don't be afraid to use jargon": encouragement, not a ban.
    (re.compile(r"(?:别|不要|不用|甭)怕"), ""),
    (_re(r"\b(?:don'?t|do not|never) (?:be afraid (?:of|to)|shy away from|hesitate to)\b"), ""),
    # ("it's not that i don't want hype in these??": the denial is rhetorical, not asked.)
    (
        _re(r"\bit'?s not (?:like|that) I (?:never|don'?t|do not) (want|like|use)\b([^.?!\n]*)\?+"),
        r"I \1\2.",
    ),
    (_re(r"\bnot (?:that|saying) I (?:don'?t|do not) (like|want|mind|need)\b"), r"I \1"),
    (_re(r"\bit'?s not (?:like|that) I (?:never|don'?t) (want|like|use)\b"), r"I \1"),
    (_re(r"\bI never said no\b"), "I want"),
    (
        _re(r"\bit (?:isn'?t|is not|'?s not) (?:like|that) I (?:dislike|hate|mind|object to)\b"),
        "I like",
    ),
    (_re(r"\bI never said (?:I )?(?:didn'?t|don'?t) want\b"), "I want"),
    (re.compile(r"我?没说(?:过)?不要"), "我要"),
    # 「我从来没说过菜谱开头不能写长一点吧？」: the ban denied, asked back; what it named is wanted.
    (
        re.compile(
            r"我?(?:从来|从|压根儿?|根本)?(?:就)?没(?:说|讲|提)过?([^，。！？?]{1,12}?)"
            r"不(?:能|可以|许|准|该|要)([^，。！？?]{1,20}?)(?:吧|啊|呀|嘛)?[？?]"
        ),
        r"\1要\2。",
    ),
    # "It's not as if I ever told you to cut the detail out": that was never asked, nor wanted.
    (
        _re(
            r"\b(?:it'?s |it is )?not (?:as if|as though|like) I (?:ever |once )?"
            r"(?:told|asked) you to\b"
        ),
        "don't",
    ),
    # "I never once said you couldn't put the menu in a list", "I never told y'all the specials
    # couldn't carry a little sass": the ban denied, the thing wanted.
    (
        _re(
            r"\bI (?:never|didn'?t ever|did not ever)(?: once| ever)? "
            r"(?:said|told (?:you|them|anyone)|asked(?: you)?)(?: that)? ([^.!?,;]{0,40}?)"
            r"\b(?:couldn'?t|could not|can'?t|cannot|"
            r"shouldn'?t|should not|mustn'?t|wasn'?t allowed to|weren'?t allowed to)\b"
        ),
        r"\1should",
    ),
    # ("…couldn't be a bit longer, did I?": the tag asks nothing once the ban is denied.)
    (_re(r"(\bshould\b[^.!?]{1,60}?),?\s*(?:did|have|had|would) I\s*\?"), r"\1."),
    # "Never let mine read like that - ordinary words, always": the ban ends at what it points
    # to; the wish after the dash is said plainly, not refused with it.
    (
        _re(
            r"((?:^|(?<=[.!?]\s))\W*(?:don'?t|do not|never)\b[^.!?,;]{0,40}\blike "
            r"(?:that|this|theirs|his|hers))\s+[-–—]\s+"
        ),
        r"\1. ",
    ),
    # "Who said the notices can't sound professional?", "who says the posts can't have emoji?":
    # a ban asked back, denied; what it named is wanted.
    (
        _re(
            r"\bwho (?:ever )?(?:said|says|say|told (?:you|ya|y'?all|u)|decided)(?: that)? "
            r"([^.!?,;]{0,40}?)\b(?:can'?t|cannot|couldn'?t|could not|shouldn'?t|should not|"
            r"mustn'?t|(?:isn'?t|aren'?t|wasn'?t|weren'?t) allowed to)\b([^.!?]{1,60}?)\?+"
        ),
        r"\1should\2.",
    ),
    # 「誰說公告不可以分點寫的？」, 云南话「哪个讲过不能…嘛？」: asked back, the ban denied; what
    # it named is wanted.
    (
        re.compile(
            r"(?:谁|哪个|哪位|边个|啥人)(?:说|讲|话)(?:过)?([^，,。？?！!]{0,16}?)(?:不可以|不能|不许|不准|不行|不得)"
            r"([^，,。？?！!]{1,12}?)(?:的|了)?(?:啊|呀|啦|嘛|喔|哦|咧)?[？?]+"
        ),
        r"\1要\2。",
    ),
    # "I never told you not to use lists": the ban denied, the thing wanted.
    (_re(r"\bI (?:never|didn'?t ever|did not ever) (?:told|asked) you not to\b"), "please"),
    (_re(r"\bI never (?:told|asked) you not to\b"), "please"),
    # 「我么时候说过不要长标题咯？」: asked back, the ban denied.
    (
        re.compile(
            r"我?(?:什么|么|啥|哪个|几)时候?(?:说|讲)(?:过)?(?:不要|别用|别写)([^？?。！!，,]{1,12}?)"
            r"(?:了|咯|啊|呀|嘛|呢|哇)?[？?]"
        ),
        r"我要\1。",
    ),
    # 「我哪句话说过不许分点了？」: asked back, a ban in other words denied.
    (
        re.compile(
            r"我?(?:什么时候|啥时候|几时|何时|哪里|哪儿|哪句话?|哪次|哪回)(?:跟你)?(?:说|讲|提)(?:过)?"
            r"(?:不许|不准|不能|不可以|别)(用|写|加|放|分)?([^？?。！!，,]{0,12}?)"
            r"(?:了|咯|啊|呀|嘛|呢|哇|啦)?[？?]"
        ),
        r"我要\1\2。",
    ),
    # "When did I ever say I didn't want emoji?": the ban denied.
    (
        _re(
            r"\b(?:(?:since )?when|where) did I (?:ever |once )?(?:say|tell you|ask(?: you)?)"
            r"(?: that)? (?:I (?:didn'?t|don'?t|did not|do not) (?:want|like)|"
            r"no|not to (?:use|add|put|write|have)|to (?:drop|remove|cut|lose|ditch))"
            r" ([^?.!]{1,40}?)\?+"
        ),
        r"I want \1.",
    ),
    # "也不是说不要热闹，我啥时候说不要了？": the ban denied, twice; what it named is wanted.
    (re.compile(r"(?:并|也)?不是说不要"), "要"),
    (
        re.compile(r"我(?:啥时候|什么时候|几时|哪里|哪儿)(?:说|讲)(?:过)?不要(?:了|啦|过)?[？?]+"),
        "我要。",
    ),
    # "I can't say I don't miss the lists", "I can't pretend I don't like them": I do.
    (
        _re(
            r"\b(?:I )?(?:can'?t|cannot|couldn'?t|won'?t) (?:say|pretend|deny|claim) (?:that )?"
            r"I (?:don'?t|do not|didn'?t) (\w+)\b"
        ),
        r"I \1",
    ),
    # "I've gone off the bullet points": no longer wanted.
    (
        _re(r"\b(?:I'?ve|ive|I have|I) (?:gone off|gone cold on|grown tired of|got tired of)\b"),
        "no more",
    ),
    (_LITOTES, "I'd like"),
    # A denied complaint before the real one: "It isn't that the posts aren't friendly enough.
    # They're not formal enough": the first sentence says what is not wrong.
    (
        _re(
            r"\bit (?:isn'?t|is not|'?s not|wasn'?t|was not) that (?!I |we )"
            r"[^.;!?]{3,80}[.;!]\s+(?=\S)"
        ),
        "",
    ),
    # 不是不要表情，是要多整点: the wish is the second half, said of the first half's noun.
    (
        re.compile(
            r"(?:并|也)?不是不(?:要|想要)([^，,。；;]{0,10})[，,]\s*(?:而|就)?是要"
            r"([^，,。；;！!]{0,10})"
        ),
        r"是要\2\1",
    ),
    # 不是不够亲切，是不够生猛: what is denied is no complaint; the wish is the second half.
    (
        re.compile(
            r"(?:并|也)?不是(?:[不唔]够|太|嫌)[^，,。；;]{1,10}[，,]\s*(?:而|就)?(?=[是系])"
        ),
        "",
    ),
    (_re(r"\b(?:don'?t|do not|never) (?:skimp|scrimp|hold back|cut corners) on\b"), "give more"),
    (re.compile(r"(?:别|不要|不用)(?:刻意|故意|特意)?(?:回避|避开|躲着|绕开)"), "用"),
    (_re(r"\b(?:don'?t|do not|never) (?:forget|leave out|skip|drop(?! in\b)|lose)\b"), "keep"),
    # "Don't cut the detail out": what is not to be taken out is kept.
    (
        _re(
            r"\b(?:don'?t|do not|never) (?:cut|take|strip|chop) "
            r"((?:the |any |all the |those )?\w+) out\b"
        ),
        r"keep \1",
    ),
    (re.compile(r"(?:别|不要)(?:忘了|忘记|漏了|落下)"), "记得加上"),
    (_re(r"\b(?:I'?m|I am) not (?:against|opposed to|averse to)\b"), "I'm fine with"),
    (_re(r"\bnever say never (?:on|to|about|with)\b"), "I'm open to"),
    (_re(r"\bI (?:don'?t|do not) (?:dislike|mind)\b"), "I like"),
    # "I never wanted the bullets gone": what is kept from going is wanted.
    (
        _re(
            r"\bI (?:never|didn'?t|did not) (?:wanted|want|asked for|ask for|meant for|mean for) "
            r"(the |them |those |my |any )?"
            r"([\w' -]{1,30}?) (?:gone|removed|cut|taken out|dropped|deleted)\b"
        ),
        r"I want \1\2",
    ),
    # "not the ones without emoji, the ones WITH emoji": the ones with them are wanted.
    (
        _re(
            r"\bnot (the ones?|those|the posts?|the versions?|the drafts?|the pieces?|that one) "
            r"without\b"
        ),
        r"\1 with",
    ),
    # 不是没表情的那版，有表情的那版更好: the one with them is wanted.
    (
        re.compile(r"不是没(?:有|加|放|用)?([^，,。；;的]{1,8})的那(?=[版个篇稿条份种])"),
        r"是有\1的那",
    ),
    # "the ones with short headings were better, do those", 有表情的那版更好，就用那个: the
    # version chosen, taken up, asks for what it has.
    (
        _re(
            r"\b(?:the|those) (?:ones?|versions?|drafts?) with ([^,.;!?—–]{2,40}?) (?:was|were|is|"
            r"are|reads?|read|looked|looks) (?:much |far |way |a lot )?(?:better|clearer|nicer|"
            r"best|stronger)\b[^.!?,;—–]{0,12}[,;—–.]\s*(?:so )?(?:do|use|go with|stick with) "
            r"(?:those|that|them|these|this)\b"
        ),
        r"use \1",
    ),
    (
        re.compile(
            r"是?有([^，,。；;的]{1,8})的那[版个篇稿](?:更好|好些|好一点|好点|比较好)[，,]\s*"
            r"(?:就)?用(?:那|这)(?:个|版|篇|稿)"
        ),
        r"用\1",
    ),
    # "still loads of emojis, cut it down to a couple", "cut the emojis down to two": a count
    # kept, not every one cut (nor the text shortened).
    (
        _re(
            r"((?:emojis?|emoticons)\b[^.!?]{0,40}?)\b(?:cut|trim|bring|pare|knock)(?:s|ting)? "
            r"(?:it|them|those|these) down to (a couple|two|one or two|a few|one|three|\d)\b"
        ),
        r"\1fewer emoji, \2 max",
    ),
    (
        _re(
            r"\b(?:cut|trim|bring|pare|knock)(?:s|ting)? (?:(?:it|them|those|these) down to "
            r"(a couple|two|one or two|a few|one|three|\d) (?:emojis?|emoticons)|the (?:emojis?|"
            r"emoticons) down to (a couple|two|one or two|a few|one|three|\d))\b"
        ),
        r"fewer emoji, \1\2 max",
    ),
    # "Don't, and this goes for every post, ramble on…": a ban interrupted by its reach, said
    # for good.
    (
        _re(
            r"\b(don'?t|do not|never)\s*[,—–]\s*(?:and )?(?:I mean (?:this|it)|this goes|that goes|"
            r"this applies|that applies)\b[^,—–.!?]{0,40}[,—–]\s*"
        ),
        r"from now on \1 ",
    ),
    (re.compile(r"(?:不能说|不是|并不是|也不是|没有)不喜欢"), "喜欢"),
    # 「我可没讲过不要写详细」, 「我又没说嫑用你」, 「我可没说不能分点写」: a ban never said is
    # the wish.
    (
        re.compile(
            r"我?(?:可|又|也|从来|根本)?没(?:有)?(?:讲|说|提|叫你|让你)过?(?:要)?(?:不要|别|嫑|不许|不能|不可以|不准)"
        ),
        "要",
    ),
    (re.compile(r"不是(?:说)?不能"), "能"),
    (re.compile(r"不是不(?:让|可以)"), "可以"),
)


# Terse: "标题，短。", "段落，短。": a topic and a bare size.
_TERSE_ZH = re.compile(r"^\W*(标题|段落|句子|段|句)\s*[，,:：]\s*(短|长)(?:点|一点|些)?\W*$")
# Terse: "jargon: no.", "emoji: none", "表情：不要": the topic, then the answer no.
_TERSE_NO = re.compile(
    r"^\W*([A-Za-z][\w -]{0,20}?|[\u4e00-\u9fff]{1,6})\s*[:：]\s*"
    r"(no|none|nope|never|zero|不要|别|不)\W*$",
    re.IGNORECASE,
)
# Forbidding signs: "术语🈲", "🙅‍♀️ emoji", "emoji: 🚫" say "no".
_SIGN = r"[🙅🈲❌🚫⛔✖🛑🆖][\ufe0f\u200d\u2640\u2642\U0001F3FB-\U0001F3FF]*"
_SIGN_AFTER = re.compile(r"([\u4e00-\u9fff]{1,6}|[A-Za-z]{2,20})\s*[:：]?\s*" + _SIGN)
_SIGN_BEFORE = re.compile(_SIGN + r"\s*(?=[\u4e00-\u9fffA-Za-z])")


def _forbidden(match: re.Match[str]) -> str:
    word = match.group(1)
    return ("不要" if "\u4e00" <= word[0] <= "\u9fff" else "no ") + word


# "more emoji pls everyone loves em": a wish said, then a new clause with no comma between.
# (Only before a new subject: "but pls fewer emojis" is the wish itself.)
_PLEASE_RUN_ON = _re(
    r"(?<=\w)(\s+(?:pls|plz|please))\s+(?:[^\w\s,.;:!?]+\s+)?"
    r"(?=(?:every(?:one|body)|people|they|the|my|our|we|i|it|kids|folks?|customers|readers|"
    r"members|guests|clients|fans|followers)\b)"
)
# Voice-typed, no stop after the lasting words: "can you tone it down from now on all the
# shouting and the big caps puts people off" — the reason after them is a clause of its own.
_LASTING_RUN_ON = _re(
    r"\b((?:from (?:now|here) on(?: out)?|going forward|in future))\s+"
    r"(?=(?:all|the|every|this|that|those|these|it|its|it's|they|people|readers|because|cause|"
    r"cos|since|coz)\b)"
)
# "formal, please, the parents expect it": a "please" set off by commas belongs to the wish
# before it, not to a clause of its own (the reason after it is then no reader's taste).
_PLEASE_SET_OFF = _re(r"(?<=\w),\s*(pls|plz|please)\s*(?=,)")


# "No spark in them at all", "there's no life in it": a lack described, not a ban (as "no
# emoji" is): the quality is what is missing, so what is wanted.
_LACKING = re.compile(
    r"\b(?:(?:there'?s |there is |(?:it|they|these|those) (?:has|have|'?ve got|got) )?no|"
    r"(?:I )?(?:can )?(?:barely|hardly) (?:feel|see|find|hear|notice) any) "
    r"(spark|life|energy|personality|oomph|zing|pep|buzz|warmth|punch|flair|sparkle|bounce|"
    r"excitement|pulse|fizz)\b(?: (?:(?:in|to) (?:it|them|this|these|those)\b|whatsoever\b)|"
    r"(?=[^.!?;]{0,40}\b(?:about|in) (?:the|it|them|this|these|those)\b))(?: at all\b)?",
    re.IGNORECASE,
)


# 「“你”来“你”去」, 「“亲”呀“亲”的」, 「一口一个“亲”」: a word said over and over is too much of it
# (「一口一个“您”」 is politeness, not the person addressed).
_OVER_AND_OVER = re.compile(
    r"([“「\"']?)((?!您)[\u4e00-\u9fff]{1,3})([”」\"']?)(?:来|呀|啊)\1\2\3(?:去|的)[地的]?|"
    r"一口一个([“「\"']?)((?!您)[\u4e00-\u9fff]{1,3})([”」\"']?)"
)


def _over_and_over(match: re.Match[str]) -> str:
    said = match.group(1, 2, 3) if match.group(2) else match.group(4, 5, 6)
    return f"，满篇都是{''.join(said)}，"


# 表情克制一点, 表情再收敛些: restraint asked of the emoji is fewer of them, not a calm tone.
_ZH_EMOJI_RESTRAINED = re.compile(
    r"(表情(?:符号|包)?)(?:用得|放得|用|放)?(?:再|要|得)?(?:克制|收敛|节制)(?:一?[点些])?"
)
# "Kindly reduce the length of the posts": shorten them; "jargon-heavy": too jargony.
_LENGTH_OF = (
    (
        _re(r"\b(?:reduce|cut down|decrease|bring down|shorten) the (?:overall )?length of\b"),
        "shorten",
    ),
    (_re(r"\b(?:increase|extend) the (?:overall )?length of\b"), "lengthen"),
    (_re(r"\blengthen (the [\w-]+|them|it)\b"), r"make \1 longer"),
    (
        _re(
            r"\b(?:a )?(?:tad|touch|bit|little|rather|quite|very|so|too|way|far|pretty|somewhat|"
            r"slightly|overly|is|are|'s|was|looks|reads|feels|sounds|gets) jargon[- ]"
            r"(?:heavy|laden|filled|packed|riddled|stuffed)\b"
        ),
        "a bit too jargony",
    ),
)
# A liking come to slowly: "the long titles are growing on me", "I've come round to the emoji".
_WARMED_TO = (
    (
        _re(
            r"\b((?:the|those|these|all the|your|our) [\w' -]{1,30}?) (?:is|are|'s|'re|has|have) "
            r"(?:really |kind of |kinda |sort of )?(?:growing|grown) on (?:me|us)\b"
        ),
        r"I like \1",
    ),
    (
        _re(r"\b(?:I'?ve|I have|we'?ve|we have) (?:come round|come around|warmed(?: up)?) to\b"),
        "I like",
    ),
)
# "a touch on the long side", "rather on the formal side": British understatement for "too".
_ON_THE_SIDE = _re(
    r"\b(?:(?:a )?(?:touch|tad|bit|little|shade|trifle|wee bit) |rather |somewhat |slightly )?"
    r"on the (long|short|formal|casual|wordy|dry|technical|chatty|stiff|heavy|brief|"
    r"lengthy|loud|busy) side\b"
)
# 「倒也不是不让用表情，就是别一段塞五六个」, 「术语可以用，只是别满篇都是」: leave given, then a
# limit — the limit is the wish (fewer), the leave is no wish for more.
_COUNTABLE_ZH = r"(?P<n>表情(?:符号|包)?|emoji|感叹号|术语|专业词|行话)"
_LEAVE_ZH = r"(?:倒)?(?:也)?(?:不是不(?:让|能|可以|许|准)|可以|能|允许)(?:用|加|放|有)?"
_LIMIT_ZH = r"[，,]\s*(?:就是|只是|但是?|不过|可是)\s*(?:别|不要|甭|不能|少)[^，,。！!？?；;]*"
_LEAVE_THEN_LIMIT = re.compile(
    rf"{_LEAVE_ZH}{_COUNTABLE_ZH}[^，,。！!？?]{{0,6}}?{_LIMIT_ZH}|"
    rf"{_COUNTABLE_ZH.replace('?P<n>', '?P<m>')}(?:倒)?(?:也)?(?:可以|能)(?:用|加|放|有)?"
    rf"[^，,。！!？?]{{0,4}}?{_LIMIT_ZH}",
    re.IGNORECASE,
)
# "zero energy, zero buzz", "no pep, no buzz at all": a run of lacks, or one said "at all" —
# described, not banned ("Keep it calm, no buzz" is a ban: one, bare).
_LIVELINESS = (
    r"(?:spark|life|energy|personality|oomph|zing|pep|buzz|warmth|punch|flair|sparkle|bounce|"
    r"excitement|pulse|fizz)"
)
_LACKING_RUN = re.compile(
    rf"\bzero {_LIVELINESS}\b(?:\s*,?\s*(?:and\s+)?zero {_LIVELINESS}\b)*|"
    rf"\bno {_LIVELINESS}(?:\s*,\s*(?:and\s+)?no {_LIVELINESS})+\b(?:\s+(?:at all|whatsoever)\b)?|"
    rf"\bno {_LIVELINESS}\s+(?:at all|whatsoever)\b",
    re.IGNORECASE,
)


# The readers of one message ask this of the same text again and again (each reader
# normalises the message, splits it, checks its clauses): remembered for the last few texts.
@lru_cache(maxsize=256)
def normalise(text: str) -> str:
    """Misspelt keywords respelt, shorthand and dialect said plainly; "not that I don't like X"
    read as "I like X"; Traditional characters read as Simplified."""
    text = ornament_said_plainly(said_plainly(plainly(simplified(text))))
    text = _PLEASE_RUN_ON.sub(r"\1, ", _LASTING_RUN_ON.sub(r"\1, ", text))
    text = _PLEASE_SET_OFF.sub(r" \1", text)
    text = keywords_respelt(text)  # 「段洛」, 「以后局子写短一点」: the keyword meant
    text = floor_said_plainly(range_said_plainly(text))  # 「一到三个表情」: a floor, not 少
    text = steps_said_plainly(text)  # "cut the emoji by half", 「正式程度降一半」: less of it
    text = object_restored(text)  # 「…感叹号用多了…以后就别用了」: the ban's object named before
    text = _TERSE_ZH.sub(r"\1\2一点", text)
    text = _TERSE_NO.sub(lambda m: ("不要" if m.group(2) in "不要别" else "no ") + m.group(1), text)
    text = _SIGN_AFTER.sub(_forbidden, text)
    text = _SIGN_BEFORE.sub(
        lambda m: "不要" if "\u4e00" <= m.string[m.end()] <= "\u9fff" else "no ", text
    )
    text = _LATIN_CJK.sub(" ", text)
    text = _OVER_AND_OVER.sub(_over_and_over, text)
    text = _LACKING.sub("they lack energy", text)
    text = _LACKING_RUN.sub("they lack energy", text)
    text = _ZH_EMOJI_RESTRAINED.sub(r"\1少一点", text)
    text = _ON_THE_SIDE.sub(r"a bit too \1", text)
    for pattern, plain in (*_WARMED_TO, *_LENGTH_OF):
        text = pattern.sub(plain, text)
    text = _LEAVE_THEN_LIMIT.sub(lambda m: f"{m.group('n') or m.group('m')}少一点", text)
    text = _WORD.sub(_respelt, text)
    text = _OPINION_ASKED.sub(r"，\1？", _VIEW_THEN_ASKED.sub(r"\1。", text))
    text = _UNMARKED_QUESTION.sub(r"\1？", text)
    text = _TILL_THE_STOP.sub(r"\1 in every sentence", text)
    text = _TAG_ASKED.sub(r"\1, please.", _VOCATIVE.sub("", text))
    text = agreement_tags_said_plainly(text)
    for pattern, plain in (*_COUNTED_EMOJI, *_DOUBLE_NEGATIVES):
        text = pattern.sub(plain, text)
    return text
