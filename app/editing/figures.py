"""Figures the model restyled without being asked: "$4" → "$4.00", "18" → "eighteen",
"2027年4月8日" → "二〇二七年四月八日", "021-6543 2100" → "021-65432100", a bare URL made a
Markdown link or stripped of its "https://", a transcript line's "[00:01:10]" dropped.

The value is the same, so the writer's own way of writing it is put back; a figure whose
value changed is left to the caller (it is an edit, or drift judged elsewhere).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from app.editing.entries import leading_label
from app.editing.mentions import zh_number

# What a suggestion says when it is about how figures are written.
_ABOUT_FIGURES = re.compile(
    r"\b(?:numbers?|numerals?|digits?|figures?|prices?|amounts?|currency|decimals?|cents"
    r"|spell(?:ed|ing)?\s+out|urls?|links?|phone|timestamps?|dates?|times?|labels?)\b"
    r"|数字|数目|数额|金额|价格|价钱|币|小数|大写|阿拉伯|网址|链接|电话|号码|时间戳|日期|时间|标签|编号",
    re.IGNORECASE,
)

# A Markdown link ([text](url)), or a web address with or without its "https://".
_URL = re.compile(
    r"\[([^\]\n]*)\]\((https?://[^)\s]+)\)|(?:https?://)?(?:[\w-]+\.)+[a-z]{2,}(?:/[^\s)\]）]*)?",
    re.I,
)
_PHONE = re.compile(r"(?<![\w.])\(?\+?\d[\d ()-]{6,}\d(?![\w.])")
_MONEY = re.compile(
    r"(?P<pre>[$€£¥￥])\s?(?P<num>\d[\d,]*(?:\.\d+)?)|(?P<num2>\d[\d,]*(?:\.\d+)?)\s?(?P<post>元|块)"
)
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.,:/$€£¥￥-])\d[\d,]*(?:\.\d+)?(?![A-Za-z0-9_:%]|[.,]\d)")
_EN_WORDS = {
    w: n
    for n, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]  # fmt: skip
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_EN_SPELLED = re.compile(
    r"\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six"
    r"|seven|eight|nine)|" + "|".join(sorted(_EN_WORDS, key=len, reverse=True)) + r")\b",
    re.I,
)
_ZH_DIGITS = "〇零一二三四五六七八九"
_ZH_SPELLED = re.compile(rf"[{_ZH_DIGITS}十两]+(?=[年月日号点时分秒个位名次天周岁楼层元块])")


def asks_about_figures(suggestions: Sequence[str]) -> bool:
    """Whether a suggestion is about how numbers, prices, links or timestamps are written."""
    return any(_ABOUT_FIGURES.search(s) for s in suggestions)


def restore_figures(before: str, after: str) -> str:
    """`after` with each figure the writer wrote one way and the model another (same value)
    written the writer's way again, and a dropped leading timestamp or entry label put back."""
    own: dict[str, list[str]] = {}
    for pattern, key in _WRITTEN:
        for match in pattern.finditer(before):
            value = key(match)
            if value is not None:
                own.setdefault(value, []).append(match[0])
    text = _restore_label(before, after)
    for pattern, key in _READ:
        spelled = pattern in (_ZH_SPELLED, _EN_SPELLED)
        text = _restored(before, text, pattern, key, own, spelled)
    return text


def _restored(
    before: str,
    after: str,
    pattern: re.Pattern[str],
    key: _Key,
    own: dict[str, list[str]],
    spelled: bool,
) -> str:
    """`after` with the figures `pattern` finds written as the writer wrote them. A number
    spelled out (`spelled`) is the writer's only with the same word after it."""

    def put_back(match: re.Match[str]) -> str:
        if _count(match[0], before):
            return match[0]
        value = key(match)
        forms = own.get(value, []) if value is not None else []
        rest = after[: match.start()] + " " + after[match.end() :]
        if len(set(forms)) != 1 or _count(forms[0], rest) >= len(forms):
            return match[0]
        if spelled and _next_word(after, match.end()) not in _words_after(forms[0], before):
            return match[0]  # "two spoons" is no "2" of the writer's "2. Add yoghurt."
        return forms[0]

    return pattern.sub(put_back, after)


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
    edge = r"A-Za-z0-9_"
    return len(re.findall(rf"(?<![{edge}./:$€£¥￥-]){re.escape(form)}(?![{edge}%/]|[.,]\d)", text))


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
# How the writer writes figures (digits, links, phones), and the forms a model restyles them to.
_WRITTEN: tuple[tuple[re.Pattern[str], _Key], ...] = (
    (_URL, _url_key),
    (_PHONE, _phone_key),
    (_MONEY, _money_key),
    (_NUMBER, _number_key),
)
_READ: tuple[tuple[re.Pattern[str], _Key], ...] = (
    (_URL, _url_key),
    (_PHONE, _phone_key),
    (_MONEY, _money_key),
    (_ZH_SPELLED, _zh_key),
    (_EN_SPELLED, _en_key),
    (_NUMBER, _number_key),
)
