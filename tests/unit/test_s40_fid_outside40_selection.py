"""Session 40 (fid-outside40): a selection's reply that rewrote its whole paragraph, sentence
for sentence — the selection's own and the others — gives the selection's part, which is
applied; the rest is offered apart, never applied. When the parts cannot be told apart (two
sentences merged into one) nothing is applied, as before."""

from __future__ import annotations

import pytest

from app.editing.formats.selection import SelectionRefused, read_selection_parts

EN = (
    "The market opens on Saturdays.\n\n"
    "Anna Kowalski has run the bread stall for six years. She bakes through the night in a "
    "small kitchen on Mill Lane and sells out most weeks by eleven.\n\n"
    "Tom grows tomatoes."
)
EN_SELECTED = (
    "She bakes through the night in a small kitchen on Mill Lane and sells out most weeks by "
    "eleven."
)
EN_NEW = "She bakes all night in a tiny Mill Lane kitchen and usually sells out by eleven."
ZH = (
    "每周六早上开市。\n\n"
    "张伟在这里卖豆腐已经十年了。他每天凌晨三点起床磨豆子，六点前把豆腐送到摊位上。\n\n"
    "李秀英卖菜。"
)
ZH_SELECTED = "他每天凌晨三点起床磨豆子，六点前把豆腐送到摊位上。"
ZH_NEW = "他每天凌晨三点就起床磨豆子，赶在六点前把热豆腐送到摊位上。"


def _read(reply: str, body: str, selected: str) -> tuple[str, list[str], list[str]]:
    start = body.index(selected)
    new, said, withheld = read_selection_parts(reply, body, start, start + len(selected))
    return new, said, [w.after for w in withheld]


@pytest.mark.parametrize(
    "reply",
    [
        "For six years Anna Kowalski has run the bread stall. " + EN_NEW,
        "Here's the paragraph:\n\nFor six years Anna Kowalski has run the bread stall. " + EN_NEW,
    ],
)
def test_the_selections_sentence_is_taken_from_its_paragraph_rewritten(reply: str) -> None:
    new, _said, withheld = _read(reply, EN, EN_SELECTED)
    assert new == EN_NEW
    assert withheld == ["For six years Anna Kowalski has run the bread stall. " + EN_NEW]


def test_a_chinese_selections_sentence_is_taken_from_its_paragraph_rewritten() -> None:
    reply = "张伟在这儿卖豆腐，已经十年了。" + ZH_NEW
    new, _said, withheld = _read(reply, ZH, ZH_SELECTED)
    assert new == ZH_NEW
    assert withheld == [reply]


def test_sentences_merged_across_the_selection_are_refused() -> None:
    reply = (
        "Anna Kowalski, who has run the bread stall for six years, bakes all night in a tiny "
        "Mill Lane kitchen and usually sells out by eleven."
    )
    with pytest.raises(SelectionRefused):
        _read(reply, EN, EN_SELECTED)


def test_a_plain_replacement_offers_nothing_apart() -> None:
    new, _said, withheld = _read(EN_NEW, EN, EN_SELECTED)
    assert new == EN_NEW
    assert withheld == []
