"""The style lexicon (tests/unit/style_lexicon.py): everyday words and metaphors for every
wish, in English and Chinese, heard the right way round through lasting forms."""

from collections import Counter

import pytest

from app.style.dimensions import DIMENSIONS
from app.style.exclaimed import DERIVED_DIMENSIONS
from app.style.extract import offline_observations
from tests.unit.style_grammar import Statement, judge
from tests.unit.style_lexicon import FORMS, LEXICON

EVERY = [
    Statement(
        form.format(vp=vp, Vp=vp[:1].upper() + vp[1:]), dimension, value, "firm", "lexicon", lang
    )
    for (dimension, value, lang), phrases in LEXICON.items()
    for vp in phrases
    for form in FORMS[lang]
]


@pytest.fixture(scope="module")
def verdicts():
    """Each statement and how the offline learner heard it, worked out when a test here runs:
    at import it ran at collection in every pytest-xdist worker, this file's or not."""
    return [(s, judge(s, offline_observations(s.text))) for s in EVERY]


def test_the_lexicon_covers_every_wish_in_both_languages():
    # (Exclamation marks are filed beside the tone the rules hear — app/style/exclaimed.py,
    # tests/unit/test_s40_style40_readings.py — not by a lexicon of their own.)
    every_wish = {
        (d, v, lang)
        for d, values in DIMENSIONS.items()
        if d not in DERIVED_DIMENSIONS
        for v in values
        for lang in FORMS
    }
    covered = {key for key, phrases in LEXICON.items() if len(phrases) >= 3}
    assert every_wish - covered == set()
    assert len(EVERY) >= 800


def test_no_word_in_the_lexicon_is_heard_the_opposite_way_round(verdicts):
    assert [s.text for s, verdict in verdicts if verdict == "inverted"] == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_nearly_every_word_in_the_lexicon_is_heard(lang, verdicts):
    judged = Counter(verdict for s, verdict in verdicts if s.lang == lang)
    missed = [s.text for s, verdict in verdicts if s.lang == lang and verdict != "ok"]
    assert judged["ok"] / sum(judged.values()) >= 0.95, missed
