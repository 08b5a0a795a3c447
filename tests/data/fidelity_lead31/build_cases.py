# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity lead set 31 (tests/data/fidelity_lead31/*.jsonl): cases of the kinds the
held-out blind set 31's README names (its cases unread), on articles and wordings of their own,
in English and Chinese. Every expected article is the original paragraph list with only the
asked entries replaced, so untouched text is byte for byte the writer's.

    .venv/bin/python tests/data/fidelity_lead31/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

# --- articles -------------------------------------------------------------------------------

BREAD_T = "Aunt Rosa's Banana Walnut Bread"
BREAD = [
    "This is the author's favourite way to use up brown bananas. The author's aunt baked it every Sunday, and the recipe below is hers with only one change: a handful of walnuts.",
    "## Ingredients",
    "- 3 ripe bananas\n- 2 eggs\n- 200 g plain flour\n- 1 tsp baking soda\n- 100 g brown sugar\n- 80 ml sunflower oil\n- 60 g chopped walnuts",
    "## Method",
    "1. Heat the oven to 180°C and line a 900 g loaf tin with baking paper.\n2. Mash the bananas in a large bowl, then whisk in the eggs, sugar and oil until the mixture is smooth and glossy, which takes about two minutes by hand.\n3. Fold in the flour, baking soda and walnuts until no dry flour is left.\n4. Pour into the tin and bake for 55 minutes, until a skewer comes out clean.",
    "## Nutrition",
    "| Per slice | Amount |\n|---|---|\n| Energy | 240 kcal |\n| Sugar | 18 g |\n| Fat | 11 g |",
    "## Tips",
    "Bananas with black skins give the sweetest loaf. If yours are still yellow, bake them in their skins at 150°C for 15 minutes first.",
    "The bread keeps for three days wrapped in a tea towel, or for a month in the freezer if you slice it first.",
]
ZBREAD_T = "姑妈的香蕉核桃面包"
ZBREAD = [
    "这是笔者最喜欢的消耗熟香蕉的做法。笔者的姑妈每个星期天都会烤一个，下面的配方基本照她的来，只多加了一把核桃。",
    "## 材料",
    "- 熟香蕉3根\n- 鸡蛋2个\n- 中筋面粉200克\n- 小苏打1小勺\n- 红糖100克\n- 葵花籽油80毫升\n- 核桃碎60克",
    "## 做法",
    "1. 烤箱预热到180°C，900克的吐司模铺好油纸。\n2. 香蕉放进大碗里压成泥，再加入鸡蛋、红糖和油，用打蛋器手动搅拌约两分钟，直到面糊顺滑有光泽。\n3. 拌入面粉、小苏打和核桃碎，拌到看不见干粉即可。\n4. 倒入模具，烤55分钟，用竹签插入中心，拔出来是干净的就好了。",
    "## 营养成分",
    "| 每片 | 含量 |\n|---|---|\n| 热量 | 240千卡 |\n| 糖 | 18克 |\n| 脂肪 | 11克 |",
    "## 小贴士",
    "香蕉皮发黑的时候最甜。如果你的香蕉还是黄的，可以连皮放进烤箱，用150°C烤15分钟再用。",
    "面包用茶巾包好可以放三天；先切片再冷冻，可以保存一个月。",
]
TALK_T = "Remarks at the Reopening of the Harbour Street Library"
TALK = [
    "Good morning, everyone, and thank you for coming out on such a grey day.",
    "When this building closed in 2019, 4,200 people signed the petition to save it. Today, after 18 months of work and £1.3 million raised, it opens its doors again with 12,000 books, 20 computers and a children's corner twice the old size.",
    "The library will open from 9 a.m. to 7 p.m. on weekdays and from 10 a.m. to 4 p.m. on Saturdays. It will stay closed on Sundays for now, and we will review that in the autumn.",
    "> “A library is not a luxury but one of the necessities of life.”",
    "Dr Helen Okafor chaired the campaign for five years. None of this would have happened without her, and she never once missed a meeting. She also persuaded the council to keep the building in public hands.",
    "I want to thank the volunteers who painted, shelved and cleaned through the summer. I know many of you gave up your holidays, and I am more grateful than I can say.",
    "Later this year, Dr Okafor will lead the first reading group in the new community room, and everyone here is welcome to join.",
    "So please, come in, look around and borrow something. This library is yours, and it always has been.",
]
ZTALK_T = "在港口街图书馆重新开馆仪式上的讲话"
ZTALK = [
    "各位来宾，早上好！感谢您在这样一个阴天赶来。",
    "这座图书馆2019年关闭时，有4200人签名请愿要求保留它。经过18个月的施工、筹集了130万元之后，今天它重新开放，馆藏图书12000册，电脑20台，儿童阅读区比原来大了一倍。",
    "图书馆将于工作日上午9点至晚上7点开放，周六上午10点至下午4点开放。周日暂时将不开放，我们将在秋天重新评估。",
    "> “图书馆不是奢侈品，而是生活的必需品之一。”",
    "欧阳慧医生主持保馆行动整整五年。没有她，就没有今天的一切，五年来她一次会议都没有缺席。她还说服了区政府，让这栋楼继续归公众所有。",
    "我要感谢整个夏天刷墙、上架、打扫的志愿者。我知道你们很多人放弃了假期，我的感激之情难以言表。",
    "今年晚些时候，欧阳慧医生将在新的社区活动室带领第一个读书会，欢迎您参加。",
    "所以，请进来看看，借一本书回去。这座图书馆属于您，一直都是。",
]
LAMP_T = "Nimbus 3 Air Purifier"
LAMP = [
    "The Nimbus 3 cleans the air in a room of up to 40 m² in under 20 minutes, quietly enough to leave running overnight.",
    "## Features",
    "- Three-stage filter that traps dust, pollen and smoke\n- Night mode at 22 dB with the display switched off\n- A filter light that tells you when to change the filter\n- Two-year warranty on parts and labour",
    "## Specifications",
    "| | Nimbus 3 |\n|---|---|\n| Room size | up to 40 m² |\n| Noise | 22–48 dB |\n| Power | 35 W |\n| Weight | 4.5 kg |",
    "## In the box",
    "The purifier, one filter, a power cable and a quick-start card.",
    "## Safety",
    "Do not use the Nimbus 3 in a bathroom or near water. Keep it at least 30 cm from walls and curtains. Unplug it before you change the filter. Do not let children play with it.",
    "## Warranty and legal notice",
    "The Nimbus 3 comes with a two-year warranty. Cloudwell Ltd, registered in England and Wales, company number 01234567. Full terms at cloudwell.example.com/terms.",
    "Nimbus is a trademark of Cloudwell Ltd.",
]
ZLAMP_T = "云朵3代空气净化器"
ZLAMP = [
    "云朵3代可在20分钟内净化40平方米以内房间的空气，运行安静，整夜开着也不打扰睡眠。",
    "## 功能特点",
    "- 三层滤网，可过滤灰尘、花粉和烟雾\n- 夜间模式仅22分贝，并自动关闭显示屏\n- 滤网提示灯，提醒您及时更换滤网\n- 整机保修两年",
    "## 技术参数",
    "| | 云朵3代 |\n|---|---|\n| 适用面积 | 40平方米以内 |\n| 噪音 | 22–48分贝 |\n| 功率 | 35瓦 |\n| 重量 | 4.5千克 |",
    "## 包装清单",
    "净化器主机、滤网一个、电源线一根、快速入门卡一张。",
    "## 安全须知",
    "请勿在浴室或靠近水的地方使用云朵3代。机身距离墙壁和窗帘至少30厘米。更换滤网前请先拔掉电源。请勿让儿童玩耍本产品。",
    "## 保修与法律声明",
    "云朵3代整机保修两年。上海云威电器有限公司，统一社会信用代码 91310000MA1K123456。完整条款见 cloudwell.example.cn/terms。",
    "“云朵”是上海云威电器有限公司的注册商标。",
]
LETTER_T = "Year 6 Trip to the Riverside Botanic Gardens"
LETTER = [
    "Dear Parents and Carers,",
    "On Thursday 12 June, Year 6 will visit the Riverside Botanic Gardens as part of our science topic on plants and habitats. The trip costs £8 per child, which covers the coach and entry.",
    "Please make sure your child brings:",
    "- a packed lunch and a water bottle\n- a waterproof coat, whatever the forecast\n- comfortable shoes for walking",
    "| Time | Activity |\n|---|---|\n| 8:45 | Register in class |\n| 9:15 | Coach leaves school |\n| 10:00 | Guided tour of the glasshouses |\n| 14:30 | Coach returns to school |",
    "> “Children remember what they see and touch far longer than what they read.” — Mrs J. Patel, Headteacher",
    "Please complete the consent form at https://forms.example.sch.uk/y6-trip by Friday 30 May. We cannot take any child whose form has not been returned.",
    "If your child has any medical needs, please tell the class teacher before the day. Thank you for your support; we look foward to a wonderful day out.",
    "Yours sincerely,\nMrs J. Patel\nHeadteacher",
]
ZLETTER_T = "关于六年级参观滨江植物园的通知"
ZLETTER = [
    "尊敬的各位家长：",
    "6月12日（星期四），六年级将参观滨江植物园，这是本学期“植物与栖息地”科学单元的一部分。每位学生费用80元，包含大巴和门票。",
    "请您为孩子准备好以下物品：",
    "- 午餐和水杯\n- 一件雨衣，无论天气预报如何\n- 一双适合步行的鞋",
    "| 时间 | 安排 |\n|---|---|\n| 8:45 | 在班级点名 |\n| 9:15 | 大巴从学校出发 |\n| 10:00 | 导览温室 |\n| 14:30 | 大巴返回学校 |",
    "> “孩子们亲眼看到、亲手摸到的东西，比书上读到的记得久得多。”——校长 潘静",
    "请您在5月30日（星期五）前填写同意书：https://forms.example.edu.cn/y6-trip。未交同意书的学生不能参加此次活动。",
    "如果孩子有任何健康方面的特殊情况，请您在出发前告知班主任。感谢您的支持，我们期代与孩子们度过美好的一天。",
    "此致\n敬礼\n校长 潘静",
]
ARTICLES = {
    "bread": (BREAD_T, BREAD),
    "zbread": (ZBREAD_T, ZBREAD),
    "talk": (TALK_T, TALK),
    "ztalk": (ZTALK_T, ZTALK),
    "lamp": (LAMP_T, LAMP),
    "zlamp": (ZLAMP_T, ZLAMP),
    "letter": (LETTER_T, LETTER),
    "zletter": (ZLETTER_T, ZLETTER),
}
SET = Articles("l31", ARTICLES)
whole = SET.whole
B, ZB, T, ZT, L, ZL = "bread", "zbread", "talk", "ztalk", "lamp", "zlamp"
E, ZE = "letter", "zletter"


def one(file: str, kind: str, *args: Any, **kw: Any) -> None:
    """A case on one of the articles (`Articles.one`), of a kind blind set 31's README names."""
    SET.one(file, kind, "blind31 README kind, own article and wording", *args, **kw)


def lines(text: str, index: int, new: str) -> str:
    """`text` with its line `index` replaced by `new` (a list item, a step, a table row)."""
    out = text.split("\n")
    out[index] = new
    return "\n".join(out)


# --- recipe ----------------------------------------------------------------------------------

F = "recipe"
SET.checked = False  # the new step line is in the reply, its whole list is not
step = "1. Heat the oven to 180°C (350°F) and line a 900 g loaf tin with baking paper."
one(
    F,
    "fahrenheit_added_as_asked",
    B,
    "Add the Fahrenheit temperature in brackets to the oven step.",
    [f"Sure:\n\n{step}"],
    {4: lines(BREAD[4], 0, step)},
)
step = "1. 烤箱预热到180°C（350°F），900克的吐司模铺好油纸。"
one(
    F,
    "fahrenheit_added_as_asked",
    ZB,
    "预热烤箱那一步，在括号里加上华氏度。",
    [f"好的：\n\n{step}"],
    {4: lines(ZBREAD[4], 0, step)},
)
SET.checked = True
new = "This is my favourite way to use up brown bananas. My aunt baked it every Sunday, and the recipe below is hers with only one change: a handful of walnuts."
one(
    F,
    "intro_person_changed_as_asked",
    B,
    'Write the intro in the first person instead of "the author\'s".',
    [
        whole(B, changes={0: new})
        + '\n\nChange: the intro now says "my" instead of "the author\'s".'
    ],
    {0: new},
)
new = "这是我最喜欢的消耗熟香蕉的做法。我的姑妈每个星期天都会烤一个，下面的配方基本照她的来，只多加了一把核桃。"
one(
    F,
    "intro_person_changed_as_asked",
    ZB,
    "开头别用“笔者”，改成第一人称“我”。",
    [whole(ZB, changes={0: new}) + "\n\n修改说明：开头的“笔者”都改成了“我”。"],
    {0: new},
)
new = BREAD[2].replace("2 eggs", "3 eggs")
one(
    F,
    "list_quantity_writer_given_bold_label",
    B,
    "I actually use 3 eggs, not 2 — change it in the ingredients.",
    [f"**Ingredients (updated):**\n\n{new}"],
    {2: new},
)
new = ZBREAD[2].replace("鸡蛋2个", "鸡蛋3个")
one(
    F,
    "list_quantity_writer_given_bold_label",
    ZB,
    "鸡蛋其实是3个，不是2个，材料里改一下。",
    [f"**材料（已更新）：**\n\n{new}"],
    {2: new},
)
one(
    F,
    "section_paragraphs_swapped_as_asked",
    B,
    "Swap the two tips round.",
    [whole(B, order=[0, 1, 2, 3, 4, 5, 6, 7, 9, 8]) + "\n\nEnjoy!"],
    order=[0, 1, 2, 3, 4, 5, 6, 7, 9, 8],
)
one(
    F,
    "section_paragraphs_swapped_as_asked",
    ZB,
    "把两条小贴士的顺序换一下。",
    [whole(ZB, order=[0, 1, 2, 3, 4, 5, 6, 7, 9, 8]) + "\n\n祝你烤得开心！"],
    order=[0, 1, 2, 3, 4, 5, 6, 7, 9, 8],
)
one(
    F,
    "second_section_heading_renamed",
    B,
    'Rename the second section\'s heading to "How to make it".',
    ["Changed `## Method` → `## How to make it`.\n\n" + whole(B, changes={3: "## How to make it"})],
    {3: "## How to make it"},
)
one(
    F,
    "second_section_heading_renamed",
    ZB,
    "把第二节的标题改成“怎么做”。",
    ["已把 `## 做法` 改为 `## 怎么做`。\n\n" + whole(ZB, changes={3: "## 怎么做"})],
    {3: "## 怎么做"},
)
new = BREAD[6].replace("| Sugar | 18 g |", "| Sugar | 14 g |")
one(
    F,
    "table_value_writer_given_change_note",
    B,
    "The sugar per slice is 14 g, not 18 g — fix the nutrition table.",
    [f"{new}\n\nWhat changed: Sugar 18 g → 14 g."],
    {6: new},
)
new = ZBREAD[6].replace("| 糖 | 18克 |", "| 糖 | 14克 |")
one(
    F,
    "table_value_writer_given_change_note",
    ZB,
    "每片的糖是14克，不是18克，改一下营养成分表。",
    [f"{new}\n\n修改说明：糖 18克 → 14克。"],
    {6: new},
)
SET.checked = False
step = "2. Mash the bananas in a large bowl, then whisk in the eggs, sugar and oil for about two minutes, until smooth and glossy."
one(
    F,
    "step_tightened_numbered_changes",
    B,
    "Tighten the mashing step.",
    [f'{step}\n\nChanges:\n1. Moved the time forward.\n2. Cut "the mixture is" and "which takes".'],
    {4: lines(BREAD[4], 1, step)},
)
step = "2. 香蕉在大碗里压成泥，加入鸡蛋、红糖和油，手动搅拌约两分钟至顺滑有光泽。"
one(
    F,
    "step_tightened_numbered_changes",
    ZB,
    "压香蕉泥那一步写得紧凑一点。",
    [f"{step}\n\n修改：\n1. 删去了“放进”“再”。\n2. 把“直到面糊”合并成“至”。"],
    {4: lines(ZBREAD[4], 1, step)},
)
SET.checked = True
one(
    F,
    "list_tidied_item_dropped",
    B,
    "Tidy up the ingredients list.",
    [
        "Here's a tidier list:\n\n- 3 ripe bananas\n- 2 eggs\n- 200 g plain flour\n- 100 g brown sugar\n- 80 ml sunflower oil\n- 60 g walnuts, chopped"
    ],
    expect=refused("the baking soda was dropped from the ingredients"),
)
one(
    F,
    "list_tidied_item_dropped",
    ZB,
    "把材料清单整理一下。",
    [
        "整理后的清单：\n\n- 香蕉（熟）3根\n- 鸡蛋2个\n- 中筋面粉200克\n- 红糖100克\n- 葵花籽油80毫升\n- 核桃碎60克"
    ],
    expect=refused("小苏打从材料里被删掉了"),
)
GATEWAY = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
one(
    F,
    "html_gateway_page_as_reply",
    B,
    "Make the intro warmer.",
    [GATEWAY],
    expect=refused("the reply is an error page, not the article"),
)
one(
    F,
    "html_gateway_page_as_reply",
    ZB,
    "开头写得温暖一点。",
    [GATEWAY],
    expect=refused("回复是一个错误页面，不是文章"),
)
one(
    F,
    "unit_question_answered_no_edit",
    B,
    "Is a 900 g loaf tin the same as a 2 lb tin? Don't change anything.",
    [
        "Yes — a 900 g loaf tin is what UK shops sell as a 2 lb loaf tin, so either name works. I haven't changed the recipe."
    ],
    expect=says("sell as a 2 lb loaf tin"),
)
one(
    F,
    "unit_question_answered_no_edit",
    ZB,
    "900克的吐司模就是2磅的模具吗？先别改。",
    ["是的，900克吐司模就是常说的2磅吐司模，两种叫法都可以。配方我没有改动。"],
    expect=says("常说的2磅吐司模"),
)

# --- speech ----------------------------------------------------------------------------------

F = "speech"
new = "The library opens from 9 a.m. to 7 p.m. on weekdays and from 10 a.m. to 4 p.m. on Saturdays. It stays closed on Sundays for now, and we review that in the autumn."
one(
    F,
    "hours_paragraph_future_to_present",
    T,
    "Put the opening-hours paragraph into the present tense.",
    [new],
    {2: new},
)
new = "图书馆工作日上午9点至晚上7点开放，周六上午10点至下午4点开放。周日暂时不开放，我们会在秋天重新评估。"
one(
    F,
    "hours_paragraph_future_to_present",
    ZT,
    "开放时间那段别用“将”，改成现在时的说法。",
    [new],
    {2: new},
)
new = "We want to thank the volunteers who painted, shelved and cleaned through the summer. We know many of you gave up your holidays, and we are more grateful than we can say."
one(
    F,
    "thanks_paragraph_person_changed",
    T,
    'Change the thank-you paragraph from "I" to "we".',
    [whole(T, changes={5: new})],
    {5: new},
)
new = "我们要感谢整个夏天刷墙、上架、打扫的志愿者。我们知道你们很多人放弃了假期，我们的感激之情难以言表。"
one(
    F,
    "thanks_paragraph_person_changed",
    ZT,
    "感谢志愿者那段，把“我”改成“我们”。",
    [whole(ZT, changes={5: new})],
    {5: new},
)
new = "> “A library is not a luxury but one of the necessities of life.” — Henry Ward Beecher"
one(
    F,
    "quote_attribution_added_as_asked",
    T,
    "Add that the quote is by Henry Ward Beecher.",
    [new],
    {3: new},
)
new = "> “图书馆不是奢侈品，而是生活的必需品之一。”——亨利·沃德·比彻"
one(
    F,
    "quote_attribution_added_as_asked",
    ZT,
    "给那句引语加上出处：亨利·沃德·比彻。",
    [new],
    {3: new},
)
ch = {4: TALK[4].replace("Okafor", "Okafor-Bello"), 6: TALK[6].replace("Okafor", "Okafor-Bello")}
one(
    F,
    "name_replaced_everywhere_as_asked",
    T,
    "Her name is Okafor-Bello, not Okafor — fix it everywhere.",
    [whole(T, changes=ch)],
    ch,
)
ch = {4: ZTALK[4].replace("欧阳慧", "欧阳惠"), 6: ZTALK[6].replace("欧阳慧", "欧阳惠")}
one(
    F,
    "name_replaced_everywhere_as_asked",
    ZT,
    "医生的名字是欧阳惠，不是欧阳慧，全文都改一下。",
    [whole(ZT, changes=ch)],
    ch,
)
new = "I therefore invite you to come in, to look around and to borrow something. This library belongs to you, as it always has."
one(
    F,
    "closing_formal_in_quotation_marks_streamed",
    T,
    "Make the closing more formal.",
    [f"“{new}”"],
    {7: new},
    stream=True,
)
new = "因此，诚挚邀请各位入馆参观，借阅图书。这座图书馆属于您，过去如此，今后亦然。"
one(
    F,
    "closing_formal_in_quotation_marks_streamed",
    ZT,
    "结尾改得正式一些。",
    [f"“{new}”"],
    {7: new},
    stream=True,
)
new = "When this building closed in twenty nineteen, four thousand two hundred people signed the petition to save it. Today, after eighteen months of work and one point three million pounds raised, it opens its doors again with twelve thousand books, twenty computers and a children's corner twice the old size."
one(
    F,
    "figures_spelled_out_for_reading_aloud",
    T,
    "Write the figures in paragraph 2 as words so they're easier to read aloud.",
    [new],
    {1: new},
)
new = "这座图书馆二〇一九年关闭时，有四千二百人签名请愿要求保留它。经过十八个月的施工、筹集了一百三十万元之后，今天它重新开放，馆藏图书一万二千册，电脑二十台，儿童阅读区比原来大了一倍。"
one(
    F,
    "figures_spelled_out_for_reading_aloud",
    ZT,
    "第二段的数字改成汉字，方便念稿。",
    [new],
    {1: new},
)
short = [
    "Good morning, and thank you for coming.",
    "In 2019, 4,200 people signed to save this building. After 18 months and £1.3 million, it reopens with 12,000 books and 20 computers.",
    "We open 9 to 7 on weekdays and 10 to 4 on Saturdays.",
    TALK[3],
    "Dr Helen Okafor led the campaign for five years and kept the building public.",
    "Thank you to the volunteers who gave up their summer, and",
]
one(
    F,
    "whole_speech_shortened_cut_by_length",
    T,
    "Cut the whole speech so it takes under a minute.",
    [TALK_T + "\n\n" + "\n\n".join(short)],
    expect=refused("the reply stops in the middle of paragraph 6"),
    finish_reason="length",
)
short = [
    "各位早上好，感谢您的到来。",
    "2019年，4200人签名保馆。18个月、130万元之后，图书馆重新开放，藏书12000册，电脑20台。",
    "工作日9点到19点开放，周六10点到16点。",
    ZTALK[3],
    "欧阳慧医生主持保馆五年，让这栋楼继续归公众所有。",
    "感谢放弃了暑假的志愿者们，",
]
one(
    F,
    "whole_speech_shortened_cut_by_length",
    ZT,
    "整篇讲话删短，控制在一分钟以内。",
    [ZTALK_T + "\n\n" + "\n\n".join(short)],
    expect=refused("回复在第六段中途被截断"),
    finish_reason="length",
)
one(
    F,
    "livelier_paragraph_drops_named_person",
    T,
    "Make the paragraph about the campaign more vivid.",
    [
        "For five long years, the campaign never stopped fighting. Not a single meeting went by without a voice for this library, and in the end even the council was won over to keep the building in public hands."
    ],
    expect=refused("Dr Helen Okafor, who is credited, was dropped"),
)
one(
    F,
    "livelier_paragraph_drops_named_person",
    ZT,
    "保馆行动那一段写得更生动一些。",
    [
        "整整五年，保馆行动从未停歇。每一次会议都有人为这座图书馆据理力争，最终连区政府也被说服，让这栋楼继续归公众所有。"
    ],
    expect=refused("欧阳慧医生的名字被删掉了"),
)
one(
    F,
    "quote_punctuation_check_no_change",
    T,
    "Is the quote punctuated correctly?",
    [
        "Yes. The quotation is one full sentence inside curly quotation marks with the full stop inside them, which is right for a complete quoted sentence.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "quote_punctuation_check_no_change",
    ZT,
    "引语的标点对不对？",
    ["对。引语是一个完整的句子，句号放在引号里面，用的是中文弯引号，没有问题。\n\nNO_CHANGE"],
    expect=NO_CHANGE,
)
one(
    F,
    "advice_question_no_edit",
    T,
    "Should I thank the building firm by name? Don't change it yet.",
    [
        "It depends on the audience: naming the firm is a kind gesture if its staff are there today. Would you like me to add a line thanking them, and if so, what is the firm called?"
    ],
    expect=says("what is the firm called?"),
)
one(
    F,
    "advice_question_no_edit",
    ZT,
    "要不要点名感谢施工单位？先别改。",
    [
        "要看场合：如果施工单位的人今天在场，点名感谢会显得很周到。需要我加一句吗？施工单位叫什么名字？"
    ],
    expect=says("施工单位叫什么名字？"),
)

# --- product ---------------------------------------------------------------------------------

F = "product"
new = lines(LAMP[4], 5, "| Weight | 4.2 kg |")
one(
    F,
    "table_last_row_writer_value_fenced",
    L,
    "The last row of the table is wrong: it weighs 4.2 kg.",
    [f"```markdown\n{new}\n```"],
    {4: new},
)
new = lines(ZLAMP[4], 5, "| 重量 | 4.2千克 |")
one(
    F,
    "table_last_row_writer_value_fenced",
    ZL,
    "参数表最后一行不对，重量是4.2千克。",
    [f"```markdown\n{new}\n```"],
    {4: new},
)
new = LAMP[2].replace(
    "- Three-stage filter that traps dust, pollen and smoke",
    "- Three-stage filter\n- Traps dust, pollen and smoke",
)
one(
    F,
    "first_bullet_split_in_two",
    L,
    "Split the first bullet into two.",
    [new],
    {2: new},
)
new = ZLAMP[2].replace("- 三层滤网，可过滤灰尘、花粉和烟雾", "- 三层滤网\n- 可过滤灰尘、花粉和烟雾")
one(
    F,
    "first_bullet_split_in_two",
    ZL,
    "把第一个要点拆成两条。",
    [new],
    {2: new},
)
new = "Don't use the Nimbus 3 in a bathroom or anywhere near water. Leave at least 30 cm between it and walls or curtains. Unplug it before changing the filter. It is not a toy: keep children from playing with it."
one(
    F,
    "warnings_plainer_all_kept_bold_label",
    L,
    "Make the safety warnings plainer, but keep every warning.",
    [f"**Safety (plainer):**\n\n{new}\n\nNote: all four warnings are still there."],
    {8: new},
)
new = "别在浴室里或有水的地方用云朵3代。机器离墙和窗帘至少留30厘米。换滤网前先拔插头。别让孩子拿它玩。"
one(
    F,
    "warnings_plainer_all_kept_bold_label",
    ZL,
    "安全须知写得通俗一点，每一条都要保留。",
    [f"**安全须知（通俗版）：**\n\n{new}\n\n说明：四条提醒都保留了。"],
    {8: new},
)
new = LAMP[10].replace("01234567", "09876543")
one(
    F,
    "legal_number_writer_given_whole",
    L,
    "Our company number is 09876543 — put it in the legal notice.",
    [whole(L, changes={10: new}) + "\n\nNote: only the company number changed."],
    {10: new},
)
new = ZLAMP[10].replace("91310000MA1K123456", "91310000MA1K654321")
one(
    F,
    "legal_number_writer_given_whole",
    ZL,
    "我们的统一社会信用代码是 91310000MA1K654321，法律声明里改一下。",
    [whole(ZL, changes={10: new}) + "\n\n说明：只改了信用代码。"],
    {10: new},
)
one(
    F,
    "section_removed_heading_and_body",
    L,
    'Remove the "In the box" section.',
    [whole(L, spans={(5, 7): []})],
    spans={(5, 7): []},
)
one(
    F,
    "section_removed_heading_and_body",
    ZL,
    "删掉“包装清单”这一节。",
    [whole(ZL, spans={(5, 7): []})],
    spans={(5, 7): []},
)
ch = {i: p.replace("Nimbus 3", "Nimbus Pro") for i, p in enumerate(LAMP) if "Nimbus 3" in p}
one(
    F,
    "product_renamed_everywhere_title_too",
    L,
    "We're renaming the product to Nimbus Pro — change it everywhere, title included.",
    [
        whole(L, title="Nimbus Pro Air Purifier", changes=ch)
        + '\n\nI left "Nimbus" in the trademark line as it is, since that is the brand, not the product.'
    ],
    ch,
    title="Nimbus Pro Air Purifier",
)
ch = {i: p.replace("云朵3代", "云朵Air") for i, p in enumerate(ZLAMP) if "云朵3代" in p}
one(
    F,
    "product_renamed_everywhere_title_too",
    ZL,
    "产品改名叫“云朵Air”，全文包括标题都改一下。",
    [
        whole(ZL, title="云朵Air空气净化器", changes=ch)
        + "\n\n商标那一行的“云朵”是品牌名，不是产品名，所以没有改。"
    ],
    ch,
    title="云朵Air空气净化器",
)
bad = lines(lines(LAMP[4], 4, "| Power | 30 W |"), 3, "| Noise | 20–48 dB |")
one(
    F,
    "table_cell_asked_other_cell_changed",
    L,
    "Power should be 30 W in the spec table.",
    [bad],
    expect=refused("the noise figure changed too (22–48 → 20–48 dB)"),
)
bad = lines(lines(ZLAMP[4], 4, "| 功率 | 30瓦 |"), 3, "| 噪音 | 20–48分贝 |")
one(
    F,
    "table_cell_asked_other_cell_changed",
    ZL,
    "参数表里功率改成30瓦。",
    [bad],
    expect=refused("噪音数字也被改了（22 → 20）"),
)
cut = whole(L).split("| Power")[0]
one(
    F,
    "streamed_whole_cut_inside_table",
    L,
    "Make the intro snappier.",
    [
        cut.replace(
            LAMP[0],
            "Clean air in 20 minutes: the Nimbus 3 clears a 40 m² room, quietly enough to run all night.",
        )
    ],
    expect=refused("the stream stopped inside the table"),
    stream=True,
    stream_cut=True,
)
cut = whole(ZL).split("| 功率")[0]
one(
    F,
    "streamed_whole_cut_inside_table",
    ZL,
    "开头写得更抓人一点。",
    [
        cut.replace(
            ZLAMP[0], "20分钟，还你一屋好空气：云朵3代轻松净化40平方米的房间，整夜运行也安安静静。"
        )
    ],
    expect=refused("流在表格中间断了"),
    stream=True,
    stream_cut=True,
)
one(
    F,
    "warranty_consistency_check_no_change",
    L,
    "Is the warranty period the same everywhere?",
    [
        "Yes: the features list says two years on parts and labour and the legal notice says a two-year warranty, so they agree.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "warranty_consistency_check_no_change",
    ZL,
    "保修期前后写得一致吗？",
    ["一致：功能特点里写的是整机保修两年，法律声明里也是两年。\n\nNO_CHANGE"],
    expect=NO_CHANGE,
)
one(
    F,
    "legal_notice_removal_questioned",
    L,
    "Delete the safety section and the legal notice.",
    [
        "Before I do: product pages sold in the UK usually have to show safety warnings and the company's registered details. Are you sure you want both removed, or should I move them to the bottom instead?"
    ],
    expect=says("Are you sure you want both removed"),
)
one(
    F,
    "legal_notice_removal_questioned",
    ZL,
    "把安全须知和法律声明都删掉。",
    [
        "删之前想确认一下：产品说明一般都必须写明安全提示和公司的登记信息。你确定两部分都删掉吗？还是挪到页面最后？"
    ],
    expect=says("你确定两部分都删掉吗"),
)

# --- shapes: how the reply is dressed ---------------------------------------------------------

F = "shapes"
new = "Black-skinned bananas make the sweetest loaf. Still yellow? Bake them in their skins at 150°C for 15 minutes first."
one(
    F,
    "diff_minus_plus_lines_fenced",
    B,
    "Make the first tip punchier.",
    [f"```diff\n- {BREAD[8]}\n+ {new}\n```"],
    {8: new},
)
new = "香蕉皮发黑时最甜。香蕉还黄？连皮用150°C烤15分钟再用。"
one(
    F,
    "diff_minus_plus_lines_fenced",
    ZB,
    "第一条小贴士写得干脆一点。",
    [f"```diff\n- {ZBREAD[8]}\n+ {new}\n```"],
    {8: new},
)
SET.checked = False  # the new sentence is in the reply, its paragraph is not
old = "Unplug it before you change the filter."
rep = "Always unplug it before you change the filter."
one(
    F,
    "search_replace_markers_in_full_mode",
    L,
    "Stress the unplugging warning more.",
    [f"<<<<<<< SEARCH\n{old}\n=======\n{rep}\n>>>>>>> REPLACE"],
    {8: LAMP[8].replace(old, rep)},
)
old = "更换滤网前请先拔掉电源。"
rep = "更换滤网前，务必先拔掉电源。"
one(
    F,
    "search_replace_markers_in_full_mode",
    ZL,
    "拔电源那条提醒语气加重一点。",
    [f"<<<<<<< SEARCH\n{old}\n=======\n{rep}\n>>>>>>> REPLACE"],
    {8: ZLAMP[8].replace(old, rep)},
)
SET.checked = True
new = "Good morning, everyone — thank you for braving such a grey day to be here."
one(
    F,
    "think_then_paragraph_then_change_notes",
    T,
    "Make the greeting warmer.",
    [
        f'<think>\nThe greeting is the first paragraph. Keep it short, add warmth.\n</think>\n\n{new}\n\nNotes:\n- "braving" acknowledges the weather\n- added "to be here"'
    ],
    {0: new},
)
new = "各位来宾，大家早上好！这么阴沉的天气，还劳您专程赶来，真是太感谢了。"
one(
    F,
    "think_then_paragraph_then_change_notes",
    ZT,
    "开场白写得热情一点。",
    [
        f"<think>\n开场白是第一段，要更热情，但别太长。\n</think>\n\n{new}\n\n修改说明：\n- 加了“大家”\n- 强调了天气和专程赶来"
    ],
    {0: new},
)
new = "The purifier, one filter, a power cable and a quick-start card — everything you need to get going."
one(
    F,
    "preamble_in_other_language",
    L,
    'Make the "In the box" paragraph friendlier.',
    [f"好的，这是修改后的段落：\n\n{new}\n\n修改说明：结尾加了一句更亲切的话。"],
    {6: new},
)
new = "盒子里有净化器主机、一个滤网、一根电源线和一张快速入门卡，拆开就能用。"
one(
    F,
    "preamble_in_other_language",
    ZL,
    "包装清单那一段写得亲切一点。",
    [f"Sure — here's the friendlier paragraph:\n\n{new}\n\nI added a short line at the end."],
    {6: new},
)
new = "Dr Okafor will lead the first reading group in the new community room later this year — and every one of you is warmly invited."
one(
    F,
    "above_below_unchanged_markers",
    T,
    "Make the reading-group paragraph more inviting.",
    [f"(Everything above stays the same.)\n\n{new}\n\n(Everything below stays the same.)"],
    {6: new},
)
new = "今年晚些时候，欧阳慧医生将在新的社区活动室带领第一个读书会，诚挚欢迎您加入！"
one(
    F,
    "above_below_unchanged_markers",
    ZT,
    "读书会那一段写得更有邀请的感觉。",
    [f"{ZTALK_T}\n\n（以上内容不变）\n\n{new}\n\n（以下内容不变）"],
    {6: new},
)
SET.checked = False  # the new sentence is in the reply, its paragraph is not
old = "Keep it at least 30 cm from walls and curtains."
rep = "Keep it at least 30 cm away from walls and curtains so air can flow."
one(
    F,
    "replace_with_sentence_instruction",
    L,
    "Explain why the 30 cm gap matters.",
    [f'Replace: "{old}" With: "{rep}"'],
    {8: LAMP[8].replace(old, rep)},
)
old = "机身距离墙壁和窗帘至少30厘米。"
rep = "机身距离墙壁和窗帘至少30厘米，以保证空气流通。"
one(
    F,
    "replace_with_sentence_instruction",
    ZL,
    "解释一下为什么要离墙30厘米。",
    [f"将：“{old}”\n替换为：“{rep}”"],
    {8: ZLAMP[8].replace(old, rep)},
)
SET.checked = True
new = (
    "It keeps for three days wrapped in a tea towel — or slice it and freeze it for up to a month."
)
one(
    F,
    "whole_body_without_title_line",
    B,
    "Make the second tip read more smoothly.",
    ["\n\n".join(SET.paras(B, {9: new}))],
    {9: new},
)
new = "面包用茶巾包好能放三天；切片后冷冻，可以保存一个月。"
one(
    F,
    "whole_body_without_title_line",
    ZB,
    "第二条小贴士读起来顺一点。",
    ["\n\n".join(SET.paras(ZB, {9: new}))],
    {9: new},
)
one(
    F,
    "no_change_after_think_block",
    L,
    "Is the room size the same in the intro and the table?",
    [
        "<think>\nIntro: up to 40 m². Table: up to 40 m². Same.\n</think>\n\nBoth say up to 40 m², so nothing needs changing.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "no_change_after_think_block",
    ZL,
    "开头和参数表里的适用面积一样吗？",
    [
        "<think>\n开头：40平方米以内。表格：40平方米以内。一致。\n</think>\n\n两处都是40平方米以内，不需要修改。\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
new = "This is the author's go-to way to use up brown bananas. The author's aunt baked it every Sunday, and the recipe below is hers with just one change: a handful of walnuts."
one(
    F,
    "whole_in_triple_quotes",
    B,
    'Make the intro a little more casual, keep "the author\'s".',
    ['"""\n' + whole(B, changes={0: new}) + '\n"""'],
    {0: new},
)
new = "这是笔者最爱的消耗熟香蕉的办法。笔者的姑妈每个星期天都烤一个，下面的配方基本照她的来，只多加了一把核桃。"
one(
    F,
    "whole_in_triple_quotes",
    ZB,
    "开头随意一点，“笔者”保留。",
    ['"""\n' + whole(ZB, changes={0: new}) + '\n"""'],
    {0: new},
)
new = "When this building closed in 2019, 4,200 people signed the petition to save it. Now, after 18 months of work and £1.3 million raised, it reopens with 12,000 books, 20 computers and a children's corner twice the size."
one(
    F,
    "lead_in_quotes_first_words_streamed",
    T,
    "Tighten paragraph 2.",
    [f'Here\'s the paragraph starting "When this building closed…", tightened:\n\n{new}'],
    {1: new},
    stream=True,
)
new = "这座图书馆2019年关闭时，4200人签名请愿要求保留。历经18个月施工、筹款130万元，今天它重新开放：藏书12000册，电脑20台，儿童阅读区扩大了一倍。"
one(
    F,
    "lead_in_quotes_first_words_streamed",
    ZT,
    "第二段精简一点。",
    [f"以“这座图书馆2019年关闭时”开头的那一段，精简后如下：\n\n{new}"],
    {1: new},
    stream=True,
)

# --- edges: wrong language, loops, scope, cuts, echoes ---------------------------------------

F = "edges"
one(
    F,
    "target_answered_in_other_language",
    T,
    "Make paragraph 2 shorter.",
    [
        "这座图书馆2019年关闭时，4200人签名要求保留。18个月、130万英镑之后，它带着12000册图书和20台电脑重新开放。"
    ],
    expect=refused("the paragraph came back in Chinese"),
)
one(
    F,
    "target_answered_in_other_language",
    ZT,
    "第二段精简一点。",
    [
        "When the library closed in 2019, 4,200 people signed to save it. After 18 months and 1.3 million yuan, it reopens with 12,000 books and 20 computers."
    ],
    expect=refused("段落被写成了英文"),
)
loop = "The bread keeps for three days. " * 40
one(
    F,
    "degenerate_repetition_reply",
    B,
    "Make the second tip shorter.",
    [loop.strip()],
    expect=refused("the reply repeats one sentence over and over"),
)
loop = "面包可以放三天。" * 40
one(
    F,
    "degenerate_repetition_reply",
    ZB,
    "第二条小贴士短一点。",
    [loop],
    expect=refused("回复把同一句话重复了很多遍"),
)
one(
    F,
    "global_ask_answered_with_one_paragraph",
    T,
    "Make the whole speech warmer.",
    [
        "Good morning, friends, and thank you so much for coming out on such a grey day — it means the world."
    ],
    expect=refused("a whole-speech ask answered with one paragraph"),
)
one(
    F,
    "global_ask_answered_with_one_paragraph",
    ZT,
    "整篇讲话写得更亲切一些。",
    ["各位朋友，早上好！这么阴的天，您还专门赶来，真的特别感谢。"],
    expect=refused("整篇的要求只回了一段"),
)
new = "The Nimbus 3 clears the air in a 40 m² room in under 20 minutes, quietly enough to run all night."
bullets = LAMP[2].replace(
    "A filter light that tells you when to change the filter",
    "A filter light that shows when the filter needs changing",
)
one(
    F,
    "partial_reply_untouched_bullet_reworded",
    L,
    "Make the intro shorter.",
    [f"{LAMP_T}\n\n{new}\n\n## Features\n\n{bullets}\n\n[the rest of the page is unchanged]"],
    {0: new},
    withheld_min=1,
)
new = "云朵3代20分钟内净化40平方米以内的房间，安静到可以整夜开着。"
bullets = ZLAMP[2].replace("滤网提示灯，提醒您及时更换滤网", "滤网提示灯，到时间会提醒换滤网")
one(
    F,
    "partial_reply_untouched_bullet_reworded",
    ZL,
    "开头短一点。",
    [f"{ZLAMP_T}\n\n{new}\n\n## 功能特点\n\n{bullets}\n\n【页面其余部分不变】"],
    {0: new},
    withheld_min=1,
)
one(
    F,
    "warning_dropped_in_friendlier_target",
    L,
    "Make the safety paragraph friendlier.",
    [
        "Please give the Nimbus 3 a little room: at least 30 cm from walls and curtains. Unplug it before you swap the filter, and keep it out of reach of little hands."
    ],
    expect=refused("the bathroom and water warning was dropped"),
)
one(
    F,
    "warning_dropped_in_friendlier_target",
    ZL,
    "安全须知那段写得亲切一点。",
    ["请给云朵3代留点空间，离墙壁和窗帘至少30厘米。换滤网前记得先拔插头，也别让小朋友拿它玩哦。"],
    expect=refused("浴室和靠近水的警告被删掉了"),
)
SET.checked = False  # the selection's new sentence is in the reply, its paragraph is not
sel = "None of this would have happened without her, and she never once missed a meeting."
rep = "We owe all of this to her — and in five years she never missed a single meeting."
one(
    F,
    "selection_reply_repeats_next_sentence",
    T,
    "Make this more heartfelt.",
    [f"{rep} She also persuaded the council to keep the building in public hands."],
    {4: TALK[4].replace(sel, rep)},
    selected_text=sel,
)
sel = "没有她，就没有今天的一切，五年来她一次会议都没有缺席。"
rep = "今天的一切都要归功于她，五年里她从没缺席过一次会议。"
one(
    F,
    "selection_reply_repeats_next_sentence",
    ZT,
    "这句写得更动情一些。",
    [f"{rep}她还说服了区政府，让这栋楼继续归公众所有。"],
    {4: ZTALK[4].replace(sel, rep)},
    selected_text=sel,
)
SET.checked = True
one(
    F,
    "partial_marker_reply_cut_by_length",
    T,
    "Make the thank-you paragraph warmer.",
    [
        f"{TALK_T}\n\n[Paragraphs 1–5 unchanged]\n\nTo every volunteer who painted, shelved and scrubbed through the summer: thank you. I know so many of you gave up"
    ],
    expect=refused("the reply stops mid-sentence"),
    finish_reason="length",
)
one(
    F,
    "partial_marker_reply_cut_by_length",
    ZT,
    "感谢志愿者那段写得更温暖一些。",
    [
        f"{ZTALK_T}\n\n（第1—5段不变）\n\n感谢每一位整个夏天刷墙、上架、打扫的志愿者。我知道你们很多人"
    ],
    expect=refused("回复在句子中间被截断"),
    finish_reason="length",
)
one(
    F,
    "identical_whole_article_returned",
    L,
    "Proofread the page.",
    ["No mistakes found — here it is as it stands:\n\n" + whole(L)],
    expect=NO_CHANGE,
)
one(
    F,
    "identical_whole_article_returned",
    ZL,
    "帮我校对一下这页。",
    ["没有发现错误，原文如下：\n\n" + whole(ZL)],
    expect=NO_CHANGE,
)
steps = BREAD[4].replace("180°C", "180°C (350°F)")
ounces = (
    BREAD[2]
    .replace("200 g plain flour", "200 g (7 oz) plain flour")
    .replace("100 g brown sugar", "100 g (3.5 oz) brown sugar")
)
one(
    F,
    "asked_conversion_spread_to_untouched_list",
    B,
    "Add Fahrenheit to the oven temperature in the method.",
    [
        whole(B, changes={2: ounces, 4: steps})
        + "\n\nI also added ounces to the ingredients for American readers."
    ],
    {4: steps},
    withheld_min=1,
)
steps = ZBREAD[4].replace("180°C", "180°C（350°F）")
ounces = (
    ZBREAD[2]
    .replace("中筋面粉200克", "中筋面粉200克（7盎司）")
    .replace("红糖100克", "红糖100克（3.5盎司）")
)
one(
    F,
    "asked_conversion_spread_to_untouched_list",
    ZB,
    "做法里的烤箱温度加上华氏度。",
    [whole(ZB, changes={2: ounces, 4: steps}) + "\n\n另外，我把材料也加上了盎司。"],
    {4: steps},
    withheld_min=1,
)
one(
    F,
    "vague_section_asked_back",
    L,
    "Make that section shorter.",
    ["Which section do you mean — Features, Safety, or the warranty and legal notice?"],
    expect=says("Which section do you mean"),
)
one(
    F,
    "vague_section_asked_back",
    ZL,
    "把那一节缩短一点。",
    ["你指的是哪一节？功能特点、安全须知，还是保修与法律声明？"],
    expect=says("你指的是哪一节"),
)

# --- letter (added after the first fixes: blind set 31's letter kinds) ------------------------

F = "letter"
new = LETTER[3].replace(
    "a waterproof coat, whatever the forecast", "a waterproof coat, even if the forecast is dry"
)
one(
    F,
    "second_bullet_clearer_list_alone",
    E,
    "Make the second bullet clearer.",
    [f"Here's the updated list:\n\n{new}"],
    {3: new},
)
new = ZLETTER[3].replace("一件雨衣，无论天气预报如何", "一件雨衣（即使天气预报说不下雨也要带）")
one(
    F,
    "second_bullet_clearer_list_alone",
    ZE,
    "第二个要点写清楚一点。",
    [f"更新后的清单：\n\n{new}"],
    {3: new},
)
new = lines(LETTER[4], 5, "| 15:00 | Coach returns to school |")
one(
    F,
    "table_last_row_writer_time_with_offer",
    E,
    "The coach gets back at 15:00, not 14:30 — fix the last row of the table.",
    [f"{new}\n\nWould you like me to mention the return time in the first paragraph too?"],
    {4: new},
)
new = lines(ZLETTER[4], 5, "| 15:00 | 大巴返回学校 |")
one(
    F,
    "table_last_row_writer_time_with_offer",
    ZE,
    "大巴15:00才回到学校，不是14:30，把表格最后一行改一下。",
    [f"{new}\n\n需要我在第一段里也写上返校时间吗？"],
    {4: new},
)
new = LETTER[6].replace(
    "Please complete the consent form at https://forms.example.sch.uk/y6-trip by Friday 30 May.",
    "We'd be grateful if you could fill in the consent form at https://forms.example.sch.uk/y6-trip by Friday 30 May.",
)
one(
    F,
    "date_sentence_friendlier_whole",
    E,
    "Make the sentence with the consent-form date friendlier.",
    [whole(E, changes={6: new}) + "\n\nI can soften the next sentence too if you like."],
    {6: new},
)
new = ZLETTER[6].replace(
    "请您在5月30日（星期五）前填写同意书", "麻烦您在5月30日（星期五）前抽空填写一下同意书"
)
one(
    F,
    "date_sentence_friendlier_whole",
    ZE,
    "有同意书截止日期的那句话写得亲切一点。",
    [whole(ZE, changes={6: new}) + "\n\n如果需要，下一句我也可以改得柔和一些。"],
    {6: new},
)
one(
    F,
    "quote_paragraph_deleted_as_asked",
    E,
    "Delete the headteacher's quote.",
    [whole(E, drop=5)],
    drop=5,
)
one(
    F,
    "quote_paragraph_deleted_as_asked",
    ZE,
    "删掉引用那段。",
    [whole(ZE, drop=5)],
    drop=5,
)
new = LETTER[1] + " If the cost is a problem, please speak to the school office in confidence."
one(
    F,
    "sentence_added_after_named_sentence",
    E,
    "Add a sentence after the cost sentence saying families can ask the school office for help with the cost.",
    [new],
    {1: new},
)
new = ZLETTER[1] + "如费用有困难，可私下联系学校办公室。"
one(
    F,
    "sentence_added_after_named_sentence",
    ZE,
    "在费用那句话后面加一句：费用有困难的家庭可以找学校办公室。",
    [new],
    {1: new},
)
ch = {
    0: "Dear Parents and Carers,",
    1: "On Thursday 12 June, Year 6 are off to the Riverside Botanic Gardens for our science topic on plants and habitats. It's £8 per child, which covers the coach and entry.",
    2: "Here's what your child needs to bring:",
    6: "Please fill in the consent form at https://forms.example.sch.uk/y6-trip by Friday 30 May — we can't take anyone whose form hasn't come back.",
    7: "If your child has any medical needs, just let the class teacher know before the day. Thanks so much for your support; we're looking forward to a brilliant day out.",
}
ch.pop(0)
one(
    F,
    "whole_letter_less_formal",
    E,
    "Make the whole letter a bit less formal.",
    [whole(E, changes=ch)],
    ch,
)
ch = {i: p.replace("您", "你") for i, p in enumerate(ZLETTER) if "您" in p}
one(
    F,
    "whole_letter_less_formal",
    ZE,
    "全文把“您”改成“你”。",
    [whole(ZE, changes=ch)],
    ch,
)
one(
    F,
    "content_named_paragraph_cut_by_length",
    E,
    "Make the medical-needs paragraph warmer.",
    [
        "If your child has any medical needs at all, please do have a quick word with the class teacher before the day so that we can"
    ],
    expect=refused("the reply stops mid-sentence at the length limit"),
    finish_reason="length",
)
one(
    F,
    "content_named_paragraph_cut_by_length",
    ZE,
    "健康情况那段写得温暖一些。",
    ["如果孩子有任何健康方面的特殊情况，请您在出发前和班主任聊一聊，这样我们就能"],
    expect=refused("回复在长度上限处被截断"),
    finish_reason="length",
)
new = "On Thursday 12 June, Year 6 will visit the Riverside Botanic Gardens for our science topic on plants and habitats. The £8 cost per child covers the coach and entry."
one(
    F,
    "opening_tightened_unasked_typo_fixed_elsewhere",
    E,
    "Tighten paragraph 2.",
    [
        whole(E, changes={1: new, 7: LETTER[7].replace("foward", "forward")})
        + '\n\nI also fixed the typo "foward" in the closing.'
    ],
    {1: new},
    withheld_min=1,
)
new = "6月12日（星期四），六年级将参观滨江植物园，作为“植物与栖息地”科学单元的一部分。每人80元，含大巴和门票。"
one(
    F,
    "opening_tightened_unasked_typo_fixed_elsewhere",
    ZE,
    "第二段精简一点。",
    [
        whole(ZE, changes={1: new, 7: ZLETTER[7].replace("期代", "期待")})
        + "\n\n另外顺手改了结尾的错别字“期代”。"
    ],
    {1: new},
    withheld_min=1,
)
one(
    F,
    "times_consistency_check_no_change",
    E,
    "Do the times in the table fit together?",
    [
        "Yes: registration at 8:45, the coach at 9:15, the tour at 10:00 and the return at 14:30 run in order with no clash.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "times_consistency_check_no_change",
    ZE,
    "表格里的时间对得上吗？",
    ["对得上：8:45点名，9:15出发，10:00导览，14:30返回，顺序合理，没有冲突。\n\nNO_CHANGE"],
    expect=NO_CHANGE,
)
nt = "Year 6 Gardens Trip: What You Need to Know"
one(
    F,
    "writer_title_label_line_body_kept_note",
    E,
    f'Change the title to "{nt}".',
    [f"New title: {nt}\n\nThe body of the letter stays exactly as it is."],
    title=nt,
)
nt = "六年级植物园之行：家长须知"
one(
    F,
    "writer_title_label_line_body_kept_note",
    ZE,
    f"标题改成“{nt}”。",
    [f"新标题：{nt}\n\n正文保持不变。"],
    title=nt,
)

finish(HERE)
