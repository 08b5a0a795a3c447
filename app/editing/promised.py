"""A promise of more work in a later message — "I'll do the second one next.", "In my next
message I'll write the paragraph on the export format.", 第二处我下一条再改。,
噪音规定这一条，我下一条回复再加。 — is the model talking to the writer about an ask
it left undone, never a paragraph of the article (not even the one an "add a sentence at the
end" ask would put there), nor a cut reply's promise of the rest (continued.py). The ask left
undone is said to the writer by undone.py, as any ask the reply did not answer.
"""

from __future__ import annotations

import re

# Later, said as a message of the model's own: "in my next message", "in a follow-up", or
# "next" closing the sentence ("I'll do the second one next.").
_NEXT_MESSAGE = (
    r"\bin (?:my|the|a) (?:next|following|separate|second|later|follow-up)"
    r" (?:message|reply|response|turn|answer|pass)\b|\bin a follow-up\b"
)
_LATER_EN = rf"(?:{_NEXT_MESSAGE}|\bnext[.!]?\s*$)"
# What it is about: the edit, not the article's own plans ("I'll see you at the start next
# Saturday").
_ABOUT_EDIT = re.compile(
    r"\b(?:second|other|remaining|rest|one|ask|request|change|edit|sentence|paragraph|item"
    r"|rule|part|section|bit|point|line|addition|heading|table|list|title)s?\b",
    re.IGNORECASE,
)
# "I'll do the second one next.", "Next, I'll write …", "In my next message I'll write …", "I
# will add the cake stall sentence in my next message.", "The plant sale sentence will follow in
# my next reply."
_PROMISE_EN = re.compile(
    r"^[\s*_>]*(?:(?:next|then|after that|afterwards|coming next|up next)\s*[,:—–-]?\s*"
    rf"|(?:{_NEXT_MESSAGE})\s*,?\s*)?"
    r"(?:i(?:'ll| will| am going to|'m going to)|(?:the |that |this )?[\w' ()-]{1,60}?"
    r"\b(?:will|'ll) (?:follow|come|be (?:added|written|done|sent)))\b"
    r"[^\n]{0,200}$",
    re.IGNORECASE,
)
_LEAD_EN = re.compile(
    rf"^[\s*_>]*(?:(?:next|coming next|up next)\s*[,:—–-]|{_NEXT_MESSAGE})", re.IGNORECASE
)
# 下一条（回复/消息）再改, 稍后再补, 接下来我再加, 另一处之后再处理, 下次回复补上.
_PROMISE_ZH = re.compile(
    r"(?:下一条|下条|下一次|下次|下一轮|下一个回复|稍后|随后|之后|接下来|待会儿?|回头)"
    r"[^\n。！？]{0,12}?(?:再|来|会|补|给您|给你)"
    r"[^\n。！？]{0,6}?(?:改|加|补|写|处理|修改|调整|添加|完成|更新|发|做)"
)


_APOSTROPHES = str.maketrans("’‘", "''")


def promises_later(text: str) -> bool:
    """Whether `text` (one unit of a reply) is only a promise to do something in a later
    message."""
    flat = text.strip().translate(_APOSTROPHES)
    if not flat or "\n" in flat or len(flat) > 240:
        return False
    if _PROMISE_EN.match(flat) and _ABOUT_EDIT.search(flat):
        lead = _LEAD_EN.match(flat)
        return lead is not None or re.search(_LATER_EN, flat, re.IGNORECASE) is not None
    chinese = re.sub(r"[^\u4e00-\u9fff]", "", flat)
    return bool(chinese) and len(flat) <= 60 and _PROMISE_ZH.search(flat) is not None
