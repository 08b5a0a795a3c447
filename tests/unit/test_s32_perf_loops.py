"""The loop check's cheap first look (`may_loop`) never lets a loop through and spares the
patterns the replies that have none."""

from __future__ import annotations

from app.editing.loops import looped, may_loop

ARTICLE = "The bread keeps for three days.\n\nStore it in a cool, dry place."


def test_a_sentence_written_over_and_over_may_loop_and_is_refused() -> None:
    reply = "The bread keeps for three days. " * 6
    assert may_loop(reply)
    assert looped(reply, "Fresh bread.") is not None


def test_a_loop_broken_by_spaces_stops_and_digits_is_still_seen() -> None:
    # Only the letters count: the stretch's copies are read with the rest taken out.
    reply = "面包 可以放 3 天。" * 5 + "\n" + " ha-ha, 12 ".join(["very good"] * 5)
    assert may_loop(reply)
    assert looped(reply, ARTICLE) is not None


def test_an_ordinary_reply_has_no_loop_and_is_not_refused() -> None:
    reply = "The bread keeps for four days.\n\nStore it somewhere cool and dry, away from light."
    assert not may_loop(reply)
    assert looped(reply, ARTICLE) is None


def test_four_copies_of_a_stretch_are_not_five() -> None:
    assert not may_loop("abcdefghij " * 4)
    assert may_loop("abcdefghij " * 5)


def test_a_stretch_longer_than_two_hundred_letters_is_no_loop_it_refuses() -> None:
    long_stretch = "".join(chr(ord("a") + n % 26) + chr(ord("a") + n // 26) for n in range(101))
    assert not may_loop((long_stretch + " ") * 6)
    assert may_loop((long_stretch[:200] + " ") * 6)
