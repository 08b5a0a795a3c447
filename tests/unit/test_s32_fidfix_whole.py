"""Session-32 fidelity fixes for whole-article replies: a one-line report of the edit under
every paragraph ("Fixed the company number…", 共改了4处。, 已更正…) is the model's note, and a
table's heading cell the suggestion renames ("change 'Aero 2' everywhere" to Aero Slim) takes
the new name; "not … without" said as "only … with" is no negation flipped."""

from __future__ import annotations

from app.editing.cells import keep_cells
from app.editing.negations import flipped
from tests.unit.judging import applied, judge

TITLE = "Lamp"
TABLE = "| | Lamp 2 |\n|---|---|\n| Power | 9 W |\n| Weight | 1.2 kg |"
PARAS = [
    "The Lamp 2 is a slim desk lamp.",
    TABLE,
    "Lamp is a trademark of Lumen Ltd (company no. 08412233).",
]
BODY = "\n\n".join(PARAS)


def _whole(paras: list[str]) -> str:
    return TITLE + "\n\n" + "\n\n".join(paras)


def test_a_report_of_the_edit_under_the_whole_article_is_the_note() -> None:
    fixed = [*PARAS[:2], PARAS[2].replace("08412233", "08412234")]
    for report in ("Fixed the company number in the legal notice.", "I've updated the number."):
        revised = applied(
            judge(TITLE, BODY, "The company number is 08412234.", _whole(fixed) + "\n\n" + report)
        )
        assert revised.body == "\n\n".join(fixed)
        assert revised.note == report


def test_a_chinese_count_of_changes_under_the_whole_letter_is_the_note() -> None:
    paras = ["各位家长：", "请您为孩子准备午餐。", "感谢您的支持。"]
    changed = [p.replace("您", "你") for p in paras]
    reply = "通知\n\n" + "\n\n".join(changed) + "\n\n共改了2处。"
    revised = applied(judge("通知", "\n\n".join(paras), "全文把“您”改成“你”。", reply))
    assert revised.body == "\n\n".join(changed)


def test_a_tables_heading_renamed_as_asked_takes_the_new_name() -> None:
    renamed = TABLE.replace("Lamp 2", "Lamp Slim")
    asked = ["We're renaming it Lamp Slim — change 'Lamp 2' everywhere."]
    assert keep_cells(TABLE, renamed, asked, 1) == (renamed, [])


def test_a_tables_heading_renamed_to_words_nobody_asked_for_is_given_back() -> None:
    renamed = TABLE.replace("Lamp 2", "Lamp Pro")
    text, withheld = keep_cells(TABLE, renamed, ["Change 'Lamp 2' to 'Lamp Slim' in the intro."], 1)
    assert text == TABLE and withheld


def test_a_changelogs_new_fixed_line_stays_article() -> None:
    paras = ["## 2.1.1", "Fixed the crash when saving.", "Updated the help page."]
    reply = "Changes\n\n" + "\n\n".join(paras) + "\n\nFixed the typo in the footer."
    revised = applied(
        judge("Changes", "\n\n".join(paras), "Add a line: we fixed the typo in the footer.", reply)
    )
    assert revised.body.endswith("Fixed the typo in the footer.")


def test_not_without_said_as_only_with_keeps_the_negation() -> None:
    before = "The lamp should not be used by children under 8 without supervision."
    assert flipped(before, "Children under 8 should only use it with an adult watching.") == []
    assert flipped(before, "Children under 8 should be used to it, with an adult near.") == ["not"]
