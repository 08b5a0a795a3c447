"""How facts.py reads the facts a text states: numbers (in figures or words), times, days,
months and negations, each spelt one way and valued so two spellings compare ("08:00" and 8点,
"twenty" and 二十) — the facts that two versions of a text state, and the ones one of them
left out or brought in."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from app.editing.mentions import zh_number
from app.editing.negations import flipped
from app.editing.number_words import compound_number

_EN_SMALL = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "twice": 2, "half": 0.5, "dozen": 12,
    "hundred": 100, "thousand": 1000, "million": 1000000,
}  # fmt: skip


EN_FACT = re.compile(
    r"\d+点(?:半|\d+分)"  # a clock time: 7点半 is 7.30, not 7
    r"|\d{1,2}点(?![\d.])"  # 晚上6点 and 18点: one time on a twelve-hour face
    r"|\d+(?:[.,:]\d+)*"
    # "thirty-five" is 35, one figure ("thirty", "five" read apart were "35" lost and two come)
    r"|\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five"
    r"|six|seven|eight|nine)\b"
    r"|\b(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty"
    r"|seventy|eighty|ninety|hundred|thousand|million|twice|half|dozen)\b"
    r"|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?"
    r"|daily|weekly|monthly|yearly|annually|nightly)\b"
    # months, capitalised ("march on", "you may" are no dates)
    r"|\b(?-i:January|February|March|April|June|July|August|September|October|November"
    r"|December|May(?=\s\d)|(?<=\d\s)May)\b"
    r"|\b(?:not|never|no|none|nobody|nothing|without)\b|n't\b",
    re.IGNORECASE,
)


# Chinese: figures, numerals with a measure word after them, days, and flat negations
# ("不开放", "没有", "未", "禁止") — not 不 inside words such as 不仅 or 不断.
_ZH_NUMERAL = "零〇一二两三四五六七八九十百千万半"


_MEASURE = "(?:[个位名元块角岁年月日号天周点分次辆件斤克公里米人本张条所家间座层台场]|小时|钟头)"


# A numeral is read from the start of its run (or right after a match ending on a numeral,
# 三点半 or 周一): tried from each numeral of a run of 8,000, each reading to its end, it took
# seconds. A match starting inside a run has one starting a numeral earlier (session 27).
_RUN_START = rf"(?:(?<![{_ZH_NUMERAL}])|(?<=点半|[周期拜][一二三四五六]))"


ZH_FACT = re.compile(
    rf"{_RUN_START}[{_ZH_NUMERAL}]+点半"
    # a lone 一 or 半 is mostly an article or an idiom (一个, 一点, 一块儿), not a count;
    # 来, 多, 余 or 几 after it makes the count a rough one (三十来块, 六十多元)
    rf"|{_RUN_START}(?:[{_ZH_NUMERAL}]{{2,}}|[二两三四五六七八九十百千万])"
    rf"(?:[来多余几](?={_MEASURE}))?"
    rf"(?={_MEASURE})"
    # 一 before an hour is a length of time, not an article: 两个小时 cut to 一小时 is another one
    # (每一个小时 is every hour, 每小时)
    rf"|{_RUN_START}(?<!每)一(?=个?(?:小时|钟头))"
    r"|(?:周|星期|礼拜)[一二三四五六日天末]|工作日|每天|每周|每月|每年"
    r"|不(?=[开收准能可要用得让许行对是])|没有|没|未|禁止|无需|无须",
)


# Full-width digits are the same figure as half-width ones (５０元 restyled 50元).
_FULL_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
_NEGATION = frozenset({"n't", "not", "never", "no", "none", "nobody", "nothing", "without"})


@lru_cache(maxsize=4096)  # the same few words of every paragraph, each turn
def _key(token: str) -> str:
    """One spelling for a fact: "4" for "four", "50" for "５０"; every negation one ("no need"
    → "don't")."""
    lower = token.lower().translate(_FULL_DIGITS)
    if lower in _NEGATION:
        return "not"
    if lower[:1] in ("不", "没", "未", "禁", "无"):
        return "不"
    if lower in _EN_SMALL:
        return str(_EN_SMALL[lower])
    number = compound_number(lower)
    if number is not None:
        return str(number)
    if lower.endswith("s") and lower[:-1] in ("weekday", "weekend"):
        return lower[:-1]
    return lower


def facts_of(text: str) -> Counter[str]:
    """The facts a text states, counted (each spelt one way)."""
    return Counter(_key(word) for word in fact_words(text))


def fact_words(text: str) -> tuple[str, ...]:
    """The words of `text` that state facts, in text order. Read paragraph by paragraph: no
    fact, nor what the patterns look at around one, spans a blank line, and a turn's checks
    read the same paragraphs of two bodies several times (the patterns are the costly part),
    the next turn most of them again."""
    if "\n\n" not in text:
        return paragraph_fact_words(text)
    return tuple(word for part in text.split("\n\n") for word in paragraph_fact_words(part))


@lru_cache(maxsize=4096)
def paragraph_fact_words(text: str) -> tuple[str, ...]:
    matches = sorted([*EN_FACT.finditer(text), *ZH_FACT.finditer(text)], key=lambda m: m.start())
    return tuple(m[0] for m in matches)


def changed_facts(before: str, after: str) -> tuple[list[str], list[str]]:
    """The facts `before` states that `after` no longer does, and the ones `after` states
    that `before` did not (each as first written). A negation counts as dropped only where
    `after` keeps what it negated without one ("not open yet" → "open too"): "not often"
    reworded as "rare" says the same."""
    dropped, added = _changed_facts(before, after)
    return list(dropped), list(added)


@lru_cache(maxsize=16)
def _changed_facts(before: str, after: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    # A turn's checks ask it of the same two bodies up to three times.
    old, new = facts_of(before), facts_of(after)
    old["not"], old["不"], new["not"], new["不"] = 0, 0, 0, 0
    dropped = _spelt(before, old - new, after) + flipped_negations(before, after)
    added = _spelt(after, +(new - old), before)
    return tuple(dropped), tuple(added)


def flipped_negations(before: str, after: str) -> list[str]:
    """The negations a paragraph of `before` lost while its paragraph in `after` keeps what
    they negated (negations.py), once each."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    pairs = list(zip(olds, news, strict=True)) if len(olds) == len(news) else [(before, after)]
    found = [
        word
        for one, other in pairs
        if one != other and other not in olds  # a paragraph moved is no rewording
        for word in flipped(one, other)
    ]
    return list(dict.fromkeys(found))


def _spelt(text: str, keys: Counter[str], other: str = "") -> list[str]:
    """The words of `text` that state these facts, in text order, once each: the spellings
    `other` has fewer of first — "Year 5" → "Year 6" in an article that also says "five
    weekday mornings" is quoted as "5", the figure the writer can find, not "five"."""
    if not keys:
        return []
    said = fact_words(text)
    fewer = Counter(said) - Counter(fact_words(other))
    taken: set[int] = set()
    left = Counter(keys)
    for first in (True, False):
        for place, word in enumerate(said):
            key = _key(word)
            if left[key] > 0 and place not in taken and (fewer[word] > 0 or not first):
                left[key] -= 1
                fewer[word] -= 1
                taken.add(place)
    return list(dict.fromkeys(said[place] for place in sorted(taken)))


_ZH_DIGIT = dict(zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))


_ZH_UNIT = {"十": 10, "百": 100, "千": 1000, "万": 10000}


def zh_large(text: str) -> float | None:
    """四百一十二 → 412, 两百 → 200, 一千 → 1000, 18万 → None (read by fact_value's figures)."""
    total, section, digit = 0, 0, None
    for char in text:
        if char in _ZH_DIGIT:
            digit = _ZH_DIGIT[char]
        elif char in _ZH_UNIT:
            unit = _ZH_UNIT[char]
            if unit == 10000:
                total += (section + (digit or 0)) * unit
                section, digit = 0, None
            else:
                section += (1 if digit is None else digit) * unit
                digit = None
        else:
            return None
    return float(total + section + (digit or 0))


def stated(word: str) -> tuple[float | str | None, bool]:
    """A fact's value, and whether it is written as a rough one (三十来, 六十多)."""
    return fact_value(word), word[-1:] in ("来", "多", "余", "几")


# "half" is 30 when the other side counts minutes ("every half hour" → "every 30 minutes") and
# 50 when it counts a share ("fifty percent" → "half"); the figure beside it says which.
_HALF_AS = ((30.0, False), (50.0, False))


def spellings(word: str) -> set[tuple[float | str | None, bool]]:
    said = stated(word)
    return {said, *_HALF_AS} if said[0] == 0.5 else {said}


def unmatched(gone: list[str], came: list[str]) -> tuple[list[str], list[str]]:
    """The figures left out and brought in that the other side states in no spelling: "三月份"
    written "3月" beside a figure only brought in ("一千册" → "1000册") is the same month, and
    "half an hour" written "30 minutes" the same wait — a restyle wrote no other figure."""
    gone_as = set().union(*map(spellings, gone)) if gone else set()
    came_as = set().union(*map(spellings, came)) if came else set()
    return (
        [w for w in gone if not spellings(w) & came_as],
        [w for w in came if not spellings(w) & gone_as],
    )


_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip


def fact_value(word: str) -> float | str | None:
    """What a fact word says, comparable across spellings: a number as its value ("08:00"
    and "8" are one, "twenty" and 二十 are 20, a clock time on a twelve-hour face: "17:00" and
    下午5点 are 5, "7.30", "7:30" and 7点半 are 7.3), a month as its name; None for a day or a
    negation."""
    key = _key(word).replace(",", "")
    if key in _MONTHS:
        return key
    clock = re.fullmatch(r"(\w+?)点(?:(半)|(\w+)分|钟)?", key)
    if clock:
        hours, minutes = fact_value(clock[1]), fact_value(clock[3]) if clock[3] else 0.0
        minutes = 30.0 if clock[2] else minutes
        if isinstance(hours, float) and 12 < hours <= 24:
            hours -= 12  # 18点 is 晚上6点
        if isinstance(hours, float) and isinstance(minutes, float):
            return hours + minutes / 100
        return None
    key = key.rstrip("来多余几") or key
    hour = re.fullmatch(r"(\d{1,2}):(\d{2})", key)
    if hour:  # a clock time: "17:00" is 下午5点, "8:30" is 8点半 and "8.30"
        hours = int(hour[1])
        return (hours - 12 if hours > 12 else hours) + int(hour[2]) / 100
    if re.fullmatch(r"[零〇一二三四五六七八九]{3,}", key):  # 一九六三年: a year, digit by digit
        return float("".join(str(_ZH_DIGIT[char]) for char in key))
    number = zh_number(key) if re.fullmatch(r"[零〇一二两三四五六七八九十]+", key) else None
    if number is not None:
        return float(number)
    try:
        return float(key)
    except ValueError:
        return None
