"""Session 50: a selection answered as old/new tags, `<edit><old>…</old><new>…</new></edit>`
(app/editing/formats/selection_pair.py): the new text is the answer; tags that do not answer
the selection are left to the other readers."""

from app.editing.formats.selection_pair import from_pair, from_tags

SELECTED = "每年两次调薪机会"
BODY = f"另有六险一金、{SELECTED}和15天带薪年假。"


def test_the_new_text_of_one_pair_for_the_selection() -> None:
    reply = f"<edit><old>{SELECTED}</old><new>每年两次绩效调薪机会</new></edit>"
    assert from_tags(reply, SELECTED, BODY) == "每年两次绩效调薪机会"
    tags = "<edit>\n  <old>with a parent</old>\n  <new>with a parent or carer</new>\n</edit>"
    lead = "Here you go:\n\n" + tags
    assert (
        from_pair(lead, "with a parent", "Children work with a parent.") == "with a parent or carer"
    )


def test_a_part_of_the_selection_replaced_inside_it() -> None:
    reply = "<search>两次</search><replace>三次</replace>"
    assert from_tags(reply, SELECTED, BODY) == "每年三次调薪机会"


def test_other_pairs_are_left() -> None:
    two = "<old>两次</old><new>三次</new>\n<old>机会</old><new>安排</new>"
    assert from_tags(two, SELECTED, BODY) is None
    elsewhere = "<old>15天带薪年假</old><new>20天带薪年假</new>"
    assert from_tags(elsewhere, SELECTED, BODY) is None
    own = "Write <old>x</old><new>y</new> to mark a change."
    assert from_tags("<old>x</old><new>z</new>", "x", own) is None


def test_a_table_of_old_and_new_still_reads() -> None:
    table = f"| 原文 | 修改后 |\n|---|---|\n| {SELECTED} | 每年三次调薪机会 |"
    assert from_pair(table, SELECTED, BODY) == "每年三次调薪机会"
