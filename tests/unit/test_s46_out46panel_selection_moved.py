"""selection_now: a span of one version of the article placed on a later version."""

from app.editing.selection_moved import selection_gone, selection_now


def _span(text: str, part: str, last: bool = False) -> tuple[int, int]:
    start = text.rindex(part) if last else text.index(part)
    return start, start + len(part)


def test_words_moved_down_by_a_paragraph_added_above() -> None:
    old = "关于猫的开头。\n\n猫坐着。\n\n猫跑了。"
    new = "新的一段。\n\n" + old
    assert selection_now(old, new, _span(old, "猫跑了。")) == _span(new, "猫跑了。")


def test_the_chosen_one_of_repeated_words_stays_chosen() -> None:
    old = "Same.\n\nMiddle.\n\nSame."
    new = "Top.\n\nSame.\n\nMiddle, longer now.\n\nSame."
    assert selection_now(old, new, _span(old, "Same.", last=True)) == _span(new, "Same.", True)
    assert selection_now(old, new, _span(old, "Same.")) == _span(new, "Same.")


def test_words_inside_a_changed_line_are_found_where_they_are() -> None:
    old = "猫坐着，很安静。\n\n狗跑了。"
    new = "猫坐着，很安静，也很乖。\n\n狗跑了。"
    assert selection_now(old, new, _span(old, "很安静")) == _span(new, "很安静")


def test_words_that_are_gone_are_not_placed_anywhere() -> None:
    old = "Intro.\n\nThe cat ran."
    assert selection_now(old, "Intro.\n\nThe dog ran.", _span(old, "The cat ran.")) is None
    assert selection_now(old, old, (3, 3)) is None


def test_the_refusal_is_said_in_the_writers_language() -> None:
    assert "请重新选中" in selection_gone("写得生动一些", "猫跑了。")
    assert "Select the text again" in selection_gone("make it vivid", "The cat ran.")
