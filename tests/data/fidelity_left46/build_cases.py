# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 46's left-edit cases (run from the repository root): what outside45a found
and session 45 left, in forms the tester's tests did not use — two asks in one message, each
about its own block, both done (F18: "tidy the parking bit and turn the action items into a
list", 把停车那段理顺一下，再把待办事项改成列表); a FAQ's answer named by its question's topic
("the shipping answer", 关于退货的那个回答), not another answer that merely mentions it; the
paragraphs about each speaker / stop / dish in English; Chinese change lines that quote whole
words (F11); a Chinese letter's 落款 (the signer's name) dropped or changed by a tone or
shortening rewrite. Near-misses keep working: one ask with an unasked change withheld, an
ordinal answer, every paragraph, a signature the suggestion asks to change."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, write_cases  # noqa: E402

# 1. Two asks in one message.
MEET = [
    "Present: Ana, Joe, Priya, Sam.",
    "Parking: so basically people keep leaving cars on the verge, and the council says it might start fining us, and also the gate code changed and nobody told the new tenants, so that needs sorting.",
    "Action items: Ana to call the council about the verge; Joe to send the new gate code to every tenant; Priya to order two new signs.",
    "Next meeting: Tuesday 8 April at 7 pm.",
]
MEET1 = "Parking: cars keep being left on the verge, and the council may start fining us. The gate code has also changed, and the new tenants have not been told."
MEET2 = "Action items:\n- Ana: call the council about the verge\n- Joe: send the new gate code to every tenant\n- Priya: order two new signs"
SALE = [
    "Every spring our little garden club gathers on the green behind the library to swap, sell and chat about the seedlings we have spent all winter nursing along on crowded windowsills.",
    "This year there will be tomatoes, chillies, sweet peas and a whole table of herbs.",
    "All the money raised goes to the school garden.",
    "To book a stall, email Marta by Friday 14 March.",
]
SALE0 = (
    "Every spring our garden club meets on the green behind the library to swap and sell seedlings."
)
SALE3 = "To book a stall, email Marta by **Friday 14 March**."
SALE2 = "Every penny raised goes to the school garden."
ZMEET = [
    "参会：刘洋、陈静、赵磊、孙悦。",
    "停车：现在的问题就是大家老是把车停在草坪边上，物业那边说可能要开始罚款了，然后门禁密码也换了，新来的租户都还不知道，这个得解决一下。",
    "待办事项：刘洋联系物业问罚款的事；陈静把新密码发给每一位租户；赵磊订两块新的提示牌。",
    "下次会议：4月8日晚上七点。",
]
ZMEET1 = "停车：有车辆长期停在草坪边上，物业表示可能开始罚款；另外门禁密码已更换，新租户尚未收到通知，需要尽快解决。"
ZMEET2 = "待办事项：\n- 刘洋：联系物业问罚款的事\n- 陈静：把新密码发给每一位租户\n- 赵磊：订两块新的提示牌"
ZNOTICE = [
    "各位家长好！新学期开始了，为了让孩子们在学校吃得更健康、更放心，学校食堂从下周起要换一家新的配餐公司，我们也会请家长代表定期来食堂看一看。",
    "新的菜单每周五在班级群里发布，欢迎大家提意见。",
    "有意做家长代表的，请在9月20日前把报名表交给班主任。",
]
ZNOTICE0 = "各位家长好！从下周起，学校食堂将换一家新的配餐公司，并请家长代表定期来食堂看看。"
ZNOTICE2 = "有意做家长代表的，请在**9月20日前**把报名表交给班主任。"
ZNOTICE1 = "新的菜单每周五在班级群里发布，欢迎大家多提宝贵意见！"

# 2. A FAQ's answer named by its question's topic.
HELP = [
    "**How do returns work?**",
    "You can return anything within 30 days. We email you a free return shipping label, and the refund reaches your card within a week of the parcel arriving back with us.",
    "**Do you ship abroad?**",
    "Yes. We ship to most of Europe and to Canada. Delivery takes five to eight working days, and any customs fees are paid by the customer on arrival, which we know can be annoying, so we show an estimate at checkout.",
    "**Can I change my order?**",
    "Yes, as long as it has not been packed yet.",
]
HELP3 = "Yes, we ship to most of Europe and to Canada. Delivery takes five to eight working days; customs fees, estimated at checkout, are paid on arrival."
HELP1 = "You can return anything within 30 days. We email you a free return shipping label, and your refund arrives within a week of the parcel reaching us."
CLINIC = [
    "## Can I bring someone with me?",
    "Yes, one adult may come with you into the consulting room. Children are welcome in the waiting area, but please do not bring them if you are coming for a vaccination appointment, because the nurse needs the room to be calm.",
    "## Where do I park?",
    "There are six spaces behind the surgery, two of them for blue badge holders. If they are full, the Mill Lane car park is free after 6 pm.",
    "## How do I cancel an appointment?",
    "Call reception or use the app. If you cannot make a vaccination appointment, please cancel at least a day ahead so we can offer it to someone else.",
]
CLINIC3 = "There are six spaces behind the surgery, two for blue badge holders. If they are all taken, park in Mill Lane, which is free after 6 pm."
CLINIC1 = "Yes, one adult may come into the consulting room with you. Children can wait in the waiting area, but please leave them at home for a vaccination, as the nurse needs a calm room."
ZFAQ = [
    "**可以退货吗？**",
    "收到商品七天内都可以退货，退货运费由我们承担，退款会在三个工作日内原路退回，麻烦您保留好商品的包装和发票，这样我们才能尽快帮您处理。",
    "**多久发货？**",
    "一般下单后48小时内发货，节假日顺延；如果收到的商品需要退货，请先联系客服。",
    "**可以开发票吗？**",
    "可以，下单时填写发票抬头即可。",
]
ZFAQ1 = "收到商品七天内可退货，运费由我们承担，退款三个工作日内原路退回，请保留包装和发票。"
ZFAQ3 = "一般下单后48小时内发货，节假日顺延。"
ZCLUB = [
    "## 怎么报名？",
    "在公众号里填写报名表就行，每期名额三十人，报满为止。报名时请写清楚孩子的年龄，方便我们分组；如果要开发票，也请在备注里写上。",
    "## 费用是多少？",
    "每期八百元，包含材料费，第二个孩子可以减一百元。",
    "## 可以开发票吗？",
    "可以的，我们可以开普通发票，也可以开专用发票，不过需要您在报名的时候就把单位名称、税号这些信息都提供给我们，开好以后会在一周内寄出。",
]
ZCLUB5 = "可以。普通发票和专用发票都能开，请在报名时提供单位名称和税号，开好后一周内寄出。"
ZCLUB1 = (
    "在公众号里填写报名表即可，每期限三十人。报名时请注明孩子的年龄；需要发票的，请在备注里写上。"
)

# 3. The paragraphs about each speaker / stop / dish.
DATA = [
    "Around two hundred people came to Leeds Data Day on Saturday, the biggest crowd in the event's five years.",
    "Our first speaker, Priya Nair, opened with a talk on cleaning messy survey data, and showed how one stray comma had once cost her team a whole week of work.",
    "The second speaker, Tom Okoye, talked about maps, and in particular about why so many of the maps we see in the news quietly mislead the people reading them.",
    "Our last speaker, Hannah Berg, closed the morning with a session on teaching statistics to nurses, which turned out to be the liveliest hour of the day.",
    "Lunch was good, and the organisers have already booked the hall for next year.",
]
DATA1 = "Our first speaker, Priya Nair, opened with a talk on cleaning messy survey data: one stray comma once cost her team a week."
DATA2 = "The second speaker, Tom Okoye, talked about why so many news maps quietly mislead their readers."
DATA3 = "Our last speaker, Hannah Berg, closed the morning with the liveliest hour of the day: teaching statistics to nurses."
DATA0 = "About 200 people came to Leeds Data Day on Saturday, the biggest crowd in its five years."
WALK = [
    "This walk takes about two hours and suits anyone who can manage a few steep lanes.",
    "Our first stop is the old corn exchange, where the market still runs every Thursday and the roof was rebuilt after the fire of 1911.",
    "The next stop is St Mary's church. Climb the tower if it is open: on a clear day you can see three counties from the top.",
    "The final stop is the castle mound, which is free to enter and has the best view of the river.",
    "There are toilets by the bus station and plenty of cafés on Bridge Street.",
]
WALK1 = "Our first stop is the old corn exchange! The market still buzzes every Thursday, and the roof was rebuilt after the great fire of 1911."
WALK2 = "Next up: St Mary's church. If the tower is open, climb it, because on a clear day you can see three whole counties from the top!"
WALK3 = "Last of all comes the castle mound: free to enter, and the best view of the river you will find."
WALK4 = "You will find toilets by the bus station and loads of cafés on Bridge Street."
FOOD = [
    "We booked Fenwick's for my mother's seventieth and were glad we did.",
    "The first dish was a beetroot tart with goat's cheese, which was lovely, really lovely, with a crisp base that did not go soggy at all even at the end.",
    "The second dish, the lamb shoulder, came with the best roast potatoes any of us could remember, and there was plenty for everyone at the table.",
    "The last dish was a rhubarb fool, which was light and sharp and exactly right after the lamb.",
    "Service was warm and the bill came to £48 a head with wine.",
]
FOOD1 = "The first dish was a beetroot tart with goat's cheese on a crisp base that stayed crisp to the end."
FOOD2 = "The second dish, the lamb shoulder, came with the best roast potatoes any of us could remember."
FOOD3 = "The last dish was a rhubarb fool, light and sharp after the lamb."
FOOD4 = "Service was warm and the bill was £48 a head with wine."
ZFOOD = [
    "上周末我们一家去了巷子里那家新开的小馆子，给奶奶过生日。",
    "第一道菜是凉拌木耳，酸酸辣辣的，特别开胃，我们一家人都很喜欢吃，一盘很快就吃完了。",
    "第二道菜是红烧肉，肥而不腻，入口即化，奶奶说这是她吃过最好吃的红烧肉之一。",
    "第三道菜是清炒时蔬，火候刚刚好，颜色也很漂亮，很适合解腻。",
    "人均一百二十元左右，下次还会再来。",
]
ZFOOD1 = "第一道菜是凉拌木耳，酸辣开胃，一盘很快就吃完了。"
ZFOOD2 = "第二道菜是红烧肉，肥而不腻，奶奶说是她吃过最好吃的之一。"
ZFOOD3 = "第三道菜是清炒时蔬，火候刚好，正好解腻。"
ZFOOD4 = "人均一百二十元左右，我们下次一定还来！"

# 4. Chinese change lines quote whole words.
ZDIARY = [
    "周六早上，我们乘坐了公共汽车去植物园。",
    "园里的郁金香开得非常灿烂，妹妹高兴得又跳又叫。",
    "中午我们在草地上野餐，妈妈准备了三明治和水果。",
    "回家的路上下起了小雨，大家都淋湿了，不过一点也不扫兴。",
]
ZDIARY0 = "周六早上，我们坐公交去植物园。"
ZDIARY1 = "园里的郁金香开得很灿烂，妹妹高兴得又跳又叫。"
ZDIARY3 = "回家的路上下起了小雨，大家都淋湿了，不过一点也不扫兴。"
ZDIARY2 = "中午我们在草坪上野餐，妈妈准备了三明治和水果。"
ZWORK = [
    "本周五下午的部门会议推迟到了下周三上午十点。",
    "请大家提前准备好各自项目的进度汇报。",
    "会议地点不变，仍在三楼小会议室。",
]
ZKIDS = [
    "放学以后，孩子们在操场上踢足球，一直玩到天黑。",
    "哥哥上个月买了一辆电动自行车，每天骑着去上班。",
    "新家离地铁站很近，走路五分钟就到。",
]
ZKIDS0 = "放学以后，孩子们在操场上踢球，一直玩到天黑。"
ZKIDS1 = "哥哥上个月买了一辆电动车，每天骑着去上班。"
ZKIDS2 = "新家离车站很近，走路五分钟就到。"
ZWORK0 = "本周五下午的部门会议改到下周三上午十点。"
ZWORK1 = "请大家提前准备好自己项目的进度汇报。"

# 5. A Chinese letter's 落款.
ZLETTER = [
    "尊敬的李老师：",
    "您好！这学期承蒙您的悉心指导，我的论文终于顺利完成了。在写作过程中，您不厌其烦地帮我修改提纲，还多次抽出周末的时间和我讨论问题，对此我十分感激。",
    "下学期我将去上海实习，希望以后还能经常向您请教。",
    "此致\n敬礼！",
    "学生：张晓明\n2026年6月12日",
]
ZLETTER1 = "您好！这学期得到您的悉心指导，我的论文终于顺利完成了。您不厌其烦地帮我修改提纲，还常常用周末和我讨论问题，我真的非常感激。"
ZLETTER4_GONE = "您的学生\n2026年6月12日"
ZLETTER4_GIVEN = "学生：晓明\n2026年6月12日"
ZLETTER4_ASKED = "晓明\n2026年6月12日"
ZTHANKS = [
    "王阿姨：",
    "谢谢您上个月帮我们照看小猫。我们出门旅行的那十天里，您每天都过来喂它、给它换水，还拍了好多照片发给我们，让我们在外面也很放心。",
    "我们从云南给您带了一点普洱茶，放在您家门口的鞋柜上了，请您收下。",
    "祝您身体健康！\n陈雨桐 敬上\n三月十二日",
]
ZTHANKS1 = "谢谢您上个月帮我们照看小猫。我们出门旅行的十天里，您每天都来喂它、换水，还拍了很多照片给我们，让我们在外面很放心。"
ZTHANKS3_GONE = "祝您身体健康！\n三月十二日"
ZTHANKS3_OTHER = "祝您身体健康！\n小陈 敬上\n三月十二日"
ZTHANKS_SHORT = "谢谢您上个月帮我们照看小猫，让我们旅行时很放心。"
LETTER = [
    "Dear Mr Hughes,",
    "Thank you for hosting our Year 9 class at the waterworks last Tuesday. The students are still talking about the filter beds, and several of them have asked whether they could come back for work experience next summer.",
    "We hope to bring another class in the spring.",
    "Kind regards,\nSarah Whitfield",
]
LETTER1 = "Thank you for hosting our Year 9 class at the waterworks last Tuesday; the students loved the filter beds."
LETTER3_GONE = "Kind regards,\nSarah"

ARTICLES = ChangedArticles(
    {
        "meet": ("Residents' meeting, 4 March", MEET),
        "sale": ("Spring plant sale", SALE),
        "zmeet": ("业主会议纪要", ZMEET),
        "znotice": ("关于食堂更换配餐公司的通知", ZNOTICE),
        "help": ("Help", HELP),
        "clinic": ("Visiting the surgery", CLINIC),
        "zfaq": ("常见问题", ZFAQ),
        "zclub": ("少儿美术班报名问答", ZCLUB),
        "data": ("Notes from Leeds Data Day", DATA),
        "walk": ("A morning walk through Ludlow", WALK),
        "food": ("Dinner at Fenwick's", FOOD),
        "zfood": ("巷子里的小馆子", ZFOOD),
        "zdiary": ("植物园一日", ZDIARY),
        "zwork": ("会议时间调整", ZWORK),
        "zkids": ("家里的小事", ZKIDS),
        "zletter": ("致李老师的感谢信", ZLETTER),
        "zthanks": ("给王阿姨的信", ZTHANKS),
        "letter": ("Thank you", LETTER),
    }
)
case = ARTICLES.case


def whole(art: str, changed: dict[object, str | None]) -> str:
    return ARTICLES.whole(art, changed)


cases = [
    # 1. Two asks in one message: both are the ask.
    case(
        "l46-two-en-01",
        "meet",
        "two_asks_both_done",
        "outside45a F18: tidy one block and turn another into a list, both done",
        "tidy the parking bit and turn the action items into a list",
        [whole("meet", {1: MEET1, 2: MEET2})],
        {1: MEET1, 2: MEET2},
        not_told="not applied",
    ),
    case(
        "l46-two-en-02",
        "sale",
        "two_asks_both_done",
        "F18 in other words: shorten the intro and bold the deadline in the last paragraph",
        "shorten the intro and bold the deadline in the last paragraph",
        [whole("sale", {0: SALE0, 3: SALE3})],
        {0: SALE0, 3: SALE3},
        not_told="not applied",
    ),
    case(
        "l46-two-en-03",
        "meet",
        "two_asks_both_done",
        "F18 with the list asked first and 'also' between the asks",
        "Please put the action items in a bulleted list, and also clean up the parking paragraph.",
        [whole("meet", {1: MEET1, 2: MEET2})],
        {1: MEET1, 2: MEET2},
        not_told="not applied",
    ),
    case(
        "l46-two-en-04",
        "meet",
        "two_asks_both_done",
        "near-miss: one ask; the list made unasked is withheld",
        "tidy the parking bit",
        [whole("meet", {1: MEET1, 2: MEET2})],
        {1: MEET1},
        withheld=1,
    ),
    case(
        "l46-two-en-05",
        "sale",
        "two_asks_both_done",
        "near-miss: two asks, a third paragraph reworded unasked is withheld",
        "shorten the intro and bold the deadline in the last paragraph",
        [whole("sale", {0: SALE0, 2: SALE2, 3: SALE3})],
        {0: SALE0, 3: SALE3},
        withheld=1,
    ),
    case(
        "l46-two-zh-01",
        "zmeet",
        "two_asks_both_done",
        "F18 in Chinese: 把停车那段理顺一下，再把待办事项改成列表",
        "把停车那段理顺一下，再把待办事项改成列表",
        [whole("zmeet", {1: ZMEET1, 2: ZMEET2})],
        {1: ZMEET1, 2: ZMEET2},
        not_told="未采用",
    ),
    case(
        "l46-two-zh-02",
        "znotice",
        "two_asks_both_done",
        "F18 in Chinese: 开头缩短，另外把最后一段的截止日期加粗",
        "开头缩短一点，另外把最后一段里的截止日期加粗",
        [whole("znotice", {0: ZNOTICE0, 2: ZNOTICE2})],
        {0: ZNOTICE0, 2: ZNOTICE2},
        not_told="未采用",
    ),
    case(
        "l46-two-zh-03",
        "zmeet",
        "two_asks_both_done",
        "F18 in Chinese, the list asked first, 顺便 between the asks",
        "待办事项那段改成列表，顺便把停车那段写得通顺些",
        [whole("zmeet", {1: ZMEET1, 2: ZMEET2})],
        {1: ZMEET1, 2: ZMEET2},
        not_told="未采用",
    ),
    case(
        "l46-two-zh-04",
        "znotice",
        "two_asks_both_done",
        "near-miss: two asks, the middle paragraph reworded unasked is withheld",
        "开头缩短一点，另外把最后一段里的截止日期加粗",
        [whole("znotice", {0: ZNOTICE0, 1: ZNOTICE1, 2: ZNOTICE2})],
        {0: ZNOTICE0, 2: ZNOTICE2},
        withheld=1,
    ),
    case(
        "l46-two-en-06",
        "meet",
        "two_asks_both_done",
        "F18, added after the fix: 'list' as the verb of the second ask",
        "Shorten the parking paragraph and list the action items",
        [whole("meet", {1: MEET1, 2: MEET2})],
        {1: MEET1, 2: MEET2},
        not_told="not applied",
    ),
    case(
        "l46-two-zh-05",
        "zmeet",
        "two_asks_both_done",
        "F18 in Chinese, added after the fix: two asks parted by a comma alone (理顺，…改成列表)",
        "停车那段理顺，待办事项改成列表",
        [whole("zmeet", {1: ZMEET1, 2: ZMEET2})],
        {1: ZMEET1, 2: ZMEET2},
        not_told="未采用",
    ),
    case(
        "l46-two-zh-06",
        "zmeet",
        "two_asks_both_done",
        "F18 in Chinese, added after the fix: 并且把 with no comma",
        "停车那段理顺一下并且把待办事项改成列表",
        [whole("zmeet", {1: ZMEET1, 2: ZMEET2})],
        {1: ZMEET1, 2: ZMEET2},
        not_told="未采用",
    ),
    # 2. A FAQ's answer named by its question's topic.
    case(
        "l46-faq-en-01",
        "help",
        "faq_answer_by_topic",
        "outside45a: 'the shipping answer' is the answer under 'Do you ship abroad?', not the returns answer that mentions a shipping label",
        "shorten the shipping answer",
        [whole("help", {3: HELP3})],
        {3: HELP3},
    ),
    case(
        "l46-faq-en-02",
        "help",
        "faq_answer_by_topic",
        "the shipping answer, the model also rewording the returns answer: withheld",
        "shorten the shipping answer",
        [whole("help", {1: HELP1, 3: HELP3})],
        {3: HELP3},
        withheld=1,
    ),
    case(
        "l46-faq-en-03",
        "clinic",
        "faq_answer_by_topic",
        "question headings: 'the parking answer' under '## Where do I park?'",
        "make the answer about parking clearer",
        [whole("clinic", {3: CLINIC3})],
        {3: CLINIC3},
    ),
    case(
        "l46-faq-en-04",
        "clinic",
        "faq_answer_by_topic",
        "'the vaccination answer' has no question of its own: the answers that mention it are two — a reply changing the first is not refused as the wrong paragraph",
        "shorten the first answer",
        [whole("clinic", {1: CLINIC1})],
        {1: CLINIC1},
    ),
    case(
        "l46-faq-zh-01",
        "zfaq",
        "faq_answer_by_topic",
        "outside45a in Chinese: 关于退货的那个回答 is the answer under 可以退货吗, not the shipping answer that mentions 退货",
        "把关于退货的那个回答改短",
        [whole("zfaq", {1: ZFAQ1})],
        {1: ZFAQ1},
    ),
    case(
        "l46-faq-zh-02",
        "zfaq",
        "faq_answer_by_topic",
        "the 发货 answer, the model also shortening the 退货 answer: withheld",
        "发货那个回答精简一下",
        [whole("zfaq", {1: ZFAQ1, 3: ZFAQ3})],
        {3: ZFAQ3},
        withheld=1,
    ),
    case(
        "l46-faq-zh-03",
        "zclub",
        "faq_answer_by_topic",
        "question headings in Chinese: 讲发票的那个回答 is under 可以开发票吗, not the sign-up answer that mentions 发票",
        "把讲发票的那个回答写得简洁一点",
        [whole("zclub", {5: ZCLUB5})],
        {5: ZCLUB5},
    ),
    case(
        "l46-faq-zh-04",
        "zclub",
        "faq_answer_by_topic",
        "near-miss: 第一个回答 by its place",
        "第一个回答写得简洁一点",
        [whole("zclub", {1: ZCLUB1})],
        {1: ZCLUB1},
    ),
    # 3. The paragraphs about each speaker / stop / dish.
    case(
        "l46-each-en-01",
        "data",
        "each_unit_paragraphs",
        "outside45a: 'the paragraphs about each speaker' are the three speakers', the intro's change withheld",
        "shorten the paragraphs about each speaker",
        [whole("data", {0: DATA0, 1: DATA1, 2: DATA2, 3: DATA3})],
        {1: DATA1, 2: DATA2, 3: DATA3},
        withheld=1,
    ),
    case(
        "l46-each-en-02",
        "walk",
        "each_unit_paragraphs",
        "'the paragraphs on each stop', the closing paragraph's change withheld",
        "make the paragraphs on each stop livelier",
        [whole("walk", {1: WALK1, 2: WALK2, 3: WALK3, 4: WALK4})],
        {1: WALK1, 2: WALK2, 3: WALK3},
        withheld=1,
    ),
    case(
        "l46-each-en-03",
        "food",
        "each_unit_paragraphs",
        "'the bits about each dish', the bill's paragraph changed unasked is withheld",
        "tighten up the bits about each dish",
        [whole("food", {1: FOOD1, 2: FOOD2, 3: FOOD3, 4: FOOD4})],
        {1: FOOD1, 2: FOOD2, 3: FOOD3},
        withheld=1,
    ),
    case(
        "l46-each-en-04",
        "walk",
        "each_unit_paragraphs",
        "near-miss: every paragraph is the whole article",
        "make every paragraph livelier",
        [whole("walk", {1: WALK1, 2: WALK2, 3: WALK3, 4: WALK4})],
        {1: WALK1, 2: WALK2, 3: WALK3, 4: WALK4},
    ),
    case(
        "l46-each-zh-01",
        "zfood",
        "each_unit_paragraphs",
        "写每道菜的那几段: the three 第N道菜 paragraphs, the closing change withheld",
        "把写每道菜的那几段精简一下",
        [whole("zfood", {1: ZFOOD1, 2: ZFOOD2, 3: ZFOOD3, 4: ZFOOD4})],
        {1: ZFOOD1, 2: ZFOOD2, 3: ZFOOD3},
        withheld=1,
    ),
    # 4. Chinese change lines quote whole words.
    case(
        "l46-words-zh-01",
        "zdiary",
        "zh_change_line_whole_words",
        "outside45a F11 in Chinese: 乘坐了公共汽车 → 坐公交 quoted whole, not “乘”/“了公共汽车”",
        "第一段改得口语一点",
        [alone(ZDIARY0)],
        {0: ZDIARY0},
        told="“乘坐了公共汽车”改为“坐公交”",
    ),
    case(
        "l46-words-zh-02",
        "zdiary",
        "zh_change_line_whole_words",
        "F11 in Chinese: 非常灿烂 → 很灿烂 quoted as the adverb, not a piece of it",
        "第二段别那么夸张",
        [alone(ZDIARY1)],
        {1: ZDIARY1},
        told="“非常”改为“很”",
    ),
    case(
        "l46-words-zh-03",
        "zwork",
        "zh_change_line_whole_words",
        "F11 in Chinese: 推迟到了 → 改到 quoted whole, not “推迟”/“了”",
        "第一段说法简单一点",
        [alone(ZWORK0)],
        {0: ZWORK0},
        told="“推迟到了”改为“改到”",
    ),
    case(
        "l46-words-zh-04",
        "zwork",
        "zh_change_line_whole_words",
        "F11 in Chinese: 各自 → 自己, a two-character word whole",
        "第二段口语一点",
        [alone(ZWORK1)],
        {1: ZWORK1},
        told="“各自”改为“自己”",
    ),
    case(
        "l46-words-zh-05",
        "zdiary",
        "zh_change_line_whole_words",
        "F11 in Chinese: 草地 → 草坪 quoted as the word",
        "第三段换个词",
        [alone(ZDIARY2)],
        {2: ZDIARY2},
        told="“草地”改为“草坪”",
    ),
    case(
        "l46-words-zh-06",
        "zkids",
        "zh_change_line_whole_words",
        "F11 in Chinese: 足球 → 球, one character cut from a word, quoted with its word",
        "第一段口语一点",
        [alone(ZKIDS0)],
        {0: ZKIDS0},
        not_told="删了“足”",
    ),
    case(
        "l46-words-zh-07",
        "zkids",
        "zh_change_line_whole_words",
        "F11 in Chinese: 电动自行车 → 电动车, the cut 自行 quoted inside its word",
        "第二段口语一点",
        [alone(ZKIDS1)],
        {1: ZKIDS1},
        not_told="删了“自行”",
    ),
    case(
        "l46-words-zh-08",
        "zkids",
        "zh_change_line_whole_words",
        "F11 in Chinese: 地铁站 → 车站, a word starting with 地 (no particle here)",
        "第三段换个说法",
        [alone(ZKIDS2)],
        {2: ZKIDS2},
        not_told="“地铁”改为“车”",
    ),
    # 5. A Chinese letter's 落款.
    case(
        "l46-sign-zh-01",
        "zletter",
        "zh_signer_kept",
        "a warmer rewrite drops the signer's name from the 落款 (学生：张晓明 → 您的学生)",
        "语气再真诚一点",
        [whole("zletter", {1: ZLETTER1, 4: ZLETTER4_GONE})],
        outcome="refused",
        because="the signer 张晓明 left out of the 落款",
    ),
    case(
        "l46-sign-zh-02",
        "zletter",
        "zh_signer_kept",
        "a warmer rewrite signs with the given name alone (张晓明 → 晓明)",
        "整封信写得更亲切些",
        [whole("zletter", {1: ZLETTER1, 4: ZLETTER4_GIVEN})],
        outcome="refused",
        because="the signer's surname 张 left out of the 落款",
    ),
    case(
        "l46-sign-zh-03",
        "zthanks",
        "zh_signer_kept",
        "a shortened letter drops the signer (陈雨桐 敬上 gone)",
        "这封信缩短一点",
        [whole("zthanks", {1: ZTHANKS_SHORT, 3: ZTHANKS3_GONE})],
        outcome="refused",
        because="the signer 陈雨桐 left out of the sign-off",
    ),
    case(
        "l46-sign-zh-04",
        "zthanks",
        "zh_signer_kept",
        "a friendlier letter signs as 小陈 instead of 陈雨桐",
        "写得更热情一点",
        [whole("zthanks", {1: ZTHANKS1, 3: ZTHANKS3_OTHER})],
        outcome="refused",
        because="the signer 陈雨桐 changed to 小陈",
    ),
    case(
        "l46-sign-zh-05",
        "zletter",
        "zh_signer_kept",
        "near-miss: the suggestion asks to sign with the given name: the edit",
        "落款只写名字“晓明”就好，不用写“学生”",
        [whole("zletter", {4: ZLETTER4_ASKED})],
        {4: ZLETTER4_ASKED},
    ),
    case(
        "l46-sign-zh-06",
        "zthanks",
        "zh_signer_kept",
        "near-miss: a friendlier letter that keeps the 落款 is saved",
        "写得更热情一点",
        [whole("zthanks", {1: ZTHANKS1})],
        {1: ZTHANKS1},
    ),
    case(
        "l46-sign-en-01",
        "letter",
        "zh_signer_kept",
        "English, as session 45 checks a warmer rewrite: a shortened letter signs with the first name alone",
        "shorten the letter",
        [whole("letter", {1: LETTER1, 3: LETTER3_GONE})],
        outcome="refused",
        because="the surname Whitfield left out of the signature",
    ),
]

if __name__ == "__main__":
    write_cases(cases, HERE / "cases.jsonl")
