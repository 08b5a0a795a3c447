"""Facts a restyle must keep: numbers (in figures or words), times, days and negations. A
writer who asks for "livelier" expects the same prices, hours and "not"s; a model that drops
"two for children" or turns "weekdays nine to four" into "daily eight to six" while making it
livelier has changed what the article says. The judge names such changes in the reply, so the
writer checks them before relying on the new version (a restyle may rightly merge or reword a
figure, so they are named, not refused)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from app.domain.text import counts_characters
from app.editing.asked_labels import without_labels
from app.editing.count_words import check_swapped_counts
from app.editing.currencies import ASKS_CURRENCY, changed_currency
from app.editing.elapsed import years_since_given
from app.editing.elided import Refused
from app.editing.fact_names import changed_names
from app.editing.liable_parties import check_liable_parties
from app.editing.losses import word_size
from app.editing.mentions import zh_number
from app.editing.negations import flipped
from app.editing.number_words import compound_number
from app.editing.qualifiers import check_bounds, check_qualifiers
from app.editing.quoted_inserts import insertions, without_inserted, without_insertions
from app.editing.ranks import dropped_ranks
from app.editing.sayers import check_sayers
from app.editing.scope import Scope
from app.editing.swapped_numerals import check_swapped_numerals
from app.editing.topic_names import without_topic_names

_EN_SMALL = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "twice": 2, "half": 0.5, "dozen": 12,
    "hundred": 100, "thousand": 1000, "million": 1000000,
}  # fmt: skip
_EN_FACT = re.compile(
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
_ZH_FACT = re.compile(
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


_NEGATION = frozenset({"n't", "not", "never", "no", "none", "nobody", "nothing", "without"})


@lru_cache(maxsize=4096)  # the same few words of every paragraph, each turn
def _key(token: str) -> str:
    """One spelling for a fact: "4" for "four"; every negation one ("no need" → "don't")."""
    lower = token.lower()
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


def states_facts(asked: str) -> bool:
    """Whether a suggestion states a figure or a fact to write ("改成 300 秒", "redis 5.0 以上",
    "add the date") — paragraph numbers aside — or asks for facts put right or added."""
    return bool(facts_of(_PLACES.sub(" ", asked)) or _ABOUT_FACTS.search(asked))


def facts_of(text: str) -> Counter[str]:
    """The facts a text states, counted (each spelt one way)."""
    return Counter(_key(word) for word in _fact_words(text))


def _fact_words(text: str) -> tuple[str, ...]:
    """The words of `text` that state facts, in text order. Read paragraph by paragraph: no
    fact, nor what the patterns look at around one, spans a blank line, and a turn's checks
    read the same paragraphs of two bodies several times (the patterns are the costly part),
    the next turn most of them again."""
    if "\n\n" not in text:
        return _paragraph_fact_words(text)
    return tuple(word for part in text.split("\n\n") for word in _paragraph_fact_words(part))


@lru_cache(maxsize=4096)
def _paragraph_fact_words(text: str) -> tuple[str, ...]:
    matches = sorted([*_EN_FACT.finditer(text), *_ZH_FACT.finditer(text)], key=lambda m: m.start())
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
    dropped = _spelt(before, old - new) + flipped_negations(before, after)
    added = _spelt(after, +(new - old))
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


def _spelt(text: str, keys: Counter[str]) -> list[str]:
    """The words of `text` that state these facts, in text order, once each."""
    if not keys:
        return []
    words: list[str] = []
    left = Counter(keys)
    for word in _fact_words(text):
        key = _key(word)
        if left[key] > 0:
            left[key] -= 1
            if word not in words:
                words.append(word)
    return words


def facts_line(before: str, after: str) -> str:
    """A sentence naming the facts a restyle left out or changed, or "" when it kept them all
    (a fact only brought in is an addition, not a loss) — in Chinese for a Chinese article."""
    dropped, added = changed_facts(before, after)
    if not dropped:
        return ""
    if counts_characters(before):
        came = f"，改写成了 {_listed(added)}" if added else ""
        return (
            f"请核对事实：模型漏掉了 {_listed(dropped)}{came}，这些数字、日子或否定，"
            "建议并没有要求改。"
        )
    parts = ["left out " + _listed(dropped)]
    if added:
        parts.append("wrote " + _listed(added) + " instead")
    return (
        "Check the facts: the model " + " and ".join(parts) + " — numbers, days or negations "
        "the suggestion did not ask to change."
    )


def _listed(words: Sequence[str]) -> str:
    return ", ".join(f"“{w}”" for w in words[:6])


def restyle_facts(
    before: str, after: str, suggestions: Sequence[str], scope: Scope, *, selected: bool = False
) -> str:
    """The numbers, days and negations a restyle left out or changed, as a sentence for the
    writer to check; raises Refused when it wrote other figures in place of the writer's
    ("twenty minutes" → "thirty minutes", "9 to 4" → "8 to 6", "42元" → "四十来块": the article
    would say something untrue, and a restyle never needs that), another currency or a title
    without its rank (currencies.py, ranks.py) — "" when the suggestion is about facts (states
    one, asks for detail) or asks to add, recast or translate, which change them by design. A
    cut may leave figures out, but never writes other ones ("16:00" → "18:00") — unless it is
    a cut of the writer's own selection (`selected`), where the whole change is in view."""
    asked = "\n".join(suggestions)
    if scope.translate or (scope.shorten and selected):
        return ""
    # "(1)", "（2）": an item's label, not a fact of the article.
    before, after = _LABEL.sub(" ", before), _LABEL.sub(" ", after)
    _check_kept(before, after, asked)
    placed = without_labels(asked, before)
    rest = without_insertions(placed)
    if (
        insertions(asked)
        and not (scope.reshape or scope.facts)
        and not facts_of(_PLACES.sub(" ", rest))
        and not _ABOUT_FACTS.search(without_topic_names(rest))
    ):  # "加上“或支付宝小程序”": the quoted words are the edit, not another figure beside them
        _check_other_figures(before, without_inserted(after, asked))
    if (
        scope.reshape
        or scope.adds
        or scope.facts
        or facts_of(_PLACES.sub(" ", placed))
        or _ABOUT_FACTS.search(without_topic_names(placed))
    ):
        return ""
    if scope.figures:
        check_bounds(before, after, asked)  # how figures are written, never how rough they are
        return ""
    _check_other_figures(before, after)
    invented, brought = invented_figures(before, _ITEM_NUMBER.sub(" ", after))
    if invented:
        raise Refused(
            "The model wrote " + _quoted(invented) + ", a figure your article does not give and "
            "the suggestion did not ask for, so the article would say something you never "
            "wrote. Nothing was saved — press Retry."
        )
    check_swapped_numerals(before, after)
    check_swapped_counts(before, after)
    check_qualifiers(before, after, asked)
    check_sayers(before, after, asked)
    check_liable_parties(before, after, asked)
    # a cut may leave a name out, but never writes another one
    renamed = [pair for pair in changed_names(before, after) if pair[1] not in asked]
    if renamed:
        pairs = ", ".join(f"“{old}” → “{new}”" for old, new in renamed[:3])
        if counts_characters(before):
            raise Refused(
                f"模型把文中的名字换成了别的（{pairs}），您并没有要求改名，所以没有保存。请按“重试”。"
            )
        raise Refused(
            f"The model wrote another name in place of yours ({pairs}), which the suggestion "
            "did not ask to change. Nothing was saved — press Retry."
        )
    if scope.shorten:
        return ""  # a cut may leave figures and whole sentences out
    lost = lost_figures(before, after)
    if lost:
        raise Refused(
            "The model left out " + _quoted(lost) + ", figures of yours the suggestion did not "
            "ask to remove, so the article would no longer say them. Nothing was saved — press "
            "Retry, or ask for the change again naming what to keep."
        )
    turned = flipped_negations(before, after)
    if turned and not _JOKES.search(asked):
        raise Refused(
            "The model turned a " + _quoted(turned) + " of yours into its opposite, so the "
            "article would say something you did not write. Nothing was saved — press Retry."
        )
    line = facts_line(before, after)
    if brought and counts_characters(before):
        line = (
            f"{line} 请核对新内容：模型加进了 {_quoted(brought)}，这些数字文章里本来没有。".strip()
        )
    elif brought:
        line = (
            f"{line} Check the new detail: the model brought in " + _quoted(brought) + ", "
            "figures your article does not give."
        ).strip()
    return line


def _check_other_figures(before: str, after: str) -> None:
    """Raises Refused when `after` writes other figures in place of those of `before`."""
    dropped, added = changed_facts(before, after)
    for kind in (float, str):  # numbers, then months
        gone = [w for w in dropped if isinstance(_value(w), kind)]
        came = [w for w in added if isinstance(_value(w), kind)]
        gone, came = _unmatched(gone, came)
        if gone and came and {_stated(w) for w in gone} != {_stated(w) for w in came}:
            raise Refused(
                "The model wrote other figures than yours, which the suggestion did not ask "
                "to change (" + _quoted(gone) + " → " + _quoted(came) + "), so the article "
                "would say something else. Nothing was saved — press Retry."
            )


# Numbers that are mostly idiom, not a count: "think twice", "half the fun", 十分 (very),
# 千家万户, 百年老店 — a rewrite may bring them in without stating a figure.
_IDIOM_WORDS = frozenset({"twice", "half"})
_ZH_IDIOM = re.compile(r"十分|[千万百](?![\d零〇一二两三四五六七八九十])")
_ZH_LARGE = re.compile(
    r"[零〇一二两三四五六七八九十百千万]*[百千万][零〇一二两三四五六七八九十百千万]*[来多余几]?"
)


def invented_figures(before: str, after: str) -> tuple[list[str], list[str]]:
    """The counts and figures the paragraphs `after` rewrote state whose value the whole of
    `before` states nowhere, in any spelling ("the Traders' Association" → "three trader
    groups", "backed by more than 200 traders", 拿过十几次奖): those of a paragraph rewritten
    at about its length, which made a figure up in place of what the writer said — a restyle
    that does changes what the article says as surely as one that alters a figure — and
    those of a paragraph the rewrite grew by half again or more, which brought detail in for
    the writer to check. A paragraph kept as it was is not read; idioms (twice, half, 十分)
    and a figure the article implies (a centenary's 100, half an hour's 30) are no new ones."""
    had = _implied(before)
    olds, news = before.split("\n\n"), after.split("\n\n")
    kept = set(olds)
    made: list[str] = []
    grown: list[str] = []
    for at, part in enumerate(news):
        if part in kept:
            continue
        old = olds[at] if len(olds) == len(news) else before
        found = grown if word_size(part) >= 1.5 * max(word_size(old), 1) else made
        for word in _paragraph_fact_words(part):
            large = _zh_large(word.rstrip("来多余几")) if _ZH_LARGE.fullmatch(word) else None
            value = _value(word) if large is None else large
            if not isinstance(value, float) or value in had or word.lower() in _IDIOM_WORDS:
                continue
            rest = part[part.find(word) + len(word) :]
            if not word[:1].isdigit() and _ZH_IDIOM.match(word + rest[:1]):
                continue
            if not years_since_given(value, rest, before):  # 1745年 → 两百多年前
                found.append(word)
    return list(dict.fromkeys(made)), list(dict.fromkeys(grown))


# Words that imply a figure: a centenary is 100 years, a fortnight 14 days, the first 1st.
_IMPLIED = {
    "centenary": (100,), "centennial": (100,), "century": (100,), "decade": (10,),
    "fortnight": (14, 2), "hour": (60,), "week": (7,), "pair": (2,), "couple": (2,),
    "both": (2,), "twins": (2,), "first": (1,), "second": (2,), "third": (3,), "fourth": (4,),
    "fifth": (5,), "sixth": (6,), "seventh": (7,), "eighth": (8,), "ninth": (9,), "tenth": (10,),
    "eleventh": (11,), "twelfth": (12,), "twentieth": (20,), "thirtieth": (30,),
    "fortieth": (40,), "fiftieth": (50,), "sixtieth": (60,), "seventieth": (70,),
    "eightieth": (80,), "ninetieth": (90,), "hundredth": (100,), "thousandth": (1000,),
    "百年": (100,), "半小时": (30,), "半个小时": (30,), "双": (2,), "俩": (2,),
    "noon": (12,), "midday": (12,), "midnight": (12, 0), "中午": (12,), "正午": (12,),
    "午夜": (12, 0),
}  # fmt: skip
_IMPLYING = re.compile(
    "|".join(sorted((re.escape(w) for w in _IMPLIED), key=len, reverse=True)), re.IGNORECASE
)
# A clock time is one figure: 10:30's "30" is no count of thirty the article gives.
_ANY_FIGURE = re.compile(
    r"\d{1,2}[:：]\d{2}(?!\d)|\d+(?:[.,]\d+)*|[零〇一二两三四五六七八九十百千万]+"
)


def _implied(before: str) -> set[float | str | None]:
    """Every value `before` states or implies, in any spelling."""
    had: set[float | str | None] = set()
    for word in _fact_words(before):
        had |= {value for value, _ in _spellings(word)}
    for match in _ANY_FIGURE.finditer(before):
        if ":" in match[0] or "：" in match[0]:
            continue  # its value is read with the fact words above
        had.add(_zh_large(match[0]) if _ZH_LARGE.fullmatch(match[0]) else _value(match[0]))
    for match in _IMPLYING.finditer(before):
        had.update(float(n) for n in _IMPLIED[match[0].lower()])
    for paragraph in before.split("\n\n"):
        days = {
            m[0].lower()[:3] if m[0].isascii() else m[0][-1] for m in _WEEKDAY.finditer(paragraph)
        }
        if len(days) >= 2:
            had.add(float(len(days)))  # "Friday and Saturday" are two days, 周五和周六 两天
    return had


_WEEKDAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:周|星期|礼拜)[一二三四五六日天]",
    re.IGNORECASE,
)


_ZH_DIGIT = dict(zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
_ZH_UNIT = {"十": 10, "百": 100, "千": 1000, "万": 10000}


def _zh_large(text: str) -> float | None:
    """四百一十二 → 412, 两百 → 200, 一千 → 1000, 18万 → None (read by _value's figures)."""
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


def _check_kept(before: str, after: str, asked: str) -> None:
    """Refused when the restyle priced in another currency or dropped a rank from a title the
    suggestion does not name."""
    gone, came = changed_currency(before, after)
    if gone and not ASKS_CURRENCY.search(asked):
        raise Refused(
            "The model wrote your prices in another currency ("
            + " → ".join(", ".join(c) for c in (gone, came))
            + "), which the suggestion did not ask "
            "for, so the article would say something else. Nothing was saved — press Retry."
        )
    dropped, added = changed_facts(before, after)
    rough = [w for w in added if _stated(w)[1]]
    exact = [w for w in dropped if isinstance(_value(w), float) and not _stated(w)[1]]
    if rough and exact and not _ROUNDING.search(asked):
        raise Refused(
            "The model made exact figures of yours rough ones ("
            + _quoted(exact)
            + " → "
            + _quoted(rough)
            + "), which the suggestion did not ask for. Nothing was saved — press Retry."
        )
    lowered = asked.lower()
    ranks = [pair for pair in dropped_ranks(before, after) if pair[1].lower() not in lowered]
    if ranks:
        raise Refused(
            "The model changed a title of yours ("
            + ", ".join(f"“{old}” → “{new}”" for old, new in ranks[:3])
            + "), which the suggestion did not ask to change, so the article would say "
            "something untrue about a person. Nothing was saved — press Retry."
        )


_ROUNDING = re.compile(
    r"\b(?:round\w*|approximat\w*|rough\w*|ballpark)\b|约数|大约|大概|粗略|取整|概数",
    re.IGNORECASE,
)


def _stated(word: str) -> tuple[float | str | None, bool]:
    """A fact's value, and whether it is written as a rough one (三十来, 六十多)."""
    return _value(word), word[-1:] in ("来", "多", "余", "几")


# "half" is 30 when the other side counts minutes ("every half hour" → "every 30 minutes") and
# 50 when it counts a share ("fifty percent" → "half"); the figure beside it says which.
_HALF_AS = ((30.0, False), (50.0, False))


def _spellings(word: str) -> set[tuple[float | str | None, bool]]:
    stated = _stated(word)
    return {stated, *_HALF_AS} if stated[0] == 0.5 else {stated}


def _unmatched(gone: list[str], came: list[str]) -> tuple[list[str], list[str]]:
    """The figures left out and brought in that the other side states in no spelling: "三月份"
    written "3月" beside a figure only brought in ("一千册" → "1000册") is the same month, and
    "half an hour" written "30 minutes" the same wait — a restyle wrote no other figure."""
    gone_as = set().union(*map(_spellings, gone)) if gone else set()
    came_as = set().union(*map(_spellings, came)) if came else set()
    return (
        [w for w in gone if not _spellings(w) & came_as],
        [w for w in came if not _spellings(w) & gone_as],
    )


def _quoted(words: Sequence[str]) -> str:
    return ", ".join(f"“{w}”" for w in words[:4])


_LABEL = re.compile(r"[(（]\d{1,2}[)）]")
# A numbered list's item number at the start of its line ("5. A headlamp", an item added as
# asked): no figure the rewrite makes up.
_ITEM_NUMBER = re.compile(r"^[ \t]*\d{1,2}[.、)）](?=[ \t]*\S)", re.MULTILINE)

# Jokes and irony may say the opposite of what is meant ("a grandson who won't look at it" →
# "who says he'll look at it after his exams. He finished them in 2019.").
_JOKES = re.compile(
    r"\b(?:funn\w*|humou?r\w*|jok\w*|witt\w*|iron\w*|sarcas\w*|tongue)\b|幽默|搞笑|俏皮|逗|风趣|调侃",
    re.IGNORECASE,
)
# A number that leads a list line ("1. Heat the oven"): its place, not a fact.
_LIST_NUMBER = re.compile(r"(?m)^[ \t]*\d+[.)][ \t]")


def lost_figures(before: str, after: str) -> list[str]:
    """The figures `before` writes in digits ("1,240", "68%", "14名") whose value `after` states
    nowhere, in digits or words — once each, as written. A number leading a list line is its
    place, not a figure."""
    before, after = _LIST_NUMBER.sub(" ", before), _LIST_NUMBER.sub(" ", after)
    # A code's digits ("LS1 4DX", "SH 697"): the "4" of a postcode keeps no count of 4 reports.
    before, after = _CODE_DIGITS.sub(" ", before), _CODE_DIGITS.sub(" ", after)
    kept = {
        _value(m[0]) for pattern in (_EN_FACT, _ZH_FACT, _ZH_CLOCK) for m in pattern.finditer(after)
    }
    lost = [
        m[0] for m in _EN_FACT.finditer(before) if m[0][0].isdigit() and _value(m[0]) not in kept
    ]
    # a clock time in Chinese numerals (早上六点半, 七点钟) is a figure as 6.30 is
    lost += [m[0] for m in _ZH_CLOCK.finditer(before) if _value(m[0]) not in kept]
    # a 0 written as a word of none ("| Wren | 0 |" → "Wren: no stove", 没有炉子)
    nones = len(_NONE.findall(after)) - len(_NONE.findall(before))
    for word in [w for w in lost if _value(w) == 0][: max(nones, 0)]:
        lost.remove(word)
    return list(dict.fromkeys(lost))


_NONE = re.compile(r"\b(?:no|none|zero|nil|without)\b|没有|无", re.IGNORECASE)
# Digits glued to a capital letter, either side: part of a code, not a figure (a run read
# from its start only: tried from each digit of a long run, it took seconds).
_CODE_DIGITS = re.compile(r"(?<=[A-Z])\d+|(?<!\d)\d+(?=[A-Z])")


_ZH_HOUR = "零〇一二两三四五六七八九十"
_ZH_CLOCK = re.compile(
    rf"(?<=早上|上午|中午|下午|晚上|凌晨|傍晚|夜里|清晨|早晨)[{_ZH_HOUR}]+点(?:半|[{_ZH_HOUR}]+分|钟)?"
    # (from a run's start: from each numeral of a run, [..]+ read to its end again, 2.4 s of
    # a turn at 16,000; one a numeral earlier has the same ends, and no match ends on one)
    rf"|(?<![{_ZH_HOUR}])[{_ZH_HOUR}]+点(?:半|[{_ZH_HOUR}]+分|钟)"
)


_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip


def _value(word: str) -> float | str | None:
    """What a fact word says, comparable across spellings: a number as its value ("08:00"
    and "8" are one, "twenty" and 二十 are 20, a clock time on a twelve-hour face: "17:00" and
    下午5点 are 5, "7.30", "7:30" and 7点半 are 7.3), a month as its name; None for a day or a
    negation."""
    key = _key(word).replace(",", "")
    if key in _MONTHS:
        return key
    clock = re.fullmatch(r"(\w+?)点(?:(半)|(\w+)分|钟)?", key)
    if clock:
        hours, minutes = _value(clock[1]), _value(clock[3]) if clock[3] else 0.0
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


# A place named by its number ("paragraph 2", "the 3rd entry", 第二段): no fact of the article.
_PLACES = re.compile(
    r"\b(?:paragraph|para|entry|item|line|section|stanza|step|point|sentence|part)s?\s*#?\d+"
    # "steps 1 and 2", "paragraphs 3-5" are places ("step 3 to 45 minutes" gives a figure)
    r"(?:\s*(?:,|and|&|or|-|–)\s*\d+\b)*"
    r"|\b\d+(?:st|nd|rd|th)\b|第[\d一二三四五六七八九十]+[段条节句项行部分步章幕首题页]",
    re.IGNORECASE,
)
# Suggestions that ask for facts to be added or put right: "more specific", "add a detail",
# "fix the date", 具体一些, 补充, 扩写, 加一句 — not 写清楚一点, which asks for clearer words.
_ABOUT_FACTS = re.compile(
    r"\b(?:specific|details?|facts?|figures?|numbers?|dates?|times?|accurate|correct\w*|fix"
    r"|update\w*|add\w*|expand\w*|include|mention|elaborate|flesh|instead|match\w*|later"
    r"|earlier|hours?|exact\w*|precise\w*)\b"
    r"|具体|细节|补充|扩写|扩充|加一|加上|添|写明|写清(?!楚?[一些点])|准确|更正|纠正|改成|改为|数字|日期|时间(?![轴线])"
    r"|多放|少放|提前|推迟|延后|精确",
    re.IGNORECASE,
)
