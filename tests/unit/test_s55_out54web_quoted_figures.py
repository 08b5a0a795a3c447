"""A refusal quotes a changed figure as the writer wrote it there (outside54 F11): "Year 5" →
"Year 6" in an article that also says "five weekday mornings" is “5” → “6”, not “five”."""

from __future__ import annotations

from app.editing.fact_reading import changed_facts


def test_the_changed_spelling_is_quoted_not_the_first_one() -> None:
    before = "We counted on five weekday mornings.\n\nThanks to the Year 5 class."
    assert changed_facts(before, before.replace("Year 5", "Year 6")) == (["5"], ["6"])
    # The other way round: "five" is what changed.
    assert changed_facts(before, before.replace("five", "six")) == (["five"], ["six"])


def test_chinese_figures_too() -> None:
    before = "来了三十个人。\n\n一共收了30份问卷。"
    assert changed_facts(before, before.replace("30份", "40份")) == (["30"], ["40"])
    assert changed_facts(before, before.replace("三十个", "四十个")) == (["三十"], ["四十"])


def test_one_spelling_only_is_unchanged() -> None:
    before = "Year 5 and Year 5 again."
    assert changed_facts(before, "Year 6 and Year 5 again.") == (["5"], ["6"])
