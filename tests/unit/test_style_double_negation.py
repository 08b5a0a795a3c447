"""A refusal of the versions without a thing wants the thing: "not the ones without emoji, the
ones WITH emoji" is more emoji, never fewer."""

import pytest

from tests.unit.readings import heard, lasting


@pytest.mark.parametrize(
    ("text", "wanted", "never"),
    [
        (
            "Not the drafts without emoji, the ones with them were better. More like those.",
            ("emoji", "more"),
            ("emoji", "fewer"),
        ),
    ],
)
def test_not_the_ones_without(text, wanted, never):
    assert wanted in lasting(text)
    assert never not in heard(text)
    assert ("emoji", "none") not in heard(text)


def test_without_alone_still_refuses():
    assert ("emoji", "more") not in heard("Write the posts without emoji from now on.")
