"""A wish withdrawn is found by what the rules hear in it when no word names its dimension
("what I said about keeping things short": length), and a Chinese one named without 那个 and
taken back twice over (「上次说的多用“你”来写，算了吧，不用了」) is still a withdrawal
(style_dev41)."""

from app.style.learner import _read, _ruled
from app.style.withdrawals import withdrawn


def _withdrawn(text: str) -> str | None:
    found = withdrawn(text, lambda words: list(_read(_ruled, words)))
    return None if found is None else found[0]


def test_keeping_things_short_withdrawn_is_about_length() -> None:
    text = "actually forget what I said about keeping things short, that's no good for the guides"
    assert _withdrawn(text) == "length"


def test_what_was_said_about_long_headlines_withdrawn_is_about_titles() -> None:
    assert _withdrawn("never mind what I said about making the headlines long") == "title_style"


def test_a_wish_named_without_nage_and_taken_back_twice_is_withdrawn() -> None:
    assert _withdrawn("上次说的多用“你”来写，算了吧，不用了") == "person"


def test_a_wish_taken_back_and_turned_round_is_no_withdrawal() -> None:
    assert _withdrawn("上次说的多用“你”来写，算了，还是少用吧") is None
    assert _withdrawn("forget what I said about keeping things short, make them longer") is None
