"""A bare "I meant more of them" / "我是说多一点" is carried to what the last turn asked about,
or dropped: alone it never becomes a wish for more text."""

import pytest

from app.style.approval import carry_bare_size
from app.style.extract import offline_observations


@pytest.mark.parametrize(
    "text",
    ["I meant more of them.", "No wait, I meant fewer.", "我是说多一点", "不对，是少一点"],
)
def test_a_bare_back_reference_with_nothing_before_it_is_dropped(text):
    assert offline_observations(text)  # heard as a back-reference ...
    assert carry_bare_size(offline_observations(text), {}) == []  # ... carried nowhere


@pytest.mark.parametrize("text", ["More of them, please add a chart.", "多一点细节"])
def test_a_message_that_names_its_part_is_no_back_reference(text):
    assert all(o.reading != "bare_count" for o in offline_observations(text))
