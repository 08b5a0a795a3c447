"""Session 30: a paragraph named by its place beside a topic-named one ("the paragraph after the
benches one", 长椅那段后面那段, 讲游泳课那段前面那段) is the paragraph next to it, not the topic's
own (dev29's paragraph_after_a_topic_paragraph)."""

from __future__ import annotations

import pytest

from app.editing.beside_topic import beside_topic
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = [
    "The library opened its reading garden on Tuesday.",
    "The garden has eight oak benches, each carved with a line.",
    "Storytelling sessions run every Friday at 10:30.",
    "Swimming lessons start again on 19 January.",
    "Call the front desk for details.",
]
ZH = [
    "图书馆的阅读花园周二开放。",
    "花园里有八张橡木长椅。",
    "每周五上午10:30讲故事。",
    "初学者游泳课1月19日恢复。",
    "详情请致电服务台。",
]


@pytest.mark.parametrize(
    ("ask", "paragraphs", "index"),
    [
        ("Make the paragraph after the benches one simpler.", EN, 2),
        ("Make the paragraph before the lessons one friendlier.", EN, 2),
        ("Tighten the one right after the paragraph about benches.", EN, 2),
        ("长椅那段后面那段写简单一点。", ZH, 2),
        ("讲游泳课那段前面那段写得亲切一点。", ZH, 2),
        ("长椅那段的下一段精简一下。", ZH, 2),
    ],
)
def test_the_paragraph_next_to_a_topic_named_one(
    ask: str, paragraphs: list[str], index: int
) -> None:
    assert beside_topic(ask, paragraphs) == {index}
    scope = scope_of([ask], "Title", split_paragraphs("\n\n".join(paragraphs)))
    assert not scope.whole and scope.paragraphs == {index}


@pytest.mark.parametrize(
    ("ask", "paragraphs"),
    [
        ("Add a new paragraph after the benches one.", EN),
        ("Make the benches paragraph simpler.", EN),
        ("在长椅那段后面加一段。", ZH),
    ],
)
def test_no_paragraph_named_beside_a_topic(ask: str, paragraphs: list[str]) -> None:
    assert beside_topic(ask, paragraphs) is None
