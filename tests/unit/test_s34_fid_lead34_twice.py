"""A whole article written twice, labelled draft and final, is read as its final copy; two
different versions with no such labels are left for the judge to refuse or offer (the same
article twice is read once since session 50: tests/unit/test_s50_fid49shapes_twice.py)."""

from __future__ import annotations

from app.editing.formats.twice import last_of_two

TITLE = "Spring at the Garden"
BODY = "The beds are waking up.\n\nWork days are on Saturdays."
DRAFT = f"{TITLE}\n\nThe beds wake.\n\nWork days are on Saturdays."
FINAL = f"{TITLE}\n\nThe beds are stretching awake!\n\nWork days are on Saturdays."


def test_a_draft_then_a_final_copy_reads_as_the_final_one() -> None:
    assert (
        last_of_two(f"**Draft:**\n\n{DRAFT}\n\n**Final version:**\n\n{FINAL}", TITLE, BODY) == FINAL
    )
    assert last_of_two(f"初稿：\n\n{DRAFT}\n\n定稿：\n\n{FINAL}", TITLE, BODY) == FINAL
    assert last_of_two(f"Draft\n\n{DRAFT}\n\n# {FINAL}", TITLE, BODY) == f"# {FINAL}"


def test_copies_without_labels_are_left_as_they_are() -> None:
    for reply in (
        f"{DRAFT}\n\n{FINAL}",
        f"Option 1:\n\n{DRAFT}\n\nOption 2:\n\n{FINAL}",
    ):
        assert last_of_two(reply, TITLE, BODY) == reply
