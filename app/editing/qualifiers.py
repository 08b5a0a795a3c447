"""Facts a restyle must keep that are not figures: the day something happens ("Saturday" →
"Sunday", 周二 → 周三), the bound on a figure ("more than 200" → "nearly 200", 至少40户 →
大约40户), the size of a deal ("the council will match every donation" → "double", 半价 →
免费) and who said a quotation. Each turns a true sentence into an untrue one while the words
around it are only restyled; facts.py refuses such a change unless the suggestion asks for it.

Read narrowly, so a restyle's own freedom stays: a day is a weekday's name; a bound is a word
of bound right before a number (or after it in Chinese) on both sides, of another kind; a deal
is one of a few price words gone and another come; a speaker is the name a saying verb ties
to a quotation kept word for word, replaced by one that shares no word with it."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from app.editing.elided import Refused
from app.editing.modals import ASKS_BINDING, loosened_rules
from app.editing.periods import check_terms
from app.editing.quantifiers import unasked_quantifiers

# -- days -------------------------------------------------------------------------------------

_EN_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ZH_DAYS = "一二三四五六日"
_DAY = re.compile(
    r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
    r"|(?:周|星期|礼拜)([一二三四五六日天])",
    re.IGNORECASE,
)


# A part of the day ("every morning" → "every evening", 早上 → 晚上), its look-alikes one part.
_DAY_PARTS = (
    ("morning", r"\bmornings?\b|早上|早晨|清晨|上午"),
    ("afternoon", r"\bafternoons?\b|下午"),
    ("evening", r"\bevenings?\b|\bnights?\b|\btonight\b|晚上|夜里|夜间|晚间|傍晚"),
)
_DAY_PART = re.compile("|".join(f"(?P<{name}>{words})" for name, words in _DAY_PARTS), re.I)


def _days(text: str) -> Counter[int]:
    found: Counter[int] = Counter()
    for match in _DAY.finditer(text):
        if match[1]:
            found[_EN_DAYS.index(match[1].lower())] += 1
        else:
            found[_ZH_DAYS.index("日" if match[2] == "天" else match[2])] += 1
    for match in _DAY_PART.finditer(text):
        found[7 + [name for name, _ in _DAY_PARTS].index(str(match.lastgroup))] += 1
    return found


_DAY_NAMES = (
    *("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    *(name for name, _ in _DAY_PARTS),
)


def moved_days(before: str, after: str) -> tuple[list[str], list[str]]:
    """The weekdays `before` names that `after` no longer does, and those `after` names in
    their place (both empty unless a day went and another came)."""
    old, new = _days(before), _days(after)
    gone, came = old - new, new - old
    if not gone or not came:
        return [], []
    names = _ZH_DAY_NAMES if re.search(r"[\u4e00-\u9fff]", before) else _DAY_NAMES
    return [names[d] for d in sorted(gone)], [names[d] for d in sorted(came)]


# A Chinese article's days named as it names them.
_ZH_DAY_NAMES = (
    "星期一",
    "星期二",
    "星期三",
    "星期四",
    "星期五",
    "星期六",
    "星期日",
    "上午",
    "下午",
    "晚上",
)


# -- bounds on a figure ---------------------------------------------------------------------------

_EN_BOUNDS = {
    "more than": "over", "over": "over", "at least": "over", "upwards of": "over",
    "in excess of": "over", "no fewer than": "over", "no less than": "over", "above": "over",
    "nearly": "about", "almost": "about", "around": "about", "about": "about",
    "roughly": "about", "approximately": "about", "close to": "about", "some": "about",
    "c.": "about", "ca.": "about", "circa": "about",
    "up to": "under", "under": "under", "fewer than": "under", "less than": "under",
    "at most": "under", "no more than": "under", "below": "under", "just under": "under",
}  # fmt: skip
_ZH_BEFORE = {
    "超过": "over", "逾": "over", "至少": "over", "不少于": "over", "不低于": "over",
    "近": "about", "将近": "about", "接近": "about", "大约": "about", "约": "about",
    "差不多": "about", "大概": "about",
    "不到": "under", "不足": "under", "最多": "under", "至多": "under", "不超过": "under",
}  # fmt: skip
# After the figure (两百多名, 三十来块) or after its measure word (40户以上, 三十人左右);
# 来 only before the measure: 两年来 is "for two years", no bound.
_ZH_ROUGH = {"多": "over", "余": "over", "来": "about"}
_ZH_AFTER = {"多": "over", "余": "over", "以上": "over", "左右": "about", "上下": "about",
             "以内": "under", "以下": "under"}  # fmt: skip
_WORDS = "|".join(map(re.escape, sorted(_EN_BOUNDS, key=len, reverse=True)))
_ZH_WORDS_BEFORE = "|".join(sorted(_ZH_BEFORE, key=len, reverse=True))
_ZH_WORDS_AFTER = "|".join(sorted(_ZH_AFTER, key=len, reverse=True))
_ZH_NUMBER = "[零〇一二两三四五六七八九十百千万]{2,}|[二两三四五六七八九十百千万]|\\d+"
_MEASURE = "[个位名元块岁年天周次辆件人本张条所家户间座层场只份升米克]"
# A few measures of two characters: 45分钟左右, 约17世纪.
_LONG_MEASURE = "分钟|小时|个月|世纪|公里|公斤|千克|毫升"
# 约 before a verb of amount before the figure: 约装30份, 约需40分钟.
_ZH_AMOUNT_VERB = "[装需要有合占重长高宽耗用花]"
_BOUNDED = re.compile(
    rf"\b(?P<en>{_WORDS})\s+(?P<en_n>\d[\d,.]*)"
    rf"|(?:(?P<zb>{_ZH_WORDS_BEFORE}){_ZH_AMOUNT_VERB}?)?(?<![\d:.,])(?P<zh_n>{_ZH_NUMBER})(?![:.,]?\d)"
    rf"(?P<za>(?:多|余|来)(?={_MEASURE}))?(?:{_LONG_MEASURE}|{_MEASURE})?(?P<zt>{_ZH_WORDS_AFTER})?",
    re.IGNORECASE,
)


_DIGITS = dict(zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
_UNITS = {"十": 10, "百": 100, "千": 1000}


def _figure(text: str) -> float | None:
    """A figure's value: "1,240" and 一千二百四十 are 1240."""
    text = text.replace(",", "").rstrip(".")
    if text.isascii():
        try:
            return float(text)
        except ValueError:
            return None
    total = section = digit = 0
    for char in text:
        if char in _DIGITS:
            digit = _DIGITS[char]
        elif char in _UNITS:
            section += (digit or 1) * _UNITS[char]
            digit = 0
        elif char == "万":
            total += (section + digit) * 10000
            section = digit = 0
    return float(total + section + digit)


def _bounds(text: str) -> dict[float, list[tuple[str, str | None]]]:
    """Each figure's value → [(as written, the kind of bound on it or None)]."""
    found: dict[float, list[tuple[str, str | None]]] = {}
    for match in _BOUNDED.finditer(text):
        if match["en"]:
            kind: str | None = _EN_BOUNDS[match["en"].lower()]
            number = match["en_n"]
        else:
            kind = (
                _ZH_BEFORE.get(match["zb"] or "")
                or _ZH_ROUGH.get(match["za"] or "")
                or _ZH_AFTER.get(match["zt"] or "")
            )
            number = match["zh_n"]
        if kind in _OPPOSITE and _NEGATED_BOUND.search(
            text[max(0, match.start() - 20) : match.start()]
        ):
            kind = _OPPOSITE[kind]  # 不能超过4小时, "must not be more than eight": a ceiling
        value = _figure(number)
        if value is not None:
            found.setdefault(value, []).append((match[0].strip(), kind))
    return found


_OPPOSITE = {"over": "under", "under": "over"}
# A modal negation right before a bound turns it round: 不能超过, 不得少于, "must not be more than".
_NEGATED_BOUND = re.compile(
    r"(?:不能|不可|不得|不要|不准|不许|不应|不会|切勿|请勿|别)$"
    r"|\b(?:not|n't|never|cannot)\s+(?:be\s+)?$",
    re.IGNORECASE,
)


def changed_bounds(before: str, after: str) -> list[tuple[str, str]]:
    """Figures written once on each side with a bound of another kind: "more than 200" →
    "nearly 200", 至少有40户 → 大约40户 (the figure kept, what it says changed) — or with the
    writer's rough date made exact: "c. 1685" → "1685", 约17世纪 → 17世纪, an uncertain date
    stated as known. A rough count or length made exact in a livelier retelling ("大约四十分钟"
    → "四十分钟", fidelity_lead24) is the restyle's freedom."""
    old, new = _bounds(before), _bounds(after)
    changed = []
    for value, written in old.items():
        other = new.get(value, [])
        if len(written) == 1 and len(other) == 1:
            (was, kind), (now, kind2) = written[0], other[0]
            if kind and kind != kind2 and (kind2 or (kind == "about" and _DATED.search(was))):
                changed.append((was, now))
    return changed


# A rough date: a year ("c. 1685", "about 1760") or a century (约17世纪).
_DATED = re.compile(r"(?<!\d)1\d{3}(?!\d)|世纪|century", re.IGNORECASE)


# -- deals -------------------------------------------------------------------------------------

_DEALS = re.compile(
    r"\b(?P<free>free(?:\s+of\s+charge)?)\b|\b(?P<half>half[- ]price|half[- ]off|50\s?% off)\b"
    r"|\b(?P<double>double[sd]?|doubling)\b|\b(?P<triple>triple[sd]?|tripling)\b"
    r"|\b(?P<match>match(?:es|ed|ing)?)(?=\s+(?:every|each|all|any|your|the)?\s*"
    r"(?:donation|gift|pound|dollar|euro|contribution|penny|cent)s?\b|[- ]fund)"
    r"|(?P<zfree>免费|免票|不收费)|(?P<zhalf>半价|五折)|(?P<zdouble>双倍|翻倍|加倍|两倍)"
    r"|(?P<ztriple>三倍)|(?P<zmatch>一比一|1:1|1比1|等额)",
    re.IGNORECASE,
)


def _deals(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _DEALS.finditer(text):
        kind = next(k for k, v in match.groupdict().items() if v)
        found.setdefault(kind.removeprefix("z"), match[0])
    return found


def changed_deals(before: str, after: str) -> list[tuple[str, str]]:
    """A deal `before` offers that `after` replaces with another: "match every donation" →
    "double every donation", 半价 → 免费."""
    old, new = _deals(before), _deals(after)
    gone = [w for k, w in old.items() if k not in new]
    came = [w for k, w in new.items() if k not in old]
    return [(gone[0], came[0])] if gone and came else []


ASKS_DEALS = re.compile(
    r"\b(?:free|price|prices|discount|offer|deal|double|match\w*)\b|免费|价格|折扣|优惠|配捐",
    re.IGNORECASE,
)

# -- who said it -------------------------------------------------------------------------------

_SAYING = (
    r"(?:said|says|added|explained|told \w+|recalled|noted|insisted|laughed|joked|asked|asks"
    r"|replied|answered|whispered|shouted|called|cried|sighed|muttered|snapped)"
)
# (A quotation's words run from its opening mark to the first closing mark after it, so every
# opening mark before the same closing one ends its quotation there, with the same words after
# it: once one failed, the others fail too, and `_quotations` tries only the first — tried from
# each, "“““…" or "“a “b “c…" read to the closing mark again for every one of them. None closes
# after the last closing mark.
# Nor is the speaker after a quotation looked for from each space of a long run after it
# (a quotation followed by 300 spaces took 8 s of a turn): only from the last 50 before the
# next word — a speaker of at most 50 characters starting further back holds only spaces and
# stands before a "said" that one of the last 50 reaches first — or from two spaces before a
# line break, when no two spaces stand side by side between it and the next word (the line
# breaks before a "said" that a speaker holding no line break has to start before).)
_LAST_SPACES = r"\s{0,50}+(?!\s)|[^\S\n]{2}\n(?:\n|[^\S\n]\n)*+[^\S\n]{0,2}(?!\s)"
_AFTER = rf"\s*(?:,\s*)?(?={_LAST_SPACES})"  # what \s*,?\s* matched, from fewer places
# A speaker before "said" is 2 to 50 characters; one of 3 or more that starts or ends on a space
# reaches "said" as the one a character shorter, tried before it, did (read once, not 50 times).
_NAME, _WORD = r"[^.,;!?\n\"“]", r"[^\s.,;!?\"“]"
_EN_OPENED = re.compile(
    # “…,” said Mayor Ortiz / “…,” Mayor Ortiz said / “…” — Mayor Ortiz
    rf"[\"“](?P<q>[^\"”]{{8,}})[\"”]{_AFTER}(?:{_SAYING}\s+(?P<a>[^.,;!?\n]{{2,50}})"
    rf"|(?P<b>{_NAME}{{2}}|{_WORD}{_NAME}{{1,48}}?{_WORD})\s+{_SAYING}"
    rf"|[—–]\s*(?P<c>[^.,;!?\n\"“]{{2,50}}))"
)
_EN_NAMED = re.compile(
    # Mayor Ortiz said: “…” / As Mayor Ortiz put it, “…”
    rf"(?:^|(?<=[.!?]\s)|\bas\s)(?P<d>[A-Z][^.,;!?\n\"“]{{1,50}}?)\s+(?:{_SAYING}|put it)[,:]?\s*"
    rf"[\"“](?P<q2>[^\"”]{{8,}})[\"”]",
    re.MULTILINE,
)
_ZH_SAYING = r"(?:说|表示|笑说|介绍|指出|问(?![题候号路])|答(?![案应复])|喊|笑道)"
_ZH_OPENED = re.compile(rf"“(?P<q>[^”]{{4,}})”(?P<a>[^，。！？“”\n]{{1,12}}?){_ZH_SAYING}")
_ZH_NAMED = re.compile(
    rf"(?:^|(?<=[。！？]))(?P<b>[^，。！？“”\n]{{1,12}}?){_ZH_SAYING}[：:，,]\s*“(?P<q2>[^”]{{4,}})”",
    re.MULTILINE,
)
_STOP = frozenset({"the", "a", "an", "as", "of", "our", "their", "his", "her", "according", "to"})


def _quotations(
    opened: re.Pattern[str], named: re.Pattern[str], text: str, opening: str, closing: str
) -> Iterator[re.Match[str]]:
    """What `opened|named` finds in `text` (finditer: the leftmost, `opened` first), where
    `opened` starts on a mark of `opening` and `named` ends on one of `closing`."""
    opens, closes = re.compile(f"[{opening}]"), re.compile(f"[{closing}]")
    stop = max(text.rfind(mark) for mark in closing) + 1

    def next_opened(at: int) -> re.Match[str] | None:
        while (mark := opens.search(text, at, stop)) is not None:
            if (found := opened.match(text, mark.start())) is not None:
                return found
            after = closes.search(text, mark.start() + 1)
            if after is None:
                return None
            at = after.start()  # the marks before it fail as this one did
        return None

    first, second = next_opened(0), named.search(text, 0, stop)
    while first is not None or second is not None:
        if first is not None and (second is None or first.start() <= second.start()):
            match = first
        else:
            assert second is not None
            match = second
        yield match
        if first is not None and first.start() < match.end():
            first = next_opened(match.end())
        if second is not None and second.start() < match.end():
            second = named.search(text, match.end(), stop)


def _speakers(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _quotations(_EN_OPENED, _EN_NAMED, text, '"“', '"”'):
        said = match.groupdict()
        quote = said.get("q") or said["q2"]
        who = said.get("a") or said.get("b") or said.get("c") or said["d"]
        found[_plain(quote)] = who.strip()
    for match in _quotations(_ZH_OPENED, _ZH_NAMED, text, "“", "”"):
        said = match.groupdict()
        found[_plain(said.get("q") or said["q2"])] = (said.get("a") or said["b"]).strip()
    return found


def _plain(quote: str) -> str:
    return re.sub(r"\W+", "", quote).lower()


def _shares_a_word(one: str, other: str) -> bool:
    if one.isascii() and other.isascii():
        words = {w for w in re.findall(r"\w+", one.lower()) if w not in _STOP}
        return bool(words & set(re.findall(r"\w+", other.lower())))
    # Chinese: a word of two characters in common (市长), or the surname that opens both (王建华,
    # 王校长) — not a lone character (校 of 校长 and 学校 is no one in common)
    pairs = {one[i : i + 2] for i in range(len(one) - 1)}
    return bool(one[:1] == other[:1] or pairs & {other[i : i + 2] for i in range(len(other) - 1)})


def reattributed(before: str, after: str) -> list[tuple[str, str]]:
    """Quotations kept word for word whose speaker `after` names as someone sharing no word
    with the one `before` names ("said Mayor Elena Ortiz" → "said engineer Tom Reyes",
    王市长说 → 工程师李工说)."""
    old, new = _speakers(before), _speakers(after)
    return [
        (who, new[quote])
        for quote, who in old.items()
        if quote in new and not _shares_a_word(who, new[quote])
    ]


# -- the check ------------------------------------------------------------------------------------

_ASKS_DAYS = re.compile(
    r"\b(?:day|days|date|dates|reschedul\w*|move\w*|when)\b|日期|哪天"
    # 改成 of a day or a time (改到周四, 改成3月5日, 挪到下午) — not 名额改成50人
    r"|(?:改到|改成|挪到|换到|改在|定在)[^，。；！？\n]{0,8}?(?:周|星期|礼拜|号|日|天|早|午|晚|点)",
    re.IGNORECASE,
)
# Asking for another time or a time moved: the part of the day may move with it.
_ASKS_TIME = re.compile(
    r"\b(?:times?|hours?|earlier|later|postpone\w*|delay\w*|bring\w* forward|push\w* back"
    r"|\d{1,2}\s?(?:am|pm)|o'clock)\b|时间|推迟|提前|延后|延期|改期|小时|钟头|\d点|[一二两三四五六七八九十]点",
    re.IGNORECASE,
)
_PARTS = frozenset(_DAY_NAMES[7:] + _ZH_DAY_NAMES[7:])
_ASKS_BOUNDS = re.compile(
    r"\b(?:round\w*|approximat\w*|rough\w*|exact\w*|precise\w*|hedg\w*|vague\w*)\b"
    r"|大约|大概|约数|精确|准确|模糊",
    re.IGNORECASE,
)
# Asking who said it — not naming "the quote paragraph" (引语那段), which only points at it.
_ASKS_SPEAKER = re.compile(
    r"\b(?:attribut\w*|credit\w*|speaker|who\s+(?:said|says|is\s+quoted|speaks))\b"
    r"|\b(?:said|quoted)\s+by\b|说话人|谁说|(?:改成|改为|换成)[^，。！？\n]{1,12}(?:说|讲)的",
    re.IGNORECASE,
)
_NOTHING_SAVED = "Nothing was saved — press Retry."


def check_qualifiers(before: str, after: str, asked: str, placed: str | None = None) -> None:
    """Refused when a restyle moved a day, changed the bound on a figure or the size of a
    deal, gave a quotation to someone else, wrote a figure for another period or made a trial
    lasting (periods.py), and the suggestion (`asked`) does not ask about any of that. Days
    are read in `placed`, the suggestion without the labels it names its paragraph by: "the
    When line", "the Date line", 日期那行 name a place, not a day to move."""
    check_days(before, after, asked if placed is None else placed)
    check_bounds(before, after, asked)
    deals = changed_deals(before, after)
    if deals and not ASKS_DEALS.search(asked):
        raise Refused(
            f"The model changed an offer of yours ({_pairs(deals)}), which the suggestion did "
            f"not ask for, so the article would promise something else. {_NOTHING_SAVED}"
        )
    speakers = [(who, other) for who, other in reattributed(before, after) if other not in asked]
    if speakers and not _ASKS_SPEAKER.search(asked):
        raise Refused(
            f"The model gave a quotation to someone else ({_pairs(speakers)}), which the "
            f"suggestion did not ask for. {_NOTHING_SAVED}"
        )
    rules = [] if ASKS_BINDING.search(asked) else loosened_rules(before, after)
    # "just ask them to try to be on time", 改成尽量准时: the hedge the writer wrote
    rules = [(old, new) for old, new in rules if not new or new not in asked]
    if rules:
        raise Refused(
            f"The model changed how binding a rule of yours is ({_pairs(rules)}), which the "
            f"suggestion did not ask for, so the article would say something else. {_NOTHING_SAVED}"
        )
    shares = unasked_quantifiers(before, after, asked)
    if shares:
        raise Refused(
            f"The model changed how much of something your article speaks of ({_pairs(shares)}), "
            f"which the suggestion did not ask for, so the article would say something else. "
            f"{_NOTHING_SAVED}"
        )
    check_terms(before, after, asked, _NOTHING_SAVED)


def check_days(before: str, after: str, asked: str) -> None:
    """Refused when a rewrite moved a day (Wednesday → Thursday, 星期三 → 星期四, morning →
    evening) and the suggestion (`asked`) neither speaks of days nor names the new one — also
    beside a figure or a line it asks for (meaning_kept.py), where facts.py reads no other."""
    gone, came = moved_days(before, after)
    if gone and _ASKS_TIME.search(asked) and set(gone + came) <= _PARTS:
        return  # 推迟四个小时: 上午十点 → 下午两点 moves the part of the day as asked
    if gone and not _ASKS_DAYS.search(asked) and not any(d.lower() in asked.lower() for d in came):
        raise Refused(
            f"The model moved a day of yours ({_pairs([(', '.join(gone), ', '.join(came))])}), "
            "which the suggestion did not ask to change, so the article would say something "
            f"else. {_NOTHING_SAVED}"
        )


def check_bounds(before: str, after: str, asked: str) -> None:
    """Refused when a restyle changed the bound on a figure or made a rough figure exact and
    the suggestion (`asked`) does not ask about rounding or precision — also when it asks how
    figures are written, which never turns "c. 1685" into "1685"."""
    bounds = changed_bounds(before, after)
    if bounds and not _ASKS_BOUNDS.search(asked):
        raise Refused(
            f"The model changed what a figure of yours says ({_pairs(bounds)}), which the "
            f"suggestion did not ask for, so the article would say something else. {_NOTHING_SAVED}"
        )


def _pairs(pairs: list[tuple[str, str]]) -> str:
    return ", ".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
