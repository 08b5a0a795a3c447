# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 34's lead fidelity cases (run from the repository root): every expected article
is the original paragraph list with only the asked entries replaced, so untouched text is byte for
byte the writer's."""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

sys.path.insert(0, str(HERE))

from articles import EN_GARDEN, EN_TUBE, ZH_GARDEN, ZH_TUBE, Article  # noqa: E402

Case = dict[str, object]

# The asked paragraphs as the model rewrites them, by article and index.
G0 = "Spring has sprung, and the beds on Elm Street are stretching awake! This newsletter covers the work days, the new plots and a few things we'd like you to know before May."
G2 = 'Join us on the first Saturday of every month, from 9 a.m. to noon. Bring gloves, water and a "can-do" attitude, as Priya Nair likes to say. Afterwards we all have tea at Café Noé on the corner.'
G4 = "Six new plots are ready this year. Each costs £45 per season. The waiting list opens on 1 April. Fish & chips will follow the first work day, paid for by the Green Grocer."
G5 = "To claim a plot:\n1. Fill in the form you'll find in the shed.\n2. Pay the season fee to our treasurer.\n3. Collect your key from Priya."
G8 = "Got questions? Just write to garden_team@elmstreet.org, or follow #ElmStreetGrows for the latest news."
Z0 = "春天终于来啦，榆树街的菜畦也伸着懒腰醒过来了！这期通讯讲讲劳动日、新菜地，还有五月之前想请大家知道的几件事。"
Z2 = "每月第一个星期六上午9点到中午12点，欢迎大家一起来干活。请带上手套和水，还有周晓岚常说的「干劲」。干完活我们一起去街角的Café Noé喝茶。"
Z4 = "今年新开了六块菜地，每块每季45元。4月1日开始登记。赞助商有Green Grocer, Elm Bakery, Rosa's Tools三家，第一次劳动日之后的炸鱼薯条由Green Grocer请客。"
Z8 = "有问题欢迎写信到 garden_team@elmstreet.org，也可以关注 #榆树街菜园# 看最新消息。"
T0 = "A flat tyre doesn't have to end your ride. Grab a patch kit, give it ten minutes, and you can fix most punctures right at the roadside."
T5 = "Once you've found the hole, roughen the area with sandpaper. Spread a thin layer of glue and wait until it's tacky — about 2 minutes. Then press the patch on firmly and hold it for 30 seconds."
T6 = "Before refitting, feel around the inside of the tyre: whatever caused the puncture (a thorn, a shard of glass) is often still there."
T8 = (
    "Happy riding! Share your fixes with #FixItFriday & tag a friend who always forgets their pump."
)
U0 = "爆胎不一定要结束骑行。带上一套补胎工具，给它十分钟，路边就能补好大多数破洞。"
U5 = "找到破洞后，先用砂纸把周围磨粗。再薄薄涂一层胶水，等胶水变粘——大约2分钟。最后把胶片用力按上去，按住30秒。"
U6 = "装回之前，先用手指沿外胎内侧摸一圈：扎破轮胎的东西（刺、碎玻璃）往往还在里面。"
U8 = "骑行愉快！用 #周五修车# 晒出你的修车成果，再叫上一位总忘带打气筒的朋友。"

# The same article twice with no label saying which copy counts: refused, as `fidelity`'s
# x_doubled cases (en-oth-12, zh-oth-08) and `fidelity_holdout`'s h-zh-dup-01 decided first.

ASK = {
    "g0": "Make the intro livelier.",
    "g2": "Make the paragraph about the work days friendlier.",
    "g4": "Make the paragraph about the new plots clearer.",
    "g5": "Make the list of steps to claim a plot clearer.",
    "g8": "Make the paragraph with the contact details warmer.",
    "z0": "把开头那段写得活泼一点。",
    "z2": "把劳动日那段写得亲切一点。",
    "z4": "把新菜地那段写清楚一点。",
    "z8": "把联系方式那段写得热情一点。",
    "t0": "Make the opening paragraph punchier.",
    "t5": "Make the paragraph about gluing the patch clearer.",
    "t6": "Make the paragraph about refitting shorter.",
    "t8": "Make the last line livelier.",
    "u0": "把开头那段写得更有劲一点。",
    "u5": "把涂胶水、贴胶片那段写清楚一点。",
    "u6": "把装回之前那段写短一点。",
    "u8": "把最后一句写得活泼一点。",
}


def body(article: Article, changed: dict[int, str]) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(article[1]))


def whole(article: Article, changed: dict[int, str], title: str = "") -> str:
    """The article as a model writes it back: the title line, a blank line, the body."""
    return (title or article[0]) + "\n\n" + body(article, changed)


def drifted(article: Article, changed: dict[int, str], drift: dict[int, str]) -> str:
    """A whole reply whose untouched paragraphs in `drift` were restyled by the model."""
    return whole(article, {**drift, **changed})


def case(
    cid: str,
    kind: str,
    article: Article,
    suggestion: str,
    replies: list[object],
    changed: dict[int, str] | None = None,
    outcome: str = "applied",
    options: dict[str, object] | None = None,
    **expect_extra: object,
) -> Case:
    record: Case = case_record(
        cid,
        "zh" if "-zh-" in cid else "en",
        kind,
        "session 34 lead case: a reply shape real models give today",
        article[0],
        "\n\n".join(article[1]),
        suggestion,
        replies,
    )
    record.update(options or {})
    if outcome == "applied":
        expect: dict[str, object] = {
            "outcome": "applied",
            "title": article[0],
            "body": body(article, changed or {}),
        }
    else:
        expect = {"outcome": outcome}
    expect.update(expect_extra)
    record["expect"] = expect
    return record


def reasoning() -> list[Case]:
    en_draft = "We gather every first Saturday, 9 to 12. Bring gloves."
    zh_draft = "每月第一个周六9点到12点干活，带手套。"
    return [
        case(
            "l34-reason-en-01",
            "reasoning_content_field",
            EN_GARDEN,
            ASK["g2"],
            [
                {
                    "reasoning_content": f'The writer wants the work-days paragraph friendlier. Draft: "{en_draft}" That drops Priya and the café. Keep them.',
                    "content": G2,
                }
            ],
            {2: G2},
        ),
        case(
            "l34-reason-zh-01",
            "reasoning_content_field",
            ZH_GARDEN,
            ASK["z2"],
            [
                {
                    "reasoning_content": f"用户想让劳动日那段更亲切。草稿：“{zh_draft}”丢了周晓岚和咖啡馆，要保留。",
                    "content": Z2,
                }
            ],
            {2: Z2},
        ),
        case(
            "l34-reason-en-02",
            "reasoning_content_streamed",
            EN_TUBE,
            ASK["t5"],
            [
                {
                    "reasoning_content": "Split the long sentence in three. Keep 2 minutes and 30 seconds. Draft: Sand it, glue it, wait, press.",
                    "content": T5,
                }
            ],
            {5: T5},
            options={"stream": True},
        ),
        case(
            "l34-reason-zh-02",
            "reasoning_content_streamed",
            ZH_TUBE,
            ASK["u5"],
            [
                {
                    "reasoning_content": "把长句拆成三步，保留2分钟和30秒。草稿：磨、涂、等、按。",
                    "content": U5,
                }
            ],
            {5: U5},
            options={"stream": True},
        ),
        case(
            "l34-reason-en-03",
            "reasoning_only_cut_by_length",
            EN_GARDEN,
            ASK["g0"],
            [
                {
                    "reasoning_content": "The intro should be livelier. Let me write the whole newsletter out first.\n\n"
                    + whole(EN_GARDEN, {0: G0})
                    + "\n\nNow check that nothing else changed. The work days paragraph",
                    "content": "",
                }
            ],
            outcome="refused",
            because="the answer never left the reasoning: it was cut off before any content",
            options={"finish_reason": "length"},
        ),
        case(
            "l34-reason-zh-03",
            "reasoning_only_cut_by_length",
            ZH_GARDEN,
            ASK["z0"],
            [
                {
                    "reasoning_content": "开头要活泼一点。先把全文写一遍。\n\n"
                    + whole(ZH_GARDEN, {0: Z0})
                    + "\n\n再检查一下其他段落有没有",
                    "content": "",
                }
            ],
            outcome="refused",
            because="the answer never left the reasoning: it was cut off before any content",
            options={"finish_reason": "length"},
        ),
        case(
            "l34-reason-en-04",
            "unclosed_think",
            EN_TUBE,
            ASK["t0"],
            [
                "<think>\nThe opening should be punchier. Let me try a draft:\n\n"
                + T0
                + '\n\nHmm, "Grab a patch kit" is good, but maybe the second sentence should'
            ],
            outcome="refused",
            because="the reply is all unclosed thinking, cut off",
            options={"finish_reason": "length"},
        ),
        case(
            "l34-reason-zh-04",
            "unclosed_think",
            ZH_TUBE,
            ASK["u0"],
            [
                "<think>\n开头要更有劲。先试一稿：\n\n"
                + U0
                + "\n\n“给它十分钟”不错，不过要不要再看看其他段落"
            ],
            outcome="refused",
            because="the reply is all unclosed thinking: no answer was given",
        ),
        case(
            "l34-reason-en-05",
            "empty_think_then_whole",
            EN_TUBE,
            ASK["t6"],
            ["<think>\n\n</think>\n\n" + whole(EN_TUBE, {6: T6})],
            {6: T6},
        ),
        case(
            "l34-reason-zh-05",
            "no_think_echo",
            ZH_TUBE,
            ASK["u6"],
            ["/no_think\n\n<think>\n\n</think>\n\n" + U6],
            {6: U6},
        ),
        case(
            "l34-reason-en-06",
            "no_think_echo",
            EN_GARDEN,
            ASK["g8"],
            [G8 + "\n\n/no_think"],
            {8: G8},
        ),
        case(
            "l34-reason-zh-06",
            "no_think_echo",
            ZH_GARDEN,
            ASK["z8"],
            ["/no_think\n好的，修改如下：\n\n" + Z8],
            {8: Z8},
        ),
        case(
            "l34-reason-en-07",
            "reasoning_holds_article_content_no_change",
            EN_TUBE,
            "Check the steps list for typos and fix any.",
            [
                {
                    "reasoning_content": "Let me read the steps.\n\n"
                    + EN_TUBE[1][4]
                    + "\n\nNo typos. Answer NO_CHANGE.",
                    "content": "NO_CHANGE",
                }
            ],
            outcome="no_change",
        ),
        case(
            "l34-reason-zh-07",
            "reasoning_holds_article_content_no_change",
            ZH_TUBE,
            "检查一下步骤那段有没有错别字，有就改掉。",
            [
                {
                    "reasoning_content": "读一下步骤：\n\n"
                    + ZH_TUBE[1][4]
                    + "\n\n没有错别字，回答NO_CHANGE。",
                    "content": "NO_CHANGE",
                }
            ],
            outcome="no_change",
        ),
        case(
            "l34-reason-en-08",
            "reasoning_content_streamed_whole",
            EN_GARDEN,
            ASK["g4"],
            [
                {
                    "reasoning_content": "Split the price and the date into separate sentences; keep £45 and 1 April.",
                    "content": whole(EN_GARDEN, {4: G4}),
                }
            ],
            {4: G4},
            options={"stream": True},
        ),
        case(
            "l34-reason-zh-08",
            "reasoning_content_streamed_whole",
            ZH_GARDEN,
            ASK["z4"],
            [
                {
                    "reasoning_content": "把价格和日期拆开写，45元和4月1日都保留。",
                    "content": whole(ZH_GARDEN, {4: Z4}),
                }
            ],
            {4: Z4},
            options={"stream": True},
        ),
    ]


def dress() -> list[Case]:
    en_bold = {1: "## **Work days**", 3: "## **New plots**", 6: "## **What to bring**"}
    zh_bold = {1: "## **劳动日**", 3: "## **新菜地**", 6: "## **需要带什么**"}
    en_num = {1: "## 1. Work days", 3: "## 2. New plots", 6: "## 3. What to bring"}
    zh_num = {1: "## 一、劳动日", 3: "## 二、新菜地", 6: "## 三、需要带什么"}
    en_paren = {4: EN_TUBE[1][4].replace("1. ", "1) ").replace("2. ", "2) ").replace("3. ", "3) ")}
    zh_paren = {4: ZH_TUBE[1][4].replace("1. ", "1) ").replace("2. ", "2) ").replace("3. ", "3) ")}
    en_bullets = {
        5: EN_GARDEN[1][5]
        .replace("\n1. ", "\n- ")
        .replace("\n2. ", "\n- ")
        .replace("\n3. ", "\n- ")
    }
    zh_bullets = {
        5: ZH_GARDEN[1][5]
        .replace("\n1. ", "\n* ")
        .replace("\n2. ", "\n* ")
        .replace("\n3. ", "\n* ")
    }
    en_dash = {2: EN_TUBE[1][2].replace("* ", "- ")}
    zh_dash = {2: ZH_TUBE[1][2].replace("* ", "- ")}
    en_g0_draft = "Spring is here! The Elm Street beds are waking up, and this newsletter tells you what's coming before May."
    zh_z0_draft = "春天来了！榆树街的菜畦醒了，五月前的事都在这期通讯里。"
    return [
        case(
            "l34-dress-en-01",
            "claude_revised_article_tags",
            EN_GARDEN,
            ASK["g2"],
            [
                "Here is the revised article with only the work-days paragraph changed:\n\n<revised_article>\n"
                + whole(EN_GARDEN, {2: G2})
                + "\n</revised_article>"
            ],
            {2: G2},
        ),
        case(
            "l34-dress-zh-01",
            "claude_revised_article_tags",
            ZH_GARDEN,
            ASK["z2"],
            [
                "以下是修改后的文章，只改动了劳动日那段：\n\n<revised_article>\n"
                + whole(ZH_GARDEN, {2: Z2})
                + "\n</revised_article>\n\n其他内容保持不变。"
            ],
            {2: Z2},
        ),
        case(
            "l34-dress-en-02",
            "claude_article_tags_then_note",
            EN_TUBE,
            ASK["t6"],
            [
                "<article>\n# "
                + whole(EN_TUBE, {6: T6})
                + "\n</article>\n\nI changed only the paragraph about refitting; everything else is exactly as you wrote it."
            ],
            {6: T6},
        ),
        case(
            "l34-dress-zh-02",
            "claude_article_tags_then_note",
            ZH_TUBE,
            ASK["u6"],
            [
                "<article>\n# "
                + whole(ZH_TUBE, {6: U6})
                + "\n</article>\n\n我只改了装回之前那段，其余内容与原文完全一致。"
            ],
            {6: U6},
        ),
        case(
            "l34-dress-en-03",
            "claims_paragraph_n_changed",
            EN_TUBE,
            ASK["t5"],
            [
                "Here is the revised article with only paragraph 3 changed:\n\n"
                + whole(EN_TUBE, {5: T5})
            ],
            {5: T5},
        ),
        case(
            "l34-dress-zh-03",
            "claims_paragraph_n_changed",
            ZH_TUBE,
            ASK["u5"],
            ["以下是修改后的文章，只改了第3段：\n\n" + whole(ZH_TUBE, {5: U5})],
            {5: U5},
        ),
        case(
            "l34-dress-en-04",
            "claude_revised_paragraph_tag",
            EN_TUBE,
            ASK["t8"],
            ["<revised_paragraph>\n" + T8 + "\n</revised_paragraph>"],
            {8: T8},
        ),
        case(
            "l34-dress-zh-04",
            "claude_revised_paragraph_tag",
            ZH_TUBE,
            ASK["u8"],
            ["<revised_paragraph>\n" + U8 + "\n</revised_paragraph>"],
            {8: U8},
        ),
        case(
            "l34-dress-en-05",
            "headings_rebolded",
            EN_GARDEN,
            ASK["g0"],
            [drifted(EN_GARDEN, {0: G0}, en_bold)],
            {0: G0},
        ),
        case(
            "l34-dress-zh-05",
            "headings_rebolded",
            ZH_GARDEN,
            ASK["z0"],
            [drifted(ZH_GARDEN, {0: Z0}, zh_bold)],
            {0: Z0},
        ),
        case(
            "l34-dress-en-06",
            "headings_renumbered",
            EN_GARDEN,
            ASK["g8"],
            [drifted(EN_GARDEN, {8: G8}, en_num)],
            {8: G8},
        ),
        case(
            "l34-dress-zh-06",
            "headings_renumbered",
            ZH_GARDEN,
            ASK["z8"],
            [drifted(ZH_GARDEN, {8: Z8}, zh_num)],
            {8: Z8},
        ),
        case(
            "l34-dress-en-07",
            "numbered_list_to_parens",
            EN_TUBE,
            ASK["t0"],
            [drifted(EN_TUBE, {0: T0}, en_paren)],
            {0: T0},
        ),
        case(
            "l34-dress-zh-07",
            "numbered_list_to_parens",
            ZH_TUBE,
            ASK["u0"],
            [drifted(ZH_TUBE, {0: U0}, zh_paren)],
            {0: U0},
        ),
        case(
            "l34-dress-en-08",
            "numbered_list_to_bullets",
            EN_GARDEN,
            ASK["g4"],
            [drifted(EN_GARDEN, {4: G4}, en_bullets)],
            {4: G4},
        ),
        case(
            "l34-dress-zh-08",
            "numbered_list_to_bullets",
            ZH_GARDEN,
            ASK["z4"],
            [drifted(ZH_GARDEN, {4: Z4}, zh_bullets)],
            {4: Z4},
        ),
        case(
            "l34-dress-en-09",
            "star_bullets_to_dash_bold_title",
            EN_TUBE,
            ASK["t6"],
            ["**" + EN_TUBE[0] + "**\n\n" + body(EN_TUBE, {**en_dash, 6: T6})],
            {6: T6},
        ),
        case(
            "l34-dress-zh-09",
            "star_bullets_to_dash_bold_title",
            ZH_TUBE,
            ASK["u6"],
            ["**" + ZH_TUBE[0] + "**\n\n" + body(ZH_TUBE, {**zh_dash, 6: U6})],
            {6: U6},
        ),
        case(
            "l34-dress-en-10",
            "trailing_changes_table",
            EN_GARDEN,
            ASK["g0"],
            [
                whole(EN_GARDEN, {0: G0})
                + "\n\n| Paragraph | Change |\n|---|---|\n| Intro | Livelier verbs and an exclamation mark |\n| Everything else | Unchanged |"
            ],
            {0: G0},
        ),
        case(
            "l34-dress-zh-10",
            "trailing_changes_table",
            ZH_GARDEN,
            ASK["z0"],
            [
                whole(ZH_GARDEN, {0: Z0})
                + "\n\n| 段落 | 修改内容 |\n| --- | --- |\n| 开头 | 语气更活泼，加了感叹号 |\n| 其余段落 | 未改动 |"
            ],
            {0: Z0},
        ),
        case(
            "l34-dress-en-11",
            "paragraph_then_before_after_table",
            EN_TUBE,
            ASK["t5"],
            [
                T5
                + '\n\n**Summary of changes**\n\n| Before | After |\n|---|---|\n| One long sentence | Three short steps |\n| "Press the patch" | "Then press the patch" |'
            ],
            {5: T5},
        ),
        case(
            "l34-dress-zh-11",
            "paragraph_then_before_after_table",
            ZH_TUBE,
            ASK["u5"],
            [
                U5
                + "\n\n**修改对照**\n\n| 原文 | 修改后 |\n|---|---|\n| 一句长句 | 拆成三步 |\n| 把胶片用力按上去 | 最后把胶片用力按上去 |"
            ],
            {5: U5},
        ),
        case(
            "l34-dress-en-12",
            "article_twice_draft_then_final",
            EN_GARDEN,
            ASK["g0"],
            [
                "**Draft:**\n\n"
                + whole(EN_GARDEN, {0: en_g0_draft})
                + "\n\n**Final version:**\n\n"
                + whole(EN_GARDEN, {0: G0})
            ],
            {0: G0},
        ),
        case(
            "l34-dress-zh-12",
            "article_twice_draft_then_final",
            ZH_GARDEN,
            ASK["z0"],
            [
                "初稿：\n\n"
                + whole(ZH_GARDEN, {0: zh_z0_draft})
                + "\n\n定稿：\n\n"
                + whole(ZH_GARDEN, {0: Z0})
            ],
            {0: Z0},
        ),
        case(
            "l34-dress-en-13",
            "article_twice_identical",
            EN_GARDEN,
            ASK["g4"],
            [whole(EN_GARDEN, {4: G4}) + "\n\n" + whole(EN_GARDEN, {4: G4})],
            {4: G4},  # the same copy twice is read once since session 50 (blind49)
        ),
        case(
            "l34-dress-zh-13",
            "article_twice_identical",
            ZH_GARDEN,
            ASK["z4"],
            [whole(ZH_GARDEN, {4: Z4}) + "\n\n" + whole(ZH_GARDEN, {4: Z4})],
            {4: Z4},  # the same copy twice is read once since session 50 (blind49)
        ),
        case(
            "l34-dress-en-14",
            "suggestion_quoted_back",
            EN_TUBE,
            ASK["t8"],
            [f'You asked: "{ASK["t8"]}"\n\nRevised last line:\n\n' + T8],
            {8: T8},
        ),
        case(
            "l34-dress-zh-14",
            "suggestion_quoted_back",
            ZH_TUBE,
            ASK["u8"],
            [f"您的要求：“{ASK['u8']}”\n\n修改后：\n\n" + U8],
            {8: U8},
        ),
        case(
            "l34-dress-en-15",
            "suggestion_quoted_back_labelled",
            EN_GARDEN,
            ASK["g8"],
            [f"**Your request:** {ASK['g8']}\n\n**Revised:**\n\n" + G8],
            {8: G8},
        ),
        case(
            "l34-dress-zh-15",
            "suggestion_quoted_back_labelled",
            ZH_GARDEN,
            ASK["z8"],
            [f"「{ASK['z8'].rstrip('。')}」——好的。\n\n" + Z8],
            {8: Z8},
        ),
    ]


def placeholders() -> list[Case]:
    refused = "a global request answered with one paragraph and a marker"
    return [
        case(
            "l34-marker-en-01",
            "rest_unchanged_marker",
            EN_GARDEN,
            ASK["g0"],
            [G0 + "\n\n[rest unchanged]"],
            {0: G0},
        ),
        case(
            "l34-marker-zh-01",
            "rest_unchanged_marker",
            ZH_GARDEN,
            ASK["z0"],
            [Z0 + "\n\n……（其余不变）"],
            {0: Z0},
        ),
        case(
            "l34-marker-en-02",
            "markers_before_and_after",
            EN_GARDEN,
            ASK["g8"],
            ["[Previous paragraphs unchanged]\n\n" + G8 + "\n\n[rest unchanged]"],
            {8: G8},
        ),
        case(
            "l34-marker-zh-02",
            "markers_before_and_after",
            ZH_GARDEN,
            ASK["z8"],
            ["（前文不变）\n\n" + Z8 + "\n\n（以下内容不变）"],
            {8: Z8},
        ),
        case(
            "l34-marker-en-03",
            "title_paragraph_rest_unchanged",
            EN_TUBE,
            ASK["t0"],
            [EN_TUBE[0] + "\n\n" + T0 + "\n\n(rest unchanged)"],
            {0: T0},
        ),
        case(
            "l34-marker-zh-03",
            "title_paragraph_rest_unchanged",
            ZH_TUBE,
            ASK["u0"],
            [ZH_TUBE[0] + "\n\n" + U0 + "\n\n...（其余段落同原文）"],
            {0: U0},
        ),
        case(
            "l34-marker-en-04",
            "ellipsis_then_paragraph_then_marker",
            EN_TUBE,
            ASK["t5"],
            ["...\n\n" + T5 + "\n\n[... rest of the article remains the same ...]"],
            {5: T5},
        ),
        case(
            "l34-marker-zh-04",
            "ellipsis_then_paragraph_then_marker",
            ZH_TUBE,
            ASK["u5"],
            ["……\n\n" + U5 + "\n\n【其余部分保持不变】"],
            {5: U5},
        ),
        case(
            "l34-marker-en-05",
            "heading_paragraph_italic_marker",
            EN_GARDEN,
            ASK["g4"],
            ["## New plots\n\n" + G4 + "\n\n*[Remaining sections unchanged]*"],
            {4: G4},
        ),
        case(
            "l34-marker-zh-05",
            "heading_paragraph_italic_marker",
            ZH_GARDEN,
            ASK["z4"],
            ["## 新菜地\n\n" + Z4 + "\n\n（后文不变）"],
            {4: Z4},
        ),
        case(
            "l34-marker-en-06",
            "global_ask_one_paragraph_marker",
            EN_GARDEN,
            "Make the whole newsletter more upbeat.",
            [G0 + "\n\n[rest unchanged]"],
            outcome="refused",
            because=refused,
        ),
        case(
            "l34-marker-zh-06",
            "global_ask_one_paragraph_marker",
            ZH_GARDEN,
            "把全文写得更活泼一点。",
            [Z0 + "\n\n……（其余不变）"],
            outcome="refused",
            because=refused,
        ),
    ]


def typography() -> list[Case]:
    curly_en = {
        0: EN_GARDEN[1][0].replace("we'd", "we\u2019d"),
        2: EN_GARDEN[1][2].replace('"can-do"', "\u201ccan-do\u201d"),
    }
    en_escaped = {
        7: EN_GARDEN[1][7].replace("* ", "\\* "),
        8: EN_GARDEN[1][8].replace("garden_team", "garden\\_team").replace("#Elm", "\\#Elm"),
    }
    zh_escaped = {
        8: ZH_GARDEN[1][8]
        .replace("garden_team", "garden\\_team")
        .replace("#榆树街菜园#", "\\#榆树街菜园\\#")
    }
    en_entities = {
        4: EN_GARDEN[1][4]
        .replace("Fish & chips", "Fish &amp; chips")
        .replace("£45 per", "&pound;45&nbsp;per")
    }
    zh_entities = {8: ZH_TUBE[1][8].replace("用 #周五修车# 分享", "用&nbsp;#周五修车#&nbsp;分享")}
    zwsp = {
        5: EN_TUBE[1][5].replace("sandpaper,", "sand\u200bpaper,"),
        7: EN_TUBE[1][7].replace("Tomás", "Tom\u200bás"),
    }
    nfd = {2: unicodedata.normalize("NFD", EN_GARDEN[1][2])}
    crlf_zh = {
        "title": ZH_GARDEN[0],
        "body": "\r\n\r\n".join(p.replace("\n", "\r\n") for p in ZH_GARDEN[1]),
    }
    crlf_case = case(
        "l34-drift-zh-07",
        "crlf_article_lf_reply",
        ZH_GARDEN,
        ASK["z0"],
        [whole(ZH_GARDEN, {0: Z0})],
    )
    crlf_case["article"] = crlf_zh
    crlf_case["expect"] = {
        "outcome": "applied",
        "title": ZH_GARDEN[0],
        "body": "\r\n\r\n".join([Z0] + [p.replace("\n", "\r\n") for p in ZH_GARDEN[1][1:]]),
    }
    return [
        case(
            "l34-drift-en-01",
            "curly_quotes_in_untouched",
            EN_GARDEN,
            ASK["g8"],
            [drifted(EN_GARDEN, {8: G8}, curly_en)],
            {8: G8},
        ),
        case(
            "l34-drift-zh-01",
            "corner_quotes_to_curly_in_untouched",
            ZH_TUBE,
            ASK["u0"],
            [
                drifted(
                    ZH_TUBE,
                    {0: U0},
                    {7: ZH_TUBE[1][7].replace("「", "\u201c").replace("」", "\u201d")},
                )
            ],
            {0: U0},
        ),
        case(
            "l34-drift-zh-02",
            "half_width_commas_made_full_width",
            ZH_GARDEN,
            ASK["z0"],
            [
                drifted(
                    ZH_GARDEN,
                    {0: Z0},
                    {
                        4: ZH_GARDEN[1][4].replace(
                            "Grocer, Elm Bakery, Rosa's", "Grocer，Elm Bakery，Rosa’s"
                        )
                    },
                )
            ],
            {0: Z0},
        ),
        case(
            "l34-drift-en-02",
            "markdown_escapes_in_untouched",
            EN_GARDEN,
            ASK["g2"],
            [drifted(EN_GARDEN, {2: G2}, en_escaped)],
            {2: G2},
        ),
        case(
            "l34-drift-en-03",
            "markdown_escapes_in_asked",
            EN_TUBE,
            ASK["t8"],
            [whole(EN_TUBE, {8: T8.replace("#FixItFriday", "\\#FixItFriday")})],
            {8: T8},
        ),
        case(
            "l34-drift-zh-03",
            "markdown_escapes_in_untouched",
            ZH_GARDEN,
            ASK["z2"],
            [drifted(ZH_GARDEN, {2: Z2}, zh_escaped)],
            {2: Z2},
        ),
        case(
            "l34-drift-en-04",
            "html_entities_in_untouched",
            EN_GARDEN,
            ASK["g0"],
            [drifted(EN_GARDEN, {0: G0}, en_entities)],
            {0: G0},
        ),
        case(
            "l34-drift-en-05",
            "html_entity_in_asked",
            EN_TUBE,
            ASK["t8"],
            [T8.replace(" & ", " &amp; ")],
            {8: T8},
        ),
        case(
            "l34-drift-zh-04",
            "html_entities_in_untouched",
            ZH_TUBE,
            ASK["u5"],
            [drifted(ZH_TUBE, {5: U5}, zh_entities)],
            {5: U5},
        ),
        case(
            "l34-drift-en-06",
            "zero_width_spaces_in_untouched",
            EN_TUBE,
            ASK["t0"],
            [drifted(EN_TUBE, {0: T0}, zwsp)],
            {0: T0},
        ),
        case(
            "l34-drift-zh-05",
            "zero_width_and_bom_in_asked",
            ZH_TUBE,
            ASK["u6"],
            ["\ufeff" + U6.replace("外胎", "外\u200b胎").replace("往往", "往\u200b往")],
            {6: U6},
        ),
        case(
            "l34-drift-en-07",
            "nfd_in_untouched",
            EN_GARDEN,
            ASK["g4"],
            [drifted(EN_GARDEN, {4: G4}, nfd)],
            {4: G4},
        ),
        case(
            "l34-drift-zh-06",
            "nfd_in_asked",
            ZH_GARDEN,
            ASK["z2"],
            [unicodedata.normalize("NFD", Z2)],
            {2: Z2},
        ),
        case(
            "l34-drift-en-08",
            "crlf_paragraph_reply",
            EN_GARDEN,
            ASK["g5"],
            ["Here's the clearer list:\r\n\r\n" + G5.replace("\n", "\r\n")],
            {5: G5},
        ),
        crlf_case,
    ]


def json_and_tools() -> list[Case]:
    def call(name: str, arguments: dict[str, object]) -> dict[str, object]:
        return {
            "id": "call_1",
            "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)},
        }

    def dumps(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, indent=2)

    tool_refused = "the model called a tool Redline does not offer instead of answering"
    return [
        case(
            "l34-json-en-01",
            "json_revised_article_field",
            EN_GARDEN,
            ASK["g0"],
            [dumps({"revised_article": whole(EN_GARDEN, {0: G0})})],
            {0: G0},
        ),
        case(
            "l34-json-zh-01",
            "json_revised_article_field",
            ZH_GARDEN,
            ASK["z0"],
            [dumps({"修改后的文章": whole(ZH_GARDEN, {0: Z0})})],
            {0: Z0},
        ),
        case(
            "l34-json-en-02",
            "json_title_content",
            EN_TUBE,
            ASK["t5"],
            [dumps({"title": EN_TUBE[0], "content": body(EN_TUBE, {5: T5})})],
            {5: T5},
        ),
        case(
            "l34-json-zh-02",
            "json_title_content",
            ZH_TUBE,
            ASK["u5"],
            [dumps({"title": ZH_TUBE[0], "content": body(ZH_TUBE, {5: U5})})],
            {5: U5},
        ),
        case(
            "l34-json-en-03",
            "json_fenced_paragraph_and_explanation",
            EN_TUBE,
            ASK["t6"],
            [
                "```json\n"
                + dumps(
                    {
                        "edited_paragraph": T6,
                        "explanation": "Merged the two sentences with a colon.",
                    }
                )
                + "\n```"
            ],
            {6: T6},
        ),
        case(
            "l34-json-zh-03",
            "json_fenced_paragraph_and_explanation",
            ZH_TUBE,
            ASK["u6"],
            ["```json\n" + dumps({"result": U6, "说明": "两句合成一句，用冒号连接。"}) + "\n```"],
            {6: U6},
        ),
        case(
            "l34-json-en-04",
            "json_nested_article",
            EN_GARDEN,
            ASK["g4"],
            [
                dumps(
                    {
                        "article": {"headline": EN_GARDEN[0], "text": body(EN_GARDEN, {4: G4})},
                        "changes": ["Split the price and the date into two sentences."],
                    }
                )
            ],
            {4: G4},
        ),
        case(
            "l34-json-zh-04",
            "json_nested_article",
            ZH_GARDEN,
            ASK["z4"],
            [
                dumps(
                    {
                        "data": {"标题": ZH_GARDEN[0], "正文": body(ZH_GARDEN, {4: Z4})},
                        "changes": ["把价格和日期拆成两句。"],
                    }
                )
            ],
            {4: Z4},
        ),
        case(
            "l34-tool-en-01",
            "tool_call_with_article",
            EN_GARDEN,
            ASK["g2"],
            [
                {
                    "content": None,
                    "tool_calls": [
                        call(
                            "edit_article",
                            {"title": EN_GARDEN[0], "body": body(EN_GARDEN, {2: G2})},
                        )
                    ],
                }
            ],
            {2: G2},
        ),
        case(
            "l34-tool-zh-01",
            "tool_call_with_article",
            ZH_GARDEN,
            ASK["z2"],
            [
                {
                    "content": None,
                    "tool_calls": [
                        call("update_document", {"document": whole(ZH_GARDEN, {2: Z2})})
                    ],
                }
            ],
            {2: Z2},
        ),
        case(
            "l34-tool-en-02",
            "tool_call_paragraph_with_chatter",
            EN_TUBE,
            ASK["t0"],
            [
                {
                    "content": "I'll update the opening paragraph.",
                    "tool_calls": [call("replace_paragraph", {"new_text": T0})],
                }
            ],
            {0: T0},
        ),
        case(
            "l34-tool-zh-02",
            "tool_call_streamed",
            ZH_TUBE,
            ASK["u8"],
            [
                {
                    "content": None,
                    "tool_calls": [
                        call("edit_article", {"title": ZH_TUBE[0], "body": body(ZH_TUBE, {8: U8})})
                    ],
                }
            ],
            {8: U8},
            options={"stream": True},
        ),
        case(
            "l34-tool-en-03",
            "tool_call_for_a_search",
            EN_TUBE,
            "Make the glue paragraph more accurate about drying times.",
            [
                {
                    "content": None,
                    "tool_calls": [
                        call(
                            "web_search",
                            {"query": "how long does inner tube patch glue take to dry"},
                        )
                    ],
                }
            ],
            outcome="refused",
            because=tool_refused,
        ),
        case(
            "l34-tool-zh-03",
            "tool_call_for_a_search",
            ZH_TUBE,
            "把胶水干燥时间那部分写得更准确一点。",
            [{"content": None, "tool_calls": [call("search", {"query": "补胎胶水需要晾多久"})]}],
            outcome="refused",
            because=tool_refused,
        ),
        case(
            "l34-tool-en-04",
            "raw_tool_call_tags",
            EN_GARDEN,
            ASK["g8"],
            [
                "<tool_call>\n"
                + json.dumps(
                    {
                        "name": "update_article",
                        "arguments": {"title": EN_GARDEN[0], "body": body(EN_GARDEN, {8: G8})},
                    }
                )
                + "\n</tool_call>"
            ],
            {8: G8},
        ),
        case(
            "l34-tool-zh-04",
            "raw_tool_call_tags",
            ZH_GARDEN,
            ASK["z8"],
            [
                "<tool_call>\n"
                + json.dumps(
                    {"name": "edit", "arguments": {"content": body(ZH_GARDEN, {8: Z8})}},
                    ensure_ascii=False,
                )
                + "\n</tool_call>"
            ],
            {8: Z8},
        ),
    ]


def refusals() -> list[Case]:
    return [
        case(
            "l34-refuse-en-01",
            "polite_refusal",
            EN_GARDEN,
            "Add a quote from Priya Nair saying the council pays for the garden.",
            [
                "I'm sorry, but I can't help with adding a quote Priya Nair didn't say. If you have her actual words, I'd be glad to work them in."
            ],
            outcome="model_says",
            contains="I'm sorry, but I can't help",
        ),
        case(
            "l34-refuse-zh-01",
            "polite_refusal",
            ZH_GARDEN,
            "加一句周晓岚说市政府出钱支持菜园的话。",
            ["作为AI，我不能编造周晓岚没有说过的话。如果你有她的原话，我很乐意帮你加进去。"],
            outcome="model_says",
            contains="作为AI，我不能编造",
        ),
        case(
            "l34-refuse-en-02",
            "refusal_with_question",
            EN_TUBE,
            "Add the price of the patch kit to the list.",
            [
                "Unfortunately, I can't add a price: the article doesn't give one, and I'd only be guessing. What does your patch kit cost?"
            ],
            outcome="model_says",
            contains="What does your patch kit cost?",
        ),
        case(
            "l34-refuse-zh-02",
            "refusal_with_question",
            ZH_TUBE,
            "在清单里加上补胎工具包的价格。",
            ["抱歉，文章里没有写工具包的价格，我不能凭空编一个。你的工具包多少钱？"],
            outcome="model_says",
            contains="你的工具包多少钱",
        ),
        case(
            "l34-refuse-en-03",
            "refusal_then_article_unchanged",
            EN_TUBE,
            "Say that a patched tube is as good as new and never needs replacing.",
            [
                "I'm sorry, but I can't add that claim: a patched tube can fail, and saying otherwise could be unsafe. Here is the article unchanged:\n\n"
                + whole(EN_TUBE, {})
            ],
            outcome="model_says",
            contains="I'm sorry, but I can't add that claim",
        ),
        case(
            "l34-refuse-zh-03",
            "refusal_then_article_unchanged",
            ZH_TUBE,
            "写上补过的内胎和新的一样好，永远不用换。",
            [
                "很抱歉，我无法加入这个说法：补过的内胎仍可能漏气，这样写不安全。以下是原文，未作修改：\n\n"
                + whole(ZH_TUBE, {})
            ],
            outcome="model_says",
            contains="很抱歉，我无法加入这个说法",
        ),
        case(
            "l34-refuse-en-04",
            "as_an_ai_opinion",
            EN_GARDEN,
            "Do you think the intro is too long?",
            [
                "As an AI language model, I don't have personal preferences, but the intro reads well at two sentences. If you'd like it shorter, I can trim it to one."
            ],
            outcome="model_says",
            contains="As an AI language model",
        ),
        case(
            "l34-refuse-zh-04",
            "as_an_ai_opinion",
            ZH_GARDEN,
            "你觉得开头是不是太长了？",
            [
                "作为一个人工智能语言模型，我没有个人喜好，不过开头两句话读起来很顺。如果想再短一些，我可以压缩成一句。"
            ],
            outcome="model_says",
            contains="作为一个人工智能语言模型",
        ),
    ]


def main() -> None:
    files = {
        "reasoning.jsonl": reasoning(),
        "dress.jsonl": dress(),
        "placeholders.jsonl": placeholders(),
        "typography.jsonl": typography(),
        "json_tools.jsonl": json_and_tools(),
        "refusals.jsonl": refusals(),
    }
    seen: set[str] = set()
    for name, cases in files.items():
        for record in cases:
            assert record["id"] not in seen, record["id"]
            seen.add(str(record["id"]))
        lines = [json.dumps(record, ensure_ascii=False) for record in cases]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(seen)} cases")


if __name__ == "__main__":
    main()
