# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 42's dev cases for "paragraph N" in articles with `## ` headings (outside41
finding 5), run from the repository root: a number, "the last paragraph", "the second paragraph
under 'Costs'", a new paragraph "after paragraph 2", a deletion, a code block split by blank
lines, in full replies and in blocks, en and zh — the model counting as the writer does
(headings not counted), counting the headings (saved and said), or rewriting another paragraph
(refused in the writer's numbers); and plain articles as near-misses. Every expected article is
the original block list with only the asked change made."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import applied_blocks as applied  # noqa: E402
from fidelity_build import article_case as case  # noqa: E402
from fidelity_build import edited, full  # noqa: E402

EN_TITLE = "Allotment news: autumn"
EN = [
    "## Open day",
    "Our open day is on Saturday 4 October from 10 am to 3 pm, and every plot holder is welcome to bring friends and family along.",
    "There will be tours of the new pond every hour, led by Maria Lopez, who built it with the Thursday volunteers over the summer.",
    "## Costs",
    "The annual rent stays at £38 for a half plot and £64 for a full plot, the same as last year.",
    "Water charges rise to £12 a plot because the council raised the price of the mains supply in April.",
    "Please pay by 30 November, by bank transfer or in cash at the Saturday hut.",
    "## Next year",
    "We will start a waiting list for the six new plots on the east side at the open day.",
]
EN_CHANGED = {
    1: "Our open day is on Saturday 4 October from 10 am to 3 pm. Bring friends and family!",
    2: "Maria Lopez, who built the new pond with the Thursday volunteers, leads a tour of it every hour.",
    4: "Rent stays at £38 for a half plot and £64 for a full plot.",
    5: "Water charges rise to £12 a plot, as the council raised the mains price in April.",
    6: "Please pay by 30 November, by transfer or in cash at the Saturday hut.",
    8: "At the open day we will start a waiting list for the six new east-side plots.",
}
ZH_TITLE = "社区读书会十月安排"
ZH = [
    "## 活动时间",
    "十月的读书会定在每周六下午两点到四点，地点还是社区活动中心二楼的阅览室，欢迎新朋友来参加。",
    "每次活动先由一位读者分享半小时，然后大家自由讨论，最后一起商量下一次要读的书。",
    "## 费用",
    "读书会不收会费，茶水由社区免费提供，大家只需要自己准备书就可以了。",
    "如果想订购我们推荐的书，可以在群里接龙，团购价一般比书店便宜两成左右。",
    "订书的钱请在每月十五号之前交给刘阿姨，她会统一下单。",
    "## 联系方式",
    "有问题请在群里问，或者打电话给组织者陈晓，电话是13800138000。",
]
ZH_CHANGED = {
    1: "十月读书会每周六下午两点到四点在社区活动中心二楼阅览室举行，欢迎新朋友。",
    2: "每次先由一位读者分享半小时，再自由讨论，最后商量下次读什么书。",
    4: "读书会不收会费，茶水免费，自带书即可。",
    5: "想订推荐书目的，可以在群里接龙，团购价一般比书店便宜约两成。",
    6: "订书款请在每月十五号前交给刘阿姨，由她统一下单。",
    8: "有问题请在群里问，或致电组织者陈晓：13800138000。",
}
CODE_TITLE = "Backing up the club laptop"
CODE = [
    "Every Friday the treasurer backs up the club laptop to the USB drive in the office drawer.",
    "## The script",
    "The backup is one short script:",
    "```bash\n#!/bin/sh\nset -e\n\n# copy the accounts folder\nrsync -a ~/Accounts /media/usb/backup/\n\n# say when it finished\ndate >> /media/usb/backup/log.txt\n```",
    "It takes about two minutes and prints nothing unless something goes wrong.",
    "If the drive is full, delete the oldest folder on it and run the script again.",
]
PLAIN_TITLE = "Choir rehearsals"
PLAIN = [
    "Rehearsals start again on Tuesday 7 October at 7.30 pm in the church hall.",
    "We are learning the Fauré Requiem for the spring concert, so please bring your own score if you have one.",
    "Tea and biscuits are at the break, and the hall is warm now that the heating has been fixed.",
    "New singers are welcome; there is no audition, just come along on any Tuesday.",
]
PLAIN_ZH_TITLE = "合唱团排练通知"
PLAIN_ZH = [
    "合唱团十月七日星期二晚上七点半恢复排练，地点在街道礼堂。",
    "这一季我们学唱《黄河大合唱》选段，准备明年春天的演出，有乐谱的请自带。",
    "中间休息时有茶水和点心，礼堂的暖气已经修好了。",
    "欢迎新团员，不需要面试，任何一个星期二直接来就可以。",
]


def block_reply(old: str, new: str) -> str:
    return f"<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE"


def cases() -> list[dict[str, Any]]:
    en, zh = (EN_TITLE, EN), (ZH_TITLE, ZH)
    out: list[dict[str, Any]] = []
    # Paragraph 3 as the writer counts (block 4): the model counted so.
    ours_en = edited(EN, {4: EN_CHANGED[4]})
    out.append(
        case(
            "p42-en-01",
            "en",
            "number_as_writer_counts",
            "'paragraph 3' = the third paragraph of text, under a heading",
            en,
            "Paragraph 3 is too wordy, tighten it.",
            full(EN_TITLE, ours_en),
            applied(ours_en, note_contains="paragraph 3", note_lacks="paragraph 5"),
        )
    )
    ours_zh = edited(ZH, {4: ZH_CHANGED[4]})
    out.append(
        case(
            "p42-zh-01",
            "zh",
            "number_as_writer_counts",
            "第三段 = 第三段正文，小标题不算",
            zh,
            "第三段太啰嗦了，精简一下。",
            full(ZH_TITLE, ours_zh),
            applied(ours_zh, note_contains="第3段", note_lacks="第5段"),
        )
    )
    # The model counted the headings: block 2 for "paragraph 3" — saved, and said so.
    theirs_en = edited(EN, {2: EN_CHANGED[2]})
    out.append(
        case(
            "p42-en-02",
            "en",
            "number_counting_headings",
            "the model counted '## ' lines as paragraphs",
            en,
            "Paragraph 3 is too wordy, tighten it.",
            full(EN_TITLE, theirs_en),
            applied(theirs_en, note_contains="counted the headings as paragraphs"),
        )
    )
    theirs_zh = edited(ZH, {2: ZH_CHANGED[2]})
    out.append(
        case(
            "p42-zh-02",
            "zh",
            "number_counting_headings",
            "模型把小标题算作段落",
            zh,
            "第三段太啰嗦了，精简一下。",
            full(ZH_TITLE, theirs_zh),
            applied(theirs_zh, note_contains="小标题也算作段落"),
        )
    )
    # Another paragraph altogether (paragraph 6 of text): refused in the writer's numbers.
    other_en = edited(EN, {8: EN_CHANGED[8]})
    out.append(
        case(
            "p42-en-03",
            "en",
            "wrong_paragraph_named_in_writers_count",
            "neither reading: told 'paragraph 6 instead of paragraph 3'",
            en,
            "Paragraph 3 is too wordy, tighten it.",
            full(EN_TITLE, other_en),
            {"outcome": "refused", "note_contains": "rewrote paragraph 6 instead of paragraph 3"},
        )
    )
    other_zh = edited(ZH, {8: ZH_CHANGED[8]})
    out.append(
        case(
            "p42-zh-03",
            "zh",
            "wrong_paragraph_named_in_writers_count",
            "两种数法都不是：第 6 段而不是第 3 段",
            zh,
            "第三段太啰嗦了，精简一下。",
            full(ZH_TITLE, other_zh),
            {"outcome": "refused", "note_contains": "模型改写的是第 6 段，而不是你问的第 3 段"},
        )
    )
    # "The last paragraph": the last paragraph of text.
    last_en = edited(EN, {8: EN_CHANGED[8]})
    out.append(
        case(
            "p42-en-04",
            "en",
            "last_paragraph",
            "the last paragraph under the last heading",
            en,
            "Make the last paragraph shorter.",
            full(EN_TITLE, last_en),
            applied(last_en, note_contains="paragraph 6"),
        )
    )
    last_zh = edited(ZH, {8: ZH_CHANGED[8]})
    out.append(
        case(
            "p42-zh-04",
            "zh",
            "last_paragraph",
            "最后一段：最后一个小标题下的正文",
            zh,
            "最后一段写得简洁一点。",
            full(ZH_TITLE, last_zh),
            applied(last_zh, note_contains="第6段"),
        )
    )
    # The second paragraph under a heading.
    under_en = edited(EN, {5: EN_CHANGED[5]})
    out.append(
        case(
            "p42-en-05",
            "en",
            "second_under_heading",
            "the second paragraph under 'Costs'",
            en,
            "Tighten the second paragraph under 'Costs'.",
            full(EN_TITLE, under_en),
            applied(under_en, note_contains="paragraph 4"),
        )
    )
    under_zh = edited(ZH, {5: ZH_CHANGED[5]})
    out.append(
        case(
            "p42-zh-05",
            "zh",
            "second_under_heading",
            "“费用”下面的第二段",
            zh,
            "“费用”下面的第二段精简一下。",
            full(ZH_TITLE, under_zh),
            applied(under_zh, note_contains="第4段"),
        )
    )
    # Blocks: a SEARCH in the writer's paragraph 2, and one in the block the headings count as 2.
    out.append(
        case(
            "p42-en-06",
            "en",
            "blocks_number_as_writer_counts",
            "blocks mode, SEARCH in paragraph 2 of text",
            en,
            "Make paragraph 2 snappier.",
            block_reply(EN[2], EN_CHANGED[2]),
            applied(edited(EN, {2: EN_CHANGED[2]})),
            "blocks",
        )
    )
    out.append(
        case(
            "p42-zh-06",
            "zh",
            "blocks_counting_headings",
            "blocks 格式，模型把小标题算作第一段",
            zh,
            "第二段改得简洁些。",
            block_reply(ZH[1], ZH_CHANGED[1]),
            applied(edited(ZH, {1: ZH_CHANGED[1]}), note_contains="小标题也算作段落"),
            "blocks",
        )
    )
    # A new paragraph after paragraph 2, given alone: at the end of the first section.
    new_en = "Parking is free in the school car park next door on the day."
    out.append(
        case(
            "p42-en-07",
            "en",
            "insert_after_number",
            "'after paragraph 2' = after the second paragraph of text, before '## Costs'",
            en,
            "Add a short paragraph after paragraph 2 saying parking is free next door.",
            new_en,
            applied(EN[:3] + [new_en] + EN[3:]),
        )
    )
    new_zh = "活动当天，社区活动中心门口可以免费停车。"
    out.append(
        case(
            "p42-zh-07",
            "zh",
            "insert_after_number",
            "在第二段后面加一段：第一个小标题下的两段之后",
            zh,
            "在第二段后面加一段，说明当天门口可以免费停车。",
            new_zh,
            applied(ZH[:3] + [new_zh] + ZH[3:]),
        )
    )
    # Delete paragraph 3 (the model drops block 4).
    gone_en = edited(EN, {4: None})
    out.append(
        case(
            "p42-en-08",
            "en",
            "delete_number",
            "'delete paragraph 3' answered without the third paragraph of text",
            en,
            "Delete paragraph 3.",
            full(EN_TITLE, gone_en),
            applied(gone_en, note_contains="paragraph 3"),
        )
    )
    gone_zh = edited(ZH, {4: None})
    out.append(
        case(
            "p42-zh-08",
            "zh",
            "delete_number",
            "删掉第三段",
            zh,
            "把第三段删掉。",
            full(ZH_TITLE, gone_zh),
            applied(gone_zh, note_contains="第3段"),
        )
    )
    # A withheld change named in the writer's count.
    both_en = edited(EN, {1: EN_CHANGED[1], 6: EN_CHANGED[6]})
    out.append(
        case(
            "p42-en-09",
            "en",
            "withheld_named_in_writers_count",
            "paragraph 1 asked; paragraph 5 (block 7) also changed and withheld",
            en,
            "Make paragraph 1 livelier.",
            full(EN_TITLE, both_en),
            applied(
                edited(EN, {1: EN_CHANGED[1]}),
                withheld_min=1,
                note_contains="paragraph 5",
                note_lacks="paragraph 7",
            ),
        )
    )
    both_zh = edited(ZH, {1: ZH_CHANGED[1], 6: ZH_CHANGED[6]})
    out.append(
        case(
            "p42-zh-09",
            "zh",
            "withheld_named_in_writers_count",
            "问第一段，第五段（第 7 块）也被改了：不采用，并按作者的数法说是第5段",
            zh,
            "第一段写得活泼一点。",
            full(ZH_TITLE, both_zh),
            applied(
                edited(ZH, {1: ZH_CHANGED[1]}),
                withheld_min=1,
                note_contains="第5段",
                note_lacks="第7段",
            ),
        )
    )
    # A code block split by blank lines is one paragraph: paragraph 4 is the line after it.
    code_new = "It takes about two minutes and is silent unless something fails."
    code_after = edited(CODE, {4: code_new})
    out.append(
        case(
            "p42-en-10",
            "en",
            "code_block_one_paragraph",
            "a fenced block with blank lines counts once, the heading not at all",
            (CODE_TITLE, CODE),
            "Reword paragraph 4 a little.",
            full(CODE_TITLE, code_after),
            applied(code_after, note_contains="paragraph 4"),
        )
    )
    # Near-misses: no headings, both counts the same.
    plain = edited(PLAIN, {2: "Tea and biscuits are at the break, and the hall is warm again."})
    out.append(
        case(
            "p42-en-11",
            "en",
            "plain_number",
            "no headings: paragraph 3 is block 3",
            (PLAIN_TITLE, PLAIN),
            "Shorten paragraph 3.",
            full(PLAIN_TITLE, plain),
            applied(plain, note_contains="paragraph 3"),
        )
    )
    plain_zh = edited(PLAIN_ZH, {2: "休息时有茶水点心，礼堂暖气已修好。"})
    out.append(
        case(
            "p42-zh-11",
            "zh",
            "plain_number",
            "没有小标题：第三段就是第三块",
            (PLAIN_ZH_TITLE, PLAIN_ZH),
            "第三段缩短一点。",
            full(PLAIN_ZH_TITLE, plain_zh),
            applied(plain_zh, note_contains="第3段"),
        )
    )
    wrong_plain = edited(
        PLAIN, {1: "We are learning the Fauré Requiem for spring; bring a score if you have one."}
    )
    out.append(
        case(
            "p42-en-12",
            "en",
            "plain_wrong_paragraph",
            "no headings: paragraph 2 rewritten for 3, refused",
            (PLAIN_TITLE, PLAIN),
            "Shorten paragraph 3.",
            full(PLAIN_TITLE, wrong_plain),
            {"outcome": "refused", "note_contains": "rewrote paragraph 2 instead of paragraph 3"},
        )
    )
    return out


def main() -> None:
    lines = [json.dumps(c, ensure_ascii=False) for c in cases()]
    (HERE / "headings.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} cases")


if __name__ == "__main__":
    main()
