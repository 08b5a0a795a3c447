# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 54o (tests/data/fidelity_dev54o/*.jsonl), session 54's out54fix:
variants of outside53's F2/F6 (what the writer is shown as "the model's note": a lead-in that
ends on a colon into the text, a change list's label, its Markdown and its boilerplate) and F5
(a Markdown table the model only re-padded, offered as "paragraph N: rewritten"), in new
articles and wordings, English and Chinese, with the traps a too-broad fix would break.

    .venv/bin/python tests/data/fidelity_dev54o/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402

GARDEN_T = "The Elm Street garden"
GARDEN = [
    "The Elm Street community garden opens for the season on Saturday 3 May at 9 am.",
    "Anyone can join. Bring gloves, a bottle of water and something to kneel on.",
    "| Plot | Holder | Fee |\n|---|---|---|\n| A1 | Ruth Okafor | £12 |\n| A2 | Tom Hale | £12 |",
    "We share tools from the shed by the gate, and the key hangs in the café next door.",
]
GARDEN_P2 = (
    "Everyone is welcome! Just bring gloves, a bottle of water and something soft to kneel on."
)
GARDEN_PADDED = "| Plot | Holder      | Fee |\n|------|-------------|-----|\n| A1   | Ruth Okafor | £12 |\n| A2   | Tom Hale    | £12 |"
GARDEN_P1 = (
    "Good news: the Elm Street community garden opens for the season on Saturday 3 May at 9 am!"
)

CAIYUAN_T = "榆树街社区菜园"
CAIYUAN = [
    "榆树街社区菜园五月三日（星期六）上午九点开园。",
    "谁都可以来参加。请自带手套、一瓶水和跪垫。",
    "| 地块 | 认领人 | 费用 |\n|:---|:---|---:|\n| A1 | 王秀英 | 12元 |\n| A2 | 陈立 | 12元 |",
    "工具放在门口的小屋里，钥匙挂在隔壁的茶馆。",
]
CAIYUAN_P2 = "欢迎大家都来！带上手套、一瓶水，再带个软和的跪垫就行。"
CAIYUAN_PADDED = "| 地块 | 认领人 | 费用 |\n|:-----|:-------|-----:|\n| A1   | 王秀英 | 12元 |\n| A2   | 陈立   | 12元 |"

MEETUP_T = "Night-bus times"
MEETUP = [
    "From June the night bus leaves the station every 40 minutes.",
    "|  Stop  |  First  |  Last  |\n|  :---  |  ---:  |  ---:  |\n|  Station  |  23:10  |  04:30  |\n|  Harbour  |  23:25  |  04:45  |",
    "Tickets cost the same as by day, and a day pass still works after midnight.",
]
MEETUP_COMPACT = "| Stop | First | Last |\n|:---|---:|---:|\n| Station | 23:10 | 04:30 |\n| Harbour | 23:25 | 04:45 |"
MEETUP_P1 = "Starting in June, a night bus will leave the station every 40 minutes."

NOTE_F = "note"
TABLE_F = "table"


def note_case(
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paras: list[str],
    ask: str,
    reply: str,
    expected: list[str],
    contains: str | None = None,
    lacks: str | None = None,
) -> None:
    expect: dict[str, Any] = {"outcome": "applied", "title": title, "body": "\n\n".join(expected)}
    if contains:
        expect["note_contains"] = contains
    if lacks:
        expect["note_lacks"] = lacks
    case(NOTE_F, id, lang, kind, source, title, paras, ask, [reply], expect=expect)


# --- F2: a lead-in that ends on a colon into the article or the paragraph --------------------
g2 = swap(GARDEN, 1, GARDEN_P2)
c2 = swap(CAIYUAN, 1, CAIYUAN_P2)
note_case(
    "d54o-lead-en-01",
    "en",
    "lead_in_colon",
    "outside53 F2 in English: 'I've changed the second paragraph to:'",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    "I've changed the second paragraph to:\n\n" + full(GARDEN_T, g2),
    g2,
    lacks="changed the second paragraph to",
)
note_case(
    "d54o-lead-zh-01",
    "zh",
    "lead_in_colon",
    "outside53 F2: 好的，我把第二段改成了：",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    "好的，我把第二段改成了：\n\n" + full(CAIYUAN_T, c2),
    c2,
    lacks="我把第二段改成了",
)
note_case(
    "d54o-lead-zh-02",
    "zh",
    "lead_in_colon",
    "已将第二段修改为：",
    CAIYUAN_T,
    CAIYUAN,
    "第二段语气亲切些",
    "已将第二段修改为：\n\n" + full(CAIYUAN_T, c2),
    c2,
    lacks="修改为",
)
note_case(
    "d54o-lead-zh-03",
    "zh",
    "lead_in_colon",
    "我把第二段调整成了这样：, the paragraph alone",
    CAIYUAN_T,
    CAIYUAN,
    "第二段再热情一点",
    "我把第二段调整成了这样：\n\n" + CAIYUAN_P2,
    c2,
    lacks="调整成了这样",
)
note_case(
    "d54o-lead-en-02",
    "en",
    "lead_in_colon",
    "a lead-in with 'so it now reads:', the paragraph alone",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 friendlier.",
    "Sure, I rewrote paragraph 2 so it now reads:\n\n" + GARDEN_P2,
    g2,
    lacks="now reads",
)
note_case(
    "d54o-lead-en-03",
    "en",
    "lead_in_colon",
    "'I've updated the opening to:' + the whole article",
    GARDEN_T,
    GARDEN,
    "Make the first paragraph more exciting.",
    "I've updated the opening to:\n\n" + full(GARDEN_T, swap(GARDEN, 0, GARDEN_P1)),
    swap(GARDEN, 0, GARDEN_P1),
    lacks="updated the opening",
)

# --- F6: a change list with its label, Markdown and boilerplate -----------------------------
note_case(
    "d54o-list-en-01",
    "en",
    "change_list",
    "outside53 F6: fenced article + **Changes made:** list with 'Kept everything else the same'",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    "Here's the revised article with a warmer second paragraph:\n\n```markdown\n"
    + full(GARDEN_T, g2)
    + "\n```\n\n**Changes made:**\n- Made paragraph 2 more welcoming\n- Kept everything else the same",
    g2,
    contains="Made paragraph 2 more welcoming",
    lacks="Kept everything else",
)
note_case(
    "d54o-list-en-02",
    "en",
    "change_list",
    "### Summary of changes + * items + 'No other changes were made.'",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    full(GARDEN_T, g2)
    + "\n\n### Summary of changes\n* Opened paragraph 2 with a welcome\n* No other changes were made.",
    g2,
    contains="Opened paragraph 2 with a welcome",
    lacks="No other changes",
)
note_case(
    "d54o-list-en-03",
    "en",
    "change_list",
    "bold label, the items' Markdown marks shown literally before",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    full(GARDEN_T, g2) + "\n\n**What I changed:**\n- **Paragraph 2:** added a welcome and 'soft'",
    g2,
    contains="Paragraph 2: added a welcome",
    lacks="**",
)
note_case(
    "d54o-list-zh-01",
    "zh",
    "change_list",
    "**修改说明：** 1. … 2. 其余内容保持不变",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    full(CAIYUAN_T, c2)
    + "\n\n**修改说明：**\n1. 第二段开头加了“欢迎大家都来”\n2. 其余内容保持不变",
    c2,
    contains="第二段开头加了“欢迎大家都来”",
    lacks="其余内容保持不变",
)
note_case(
    "d54o-list-zh-02",
    "zh",
    "change_list",
    "主要改动： - … - 其他部分没有改动。",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    full(CAIYUAN_T, c2) + "\n\n主要改动：\n- 第二段语气更热情\n- 其他部分没有改动。",
    c2,
    contains="第二段语气更热情",
    lacks="其他部分没有改动",
)
note_case(
    "d54o-list-zh-03",
    "zh",
    "change_list",
    "**改动** in bold markdown: no asterisks shown",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    full(CAIYUAN_T, c2) + "\n\n**改动：** 把“谁都可以来参加”改成了“欢迎大家都来”。",
    c2,
    contains="改动",
    lacks="**",
)

# --- traps: notes that say something about the edit stay -------------------------------------
note_case(
    "d54o-keep-en-01",
    "en",
    "note_kept",
    "a note with a colon in it, after a rule under the article",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    full(GARDEN_T, g2) + "\n\n---\n\nOne change to check: I added 'soft' to the kneeling pad.",
    g2,
    contains="I added 'soft' to the kneeling pad",
)
note_case(
    "d54o-keep-zh-01",
    "zh",
    "note_kept",
    "我改了第二段，其余保持不变。 — one sentence that says what changed",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    full(CAIYUAN_T, c2) + "\n\n我改了第二段的开头，其余保持不变。",
    c2,
    contains="我改了第二段的开头",
)
note_case(
    "d54o-keep-en-02",
    "en",
    "note_kept",
    "a list item that keeps a named fact is no boilerplate",
    GARDEN_T,
    GARDEN,
    "Make the first paragraph more exciting.",
    full(GARDEN_T, swap(GARDEN, 0, GARDEN_P1))
    + "\n\nChanges:\n- Added 'Good news' at the start\n- Kept the opening date and time as they were",
    swap(GARDEN, 0, GARDEN_P1),
    contains="Kept the opening date and time",
)
note_case(
    "d54o-keep-zh-02",
    "zh",
    "note_kept",
    "改动：with items, the label kept as their lead (dev14b's d14b-remarks-zh-03)",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    full(CAIYUAN_T, c2) + "\n\n改动：\n- 开头加了“欢迎大家都来”\n- 跪垫写成“软和的跪垫”",
    c2,
    contains="改动：开头加了",
)
note_case(
    "d54o-keep-en-03",
    "en",
    "note_kept",
    "a warning the writer needs, not a pleasantry",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    full(GARDEN_T, g2)
    + "\n\n---\n\nI could not tell whether the shed key is still kept at the café, so I left that sentence as it was.",
    g2,
    contains="could not tell whether the shed key",
)


# --- F5: a table only re-padded outside the ask ----------------------------------------------
def table_case(
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paras: list[str],
    ask: str,
    reply: str,
    expected: list[str],
    contains: str | None,
    lacks: str | None,
    withheld: int = 1,
) -> None:
    expect: dict[str, Any] = {"outcome": "applied", "title": title, "body": "\n\n".join(expected)}
    if withheld:
        expect["withheld_min"] = withheld
    if contains:
        expect["note_contains"] = contains
    if lacks:
        expect["note_lacks"] = lacks
    case(TABLE_F, id, lang, kind, source, title, paras, ask, [reply], expect=expect)


table_case(
    "d54o-table-en-01",
    "en",
    "table_padded_named",
    "outside53 F5: paragraph 2 restyled, the table re-padded",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    full(GARDEN_T, swap(g2, 2, GARDEN_PADDED)),
    g2,
    "the table's spacing",
    "rewritten",
)
table_case(
    "d54o-table-zh-01",
    "zh",
    "table_padded_named",
    "F5 in Chinese, alignment colons kept in a longer rule",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    full(CAIYUAN_T, swap(c2, 2, CAIYUAN_PADDED)),
    c2,
    "表格的空格",
    "重写",
)
table_case(
    "d54o-table-en-02",
    "en",
    "table_padded_named",
    "the padding taken out of a padded table (colons kept)",
    MEETUP_T,
    MEETUP,
    "Reword the first paragraph.",
    full(MEETUP_T, swap(swap(MEETUP, 0, MEETUP_P1), 1, MEETUP_COMPACT)),
    swap(MEETUP, 0, MEETUP_P1),
    "the table's spacing",
    "rewritten",
)
# traps: a re-padded table with a cell or an alignment changed is no spacing change
table_case(
    "d54o-table-en-03",
    "en",
    "table_changed_trap",
    "re-padded and a fee changed (£12 → £15): offered as the cell changed, not as spacing or a rewrite",
    GARDEN_T,
    GARDEN,
    "Make paragraph 2 warmer.",
    full(
        GARDEN_T,
        swap(
            g2,
            2,
            GARDEN_PADDED.replace("| A2   | Tom Hale    | £12 |", "| A2   | Tom Hale    | £15 |"),
        ),
    ),
    g2,
    "“£12” → “£15”",
    "spacing",
)
table_case(
    "d54o-table-zh-02",
    "zh",
    "table_changed_trap",
    "re-padded and the fee column's alignment changed: said as alignment, not spacing or bars and dashes",
    CAIYUAN_T,
    CAIYUAN,
    "第二段写得热情一点。",
    full(CAIYUAN_T, swap(c2, 2, CAIYUAN_PADDED.replace("-----:|\n| A1", ":-----:|\n| A1"))),
    c2,
    "表格的对齐方式改了",
    "只改了表格的空格",
)
# traps: the table asked for: its new spacing is saved
table_case(
    "d54o-table-en-04",
    "en",
    "table_asked_trap",
    "'line up the table's columns': the padded table saved",
    GARDEN_T,
    GARDEN,
    "Line up the columns of the table.",
    full(GARDEN_T, swap(GARDEN, 2, GARDEN_PADDED)),
    swap(GARDEN, 2, GARDEN_PADDED),
    None,
    None,
    withheld=0,
)
table_case(
    "d54o-table-zh-03",
    "zh",
    "table_asked_trap",
    "把表格对齐一下: the padded table saved",
    CAIYUAN_T,
    CAIYUAN,
    "把表格的列对齐一下",
    full(CAIYUAN_T, swap(CAIYUAN, 2, CAIYUAN_PADDED)),
    swap(CAIYUAN, 2, CAIYUAN_PADDED),
    None,
    None,
    withheld=0,
)

if __name__ == "__main__":
    write(HERE)
