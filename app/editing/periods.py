"""Terms a restyle must keep around a figure: the period a price or a count is for ("£240 a
year" → "£240 a month", 每年1200元 → 每月1200元) and whether an arrangement is a trial ("a
three-month trial" → "for good", 试行三个月 → 永久). The figure survives, so the figure checks
(facts.py) see nothing; what the sentence promises has changed. Like qualifiers.py, read
narrowly: a period is a word of period right after a figure (or 每… right before one in
Chinese), and a trial is made lasting only when its trial words go and words of permanence
come."""

from __future__ import annotations

import re

from app.editing.elided import Refused

_NUMBER = r"\d[\d,]*(?:\.\d+)?|[零〇一二两三四五六七八九十百千万]+"
# A figure a match starts with begins where no digit (nor numeral) stands before it: read from
# inside a run, it could match only if the run's start had, so a long run of digits is tried
# once, not once for each of its digits (a 2,000-digit run took 1.5 s of a turn's CPU).
_FIRST_NUMBER = (
    r"(?<!\d)\d[\d,]*(?:\.\d+)?"
    r"|(?<![零〇一二两三四五六七八九十百千万])[零〇一二两三四五六七八九十百千万]+"
)
_EN_PERIODS = {
    "hour": "hour", "hr": "hour", "hourly": "hour",
    "day": "day", "night": "day", "daily": "day", "nightly": "day",
    "week": "week", "wk": "week", "weekly": "week", "fortnight": "fortnight",
    "month": "month", "mo": "month", "monthly": "month", "quarter": "quarter",
    "term": "term", "year": "year", "yr": "year", "annum": "year", "annually": "year",
    "yearly": "year",
}  # fmt: skip
_ZH_PERIODS = {
    "小时": "hour", "天": "day", "日": "day", "晚": "day", "周": "week", "星期": "week",
    "月": "month", "季度": "quarter", "学期": "term", "年": "year",
}  # fmt: skip
_EN_WORD = "|".join(sorted(_EN_PERIODS, key=len, reverse=True))
_ZH_WORD = "|".join(sorted(_ZH_PERIODS, key=len, reverse=True))
_RATE = re.compile(
    # £240 a year, 25 per month, $9/hr, 120 euros weekly
    rf"(?P<en_n>{_FIRST_NUMBER})(?:\s*(?:%|percent|[a-z]+))?\s*"
    rf"(?:(?:a|an|per|each|every|/)\s*(?P<en_p>{_EN_WORD})\b|(?P<en_ly>hourly|daily|nightly"
    rf"|weekly|monthly|quarterly|yearly|annually)\b)"
    # 每年1200元, 每月只要120元, 1200元/年, 年费1200元
    rf"|每(?:个)?(?P<zh_p>{_ZH_WORD})[^，。；！？\d\n]{{0,6}}?(?P<zh_n>{_NUMBER})"
    rf"|(?P<zh_n2>{_FIRST_NUMBER})\s*元?\s*/\s*(?P<zh_p2>{_ZH_WORD})"
    rf"|(?P<zh_p3>年|月|周)费[^，。；\d\n]{{0,4}}?(?P<zh_n3>{_NUMBER})"
    # A figure with no period after it is passed over whole (no group; _rates skips it): from
    # each digit after a comma of "7,7,7,…", [\d,]* read to the run's end again (8 s of a
    # turn at 8,000 characters). A later start in the run reads to the same end, so it cannot
    # match where the first did not (session 27, growth).
    r"|(?<!\d)\d[\d,]*",
    re.IGNORECASE,
)


def _rates(text: str) -> dict[str, set[str]]:
    """Each figure written with a period → the periods it is written with ("240" → {"year"})."""
    found: dict[str, set[str]] = {}
    for match in _RATE.finditer(text):
        if match["en_n"]:
            number, word = match["en_n"], (match["en_p"] or match["en_ly"]).lower()
            period = _EN_PERIODS.get(word) or _EN_PERIODS.get(word.removesuffix("ly"), word)
        elif match["zh_n"]:
            number, period = match["zh_n"], _ZH_PERIODS[match["zh_p"]]
        elif match["zh_n2"]:
            number, period = match["zh_n2"], _ZH_PERIODS[match["zh_p2"]]
        elif match["zh_n3"]:
            number, period = match["zh_n3"], _ZH_PERIODS[match["zh_p3"]]
        else:
            continue  # a figure with no period
        found.setdefault(number.replace(",", ""), set()).add(period)
    return found


def changed_periods(before: str, after: str) -> list[tuple[str, str]]:
    """Figures `after` writes for another period than `before` did, and no longer for the
    writer's: "240 per year" → "240 per month"."""
    old, new = _rates(before), _rates(after)
    return [
        (f"{number} per {min(periods)}", f"{number} per {min(new[number])}")
        for number, periods in old.items()
        if number in new and not periods & new[number]
    ]


_EN_TRIAL = re.compile(
    r"\b(?:trial|pilot|temporar\w*|provisional\w*|experiment\w*|for now)\b", re.IGNORECASE
)
_ZH_TRIAL = re.compile(r"试行|试点|试运行|暂时|临时|暂定")
_EN_LASTING = re.compile(
    r"\b(?:permanent\w*|for good|for ever|forever|from now on|here to stay|once and for all"
    r"|no going back|lasting)\b",
    re.IGNORECASE,
)
_ZH_LASTING = re.compile(r"永久|永远|从此|长期|以后都|一直|常态化")


def made_lasting(before: str, after: str) -> str:
    """The trial word `before` uses when `after` drops every one and calls it lasting instead
    ("trial" when "a three-month trial" became "for good"), else ""."""
    for trial, lasting in ((_EN_TRIAL, _EN_LASTING), (_ZH_TRIAL, _ZH_LASTING)):
        was = trial.search(before)
        if was and not trial.search(after) and lasting.search(after) and not lasting.search(before):
            return was[0]
    return ""


_ASKS_PERIOD = re.compile(
    r"\b(?:year\w*|month\w*|week\w*|daily|hour\w*|annual\w*|per|rate|period)\b"
    r"|每年|每月|每周|每天|按月|按年|按周|年费|月费|周期",
    re.IGNORECASE,
)
_ASKS_TRIAL = re.compile(
    r"\b(?:trial|pilot|permanent\w*|temporar\w*)\b|试行|试点|永久|临时|长期", re.IGNORECASE
)


def check_terms(before: str, after: str, asked: str, nothing_saved: str) -> None:
    """Refused when a restyle wrote a figure of yours for another period, or made a trial of
    yours lasting, and the suggestion (`asked`) does not ask about either."""
    periods = changed_periods(before, after)
    if periods and not _ASKS_PERIOD.search(asked):
        pairs = ", ".join(f"“{old}” → “{new}”" for old, new in periods[:3])
        raise Refused(
            f"The model wrote a figure of yours for another period ({pairs}), which the "
            f"suggestion did not ask for, so the article would say something else. {nothing_saved}"
        )
    trial = made_lasting(before, after)
    if trial and not _ASKS_TRIAL.search(asked):
        raise Refused(
            f"The model made something you describe as a “{trial}” sound permanent, which the "
            f"suggestion did not ask for, so the article would promise something else. "
            f"{nothing_saved}"
        )
