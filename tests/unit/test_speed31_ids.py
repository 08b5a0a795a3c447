"""Ids come from one draw of random bytes (session 31, for speed), each character as likely as
the others: a byte that would favour the first characters of the alphabet is drawn again."""

from __future__ import annotations

import pytest

from app.domain import ids


def test_an_id_is_its_length_in_the_alphabet() -> None:
    for _ in range(200):
        drawn = ids._random(10)
        assert len(drawn) == 10
        assert set(drawn) <= set(ids._ALPHABET)
    assert ids.is_valid_id(ids.new_child_id(ids.new_content_id(), "m"))


def test_bytes_that_would_favour_some_characters_are_drawn_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    draws = iter([bytes([255, 252, 0, 35]), bytes([36, 251, 253, 1])])
    monkeypatch.setattr(ids.secrets, "token_bytes", lambda n: next(draws))
    # 255 and 252 are dropped (252 = 7 × 36 would make "a" likelier), 253 too
    assert ids._random(4) == "a9a9"
