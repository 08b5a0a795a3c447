"""`has_words` is `word_count(text) > 0` (the style measures ask it of every sentence), and
`says_correction` is `CORRECTION.search` as a yes or no, however often it is asked."""

import random

from app.domain.text import has_words, word_count
from app.style.retractions import CORRECTION, says_correction


def test_has_words_agrees_with_counting_them_for_every_character() -> None:
    differ = [
        hex(code) for code in range(0x110000) if has_words(chr(code)) != (word_count(chr(code)) > 0)
    ]
    assert differ == []


def test_has_words_agrees_with_counting_them_for_mixed_texts() -> None:
    rng = random.Random(24)
    pool = [
        *"abc xyz _-'.,!?…。！？、，：「」《》（）〇々〆ｱＡａ０１　\n\t",
        "\u3000",
        "\u3005",
        "\uff01",
        "\uff21",
        "\u4e00",
        "\uac00",
        "\U00020000",
        "\U0001f600",
        "\u200d",
        "\u0301",
    ]
    for _ in range(20_000):
        text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 8)))
        assert has_words(text) == (word_count(text) > 0), repr(text)
    assert not has_words("")
    assert not has_words(" —— ！？ ")
    assert has_words("好") and has_words("ok")


def test_says_correction_is_the_pattern_s_answer_asked_again() -> None:
    texts = [
        "actually, shorter",
        "其实长一点好",
        "make it shorter",
        "ACTUALLY no",
        "from now on, no emoji",
        "",
        "以后都用大白话",
        "tweak the opening",
    ]
    for _ in range(2):  # the second time from what was kept
        assert [says_correction(t) for t in texts] == [bool(CORRECTION.search(t)) for t in texts]
