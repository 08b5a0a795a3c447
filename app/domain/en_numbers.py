"""English number words and their values — the one table the readers of figures
(app/editing/figures.py, traded_figures.py, rule_paragraphs.py, bare_numbers.py) and of ranges
(app/style/ranges.py) share; each takes the stretch it reads (one to twenty, the tens). The
ordinals and compounds a writer names a place with are app/editing/number_words.py's. Pure data."""

# fmt: off
UNITS = {
    word: n
    for n, word in enumerate((
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen",
    ))
}
TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
# fmt: on
NUMBERS = UNITS | TENS


def between(low: int, high: int) -> dict[str, int]:
    """The number words from `low` to `high` and their values."""
    return {word: n for word, n in NUMBERS.items() if low <= n <= high}
