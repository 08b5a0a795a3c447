"""Times of day and lengths of time a restyle turned into others while its digits stayed or went
(fidelity_blind48: "7–9 pm" → "7–9 am", "ring back by 9 am" → "by 9 pm", 18:30—20:30 →
6:30—8:30, 20分钟 → 半小时, "15 minutes" → "half an hour"). The figure readers see the 7 and the
9 kept, or a 20 left out with nothing written in its place, so the article would say another
hour than the writer's with no figure changed. Pure: texts in, what changed out.

Read narrowly: a time of day counts as turned only when the reply writes the same clock reading
twelve hours off (am ↔ pm, a 24-hour time written as its 12-hour reading with no 下午 or 晚上);
a length of time only when one the writer gave is gone and one the article never gave came
(30 minutes → half an hour is the same length). A suggestion that speaks of times or lengths
(states one, "use the 24-hour clock", 时间改成…) is left to the figure checks."""

from __future__ import annotations

import re
from collections import Counter

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.fact_reading import fact_value

_I = re.IGNORECASE
_MERIDIEM = r"(?P<m>a\.?m\.?|p\.?m\.?)(?![a-z])"
_EN_TIME = r"(?P<h{n}>\d{{1,2}})(?:[.:](?P<mi{n}>\d{{2}}))?"
# "7–9 pm", "8.30 to 11 am", "10 am to 4 pm" (each its own), "9 am", "6.45pm"
_EN_RANGE = re.compile(
    "(?<![\\d.:£$€])"
    + _EN_TIME.format(n=1)
    + r"(?:\s*(?P<m1>a\.?m\.?|p\.?m\.?)(?![a-z]))?\s*(?:[–—-]|to|until|till)\s*"
    + _EN_TIME.format(n=2)
    + r"\s*"
    + _MERIDIEM,
    _I,
)
_EN_ONE = re.compile("(?<![\\d.:£$€])" + _EN_TIME.format(n=1) + r"\s*" + _MERIDIEM, _I)
# A 24-hour reading (19:00, 8：30), and the word before it saying which half of the day.
_CLOCK = re.compile(r"(?<![\d:：.])(?P<h>[01]?\d|2[0-3])[:：](?P<mi>[0-5]\d)(?![\d:：])")
_ZH_AFTERNOON = re.compile(r"(?:下午|晚上|傍晚|夜里|夜间|晚)\s*$")
_ZH_DASH = re.compile(r"^\s*(?:[—–~～-]{1,2}|至|到)\s*$")

# Lengths of time, in minutes.
_NUMBER = r"(?P<n>\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)"
_EN_LENGTH = re.compile(
    r"\b(?P<half>half\s+an\s+hour|half-hour|an\s+hour\s+and\s+a\s+half|quarter\s+of\s+an\s+hour"
    r"|quarter-hour|an\s+hour)\b"
    rf"|\b{_NUMBER}[\s-]+(?P<u>minutes?|mins?|hours?|hrs?)\b",
    _I,
)
_ZH_NUMERAL = "零〇一二两三四五六七八九十百"
# A number is read from its first digit or numeral only (the look-behind): tried from every
# digit of a long run, each try reading to the run's end, the pattern took the square of the
# run (a 20,000-digit run: 40 s of a turn, test_growth_digits).
_ZH_LENGTH = re.compile(
    rf"(?<![\d.{_ZH_NUMERAL}])(?P<n>\d+(?:\.\d+)?|[{_ZH_NUMERAL}]+)\s*(?:个)?(?P<half>半)?\s*(?P<u>分钟|小时|钟头)"
    r"|(?P<word>半个?小时|一刻钟|半个?钟头)"
)
_WORDS = {"half an hour": 30, "half-hour": 30, "an hour and a half": 90, "an hour": 60}

# A suggestion that speaks of times or lengths: the change may be the ask.
_SPEAKS_OF_TIME = re.compile(
    r"\b(?:times?|clock|hours?|minutes?|mins?|am|pm|a\.m\.|p\.m\.|morning|afternoon|evening"
    r"|earlier|later|24-hour|12-hour)\b|\d[:：.]\d\d|时间|钟|(?:\d|[二两三四五六七八九十])点|分钟|小时|上午|下午|晚上|早上|提前|推迟",
    _I,
)


def clock_times(text: str) -> Counter[int]:
    """The times of day `text` gives, as minutes after midnight: "7–9 pm" is 19:00 and 21:00,
    "ring back by 9 am" 9:00, 下午3:30 15:30, and a bare 18:30 18:30."""
    found: Counter[int] = Counter()
    taken: list[tuple[int, int]] = []
    for match in _EN_RANGE.finditer(text):
        end_pm = match["m"].lower().startswith("p")
        end = _minutes(match["h2"], match["mi2"], end_pm)
        if match["m1"]:
            start = _minutes(match["h1"], match["mi1"], match["m1"].lower().startswith("p"))
        else:  # "11–1 pm" starts in the morning, "7–9 pm" in the evening
            start = _minutes(match["h1"], match["mi1"], end_pm)
            if start is not None and end is not None and start > end:
                start -= 12 * 60
        found.update(v for v in (start, end) if v is not None)
        taken.append(match.span())
    for match in _EN_ONE.finditer(text):
        if any(a <= match.start() < b for a, b in taken):
            continue
        value = _minutes(match["h1"], match["mi1"], match["m"].lower().startswith("p"))
        if value is not None:
            found[value] += 1
            taken.append(match.span())
    afternoon = False
    last_end = -1
    for match in _CLOCK.finditer(text):
        if any(a <= match.start() < b for a, b in taken):
            continue
        hour, minute = int(match["h"]), int(match["mi"])
        lead = text[max(0, match.start() - 4) : match.start()]
        if _ZH_AFTERNOON.search(lead):
            afternoon = True
        elif not (last_end >= 0 and _ZH_DASH.match(text[last_end : match.start()])):
            afternoon = False  # a range's second reading keeps the first one's 下午
        if afternoon and hour < 12:
            hour += 12
        found[hour * 60 + minute] += 1
        last_end = match.end()
    return found


def _minutes(hour: str, minute: str | None, pm: bool) -> int | None:
    h, m = int(hour), int(minute or 0)
    if not 1 <= h <= 12 or m > 59:
        return None
    return (h % 12 + (12 if pm else 0)) * 60 + m


def lengths(text: str) -> Counter[float]:
    """The lengths of time `text` gives, in minutes: "15 minutes", "half an hour", "two-hour",
    20分钟, 半小时, 一个半小时, 一刻钟."""
    found: Counter[float] = Counter()
    for match in _EN_LENGTH.finditer(text):
        if match["half"]:
            said = re.sub(r"\s+", " ", match["half"].lower())
            found[float(_WORDS.get(said, 15))] += 1
            continue
        number = 1.0 if match["n"].lower() == "one" else fact_value(match["n"])
        if isinstance(number, float):
            found[number * (60 if match["u"].lower().startswith("h") else 1)] += 1
    for match in _ZH_LENGTH.finditer(text):
        if match["word"]:
            found[15.0 if match["word"] == "一刻钟" else 30.0] += 1
            continue
        number = fact_value(match["n"])
        if isinstance(number, float):
            if match["u"] == "分钟":
                found[number] += 1
            else:
                found[number * 60 + (30 if match["half"] else 0)] += 1
    return found


def turned_times(before: str, after: str) -> tuple[list[str], list[str]]:
    """(the writer's times, the reply's) where the reply writes a time of day twelve hours off
    one it left out, or a length of time it never gave in place of one it left out — each as
    "HH:MM" or "N min"; empty lists when none."""
    old, new = clock_times(before), clock_times(after)
    gone, came = old - new, new - old
    flipped = [(g, c) for g in gone for c in came if g != c and g % 720 == c % 720]
    if flipped:
        return [_clock(g) for g, _ in flipped], [_clock(c) for _, c in flipped]
    old_len, new_len = lengths(before), lengths(after)
    went = [v for v in old_len - new_len if v not in new_len]
    brought = [v for v in new_len - old_len if v not in old_len]
    if went and brought:
        return [_length(v) for v in went], [_length(v) for v in brought]
    return [], []


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _length(minutes: float) -> str:
    return f"{minutes:g} min"


_ASKED_NUMBER = re.compile(rf"\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?|[{_ZH_NUMERAL}]+", _I)


def _names_a_figure_of(asked: str, came: list[str]) -> bool:
    """Whether the suggestion names the figure of a length the reply brought ('Replace
    "twenty" with "thirty"' before 30 min, 把20改成30): the change was asked in figures."""
    said = {fact_value(word) for word in _ASKED_NUMBER.findall(asked)}
    for length in came:
        if length.endswith(" min"):
            minutes = float(length.removesuffix(" min"))
            if minutes in said or minutes / 60 in said:
                return True
    return False


def check_turned_times(before: str, after: str, asked: str) -> None:
    """Raises Refused when the reply turned a time of day or a length of time of the writer's
    into another (see the module docstring), unless the suggestion speaks of times."""
    if _SPEAKS_OF_TIME.search(asked):
        return
    gone, came = turned_times(before, after)
    if not gone or _names_a_figure_of(asked, came):
        return
    pairs = ", ".join(f"{old} → {new}" for old, new in zip(gone, came, strict=False))
    if counts_characters(before):
        raise Refused(
            f"模型把你写的时间改成了别的（{pairs}），而修改建议并没有这样要求，"
            "文章说的就不是你写的了，所以没有保存。请按“重试”。"
        )
    raise Refused(
        f"The model wrote another time than yours ({pairs}), which the suggestion did not ask "
        "to change, so the article would give the wrong hour. Nothing was saved — press Retry."
    )
