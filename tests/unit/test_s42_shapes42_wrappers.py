"""The tooling lines around an edit — a file-name line, a tag alone — are never the model's
note (`app/editing/formats/wrapper_lines.py`); a SEARCH found twice is placed in the paragraph
the suggestion names when both places are otherwise in scope (`block_places.py`); a clause
naming a figure is answered by a change that brings that figure in (`clauses.echoes`)."""

import pytest

from app.editing.clauses import echoes
from app.editing.formats.block_places import placed
from app.editing.formats.blocks import Block, apply_blocks
from app.editing.formats.wrapper_lines import is_wrapper


@pytest.mark.parametrize(
    "line", ["article.md", "  **`post.txt`**", "docs/notice.markdown:", "<edit>", "</answer>"]
)
def test_tooling_lines_are_wrappers(line: str) -> None:
    assert is_wrapper(line)


@pytest.mark.parametrize(
    "line",
    [
        "I tightened the second paragraph.",
        "See notes.md for the rest.",
        "<b>Tea</b> is £2.",
        "我改了第二段。",
        "Version 2.0",
    ],
)
def test_the_models_words_are_not_wrappers(line: str) -> None:
    assert not is_wrapper(line)


PARAGRAPHS = [
    "Members may borrow twelve books. Please bring your card.",
    "Thanks for waiting. Please bring your card.",
]
BODY = "\n\n".join(PARAGRAPHS)
BLOCK = Block("Please bring your card.", "Please bring your library card.")


def test_a_search_found_twice_goes_to_the_named_paragraph() -> None:
    blocks = placed(BODY, PARAGRAPHS, lambda i: True, [BLOCK], frozenset({1}))
    body, failures = apply_blocks(BODY, blocks)
    assert failures == []
    assert body == PARAGRAPHS[0] + "\n\n" + PARAGRAPHS[1].replace("your card", "your library card")


@pytest.mark.parametrize("named", [frozenset(), frozenset({0, 1})])
def test_with_no_one_named_paragraph_the_block_stays_ambiguous(named: frozenset[int]) -> None:
    blocks = placed(BODY, PARAGRAPHS, lambda i: True, [BLOCK], named)
    assert apply_blocks(BODY, blocks)[0] == BODY


def test_a_clause_naming_a_figure_is_echoed_by_that_figure() -> None:
    clause = "change the weekday closing time to 8 p.m."
    assert echoes(clause, "9 a.m. to 7 p.m. on weekdays", "9 a.m. to 8 p.m. on weekdays")
    assert not echoes(clause, "Tea is £2.", "Tea is £3.")
    assert not echoes(clause, "8 p.m. on weekdays.", "8 p.m. on weekdays only.")
