"""Readers described as insiders by what they do rather than by a title ("know every frame of
every agent", "live and breathe this game", "know it inside out", 资深老玩家, 闭着眼都会): what
that implies for the words used, to be put to the writer, never filed outright."""

import re

_INSIDERS = re.compile(
    r"\bknow(?:s)? (?:every|each|all the) (?:\w+ ){0,2}\w+\b|\blive and breathe\b|"
    r"\bknow (?:it|this|the \w+|their stuff) (?:inside out|backwards|cold|by heart)\b|"
    r"\b(?:hardcore|die-?hard|veteran|seasoned|expert|pro|ranked|competitive) "
    r"(?:players?|gamers?|grinders?|fans?|readers?|users?|engineers?|practitioners?)\b|"
    r"\b(?:been doing this|in the (?:trade|industry|field)) for (?:years|decades|\d+ years)\b|"
    r"资深|老玩家|老手|老司机|骨灰级|硬核|闭着眼(?:睛)?都|倒背如流|如数家珍|行家|内行|业内人士|"
    # Knowing all of it, or doing it for decades: "they know everything about puzzle flow",
    # "all growing bonsai twenty, thirty years", 养了二三十年兰花, 门儿清.
    r"\bknow(?:s)? (?:everything|all there is to know|more than (?:I|we) do) (?:about|on)\b|"
    r"\bknow(?:s)? (?:their|the|this) (?:stuff|trade|craft|onions|game)\b|"
    r"\bknow (?:it|this|more) better than (?:I|we|me|us) do\b|"
    r"职业(?:棋手|选手|球员|运动员|演员|画家|乐手|厨师)|业余[一二三四五六七八九\d]段|段位|"
    r"\b(?:doing|growing|playing|making|running|brewing|keeping|building|teaching|practi[cs]ing|"
    r"working|flying|riding|racing|breeding|fishing|sailing|climbing|cooking|coding|nursing) "
    r"(?:[\w-]+ ){0,2}(?:for )?(?:(?:ten|fifteen|twenty|thirty|forty|fifty|\d{2}|many|"
    r"several)(?:[,-]? (?:or )?(?:twenty|thirty|forty|fifty|\d{2}))?\+? years|decades)\b|"
    r"(?:做|玩|种|养|干|教|练|开|跑|写|修|画|钓|拍|弹|唱|下|骑|酿|烤|织|绣|带)了?(?:十|二十|三十|四十|几十|一二十|二三十|三四十|"
    r"\d{2})多?年|门儿清|什么都懂|比我(?:还|都)懂|懂行|在行"
)
# "not experts", "nobody here knows every rule": the insider's words turned down.
_DENIED = re.compile(
    r"\b(?:not|no|aren'?t|isn'?t|nobody|none|never|hardly)\b|n't\b|不是|没有|并非|谈不上", re.I
)


def implied_by_expertise(sentence: str) -> list[tuple[str, str]]:
    """Technical words, when the readers are described as insiders and nothing denies it."""
    found = _INSIDERS.search(sentence)
    if not found:
        return []
    before = sentence[max(0, found.start() - 24) : found.start()]
    return [] if _DENIED.search(before) else [("vocabulary", "technical")]
