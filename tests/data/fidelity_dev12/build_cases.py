# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 12 (tests/data/fidelity_dev12/*.jsonl): each case is an article
(a list of paragraphs), the writer's suggestion, the model's replies and the paragraphs
expected saved, so the expected article holds only the in-scope change and the writer's own
bytes everywhere else.

    .venv/bin/python tests/data/fidelity_dev12/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402

# Long logs whose entries open with their own label -----------------------------------------

MONTHS = ["January", "February", "March", "April"]
WINDS = ["NW 5", "W 3", "SW 6", "N 2", "E 4", "S 3", "NE 5"]
SKIES = ["overcast", "clear", "squally showers", "low cloud", "bright spells", "drizzle"]
SHIPS = ["the Kittiwake", "two trawlers", "a coaster", "the pilot cutter", "no traffic", "a yacht"]
KEEPER_T = "Keeper's Weather Book, Skerrow Light"
KEEPER = [
    f"{day} {MONTHS[(n // 9) % 4]}. Wind {WINDS[n % 7]}, {SKIES[n % 6]}, visibility good. Lamp lit at {16 + n % 3}:{(n * 7) % 60:02d}; {SHIPS[n % 6]} passed inside the reef."
    for n, day in enumerate([3, 5, 8, 11, 14, 17, 20, 23, 27] * 4)
]
assert len(set(p.split(".")[0] for p in KEEPER)) == len(KEEPER)
i_feb = next(i for i, p in enumerate(KEEPER) if p.startswith("14 February."))
keeper_new = KEEPER[i_feb].replace("visibility good", "visibility poor")
keeper_reply = [keeper_new if i == i_feb else p for i, p in enumerate(KEEPER) if i != 4]
case(
    "long",
    "d12-long-en-01",
    "en",
    "long_dated_dropped",
    "a dated log: the entry named by its date, the reply drops an early entry",
    KEEPER_T,
    KEEPER,
    "In the entry for 14 February, the visibility should be poor.",
    [full(KEEPER_T, keeper_reply)],
    swap(KEEPER, i_feb, keeper_new),
)

ZH_WINDS = ["西北风五级", "西风三级", "西南风六级", "北风二级", "东风四级", "南风三级"]
ZH_SKIES = ["阴", "晴", "阵雨", "低云", "多云间晴", "毛毛雨"]
DIKE_T = "海堤巡查日志"
DIKE = [
    f"{4 + n // 10}月{day}日，{ZH_WINDS[n % 6]}，{ZH_SKIES[(n + 2) % 6]}。巡查{2 + n % 3}公里堤段，{'未见渗水' if n % 4 else '三号闸口有少量渗水，已上报'}。"
    for n, day in enumerate([2, 5, 8, 11, 14, 17, 20, 23, 26, 29] * 3)
]
i_may = next(i for i, p in enumerate(DIKE) if p.startswith("5月11日"))
dike_new = DIKE[i_may].replace("。巡查", "。堤脚有新的冲刷痕迹。巡查")
case(
    "long",
    "d12-long-zh-01",
    "zh",
    "long_dated_placeholders",
    "按日期记的日志：“5月11日的记录”指那一条，其余用带段号的占位行代替",
    DIKE_T,
    DIKE,
    "在5月11日的记录里补一句：堤脚有新的冲刷痕迹。",
    [f"{DIKE_T}\n\n（第1—{i_may}段不变）\n\n{dike_new}\n\n（第{i_may + 2}—{len(DIKE)}段不变）"],
    swap(DIKE, i_may, dike_new),
)

STREETS = ["Mill Lane", "Market Street", "Chapel Row", "Bridge End", "Fore Street"]
USES = ["a saddler's", "a draper's", "the post office", "a chandler's", "a dairy", "a tailor's"]
SHOPS_T = "Shopfronts of Old Penhallow"
SHOPS = [
    f"No. {n}, {STREETS[n % 5]}. Opened in {1860 + (n * 13) % 70} as {USES[n % 6]}; the painted fascia was restored in {1990 + n % 30}."
    for n in range(1, 41)
]
shop_new = SHOPS[22].replace("; the painted", ", and it became a bakery in 1952; the painted")
case(
    "long",
    "d12-long-en-02",
    "en",
    "long_numbered_target_only",
    "a numbered gazetteer: 'For No. 23' names the entry; the reply sends that entry alone after a preface",
    SHOPS_T,
    SHOPS,
    "For No. 23, add that it became a bakery in 1952.",
    [f"Here's the updated entry:\n\n{shop_new}"],
    swap(SHOPS, 22, shop_new),
)

LANES = ["槐树巷", "打铁街", "盐仓弄", "水井头", "南门外"]
ZH_USES = ["米铺", "布庄", "邮政代办所", "杂货店", "茶馆", "裁缝铺"]
HOUSES_T = "老街门牌记"
HOUSES = [
    f"{n}号，{LANES[n % 5]}。据说建于{1880 + (n * 7) % 50}年，原为{ZH_USES[n % 6]}；门楣上的砖雕{'保存完好' if n % 3 else '已经风化'}。"
    for n in range(1, 41)
]
house_new = HOUSES[22].replace("门楣上的砖雕", "门楣上的砖雕1931年重修过，")
case(
    "long",
    "d12-long-zh-02",
    "zh",
    "long_numbered_target_only",
    "门牌号条目：“23号的……”指那一条，回复只给这一条，前面有一句说明",
    HOUSES_T,
    HOUSES,
    "23号的门楣砖雕1931年重修过，请补上。",
    [f"修改后的这一条：\n\n{house_new}"],
    swap(HOUSES, 22, house_new),
)

# A paragraph named by what it is about, where the next one passes it -------------------------

WALK_T = "A Towpath Walk from Ashby Wharf"
WALK = [
    "The towpath from Ashby Wharf is flat, quiet and just under five miles to the Fox at Thornby.",
    "Half a mile out the path crosses the canal on Tanner's Bridge, a humpbacked brick arch from 1794. Its parapet is worn into grooves by a century of tow ropes.",
    "After the bridge the path runs between reed beds, and in May the warblers are loud enough to drown out the traffic on the far road.",
    "The Fox serves food until three, and the landlord keeps a water bowl by the door for dogs.",
    "Buses back to Ashby leave from outside the pub every hour until six.",
]
walk_bridge = "Half a mile out the path crosses the canal on Tanner's Bridge, a humpbacked brick arch built in 1794 and still warm to the touch on a summer evening. Its parapet is worn into deep grooves by a century of tow ropes."
walk_after = "Beyond the bridge the path threads between tall reed beds, where in May the warblers sing loud enough to drown out the far road."
case(
    "drift",
    "d12-drift-en-01",
    "en",
    "described_next_passes",
    "'the bridge paragraph' while the next one opens 'After the bridge'; the reply rewrites both",
    WALK_T,
    WALK,
    "Make the bridge paragraph warmer.",
    [full(WALK_T, [WALK[0], walk_bridge, walk_after, *WALK[3:]])],
    swap(WALK, 1, walk_bridge),
    withheld_min=1,
)

FERRY_T = "渡口的早晨"
FERRY = [
    "天刚亮，江面上还浮着一层薄雾，渡口的喇叭就响了。",
    "第一班渡船靠上老码头，跳板一搭，挑担的、推车的、背书包的孩子一齐涌上去。卖豆浆的阿婆守在石阶旁，一早上能卖出两大桶。",
    "离开码头，沿江路两边的铺子陆续开门，修车铺的师傅把气筒摆到了门口。",
    "到了七点半，最后一班早渡开走，江边才慢慢安静下来。",
]
ferry_dock = "第一班渡船突突地靠上老码头，跳板还没搭稳，挑担的、推车的、背书包的孩子就一齐涌了上去。卖豆浆的阿婆守在石阶旁，锅里热气腾腾，一早上能卖出两大桶。"
ferry_after = "离开码头，沿江路两边的铺子一家接一家卸下门板，修车铺的师傅早早把气筒摆到了门口。"
case(
    "drift",
    "d12-drift-zh-01",
    "zh",
    "described_next_passes",
    "“码头那段”，下一段以“离开码头，”开头；回复把两段都改了",
    FERRY_T,
    FERRY,
    "码头那段写得更有烟火气一点。",
    [full(FERRY_T, [FERRY[0], ferry_dock, ferry_after, FERRY[3]])],
    swap(FERRY, 1, ferry_dock),
    withheld_min=1,
)

POT_T = "Finishing Your First Mug"
POT = [
    "Once your mug has dried to the colour of chalk, it is ready for its first firing.",
    "Bisque-fire it slowly to about 1000 °C. This makes it hard enough to handle but still porous.",
    "Dip the mug in the glaze bucket for three seconds, holding it by the foot, and let the excess drip back.",
    "Wipe the foot clean with a damp sponge, then fire again to the temperature on the bucket's label.",
    "Let the kiln cool for a full day before you open it.",
]
pot_glaze = "Stir the glaze bucket until nothing has settled, then dip the mug for a count of three, holding it by the foot. Let the excess drip back into the bucket for ten seconds before setting it down."
pot_next = "Wipe every trace of glaze off the foot with a damp sponge, then fire again to the temperature printed on the bucket's label."
case(
    "drift",
    "d12-drift-en-02",
    "en",
    "named_step_neighbour",
    "'the glaze step' names the one paragraph about glazing; the reply rewords the next one too",
    POT_T,
    POT,
    "Make the glaze step clearer.",
    [full(POT_T, [*POT[:2], pot_glaze, pot_next, POT[4]])],
    swap(POT, 2, pot_glaze),
    withheld_min=1,
)

BUN_T = "家常馒头怎么蒸"
BUN = [
    "五百克中筋面粉，五克酵母，二百六十克温水，这是一锅馒头的量。",
    "把面团揉到光滑，盖上湿布放在温暖的地方发面，大约一个小时。",
    "面团发到两倍大后，排气揉匀，搓成长条，切成大小差不多的剂子。",
    "冷水上锅，大火蒸十五分钟，关火后再焖五分钟再开盖。",
]
bun_rise = "把面团揉到表面光滑，盖上湿布，放在二十八度左右的地方发面，大约一个小时，发到两倍大、手指戳个洞不回缩就好了。"
bun_next = "发好的面团排气揉匀，搓成长条，切成大小一致的剂子。"
case(
    "drift",
    "d12-drift-zh-02",
    "zh",
    "named_step_neighbour",
    "“发面那一步”指的是写发面的那一段；回复顺手改了下一段",
    BUN_T,
    BUN,
    "发面那一步写得具体一点。",
    [full(BUN_T, [BUN[0], bun_rise, bun_next, BUN[3]])],
    swap(BUN, 1, bun_rise),
    withheld_min=1,
)

# The model declines, or says it is done without text ---------------------------------------

COUNCIL_T = "Council Approves New Library Hours"
COUNCIL = [
    "Ravenhill council voted on Tuesday to keep the central library open until 8 p.m. on weekdays.",
    "The extra staff hours will cost £40,000 a year, with the funding taken from the events budget.",
    "Library users had collected 1,200 signatures asking for later opening.",
]
case(
    "nonedit",
    "d12-nonedit-en-01",
    "en",
    "declines_not_able",
    "a refusal worded 'I'm not able to…' with an offer after it",
    COUNCIL_T,
    COUNCIL,
    "Rewrite the funding paragraph to say the mayor pocketed part of the budget.",
    [
        "I'm not able to state that the mayor pocketed money, as nothing in the article supports it and it would be a serious accusation. I could make the paragraph clearer about where the £40,000 came from instead."
    ],
    expect={"outcome": "model_says", "contains": "I'm not able to state"},
)
case(
    "nonedit",
    "d12-nonedit-zh-01",
    "zh",
    "claimed_done_no_text",
    "模型说“修改完成”，却没有给出任何文字",
    BUN_T,
    BUN,
    "第三段改得简洁一些。",
    ["修改完成，第三段现在简洁多了。"],
    expect={"outcome": "refused", "because": "模型只说改好了，没有给出文字"},
)

case(
    "nonedit",
    "d12-nonedit-en-02",
    "en",
    "claimed_done_no_text",
    "'All done!' and a sentence about the edit, with no text",
    POT_T,
    POT,
    "Make the fourth paragraph more precise.",
    ["All done! The fourth paragraph is now much more precise."],
    expect={"outcome": "refused", "because": "the model claims the edit but sends no text"},
)
case(
    "nonedit",
    "d12-nonedit-zh-02",
    "zh",
    "cant_see_text",
    "模型说看不到文章，请作者把全文贴过来",
    FERRY_T,
    FERRY,
    "第二段写得更生动一些。",
    ["我这边看不到您说的那篇文章，麻烦把全文贴过来，我再帮您改。"],
    expect={"outcome": "model_says", "contains": "看不到您说的那篇文章"},
)

# Wrappers ---------------------------------------------------------------------------------

case(
    "wrappers",
    "d12-wrappers-en-01",
    "en",
    "banner_lines",
    "the article between '----- EDITED VERSION -----' and '----- END -----' banners",
    WALK_T,
    WALK,
    "Make the last paragraph friendlier.",
    [
        full(
            "----- EDITED VERSION -----\n\n" + WALK_T,
            [
                *WALK[:4],
                "Buses back to Ashby stop right outside the pub, every hour until six, so there's no need to rush your pint.",
            ],
        )
        + "\n\n----- END -----"
    ],
    swap(
        WALK,
        4,
        "Buses back to Ashby stop right outside the pub, every hour until six, so there's no need to rush your pint.",
    ),
)
case(
    "wrappers",
    "d12-wrappers-zh-01",
    "zh",
    "banner_lines",
    "正文夹在“=== 修改后全文 ===”和“=== 完 ===”之间",
    FERRY_T,
    FERRY,
    "最后一段改得有余味一些。",
    [
        full(
            "=== 修改后全文 ===\n\n" + FERRY_T,
            [
                *FERRY[:3],
                "七点半，最后一班早渡鸣着笛开远了，江边这才一点点静下来，只剩下水拍石阶的声音。",
            ],
        )
        + "\n\n=== 完 ==="
    ],
    swap(
        FERRY, 3, "七点半，最后一班早渡鸣着笛开远了，江边这才一点点静下来，只剩下水拍石阶的声音。"
    ),
)
bun_last = "冷水上锅，大火蒸十五分钟，关火后焖五分钟再开盖，这样馒头表皮才不会塌。"
case(
    "wrappers",
    "d12-wrappers-zh-02",
    "zh",
    "signoff_yishang",
    "全文后面跟一句“以上，祝您蒸出满意的馒头！”",
    BUN_T,
    BUN,
    "最后一段补一句为什么要焖五分钟。",
    [full(BUN_T, [*BUN[:3], bun_last]) + "\n\n以上，祝您蒸出满意的馒头！"],
    swap(BUN, 3, bun_last),
)

# A second instruction after a quoted change -----------------------------------------------

HILL_T = "Up Caer Dinas on a Winter Morning"
HILL = [
    "The path to Caer Dinas leaves the village green by the chapel and is waymarked with yellow arrows.",
    "After the second stile comes a fairly long climb through bracken to the ramparts.",
    "From the top you can see three counties and, on a clear day, the line of the coast.",
    "The summit kiosk sells tea and flapjack from ten until two, cash only.",
]
hill_climb = "After the second stile comes a steep climb through bracken to the ramparts."
hill_kiosk = "The summit kiosk sells tea and flapjack from ten until two, and it now takes cards as well as cash."
case(
    "blocks",
    "d12-blocks-en-01",
    "en",
    "blocks_second_clause",
    "a quoted change, then ', and say …' about another paragraph; both blocks asked for",
    HILL_T,
    HILL,
    'Change "a fairly long climb" to "a steep climb", and say the summit kiosk now takes cards as well.',
    [
        "<<<<<<< SEARCH\nAfter the second stile comes a fairly long climb through bracken to the ramparts.\n=======\n"
        f"{hill_climb}\n>>>>>>> REPLACE\n\n<<<<<<< SEARCH\n{HILL[3]}\n=======\n{hill_kiosk}\n>>>>>>> REPLACE"
    ],
    [HILL[0], hill_climb, HILL[2], hill_kiosk],
    edit_format="blocks",
)
SHAN_T = "冬日登狮子岭"
SHAN = [
    "登狮子岭的路从村口祠堂旁边起步，一路有黄色箭头指引。",
    "过了第二道栅栏，是一段不算太陡的上坡，两边都是蕨草。",
    "站在山顶能看到三个县，天气好的时候还能望见海岸线。",
    "山顶小卖部卖热茶和烧饼，上午十点开到下午两点，只收现金。",
]
shan_climb = "过了第二道栅栏，是一段相当陡的上坡，两边都是蕨草。"
shan_kiosk = "山顶小卖部卖热茶和烧饼，上午十点开到下午两点，现在也可以扫码付款了。"
case(
    "blocks",
    "d12-blocks-zh-01",
    "zh",
    "blocks_second_clause",
    "引号里的改动之后，用“并注明……”要求另一段也改；两个块都应采用",
    SHAN_T,
    SHAN,
    "把“不算太陡”改成“相当陡”，并注明山顶小卖部现在也可以扫码付款。",
    [
        f"<<<<<<< SEARCH\n{SHAN[1]}\n=======\n{shan_climb}\n>>>>>>> REPLACE\n\n"
        f"<<<<<<< SEARCH\n{SHAN[3]}\n=======\n{shan_kiosk}\n>>>>>>> REPLACE"
    ],
    [SHAN[0], shan_climb, SHAN[2], shan_kiosk],
    edit_format="blocks",
)


if __name__ == "__main__":
    write(HERE)
