# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 34's dev fidelity cases for the blocks edit format (run from the repository
root): every expected article is the original paragraph list with only the asked paragraphs
replaced, so untouched text is byte for byte the writer's."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]

EN_TITLE = "Riverside Allotments: Spring Update"
EN = [
    "Spring is here, and the Riverside Allotments are busier than ever. Twelve new plot holders joined in March. See the notice board for details.",
    "The water troughs will be switched on on 1 April. Please don’t leave hoses running — last year’s bill was £640.",
    "Our “Seed Swap” is on Saturday 20 April, 10 a.m. to noon, in the old tool shed. Bring seeds in labelled envelopes. See the notice board for details.",
    "The compost bays are full. Please add no woody prunings; take them to the green-waste skip by the gate.",
    "Thanks to everyone who helped clear the ditch. See you on the plots!\nMaggie Hill\nSecretary",
]
ZH_TITLE = "河畔菜园春季通知"
ZH = [
    "春天到了，河畔菜园比以往更热闹。三月份新加入了十二位菜友。详情请看公告栏。",
    "水槽将于4月1日开通。请不要让水管一直开着——去年的水费是640元。",
    "“种子交换会”定于4月20日（周六）上午10点至中午，在旧工具棚举行。请把种子装在贴好标签的信封里。详情请看公告栏。",
    "堆肥池已满。请勿放入粗枝，请送到大门旁的绿色垃圾箱。",
    "感谢大家帮忙清理水沟。菜园见！\n李梅\n秘书",
]


def blk(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


def whole(title: str, paragraphs: list[str], changed: dict[int, str]) -> str:
    return title + "\n\n" + "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def make(
    cid: str,
    kind: str,
    zh: bool,
    suggestion: str,
    replies: list[str],
    changed: dict[int, str] | None = None,
    outcome: str = "applied",
    deleted: tuple[int, ...] = (),
    options: dict[str, object] | None = None,
    **extra: object,
) -> Case:
    title, paragraphs = (ZH_TITLE, ZH) if zh else (EN_TITLE, EN)
    record: Case = case_record(
        cid,
        "zh" if zh else "en",
        kind,
        "session 34 dev case: a blocks-mode reply shape real models give",
        title,
        "\n\n".join(paragraphs),
        suggestion,
        replies,
        edit_format="blocks",
    )
    record.update(options or {})
    if outcome == "applied":
        kept = [(changed or {}).get(i, p) for i, p in enumerate(paragraphs) if i not in deleted]
        expect: dict[str, object] = {
            "outcome": "applied",
            "title": title,
            "body": "\n\n".join(kept),
        }
    else:
        expect = {"outcome": outcome}
    expect.update(extra)
    record["expect"] = expect
    return record


def en_cases() -> list[Case]:
    p0 = EN[0].replace("Twelve new", "Fourteen new")
    p2 = EN[2].replace("Saturday 20 April", "Saturday 27 April")
    p1 = EN[1].replace("1 April", "8 April")
    cases = [
        make(
            "d34-en-01",
            "blocks_fenced_file",
            False,
            "Change twelve to fourteen in paragraph 1.",
            [
                "article.md\n```\n"
                + blk(
                    "Twelve new plot holders joined in March.",
                    "Fourteen new plot holders joined in March.",
                )
                + "\n```"
            ],
            {0: p0},
        ),
        make(
            "d34-en-02",
            "blocks_quote_drift",
            False,
            "In paragraph 2, change 1 April to 8 April.",
            [
                blk(
                    "The water troughs will be switched on on 1 April. Please don't leave hoses running - last year's bill was £640.",
                    "The water troughs will be switched on on 8 April. Please don't leave hoses running - last year's bill was £640.",
                )
            ],
            {1: p1},
        ),
        make(
            "d34-en-03",
            "blocks_crlf_trailing",
            False,
            "Move the seed swap to 27 April.",
            [
                blk(
                    "Our “Seed Swap” is on Saturday 20 April, 10 a.m. to noon,   ",
                    "Our “Seed Swap” is on Saturday 27 April, 10 a.m. to noon,   ",
                ).replace("\n", "\r\n")
            ],
            {2: p2},
        ),
        make(
            "d34-en-04",
            "blocks_twice",
            False,
            "In paragraph 3, replace the last sentence with: Sign-up sheets are in the shed.",
            [blk("See the notice board for details.", "Sign-up sheets are in the shed.")],
            {
                2: EN[2].replace(
                    "See the notice board for details.", "Sign-up sheets are in the shed."
                )
            },
        ),
        make(
            "d34-en-05",
            "blocks_two_paragraphs",
            False,
            "Paragraphs 4 and 5: say the compost bays will be emptied on Friday, and sign off as Maggie only.",
            [
                blk(
                    "take them to the green-waste skip by the gate.\n\nThanks to everyone who helped clear the ditch. See you on the plots!\nMaggie Hill",
                    "take them to the green-waste skip by the gate. The bays will be emptied on Friday.\n\nThanks to everyone who helped clear the ditch. See you on the plots!\nMaggie",
                )
            ],
            {
                3: EN[3] + " The bays will be emptied on Friday.",
                4: EN[4].replace("Maggie Hill", "Maggie"),
            },
        ),
        make(
            "d34-en-06",
            "blocks_no_match",
            False,
            "Change the bill from £640 to £720.",
            [
                blk(
                    "Last year the water bill came to £640.",
                    "Last year the water bill came to £720.",
                ),
                blk("last years bill was 640 pounds", "last years bill was 720 pounds"),
                blk("The bill was £640 last year.", "The bill was £720 last year."),
            ],
            outcome="refused",
            because="no SEARCH text matches the article, three times",
        ),
        make(
            "d34-en-07",
            "blocks_delete_asked",
            False,
            "Delete the last sentence of paragraph 1.",
            [
                blk(
                    "Twelve new plot holders joined in March. See the notice board for details.",
                    "Twelve new plot holders joined in March.",
                )
            ],
            {0: EN[0].replace(" See the notice board for details.", "")},
        ),
        make(
            "d34-en-08",
            "blocks_delete_unasked",
            False,
            "Change twelve to fourteen in paragraph 1.",
            [
                blk(
                    "Twelve new plot holders joined in March.",
                    "Fourteen new plot holders joined in March.",
                )
                + "\n\n"
                + blk(
                    "The compost bays are full. Please add no woody prunings; take them to the green-waste skip by the gate.",
                    "",
                )
            ],
            {0: p0},
            withheld_min=1,
        ),
        make(
            "d34-en-09",
            "blocks_unasked_paragraph",
            False,
            "In paragraph 2, change 1 April to 8 April.",
            [
                blk("switched on on 1 April.", "switched on on 8 April.")
                + "\n\n"
                + blk("The compost bays are full.", "The compost bays are completely full.")
            ],
            {1: p1},
            withheld_min=1,
        ),
        make(
            "d34-en-10",
            "blocks_one_fails",
            False,
            "Change the seed swap to 27 April and the troughs to 8 April.",
            [
                blk("on Saturday 20 April, 10 a.m.", "on Saturday 27 April, 10 a.m.")
                + "\n\n"
                + blk("The troughs open on 1 April.", "The troughs open on 8 April."),
                "Sorry, here is the corrected block:\n\n"
                + blk("switched on on 1 April.", "switched on on 8 April."),
            ],
            {1: p1, 2: p2},
        ),
        make(
            "d34-en-11",
            "blocks_chatty",
            False,
            "Change twelve to fourteen in paragraph 1.",
            [
                "Sure! Here's the change you asked for:\n\n"
                + blk("Twelve new plot holders", "Fourteen new plot holders")
                + "\n\nI've updated the number of new plot holders. Let me know if you'd like anything else!"
            ],
            {0: p0},
        ),
        make(
            "d34-en-12",
            "blocks_old_new",
            False,
            "Change twelve to fourteen in paragraph 1.",
            [
                "OLD: Twelve new plot holders joined in March.\nNEW: Fourteen new plot holders joined in March."
            ],
            {0: p0},
        ),
        make(
            "d34-en-13",
            "blocks_replace_prose",
            False,
            "Move the seed swap to 27 April.",
            ['Replace "Saturday 20 April" with "Saturday 27 April".'],
            {2: p2},
        ),
        make(
            "d34-en-14",
            "blocks_whole_article",
            False,
            "Change twelve to fourteen in paragraph 1.",
            [whole(EN_TITLE, EN, {0: p0})],
            {0: p0},
        ),
        make(
            "d34-en-15",
            "blocks_cut",
            False,
            "Change twelve to fourteen and move the seed swap to 27 April.",
            [
                blk("Twelve new plot holders", "Fourteen new plot holders")
                + "\n\n<<<<<<< SEARCH\nOur “Seed Swap” is on Saturday 20 April,\n=======\nOur “Seed Swap” is on Sat"
            ],
            outcome="refused",
            because="the reply was cut off by length mid-block",
            options={"finish_reason": "length"},
        ),
        make(
            "d34-en-16",
            "blocks_no_change",
            False,
            "Make sure the seed swap date is 20 April.",
            ["NO_CHANGE — the seed swap is already on Saturday 20 April."],
            outcome="no_change",
        ),
    ]
    return cases


def zh_cases() -> list[Case]:
    p0 = ZH[0].replace("十二位", "十四位")
    p1 = ZH[1].replace("4月1日", "4月8日")
    p2 = ZH[2].replace("4月20日", "4月27日")
    return [
        make(
            "d34-zh-01",
            "blocks_fenced_file",
            True,
            "第一段把十二改成十四。",
            [
                "文件：article.md\n```markdown\n"
                + blk("三月份新加入了十二位菜友。", "三月份新加入了十四位菜友。")
                + "\n```"
            ],
            {0: p0},
        ),
        make(
            "d34-zh-02",
            "blocks_quote_drift",
            True,
            "第二段把4月1日改成4月8日。",
            [
                blk(
                    "水槽将于4月1日开通.请不要让水管一直开着--去年的水费是640元.",
                    "水槽将于4月8日开通.请不要让水管一直开着--去年的水费是640元.",
                )
            ],
            {1: p1},
        ),
        make(
            "d34-zh-03",
            "blocks_crlf_trailing",
            True,
            "种子交换会改到4月27日。",
            [
                blk(
                    '"种子交换会"定于4月20日(周六)上午10点至中午， ',
                    '"种子交换会"定于4月27日(周六)上午10点至中午， ',
                ).replace("\n", "\r\n")
            ],
            {2: p2},
        ),
        make(
            "d34-zh-04",
            "blocks_twice",
            True,
            "第三段最后一句改成：报名表放在工具棚里。",
            [blk("详情请看公告栏。", "报名表放在工具棚里。")],
            {2: ZH[2].replace("详情请看公告栏。", "报名表放在工具棚里。")},
        ),
        make(
            "d34-zh-05",
            "blocks_two_paragraphs",
            True,
            "第四段和第五段：加一句堆肥池周五清空，落款只写李梅。",
            [
                blk(
                    "请送到大门旁的绿色垃圾箱。\n\n感谢大家帮忙清理水沟。菜园见！\n李梅\n秘书",
                    "请送到大门旁的绿色垃圾箱。堆肥池将于周五清空。\n\n感谢大家帮忙清理水沟。菜园见！\n李梅",
                )
            ],
            {3: ZH[3] + "堆肥池将于周五清空。", 4: ZH[4].replace("\n秘书", "")},
        ),
        make(
            "d34-zh-06",
            "blocks_no_match",
            True,
            "把水费640元改成720元。",
            [
                blk("去年水费共计640元。", "去年水费共计720元。"),
                blk("去年的水费为640元", "去年的水费为720元"),
                blk("水费：640元", "水费：720元"),
            ],
            outcome="refused",
            because="no SEARCH text matches the article, three times",
        ),
        make(
            "d34-zh-07",
            "blocks_delete_asked",
            True,
            "删掉第一段最后一句。",
            [blk("三月份新加入了十二位菜友。详情请看公告栏。", "三月份新加入了十二位菜友。")],
            {0: ZH[0].replace("详情请看公告栏。", "")},
        ),
        make(
            "d34-zh-08",
            "blocks_delete_unasked",
            True,
            "第一段把十二改成十四。",
            [blk("十二位菜友", "十四位菜友") + "\n\n" + blk(ZH[3], "")],
            {0: p0},
            withheld_min=1,
        ),
        make(
            "d34-zh-09",
            "blocks_unasked_paragraph",
            True,
            "第二段把4月1日改成4月8日。",
            [
                blk("水槽将于4月1日开通。", "水槽将于4月8日开通。")
                + "\n\n"
                + blk("堆肥池已满。", "堆肥池已经满了。")
            ],
            {1: p1},
            withheld_min=1,
        ),
        make(
            "d34-zh-10",
            "blocks_one_fails",
            True,
            "种子交换会改到4月27日，水槽改到4月8日开通。",
            [
                blk("定于4月20日（周六）", "定于4月27日（周六）")
                + "\n\n"
                + blk("水槽4月1日开放。", "水槽4月8日开放。"),
                "抱歉，更正如下：\n\n" + blk("水槽将于4月1日开通。", "水槽将于4月8日开通。"),
            ],
            {1: p1, 2: p2},
        ),
        make(
            "d34-zh-11",
            "blocks_chatty",
            True,
            "第一段把十二改成十四。",
            [
                "好的！以下是修改：\n\n"
                + blk("十二位菜友", "十四位菜友")
                + "\n\n我已经更新了新菜友的人数。如需其他修改请告诉我！"
            ],
            {0: p0},
        ),
        make(
            "d34-zh-12",
            "blocks_old_new",
            True,
            "第一段把十二改成十四。",
            ["原文：三月份新加入了十二位菜友。\n修改：三月份新加入了十四位菜友。"],
            {0: p0},
        ),
        make(
            "d34-zh-13",
            "blocks_replace_prose",
            True,
            "种子交换会改到4月27日。",
            ["把“4月20日”替换为“4月27日”。"],
            {2: p2},
        ),
        make(
            "d34-zh-14",
            "blocks_whole_article",
            True,
            "第一段把十二改成十四。",
            [whole(ZH_TITLE, ZH, {0: p0})],
            {0: p0},
        ),
        make(
            "d34-zh-15",
            "blocks_cut",
            True,
            "第一段把十二改成十四，种子交换会改到4月27日。",
            [
                blk("十二位菜友", "十四位菜友")
                + "\n\n<<<<<<< SEARCH\n“种子交换会”定于4月20日\n=======\n“种子交换会”定于4月2"
            ],
            outcome="refused",
            because="the reply was cut off by length mid-block",
            options={"finish_reason": "length"},
        ),
        make(
            "d34-zh-16",
            "blocks_no_change",
            True,
            "确认种子交换会是4月20日。",
            ["NO_CHANGE——种子交换会已经是4月20日（周六）。"],
            outcome="no_change",
        ),
    ]


def main() -> None:
    for p in (p for ps in (EN, ZH) for p in ps):
        assert p
    assert "\n\n".join(EN).count("See the notice board for details.") == 2
    assert "\n\n".join(ZH).count("详情请看公告栏。") == 2
    cases = en_cases() + zh_cases()
    assert len({c["id"] for c in cases}) == len(cases)
    with (HERE / "blocks.jsonl").open("w", encoding="utf-8") as out:
        for c in cases:
            out.write(json.dumps(c, ensure_ascii=False) + "\n")
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
