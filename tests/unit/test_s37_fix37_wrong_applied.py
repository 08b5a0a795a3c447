"""Replies blind37 applied wrongly: a name fixed "文中都", a SEARCH indented inside a line, the
model's （引语一字未动。） under a whole reply."""

from __future__ import annotations

from app.editing.formats.blocks import Block, apply_blocks
from app.editing.notes import drop_effect_line
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs


def test_changing_it_everywhere_in_the_text_is_the_whole_article() -> None:
    body = "徒弟罗小川二十八岁。\n\n师父说：“小川能坐得住。”"
    scope = scope_of(
        ["徒弟的名字是罗晓川，不是罗小川，文中都改一下。"], "伞", split_paragraphs(body)
    )
    assert scope.whole


def test_a_search_indented_by_the_model_inside_a_line_keeps_the_line_as_written() -> None:
    body = "**Bathroom:** limescale on the taps; sealant around the bath discoloured. Fan working."
    block = Block(
        "    sealant around the bath discoloured.",
        "    sealant around the bath discoloured, with mould in the corners.",
    )
    text, failures = apply_blocks(body, [block])
    assert failures == []
    assert text == (
        "**Bathroom:** limescale on the taps; sealant around the bath discoloured, "
        "with mould in the corners. Fan working."
    )


def test_a_bracketed_line_saying_the_quotes_were_kept_is_a_note() -> None:
    originals = ["分水镇在泸州城南。", "“三年的正好。”他说。"]
    notes: list[str] = []
    units = drop_effect_line([*originals, "（引语一字未动。）"], originals, notes, asks_new=False)
    assert units == originals
    assert notes == ["（引语一字未动。）"]
