"""A word or short phrase selected and answered the way models answer word requests: a
lead-in before the word ("Here's a better word: timid", 建议改为“朋友们”) is peeled, and
several words offered ("Try “timid” or “bashful”.", "timid, bashful, reserved",
朋友们、街坊们、小伙伴们, "timid (or bashful, if you prefer)") are options for the writer to
choose from, never the new text.
"""

from __future__ import annotations

import re

from app.domain.text import CJK_CHAR

# A selection this short is a word or phrase: one line, no sentence stop, ≤ 4 words or
# ≤ 8 CJK characters.
_STOP = re.compile(r"[.!?。！？；;]")

# The words before the new word: a label ("Here's a better word:", "Some options:",
# 可以换成：), or a verb of offering before a quoted word ("Try “timid”", 建议改为“朋友们”).
_LABEL = re.compile(
    r"^[\s*_]*(?:(?:here(?:'s| is| are)\s+)?(?:(?:a|an|the|my|one|some|a few)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:word|term|synonym|choice|option|alternative|suggestion|pick)s?"
    r"(?:\s+(?:for|instead of)\s+[^:：\n]{1,30})?"
    r"|(?:try|how about|what about|maybe|perhaps|consider|(?:i'd|i would) (?:suggest|use|go with)"
    r"|i (?:suggest|recommend)|you (?:could|might|can) (?:use|say|try))"
    r"|(?:我?建议|可以|不妨|或许可以|试试)?(?:改为|改成|换成|换为|写成)|(?:我?建议|可以|不妨)用?)"
    r"[\s*_]*[:：][\s*_]*",
    re.IGNORECASE,
)
_VERB = re.compile(
    r"^[\s*_]*(?:try|how about|what about|maybe|perhaps|consider|(?:i'd|i would) (?:suggest|use"
    r"|go with)|i (?:suggest|recommend)|you (?:could|might|can) (?:use|say|try)"
    r"|(?:我?建议|可以|不妨|或许可以|试试)?(?:改为|改成|换成|换为|写成)|(?:我?建议|可以|不妨)用?)"
    r"\s*(?=[\"“「『])",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"^[\"“「『'‘](.+?)[\"”」』'’]$")
# What joins words offered side by side: a comma, 、, "or", 或, 或者, 还是, a slash.
_JOIN = re.compile(r"\s*(?:,|，|、|/|;|；)\s*(?:or\s+|或者?)?|\s+or\s+|或者|或|还是")
_OR_ASIDE = re.compile(r"\s*[(（]\s*(?:or\b|或者?|也可以)[^)）]*[)）]\s*[.。]?$", re.IGNORECASE)


def _lead(text: str) -> re.Match[str] | None:
    return _LABEL.match(text) or _VERB.match(text)


def is_word(original: str) -> bool:
    """Whether a selection is a word or short phrase."""
    flat = original.strip()
    if not flat or "\n" in flat or _STOP.search(flat):
        return False
    cjk = len(CJK_CHAR.findall(flat))
    return cjk <= 8 if cjk else len(flat.split()) <= 4


def _bare(item: str) -> str:
    item = item.strip().rstrip(".。!！")
    quoted = _QUOTED.match(item.strip())
    return quoted[1].strip() if quoted else item.strip()


def _is_item(item: str) -> bool:
    cjk = len(CJK_CHAR.findall(item))
    return bool(item) and (cjk <= 8 if cjk else len(item.split()) <= 4) and not _STOP.search(item)


def word_options(text: str, original: str, before: str = "", after: str = "") -> list[str]:
    """The words offered side by side for a word selected, if more than one (else []).
    `before` and `after`: the article's text around the selection."""
    if not is_word(original) or "\n" in text.strip():
        return []
    if _clause(before, after) and not _OTHER_JOIN.search(text):
        return []  # 名额满即止 → 名额有限，先到先得: a clause rewritten as two, no choice
    found = _lead(text.strip())
    rest = text.strip()[found.end() if found else 0 :].strip()
    if _OR_ASIDE.search(rest) and not _OR_ASIDE.search(original):
        return [_bare(_OR_ASIDE.sub("", rest)), rest]  # "timid (or bashful, if you prefer)"
    if _JOIN.search(original):
        return []
    items = [_bare(i) for i in _JOIN.split(rest.rstrip(".。"))]
    return items if len(items) >= 2 and all(map(_is_option, items)) else []


# A clause stands between these marks (or a line's edge) on both sides.
# (Not 、: after it stands an item of a list, and items are replaced by items.)
_CLAUSE_BEFORE = re.compile(r"(?:^|[,，;；:：。.!！?？]\s*|\n\s*)$")
_CLAUSE_AFTER = re.compile(r"^(?:$|\s*[,，;；:：。.!！?？]|\s*\n)")
# Joins that offer one word or another, where a comma may as well join two clauses.
_OTHER_JOIN = re.compile(r"、|/|;|；|\bor\b|或者?|还是|[:：]", re.IGNORECASE)


def _clause(before: str, after: str) -> bool:
    """Whether the selection is a whole clause of its sentence: the writer's marks (or a line's
    edge) on both sides of it. A word selected inside a clause is replaced by a word."""
    return bool(_CLAUSE_BEFORE.search(before[-20:]) and _CLAUSE_AFTER.match(after[:5]))


def _is_option(item: str) -> bool:
    """A word offered beside others: short — "风一吹，桥为什么会响" is one line of two clauses."""
    cjk = len(CJK_CHAR.findall(item))
    return _is_item(item) and (cjk <= 5 if cjk else len(item.split()) <= 3)


def word_taken(text: str, original: str) -> str:
    """The new word for a word selected, the model's lead-in before it peeled; the text as it
    is when it has no lead-in or the selection starts with the lead-in's words itself."""
    if not is_word(original) or "\n" in text.strip():
        return text
    found = _lead(text.strip())
    if found is None or original.strip().lower().startswith(found[0].strip().lower()):
        return text
    word = _bare(text.strip()[found.end() :])
    return word if _is_item(word) else text
