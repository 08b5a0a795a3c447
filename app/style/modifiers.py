"""The words around a style term that turn or bound it: too much or too many of it ("术语太多",
"nothing but bullets", "满篇感叹号"), replaced or removed ("turn the bullets into prose", "术语
全部拿掉"), added back, likened to something ("像…一样"), an example of it, turned down after it
("长标题不要了"), hard going, liked. The clause readers (`hits`, `size_hits`, `emoji_hits`)
weigh a term with these."""

import re

# "X多了" is "too many X" after a thing one counts, "much more X" after a quality (平和多了).
COUNTABLE = re.compile(r"术语|行话|缩写|列表|要点|清单|感叹|jargon|acronym|bullet|\blists?\b", re.I)
TOO_MUCH_AFTER = re.compile(
    r".{0,3}?(?:太多|过多|多到|多得|一堆|有点多|偏多)|.{0,8}?(?:少用|少点|少一点|少些|少放|少来)"
)
# "把列表改成段落", "turn the bullets into prose": what is replaced is not wanted.
REPLACING_BEFORE = re.compile(r"把|将|\b(?:replace|swap|turn|change|convert)\b", re.I)
# "术语都换成大白话", "术语要不还是换成大白话吧": in Chinese what is replaced may come first,
# with no 把, and a softener or "all" between it and the verb.
REPLACED_AFTER_ZH = re.compile(
    r"^(?:都|全|全部|统统|一律|通通|还是|要不|不如|最好|尽量|干脆|可以|就|也)*"
    r"(?:换成|改成|替换成|改为|变成)"
)
REPLACED_AFTER = re.compile(r"^.{0,8}?(?:改成|换成|变成|改为|替换成|\s+(?:into|with|for)\b)", re.I)
TOO_MANY_AFTER = re.compile(r".{0,3}?多了")
COUNTED = {
    "emoji": ("more", "fewer"),
    "vocabulary": ("technical", "plain"),
    "structure": ("lists", "prose"),
    "tone": ("lively", "calm"),  # exclamation marks: "一堆感叹号，以后少用点"
}
# "满篇感叹号", "整篇都是术语", "nothing but bullets", "bullet after bullet", "emoji everywhere":
# the text is full of it, so it is too much.
ALL_OVER_BEFORE = re.compile(
    r"(?:满篇|满屏|满纸|通篇|整篇|全篇|全文|到处|一眼望去)(?:都是|全是|净是)?$|"
    r"(?<!以后)(?<!都)(?:全是|净是|尽是)$|"
    r"\b(?:nothing but|wall-to-wall|wall to wall|a sea of|endless|an avalanche of|"
    r"a blizzard of)\s+$|"
    # "stop stuffing the newsletters with exclamation marks", "don't cram them with emoji".
    r"\b(?:stuff|cram|litter|smother|drown|overload|clutter|plaster)(?:ing)?\s+"
    r"(?:[\w'-]+\s+){0,4}?with\s+(?:(?:all|the|those|these|so many|loads of|lots of)\s+)*$",
    re.IGNORECASE,
)
ALL_OVER_AFTER = re.compile(
    # ("bullet after bullet"; "a list after all" is a list.)
    r"^\s*(?:everywhere|all over (?:the place|it|the page))\b|"
    r"^\s+after\s+(?!(?:all|that|this|the|a|an|each|every|we|I|you|it|they|them|some)\b)\w+",
    re.IGNORECASE,
)
# "Take the exclamation marks out", "leave the jargon out": the verb's particle comes after.
REMOVING_BEFORE = re.compile(
    r"\b(?:take|taking|took|leave|leaving|keep|keeping|kept|cut|cutting|strip|get|knock|pull|rip|"
    r"edit|cross|dial|"
    r"turn|scale|weed|trim|tone)\b",
    re.I,
)
# "术语全部拿掉", "the exclamation marks have got to go": the removal follows what it removes.
REMOVED_AFTER = re.compile(
    # "缩写都写全称": spelt out in full, so the short forms are not wanted.
    r"^.{0,6}?(?:写|用|改成?|换成?)(?:全称|全拼|完整名称)|"
    r"^.{0,6}?(?:删|去掉|拿掉|去了|砍掉|干掉|拿走|去除|不要了|都不要|能省就省|能不用就不用|"
    r"能少就少)|"
    r"^.{0,5}?(?:别|不要|甭)(?!太|变|改|动|丢|忘)|"
    # "Short paragraph is not what I want": the size named, then turned down.
    r"(?i:^(?:\s+[\w-]+){0,2}?\s+(?:(?:is|are|'s|'re)\s+(?:not|never)|isn'?t|aren'?t)\s+"
    r"(?:what|the thing) (?:I|we) (?:want|wanted|asked for|need|like|meant|am after|was after|"
    r"'m after)\b)|"
    # "感叹号和“家人们冲冲冲”这种别再堆了": a list closed by 这种/之类 is banned as a whole.
    r"^[^，,。.!?！？]{0,30}?(?:这种|这类|这些|那种|那些|之类的?|什么的)(?:东西|的)?(?:以后|今后)?"
    r"(?:都|也|就|全|一律)?(?:别|不要|甭)(?!太|变|改|动|丢|忘)|"
    # "这种聊天记录一样的口气以后一律不要": banned for good, said after it.
    r"^[^，,。.!?！？]{0,12}?(?:以后|今后|往后|从此)(?:都|一律|全都|全部|就)?(?:别|不要|甭)"
    r"(?!太|变|改|动|丢|忘)|"
    r"^.{0,24}?\b(?:ha(?:ve|s) (?:got )?to go|must go|gotta go|can go|need to go)\b|"
    # "I wanted the bullet points gone": wanted away, said after it.
    r"^\s*(?:all\s+|completely\s+)?gone\b|"
    # Named, then removed in the same breath: "bullet points everywhere, get rid of them".
    r"^[^.!?。！？]{0,40}?[,，—–;；]\s*(?:(?:just|please|pls|so)\s+)?(?:ditch|drop|lose|remove|"
    r"delete|cut|kill|scrap|nix|get rid of|take|rip|pull|strip)\s+(?:them|it|those|these|all of "
    r"them)\b",
    re.I,
)
# Said absent, then asked for in the same breath: "this post has no emoji, add some",
# "一个表情都没有，加几个".
ADDED_AFTER = re.compile(
    r"^[^.!?。！？]{0,40}?[,，—–;；]\s*(?:(?:just|please|pls|so)\s+)?(?:add|put in|throw in|"
    r"sprinkle in|sprinkle)\s+(?:some|a few|a couple|a little)(?:\s+(?:more|back|in|please|"
    r"then|too|of them))?\W*$|"
    r"^[^。！？]{0,20}?[,，—–;；]\s*(?:请|就)?(?:加|放|补)(?:上)?(?:几个|一些|点|一点|些)"
    r"(?:吧|呗|啦|嘛)?\W*$",
    re.I,
)
# A clause that only removes what the one before named ("bullet points — ditch them", "删掉").
OUT_AFTER = re.compile(r"^\W*(?:[\w-]+\s+){0,2}?(?:out|away|off|down)\b", re.I)
LIKENED_BEFORE = re.compile(r"(?:像|跟)(?:是)?\S{0,6}$")
LIKENED_AFTER = re.compile(r"^\S{0,2}(?:一样|似的)")
# "写得像菜单一样一条一条的": the form described after a likeness the text was made into.
DESCRIBED_AS_LIKE = re.compile(
    r"(?:写得|弄得|搞得|整得|排得|读着|看着|读起来|看起来)(?:像|跟)\S{1,8}(?:一样|似的)的?$"
)
# "talk to them directly, like 'you're invited'": an example belongs to the request before it.
EXAMPLE_OPENING = re.compile(r"^\s*(?:like\b|e\.g\.|such as\b|for example\b|比如|例如|譬如)", re.I)
# What follows a size said as an adjective and turns it down ("长标题不要了", "短标题点击率太差").
TURNED_DOWN_AFTER = re.compile(
    r"^\S{0,10}?(?:不要|别|太差|不好|不行|受不了|难读|难看|太累|看着累|不喜欢|不习惯)"
)
HARD_GOING = re.compile(
    r"\bhard to (?:follow|read)\b|\bdifficult\b|\btiring\b|\bexhausting\b|\bannoying\b|"
    r"\ba slog\b|\bdrag\b|\bget(?:s)? lost\b|\blose track\b|累|难读|受不了|看不下去|看不懂|读不懂|"
    r"\bglaze(?:s|d)? over\b|\bzone(?:s|d)? out\b|\bmy eyes\b|眼花|犯困|"
    r"跟不上",
    re.IGNORECASE,
)
LIKING = re.compile(
    r"\b(?:lik|lov|ador|prefer|want|enjoy)(?:e|es|s|ed|ing)?\b|喜欢|想要", re.IGNORECASE
)
# "Long sentences are my thing": liked, said after the thing.
LIKED_AFTER = re.compile(r"^.{0,20}\b(?:are|is) (?:my|our) (?:thing|jam|style)\b", re.IGNORECASE)
# "The lists look cold", "the bullets look bare", "the emoji look cheap": a device found fault
# with, said after it, is not wanted.
FAULTED_AFTER = re.compile(
    r"^\s+(?:look|looks|feel|feels|read|reads|seem|seems|are|is)\s+(?:so |too |a bit |really |"
    r"kind of |kinda |pretty |very |just )?(?:cold|bare|clinical|sterile|robotic|lifeless|"
    r"soulless|cluttered|messy|cheap|tacky|childish|awful|terrible|ugly)\b",
    re.I,
)
