"""Unified diffs as replies: each hunk becomes one search/replace block, and what the model
wrote after the hunk (a closing fence, a note) is its note, never context to match."""

from app.editing.formats.blocks import apply_blocks, has_blocks, read_blocks

ARTICLE = (
    "Welcome back, riders.\n\n"
    "**Safety:** the crossing is repainted. Please dismount there.\n\n"
    "See you on the road."
)


def test_a_fenced_hunk_ends_at_the_fence_and_the_note_after_it_is_said() -> None:
    reply = (
        "Here's the diff:\n\n```diff\n@@ -3 +3 @@\n"
        "-**Safety:** the crossing is repainted. Please dismount there.\n"
        "+**Safety:** the crossing is repainted, but dim. Please still dismount there.\n"
        "```\n\nThe rest is unchanged."
    )
    parsed = read_blocks(reply)
    assert [b.search for b in parsed.blocks] == [
        "**Safety:** the crossing is repainted. Please dismount there."
    ]
    assert "The rest is unchanged." in parsed.outside
    body, failures = apply_blocks(ARTICLE, parsed.blocks)
    assert not failures and "but dim. Please still dismount" in body


def test_an_unfenced_hunk_ends_once_its_counted_lines_are_read() -> None:
    reply = (
        "--- a/article\n+++ b/article\n@@ -1,2 +1,2 @@\n"
        "-一、当天学生须穿校服。\n+一、当天学生须穿校服和运动鞋。\n"
        " 二、欢迎家长入校观看。\n\n只改了第一条。"
    )
    parsed = read_blocks(reply)
    assert [b.replace for b in parsed.blocks] == [
        "一、当天学生须穿校服和运动鞋。\n二、欢迎家长入校观看。"
    ]
    assert parsed.outside == ["只改了第一条。"]


def test_lines_that_still_carry_a_diff_mark_stay_in_a_hunk_whose_counts_are_wrong() -> None:
    reply = "@@ -1 +1 @@\n-a line\n+a new line\n-another line\n+another new line"
    parsed = read_blocks(reply)
    assert len(parsed.blocks) == 1
    assert parsed.blocks[0].search == "a line\nanother line"
    assert parsed.blocks[0].replace == "a new line\nanother new line"


def test_a_hunk_without_counts_reads_unmarked_lines_as_context() -> None:
    reply = "@@ @@\n-first\n+First\nsecond"
    parsed = read_blocks(reply)
    assert parsed.blocks[0].search == "first\nsecond"
    assert parsed.blocks[0].replace == "First\nsecond"


def test_a_diff_fence_without_a_hunk_header_is_still_a_diff() -> None:
    reply = (
        "```diff\n"
        "-**Safety:** the crossing is repainted. Please dismount there.\n"
        "+**Safety:** the crossing is repainted, but dim. Please still dismount there.\n"
        "```\n\nOnly the safety item changed."
    )
    assert has_blocks(reply)
    parsed = read_blocks(reply)
    body, failures = apply_blocks(ARTICLE, parsed.blocks)
    assert not failures and "but dim. Please still dismount" in body
    assert parsed.outside == ["Only the safety item changed."]


def test_file_lines_without_a_hunk_header_make_a_diff_but_a_markdown_list_does_not() -> None:
    headed = "--- a/post\n+++ b/post\n-See you on the road.\n+See you on the road, riders."
    assert has_blocks(headed)
    assert read_blocks(headed).blocks[0].replace == "See you on the road, riders."
    assert not has_blocks("Shopping:\n\n- milk\n- eggs\n+ extra butter")
