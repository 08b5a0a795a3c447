"""Session 45 (fid44fix): the shapes fidelity_blind44 lost text on, read by the pure checks."""

from __future__ import annotations

import pytest

from app.editing.beside import block_named
from app.editing.counted_lists import check_counted_lists, counted_lists
from app.editing.dropped_requirements import dropped_requirements_line
from app.editing.dropped_rules import check_dropped_rules, dropped_rules
from app.editing.elided import Refused
from app.editing.kinds_named import named_kind
from app.editing.places import named_paragraphs
from app.editing.scaling import unscaled
from app.editing.swapped_numerals import check_swapped_numerals, recounted
from app.editing.topic_words import figure_not_at

RECIPE = [
    "Intro.",
    "| Ingredient | Amount |\n| --- | --- |\n| Flour | 500 g |\n| Water | 350 ml |",
    "Knead well.[^1]",
    "Thanks for reading!",
    "[^1]: Or use a mixer.",
]


def test_the_closing_line_is_above_the_footnote_definitions() -> None:
    assert named_paragraphs("Make the closing line warmer.", len(RECIPE), RECIPE) == {3}
    assert named_paragraphs("结尾那句写得更暖一点。", len(RECIPE), RECIPE) == {3}


def test_the_last_paragraph_of_an_article_without_definitions_is_its_last() -> None:
    plain = RECIPE[:4]
    assert named_paragraphs("Make the last paragraph warmer.", len(plain), plain) == {3}


def test_a_written_condition_cut_from_its_kept_act_is_refused() -> None:
    with pytest.raises(Refused, match="书面"):
        dropped_requirements_line(
            "家属须书面申请，可申请送餐。", "家属申请即可，可申请送餐。", ["温和一点"]
        )


def test_a_written_condition_recast_with_its_act_is_named() -> None:
    before = "**请假：**不能到场的家长须提前两天向班主任书面请假。"
    after = "**请假：**如果不能到场，请提前两天向班主任说明。"
    assert "书面" in dropped_requirements_line(before, after, ["客气一点"])


def test_a_counted_list_is_read_with_its_items() -> None:
    assert counted_lists("每天开放内科、外科、儿科三个科室。") == [["内科", "外科", "儿科"]]
    assert counted_lists("three boats are ready: Swift, Heron and Kestrel.") == [
        ["Swift", "Heron", "Kestrel"]
    ]
    assert counted_lists("开放内科、外科两个科室和药房。") == [["内科", "外科"]]
    assert counted_lists("开放内科、外科、儿科两个科室。") == []  # the count is not the list's


def test_a_counted_list_cut_short_is_refused_and_kept_whole_is_not() -> None:
    before = "开放语文、数学、英语三个学科的课堂展示。"
    with pytest.raises(Refused, match="英语"):
        check_counted_lists(before, "可以走进语文和数学课堂。", ["生动一些"])
    check_counted_lists(before, "语文、数学、英语三个学科都开放。", ["生动一些"])
    check_counted_lists(before, "开放语文和数学。", ["删掉英语"])


def test_a_ratio_changed_with_its_words_moved_is_refused() -> None:
    assert recounted("带两本旧书可换一本。", "一本旧书就能换一本。") == [("两本", "一本")]
    assert recounted("旧校服三件可换新校服一件。", "攒够三件旧校服，就能换一件新校服。") == []
    with pytest.raises(Refused, match="两本"):
        check_swapped_numerals("带两本旧书可换一本。", "一本旧书就能换一本。")


def test_a_rule_dropped_while_softening_is_refused_and_softened_is_kept() -> None:
    before = "校内停车位有限，请绿色出行，校门口不得停车。"
    assert dropped_rules(before, "校内停车位有限，欢迎大家绿色出行～") == ["校门口不得停车"]
    assert dropped_rules(before, "欢迎绿色出行，校门口请勿停车哦。") == []
    with pytest.raises(Refused, match="No boat"):
        check_dropped_rules("Three boats. No boat goes out after dark.", "Three boats!", [])
    # what cannot be is no rule: "不能用", "has not worked"
    assert dropped_rules("更新之后搜索就一直不能用。", "更新后搜索坏了。") == []
    assert dropped_rules("Search has not worked since May.", "Search broke in May.") == []


def test_an_amount_scaled_into_another_unit_is_the_asked_multiple() -> None:
    before = "| Item | Amount |\n| --- | --- |\n| Flour | 500 g |\n| Water | 350 ml |"
    after = "| Item | Amount |\n| --- | --- |\n| Flour | 1 kg |\n| Water | 700 ml |"
    put_back = unscaled(before, after, ["Double every amount."])
    assert "| Flour | 500 g |" in put_back and "| Water | 350 ml |" in put_back


def test_a_fraction_rounded_down_to_a_smaller_fraction_is_refused() -> None:
    with pytest.raises(Refused):
        unscaled(
            "| 洋葱 | 1个 |\n| 清水 | 1.5升 |",
            "| 洋葱 | 半个 |\n| 清水 | 0.5升 |",
            ["用量全部减半。"],
        )


def test_the_shell_snippet_is_the_sh_block() -> None:
    paragraphs = ["Run:", "```sh\nmkdir -p x\n```", "Done."]
    assert block_named("In the shell snippet, back up the file first.", paragraphs) == {1}


def test_the_poem_is_not_the_notice_signature() -> None:
    paragraphs = [
        "通知。",
        "春天来了\n泥土醒了\n种子发芽\n愿望长大",
        "请登记。",
        "物业中心\n3月1日",
    ]
    assert named_kind("诗的第二行改得生动些", paragraphs) == {1}


def test_the_opening_date_is_the_openings_only_when_it_gives_one() -> None:
    greeting = ["春天好！", "定在5月8日。"]
    assert figure_not_at({0}, "的日期改一下", greeting)
    assert not figure_not_at({1}, "的日期改一下", greeting)
    assert not figure_not_at({0}, "那段改一下", greeting)
