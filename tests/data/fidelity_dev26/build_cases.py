# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 26 (tests/data/fidelity_dev26/*.jsonl): session 26's fresh
variants of what blind set 25 failed once released, written before the fixes, in English and
Chinese on articles of their own, beside look-alikes that must still pass. Every expected
article is the original paragraph list with only the asked span replaced, so untouched text is
byte for byte the writer's.

    .venv/bin/python tests/data/fidelity_dev26/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402

# --- articles -------------------------------------------------------------------------------

POOL_T = "Harbour Road Pool Reopens After Roof Repairs"
POOL = [
    "The Harbour Road swimming pool will reopen on Saturday 7 March after eleven weeks of repairs to its roof.",
    "The work cost the town council £412,000, about £60,000 more than planned, because rust was found in two of the main beams.",
    "Swimmers who bought a season pass before the closure will have it extended by eleven weeks, the council said.",
    "“People have been driving forty minutes to the next pool,” said Lena Marsh, who runs the Tuesday masters club. “We are counting the days.”",
    "Lane swimming will run from 6.30 a.m. to 9 p.m. on weekdays. The learner pool will stay closed until the new changing rooms are finished in April.",
    "A single swim costs £4.20 for adults and £2.10 for children, the same as last year.",
    "Opening times are at harbourpool.example.org and the front desk answers calls on 01632 960 577.",
]
ZPOOL_T = "港口路游泳馆屋顶修好后重新开放"
ZPOOL = [
    "港口路游泳馆屋顶维修十一周后，将于3月7日（周六）重新开放。",
    "维修花费镇议会41.2万英镑，比预算多出约6万英镑，原因是两根主梁发现了锈蚀。",
    "议会表示，闭馆前购买季卡的市民，季卡有效期将顺延十一周。",
    "“大家这段时间得开四十分钟车去别的泳池，”周二大师班负责人莉娜·马什说，“我们都在数日子。”",
    "工作日泳道开放时间为早上6:30至晚上9点。新更衣室四月完工前，儿童池暂停使用。",
    "成人单次游泳票价4.2英镑，儿童2.1英镑，与去年相同。",
    "开放时间可在 harbourpool.example.org 查询，前台电话01632 960 577。",
]

BEES_T = "Three Summers With Bees"
BEES = [
    "I started keeping bees three summers ago with one borrowed hive and no idea what I was doing. 🐝",
    "**First, the suit matters less than the smoker.** A calm hive forgives a thin veil; an angry one finds every gap anyway.",
    "**Second, inspect less often.** Every time I opened the hive in the first year I set the colony back by a day. Now I look once every nine days from May to July.",
    "**Third, keep a record.** A page per visit — weather, temper, eggs seen — told me more than any book did. 📓",
    "Our neighbour Josef wrote on the gate last summer: «Die Bienen sind freundlicher als der Hund.»",
    "This year the two hives gave 31 jars of honey, and we sold 20 of them at the village fête for £6 each.",
    "If you want to try a hive, the county beekeepers meet on the second Tuesday of each month at the Old School. Write to me at bees@marshlane.example.com 🍯",
]
ZBEES_T = "养蜂三个夏天"
ZBEES = [
    "三年前的夏天，我借来一个蜂箱，什么都不懂就开始养蜂了。🐝",
    "**一、防护服没有喷烟器重要。** 蜂群安静时，面纱薄一点也无妨；蜂群躁动时，再厚的衣服也挡不住。",
    "**二、少开箱。** 第一年我每开一次箱，蜂群就要缓一天。现在五月到七月，我每九天才查看一次。",
    "**三、做记录。** 每次开箱记一页：天气、蜂群脾气、有没有看到卵。这些记录教给我的比任何一本书都多。📓",
    "邻居约瑟夫去年夏天在院门上写了一句：“The bees are friendlier than the dog.”",
    "今年两箱蜂产了31罐蜂蜜，我们在村里的集市上以每罐6英镑卖出了20罐。",
    "想试试养蜂的话，县养蜂协会每月第二个周二在老学校聚会。也可以写信给我：bees@marshlane.example.com 🍯",
]

PLOTS_T = "Greenway Allotments — Autumn Update"
PLOTS = [
    "Welcome to the autumn update. There is a lot to get through, so the dates come first.",
    "## Water",
    "The taps on the east side will be turned off on 31 October to stop the pipes freezing. The west tap stays on all winter.",
    "Please fill watering cans from the butts by the shed rather than from the hose.",
    "## Bonfire night",
    "We will hold a small bonfire on 5 November from 6 p.m. Bring your own food; the committee will bring hot drinks.",
    "Only dry garden waste may go on the pile, and nothing may be added after 3 November.",
    "## Rents",
    "Rents for next year stay at £38 for a half plot and £70 for a full plot. Please pay by 1 December.",
    "Thanks to everyone who came to the October work day — we cleared the whole of the north hedge.",
]
ZPLOTS_T = "绿道菜园秋季通讯"
ZPLOTS = [
    "欢迎阅读秋季通讯。事情不少，先说日期。",
    "## 用水",
    "东侧水龙头将于10月31日关闭，以防水管冻裂。西侧水龙头整个冬天照常供水。",
    "浇水请用棚子旁的雨水桶，尽量别用水管。",
    "## 篝火之夜",
    "11月5日晚6点起举办小型篝火活动。食物请自带，委员会提供热饮。",
    "柴堆上只能放干燥的园艺废料，11月3日之后不得再添加。",
    "## 租金",
    "明年租金不变：半块地38英镑，整块地70英镑。请在12月1日前缴纳。",
    "感谢所有参加十月劳动日的朋友，我们把北侧树篱整个清理了一遍。",
]

FERRY_T = "Island Ferry Winter Timetable"
FERRY = [
    "The winter timetable for the Gull Island ferry starts on Monday 3 November.",
    "Boats leave the harbour every two hours from 7 a.m. The ferry will not call at Seal Point between November and March.",
    "Buses will not stop at Elm Road until the new shelter is built in June.",
    "Tickets cost £5 return and can be bought on board.",
]
ZFERRY_T = "海鸥岛渡轮冬季时刻表"
ZFERRY = [
    "海鸥岛渡轮冬季时刻表自11月3日（周一）起执行。",
    "渡轮早上7点起每两小时从港口开出一班。11月至次年3月，渡轮不停靠海豹角。",
    "新候车亭6月建好前，公交不停靠榆树路站。",
    "往返船票5英镑，可在船上购买。",
]


def applied(title: str, paragraphs: list[str]) -> dict[str, object]:
    return {"outcome": "applied", "title": title, "body": "\n\n".join(paragraphs)}


def refused(because: str) -> dict[str, object]:
    return {"outcome": "refused", "because": because}


def says(phrase: str) -> dict[str, object]:
    return {"outcome": "model_says", "contains": phrase}


def last_sentence(paragraph: str, sentence: str, new: str) -> str:
    assert paragraph.endswith(sentence), sentence
    return paragraph[: -len(sentence)] + new


# --- a "sounds translated" ask answered in another language (refused); real translations ----

SRC = "blind25 released: misread_as_translation"
P2 = "The council paid £412,000 for the work, some £60,000 over budget, after rust turned up in two main beams."
case(
    "translations",
    "d26-tr-en-01",
    "en",
    "misread_as_translation",
    SRC,
    POOL_T,
    POOL,
    "Paragraph 3 sounds translated — can you make it read naturally?",
    [
        "Here's paragraph 3, reworked:\n\nLes nageurs ayant acheté un abonnement avant la fermeture verront sa durée prolongée de onze semaines, a indiqué la mairie."
    ],
    expect=refused("the paragraph came back in French; no other language was asked for"),
)
case(
    "translations",
    "d26-tr-en-02",
    "en",
    "misread_as_translation",
    SRC,
    BEES_T,
    BEES,
    "This reads like a bad translation. Smooth out paragraph 6.",
    [
        "Sure:\n\nDieses Jahr haben die zwei Völker 31 Gläser Honig gegeben, und 20 davon haben wir auf dem Dorffest für je 6 £ verkauft."
    ],
    expect=refused("the paragraph came back in German"),
)
case(
    "translations",
    "d26-tr-en-03",
    "en",
    "misread_as_translation",
    SRC,
    POOL_T,
    POOL,
    "The second paragraph reads like it was translated. Make it natural English.",
    [
        full(
            POOL_T,
            swap(
                POOL,
                1,
                "镇议会为这项工程支付了41.2万英镑，比预算多出约6万英镑，因为两根主梁发现了锈蚀。",
            ),
        )
    ],
    expect=refused("the paragraph came back in Chinese"),
)
case(
    "translations",
    "d26-tr-zh-01",
    "zh",
    "misread_as_translation",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "第三段翻译腔太重，改得顺一点。",
    [
        "改写后的第三段：\n\nThe council said season passes bought before the closure will be extended by eleven weeks."
    ],
    expect=refused("the paragraph came back in English"),
)
case(
    "translations",
    "d26-tr-zh-02",
    "zh",
    "misread_as_translation",
    SRC,
    ZBEES_T,
    ZBEES,
    "第六段读起来像机器翻译的，润色一下。",
    [
        "This year the two hives produced 31 jars of honey, and we sold 20 of them at the village fair for £6 each."
    ],
    expect=refused("the paragraph came back in English"),
)
# look-alikes: a translation that was asked for
case(
    "translations",
    "d26-tr-en-04",
    "en",
    "translate_quote_asked",
    SRC,
    BEES_T,
    BEES,
    "Translate Josef's note into English.",
    [
        "Here's paragraph 5 with the note in English:\n\nOur neighbour Josef wrote on the gate last summer: «The bees are friendlier than the dog.»"
    ],
    swap(
        BEES,
        4,
        "Our neighbour Josef wrote on the gate last summer: «The bees are friendlier than the dog.»",
    ),
)
case(
    "translations",
    "d26-tr-zh-03",
    "zh",
    "translate_quote_asked",
    SRC,
    ZBEES_T,
    ZBEES,
    "把第五段约瑟夫那句英文翻译成中文。",
    ["第五段：\n\n邻居约瑟夫去年夏天在院门上写了一句：“蜜蜂比狗还友好。”"],
    swap(ZBEES, 4, "邻居约瑟夫去年夏天在院门上写了一句：“蜜蜂比狗还友好。”"),
)
case(
    "translations",
    "d26-tr-en-05",
    "en",
    "translate_paragraph_asked",
    SRC,
    POOL_T,
    POOL,
    "Translate paragraph 6 into French.",
    ["Un bain coûte 4,20 £ pour les adultes et 2,10 £ pour les enfants, comme l'an dernier."],
    swap(
        POOL,
        5,
        "Un bain coûte 4,20 £ pour les adultes et 2,10 £ pour les enfants, comme l'an dernier.",
    ),
)

# --- a yes/no question about the article answered in one sentence (the model's words) ------

SRC = "blind25 released: yes_no_question_answered"
case(
    "questions",
    "d26-q-zh-01",
    "zh",
    "yes_no_question_answered",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "第五段写了儿童池什么时候能用吗？",
    ["写了——新更衣室四月完工后儿童池才能用。"],
    expect=says("四月完工后儿童池才能用"),
)
case(
    "questions",
    "d26-q-zh-02",
    "zh",
    "yes_no_question_answered",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "票价那段提到儿童票了吗？",
    ["提到了：儿童单次2.1英镑，和去年一样。"],
    expect=says("儿童单次2.1英镑"),
)
case(
    "questions",
    "d26-q-zh-03",
    "zh",
    "yes_no_question_answered",
    SRC,
    ZPLOTS_T,
    ZPLOTS,
    "租金那段说了什么时候交吗？",
    ["说了，要在12月1日前缴纳。"],
    expect=says("12月1日前缴纳"),
)
case(
    "questions",
    "d26-q-en-01",
    "en",
    "yes_no_question_answered",
    SRC,
    POOL_T,
    POOL,
    "Does paragraph 5 say when the learner pool opens?",
    [
        "Yes — it says the learner pool stays closed until the new changing rooms are finished in April."
    ],
    expect=says("stays closed until the new changing rooms"),
)
case(
    "questions",
    "d26-q-en-02",
    "en",
    "yes_no_question_answered",
    SRC,
    PLOTS_T,
    PLOTS,
    "Did I say when the rent is due in the rents paragraph?",
    ["You did: rents are due by 1 December."],
    expect=says("rents are due by 1 December"),
)
# look-alike: a question that asks for an edit
Q = "议会表示，闭馆前买了季卡的市民，有效期顺延十一周。"
case(
    "questions",
    "d26-q-zh-04",
    "zh",
    "question_then_edit",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "第三段是不是有点啰嗦？帮我精简一下。",
    [f"是有一点，精简后：\n\n{Q}"],
    swap(ZPOOL, 2, Q),
)

# --- "don't edit, tell me" asks answered with an opinion (the model's words) ----------------

SRC = "blind25 released: weakest_paragraph_no_edit / headline_opinion_no_edit"
case(
    "opinions",
    "d26-op-en-01",
    "en",
    "no_edit_opinion",
    SRC,
    BEES_T,
    BEES,
    "Don't change anything yet — is the ending strong enough?",
    [
        "The ending works: it tells readers where the beekeepers meet and how to reach you, so they know what to do next. I'd keep it as it is."
    ],
    expect=says("The ending works"),
)
case(
    "opinions",
    "d26-op-en-02",
    "en",
    "no_edit_opinion",
    SRC,
    PLOTS_T,
    PLOTS,
    "No edits please — which section would you cut first?",
    [
        "I'd cut the water section down first: the hose request could be one sentence. If you want, I can tighten it for you."
    ],
    expect=says("cut the water section down first"),
)
case(
    "opinions",
    "d26-op-zh-01",
    "zh",
    "no_edit_opinion",
    SRC,
    ZBEES_T,
    ZBEES,
    "先别动文章——你觉得结尾有力吗？",
    ["结尾挺好：告诉了读者协会在哪里聚会、怎么联系你，读者知道下一步该做什么。我建议保持原样。"],
    expect=says("我建议保持原样"),
)
case(
    "opinions",
    "d26-op-zh-02",
    "zh",
    "no_edit_opinion",
    SRC,
    ZPLOTS_T,
    ZPLOTS,
    "不用改，告诉我哪一部分最啰嗦就行。",
    ["我觉得用水那部分最啰嗦：第二句可以并进第一句。需要的话我可以帮你改。"],
    expect=says("用水那部分最啰嗦"),
)
case(
    "opinions",
    "d26-op-zh-03",
    "zh",
    "no_edit_opinion",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "标题行吗？先别改。",
    [
        "标题信息齐全：地点、原因和结果都有了。如果想更抓人，可以写上重新开放的日期，不过现在这样也可以。"
    ],
    expect=says("标题信息齐全"),
)

# --- a paragraph named by its topic, its neighbour edited instead (refused) -----------------

SRC = "blind25 released: misread_neighbour_paragraph"
case(
    "neighbours",
    "d26-nb-zh-01",
    "zh",
    "misread_neighbour_paragraph",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "讲票价那段精简一下。",
    [
        full(
            ZPOOL_T, swap(ZPOOL, 4, "工作日泳道早6:30至晚9点开放；儿童池等新更衣室四月完工后再用。")
        )
    ],
    expect=refused("the asked paragraph is unchanged; its neighbour was edited"),
)
case(
    "neighbours",
    "d26-nb-zh-02",
    "zh",
    "misread_neighbour_paragraph",
    SRC,
    ZPLOTS_T,
    ZPLOTS,
    "交租那段改得客气一点。",
    [
        full(
            ZPLOTS_T,
            swap(ZPLOTS, 9, "衷心感谢参加十月劳动日的各位朋友，大家一起把北侧树篱整个清理了一遍。"),
        )
    ],
    expect=refused("the asked paragraph is unchanged; another was edited"),
)
case(
    "neighbours",
    "d26-nb-en-01",
    "en",
    "misread_neighbour_paragraph",
    SRC,
    POOL_T,
    POOL,
    "Tighten the paragraph about ticket prices.",
    [
        full(
            POOL_T,
            swap(
                POOL,
                4,
                "Lanes are open 6.30 a.m. to 9 p.m. on weekdays; the learner pool stays closed until the new changing rooms are finished in April.",
            ),
        )
    ],
    expect=refused("the asked paragraph is unchanged; its neighbour was edited"),
)
case(
    "neighbours",
    "d26-nb-en-02",
    "en",
    "misread_neighbour_paragraph",
    SRC,
    BEES_T,
    BEES,
    "Shorten the paragraph about selling the honey.",
    [
        full(
            BEES_T,
            swap(
                BEES,
                6,
                "Want a hive? The county beekeepers meet on the second Tuesday of each month at the Old School. Write to me at bees@marshlane.example.com 🍯",
            ),
        )
    ],
    expect=refused("the asked paragraph is unchanged; its neighbour was edited"),
)
# look-alike: the named paragraph edited
NB = "成人单次4.2英镑，儿童2.1英镑，票价不变。"
case(
    "neighbours",
    "d26-nb-zh-03",
    "zh",
    "topic_named_paragraph",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "讲票价那段精简一下。",
    [full(ZPOOL_T, swap(ZPOOL, 5, NB))],
    swap(ZPOOL, 5, NB),
)

# --- the asked paragraph alone after a lead-in, then a one-line note (note not saved) -------

SRC = "blind25 released: last_para_alone_after_lead"
N1 = "Opening times: harbourpool.example.org. Front desk: 01632 960 577."
case(
    "notes",
    "d26-nt-en-01",
    "en",
    "para_alone_then_note",
    SRC,
    POOL_T,
    POOL,
    "Shorten the last paragraph.",
    [f"Here's a shorter last paragraph:\n\n{N1}\n\nI kept the web address and the phone number."],
    swap(POOL, 6, N1),
)
N2 = "Season passes bought before the closure will be extended by eleven weeks, the council said."
case(
    "notes",
    "d26-nt-en-02",
    "en",
    "para_alone_then_note",
    SRC,
    POOL_T,
    POOL,
    "Tighten paragraph 3.",
    [f"Here's a tighter paragraph 3:\n\n{N2}\n\nThe eleven weeks are still there."],
    swap(POOL, 2, N2),
)
N3 = "Fancy trying a hive? The county beekeepers meet on the second Tuesday of each month at the Old School, and you're always welcome to write to me at bees@marshlane.example.com 🍯"
case(
    "notes",
    "d26-nt-en-03",
    "en",
    "para_alone_then_note",
    SRC,
    BEES_T,
    BEES,
    "Make the last paragraph friendlier.",
    [
        f"Sure! A friendlier ending:\n\n{N3}\n\nYour e-mail address is unchanged, so readers can still reach you."
    ],
    swap(BEES, 6, N3),
)
N4 = "开放时间见 harbourpool.example.org，前台电话01632 960 577。"
case(
    "notes",
    "d26-nt-zh-01",
    "zh",
    "para_alone_then_note",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "最后一段缩短一点。",
    [f"可以改成：\n\n{N4}\n\n网址和电话都没动。"],
    swap(ZPOOL, 6, N4),
)
N5 = "**二、少开箱。** 第一年每开一次箱，蜂群都要缓一天。现在五到七月，我九天才看一次。"
case(
    "notes",
    "d26-nt-zh-02",
    "zh",
    "para_alone_then_note",
    SRC,
    ZBEES_T,
    ZBEES,
    "第三段精简一下。",
    [f"精简后的第三段：\n\n{N5}\n\n“九天”这个数字保留了。"],
    swap(ZBEES, 2, N5),
)

# --- a whole reply that drops the emoji of untouched paragraphs, the last one's too ---------

SRC = "blind25 released: emoji_dropped_outside"


def no_emoji(paragraphs: list[str]) -> list[str]:
    return [
        p.removesuffix(" 🐝")
        .removesuffix(" 📓")
        .removesuffix(" 🍯")
        .removesuffix("🐝")
        .removesuffix("📓")
        for p in paragraphs
    ]


E1 = "**Second, inspect less often.** In my first year every inspection set the colony back a day. Now I look once every nine days from May to July."
case(
    "emoji",
    "d26-em-en-01",
    "en",
    "emoji_dropped_outside",
    SRC,
    BEES_T,
    BEES,
    "Tighten paragraph 3.",
    [full(BEES_T, no_emoji(swap(BEES, 2, E1)))],
    swap(BEES, 2, E1),
)
E2 = "This year the two hives gave us 31 jars of honey — and 20 of them flew off our table at the village fête at £6 a jar!"
case(
    "emoji",
    "d26-em-en-02",
    "en",
    "emoji_dropped_outside",
    SRC,
    BEES_T,
    BEES,
    "Make paragraph 6 livelier.",
    [
        "Here's the post with a livelier paragraph 6:\n\n"
        + full(BEES_T, swap(swap(BEES, 5, E2), 6, BEES[6].removesuffix(" 🍯")))
    ],
    swap(BEES, 5, E2),
)
E3 = "**二、少开箱。** 第一年每开一次箱，蜂群就要缓一天。现在五到七月，我九天才查看一次。"
case(
    "emoji",
    "d26-em-zh-01",
    "zh",
    "emoji_dropped_outside",
    SRC,
    ZBEES_T,
    ZBEES,
    "第三段精简一下。",
    [full(ZBEES_T, no_emoji(swap(ZBEES, 2, E3)))],
    swap(ZBEES, 2, E3),
)
E4 = "今年两箱蜂一共产了31罐蜂蜜！村里集市上，每罐6英镑，20罐很快就被抢光了。"
case(
    "emoji",
    "d26-em-zh-02",
    "zh",
    "emoji_dropped_outside",
    SRC,
    ZBEES_T,
    ZBEES,
    "第六段写得生动一点。",
    [
        "好的，修改后的全文：\n\n"
        + full(ZBEES_T, swap(swap(ZBEES, 5, E4), 6, ZBEES[6].removesuffix(" 🍯")))
    ],
    swap(ZBEES, 5, E4),
)

# --- a section asked by its heading, then a dressed "rest unchanged" line ------------------

SRC = "blind25 released: section_heading_and_two_paras"
B6 = "Small bonfire on 5 November from 6 p.m. Bring your own food; we'll bring hot drinks."
B7 = "Only dry garden waste goes on the pile, and nothing after 3 November."
case(
    "placeholders",
    "d26-ph-en-01",
    "en",
    "section_then_dressed_rest",
    SRC,
    PLOTS_T,
    PLOTS,
    "Tighten the bonfire night section.",
    [f"## Bonfire night\n\n{B6}\n\n{B7}\n\n*(Everything else stays the same.)*"],
    swap(swap(PLOTS, 5, B6), 6, B7),
)
W3 = "We'll be turning off the east-side taps on 31 October so the pipes don't freeze — the west tap stays on all winter."
W4 = "If you can, please fill your watering cans from the butts by the shed rather than from the hose. Thank you!"
case(
    "placeholders",
    "d26-ph-en-02",
    "en",
    "section_then_dressed_rest",
    SRC,
    PLOTS_T,
    PLOTS,
    "Make the water section friendlier.",
    [f"## Water\n\n{W3}\n\n{W4}\n\n_(The rest of the update is unchanged.)_"],
    swap(swap(PLOTS, 2, W3), 3, W4),
)
case(
    "placeholders",
    "d26-ph-en-03",
    "en",
    "section_then_dressed_rest",
    SRC,
    PLOTS_T,
    PLOTS,
    "Tighten the bonfire night section.",
    [
        f"Here's the tightened section:\n\n## Bonfire night\n\n{B6}\n\n{B7}\n\n(Everything else is as before.)"
    ],
    swap(swap(PLOTS, 5, B6), 6, B7),
)
Z6 = "11月5日晚6点起有小型篝火活动。食物自带，热饮由委员会提供。"
Z7 = "柴堆只放干燥园艺废料，11月3日后不再添加。"
case(
    "placeholders",
    "d26-ph-zh-01",
    "zh",
    "section_then_dressed_rest",
    SRC,
    ZPLOTS_T,
    ZPLOTS,
    "篝火之夜那部分精简一下。",
    [f"## 篝火之夜\n\n{Z6}\n\n{Z7}\n\n*（其余内容保持不变。）*"],
    swap(swap(ZPLOTS, 5, Z6), 6, Z7),
)
Z3 = "东侧水龙头10月31日会关闭，免得水管冻裂，还请大家理解；西侧水龙头整个冬天照常供水。"
Z4 = "浇水时麻烦大家用棚子旁的雨水桶，尽量别用水管，谢谢！"
case(
    "placeholders",
    "d26-ph-zh-02",
    "zh",
    "section_then_dressed_rest",
    SRC,
    ZPLOTS_T,
    ZPLOTS,
    "用水那部分写得客气一点。",
    [f"## 用水\n\n{Z3}\n\n{Z4}\n\n（其他部分不变）"],
    swap(swap(ZPLOTS, 2, Z3), 3, Z4),
)

# --- the asked paragraph as a "> " blockquote after a lead-in --------------------------------

SRC = "blind25 released: target_in_blockquote"
Q1 = "**三、做记录。** 每次开箱我都记上一页：天气怎样、蜂群脾气好不好、有没有看到卵。回头看，这些记录教给我的，比任何一本书都多。📓"
case(
    "blockquotes",
    "d26-bq-zh-01",
    "zh",
    "target_in_blockquote",
    SRC,
    ZBEES_T,
    ZBEES,
    "第四段写得温暖一些。",
    [f"第四段可以这样写：\n\n> {Q1}\n\n措辞可以再按你的习惯调整。"],
    swap(ZBEES, 3, Q1),
)
Q2 = "议会说，闭馆前买了季卡的人，季卡会多用十一周。"
case(
    "blockquotes",
    "d26-bq-zh-02",
    "zh",
    "target_in_blockquote",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "第三段改得通俗一点。",
    [f"改写如下：\n\n> {Q2}"],
    swap(ZPOOL, 2, Q2),
)
Q3 = "If you bought a season pass before the closure, the council says you'll get an extra eleven weeks on it."
case(
    "blockquotes",
    "d26-bq-en-01",
    "en",
    "target_in_blockquote",
    SRC,
    POOL_T,
    POOL,
    "Make paragraph 3 clearer.",
    [f"Here's a clearer paragraph 3:\n\n> {Q3}\n\nHappy to adjust the tone."],
    swap(POOL, 2, Q3),
)
Q4 = "“这十一周，大家只能开四十分钟车去别的泳池，”周二大师班负责人莉娜·马什说，“我们天天在数日子。”"
case(
    "blockquotes",
    "d26-bq-zh-03",
    "zh",
    "target_in_blockquote",
    SRC,
    ZPOOL_T,
    ZPOOL,
    "第四段改生动一点。",
    [f"第四段改写：\n> {Q4}"],
    swap(ZPOOL, 3, Q4),
)

# --- a negated verb that comes back as a noun ("will not stop" → "skip the stop") ----------

SRC = "blind25 released: sentence_alone_named_by_position (a negation said another way)"
S1 = "Until the new shelter is built in June, buses will skip the Elm Road stop."
case(
    "negations",
    "d26-ng-en-01",
    "en",
    "negation_as_noun",
    SRC,
    FERRY_T,
    FERRY,
    "Rewrite the last sentence of paragraph 3 more clearly.",
    [f"Here's the revised sentence:\n\n{S1}"],
    swap(FERRY, 2, S1),
)
S2 = "Between November and March the ferry skips its Seal Point call."
case(
    "negations",
    "d26-ng-en-02",
    "en",
    "negation_as_noun",
    SRC,
    FERRY_T,
    FERRY,
    "Rewrite the last sentence of paragraph 2 more simply.",
    [S2],
    swap(
        FERRY,
        1,
        last_sentence(
            FERRY[1], "The ferry will not call at Seal Point between November and March.", S2
        ),
    ),
)
S3 = "Buses will miss out the Elm Road stop until the new shelter is built in June."
case(
    "negations",
    "d26-ng-en-03",
    "en",
    "negation_as_noun",
    SRC,
    FERRY_T,
    FERRY,
    "Paragraph 3 is clunky — reword it.",
    [f"Reworded:\n\n{S3}"],
    swap(FERRY, 2, S3),
)
# look-alikes: a negation really flipped (refused), and the Chinese said another way (saved)
case(
    "negations",
    "d26-ng-en-04",
    "en",
    "negation_flipped",
    SRC,
    FERRY_T,
    FERRY,
    "Make paragraph 3 livelier.",
    ["Good news for Elm Road: buses will stop there again until the new shelter is built in June!"],
    expect=refused("the buses will not stop there; the reply says they will"),
)
S5 = "新候车亭6月建好之前，公交暂时跳过榆树路这一站。"
case(
    "negations",
    "d26-ng-zh-01",
    "zh",
    "negation_as_noun",
    SRC,
    ZFERRY_T,
    ZFERRY,
    "第三段改通顺一点。",
    [S5],
    swap(ZFERRY, 2, S5),
)


# --- added after the first fixes: a section named by most of its heading's words, and more
# quotations translated back into the article's language (look-alikes: a whole translation) --

SRC = "blind25 released: section_heading_and_two_paras (a heading named in part)"
SCHOOL_T = "Hillside Primary — Summer Newsletter"
SCHOOL = [
    "Welcome to the last newsletter of the year.",
    "## Year 6 Residential Trip to Wales",
    "Year 6 will be travelling to the outdoor centre at Llangorse from 23 to 25 June, and they will be taking part in canoeing, climbing and orienteering while they are there.",
    "The coach will be leaving school at 8.30 a.m. on the Monday, and we expect it to be back by 4 p.m. on the Wednesday.",
    "## Summer Fair Raffle Prizes",
    "This year the raffle prizes include a family pass to the zoo, a hamper from the farm shop and a signed football.",
    "Tickets are £1 each or six for £5, and the draw will take place at 3 p.m.",
    "Have a lovely summer.",
]
Y2 = "Year 6 visit the outdoor centre at Llangorse from 23 to 25 June for canoeing, climbing and orienteering."
Y3 = "The coach leaves school at 8.30 a.m. on Monday and is back by 4 p.m. on Wednesday."
case(
    "sections",
    "d26-se-en-01",
    "en",
    "section_named_in_part",
    SRC,
    SCHOOL_T,
    SCHOOL,
    "Tighten the Year 6 trip section.",
    [f"## Year 6 Residential Trip to Wales\n\n{Y2}\n\n{Y3}\n\n*(Everything else stays the same.)*"],
    swap(swap(SCHOOL, 2, Y2), 3, Y3),
)
case(
    "sections",
    "d26-se-en-02",
    "en",
    "section_named_in_part",
    SRC,
    SCHOOL_T,
    SCHOOL,
    "Please shorten the part about the Wales trip.",
    [full(SCHOOL_T, swap(swap(SCHOOL, 2, Y2), 3, Y3))],
    swap(swap(SCHOOL, 2, Y2), 3, Y3),
)
R5 = "Win a family pass to the zoo, a farm-shop hamper or a signed football in this year's raffle!"
case(
    "sections",
    "d26-se-en-03",
    "en",
    "section_named_in_part",
    SRC,
    SCHOOL_T,
    SCHOOL,
    "Make the raffle prizes section livelier, but leave the ticket prices as they are.",
    [f"Here's a livelier raffle section:\n\n## Summer Fair Raffle Prizes\n\n{R5}\n\n{SCHOOL[6]}"],
    swap(SCHOOL, 5, R5),
)
case(
    "sections",
    "d26-se-en-04",
    "en",
    "section_named_in_part",
    SRC,
    SCHOOL_T,
    SCHOOL,
    "Tighten the Year 6 trip section.",
    [
        full(
            SCHOOL_T, swap(swap(SCHOOL, 2, Y2), 6, "Tickets: £1 each or six for £5. Draw at 3 p.m.")
        )
    ],
    swap(SCHOOL, 2, Y2),
    withheld_min=1,
)

SRC = "blind25 released: translate_quote_paragraph (no paragraph named)"
EN5 = "Our neighbour Josef wrote on the gate last summer: «The bees are friendlier than the dog.»"
case(
    "translations",
    "d26-tr-en-06",
    "en",
    "translate_quote_asked",
    SRC,
    BEES_T,
    BEES,
    "Can you translate the German line back into English?",
    ["Sure — here's the post with Josef's note in English:\n\n" + full(BEES_T, swap(BEES, 4, EN5))],
    swap(BEES, 4, EN5),
)
ZH5 = "邻居约瑟夫去年夏天在院门上写了一句：“蜜蜂比狗还友好。”"
case(
    "translations",
    "d26-tr-zh-04",
    "zh",
    "translate_quote_asked",
    SRC,
    ZBEES_T,
    ZBEES,
    "把约瑟夫那句英文翻译成中文。",
    [f"翻译好了：\n\n{ZH5}"],
    swap(ZBEES, 4, ZH5),
)
FR = [
    # a whole translation of ZBEES (session 41: every sentence and the English quote kept — the
    # first one was made from the English post and left two sentences out)
    "Il y a trois étés, j'ai emprunté une ruche et je me suis lancé dans l'apiculture sans rien y connaître. 🐝",
    "**D'abord, la tenue compte moins que l'enfumoir.** Une ruche calme pardonne un voile fin ; une ruche en colère trouve chaque faille.",
    "**Ensuite, inspectez moins souvent.** La première année, chaque ouverture coûtait un jour de calme à la colonie. Maintenant, de mai à juillet, je ne regarde qu'une fois tous les neuf jours.",
    "**Enfin, tenez un carnet.** Une page par visite : la météo, l'humeur de la colonie, si j'ai vu des œufs. Ces notes m'en ont appris plus que n'importe quel livre. 📓",
    "Notre voisin Josef a écrit sur le portail l'été dernier : « The bees are friendlier than the dog. »",
    "Cette année, les deux ruches ont donné 31 pots de miel, et nous en avons vendu 20 à la fête du village pour 6 £ chacun.",
    "Si vous voulez essayer, les apiculteurs du comté se réunissent le deuxième mardi de chaque mois à l'ancienne école. Écrivez-moi à bees@marshlane.example.com 🍯",
]
case(
    "translations",
    "d26-tr-zh-05",
    "zh",
    "translate_whole_asked",
    SRC,
    ZBEES_T,
    ZBEES,
    "Translate the whole post into French.",
    [full("Trois étés avec les abeilles", FR)],
    expect={"outcome": "applied", "title": "Trois étés avec les abeilles", "body": "\n\n".join(FR)},
)


# --- added last: the model's words with curly apostrophes (I’m, can’t, I’ve, Here’s) ------

SRC = "brief: 'is this talk' misses curly apostrophes in English contractions"
STORY_T = "The Night Ferry"
STORY = [
    "The horn went twice, which meant Nell had five minutes to decide.",
    "“You’re staying, then,” Ben said, leaning on the rail.",
    "“I didn’t say that.” Nell buttoned her coat. “I said I hadn’t decided.”",
    "Ben shrugged. “The tide won’t wait for you.”",
]
case(
    "apostrophes",
    "d26-ap-en-01",
    "en",
    "curly_talk_declines",
    SRC,
    POOL_T,
    POOL,
    "Update paragraph 6 with the new prices.",
    [
        "I’m sorry, but I don’t have the new prices — could you tell me what the adult and child swims cost now?"
    ],
    expect=says("could you tell me what the adult and child swims cost now"),
)
A2 = "Season passes bought before the closure get eleven extra weeks, the council said."
case(
    "apostrophes",
    "d26-ap-en-02",
    "en",
    "curly_note_under_paragraph",
    SRC,
    POOL_T,
    POOL,
    "Tighten paragraph 3.",
    [
        f"Here’s a tighter paragraph 3:\n\n{A2}\n\nI’ve kept the eleven weeks and the council as the source."
    ],
    expect={**applied(POOL_T, swap(POOL, 2, A2)), "note_contains": "I’ve kept the eleven weeks"},
)
S3 = "“I never said that.” Nell did up her coat to the chin. “I said I hadn’t made up my mind.”"
case(
    "apostrophes",
    "d26-ap-en-03",
    "en",
    "curly_dialogue_kept",
    SRC,
    STORY_T,
    STORY,
    "Make paragraph 3 a little livelier.",
    [full(STORY_T, swap(STORY, 2, S3))],
    swap(STORY, 2, S3),
)
S4 = "Ben only shrugged. “Well, the tide won’t wait for you, Nell.”"
case(
    "apostrophes",
    "d26-ap-en-04",
    "en",
    "curly_dialogue_kept",
    SRC,
    STORY_T,
    STORY,
    "Make the last paragraph warmer.",
    [f"Here’s a warmer last paragraph:\n\n{S4}\n\nLet me know if you’d like it softer still."],
    swap(STORY, 3, S4),
)

write(HERE)
