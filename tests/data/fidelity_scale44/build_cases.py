# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 44's dev cases of outside43's findings 1, 11 and 10 (run from the repository
root), in genres and wordings the tester did not use: amounts scaled as asked (double, triple,
halve, "for 8 instead of 4", "by a third", 加倍, 翻一番, 减半, 两份, ×1.5 — one ingredient or every
amount; ½ cup → 1 cup, 两个 → 四个, a whole count rounded), with near-misses (a wrong multiple, a
figure outside the asked scope changed, the baking time scaled with the amounts); the writer's own
apology or thanks ending the asked paragraph (真的很抱歉。, 感谢您的理解！, "We're sorry.") kept as
article, with near-misses (real sign-off chatter after the article still peeled); and a softened
clause that drops a requirement (书面, in writing) named word by word, not "整段改写", with the
near-miss of a prohibition made a permission (refused). Every expected article is the original
paragraph list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, swap, write_cases  # noqa: E402

COOKIE_TITLE = "Oat and raisin cookies"
COOKIE = [
    "My aunt's oat cookies, crisp at the edges and soft in the middle.",
    "- 120 g butter\n- 100 g brown sugar\n- 2 eggs\n- 150 g rolled oats\n- ½ cup raisins",
    "Heat the oven to 180°C. Cream the butter and sugar, beat in the eggs, then fold in the oats and raisins.",
    "Bake for 12 minutes, until golden at the edges.",
]
PASTA_TITLE = "Weeknight garlic pasta"
PASTA = [
    "Serves 4. Ready in 20 minutes.",
    "You need 400 g spaghetti, 3 cloves of garlic, 6 tablespoons olive oil and 50 g parmesan.",
    "Cook the spaghetti while the garlic warms gently in the oil, then toss everything together.",
]
PARTY_TITLE = "Summer party plan"
PARTY = [
    "The staff summer party is on Friday 16 July 2027 at the Riverside Hall.",
    "Budget: £300 for food, £150 for the hall hire and £90 for music.",
    "Please tell Priya by 2 July if you can come.",
]
DOSE_TITLE = "Fevercalm tablets: how to take them"
DOSE = [
    "Read this leaflet before you take Fevercalm.",
    "Adults: take 2 tablets (1000 mg) every 6 hours, with water.",
    "Children aged 12 to 16: take 1 tablet (500 mg) every 6 hours.",
]
RECALL_TITLE = "Product recall: Brightline kettle BK-200"
RECALL = [
    "Dear customers,",
    "Some BK-200 kettles sold between 1 March and 30 April 2027 can overheat. Please stop using yours and call 0800 123 4567 for a free replacement.",
    "We apologise for any inconvenience.",
]
OUTAGE_TITLE = "Power cut on Elm Street"
OUTAGE = [
    "Power will be off on Elm Street on Tuesday 9 November from 9 am to 3 pm while we replace a cable.",
    "If you rely on powered medical equipment, call us on 0345 600 7000.",
    "Thank you for your patience.",
]
RULES_TITLE = "House rules for tenants"
RULES = [
    "Welcome to Flat 4, 12 Mill Lane.",
    "1. Rent must be paid by the 5th of each month.",
    "2. Notice to leave must be given in writing at least 30 days ahead.",
    "3. Smoking is not allowed anywhere in the flat.",
]
ZPORK_TITLE = "红烧肉"
ZPORK = [
    "这道红烧肉是我妈妈的拿手菜，四个人吃正好。",
    "材料：五花肉500克，冰糖30克，生抽2勺，老抽1勺，鸡蛋两个，姜四片。",
    "做法：五花肉切块焯水，小火炖40分钟，最后大火收汁。",
]
ZCAMP_TITLE = "夏令营报名通知"
ZCAMP = [
    "今年的少儿夏令营将于2027年7月12日开营，为期5天。",
    "每班限招20人，共3个班。报名费每人200元。",
    "报名请联系李老师：138 0013 8000。",
]
ZSORRY_TITLE = "致歉信"
ZSORRY = [
    "尊敬的各位顾客：",
    "上周六由于系统故障，部分订单延迟发货，给您添了麻烦。",
    "我们已经修复了问题，延迟的订单将在3天内全部发出。",
    "再次向您致歉。",
]
ZRENT_TITLE = "租房须知"
ZRENT = [
    "欢迎入住幸福里3号楼502室。",
    "一、租金须于每月5日前支付。",
    "二、退租须提前30天书面通知房东。",
    "三、室内不得饲养宠物。",
]
PANCAKE_TITLE = "Sunday pancakes"
PANCAKE = [
    "Thin, lacy pancakes, the way my dad made them every Sunday.",
    "| Ingredient | Amount |\n|------------|--------|\n| Flour      | 200 g  |\n| Milk       | 300 ml |\n| Eggs       | 2      |",
    "Rest the batter for 30 minutes, then fry each pancake for 1 minute a side.",
]
ZCAKE_TITLE = "戚风蛋糕"
ZCAKE = [
    "这款戚风蛋糕口感松软，新手也能做成功。",
    "| 材料 | 用量 |\n|------|------|\n| 低筋面粉 | 85克 |\n| 鸡蛋 | 4个 |\n| 细砂糖 | 60克 |\n| 牛奶 | 50毫升 |",
    "烤箱预热到150度，烤50分钟。",
]
ARTICLES = ChangedArticles(
    {
        "pancake": (PANCAKE_TITLE, PANCAKE),
        "zcake": (ZCAKE_TITLE, ZCAKE),
        "cookie": (COOKIE_TITLE, COOKIE),
        "pasta": (PASTA_TITLE, PASTA),
        "party": (PARTY_TITLE, PARTY),
        "dose": (DOSE_TITLE, DOSE),
        "recall": (RECALL_TITLE, RECALL),
        "outage": (OUTAGE_TITLE, OUTAGE),
        "rules": (RULES_TITLE, RULES),
        "zpork": (ZPORK_TITLE, ZPORK),
        "zcamp": (ZCAMP_TITLE, ZCAMP),
        "zsorry": (ZSORRY_TITLE, ZSORRY),
        "zrent": (ZRENT_TITLE, ZRENT),
    }
)
case = ARTICLES.case
whole = ARTICLES.whole

C1 = COOKIE[1]
COOKIE1_RAISINS = swap(C1, "½ cup raisins", "1 cup raisins")
COOKIE1_DOUBLE = (
    "- 240 g butter\n- 200 g brown sugar\n- 4 eggs\n- 300 g rolled oats\n- 1 cup raisins"
)
COOKIE1_HALF = "- 60 g butter\n- 50 g brown sugar\n- 1 egg\n- 75 g rolled oats\n- ¼ cup raisins"
COOKIE1_TRIPLE_OATS = swap(C1, "150 g rolled oats", "450 g rolled oats")
COOKIE1_BUTTER_X3 = swap(C1, "120 g butter", "360 g butter")
COOKIE1_BUTTER_AND_SUGAR = swap(swap(C1, "120 g butter", "240 g butter"), "100 g", "200 g")
COOKIE3_LONGER = "Bake for 24 minutes, until golden at the edges."
PASTA0_8 = "Serves 8. Ready in 20 minutes."
PASTA1_8 = (
    "You need 800 g spaghetti, 6 cloves of garlic, 12 tablespoons olive oil and 100 g parmesan."
)
PASTA0_8_SLOW = "Serves 8. Ready in 40 minutes."
PARTY1_THIRD = swap(PARTY[1], "£300 for food", "£400 for food")
PARTY1_HALF_MORE = swap(PARTY[1], "£300 for food", "£450 for food")
PARTY1_MUSIC = swap(PARTY[1], "£90 for music", "£180 for music")
DOSE2_HALF = "Children aged 12 to 16: take ½ tablet (250 mg) every 6 hours."
DOSE2_HALF_TIME = "Children aged 12 to 16: take ½ tablet (250 mg) every 3 hours."
ZPORK1_SUGAR = swap(ZPORK[1], "冰糖30克", "冰糖60克")
ZPORK1_SUGAR_X3 = swap(ZPORK[1], "冰糖30克", "冰糖90克")
ZPORK1_SUGAR_SOY = swap(swap(ZPORK[1], "冰糖30克", "冰糖60克"), "生抽2勺", "生抽4勺")
ZPORK1_DOUBLE = "材料：五花肉1000克，冰糖60克，生抽4勺，老抽2勺，鸡蛋四个，姜八片。"
ZPORK1_HALF = "材料：五花肉250克，冰糖15克，生抽1勺，老抽半勺，鸡蛋一个，姜两片。"
ZPORK1_X15 = "材料：五花肉750克，冰糖45克，生抽3勺，老抽1.5勺，鸡蛋三个，姜六片。"
ZPORK0_8 = "这道红烧肉是我妈妈的拿手菜，八个人吃正好。"
ZCAMP1_40 = swap(ZCAMP[1], "每班限招20人", "每班限招40人")
ZCAMP1_40_FEE = swap(ZCAMP1_40, "200元", "400元")

PANCAKE1_MILK = swap(PANCAKE[1], "| 300 ml |", "| 600 ml |")
PANCAKE1_HALF = (
    PANCAKE[1]
    .replace("200 g", "100 g")
    .replace("300 ml", "150 ml")
    .replace("| 2      |", "| 1      |")
)
ZCAKE1_DOUBLE = (
    ZCAKE[1]
    .replace("85克", "170克")
    .replace("4个", "8个")
    .replace("60克", "120克")
    .replace("50毫升", "100毫升")
)
ZCAKE1_SUGAR = swap(ZCAKE[1], "60克", "30克")
ZCAKE1_DOUBLE_LONGER = ZCAKE1_DOUBLE
ZCAKE2_LONGER = "烤箱预热到150度，烤100分钟。"

RECALL2_SORRY = "We know this is worrying, and we are truly sorry."
RECALL1_SORRY = RECALL[1] + " We're so sorry."
RECALL1_CLEAR = "Some BK-200 kettles sold from 1 March to 30 April 2027 can overheat. If you have one, stop using it and call 0800 123 4567 for a free replacement."
OUTAGE2_WARM = "We know a day without power is hard. Thank you so much for bearing with us!"
OUTAGE2_SORRY = "Sorry for the trouble this causes. Thank you for your understanding."
ZSORRY3_SORRY = "这次让您久等了，真的很抱歉。"
ZSORRY3_THANKS = "再次向您致歉，感谢您的耐心和理解！"
ZSORRY1_SORRY = ZSORRY[1] + "对此我们深表歉意。"
ZSORRY2_CLEAR = "问题已经修复，所有延迟的订单会在3天内发出。"
ZCAMP2_SORRY = "报名请联系李老师：138 0013 8000。名额有限，给大家带来不便，非常抱歉。"

RULES2_SOFT = "2. If you're planning to leave, please let us know at least 30 days ahead."
RULES2_SOFT_WRITTEN = (
    "2. If you're planning to leave, please let us know in writing at least 30 days ahead."
)
RULES3_ALLOWED = "3. Smoking is allowed on the balcony."
ZRENT2_SOFT = "二、如果要退租，请提前30天告诉房东。"
ZRENT2_SOFT_KEPT = "二、如果要退租，请提前30天书面告知房东。"
ZRENT3_ALLOWED = "三、室内可以饲养宠物，请注意卫生。"
ZRENT1_SOFT = "一、租金请在每月5日前交。"

cases = [
    # --- F1: amounts scaled as asked ------------------------------------------------------
    case(
        "s44-cookie-en-01",
        "cookie",
        "one_amount_doubled_as_asked",
        "outside43 F1: 'Double the sugar' refused as other figures; a fraction doubled (½ cup → 1 cup)",
        "Double the raisins.",
        [whole("cookie", {1: COOKIE1_RAISINS})],
        {1: COOKIE1_RAISINS},
    ),
    case(
        "s44-cookie-en-02",
        "cookie",
        "every_amount_doubled_as_asked",
        "outside43 F1: 'Double the recipe' — every amount doubled, oven and time kept",
        "Double the recipe please, the whole class is coming.",
        [whole("cookie", {1: COOKIE1_DOUBLE})],
        {1: COOKIE1_DOUBLE},
    ),
    case(
        "s44-cookie-en-03",
        "cookie",
        "every_amount_halved_as_asked",
        "outside43 F1: halved, 2 eggs → 1 egg, ½ cup → ¼ cup",
        "Halve the recipe — it's just me this week.",
        [whole("cookie", {1: COOKIE1_HALF}, "Here's the halved recipe:")],
        {1: COOKIE1_HALF},
    ),
    case(
        "s44-cookie-en-04",
        "cookie",
        "one_amount_tripled_as_asked",
        "outside43 F1: triple one ingredient, answered as that list item alone",
        "Triple the oats.",
        [alone(COOKIE1_TRIPLE_OATS)],
        {1: COOKIE1_TRIPLE_OATS},
    ),
    case(
        "s44-cookie-en-05",
        "cookie",
        "wrong_multiple_refused",
        "near-miss: 'Double the butter' answered with three times the butter",
        "Double the butter.",
        [whole("cookie", {1: COOKIE1_BUTTER_X3})],
        outcome="refused",
        because="120 g tripled to 360 g, not doubled",
    ),
    case(
        "s44-cookie-en-06",
        "cookie",
        "unasked_amount_scaled_refused",
        "near-miss: 'Double the butter' answered with the sugar doubled too",
        "Double the butter.",
        [whole("cookie", {1: COOKIE1_BUTTER_AND_SUGAR})],
        outcome="refused",
        because="the sugar was doubled too, unasked",
    ),
    case(
        "s44-cookie-en-07",
        "cookie",
        "baking_time_scaled_with_amounts",
        "near-miss: 'Double the recipe' answered with the baking time doubled too (refused, see README)",
        "Double the recipe please, the whole class is coming.",
        [whole("cookie", {1: COOKIE1_DOUBLE, 3: COOKIE3_LONGER})],
        outcome="refused",
        because="12 minutes made 24: a doubled recipe bakes as long",
    ),
    case(
        "s44-pasta-en-01",
        "pasta",
        "servings_scaled_as_asked",
        "outside43 F1: 'for 8 instead of 4' — servings and every amount doubled, the time kept",
        "Make this for 8 people instead of 4.",
        [whole("pasta", {0: PASTA0_8, 1: PASTA1_8})],
        {0: PASTA0_8, 1: PASTA1_8},
    ),
    case(
        "s44-pasta-en-02",
        "pasta",
        "time_scaled_with_servings_refused",
        "near-miss: 'for 8 instead of 4' answered with the cooking time doubled too",
        "Make this for 8 people instead of 4.",
        [whole("pasta", {0: PASTA0_8_SLOW, 1: PASTA1_8})],
        outcome="refused",
        because="20 minutes made 40, which no serving count changes",
    ),
    case(
        "s44-party-en-01",
        "party",
        "budget_raised_by_a_third",
        "outside43 F1: 'by a third' — £300 → £400",
        "Raise the food budget by a third.",
        [whole("party", {1: PARTY1_THIRD})],
        {1: PARTY1_THIRD},
    ),
    case(
        "s44-party-en-02",
        "party",
        "wrong_fraction_refused",
        "near-miss: 'by a third' answered with half as much again",
        "Raise the food budget by a third.",
        [whole("party", {1: PARTY1_HALF_MORE})],
        outcome="refused",
        because="£300 made £450, not a third more",
    ),
    case(
        "s44-party-en-03",
        "party",
        "one_amount_doubled_x2",
        "outside43 F1: 'x2' written as a sign",
        "Music budget x2 please.",
        [whole("party", {1: PARTY1_MUSIC})],
        {1: PARTY1_MUSIC},
    ),
    case(
        "s44-dose-en-01",
        "dose",
        "dose_halved_as_asked",
        "outside43 F1 in a dosage notice: ½ tablet (250 mg), the interval kept",
        "Halve the children's dose in the last paragraph.",
        [alone(DOSE2_HALF)],
        {2: DOSE2_HALF},
    ),
    case(
        "s44-dose-en-02",
        "dose",
        "interval_halved_with_dose_refused",
        "near-miss: the interval halved with the dose — every 6 hours made every 3",
        "Halve the children's dose in the last paragraph.",
        [alone(DOSE2_HALF_TIME)],
        outcome="refused",
        because="every 6 hours made every 3 hours — twice as often",
    ),
    case(
        "s44-zpork-zh-01",
        "zpork",
        "one_amount_doubled_as_asked",
        "outside43 F1: 糖的量加倍 — 冰糖30克 → 60克",
        "冰糖加倍。",
        [whole("zpork", {1: ZPORK1_SUGAR})],
        {1: ZPORK1_SUGAR},
    ),
    case(
        "s44-zpork-zh-02",
        "zpork",
        "every_amount_doubled_as_asked",
        "outside43 F1: 材料都翻一番 — 鸡蛋两个 → 四个, 姜四片 → 八片",
        "材料都翻一番，周末家里来客人。",
        [whole("zpork", {1: ZPORK1_DOUBLE})],
        {1: ZPORK1_DOUBLE},
    ),
    case(
        "s44-zpork-zh-03",
        "zpork",
        "every_amount_halved_as_asked",
        "outside43 F1: 分量减半 — 老抽1勺 → 半勺, 鸡蛋两个 → 一个",
        "分量减半，我一个人吃。",
        [whole("zpork", {1: ZPORK1_HALF})],
        {1: ZPORK1_HALF},
    ),
    case(
        "s44-zpork-zh-04",
        "zpork",
        "every_amount_x15_as_asked",
        "outside43 F1: ×1.5 written as a sign",
        "材料用量全部×1.5。",
        [alone(ZPORK1_X15, "好的，改好了：")],
        {1: ZPORK1_X15},
    ),
    case(
        "s44-zpork-zh-05",
        "zpork",
        "two_portions_with_servings",
        "outside43 F1: 做两份 — servings and amounts doubled",
        "我要做两份，把用量都改一下。",
        [whole("zpork", {0: ZPORK0_8, 1: ZPORK1_DOUBLE})],
        {0: ZPORK0_8, 1: ZPORK1_DOUBLE},
    ),
    case(
        "s44-zpork-zh-06",
        "zpork",
        "wrong_multiple_refused",
        "near-miss: 冰糖加倍 answered with 90克",
        "冰糖加倍。",
        [whole("zpork", {1: ZPORK1_SUGAR_X3})],
        outcome="refused",
        because="30克 made 90克 — three times",
    ),
    case(
        "s44-zpork-zh-07",
        "zpork",
        "unasked_amount_scaled_refused",
        "near-miss: 冰糖加倍 answered with 生抽 doubled too",
        "冰糖加倍。",
        [whole("zpork", {1: ZPORK1_SUGAR_SOY})],
        outcome="refused",
        because="生抽2勺 made 4勺, unasked",
    ),
    case(
        "s44-zcamp-zh-01",
        "zcamp",
        "places_doubled_as_asked",
        "outside43 F1 in an enrolment notice: 名额翻一番 — 20人 → 40人",
        "每班名额翻一番。",
        [whole("zcamp", {1: ZCAMP1_40})],
        {1: ZCAMP1_40},
    ),
    case(
        "s44-zcamp-zh-02",
        "zcamp",
        "unasked_fee_doubled_refused",
        "near-miss: 名额翻一番 answered with the fee doubled too",
        "每班名额翻一番。",
        [whole("zcamp", {1: ZCAMP1_40_FEE})],
        outcome="refused",
        because="报名费200元 made 400元, unasked",
    ),
    case(
        "s44-pancake-en-01",
        "pancake",
        "one_amount_in_table_doubled",
        "outside43 F1: one table cell doubled as asked",
        "Double the milk.",
        [whole("pancake", {1: PANCAKE1_MILK})],
        {1: PANCAKE1_MILK},
    ),
    case(
        "s44-pancake-en-02",
        "pancake",
        "every_amount_in_table_halved",
        "outside43 F1: every table amount halved",
        "Halve everything in the ingredients table.",
        [whole("pancake", {1: PANCAKE1_HALF})],
        {1: PANCAKE1_HALF},
    ),
    case(
        "s44-zcake-zh-01",
        "zcake",
        "every_amount_in_table_doubled",
        "outside43 F1: 材料全部翻倍 in a table — every cell doubled",
        "配料表里的用量全部翻倍，要带去公司分。",
        [whole("zcake", {1: ZCAKE1_DOUBLE})],
        {1: ZCAKE1_DOUBLE},
    ),
    case(
        "s44-zcake-zh-02",
        "zcake",
        "one_amount_in_table_halved",
        "outside43 F1: 细砂糖减半 in a table",
        "细砂糖减半，太甜了。",
        [whole("zcake", {1: ZCAKE1_SUGAR})],
        {1: ZCAKE1_SUGAR},
    ),
    case(
        "s44-zcake-zh-03",
        "zcake",
        "baking_time_scaled_with_amounts",
        "near-miss: 用量翻倍 answered with the baking time doubled too: the time withheld",
        "配料表里的用量全部翻倍，要带去公司分。",
        [whole("zcake", {1: ZCAKE1_DOUBLE, 2: ZCAKE2_LONGER})],
        {1: ZCAKE1_DOUBLE},
        withheld=1,
    ),
    # --- F11: the writer's own apology or thanks is article ------------------------------
    case(
        "s44-zsorry-zh-01",
        "zsorry",
        "asked_paragraph_ends_in_sorry",
        "outside43 F11: 真的很抱歉。 as the asked last paragraph",
        "最后一段写得更诚恳一些。",
        [whole("zsorry", {3: ZSORRY3_SORRY})],
        {3: ZSORRY3_SORRY},
        not_told="原样",
    ),
    case(
        "s44-zsorry-zh-02",
        "zsorry",
        "asked_paragraph_ends_in_thanks",
        "outside43 F11: 感谢您的耐心和理解！ as the asked fourth paragraph",
        "第四段语气再温暖一点。",
        [whole("zsorry", {3: ZSORRY3_THANKS})],
        {3: ZSORRY3_THANKS},
        not_told="原样",
    ),
    case(
        "s44-zsorry-zh-03",
        "zsorry",
        "apology_added_to_asked_paragraph",
        "outside43 F11: 对此我们深表歉意。 added at the end of paragraph 2",
        "第二段末尾加一句道歉。",
        [whole("zsorry", {1: ZSORRY1_SORRY})],
        {1: ZSORRY1_SORRY},
    ),
    case(
        "s44-zsorry-zh-04",
        "zsorry",
        "chatter_after_article_peeled",
        "near-miss: real sign-off chatter after the whole article is still peeled",
        "第三段改得简洁一些。",
        [whole("zsorry", {2: ZSORRY2_CLEAR}, "", "希望这样改可以！如需进一步修改，请告诉我。")],
        {2: ZSORRY2_CLEAR},
    ),
    case(
        "s44-zcamp-zh-03",
        "zcamp",
        "asked_paragraph_ends_in_sorry_with_phone",
        "outside43 F11: the asked last paragraph (holding a phone number) ends in 非常抱歉。",
        "最后一段加上名额有限的说明，并表示歉意。",
        [whole("zcamp", {2: ZCAMP2_SORRY})],
        {2: ZCAMP2_SORRY},
    ),
    case(
        "s44-recall-en-01",
        "recall",
        "asked_paragraph_ends_in_sorry",
        "outside43 F11: 'we are truly sorry.' as the asked last paragraph",
        "Make the last paragraph more sincere.",
        [whole("recall", {2: RECALL2_SORRY})],
        {2: RECALL2_SORRY},
        not_told="unchanged",
    ),
    case(
        "s44-recall-en-02",
        "recall",
        "apology_added_to_asked_paragraph",
        "outside43 F11: 'We're so sorry.' added at the end of paragraph 2",
        "Add an apology at the end of the second paragraph.",
        [whole("recall", {1: RECALL1_SORRY})],
        {1: RECALL1_SORRY},
        not_told="unchanged",
    ),
    case(
        "s44-recall-en-03",
        "recall",
        "chatter_after_article_peeled",
        "near-miss: 'I hope this helps! Let me know…' after the whole article is still peeled",
        "Make the second paragraph clearer.",
        [
            whole(
                "recall",
                {1: RECALL1_CLEAR},
                "",
                "I hope this helps! Let me know if you'd like any other changes.",
            )
        ],
        {1: RECALL1_CLEAR},
    ),
    case(
        "s44-outage-en-01",
        "outage",
        "asked_paragraph_ends_in_thanks",
        "outside43 F11: the asked last paragraph ends 'Thank you so much for bearing with us!'",
        "Make the last paragraph warmer.",
        [whole("outage", {2: OUTAGE2_WARM})],
        {2: OUTAGE2_WARM},
        not_told="unchanged",
    ),
    case(
        "s44-outage-en-02",
        "outage",
        "asked_paragraph_sorry_and_thanks",
        "outside43 F11: 'Sorry for the trouble … Thank you for your understanding.' as the asked paragraph",
        "Add an apology to the last paragraph.",
        [whole("outage", {2: OUTAGE2_SORRY})],
        {2: OUTAGE2_SORRY},
        not_told="unchanged",
    ),
    # --- F10: a softened clause that drops a requirement ------------------------------------
    case(
        "s44-zrent-zh-01",
        "zrent",
        "requirement_dropped_named",
        "outside43 F10: 书面 dropped in a softened clause — saved, named, not 整段改写",
        "第二条口气软一点。",
        [whole("zrent", {2: ZRENT2_SOFT})],
        {2: ZRENT2_SOFT},
        told="书面",
        not_told="整段改写",
    ),
    case(
        "s44-zrent-zh-02",
        "zrent",
        "requirement_kept_in_softened_clause",
        "near-miss: 书面 kept in the softened clause — saved, no 整段改写",
        "第二条口气软一点。",
        [whole("zrent", {2: ZRENT2_SOFT_KEPT})],
        {2: ZRENT2_SOFT_KEPT},
        not_told="整段改写",
    ),
    case(
        "s44-zrent-zh-03",
        "zrent",
        "prohibition_made_permission_refused",
        "near-miss: 不得 made 可以 by a softening — refused like a dropped negation",
        "第三条口气软一点。",
        [whole("zrent", {3: ZRENT3_ALLOWED})],
        outcome="refused",
        because="pets forbidden made allowed",
    ),
    case(
        "s44-zrent-zh-04",
        "zrent",
        "must_softened_to_please",
        "near-miss: 须 → 请 is what softening is — saved",
        "第一条口气软一点。",
        [whole("zrent", {1: ZRENT1_SOFT})],
        {1: ZRENT1_SOFT},
    ),
    case(
        "s44-rules-en-01",
        "rules",
        "requirement_dropped_named",
        "outside43 F10: 'in writing' dropped in a friendlier rule — saved, named",
        "Make rule 2 friendlier.",
        [whole("rules", {2: RULES2_SOFT})],
        {2: RULES2_SOFT},
        told="in writing",
    ),
    case(
        "s44-rules-en-02",
        "rules",
        "requirement_kept_in_softened_clause",
        "near-miss: 'in writing' kept — saved",
        "Make rule 2 friendlier.",
        [whole("rules", {2: RULES2_SOFT_WRITTEN})],
        {2: RULES2_SOFT_WRITTEN},
    ),
    case(
        "s44-rules-en-03",
        "rules",
        "prohibition_made_permission_refused",
        "near-miss: 'not allowed' made 'allowed' by a friendlier rule — refused",
        "Make rule 3 friendlier.",
        [whole("rules", {3: RULES3_ALLOWED})],
        outcome="refused",
        because="smoking forbidden made allowed",
    ),
]

write_cases(cases, HERE / "cases.jsonl")
