"""A selection answered as a two-column table of its old and new text (blind48
selection_answered_as_markdown_table ×4; fidelity_dev49), and 不得提前撤展 read as the writer's
不得撤展 still denied (a modal and an adverb between the negation and its verb)."""

from app.editing.formats.selection import read_selection
from app.editing.formats.selection_table import from_table
from app.editing.negations import flipped


def test_the_revised_cell_is_the_answer() -> None:
    reply = "| Original | Revised |\n|---|---|\n| Short fingernails (really!) | Short nails help |"
    assert from_table(reply, "Short fingernails (really!)") == "Short nails help"
    reply = "| 原文 | 修改后 |\n|:--|:--|\n| 体检须在十天内完成 | 请在十天内完成体检 |"
    assert from_table(reply, "体检须在十天内完成") == "请在十天内完成体检"
    # headers in bold, a lead-in line, other header words
    reply = "Here you go:\n\n| **Before** | **After** |\n| --- | --- |\n| old words | new words |"
    assert from_table(reply, "some old words") == "new words"
    # no header naming old and new, but the first cell is the selection
    reply = "| Text | Option |\n|---|---|\n| non-members may not attend | members only, sorry |"
    assert from_table(reply, "non-members may not attend") == "members only, sorry"


def test_other_tables_are_left_to_the_other_readers() -> None:
    # two rows: two versions offered, or a table of its own
    two = "| Original | Revised |\n|---|---|\n| a | b |\n| a | c |"
    assert from_table(two, "a") is None
    # a header of other columns and a first cell that is not the selection
    other = "| Day | Time |\n|---|---|\n| Monday | 9 am |"
    assert from_table(other, "open on weekdays") is None
    # the selection is itself table text
    assert from_table("| A | B |\n|---|---|\n| 1 | 2 |", "| A | B |") is None
    assert from_table("Just new words.", "old words") is None


def test_read_selection_takes_the_revised_cell() -> None:
    body = "Bring:\n\n- An apron\n- Short fingernails (really!)\n\nThanks."
    start = body.index("Short")
    end = start + len("Short fingernails (really!)")
    reply = (
        "| Original | Revised |\n|---|---|\n| Short fingernails (really!) | Short nails, please |"
    )
    assert read_selection(reply, body, start, end)[0] == "Short nails, please"


def test_a_negation_before_a_modal_and_an_adverb_still_denies() -> None:
    assert flipped("展出期间作品不得撤展。", "展出期间，作品不得提前撤展，敬请谅解。") == []
    assert flipped("展出期间作品不得撤展。", "展出期间作品可以提前撤展。") != []
