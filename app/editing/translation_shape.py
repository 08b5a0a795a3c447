"""The shape a translation must keep: every figure, every list item, the Latin-script names of a
Chinese text, and — within what a language pair allows — its sentences.

A translation cannot be checked word for word, but it can be checked for what it lost. "Translate
the second paragraph into Chinese" answered with a paragraph that leaves out the warden's
sentence, or drops "15 euros", would be saved as the writer's text in the other language with a
fact gone. Sentences are read with their size: English turned into Chinese often joins two
sentences with a comma and says everything, so a paragraph with fewer sentences is refused
only when it is also far shorter than a translation of the whole would be (and named for the
writer to check otherwise).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.paragraph_places import places
from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.fact_reading import EN_FACT, ZH_FACT, fact_value, zh_large
from app.editing.language import language_of, other_language, script_of
from app.editing.losses import word_size
from app.editing.negations import ZH_COUNTED
from app.editing.scope import Scope

# Sentence ends: a CJK stop anywhere, a Latin one before a space or the end ("7.30", "e.g."
# inside a word are no ends). A run of them ("?!", "……") ends one sentence; a run of dots is
# read from its first (from each dot of a long run, to its end, was quadratic).
_SENTENCE_END = re.compile(r"[。！？!?]+[”」』）)\"']*|(?<!\.)\.+(?=[\s”」』）)\"']|$)")
_CONTENT = re.compile(r"[^\W_]")
_LIST_ITEM = re.compile(r"(?m)^[ \t]*(?:[-*•·]|\d{1,3}[.)、])[ \t]+\S")
# A numeral that places, not counts: 第二天 is "the next day", 第3段 "paragraph 3".
_ORDINAL = re.compile(r"第[\d零〇一二两三四五六七八九十百]+")
# Latin words written inside Chinese text (a name, a brand: GitHub, Zell): kept in translation.
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’-]+")
# A translation's size in words for each word of its source, by scripts (CJK characters
# count as words): English → Chinese takes ~1.5 characters a word, Chinese → English ~0.7
# words a character; what is well under that lost text, not only words.
_RATIO = {("latin", "cjk"): 1.5, ("cjk", "latin"): 0.7}
_SHORT = 0.75


def translation_losses(
    before: str, after: str, *, chinese: bool = False
) -> tuple[list[str], list[str]]:
    """(what the translated text lost — refused, what the writer should check), comparing the
    paragraphs of `before` with their translation in `after` paragraph for paragraph, or the
    whole text when the translation joined or split paragraphs; said in Chinese when `chinese`."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    pairs = list(enumerate(zip(olds, news, strict=True))) if len(olds) == len(news) else []
    if not pairs:
        pairs = [(-1, (before, after))]
    lost: list[str] = []
    checks: list[str] = []
    for index, (old, new) in pairs:
        if old == new or not other_language(old, new):
            continue
        # numbered as the writer counts: a heading is named by its words
        place = places(olds)[index] if index >= 0 else None
        if isinstance(place, str):
            where = f"小标题“{place}”" if chinese else f"the heading “{place}”"
        elif chinese:
            where = f"第{place}段" if place else "全文"
        else:
            where = f"paragraph {place}" if place else "the article"
        colon = "：" if chinese else ": "
        lost += [f"{where}{colon}{loss}" for loss in _lost(old, new, chinese)]
        fewer = _fewer_sentences(old, new)
        if fewer is not None:
            had, has, short = fewer
            said = (
                f"译文{has}句，原文{had}句"
                if chinese
                else f"{has} {_sentence_word(has)} where yours has {had}"
            )
            (lost if short else checks).append(f"{where}{colon}{said}")
    return lost, checks


def _sentence_word(count: int) -> str:
    return "sentence" if count == 1 else "sentences"


def check_translation(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> str:
    """Raises Refused when a translation asked for lost a figure, a list item, a name or a
    sentence; returns the line naming sentences it joined, for the writer to check ("" when
    none)."""
    if not scope.translate:
        return ""
    chinese = counts_characters(before)
    lost, checks = translation_losses(before, after, chinese=chinese)
    if lost:
        shown = ("；" if chinese else "; ").join(lost[:3])
        if chinese:
            raise Refused(
                f"模型的译文漏掉了原文的内容（{shown}），保存的话文章会少了你写过的话，"
                "所以没有保存。请按“重试”。"
            )
        raise Refused(
            f"The model's translation left out part of what you wrote ({shown}), so the "
            "article would lose it. Nothing was saved — press Retry."
        )
    lines = [_joined_line(checks, chinese)] if checks else []
    return " ".join([*lines, *_negations_gone(before, after, chinese)])


def _joined_line(checks: list[str], chinese: bool) -> str:
    shown = ("；" if chinese else "; ").join(checks[:3])
    if chinese:
        return f"译文的句子比原文少（{shown}），请核对有没有漏译。"
    return f"The translation joins some sentences ({shown}) — check nothing was left out."


# A negation in each language: an English "never" a translation into Chinese says with 没 / 不 /
# 未 / 无…, a Chinese 没有 one into English with not / never / no…
_EN_NEGATION = re.compile(
    r"\b(?:not|never|no|nobody|nothing|none|neither|nor|nowhere|without|cannot|no one)\b|n't\b",
    re.IGNORECASE,
)


def _negations_gone(before: str, after: str, chinese: bool) -> list[str]:
    """A line for each paragraph whose negation its translation does not say at all ("The bus
    never came" → 车终于来了): a translation may say a negation another way, so it is named for
    the writer to check, not refused."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    if len(olds) != len(news):
        return []
    lines = []
    for index, (old, new) in enumerate(zip(olds, news, strict=True)):
        if old == new or not other_language(old, new):
            continue
        zh_source = counts_characters(old)
        source, target = (ZH_COUNTED, _EN_NEGATION) if zh_source else (_EN_NEGATION, ZH_COUNTED)
        said = source.search(old)
        if said is None or target.search(new):
            continue
        if chinese:
            lines.append(
                f"请核对意思：你写的“{said[0]}”（第{index + 1}段）在译文里没有否定的说法。"
            )
        else:
            lines.append(
                f"Check the meaning: your “{said[0]}” (paragraph {index + 1}) has no negation in "
                "the translation."
            )
    return lines[:3]


def _lost(old: str, new: str, chinese: bool) -> list[str]:
    """The figures, list items and Latin-script names of `old` its translation `new` lost."""
    gone = _lost_figures(old, new)
    if script_of(old) == "cjk":
        kept = new.lower()
        gone += [w for w in _LATIN_WORD.findall(old) if w.lower() not in kept]
    lost = [(f"缺了“{w}”" if chinese else f"“{w}” missing") for w in dict.fromkeys(gone)]
    items_old, items_new = len(_LIST_ITEM.findall(old)), len(_LIST_ITEM.findall(new))
    if items_new < items_old:
        lost.append(
            f"译文列了{items_new}项，原文{items_old}项"
            if chinese
            else f"{items_new} list items where yours has {items_old}"
        )
    return lost


def _lost_figures(old: str, new: str) -> list[str]:
    """The figures of `old` whose value `new` says in no way: read strictly in `old` (the
    facts' own patterns), leniently in `new` (any run of digits or of Chinese numerals, a
    month by its number, a figure with its scale — 12万 is 120,000 — "both" is two, 4,20 is
    4.20, 20 h is 8 p.m. and 6 h 30 is 6.30), so a translation is refused only for a figure it
    surely dropped. One is left out: "an hour", "a ticket" say it with no numeral; and a
    figure written in words is read only into English or Chinese and never between two
    Latin-script languages ("six", "twice", trois, cinq are words Spanish or French say in
    words of their own)."""
    read = [*_LENIENT.finditer(new), *_ZH_CLOCK.finditer(new)]
    kept = set().union(*(_scaled(new, m) for m in read))
    kept |= {v - 12 for v in kept if 12 < v <= 24}  # 20 h, 20:00 are 8 p.m.
    kept |= {float(m[1]) + float(m[2]) / 100 for m in _HOURS.finditer(new)}
    kept |= {float(m[0].replace(",", ".")) for m in _DECIMAL_COMMA.finditer(new)}
    kept |= {float(_MONTHS.index(m[0].lower()[:3]) + 1) for m in _MONTH.finditer(new)}
    if _BOTH.search(new):
        kept.add(2.0)
    if "半" in new:
        kept |= {0.5, 30.0, 50.0}
    words = language_of(new) in ("en", "cjk") and not (
        script_of(old) == "latin" and script_of(new) == "latin"
    )
    lost = []
    for pattern in (EN_FACT, ZH_FACT, _ZH_CLOCK):
        for match in pattern.finditer(_ORDINAL.sub(_blanked, old)):
            if match[0].lower() in _SCALE_WORDS:
                continue  # "million" is read with the figure before it
            if not (words or any(c.isdigit() for c in match[0])):
                continue
            values = _scaled(old, match)
            if values and values != {1.0} and not values & kept:
                lost.append(match[0])
    return list(dict.fromkeys(lost))


def _blanked(match: re.Match[str]) -> str:
    return " " * len(match[0])  # positions kept, for the scale word after a figure


def _scaled(text: str, match: re.Match[str]) -> set[float]:
    """The values of a figure, and with the scale word after it (万, million) its whole."""
    values = _values(match[0])
    scale = _SCALE.match(text, match.end())
    if scale and values:
        factor = _FACTORS[scale[1].lower()]
        values |= {value * factor for value in values}
    return values


def _values(word: str) -> set[float]:
    """What a figure says, in each way a translation may say it ("half" is 0.5, 30 minutes
    or 50 per cent)."""
    value = fact_value(word)
    if not isinstance(value, float):
        value = zh_large(word.rstrip("来多余几"))
    if value is None:
        return set()
    return {value, 30.0, 50.0} if value == 0.5 else {value}


_LENIENT = re.compile(
    rf"{EN_FACT.pattern}|(?<![零〇一二两三四五六七八九十百千万亿])[零〇一二两三四五六七八九十百千万亿]+",
    re.IGNORECASE,
)
_SCALE = re.compile(r"\s*(万|亿|hundred|thousand|million|billion)", re.IGNORECASE)
_SCALE_WORDS = frozenset(("hundred", "thousand", "million", "dozen"))
_FACTORS = {"hundred": 1e2, "万": 1e4, "亿": 1e8, "thousand": 1e3, "million": 1e6, "billion": 1e9}
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b",
    re.IGNORECASE,
)
_HOURS = re.compile(r"\b(\d{1,2})\s?h\s?(\d{2})\b")
_DECIMAL_COMMA = re.compile(r"(?<![\d,])\d+,\d{1,2}(?![\d,])")
_BOTH = re.compile(r"\b(?:both|pair|couple|twice|double)\b|双|俩", re.IGNORECASE)


_ZH_HOUR = "零〇一二两三四五六七八九十"
# 早上七点, 七点半: a time in Chinese numerals is a figure ("at seven"); 一点也不 is no time.
_ZH_CLOCK = re.compile(
    rf"(?<=早上|上午|中午|下午|晚上|凌晨|傍晚|夜里|清晨|早晨)[{_ZH_HOUR}]+点(?:半|[{_ZH_HOUR}]+分|钟)?"
    rf"|(?<![{_ZH_HOUR}])[{_ZH_HOUR}]+点(?:半|[{_ZH_HOUR}]+分|钟)"
)


def sentences(text: str) -> int:
    """How many sentences a text holds (a piece with no end stop counts as one)."""
    count = 0
    start = 0
    for match in _SENTENCE_END.finditer(text):
        if _CONTENT.search(text, start, match.start()):
            count += 1
        start = match.end()
    return count + (1 if _CONTENT.search(text, start) else 0)


def _fewer_sentences(old: str, new: str) -> tuple[int, int, bool] | None:
    """(the source's sentences, the translation's, whether it is too short to hold them all)
    when the translation has fewer sentences; None otherwise."""
    had, has = sentences(old), sentences(new)
    if has >= had:
        return None
    pair = (script_of(old), script_of(new))
    expected = _RATIO.get(pair, 1.0) * word_size(old)
    short = word_size(new) < _SHORT * expected
    if pair not in _RATIO and language_of(old) == language_of(new):
        short = False  # no translation between two texts of one language
    return had, has, short
