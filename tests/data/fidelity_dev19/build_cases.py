# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 19 (tests/data/fidelity_dev19/*.jsonl): session 20's fresh
variants of what blind set 19 failed on, written before the fixes, in English and Chinese on
articles of their own — facts a restyle changed inside the asked paragraph (a currency, a
deputy's rank, a clock time written 点半, a price made approximate), a date moved in another
paragraph while a paragraph named by its topic is shortened, NO_CHANGE under a label or in a
JSON record, every paragraph listed as "(unchanged)" but the asked one, the asked paragraph
between lone ⋮ lines, a paragraph counted from the end, and two untouched paragraphs merged
while an item is added to a list.

    .venv/bin/python tests/data/fidelity_dev19/build_cases.py

Every expected article is built from the original paragraph list with only the asked entries
replaced, so untouched text is byte for byte the writer's.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record, refused, swapped  # noqa: E402
from fidelity_build import full as whole  # noqa: E402

# A market story (EN, £) and a school story (EN, $).
MK_T = "Riverside Market Moves Indoors"
MK = [
    "After eleven years under canvas, Riverside Market opened in the old tram depot on Friday 9 May.",
    "The move cost £380,000, most of it spent on a new floor, lighting and forty lockable stalls.",
    "Market manager Delia Okafor said: “Our traders have stood in the rain long enough. Now they can stay until dark.”",
    "The market opens on Fridays and Saturdays from 8 a.m. to 4 p.m., with a late market on Thursdays until 8.30 p.m.",
    "A stall costs £35 a day, or £120 for a month of Saturdays. Traders under 21 pay half.",
    "The deputy mayor, Alan Frith, said the depot had stood empty for nine years and that the rent would fund two new bus shelters.",
    "A café run by the catering college will open in the depot's old ticket office in June.",
]
SC_T = "Hillview School Gets Its Playing Field Back"
SC = [
    "Hillview Elementary reopened its playing field on Tuesday after a summer of drainage work.",
    "The district spent $212,000 on the field, which flooded every spring for a decade.",
    "The acting principal, Maria Lindqvist, said the children had waited long enough and thanked the parents who raised $18,500 for new goals.",
    "The field is open to the public on weekends from 9 a.m. to 5.30 p.m., and after-school clubs use it until 6 p.m. on weekdays.",
    "A season pass for the new floodlit court costs $60 for adults and $25 for students.",
    "The school board's vice-chair, Tom Reyes, said the next project would be a covered bike shed.",
]
ZMK_T = "河滨市场搬进室内"
ZMK = [
    "露天摆了十一年之后，河滨市场于5月9日（星期五）搬进了旧电车库。",
    "这次搬迁花了38万元，大部分用在新地面、照明和四十个可以上锁的摊位上。",
    "市场经理陈晓雯说：“摊主们在雨里站了这么多年，够了。现在他们可以一直摆到天黑。”",
    "市场每周五、周六早上8点到下午4点开放，每周四另有夜市，开到晚上8点半。",
    "摊位每天35元，整月的周六包租120元。21岁以下的摊主半价。",
    "副区长黄立新说，电车库已经空置了九年，租金将用于新建两个公交候车亭。",
    "烹饪学校开的咖啡馆将于6月在车库原来的售票处开业。",
]
ZSC_T = "山景小学的操场回来了"
ZSC = [
    "山景小学的操场在暑假的排水改造后，于星期二重新开放。",
    "区教育局为这块操场花了21万元，过去十年它每年春天都会积水。",
    "代理校长林雅琴说，孩子们已经等得够久了。她还感谢了为新球门筹款1万8千5百元的家长们。",
    "周末操场对市民开放，时间是上午9点到下午5点半；工作日放学后，兴趣班可以用到下午6点。",
    "新灯光球场的季票成人60元，学生25元。",
    "校务委员会副主任郑国强说，下一个项目是建一个有顶棚的自行车棚。",
]
# A longer article with sections (EN and ZH) for paragraphs named by topic or from the end.
LG_T = "The Lido Summer"
LG = [
    "## Opening",
    "The Eastbrook Lido opened for the season on Saturday 24 May, two weeks later than planned because of a cracked filter.",
    "Lifeguards counted 1,150 swimmers on the first weekend, most of them before noon.",
    "## The water",
    "The pool is heated to 24 degrees, up from 22 last year, thanks to new solar panels on the changing-room roof.",
    "A water-quality test in April found no problems, and the results are posted by the turnstiles every week.",
    "## The people",
    "Head lifeguard Sam Okoye has worked at the lido for fourteen summers and trains the new staff himself.",
    "The lido's swimming club lent 300 costumes and towels to children who came without them, and asked for nothing back.",
    "Nine of the twelve lifeguards this year are students from the college up the road.",
    "## Later in the season",
    "A night swim with lanterns is planned for Friday 15 August, from 8 p.m. until 10 p.m.",
    "The café will stay open until 7 p.m. on hot days, and the ice-cream hatch until the last swimmer leaves.",
    "Season tickets can still be bought at the kiosk, cash or card.",
]
ZLG_T = "露天泳池的夏天"
ZLG = [
    "## 开放",
    "东溪露天泳池于5月24日（星期六）开放，比原计划晚了两周，因为过滤器出现了裂缝。",
    "第一个周末，救生员数到了1150名泳客，大多数是中午以前来的。",
    "## 水",
    "池水加热到24度，比去年高了2度，靠的是更衣室屋顶新装的太阳能板。",
    "4月的水质检测没有发现问题，检测结果每周贴在闸机旁边。",
    "## 人",
    "救生员队长吴海涛在泳池干了十四个夏天，新人都是他亲自带的。",
    "泳池的游泳俱乐部给没带泳衣的孩子借出了300套泳衣和毛巾，一件也没要回来。",
    "今年十二名救生员中有九名是附近学院的学生。",
    "## 季末",
    "8月15日（星期五）晚上8点到10点，泳池将举办提灯夜泳。",
    "天热的时候，咖啡馆开到晚上7点，冰淇淋窗口开到最后一位泳客离开。",
    "季票仍可在售票亭购买，现金或刷卡都行。",
]
# A how-to with a list (EN and ZH) for an item added while two neighbours are merged.
HT_T = "Starting a Wormery"
HT = [
    "A wormery turns kitchen scraps into compost in a few months, and it fits under a sink.",
    "You do not need much space. A plastic crate with a lid and some holes in the bottom is enough.",
    "What to put in:",
    "- vegetable peelings\n- coffee grounds\n- torn cardboard",
    "Keep it out of direct sun and add a handful of scraps every few days.",
    "After three months, lift the top layer and use the dark compost underneath.",
]
ZHT_T = "在家养蚯蚓堆肥"
ZHT = [
    "蚯蚓箱几个月就能把厨余变成堆肥，放在水槽下面就行。",
    "不需要多大地方。一个带盖、底部打几个孔的塑料箱就够了。",
    "可以放进去的东西：",
    "- 菜皮果皮\n- 咖啡渣\n- 撕碎的纸板",
    "别放在太阳直晒的地方，每隔几天加一把厨余。",
    "三个月后，掀开上面一层，用下面颜色深的堆肥。",
]

FILES: dict[str, list[dict]] = {}


def add(
    file: str,
    cid: str,
    lang: str,
    kind: str,
    source: str,
    article: tuple[str, list[str]],
    suggestion: str,
    replies: list[str],
    expect: dict,
    *,
    edit_format: str = "full",
    **extra: object,
) -> None:
    title, paras = article
    case = case_record(
        cid,
        lang,
        kind,
        source,
        title,
        "\n\n".join(paras),
        suggestion,
        replies,
        expect,
        edit_format=edit_format,
    )
    case.update(extra)
    FILES.setdefault(file, []).append(case)


def applied(title: str, paras: list[str], **more: object) -> dict:
    return {"outcome": "applied", "title": title, "body": "\n\n".join(paras), **more}


# --- drift: facts a restyle changed inside the asked paragraph ---------------------------------
D = "drift"
SRC = "blind 19 drift kinds, new articles"
add(
    D,
    "d19-drift-en-01",
    "en",
    "currency_changed",
    SRC,
    (MK_T, MK),
    "Make the stall prices paragraph punchier.",
    [
        whole(
            MK_T,
            swapped(
                MK, {4: "A stall: $35 a day, $120 for a month of Saturdays. Under-21s pay half."}
            ),
        )
    ],
    refused("the currency of the prices changed (£ → $)"),
)
add(
    D,
    "d19-drift-en-02",
    "en",
    "currency_changed",
    SRC,
    (SC_T, SC),
    "Tighten paragraph 5.",
    [
        whole(
            SC_T,
            swapped(
                SC, {4: "Season passes for the floodlit court: €60 for adults, €25 for students."}
            ),
        )
    ],
    refused("the currency of the prices changed ($ → €)"),
)
add(
    D,
    "d19-drift-zh-01",
    "zh",
    "currency_changed",
    SRC,
    (ZMK_T, ZMK),
    "第五段写得利落一点。",
    [whole(ZMK_T, swapped(ZMK, {4: "摊位每天35美元，周六包月120美元，21岁以下半价。"}))],
    refused("元改成了美元"),
)
add(
    D,
    "d19-drift-zh-02",
    "zh",
    "currency_kept_concise",
    SRC,
    (ZSC_T, ZSC),
    "把第五段改简洁。",
    [whole(ZSC_T, swapped(ZSC, {4: "灯光球场季票：成人60块，学生25块。"}))],
    # 块 for 元 is a restyled unit of the same value: the writer's 元 is put back (figures.py)
    applied(ZSC_T, swapped(ZSC, {4: "灯光球场季票：成人60元，学生25元。"})),
)
add(
    D,
    "d19-drift-en-03",
    "en",
    "role_changed",
    SRC,
    (MK_T, MK),
    "Shorten paragraph 6.",
    [
        whole(
            MK_T,
            swapped(
                MK,
                {
                    5: "Mayor Alan Frith said the depot had stood empty for nine years; its rent will fund two bus shelters."
                },
            ),
        )
    ],
    refused("deputy mayor → mayor"),
)
add(
    D,
    "d19-drift-en-04",
    "en",
    "role_changed",
    SRC,
    (SC_T, SC),
    "Make the paragraph about Maria Lindqvist warmer.",
    [
        whole(
            SC_T,
            swapped(
                SC,
                {
                    2: "Principal Maria Lindqvist said the children had waited long enough, and she warmly thanked the parents who raised $18,500 for new goals."
                },
            ),
        )
    ],
    refused("acting principal → principal"),
)
add(
    D,
    "d19-drift-en-05",
    "en",
    "role_kept_shortened",
    SRC,
    (SC_T, SC),
    "Shorten the last paragraph.",
    [
        whole(
            SC_T,
            swapped(SC, {5: "Board vice-chair Tom Reyes said a covered bike shed comes next."}),
        )
    ],
    applied(
        SC_T, swapped(SC, {5: "Board vice-chair Tom Reyes said a covered bike shed comes next."})
    ),
)
add(
    D,
    "d19-drift-zh-03",
    "zh",
    "role_changed",
    SRC,
    (ZMK_T, ZMK),
    "把第六段缩短。",
    [whole(ZMK_T, swapped(ZMK, {5: "区长黄立新说，电车库空置九年，租金将用来建两个公交候车亭。"}))],
    refused("副区长 → 区长"),
)
add(
    D,
    "d19-drift-zh-04",
    "zh",
    "role_changed",
    SRC,
    (ZSC_T, ZSC),
    "把最后一段改得口语化一点。",
    [whole(ZSC_T, swapped(ZSC, {5: "校务委员会主任郑国强说，下一步要盖个带顶棚的自行车棚。"}))],
    refused("副主任 → 主任"),
)
add(
    D,
    "d19-drift-zh-05",
    "zh",
    "time_changed_in_target",
    SRC,
    (ZMK_T, ZMK),
    "第四段改得清楚一些。",
    [
        whole(
            ZMK_T,
            swapped(
                ZMK, {3: "市场每周五、周六早上8点到下午4点开放。每周四还有夜市，开到晚上8点。"}
            ),
        )
    ],
    refused("8点半 → 8点"),
)
add(
    D,
    "d19-drift-zh-06",
    "zh",
    "time_changed_in_target",
    SRC,
    (ZSC_T, ZSC),
    "第四段写得顺一点。",
    [
        whole(
            ZSC_T,
            swapped(
                ZSC,
                {3: "周末上午9点到下午5点，操场对市民开放；工作日放学后，兴趣班可以用到下午6点。"},
            ),
        )
    ],
    refused("5点半 → 5点"),
)
add(
    D,
    "d19-drift-zh-07",
    "zh",
    "time_kept_in_target",
    SRC,
    (ZSC_T, ZSC),
    "第四段写得顺一点。",
    [
        whole(
            ZSC_T,
            swapped(
                ZSC,
                {3: "周末上午9点到下午5点半，操场向市民开放；工作日放学后，兴趣班能用到下午6点。"},
            ),
        )
    ],
    applied(
        ZSC_T,
        swapped(
            ZSC, {3: "周末上午9点到下午5点半，操场向市民开放；工作日放学后，兴趣班能用到下午6点。"}
        ),
    ),
)
add(
    D,
    "d19-drift-zh-08",
    "zh",
    "price_to_approx",
    SRC,
    (ZMK_T, ZMK),
    "摊位价格那段改得简洁一些。",
    [whole(ZMK_T, swapped(ZMK, {4: "摊位一天三十来块，周六包月一百多元，21岁以下半价。"}))],
    refused("35元 → 三十来块"),
)
add(
    D,
    "d19-drift-zh-09",
    "zh",
    "price_to_approx",
    SRC,
    (ZSC_T, ZSC),
    "第五段改短一点。",
    [whole(ZSC_T, swapped(ZSC, {4: "灯光球场季票成人六十多元，学生二十几块。"}))],
    refused("60元 → 六十多元"),
)
add(
    D,
    "d19-drift-en-06",
    "en",
    "price_to_approx",
    SRC,
    (SC_T, SC),
    "Make paragraph 5 more concise.",
    [
        whole(
            SC_T,
            swapped(
                SC,
                {4: "Floodlit-court season passes cost about $50 for adults and $25 for students."},
            ),
        )
    ],
    refused("$60 → about $50"),
)

# --- long: a date moved in another paragraph; a paragraph counted from the end ----------------
L = "long"
SRC = "blind 19 long kinds, new articles"
add(
    L,
    "d19-long-en-01",
    "en",
    "silent_date_elsewhere",
    SRC,
    (LG_T, LG),
    "Make the paragraph about the club's costumes shorter.",
    [
        whole(
            LG_T,
            swapped(
                LG,
                {
                    8: "The swimming club lent 300 costumes and towels to children who came without, asking nothing back.",
                    11: "A night swim with lanterns is planned for Friday 22 August, from 8 p.m. until 10 p.m.",
                },
            ),
        )
    ],
    applied(
        LG_T,
        swapped(
            LG,
            {
                8: "The swimming club lent 300 costumes and towels to children who came without, asking nothing back."
            },
        ),
        withheld_min=1,
    ),
)
add(
    L,
    "d19-long-en-02",
    "en",
    "silent_date_elsewhere",
    SRC,
    (LG_T, LG),
    "Shorten the paragraph about the water-quality test.",
    [
        whole(
            LG_T,
            swapped(
                LG,
                {
                    5: "An April water-quality test found no problems; results are posted by the turnstiles weekly.",
                    1: "The Eastbrook Lido opened for the season on Saturday 31 May, two weeks later than planned because of a cracked filter.",
                },
            ),
        )
    ],
    applied(
        LG_T,
        swapped(
            LG,
            {
                5: "An April water-quality test found no problems; results are posted by the turnstiles weekly."
            },
        ),
        withheld_min=1,
    ),
)
add(
    L,
    "d19-long-zh-01",
    "zh",
    "silent_date_elsewhere",
    SRC,
    (ZLG_T, ZLG),
    "把讲俱乐部借泳衣的那段改短。",
    [
        whole(
            ZLG_T,
            swapped(
                ZLG,
                {
                    8: "游泳俱乐部给没带泳衣的孩子借出300套泳衣和毛巾，分文未取。",
                    11: "8月22日（星期五）晚上8点到10点，泳池将举办提灯夜泳。",
                },
            ),
        )
    ],
    applied(
        ZLG_T,
        swapped(ZLG, {8: "游泳俱乐部给没带泳衣的孩子借出300套泳衣和毛巾，分文未取。"}),
        withheld_min=1,
    ),
)
add(
    L,
    "d19-long-en-03",
    "en",
    "from_end_whole",
    SRC,
    (LG_T, LG),
    "Make the third paragraph from the end livelier.",
    [
        whole(
            LG_T,
            swapped(
                LG,
                {
                    11: "Lanterns on the water: a night swim is planned for Friday 15 August, from 8 p.m. until 10 p.m."
                },
            ),
        )
    ],
    applied(
        LG_T,
        swapped(
            LG,
            {
                11: "Lanterns on the water: a night swim is planned for Friday 15 August, from 8 p.m. until 10 p.m."
            },
        ),
    ),
)
add(
    L,
    "d19-long-en-04",
    "en",
    "from_end_whole",
    SRC,
    (MK_T, MK),
    "Rewrite the second paragraph from the end so it is less stiff.",
    [
        whole(
            MK_T,
            swapped(
                MK,
                {
                    5: "Deputy mayor Alan Frith pointed out that the depot had stood empty for nine years, and said the rent would pay for two new bus shelters."
                },
            ),
        )
    ],
    applied(
        MK_T,
        swapped(
            MK,
            {
                5: "Deputy mayor Alan Frith pointed out that the depot had stood empty for nine years, and said the rent would pay for two new bus shelters."
            },
        ),
    ),
)
add(
    L,
    "d19-long-en-05",
    "en",
    "from_end_whole",
    SRC,
    (SC_T, SC),
    "Make the fourth paragraph from the bottom clearer.",
    [
        whole(
            SC_T,
            swapped(
                SC,
                {
                    2: "Maria Lindqvist, the acting principal, said the children had waited long enough. She thanked the parents who raised $18,500 for new goals."
                },
            ),
        )
    ],
    applied(
        SC_T,
        swapped(
            SC,
            {
                2: "Maria Lindqvist, the acting principal, said the children had waited long enough. She thanked the parents who raised $18,500 for new goals."
            },
        ),
    ),
)
MERGED_EN = HT[0] + " " + HT[1]
add(
    L,
    "d19-long-en-06",
    "en",
    "list_item_added_neighbours_merged",
    SRC,
    (HT_T, HT),
    "Add tea bags without plastic to the list of what to put in.",
    [whole(HT_T, [MERGED_EN, *HT[2:3], HT[3] + "\n- tea bags without plastic", *HT[4:]])],
    applied(HT_T, swapped(HT, {3: HT[3] + "\n- tea bags without plastic"})),
)
MERGED_ZH = ZHT[4] + ZHT[5]
add(
    L,
    "d19-long-zh-02",
    "zh",
    "list_item_added_neighbours_merged",
    SRC,
    (ZHT_T, ZHT),
    "在可以放进去的东西里加上蛋壳。",
    [whole(ZHT_T, [*ZHT[:3], ZHT[3] + "\n- 蛋壳", MERGED_ZH])],
    applied(ZHT_T, swapped(ZHT, {3: ZHT[3] + "\n- 蛋壳"})),
)

# --- partial: placeholders of other shapes ------------------------------------------------------
P = "partial"
SRC = "blind 19 partial kinds, new articles"
new5 = "A stall is £35 a day or £120 for a month of Saturdays; traders under 21 pay half."
add(
    P,
    "d19-partial-en-01",
    "en",
    "per_paragraph_unchanged_labels",
    SRC,
    (MK_T, MK),
    "Make paragraph 5 more concise.",
    [
        "\n\n".join(
            f"Paragraph {i + 1}: " + (new5 if i == 4 else "(unchanged)") for i in range(len(MK))
        )
    ],
    applied(MK_T, swapped(MK, {4: new5})),
)
new3 = "The acting principal, Maria Lindqvist, said the children had waited long enough. She thanked the parents who raised $18,500 for new goals."
add(
    P,
    "d19-partial-en-02",
    "en",
    "per_paragraph_unchanged_labels",
    SRC,
    (SC_T, SC),
    "Split the long sentence in paragraph 3.",
    [
        "\n\n".join(
            f"**Paragraph {i + 1}:** " + (new3 if i == 2 else "[unchanged]") for i in range(len(SC))
        )
    ],
    applied(SC_T, swapped(SC, {2: new3})),
)
znew = "摊位每天35元，周六包月120元；21岁以下摊主半价。"
add(
    P,
    "d19-partial-zh-01",
    "zh",
    "per_paragraph_unchanged_labels",
    SRC,
    (ZMK_T, ZMK),
    "第五段改得简洁一些。",
    ["\n\n".join(f"第{i + 1}段：" + (znew if i == 4 else "（未改动）") for i in range(len(ZMK)))],
    applied(ZMK_T, swapped(ZMK, {4: znew})),
)
znew2 = "山景小学的操场经过一个暑假的排水改造，星期二重新开放了。"
add(
    P,
    "d19-partial-zh-02",
    "zh",
    "per_paragraph_unchanged_labels",
    SRC,
    (ZSC_T, ZSC),
    "第一段写得自然一点。",
    ["\n\n".join(f"第{i + 1}段：" + (znew2 if i == 0 else "（不变）") for i in range(len(ZSC)))],
    applied(ZSC_T, swapped(ZSC, {0: znew2})),
)
lg9 = "Nine of this year's twelve lifeguards study at the college up the road."
add(
    P,
    "d19-partial-en-03",
    "en",
    "vertical_ellipsis_both_sides",
    SRC,
    (LG_T, LG),
    "Make the paragraph about the lifeguards from the college shorter.",
    [f"⋮\n\n{lg9}\n\n⋮"],
    applied(LG_T, swapped(LG, {9: lg9})),
)
mk3 = "Delia Okafor, the market manager, said: “Our traders have stood in the rain long enough. Now they can stay until dark.”"
add(
    P,
    "d19-partial-en-04",
    "en",
    "vertical_ellipsis_both_sides",
    SRC,
    (MK_T, MK),
    "Put the manager's name first in paragraph 3.",
    [f"︙\n\n{mk3}\n\n︙"],
    applied(MK_T, swapped(MK, {2: mk3})),
)
zlg = "今年的十二名救生员里，九名是附近学院的学生。"
add(
    P,
    "d19-partial-zh-03",
    "zh",
    "vertical_ellipsis_both_sides",
    SRC,
    (ZLG_T, ZLG),
    "把讲学院学生当救生员的那段改顺一点。",
    [f"⋮\n\n{zlg}\n\n⋮"],
    applied(ZLG_T, swapped(ZLG, {9: zlg})),
)

# --- talk and wrappers: NO_CHANGE under a label or in a JSON record ------------------------------
T = "talk"
SRC = "blind 19 talk and wrapper kinds, other labels and keys"
nc = {"outcome": "no_change"}
add(
    T,
    "d19-talk-en-01",
    "en",
    "status_no_change",
    SRC,
    (MK_T, MK),
    "Use British spelling in paragraph 7.",
    ["Result: NO_CHANGE\n\nParagraph 7 has no American spellings."],
    nc,
)
add(
    T,
    "d19-talk-zh-01",
    "zh",
    "status_no_change",
    SRC,
    (ZMK_T, ZMK),
    "第七段改成简体字。",
    ["结果：NO_CHANGE\n\n第七段已经都是简体字了。"],
    nc,
)
add(
    T,
    "d19-talk-zh-02",
    "zh",
    "status_no_change",
    SRC,
    (ZSC_T, ZSC),
    "确认第二段写的是21万元。",
    ["**状态**：NO_CHANGE\n\n第二段已经写明21万元。"],
    nc,
)
add(
    T,
    "d19-talk-en-02",
    "en",
    "json_no_change",
    SRC,
    (SC_T, SC),
    "Make sure paragraph 2 gives the cost as $212,000.",
    [
        '```json\n{\n  "status": "NO_CHANGE",\n  "explanation": "Paragraph 2 already gives the cost as $212,000."\n}\n```'
    ],
    nc,
)
add(
    T,
    "d19-talk-en-03",
    "en",
    "json_no_change",
    SRC,
    (LG_T, LG),
    "Check the lido's opening date is in the first paragraph.",
    ['{"result": "NO_CHANGE", "reason": "The opening paragraph already gives Saturday 24 May."}'],
    nc,
)
add(
    T,
    "d19-talk-zh-03",
    "zh",
    "json_no_change",
    SRC,
    (ZLG_T, ZLG),
    "确认开头写了开放日期。",
    ['```json\n{"result": "NO_CHANGE", "reason": "开头一段已经写了5月24日（星期六）。"}\n```'],
    nc,
)

# --- added after the first fixes (measured on session-start code too, see README) -------------
SRC = "lead's known defects: a nonsense reply, one paragraph translated unasked in a global edit"
add(
    T,
    "d19-talk-en-04",
    "en",
    "nonsense_reply",
    SRC,
    (MK_T, MK),
    "Make paragraph 2 clearer.",
    ["asdf qwer zxcv uiop hjkl"],
    refused("letters typed at random are not an edit"),
)
add(
    T,
    "d19-talk-en-05",
    "en",
    "nonsense_reply",
    SRC,
    (SC_T, SC),
    "Shorten the last paragraph.",
    ["asdf qwer zxcv uiop hjkl asdkj qwe."],
    refused("letters typed at random are not an edit, even ending with a full stop"),
)
add(
    T,
    "d19-talk-en-06",
    "en",
    "nonsense_reply",
    SRC,
    (LG_T, LG),
    "Make it livelier.",
    [LG_T + "\n\nqwerty asdfgh zxcvbn hjkl\n\nsdfg wert xcvb"],
    refused("letters typed at random under the title are not an edit"),
)
add(
    T,
    "d19-talk-zh-04",
    "zh",
    "nonsense_reply",
    SRC,
    (ZMK_T, ZMK),
    "第二段改得清楚一些。",
    ["asdf qwer zxcv uiop hjkl"],
    refused("乱敲的字母不是修改"),
)
LIVELY_EN = swapped(
    MK,
    {
        0: "After eleven years under canvas, Riverside Market finally moved into the old tram depot on Friday 9 May!",
        6: "And coming in June: a café run by the catering college, in the depot's old ticket office.",
    },
)
add(
    D,
    "d19-drift-en-07",
    "en",
    "paragraph_translated_in_global",
    SRC,
    (MK_T, MK),
    "Make it livelier.",
    [
        whole(
            MK_T,
            swapped(
                LIVELY_EN,
                {1: "这次搬迁花了38万英镑，大部分用在新地面、照明和四十个可以上锁的摊位上。"},
            ),
        )
    ],
    applied(MK_T, LIVELY_EN, withheld_min=1),
)
TIDY_EN = swapped(
    SC,
    {
        0: "Hillview Elementary has reopened its playing field after a summer of drainage work.",
        5: "Tom Reyes, the school board's vice-chair, said a covered bike shed would come next.",
    },
)
add(
    D,
    "d19-drift-en-08",
    "en",
    "paragraph_translated_in_global",
    SRC,
    (SC_T, SC),
    "Tighten the wording throughout.",
    [
        whole(
            SC_T,
            swapped(
                TIDY_EN,
                {
                    3: "周末操场对市民开放，时间是上午9点到下午5点半；工作日放学后，兴趣班可以用到下午6点。"
                },
            ),
        )
    ],
    applied(SC_T, TIDY_EN, withheld_min=1),
)
LIVELY_ZH = swapped(
    ZMK,
    {
        0: "露天摆了整整十一年，河滨市场终于在5月9日（星期五）搬进了旧电车库！",
        6: "还有好消息：烹饪学校开的咖啡馆6月就要在车库原来的售票处开张了。",
    },
)
add(
    D,
    "d19-drift-zh-10",
    "zh",
    "paragraph_translated_in_global",
    SRC,
    (ZMK_T, ZMK),
    "整篇写得活泼一点。",
    [
        whole(
            ZMK_T,
            swapped(
                LIVELY_ZH,
                {
                    3: "The market opens on Fridays and Saturdays from 8 a.m. to 4 p.m., with a night market on Thursdays until 8.30 p.m."
                },
            ),
        )
    ],
    applied(ZMK_T, LIVELY_ZH, withheld_min=1),
)


def main() -> None:
    ids: set[str] = set()
    for name, cases in FILES.items():
        for case in cases:
            assert case["id"] not in ids, case["id"]
            ids.add(case["id"])
            body = case["article"]["body"]
            assert len(set(body.split("\n\n"))) == len(body.split("\n\n")), case["id"]
            expect = case["expect"]
            if expect["outcome"] == "applied":
                assert expect["body"] != body, case["id"]
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as out:
            for case in cases:
                out.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"{len(ids)} cases in {len(FILES)} files")


if __name__ == "__main__":
    main()
