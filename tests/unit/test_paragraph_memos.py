"""The judge reads a whole article's facts and compared form paragraph by paragraph, each
paragraph remembered (app/editing/fact_reading.py, app/editing/units.py): that must give what
reading the whole text at once gives, whatever sits around a blank line."""

import random
import unicodedata

import pytest

from app.editing import fact_reading, units


def _whole_facts(text: str) -> tuple[str, ...]:
    found = [*fact_reading.EN_FACT.finditer(text), *fact_reading.ZH_FACT.finditer(text)]
    return tuple(m[0] for m in sorted(found, key=lambda m: m.start()))


def _whole_normal(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).translate(units._TYPOGRAPHY).replace("--", "-")
    return " ".join(text.split())


EDGES = [
    "Open 9 to 4 in May\n\n5 stalls, not 6.",  # a month before a blank line, a figure after
    "We meet on 3\n\nMay day is not a date here.",
    "May\n5 is one line: a date.",
    "三十\n\n个人，周一\n\n不开放。",  # a numeral and its measure word parted by a blank line
    "e\n\n\u0301 and A\n\n\u030a: marks after a blank line combine with nothing",
    "a --\n\n-- b, a—\n\n—b, ﬁve\n\n\n\nsix\u00a0\n\n\u3000seven",
    "\n\nlead and tail\n\n",
    "",
    "\n\n",
    "Entries:\r\n\r\n1. two\n\n2. three",
]


@pytest.mark.parametrize("text", EDGES)
def test_paragraph_by_paragraph_is_the_whole_text(text: str) -> None:
    assert fact_reading.fact_words(text) == _whole_facts(text)
    assert units.normal(text) == _whole_normal(text)


def test_random_texts_around_blank_lines() -> None:
    pieces = ["May", "5", " ", "\n", "\n", "two", "n't", "不", "开", "三", "十", "个", "点", "半"]
    pieces += ["-", "—", "\u0301", "e", "\u00a0", "…", "“", "，", "\r", "ﬁ", "x"]
    rng = random.Random(23)
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert fact_reading.fact_words(text) == _whole_facts(text), repr(text)
        assert units.normal(text) == _whole_normal(text), repr(text)
