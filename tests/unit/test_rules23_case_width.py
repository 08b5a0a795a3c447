"""The offline rules: a capitalised word the text writes in lower case, and paragraph numbers
in full-width digits."""

from app.editing.rules import apply_rules
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

ZH = "第一段。\n\n第二段。\n\n第三段。"


def test_exact_case_first_then_any_case_said() -> None:
    both = apply_rules("T", "The Fox and the fox.", "replace 'Fox' with 'Wolf'")
    assert both is not None and both.body == "The Wolf and the fox."
    loose = apply_rules("T", "A fox ran.", "replace 'Fox' with 'Wolf'")
    assert loose is not None and loose.body == "A wolf ran."
    assert 'No "Fox" written that way; changed "fox".' in loose.summary


def test_full_width_paragraph_numbers() -> None:
    deleted = apply_rules("T", ZH, "删除第３段")
    assert deleted is not None and deleted.body == "第一段。\n\n第二段。"
    assert scope_of(["把第３段写得生动些"], "T", split_paragraphs(ZH)).paragraphs == {2}


def test_emoji_removed_from_a_selection_leaves_no_stray_or_lost_space() -> None:
    from app.editing.rules import apply_within

    body = "Hello 🎉 world. Great news 🎉! End 👍 here."
    start, end = body.index("Great"), body.index("here")
    done = apply_within("T", body, (start, end), ["remove the emoji"])
    assert done is not None and done.body == "Hello 🎉 world. Great news! End here."
    lead = "Hi. 🎉 Great news."
    done = apply_within("T", lead, (lead.index("🎉"), len(lead) - 1), ["remove the emoji"])
    assert done is not None and done.body == "Hi. Great news."
