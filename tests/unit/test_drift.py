"""Markup the model retypeset without being asked is given back the writer's own markup."""

from app.editing.drift import (
    asks_about_form,
    markup_only,
    restore_markup,
    restore_typography,
    restore_width,
)


def test_a_renumbered_list_keeps_the_writers_numbers() -> None:
    before = "1. Beta opens.\n1. Pricing stays.\n1. Survey is cut."
    after = "1. Beta opens.\n2. Pricing stays.\n3. Survey is cut."
    assert markup_only(before, after)
    assert restore_markup(before, after) == before


def test_a_heading_made_bold_and_a_realigned_table_are_markup_only() -> None:
    assert markup_only("## 2.4.0 — 2026-11-18", "**2.4.0 — 2026-11-18**")
    table = "| Item | Target |\n|---|---|\n| Noise | 28 dB |"
    padded = "| Item  | Target |\n| ----- | ------ |\n| Noise | 28 dB  |"
    assert markup_only(table, padded)
    assert markup_only("一、岗位要求\n1. 年满18周岁；", "一、岗位要求\n（1）年满18周岁；")


def test_a_changed_line_keeps_its_change_and_only_drifted_lines_go_back() -> None:
    before = "| Item | Target |\n|---|---|\n| Noise | 28 dB |\n| Price | $49 |"
    after = "| Item  | Target |\n| ----- | ------ |\n| Noise | 28 dB  |\n| Price | $45 |"
    assert restore_markup(before, after) == (
        "| Item | Target |\n|---|---|\n| Noise | 28 dB |\n| Price | $45 |"
    )
    assert not markup_only(before, after)


def test_words_changed_are_not_markup() -> None:
    assert not markup_only("## Key numbers", "**Key figures**")
    changed = "1. 加冷水。\n2. 烧开。"
    assert restore_markup("1. 加水。\n2. 烧开。", changed) == changed
    # lines added or removed: nothing is paired, the reply's text stands
    assert restore_markup("- a\n- b", "- a\n- b\n- c") == "- a\n- b\n- c"


def test_a_suggestion_about_the_markup_asks_for_it() -> None:
    assert asks_about_form(["Make the headings bold"])
    assert asks_about_form(["Renumber the decisions"])
    assert asks_about_form(["把小标题改成加粗"])
    assert asks_about_form(["引号统一成中文引号"])
    assert not asks_about_form(["Move the next sync to 10:30."])
    assert not asks_about_form(["上周回顾补充：客单价提升8%"])


def test_a_changed_line_keeps_the_writers_item_mark_and_cell_spacing() -> None:
    assert restore_markup("1. Heat.\n1. Bake 35 min.", "1. Heat.\n2. Bake 40 min.") == (
        "1. Heat.\n1. Bake 40 min."
    )
    assert restore_markup("- 150 g sugar", "* 180 g sugar") == "- 180 g sugar"
    table = "| Ticket | Price |\n|---|---|\n| Child | £3 |"
    padded = "| Ticket | Price |\n|--------|-------|\n| Child  | £3.50 |"
    assert restore_markup(table, padded) == "| Ticket | Price |\n|---|---|\n| Child | £3.50 |"


def test_sentences_only_retypeset_keep_the_writers_typography() -> None:
    before = '"Go," she said. It was late.'
    assert restore_typography(before, "“Go,” she said. It was very late.") == (
        '"Go," she said. It was very late.'
    )
    before = "简单说,就是设计输入。它会更专业。"
    assert restore_typography(before, "简单说，就是设计输入。它会专业得多。") == (
        "简单说,就是设计输入。它会专业得多。"
    )


def test_a_bracketed_heading_made_a_markdown_heading_is_markup_only() -> None:
    assert markup_only("【线路一：湖滨栈道】", "## 线路一：湖滨栈道")
    assert restore_markup("【线路一：湖滨栈道】", "## 线路一：湖滨栈道") == "【线路一：湖滨栈道】"
    assert markup_only("[Verse 2]\nThe gate is rust", "**Verse 2**\nThe gate is rust")
    assert not markup_only("【线路一：湖滨栈道】", "## 线路一：湖边栈道")


def test_half_width_punctuation_after_chinese_takes_the_writers_full_width() -> None:
    before = "周师傅：前几年不太好，茶叶卖不上价。"
    after = "周师傅:前几年不太好,一斤春茶只卖两百块.后来开了网店,才好起来!"
    assert (
        restore_width(before, after)
        == "周师傅：前几年不太好，一斤春茶只卖两百块。后来开了网店，才好起来！"
    )


def test_width_is_left_alone_where_the_writer_mixes_or_writes_latin() -> None:
    mixed = "版本:2.4.0，已发布。"
    assert restore_width(mixed, "版本:2.5.0,已发布.") == "版本:2.5.0,已发布."
    assert restore_width("Hello, world.", "Hello, 世界.") == "Hello, 世界."
    assert restore_width("文件名：a.py。", "文件名：b.py和c.py.") == "文件名：b.py和c.py."
    assert restore_width("等等。", "等等...") == "等等..."
