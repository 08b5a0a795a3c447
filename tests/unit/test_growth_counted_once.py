"""A long block of a reply compared with each of the article's paragraphs has its characters
counted once, not once a paragraph. Whether a block of lines is one paragraph with line breaks
put in compared the whole block with every paragraph, and each comparison of two texts of very
different lengths counted the characters of both: a numbered list of 2,500 lines was 2,500
counts of 20,000 characters, 2.2 s of a turn's CPU, and 12,500 lines took a minute (session 27,
growth). bench/long_runs.py prints the cost."""

from app.editing.align import similarity
from app.editing.formats import line_blocks
from tests.unit.cpu import timed_cpu

LINES = [f"{n}. line" for n in range(1, 12_500)]


def test_a_long_block_is_compared_with_many_short_paragraphs_quickly() -> None:
    block = "\n".join(LINES)
    alike, seconds = timed_cpu(lambda: line_blocks._one_paragraph_with_breaks(block, LINES))
    assert not alike  # a list, one line a paragraph: its lines are the article's paragraphs
    assert seconds < 5  # about 1 s; counting the block once a paragraph: minutes


def test_the_characters_shared_are_counted_as_before() -> None:
    long = "ab" * 5_000
    assert similarity(long, "ab") == similarity(long, "ab")  # a count kept is not changed
    assert round(similarity(long, "abab"), 6) == round(0.5 * 2 * 4 / (10_000 + 4), 6)
    assert similarity("The cat sat.", "The cat sat down.") > 0.5
