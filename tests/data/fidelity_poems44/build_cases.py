# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 44's dev cases for outside43's findings 2, 3, 4, 6 and 13, run from the
repository root: a poem or lyric line answered alone (ending as the writer's line ends), an
unasked dropped full stop at the end of a middle stanza, a table re-padded by the model when a
row is added or changed, `withheld[].paragraph` counted as the writer counts, and dots inside a
file name, version number, decimal or abbreviation — en and zh, with near-misses that must stay
as they are (a line really cut off, a table the writer asked to realign, an image the writer
asked to remove). Every expected article is the original block list with only the asked change
made."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import applied_blocks as applied  # noqa: E402
from fidelity_build import article_case as case  # noqa: E402
from fidelity_build import edited, full, refused  # noqa: E402

HARBOUR_T = "Harbour, late"
HARBOUR = [
    "The boats come in without a sound,\ntheir ropes thrown over the wet stones,\ntheir lights put out one by one.",
    "I walk the length of the quay,\nI count the gulls on the rail,\nI think of the letter I did not send.",
    "Somewhere a bell is ringing.\nSomewhere the tide is turning.",
]
DONGZHI_T = "冬至"
DONGZHI = [
    "天黑得很早，\n楼下的灯一盏一盏亮起来，\n像有人在点名。",
    "我把饺子下进锅里，\n看它们一个个浮起来，\n想起你包的样子。",
    "雪没有下，\n我一个人吃完了一整盘。",
]
SONG_T = "River song"
SONG = [
    "Drive me down to the river,\ndrive me down where the lights go low,\ntell me all the things you never told me",
    "Sing it soft like a lullaby,\nsing it slow like the radio,\nI'll be yours when the morning comes",
]
LAOJIE_T = "老街"
LAOJIE = [
    "风吹过那条老街\n路灯照着你的脸\n我们说好不说再见",
    "多年以后的夏天\n我又走过那个路口\n你还在不在那边",
]
PARTY_T = "Our street party"
PARTY = [
    "The street party is on Sunday 14 June, from noon until the light goes.",
    "Bring a chair, a dish to share and something to drink. The council will close the road at eleven.",
    "Last year sixty neighbours came, and we hope for even more this time.",
]
RUN_T = "Running club"
RUN = [
    "We run three times a week, whatever the weather.",
    "| Day | Route | Leader |\n|---|---|---|\n| Tuesday | River loop | Sam |\n| Thursday | Hill repeats | Priya |\n| Saturday | Park 10k | Joe |",
    "New runners are welcome on any of these; just turn up ten minutes early.",
]
CAFE_T = "Café prices"
CAFE = [
    "Our prices from 1 March:",
    "| Drink | Price |\n| --- | --- |\n| Espresso | £2.10 |\n| Latte | £2.90 |\n| Hot chocolate | £3.00 |",
    "Oat milk is free, as always.",
]
DUTY_T = "十二月值班表"
DUTY = [
    "十二月周末的值班安排如下，有变动请提前在群里说。",
    "| 日期 | 值班人 | 电话 |\n|---|---|---|\n| 周六上午 | 张伟 | 13900001111 |\n| 周六下午 | 李娜 | 13900002222 |\n| 周日全天 | 王芳 | 13900003333 |",
    "值班的同事记得锁好后门。",
]
MENU_T = "咖啡价目表"
MENU = [
    "新价目表从下周一开始执行：",
    "| 品种 | 价格 |\n|---|---|\n| 美式 | 18元 |\n| 拿铁 | 25元 |\n| 摩卡 | 28元 |",
    "自带杯子减两元。",
]
TIDE_T = "Tide times"
TIDE = [
    "High water at the harbour this weekend:",
    "| Day      | Morning | Evening |\n|----------|---------|---------|\n| Saturday | 06:12   | 18:40   |\n| Sunday   | 06:55   | 19:21   |",
    "Times are for the outer harbour; the inner basin is about ten minutes later.",
]
CODE_T = "Reading a CSV in Python"
CODE = [
    "Most data arrives as a CSV file, and Python reads it in a few lines.",
    "You need nothing extra installed:",
    '```python\nimport csv\n\nwith open("people.csv") as f:\n    rows = list(csv.DictReader(f))\n```',
    "Each row is now a dictionary keyed by the header.",
    "From here you can filter, sort or count as you like.",
    "That's it. Happy parsing.",
]
NOTES_T = "Release notes 3.1"
NOTES = [
    "Version 3.1 is out today.",
    "## Fixed",
    "- Search no longer skips the [last page](https://example.com/issues/88).",
    "- The editor keeps your cursor after saving.",
    "## Changed",
    "- Autosave now runs every minute.",
]
ZHNOTES_T = "社区运动会通知"
ZHNOTES = [
    "今年的社区运动会定在十一月二十日举行。",
    "## 时间",
    "上午八点半在小区东门集合，九点正式开始。",
    "## 报名",
    "请在十一月十五日前到[报名页面](https://example.com/signup)填写信息。",
]
WALK_T = "The coast path"
WALK = [
    "The coast path from Porthcurno to Land's End is short, but it is one of the finest walks in the country.",
    "![Map of the path from Porthcurno to Land's End](coast-path-map.png)",
    "Park at the Minack car park, which fills up early in summer, and follow the acorn signs west.",
    "The café at the end is open until five.",
]
ZHWALK_T = "西湖边走一走"
ZHWALK = [
    "从断桥走到苏堤，差不多要一个半小时，一路上都能看到湖景。",
    "![从断桥到苏堤的路线图](xihu-route.png)",
    "建议早上七点前出发，人少，也不晒，路边的早餐店也都开了。",
]
VERSION_T = "App update"
VERSION = [
    "Version 2.7 is out today.",
    "It fixes the sync bug and makes start-up about twice as fast.",
]
ZHVERSION_T = "系统升级公告"
ZHVERSION = [
    "新版本 3.2 今天正式上线。",
    "这次升级修复了登录问题，页面打开速度也快了不少。",
]
POTLUCK_T = "Potluck night"
POTLUCK = [
    "Bring something to share, e.g. fruit or crisps. Parking is free behind the hall.",
    "Doors open at 7 pm.",
]
SLIDES_T = "Team talk"
SLIDES = [
    "Download the slides (talk-v1.2.pdf) from the shared folder. Questions go to the team channel.",
    "The recording will be up by Friday.",
]
TICKET_T = "亲子活动"
TICKET = [
    "本次活动门票12.5元，儿童免费。请在周五前报名。",
    "活动地点在社区活动中心一楼。",
]


def line_swapped(blocks: list[str], old: str, new: str) -> list[str]:
    """The block list with one line of one block replaced."""
    return [b.replace(old, new) for b in blocks]


def lines_alone(out: list[dict[str, Any]]) -> None:
    """Finding 2: one poem or lyric line answered alone, ending as the writer's line ends."""
    h, dz, song, lj = (HARBOUR_T, HARBOUR), (DONGZHI_T, DONGZHI), (SONG_T, SONG), (LAOJIE_T, LAOJIE)
    rows = [
        (
            "p44-en-01",
            "en",
            h,
            'Rewrite the line "I count the gulls on the rail," so it feels lonelier.',
            "I count the gulls on the rail,",
            "I count each gull along the empty rail,",
            "the quoted line with its comma, answered alone with a comma",
        ),
        (
            "p44-en-02",
            "en",
            h,
            'Make "I walk the length of the quay" more vivid.',
            "I walk the length of the quay,",
            "I pace the whole wet length of the quay,",
            "the line quoted without its comma, answered alone with it",
        ),
        (
            "p44-en-03",
            "en",
            song,
            'The line "tell me all the things you never told me" is clunky, fix it.',
            "tell me all the things you never told me",
            "tell me every secret that you kept from me",
            "a lyric stanza's last line without a stop, answered alone without one",
        ),
        (
            "p44-en-04",
            "en",
            song,
            'Rework "sing it slow like the radio," so it sounds older.',
            "sing it slow like the radio,",
            "sing it slow like an old valve radio,",
            "a lyric line ending in a comma, answered alone",
        ),
        (
            "p44-zh-01",
            "zh",
            dz,
            "把“看它们一个个浮起来，”这一行写得更生动一些。",
            "看它们一个个浮起来，",
            "看它们一个挨一个浮上水面，",
            "现代诗中间一行（以逗号结尾），单独回答",
        ),
        (
            "p44-zh-02",
            "zh",
            dz,
            "第一节“楼下的灯一盏一盏亮起来，”这行再有画面感一点。",
            "楼下的灯一盏一盏亮起来，",
            "楼下的灯一盏接一盏地亮了，",
            "第一节中间一行，单独回答，逗号结尾",
        ),
        (
            "p44-zh-03",
            "zh",
            lj,
            "“路灯照着你的脸”这一句歌词改得更有味道。",
            "路灯照着你的脸",
            "昏黄的路灯照着你的脸",
            "没有标点的歌词一行，单独回答",
        ),
    ]
    for id_, lang, article, ask, old, new, source in rows:
        out.append(
            case(
                id_,
                lang,
                "poem_line_alone",
                source,
                article,
                ask,
                new,
                applied(line_swapped(article[1], old, new)),
            )
        )
    near = [
        (
            "p44-en-05",
            "en",
            h,
            'Rewrite "I think of the letter I did not send." so it aches more.',
            "I think of the letter I never",
            "a line ending in a full stop answered stopping on 'never'",
        ),
        (
            "p44-en-06",
            "en",
            h,
            'Rewrite the line "I count the gulls on the rail," so it feels lonelier.',
            "I count the gulls on the",
            "a comma line answered stopping on 'the'",
        ),
        (
            "p44-zh-04",
            "zh",
            dz,
            "把“想起你包的样子。”这一行改得更伤感。",
            "想起你包饺子时的",
            "句号结尾的一行，回答停在“的”上",
        ),
    ]
    for id_, lang, article, ask, reply, source in near:
        out.append(
            case(
                id_,
                lang,
                "poem_line_cut",
                source,
                article,
                ask,
                reply,
                refused("the line is cut off mid-sentence"),
            )
        )


def middle_stops(out: list[dict[str, Any]]) -> None:
    """Finding 3: a full stop dropped unasked at the end of a middle stanza or paragraph."""
    h, dz, party = (HARBOUR_T, HARBOUR), (DONGZHI_T, DONGZHI), (PARTY_T, PARTY)
    new_last = "Somewhere a bell is ringing.\nSomewhere the tide goes out without me."
    reply = full(HARBOUR_T, edited(HARBOUR, {1: HARBOUR[1].rstrip("."), 2: new_last}))
    out.append(
        case(
            "p44-en-07",
            "en",
            "middle_stop_dropped",
            "the last line changed; stanza 2's closing stop dropped unasked",
            h,
            "Change the last line so it hurts a bit more.",
            reply,
            applied(edited(HARBOUR, {2: new_last}), withheld_min=1, note_lacks="cut off"),
        )
    )
    reply = full(
        HARBOUR_T,
        edited(HARBOUR, {0: HARBOUR[0].rstrip("."), 1: HARBOUR[1].rstrip("."), 2: new_last}),
    )
    out.append(
        case(
            "p44-en-08",
            "en",
            "middle_stop_dropped",
            "the last line changed; stanzas 1 and 2 both lose their stops",
            h,
            "Change the last line so it hurts a bit more.",
            reply,
            applied(edited(HARBOUR, {2: new_last}), withheld_min=1, note_lacks="cut off"),
        )
    )
    new_zh = "雪没有下，\n我一个人慢慢吃完了一整盘。"
    reply = full(DONGZHI_T, edited(DONGZHI, {1: DONGZHI[1].rstrip("。"), 2: new_zh}))
    out.append(
        case(
            "p44-zh-05",
            "zh",
            "middle_stop_dropped",
            "改最后一行，第二节末尾的句号被顺手删掉",
            dz,
            "最后一行改得更让人心酸一点。",
            reply,
            applied(edited(DONGZHI, {2: new_zh}), withheld_min=1, note_lacks="截断"),
        )
    )
    new3 = (
        "Last year sixty neighbours came, and it would be lovely to see even more of you this time!"
    )
    reply = full(PARTY_T, edited(PARTY, {1: PARTY[1].rstrip("."), 2: new3}))
    out.append(
        case(
            "p44-en-09",
            "en",
            "middle_stop_dropped",
            "prose: the last paragraph warmed; paragraph 2's closing stop dropped unasked",
            party,
            "Make the last paragraph warmer.",
            reply,
            applied(edited(PARTY, {2: new3}), withheld_min=1, note_lacks="cut off"),
        )
    )
    reply = full(
        HARBOUR_T,
        edited(
            HARBOUR,
            {
                1: HARBOUR[1].rstrip("."),
                2: "Somewhere a bell is ringing.\nSomewhere the tide goes out with the",
            },
        ),
    )
    out.append(
        case(
            "p44-en-10",
            "en",
            "poem_line_cut",
            "near-miss: the asked last line itself stops on 'the'",
            h,
            "Change the last line so it hurts a bit more.",
            reply,
            refused("the asked line is cut off"),
        )
    )


def padded(rows: list[list[str]], widths: list[int] | None = None) -> str:
    """A markdown table with every column padded to its widest cell, as models write them."""
    if widths is None:
        widths = [max(len(r[i]) for r in rows if r) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        if not r:
            lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
        else:
            lines.append(
                "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) + " |"
            )
    return "\n".join(lines)


def tables(out: list[dict[str, Any]]) -> None:
    """Finding 13: a row added or changed, answered with the whole table re-padded."""
    run_rows = [
        ["Day", "Route", "Leader"],
        [],
        ["Tuesday", "River loop", "Sam"],
        ["Thursday", "Hill repeats", "Priya"],
        ["Saturday", "Park 10k", "Joe"],
    ]
    reply = full(
        RUN_T,
        edited(
            RUN, {1: padded([*run_rows, ["Sunday", "Long slow run to the lighthouse", "Maya"]])}
        ),
    )
    want = edited(RUN, {1: RUN[1] + "\n| Sunday | Long slow run to the lighthouse | Maya |"})
    out.append(
        case(
            "p44-en-11",
            "en",
            "table_row_repadded",
            "a schedule row added, every row re-padded",
            (RUN_T, RUN),
            "Add a Sunday long slow run to the lighthouse, led by Maya.",
            reply,
            applied(want, note_contains="row added"),
        )
    )
    cafe_rows = [
        ["Drink", "Price"],
        [],
        ["Espresso", "£2.10"],
        ["Latte", "£2.90"],
        ["Hot chocolate", "£3.00"],
        ["Flat white", "£3.20"],
    ]
    reply = full(CAFE_T, edited(CAFE, {1: padded(cafe_rows)}))
    want = edited(CAFE, {1: CAFE[1] + "\n| Flat white | £3.20 |"})
    out.append(
        case(
            "p44-en-12",
            "en",
            "table_row_repadded",
            "a price list row added (its separator '| --- |'), re-padded",
            (CAFE_T, CAFE),
            "Add a flat white at £3.20.",
            reply,
            applied(want, note_contains="row added"),
        )
    )
    duty_rows = [
        ["日期", "值班人", "电话"],
        [],
        ["周六上午", "张伟", "13900001111"],
        ["周六下午", "李娜", "13900002222"],
        ["周日全天", "王芳", "13900003333"],
        ["元旦（周一）", "赵磊", "13900004444"],
    ]
    reply = full(DUTY_T, edited(DUTY, {1: padded(duty_rows)}))
    want = edited(DUTY, {1: DUTY[1] + "\n| 元旦（周一） | 赵磊 | 13900004444 |"})
    out.append(
        case(
            "p44-zh-06",
            "zh",
            "table_row_repadded",
            "值班表加一行，整张表重新补空格对齐",
            (DUTY_T, DUTY),
            "值班表加一行：元旦（周一）赵磊，电话13900004444。",
            reply,
            applied(want),
        )
    )
    menu_rows = [["品种", "价格"], [], ["美式", "18元"], ["拿铁", "28元"], ["摩卡", "28元"]]
    reply = full(MENU_T, edited(MENU, {1: padded(menu_rows, [6, 6])}))
    want = edited(MENU, {1: MENU[1].replace("| 拿铁 | 25元 |", "| 拿铁 | 28元 |")})
    out.append(
        case(
            "p44-zh-07",
            "zh",
            "table_row_repadded",
            "价目表改一个价格，模型把整张表补空格对齐",
            (MENU_T, MENU),
            "拿铁的价格改成28元。",
            reply,
            applied(want),
        )
    )
    tide_rows = [
        ["Day", "Morning", "Evening"],
        [],
        ["Saturday", "06:12", "18:40"],
        ["Sunday", "06:55", "19:21"],
        ["Monday", "07:40", "20:03"],
    ]
    reply = full(TIDE_T, edited(TIDE, {1: padded(tide_rows, [10, 9, 9])}))
    want = edited(TIDE, {1: TIDE[1] + "\n| Monday   | 07:40   | 20:03   |"})
    out.append(
        case(
            "p44-en-13",
            "en",
            "table_row_repadded",
            "the writer's padded table, the model's narrower padding: rows kept, the new row in the writer's widths",
            (TIDE_T, TIDE),
            "Add Monday: 07:40 and 20:03.",
            reply,
            applied(want, note_contains="row added"),
        )
    )
    reply = full(RUN_T, edited(RUN, {1: padded(run_rows)}))
    out.append(
        case(
            "p44-en-14",
            "en",
            "table_realign_asked",
            "near-miss: the writer asked for the columns lined up",
            (RUN_T, RUN),
            "Line up the table's columns so it reads well as plain text.",
            reply,
            applied(edited(RUN, {1: padded(run_rows)})),
        )
    )
    duty_same = duty_rows[:5]
    reply = full(DUTY_T, edited(DUTY, {1: padded(duty_same)}))
    out.append(
        case(
            "p44-zh-08",
            "zh",
            "table_realign_asked",
            "近似：作者要求把表格对齐",
            (DUTY_T, DUTY),
            "把值班表的列对齐一下，纯文本里看着整齐些。",
            reply,
            applied(edited(DUTY, {1: padded(duty_same)})),
        )
    )
    reply = full(RUN_T, edited(RUN, {1: RUN[1] + "\n| Sunday | Long slow run | Maya |"}))
    out.append(
        case(
            "p44-en-15",
            "en",
            "table_row_added",
            "near-miss: the row added in the writer's own spacing",
            (RUN_T, RUN),
            "Add a Sunday long slow run, led by Maya.",
            reply,
            applied(
                edited(RUN, {1: RUN[1] + "\n| Sunday | Long slow run | Maya |"}),
                note_contains="row added",
            ),
        )
    )


def withheld_numbers(out: list[dict[str, Any]]) -> None:
    """Finding 4: `withheld[].paragraph` counted as the writer counts, matching the reply."""
    code2 = CODE[2].replace("    rows = list", "    # one dictionary per row\n    rows = list")
    reply = full(CODE_T, edited(CODE, {2: code2, 5: "That's all. Happy parsing."}))
    out.append(
        case(
            "p44-en-16",
            "en",
            "withheld_number",
            "a code block with a blank line inside is one paragraph; drift in paragraph 6",
            (CODE_T, CODE),
            "In the Python code, add a comment saying there is one dictionary per row.",
            reply,
            applied(edited(CODE, {2: code2}), withheld_paragraphs=[6], note_contains="paragraph 6"),
        )
    )
    first = "Version 3.1 is out today — thank you to everyone who reported bugs!"
    reply = full(
        NOTES_T, edited(NOTES, {0: first, 2: "- Search no longer skips the last page (#88)."})
    )
    out.append(
        case(
            "p44-en-17",
            "en",
            "withheld_number",
            "## headings are not paragraphs; a link stripped in paragraph 2",
            (NOTES_T, NOTES),
            "Make the first line warmer.",
            reply,
            applied(
                edited(NOTES, {0: first}), withheld_paragraphs=[2], note_contains="paragraph 2"
            ),
        )
    )
    first_zh = "今年的社区运动会定在十一月二十日举行，欢迎全家一起来！"
    reply = full(
        ZHNOTES_T, edited(ZHNOTES, {0: first_zh, 2: "上午八点半在小区东门集合，九点开始。"})
    )
    out.append(
        case(
            "p44-zh-09",
            "zh",
            "withheld_number",
            "## 小标题不算段落；第 2 段被顺手改动",
            (ZHNOTES_T, ZHNOTES),
            "第一句写得热情一点。",
            reply,
            applied(edited(ZHNOTES, {0: first_zh}), withheld_paragraphs=[2], note_contains="第2段"),
        )
    )


def dots(out: list[dict[str, Any]]) -> None:
    """Finding 6: a dot inside a file name, version, decimal or abbreviation; an image dropped."""
    opening = "The coast path from Porthcurno to Land's End is short — and one of the finest walks anywhere."
    reply = full(WALK_T, edited(WALK, {0: opening, 1: "![Path map](coast-path-map.png)"}))
    out.append(
        case(
            "p44-en-18",
            "en",
            "image_alt_changed",
            "the opening made punchier; the image's alt text shortened unasked",
            (WALK_T, WALK),
            "Make the opening punchier.",
            reply,
            applied(edited(WALK, {0: opening}), withheld_min=1, note_contains="image"),
        )
    )
    opening_zh = "从断桥走到苏堤，一个半小时，一路湖景看个够。"
    reply = full(ZHWALK_T, edited(ZHWALK, {0: opening_zh, 1: "![路线图](xihu-route.png)"}))
    out.append(
        case(
            "p44-zh-10",
            "zh",
            "image_alt_changed",
            "开头改得更有劲，图片说明被顺手缩短",
            (ZHWALK_T, ZHWALK),
            "开头那句写得更有劲一点。",
            reply,
            applied(edited(ZHWALK, {0: opening_zh}), withheld_min=1, note_contains="图片"),
        )
    )
    tight = [
        "The Porthcurno to Land's End coast path is short but among the country's finest walks.",
        "Park at the Minack car park (it fills early in summer) and follow the acorn signs west.",
        "The café at the end closes at five.",
    ]
    out.append(
        case(
            "p44-en-19",
            "en",
            "image_dropped",
            "'tighten the prose' answered without the map image: saved, the image named",
            (WALK_T, WALK),
            "Tighten the prose a little, it's wordy.",
            full(WALK_T, tight),
            applied(tight, note_contains="image"),
        )
    )
    tight_zh = ["从断桥到苏堤约一个半小时，一路湖景。", "最好七点前出发，人少不晒，早餐店也开了。"]
    out.append(
        case(
            "p44-zh-11",
            "zh",
            "image_dropped",
            "“精简一下”的回复里没有了路线图：保存，并说出图片没了",
            (ZHWALK_T, ZHWALK),
            "整篇精简一下，太啰嗦了。",
            full(ZHWALK_T, tight_zh),
            applied(tight_zh, note_contains="图片"),
        )
    )
    no_map = edited(WALK, {1: None})
    out.append(
        case(
            "p44-en-20",
            "en",
            "image_removed_asked",
            "near-miss: the writer asked for the map gone",
            (WALK_T, WALK),
            "Remove the map image, it's out of date.",
            full(WALK_T, no_map),
            applied(no_map),
        )
    )
    out.append(
        case(
            "p44-en-21",
            "en",
            "version_dot",
            "'Version 2.7 is here!' for 'Version 2.7 is out today.'",
            (VERSION_T, VERSION),
            "Make the first line friendlier.",
            full(VERSION_T, edited(VERSION, {0: "Version 2.7 is here!"})),
            applied(edited(VERSION, {0: "Version 2.7 is here!"}), note_lacks="7 is out"),
        )
    )
    out.append(
        case(
            "p44-zh-12",
            "zh",
            "version_dot",
            "“3.2 版来啦！” 代替 “新版本 3.2 今天正式上线。”",
            (ZHVERSION_T, ZHVERSION),
            "第一句写得更亲切一点。",
            full(ZHVERSION_T, edited(ZHVERSION, {0: "新版本 3.2 来啦！"})),
            applied(edited(ZHVERSION, {0: "新版本 3.2 来啦！"}), note_lacks="2 今天"),
        )
    )
    second = "Bring something to share, e.g. fruit or crisps. Good news: you can park for free behind the hall!"
    out.append(
        case(
            "p44-en-22",
            "en",
            "abbreviation_dot",
            "'the second sentence' past 'e.g.' in the first",
            (POTLUCK_T, POTLUCK),
            "Make the second sentence friendlier.",
            full(POTLUCK_T, edited(POTLUCK, {0: second})),
            applied(edited(POTLUCK, {0: second})),
        )
    )
    second = "Download the slides (talk-v1.2.pdf) from the shared folder. Any questions? Drop them in the team channel."
    out.append(
        case(
            "p44-en-23",
            "en",
            "file_name_dot",
            "'the second sentence' past a file name with a version in it",
            (SLIDES_T, SLIDES),
            "Rewrite the second sentence so it sounds more inviting.",
            full(SLIDES_T, edited(SLIDES, {0: second})),
            applied(edited(SLIDES, {0: second})),
        )
    )
    second_zh = "本次活动门票12.5元，儿童免费。麻烦大家在周五前报个名哦。"
    out.append(
        case(
            "p44-zh-13",
            "zh",
            "decimal_dot",
            "第二句，第一句里有小数 12.5",
            (TICKET_T, TICKET),
            "第一段的第二句口气软一点。",
            full(TICKET_T, edited(TICKET, {0: second_zh})),
            applied(edited(TICKET, {0: second_zh})),
        )
    )


def main() -> None:
    out: list[dict[str, Any]] = []
    lines_alone(out)
    middle_stops(out)
    tables(out)
    withheld_numbers(out)
    dots(out)
    path = HERE / "cases.jsonl"
    path.write_text(
        "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in out), encoding="utf-8"
    )
    print(f"{len(out)} cases written to {path}")


if __name__ == "__main__":
    main()
