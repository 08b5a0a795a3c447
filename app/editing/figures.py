"""Figures the model restyled without being asked: "$4" → "$4.00", "18" → "eighteen",
"2027年4月8日" → "二〇二七年四月八日", "021-6543 2100" → "021-65432100", a bare URL made a
Markdown link or stripped of its "https://", a transcript line's "[00:01:10]" dropped.

The value is the same, so the writer's own way of writing it is put back; a figure whose
value changed is left to the caller (it is an edit, or drift judged elsewhere).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from app.domain.en_numbers import NUMBERS
from app.editing.entries import leading_label
from app.editing.half_durations import restore_half_durations
from app.editing.kept_asked import without_kept
from app.editing.mentions import zh_number
from app.editing.speaker_turns import restore_speaker
from app.editing.topic_names import without_topic_names
from app.editing.units import sentence_spans

# What a suggestion says when it is about how figures are written.
_ABOUT_FIGURES = re.compile(
    r"\b(?:numbers?|numerals?|digits?|figures?|prices?|amounts?|currency|decimals?|cents"
    r"|spell(?:ed|ing)?\s+out|urls?|links?|phone|timestamps?|dates?|times?|labels?)\b"
    r"|数字|数目|数额|金额|价格|价钱|币|小数|大写|阿拉伯|网址|链接|电话|号码|时间戳|日期|时间(?![轴线])|标签|编号"
    # measurements converted: "give the distances in miles too", 用括号加上英里数, 换算成公斤
    r"|\bconver(?:t\w*|sions?)\b|\bin\s+(?:miles|kilomet\w+|km|feet|metres|meters|kilos?|kg"
    r"|pounds|lbs?|celsius|fahrenheit)\b|换算|(?:用|加上?|标上?|改成|换成|写成)[^，。,.]{0,6}"
    r"(?:英里|公里|英尺|米|磅|公斤|千克|华氏|摄氏)",
    re.IGNORECASE,
)

# A Markdown link ([text](url)), or a web address with or without its "https://". One without
# starts where no letter, digit or hyphen stands before it: from inside such a run it could
# match only if the run's start had, so a long run of digits is tried once, not once a digit.
# Nor after a label and its dot: from each label of "7.7.7.…" the labels were read to the
# run's end again (one a label earlier has more ends, and the longest is tried first). A link's
# text stops at a "[": from every "[" of a run, none closed, it was read to the line's end.
_URL = re.compile(
    r"\[([^[\]\n]*)\]\((https?://[^)\s]+)\)"
    r"|(?:https?://|(?<![\w-])(?<![\w-]\.))(?:[\w-]+\.)+[a-z]{2,}(?:/[^\s)\]）]*)?",
    re.I,
)
_PHONE = re.compile(r"(?<![\w.])\(?\+?\d[\d ()-]{6,}\d(?![\w.])")
# A thousands mark is a comma between digits: "4, and" is a 4 and a comma of the sentence.
# A figure before 元 starts where no digit stands before it (or right after a figure ending in
# ",ddd", where the match before it ended): from inside a run of digits it could match only if
# the run's start had, so a long run is tried once, not once for each of its digits.
_MONEY = re.compile(
    r"(?P<pre>[$€£¥￥])\s?(?P<num>\d+(?:,\d{3})*(?:\.\d+)?)"
    r"|(?:(?<!\d)|(?<=,\d{3}))(?P<num2>\d+(?:,\d{3})*(?:\.\d+)?)\s?(?P<post>元|块)"
)
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.,:/$€£¥￥-])\d+(?:,\d{3})*(?:\.\d+)?(?![A-Za-z0-9_:%]|[.,]\d)"
)
_EN_WORDS = NUMBERS
_EN_SPELLED = re.compile(
    r"\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six"
    r"|seven|eight|nine)|" + "|".join(sorted(_EN_WORDS, key=len, reverse=True)) + r")\b",
    re.I,
)
# An ordinal, in digits or in words: "40th", "fortieth", "forty-first", "3rd", "third".
_EN_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
    "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90,
}  # fmt: skip
_ORDINAL = re.compile(
    r"(?<![\w.,-])(\d+)(?:st|nd|rd|th)\b|\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty"
    r"|ninety)-)?(" + "|".join(sorted(_EN_ORDINALS, key=len, reverse=True)) + r")\b",
    re.I,
)
_ZH_DIGITS = "〇零一二三四五六七八九"
_ZH_SPELLED = re.compile(rf"[{_ZH_DIGITS}十两]+(?=[年月日号点时分秒个位名次天周岁楼层元块])")


# A clock time: "11:40", "06:30", "11.40pm", "7 p.m.", "23:15" — minutes after a dot, or no
# minutes, only with am/pm ("11.40" alone is a decimal). A sentence's full stop after "p.m."
# is left outside.
def _am_pm(name: str) -> str:
    return rf"\s?(?P<{name}>[aApP])\.?\s?[mM]\b(?:\.(?!\s+[A-Z]|\s*$))?"


_TIME = re.compile(
    r"(?<![A-Za-z0-9_$€£¥￥.:/-])(?P<h>[01]?\d|2[0-3])"
    rf"(?::(?P<m>[0-5]\d)(?:{_am_pm('ap')})?|\.(?P<m2>[0-5]\d){_am_pm('ap2')}|{_am_pm('ap3')})"
    # a colon after the minutes is a time's seconds ("12:30:45"), after am/pm the line's own
    # ("8:30am: hop on the train")
    r"(?![A-Za-z0-9_])(?!(?<=\d):)"
)
_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
_MONTH = (
    r"(?:Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?"
    r"|Aug(?:ust|\.)?|Sep(?:tember|t\.?|\.)?|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?)"
    r"(?![a-z])"
)
# A date: "June 1", "1 June", "14th of July 2027", "July 14, 2027", "2026年12月31日", "2026-12-31".
_DATE = re.compile(
    rf"(?<![A-Za-z0-9_])(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<mo1>{_MONTH})"
    rf"|(?P<mo2>{_MONTH})\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?(?!\d))"
    r"(?:,?\s+(?P<y>\d{4}))?(?![A-Za-z0-9_])"
    r"|(?:(?P<zy>\d{4})年)?(?P<zm>\d{1,2})月(?P<zd>\d{1,2})[日号]"
    r"|(?<![\d.])(?P<iy>\d{4})[-/.](?P<im>\d{1,2})[-/.](?P<id>\d{1,2})(?![\d.])"
)
_PERCENT = re.compile(
    r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)\s?(?:%|％|per\s?cent\b|percent\b)"
    r"|\b(?P<w>(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?|[a-z]+)"
    r"[\s-](?:per\s?cent|percent)\b|百分之(?P<z>[零〇一二两三四五六七八九十点]+)",
    re.IGNORECASE,
)


def _time_key(match: re.Match[str]) -> str | None:
    """A time as the model wrote it: its 24-hour reading when am/pm says, else as written."""
    hour, minutes = int(match["h"]), match["m"] or match["m2"] or "00"
    noon = (match["ap"] or match["ap2"] or match["ap3"] or "").lower()
    if noon:
        if hour == 0 or hour > 12:
            return None
        hour = hour % 12 + (12 if noon == "p" else 0)
    return f"time:{hour}:{minutes}"


def _time_keys(match: re.Match[str]) -> tuple[str, ...]:
    """A time as the writer wrote it: "11:40" alone may be read 11:40 or 23:40."""
    key = _time_key(match)
    if key is None:
        return ()
    if match["ap"] or match["ap2"] or match["ap3"]:
        return (key,)
    hour, minutes = int(match["h"]), match["m"]
    return (key, f"time:{(hour + 12) % 24}:{minutes}") if hour <= 12 else (key,)


def _date_key(match: re.Match[str]) -> str | None:
    if match["zm"]:
        month, day, year = match["zm"], match["zd"], match["zy"]
    elif match["im"]:
        month, day, year = match["im"], match["id"], match["iy"]
    else:
        name = (match["mo1"] or match["mo2"]).rstrip(".")[:3]
        month = str(1 + [m[:3] for m in _MONTHS].index(name))
        day, year = match["d1"] or match["d2"], match["y"]
    if not 1 <= int(month) <= 12 or not 1 <= int(day) <= 31:
        return None
    return f"date:{int(month)}:{int(day)}:{year or ''}"


def _percent_key(match: re.Match[str]) -> str | None:
    if match["n"]:
        return "pct:" + _value(match["n"])
    if match["z"]:
        whole, _, part = match["z"].partition("点")
        number = zh_number(whole)
        digits = "".join(str(_ZH_DIGITS.index(c) - 1 if c != "〇" else 0) for c in part)
        return (
            None
            if number is None
            else "pct:" + _value(f"{number}.{digits}" if part else str(number))
        )
    words = match["w"].lower().split("-")
    if any(w not in _EN_WORDS for w in words):
        return None
    return "pct:" + _value(str(sum(_EN_WORDS[w] for w in words)))


def asks_about_figures(suggestions: Sequence[str]) -> bool:
    """Whether a suggestion is about how numbers, prices, links or timestamps are written."""
    # "keep the numbers", "don't change the price": named to protect them, not to rewrite them
    return any(_ABOUT_FIGURES.search(without_topic_names(without_kept(s))) for s in suggestions)


# Figures of a kind changed by an amount, with no place named: "Raise both lunch prices by £2",
# "knock £1 off each price", "push all the start times back by 30 minutes", 两个套餐都涨价5元,
# 门票统一下调10%, 开始时间都推迟半小时.
_SHIFTED_PRICES = re.compile(
    r"\b(?:raise|increase|lift|hike|bump|put|push|lower|reduce|cut|drop|bring|knock|take|add"
    r"|discount|mark)\w*\b[^.;!?]{0,60}?\b(?:prices?|costs?|fees?|fares?|rates?|charges?"
    r"|tickets?|menus?|courses?|dishes|items)\b[^.;!?]{0,40}?(?:\bby\s+)?(?:[$€£¥￥]\s?\d|\d+\s?%)"
    # (A percentage read from the first digit of a run: from each, \d+ read to the run's end.)
    r"|(?:[$€£¥￥]\s?\d[\d.,]*|(?<!\d)\d+\s?%)\s+(?:off|on(?:to)?|more|less|cheaper|dearer)\b"
    r"[^.;!?]{0,30}?"
    r"\b(?:prices?|each|both|all|every)\b"
    r"|(?:价格|价钱|价位|票价|售价|单价|定价|费用|收费|房费|门票|套餐|菜价|餐价)[^，。；！？]{0,10}?"
    r"(?:涨|上涨|上调|提高|提价|加|降|下调|降低|减|便宜|优惠)[^，。；！？]{0,4}?\d"
    r"|(?:都|各|统一|一律|全部|每\S?)(?:涨价|降价|提价|加价|减价|涨|降|上调|下调)[^，。；！？]{0,4}?\d",
    re.IGNORECASE,
)
_SHIFTED_TIMES = re.compile(
    r"\b(?:push|move|shift|bring|put|make)\w*\b[^.;!?]{0,50}?\b(?:times?|hours|slots?|sessions?"
    r"|start|opening|closing)\b[^.;!?]{0,30}?\b(?:back|forward|later|earlier)\b[^.;!?]{0,10}?"
    r"\bby\b"
    r"|(?:时间|时段|钟点|开始|开门|营业|开放)[^，。；！？]{0,8}?(?:推迟|延后|延迟|提前|往后推|往前提)"
    r"(?:了)?(?:半|一|两|\d)",
    re.IGNORECASE,
)


def shifted_figures(suggestion: str, paragraphs: Sequence[str]) -> set[tuple[int, int]]:
    """The sentences (paragraph, sentence) holding the prices or clock times a suggestion
    changes by an amount without naming where they are ("Raise both prices by £2", 套餐各涨5
    元); none when it changes no such figures, or the article holds none."""
    kinds = []
    if _SHIFTED_PRICES.search(suggestion):
        kinds.append(_MONEY)
    if _SHIFTED_TIMES.search(suggestion):
        kinds.append(_TIME)
    found: set[tuple[int, int]] = set()
    for index, paragraph in enumerate(paragraphs):
        for number, (start, end) in enumerate(sentence_spans(paragraph)):
            if any(kind.search(paragraph[start:end]) for kind in kinds):
                found.add((index, number))
    return found


# The words of a suggestion asking for a spoken register (its `scope.asked` words: four letters
# or more, CJK pairs): "more casual", "chattier", 更口语化, 大白话, 接地气.
_PLAIN_WORDS = frozenset(
    [
        "casual",
        "chatty",
        "chattier",
        "informal",
        "conversational",
        "colloquial",
        "口语",
        "大白",
        "白话",
        "接地",
        "地气",
        "随意",
    ]
)


def asks_plain(asked: frozenset[str]) -> bool:
    """Whether a suggestion's words ask for a spoken register."""
    return not _PLAIN_WORDS.isdisjoint(asked)


def restore_figures(before: str, after: str, shorten: bool = False, plain: bool = False) -> str:
    """`after` with each figure the writer wrote one way and the model another (same value)
    written the writer's way again, and a dropped leading timestamp or entry label put back.
    `shorten`: the text was asked to be shorter, so a figure written shorter ("4 Jan" for
    "4 January") is part of the edit and stays; `plain`: a plainer, spoken register was asked
    for (`asks_plain`), so 元 said as 块 is part of the edit and stays."""
    own, kinds = _written(before)
    text = restore_speaker(before, _restore_label(before, after))
    text = restore_half_durations(before, text)  # 约1.5小时 written 约一个半小时
    for pattern, key, unless in _reading(kinds):
        if unless is not None and not unless(text):
            continue  # no figure this pattern finds could be put back (see _reading)
        spelled = pattern in (_ZH_SPELLED, _EN_SPELLED, _ORDINAL)
        text = _restored(before, text, pattern, key, own, spelled, shorten, plain)
    return text


@lru_cache(maxsize=1024)
def _written(before: str) -> tuple[dict[str, list[str]], frozenset[str]]:
    """The figures of the writer's paragraph, by value (each value's forms as written), and
    the kinds of those values (see _kind). Kept: a turn restores every paragraph the reply
    gives, and the next turn on the article gives most of them again. Read only."""
    own: dict[str, list[str]] = {}
    for pattern, key in _WRITTEN:
        for match in pattern.finditer(before):
            values = key(match)
            for value in (values,) if isinstance(values, str) else values or ():
                own.setdefault(value, []).append(match[0])
    return own, frozenset(_kind(value) for value in own)


# The prefixes that mark a value's kind; a value with none is "money" when it starts with a
# currency sign, else "plain" (a number's digits, or a web address).
_PREFIXES = ("tel:", "date:", "time:", "pct:", "ord:")


def _kind(value: str) -> str:
    for prefix in _PREFIXES:
        if value.startswith(prefix):
            return prefix
    return "money" if value[:1] in "$€£¥" else "plain"


# The kinds of value each pattern's key gives. A link's key is whatever its address says, so
# it may be of any kind (None).
_KINDS_READ: dict[re.Pattern[str], frozenset[str] | None] = {
    _URL: None,
    _PHONE: frozenset({"tel:"}),
    _DATE: frozenset({"date:"}),
    _TIME: frozenset({"time:"}),
    _PERCENT: frozenset({"pct:"}),
    _MONEY: frozenset({"money"}),
    _ZH_SPELLED: frozenset({"plain"}),
    _ORDINAL: frozenset({"ord:"}),
    _EN_SPELLED: frozenset({"plain"}),
    _NUMBER: frozenset({"plain"}),
}
# The characters that are no ASCII letter but match one when case is ignored ("ſ" for "s",
# the Kelvin sign for "k", dotted and dotless i): in a spelled number such a word is no key
# of _EN_WORDS. (tests/unit/test_figures_speed.py checks this is all of them.)
FOLDS_TO_ASCII = frozenset("\u0130\u0131\u017f\u212a")


_Check = Callable[[str], bool]


@lru_cache(maxsize=64)
def _reading(kinds: frozenset[str]) -> tuple[tuple[re.Pattern[str], _Key, _Check | None], ...]:
    """The patterns of _READ, in order, that may change a text given the kinds of the
    writer's values, each with the check a text must pass first (None: always run). A figure
    is put back only in a form the writer wrote for its value, so a pattern whose keys are of
    no kind the writer wrote changes nothing — unless its key may raise on what it finds, as
    it did when always run: a spelled Chinese number with 十 (zh_number), 百分之 with a
    second 点, a spelled English number with a letter folded to ASCII; such a pattern runs
    only on a text that holds those."""
    kept: list[tuple[re.Pattern[str], _Key, _Check | None]] = []
    for pattern, key in _READ:
        read = _KINDS_READ[pattern]
        if kinds if read is None else kinds & read:
            kept.append((pattern, key, None))
        elif pattern is _ZH_SPELLED:
            kept.append((pattern, key, _holds_ten))
        elif pattern is _PERCENT:
            kept.append((pattern, key, _holds_percent_words))
        elif pattern is _EN_SPELLED or pattern is _ORDINAL:
            kept.append((pattern, key, _holds_folded))
    return tuple(kept)


def _holds_ten(text: str) -> bool:
    return "十" in text


def _holds_percent_words(text: str) -> bool:
    return "百分之" in text


def _holds_folded(text: str) -> bool:
    return not FOLDS_TO_ASCII.isdisjoint(text)


def _restored(
    before: str,
    after: str,
    pattern: re.Pattern[str],
    key: _Key,
    own: dict[str, list[str]],
    spelled: bool,
    shorten: bool = False,
    plain: bool = False,
) -> str:
    """`after` with the figures `pattern` finds written as the writer wrote them. A number
    spelled out (`spelled`) is the writer's only with the same word after it."""

    # Whether the writer wrote a figure so, once a figure: a paragraph of 4,000 figures ("7 7
    # 7 …", a row of a table) read the whole paragraph again for each (session 27, growth).
    written: dict[str, int] = {}

    def put_back(match: re.Match[str]) -> str:
        if match[0] not in written:
            written[match[0]] = _count(match[0], before)
        if written[match[0]]:
            return match[0]
        value = key(match)
        forms = own.get(value, []) if value is not None else []
        rest = after[: match.start()] + " " + after[match.end() :]
        if len(set(forms)) != 1 or _count(forms[0], rest) >= len(forms):
            return match[0]
        if shorten and len(match[0]) < len(forms[0]) and not _unpadded(match[0], forms[0]):
            return match[0]
        if spelled and _next_word(after, match.end()) not in _words_after(forms[0], before):
            return match[0]  # "two spoons" is no "2" of the writer's "2. Add yoghurt."
        if forms[0].casefold() == match[0].casefold():
            return match[0]  # "First job:" opening a sentence is the writer's "first", capped
        if plain and {forms[0][-1:], match[0][-1:]} == {"元", "块"}:
            return match[0]  # "300元" → "300块": the same money in the plainer word asked for
        return forms[0]

    return pattern.sub(put_back, after)


def _unpadded(form: str, writers: str) -> bool:
    """Whether `form` is the writer's figure less its leading zeros ("3:12" for "03:12",
    "0:00" for "00:00"): no shorter wording a cut asks for, only another way to write it."""
    return form.lstrip("0") == writers.lstrip("0")


def _next_word(text: str, at: int) -> str:
    """The word (or CJK character) right after position `at`."""
    match = re.match(r"\s*([A-Za-z]+|[^\sA-Za-z0-9])", text[at:])
    return match[1].lower() if match else ""


def _words_after(form: str, text: str) -> set[str]:
    """The words that follow `form` where it stands in `text`."""
    edge = r"A-Za-z0-9_"
    found = re.finditer(rf"(?<![{edge}./:$€£¥￥-]){re.escape(form)}(?![{edge}%/]|[.,]\d)", text)
    return {_next_word(text, m.end()) for m in found}


def _count(form: str, text: str) -> int:
    """How often `form` stands in `text` as a whole figure (not inside a longer one)."""
    if form not in text:
        return 0
    return len(_figure_pattern(form).findall(text))


@lru_cache(maxsize=4096)
def _figure_pattern(form: str) -> re.Pattern[str]:
    """`form` as a whole figure. Compiled once: a turn counts the same figures many times, and
    a new pattern for each overflowed the `re` module's own cache of 512."""
    edge, literal = r"A-Za-z0-9_", re.escape(form)
    # The figure first, the character before it checked behind it: a pattern that starts with
    # its literal is searched for as a string (4x faster; one count per figure of the reply).
    return re.compile(rf"{literal}(?<![{edge}./:$€£¥￥-]{literal})(?![{edge}%/]|[.,]\d)")


def _restore_label(before: str, after: str) -> str:
    """A paragraph whose leading label ("[00:01:10] ", "Week 3. ") the model dropped."""
    label = leading_label(before)
    if label is None or leading_label(after) is not None:
        return after
    rest = before[len(label) :].lstrip()
    head = re.sub(r"\s+", "", rest[:12])
    if head and re.sub(r"\s+", "", after.lstrip()[: len(rest[:12]) + 4]).startswith(head[:6]):
        indent = after[: len(after) - len(after.lstrip())]
        return indent + label + after.lstrip()
    return after


def _url_key(match: re.Match[str]) -> str | None:
    url = match[2] or match[0]
    if "." not in url:
        return None
    return re.sub(r"^https?://(?:www\.)?", "", url, flags=re.I).rstrip("/.").lower()


def _phone_key(match: re.Match[str]) -> str | None:
    digits = re.sub(r"\D", "", match[0])
    return "tel:" + digits if len(digits) >= 7 else None


def _money_key(match: re.Match[str]) -> str | None:
    number = match["num"] or match["num2"]
    currency = match["pre"] or "¥"
    currency = "¥" if currency in ("￥", "元", "块") else currency
    return f"{currency}{_value(number)}"


def _number_key(match: re.Match[str]) -> str | None:
    # "17.0" is no restyled "17" (a version, a measure): only thousands marks are style.
    return match[0].replace(",", "").lstrip("0") or "0"


def _en_key(match: re.Match[str]) -> str | None:
    if match[1]:
        return _value(str(_EN_WORDS[match[1].lower()] + _EN_WORDS[match[2].lower()]))
    return _value(str(_EN_WORDS[match[0].lower()]))


def _ordinal_key(match: re.Match[str]) -> str | None:
    if match[1]:
        return "ord:" + _value(match[1])
    tens = _EN_WORDS[match[2].lower()] if match[2] else 0
    return f"ord:{tens + _EN_ORDINALS[match[3].lower()]}"


def _zh_key(match: re.Match[str]) -> str | None:
    text = match[0].replace("两", "二")
    if "十" in text:
        number = zh_number(text)
        return _value(str(number)) if number is not None else None
    digits = "".join(str(_ZH_DIGITS.index(c) - 1 if c != "〇" else 0) for c in text)
    return _value(digits)


def _value(number: str) -> str:
    """A number's value as text: "4" for "4", "4.00" and "4.0"; "36000" for "36,000"."""
    plain = number.replace(",", "")
    if "." in plain:
        plain = plain.rstrip("0").rstrip(".")
    return plain.lstrip("0") or "0"


_Key = Callable[[re.Match[str]], str | None]
# How the writer writes figures (digits, links, phones, times, dates, percentages), and the
# forms a model restyles them to. A writer's figure may stand for more than one value.
_WRITTEN: tuple[
    tuple[re.Pattern[str], Callable[[re.Match[str]], str | tuple[str, ...] | None]], ...
] = (
    (_URL, _url_key),
    (_PHONE, _phone_key),
    (_DATE, _date_key),
    (_TIME, _time_keys),
    (_PERCENT, _percent_key),
    (_MONEY, _money_key),
    (_ORDINAL, _ordinal_key),
    (_NUMBER, _number_key),
)
_READ: tuple[tuple[re.Pattern[str], _Key], ...] = (
    (_URL, _url_key),
    (_PHONE, _phone_key),
    (_DATE, _date_key),
    (_TIME, _time_key),
    (_PERCENT, _percent_key),
    (_MONEY, _money_key),
    (_ZH_SPELLED, _zh_key),
    (_ORDINAL, _ordinal_key),
    (_EN_SPELLED, _en_key),
    (_NUMBER, _number_key),
)
