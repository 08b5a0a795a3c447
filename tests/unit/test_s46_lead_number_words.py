"""The offline rules' word swap changes a number word or a Chinese ordinal only where it
stands as its own number (outside46b F3: "twenty" → "thirty" also made twenty-five thirty-five,
第三 → 第四 made 第三十 第四十)."""

import pytest

from app.editing.rule_words import replace_words


@pytest.mark.parametrize(
    ("body", "ask", "after"),
    [
        ("We waited twenty minutes, then twenty-five more.", 'Replace "twenty" with "thirty"',
         "We waited thirty minutes, then twenty-five more."),
        ("I was five, she was fifty-five.", 'Replace "five" with "six"',
         "I was six, she was fifty-five."),
        ("Five came; Fifty-Five stayed.", 'Replace "five" with "six"',
         "Six came; Fifty-Five stayed."),
        ("It is one of a kind; one-third of people agree.", 'change "one" to "two"',
         "It is two of a kind; one-third of people agree."),
        ("Two cups, two-thirds full, on the twenty-second.", 'Replace "two" with "three"',
         "Three cups, two-thirds full, on the twenty-second."),
        ("The twenty-first runner was twenty.", 'Replace "twenty" with "thirty"',
         "The twenty-first runner was thirty."),
        ("A five-year-old and five friends.", 'Replace "five" with "six"',
         "A six-year-old and six friends."),  # a five that is its own number, before a noun
        ("Seven days, seventy nights.", 'Replace "seven" with "eight"',
         "Eight days, seventy nights."),
    ],
)  # fmt: skip
def test_an_english_number_word_inside_a_longer_number_stays(body: str, ask: str, after: str):
    edit = replace_words("T", body, ask, zh=False)
    assert edit is not None and edit.body == after


@pytest.mark.parametrize(
    ("body", "ask", "after"),
    [
        ("第三段很好。第三十段不存在。", "把“第三”改成“第四”", "第四段很好。第三十段不存在。"),
        ("他排第二，她排第二十。", "把“第二”改成“第一”", "他排第一，她排第二十。"),
        ("三月开学，十三月不存在。", "把“三月”改成“四月”", "四月开学，十三月不存在。"),
        ("十五棵，二十五棵。", "把“十五”改成“五十”", "五十棵，二十五棵。"),  # as before
        ("第三届和第三十届。", "把“第三届”改成“第四届”", "第四届和第三十届。"),
    ],
)  # fmt: skip
def test_a_chinese_ordinal_inside_a_longer_number_stays(body: str, ask: str, after: str):
    edit = replace_words("标题", body, ask, zh=True)
    assert edit is not None and edit.body == after
