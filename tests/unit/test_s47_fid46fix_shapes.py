"""Reply shapes and places of fidelity_blind46 (session 47): a section appended after the last
paragraph, 【修改前】/【修改后】 labels, the quote named as the place, the list named by its words
among two, nested quote marks retypeset."""

from __future__ import annotations

from app.editing.appended_sections import without_appended_section
from app.editing.beside import beside_block
from app.editing.drift import restore_typography
from app.editing.formats.common import REVISED_LABEL, _revised_half
from app.editing.nth_kind import one_quote_named
from app.editing.scope import Scope

ARTICLE = ["Intro.", "## House rules", "- No microwaves.", "Questions? Write to us."]


def test_a_summary_section_after_the_last_paragraph_is_withheld() -> None:
    reply = [*ARTICLE[:1], "## Before you come", *ARTICLE[2:], "## Summary", "Bring 2 items."]
    kept, withheld = without_appended_section(reply, ARTICLE, Scope(form=True), ["Rename it"])
    assert kept == reply[:4]
    assert [w.after for w in withheld] == ["## Summary\n\nBring 2 items."]


def test_a_bold_summary_label_is_withheld_and_a_new_closing_line_is_not_read_here() -> None:
    reply = [*ARTICLE, "**总结：** 3月13日见。"]
    kept, withheld = without_appended_section(
        reply, ARTICLE, Scope(paragraphs=frozenset({2})), ["x"]
    )
    assert kept == ARTICLE and len(withheld) == 1
    plain = [*ARTICLE, "See you there!"]  # no heading: inserts.py judges it
    assert without_appended_section(plain, ARTICLE, Scope(), ["x"]) == (plain, [])


def test_a_section_asked_for_stays() -> None:
    reply = [*ARTICLE, "## Summary", "Bring 2 items."]
    assert without_appended_section(reply, ARTICLE, Scope(adds=True), ["Add a summary"])[1] == []
    assert (
        without_appended_section(reply, ARTICLE, Scope(), ["Sum up the post at the end"])[1] == []
    )
    asked = Scope(quoted=frozenset({"## Summary"}))
    assert without_appended_section(reply, ARTICLE, asked, ["x"])[1] == []
    # the writer's own heading given again is no new section
    again = [*ARTICLE, "## House rules", "- No microwaves."]
    assert without_appended_section(again, ARTICLE, Scope(), ["x"])[1] == []


def test_bracketed_before_and_after_labels() -> None:
    assert _revised_half("【修改前】旧的一句。\n【修改后】新的一句。") == ("新的一句。", [])
    assert _revised_half("【原文】\n旧的一句。\n\n【修改后】\n新的一句。") == ("新的一句。", [])
    assert _revised_half("[Before] Old line.\n[After] New line.") == ("New line.", [])
    assert REVISED_LABEL.match("[New] Dark mode is here.") is None  # a changelog's own tag


def test_the_quote_named_as_the_place() -> None:
    paragraphs = [
        "开头。",
        "同学们都很喜欢。",
        "> 去年有同学说：“原来星星真的会‘眨眼’！”",
        "咨询电话。",
    ]
    assert one_quote_named("那句同学的话后面加上英文翻译。", paragraphs, {1}) == {2}
    assert one_quote_named("引用那句前面说明是谁说的。", paragraphs, {1}) == {2}
    assert one_quote_named("同学那段改短。", paragraphs, {1}) == set()


def test_the_paragraph_after_a_list_named_among_two() -> None:
    paragraphs = [
        "Intro.",
        "## How it works",
        "1. Buy a wristband.\n2. Visit the gardens.",
        "## Please don't",
        "- Pick flowers.\n- Bring dogs.",
        "Last year 230 visitors came.",
        "Thanks.",
    ]
    assert beside_block("Shorten the paragraph after the please-don't list.", paragraphs) == {5}
    assert beside_block("Shorten the paragraph after the don't list.", paragraphs) == {5}
    assert beside_block("Shorten the paragraph after the list.", paragraphs) is None


def test_nested_quote_marks_retypeset_are_given_back() -> None:
    before = "> 去年有同学说：“原来星星真的会‘眨眼’！”"
    assert restore_typography(before, "> 去年有同学说：「原来星星真的会『眨眼』！」") == before


def test_the_paragraph_above_a_quoted_heading() -> None:
    paragraphs = [
        "暑假到了！",
        "## 挑战规则",
        "1. 读书。\n2. 盖章。",
        "报名时每人领一张阅读卡。",
        "## 温馨提示",
        "- 带证。",
    ]
    assert beside_block("“温馨提示”前面那段第一句改短。", paragraphs) == {3}
    english = ["Intro.", "## Costs", "Price.", "## Safety", "Helmets."]
    assert beside_block("Shorten the paragraph before the 'Safety' heading.", english) == {2}
    assert beside_block("Shorten the paragraph before the 'Costs' heading.", english) == {0}
    assert beside_block("“挑战规则”前面加一段：欢迎报名。", paragraphs) is None  # a new paragraph
