"""Session 53's reply shapes (fidelity_blind52): line-number marks, the article as TOML, a
paragraph given as a draft then a final, a table row named by its key cell."""

from __future__ import annotations

from app.editing.formats.line_refs import without_line_refs
from app.editing.formats.structured import restructured
from app.editing.formats.toml_reply import toml_record
from app.editing.formats.twice import last_of_two
from app.editing.table_text import names_keyed_row

BODY = ["First paragraph, 12 words.", "## Heading", "Contact Tomasz on 0161 496 0732."]


def test_line_mark_taken_off_one_line() -> None:
    reply = "Only line 29 changes:\n\nL29: Tomasz answers questions on 0161 496 0732."
    assert without_line_refs(reply, BODY) == (
        "Only line 29 changes:\n\nTomasz answers questions on 0161 496 0732."
    )


def test_line_marks_in_chinese_and_spelled_out() -> None:
    assert without_line_refs("L5：为缓解门诊排队压力。", ["各位市民："]) == "为缓解门诊排队压力。"
    assert without_line_refs("Line 7: Meet at the boathouse.", BODY) == "Meet at the boathouse."


def test_every_line_numbered_blank_ones_too() -> None:
    reply = "L1: Title\nL2:\nL3: First paragraph.\nL4:\nL5: ## Heading"
    assert without_line_refs(reply, BODY) == "Title\n\nFirst paragraph.\n\n## Heading"


def test_article_own_row_marks_kept() -> None:
    rows = ["L1: knit 2, purl 2.\nL2: knit all stitches."]
    assert without_line_refs("L1: purl 2, knit 2.\nL2: knit all.", rows) == (
        "L1: purl 2, knit 2.\nL2: knit all."
    )


def test_falling_numbers_are_no_line_marks() -> None:
    reply = "L3: one\nL1: two"
    assert without_line_refs(reply, BODY) == reply


TOML = '```toml\ntitle = "The swap"\nbody = """\nFirst paragraph.\n\n## How\n\nLast one."""\n```'


def test_toml_article_read_as_title_and_body() -> None:
    assert toml_record(TOML, "First.") == {
        "title": "The swap",
        "body": "First paragraph.\n\n## How\n\nLast one.",
    }
    assert restructured("Here it is:\n\n" + TOML, "Old", "First.") == (
        "The swap\n\nFirst paragraph.\n\n## How\n\nLast one."
    )


def test_toml_literal_strings_and_a_backslash() -> None:
    reply = "title = 'Paths'\nbody = '''\nSave it in C:\\Users\\me.'''"
    assert toml_record(reply, "x") == {"title": "Paths", "body": "Save it in C:\\Users\\me."}
    basic = 'title = "Paths"\nbody = """\nSave it in C:\\Users\\me."""'
    assert toml_record(basic, "x") == {"title": "Paths", "body": "Save it in C:\\Users\\me."}


def test_toml_the_article_holds_is_no_reply_record() -> None:
    own = 'title = "My devices"\nbody = """\nLaptop\n"""'
    body = f"Settings:\n\n```toml\n{own}\n```"
    assert toml_record(f"```toml\n{own}\n```", body) is None
    assert toml_record("Just prose, title = nothing here.", body) is None


def test_draft_then_final_inline_labels() -> None:
    reply = "初稿：考试快到了。\n\n最终版：6月12日就要考试了！请认真读须知。"
    assert (
        last_of_two(reply, "须知", "考试将于6月12日举行。") == "6月12日就要考试了！请认真读须知。"
    )


def test_final_label_with_an_aside() -> None:
    reply = "**Draft:**\n\nShort one.\n\n**Final** (the draft lost the workshop):\n\nLong one."
    assert last_of_two(reply, "T", "Original.") == "Long one."
    inline = "**First draft:** Short.\n\n**Final version** (keeps the rule): Long one."
    assert last_of_two(inline, "T", "Original.") == "Long one."


def test_article_own_draft_and_final_entries_kept() -> None:
    body = "Draft: the budget was agreed.\n\nFinal: the accounts were signed off."
    reply = "Draft: the budget was agreed.\n\nFinal: Priya signed off the accounts."
    assert last_of_two(reply, "Minutes", body) == reply


def test_final_without_a_draft_is_left_alone() -> None:
    reply = "Final: entries close at noon."
    assert last_of_two(reply, "T", "Entries close at noon.") == reply


def test_row_named_by_key_after_its_heading() -> None:
    assert names_keyed_row("Shelf", "B", "shelf b in the table should read 'x'.")
    assert names_keyed_row("书架", "B", "表里书架b那一行改成“自然百科”。")
    assert not names_keyed_row("Shelf", "B", "the shelf by the door.")
    assert not names_keyed_row("Shelf", "Beans", "shelf beans")
    assert not names_keyed_row("Room", "2", "room 21 is closed.")


def test_untouched_paragraph_keeps_the_writers_marks() -> None:
    from app.editing.formats.same_marks import writers_marks

    body = ["**Entry: £2**", "Theme: *Under the Sea*.", "- Cake\n- Tombola", "Intro."]
    reply = ["__Entry: £2__", "Theme: _Under the Sea_.", "* Cake\n* Tombola", "Intro, longer."]
    assert writers_marks(reply, body, "Make the intro longer.") == [*body[:3], "Intro, longer."]
    assert writers_marks(["__报名：10月8日__"], ["**报名：10月8日**"], "加一句。") == [
        "**报名：10月8日**"
    ]


def test_marks_asked_about_stay_as_the_model_wrote_them() -> None:
    from app.editing.formats.same_marks import writers_marks

    assert writers_marks(["__Entry__"], ["**Entry**"], "Use underscores for bold.") == ["__Entry__"]
    assert writers_marks(["__报名__"], ["**报名**"], "加粗改用下划线写法") == ["__报名__"]
