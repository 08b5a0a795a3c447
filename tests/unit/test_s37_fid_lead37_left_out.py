"""Session 37 (fid-lead37): a paragraph of the asked section that a whole reply left out is
kept and offered apart as a deletion, unless the ask was to cut or recast it."""

from app.editing.scope import Scope
from app.editing.slots import Slot, left_out_unasked

TEXTS = ["开团时间。", "## 自提安排", "到货当天自提。", "破损请拍照退换。"]


def _slots() -> list[Slot]:
    given = [Slot(text=t, before=t) for t in TEXTS[:3]]
    return [*given, Slot(text=None, before=TEXTS[3])]


def test_a_paragraph_of_the_asked_section_left_out_is_offered_as_a_deletion() -> None:
    section = Scope(paragraphs=frozenset({1, 2, 3}))
    offered = left_out_unasked(_slots(), 3, TEXTS[3], section)
    assert offered is not None and offered.after == "" and offered.before == TEXTS[3]


def test_a_cut_of_the_section_may_leave_it_out() -> None:
    cut = Scope(paragraphs=frozenset({1, 2, 3}), shorten=True)
    assert left_out_unasked(_slots(), 3, TEXTS[3], cut) is None
