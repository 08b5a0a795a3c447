"""Paragraphs joined or split by hand with the words kept are a paragraph-length signal however
short the paragraphs are (Chinese study notes joined two by two, a short English notice joined);
paragraphs regrouped while words are added or cut, or one paragraph more, are not."""

from app.style.signals import measure, signal_values

_NOTES = (
    "政治选择题要先过一遍大纲。\n\n每天做五十道题。\n\n错题当天就要整理。\n\n周末再集中复盘一次。"
)


def _paragraph_signal(before: str, after: str) -> list[str]:
    return [
        value
        for dimension, value, _ in signal_values(measure("T", before), measure("T", after))
        if dimension == "paragraph_length"
    ]


def test_short_chinese_paragraphs_joined_two_by_two_are_longer() -> None:
    after = "政治选择题要先过一遍大纲。每天做五十道题。\n\n错题当天就要整理。周末再集中复盘一次。"
    assert _paragraph_signal(_NOTES, after) == ["longer"]


def test_short_english_paragraphs_joined_are_longer_and_split_again_shorter() -> None:
    before = (
        "Allotment news\n\nThe water butts are full again.\n\nPlot 14 has a new tenant.\n\n"
        "The shed key is under the blue pot.\n\nPlease lock the gate at night."
    )
    after = (
        "Allotment news\n\nThe water butts are full again. Plot 14 has a new tenant.\n\n"
        "The shed key is under the blue pot. Please lock the gate at night."
    )
    assert _paragraph_signal(before, after) == ["longer"]
    assert _paragraph_signal(after, before) == ["shorter"]


def test_one_paragraph_more_of_short_ones_teaches_nothing() -> None:
    before = "周六停水。\n\n请提前储水。"
    after = "周六停水。\n\n请提前储水。\n\n下午恢复。"
    assert _paragraph_signal(before, after) == []


def test_paragraphs_joined_while_half_the_words_go_is_not_regrouping() -> None:
    after = "先过大纲，每天做题。\n\n错题当天整理。"
    assert _paragraph_signal(_NOTES, after) == []
