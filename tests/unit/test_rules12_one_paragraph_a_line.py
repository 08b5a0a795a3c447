"""Deleting or swapping paragraphs keeps the writer's own breaks and indentation: an article
written one paragraph a line (no blank lines, full-width indentation) stays so."""

from app.editing.rules import apply_rules

LINES = "\n".join(f"\u3000\u3000第{n}段：内容{n}。" for n in range(1, 6))


def test_deleting_a_paragraph_of_an_article_written_one_a_line_keeps_its_lines() -> None:
    edit = apply_rules("标题", LINES, "删除第3段")
    assert edit is not None and edit.changed
    assert edit.body == "\n".join(f"\u3000\u3000第{n}段：内容{n}。" for n in (1, 2, 4, 5))
    last = apply_rules("标题", LINES, "删除最后一段")
    assert last is not None
    assert last.body == "\n".join(f"\u3000\u3000第{n}段：内容{n}。" for n in (1, 2, 3, 4))


def test_swapping_paragraphs_keeps_the_breaks_between_them() -> None:
    edit = apply_rules("标题", LINES, "交换第1段和第5段")
    assert edit is not None
    assert edit.body.split("\n") == [f"\u3000\u3000第{n}段：内容{n}。" for n in (5, 2, 3, 4, 1)]
    spaced = apply_rules("T", "One.\n\nTwo.\n\n\nThree.", "swap paragraphs 1 and 3")
    assert spaced is not None and spaced.body == "Three.\n\nTwo.\n\n\nOne."


def test_blank_line_articles_still_lose_one_break_with_a_deleted_paragraph() -> None:
    edit = apply_rules("T", "One.\n\nTwo.\n\nThree.", "delete paragraph 2")
    assert edit is not None and edit.body == "One.\n\nThree."
