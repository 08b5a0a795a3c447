# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 9b (tests/data/fidelity_dev9b/*.jsonl): replies that stop in
the middle (finish_reason "stop", not "length") and must be refused, look-alikes that end
without a full stop and must still apply, and selection edits whose reply rewrote the words
around the selection (refused) or kept them (trimmed, applied).

    .venv/bin/python tests/data/fidelity_dev9b/build_cases.py
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

FILES: dict[str, list[dict[str, Any]]] = defaultdict(list)
CUT = "the reply stops in the middle; the original goes on"
AROUND = "the reply rewrote the words around the selection too"


def full(
    file: str,
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    reply: str,
    *,
    expected: list[str] | None = None,
    expected_title: str | None = None,
    because: str = CUT,
) -> None:
    """A whole-article case: `expected` paragraphs → applied, None → refused."""
    outcome: dict[str, Any]
    if expected is None:
        outcome = {"outcome": "refused", "because": because}
    else:
        outcome = {
            "outcome": "applied",
            "title": expected_title or title,
            "body": "\n\n".join(expected),
        }
    FILES[file].append(
        {
            "id": id,
            "lang": lang,
            "kind": kind,
            "source": source,
            "edit_format": "full",
            "article": {"title": title, "body": "\n\n".join(paragraphs)},
            "suggestion": suggestion,
            "selected_text": None,
            "replies": [reply],
            "finish_reason": "stop",
            "expect": outcome,
        }
    )


def selection(
    file: str,
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    selected: str,
    suggestion: str,
    reply: str,
    new_text: str | None = None,
) -> None:
    """A selection case: `new_text` replaces the selection → applied; None → refused."""
    body = "\n\n".join(paragraphs)
    assert body.count(selected) == 1, (id, selected)
    outcome: dict[str, Any]
    if new_text is None:
        outcome = {"outcome": "refused", "because": AROUND}
    else:
        outcome = {"outcome": "applied", "title": title, "body": body.replace(selected, new_text)}
    FILES[file].append(
        case_record(
            id,
            lang,
            kind,
            source,
            title,
            body,
            suggestion,
            [reply],
            outcome,
            selected_text=selected,
        )
    )


def reply_of(title: str, paragraphs: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(paragraphs)


# --- replies that stop in the middle (refused) -------------------------------------------

CHANGELOG = [
    "Version 3.8 ships on 14 May. It tidies pagination and retires two old endpoints.",
    "## Changed",
    "- `POST /v3/refunds` now accepts a `reason` field.\n- The default page size for `GET /v3/charges` is now 50 instead of 20.\n- Webhook retries back off for up to 24 hours.",
    "## Removed",
    "- `GET /v2/balance` is gone; use `GET /v3/balance`.\n- The `legacy_id` field is no longer returned.",
    "Questions go to api-support@example.com.",
]
full(
    "stops.jsonl",
    "d9b-stop-en-01",
    "en",
    "stops_mid_item",
    "changelog reply ends mid list item, rest of the article missing; the intro was asked",
    "Changelog — API v3.8",
    CHANGELOG,
    "Make the intro friendlier.",
    reply_of(
        "Changelog — API v3.8",
        [
            "Version 3.8 arrives on 14 May — it tidies up pagination and retires two old endpoints, so upgrading should be painless.",
            CHANGELOG[1],
            "- `POST /v3/refunds` now accepts a `reason` field.\n- The default page size for `GET /v3/charges` is now",
        ],
    ),
)

JOB = [
    "星河科技因业务发展，现招聘后端开发工程师2名。",
    "岗位职责：\n1. 负责交易系统的设计与开发；\n2. 参与性能优化和故障排查；\n3. 编写技术文档。",
    "任职要求：\n1. 本科及以上学历，计算机相关专业；\n2. 熟悉C++或Go，有三年以上开发经验；\n3. 有分布式系统经验者优先。",
    "有意者请将简历发送至hr@xinghe.cn，邮件标题注明“应聘+姓名”。",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-01",
    "zh",
    "stops_mid_item",
    "招聘启事：回复停在“2. 熟悉C++或”，后文缺失；只要求改开头",
    "招聘启事：后端开发工程师",
    JOB,
    "把开头一段写得更有吸引力一点。",
    reply_of(
        "招聘启事：后端开发工程师",
        [
            "星河科技正处于快速发展期，诚邀两位志同道合的后端开发工程师加入我们！",
            JOB[1],
            "任职要求：\n1. 本科及以上学历，计算机相关专业；\n2. 熟悉C++或",
        ],
    ),
)

PASTA = [
    "This is the pasta I make when the fridge is nearly empty. It takes twenty minutes.",
    "You will need:\n- 200 g spaghetti\n- 1 lemon\n- 40 g butter\n- a handful of parmesan",
    "1. Boil the spaghetti in well-salted water.\n2. Melt the butter with the lemon zest.\n3. Toss the pasta in the butter with a splash of pasta water.\n4. Finish with the juice and the parmesan.",
    "Eat it straight away; it does not keep.",
]
full(
    "stops.jsonl",
    "d9b-stop-en-02",
    "en",
    "stops_mid_item",
    "recipe, global warmth edit: the steps stop at '3. Toss the pasta in the'",
    "Weeknight Lemon Pasta",
    PASTA,
    "Make it sound warmer and more personal.",
    reply_of(
        "Weeknight Lemon Pasta",
        [
            "This is the pasta I turn to when the fridge is almost bare, and it never lets me down. Twenty minutes, start to finish.",
            PASTA[1],
            "1. Boil the spaghetti in generously salted water.\n2. Melt the butter gently with the lemon zest.\n3. Toss the pasta in the",
        ],
    ),
)

TOMATO = [
    "番茄炒蛋是最家常的一道菜，做法简单，十分钟就能上桌。",
    "一、番茄洗净切块，鸡蛋打散备用。\n二、热锅下油，倒入蛋液炒至凝固后盛出。\n三、锅中再加少许油，放入番茄炒出汁水。\n四、倒回鸡蛋，加盐和少许糖翻匀即可。",
    "小贴士：番茄选熟透的，汤汁会更浓。",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-02",
    "zh",
    "stops_mid_item",
    "菜谱“一、二、三”步骤停在“三、锅中再加少许油，放入”；只改第一段",
    "番茄炒蛋",
    TOMATO,
    "第一段加一句：这是我妈妈最拿手的菜。",
    reply_of(
        "番茄炒蛋",
        [
            "番茄炒蛋是最家常的一道菜，也是我妈妈最拿手的菜，做法简单，十分钟就能上桌。",
            "一、番茄洗净切块，鸡蛋打散备用。\n二、热锅下油，倒入蛋液炒至凝固后盛出。\n三、锅中再加少许油，放入",
        ],
    ),
)

SPEECH_ZH = [
    "亲爱的同学们、老师们：",
    "大家上午好！今天，我们在这里隆重举行新学期开学典礼。首先，我代表学校向新同学表示热烈的欢迎！",
    "过去一年，同学们在学习、科技、体育等方面取得了可喜的成绩，这离不开每一位老师的辛勤付出。",
    "新的学期，希望大家珍惜时光，勤学好问，做一个有理想、有担当的人。",
    "最后，祝同学们学习进步，祝老师们工作顺利！谢谢大家！",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-03",
    "zh",
    "stops_mid_sentence",
    "讲话稿：回复停在“做一个有”，结尾段缺失；只改了第三段",
    "在开学典礼上的讲话",
    SPEECH_ZH,
    "第三段改得更有感情一些。",
    reply_of(
        "在开学典礼上的讲话",
        [
            SPEECH_ZH[0],
            SPEECH_ZH[1],
            "过去一年，同学们在学习、科技、体育等方面取得了令人骄傲的成绩，这背后凝聚着每一位老师默默的辛勤付出。",
            "新的学期，希望大家珍惜时光，勤学好问，做一个有",
        ],
    ),
)

SPEECH_EN = [
    "Good morning, everyone.",
    "Twelve years ago, this crossing was a line on a map and an argument at the council. Today it carries its first traffic.",
    "I want to thank the engineers, the crews who worked through two winters, and the neighbours who put up with the noise.",
    "This bridge belongs to all of us. Let's look after it.",
]
full(
    "stops.jsonl",
    "d9b-stop-en-03",
    "en",
    "stops_mid_sentence",
    "speech: the asked paragraph itself stops on 'without', the last paragraph missing",
    "Remarks at the Harbour Bridge Opening",
    SPEECH_EN,
    "Make the third paragraph more heartfelt.",
    reply_of(
        "Remarks at the Harbour Bridge Opening",
        [
            SPEECH_EN[0],
            SPEECH_EN[1],
            "I want to thank the engineers, the crews who worked through two bitter winters, and the neighbours who put up with the noise and the dust without",
        ],
    ),
)

FERRY_ZH = [
    "傍晚，老周把船拴在柳树下，点了一袋烟。",
    "「明天还开船吗？」小梅站在岸上问。",
    "「开，」老周吐了口烟，「只要河没冻上，就开。」",
    "小梅笑了，转身跑回村里去了。",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-04",
    "zh",
    "stops_open_quote",
    "小说「」对白：回复停在「只要河没，引号未闭；只改第一段",
    "渡口",
    FERRY_ZH,
    "把第一段写得更有画面感。",
    reply_of(
        "渡口",
        [
            "傍晚，夕阳把河面染成一片橘红，老周把船拴在歪脖子柳树下，慢悠悠地点了一袋烟。",
            FERRY_ZH[1],
            "「开，」老周吐了口烟，「只要河没",
        ],
    ),
)

FERRY_EN = [
    "The ferryman tied up under the willow and lit his pipe.",
    '"Will you run tomorrow?" Mei called from the bank.',
    '"If the river doesn\'t freeze," he said. "It hasn\'t frozen in ten years."',
    "She laughed and ran back up the lane.",
]
full(
    "stops.jsonl",
    "d9b-stop-en-04",
    "en",
    "stops_open_quote",
    "fiction: the reply stops inside an open quotation ('\"It hasn't frozen in')",
    "The Last Ferry",
    FERRY_EN,
    "Make the first paragraph more vivid.",
    reply_of(
        "The Last Ferry",
        [
            "At dusk the ferryman tied up under the sagging willow, the water going copper behind him, and lit his pipe.",
            FERRY_EN[1],
            '"If the river doesn\'t freeze," he said. "It hasn\'t frozen in',
        ],
    ),
)

CHECKUP = [
    "各位同事：",
    "公司定于6月10日至12日组织年度体检，地点在市第一人民医院体检中心。",
    "注意事项：\n① 体检前一天晚上十点后禁食禁水；\n② 请携带身份证和工牌；\n③ 女同事如在经期请提前告知。",
    "如有疑问，请联系行政部李老师，电话8801。",
    "行政部\n2026年5月28日",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-05",
    "zh",
    "stops_mid_item",
    "通知①②③：回复停在“② 请携带身份证和”；只改时间地点那段",
    "关于开展2026年度体检的通知",
    CHECKUP,
    "把体检时间地点那段写得正式一点。",
    reply_of(
        "关于开展2026年度体检的通知",
        [
            CHECKUP[0],
            "经研究，公司定于2026年6月10日至12日组织全体员工年度体检，体检地点为市第一人民医院体检中心。",
            "注意事项：\n① 体检前一天晚上十点后禁食禁水；\n② 请携带身份证和",
        ],
    ),
)

POOL = [
    "From 1 June the pool keeps summer hours.",
    "| Day | Opens | Closes |\n|---|---|---|\n| Monday–Friday | 6:30 | 21:00 |\n| Saturday | 8:00 | 20:00 |\n| Sunday | 9:00 | 18:00 |",
    "Lanes are roped for lengths until 9:00 every day.",
]
full(
    "stops.jsonl",
    "d9b-stop-en-05",
    "en",
    "stops_mid_table",
    "notice with a table: the reply stops inside a row ('| Saturday | 8:')",
    "Pool Opening Hours",
    POOL,
    "Make the first paragraph friendlier.",
    reply_of(
        "Pool Opening Hours",
        [
            "Good news for swimmers: from 1 June the pool switches to its longer summer hours!",
            "| Day | Opens | Closes |\n|---|---|---|\n| Monday–Friday | 6:30 | 21:00 |\n| Saturday | 8:",
        ],
    ),
)

SALES = [
    "以下是第三季度各区域的销售情况。",
    "| 区域 | 销售额（万元） | 同比 |\n|---|---|---|\n| 华东 | 1280 | +12% |\n| 华南 | 960 | +8% |\n| 华北 | 740 | -3% |",
    "华北下滑主要受物流延误影响，第四季度将重点改善。",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-06",
    "zh",
    "stops_mid_table",
    "表格：回复停在“| 华南 | 9”；只给第一段加一句",
    "第三季度销售数据",
    SALES,
    "第一段加一句：总体同比增长7%。",
    reply_of(
        "第三季度销售数据",
        [
            "以下是第三季度各区域的销售情况，总体同比增长7%。",
            "| 区域 | 销售额（万元） | 同比 |\n|---|---|---|\n| 华东 | 1280 | +12% |\n| 华南 | 9",
        ],
    ),
)

LIBRARY = [
    "The Elm Street library closes for repairs from 3 to 17 March.",
    "Returns can be left in the book drop (it is emptied daily) or at the Hill Road branch.",
    "We are sorry for the trouble and look forward to welcoming you back.",
]
full(
    "stops.jsonl",
    "d9b-stop-en-06",
    "en",
    "stops_open_bracket",
    "notice: the reply stops inside an open bracket ('(it is emptied')",
    "Library Closure",
    LIBRARY,
    "Make the first paragraph say the repairs are to the roof.",
    reply_of(
        "Library Closure",
        [
            "The Elm Street library closes for roof repairs from 3 to 17 March.",
            "Returns can be left in the book drop (it is emptied",
        ],
    ),
)

WASTE = [
    "亲爱的居民朋友们：",
    "垃圾分类关系到每个人的生活环境。从下月起，小区将实行定时定点投放。",
    "厨余垃圾请沥干水分后投放，可回收物请尽量压扁。",
    "让我们从自己做起，共同守护美丽家园！",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-07",
    "zh",
    "stops_mid_sentence",
    "倡议书整体口语化：最后一段停在“一起守护”",
    "社区垃圾分类倡议书",
    WASTE,
    "整体改得更口语化一点。",
    reply_of(
        "社区垃圾分类倡议书",
        [
            WASTE[0],
            "垃圾分类跟咱们每个人的生活都有关系。下个月开始，小区要定时定点扔垃圾啦。",
            "厨余垃圾记得先把水沥干再扔，能回收的东西尽量压扁。",
            "让我们从自己做起，一起守护",
        ],
    ),
)

RELEASE = [
    "Release 2.4 is out today.",
    "What's new:\n1. Dark mode for the editor.\n2. Faster search across large projects.\n3. Export to EPUB.",
    "Thanks to everyone who filed bugs.",
]
full(
    "stops.jsonl",
    "d9b-stop-en-07",
    "en",
    "stops_mid_item",
    "release notes '1.' list: the reply stops at '2. Faster search across'",
    "Release 2.4",
    RELEASE,
    "Make the first line more exciting.",
    reply_of(
        "Release 2.4",
        [
            "Release 2.4 is out today — and it's a big one!",
            "What's new:\n1. Dark mode for the editor.\n2. Faster search across",
        ],
    ),
)

MEETING = [
    "各位业主：",
    "本小区将于3月20日（周五）晚七点在会所召开业主大会，讨论电梯更换事宜。",
    "请各位业主准时参加，如不能到场，可委托家人代为出席。",
    "特此通知。",
]
full(
    "stops.jsonl",
    "d9b-stop-zh-08",
    "zh",
    "stops_open_bracket",
    "通知：回复停在括号里“（周”，后文缺失；只改第二段",
    "业主大会通知",
    MEETING,
    "第二段写得更清楚一点。",
    reply_of(
        "业主大会通知",
        [
            MEETING[0],
            "本小区定于3月20日（周五）晚上七点，在小区会所召开业主大会，专题讨论电梯更换事宜。",
            "请各位业主准时参加，如不能到场，可委托家人代为出席（需",
        ],
    ),
)

# --- look-alikes that end without a full stop (applied) ----------------------------------

FLAPJACK = [
    "My grandmother's flapjacks, exactly as she made them.",
    "Method: melt the butter, sugar and syrup, stir in the oats, and bake for 20 minutes at 180°C.",
    "Ingredients:\n- 250 g oats\n- 125 g butter\n- 125 g brown sugar\n- 3 tbsp golden syrup",
]
FLAPJACK_NEW = "Method: melt the butter, sugar and syrup together in a pan, stir in the oats, press into a tin and bake for 20 minutes at 180°C."
full(
    "endings.jsonl",
    "d9b-end-en-01",
    "en",
    "ends_unpunctuated",
    "the article ends with an ingredient list whose items have no full stop",
    "Flapjacks",
    FLAPJACK,
    "Make the second paragraph clearer.",
    reply_of("Flapjacks", [FLAPJACK[0], FLAPJACK_NEW, FLAPJACK[2]]),
    expected=[FLAPJACK[0], FLAPJACK_NEW, FLAPJACK[2]],
)

POEM_ZH = [
    "窗外的桂花落了\n一地细碎的香\n像谁没说完的话",
    "我把灯关上\n让月光进来\n坐在你常坐的地方",
]
POEM_ZH_NEW = "我把灯轻轻关上\n让月光慢慢进来\n坐在你常坐的那个地方"
full(
    "endings.jsonl",
    "d9b-end-zh-01",
    "zh",
    "ends_unpunctuated",
    "诗：每行都不带标点，改最后一节",
    "秋夜",
    POEM_ZH,
    "把第二段写得更安静一些。",
    reply_of("秋夜", [POEM_ZH[0], POEM_ZH_NEW]),
    expected=[POEM_ZH[0], POEM_ZH_NEW],
)

BAKE = [
    "The Year 4 bake sale is on Saturday from 10 am in the school hall.",
    "All money raised goes to the new library books.",
    "Thanks,\nThe PTA",
]
full(
    "endings.jsonl",
    "d9b-end-en-02",
    "en",
    "ends_unpunctuated",
    "title-only edit; the article ends with a sign-off 'The PTA'",
    "Bake sale this Saturday",
    BAKE,
    "Make the title more inviting.",
    reply_of("Come to Our Bake Sale This Saturday!", BAKE),
    expected=BAKE,
    expected_title="Come to Our Bake Sale This Saturday!",
)

CRAFT = [
    "本周六上午九点，社区活动室举办亲子手工课，名额20个。",
    "报名方式：在业主群接龙，或到物业前台登记",
    "联系人：王老师 13800001111",
]
CRAFT_NEW = "报名方式：周五下午五点前在业主群接龙，或到物业前台登记"
full(
    "endings.jsonl",
    "d9b-end-zh-02",
    "zh",
    "ends_unpunctuated",
    "只回了第二段（原文这一段就不带句号），拼回原处",
    "周末亲子活动报名",
    CRAFT,
    "第二段加上截止时间：周五下午五点前。",
    CRAFT_NEW,
    expected=[CRAFT[0], CRAFT_NEW, CRAFT[2]],
)

ONBOARD = [
    "新同事入职当天请按以下顺序办理：",
    "一、到前台领取工牌\n二、到人事部签订合同\n三、到IT部领取电脑\n四、到部门报到",
]
ONBOARD_NEW = [
    "欢迎加入！新同事入职当天，请按下面的顺序办理：",
    "一、先到前台领取工牌\n二、再到人事部签订合同\n三、然后到IT部领取电脑\n四、最后到部门报到",
]
full(
    "endings.jsonl",
    "d9b-end-zh-03",
    "zh",
    "ends_unpunctuated",
    "“一、二、三”清单每项都不带标点；整体改得亲切",
    "入职流程",
    ONBOARD,
    "整体改得更亲切一点。",
    reply_of("入职流程", ONBOARD_NEW),
    expected=ONBOARD_NEW,
)

TIDE = [
    "the sea goes out\nand leaves its questions\nin the sand",
    "a gull reads them\none by one\nand answers none",
]
TIDE_NEW = "a gull reads them\none by one\nand cannot answer"
full(
    "endings.jsonl",
    "d9b-end-en-03",
    "en",
    "ends_unpunctuated",
    "poem without punctuation; the last stanza rewritten",
    "Low Tide",
    TIDE,
    "Make the second stanza sadder.",
    reply_of("Low Tide", [TIDE[0], TIDE_NEW]),
    expected=[TIDE[0], TIDE_NEW],
)

CAMP = [
    "下周去青山湖露营，请大家对照清单准备。",
    "① 帐篷和防潮垫\n② 头灯和备用电池\n③ 驱蚊液\n④ 保暖外套",
]
CAMP_NEW = "① 帐篷和防潮垫\n② 头灯和备用电池\n③ 驱蚊液\n④ 保暖外套\n⑤ 充电宝"
full(
    "endings.jsonl",
    "d9b-end-zh-04",
    "zh",
    "ends_unpunctuated",
    "①②清单每项不带标点，加一项",
    "露营装备清单",
    CAMP,
    "第二段加上一项：充电宝。",
    reply_of("露营装备清单", [CAMP[0], CAMP_NEW]),
    expected=[CAMP[0], CAMP_NEW],
)

TOAST = [
    "I have known Sam since we were seven, when he tried to sell me my own bike.",
    "Anna, you have made him a better man, and a slightly better salesman.",
    "Please raise your glasses: to Anna and Sam",
]
TOAST_NEW = "I have known Sam since we were seven, when he tried to sell me my own bike — and very nearly succeeded."
full(
    "endings.jsonl",
    "d9b-end-en-04",
    "en",
    "ends_unpunctuated",
    "a toast whose last line has no full stop in the original either",
    "Toast for Anna and Sam",
    TOAST,
    "Make the first paragraph funnier.",
    reply_of("Toast for Anna and Sam", [TOAST_NEW, TOAST[1], TOAST[2]]),
    expected=[TOAST_NEW, TOAST[1], TOAST[2]],
)

RAIN = [
    "雨下了一整夜，巷子里的灯一盏一盏灭了。",
    "阿青撑着伞站在门口，等那辆迟迟不来的车。",
    "十二点过后，她终于听见了脚步声。她回过头，看见",
]
RAIN_NEW = "雨淅淅沥沥下了一整夜，巷子里昏黄的灯一盏一盏灭了下去。"
full(
    "endings.jsonl",
    "d9b-end-zh-05",
    "zh",
    "ends_unpunctuated",
    "草稿原文本身就停在“看见”：回复照原样结束，不算截断",
    "雨夜（草稿）",
    RAIN,
    "第一段写得更有氛围一些。",
    reply_of("雨夜（草稿）", [RAIN_NEW, RAIN[1], RAIN[2]]),
    expected=[RAIN_NEW, RAIN[1], RAIN[2]],
)

FIXES = [
    "Fixes:\n- Crash when opening an emtpy project\n- Wrong colours in the dark theme\n- Search ignoring accented letters",
    "Known issues:\n- Export to PDF is slow on large files",
]
FIXES_NEW = "Fixes:\n- Crash when opening an empty project\n- Wrong colours in the dark theme\n- Search ignoring accented letters"
full(
    "endings.jsonl",
    "d9b-end-en-05",
    "en",
    "ends_unpunctuated",
    "release notes whose items never end with a full stop; typo fix",
    "v1.9.2",
    FIXES,
    "Fix the typos.",
    reply_of("v1.9.2", [FIXES_NEW, FIXES[1]]),
    expected=[FIXES_NEW, FIXES[1]],
)

PRICES = [
    "本店自即日起调整部分菜品价格，具体如下。",
    "| 菜品 | 原价 | 现价 |\n|---|---|---|\n| 红烧肉 | 38 | 42 |\n| 清炒时蔬 | 18 | 20 |",
]
PRICES_NEW = "本店自即日起调整部分菜品价格，给您带来不便，敬请谅解。具体如下。"
full(
    "endings.jsonl",
    "d9b-end-zh-06",
    "zh",
    "ends_unpunctuated",
    "文章以表格结尾（末行以“|”结束），只改第一段",
    "价格调整公告",
    PRICES,
    "第一段加一句致歉的话。",
    reply_of("价格调整公告", [PRICES_NEW, PRICES[1]]),
    expected=[PRICES_NEW, PRICES[1]],
)

# --- selections whose reply rewrote the words around them (refused) / kept them (applied) ---

COUNCIL_EN = [
    "The committee met on Tuesday evening in the old town hall. After a long debate, members voted quickly to approve the budget, which now goes to the full council. The vote was 7 to 2.",
    "The full council meets on 4 April.",
]
selection(
    "around.jsonl",
    "d9b-sel-en-01",
    "en",
    "selection_around",
    "one word selected; the reply is its whole sentence reworded, in tags",
    "Budget Vote",
    COUNCIL_EN,
    "quickly",
    "Use a more precise word.",
    "<replacement>After a lengthy debate, members voted decisively to approve the budget, which will now go to the full council.</replacement>",
)
COUNCIL_ZH = [
    "预算委员会周二晚上在老市政厅开会。经过长时间讨论，委员们很快通过了预算方案，方案将提交全体会议审议。投票结果为7比2。",
    "全体会议定于4月4日召开。",
]
selection(
    "around.jsonl",
    "d9b-sel-zh-01",
    "zh",
    "selection_around",
    "选中“很快”，回复把整句改写了",
    "预算表决",
    COUNCIL_ZH,
    "很快",
    "换个更准确的词。",
    "经过一番激烈讨论，委员们最终以多数票通过了预算方案，该方案将提交全体会议审议。",
)
ONIONS = [
    "Slice the onions thinly. Fry the onions slowly until golden, then add the garlic. Season well and set aside while the rice cooks.",
    "Serve with yoghurt.",
]
selection(
    "around.jsonl",
    "d9b-sel-en-02",
    "en",
    "selection_around",
    "recipe: 'until golden' selected; the sentence reworded around it",
    "Onion Pilaf",
    ONIONS,
    "until golden",
    "Be more exact about the colour.",
    "Fry the onions gently over a low heat until deep amber and sticky, then stir in the garlic.",
)
PORK = [
    "肉片用料酒和淀粉抓匀，腌十分钟。热锅下油，放入葱姜蒜炒香，再加入肉片翻炒。最后加生抽调味，出锅前撒葱花。",
    "配米饭吃最香。",
]
selection(
    "around.jsonl",
    "d9b-sel-zh-02",
    "zh",
    "selection_around",
    "菜谱：选中“炒香”，回复改写了整句",
    "小炒肉",
    PORK,
    "炒香",
    "写得更具体一点。",
    "<replacement>锅烧热后倒油，下葱姜蒜爆出香味，然后放肉片快速翻炒。</replacement>",
)
VOLUNTEERS = [
    "This year the festival fed four thousand people. I am grateful to every volunteer who gave up a weekend. Without you, none of it happens.",
    "See you next summer.",
]
selection(
    "around.jsonl",
    "d9b-sel-en-03",
    "en",
    "selection_around",
    "speech: 'grateful' selected; the sentence reworded, no tags",
    "Closing Words",
    VOLUNTEERS,
    "grateful",
    "Stronger word, please.",
    "I am deeply thankful to each volunteer who gave up their weekends for this.",
)
DOOR = [
    "窗外的雨越下越大。「别走，」她低声说，「外面还在下雨。」他没有回答，只是把伞放回了门边。",
    "那一夜，谁也没有再提离开的事。",
]
selection(
    "around.jsonl",
    "d9b-sel-zh-03",
    "zh",
    "selection_around",
    "小说「」对白：选中“低声说”，回复连引号里的话一起改了",
    "雨夜",
    DOOR,
    "低声说",
    "换一个更有情绪的说法。",
    "「别走，」她压低了嗓子，声音几乎被雨声盖住，「外面的雨还没停呢。」",
)
FEE = [
    "各位业主：本年度物业费缴纳工作即将截止。请各位业主务必于本周五前缴纳物业费。逾期将按规定收取滞纳金。",
    "物业服务中心",
]
selection(
    "around.jsonl",
    "d9b-sel-zh-04",
    "zh",
    "selection_around",
    "通知：选中“务必”，回复把整句改得更客气",
    "物业费缴纳提醒",
    FEE,
    "务必",
    "语气缓和一点。",
    "烦请各位业主在本周五之前按时缴纳物业费，谢谢配合。",
)
NOTES = [
    "Highlights:\n- Search is faster on large projects.\n- Export keeps your footnotes.",
    "Full notes are on the website.",
]
selection(
    "around.jsonl",
    "d9b-sel-en-04",
    "en",
    "selection_around",
    "release notes list item: 'faster' selected; the whole item reworded",
    "Release 5.2",
    NOTES,
    "faster",
    "Say by how much.",
    "- Search now runs up to three times quicker on very large projects.",
)
HIRING = [
    "任职要求：\n1. 本科及以上学历；\n2. 熟悉C++或Go，有三年以上开发经验；\n3. 有分布式系统经验者优先。",
    "简历请发至hr@xinghe.cn。",
]
selection(
    "around.jsonl",
    "d9b-sel-zh-05",
    "zh",
    "selection_around",
    "“1.”列表：选中“熟悉”，回复把整条要求改写",
    "招聘要求",
    HIRING,
    "熟悉",
    "要求写高一点。",
    "2. 精通C++或Go语言，具备三年以上相关开发经验；",
)

# look-alikes: a replacement for the selection alone, or its sentence with the rest kept
selection(
    "kept.jsonl",
    "d9b-kept-en-01",
    "en",
    "selection_kept",
    "a whole sentence selected and rewritten",
    "Budget Vote",
    COUNCIL_EN,
    "The vote was 7 to 2.",
    "Make it plainer.",
    "<replacement>The motion passed by seven votes to two.</replacement>",
    "The motion passed by seven votes to two.",
)
selection(
    "kept.jsonl",
    "d9b-kept-en-02",
    "en",
    "selection_kept",
    "a word selected; the reply is a phrase for it alone",
    "Budget Vote",
    COUNCIL_EN,
    "quickly",
    "Use a more precise word.",
    "<replacement>without delay</replacement>",
    "without delay",
)
selection(
    "kept.jsonl",
    "d9b-kept-zh-01",
    "zh",
    "selection_kept",
    "选中“很快”，回复只给了替换词",
    "预算表决",
    COUNCIL_ZH,
    "很快",
    "换个更准确的词。",
    "迅速",
    "迅速",
)
selection(
    "kept.jsonl",
    "d9b-kept-zh-02",
    "zh",
    "selection_kept",
    "选中一个分句，回复只把这一分句写长了",
    "小炒肉",
    PORK,
    "再加入肉片翻炒",
    "写得更具体一点。",
    "<replacement>再加入肉片，大火快速翻炒至变色</replacement>",
    "再加入肉片，大火快速翻炒至变色",
)
selection(
    "kept.jsonl",
    "d9b-kept-en-03",
    "en",
    "selection_kept",
    "the reply repeats its sentence with the words around the selection kept exactly",
    "Onion Pilaf",
    ONIONS,
    "slowly",
    "A better word?",
    "Fry the onions gently until golden, then add the garlic.",
    "gently",
)
selection(
    "kept.jsonl",
    "d9b-kept-zh-03",
    "zh",
    "selection_kept",
    "回复重复了整句，选区外的字一字未改：裁掉",
    "雨夜",
    DOOR,
    "低声说",
    "换一个更有情绪的说法。",
    "「别走，」她轻声恳求，「外面还在下雨。」",
    "轻声恳求",
)


# --- round 2 (written after the first fixes, run before the next ones) --------------------


def blocks(
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    reply: str,
    expected: list[str] | None = None,
) -> None:
    full(
        "stops2.jsonl",
        id,
        lang,
        kind,
        source,
        title,
        paragraphs,
        suggestion,
        reply,
        expected=expected,
    )
    FILES["stops2.jsonl"][-1]["edit_format"] = "blocks"


blocks(
    "d9b-stop2-en-01",
    "en",
    "stops_in_block",
    "blocks: the REPLACE part stops mid-sentence and the end marker never comes",
    "Release 2.4",
    RELEASE,
    "Make the first line more exciting.",
    "<<<<<<< SEARCH\nRelease 2.4 is out today.\n=======\nRelease 2.4 is out today, and it brings",
)
blocks(
    "d9b-stop2-zh-01",
    "zh",
    "stops_in_block",
    "块格式：REPLACE 停在“也是我妈妈”，没有结束标记",
    "番茄炒蛋",
    TOMATO,
    "第一段加一句：这是我妈妈最拿手的菜。",
    "<<<<<<< SEARCH\n番茄炒蛋是最家常的一道菜，做法简单，十分钟就能上桌。\n=======\n番茄炒蛋是最家常的一道菜，也是我妈妈",
)
blocks(
    "d9b-stop2-en-02",
    "en",
    "ends_unpunctuated",
    "blocks: the last block lacks its end marker but its REPLACE is whole",
    "Release 2.4",
    RELEASE,
    "Make the first line more exciting.",
    "<<<<<<< SEARCH\nRelease 2.4 is out today.\n=======\nRelease 2.4 is out today — and it's a big one!",
    expected=["Release 2.4 is out today — and it's a big one!", RELEASE[1], RELEASE[2]],
)
full(
    "stops2.jsonl",
    "d9b-stop2-en-03",
    "en",
    "stops_at_marker",
    "release notes: the reply ends on a bare list marker '2.'",
    "Release 2.4",
    RELEASE,
    "Make the first line more exciting.",
    reply_of(
        "Release 2.4",
        [
            "Release 2.4 is out today — and it's a big one!",
            "What's new:\n1. Dark mode for the editor.\n2.",
        ],
    ),
)
CLEANUP = [
    "本周六上午，小区组织义务大扫除，欢迎大家参加。",
    "分工安排：\n① 一号楼负责绿化带；\n② 二号楼负责停车场；\n③ 三号楼负责健身区。",
    "工具由物业统一发放。",
]
full(
    "stops2.jsonl",
    "d9b-stop2-zh-02",
    "zh",
    "stops_at_marker",
    "①②③清单：回复停在单独的“③”",
    "大扫除通知",
    CLEANUP,
    "第一段写得更热情一点。",
    reply_of(
        "大扫除通知",
        [
            "本周六上午，小区组织义务大扫除，热烈欢迎大家一起来出份力！",
            "分工安排：\n① 一号楼负责绿化带；\n② 二号楼负责停车场；\n③",
        ],
    ),
)
GUIDE = [
    "这份指南写给第一次来参加读书会的朋友。",
    "## 报名方式",
    "在公众号后台回复“读书会”即可报名，每期限20人。",
    "## 活动地点",
    "城南图书馆三楼多功能厅。",
]
full(
    "stops2.jsonl",
    "d9b-stop2-zh-03",
    "zh",
    "stops_mid_heading",
    "带小标题的指南：回复停在小标题“## 活动”",
    "读书会新人指南",
    GUIDE,
    "开头一段写得更亲切一点。",
    reply_of(
        "读书会新人指南", ["这份小指南，写给第一次来读书会的你。", GUIDE[1], GUIDE[2], "## 活动"]
    ),
)
TALK = [
    "Good evening, and thank you for coming out on a cold night.",
    "When we opened the shelter five years ago, we had six beds and one kettle.",
    "Tonight we have forty beds, a kitchen, and a team of volunteers who never stop.",
    "Thank you for making that possible.",
]
full(
    "stops2.jsonl",
    "d9b-stop2-en-04",
    "en",
    "stops_mid_sentence",
    "speech: an unchanged paragraph stops on 'and a team of'",
    "Shelter Anniversary",
    TALK,
    "Make the second paragraph more moving.",
    reply_of(
        "Shelter Anniversary",
        [
            TALK[0],
            "When we opened the shelter five years ago, we had six borrowed beds, one kettle and a great deal of hope.",
            "Tonight we have forty beds, a kitchen, and a team of",
        ],
    ),
)
full(
    "stops2.jsonl",
    "d9b-stop2-en-05",
    "en",
    "stops_mid_item",
    "recipe: the unchanged ingredient list stops at '- 40 g'",
    "Weeknight Lemon Pasta",
    PASTA,
    "Make the first paragraph warmer.",
    reply_of(
        "Weeknight Lemon Pasta",
        [
            "This is the pasta I make when the fridge is nearly empty, and it always cheers me up. It takes twenty minutes.",
            "You will need:\n- 200 g spaghetti\n- 1 lemon\n- 40 g",
        ],
    ),
)
full(
    "stops2.jsonl",
    "d9b-stop2-zh-04",
    "zh",
    "stops_mid_item",
    "招聘启事整体润色：停在“3. 有分布式”",
    "招聘启事：后端开发工程师",
    JOB,
    "整体润色一下，更正式一些。",
    reply_of(
        "招聘启事：后端开发工程师",
        [
            "因业务发展需要，星河科技现诚聘后端开发工程师2名。",
            "岗位职责：\n1. 负责交易系统的设计与开发工作；\n2. 参与系统性能优化及故障排查；\n3. 编写相关技术文档。",
            "任职要求：\n1. 本科及以上学历，计算机相关专业；\n2. 熟悉C++或Go，具有三年以上开发经验；\n3. 有分布式",
        ],
    ),
)

# selections: a replacement cut off; the sentence reworded in other dress; the whole
# paragraph given back with only the selection changed (trimmed)
selection(
    "around2.jsonl",
    "d9b-sel2-en-01",
    "en",
    "selection_cut",
    "the replacement stops mid-phrase and the closing tag never comes",
    "Budget Vote",
    COUNCIL_EN,
    "quickly",
    "Use a more precise word.",
    "<replacement>after a long and",
)
selection(
    "around2.jsonl",
    "d9b-sel2-zh-01",
    "zh",
    "selection_cut",
    "替换文字停在“以”，没有结束标签",
    "预算表决",
    COUNCIL_ZH,
    "很快",
    "换个更准确的词。",
    "<replacement>经过激烈讨论后以",
)
selection(
    "around2.jsonl",
    "d9b-sel2-en-02",
    "en",
    "selection_kept",
    "a short replacement without its closing tag, whole",
    "Budget Vote",
    COUNCIL_EN,
    "quickly",
    "Use a more precise word.",
    "<replacement>without delay",
    "without delay",
)
selection(
    "around2.jsonl",
    "d9b-sel2-zh-02",
    "zh",
    "selection_around",
    "整句改写并加了引号",
    "预算表决",
    COUNCIL_ZH,
    "很快",
    "换个更准确的词。",
    "“经过一番激烈讨论，委员们最终以多数票通过了预算方案，方案将提交全体会议审议。”",
)
selection(
    "around2.jsonl",
    "d9b-sel2-en-03",
    "en",
    "selection_around",
    "the sentence reworded behind a 'Revised:' label",
    "Onion Pilaf",
    ONIONS,
    "until golden",
    "Be more exact about the colour.",
    "Revised: Fry the onions over a gentle heat until a deep amber, then add the garlic.",
)
selection(
    "around2.jsonl",
    "d9b-sel2-en-04",
    "en",
    "selection_around",
    "the whole paragraph given back, the selection's sentence reworded in it",
    "Onion Pilaf",
    ONIONS,
    "until golden",
    "Be more exact about the colour.",
    "Slice the onions thinly. Fry the onions gently over a low heat until deep amber, then stir in the garlic. Season well and set aside while the rice cooks.",
)
selection(
    "around2.jsonl",
    "d9b-sel2-zh-03",
    "zh",
    "selection_around",
    "整段返回，选区所在的句子被改写",
    "小炒肉",
    PORK,
    "炒香",
    "写得更具体一点。",
    "肉片用料酒和淀粉抓匀，腌十分钟。锅烧热后倒油，下葱姜蒜爆出香味，然后放肉片快速翻炒。最后加生抽调味，出锅前撒葱花。",
)
selection(
    "around2.jsonl",
    "d9b-sel2-en-05",
    "en",
    "selection_kept",
    "the whole paragraph given back with only the selection changed",
    "Onion Pilaf",
    ONIONS,
    "slowly",
    "A better word?",
    "Slice the onions thinly. Fry the onions patiently until golden, then add the garlic. Season well and set aside while the rice cooks.",
    "patiently",
)
selection(
    "around2.jsonl",
    "d9b-sel2-zh-04",
    "zh",
    "selection_kept",
    "整段返回，只改了选区",
    "小炒肉",
    PORK,
    "炒香",
    "写得更具体一点。",
    "肉片用料酒和淀粉抓匀，腌十分钟。热锅下油，放入葱姜蒜爆出香味，再加入肉片翻炒。最后加生抽调味，出锅前撒葱花。",
    "爆出香味",
)
SHOP = [
    "Ingredients:\n- Fresh basil, torn\n- 2 cloves garlic\n- 50 g pine nuts",
    "Blend everything with the oil.",
]
selection(
    "around2.jsonl",
    "d9b-sel2-en-06",
    "en",
    "selection_around",
    "a list item: 'Fresh' selected, the whole item reworded",
    "Pesto",
    SHOP,
    "Fresh",
    "Say how much.",
    "- A large bunch of fresh basil, roughly torn",
)


# --- round 3 (written after round 2's fixes, run before any more) -------------------------

STEW = [
    "A stew for the first cold weekend of the year.",
    "Brown the beef in batches, soften the onions, then simmer everything for two hours.",
    "You will need:\n- 1 kg stewing beef\n- 2 onions\n- 500 ml stock\n- a handful of thyme",
]
full(
    "stops3.jsonl",
    "d9b-stop3-en-01",
    "en",
    "stops_mid_item",
    "global warmth edit: the unpunctuated ingredient list stops on 'a handful of'",
    "Winter Stew",
    STEW,
    "Make it warmer and more inviting.",
    reply_of(
        "Winter Stew",
        [
            "A cosy stew for the first properly cold weekend of the year.",
            "Brown the beef in batches, let the onions go soft and sweet, then leave everything to simmer for two unhurried hours.",
            "You will need:\n- 1 kg stewing beef\n- 2 onions\n- 500 ml stock\n- a handful of",
        ],
    ),
)
full(
    "stops3.jsonl",
    "d9b-stop3-zh-01",
    "zh",
    "stops_open_quote",
    "小说：未改的一段停在「开，」之后",
    "渡口",
    FERRY_ZH,
    "把第一段写得更有画面感。",
    reply_of(
        "渡口",
        ["傍晚，河面泛着金光，老周把船拴在柳树下，慢慢点了一袋烟。", FERRY_ZH[1], "「开，」"],
    ),
)
VISIT = [
    "Parents' evening is on Thursday 12 March, 4–7 pm.",
    "Before you come:\n1) Book a slot on the school app.\n2) Bring your child's reading record.\n3) Park on Mill Lane, not in the staff car park.",
    "We look forward to seeing you.",
]
full(
    "stops3.jsonl",
    "d9b-stop3-en-02",
    "en",
    "stops_mid_item",
    "'1)' list: the reply stops at '2) Bring your'",
    "Parents' Evening",
    VISIT,
    "Make the first sentence warmer.",
    reply_of(
        "Parents' Evening",
        [
            "We'd love to see you at parents' evening on Thursday 12 March, 4–7 pm!",
            "Before you come:\n1) Book a slot on the school app.\n2) Bring your",
        ],
    ),
)
full(
    "stops3.jsonl",
    "d9b-stop3-zh-02",
    "zh",
    "stops_mid_table",
    "表格：回复停在表头“| 区域 | 销售额（万元）”",
    "第三季度销售数据",
    SALES,
    "第一段加一句：总体同比增长7%。",
    reply_of(
        "第三季度销售数据",
        ["以下是第三季度各区域的销售情况，总体同比增长7%。", "| 区域 | 销售额（万元）"],
    ),
)
full(
    "stops3.jsonl",
    "d9b-stop3-en-03",
    "en",
    "stops_after_heading",
    "changelog: the reply ends on the '## Changed' heading, its list and the rest missing",
    "Changelog — API v3.8",
    CHANGELOG,
    "Make the intro friendlier.",
    reply_of(
        "Changelog — API v3.8",
        [
            "Version 3.8 arrives on 14 May — it tidies up pagination and retires two old endpoints.",
            CHANGELOG[1],
        ],
    ),
)
full(
    "stops3.jsonl",
    "d9b-stop3-zh-03",
    "zh",
    "stops_after_heading",
    "指南：回复停在小标题“## 报名方式”，下面的内容都没了",
    "读书会新人指南",
    GUIDE,
    "开头一段写得更亲切一点。",
    reply_of("读书会新人指南", ["这份小指南，写给第一次来读书会的你。", GUIDE[1]]),
)
full(
    "stops3.jsonl",
    "d9b-stop3-zh-04",
    "zh",
    "ends_unpunctuated",
    "指南：只改最后一段，最后一段本来就是地点（带句号）——完整，应保存",
    "读书会新人指南",
    GUIDE,
    "最后一段写得更具体：城南图书馆三楼多功能厅（地铁2号线城南站B口）。",
    reply_of(
        "读书会新人指南",
        [GUIDE[0], GUIDE[1], GUIDE[2], GUIDE[3], "城南图书馆三楼多功能厅（地铁2号线城南站B口）。"],
    ),
    expected=[
        GUIDE[0],
        GUIDE[1],
        GUIDE[2],
        GUIDE[3],
        "城南图书馆三楼多功能厅（地铁2号线城南站B口）。",
    ],
)
selection(
    "around3.jsonl",
    "d9b-sel3-en-01",
    "en",
    "selection_around",
    "fiction: 'called' selected; the whole line of dialogue reworded",
    "The Last Ferry",
    FERRY_EN,
    "called",
    "Louder.",
    '"Will you be running tomorrow?" Mei shouted from the bank.',
)
selection(
    "around3.jsonl",
    "d9b-sel3-zh-01",
    "zh",
    "selection_around",
    "①清单：选中“工牌”，回复把整项改了（“和”变“、”，又加了体检表）",
    "关于开展2026年度体检的通知",
    CHECKUP,
    "工牌",
    "再加上体检表。",
    "② 请携带身份证、工牌和体检表；",
)
selection(
    "around3.jsonl",
    "d9b-sel3-en-02",
    "en",
    "selection_kept",
    "a date selected, the replacement longer but for it alone",
    "Budget Vote",
    COUNCIL_EN,
    "Tuesday",
    "Add the date.",
    "<replacement>Tuesday 4 March</replacement>",
    "Tuesday 4 March",
)
selection(
    "around3.jsonl",
    "d9b-sel3-zh-02",
    "zh",
    "selection_kept",
    "整句对白选中并改写",
    "渡口",
    FERRY_ZH,
    "「明天还开船吗？」小梅站在岸上问。",
    "写得更生动。",
    "「明天还开船不？」小梅踮着脚朝船上喊。",
    "「明天还开船不？」小梅踮着脚朝船上喊。",
)


# --- round 4 (written after round 3's fixes, run before any more) -------------------------

EVENT = [
    "The riverside clean-up is back on Sunday 6 April.",
    "**Where:** the slipway by the rowing club.\n**When:** 10 am to 1 pm.\n**Bring:** gloves and a water bottle.",
    "Bin bags and litter pickers are provided.",
]
full(
    "stops4.jsonl",
    "d9b-stop4-en-01",
    "en",
    "stops_mid_item",
    "bold labels: the reply stops on '**When:** 10 am to'",
    "River Clean-up",
    EVENT,
    "Make the first line more upbeat.",
    reply_of(
        "River Clean-up",
        [
            "Good news: the riverside clean-up is back on Sunday 6 April!",
            "**Where:** the slipway by the rowing club.\n**When:** 10 am to",
        ],
    ),
)
full(
    "stops4.jsonl",
    "d9b-stop4-zh-01",
    "zh",
    "stops_mid_item",
    "菜谱步骤整段改写，停在“三、锅里再加点油，放入”（不是原文的前缀）",
    "番茄炒蛋",
    TOMATO,
    "第二段的步骤写得更口语一点。",
    reply_of(
        "番茄炒蛋",
        [
            TOMATO[0],
            "一、番茄洗干净切成块，鸡蛋打散放一边。\n二、锅烧热倒油，蛋液下锅炒到凝固就盛出来。\n三、锅里再加点油，放入",
        ],
    ),
)
full(
    "stops4.jsonl",
    "d9b-stop4-zh-02",
    "zh",
    "stops_mid_sentence",
    "讲话稿整体口语化：最后一段停在“祝老师们”",
    "在开学典礼上的讲话",
    SPEECH_ZH,
    "整体改得更口语化、更亲切。",
    reply_of(
        "在开学典礼上的讲话",
        [
            "亲爱的同学们、老师们：",
            "大家早上好！今天咱们在这儿开开学典礼，先代表学校热烈欢迎新同学！",
            "过去一年，同学们在学习、科技、体育上都拿了不少好成绩，这离不开老师们的辛苦付出。",
            "新学期，希望大家珍惜时间，多学多问，做个有理想、有担当的人。",
            "最后，祝同学们学习进步，祝老师们",
        ],
    ),
)
HOURS = [
    "| Day | Opens | Closes |\n|---|---|---|\n| Saturday | 8:00 | 20:00 |\n| Sunday | 9:00 | 18:00 |",
    "Lanes are roped until 9:00.",
]
selection(
    "around4.jsonl",
    "d9b-sel4-en-01",
    "en",
    "selection_kept",
    "a table cell selected; the reply is its whole row with only the cell changed",
    "Pool Hours",
    HOURS,
    "20:00",
    "Close an hour later.",
    "| Saturday | 8:00 | 21:00 |",
    "21:00",
)
selection(
    "around4.jsonl",
    "d9b-sel4-en-02",
    "en",
    "selection_around",
    "a table cell selected; the reply's row renames the day too",
    "Pool Hours",
    HOURS,
    "20:00",
    "Close an hour later.",
    "| Sat | 8:00 | 21:00 |",
)
NOTICE = [
    "各位居民：因管道检修，本周三上午9点至下午5点停水。请提前做好储水准备。给您带来不便，敬请谅解。",
    "物业服务中心",
]
selection(
    "around4.jsonl",
    "d9b-sel4-zh-01",
    "zh",
    "selection_around",
    "停水通知：选中“提前”，回复把整句和下一句都改了",
    "停水通知",
    NOTICE,
    "提前",
    "语气更客气。",
    "烦请您提前储备好生活用水。由此带来的不便，我们深表歉意。",
)
selection(
    "around4.jsonl",
    "d9b-sel4-zh-02",
    "zh",
    "selection_kept",
    "停水通知：选中整句，回复只改这句",
    "停水通知",
    NOTICE,
    "请提前做好储水准备。",
    "语气更客气。",
    "<replacement>烦请大家提前做好储水准备。</replacement>",
    "烦请大家提前做好储水准备。",
)


# --- round 5 (written with its fix) ----------------------------------------------------------

full(
    "stops5.jsonl",
    "d9b-stop5-zh-01",
    "zh",
    "stops_in_block",
    "块格式：REPLACE 里的清单停在“2. 参与”，没有结束标记（曾经把后两项职责丢掉保存）",
    "招聘启事：后端开发工程师",
    JOB,
    "把岗位职责写得更具体。",
    "<<<<<<< SEARCH\n"
    + JOB[1]
    + "\n=======\n岗位职责：\n1. 负责交易系统的设计、开发与维护；\n2. 参与",
)
FILES["stops5.jsonl"][-1]["edit_format"] = "blocks"
full(
    "stops5.jsonl",
    "d9b-stop5-en-01",
    "en",
    "stops_in_block",
    "blocks: a step list in REPLACE stops at '2. Melt the', no end marker",
    "Weeknight Lemon Pasta",
    PASTA,
    "Make the method clearer.",
    "<<<<<<< SEARCH\n"
    + PASTA[2]
    + "\n=======\n1. Boil the spaghetti in plenty of well-salted water.\n2. Melt the",
)
FILES["stops5.jsonl"][-1]["edit_format"] = "blocks"

full(
    "stops5.jsonl",
    "d9b-end5-en-01",
    "en",
    "ends_unpunctuated",
    "a title-only edit answered with the title line alone (no body): the body stays",
    "Bake sale this Saturday",
    BAKE,
    "Make the title more inviting.",
    "Come to Our Bake Sale This Saturday!",
    expected=BAKE,
    expected_title="Come to Our Bake Sale This Saturday!",
)
full(
    "stops5.jsonl",
    "d9b-end5-zh-01",
    "zh",
    "ends_unpunctuated",
    "只改标题，回复只有加了引号的新标题一行：正文不动",
    "番茄炒蛋",
    TOMATO,
    "标题改得更有食欲一点。",
    "“妈妈味道的番茄炒蛋”",
    expected=TOMATO,
    expected_title="妈妈味道的番茄炒蛋",
)


def main() -> None:
    for name, cases in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{name}: {len(cases)}")


if __name__ == "__main__":
    main()
