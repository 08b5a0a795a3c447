"""Whether a chat message asks to take the last change back ("undo that", "go back to the
previous version", 撤销刚才的修改, 还是改回原来的吧) or to go back to a named version ("go back to
V1", 恢复到V2, "revert to the original"): the whole message, clause by clause, is such an ask
and remarks around it ("Actually,", "I liked it better before", 算了, 我不喜欢) — never an edit
that mentions undoing ("undo the passive voice in paragraph 2", 撤销第二段里的被动句, "go back to
the beginning and add a greeting"), which the model answers as before. Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass

# What may stand after an English undo verb: the change meant, the version, politeness.
_EN_FILLER = (
    r"that|this|it|them|those|these|the|my|your|his|her|our|last|latest|previous|prior|earlier|"
    r"recent|most recent|old|first|change|changes|edit|edits|step|one|version|draft|text|wording|"
    r"article|to|back|please|again|too|also|as well|now|just now|before|the way it was|"
    r"how it was|as it was|what it was|what i had|it was|you made|you just made|you did|"
    r"you just did|i made|thanks|thank you|for me|instead|original|v\d+|version \d+"
)
# Undo verbs that carry no object of their own ("undo", "revert", "go back").
_EN_VERBS = (
    r"undo|revert|roll ?back|go back|get back|restore|reverse|"
    r"(?:take|put|change|switch|set|turn) (?:it|that|this|them|everything|things|the text|"
    r"the article) back|bring back|cancel|scrap|discard|drop|ditch|throw away"
)
# Verbs that need an object that names a change or a version ("cancel that", "scrap the edit").
_EN_NEEDS_OBJECT = re.compile(r"^(?:bring back|cancel|scrap|discard|drop|ditch|throw away)\b")
_EN_CLAUSE = re.compile(
    r"^(?:(?:please|pls|can you|could you|would you|will you|can we|could we|let's|lets|just|"
    r"ok|okay|so|then|i want to|i'd like to|i would like to|i want you to|you can|go ahead and|"
    r"let us)\s+)*"
    rf"(?P<verb>{_EN_VERBS})"
    rf"(?P<rest>(?:\s+(?:{_EN_FILLER}))*)$"
)
# Remarks that may stand around an undo: a change of mind, a verdict on the change.
_EN_REMARK = re.compile(
    r"^(?:actually|hmm+|hm+|no+|nope|nah|oops|sorry|wait|ugh|ok|okay|oh|well|never ?mind|"
    r"on second thoughts?|i(?:'ve| have)? changed my mind|(?:that's|that is|that was|it's|it is)"
    r" (?:worse|not (?:better|good|right|what i (?:wanted|meant|asked for)))|"
    r"i (?:don't|do not|didn't|did not) like (?:it|that|this|the change|that change)|"
    r"not (?:good|better|what i wanted)|i liked it better (?:before|the way it was)|"
    r"i preferred (?:it|the (?:old|previous|earlier|original) (?:one|version|text)) ?(?:before)?|"
    r"it was better before|the (?:old|previous|original) (?:one|version) was better|"
    r"thanks|thank you|please)$"
)
_EN_FIRST = re.compile(r"\b(?:original|first version|first draft|v1)\b")
_VERSION = re.compile(r"\b(?:v|version )(\d{1,6})\b")

# Chinese: what may stand before the verb (politeness, 还是, the change named), and after it.
_ZH_BEFORE = (
    r"(?:请|帮我|帮忙|麻烦你?|你|能不能|能否|可以|可不可以|还是|就|再|给我|我想|我要|想|要)*"
    r"(?:把|将)?(?:刚才|刚刚|上一次|上次|这次|这一次|最近一次|前面)?(?:那次|那个|这个|的)?"
    r"(?:修改|改动|改的|编辑)?(?:都|也)?"
)
_ZH_CORE = (
    r"撤销|撤回|撤消|撤掉|收回|还原|复原|回滚|回退|退回(?:去|到)?|"
    r"(?:改|换|变|弄)回(?:去|来|原来的?(?:样子|版本)?|原样|原文|之前的?(?:样子|版本)?)|"
    r"恢复(?:成|到|为)?(?:原样|原状|原文|原稿|原来的?(?:样子|版本)?|之前的?(?:样子|版本)?|"
    r"上一版|上一个版本|上个版本|最初的?(?:样子|版本)?|第[一二三四五六七八九十\d]+版|V\d+|v\d+)?|"
    r"回到(?:原来的?(?:样子|版本)?|之前的?(?:样子|版本)?|上一版|上一个版本|上个版本|"
    r"最初的?(?:样子|版本)?|第[一二三四五六七八九十\d]+版|V\d+|v\d+|原文|原稿)|"
    r"用回(?:原来的?(?:样子|版本)?|之前的?(?:样子|版本)?|上一版|原文|原稿|V\d+|v\d+)|"
    r"(?:还是)?(?:用)?原来的(?:好|版本)|不要(?:这个|这次|刚才的?|刚刚的?)?(?:修改|改动)了?|"
    r"(?:修改|改动)不要了"
)
_ZH_AFTER = (
    r"(?:上一步|上一次|上次|刚才|刚刚|的|修改|改动|这次|一下|吧|了|它|回去|回来|那个|这个|那次|"
    r"版本|掉|就行|就好|啊|呀|哦|呢|吗|好吗|可以吗|行吗|谢谢|好了)*"
)
_ZH_CLAUSE = re.compile(rf"^{_ZH_BEFORE}(?P<verb>{_ZH_CORE}){_ZH_AFTER}$", re.IGNORECASE)
_ZH_REMARK = re.compile(
    r"^(?:算了吧?|哎呀?|唉|嗯+|呃|啊|不行|不好|不对|还是算了|我?改主意了|我?不喜欢(?:这个|这样)?|"
    r"还是原来的好|原来的(?:更好|比较好)|之前的(?:更好|比较好)|没有原来的好|这样不好|"
    r"(?:好像|感觉)?不太好|感觉不对|不是我要的|谢谢)$"
)
_ZH_FIRST = re.compile(r"原文|原稿|最初|第一版|第1版|初稿")
_ZH_VERSION = re.compile(r"[Vv](\d{1,6})|第(\d{1,6}|[一二三四五六七八九十]+)版")
_ZH_NUMERALS = {c: i for i, c in enumerate("一二三四五六七八九十", start=1)}
_CLAUSES = re.compile(r"[,，;；。!！?？:：…—]+|\.(?!\d)|\s-\s")


@dataclass(frozen=True)
class UndoAsk:
    """An undo asked in the chat: `version` named (V2, the original = 1), or None for the
    change that made the version shown."""

    version: int | None = None


def asked_undo(message: str) -> UndoAsk | None:
    """The undo `message` asks for, or None when it asks anything else (an edit, a question,
    an undo of one part)."""
    clauses = [c.strip() for c in _CLAUSES.split(message.strip().lower()) if c and c.strip()]
    if not clauses or len(clauses) > 4:
        return None
    asks: list[UndoAsk] = []
    for clause in clauses:
        ask = _english(clause) or _chinese(clause)
        if ask is not None:
            asks.append(ask)
        elif not (_EN_REMARK.match(clause) or _ZH_REMARK.match(clause)):
            return None
    if not asks:
        return None
    named = {a.version for a in asks if a.version is not None}
    if len(named) > 1:
        return None  # two versions named: which one is not for the rules to guess
    return UndoAsk(named.pop() if named else None)


def _english(clause: str) -> UndoAsk | None:
    match = _EN_CLAUSE.match(clause)
    if match is None:
        return None
    rest = match["rest"].strip()
    if _EN_NEEDS_OBJECT.match(match["verb"]) and not re.search(
        r"\b(?:that|this|it|change|changes|edit|edits|version|draft|last|original|v\d+)\b", rest
    ):
        return None  # "drop" alone, "cancel" alone: not said of a change
    if (named := _VERSION.search(rest)) is not None:
        return UndoAsk(int(named[1]))
    return UndoAsk(1) if _EN_FIRST.search(rest) else UndoAsk()


def _chinese(clause: str) -> UndoAsk | None:
    compact = re.sub(r"\s+", "", clause)
    if _ZH_CLAUSE.match(compact) is None:
        return None
    if (named := _ZH_VERSION.search(compact)) is not None:
        number = named[1] or named[2]
        if number.isdigit():
            return UndoAsk(int(number))
        if len(number) == 1:
            return UndoAsk(_ZH_NUMERALS[number])
        return None  # 第十二版: read by nobody here; the model is asked
    return UndoAsk(1) if _ZH_FIRST.search(compact) else UndoAsk()
