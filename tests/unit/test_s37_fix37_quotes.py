"""A speaker's quote reworded by a restyle of the paragraph that holds it (misquotes.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.misquotes import quotes_note
from app.editing.scope import Scope

NARRATED = (
    "“一把伞要过八十六道工序，少一道都不行。”韦德昌一边削竹骨，一边说。"
    "他手里的楠竹是三年生的，“太嫩了软，太老了脆，三年的正好。”"
)
ALONE = "负责人周晓岚说：“这块地原来是停车场，现在一年四季都有人来浇水。”"
OPENING = "从泸州城区往南开车一个多小时，就到了分水镇。"


def test_a_quote_reworded_beside_narration_of_its_own_is_refused() -> None:
    before = f"{OPENING}\n\n{NARRATED}"
    after = before.replace("太嫩了软，太老了脆，三年的正好", "嫩的太软，老的太脆，三年的刚刚好")
    with pytest.raises(Refused, match="原话"):
        quotes_note(before, after, ["第二段写得更生动。"], Scope(paragraphs=frozenset({1})))


def test_a_paragraph_of_a_quote_alone_is_restyled_and_named() -> None:
    before = f"{OPENING}\n\n{ALONE}"
    after = before.replace(
        "这块地原来是停车场，现在一年四季都有人来浇水",
        "这里以前就是个停车场，如今一年到头都有人来浇水",
    )
    note = quotes_note(before, after, ["第二段写得更生动。"], Scope(paragraphs=frozenset({1})))
    assert note.startswith("Check the quotes")


def test_a_whole_article_restyle_names_the_quote() -> None:
    before = f"{OPENING}\n\n{NARRATED}"
    after = before.replace("太嫩了软，太老了脆，三年的正好", "嫩的太软，老的太脆，三年的刚刚好")
    note = quotes_note(before, after, ["整篇写得更生动。"], Scope(whole=True))
    assert note.startswith("Check the quotes")


def test_a_dash_put_inside_a_quote_rewords_nothing() -> None:
    before = f"{OPENING}\n\n“我没这么说。”玛拉把围巾裹紧了些，“我说的是我还没想好。”"
    after = before.replace("裹紧了些", "猛地裹紧").replace("我说的是我", "我说的是——我")
    quotes_note(before, after, ["让第二段更紧张。"], Scope(paragraphs=frozenset({1})))


def test_a_speakers_line_asked_livelier_may_be_reworded() -> None:
    before = f"{OPENING}\n\nTom laughed, but it came out wrong. “Then decide on the boat, we said.”"
    after = before.replace("Then decide on the boat", "So decide on the boat already")
    asked = ["Make Tom's line in paragraph 2 livelier."]
    quotes_note(before, after, asked, Scope(paragraphs=frozenset({1})))


def test_a_speaker_described_in_the_attribution_is_no_narration_of_its_own() -> None:
    said = (
        "“We were told it might never open again,” said Councillor Priya Natarajan, who chairs "
        "the Friends of Eastbrook Lido. “Eight hundred people wrote, and that changed everything.”"
    )
    before = f"The lido reopens on Saturday.\n\n{said}"
    after = before.replace("We were told it", "They told us it")
    note = quotes_note(
        before, after, ["Make paragraph 2 punchier."], Scope(paragraphs=frozenset({1}))
    )
    assert note.startswith("Check the quotes")
