"""What a described fault does to the writer's readers: the harm that makes a complaint a wish.

"我写的活动通知一大段到底…阿姨们在手机上根本看不下去", "Our care cards read like a chemistry
textbook… Customers just want to know if the scarf can go in the wash": the readers named
beside the writer's own text are not who the readers are (an audience, asked) but what goes
wrong for them — the fault is plain and the writer wants it gone, so it is filed
(app/style/described.py). A clause that only says this harm is the readers' trouble, not
someone else's way of writing.
"""

import re

from app.style.prefilter import screened
from app.style.readerships import describes_a_readership


def _re(pattern: str) -> re.Pattern[str]:
    return screened(re.compile(pattern, re.IGNORECASE))


_READERS_EN = (
    r"(?:customers?|readers?|members?|residents?|tenants?|parents?|volunteers?|patients?|"
    r"students?|staff|colleagues?|people|folks?|guests?|subscribers?|followers?|drivers?|"
    r"users?|buyers?|shoppers?|families|locals|neighbours?|neighbors?|parishioners?|fans?|"
    r"pensioners?|the elderly|older (?:folk|people|readers|patients))"
)
_READERS_ZH = (
    r"(?:家长|居民|顾客|客人|客户|读者|会员|老人家|老人|阿姨|大爷|大妈|同事|实习生|员工|学生|"
    r"患者|病人|粉丝|用户|业主|街坊|新人|买家|群友|理事|村民|老年)"
)
# What goes wrong for them: they cannot follow, read, find or tell apart; they give up, scroll
# past, keep asking, or take the piece for something it is not.
_HARM = _re(
    _READERS_EN + r"\b[^.!?;]{0,40}?\b(?:can'?t|cannot|couldn'?t|can never|don'?t|never) "
    r"(?:\w+ )?(?:tell|follow|read|understand|make sense|find|work out|get through|finish|see)\b|"
    + _READERS_EN
    + r"\b[^.!?;]{0,40}?\b(?:have|has|had) no (?:idea|clue)\b|"
    + _READERS_EN
    + r"\b[^.!?;]{0,40}?\b(?:gives? up|give up|scroll(?:s|ing)? (?:straight |right )?past|"
    r"keep (?:phoning|calling|ringing|emailing|asking|messaging)|(?:are|were|get) (?:baffled|"
    r"confused|lost)|(?:just|only|simply|literally just) want(?:s)? to know|think (?:it'?s|"
    r"they'?re|they are|it is) (?:a )?(?:scam|spam|a joke))\b|"
    + _READERS_ZH
    + r"[^。！？!?；;]{0,16}?(?:看不懂|看不明白|看不清|看不下去|读不下去|看不进去|一头雾水|"
    r"摸不着头脑|搞不懂|分不清|找不到|划半天|眼睛都花|眼花|不知道(?:在)?(?:说|讲|卖|写)|"
    r"以为是(?:诈骗|骗子|广告|垃圾)|说不严肃|都说不严肃|不像(?:个)?正经)"
)


def says_reader_harm(text: str) -> bool:
    """Whether the text says what a fault does to readers: they cannot follow it, give up,
    cannot tell the pieces apart or take it for something it is not — and not who the readers
    are ("关注我们号的基本都是退休的老人家，很多字眼他们都看不明白": an audience, asked)."""
    return bool(_HARM.search(text)) and not describes_a_readership(text)
