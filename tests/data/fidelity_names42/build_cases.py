# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 42's names-and-places fidelity cases (run from the repository root): a
restyle that puts another person or place in a paragraph (Leeds → York, Dr Priya Patel → Dr
Shah, 王老师 → 李老师, 杭州 → 苏州), which must be refused, and the near-misses that must
still be saved — a possessive or apostrophe written another way, a name shortened, a plural,
heading and sentence-start words changed, a name change the writer asked for or a name the
writer's message gives, a name the restyle only drops, and names translated when a
translation was asked. Every expected article is the original paragraph list with only the
asked changes made."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]
# paragraph index → new text; "title" → the new title.
Changes = dict[object, str]

EN_TITLE = "The bus that never came"
EN = [
    "On Monday we waited twenty minutes at the stop on Otley Road with Ruth Okafor. It cost £12 each to get there.",
    "The bus never came, so we walked the 3 km home to Leeds. Dr Priya Patel, who lives two doors down, lent us an umbrella at the corner.",
    "At home, Mum had made soup. It was the best soup of the year, and London's finest kitchens could not have beaten it.",
    "On Tuesday's trip we took a taxi instead.",
]
CLUB_TITLE = "Walking club notes"
CLUB = [
    "## What we did",
    "The walking club met at Ilkley station and climbed to the Cow and Calf rocks, with Sam Hughes leading the way.",
    "## What comes next",
    "In March we go to Harrogate. Bring boots, water and £5 for the minibus.",
]
ZH_TITLE = "周六早上"
ZH = [
    "周六早上，我们在颐和园门口集合，一共来了十五个人。",
    "我们先沿着昆明湖走了一圈，然后在亭子里休息。王老师给大家讲了颐和园的历史。",
    "中午我们在湖边吃了自带的午饭，下午两点解散。张经理开车把几位老人送回了海淀区。",
    "下个月我们打算去杭州走走，想参加的朋友可以提前报名。",
]
ARTICLES = {"en": (EN_TITLE, EN), "club": (CLUB_TITLE, CLUB), "zh": (ZH_TITLE, ZH)}
LANGS = {"en": "en", "club": "en", "zh": "zh"}


def body(paragraphs: list[str], changed: Changes) -> str:
    """The paragraphs with the changes made."""
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def whole(art: str, changed: Changes) -> str:
    """The whole article back, title line first."""
    title, paragraphs = ARTICLES[art]
    return str(changed.get("title", title)) + "\n\n" + body(paragraphs, changed)


def case(
    case_id: str,
    art: str,
    kind: str,
    suggestion: str,
    changed: Changes,
    *,
    refused: str = "",
    told: str = "",
    reply: str = "",
) -> Case:
    """A case whose model answers the whole article with `changed` made (or `reply`): saved as
    answered, or refused (`refused` says why) with `told` in the reply."""
    title, paragraphs = ARTICLES[art]
    expect: dict[str, object]
    if refused:
        expect = {"outcome": "refused", "because": refused}
    else:
        expect = {
            "outcome": "applied",
            "title": changed.get("title", title),
            "body": body(paragraphs, changed),
        }
    if told:
        expect["note_contains"] = told
    return case_record(
        case_id,
        LANGS[art],
        kind,
        "session 42 names42 (outside41 finding 2): " + kind.replace("_", " "),
        title,
        body(paragraphs, {}),
        suggestion,
        [reply or whole(art, changed)],
        expect,
    )


def swapped() -> list[Case]:
    """A person or a place of the writer's put out by another in a restyle nobody asked to
    rename: refused, the reply saying which became which."""
    kind = "name_swapped"
    return [
        case(
            "n42-en-swap-01",
            "en",
            kind,
            "Make paragraph 2 more vivid",
            {
                1: "The bus never came, so we slogged the 3 km home to York through puddles. Dr Priya Patel, who lives two doors down, lent us an umbrella at the corner."
            },
            refused="Leeds written York",
            told="“Leeds” → “York”",
        ),
        case(
            "n42-en-swap-02",
            "en",
            kind,
            "make paragraph 1 punchier",
            {
                0: "Monday. Twenty minutes at the stop on Otley Road with Anna Smith. It cost £12 each to get there."
            },
            refused="Ruth Okafor written Anna Smith",
            told="“Ruth Okafor” → “Anna Smith”",
        ),
        case(
            "n42-en-swap-03",
            "en",
            kind,
            "Can you make the second paragraph warmer?",
            {
                1: "The bus never came, so we trudged the 3 km home to Leeds. Our lovely neighbour Dr Shah, who lives two doors down, lent us an umbrella at the corner."
            },
            refused="Dr Priya Patel written Dr Shah",
            told="“Dr Shah”",
        ),
        case(
            "n42-en-swap-04",
            "en",
            kind,
            "Make it livelier.",
            {
                0: "On Monday we waited a long twenty minutes at the stop on Otley Road with Ruth Okafor. It cost £12 each just to get there.",
                1: "The bus never came, so we walked the 3 km home to Bradford. Dr Priya Patel, who lives two doors down, rescued us with an umbrella at the corner.",
            },
            refused="Leeds written Bradford in a whole-article restyle",
            told="“Leeds” → “Bradford”",
        ),
        case(
            "n42-en-swap-05",
            "en",
            kind,
            "Make paragraph 3 warmer.",
            {
                2: "At home, Mum had made soup. It was the best soup of the year, and Paris's finest kitchens could not have beaten it."
            },
            refused="London's written Paris's",
            told="“Paris”",
        ),
        case(
            "n42-en-swap-06",
            "club",
            kind,
            "Make it more formal.",
            {
                1: "The walking club assembled at Ilkley station and ascended to the Cow and Calf rocks, led by Tom Baker.",
                3: "In March the club will visit Harrogate. Members should bring boots, water and £5 for the minibus.",
            },
            refused="Sam Hughes written Tom Baker",
            told="“Tom Baker”",
        ),
        case(
            "n42-en-swap-07",
            "club",
            kind,
            "Make the last paragraph shorter.",
            {3: "In March we head for Ripon. Bring boots, water and £5 for the minibus."},
            refused="Harrogate written Ripon in a cut",
            told="“Harrogate” → “Ripon”",
        ),
        case(
            "n42-zh-swap-01",
            "zh",
            kind,
            "第二段写得生动一点",
            {
                1: "我们先绕着西湖慢慢走了一圈，湖风拂面，然后在亭子里歇脚。王老师绘声绘色地讲了颐和园的历史。"
            },
            refused="昆明湖 written 西湖",
            told="“昆明湖” → “西湖”",
        ),
        case(
            "n42-zh-swap-02",
            "zh",
            kind,
            "第二段写得生动一点",
            {
                1: "我们先沿着昆明湖慢慢走了一圈，湖风拂面，然后在亭子里歇脚。李老师绘声绘色地讲了颐和园的历史。"
            },
            refused="王老师 written 李老师",
            told="“王老师” → “李老师”",
        ),
        case(
            "n42-zh-swap-03",
            "zh",
            kind,
            "最后一段写得口语一点",
            {3: "下个月咱们打算去苏州逛逛，想去的朋友早点报名哈。"},
            refused="杭州 written 苏州",
            told="“杭州” → “苏州”",
        ),
        case(
            "n42-zh-swap-04",
            "zh",
            kind,
            "第三段改得正式一些。",
            {2: "午间，大家于湖畔享用自备午餐，下午两点活动结束。张经理驾车将几位老人送返朝阳区。"},
            refused="海淀区 written 朝阳区",
            told="“海淀区” → “朝阳区”",
        ),
        case(
            "n42-zh-swap-05",
            "zh",
            kind,
            "整篇写得生动一点",
            {
                0: "周六一大早，我们就在颐和园门口集合啦，一共来了十五个人。",
                2: "中午大家在湖边吃了自带的午饭，下午两点解散。刘经理开车把几位老人送回了海淀区。",
            },
            refused="张经理 written 刘经理",
            told="“张经理” → “刘经理”",
        ),
    ]


def near_misses() -> list[Case]:
    """The same name written another way, shortened, dropped, asked for or translated, and
    capitalised words that are no names: saved as answered."""
    kind = "name_kept_or_asked"
    return [
        case(
            "n42-en-keep-01",
            "en",
            kind,
            "Make paragraph 3 livelier.",
            {
                2: "At home, Mum had made soup — the best soup of the year. The finest kitchens of London could not have beaten it."
            },
        ),
        case(
            "n42-en-keep-02",
            "en",
            kind,
            "Make the last paragraph livelier.",
            {3: "On Tuesday’s trip? We gave up and took a taxi instead."},
        ),
        case(
            "n42-en-keep-03",
            "en",
            kind,
            "Make paragraph 2 shorter.",
            {
                1: "The bus never came, so we walked the 3 km home to Leeds. Dr Patel from two doors down lent us an umbrella."
            },
        ),
        case(
            "n42-en-keep-04",
            "en",
            kind,
            "make paragraph 1 punchier",
            {
                0: "Monday. Twenty minutes at the Otley Road stop with Ruth. It cost £12 each to get there."
            },
        ),
        case(
            "n42-en-keep-05",
            "club",
            kind,
            "Make it punchier.",
            {
                1: "The walking club met at Ilkley station and stormed up to the Cow and Calf rocks, Sam Hughes out in front.",
                3: "In March: Harrogate. Pack boots, water and £5 for the minibus.",
            },
        ),
        case(
            "n42-en-keep-06",
            "en",
            kind,
            "Make paragraph 2 livelier, and it was York, not Leeds.",
            {
                1: "The bus never came, so we slogged the 3 km home to York. Dr Priya Patel, who lives two doors down, lent us an umbrella at the corner."
            },
        ),
        case(
            "n42-en-keep-07",
            "en",
            kind,
            "Make paragraph 2 livelier. (Priya has remarried — she's Dr Priya Shah now.)",
            {
                1: "The bus never came, so we squelched the 3 km home to Leeds. Dr Priya Shah, who lives two doors down, lent us an umbrella at the corner."
            },
        ),
        case(
            "n42-en-keep-08",
            "en",
            kind,
            "Make paragraph 1 livelier.",
            {
                0: "On Monday we waited twenty long minutes at the stop on Otley Road with the Okafors. It cost £12 each to get there."
            },
        ),
        case(
            "n42-en-keep-09",
            "en",
            kind,
            "Make paragraph 2 more vivid",
            {
                1: "The bus never came, so we walked the 3 km home to LEEDS, soaked. Dr Priya Patel, who lives two doors down, lent us an umbrella at the corner."
            },
        ),
        case(
            "n42-en-keep-10",
            "en",
            kind,
            "Make the last paragraph livelier.",
            {3: "Tuesday’s trip? Lesson learned: we took a taxi instead."},
        ),
        case(
            "n42-zh-keep-01",
            "zh",
            kind,
            "第二段写得生动一点",
            {
                1: "我们先沿着湖边慢慢走了一圈，湖风拂面，然后在亭子里歇脚。王老师绘声绘色地讲了颐和园的历史。"
            },
        ),
        case(
            "n42-zh-keep-02",
            "zh",
            kind,
            "第二段写得生动一点，讲历史的是李老师，不是王老师",
            {
                1: "我们先沿着昆明湖慢慢走了一圈，湖风拂面，然后在亭子里歇脚。李老师绘声绘色地讲了颐和园的历史。"
            },
        ),
        case(
            "n42-zh-keep-03",
            "zh",
            kind,
            "最后一段口语一点，地点改成苏州了",
            {3: "下个月咱们打算去苏州逛逛，想去的朋友早点报名哈。"},
        ),
        case(
            "n42-zh-keep-04",
            "zh",
            kind,
            "第三段写得生动一点",
            {
                2: "中午大家在湖边摊开自带的午饭，吃得香喷喷的，下午两点各自踏上回家的路。张经理开车一路把几位老人送回了海淀区。"
            },
        ),
        case(
            "n42-zh-keep-05",
            "zh",
            kind,
            "第三段口语一点",
            {2: "中午咱们在湖边吃了自带的午饭，下午两点就散了。老张开车把几位老人送回了海淀区。"},
        ),
        case(
            "n42-zh-keep-06",
            "zh",
            kind,
            "把全文翻译成英文",
            {
                "title": "Saturday morning",
                0: "On Saturday morning we met at the gate of the Summer Palace; fifteen people came in all.",
                1: "We first walked around Kunming Lake, then rested in a pavilion. Teacher Wang told everyone about the history of the Summer Palace.",
                2: "At noon we ate the lunch we had brought by the lake, and we broke up at two in the afternoon. Manager Zhang drove several elderly people back to Haidian District.",
                3: "Next month we plan to visit Hangzhou; friends who want to come can sign up in advance.",
            },
        ),
        case(
            "n42-en-keep-11",
            "en",
            kind,
            "Translate the last paragraph into Chinese.",
            {3: "周二那次出行，我们改坐了出租车。"},
        ),
    ]


def main() -> None:
    cases = [*swapped(), *near_misses()]
    assert len({c["id"] for c in cases}) == len(cases)
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as out:
        for one in cases:
            out.write(json.dumps(one, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
