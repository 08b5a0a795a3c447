"""The currency of the writer's prices, which a restyle must keep: "£4.20" → "$4.20" or
"42元" → "42美元" keeps the number and changes the price. 元 and 块 are one currency, as are
"$" and "dollars" (the writer's own way of writing it is put back elsewhere, figures.py); ¥
is the yen's sign and the yuan's, so "¥980" may become "980 yen" or "980元" but not "$980"."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

_ZH_DIGIT = "零〇一二两三四五六七八九十百千万"
_MONEY = re.compile(
    r"(US\$|HK\$|A\$|C\$|[$€£¥￥])\s?\d"
    rf"|(?:\d|[{_ZH_DIGIT}])\s?(?:来|多|余|几)?\s?(美元|欧元|英镑|日元|港元|港币|元|块"
    r"|(?i:dollars?|euros?|pounds?|pence|yen|yuan|rmb|usd|gbp|eur)(?![A-Za-z]))"
)
_CURRENCY = {
    "$": "USD", "us$": "USD", "dollar": "USD", "dollars": "USD", "美元": "USD", "usd": "USD",
    "€": "EUR", "euro": "EUR", "euros": "EUR", "欧元": "EUR", "eur": "EUR",
    "£": "GBP", "pound": "GBP", "pounds": "GBP", "pence": "GBP", "英镑": "GBP", "gbp": "GBP",
    "¥": "¥", "￥": "¥", "元": "CNY", "块": "CNY", "yuan": "CNY", "rmb": "CNY",
    "日元": "JPY", "yen": "JPY", "港元": "HKD", "港币": "HKD", "hk$": "HKD",
    "a$": "AUD", "c$": "CAD",
}  # fmt: skip
# A suggestion about currencies: converting or naming one is asked, not drift.
ASKS_CURRENCY = re.compile(
    r"\b(?:currenc\w*|convert\w*|dollars?|euros?|pounds?|sterling|yen|yuan|rmb|usd|gbp|eur)\b"
    r"|[$€£¥￥]|美元|欧元|英镑|日元|港元|港币|人民币|汇率|换算|币",
    re.IGNORECASE,
)


def currencies_of(text: str) -> Counter[str]:
    """How many prices `text` writes in each currency."""
    return _currencies(text).copy()  # the caller's own: changed_currency changes its counts


# A turn reads the article before and after the edit, and the next turn's article is this
# one's "after": a pure function of the text, so remembered.
@lru_cache(maxsize=32)
def _currencies(text: str) -> Counter[str]:
    found: Counter[str] = Counter()
    for match in _MONEY.finditer(text):
        mark = (match[1] or match[2]).lower()
        found[_CURRENCY.get(mark, mark)] += 1
    return found


def changed_currency(before: str, after: str) -> tuple[list[str], list[str]]:
    """The currencies `before` prices in that `after` uses less, and the ones `after` brings in
    or uses more — both empty unless one took the other's place."""
    old, new = currencies_of(before), currencies_of(after)
    _either(old, new)
    _either(new, old)
    gone, came = sorted(old - new), sorted(new - old)
    return (gone, came) if gone and came else ([], [])


def _either(one: Counter[str], other: Counter[str]) -> None:
    """Prices `one` writes with ¥ that `other` writes in yen or yuan are the same prices."""
    spare = one["¥"] - other["¥"]
    for code in ("JPY", "CNY"):
        taken = min(spare, other[code] - one[code])
        if taken > 0:
            one["¥"] -= taken
            other[code] -= taken
            spare -= taken
