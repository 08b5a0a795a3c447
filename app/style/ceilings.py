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
from functools import lru_cache

from app.style.floors import floor_set
from app.style.prefilter import screened

_I = re.IGNORECASE
# A run of digits (or of Chinese numerals) is read from its first one: tried from each digit
# of a run of 4,000, \d+ read to the run's end from each (7 s of a message). The first is the
# only place a match of `search` can start: one starting inside a run starts a digit earlier.
_NUMBER = (
    r"(?:(?<!\d)\d+|a (?:couple|few|single)|couple of|one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundred|"
    r"(?<![一二两三四五六七八九十百千几])[一二两三四五六七八九十百千几]+)"
)
# A number said roughly ("past like 15 words", "over about twenty", "more than roughly ten").
_ABOUT = r"(?:(?:about|around|roughly|approximately|approx\.?|like|say|maybe|some|just)\s+)?"
# The ceiling itself: a negated comparative before a number, or a cap word beside one.
_CEILING = re.compile(
    r"\b(?:no|nothing|never|not|none|don'?t|do not|(?:should|must|can|need)n'?t|won'?t)\b"
    r"[^.!?;:,]{0,40}?"
    r"\b(?:longer|more|bigger|over|above|beyond|exceed(?:ing|s)?|past)\b\s+(?:than\s+)?"
    + _ABOUT
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
    + r"[^，,。！？!?；\s]{0,4}(?:以内|之内)|"
    # Enough said of a number ("six or seven words… that is enough", "four words will do
    # nicely, no more than that", 「四五個字就夠」).
    + _NUMBER
    + r"(?:\s*(?:or|to|-|–)\s*"
    + _NUMBER
    + r")?\s+(?:\w+\s+){0,2}?(?:words?|lines?|sentences?)\b[^.!?;]{0,30}?(?:\b(?:will|would|"
    r"should) (?:do|be (?:plenty|enough|fine))|\b(?:is|are|'s) (?:plenty|enough|all we need)|"
    r"\bthat'?s (?:plenty|enough)|\bthat is enough|\bno more than that|\band no more|\btops\b|"
    r"\bmax\b)|"
    + _NUMBER
    # (「一段段」 is paragraph by paragraph, no count.)
    + r"个?(?P<unit>字|句|行|段)(?!(?P=unit))话?(?:左右)?(?:就)?"
    r"(?:够了?|足够|行了?|好了?|可以了?|得了?)",
    _I,
)
_CEILING = screened(_CEILING)
# The count itself said to be enough ("four words will do", 「四个字就够」).
_ENOUGH = re.compile(
    r"\b(?:will|would|should) (?:do|be)\b|\b(?:plenty|enough|no more than that|and no more|tops|"
    r"max|all we need)\b|(?:字|句|行|段)话?(?:左右)?(?:就)?(?:够|足够|行|好|可以|得)",
    _I,
)
# ("一句别超过二十个字" is each sentence, not a count: one alone counts nothing.)
_SENTENCES_COUNTED = re.compile(
    r"(?:[二两三四五六七八九十几\d]|一(?=[二两三]))[一二两三四五六七八九十几]?句"
)
# A headline named by where it stands ("at the top", "up top").
_AT_THE_TOP = re.compile(r"\b(?:at|on|up) (?:the )?top\b|顶上|最上面", _I)
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
            r"\bsentences?\b|句子|一句话(?!\S{0,2}(?:就|够))|(?<![一二两三四五六七八九十\d])句",
            "sentence_length",
            "shorter",
        ),
        (
            r"\b(?:words|pages?|the (?:piece|post|article|email|letter|newsletter|update)|"
            # ("三五句话就够了": sentences counted size the piece.)
            r"whole (?:thing|piece))\b|全文|正文|文章|整篇|篇幅|字|"
            r"(?<=[一二两三四五六七八九十几\d])句",
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


def _counted(clause: str, before: str = "") -> tuple[str, str] | None:
    """The dimension a ceiling in this clause limits, and the value it asks for. Words or
    characters counted ("six words", 「四五個字」) are of the part named before them in the
    sentence ("The headings…; four words will do"), or at the top."""
    found = _part_counted(clause)
    if found is None or found[0] != "length":
        return found
    if _AT_THE_TOP.search(clause):
        return "title_style", "short"
    if _SENTENCES_COUNTED.search(clause):
        # "别再把每道菜都写上一大段了，两三句就行": sentences counted size the piece, whatever
        # part was complained of before them.
        return found
    earlier = [
        (m.end(), dimension, value)
        for pattern, dimension, value in _PARTS
        for m in pattern.finditer(before)
        if dimension not in ("length", "emoji")
    ]
    return (min(earlier)[1], min(earlier)[2]) if earlier else found


def _part_counted(clause: str) -> tuple[str, str] | None:
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


@lru_cache(maxsize=256)
def limits_set(sentence: str) -> list[tuple[int, str, str]]:
    """Where the sentence sets a ceiling or bans every one of a thing, with the value it asks
    for; empty when it sets none."""
    found: list[tuple[int, str, str]] = []
    for clause_start, clause in _clauses(sentence):
        ceiling = _CEILING.search(clause)
        if ceiling and (
            _CAP_AFTER.search(ceiling.group())
            or _UNIT.match(clause, ceiling.end())
            or _ENOUGH.search(ceiling.group())
        ):
            counted = _counted(clause, sentence[:clause_start])
            if counted:
                found.append((clause_start + ceiling.start(), *counted))
        elif floor := floor_set(clause, _counted(clause, sentence[:clause_start])):
            found.append((clause_start + floor[0], floor[1], floor[2]))  # "at least two emoji"
    banned = _EVERY_ONE_BANNED.search(sentence)
    if banned and _EMOJI.search(sentence):
        found.append((banned.start(), "emoji", "none"))
    return found


def _clauses(sentence: str) -> list[tuple[int, str]]:
    """The sentence cut at its clause breaks (commas and dashes), with where each starts; a
    part named before a colon ("Headlines: eight words max") stays with what follows it."""
    parts = []
    start = 0
    # ("three or four words, tops": the cap after a comma is the same clause's.)
    cut = r"[,，](?!\s*(?:tops|max(?:imum)?|at (?:the )?most)\b)|[;；—–]|(?<=[\u4e00-\u9fff])\s+"
    for match in re.finditer(cut, sentence, _I):
        parts.append((start, sentence[start : match.start()]))
        start = match.end()
    parts.append((start, sentence[start:]))
    return parts


# A part named only as the size something else has grown to ("headings creeping up to whole
# sentences", 「標題拖到成句咁長」, "headlines turning into whole paragraphs").
_AS_MEASURE = re.compile(
    r"\b(?:whole|entire|full|complete|into|to|as long as)\s+(?:a\s+)?(?:\w+\s+)?"
    r"(?P<en>sentences?|paragraphs?)\b|(?:成|整|一整)(?P<zh>句|段)(?:话)?",
    _I,
)
_PART_WORD = re.compile(r"\b(?P<en>sentences?|paragraphs?)\b|(?P<zh>句|段)", _I)


def named_only_as_measure(text: str) -> set[str]:
    """The size dimensions whose part the text names only as a measure of another part."""
    measures = {
        m.start("en") if m.group("en") else m.start("zh") for m in _AS_MEASURE.finditer(text)
    }
    dims: dict[str, bool] = {}
    for m in _PART_WORD.finditer(text):
        word = (m.group("en") or m.group("zh") or "").lower()
        dimension = "sentence_length" if word.startswith(("sentence", "句")) else "paragraph_length"
        only = m.start() in measures
        dims[dimension] = dims.get(dimension, True) and only
    return {d for d, only in dims.items() if only}


# A part named by its own word ("段落", "每句", "the paragraphs"), not only as a chunk ("一大段").
_PART_NAMED = re.compile(
    r"段落|句子|标题|题目|每一?[段句]|\b(?:paragraphs?|paras?|sentences?|titles?|headlines?)\b", _I
)


def sizes_the_piece(text: str) -> bool:
    """Whether sentences counted as enough size the whole piece and no part is named by its own
    word: "别再把每道菜的做法都写上一大段了，两三句就行" asks a shorter piece, not shorter
    paragraphs or sentences."""
    if _PART_NAMED.search(text) or not _SENTENCES_COUNTED.search(text):
        return False
    return any(limit[1:] == ("length", "concise") for limit in limits_set(text))
