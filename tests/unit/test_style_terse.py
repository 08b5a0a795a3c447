"""Terse requests with no verb ("Long titles, please.", "Less text, please.") are heard."""

import pytest

from tests.unit.readings import heard, lasting


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Long titles, please.", ("title_style", "long")),
        ("Long titles like last time, please.", ("title_style", "long")),
        ("Long sentences from now on.", ("sentence_length", "longer")),
        ("Less text, please.", ("length", "concise")),
        ("字写少点", ("length", "concise")),
        ("标题长点", ("title_style", "long")),
    ],
)
def test_a_terse_request_is_filed(text, expected):
    assert lasting(text) == {expected}


@pytest.mark.parametrize(
    ("text", "not_expected"),
    [
        ("Keep the long titles out, please.", ("title_style", "long")),
        ("I hate long titles, please stop.", ("title_style", "long")),
        ("Long titles, please - just kidding.", ("title_style", "long")),
    ],
)
def test_long_named_in_a_refusal_is_never_filed_as_wanted(text, not_expected):
    assert not_expected not in heard(text)
