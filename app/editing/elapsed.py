"""A count of years since a year the article gives — 两百多年前 beside 乾隆十年（1745年）, "over
250 years ago" beside "built in 1768": the article implies it, rounded as a writer rounds, so a
restyle that writes it makes no figure up."""

from __future__ import annotations

import re
from datetime import UTC, datetime

# What follows the count: 年前, 多年来, 余年的历史, " years ago", " years old".
_YEARS_SINCE = re.compile(
    r"\s*(?:多|余|来)?\s*年(?:前|来|之前|以前|间|历史|的历史)"
    r"|\+?\s*years?\s+(?:ago|old|since|before|later|of history)\b",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?<!\d)(1\d{3}|20\d{2})(?!\d)")


def years_since_given(
    value: float, following: str, article: str, this_year: int | None = None
) -> bool:
    """Whether `value`, followed by `following` ("年前…"), counts the years since a year
    `article` gives, to the place the count is written to (200 to the hundred, 280 to the
    ten, 281 to about the year)."""
    if not _YEARS_SINCE.match(following):
        return False
    now = this_year or datetime.now(UTC).year
    place = _place(value)
    return any(
        abs(now - year - value) < place for year in map(int, _YEAR.findall(article)) if year <= now
    )


def _place(value: float) -> int:
    """The place a count is rounded to: 200 → 100, 280 → 10, 281 → 2 (a year either way)."""
    count, place = int(value), 1
    while count and count % 10 == 0:
        count, place = count // 10, place * 10
    return max(place, 2)
