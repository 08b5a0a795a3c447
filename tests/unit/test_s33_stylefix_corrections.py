"""Session 33's corrections (style-fix): a wish said or heard wrong in other words ("ye've took
me completely wrong", "I typed it wrong", "I got mixed up", 想岔了) puts the new value right
firmly; a bare "多放", "full them up" wants more of what was named; an earlier wish recalled as a
question, or reported whole, then taken back is withdrawn."""

import pytest

from app.style.learner import _ruled
from app.style.withdrawals import withdrawn


def _firm(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in _ruled(text) if o.explicit and not o.tentative}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "nah you've got me all wrong, I don't want it stiff. make it chatty",
            ("formality", "casual"),
        ),
        (
            "ye've took me completely wrong, I divvent want it posh, make it chatty",
            ("formality", "casual"),
        ),
        (
            "Sorry, I typed it wrong yesterday. I want the words simple, no jargon.",
            ("vocabulary", "plain"),
        ),
        ("sorry I got mixed up - write it as normal paragraphs, not lists", ("structure", "prose")),
        ("上回说要分点，那是我想岔了，还是写成段落吧", ("structure", "prose")),
        ("前两天我说不要表情，那是我想岔了，往后每段都放几个，多放", ("emoji", "more")),
    ],
)
def test_a_wish_put_right_in_other_words_is_firm(text: str, wanted: tuple[str, str]) -> None:
    assert _firm(text) == {wanted}


def test_a_wish_only_described_is_no_correction() -> None:
    assert _firm("I want the words simple, no jargon.") == set()


@pytest.mark.parametrize(
    "text",
    [
        "Remember I said always talk to the reader as 'you'? Let's not bother with that anymore",
        "You know how I told you to always address the reader as 'you'? Let's drop that now.",
        "之前让你一直用'你'跟读者说话，这个就算了吧，不用了",
    ],
)
def test_an_earlier_wish_recalled_then_taken_back_is_withdrawn(text: str) -> None:
    found = withdrawn(text, _ruled)
    assert found is not None and found[0] == "person"


def test_a_recalled_wish_kept_is_not_withdrawn() -> None:
    assert (
        withdrawn("Remember I said always talk to the reader as 'you'? Keep doing that.", _ruled)
        is None
    )
