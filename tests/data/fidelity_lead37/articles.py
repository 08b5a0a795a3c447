# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 37's lead articles, six genres no earlier fidelity set used: an opera programme note,
a parliamentary written answer and a yoga weekend's joining instructions (English); a 社区团购
notice, a 老年大学 course announcement and a 无偿献血 notice (Chinese). Each has a `##` heading or
a 一、 heading, a list (bulleted or numbered) or a table, figures, and a paragraph a writer would
ask about."""

from __future__ import annotations

Article = tuple[str, list[str]]

OPERA: Article = (
    "Tosca: A Note Before Curtain Up",
    [
        "Puccini's Tosca opened in Rome on 14 January 1900, and it has never left the stage since. Tonight's performance runs about two hours and forty minutes, with two intervals of 20 minutes each.",
        "## The story in brief",
        "Rome, June 1800. The painter Mario Cavaradossi hides an escaped political prisoner, and the singer Floria Tosca, who loves him, is drawn into a trap laid by Baron Scarpia, the chief of police.",
        "Act I is set in the church of Sant'Andrea della Valle, Act II in Scarpia's rooms at the Palazzo Farnese, and Act III on the roof of the Castel Sant'Angelo at dawn.",
        "## Listen for",
        "- Recondita armonia, Cavaradossi's aria in Act I\n- Vissi d'arte, Tosca's prayer in Act II\n- E lucevan le stelle, sung by Cavaradossi before dawn in Act III",
        "Our conductor, Elena Marchetti, first sang in the chorus of this company in 1998. She returns with an orchestra of 64 players.",
        "Please switch off your phones. Latecomers are admitted only at the first interval.",
    ],
)

ANSWER: Article = (
    "Written Answer: Rural Bus Services",
    [
        "**Question (HW 4127), tabled 3 March 2026 by Ms Joan Petrie (Ashby North):** To ask the Secretary of State for Transport how many rural bus routes in England were withdrawn in 2025, and what funding is available to restore them.",
        "**Answer, given 10 March 2026 by the Minister for Local Transport (Mr David Okafor):**",
        "In the year to 31 December 2025, local transport authorities in England reported 143 rural routes withdrawn and 61 new or restored routes, a net loss of 82 routes.",
        "| Region | Withdrawn | Restored |\n|---|---|---|\n| North East | 18 | 9 |\n| East Midlands | 41 | 14 |\n| South West | 52 | 23 |\n| Other regions | 32 | 15 |",
        "The Bus Service Improvement Plan provides £1.1 billion for 2026–27. Authorities may use up to 30 per cent of their allocation to restore routes withdrawn since 2023.",
        "The Department will publish route-level figures in its annual bus statistics on 25 June 2026.",
    ],
)

YOGA: Article = (
    "Joining Instructions: Spring Yoga Weekend at Hollin Barn",
    [
        "Welcome! We are glad you are joining us at Hollin Barn from Friday 17 April to Sunday 19 April. This sheet tells you what to bring and how the weekend runs.",
        "## Getting there",
        "The barn is 3 miles from Settle station. Our minibus meets the 16:42 train from Leeds on Friday; if you arrive later, a taxi costs about £12.",
        "## Before you arrive",
        "1. Complete the health form we sent you and return it by 10 April.\n2. Tell us about any injuries, even old ones.\n3. Pack a mat, a blanket and warm socks.\n4. Leave valuables at home; rooms do not lock.",
        "## Daily timetable",
        "| Time | Session |\n|---|---|\n| 07:00 | Silent sitting |\n| 07:30 | Morning flow |\n| 09:00 | Breakfast |\n| 16:00 | Restorative practice |\n| 18:30 | Dinner |",
        "Questions? Ring Maya on 07700 900512 between 9 am and 5 pm.",
    ],
)

TUANGOU: Article = (
    "【阳光里小区】本周社区团购通知",
    [
        "各位邻居好！本周团购从周二上午9点开团，周四晚上8点截单，周六上午统一到货。",
        "## 本周商品",
        "- 赣南脐橙：10斤装，39.9元\n- 五常大米：5公斤装，68元\n- 土鸡蛋：30枚一盒，35元\n- 冷冻虾仁：500克，42元",
        "## 下单方式",
        "在群里接龙，写上楼号、姓名和数量，例如“3号楼 王阿姨 脐橙×1”。接龙后请在截单前通过群收款付款，未付款的订单不予保留。",
        "## 自提安排",
        "到货当天上午10点至晚上7点，请到2号楼一层快递驿站自提。行动不便的老人可以提前告诉团长小刘，由志愿者送货上门。",
        "如果收到的商品有破损或变质，请在到货后24小时内拍照发到群里，团长会安排退换。",
    ],
)

LAONIAN: Article = (
    "枫桥街道老年大学2026年春季班招生公告",
    [
        "枫桥街道老年大学春季班将于3月2日开学，本学期共开设6门课程，欢迎年满55周岁的辖区居民报名。",
        "一、课程安排",
        "| 课程 | 上课时间 | 名额 |\n|---|---|---|\n| 书法入门 | 周一上午 | 30人 |\n| 智能手机使用 | 周二下午 | 40人 |\n| 太极拳 | 周三上午 | 35人 |\n| 合唱 | 周四下午 | 50人 |\n| 国画花鸟 | 周五上午 | 25人 |\n| 中医养生 | 周五下午 | 60人 |",
        "二、报名方法",
        "1. 2月16日至2月25日，每天上午8:30到11:30到街道文化站二楼报名。\n2. 带上身份证和一张一寸照片。\n3. 每人最多选两门课，学费每门每学期200元。\n4. 报名成功后领取听课证，凭证上课。",
        "三、注意事项",
        "上课期间请注意安全，身体不适请及时告诉老师。智能手机班请自带手机和充电器。",
        "咨询电话：0571-8802 6613（文化站 周老师）",
    ],
)

XIANXUE: Article = (
    "“热血暖冬”无偿献血活动通知",
    [
        "为缓解冬季临床用血紧张，市中心血站将于12月12日（星期六）在滨江广场开展无偿献血活动，时间为上午9点至下午4点。",
        "## 献血条件",
        "年龄18至55周岁，男性体重不低于50公斤，女性不低于45公斤；献血前一天请勿饮酒，清淡饮食，保证睡眠。",
        "## 献血流程",
        "1. 填写献血登记表并出示身份证。\n2. 医护人员测量血压、脉搏，快速检测血红蛋白。\n3. 检测合格后采血，一般献血量为200至400毫升。\n4. 献血后在休息区休息15分钟，领取纪念品。",
        "## 温馨提示",
        "献血后24小时内不要剧烈运动，针眼处保持干燥。献血者本人今后临床用血可按规定免交相应血量的费用。",
        "去年冬季，共有两百多位市民在滨江广场参加献血，感谢每一位热心人。",
    ],
)
