# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 15 (tests/data/fidelity_dev15/*.jsonl): session 15's variants,
in new words and on new articles, of the kinds blind set 14 failed on — an English article
with a few Chinese names (or a Chinese note full of commands) whose edit adds words of the
main script; entries of a long register named 第N条, by their date after an entry number, or
by what they tell (写…的那篇) with 结尾 meaning the entry's end; a word for shortening inside
a compound (hedge-trimming, 砍柴); "the last line"; a paragraph named by a rare word beside
the article's topic word; a table row asked with 补一行; a selection's new text after a
label with the model's reason on the next line.

    .venv/bin/python tests/data/fidelity_dev15/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import FILES, case, full, swap, write  # noqa: E402


def refused(because: str) -> dict[str, Any]:
    return {"outcome": "refused", "because": because}


def blocks(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


# Mixed scripts: the edit adds words of the article's main script -----------------------------

TEA_T = "Buying Loose Tea on Dock Street"
TEA = [
    "The Leaf & Kettle on Dock Street sells loose tea by the gram, and the owner, May Lin, will brew a sample of anything on the shelves before you buy.",
    "Green teas sit by the window. Her best seller is 龙井 (Dragon Well), flat pan-fired leaves that smell of toasted chestnut.",
    "The darker shelf holds oolongs, with 铁观音 (Iron Goddess) in tins by the till. Ask for the roasted one if you like a toasty cup.",
    "Aged 普洱 (pu-erh) comes in pressed cakes. A whole cake lasts most people a year; she will cut you a quarter if you would rather try it first.",
    "Prices run from £4 to £30 per 100 g. Bring your own tin and she takes 50p off.",
]
TEA_3 = "The darker shelf holds oolongs, with 铁观音 (Iron Goddess) in tins by the till. Ask for the roasted one if you like a toasty cup: it brews up amber and sweet, with a finish like burnt honey, and the same leaves will happily take four or five infusions over an afternoon."
TEA_4 = "Aged 普洱 (pu-erh) comes in pressed cakes. A whole cake lasts most people a year; she will cut you a quarter if you would rather try it first, and she will show you how to prise the leaves apart with a blunt knife so they do not crumble into dust."
TEA_5 = "Prices run from £4 to £30 per 100 g, and every price is written by hand on a little card propped in front of its jar, so you never have to ask what something costs before you taste it. Bring your own tin and she takes 50p off."
case(
    "mixed", "d15-mixed-en-01", "en", "mixed_script_edit_adds_latin",
    "English tea-shop guide with three Chinese tea names: one paragraph made richer in English (whole reply)",
    TEA_T, TEA, "Make the oolong paragraph more inviting.",
    [full(TEA_T, swap(TEA, 2, TEA_3))], swap(TEA, 2, TEA_3),
)  # fmt: skip
case(
    "mixed", "d15-mixed-en-02", "en", "mixed_script_edit_adds_latin",
    "the same guide in blocks mode: one SEARCH/REPLACE that lengthens the pu-erh paragraph",
    TEA_T, TEA, "Explain how to break up a pu-erh cake.",
    [blocks(TEA[3], TEA_4)], swap(TEA, 3, TEA_4), edit_format="blocks",
)  # fmt: skip
case(
    "mixed", "d15-mixed-en-03", "en", "mixed_script_edit_adds_latin",
    "the same guide: the asked paragraph between placeholders for the unchanged ones",
    TEA_T, TEA, "Say in the prices paragraph that every jar is labelled.",
    [TEA_T + "\n\n[Paragraphs 1–4 unchanged]\n\n" + TEA_5], swap(TEA, 4, TEA_5),
)  # fmt: skip
case(
    "mixed", "d15-mixed-en-04", "en", "mixed_script_made_one_script",
    "guard: a global rewrite that drops every Chinese name is the mixed article made all Latin — refused",
    TEA_T, TEA, "Make the whole guide friendlier.",
    [full(TEA_T, [p.replace("龙井 (Dragon Well)", "Dragon Well").replace("铁观音 (Iron Goddess)", "Iron Goddess").replace("普洱 (pu-erh)", "pu-erh").replace("sells", "happily sells") for p in TEA])],
    expect=refused("the Chinese names are gone: another script"),
)  # fmt: skip

GIT_T = "新电脑上配置 Git"
GIT = [
    "## 第一步：配置 Git 用户信息",
    '```\ngit config --global user.name "Wang Fang"\ngit config --global user.email wangfang@example.com\ngit config --global init.defaultBranch main\ngit config --global pull.rebase false\n```',
    "## 第二步：生成 SSH key",
    '```\nssh-keygen -t ed25519 -C "wangfang@example.com"\neval "$(ssh-agent -s)"\nssh-add ~/.ssh/id_ed25519\ncat ~/.ssh/id_ed25519.pub\n```',
    "把 public key 粘贴到 GitHub 的 Settings → SSH and GPG keys 页面。",
    "## 第三步：clone repository",
    "```\ngit clone git@github.com:wangfang/notes.git\ncd notes\ngit remote -v\ngit status\n```",
]
GIT_5 = "把 public key 粘贴到 GitHub 的 Settings → SSH and GPG keys 页面，点击 New SSH key 保存。保存以后，可以先运行下面的命令，测试一下连接是否已经成功。"
GIT_5B = "把 public key 粘贴到 GitHub 的 Settings → SSH and GPG keys 页面。注意要复制以 ssh-ed25519 开头的整行内容，不要漏掉最后的邮箱，否则保存时会提示格式错误。"
case(
    "mixed", "d15-mixed-zh-01", "zh", "mixed_script_edit_adds_cjk",
    "命令很多的 Git 配置笔记：一段补了中文说明（整篇回复）",
    GIT_T, GIT, "第五段写详细一点，说一下保存以后怎么测试。",
    [full(GIT_T, swap(GIT, 4, GIT_5))], swap(GIT, 4, GIT_5),
)  # fmt: skip
case(
    "mixed", "d15-mixed-zh-02", "zh", "mixed_script_edit_adds_cjk",
    "同一篇笔记，块模式：一个 SEARCH/REPLACE 给粘贴 key 那句补了中文提醒",
    GIT_T, GIT, "粘贴 public key 那句提醒一下要复制整行。",
    ["好的：\n\n" + blocks(GIT[4], GIT_5B)], swap(GIT, 4, GIT_5B), edit_format="blocks",
)  # fmt: skip

# Long registers: entries named 第N条, by date after their number, or by what they tell --------

_ROOMS = ["3楼自习室", "少儿阅览区", "二楼期刊室", "一楼服务台", "多媒体室", "古籍部"]
_JOBS = [
    "更换了日光灯管",
    "修好了松动的椅子腿",
    "清理了空调滤网",
    "补贴了破损的地胶",
    "更换了门把手",
    "调试了借还机",
]
_WHO = ["小陈", "老马", "周师傅", "小杜"]
JIE_T = "城南图书馆设施维护记录（2025年秋）"
JIE = [
    f"第{n}条　{9 + (n - 1) // 30}月{(n - 1) % 30 + 1}日　{_ROOMS[n % 6]}　{_JOBS[(n * 5) % 6]}。经办：{_WHO[n % 4]}。"
    for n in range(1, 67)
]
jie_37 = JIE[36].replace("。经办", "，并登记了备用件库存。经办")
jie_12 = JIE[11].replace("。经办", "，读者当场确认可以使用。经办")
jie_50 = JIE[49].replace("。经办", "；已通知馆长，下周复查。经办")
jie_21 = JIE[20].replace("。经办", "。已拍照存档。经办")
reworded = swap(swap(JIE, 36, jie_37), 5, JIE[5].replace("。经办", "，现已完成。经办"))
case(
    "logs", "d15-logs-zh-01", "zh", "long_numbered_tiao_drift",
    "66 条维护记录：第37条按要求补一句，另一条被顺手改了措辞（整篇回复）——只改第37条，另一处暂不采用",
    JIE_T, JIE, "第37条补一句：并登记了备用件库存。",
    [full(JIE_T, reworded)], swap(JIE, 36, jie_37), withheld_min=1,
)  # fmt: skip
case(
    "logs", "d15-logs-zh-02", "zh", "long_numbered_tiao_target_only",
    "66 条维护记录：只回了第12条，前面一句“第12条改为：”",
    JIE_T, JIE, "第12条加上：读者当场确认可以使用。",
    ["第12条改为：\n\n" + jie_12], swap(JIE, 11, jie_12),
)  # fmt: skip
case(
    "logs", "d15-logs-zh-03", "zh", "long_numbered_tiao_placeholders",
    "66 条维护记录：第50条改好，前后用（第1至49条未改动）（第51至66条未改动）代替",
    JIE_T, JIE, "第50条末尾补充：已通知馆长，下周复查。",
    [JIE_T + "\n\n（第1至49条未改动）\n\n" + jie_50 + "\n\n（第51至66条未改动）"], swap(JIE, 49, jie_50),
)  # fmt: skip
case(
    "logs", "d15-logs-zh-04", "zh", "long_numbered_tiao_dropped",
    "66 条维护记录：第21条补好了，但整篇回复漏掉了第3条——第3条照原样保留",
    JIE_T, JIE, "第21条补一句：已拍照存档。",
    [full(JIE_T, [p for i, p in enumerate(swap(JIE, 20, jie_21)) if i != 2])], swap(JIE, 20, jie_21),
)  # fmt: skip

_WEATHER = [
    "dry and still",
    "light rain",
    "fresh breeze",
    "overcast",
    "sunny spells",
    "mist at dawn",
]
_NOTES = [
    "Checked the twelve nest boxes on the north hedge.",
    "Two wrens ringed in the reed bed.",
    "Filled the feeders by the gate.",
    "Counted sixty starlings on the pylon at dusk.",
    "Cleared brambles from the east path.",
    "A kestrel hunting over the set-aside.",
]
_MONTHS = ["April", "May", "June"]
RING_T = "Hollin Moss Ringing Station: Visits, Spring 2024"
RING = [
    f"Visit {n} — {((n - 1) % 30) + 1} {_MONTHS[(n - 1) // 30]} 2024. Weather {_WEATHER[n % 6]}. {_NOTES[(n * 7) % 6]} {_NOTES[(n * 11 + 1) % 6]}"
    for n in range(1, 81)
]
RING[50] = (
    "Visit 51 — 21 May 2024. Weather sunny spells. A sparrowhawk took a blue tit from the mist net; we released the net at once."
)
ring_51 = "Visit 51 — 21 May 2024. Weather sunny spells. A sparrowhawk took a blue tit from the mist net; we released the net at once and closed that ride for the rest of the morning."
ring_34 = RING[33] + " Reported the broken stile to the landowner."
case(
    "logs", "d15-logs-en-01", "en", "long_named_by_date_numbered",
    "80-visit ringing log 'Visit N — D Month 2024': the visit named only by its date; whole reply",
    RING_T, RING, "Add to the 21 May visit that we closed that ride for the rest of the morning.",
    [full(RING_T, swap(RING, 50, ring_51))], swap(RING, 50, ring_51),
)  # fmt: skip
case(
    "logs", "d15-logs-en-02", "en", "long_named_by_date_numbered",
    "the same log: 'the entry dated May 4th' (ordinal date), whole reply that also drops visit 9",
    RING_T, RING, "In the entry dated May 4th, mention that I reported the broken stile to the landowner.",
    [full(RING_T, [p for i, p in enumerate(swap(RING, 33, ring_34)) if i != 8])], swap(RING, 33, ring_34),
)  # fmt: skip

_ZH_W = ["晴", "多云", "小雨", "阴", "有雾"]
_ZH_DO = [
    "给番茄搭了架子。",
    "拔了一垄杂草。",
    "浇了两桶水。",
    "摘了一篮豆角。",
    "翻了半畦地。",
    "修剪了月季。",
]
YUAN_T = "小院种菜日记"
YUAN = [
    f"{5 + (n - 1) // 30}月{(n - 1) % 30 + 1}日　{_ZH_W[n % 5]}。{_ZH_DO[(n * 5) % 6]}{_ZH_DO[(n + 2) % 6]}"
    for n in range(1, 55)
]
YUAN[40] = "6月11日　晴。隔壁老何的蜜蜂分箱，飞出来的一群挂在我家的李子树上，下午老何来把它收走了。"
yuan_41 = YUAN[40] + "他说这一群蜂性子温和，秋天要送我一罐蜜。"
YUAN[17] = "5月18日　小雨。在瓜棚底下发现一只刺猬，缩成一团，晚上再去看已经不见了。"
yuan_18 = YUAN[17] + "但愿它只是换了个地方睡觉。"
case(
    "logs", "d15-logs-zh-05", "zh", "long_named_by_topic_end",
    "54 篇种菜日记：“讲蜜蜂分箱的那篇，结尾补一句……”——结尾是那一篇的结尾，不是全文最后一篇（整篇回复）",
    YUAN_T, YUAN, "讲蜜蜂分箱的那篇，结尾补一句老何答应送蜜的事。",
    [full(YUAN_T, swap(YUAN, 40, yuan_41))], swap(YUAN, 40, yuan_41),
)  # fmt: skip
case(
    "logs", "d15-logs-zh-06", "zh", "long_named_by_topic_end",
    "同一本日记：“写刺猬的那则末尾加一句”，回复只给了那一篇，前面一句说明",
    YUAN_T, YUAN, "写刺猬的那则末尾加一句：但愿它只是换了个地方睡觉。",
    ["修改后的那一篇如下：\n\n" + yuan_18], swap(YUAN, 17, yuan_18),
)  # fmt: skip

# A word for shortening inside a compound; "the last line" ---------------------------------------

FAIR_T = "Ashby Green Summer Fair"
FAIR = [
    "The Ashby Green Summer Fair is back on Saturday 19 July, from noon until 5 pm on the village green.",
    "This year the hedge-trimming workshop runs at 1 pm, and the children's sack race starts at 3.",
    "The WI tea tent will serve scones, sandwiches and lemon drizzle, with every penny going to the church roof appeal.",
    "Please park in the school field on Mill Road; the lane by the green will be closed to cars all day.",
    "Any questions? Ring Pat Doyle on 07700 900 214.",
]
fair_2 = (
    "This year the hedge-trimming workshop runs at 2 pm, and the children's sack race starts at 3."
)
case(
    "drift", "d15-drift-en-01", "en", "compound_shorten_word_dropped",
    "village fair: 'hedge-trimming' is no request to shorten; the reply drops the parking paragraph — kept",
    FAIR_T, FAIR, "Put the hedge-trimming workshop back an hour.",
    [full(FAIR_T, [p for i, p in enumerate(swap(FAIR, 1, fair_2)) if i != 3])], swap(FAIR, 1, fair_2),
)  # fmt: skip
fair_5 = "Got a question? Give Pat Doyle a ring on 07700 900 214 — she'll be glad to help."
case(
    "drift", "d15-drift-en-02", "en", "last_line_signoff_appended",
    "village fair: 'the last line' made warmer, and the reply appends a sign-off nobody asked for — withheld",
    FAIR_T, FAIR, "Make the last line a bit warmer.",
    [full(FAIR_T, swap(FAIR, 4, fair_5) + ["See you on the green!"])], swap(FAIR, 4, fair_5), withheld_min=1,
)  # fmt: skip

CUN_T = "柳湾村丰收节通知"
CUN = [
    "柳湾村第三届丰收节定于10月12日（星期六）上午九点在村委会广场举行。",
    "今年新增砍柴比赛，上午十点开始，报名请找村委会小刘。",
    "现场有农产品集市，各家可以自带桌椅摆摊，不收摊位费。",
    "活动当天村口道路临时封闭，请车辆停放在小学操场。",
    "有问题请打电话给村委会：0571-8888 6123。",
]
cun_2 = "今年新增砍柴比赛，下午两点开始，报名请找村委会小刘。"
case(
    "drift", "d15-drift-zh-01", "zh", "compound_shorten_word_dropped",
    "村里的通知：“砍柴比赛”不是要缩短全文；回复漏掉了停车那段——照原样保留",
    CUN_T, CUN, "砍柴比赛的时间推迟四个小时。",
    [full(CUN_T, [p for i, p in enumerate(swap(CUN, 1, cun_2)) if i != 3])], swap(CUN, 1, cun_2),
)  # fmt: skip
cun_5 = "大家有什么不清楚的，欢迎随时打电话给村委会：0571-8888 6123。"
case(
    "drift", "d15-drift-zh-02", "zh", "last_line_signoff_appended",
    "村里的通知：“最后一行”改得客气些，回复又在末尾加了落款——落款暂不采用",
    CUN_T, CUN, "最后一行改得客气些。",
    [full(CUN_T, swap(CUN, 4, cun_5) + ["柳湾村村民委员会\n2025年9月30日"])], swap(CUN, 4, cun_5), withheld_min=1,
)  # fmt: skip

# A paragraph named by a rare word beside the article's topic word --------------------------------

RACE_T = "Boat Day on the Lune"
RACE = [
    "Eleven boats raced on the Lune on Sunday, the biggest entry the regatta has had since the bridge was rebuilt.",
    "The junior fours were won by Halton by a canvas, after a photo finish in front of the boathouse.",
    "The hospital's dragon crew drew the loudest cheers of the day, though they finished in the reeds.",
    "Rain held off until the veterans' eights, and the last boats were home before the downpour.",
    "The club thanks the marshals, and asks anyone who found a blue cox box in a boat to return it.",
]
race_3 = "The hospital's dragon crew drew the loudest cheers of the day, their drummer pounding out the stroke as twenty paddles flashed in time, though they finished, gloriously, in the reeds."
case(
    "described", "d15-described-en-01", "en", "about_rare_word_topic_word",
    "regatta report: 'the paragraph about the dragon boat' — 'boat' is in every other paragraph, 'dragon' in one; the reply also rewords the last paragraph (withheld)",
    RACE_T, RACE, "Make the paragraph about the dragon boat more exciting.",
    [full(RACE_T, swap(swap(RACE, 2, race_3), 4, RACE[4].replace("The club thanks", "The club warmly thanks")))], swap(RACE, 2, race_3), withheld_min=1,
)  # fmt: skip
ZHENG_T = "风筝节见闻"
ZHENG = [
    "周日的滨河公园来了上千只风筝，风筝协会说这是五年来人最多的一次。",
    "最抢眼的是一只十二米长的章鱼，八条腿在风里摆来摆去，三个人才拉得住。",
    "孩子们在帐篷里用竹篾和塑料袋扎风筝，每套材料十元。",
    "下午风突然变大，有两只风筝挂在了树上，协会的人爬梯子才取下来。",
    "风筝协会每月第一个周日活动，新会员一年会费五十元。",
]
zheng_2 = "最抢眼的是一只十二米长的章鱼，紫红色的八条腿在风里翻卷舒展，像在天上游泳，三个人咬着牙才拉得住。"
case(
    "described", "d15-described-zh-01", "zh", "about_rare_word_topic_word",
    "风筝节：“写章鱼风筝的那段”——“风筝”几乎每段都有，“章鱼”只在一段；回复顺手改了下一段（暂不采用）",
    ZHENG_T, ZHENG, "把写章鱼风筝的那段写得更生动。",
    [full(ZHENG_T, swap(swap(ZHENG, 1, zheng_2), 2, ZHENG[2].replace("每套材料十元", "每套材料只要十元")))], swap(ZHENG, 1, zheng_2), withheld_min=1,
)  # fmt: skip

# A table row asked with 补一行 / "one more row" -------------------------------------------------------

BAO_T = "社区食堂价目"
BAO = [
    "社区食堂每天中午十一点到一点供餐，六十岁以上老人凭卡八折。",
    "| 菜品 | 价格 |\n|---|---|\n| 两荤一素 | 15元 |\n| 一荤两素 | 12元 |\n| 素套餐 | 9元 |",
    "饭卡在服务台办理，押金二十元。",
]
bao_2 = BAO[1] + "\n| 米饭（加一份） | 1元 |"
case(
    "tables", "d15-tables-zh-01", "zh", "table_row_asked_bu",
    "食堂价目表：“表里补一行米饭的价格”，回复前面有一句说明",
    BAO_T, BAO, "表里补一行米饭的价格，一元。",
    ["已在表格最后补了一行：\n\n" + full(BAO_T, swap(BAO, 1, bao_2))], swap(BAO, 1, bao_2),
)  # fmt: skip
CAN_T = "Canteen Prices"
CAN = [
    "The community canteen serves lunch from 11:30 to 1:30 on weekdays. Over-65s get 20% off with a card.",
    "| Meal | Price |\n|---|---|\n| Soup and bread | £2.50 |\n| Main course | £4.00 |\n| Pudding | £1.50 |",
    "Cards are issued at the front desk.",
]
can_2 = CAN[1] + "\n| Tea or coffee | £0.80 |"
case(
    "tables", "d15-tables-en-01", "en", "table_row_asked_more",
    "canteen prices: 'the table needs one more row, for tea or coffee'",
    CAN_T, CAN, "The table needs one more row, for tea or coffee at 80p.",
    [full(CAN_T, swap(CAN, 1, can_2))], swap(CAN, 1, can_2),
)  # fmt: skip

# A selection's new text after a label, the model's reason on the next line ----------------------

SHU_T = "读《雪线以上》"
SHU = [
    "《雪线以上》是登山家陈岩的回忆录，写他三十年里在横断山脉的攀登。",
    "最好看的是写向导扎西的几章。扎西话不多，却总能在天气变坏前一个小时带大家下撤。",
    "书的后半部分有些重复，几次冲顶的描写读起来大同小异。",
    "如果你只想读一本关于登山的书，这本值得。",
]
case(
    "selection", "d15-selection-zh-02", "zh", "selection_label_reason_next_line",
    "书评：“改成：…”，下一行“原因：…”",
    SHU_T, SHU, "写得更有画面感。",
    ["改成：扎西总是闷头走在最前面\n原因：用动作代替概括，更有画面感。"],
    swap(SHU, 1, SHU[1].replace("扎西话不多", "扎西总是闷头走在最前面")), selected_text="扎西话不多",
)  # fmt: skip
FILES["selection"][-1]["expect"]["note_contains"] = "用动作代替概括"
case(
    "selection", "d15-selection-zh-03", "zh", "selection_label_reason_blank_line",
    "书评：“修改后：…”，空一行再“修改说明：…”——说明给作者看，不进文章",
    SHU_T, SHU, "语气更肯定一点。",
    ["修改后：这本绝对不会让你失望\n\n修改说明：把“值得”换成更肯定的说法。"],
    swap(SHU, 3, SHU[3].replace("这本值得", "这本绝对不会让你失望")), selected_text="这本值得",
)  # fmt: skip
FILES["selection"][-1]["expect"]["note_contains"] = "更肯定的说法"
HIKE_T = "Above the Snow Line, reviewed"
HIKE = [
    "Above the Snow Line is Chen Yan's memoir of thirty years climbing in the Hengduan mountains.",
    "The best chapters follow his guide, Tashi, who says little but always turns the party round an hour before the weather does.",
    "The second half repeats itself; the summit pushes blur into one another.",
    "If you read one mountaineering book this year, make it this one.",
]
case(
    "selection", "d15-selection-en-01", "en", "selection_label_reason_next_line",
    "review: 'Revised: …' then 'Why: …' on the very next line",
    HIKE_T, HIKE, "Less flat, please.",
    ["Revised: each summit push starts to feel like the last\nWhy: it keeps the point but gives the reader the sense of déjà vu."],
    swap(HIKE, 2, HIKE[2].replace("the summit pushes blur into one another", "each summit push starts to feel like the last")),
    selected_text="the summit pushes blur into one another",
)  # fmt: skip
FILES["selection"][-1]["expect"]["note_contains"] = "déjà vu"
case(
    "selection", "d15-selection-en-02", "en", "selection_label_reason_next_line",
    "review: 'New wording: …' then 'Reason: …' on the next line",
    HIKE_T, HIKE, "Show, don't tell.",
    ["New wording: who walks in front with his head down\nReason: an action the reader can see instead of a summary."],
    swap(HIKE, 1, HIKE[1].replace("who says little", "who walks in front with his head down")),
    selected_text="who says little",
)  # fmt: skip
FILES["selection"][-1]["expect"]["note_contains"] = "an action the reader can see"

# A preface the model opens with "Here it is, …" / 给你，… ----------------------------------------

fair_1 = "The Ashby Green Summer Fair is back! Join us on Saturday 19 July, from noon until 5 pm on the village green."
case(
    "preface", "d15-preface-en-01", "en", "preface_here_it_is",
    "village fair: 'Here it is, with a livelier opening paragraph.' before the article",
    FAIR_T, FAIR, "Make the opening paragraph livelier.",
    ["Here it is, with a livelier opening paragraph.\n\n" + full(FAIR_T, swap(FAIR, 0, fair_1))], swap(FAIR, 0, fair_1),
)  # fmt: skip
case(
    "preface", "d15-preface-en-02", "en", "preface_here_it_is",
    "village fair: 'Here you go — only the first paragraph changed.' before the body (no title)",
    FAIR_T, FAIR, "Make the opening paragraph livelier.",
    ["Here you go — only the first paragraph changed.\n\n" + "\n\n".join(swap(FAIR, 0, fair_1))], swap(FAIR, 0, fair_1),
)  # fmt: skip
cun_1 = "柳湾村第三届丰收节来啦！10月12日（星期六）上午九点，村委会广场见。"
case(
    "preface", "d15-preface-zh-01", "zh", "preface_here_it_is",
    "村里的通知：“给你，第一段改得更热闹了。”放在全文前面",
    CUN_T, CUN, "第一段写得热闹一点。",
    ["给你，第一段改得更热闹了。\n\n" + full(CUN_T, swap(CUN, 0, cun_1))], swap(CUN, 0, cun_1),
)  # fmt: skip

# Entries named by number words above ten, or as a line of the list --------------------------------

_TOWNS = ["Alnwick", "Berwick", "Coldstream", "Duns", "Eyemouth", "Felton", "Glanton", "Hexham"]
LIB_T = "Border Libraries: Opening Hours"
LIB = [
    f"{n}. {_TOWNS[n % 8]} {['North', 'South', 'East', 'West', 'Central'][n % 5]} Library (branch {n}): open {['Monday to Friday', 'Tuesday to Saturday', 'weekdays'][n % 3]}, {n % 4 + 2} staff."
    for n in range(1, 73)
]
lib_59 = LIB[58].replace(" staff.", " staff; now also open on Saturday mornings.")
case(
    "numbers", "d15-numbers-en-01", "en", "entry_number_word_compound",
    "72 libraries in a numbered list: 'Add Saturday mornings to the fifty-ninth library.' (whole reply, another entry reworded — withheld)",
    LIB_T, LIB, "Add Saturday mornings to the fifty-ninth library.",
    [full(LIB_T, swap(swap(LIB, 58, lib_59), 4, LIB[4].replace(" staff.", " members of staff.")))], swap(LIB, 58, lib_59), withheld_min=1,
)  # fmt: skip
lib_64 = LIB[63].replace(" staff.", " staff, and a new reading room.")
case(
    "numbers", "d15-numbers-en-02", "en", "entry_number_as_line",
    "the same list: 'Line 64: mention the new reading room.' — the reply also rewords another line (withheld)",
    LIB_T, LIB, "Line 64: mention the new reading room.",
    [full(LIB_T, swap(swap(LIB, 63, lib_64), 10, LIB[10].replace("open", "opening")))], swap(LIB, 63, lib_64), withheld_min=1,
)  # fmt: skip
ring_21 = RING[20] + " Heard the first cuckoo."
case(
    "numbers", "d15-numbers-en-03", "en", "entry_number_word_compound",
    "80-visit ringing log: 'In visit twenty-one, add that we heard the first cuckoo.' (not visit 1); visit 1 reworded unasked — withheld",
    RING_T, RING, "In visit twenty-one, add that we heard the first cuckoo.",
    [full(RING_T, swap(swap(RING, 20, ring_21), 0, RING[0].replace("Weather", "The weather was")))], swap(RING, 20, ring_21), withheld_min=1,
)  # fmt: skip
ring_33 = RING[32] + " Fence posts delivered."
case(
    "numbers", "d15-numbers-en-04", "en", "entry_number_word_compound",
    "the same log: 'the thirty-third entry' (not the third), reply gives the entry alone after a preface",
    RING_T, RING, "Add to the thirty-third entry that the fence posts were delivered.",
    ["Here is the updated entry:\n\n" + ring_33], swap(RING, 32, ring_33),
)  # fmt: skip

# A second, shorter or punchier version offered after the first ------------------------------------


def says(phrase: str) -> dict[str, Any]:
    return {"outcome": "model_says", "contains": phrase}


case(
    "versions", "d15-versions-en-01", "en", "selection_second_version_comparative",
    "review: a tightened clause, then 'Shorter still: …' — two versions, the writer picks",
    HIKE_T, HIKE, "Tighten this.",
    ["the summit pushes all start to feel the same\n\nShorter still: the summit pushes blur together"],
    expect=says("Shorter still"), selected_text="the summit pushes blur into one another",
)  # fmt: skip
case(
    "versions", "d15-versions-en-02", "en", "selection_second_version_comparative",
    "review: a rewrite, then 'Even punchier: …' on the next line",
    HIKE_T, HIKE, "Make this punchier.",
    ["If you read one climbing book this year, read this one.\nEven punchier: One climbing book this year? This one."],
    expect=says("Even punchier"), selected_text="If you read one mountaineering book this year, make it this one.",
)  # fmt: skip
case(
    "versions", "d15-versions-zh-01", "zh", "selection_second_version_comparative",
    "书评：先给一个改法，再给“更短一点：……”——两个版本，由作者挑",
    SHU_T, SHU, "精炼一点。",
    ["书的后半部分有些重复，几次冲顶写得大同小异。\n\n更短一点：后半部分几次冲顶写得大同小异。"],
    expect=says("更短一点"), selected_text="书的后半部分有些重复，几次冲顶的描写读起来大同小异。",
)  # fmt: skip

if __name__ == "__main__":
    write(HERE)
