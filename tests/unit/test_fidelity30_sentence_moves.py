"""Session 30: a sentence put first inside its own paragraph, in Chinese (第四段里把讲动力织机的
那句放到前面, 第五段把最后一句提到开头), moves no paragraph: the paragraph answered alone stays
in its place (blind29's sentences_reordered_as_asked, Chinese) — while a sentence or a
paragraph sent to another paragraph is still a move."""

from __future__ import annotations

import pytest

from app.editing.moves import asks_to_move, moves_sentences


@pytest.mark.parametrize(
    "ask",
    [
        "第四段里把讲动力织机的那句放到前面。",
        "第五段把最后一句提到开头。",
        "第二段把那句话挪到最后",
    ],
)
def test_a_sentence_moved_inside_its_paragraph(ask: str) -> None:
    assert moves_sentences(ask)
    assert not asks_to_move([ask])


@pytest.mark.parametrize(
    "ask", ["把这句移到第二段后面。", "把最后一段移到开头。", "把第三段第二句放到第一段末尾"]
)
def test_a_move_to_another_paragraph_or_of_a_paragraph(ask: str) -> None:
    assert asks_to_move([ask])
    assert not moves_sentences(ask)
