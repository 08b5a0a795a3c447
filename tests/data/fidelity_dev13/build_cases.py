# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 13 (tests/data/fidelity_dev13/*.jsonl): variants, in new words,
of what blind set 12's released held half failed on — a table named as "the table" / 表格
with a heading or another paragraph changed unasked, a paragraph named by a title in
*asterisks* or 《书名号》 with the reply dropping one paragraph and giving another twice, a
selection's new text followed by the model's explanation — and table rows the model added
or removed unasked.

    .venv/bin/python tests/data/fidelity_dev13/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402

# A markdown table named as "the table" -----------------------------------------------------

HALL_T = "Booking the Community Hall"
HALL = [
    "The Ashgrove Community Hall can be booked by any resident or local group, for a meeting, a class or a party.",
    "## Rooms",
    "| Room | Seats | Projector |\n|---|---|---|\n| Main Hall | 120 | yes |\n| Garden Room | 24 | no |\n| Attic Studio | 12 | no |",
    "## How to book",
    "Book at the front desk or by email at least a week ahead. Keys are collected from the caretaker on the day.",
    "A deposit of £40 is returned after the room has been checked.",
]
hall_table = HALL[2].replace("| Garden Room | 24 | no |", "| Garden Room | 24 | yes |")
case(
    "tables",
    "d13-tables-en-01",
    "en",
    "table_named_heading_renamed",
    "a hall's rooms: 'update the table' names the table; the heading above it renamed unasked",
    HALL_T,
    HALL,
    "The Garden Room has a projector now, so update the table.",
    [full(HALL_T, swap(swap(HALL, 2, hall_table), 1, "## Rooms to hire"))],
    swap(HALL, 2, hall_table),
    withheld_min=1,
)
hall_seats = HALL[2].replace("| Main Hall | 120 |", "| Main Hall | 150 |")
case(
    "tables",
    "d13-tables-en-02",
    "en",
    "table_named_other_reworded",
    "a hall's rooms: a cell fixed in 'the table', the deposit line reworded unasked",
    HALL_T,
    HALL,
    "Fix the table: the Main Hall seats 150 since the refit.",
    [
        full(
            HALL_T,
            swap(
                swap(HALL, 2, hall_seats),
                5,
                "A £40 deposit is refunded once the caretaker has checked the room.",
            ),
        )
    ],
    swap(HALL, 2, hall_seats),
    withheld_min=1,
)

GYM_T = "社区活动中心场地预约"
GYM = [
    "活动中心的场地对本小区居民开放，开会、上课、办生日会都可以预约。",
    "## 场地一览",
    "| 场地 | 座位 | 投影仪 |\n|---|---|---|\n| 多功能厅 | 120 | 有 |\n| 花园室 | 24 | 无 |\n| 阁楼教室 | 12 | 无 |",
    "## 预约方式",
    "请至少提前一周到前台或发邮件预约，当天到物业值班室领钥匙。",
    "押金40元，场地检查无误后退还。",
]
gym_table = GYM[2].replace("| 花园室 | 24 | 无 |", "| 花园室 | 24 | 有 |")
case(
    "tables",
    "d13-tables-zh-01",
    "zh",
    "table_named_heading_renamed",
    "活动中心场地：'改一下表格'指表格；表格上方的小标题被顺手改名",
    GYM_T,
    GYM,
    "花园室装了投影仪，改一下表格。",
    [full(GYM_T, swap(swap(GYM, 2, gym_table), 1, "## 可预约场地"))],
    swap(GYM, 2, gym_table),
    withheld_min=1,
)
gym_seats = GYM[2].replace("| 多功能厅 | 120 |", "| 多功能厅 | 150 |")
case(
    "tables",
    "d13-tables-zh-02",
    "zh",
    "table_named_other_reworded",
    "活动中心场地：表格里改一个数，押金一段被顺手改写",
    GYM_T,
    GYM,
    "多功能厅改造后能坐150人了，表格里更新一下。",
    [full(GYM_T, swap(swap(GYM, 2, gym_seats), 5, "押金为40元，待场地检查完毕后全额退还。"))],
    swap(GYM, 2, gym_seats),
    withheld_min=1,
)

# Table rows the model added or removed unasked ---------------------------------------------

hall_attic = HALL[2].replace("| Attic Studio | 12 | no |", "| Attic Studio | 16 | no |")
hall_attic_dropped = "\n".join(
    line for line in hall_attic.split("\n") if not line.startswith("| Garden Room")
)
case(
    "rows",
    "d13-rows-en-01",
    "en",
    "table_row_removed_unasked",
    "a hall's rooms: the Attic Studio's seats changed, the Garden Room row dropped",
    HALL_T,
    HALL,
    "The Attic Studio takes 16 people now.",
    [full(HALL_T, swap(HALL, 2, hall_attic_dropped))],
    swap(HALL, 2, hall_attic),
    withheld_min=1,
)
hall_added = hall_attic + "\n| Kitchen | 8 | no |"
case(
    "rows",
    "d13-rows-en-02",
    "en",
    "table_row_added_unasked",
    "a hall's rooms: the Attic Studio's seats changed, a Kitchen row made up",
    HALL_T,
    HALL,
    "In the table, the Attic Studio now takes 16.",
    [full(HALL_T, swap(HALL, 2, hall_added))],
    swap(HALL, 2, hall_attic),
    withheld_min=1,
)
gym_attic = GYM[2].replace("| 阁楼教室 | 12 |", "| 阁楼教室 | 16 |")
gym_dropped = "\n".join(line for line in gym_attic.split("\n") if not line.startswith("| 多功能厅"))
case(
    "rows",
    "d13-rows-zh-01",
    "zh",
    "table_row_removed_unasked",
    "活动中心场地：改了阁楼教室的座位数，多功能厅一行被删",
    GYM_T,
    GYM,
    "阁楼教室现在能坐16人。",
    [full(GYM_T, swap(GYM, 2, gym_dropped))],
    swap(GYM, 2, gym_attic),
    withheld_min=1,
)
gym_added = gym_attic.replace("| 花园室 |", "| 茶水间 | 6 | 无 |\n| 花园室 |")
case(
    "rows",
    "d13-rows-zh-02",
    "zh",
    "table_row_added_unasked",
    "活动中心场地：改了阁楼教室的座位数，凭空多出一行茶水间",
    GYM_T,
    GYM,
    "表格里阁楼教室的座位改成16个。",
    [full(GYM_T, swap(GYM, 2, gym_added))],
    swap(GYM, 2, gym_attic),
    withheld_min=1,
)

# A paragraph named by its title in marks; the reply drops one paragraph, repeats another ---

GIG_T = "Review: The Harrow Trio at the Corn Exchange"
GIG = [
    "The Harrow Trio played to a full Corn Exchange on Saturday, with a set that ran from old standards to a new suite by their pianist, Ines Calloway.",
    "They opened with a brisk 'Autumn Leaves', the bass walking so fast that the drummer grinned at the end of the first chorus.",
    "Calloway's suite *Night Ferry* was the high point: twenty minutes of slow, rocking chords and a melody that surfaced only near the end, as if the boat had finally reached the harbour lights.",
    "After the interval the trio loosened up, taking requests from the floor and even attempting a waltz.",
    "The hall's sound was kind to the piano, less so to the cymbals. If you go to the second night, sit near the front.",
    "Tickets are £16, or £8 for students.",
]
gig_new = "Calloway's suite *Night Ferry* was the high point: twenty minutes of rocking chords, the melody surfacing only as the boat reached the harbour lights."
gig_reply = [GIG[0], gig_new, GIG[3], GIG[3], GIG[4], GIG[5]]
case(
    "titled",
    "d13-titled-en-01",
    "en",
    "titled_paragraph_dropped_duplicated",
    "a jazz review: 'the *Night Ferry* paragraph'; the reply drops paragraph 2 and repeats paragraph 4",
    GIG_T,
    GIG,
    "Tighten the *Night Ferry* paragraph.",
    [full(GIG_T, gig_reply)],
    swap(GIG, 2, gig_new),
)
PLAY_T = "剧评：小剧场里的《夜航》"
PLAY = [
    "周六晚上的青禾小剧场座无虚席，三位演员连演两部短剧，另加一段即兴。",
    "开场的《送伞》只有十五分钟，两个邻居在楼道里推来让去，笑声没断过。",
    "压轴的《夜航》是当晚最好的一出：一条渡船，一位老船工，一个赶末班船的年轻人，四十分钟几乎全靠对白撑起来，却一点不闷。",
    "最后的即兴环节请观众出题，演员接得又快又巧，连后排都在拍手。",
    "剧场的音响稍嫌发闷，坐在后几排的观众恐怕听不清台词。下周还有两场，建议早点去占前排。",
    "票价80元，学生40元。",
]
play_new = "压轴的《夜航》是当晚最好的一出：一条渡船、一位老船工、一个赶末班船的年轻人，四十分钟全凭对白撑起，却毫不沉闷。"
play_reply = [PLAY[0], play_new, PLAY[3], PLAY[3], PLAY[4], PLAY[5]]
case(
    "titled",
    "d13-titled-zh-01",
    "zh",
    "titled_paragraph_dropped_duplicated",
    "剧评：'写《夜航》的那段'；回复漏了第二段、重复了第四段",
    PLAY_T,
    PLAY,
    "写《夜航》的那段再凝练一点。",
    [full(PLAY_T, play_reply)],
    swap(PLAY, 2, play_new),
)

# A selection's new text, then the model explaining it ---------------------------------------

MILL_T = "The Old Mill Reopens as a Bakery"
MILL = [
    "The water mill on Brook Lane, empty since 2009, reopens on Saturday as a bakery and café run by the Okafor family.",
    "The wheel has been restored and will turn again, though the flour for the bread now comes from a larger mill in Shropshire.",
    '"We wanted people to see the building working," said Ada Okafor. "It would have been a shame to leave the wheel standing still for another ten years."',
    "The café seats 30 inside and another 20 on the terrace above the millrace. It opens from 8 a.m. to 4 p.m., Wednesday to Sunday.",
]
mill_sel = "It would have been a shame to leave the wheel standing still for another ten years."
mill_new = "It would have been a shame to leave the wheel still for another decade."
case(
    "selection",
    "d13-selection-en-01",
    "en",
    "selection_explained_after",
    "a mill reopening: preface, the quoted new sentence, then 'Swapping … for … saves…'",
    MILL_T,
    MILL,
    "Make this tighter.",
    [
        f'Here is a tighter version:\n\n"{mill_new}"\n\nSwapping "standing still" for "still" and "another ten years" for "another decade" saves a few words.'
    ],
    swap(MILL, 2, MILL[2].replace(mill_sel, mill_new)),
    selected_text=mill_sel,
)
mill_sel2 = "though the flour for the bread now comes from a larger mill in Shropshire"
mill_new2 = "though the bread's flour is now milled in Shropshire"
case(
    "selection",
    "d13-selection-en-02",
    "en",
    "selection_explained_after",
    "a mill reopening: the new clause, then a line saying what it keeps",
    MILL_T,
    MILL,
    "Shorter, please.",
    [f"{mill_new2}\n\nThis keeps the point about Shropshire but drops the repetition of 'mill'."],
    swap(MILL, 1, MILL[1].replace(mill_sel2, mill_new2)),
    selected_text=mill_sel2,
)
WELL_T = "老井"
WELL = [
    "我们村的老井在祠堂后面，井口是一整块青石凿的，边沿被绳子磨出了一道道深槽。",
    "夏天的傍晚，大人们挑着水桶来打水，小孩子趴在井沿上往下看，井水凉得冒白气，能照见自己的脸。",
    "后来家家通了自来水，老井就用一块木板盖上了，只有过年的时候，奶奶还会去井边烧一炷香。",
]
well_sel = "小孩子趴在井沿上往下看，井水凉得冒白气，能照见自己的脸"
well_new = "孩子们扒着井沿探头往下瞧，井水凉得直冒白气，映出一张张小脸"
case(
    "selection",
    "d13-selection-zh-01",
    "zh",
    "selection_explained_after",
    "老井：'修改后：'+新句，再空一行说明理由",
    WELL_T,
    WELL,
    "写得更生动些。",
    [f"修改后：{well_new}\n\n这样动作更具体，画面也更鲜活，节奏和原句一致。"],
    swap(WELL, 1, WELL[1].replace(well_sel, well_new)),
    selected_text=well_sel,
)
well_sel2 = "老井就用一块木板盖上了"
well_new2 = "老井便被一块木板封了起来"
case(
    "selection",
    "d13-selection-zh-02",
    "zh",
    "selection_explained_after",
    "老井：新句后另起一行说明把哪几个词换了",
    WELL_T,
    WELL,
    "换个说法。",
    [f"{well_new2}\n\n把“就用”改成了“便被”，“盖上了”换成“封了起来”，语气更书面。"],
    swap(WELL, 2, WELL[2].replace(well_sel2, well_new2)),
    selected_text=well_sel2,
)

mill_sel3 = "The café seats 30 inside and another 20 on the terrace above the millrace."
mill_new3 = "The café seats 30 inside and 20 more on the terrace over the millrace."
case(
    "selection",
    "d13-selection-en-03",
    "en",
    "selection_explained_next_line",
    "a mill reopening: the new sentence, its explanation on the very next line",
    MILL_T,
    MILL,
    "Make it flow better.",
    [f"{mill_new3}\nThis reads more smoothly and keeps both numbers."],
    swap(MILL, 3, MILL[3].replace(mill_sel3, mill_new3)),
    selected_text=mill_sel3,
)
well_sel3 = "只有过年的时候，奶奶还会去井边烧一炷香"
well_new3 = "唯有过年时，奶奶还会到井边点上一炷香"
case(
    "selection",
    "d13-selection-zh-03",
    "zh",
    "selection_explained_next_line",
    "老井：新句后紧接一行（无空行）说明理由",
    WELL_T,
    WELL,
    "润色一下。",
    [f"{well_new3}\n这样语气更庄重，也更简洁。"],
    swap(WELL, 2, WELL[2].replace(well_sel3, well_new3)),
    selected_text=well_sel3,
)

# A figure written out unasked inside the asked paragraph: the reply says which change --------

RUN_T = "My First Marathon"
RUN = [
    "The city marathon started at dawn on Sunday, with twenty thousand runners leaving from the riverside square.",
    "I was the 40th amateur over the line, in three hours and two minutes. The last five miles my legs were lead, and only the crowd kept me going.",
    "The organisers announced afterwards that entries for next year open in September.",
]
run_new = "I was the 40th amateur over the line, in three hours and two minutes. For the last five miles my legs turned to lead, and it was the roar of the crowd that carried me home."
case(
    "figures",
    "d13-figures-en-01",
    "en",
    "figure_written_out_named",
    "a marathon diary: the asked paragraph rewritten, '40th' written out as 'fortieth' unasked",
    RUN_T,
    RUN,
    "Make the second paragraph more vivid.",
    [full(RUN_T, swap(RUN, 1, run_new.replace("40th", "fortieth")))],
    expect={
        "outcome": "applied",
        "title": RUN_T,
        "body": "\n\n".join(swap(RUN, 1, run_new)),
        "withheld_min": 1,
        "note_contains": "“40th” → “fortieth”",
    },
)
ZRUN_T = "第一次跑全马"
ZRUN = [
    "周日清晨，城市马拉松鸣枪开跑，两万名选手从江边广场出发。",
    "我是第40个冲过终点的业余选手，成绩三小时零二分。最后五公里腿像灌了铅，全靠路边的加油声撑着。",
    "赛后组委会宣布，明年的报名将提前到九月开始。",
]
zrun_new = "我是第40个冲过终点的业余选手，成绩三小时零二分。最后五公里双腿像灌了铅一样沉，全靠路边此起彼伏的加油声撑到终点。"
case(
    "figures",
    "d13-figures-zh-01",
    "zh",
    "figure_written_out_named",
    "跑马日记：第二段按要求改写，'第40个'被顺手写成'第四十个'",
    ZRUN_T,
    ZRUN,
    "第二段写得更有感染力一些。",
    [full(ZRUN_T, swap(ZRUN, 1, zrun_new.replace("第40个", "第四十个")))],
    expect={
        "outcome": "applied",
        "title": ZRUN_T,
        "body": "\n\n".join(swap(ZRUN, 1, zrun_new)),
        "withheld_min": 1,
        "note_contains": "“40”改为“四十”",
    },
)

# A paragraph named by words the old code took for a number or a place ----------------------

WEEKS_T = "Four Weeks of Learning to Swim at Forty"
WEEKS = [
    "I signed up for adult lessons at the leisure centre in January, mostly out of embarrassment. Nobody tells you how loud a pool is.",
    "Week one was about putting my face in the water. I managed it on the last evening, and came up coughing.",
    "Week two was floating. The instructor, Dee, held one hand under my back and talked about the weather until I forgot to panic.",
    "Week three was kicking with a float, up and down the shallow end, behind a retired postman who was much faster than me.",
    "By week four I could swim a width. It is not much, but it is a width more than I could swim at thirty-nine.",
    "Lessons cost £8 each and run on Tuesday evenings.",
]
weeks_new = "Week two was floating. Dee, the instructor, kept one hand under my back and chatted about the weather until I forgot to be frightened."
case(
    "named",
    "d13-named-en-01",
    "en",
    "named_with_number_word",
    "swimming diary: 'the week two paragraph' (a number word in the name); the intro trimmed unasked",
    WEEKS_T,
    WEEKS,
    "Improve the week two paragraph.",
    [
        full(
            WEEKS_T,
            swap(
                swap(WEEKS, 2, weeks_new),
                0,
                "I signed up for adult lessons at the leisure centre in January, mostly out of embarrassment.",
            ),
        )
    ],
    swap(WEEKS, 2, weeks_new),
    withheld_min=1,
)
weeks_warm = "By week four I could swim a whole width. It may not sound like much, but it is one width more than I could manage at thirty-nine, and I was grinning all the way home."
case(
    "named",
    "d13-named-en-02",
    "en",
    "named_last_but_one",
    "swimming diary: 'the last-but-one paragraph'; the price line tidied unasked",
    WEEKS_T,
    WEEKS,
    "Make the last-but-one paragraph warmer.",
    [
        full(
            WEEKS_T,
            swap(
                swap(WEEKS, 4, weeks_warm),
                5,
                "Lessons cost £8 each and take place on Tuesday evenings.",
            ),
        )
    ],
    swap(WEEKS, 4, weeks_warm),
    withheld_min=1,
)
ZWEEKS_T = "四十岁学游泳"
ZWEEKS = [
    "一月份我在体育中心报了成人游泳班，多半是因为不好意思。没人告诉过你，游泳馆里有多吵。",
    "第一周练的是把脸埋进水里。最后一晚我终于做到了，抬起头来呛得直咳。",
    "第二周练漂浮。教练阿娣一只手托着我的背，一直跟我聊天气，聊到我忘了害怕。",
    "第三周抱着浮板打腿，在浅水区来回游，前面是一位退休的邮递员，比我快多了。",
    "到了第四周，我能游完一个横道了。不算什么，可比三十九岁的我多游了一个横道。",
    "每节课八十元，每周二晚上上课。",
]
zweeks_warm = "到了第四周，我终于能游完一整个横道了。听起来不算什么，可这是三十九岁的我做不到的事，回家的路上我一直在笑。"
case(
    "named",
    "d13-named-zh-01",
    "zh",
    "named_before_last",
    "游泳日记：'最后一段的前一段'；开头一段被顺手删了一句",
    ZWEEKS_T,
    ZWEEKS,
    "最后一段的前一段写得温暖一些。",
    [
        full(
            ZWEEKS_T,
            swap(
                swap(ZWEEKS, 4, zweeks_warm),
                0,
                "一月份我在体育中心报了成人游泳班，多半是因为不好意思。",
            ),
        )
    ],
    swap(ZWEEKS, 4, zweeks_warm),
    withheld_min=1,
)
NOTES_T = "Shelf 2.4 Release Notes"
NOTES = [
    "Shelf 2.4 is out today for the web and for phones. It is free for everyone on 2.x.",
    "**New:** you can now lend a book to a friend from inside the app. They get a reminder a week before it is due back.",
    "**Fixed:** barcodes on older paperbacks scan first time again.",
    "Shelf 2.4 needs a browser from the last two years.",
]
notes_new = "**New:** you can now lend a book to a friend from inside the app. They get a reminder a week before it is due back, and you can see at a glance who has which book."
case(
    "named",
    "d13-named-en-03",
    "en",
    "named_quoted_place_word",
    "release notes: \"the 'New' item\" (a word that is also a place word, in quotes)",
    NOTES_T,
    NOTES,
    "Expand the 'New' item a little: say you can see who has which book.",
    [full(NOTES_T, swap(NOTES, 1, notes_new))],
    swap(NOTES, 1, notes_new),
)

# Blocks asked again: the model sends every block again, the one that fitted too -------------

CLOCK_T = "The Mill Bell"
CLOCK = [
    "Every weekday at noon the bell on the old mill rings twelve times. Nobody has worked in the mill since 1971.",
    "The bell was paid for by the weavers themselves in 1890, a penny a week each for two years.",
    "Today it is rung by Tom Ashby, who took the rope from his aunt in 2010.",
]
clock_a = (
    "Every weekday at noon the bell on the old mill rings twelve times.",
    "Every weekday at noon the bell on the old mill still rings twelve times.",
)
clock_b = (
    "Today it is rung by Tom Ashby, who took the rope from his aunt in 2010.",
    "Today it is rung by Tom Ashby, who took over the rope from his aunt in 2010.",
)
clock_b_wrong = "Today it is rung by Tom Ashby, who inherited the rope from his aunt in 2010."


def blocks(*pairs: tuple[str, str]) -> str:
    return "\n\n".join(f"<<<<<<< SEARCH\n{s}\n=======\n{r}\n>>>>>>> REPLACE" for s, r in pairs)


case(
    "blocks",
    "d13-blocks-en-01",
    "en",
    "blocks_all_resent",
    "a mill bell: block 2's SEARCH paraphrased; asked again, the model resends both blocks",
    CLOCK_T,
    CLOCK,
    "In paragraph 1 say 'still rings', and in the last paragraph say 'took over the rope'.",
    [blocks(clock_a, (clock_b_wrong, clock_b[1])), blocks(clock_a, clock_b)],
    swap(swap(CLOCK, 0, CLOCK[0].replace(clock_a[0], clock_a[1])), 2, clock_b[1]),
    edit_format="blocks",
)
ZCLOCK_T = "老厂的钟"
ZCLOCK = [
    "每个工作日中午，老纺织厂的钟都会敲十二下。这家厂从1971年起就没人上班了。",
    "这口钟是1890年织工们自己凑钱买的，每人每周一个铜板，凑了两年。",
    "如今敲钟的是阿树，他是2010年从姑姑手里接过钟绳的。",
]
zclock_a = (
    "每个工作日中午，老纺织厂的钟都会敲十二下。",
    "每个工作日中午，老纺织厂的钟依然会敲十二下。",
)
zclock_b = (
    "如今敲钟的是阿树，他是2010年从姑姑手里接过钟绳的。",
    "如今敲钟的是阿树，他在2010年从姑姑手里接下了钟绳。",
)
case(
    "blocks",
    "d13-blocks-zh-01",
    "zh",
    "blocks_all_resent",
    "老厂的钟：第二个SEARCH被转述；再问一次，模型把两个块都重发",
    ZCLOCK_T,
    ZCLOCK,
    "第一段改成'依然会敲'，最后一段改成'接下了钟绳'。",
    [
        blocks(zclock_a, ("如今敲钟的是阿树，他2010年从姑姑那里继承了钟绳。", zclock_b[1])),
        blocks(zclock_a, zclock_b),
    ],
    swap(swap(ZCLOCK, 0, ZCLOCK[0].replace(zclock_a[0], zclock_a[1])), 2, zclock_b[1]),
    edit_format="blocks",
)

# A selection's new text with a bracketed count or remark after it ------------------------------

case(
    "selection",
    "d13-selection-en-04",
    "en",
    "selection_tally_after",
    "a mill reopening: the new sentence followed by '(14 words)'",
    MILL_T,
    MILL,
    "Shorter.",
    [f"{mill_new3} (14 words)"],
    swap(MILL, 3, MILL[3].replace(mill_sel3, mill_new3)),
    selected_text=mill_sel3,
)
case(
    "selection",
    "d13-selection-zh-04",
    "zh",
    "selection_tally_after",
    "老井：新句后跟着（精简了约三分之一）",
    WELL_T,
    WELL,
    "精简一下。",
    [f"{well_new3}（精简了约三分之一）"],
    swap(WELL, 2, WELL[2].replace(well_sel3, well_new3)),
    selected_text=well_sel3,
)

write(HERE)
