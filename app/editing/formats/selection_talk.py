"""A selection's reply that asks the writer something and promises the edit afterwards: "I
don't know who reported the bug — could you tell me their name? Then I'll rewrite the
sentence.", "Who should be thanked here? Give me the name and I'll work it in.",
你能告诉我具体是哪些吗？知道后我再帮你改这句。 None of it is text for the selection: the
question alone is not always worded as talk, and the promise after it is not either, but
together they are the model waiting for an answer.
"""

from __future__ import annotations

import re

from app.editing.align import is_aside
from app.editing.remarks import overlap

# The model saying what it will do once it knows more.
_PROMISE_EN = re.compile(
    r"\b(?:then|once|when|after|as soon as|if)\b[^.?!]{0,60}\b(?:i['’]ll|i will|i can|i could"
    r"|i['’]d|i would|i['’]m happy to)\b"
    r"|\b(?:give|tell|send|share with)\s+me\b[^.?!]{0,60}\b(?:i['’]ll|i will|i can)\b"
    r"|\blet me know\b[^.?!]{0,60}\b(?:and|then)\s+i['’]ll\b"
    r"|^(?:and\s+)?i['’]ll (?:then |happily |gladly )?(?:rewrite|revise|update|add|work|change"
    r"|edit|adjust|put|include|fix|redo|write|finish|weave|plug|insert|credit|name|mention"
    r"|tailor)\b[^.?!]{0,40}\b(?:it|this|that|them|sentence|line|text|selection|wording|name"
    r"|details?|in)\b",
    re.IGNORECASE,
)
_PROMISE_ZH = re.compile(
    r"(?:知道|确认|告诉我|提供|收到|有了|明确|确定)[^。！？!?]{0,12}?(?:后|之后|以后|了)"
    r"[^。！？!?]{0,6}?我(?:再|会|就|马上|立刻|便)"
    r"|(?:然后|之后|到时|到时候|回头)我(?:再|会|就)"
    # 告诉我确切的年数，我再帮您改 / 您说一下具体日期，我马上帮你调整: the edit put off to later
    r"|[，,]\s*我(?:再|马上|立刻|随后|这就)(?:来)?(?:帮你|帮您|给你|给您|为你|为您)?"
    r"(?:改|修改|改写|调整|补充|补上|加上|写|润色|更新|替换)"
    # 如果不必写具体月份，我可以改得更轻快一些 / 要是只是估计，我可以换一种写法
    r"|(?:如果|要是|若是?|假如|倘若)[^。！？!?]{1,30}?[，,]\s*我(?:可以|能|会|就|再|来|便)"
    r"|^(?:我)?(?:再|就)(?:帮你|帮您|给你|给您|为你|为您)?(?:改|修改|改写|调整|补充|加上|写)"
)
# A bare acknowledgement before the question: "Sure.", "Happy to!", 可以的。, 好的！
_ACK = re.compile(
    r"^[\s*_]*(?:sure(?: thing)?|okay|ok|of course|certainly|happy to|gladly|absolutely"
    r"|great|good idea|可以(?:的|呀|啊)?|好的?|好呀|没问题|当然(?:可以)?|行)"
    r"[\s*_]*[!！.。,，~～]*[\s*_]*$",
    re.IGNORECASE,
)


def is_ack(sentence: str) -> bool:
    """Whether the sentence only says yes ("Sure!", 可以的。) — no text for the selection."""
    return _ACK.match(sentence) is not None


# The model saying what it cannot work out, or what the article does not give it: "I can’t
# work out the exact percentage from the article: …", "I don’t have the end-of-month count",
# 文章里只说人数增加了…，我算不出准确的数字。 — before a question back, no text for the selection.
_LACKS = re.compile(
    r"\bI\s*(?:can['’]?t|cannot|can not|don['’]t (?:have|know|see)|do not (?:have|know|see)"
    r"|(?:am|['’]m) (?:not able|unable|not sure)|have no (?:way|figure|number|data))\b"
    r"|\bthe (?:article|text|piece|post|story) (?:only|doesn['’]t|does not|never|gives no)\b"
    r"|我(?:算不出|推算不出|换算不出|得不出|没法|没办法|无法|不能|不知道|不清楚|不确定|找不到)"
    r"|(?:文中|文章里|文章中|原文中?|原文里|文里)[^。！？!?]{0,8}?(?:只|并?没有?|未|并未|不)",
    re.IGNORECASE,
)


def is_lack(sentence: str, body: str) -> bool:
    """Whether the sentence is the model saying what it cannot work out or lacks, in words
    the article does not hold."""
    match = _LACKS.search(sentence)
    return match is not None and match[0].lower() not in body.lower()


# A question that shares this little of its words with the selection is asked of the writer.
_OWN_WORDS = 0.34


def is_promise(sentence: str, original: str) -> bool:
    """Whether the sentence is the model saying it will make the edit once it hears back,
    in words the selection does not share."""
    flat = sentence.strip()
    if not flat or overlap(flat, original) >= _OWN_WORDS:
        return False
    return bool(_PROMISE_EN.search(flat) or _PROMISE_ZH.search(flat))


def asks_writer(sentence: str, original: str, *, any_words: bool = False) -> bool:
    """Whether the sentence is a question that is not a version of the selection (with
    `any_words`, whatever words of the selection it repeats)."""
    flat = sentence.strip().rstrip("*_ ")
    if not flat.endswith(("?", "？")) or original.strip().rstrip("*_ ").endswith(("?", "？")):
        return False
    return any_words or overlap(flat, original) < _OWN_WORDS


def lacks_then_asks(said: list[str], original: str, body: str) -> bool:
    """Whether the sentences are the model saying what it cannot work out from the article,
    then asking the writer for it ("I can’t work out the exact percentage from the article:
    it gives our total but not the airport’s. What was the airport’s total?")."""
    return (
        len(said) > 1
        and asks_writer(said[-1], original)
        and any(is_lack(s, body) for s in said[:-1])
        and all(is_lack(s, body) or is_aside(s, body) or is_ack(s) for s in said[:-1])
    )
