"""The model's pleasantries around an edit — "Sure! Here's the revised article:", "Let me
know if you want more changes.", 好的！以下是修改后的文章：, 如需进一步修改，请随时告诉我。 —
which say nothing about the edit, so the note shown to the writer leaves them out and keeps
only what the model said about its changes (the note itself is kept whole for the checks that
read it)."""

from __future__ import annotations

import re

# A sentence ends at its stop (and at a line's end): "Sure! Here's the revised article:" is two.
# A Latin stop ends one only before a space ("2.5 mg" is one number).
_SENTENCE = re.compile(
    r"(?:[^\n.!?。！？～~]|[.!?](?=[^\s.!?]))*(?:[.!?。！？～~]+[\"'”’)）]*|\n|$)"
)
# A Chinese sentence is judged clause by clause: 当然可以，这是修改后的版本： is two pleasantries.
_CLAUSE = re.compile(r"[，,；;]")
# What a reply opens with before its point: "Sure!", "Of course —", 好的，
_INTERJECTION = re.compile(
    r"^(?:sure(?: thing)?|of course|absolutely|certainly|okay|ok|great|done|no problem"
    r"|here you go|happy to help|好的|好|当然|当然可以|没问题|可以|行|收到|明白了?|嗯)"
    r"(?=[\s!！.。,，:：~～—–-]|$)[\s!！.。,，:：~～—–-]*",
    re.IGNORECASE,
)
_ARTICLE = (
    r"(?:article|version|text|draft|piece|post|story|paragraph|rewrite|edit|copy|result"
    r"|文章|全文|版本|内容|稿子?|段落|文字)"
)
_LEAD_IN = re.compile(
    rf"^(?:(?:here(?:'s| is| are)|below is|below you'?ll find|this is|i'?ve (?:revised|updated)"
    rf" (?:the|your) {_ARTICLE})\b.*{_ARTICLE}.*"
    rf"|here(?:'s| is| are)?(?: it| you go)?\W*$"
    rf"|(?:以下|下面|这|如下)(?:就)?是.*(?:修改|修订|改写|润色|调整|更新)(?:后|过)的.*"
    rf"|(?:修改|改写|润色|调整)(?:后的.*)?如下.*|以上(?:就)?是.*)$",
    re.IGNORECASE,
)
# A lead-in that ends on a colon, into the text given after it: "I've changed the second
# paragraph to:", "…so it now reads:", 我把第二段改成了：, 修改后的第二段： (outside53 F2).
_INTO = re.compile(
    r"^(?:.{0,80}\b(?:changed|rewrote|rewritten|revised|updated|edited|reworded|rephrased"
    r"|tightened|shortened|made|turned|adjusted|polished|softened|trimmed)\b.{0,60}"
    r"\b(?:to|as|into|like this|as follows|reads)"
    r"|.{0,30}?(?:改成|改为|改写成|改写为|写成|调整为|调整成|修改为|修改成|润色为|润色成|换成|变成)了?"
    r"(?:这样|如下|下面这样|以下这样)?"
    r"|.{0,20}(?:修改|改写|润色|调整)(?:了|过)(?:一下)?"
    r"|(?:修改|改写|润色|调整|更新)(?:后|过)的.{0,12})\s*[:：]$",
    re.IGNORECASE,
)
# A line saying the rest was left as it was: "Kept everything else the same", "The rest is
# unchanged", 其余内容保持不变, 其他部分没有改动 — no word about the edit (outside53 F6).
_REST = (
    r"(?:everything else|the rest(?: of (?:the|your) \w+)?|all (?:the )?other \w+"
    r"|(?:the )?other \w+)"
)
_KEPT_REST = re.compile(
    rf"^(?:(?:i(?:'ve| have)? )?(?:kept|left|preserved|maintained|retained) {_REST}"
    r"(?: (?:the same|unchanged|as (?:is|it was|they were|before|written)|intact|untouched))?"
    rf"|{_REST} (?:is|was|remains|stays|are|were|remain|stay|has been kept|have been kept)"
    r" (?:the same|unchanged|as (?:is|it was|they were|before|written)|intact|untouched)"
    r"|no other changes(?: were)?(?: made)?"
    r"|(?:其[他余]|别的|剩下的?)的?(?:部分|内容|段落|地方|文字)?(?:都|均|全部)?"
    r"(?:保持(?:原样|不变|原文)|维持(?:原样|不变)|(?:没有|没|未)(?:做|作)?(?:任何)?(?:改动|变动|修改|动))"
    r"|(?:保持|保留)了?(?:其[他余]|别的|剩下的?)的?(?:部分|内容|段落|地方|文字)?(?:都)?(?:不变|原样)"
    r"|(?:没有|没|未)(?:做|作)?(?:其他|别的)(?:任何)?(?:改动|修改|变动))$",
    re.IGNORECASE,
)
_SIGN_OFF = re.compile(
    r"^(?:let me know|feel free|(?:i )?hope (?:this|that|it|you)|happy to|i'?m happy to"
    r"|i'?d be happy|just let me know|if you(?:'d| would)? (?:like|want|need|prefer)|anything else"
    r"|enjoy|good luck|want me to|would you like|shall i|do you want|thanks|thank you"
    r"|如(?:需|有|果|还)|若(?:需|有|还)|希望|还有(?:什么|其他|别的)|有(?:需要|问题|任何(?:问题|需要))|欢迎"
    r"|随时|请随时|请告诉我|告诉我|尽管说|再叫我)",
    re.IGNORECASE,
)


def without_pleasantries(note: str) -> str:
    """The note without the sentences that are only pleasantries, its other sentences as
    written; "" when nothing else is left."""
    spans = [m for m in _SENTENCE.finditer(note) if m[0].strip()]
    if not any(_pleasantry(m[0]) for m in spans):
        return note.strip()
    return _joined([m[0].strip() for m in spans if not _pleasantry(m[0])])


def _pleasantry(sentence: str) -> bool:
    """Whether every clause of a sentence is a pleasantry: an interjection, a line leading into
    the article or an offer of more help."""
    flat = sentence.replace("’", "'").strip()
    clauses = [c.strip() for c in _CLAUSE.split(flat)] if _is_chinese(flat) else [flat]
    return all(_empty(c) for c in clauses)


def _empty(clause: str) -> bool:
    rest = _INTERJECTION.sub("", clause).strip(" \t*_\"'“”‘’")
    if not rest.strip(".!?。！？～~:：—–- "):
        return True
    bare = rest.rstrip(".!?。！？～~ ")
    return bool(
        _LEAD_IN.match(rest) or _SIGN_OFF.match(rest) or _INTO.match(rest) or _KEPT_REST.match(bare)
    )


def _is_chinese(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


def _joined(sentences: list[str]) -> str:
    text = ""
    for sentence in sentences:
        gap = "" if not text or _is_chinese(text[-1]) or text[-1] in "。！？～" else " "
        text += gap + sentence
    return text
