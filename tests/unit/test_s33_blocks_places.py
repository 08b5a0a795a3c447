"""A block whose SEARCH text occurs twice in the article is placed in the one paragraph the
suggestion targets; without such a paragraph it stays ambiguous (and fails, to be asked
again)."""

from app.editing.formats.block_places import placed
from app.editing.formats.blocks import Block, apply_blocks

PARAGRAPHS = [
    "Twelve joined. See the board.",
    "Water is on.",
    "Seed swap on Saturday. See the board.",
]
BODY = "\n\n".join(PARAGRAPHS)
BLOCK = Block("See the board.", "Sign up in the shed.")


def _applied(touched: set[int]) -> tuple[str, int]:
    blocks = placed(BODY, PARAGRAPHS, lambda i: i in touched, [BLOCK])
    body, failures = apply_blocks(BODY, blocks)
    return body, len(failures)


def test_the_occurrence_in_the_targeted_paragraph_is_replaced() -> None:
    body, failures = _applied({2})
    assert failures == 0
    assert body == BODY.replace("Saturday. See the board.", "Saturday. Sign up in the shed.")
    assert body.startswith("Twelve joined. See the board.")


def test_with_both_occurrences_in_scope_the_block_stays_ambiguous() -> None:
    assert _applied({0, 1, 2}) == (BODY, 1)


def test_with_neither_occurrence_in_scope_the_block_stays_ambiguous() -> None:
    assert _applied({1}) == (BODY, 1)


def test_a_search_the_model_repeats_is_left_to_match_in_order() -> None:
    blocks = [BLOCK, Block("See the board.", "Ask Maggie.")]
    assert placed(BODY, PARAGRAPHS, lambda i: i == 2, blocks) == blocks
