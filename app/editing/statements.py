"""A clause of a suggestion that only says how things stand ("The sign at the bottom now says
'Miners' Path'.", 山脚的路牌现在写的是“矿工小路”。) gives the reason for an ask beside it, and
is no ask of its own: nothing is to change at the place it names, so it is never reported as
not done. A clause asks when it holds any of: a verb said as an order ("Call it…", "shorten…",
缩短…), a wish (should, please, can you, need to, 要, 请, 应该, 帮我), a target (to "…",
instead, 改成, 换成) — or a complaint naming what is wrong ("The date in para 2 is wrong",
"too long", 第二段的日期不对, 太长): a complaint asks for the fix."""

from __future__ import annotations

import re

from app.editing.clauses import asks_change

# Quoted words: the article's or the new text, never how the writer asks.
_QUOTED = re.compile(
    r"\"[^\"\n]*\"|“[^“”\n]*”|「[^「」\n]*」|『[^『』\n]*』|‘[^‘’\n]*’|(?<![\w'])'[^'\n]+'(?![\w'])"
)
# A statement's subject: the words it opens with ("The sign…", "Our venue…", "It…", "We…").
_SUBJECT_EN = re.compile(
    r"^(?:the|this|that|these|those|our|my|its|their|his|her|it|we|they|there|everyone|people)\b",
    re.IGNORECASE,
)
# A verb said as an order after a pause inside the clause ("The title — make it shorter").
_ORDER_AFTER_PAUSE = re.compile(
    r"[,:—–-]\s*(?:please\s+)?(?:make|change|add|fix|put|write|say|call|use|replace|update"
    r"|correct|rewrite|reword|shorten|cut|drop|delete|remove|move|turn)\b",
    re.IGNORECASE,
)
_WISH_EN = re.compile(
    r"\b(?:should|shall|must|please|pls|need|needs|needed|want|wants|would like|'d like|let'?s"
    r"|can you|could you|would you|will you|ought|has to|have to|instead|rather)\b",
    re.IGNORECASE,
)
# A target: new words after "to", or the old set against the new ("It's the 25th, not the 18th").
_TARGET_EN = re.compile(r"\b(?:to|into|with)\s*$|\b(?:to|into)\s+\x00|,\s*not\b", re.IGNORECASE)
_COMPLAINT_EN = re.compile(
    r"\b(?:wrong|incorrect|inaccurate|typos?|mistakes?|errors?|misspel\w*|outdated|out of date"
    r"|missing|broken|confusing|unclear|awkward|clunky|wordy|too|isn'?t right|not right)\b",
    re.IGNORECASE,
)
# A Chinese statement says what a thing is or says now: 现在写的是, 已经叫, 目前是, 写着.
_STATES_ZH = re.compile(r"写着|写的是|叫做?|是|现在|已经|目前|如今|改名")
_WISH_ZH = re.compile(
    r"要|请|应该|应当|得|需要|帮我?|麻烦|能不能|能否|可不可以|可以|希望|想|改成|改为|换成|换为|写成"
    r"|统一|把|将|别|不要"
)
_COMPLAINT_ZH = re.compile(r"错|不对|有误|不准|过时|太|啰嗦|不通|别扭|看不懂|漏了|少了")


def only_states(clause: str) -> bool:
    """Whether a clause only says how things stand: no order, wish, target nor complaint."""
    said = _QUOTED.sub("\x00", clause).strip()
    if _WISH_ZH.search(said) or _COMPLAINT_ZH.search(said):
        return False
    if re.search(r"[\u4e00-\u9fff]", said):
        return bool(_STATES_ZH.search(said)) and not asks_change(_STATES_ZH.sub("", said))
    if not _SUBJECT_EN.match(said) or _ORDER_AFTER_PAUSE.search(said):
        return False
    return not (_WISH_EN.search(said) or _TARGET_EN.search(said) or _COMPLAINT_EN.search(said))
