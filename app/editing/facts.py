"""Facts a restyle must keep: numbers (in figures or words), times, days and negations. A
writer who asks for "livelier" expects the same prices, hours and "not"s; a model that drops
"two for children" or turns "weekdays nine to four" into "daily eight to six" while making it
livelier has changed what the article says. The judge names such changes in the reply, so the
writer checks them before relying on the new version (a restyle may rightly merge or reword a
figure, so they are named, not refused)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.asked_figures import (
    asked_values,
    names_shape,
    put_back_asked,
    restyles,
    without_naming,
    without_shape,
)
from app.editing.asked_labels import without_labels
from app.editing.complements import complements
from app.editing.count_words import check_swapped_counts
from app.editing.counted_topics import without_locating_counts
from app.editing.currencies import ASKS_CURRENCY, changed_currency
from app.editing.cut_facts import cut_facts_line
from app.editing.dropped_facts import check_dropped_figures
from app.editing.elapsed import years_since_given
from app.editing.elided import Refused
from app.editing.fact_names import changed_names
from app.editing.fact_reading import (
    EN_FACT,
    ZH_FACT,
    changed_facts,
    fact_value,
    fact_words,
    facts_of,
    flipped_negations,
    paragraph_fact_words,
    spellings,
    stated,
    unmatched,
    zh_large,
)
from app.editing.flipped_said import flipped_reason, flipped_title_reason
from app.editing.kept_asked import without_kept
from app.editing.left_facts import still_written
from app.editing.liable_parties import check_liable_parties
from app.editing.losses import word_size
from app.editing.qualifiers import check_bounds, check_qualifiers
from app.editing.quoted_inserts import (
    insertions,
    replacements,
    without_inserted,
    without_insertions,
    without_quoted_places,
    without_replaced,
)
from app.editing.ranks import dropped_ranks
from app.editing.respelt_names import refuse_other_names
from app.editing.reworded_figures import check_reworded_figures
from app.editing.sayers import check_sayers
from app.editing.scope import Scope
from app.editing.swapped_facts import swapped_facts
from app.editing.swapped_numerals import check_swapped_numerals
from app.editing.swapped_titles import check_swapped_titles
from app.editing.topic_names import without_topic_names
from app.editing.traded_figures import check_traded_figures


def states_facts(asked: str) -> bool:
    """Whether a suggestion states a figure or a fact to write ("改成 300 秒", "redis 5.0 以上",
    "add the date") — paragraph numbers aside — or asks for facts put right or added."""
    asked = without_kept(asked)
    return bool(facts_of(_PLACES.sub(" ", asked)) or _ABOUT_FACTS.search(asked))


def facts_line(before: str, after: str) -> str:
    """A sentence naming the facts a restyle left out or changed, or "" when it kept them all
    (a fact only brought in is an addition, not a loss) — in Chinese for a Chinese article."""
    dropped, added = changed_facts(before, after)
    if counts_characters(before):
        kept = still_written(dropped, after)  # 每周四 → 每到周四 still says every Thursday
        dropped = [word for word in dropped if word not in kept]
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
    # "keep the numbers", 数字别动: named to protect them, so no ask to change them
    asked = without_kept("\n".join(suggestions))
    if scope.translate or (scope.shorten and selected):
        return ""
    # "(1)", "（2）", "[^1]", "[2]": a label, not a fact of the article.
    before, after = _LABEL.sub(" ", before), _LABEL.sub(" ", after)
    _check_kept(before, after, asked)
    # 在“每班限招25人”后面, “每场限30人”那段: quoted words that say where give no figure
    placed = without_quoted_places(without_labels(without_locating_counts(asked, before), before))
    rest = without_insertions(placed)
    if (
        (insertions(asked) or replacements(asked))
        and not (scope.reshape or scope.facts)
        and not facts_of(_PLACES.sub(" ", rest))
        and not _ABOUT_FACTS.search(without_topic_names(rest))
    ):  # "加上“或支付宝小程序”": the quoted words are the edit, not another figure beside them
        _check_other_figures(without_replaced(before, asked), without_inserted(after, asked))
    named = without_shape(_PLACES.sub(" ", placed))
    named_values = asked_values(named)
    # "时间改成上午十点" names its figure: the words saying so ask for no other change
    about = _LIGHT_FIX.sub(
        " ", without_topic_names(without_naming(placed) if named_values else placed)
    )
    if (names_shape(placed) or _SPLIT.search(placed)) and not (
        scope.facts or facts_of(_SPLIT.sub(" ", named)) or _ABOUT_FACTS.search(about)
    ):  # 分成两句写, "split it in two": a shape asked, never another figure (128元 → 182元)
        _check_other_figures(before, after)
    if (
        names_shape(placed)  # "under 100 characters": the shape asked, figures unread
        or scope.reshape
        or scope.adds
        or (scope.facts and not (named_values and scope.whole and restyles(placed)))
        or _ABOUT_FACTS.search(about)
        # a figure asked alone (改成08:41, "10点结束，不是10点半", "one more row at 80p") is a
        # change of facts, read as ever; only beside a restyle of the whole is it one change
        # (a negation asked — "stress that the bus did not come" — is such a fact too)
        or (facts_of(named) and not (named_values and scope.whole and restyles(placed)))
    ):
        return ""
    if named_values:  # "friendlier, and the coach leaves at 9 am": that change is the ask's
        after = put_back_asked(before, after, named)
    if scope.figures:
        check_bounds(before, after, asked)  # how figures are written, never how rough they are
        if named_values:  # 时间改成上午十点 — and 两名 → 三名 beside it is another figure
            _check_other_figures(before, after)
        return ""
    check_swapped_titles(before, after, asked)  # 《活着》 → 《许三观卖血记》
    _check_other_figures(before, after)
    check_reworded_figures(before, after, asked)  # 前三章 → 大家先把前五章看完
    invented, brought = invented_figures(before, _ITEM_NUMBER.sub(" ", after))
    if invented:
        raise Refused(
            "The model wrote " + _quoted(invented) + ", a figure your article does not give and "
            "the suggestion did not ask for, so the article would say something you never "
            "wrote. Nothing was saved — press Retry."
        )
    check_swapped_numerals(before, after, asked)
    check_traded_figures(before, after)  # 豆包3岁、芝麻7岁 → 豆包7岁、芝麻3岁
    check_swapped_counts(before, after)
    check_qualifiers(before, after, asked, placed)
    check_sayers(before, after, asked)
    check_liable_parties(before, after, asked)
    # a cut may leave a name out, but never writes another one
    renamed = [pair for pair in changed_names(before, after) if not _writes_name(pair, asked)]
    _check_swapped_facts(before, after, asked)
    if renamed:
        refuse_other_names(before, renamed)
    if scope.shorten:  # a cut may leave figures out: those a reader acts on are named
        return cut_facts_line(before, after, counts_characters(before))
    values, _parts = complements(after)
    lost = [w for w in lost_figures(before, after) if fact_value(w) not in values]
    if lost:
        raise Refused(
            "The model left out " + _quoted(lost) + ", figures of yours the suggestion did not "
            "ask to remove, so the article would no longer say them. Nothing was saved — press "
            "Retry, or ask for the change again naming what to keep."
        )
    turned = flipped_negations(before, after)
    # "say that we do sing in August now": the sentence holding the asked month is the ask
    if turned and not _JOKES.search(asked) and not named_values:
        raise Refused(flipped_reason(turned, before))
    # a list item's number ("2. 检查安排表.xlsx" gone) is no figure of the article's
    check_dropped_figures(
        _ITEM_NUMBER.sub(" ", before), _ITEM_NUMBER.sub(" ", after), suggestions, scope
    )
    line = facts_line(_ITEM_NUMBER.sub(" ", before), _ITEM_NUMBER.sub(" ", after))
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


def _writes_name(pair: tuple[str, str], asked: str) -> bool:
    """Whether the suggestion writes the new name, or each word of it that is new ("it should
    be Olsson" for Marguerite Olsen → Marguerite Olsson)."""
    old, new = pair
    if new in asked:
        return True
    fresh = [w for w in new.split() if w not in old.split()]
    return bool(fresh) and all(re.search(rf"\b{re.escape(w)}\b", asked) for w in fresh)


def _check_swapped_facts(before: str, after: str, asked: str) -> None:
    """Refused when the restyle wrote another ordinal, count, handle or name of a shop in
    place of the writer's (sixth → seventh, a designer → two designers, #people-ops →
    #people, 北风公司 → 北方公司: swapped_facts.py)."""
    swapped = [pair for pair in swapped_facts(before, after) if pair[1] not in asked]
    if not swapped:
        return
    pairs = ", ".join(f"“{old}” → “{new}”" for old, new in swapped[:3])
    if counts_characters(before):
        raise Refused(
            f"模型把文中的事实换成了别的（{pairs}），您并没有要求改，所以没有保存。请按“重试”。"
        )
    raise Refused(
        f"The model wrote other words in place of yours ({pairs}), which say something else; "
        "the suggestion did not ask to change them. Nothing was saved — press Retry."
    )


def check_title_negations(old: str, new: str, suggestions: Sequence[str]) -> None:
    """Raises Refused when a new title says the opposite of the writer's ("Why I do not run"
    → "Why I Run", 我为什么不跑步 → 我为什么跑步) unasked: a punchier title keeps its "not"."""
    asked = "\n".join(suggestions)
    if old == new or not old or not new or _JOKES.search(asked) or _ASKS_POLARITY.search(asked):
        return
    turned = flipped_negations(old, new)
    if turned:
        raise Refused(flipped_title_reason(turned, old, new))


# A suggestion about the negation itself: "say it positively", "drop the 'not'", 改成肯定句.
_ASKS_POLARITY = re.compile(
    r"\b(?:not|n't|negat\w*|positiv\w*|opposite|affirm\w*|revers\w*|invert\w*)\b|否定|肯定|反过来|相反",
    re.IGNORECASE,
)


def _check_other_figures(before: str, after: str) -> None:
    """Raises Refused when `after` writes other figures in place of those of `before`."""
    dropped, added = changed_facts(before, after)
    for kind in (float, str):  # numbers, then months
        gone = [w for w in dropped if isinstance(fact_value(w), kind)]
        came = [w for w in added if isinstance(fact_value(w), kind)]
        gone, came = unmatched(gone, came)
        if gone and came and kind is float:  # 38 of 41 → "all but 3 of the 41"
            values, parts = complements(after)
            if all(fact_value(w) in values for w in gone):
                gone, came = [], [w for w in came if w not in parts]
        if gone and came and {stated(w) for w in gone} != {stated(w) for w in came}:
            raise Refused(
                "The model wrote other figures than yours, which the suggestion did not ask "
                "to change (" + _quoted(gone) + " → " + _quoted(came) + "), so the article "
                "would say something else. Nothing was saved — press Retry."
            )
    gone, came = moved_clock_readings(dropped, added)
    if gone and came:  # 00:52:05 → 00:52:50 in a timeline reworded, its times to stay
        raise Refused(
            "The model wrote other figures than yours, which the suggestion did not ask "
            "to change (" + _quoted(gone) + " → " + _quoted(came) + "), so the article "
            "would say something else. Nothing was saved — press Retry."
        )


# A clock reading or a timestamp: 9:30, 00:52:05, 1：04：40.
_CLOCK = re.compile(r"\d{1,2}[:：]\d{2}(?:[:：]\d{2})?")


def moved_clock_readings(
    dropped: Sequence[str], added: Sequence[str]
) -> tuple[list[str], list[str]]:
    """The clock readings and timestamps a rewrite left out (`dropped`) with others in their
    place (`added`), read by value (00:35:30 and 0:35:30 are one): "" pairs when every
    reading it wrote is one of those it left out, or none went or none came."""

    def value(word: str) -> tuple[int, ...] | None:
        found = _CLOCK.fullmatch(word.strip())
        return tuple(int(n) for n in re.split(r"[:：]", found[0])) if found else None

    olds = {value(w): w for w in dropped if value(w) is not None}
    news = {value(w): w for w in added if value(w) is not None}
    gone = [w for v, w in olds.items() if v not in news]
    came = [w for v, w in news.items() if v not in olds]
    return (gone, came) if gone and came else ([], [])


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
        idioms = " ".join(m[0] for m in _READING_TIME.finditer(part))
        for word in paragraph_fact_words(part):
            if word in idioms and not word[:1].isdigit():
                continue  # "give it five minutes": a moment of the reader's, no figure
            large = zh_large(word.rstrip("来多余几")) if _ZH_LARGE.fullmatch(word) else None
            value = fact_value(word) if large is None else large
            if not isinstance(value, float) or value in had or word.lower() in _IDIOM_WORDS:
                continue
            rest = part[part.find(word) + len(word) :]
            if not word[:1].isdigit() and _ZH_IDIOM.match(word + rest[:1]):
                continue
            if not years_since_given(value, rest, before):  # 1745年 → 两百多年前
                found.append(word)
    return list(dict.fromkeys(made)), list(dict.fromkeys(grown))


# A moment of the reader's asked in words, as a livelier line puts it: "Give it five minutes
# before you arrive", "take two minutes to read this", 出发前花两分钟看一下 — no count the article
# would then state.
_READING_TIME = re.compile(
    r"\b(?:give|spare)\s+(?:it|this|that|us|them|me|(?:the|this|our)\s+\w+)\s+(?:just\s+)?"
    r"(?:one|two|three|five|ten|a\s+few)\s+(?:minutes?|mins?|seconds?)\b"
    r"|\btake\s+(?:just\s+)?(?:one|two|three|five|ten)\s+(?:minutes?|mins?)\s+to\s+"
    r"(?:read|skim|look)\b|花(?:上)?[一两三五十几]分钟(?:读|看|浏览|翻)",
    re.IGNORECASE,
)
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
    for word in fact_words(before):
        had |= {value for value, _ in spellings(word)}
    for match in _ANY_FIGURE.finditer(before):
        if ":" in match[0] or "：" in match[0]:
            continue  # its value is read with the fact words above
        had.add(zh_large(match[0]) if _ZH_LARGE.fullmatch(match[0]) else fact_value(match[0]))
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
    rough = [w for w in added if stated(w)[1]]
    exact = [w for w in dropped if isinstance(fact_value(w), float) and not stated(w)[1]]
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


def _quoted(words: Sequence[str]) -> str:
    return ", ".join(f"“{w}”" for w in words[:4])


# An item's label, "(1)", "（2）", and markdown's labels: a footnote marker or definition, [^1],
# and a reference link's or citation's number, [2] ("[weather][2]", "[2]: https://…").
_LABEL = re.compile(r"[(（]\d{1,2}[)）]|\[\^[^\]\s]{1,20}\]|\[\d{1,3}\](?![(])")
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
_LIST_NUMBER = re.compile(r"(?m)^[ \t]*\d+(?:[.)][ \t]|[、．])")


def lost_figures(before: str, after: str) -> list[str]:
    """The figures `before` writes in digits ("1,240", "68%", "14名") whose value `after` states
    nowhere, in digits or words — once each, as written. A number leading a list line is its
    place, not a figure."""
    before, after = _LIST_NUMBER.sub(" ", before), _LIST_NUMBER.sub(" ", after)
    # A code's digits ("LS1 4DX", "SH 697"): the "4" of a postcode keeps no count of 4 reports.
    before, after = _CODE_DIGITS.sub(" ", before), _CODE_DIGITS.sub(" ", after)
    kept = {
        fact_value(m[0])
        for pattern in (EN_FACT, ZH_FACT, _ZH_CLOCK)
        for m in pattern.finditer(after)
    }
    lost = [
        m[0] for m in EN_FACT.finditer(before) if m[0][0].isdigit() and fact_value(m[0]) not in kept
    ]
    # a clock time in Chinese numerals (早上六点半, 七点钟) is a figure as 6.30 is
    lost += [m[0] for m in _ZH_CLOCK.finditer(before) if fact_value(m[0]) not in kept]
    # a 0 written as a word of none ("| Wren | 0 |" → "Wren: no stove", 没有炉子)
    nones = len(_NONE.findall(after)) - len(_NONE.findall(before))
    for word in [w for w in lost if fact_value(w) == 0][: max(nones, 0)]:
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


# A split asked ("split it in two", 分成两句, 拆成两段): the asked entry's figures stay.
_SPLIT = re.compile(
    r"\b(?:split|break)\b(?:\s+[\w']+){0,4}?\s+in(?:to)?\s+(?:two|three|2|3)\b|\bsplit\b|拆成|分成",
    re.IGNORECASE,
)
# A place named by its number ("paragraph 2", "the 3rd entry", 第二段): no fact of the article.
_PLACES = re.compile(
    r"\b(?:paragraph|para|entry|item|line|section|stanza|step|point|sentence|part)s?\s*#?\d+"
    # "steps 1 and 2", "paragraphs 3-5" are places ("step 3 to 45 minutes" gives a figure)
    r"(?:\s*(?:,|and|&|or|-|–)\s*\d+\b)*"
    r"|\b\d+(?:st|nd|rd|th)\b|第[\d一二三四五六七八九十]+[段条节句项行部分步章幕首题页]",
    re.IGNORECASE,
)
# A fix of the writer's slips — "fix the grammar", "correct any typos", "fix spelling and
# punctuation", 纠正错别字和语法 — puts no fact right: its "fix", "correct", 纠正 are not
# _ABOUT_FACTS' (outside52 F8: £12 → £13 and 200 → 250 cars were saved under "fix typos"
# while "polish it" refused them). "Correct the errors in the dates" still names its facts.
_SLIPS_EN = (
    r"(?:grammar|grammatical\s+(?:errors?|mistakes?)|typos?|spelling|punctuation|errors?"
    r"|mistakes?|English)"
)
_SLIPS_ZH = r"(?:错别字|错字|别字|语法(?:错误|问题)?|病句|语病|标点(?:符号)?)"
_LIGHT_FIX = re.compile(
    r"\b(?:fix|correct)\w*\s+(?:(?:up|the|any|all|my|its|obvious|small|minor|little|these|those)\s+)*"
    rf"(?:spelling\s+(?:and|&)\s+)?{_SLIPS_EN}(?:\s+(?:and|&)\s+{_SLIPS_EN})*\b"
    rf"|(?:纠正|改正|更正|修正|订正)(?:一下)?(?:全文|文中|文章|其中)?(?:的)?{_SLIPS_ZH}(?:[和与及、]{_SLIPS_ZH})*",
    re.IGNORECASE,
)
# Suggestions that ask for facts to be added or put right: "more specific", "add a detail",
# "fix the date", 具体一些, 补充, 扩写, 加一句 — not 写清楚一点, which asks for clearer words.
_ABOUT_FACTS = re.compile(
    r"\b(?:specific|details?|facts?|figures?|numbers?|dates?|times?|accurate|correct\w*|fix"
    r"|(?<!the\s)(?<!this\s)(?<!our\s)(?<!whole\s)(?<!weekly\s)(?<!monthly\s)update\w*|add\w*|expand\w*|include|mention|elaborate|flesh|instead|match\w*|later"
    r"|earlier|hours?|exact\w*|precise\w*)\b"
    r"|具体|细节|补充|扩写|扩充|加一|加上|添|写明|写清(?!楚?[一些点])|准确|更正(?!式)|纠正|改成|改为|数字|日期|时间(?![轴线])"
    r"|多放|少放|提前|推迟|延后|精确",
    re.IGNORECASE,
)
