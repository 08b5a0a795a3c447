"""The statement grammar (tests/unit/style_grammar.py): hundreds of statements built from wishes,
forms and framings, in English and Chinese. Never the opposite of what was meant, in any
framing; the wish heard in nearly all of them; a complaint beside a wish never turns it round."""

from collections import Counter

import pytest

from app.style.extract import offline_observations
from tests.unit.style_grammar import judge, statements

EVERY = statements()


@pytest.fixture(scope="module")
def verdicts():
    """Each statement and how the offline learner heard it, worked out when a test here runs:
    at import it ran at collection in every pytest-xdist worker, this file's or not."""
    return [(s, judge(s, offline_observations(s.text))) for s in EVERY]


def test_the_grammar_is_large_and_covers_both_languages_and_every_framing():
    assert len(EVERY) >= 1000
    assert {s.lang for s in EVERY} == {"en", "zh"}
    assert {s.framing for s in EVERY} >= {
        "wish",
        "complaint+wish",
        "question",
        "hypothetical",
        "third_party",
        "one_off",
        "ban",
        "sarcasm",
        "synonym",
    }


def test_no_statement_is_heard_the_opposite_way_round(verdicts):
    inverted = [s.text for s, verdict in verdicts if verdict == "inverted"]
    assert inverted == []


def test_nothing_asked_or_imagined_or_someone_elses_is_filed(verdicts):
    too_firm = [s.text for s, verdict in verdicts if verdict == "too firm"]
    assert too_firm == []


@pytest.mark.parametrize(
    "framing", ["wish", "complaint+wish", "one_off", "ban", "subject", "reason", "two_wishes"]
)
def test_nearly_every_wish_is_heard(framing, verdicts):
    judged = Counter(verdict for s, verdict in verdicts if s.framing == framing)
    assert judged["ok"] / sum(judged.values()) >= 0.97, judged


def test_a_complaint_beside_a_wish_agrees_with_it():
    text = "每次看到一大段一大段的我就头疼，以后段落短一点。"
    assert [(o.dimension, o.value) for o in offline_observations(text)] == [
        ("paragraph_length", "shorter")
    ]
    text = "Long sentences drive me mad. Keep them short from now on."
    assert [(o.dimension, o.value) for o in offline_observations(text)] == [
        ("sentence_length", "shorter")
    ]
