"""The loop check's first look (`may_loop`) answers as reading every start of the reply's
letters would: a stretch of 2 to 200 letters five times running, or one letter nine times."""

from __future__ import annotations

import random

from app.editing.loops import _NOT_WORD, may_loop


def _every_start(reply: str) -> bool:
    """The plain reading: some stretch of up to 200 letters, written over and over, where
    every letter equals the one a stretch later at least 4 × its length times in a row
    (at least 8)."""
    letters = _NOT_WORD.sub("", reply)
    for period in range(1, 201):
        in_a_row = 0
        for index in range(len(letters) - period):
            in_a_row = in_a_row + 1 if letters[index] == letters[index + period] else 0
            if in_a_row >= max(4 * period, 8):
                return True
    return False


def _reply(rng: random.Random) -> str:
    letters = rng.choice(["ab", "abc", "abcdefgh", "面包可以放", "xy z1.,"])
    parts = []
    for _ in range(rng.randint(1, 5)):
        stretch = "".join(rng.choice(letters) for _ in range(rng.randint(1, 50)))
        parts.append(stretch * rng.randint(1, 7))
    return "".join(parts)


def test_may_loop_answers_as_the_plain_reading_on_random_replies() -> None:
    rng = random.Random(32)
    replies = [_reply(rng) for _ in range(400)]
    assert {may_loop(reply) for reply in replies} == {True, False}
    for reply in replies:
        assert may_loop(reply) == _every_start(reply), reply


def test_a_long_stretch_is_a_loop_at_five_copies_not_four_wherever_it_starts() -> None:
    rng = random.Random(7)
    for length in (150, 199, 200, 201):
        stretch = "".join(chr(0x4E00 + rng.randrange(400)) for _ in range(length))
        for lead in range(9):
            for copies in (4, 5):
                reply = "q" * lead + stretch * copies + stretch[: length // 2]
                assert may_loop(reply) == (copies == 5 and length <= 200)
                assert may_loop(reply) == _every_start(reply)


def test_one_letter_nine_times_or_three_letters_five_times_may_loop() -> None:
    assert may_loop("a" * 9) and not may_loop("a" * 8)
    assert may_loop("abc" * 5) and not may_loop("abc" * 4 + "ab")
