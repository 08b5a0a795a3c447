"""A partial reply shown in the chat keeps its line breaks (pure)."""

from app.domain.text import preview_lines


def test_a_title_stays_on_its_own_line() -> None:
    partial = "Notes\n\nThe team met on Monday.   They wro"
    assert preview_lines(partial) == "Notes\nThe team met on Monday. They wro"


def test_chinese_lines_are_kept() -> None:
    assert preview_lines("周末\n\n\n第一段：我们去了公园。") == "周末\n第一段：我们去了公园。"


def test_a_long_reply_is_cut_with_an_ellipsis_within_the_limit() -> None:
    partial = "Title\n\n" + "word " * 100
    shown = preview_lines(partial, limit=60)
    assert shown.startswith("Title\nword word")
    assert shown.endswith("…")
    assert len(shown) <= 60


def test_lines_after_the_limit_are_left_out() -> None:
    shown = preview_lines("a" * 30 + "\n" + "b" * 30 + "\n" + "c" * 30, limit=50)
    assert shown.split("\n")[0] == "a" * 30
    assert "c" not in shown and shown.endswith("…")


def test_blank_or_empty_reply() -> None:
    assert preview_lines("") == ""
    assert preview_lines("\n\n  \n") == ""
