# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 46's dev cases of the shapes fidelity_blind45 failed on, in forms that set did
not use, with near-misses that must keep working (run from the repository root): a contact or
label line the writer asked to extend, ending on the writer's own unpunctuated words (a phone, an
address, a clause), read as cut off; a counted list of quoted stops or rooms cut short by a
shortening; a limit on the edit (日期别改, 名字不要动) read as the writer asking for no edit; a
weekday changed beside its kept date in a line named by a label that is itself a word for days
(the When line, the Date line, 日期那行); a written condition cut from a kept act in English
("notice in writing" → "notice"); an asked paragraph given back half in English; and the
recipe's steps named "the method", "the steps", 做法. Every expected article is the original
paragraph list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, block, write_cases  # noqa: E402

POOL_TITLE = "Millbrook Pool Reopens"
POOL = [
    "Dear swimmers,",
    "After six months of repairs to the roof and the filters, Millbrook Pool opens its doors again this spring.",
    "**When:** Saturday 3 April 2027, from 7 am (the first early swim is free).",
    "**Closed areas:** two changing rooms, the family room and the accessible room, stay closed until the end of April.",
    "**Booking:** Lane swims must be booked online at https://millbrook.example/swim?src=reopen. Cancellations must be made in writing at least 7 days before your session.",
    "**Prices:** adults £5.20, under-16s £3.10, under-5s free.",
    "Contact: Reception, 0161 496 0555 (7 am to 9 pm)",
    "See you in the water,\nThe Millbrook Pool team",
]
GYM_TITLE = "Changes to Your Membership"
GYM = [
    "Hello,",
    "From Monday 7 June 2027 our opening hours change to 6 am to 10 pm every day.",
    "**Price changes:** We will give you 48 hours' written notice of any price change.",
    "**Leaving:** Members must give one month's notice in writing to end their membership.",
    "**Date:** the new timetable starts on Monday 7 June 2027.",
    "Thanks for training with us,\nIronworks Gym",
]
SOUP_TITLE = "Roast Tomato Soup"
SOUP = [
    "A soup for the end of summer, when the tomatoes are cheap and soft.",
    "| Ingredient | Amount |\n| --- | --- |\n| Tomatoes | 1 kg |\n| Butter | 40 g |\n| Onion | 1 |\n| Stock | 500 ml |",
    "1. Roast the tomatoes and the onion at 200 °C for 40 minutes.\n2. Melt the butter in a pan and add the roasted vegetables.\n3. Pour in the stock and simmer for 15 minutes.\n4. Blend until smooth and stir in a knob of butter.",
    "It keeps for three days in the fridge.",
]
LIB_TITLE = "南苑社区图书馆搬迁通知"
LIB = [
    "各位读者：",
    "南苑社区图书馆将于2027年5月10日（星期一）起搬到社区服务中心二楼，5月10日至5月16日闭馆整理。",
    "**暂停区域：**搬迁后“少儿阅览室”和“自习室”两个区域暂停开放，预计6月重新开放。",
    "**借还书：**闭馆期间借出的图书到期日自动顺延，逾期不收滞纳金。退证须本人持读者证书面申请。",
    "**日期：**新馆于2027年5月17日（星期一）正式开放。",
    "开放时间：9:00—21:00。",
    "联系电话：8612 3300（9:00—17:00）",
    "南苑社区图书馆\n2027年4月28日",
]
METRO_TITLE = "关于地铁3号线文化广场站部分出入口临时封闭的公告"
METRO = [
    "各位乘客：",
    "因站外道路改造，自2027年6月1日（星期二）起，文化广场站暂停开放“A口”“C口”2个出入口，工期约30天。",
    "封闭期间请从B口、D口进出站，B口设有无障碍电梯。",
    "夜间施工时间为23:00—次日5:00，给周边居民带来不便，敬请谅解。",
    "服务热线：96200（6:00—23:00）",
    "市地铁运营公司\n2027年5月25日",
]
RADIO_TITLE = "《夜航》第12期｜一个人去看海"
RADIO = [
    "本期嘉宾是在青岛开民宿的周小满。她讲了第一次一个人去看海的那个夜晚，也讲了民宿头一年差点撑不下去的事。",
    "**时间轴：**\n- 00:02:10 开场：为什么是青岛\n- 00:11:35 第一次一个人看海\n- 00:24:50 开民宿的头一年\n- 00:40:15 给想出发的人的话",
    "在小宇宙、喜马拉雅搜索“夜航电台”即可收听。",
    "下期预告：第13期聊“城市里的夜跑”，2027年4月9日（星期五）上线。",
]
CAKE_TITLE = "轻乳酪蛋糕"
CAKE = [
    "这款蛋糕口感像云朵，做一次大约两个小时。",
    "| 用料 | 用量 |\n| --- | --- |\n| 奶油奶酪 | 200克 |\n| 黄油 | 40克 |\n| 鸡蛋 | 4个 |\n| 细砂糖 | 60克 |",
    "1. 奶油奶酪和黄油隔水融化，搅拌顺滑。\n2. 分三次加入蛋黄，拌匀。\n3. 蛋白加细砂糖打发，与蛋黄糊翻拌均匀。\n4. 水浴法150度烤70分钟，出炉后在模具里抹一层黄油防粘。",
    "烤好后冷藏一夜更好吃。",
]

ARTICLES = ChangedArticles(
    {
        "pool": (POOL_TITLE, POOL),
        "gym": (GYM_TITLE, GYM),
        "soup": (SOUP_TITLE, SOUP),
        "zlib": (LIB_TITLE, LIB),
        "zmetro": (METRO_TITLE, METRO),
        "zradio": (RADIO_TITLE, RADIO),
        "zcake": (CAKE_TITLE, CAKE),
    }
)
case = ARTICLES.case
whole = ARTICLES.whole

LIB_WECHAT = "联系电话：8612 3300（9:00—17:00）；微信：nanyuan_lib"
LIB_MAIL = "联系电话：8612 3300（9:00—17:00），邮箱：lib@nanyuan.example.cn"
LIB_NIGHT = "联系电话：8612 3300（9:00—17:00），夜间请拨打8612 3399"
LIB_HOURS = "开放时间：9:00—21:00。每周一闭馆"
POOL_OUT = "Contact: Reception, 0161 496 0555 (7 am to 9 pm); out of hours: 0800 555 0199"
POOL_MAIL = "Contact: Reception, 0161 496 0555 (7 am to 9 pm), or email swim@millbrook.example"
METRO_LINE = "服务热线：96200（6:00—23:00），也可关注“城市地铁”公众号查询"
METRO_SHORT_DROP = (
    "因站外道路改造，自2027年6月1日（星期二）起，文化广场站暂停开放“A口”，工期约30天。"
)
METRO_SHORT_KEPT = (
    "因道路改造，6月1日（星期二）起文化广场站“A口”“C口”2个出入口暂停开放，工期约30天。"
)
POOL_CLOSED_DROP = "**Closed areas:** the family changing room stays shut until the end of April."
POOL_CLOSED_KEPT = "**Closed areas:** both the family room and the accessible room stay shut until the end of April."
LIB_AREAS_DROP = "**暂停区域：**搬迁后“少儿阅览室”暂停开放，预计6月重新开放。"
RADIO_OPEN = "本期嘉宾周小满在青岛开了一家民宿。那个一个人看海的夜晚，和民宿头一年差点撑不下去的日子，她都毫无保留地讲给了我们。"
RADIO_NEXT = (
    "下期预告：第13期我们一起聊聊“城市里的夜跑”，2027年4月9日（星期五）准时上线，记得来听！"
)
RADIO_TIMES_WRONG = "**时间轴：**\n- 00:02:10 开场：为什么偏偏是青岛？\n- 00:11:35 第一次一个人看海，是什么感觉\n- 00:24:05 开民宿的头一年，差点撑不下去\n- 00:40:15 写给想出发的你"
RADIO_TIMES_KEPT = "**时间轴：**\n- 00:02:10 开场：为什么偏偏是青岛？\n- 00:11:35 第一次一个人看海，是什么感觉\n- 00:24:50 开民宿的头一年，差点撑不下去\n- 00:40:15 写给想出发的你"
LIB_MOVE = "南苑社区图书馆要搬家啦！2027年5月10日（星期一）起，我们搬到社区服务中心二楼；5月10日至5月16日闭馆整理，请大家留意。"
CAKE_OPEN = "这款蛋糕入口即化，软得像云朵，从准备到出炉大约两个小时。"
POOL_WHEN_WRONG = (
    "**When:** Come and join us on Sunday 3 April 2027, from 7 am (the first early swim is free)."
)
POOL_WHEN_RIGHT = (
    "**When:** Come and join us on Saturday 3 April 2027, from 7 am (the first early swim is free)."
)
POOL_WHEN_MOVED = "**When:** Sunday 4 April 2027, from 7 am (the first early swim is free)."
GYM_DATE_WRONG = "**Date:** our new timetable kicks off on Tuesday 7 June 2027 — see you there!"
LIB_DATE_WRONG = "**日期：**新馆将在2027年5月17日（星期二）和大家正式见面！"
LIB_DATE_RIGHT = "**日期：**新馆将在2027年5月17日（星期一）和大家正式见面！"
POOL_CANCEL_CUT = "**Booking:** Lane swims must be booked online at https://millbrook.example/swim?src=reopen. Cancellations just need to reach us at least 7 days before your session."
POOL_CANCEL_RECAST = "**Booking:** Lane swims must be booked online at https://millbrook.example/swim?src=reopen. Can't make it? Let us know at least 7 days before your session."
POOL_CANCEL_KEPT = "**Booking:** Lane swims must be booked online at https://millbrook.example/swim?src=reopen. Need to cancel? Just tell us in writing at least 7 days before your session."
GYM_PRICE_CUT = (
    "**Price changes:** We'll always give you 48 hours' notice before any price changes."
)
GYM_LEAVE_CUT = (
    "**Leaving:** Thinking of moving on? We'd appreciate one month's notice to end your membership."
)
LIB_CARD_CUT = "**借还书：**闭馆期间借出的图书到期日自动顺延，逾期也不收滞纳金。如需退证，请本人持读者证来馆申请。"
RADIO_MIXED = "本期嘉宾 Zhou Xiaoman runs a guesthouse in Qingdao — she tells us about the night she first went to see the sea alone, and the first year 她差点撑不下去."
LIB_MIXED = "Big news: 南苑社区图书馆 is moving to the second floor of the community centre from Monday 10 May 2027, and we'll be closed 10–16 May to get everything in order."
POOL_MIXED = (
    "经过六个月的屋顶和过滤系统维修，Millbrook Pool 今年春天终于重新开放啦，欢迎大家回来游泳！"
)
RADIO_BRAND = "本期嘉宾周小满在青岛开了一家民宿。那个一个人看海的夜晚，和民宿头一年差点撑不下去的日子，她都讲给了我们。Apple Podcasts 也能收听。"
SOUP_TABLE_OIL = "| Ingredient | Amount |\n| --- | --- |\n| Tomatoes | 1 kg |\n| Olive oil | 3 tbsp |\n| Onion | 1 |\n| Stock | 500 ml |"
SOUP_STEPS_OIL = "1. Roast the tomatoes and the onion at 200 °C for 40 minutes.\n2. Warm the olive oil in a pan and add the roasted vegetables.\n3. Pour in the stock and simmer for 15 minutes.\n4. Blend until smooth and stir in a swirl of olive oil."
CAKE_TABLE_OIL = "| 用料 | 用量 |\n| --- | --- |\n| 奶油奶酪 | 200克 |\n| 玉米油 | 40克 |\n| 鸡蛋 | 4个 |\n| 细砂糖 | 60克 |"
CAKE_STEPS_OIL = "1. 奶油奶酪隔水融化，加入玉米油搅拌顺滑。\n2. 分三次加入蛋黄，拌匀。\n3. 蛋白加细砂糖打发，与蛋黄糊翻拌均匀。\n4. 水浴法150度烤70分钟，出炉后在模具里抹一层玉米油防粘。"

cases = [
    # -- A: a contact or label line extended with the writer's own unpunctuated words ------------
    case(
        "d46-zlib-zh-01",
        "zlib",
        "contact_line_extended_with_quoted_handle_in_whole",
        "blind45 gongjiao/jingqu false truncation: 联系电话那行 ends on a quoted 微信号 after （…）",
        "在联系电话那行后面加上：“微信：nanyuan_lib”。",
        [whole("zlib", {6: LIB_WECHAT})],
        {6: LIB_WECHAT},
    ),
    case(
        "d46-zlib-zh-02",
        "zlib",
        "contact_line_extended_with_quoted_email_alone",
        "blind45 false truncation, the asked line answered alone, ending on an e-mail address",
        "联系电话那行加上“邮箱：lib@nanyuan.example.cn”。",
        [alone(LIB_MAIL)],
        {6: LIB_MAIL},
    ),
    case(
        "d46-zlib-zh-03",
        "zlib",
        "ellipsis_line_then_contact_line_extended",
        "blind45 gongjiao ellipsis_line_between_kept_entries: a …… line stands for the middle, the asked line ends on the writer's clause",
        "联系电话那行加上“夜间请拨打8612 3399”。",
        [LIB_TITLE + "\n\n" + "\n\n".join([LIB[0], LIB[1], "……", LIB_NIGHT, LIB[7]])],
        {6: LIB_NIGHT},
    ),
    case(
        "d46-zlib-zh-04",
        "zlib",
        "hours_line_extended_with_quoted_words",
        "blind45 false truncation, another line: 开放时间 ends on 。 and the writer's 每周一闭馆 comes after it, unpunctuated",
        "开放时间那行后面加一句“每周一闭馆”。",
        [whole("zlib", {5: LIB_HOURS})],
        {5: LIB_HOURS},
    ),
    case(
        "d46-pool-en-01",
        "pool",
        "contact_line_extended_with_quoted_number_in_whole",
        "blind45 jingqu unasked_url_query_changed_in_whole's shape in English: the contact line ends on a quoted phone number",
        "Add 'out of hours: 0800 555 0199' to the contact line.",
        [whole("pool", {6: POOL_OUT}, tail="Hope this helps!")],
        {6: POOL_OUT},
    ),
    case(
        "d46-pool-en-02",
        "pool",
        "contact_line_extended_with_unquoted_email_alone",
        "blind45 false truncation in English, unquoted: the asked line alone ends on the e-mail the suggestion gives",
        "Add that people can also email swim@millbrook.example to the contact line.",
        [alone(POOL_MAIL)],
        {6: POOL_MAIL},
    ),
    case(
        "d46-zmetro-zh-01",
        "zmetro",
        "placeholder_before_hotline_extended",
        "blind45 placeholder_for_earlier_entries with the false truncation: （前文不变） then the hotline line ending on the writer's words",
        "服务热线那行加上“也可关注“城市地铁”公众号查询”。",
        [alone("（前文不变）\n\n" + METRO_LINE + "\n\n" + METRO[5])],
        {4: METRO_LINE},
    ),
    case(
        "d46-pool-en-03",
        "pool",
        "cut_inside_quoted_insert_refused",
        "near-miss: the reply stops inside the number the writer quoted (a real cut)",
        "Add 'out of hours: 0800 555 0199' to the contact line.",
        [
            whole(
                "pool",
                {6: "Contact: Reception, 0161 496 0555 (7 am to 9 pm); out of hours: 0800 55"},
            ).rsplit("\n\n", 1)[0]
        ],
        outcome="refused",
        because="the reply stops inside the quoted number",
    ),
    case(
        "d46-zlib-zh-05",
        "zlib",
        "cut_before_quoted_insert_ends_refused",
        "near-miss: the reply stops at a comma inside the writer's quoted sentence",
        "联系电话那行加上“夜间请拨打8612 3399，节假日照常”。",
        [alone(LIB_NIGHT)],
        outcome="refused",
        because="the quoted sentence was cut at its comma",
    ),
    # -- B: a counted list cut short by a shortening -------------------------------------------
    case(
        "d46-zmetro-zh-02",
        "zmetro",
        "quoted_items_counted_dropped_in_target",
        "blind45 gongjiao suspended_stop_dropped_in_target: “A口”“C口”2个出入口 shortened to “A口”",
        "第二段简洁一点。",
        [alone(METRO_SHORT_DROP)],
        outcome="refused",
        because="exit C was dropped from the two closed exits",
    ),
    case(
        "d46-zmetro-zh-03",
        "zmetro",
        "quoted_items_counted_kept_in_target",
        "near-miss: shortened with both exits and their count kept",
        "第二段简洁一点。",
        [alone(METRO_SHORT_KEPT)],
        {1: METRO_SHORT_KEPT},
    ),
    case(
        "d46-zlib-zh-06",
        "zlib",
        "quoted_rooms_counted_dropped_in_target",
        "blind45 suspended_stop_dropped_in_target in another genre: “少儿阅览室”和“自习室”两个区域 → one",
        "暂停区域那段精简一下。",
        [alone(LIB_AREAS_DROP)],
        outcome="refused",
        because="自习室 was dropped from the two closed areas",
    ),
    case(
        "d46-pool-en-04",
        "pool",
        "counted_rooms_dropped_in_target",
        "blind45 suspended_stop_dropped_in_target in English: 'two changing rooms, the family room and the accessible room' → one",
        "Make the Closed areas line shorter.",
        [alone(POOL_CLOSED_DROP)],
        outcome="refused",
        because="the accessible room was dropped from the two closed rooms",
    ),
    case(
        "d46-pool-en-05",
        "pool",
        "counted_rooms_kept_in_target",
        "near-miss: both rooms kept, the count said as 'both'",
        "Make the Closed areas line shorter.",
        [alone(POOL_CLOSED_KEPT)],
        {3: POOL_CLOSED_KEPT},
    ),
    # -- C: a limit on the edit is no ask for no edit -------------------------------------------
    case(
        "d46-zradio-zh-01",
        "zradio",
        "limit_beside_edit_entry_alone",
        "blind45 jiemudan think_block_then_entry_alone (日期别改 read as 'don't edit'): 名字别改 beside the ask",
        "开头那段写得更有画面感，嘉宾名字别改。",
        [alone(RADIO_OPEN)],
        {0: RADIO_OPEN},
    ),
    case(
        "d46-zradio-zh-02",
        "zradio",
        "limit_beside_edit_think_then_entry",
        "blind45 jiemudan think_block_then_entry_alone: 日期不要动 beside the ask, a think block first",
        "下期预告那段写得更让人期待，日期不要动。",
        [
            alone(
                RADIO_NEXT,
                lead="<think>\n要更让人期待，期数、话题和4月9日（星期五）都保留。\n</think>",
            )
        ],
        {3: RADIO_NEXT},
    ),
    case(
        "d46-zradio-zh-03",
        "zradio",
        "limit_beside_edit_timestamp_changed",
        "blind45 jiemudan timestamp_changed_in_reworded_target: 时间不要动, yet 00:24:50 → 00:24:05",
        "时间轴每一条都写得更吸引人，时间不要动。",
        [alone(RADIO_TIMES_WRONG)],
        outcome="refused",
        because="00:24:50 became 00:24:05",
    ),
    case(
        "d46-zradio-zh-04",
        "zradio",
        "limit_beside_edit_timestamps_kept",
        "near-miss: the timeline reworded with every time kept, 时间别改",
        "时间轴的描述写得更吸引人，时间别改。",
        [alone(RADIO_TIMES_KEPT)],
        {1: RADIO_TIMES_KEPT},
    ),
    case(
        "d46-zlib-zh-07",
        "zlib",
        "limit_beside_edit_whole_reply",
        "blind45's limit in another genre and a whole reply: 地址不要动",
        "第二段说得更亲切，地址不要动。",
        [whole("zlib", {1: LIB_MOVE})],
        {1: LIB_MOVE},
    ),
    case(
        "d46-zcake-zh-01",
        "zcake",
        "limit_beside_edit_no_edit_verb",
        "blind45's limit where the ask has no edit verb: 开头那段更诱人，时间别改",
        "开头那段更诱人一些，时间别改。",
        [alone(CAKE_OPEN)],
        {0: CAKE_OPEN},
    ),
    case(
        "d46-zradio-zh-05",
        "zradio",
        "no_edit_then_question_model_says",
        "near-miss: 先别改 at the head of the message, a question after it — the model's words",
        "先别改，你觉得开头那段会不会太长？",
        ["我觉得开头那段长度合适，两句话把嘉宾和话题都交代清楚了，不用删。"],
        outcome="model_says",
        contains="长度合适",
    ),
    # -- D: a weekday changed beside its kept date, the line named by a word for days -----------
    case(
        "d46-pool-en-06",
        "pool",
        "weekday_changed_in_when_line",
        "blind45 lecture weekday_changed_in_target: the When line made friendlier, Saturday → Sunday for 3 April",
        "Make the When line friendlier.",
        [alone(POOL_WHEN_WRONG)],
        outcome="refused",
        because="Saturday became Sunday for 3 April 2027",
    ),
    case(
        "d46-gym-en-01",
        "gym",
        "weekday_changed_in_date_line",
        "blind45 weekday_changed_in_target with 'the Date line': Monday → Tuesday for 7 June",
        "Make the Date line more upbeat.",
        [alone(GYM_DATE_WRONG)],
        outcome="refused",
        because="Monday became Tuesday for 7 June 2027",
    ),
    case(
        "d46-zlib-zh-08",
        "zlib",
        "weekday_changed_in_date_label",
        "blind45 weekday_changed_in_target in Chinese with 日期那行: 星期一 → 星期二 for 5月17日",
        "日期那行写得更热情一点。",
        [alone(LIB_DATE_WRONG)],
        outcome="refused",
        because="星期一 became 星期二 for 5月17日",
    ),
    case(
        "d46-zlib-zh-09",
        "zlib",
        "weekday_kept_in_date_label",
        "near-miss: 日期那行 warmer, weekday kept",
        "日期那行写得更热情一点。",
        [alone(LIB_DATE_RIGHT)],
        {4: LIB_DATE_RIGHT},
    ),
    case(
        "d46-pool-en-07",
        "pool",
        "weekday_kept_in_when_line",
        "near-miss: the When line friendlier, Saturday kept",
        "Make the When line friendlier.",
        [alone(POOL_WHEN_RIGHT)],
        {2: POOL_WHEN_RIGHT},
    ),
    case(
        "d46-pool-en-08",
        "pool",
        "weekday_moved_as_asked",
        "near-miss: the day moved as asked, date and weekday together",
        "Move the reopening to Sunday 4 April in the When line.",
        [alone(POOL_WHEN_MOVED)],
        {2: POOL_WHEN_MOVED},
    ),
    # -- E: a written condition cut from a kept act, in English ---------------------------------
    case(
        "d46-gym-en-02",
        "gym",
        "written_notice_dropped_from_kept_act",
        "blind45 tenancy written_notice_dropped_while_softening: 'must give one month's notice in writing' → 'one month's notice'",
        "Make the Leaving line friendlier.",
        [alone(GYM_LEAVE_CUT)],
        outcome="refused",
        because="'in writing' was cut from the notice the rewrite kept",
    ),
    case(
        "d46-gym-en-03",
        "gym",
        "written_adjective_dropped_from_kept_act",
        "blind45 written_notice_dropped_while_softening, adjective form: '48 hours' written notice' → '48 hours' notice'",
        "Make the Price changes line warmer.",
        [alone(GYM_PRICE_CUT)],
        outcome="refused",
        because="'written' was cut from the notice the rewrite kept",
    ),
    case(
        "d46-pool-en-09",
        "pool",
        "in_writing_dropped_from_passive_act_named",
        "near-miss (scale44 rules-en-01, dev45 club-en-04): 'Cancellations must be made in writing' → 'Cancellations just need to reach us' — the verb beside the condition recast, named, not refused",
        "Make the Booking paragraph friendlier.",
        [alone(POOL_CANCEL_CUT)],
        {4: POOL_CANCEL_CUT},
        told="in writing",
    ),
    case(
        "d46-pool-en-10",
        "pool",
        "in_writing_dropped_with_act_recast",
        "near-miss (dev45): the act recast ('Let us know'), the condition named, not refused",
        "Make the Booking paragraph friendlier.",
        [alone(POOL_CANCEL_RECAST)],
        {4: POOL_CANCEL_RECAST},
        told="in writing",
    ),
    case(
        "d46-pool-en-11",
        "pool",
        "in_writing_kept_while_softening",
        "near-miss: softened with 'in writing' kept",
        "Make the Booking paragraph friendlier.",
        [alone(POOL_CANCEL_KEPT)],
        {4: POOL_CANCEL_KEPT},
    ),
    case(
        "d46-zlib-zh-10",
        "zlib",
        "shumian_dropped_from_kept_act",
        "dev45's 书面请假 in another act: 书面申请 → 来馆申请",
        "借还书那段写得亲切一点。",
        [alone(LIB_CARD_CUT)],
        outcome="refused",
        because="书面 was cut from the application the rewrite kept",
    ),
    # -- F: the asked paragraph given back half in another language -----------------------------
    case(
        "d46-zradio-zh-06",
        "zradio",
        "target_mixed_into_english",
        "blind45 jiemudan target_mixed_into_english: the opening comes back mostly English with Chinese scraps",
        "开头那段改得更吸引人。",
        [alone(RADIO_MIXED)],
        outcome="refused",
        because="the paragraph came back mostly in English",
    ),
    case(
        "d46-zlib-zh-11",
        "zlib",
        "target_mixed_into_english_whole",
        "blind45 target_mixed_into_english in a whole reply: 搬迁那段 mostly English, the rest the writer's",
        "搬迁那段写得更有趣一点。",
        [whole("zlib", {1: LIB_MIXED})],
        outcome="refused",
        because="the paragraph came back mostly in English",
    ),
    case(
        "d46-pool-en-12",
        "pool",
        "target_mixed_into_chinese",
        "blind45 target_mixed_into_english the other way: an English paragraph comes back in Chinese around the pool's name",
        "Make the second paragraph livelier.",
        [alone(POOL_MIXED)],
        outcome="refused",
        because="the paragraph came back in Chinese",
    ),
    case(
        "d46-zradio-zh-07",
        "zradio",
        "target_with_english_brand_kept",
        "near-miss: a Chinese rewrite naming an English brand (Apple Podcasts)",
        "开头那段写得更吸引人，再提一句节目在 Apple Podcasts 也能听。",
        [alone(RADIO_BRAND)],
        {0: RADIO_BRAND},
    ),
    # -- G: the recipe's numbered steps named "the method", "the steps", 做法 --------------------
    case(
        "d46-soup-en-01",
        "soup",
        "method_named_blocks_table_and_steps",
        "blind44 cookbook-en-09: 'the table and the method' — the method is the numbered steps",
        "Make it dairy-free: olive oil (3 tbsp) instead of butter, in the table and the method only.",
        [
            block("| Butter | 40 g |", "| Olive oil | 3 tbsp |")
            + "\n\n"
            + block(
                "2. Melt the butter in a pan and add the roasted vegetables.",
                "2. Warm the olive oil in a pan and add the roasted vegetables.",
            )
            + "\n\n"
            + block(
                "4. Blend until smooth and stir in a knob of butter.",
                "4. Blend until smooth and stir in a swirl of olive oil.",
            )
        ],
        {1: SOUP_TABLE_OIL, 2: SOUP_STEPS_OIL},
        edit_format="blocks",
    ),
    case(
        "d46-soup-en-02",
        "soup",
        "steps_named_whole_reply",
        "blind44 cookbook-en-09 variant: 'the ingredients and the steps', a whole reply",
        "Swap the butter for olive oil (3 tbsp) in the ingredients table and the steps.",
        [whole("soup", {1: SOUP_TABLE_OIL, 2: SOUP_STEPS_OIL})],
        {1: SOUP_TABLE_OIL, 2: SOUP_STEPS_OIL},
    ),
    case(
        "d46-zcake-zh-02",
        "zcake",
        "zuofa_named_blocks_table_and_steps",
        "blind44 cookbook-en-09 in Chinese: 用料表和做法里的黄油都换成玉米油",
        "用料表和做法里的黄油都换成玉米油。",
        [
            block("| 黄油 | 40克 |", "| 玉米油 | 40克 |")
            + "\n\n"
            + block(
                "1. 奶油奶酪和黄油隔水融化，搅拌顺滑。", "1. 奶油奶酪隔水融化，加入玉米油搅拌顺滑。"
            )
            + "\n\n"
            + block(
                "4. 水浴法150度烤70分钟，出炉后在模具里抹一层黄油防粘。",
                "4. 水浴法150度烤70分钟，出炉后在模具里抹一层玉米油防粘。",
            )
        ],
        {1: CAKE_TABLE_OIL, 2: CAKE_STEPS_OIL},
        edit_format="blocks",
    ),
]

write_cases(cases, HERE / "shapes.jsonl")
