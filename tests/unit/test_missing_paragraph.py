"""A paragraph named by a number the article does not reach is said so, not guessed at."""

import pytest

from app.editing.missing_paragraph import missing_paragraph

ONE = "今天天气很好，我们去公园春游。大家带了面包和风筝，玩到傍晚才回家。"
TWO = "The fair opens at ten.\n\nEvery book costs a pound."


@pytest.mark.parametrize(
    ("suggestion", "body", "told"),
    [
        (
            "第三段太长了，缩短一点",
            ONE,
            "文章只有1段，没有第3段，所以没有改动。请说明要改的是哪一段。",
        ),
        (
            "把第 5 段改得活泼些",
            TWO,
            "文章只有2段，没有第5段，所以没有改动。请说明要改的是哪一段。",
        ),
        (
            "Shorten the third paragraph.",
            TWO,
            "The article has only 2 paragraphs, so there is no paragraph 3. Nothing was changed: "
            "say which paragraph you mean.",
        ),
        (
            "make paragraph two punchier",
            ONE,
            "The article has only one paragraph, so there is no paragraph 2. Nothing was "
            "changed: say which paragraph you mean.",
        ),
    ],
)
def test_a_number_past_the_end_is_told(suggestion: str, body: str, told: str) -> None:
    assert missing_paragraph(suggestion, body) == told


@pytest.mark.parametrize(
    ("suggestion", "body"),
    [
        ("第二段太长了", TWO),  # there is one
        ("Shorten paragraph 2", TWO),
        ("shorten the last paragraph", ONE),  # counted from the end
        ("倒数第三段删掉", ONE),
        ("Write it as a five paragraph essay", ONE),  # a count, not a place
        ("Split it into three paragraphs", ONE),
        ("把“第三段”改成“第四段”", ONE),  # quoted words of the text
        ("update paragraph 12", "See paragraph 12 of the lease."),  # the article's own number
        ("第三段改成过去时", "第一行\n第二行\n第三行"),  # the writer counts lines
        ("第三段太长了", ""),  # an empty article is another matter
    ],
)
def test_a_paragraph_that_is_there_or_could_be_is_left_to_the_model(
    suggestion: str, body: str
) -> None:
    assert missing_paragraph(suggestion, body) is None
