# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 43's dev cases for "paragraph N" as the writer counts it where session 42
left it counting blocks, run from the repository root: placeholders that name the paragraphs
they stand for ("[Paragraphs 4–6 unchanged]", （第1至2段不变）) in articles with `## `
headings, "the last paragraph under 'Costs'" / “费用”下面最后一段, a new person's name put at a
sentence's start in place of the writer's, and poems whose last line has no full stop — en and
zh, with plain near-misses. Every expected article is the original block list with only the
asked change made."""

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
PLAIN_TITLE = "Choir rehearsals"
PLAIN = [
    "Rehearsals start again on Tuesday 7 October at 7.30 pm in the church hall.",
    "We are learning the Fauré Requiem for the spring concert, so please bring your own score if you have one.",
    "Tea and biscuits are at the break, and the hall is warm now that the heating has been fixed.",
    "New singers are welcome; there is no audition, just come along on any Tuesday.",
]
WALK_TITLE = "Saturday heath walk"
WALK = [
    "The walk leaves the café by the bandstand at 9 am on Saturday and takes about three hours.",
    "Ruth Okafor leads it this month. She has walked the heath for twenty years and knows every pond on it.",
    "Bring water, a snack and boots: the paths by the ponds are muddy after rain.",
]
POEM_TITLE = "Late ferry"
POEM = [
    "The last ferry leaves at nine,\nits lights laid out along the water,\ngulls asleep on every line",
    "We stand at the rail and say nothing,\nthe town folding itself away,\nthe engine counting out the dark",
    "and somewhere past the harbour wall\nthe sea goes on without us",
]
STOPPED_TITLE = "Allotment in March"
STOPPED = [
    "The soil is still cold under the hand,\nthe rhubarb only a red fist,\nthe water butt frozen at its rim.",
    "But the blackbird has found the compost,\nand someone has turned the bed by the gate,\nand the light stays until six.",
]
STOPPED_ZH_TITLE = "三月的菜园"
STOPPED_ZH = [
    "土还是凉的，\n大黄只冒出一个红拳头，\n水桶边上结着冰。",
    "可是乌鸫找到了堆肥，\n门边那畦地有人翻过了，\n天要到六点才黑。",
]
POEM_ZH_TITLE = "夜渡"
POEM_ZH = [
    "最后一班渡轮九点开\n灯光铺在水面上\n海鸥睡在每一根缆绳上",
    "我们靠着栏杆不说话\n小城一点一点收起来\n发动机数着黑夜",
    "在防波堤外面的某个地方\n海没有等我们",
]


def ranged(out: list[dict[str, Any]]) -> None:
    """Placeholders that name the paragraphs they stand for, in the writer's count."""
    en, zh = (EN_TITLE, EN), (ZH_TITLE, ZH)
    new3 = "Rent stays at £38 for a half plot and £64 for a full plot."
    want = edited(EN, {4: new3})
    out.append(
        case(
            "p43-en-01",
            "en",
            "ranged_placeholder_counted",
            "headings kept, placeholders name paragraphs 1–2 and 4–6 as the writer counts",
            en,
            "Paragraph 3 is too wordy, tighten it.",
            f"{EN_TITLE}\n\n## Open day\n\n[Paragraphs 1–2 unchanged]\n\n## Costs\n\n{new3}\n\n[Paragraphs 4–6 unchanged]",
            applied(want),
        )
    )
    out.append(
        case(
            "p43-en-02",
            "en",
            "ranged_placeholder_counted",
            "placeholders only: 1–2 and 4–6 in the writer's count stand for every block around it",
            en,
            "Paragraph 3 is too wordy, tighten it.",
            f"{EN_TITLE}\n\n[Paragraphs 1–2 unchanged]\n\n## Costs\n\n{new3}\n\n[Paragraphs 4–6 unchanged]",
            applied(want),
        )
    )
    new5 = "Pay by 30 November, by transfer or in cash at the Saturday hut."
    out.append(
        case(
            "p43-en-03",
            "en",
            "ranged_placeholder_counted",
            "(Paragraphs 1-4 unchanged) before the writer's paragraph 5, a heading between",
            en,
            "Make paragraph 5 friendlier and shorter.",
            f"{EN_TITLE}\n\n(Paragraphs 1-4 unchanged)\n\n{new5}\n\n## Next year\n\n(Paragraph 6 unchanged)",
            applied(edited(EN, {6: new5})),
        )
    )
    new6 = "At the open day we will start a waiting list for the six new east-side plots."
    out.append(
        case(
            "p43-en-04",
            "en",
            "ranged_placeholder_counted",
            "the last paragraph after '[Paragraphs 1 to 5 unchanged]' and the heading",
            en,
            "Rewrite the last paragraph so it starts with the open day.",
            f"{EN_TITLE}\n\n[Paragraphs 1 to 5 unchanged]\n\n## Next year\n\n{new6}",
            applied(edited(EN, {8: new6})),
        )
    )
    new_zh3 = "读书会不收会费，茶水免费，自带书即可。"
    out.append(
        case(
            "p43-zh-01",
            "zh",
            "ranged_placeholder_counted",
            "（第1至2段不变）（第4至6段不变）按作者的数法，小标题保留",
            zh,
            "第三段太啰嗦了，精简一下。",
            f"{ZH_TITLE}\n\n## 活动时间\n\n（第1至2段不变）\n\n## 费用\n\n{new_zh3}\n\n（第4至6段不变）",
            applied(edited(ZH, {4: new_zh3})),
        )
    )
    out.append(
        case(
            "p43-zh-02",
            "zh",
            "ranged_placeholder_counted",
            "【第1-2段同原文】【第4-6段同原文】，小标题也没写出来",
            zh,
            "第三段太啰嗦了，精简一下。",
            f"{ZH_TITLE}\n\n【第1-2段同原文】\n\n## 费用\n\n{new_zh3}\n\n【第4-6段同原文】",
            applied(edited(ZH, {4: new_zh3})),
        )
    )
    new_zh5 = "订书款请在每月十五号前交给刘阿姨，由她统一下单。"
    out.append(
        case(
            "p43-zh-03",
            "zh",
            "ranged_placeholder_counted",
            "（第1—4段不变）后面是第5段，再后面是小标题和（第6段不变）",
            zh,
            "把第五段改得客气一点。",
            f"{ZH_TITLE}\n\n（第1—4段不变）\n\n{new_zh5}\n\n## 联系方式\n\n（第6段不变）",
            applied(edited(ZH, {6: new_zh5})),
        )
    )
    unlike = "Half plots cost £38 a year and full plots £64, just as before."
    out.append(
        case(
            "p43-en-21",
            "en",
            "ranged_placeholder_counted",
            "a paragraph rewritten past pairing, placed only by the placeholders' numbers",
            en,
            "Rewrite paragraph 3 from scratch, in one punchy sentence.",
            f"{EN_TITLE}\n\n[Paragraphs 1–2 unchanged]\n\n{unlike}\n\n[Paragraphs 4–6 unchanged]",
            applied(edited(EN, {4: unlike})),
        )
    )
    out.append(
        case(
            "p43-en-22",
            "en",
            "ranged_placeholder_blocks",
            "near-miss: the model counted the headings in its placeholders (1–4, 6–9 are blocks)",
            en,
            "Rewrite paragraph 3 from scratch, in one punchy sentence.",
            f"{EN_TITLE}\n\n[Paragraphs 1–4 unchanged]\n\n{unlike}\n\n[Paragraphs 6–9 unchanged]",
            applied(edited(EN, {4: unlike})),
        )
    )
    unlike_zh = "会费全免，茶水管够，带上书来就行！"
    out.append(
        case(
            "p43-zh-10",
            "zh",
            "ranged_placeholder_counted",
            "第三段整段重写，认不出原文，只能按占位符的段号放回",
            zh,
            "第三段重新写，一句话就好。",
            f"{ZH_TITLE}\n\n（第1至2段不变）\n\n{unlike_zh}\n\n（第4至6段不变）",
            applied(edited(ZH, {4: unlike_zh})),
        )
    )
    plain = edited(PLAIN, {2: "There is tea at the break, and the hall is warm again."})
    out.append(
        case(
            "p43-en-05",
            "en",
            "ranged_placeholder_plain",
            "near-miss: no headings, placeholders count blocks",
            (PLAIN_TITLE, PLAIN),
            "Shorten paragraph 3.",
            f"{PLAIN_TITLE}\n\n[Paragraphs 1–2 unchanged]\n\n{plain[2]}\n\n[Paragraph 4 unchanged]",
            applied(plain),
        )
    )


def last_under(out: list[dict[str, Any]]) -> None:
    """'The last paragraph under X' / “X”下面最后一段: the section's last paragraph of text."""
    en, zh = (EN_TITLE, EN), (ZH_TITLE, ZH)
    pay = "Please pay by 30 November, by transfer or in cash at the Saturday hut."
    out.append(
        case(
            "p43-en-06",
            "en",
            "last_under_heading",
            "the last paragraph under 'Costs' = the section's third",
            en,
            "Tighten the last paragraph under 'Costs'.",
            full(EN_TITLE, edited(EN, {6: pay})),
            applied(edited(EN, {6: pay}), note_contains="paragraph 5"),
        )
    )
    out.append(
        case(
            "p43-en-07",
            "en",
            "last_under_heading",
            "the final paragraph of the Costs section, another paragraph also changed: withheld",
            en,
            "Make the final paragraph of the Costs section shorter.",
            full(
                EN_TITLE,
                edited(EN, {6: pay, 1: "Our open day is on Saturday 4 October, 10 am to 3 pm."}),
            ),
            applied(edited(EN, {6: pay}), withheld_min=1),
        )
    )
    out.append(
        case(
            "p43-en-08",
            "en",
            "last_under_heading",
            "the last paragraph under “Costs” rewritten as the first one: refused",
            en,
            "Tighten the last paragraph under “Costs”.",
            full(
                EN_TITLE,
                edited(EN, {4: "Rent stays at £38 for a half plot and £64 for a full plot."}),
            ),
            {
                "outcome": "refused",
                "because": "the model rewrote paragraph 3, not the last under Costs",
            },
        )
    )
    out.append(
        case(
            "p43-en-09",
            "en",
            "last_under_heading",
            "the last paragraph in the 'Open day' section (its second)",
            en,
            "Make the last paragraph in the 'Open day' section livelier.",
            full(
                EN_TITLE,
                edited(
                    EN,
                    {
                        2: "Maria Lopez, who built the new pond with the Thursday volunteers, leads a tour of it every hour!"
                    },
                ),
            ),
            applied(
                edited(
                    EN,
                    {
                        2: "Maria Lopez, who built the new pond with the Thursday volunteers, leads a tour of it every hour!"
                    },
                )
            ),
        )
    )
    pay_zh = "订书款请在每月十五号前交给刘阿姨，由她统一下单。"
    out.append(
        case(
            "p43-zh-04",
            "zh",
            "last_under_heading",
            "“费用”下面最后一段 = 费用一节的第三段",
            zh,
            "“费用”下面最后一段精简一下。",
            full(ZH_TITLE, edited(ZH, {6: pay_zh})),
            applied(edited(ZH, {6: pay_zh}), note_contains="第5段"),
        )
    )
    out.append(
        case(
            "p43-zh-05",
            "zh",
            "last_under_heading",
            "费用部分的最后一段；模型顺手改了别的段：不采用",
            zh,
            "把费用部分的最后一段改短。",
            full(ZH_TITLE, edited(ZH, {6: pay_zh, 2: "每次先由一位读者分享半小时，再自由讨论。"})),
            applied(edited(ZH, {6: pay_zh}), withheld_min=1),
        )
    )
    out.append(
        case(
            "p43-zh-06",
            "zh",
            "last_under_heading",
            "“活动时间”下的最后一段被改成了第一段：拒绝",
            zh,
            "“活动时间”下的最后一段改得简单些。",
            full(
                ZH_TITLE,
                edited(ZH, {1: "十月读书会每周六下午两点到四点在社区活动中心二楼阅览室举行。"}),
            ),
            {"outcome": "refused", "because": "模型改的是第1段，不是活动时间下的最后一段"},
        )
    )


def names(out: list[dict[str, Any]]) -> None:
    """A new person's name put at a sentence's start in place of the writer's."""
    walk = (WALK_TITLE, WALK)
    swapped = "Anna leads it this month. She has walked the heath for twenty years and knows every pond on it."
    out.append(
        case(
            "p43-en-10",
            "en",
            "name_swapped_sentence_start",
            "Ruth Okafor → Anna, the new name opening the sentence",
            walk,
            "Make the second paragraph warmer.",
            full(WALK_TITLE, edited(WALK, {1: swapped})),
            {
                "outcome": "refused",
                "because": "Ruth Okafor swapped for Anna",
                "note_contains": "Anna",
            },
        )
    )
    swapped2 = "Leading it this month is a real expert. Priya has walked the heath for twenty years and knows every pond on it."
    out.append(
        case(
            "p43-en-11",
            "en",
            "name_swapped_sentence_start",
            "Ruth Okafor dropped, Priya opening the next sentence",
            walk,
            "Make the second paragraph warmer.",
            full(WALK_TITLE, edited(WALK, {1: swapped2})),
            {
                "outcome": "refused",
                "because": "Ruth Okafor swapped for Priya",
                "note_contains": "Priya",
            },
        )
    )
    kept = "Ruth leads it this month! She has walked the heath for twenty years and knows every pond on it."
    out.append(
        case(
            "p43-en-12",
            "en",
            "name_kept_sentence_start",
            "near-miss: Ruth Okafor shortened to Ruth at the sentence start",
            walk,
            "Make the second paragraph warmer.",
            full(WALK_TITLE, edited(WALK, {1: kept})),
            applied(edited(WALK, {1: kept})),
        )
    )
    plain = "This month's leader has walked the heath for twenty years. Ruth Okafor knows every pond on it, and she loves showing them off."
    out.append(
        case(
            "p43-en-13",
            "en",
            "name_kept_sentence_start",
            "near-miss: sentences reordered, a common word opening one",
            walk,
            "Make the second paragraph warmer.",
            full(WALK_TITLE, edited(WALK, {1: plain})),
            applied(edited(WALK, {1: plain})),
        )
    )
    common = "Everyone is welcome on the walk, which leaves the café by the bandstand at 9 am on Saturday and takes about three hours."
    out.append(
        case(
            "p43-en-14",
            "en",
            "name_kept_sentence_start",
            "near-miss: a capitalised common word opening the rewritten first paragraph",
            walk,
            "Make the first paragraph friendlier.",
            full(WALK_TITLE, edited(WALK, {0: common})),
            applied(edited(WALK, {0: common})),
        )
    )


def poems(out: list[dict[str, Any]]) -> None:
    """A poem whose last line has no full stop, as the writer's own lines have none."""
    poem, poem_zh = (POEM_TITLE, POEM), (POEM_ZH_TITLE, POEM_ZH)
    last = "and somewhere past the harbour wall\nthe sea keeps talking without us"
    out.append(
        case(
            "p43-en-15",
            "en",
            "poem_last_line",
            "the last stanza rewritten, its last line unpunctuated like the writer's",
            poem,
            "Rewrite the last stanza so it ends more quietly.",
            full(POEM_TITLE, edited(POEM, {2: last})),
            applied(edited(POEM, {2: last})),
        )
    )
    whole = [
        "The last ferry slips out at nine,\nits lights poured out along the water,\ngulls asleep on every line",
        "We lean at the rail and say nothing,\nthe town folding itself away,\nthe engine counting down the dark",
        "and far past the harbour wall\nthe sea goes on without us",
    ]
    out.append(
        case(
            "p43-en-16",
            "en",
            "poem_last_line",
            "the whole poem polished, no line ends with a full stop",
            poem,
            "Polish the wording of the poem a little.",
            full(POEM_TITLE, whole),
            applied(whole),
        )
    )
    second = "We stand at the rail and say nothing,\nthe town folding into itself,\nthe engine counting the dark"
    out.append(
        case(
            "p43-en-17",
            "en",
            "poem_last_line",
            "a middle stanza rewritten, its last line unpunctuated",
            poem,
            "Make the second stanza more vivid.",
            full(POEM_TITLE, edited(POEM, {1: second})),
            applied(edited(POEM, {1: second})),
        )
    )
    last_zh = "在防波堤外面很远的地方\n海自顾自地说着话"
    out.append(
        case(
            "p43-zh-07",
            "zh",
            "poem_last_line",
            "改写最后一节，最后一行和原诗一样没有句号",
            poem_zh,
            "最后一节改得安静一点。",
            full(POEM_ZH_TITLE, edited(POEM_ZH, {2: last_zh})),
            applied(edited(POEM_ZH, {2: last_zh})),
        )
    )
    whole_zh = [
        "末班渡轮九点离岸\n灯光铺满了水面\n海鸥睡在每一根缆绳上",
        "我们倚着栏杆不说话\n小城一点点收拢\n发动机数着夜色",
        "防波堤外的某个地方\n海不再等我们",
    ]
    out.append(
        case(
            "p43-zh-08",
            "zh",
            "poem_last_line",
            "整首诗润色，每一行都没有标点",
            poem_zh,
            "把这首诗润色一下。",
            full(POEM_ZH_TITLE, whole_zh),
            applied(whole_zh),
        )
    )
    spring = "But the blackbird is at the compost,\nthe bed by the gate is turned,\nthe light holds on past six"
    out.append(
        case(
            "p43-en-19",
            "en",
            "poem_last_line",
            "the last stanza rewritten without the full stop its original ended on",
            (STOPPED_TITLE, STOPPED),
            "Make the second stanza more hopeful.",
            full(STOPPED_TITLE, edited(STOPPED, {1: spring})),
            applied(edited(STOPPED, {1: spring})),
        )
    )
    spring_zh = "可是乌鸫已经在堆肥里找吃的，\n门边那畦地翻好了，\n天一直亮到六点以后"
    out.append(
        case(
            "p43-zh-09",
            "zh",
            "poem_last_line",
            "最后一节改写，原文以句号结尾，改写后的最后一行没有句号",
            (STOPPED_ZH_TITLE, STOPPED_ZH),
            "第二节改得更有希望一些。",
            full(STOPPED_ZH_TITLE, edited(STOPPED_ZH, {1: spring_zh})),
            applied(edited(STOPPED_ZH, {1: spring_zh})),
        )
    )
    first = "The soil is cold under the hand,\nthe rhubarb a small red fist,\nthe water butt iced at the rim"
    out.append(
        case(
            "p43-en-20",
            "en",
            "poem_last_line",
            "the first stanza rewritten, its closing full stop dropped",
            (STOPPED_TITLE, STOPPED),
            "Tighten the first stanza.",
            full(STOPPED_TITLE, edited(STOPPED, {0: first})),
            applied(edited(STOPPED, {0: first})),
        )
    )
    cut = "and somewhere past the harbour wall\nthe sea goes on without the"
    out.append(
        case(
            "p43-en-18",
            "en",
            "poem_cut",
            "near-miss: the last line stops on 'the' — cut off, refused",
            poem,
            "Rewrite the last stanza so it ends more quietly.",
            full(POEM_TITLE, edited(POEM, {2: cut})),
            {"outcome": "refused", "because": "the reply stops mid-line"},
        )
    )


def cases() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    ranged(out)
    last_under(out)
    names(out)
    poems(out)
    return out


def main() -> None:
    lines = [json.dumps(c, ensure_ascii=False) for c in cases()]
    (HERE / "paragraphs.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} cases")


if __name__ == "__main__":
    main()
