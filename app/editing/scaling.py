"""Amounts scaled as asked: "Double the sugar", "Halve the recipe", "for 8 instead of 4", "raise
the food budget by a third", 冰糖加倍, 材料全部翻倍, 分量减半, 我要做两份, ×1.5.

Such a suggestion asks for new figures derived from the writer's, so a figure the reply changed
to the asked multiple of the writer's is the edit, not "another figure" — checked here, then
put back to the writer's for the checks that follow (facts.py would otherwise refuse it). The
scope is the amounts the suggestion names (the lines or clauses holding its words: "the sugar" →
"| Sugar | 150 g |", 冰糖 → "冰糖30克") or, for the whole recipe (recipe, everything, all, servings,
材料, 全部, 用量, 两份), every amount. Refused, with what went wrong: a figure in scope made another
multiple (120 g → 360 g for "double"), an amount outside the scope scaled, or a time, temperature,
date or size changed — scaling a recipe never changes the oven or the baking time unless asked.

Rounding: a multiple that is not a whole number (1.5 eggs, 112.5 g) may be written as either
whole neighbour (1 or 2 eggs, 112 or 113 g) or within 5 % of it, as an editor would accept; the
exact fraction (½, 1.5, 半) is always fine.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from fractions import Fraction

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.units import split_paragraphs

_EN_WORDS = {
    "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20,
}  # fmt: skip
_ZH_DIGITS = dict(zip("零一二两三四五六七八九", (0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125}
_NUM = (
    r"(\d{1,9}(?:\.\d+)?|[一二两三四五六七八九十]{1,4}"  # bounded: a run of 20,000 一 took 4 s
    r"|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"
)

# What "double"/"triple" acts on when it is the ask's verb ("Double the sugar", "double it"), not
# an adjective ("a double shot", "double glazing", "double hyphens").
_WHAT = r"(?:the|it|all|every\w*|this|that|these|those|our|my|your|each|both)\b"
# An ask to add or say words, or to check a figure: its "twice", 双倍 or × is the text's own.
_NOT_SCALING = re.compile(
    r"^\W*(?:add|say|suggest|mention|insert|include|note|write|check|verify|confirm)\b"
    r"|\b(?:check|verify|confirm)\b|加一条|加上|加一句|补充|写上|写明|提到|核对|检查|对不对|是否正确",
    re.I,
)
# Quoted words are text to write, not the ask's own multiple.
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|「[^」]*」|(?<!\w)'[^']*'(?!\w)")

# The multiple asked for, each with how to read it.
_TIMES = [
    (re.compile(r"\bquadruple[sd]?\b|翻两番|四倍", re.I), Fraction(4)),
    (re.compile(rf"\btriple[sd]?\s+{_WHAT}|\btriple[sd]?\s*[.!]?$|三份", re.I), Fraction(3)),
    (re.compile(r"\bhalf as much again\b|\bone and a half times\b|一倍半", re.I), Fraction(3, 2)),
    (
        re.compile(
            rf"\bdouble[sd]?\s+{_WHAT}|\bdouble[sd]?\s*[.!]?$|\btwice as much\b"
            r"|加倍|翻倍|翻一番|增加一倍"
            r"|(?:做|要|改成|变成|按)两份",
            re.I,
        ),
        Fraction(2),
    ),
    (
        re.compile(
            r"\bhalve[sd]?\b|\bhalving\b"
            r"|\b(?:cut|reduce)\s+(?!it\b|this\b|the (?:text|article|post|piece|story|paragraph)\b)"
            r"(?:\w+\s+){1,3}(?:in|by)\s+half\b"
            r"|\bhalf (?:the|of the) (?:recipe|amounts?|quantit\w+|dose|batch)\b"
            r"|减半|减少一半|半份",
            re.I,
        ),
        Fraction(1, 2),
    ),
]
_BY_PART = re.compile(
    r"\b(?P<verb>raise|increase|boost|up|add|more|grow|cut|reduce|lower|trim|decrease|drop)\b"
    r"[^.?!]{0,40}?\bby\s+(?:a|one)\s+(?P<part>half|third|quarter|fifth)\b",
    re.I,
)
_ZH_PART = re.compile(r"(?P<verb>增加|提高|多|减少|降低|少)(?:了)?(?P<part>[二三四五]分之一)")
_PARTS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "二": 2, "三": 3, "四": 4, "五": 5}
_UP = re.compile(r"raise|increase|boost|up|add|more|grow|增加|提高|多", re.I)
_SIGN = re.compile(
    r"(?<![A-Za-z])[x×]\s?(?P<a>\d+(?:\.\d+)?)(?!\s*\d)"
    r"|(?P<b>\d+(?:\.\d+)?)\s?[x×](?![A-Za-z\d])|(?P<c>\d+(?:\.\d+)?)倍"
)
_INSTEAD = re.compile(
    rf"\bfor\s+{_NUM}\s+(?:\w+\s+)?instead\s+of\s+{_NUM}\b|\bfrom\s+{_NUM}\s+to\s+{_NUM}\s+"
    r"(?:people|servings|portions|guests)\b"
    rf"|{_NUM}\s*(?:人份|个人|人)[，,\s]*(?:改成|改为|变成|换成|改到)\s*{_NUM}\s*(?:人份|个人|人)",
    re.I,
)


def asked_multiple(asked: str) -> Fraction | None:
    """The multiple a suggestion asks the amounts to be scaled by, or None."""
    asked = _QUOTED.sub(" ", asked)
    if _NOT_SCALING.search(asked):
        return None
    found = _INSTEAD.search(asked)
    if found:
        values = [v for v in (_number(g) for g in found.groups() if g) if v]
        if len(values) == 2 and values[0] != values[1]:
            new, old = (values[1], values[0]) if found[0].lower().startswith("from") else values
            if "人" in found[0]:
                new, old = values[1], values[0]
            return Fraction(new).limit_denominator(100) / Fraction(old).limit_denominator(100)
    part = _BY_PART.search(asked) or _ZH_PART.search(asked)
    if part:
        share = Fraction(1, _PARTS[part["part"].lower().rstrip("分之一")])
        return 1 + share if _UP.fullmatch(part["verb"].lower()) else 1 - share
    sign = _SIGN.search(asked)
    if sign:
        value = Fraction(sign["a"] or sign["b"] or sign["c"]).limit_denominator(100)
        if 0 < value <= 10 and value != 1 and not (sign["c"] and value == 2 and "增加" in asked):
            return value
    for pattern, times in _TIMES:
        if pattern.search(asked):
            return times
    return None


# A figure: digits (with a fraction sign), a fraction sign alone, a Chinese numeral before a
# measure word, or an English number word before a noun.
_FIGURE = re.compile(
    r"(?P<d>\d+(?:\.\d+)?)(?P<df>[½¼¾⅓⅔⅛])?|(?P<f>[½¼¾⅓⅔⅛])"
    r"|(?P<z>[零一二两三四五六七八九十百]+|半)(?=[个只片勺克斤杯碗根颗瓣块人份位名包袋盒瓶张条匙汤茶])"
    r"|\b(?P<w>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half)\b(?=\s+[a-z])",
    re.I,
)
# What a figure measures, read from the words after (or before) it: these never scale with amounts.
_NOT_AMOUNT_AFTER = re.compile(
    r"\s*(?:-\s*)?(?:min|minute|hour|hr|sec|second|day|week|month|year|am\b|pm\b|a\.m|p\.m|o'clock"
    r"|°|degree|℃|cm\b|mm\b|inch|centimet|millimet|分钟|小时|钟头|秒|天|日|周|星期|月|年|点|号|度|厘米|毫米|寸|岁"
    r"|january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan\b|feb\b|mar\b|apr\b|jun\b|jul\b|aug\b|sep\b|oct\b|nov\b|dec\b|st\b|nd\b|rd\b|th\b)",
    re.I,
)
_NOT_AMOUNT_BEFORE = re.compile(r"(?:\baged|\bages?|\bevery|\bat|第|每隔)\s*$", re.I)
_TIME_ASKED = re.compile(
    r"\b(?:baking|cooking|cook|bake|resting|rest|prep|the|its)\s+times?\b|minute|hour|oven"
    r"|temperature|时间|分钟|小时|温度|火候",
    re.I,
)
# Words of a whole-recipe ask: every amount is in scope.
_EVERY = re.compile(
    r"\b(?:recipe|everything|all|every|whole|ingredients?|amounts?|quantit\w+|servings?|people"
    r"|batch|portions?|guests|the lot)\b|全部|都|所有|材料|配料|用料|用量|分量|份量|整个|配方|份|人"
)
_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "and",
        "in",
        "for",
        "by",
        "with",
        "please",
        "it",
        "its",
        "this",
        "that",
        "my",
        "our",
        "your",
        "me",
        "i",
        "we",
        "double",
        "doubled",
        "triple",
        "tripled",
        "halve",
        "halved",
        "half",
        "raise",
        "increase",
        "cut",
        "reduce",
        "boost",
        "lower",
        "more",
        "less",
        "amount",
        "amounts",
        "paragraph",
        "last",
        "first",
        "second",
        "third",
        "next",
        "so",
        "as",
        "much",
        "again",
        "times",
        "instead",
        "make",
        "let's",
        "lets",
        "can",
        "could",
        "would",
        "you",
        "now",
        "just",
        "also",
        "only",
        "up",
        "down",
    ]
)
_ZH_ASK_WORDS = re.compile(
    r"加倍|翻倍|翻一番|翻两番|减半|减少一半|增加一倍|两倍|双倍|三倍|四倍|一倍半|半份|两份|三份|[二三四五]分之一|的量|用量|分量"
    r"|增加|提高|减少|降低|改成|改为|变成|一下|请|把|的|都|全部|所有|我要|做|要|吧|第[一二三四五六七八九十\d]+段|这段|那段|最后一段|段"
    r"|[，。！？、,.!?\s×x\d]"
)


def unscaled(before: str, after: str, suggestions: Sequence[str]) -> str:
    """`after` with the figures scaled as the suggestion asked put back to the writer's, for
    the checks that follow; `after` itself when the suggestion asks for no multiple. Raises
    Refused when the reply scaled a figure otherwise than asked (see the module)."""
    asked = "\n".join(suggestions)
    times = asked_multiple(asked)
    if times is None:
        return after
    old_paragraphs, new_paragraphs = split_paragraphs(before).texts, split_paragraphs(after).texts
    if len(old_paragraphs) != len(new_paragraphs):
        return after
    every = _EVERY.search(asked.lower()) is not None
    names = _names(asked)
    if not every and not names:
        every = True  # "Double it.", 加倍: the amounts of what is asked, all of them
    timed = _TIME_ASKED.search(asked) is not None
    wrong: list[tuple[str, str, str]] = []  # (old, new, why)
    out: list[str] = []
    for old_text, new_text in zip(old_paragraphs, new_paragraphs, strict=True):
        old_figs, new_figs = _figures(old_text), _figures(new_text)
        if len(old_figs) != len(new_figs) or old_text == new_text:
            out.append(new_text)
            continue
        put_back = new_text
        for (o_span, o_value, o_text), (n_span, n_value, n_text) in sorted(
            zip(old_figs, new_figs, strict=True), key=lambda pair: -pair[1][0][0]
        ):
            if math.isclose(o_value, n_value):
                continue
            amount = _is_amount(old_text, o_span) or timed
            if not amount:
                wrong.append((o_text, n_text, "time"))
            elif not (every or _named(old_text, o_span, names)):
                wrong.append((o_text, n_text, "unasked"))
            elif _fits(o_value * float(times), n_value):
                put_back = put_back[: n_span[0]] + o_text + put_back[n_span[1] :]
            elif converted := _converted(old_text, o_span, new_text, n_span, float(times)):
                put_back = put_back[: n_span[0]] + converted[0] + put_back[converted[1] :]
            else:
                wrong.append((o_text, n_text, "multiple"))
        out.append(put_back)
    if wrong:
        raise Refused(_refusal(wrong, times, counts_characters(before)))
    return "\n\n".join(out)


def _names(asked: str) -> list[str]:
    """The words a suggestion names its amounts by ("sugar", 冰糖, 每班), scaling words aside."""
    english = [
        w.rstrip("s") if len(w) > 4 else w
        for w in re.findall(r"[a-z]+", re.sub(r"'s\b", "", asked.lower()))
        if w not in _STOP and len(w) >= 3 and not _EVERY.fullmatch(w)
    ]
    chinese = [s for s in _ZH_ASK_WORDS.split(asked) if s and counts_characters(s)]
    return english + chinese


def _named(text: str, span: tuple[int, int], names: list[str]) -> bool:
    """Whether the figure at `span` stands in a line or clause that holds a name of the ask."""
    start = max(text.rfind(mark, 0, span[0]) for mark in "\n,;，；、。") + 1
    ends = [i for i in (text.find(mark, span[1]) for mark in "\n,;，；、。") if i >= 0]
    clause = text[start : min(ends) if ends else len(text)].lower()
    for name in names:
        if not counts_characters(name):
            if re.search(rf"\b{re.escape(name)}", clause):
                return True
        elif name in clause or any(name[i : i + 2] in clause for i in range(len(name) - 1)):
            return True
    return False


def _figures(text: str) -> list[tuple[tuple[int, int], float, str]]:
    found = []
    for match in _FIGURE.finditer(text):
        value = _value(match)
        if value is not None:
            found.append((match.span(), value, match[0]))
    return found


def _value(match: re.Match[str]) -> float | None:
    if match["d"]:
        return float(match["d"]) + (_FRACTIONS[match["df"]] if match["df"] else 0.0)
    if match["f"]:
        return _FRACTIONS[match["f"]]
    if match["z"]:
        return 0.5 if match["z"] == "半" else _zh(match["z"])
    word = match["w"].lower()
    return 0.5 if word == "half" else float(_EN_WORDS[word])


def _number(word: str) -> float | None:
    if re.fullmatch(r"\d+(?:\.\d+)?", word):
        return float(word)
    if word.lower() in _EN_WORDS:
        return float(_EN_WORDS[word.lower()])
    return _zh(word)


def _zh(word: str) -> float | None:
    total, digit = 0, 0
    for char in word:
        if char in _ZH_DIGITS:
            digit = _ZH_DIGITS[char]
        elif char == "十":
            total += (digit or 1) * 10
            digit = 0
        elif char == "百":
            total += (digit or 1) * 100
            digit = 0
        else:
            return None
    return float(total + digit)


def _is_amount(text: str, span: tuple[int, int]) -> bool:
    """Whether the figure at `span` is an amount (grams, eggs, pounds, places) — not a time,
    a temperature, a date, a size or an age, which no scaling of amounts changes."""
    if _NOT_AMOUNT_AFTER.match(text, span[1]):
        return False
    if re.fullmatch(r"(?:19|20)\d\d", text[span[0] : span[1]]):
        return False  # a year
    return _NOT_AMOUNT_BEFORE.search(text[max(0, span[0] - 12) : span[0]]) is None


def _fits(exact: float, written: float) -> bool:
    if math.isclose(exact, written, rel_tol=1e-6, abs_tol=1e-9):
        return True
    if exact == int(exact):
        return False
    # a whole neighbour (1 or 2 eggs for 1.5), never a smaller fraction (0.75 l written 0.5 l)
    whole = written == int(written) and written >= 1
    return (whole and math.floor(exact) <= written <= math.ceil(exact)) or abs(
        written - exact
    ) <= 0.05 * exact


# A unit after an amount, its kind and size: 500 g doubled may be written 1 kg.
_UNIT = re.compile(
    r"\s?(kg|kilos?|kilograms?|g|grams?|ml|millilitres?|l|litres?|liters?|千克|公斤|克|毫升|升)(?![A-Za-z])",
    re.I,
)
_UNITS = {"kg": ("mass", 1000), "kilo": ("mass", 1000), "kilos": ("mass", 1000),
          "kilogram": ("mass", 1000), "kilograms": ("mass", 1000), "千克": ("mass", 1000),
          "公斤": ("mass", 1000), "g": ("mass", 1), "gram": ("mass", 1), "grams": ("mass", 1),
          "克": ("mass", 1), "ml": ("volume", 1), "millilitre": ("volume", 1),
          "millilitres": ("volume", 1), "毫升": ("volume", 1), "l": ("volume", 1000),
          "litre": ("volume", 1000), "litres": ("volume", 1000), "liter": ("volume", 1000),
          "liters": ("volume", 1000), "升": ("volume", 1000)}  # fmt: skip


def _converted(
    old: str, o_span: tuple[int, int], new: str, n_span: tuple[int, int], times: float
) -> tuple[str, int] | None:
    """The writer's amount with its unit, and where the reply's unit ends, when the reply wrote
    the asked multiple in a larger or smaller unit of the same kind (500 g doubled as 1 kg)."""
    was, now = _UNIT.match(old, o_span[1]), _UNIT.match(new, n_span[1])
    if not (was and now):
        return None
    (kind, size), (new_kind, new_size) = _UNITS[was[1].lower()], _UNITS[now[1].lower()]
    if kind != new_kind or size == new_size:
        return None
    exact = _number(old[o_span[0] : o_span[1]])
    written = _number(new[n_span[0] : n_span[1]])
    if exact is None or written is None or not _fits(exact * size * times, written * new_size):
        return None
    return old[o_span[0] : was.end()], now.end()


def _refusal(wrong: list[tuple[str, str, str]], times: Fraction, chinese: bool) -> str:
    why = wrong[0][2]
    pairs = ", ".join(f"“{o}” → “{n}”" for o, n, kind in wrong[:4] if kind == why)
    if chinese:
        said = {
            "time": f"模型把时间、温度或日期也改了（{pairs}），而按倍数改数量时这些不该跟着变。",
            "unasked": f"模型把建议没提到的数字也按倍数改了（{pairs}），而建议并没有要求改。",
            "multiple": f"模型改出的数字不是建议要求的{_said(times, True)}（{pairs}）。",
        }
        return said[why] + "什么都没保存。请按“重试”。"
    said = {
        "time": f"The model also changed a time, temperature or date ({pairs}), which scaling "
        "the amounts does not change.",
        "unasked": f"The model also scaled amounts the suggestion did not name ({pairs}), so the "
        "article would say something you did not ask for.",
        "multiple": f"The model's new figures are not {_said(times, False)} yours ({pairs}).",
    }
    return said[why] + " Nothing was saved — press Retry."


def _said(times: Fraction, chinese: bool) -> str:
    if chinese:
        named = {Fraction(2): "两倍", Fraction(1, 2): "一半", Fraction(3): "三倍"}
        return named.get(times, f"{_plain(times)}倍")
    named_en = {Fraction(2): "twice", Fraction(1, 2): "half", Fraction(3): "three times"}
    return named_en.get(times, f"{_plain(times)} times")


def _plain(times: Fraction) -> str:
    if times.denominator == 1:
        return str(times.numerator)
    value = float(times)
    return f"{value:g}" if round(value, 2) == value else f"{times.numerator}/{times.denominator}"
