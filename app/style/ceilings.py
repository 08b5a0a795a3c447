"""Limits a writer sets as a rule — a ceiling on a size ("no sentence over twenty words",
"eight words max", 「每段别超过四行」, 「标题控制在八个字以内」) or a ban on every one of a
thing ("not a single emoji", 「一个都不要」) — read as the value they ask for.

A ceiling is said with a negator and a comparative ("nothing longer than", "no … more than")
whose words, read one by one, point the other way ("longer", "more", 「超过」); read as a whole it
asks for the smaller size of what it counts. The part counted decides the dimension: "per
paragraph" or 「每段」 names it, else the first part named (a headline, an emoji, a paragraph, a
sentence), else the whole piece by its words or pages.
"""

import re

_I = re.IGNORECASE
_NUMBER = (
    r"(?:\d+|a (?:couple|few|single)|couple of|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundred|"
    r"[一二两三四五六七八九十百千几]+)"
)
# The ceiling itself: a negated comparative before a number, or a cap word beside one.
_CEILING = re.compile(
    r"\b(?:no|nothing|never|not|none|don'?t|do not)\b[^.!?;:,]{0,40}?"
    r"\b(?:longer|more|bigger|over|above|beyond|exceed(?:ing|s)?|past)\b\s+(?:than\s+)?(?:about\s+)?"
    + _NUMBER
    + r"|\b(?:at most|at the most|no more than|not more than|no longer than|under|below|"
    r"up to|within|capped at|limit(?:ed)? (?:it |them )?to|keep [^.!?;]{1,40}? to)\s+"
    + _NUMBER
    + r"|"
    + _NUMBER
    + r"[^.!?;,]{0,30}?\b(?:max(?:imum)?|tops|at most|at the most|or (?:less|fewer)|or under)\b|"
    r"(?:不|别|不要|不许|不能|不得|不准|不宜|不可以?|别再)超过|不多于|(?:最多|顶多|至多|上限)(?:就?只?能?)?"
    + _NUMBER
    + r"|(?:控制|压缩|缩)在[^，,。！？!?；]{0,12}?(?:以内|之内|以下)|"
    + _NUMBER
    + r"[^，,。！？!?；\s]{0,4}(?:以内|之内)",
    _I,
)
# A ban on every one of a thing, said for good ("一个都不要", "not a single emoji").
_EVERY_ONE_BANNED = re.compile(
    r"一个(?:表情|emoji)?都(?:不要|别|不许|不能|不准)|一个也不要|(?:不要|别放|别加|不许用)任何(?:表情|emoji)|"
    r"\bnot (?:a single|one) (?:emoji|emojis)\b|\bno emoji(?:s)?(?: at all| whatsoever| ever)\b",
    _I,
)
# What the number counts must be a size ("two sentences", 「十个字」), not people or hours.
_UNIT = re.compile(
    r"\s*(?:\w+\s+){0,2}?(?:words?|lines?|sentences?|characters?|chars|paragraphs?|paras?|"
    r"pages?|emojis?|bullets?)\b|[^，,。！？!?；]{0,3}(?:字|行|句|段|页|个|条|屏)",
    _I,
)
_CAP_AFTER = re.compile(
    r"max|tops|at most|at the most|or (?:less|fewer)|or under|以内|之内|以下", _I
)
_EMOJI = re.compile(r"表情|emoji|[\U0001f300-\U0001faff\u2600-\u27bf]", _I)
# What is counted, by the part it belongs to.
_PER = re.compile(
    r"\b(?:per|each|every|a)\s+(paragraph|para|sentence|headline|title|line)\b|"
    r"每(?:一)?(段|句|个标题|条标题)",
    _I,
)
_PARTS: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(pattern, _I), dimension, value)
    for pattern, dimension, value in (
        (
            r"\b(?:headlines?|titles?|subject lines?|heading)\b|标题|题目|大标题",
            "title_style",
            "short",
        ),
        (r"表情|\bemojis?\b|" + _EMOJI.pattern, "emoji", "fewer"),
        (
            r"\b(?:paragraphs?|paras?|blocks? of text)\b|段落|(?<![一二两三四五六七八九十\d])段",
            "paragraph_length",
            "shorter",
        ),
        (
            r"\bsentences?\b|句子|一句话|(?<![一二两三四五六七八九十\d])句",
            "sentence_length",
            "shorter",
        ),
        (
            r"\b(?:words|pages?|the (?:piece|post|article|email|letter|newsletter|update)|"
            r"whole (?:thing|piece))\b|全文|正文|文章|整篇|篇幅|字",
            "length",
            "concise",
        ),
    )
)
_PER_PART = {
    "paragraph": "paragraph_length",
    "para": "paragraph_length",
    "段": "paragraph_length",
    "sentence": "sentence_length",
    "句": "sentence_length",
    "headline": "title_style",
    "title": "title_style",
    "个标题": "title_style",
    "条标题": "title_style",
}
_SMALLER = {
    "paragraph_length": "shorter",
    "sentence_length": "shorter",
    "title_style": "short",
}


def _counted(clause: str) -> tuple[str, str] | None:
    """The dimension a ceiling in this clause limits, and the value it asks for."""
    per = _PER.search(clause)
    if per:
        dimension = _PER_PART.get((per.group(1) or per.group(2) or "").lower())
        if dimension in _SMALLER:
            return dimension, _SMALLER[dimension]
    named = [
        (m.start(), dimension, value)
        for pattern, dimension, value in _PARTS
        for m in [pattern.search(clause)]
        if m
    ]
    return (min(named)[1], min(named)[2]) if named else None


def limits_set(sentence: str) -> list[tuple[int, str, str]]:
    """Where the sentence sets a ceiling or bans every one of a thing, with the value it asks
    for; empty when it sets none."""
    found: list[tuple[int, str, str]] = []
    for clause_start, clause in _clauses(sentence):
        ceiling = _CEILING.search(clause)
        if ceiling and (_CAP_AFTER.search(ceiling.group()) or _UNIT.match(clause, ceiling.end())):
            counted = _counted(clause)
            if counted:
                found.append((clause_start + ceiling.start(), *counted))
    banned = _EVERY_ONE_BANNED.search(sentence)
    if banned and _EMOJI.search(sentence):
        found.append((banned.start(), "emoji", "none"))
    return found


def _clauses(sentence: str) -> list[tuple[int, str]]:
    """The sentence cut at its clause breaks (commas and dashes), with where each starts; a
    part named before a colon ("Headlines: eight words max") stays with what follows it."""
    parts = []
    start = 0
    for match in re.finditer(r"[,，;；—–]|(?<=[\u4e00-\u9fff])\s+", sentence):
        parts.append((start, sentence[start : match.start()]))
        start = match.end()
    parts.append((start, sentence[start:]))
    return parts
