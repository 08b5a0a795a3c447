"""The words the offline rules key on for emoji: the term itself and the modifiers around it
("少放点", "一个都不要", "no more than two", "just one or two"), before and after, and what an
elliptical clause after one about emoji asks ("None. Ever.", "别太多就行"). Chinese and English.
"""

import re

EMOJI_TERM = re.compile(
    r"表情符号|表情|颜文字|小图标|小图案|小符号|\bemojis?\b|\bemoticons?\b|\bsmil(?:ey|ies|eys)\b",
    re.IGNORECASE,
)

EMOJI_NONE = re.compile(
    r"(?:(?<!要)|(?<=[是都就得也还]要))不要|(?<![特分区差告级类性识鉴辨个])别(?![人的处家])|(?<!用)不用|去掉|删掉|删除|删了|取消|无需|"
    r"不需要|不加|不[放带配插打]|完全不|全删|都删|讨厌|\bno\b|"
    r"\bremove\b|"
    r"\bwithout\b|\bdrop(?:ping)?\b|\bstop\b|\bavoid\b|\bzero\b|\bditch\b|"
    r"(?<!\bwhy )\bdon'?t\b|(?<!\bwhy )\bdo not\b|\bcut\b|"
    # A house rule's words: "Do not use emoji", 「一律不使用表情符号」「禁止使用表情」.
    r"不使用|不得(?:使用|用)?|禁止(?:使用)?|严禁(?:使用)?|禁用|"
    r"\btake\b|\blose\b|get rid of|\bstrip\b|\bhate\b|can'?t stand|again with|enough (?:with|of)|"
    r"不想(?:再)?(?:看到|看见|要)|"
    r"\bskip\b|\bnix\b|\bscrap\b|\bkill\b|"
    # "I wish the updates didn't have any emoji", "posts that don't carry a single emoji".
    r"\b(?:didn|doesn|wouldn|shouldn|won|don)'?t (?:have|use|include|contain|carry|need|get) "
    r"(?:any|a single)\b",
    re.IGNORECASE,
)
EMOJI_FEWER = re.compile(
    # "just one or two emoji", "only a couple of emoji": a ceiling.
    r"\b(?:just|only|at most|no more than|max(?:imum)?)\s+(?:one|two|three|"
    r"a couple(?: of)?|one or two|two or three|a single|[123])\s*$|"
    # "keep it to one or two emoji per post", "limit them to a couple of emoji": a cap set.
    r"\b(?:keep|keeping|limit|limiting|cap|capping|hold|holding|stick|restrict)"
    r"(?: it| them| things| each \w+| every \w+)? (?:to|at) (?:just |only |a maximum of |max )?"
    r"(?:one|two|three|a couple(?: of)?|one or two|two or three|a single|a few|[123])\s*$|"
    # A light hand described: "the light touch with the emoji", "just the one emoji", "a lighter
    # sprinkle of emoji", 就结尾一个表情, 零星几个表情.
    r"\b(?:just|only)\s+(?:the\s+)?(?:one|single|two|a couple(?: of)?|a few|a handful of)\s*$|"
    r"\b(?:a|one|the) single\s*$|"
    r"\b(?:light(?:er)?|sparing|sparse|minimal|subtle|gentle|restrained|small(?:er)?)\s+(?:touch|"
    r"sprinkl\w*|dusting|hand|use|amount|number|dose|scattering)\s+(?:with|of|on)\s+(?:the\s+)?$|"
    r"(?:就|只|仅)\S{0,4}?(?:一两|两三|一|两|二)个\s*$|少量|零星(?:几个)?|点缀(?:一两|几)个|"
    r"少用|少点|少一点|少些|少(?:放|加|来|整|搞|弄|打|插)|减少|太多|多了|看不惯|不喜欢|这么多|"
    r"\bfewer\b|\bless\b|\breduce\b|"
    # "Much better with hardly any emoji", "very few emoji", 几乎没有表情: a small number praised.
    r"\b(?:hardly|barely|scarcely) any\s*$|\bvery few\s*$|几乎(?:没有|不用|不放)\S{0,2}$|"
    r"too many|"
    r"\bwhy so many\b|"
    r"\bdon'?t like\b|\bdislike\b",
    re.IGNORECASE,
)
EMOJI_FEWER_AFTER = re.compile(
    r"^.{0,6}?(?:别|不要)(?:放|加|用|有)?(?:那么|这么|太)多|"
    r"^.{0,6}?少[放加来写搞弄整用]?(?:一?[点些]|几)|^.{0,4}?(?:太多|多了|少用|少一点|少点|少些|有点多|"
    r"偏多|多了点|别太多|不要太多|尽量少|越少越好|少[放加用](?=\W|$)|"
    # 「表情符号悠着点用」, 「省着点用」: used sparingly.
    r"(?:悠着|省着|收着|节制)(?:一?[点些])?(?:[放加用来]|$))|"
    r"^.{0,24}?(?:\bnot (?:so|too) many\b|\bin moderation\b|\bsparingly\b|\bjust fewer\b|"
    r"\bto a minimum\b)|"
    # "One or two emoji max", "a couple tops": a ceiling.
    r"^.{0,16}?\b(?:max|maximum|at most|tops|or so|or less|or fewer)\b|"
    # "表情就点缀一两个", "最多放两个", "偶尔用一个就行": a ceiling said after.
    r"^.{0,6}?(?:就|只|仅|最多|顶多|至多|不超过|偶尔|控制在|限制在)\S{0,3}?"
    r"(?:一两|两三|一二|一|两|二|三|[123])个|"
    # "the emoji make our updates look like a teenager's birthday invite": blamed for a
    # childish or party look, they are too many.
    r"^\s+(?:make|makes|made|turn|turns|turned|have made|have turned)\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:look|looks|read|reads|seem|seems)\s+like\s+(?:a |an |some )?(?:[\w'-]+\s+){0,3}?"
    r"(?:birthday|party|invite|invitation|kids?'?|child'?s|toddler|teen|teenager'?s?|nursery|"
    r"cartoon|sticker|meme|valentine|greeting card|group chat)",
    re.IGNORECASE,
)
EMOJI_NOT_ONE = re.compile(
    r"\bnot (?:a single|one|any)\b|\bzero\b|\bno(?! more than)\b|一个都|一个也|"
    # A ban carried on to one more ("Not one, also not the small smiley face", "not even the
    # heart"): none, not fewer.
    r"\b(?:also|and|nor|or) not (?:even )?the\b|\bnot even (?:the|a|one)\b",
    re.I,
)
# "No more than two emoji", "go easy on the emoji": fewer, not none.
EMOJI_MODERATE = re.compile(
    r"(?:别|不要)[整放加用来搞弄]?(?:那么|这么|太)多$|\bno more than\b|\bat most\b|"
    r"\bmax(?:imum)?\b|\bgo (?:easy|easier|light|lighter) (?:on|with|wi'?)(?=\s)|"
    r"\bease (?:up|off)(?: on)?\b|"
    r"\bcut back on\b|\bdial (?:it )?back\b|\btone down\b|"
    # ("Do not use emoji" refuses them, as "don't" does: not a moderation.)
    r"\brein in\b|\bnot a (?:big )?fan\b|(?<!\bwhy )(?<!\bdo )(?<!\bdoes )\bnot\b|"
    r"\bnot (?:\w+ )?(?:too|so|that|as) many\b|"
    r"\bless\b|\bfewer\b",
    re.IGNORECASE,
)
EMOJI_MORE_AFTER = re.compile(r"^.{0,4}?(?:多一点|多点|多些|太少)")
# Emoji named with nothing asked of them ("my grandma sent me a bunch of emoji", "表情包文化")
# are a topic; "more" is heard only beside a wish for them.
EMOJI_WISH = re.compile(
    r"\b(?:more|add|adding|use|using|some|a few|few|sprinkle|bring|put|keep|throw|love|like|"
    r"want|need|allow|include|with|fine|ok|okay|cute|fun|nice|great|back|again|please|pls|open|"
    r"welcome|coming|hurt|here and there|one or two|a couple|couple of|"
    r"(?:should|ought to|can) (?:have|carry|get|use|include))\b|加|多|放|用|来|点缀|"
    r"配|喜欢|"
    r"想要|保留|可以|挺好|不错|可爱|回来",
    re.I,
)
# The asking closing the clause: "Plenty of emoji on the farm posts 🐐🐑 please, the kids…".
# (An emoji after it closes the clause as a full stop would: "Emoji in every post pls 🎉".)
_PLEASE_CLOSES = re.compile(
    r"\b(?:please|pls|plz)\s*(?:[,;.!—–]|(?:[\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f\u200d]\s*)*$)",
    re.I,
)


# 「我要表情」: the writer wants them, said just before them (after them, 「表情要少」 sizes them).
_WANTED_BEFORE = re.compile(r"(?:我|我们|咱们?)(?:还是|就是|是)?(?:想)?要\s*$")


def emoji_wished(prefix: str, after: str) -> bool:
    """Is the emoji named beside a wish: a wishing word just before or after it, or a "please"
    closing its clause however far after?"""
    return bool(
        EMOJI_WISH.search(prefix)
        or _WANTED_BEFORE.search(prefix)
        or EMOJI_WISH.search(after[:24])
        or _PLEASE_CLOSES.search(after)
    )


# Signs that forbid: "🙅‍♀️ emoji", "表情🈲", "❌ emoji pls", "emoji: 🚫".
_SIGN_NO = "[🙅🈲❌🚫⛔✖🛑🙅🆖]"
SIGN_BEFORE = re.compile(_SIGN_NO + r"[\ufe0f\u200d\u2640\u2642\U0001F3FB-\U0001F3FF]*\s*$")
# Emoji themselves, shown rather than named ("no more 😂🔥", "别再满屏🔥😂了"): heard only when
# a ban stands right before them — a smiley at the end of a sentence is not about emoji.
GLYPHS = re.compile(r"(?![🙅❌🚫⛔✖🛑])[\U0001F300-\U0001FAFF\u2600-\u27BF]+")
GLYPHS_BANNED_BEFORE = re.compile(
    r"(?:\bno more\b|\bstop (?:putting|adding|using|sticking|with)\b|\benough (?:with|of)\b|"
    r"\bget rid of\b|\b(?:lose|ditch|drop|remove|cut|kill|nix|strip) (?:the|all|those|these)\b|"
    r"\bwithout\b|(?<![特分区差告级类性识鉴辨个])别再?|不要再?|去掉|删掉|不想再?看到)"
    r"(?:满屏|满篇|一堆|这么多|那么多|这些|那些|the|all|those|these|\s)*$",
    re.IGNORECASE,
)
EMOJI_NONE_AFTER = re.compile(
    r"^\s*"
    + _SIGN_NO
    + r"|^-free\b|^\s*(?:are|is) (?:banned|forbidden|out|off-limits|not allowed)\b"
    + r"|^\s*(?:all\s+|completely\s+)?gone\b"  # "I want the emoji gone"
    + r"|^.{0,12}?(?:\bout\b|\baway from\b|\boff (?:the|my|our|all|every|any|each|this)\b"
    r"(?! charts?\b| scale\b)|全删|都删|全部删|删光|去掉|删掉|全去|"
    r"(?:统统|通通|全部|全都|都)(?:拿掉|拿走|撤掉|删|去掉)|"
    # (「任何表情都不许有」, 「一律不准出现」: none allowed.)
    r"(?:都|全|一律)?(?:别|不要|不许|不准|不能|不可以|不)(?:留|要|"
    r"用|放|加|出现|有)(?!.{0,2}(?:那么多|这么多|太多))|"
    r"都不要|一个都不要)",
    re.IGNORECASE,
)
# A refusal opening the verb phrase, up to the term ("don't put any of those little … in", "I
# never wanted", 「千万别在每段后面都给我加」); not one that keeps, forgets or takes away.
EMOJI_REFUSED_OVER = re.compile(
    r"(?:^|\b(?:and|so|but|please|pls|just|also|I|we)\s+)(?:don'?t|do not|never|stop|quit|"
    r"no need to)\s+(?!(?:forget|be afraid|hesitate|be shy|worry|mind|change|touch)\b)"
    r"(?![^,]*\b(?:remove|drop|cut|lose|take|strip|delete|ditch|too many|so many|that many)\b)"
    r"[^,.;!?]{0,80}$|"
    # "lose the wee chimney and broom emojis", "drop every one of those little crawfish emojis":
    # a removal opening the verb phrase reaches its object over the words describing it.
    r"(?:^|\b(?:and|so|but|please|pls|kindly|just|also|then|can you|could you)\s+)"
    r"(?:(?:y'?all|you(?: guys)?)\s+)?(?:(?:can|could|should|must)\s+)?(?:just\s+)?"
    r"(?:lose|ditch|drop|remove|strip|scrap|nix|kill|delete|get rid of|take out)\s+"
    r"(?:the|all|those|these|every|each|any)\b(?![^,.;!?]*\b(?:back|down|to (?:one|two|a))\b)"
    r"[^,.;!?]{0,60}$|"
    r"(?:^|[^不])(?:千万别|千万不要|别再|不要再|不许|不准)(?![^，,。]*(?:删|去掉|拿掉|少|太多|那么多|这么多))"
    r"[^，,。；！？]{0,40}$",
    re.IGNORECASE,
)
# "…emoji in the posts - none at all", "…emojis in, not a single one": the ban said after.
EMOJI_NONE_SAID_AFTER = re.compile(
    r"^[^.;!?]{0,30}?(?:[,-]\s*|\s)(?:none (?:at all|whatsoever)|not (?:a single|one) "
    r"(?:one|of them)?)\b",
    re.IGNORECASE,
)
# An elliptical clause after one about emoji ("None. Ever.", "别太多就行").
EMOJI_ELLIPSIS = (
    (
        re.compile(
            r"^(?:[\w']+\s){0,2}(?:none|zero)\b|^(?:no|nope)\b|"
            r"^\W*"
            + _SIGN_NO
            + r"|^(?:以后|今后|往后|从今以后)?(?:都|也)?一个都不要|^都不要|^全删|^全部删|"
            # "…的小图标，一个也别留了", "一个都不许放": not one kept.
            r"^(?:以后|今后|往后)?一个(?:都|也)(?:别|不要|不许|不准|不能)(?:再)?(?:留|放|加|用|要|出现)|"
            r"^删|"
            r"^去掉",
            re.I,
        ),
        "none",
    ),
    (
        re.compile(
            r"^(?:只是|但是|但|就是|不过|只要)?(?:而)?(?:是)?(?:让你|叫你|要你|请你)?"
            r"(?:以后|今后|往后|从今以后)?都?"
            r"(?:(?:别|不要)太多|少[放加用来写](?:一?[点些用几])?|少一?[点些用几])"
        ),
        "fewer",
    ),
    (
        # "a couple per post is fine now", "一两个就行": a small number allowed.
        re.compile(
            r"^(?:just |only )?(?:a couple|one or two|two or three|a few|one|two)(?: [\w-]+){0,3}? "
            r"(?:is|are) (?:fine|ok|okay|enough|plenty|about right)\b|"
            r"^(?:一两个|两三个|一个)(?:就|也)?(?:行|可以|够了|没问题|足够)",
            re.I,
        ),
        "fewer",
    ),
    (
        re.compile(
            r"\b(?:put|bring|add|want|need|give me) (?:some|them|a few|it|one or two) back\b|"
            r"^(?:都)?加回来|^(?:都)?放回来",
            re.I,
        ),
        "more",
    ),
    (
        re.compile(
            r"^(?:remove|delete|drop|lose|cut|ditch|kill) (?:them|those|it|all)|"
            r"^(?:take|rip|pull|strip|get) (?:them|those|it)(?: all)? (?:out|off|away)\b|"
            r"(?:^|,\s*)(?:none|zero)(?: at all)?\b",
            re.I,
        ),
        "none",
    ),
)
