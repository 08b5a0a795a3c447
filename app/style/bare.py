"""Bare degrees said after their topic: "add a few more", "fewer, please", "多加点", "ditch them",
"Leave them out", 删掉 — more, fewer or none of what was last named. Read by the offline rules
(app/style/extract.py) through app/style/terms.py."""

import re

# A bare degree said after its topic ("之前说少用表情，现在改主意了，多加点", "add a few more",
# "use more"): more, or fewer, of what was last named — said only of what can be counted.
# Who wishes a bare degree: "I want fewer of them", "I meant more", "what I asked for was less".
_I_WISH = (
    r"(?:(?:no,?\s+|sorry,?\s+)?I (?:want|'?d like|would like|need|asked for|meant|mean|said|"
    r"wanted)|give me|we want|what I (?:want|meant|asked for|said) (?:is|was))\s+"
)
# A bare Chinese degree said as the writer's wish, now or from now on, perhaps with doubt:
# "我是说少一点", "感觉以后少放一点可能会好些", "那就多加几个吧".
_ZH_LEAD = (
    # ("术语不是不能用，但以后尽量少用": the turn after a leave granted.)
    r"\W*(?:但是?|可是?|不过|只是)?"
    r"(?:我(?:是说|的意思是|要的是|要|想)|感觉|觉得|我觉得|其实|应该是?)?(?:以后|今后|往后)?"
    r"(?:那就|就|还是|再|可以|适当|要|尽量|最好|得)?"
)
_ZH_TAIL = (
    r"(?:吧|啊|呀|(?:可能|也许|或许)?(?:会)?(?:好些|好一些|好一点|更好|比较好|就行|就好)"
    r"(?:吧|啊)?)?\W*$"
)
BARE_MORE = re.compile(
    r"^\W*(?:(?:and|so|then|now|just|please|pls|ok)\s+)*(?:add|use|put|throw|sprinkle|give me|"
    r"bring)\s+(?:in\s+)?(?:a few |some |lots |plenty |a lot |a bunch |a couple )?more\b|"
    r"^\W*(?:more of (?:them|it|those)|more,? please)\b|"
    # "the bout posts should have them": what was named before, wanted in them.
    r"\b(?:should|must|need to|can|could) (?:totally |definitely |still |all |really )?(?:have|"
    r"get|keep|use|include|carry) (?:them|those)\b(?! (?:out|away|off|down|to a minimum)\b)|"
    # "I want more of them", "I meant more": the degree wished, of what was named before.
    r"^\W*" + _I_WISH + r"(?:a (?:few|lot|bit|little) |far |way |lots |many |some )?more"
    r"(?:\s+of (?:them|it|those))?(?:,? please)?\W*$|"
    # "a few might suit the newsletter": a small number proposed where there were none.
    r"^\W*(?:but\s+)?(?:honestly\s+)?(?:(?:I'?m |I am )?(?:starting|beginning) to think |"
    r"I (?:think|feel|suspect) )?(?:(?:maybe|perhaps) )?(?:a few|a couple|one or two|two or three)"
    r"(?: of them)? (?:might|could|would|may) (?:actually )?(?:suit|work|help|fit|be (?:nice|fine|"
    r"ok(?:ay)?|good|welcome))\b|"
    r"^" + _ZH_LEAD + r"多(?:用|加|放|来|分|整)?(?:一?[点些]|几[个点条处])" + _ZH_TAIL + "|"
    # "多放", "每段都放几个": more of what was named before, the verb alone or with a count.
    r"^" + _ZH_LEAD + r"(?:多(?:用|加|放|配|整)|(?:每段|每篇|每条|每次)?都?(?:放|加|配|用)上?"
    r"(?:几个|一些|一点|好几个))" + _ZH_TAIL + "|"
    # "full them up", "load them in", "pack 'em in": more of what was named before.
    r"^\W*(?:(?:and|so|then|now|just|please|pls|ok)\s+)*(?:fill|full|load|pack|stuff)\s+"
    r"(?:them|it|'em|those)\s+(?:up|in)\b"
)
BARE_FEWER = re.compile(
    r"^\W*(?:(?:and|so|then|now|just|please|pls|ok)\s+)*(?:use|add|put)\s+(?:a lot |far |way )?"
    r"(?:fewer|less)\b|^\W*(?:fewer|less),? please\b|"
    # "Please fewer.", "I meant there are too many": fewer of what was named before.
    r"(?i:^\W*(?:please|pls)\s+(?:a lot |far |way )?fewer\W*$|"
    r"^\W*(?:I meant\s+)?(?:that\s+)?(?:there are|there's|there were|they are|they're|it has) "
    r"(?:way |far |just |simply )?too many\W*$)|"
    r"^\W*(?:(?:no|nope|just|only)\W+)*(?:barely|hardly|scarcely) any\b|^\W*next to none\b|"
    r"^\W*" + _I_WISH + r"(?:a (?:lot|bit|little) |far |way |many |much )?(?:fewer|less)"
    r"(?:\s+of (?:them|it|those))?(?:,? please)?\W*$|"
    # "strip them way back", "pare them right down": fewer of what was named before.
    r"^\W*(?:(?:and|so|then|now|just|please|pls|ok)\s+)*(?:strip|pare|cut|dial|scale|pull|rein|"
    r"tone|thin) (?:them|those|these) (?:way |right |well |a (?:lot|bit) )?(?:back|down|out)\b|"
    r"^"
    + _ZH_LEAD
    + r"(?:少(?:用|加|放|来|分|整)?(?:一?[点些]|几[个点条处])|少(?:用|加|放))"
    + _ZH_TAIL
)
BARE_REMOVAL = re.compile(
    r"^\W*(?:(?:just|please|pls|so)\s+)?(?:ditch|drop|lose|remove|delete|cut|kill|scrap|nix|"
    r"get rid of|take out|strip)\s+(?:them|it|those|these|that|all of (?:them|it))\b"
    r"(?!\s+(?:way |right |well |a (?:lot|bit) )?(?:back|down)\b)|"
    r"^\W*(?:(?:just|please|pls|so)\s+)?(?:take|rip|pull|strip|leave|keep|cut|throw|chuck)\s+"
    r"(?:them|it|those|these|all of "
    r"them)(?:\s+all)?\s+(?:out|away|off)\b|"
    r"^\W*(?:(?:they|it|those|these) (?:have|has|gotta|must|need to) (?:got )?(?:to )?go)\b|"
    r"^\W*(?:no more of (?:them|it|those)|none of (?:them|it) from now on)\b|"
    r"^\W*(?:以后|今后|往后)?(?:都|全|就)?(?:别(?:再)?(?:加|放|用)了|不要再(?:加|放|用)了|"
    r"删掉|删了|去掉|拿掉|砍掉|不要了|都不要|能不用就不用|"
    r"能省就省|能少就少|能删就删)",
    re.I,
)
