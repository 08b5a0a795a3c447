# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 38's dev fidelity cases of the writer's side of an ask and the reply shapes of
reasoning models (run from the repository root): a paragraph or sentence named by what it says
("the paragraph about the kite", 讲价格的那段, "the bit where she quits", 最后那句感谢的话);
several asks in one message (改标题，再把第二段缩短，其他别动); asks with an exclusion ("everything
except the quotes", 除了引用部分); a sentence inside a paragraph; a tone asked of the whole piece
or of one paragraph; selections; and replies with `<think>…</think>` inline, a
`reasoning_content` field, two drafts and a "final version:", an unasked fix owned up to in a
note, and Markdown the article did not have. Every expected article is the original paragraph
list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import (  # noqa: E402
    ChangedArticles,
    Changes,
    alone,
    block,
    swap,
    write_cases,
)

EN_TITLE = "Kites Over Marston Hill"
EN = [
    "Every April the hill above Marston fills with kites. This year's festival, on Sunday 12 April, drew about 600 people, the biggest crowd since it began in 2011.",
    "Eight-year-old Priya Nair brought a red dragon kite that her grandfather built from bamboo and silk. It took him three weekends to make, and by noon it was flying higher than anything else on the hill.",
    "“It pulls like a dog on a lead,” Priya said. “Grandad says it just wants to go home to the clouds.”",
    "Entry was free, but the food stalls charged £4 for a burger and £2 for a cup of tea. The kite-making tent asked £6 per child for materails, and it sold out by lunchtime.",
    "The afternoon brought the day's real news: organiser Helen Price is stepping down. After thirteen festivals she is handing the job to a younger team. “I'll still come,” she said, “but next year I'll be the one eating cake.”",
    "The wind dropped at about four o'clock, and the last kites came down slowly over the car park. Volunteers collected more than forty bags of litter before dark.",
    "Thank you to the volunteers who ran the car park, and to Marston Bakery for the cakes. See you next April!",
]
# 巷口修鞋铺: a neighbourhood story with a quoted paragraph; 第六段 holds a typo (做一会儿).
ZA_TITLE = "巷口修鞋铺的最后一个冬天"
ZA = [
    "城东槐树巷口有一家修鞋铺，开了整整二十六年。铺子只有四平方米，一张木桌、一台补鞋机，墙上挂满了鞋楦。",
    "店主周桂兰今年五十八岁，原来是纺织厂的挡车工。一九九八年下岗后，她跟着一位老师傅学了三个月，就在巷口支起了摊子。",
    "价格一直很实在：换鞋跟十五元，补鞋面二十元，配钥匙五元一把。有人劝她涨价，她总是摆摆手，说街坊邻居都不容易。",
    "“鞋子跟人一样，哪里磨得狠，就知道他平时怎么走路。”周桂兰一边穿线一边说，“修好了，人家走得舒服，我就高兴。”",
    "今年十月，她决定不干了。儿子在苏州安了家，孙女明年上小学，她要过去帮忙带孩子。说起这件事，她停下手里的活，半天没有出声。",
    "消息传开后，常来的老主顾们陆续上门。有人送来一篮橘子，有人只是做一会儿，聊聊这些年修过的鞋。",
    "铺子会开到十二月底，想修鞋的街坊抓紧时间。感谢周阿姨二十六年来的手艺和耐心！",
]
# 读《北坡的雪》: a review of a (made-up) novel with two block quotes from it.
ZB_TITLE = "读《北坡的雪》"
ZB = [
    "第一次读林川的《北坡的雪》是在大学图书馆，那时只觉得故事太慢。十年后重读，才发现慢正是它的好处。",
    "小说由一位八十岁的护林员讲述，从他十六岁进山写起，一直写到林场撤销、他搬下山，前后六十多年。",
    "> 雪落下来的时候，整座山都在听。",
    "这句开头我读了好几遍。没有铺垫，也没有解释，一个老人就这样坐在你对面开始说话。",
    "书里写冬天的地方最动人。大雪封山的四个月里，他每天踩着齐膝的雪巡山，一个人对着松树说话。",
    "> 人走了，路还记得他。",
    "这本书定价四十八元，全书三百二十页，一个周末就能读完。推荐给每一个想慢下来的人。",
]
ARTICLES = {"en": (EN_TITLE, EN), "za": (ZA_TITLE, ZA), "zb": (ZB_TITLE, ZB)}
SET = ChangedArticles(ARTICLES)
whole, case = SET.whole, SET.case


def blocks(art: str, changed: Changes, lead: str = "") -> str:
    _, paragraphs = ARTICLES[art]
    parts = [lead] if lead else []
    for i, new in sorted((k, v) for k, v in changed.items() if isinstance(k, int)):
        parts.append(block(paragraphs[i], new))
    return "\n\n".join(parts)


def think(thought: str, answer: str) -> str:
    return f"<think>\n{thought}\n</think>\n\n{answer}"


# ---- English: what a model writes for each ask --------------------------------------------
EN_KITE_VIVID = {
    1: "Eight-year-old Priya Nair arrived with a red dragon kite that her grandfather had built from bamboo and silk. It had taken him three weekends, and by noon it was snapping and climbing higher than anything else on the hill."
}
EN_KITE_VIVID_2 = {
    1: "Eight-year-old Priya Nair brought a red silk dragon, built on a bamboo frame by her grandfather. Three weekends of work went into it, and by noon it was riding higher than anything else on the hill."
}
EN_QUIT_TIGHT = {
    4: "Then came the real news: organiser Helen Price is stepping down after thirteen festivals, handing over to a younger team. “I'll still come,” she said, “but next year I'll be the one eating cake.”"
}
EN_QUIT_MOVING = {
    4: "Late in the afternoon came the news many had half expected: organiser Helen Price is stepping down. After thirteen festivals she is passing the job to a younger team. “I'll still come,” she said, “but next year I'll be the one eating cake.”"
}
EN_PRICES_SHORT = {
    3: "Entry was free; a burger cost £4 and tea £2. The kite-making tent charged £6 per child for materials and sold out by lunchtime."
}
EN_PRICES_S2 = {
    3: swap(
        EN[3],
        "The kite-making tent asked £6 per child for materails, and it sold out by lunchtime.",
        "At the kite-making tent, materails cost £6 per child, and places were gone by lunchtime.",
    )
}
EN_TYPO = {3: EN[3].replace("materails", "materials")}
EN_THANKS_WARM = {
    6: swap(
        EN[6],
        "Thank you to the volunteers who ran the car park, and to Marston Bakery for the cakes.",
        "A heartfelt thank-you to the volunteers who ran the car park, and to Marston Bakery for the wonderful cakes.",
    )
}
EN_ENDING_WARM = {
    6: "A big, warm thank-you to the volunteers who ran the car park, and to Marston Bakery for the cakes. We can't wait to see you next April!"
}
EN_OPENING_LIVELY = {
    0: "Every April the hill above Marston bursts into colour with kites. This year's festival, on Sunday 12 April, drew about 600 people, the biggest crowd since it began in 2011."
}
EN_P2_SHORT = {
    1: "Eight-year-old Priya Nair flew a red dragon kite her grandfather made from bamboo and silk, and by noon it was the highest on the hill."
}
EN_TITLE_HELEN = {"title": "The Last Festival for Helen Price"}
EN_TITLE_GOODBYE = {"title": "Six Hundred People and One Goodbye"}
EN_WIND_S1 = {
    5: swap(
        EN[5],
        "The wind dropped at about four o'clock, and the last kites came down slowly over the car park.",
        "At about four the wind died, and the last kites drifted down over the car park.",
    )
}
EN_WIND_S1_AND_S2 = {
    5: EN_WIND_S1[5].replace(
        "Volunteers collected more than forty bags of litter before dark.",
        "Before dark, volunteers had filled more than forty bags with litter.",
    )
}
# Drift nobody asked for.
EN_DRIFT_WIND = {
    5: "The wind died down at about four o'clock, and the last kites drifted slowly down over the car park. Volunteers collected more than forty bags of litter before dark."
}
EN_DRIFT_OPENING = {
    0: "Each April the hill above Marston fills with kites. This year's festival, on Sunday 12 April, drew about 600 people, the biggest crowd since it began in 2011."
}
EN_DRIFT_QUOTE = {
    2: "“It pulls like a dog on a lead,” Priya said. “Granddad says it just wants to go home to the clouds.”"
}
EN_CASUAL = {
    0: "Every April, the hill above Marston gets covered in kites. This year's festival, on Sunday 12 April, pulled in about 600 people, the biggest crowd since it kicked off in 2011.",
    1: "Eight-year-old Priya Nair turned up with a red dragon kite her grandad built out of bamboo and silk. It took him three weekends, and by noon it was flying higher than anything else up there.",
    3: "Getting in was free, but the food stalls wanted £4 for a burger and £2 for a cup of tea. The kite-making tent charged £6 a child for materials, and it sold out by lunchtime.",
    4: "Then came the big news of the afternoon: organiser Helen Price is calling it a day. After thirteen festivals she's handing over to a younger crew. “I'll still come,” she said, “but next year I'll be the one eating cake.”",
    5: "The wind dropped around four, and the last kites floated down over the car park. Volunteers picked up more than forty bags of litter before dark.",
    6: "Huge thanks to the volunteers who ran the car park, and to Marston Bakery for the cakes. See you next April!",
}
EN_WARMER = {
    0: "Every April the hill above Marston fills with kites, and with the people who love them. This year's festival, on Sunday 12 April, welcomed about 600 people, the biggest crowd since it began in 2011.",
    4: "The afternoon brought the day's real news: organiser Helen Price, who has looked after this festival for so long, is stepping down. After thirteen festivals she is handing the job to a younger team. “I'll still come,” she said, “but next year I'll be the one eating cake.”",
    5: "The wind dropped at about four o'clock, and the last kites came down gently over the car park. Our volunteers stayed on to collect more than forty bags of litter before dark.",
    6: EN_ENDING_WARM[6],
}

# ---- 巷口修鞋铺 -------------------------------------------------------------------------------
ZA_PRICE_SHORT = {
    2: "价格一直实在：换鞋跟十五元，补鞋面二十元，配钥匙五元一把。有人劝她涨价，她总说街坊都不容易。"
}
ZA_PRICE_VIVID_S = "有人劝她涨价，她总是笑着摆摆手：“街坊邻居，谁都不容易。”"
ZA_QUIT_RESTRAINED = {
    4: "今年十月，她决定不干了。儿子在苏州安了家，孙女明年上小学，她要过去帮忙带孩子。说起这件事，她手里的活停了一会儿。"
}
ZA_QUIT_LAST = {
    4: swap(ZA[4], "说起这件事，她停下手里的活，半天没有出声。", "说起这件事，她低头穿了半天线。")
}
ZA_THANKS_SINCERE = {
    6: swap(
        ZA[6],
        "感谢周阿姨二十六年来的手艺和耐心！",
        "二十六年的手艺和耐心，我们都记在心里，谢谢您，周阿姨。",
    )
}
ZA_LEARN_TIGHT = {
    1: "店主周桂兰今年五十八岁，原是纺织厂挡车工，一九九八年下岗后跟老师傅学了三个月手艺，便在巷口支起了摊子。"
}
ZA_P1_S2_SHORT = {
    1: swap(
        ZA[1],
        "一九九八年下岗后，她跟着一位老师傅学了三个月，就在巷口支起了摊子。",
        "一九九八年下岗后，她学了三个月手艺，在巷口摆起了摊。",
    )
}
ZA_P1_S2_AND_S1 = {1: ZA_P1_S2_SHORT[1].replace("原来是纺织厂的挡车工", "以前是纺织厂挡车工")}
ZA_P1_BOTH_SHORT = {
    1: "周桂兰五十八岁，原是纺织厂挡车工。一九九八年下岗后，她学了三个月手艺，在巷口支起摊子。"
}
ZA_TITLE_HANDS = {"title": "二十六年，一双手"}
ZA_PRICE_25 = {2: ZA[2].replace("补鞋面二十元", "补鞋面二十五元")}
ZA_THANKS_FORMAL = {
    6: swap(
        ZA[6],
        "感谢周阿姨二十六年来的手艺和耐心！",
        "谨向周桂兰女士二十六年来的辛勤付出致以诚挚的谢意。",
    )
}
ZA_TYPO = {5: ZA[5].replace("做一会儿", "坐一会儿")}
ZA_OPENING_VIVID = {
    0: "城东槐树巷口，有一家修鞋铺一开就是整整二十六年。铺子只有四平方米，一张旧木桌、一台老补鞋机，墙上密密麻麻挂满了鞋楦。"
}
ZA_ENDING_LIGHT = {
    6: "铺子会开到十二月底，家里有鞋要修的街坊，可得抓紧啦。谢谢周阿姨二十六年的好手艺和好脾气！"
}
ZA_SIMPLER = {
    0: "城东槐树巷口有家修鞋铺，开了二十六年。铺子四平方米，一张木桌、一台补鞋机，墙上挂满鞋楦。",
    1: "店主周桂兰五十八岁，原是纺织厂挡车工。一九九八年下岗后，她学了三个月手艺，在巷口支起摊子。",
    2: "价格实在：换鞋跟十五元，补鞋面二十元，配钥匙五元一把。有人劝她涨价，她说街坊都不容易。",
    4: "今年十月，她决定不干了。儿子在苏州安家，孙女明年上小学，她要去帮忙带。说起这事，她停下手里的活，半天没出声。",
    5: "消息传开，老主顾们陆续上门。有人送来一篮橘子，有人只是坐一会儿，聊聊修过的鞋。",
    6: "铺子开到十二月底，想修鞋的街坊抓紧。感谢周阿姨二十六年的手艺和耐心！",
}
ZA_WARMER = {
    0: "城东槐树巷口有一家小小的修鞋铺，一开就是整整二十六年。铺子只有四平方米，一张木桌、一台补鞋机，墙上挂满了鞋楦，也挂满了街坊们的念想。",
    1: "店主周桂兰今年五十八岁，原来是纺织厂的挡车工。一九九八年下岗后，她跟着一位老师傅踏踏实实学了三个月，就在巷口支起了摊子。",
    4: "今年十月，她决定不干了。儿子在苏州安了家，孙女明年上小学，她要过去陪着孩子长大。说起这件事，她停下手里的活，半天没有出声。",
    5: "消息传开后，常来的老主顾们陆续上门。有人送来一篮橘子，有人只是坐一会儿，陪她聊聊这些年修过的鞋。",
    6: "铺子会开到十二月底，想修鞋的街坊抓紧时间。谢谢周阿姨，这二十六年，您的手艺和耐心暖了整条巷子！",
}
ZA_DRIFT_LEARN = {
    1: "店主周桂兰今年五十八岁，以前是纺织厂的挡车工。一九九八年下岗后，她跟着一位老师傅学了三个月，就在巷口支起了摊子。"
}
ZA_DRIFT_QUOTE = {
    3: "“鞋子和人一样，哪儿磨得狠，就知道他平时怎么走路。”周桂兰一边穿线一边说，“修好了，人家走得舒服，我就高兴。”"
}
ZA_DRIFT_ENDING = {
    6: "铺子会开到十二月底，想修鞋的街坊请抓紧时间。感谢周阿姨二十六年来的手艺和耐心！"
}

# ---- 读《北坡的雪》 -----------------------------------------------------------------------------
ZB_WINTER_VIVID = {
    4: "书里写冬天的地方最动人。大雪封山的四个月里，他每天踩着没过膝盖的雪去巡山，呼出的白气挂在眉毛上结成霜，累了就对着松树说几句话。"
}
ZB_PRICE_CASUAL = {6: "这本书四十八块钱，三百二十页，一个周末就能读完。想慢下来的朋友，真心推荐。"}
ZB_TITLE_REREAD = {"title": "《北坡的雪》重读记"}
ZB_P0_SHORT = {0: "大学时读林川的《北坡的雪》，只嫌它慢；十年后重读，才懂慢正是它的好处。"}
ZB_P0_FORMAL = {
    0: "笔者初读林川的《北坡的雪》，是在大学图书馆，彼时只觉其叙事过于舒缓。十年之后重读，方知舒缓恰是此书的长处。"
}
ZB_P3_Q = {3: swap(ZB[3], "这句开头我读了好几遍。", "这句开头，我为什么读了好几遍？")}
ZB_CASUAL = {
    0: "第一次读林川的《北坡的雪》，是在大学图书馆，那会儿就觉得故事太慢了。十年后再读，才发现慢恰恰是它的好。",
    1: "小说是一个八十岁的老护林员自己讲的，从他十六岁进山说起，一直说到林场撤了、他搬下山，前后六十多年。",
    3: "这句开头我来来回回读了好几遍。不铺垫，不解释，一个老人就这么坐你对面开始说话了。",
    4: "书里写冬天的那些地方最打动人。大雪封山四个月，他天天踩着齐膝的雪去巡山，一个人对着松树说话。",
    6: "这本书四十八块钱，三百二十页，一个周末就能读完。想慢下来的人，都推荐读读。",
}
ZB_FORMAL = {
    0: "笔者初读林川的《北坡的雪》是在大学图书馆，彼时只觉故事过于舒缓。十年后重读，方知舒缓正是其长处。",
    1: "小说以一位八十岁护林员的口吻叙述，自其十六岁进山写起，直至林场撤销、其迁居山下，时间跨度六十余年。",
    3: "此句开篇，笔者反复读了多遍。既无铺垫，亦无解释，一位老人便如此坐于读者对面，开始讲述。",
    4: "书中描写冬季的段落最为动人。大雪封山的四个月间，他每日踏着齐膝深的积雪巡山，独自对着松树说话。",
    6: "本书定价四十八元，全书三百二十页，一个周末即可读完。谨向每一位希望放慢脚步的读者推荐。",
}
ZB_DRIFT_QUOTE = {5: "> 人走了，山路还记得他。"}

EN_SRC = "session 38 brief: the writer's side of the ask and reasoning models' reply shapes"

EN_CASES = [
    # A paragraph named by what it says.
    case(
        "d42-en-topic-01",
        "en",
        "content_named_target",
        EN_SRC + " (topic)",
        "Make the paragraph about the kite more vivid.",
        [
            whole(
                "en",
                EN_KITE_VIVID,
                "Sure! Here's the revised article:",
                "Let me know if you'd like any other changes.",
            )
        ],
        EN_KITE_VIVID,
    ),
    case(
        "d42-en-topic-02",
        "en",
        "content_named_target",
        EN_SRC + " (the bit where)",
        "Can you tighten the bit where she quits?",
        [alone(EN_QUIT_TIGHT[4], "Here's a tighter version of that paragraph:")],
        EN_QUIT_TIGHT,
    ),
    case(
        "d42-en-topic-03",
        "en",
        "content_named_target",
        EN_SRC + " (topic)",
        "Shorten the paragraph about prices.",
        [alone(EN_PRICES_SHORT[3])],
        EN_PRICES_SHORT,
    ),
    case(
        "d42-en-topic-04",
        "en",
        "content_named_sentence",
        EN_SRC + " (a line by what it says)",
        "Make the thank-you line at the end warmer.",
        [whole("en", EN_THANKS_WARM)],
        EN_THANKS_WARM,
    ),
    case(
        "d42-en-topic-05",
        "en",
        "content_named_target_drift",
        EN_SRC + " (topic, another paragraph reworded)",
        "Make the paragraph about the kite more vivid.",
        [whole("en", EN_KITE_VIVID | EN_DRIFT_WIND, "Here you go:")],
        EN_KITE_VIVID,
        withheld=1,
    ),
    # Several asks in one message.
    case(
        "d42-en-multi-01",
        "en",
        "several_asks",
        EN_SRC + " (title and a paragraph)",
        "Change the title to “The Last Festival for Helen Price” and shorten the second paragraph. Leave everything else alone.",
        [whole("en", EN_TITLE_HELEN | EN_P2_SHORT)],
        EN_TITLE_HELEN | EN_P2_SHORT,
    ),
    case(
        "d42-en-multi-02",
        "en",
        "several_asks_drift",
        EN_SRC + " (title and ending, the opening reworded)",
        "Retitle it “Six Hundred People and One Goodbye”, then make the closing paragraph warmer. Nothing else.",
        [
            whole(
                "en",
                EN_TITLE_GOODBYE | EN_ENDING_WARM | EN_DRIFT_OPENING,
                "Here's the updated piece:",
            )
        ],
        EN_TITLE_GOODBYE | EN_ENDING_WARM,
        withheld=1,
    ),
    case(
        "d42-en-multi-03",
        "en",
        "several_asks_blocks",
        EN_SRC + " (two asks, two blocks)",
        "Fix the typo in paragraph 4 and make the first sentence of the last paragraph warmer.",
        [blocks("en", EN_TYPO | EN_THANKS_WARM)],
        EN_TYPO | EN_THANKS_WARM,
        edit_format="blocks",
    ),
    # Exclusions.
    # (added after the first run) a quote inside a restyled paragraph reworded, though kept
    case(
        "d42-en-except-04",
        "en",
        "except_quotes_inline_reworded",
        EN_SRC + " (all but the quotes, a quote inside prose reworded)",
        "Make the whole piece more casual, everything except the quotes.",
        [
            whole(
                "en",
                EN_CASUAL | {4: EN_CASUAL[4].replace("“I'll still come,”", "“I'll still pop by,”")},
            )
        ],
        outcome="refused",
        because="a quote the writer asked to keep was reworded inside a restyled paragraph",
    ),
    case(
        "d42-en-except-01",
        "en",
        "except_quotes",
        EN_SRC + " (all but the quotes)",
        "Make the whole piece more casual, everything except the quotes.",
        [
            whole(
                "en",
                EN_CASUAL,
                "Here's a more relaxed version — I left the quotes exactly as they were:",
            )
        ],
        EN_CASUAL,
    ),
    case(
        "d42-en-except-02",
        "en",
        "except_quotes_touched",
        EN_SRC + " (all but the quotes, a quote touched)",
        "Make the whole piece more casual, everything except the quotes.",
        [whole("en", EN_CASUAL | EN_DRIFT_QUOTE)],
        EN_CASUAL,
        withheld=1,
    ),
    case(
        "d42-en-except-03",
        "en",
        "except_quotes_typos",
        EN_SRC + " (typos but not in quotes)",
        "Fix any typos, but don't touch the quotes.",
        [
            whole(
                "en",
                EN_TYPO | EN_DRIFT_QUOTE,
                "Fixed:",
                "I corrected “materails” and the spelling of “Grandad”.",
            )
        ],
        EN_TYPO,
        withheld=1,
    ),
    # A sentence inside a paragraph.
    case(
        "d42-en-sentence-01",
        "en",
        "sentence_in_named_paragraph",
        EN_SRC + " (second sentence of the prices paragraph)",
        "Rewrite the second sentence of the paragraph about prices so it's less clunky.",
        [alone(EN_PRICES_S2[3], "Here's the paragraph with the second sentence reworked:")],
        EN_PRICES_S2,
    ),
    case(
        "d42-en-sentence-02",
        "en",
        "sentence_only_asked",
        EN_SRC + " (first sentence by number)",
        "Make the first sentence of paragraph 6 punchier.",
        [whole("en", EN_WIND_S1)],
        EN_WIND_S1,
    ),
    case(
        "d42-en-sentence-03",
        "en",
        "sentence_asked_neighbour_reworded",
        EN_SRC + " (first sentence asked, the second reworded too)",
        "Make the first sentence of paragraph 6 punchier.",
        [alone(EN_WIND_S1_AND_S2[5])],
        EN_WIND_S1,
        withheld=1,
    ),
    # Tone: the whole piece or one paragraph.
    case(
        "d42-en-tone-01",
        "en",
        "tone_whole_piece",
        EN_SRC + " (whole piece warmer)",
        "Make the whole piece sound warmer.",
        [whole("en", EN_WARMER)],
        EN_WARMER,
    ),
    case(
        "d42-en-tone-02",
        "en",
        "tone_whole_answered_by_one",
        EN_SRC + " (whole piece asked, one paragraph answered)",
        "Make the whole thing warmer.",
        [alone(EN_ENDING_WARM[6], "Here's a warmer version:")],
        outcome="refused",
        because="a whole-article tone ask answered with one paragraph alone",
    ),
    case(
        "d42-en-tone-03",
        "en",
        "tone_one_answered_by_whole",
        EN_SRC + " (ending asked, every paragraph warmed)",
        "Make the ending warmer.",
        [whole("en", EN_WARMER)],
        EN_ENDING_WARM,
        withheld=1,
    ),
    # Selections.
    case(
        "d42-en-sel-01",
        "en",
        "selection_after_think",
        EN_SRC + " (selection, inline think)",
        "Make this shorter.",
        [
            think(
                "The user selected one sentence about the grandfather's kite. Shorter: keep three weekends and noon.",
                "Three weekends went into it, and by noon it flew highest on the hill.",
            )
        ],
        {
            1: EN[1].replace(
                "It took him three weekends to make, and by noon it was flying higher than anything else on the hill.",
                "Three weekends went into it, and by noon it flew highest on the hill.",
            )
        },
        selected="It took him three weekends to make, and by noon it was flying higher than anything else on the hill.",
    ),
    case(
        "d42-en-sel-02",
        "en",
        "selection_answered_with_paragraph",
        EN_SRC + " (selection, whole paragraph back)",
        "Make this punchier.",
        [
            alone(
                EN[5].replace("The wind dropped at about four o'clock", "At four, the wind died"),
                "Here's the paragraph with that sentence punchier:",
            )
        ],
        {5: EN[5].replace("The wind dropped at about four o'clock", "At four, the wind died")},
        selected="The wind dropped at about four o'clock",
    ),
    # Reasoning models.
    case(
        "d42-en-think-01",
        "en",
        "think_inline_then_whole",
        EN_SRC + " (DeepSeek-R1 / QwQ on a template that keeps <think>)",
        "Fix the typo in paragraph 4.",
        [
            think(
                "Paragraph 4 is the prices paragraph. 'materails' should be 'materials'. Nothing else should change.",
                whole("en", EN_TYPO),
            )
        ],
        EN_TYPO,
    ),
    case(
        "d42-en-think-02",
        "en",
        "reasoning_field_then_paragraph",
        EN_SRC + " (reasoning_content)",
        "Make the bit where she quits more moving.",
        [
            {
                "reasoning_content": "The bit where she quits is paragraph 5, about Helen Price. Draft: 'Then, quietly, the news: Helen Price is leaving.' Too short; keep the quote exactly.",
                "content": alone(EN_QUIT_MOVING[4], "Here's the paragraph:"),
            }
        ],
        EN_QUIT_MOVING,
    ),
    case(
        "d42-en-think-03",
        "en",
        "two_drafts_final_version",
        EN_SRC + " (a draft, then 'Final version:')",
        "Make the paragraph about the kite more vivid.",
        [
            alone(
                "Draft:\n\n"
                + EN_KITE_VIVID[1]
                + "\n\nThat's a little flat. Final version:\n\n"
                + EN_KITE_VIVID_2[1]
            )
        ],
        EN_KITE_VIVID_2,
    ),
    case(
        "d42-en-note-01",
        "en",
        "note_unasked_typo_fix",
        EN_SRC + " (Note: I also fixed a typo in paragraph 4)",
        "Make the opening paragraph livelier.",
        [
            whole(
                "en",
                EN_OPENING_LIVELY | EN_TYPO,
                "",
                "Note: I also fixed a typo in paragraph 4 (“materails” → “materials”).",
            )
        ],
        EN_OPENING_LIVELY,
        withheld=1,
    ),
    case(
        "d42-en-note-02",
        "en",
        "note_asked_typo_fix",
        EN_SRC + " (typo fix asked too)",
        "Make the opening paragraph livelier, and fix any typos while you're at it.",
        [
            whole(
                "en",
                EN_OPENING_LIVELY | EN_TYPO,
                "",
                "Note: I also fixed a typo in paragraph 4 (“materails” → “materials”).",
            )
        ],
        EN_OPENING_LIVELY | EN_TYPO,
    ),
    case(
        "d42-en-md-01",
        "en",
        "markdown_added_outside",
        EN_SRC + " (headings and bold the article did not have)",
        "Make the paragraph about the kite more vivid.",
        [
            whole(
                "en",
                {
                    "title": "# " + EN_TITLE,
                    0: "## The festival\n\n" + EN[0],
                    1: "## The dragon kite\n\n" + EN_KITE_VIVID[1],
                    3: EN[3].replace("Entry was free", "**Entry was free**"),
                    4: "## Helen steps down\n\n" + EN[4],
                },
            )
        ],
        EN_KITE_VIVID,
    ),
]

ZA_SRC = "session 38 brief: the writer's side of the ask and reasoning models' reply shapes"
ZH_CASES = [
    # 按内容指段
    case(
        "d42-zh-topic-01",
        "za",
        "content_named_target",
        ZA_SRC + "（讲价格的那段）",
        "讲价格的那段写得简洁一点",
        [alone(ZA_PRICE_SHORT[2], "好的，精简后的这一段：")],
        ZA_PRICE_SHORT,
    ),
    case(
        "d42-zh-topic-02",
        "za",
        "content_named_target",
        ZA_SRC + "（她辞职那段）",
        "她不干了的那段改得更克制一些。",
        [whole("za", ZA_QUIT_RESTRAINED, "修改后的全文如下：")],
        ZA_QUIT_RESTRAINED,
    ),
    case(
        "d42-zh-topic-03",
        "za",
        "content_named_sentence",
        ZA_SRC + "（最后那句感谢的话，全文回）",
        "最后那句感谢的话改得更真诚一点",
        [whole("za", ZA_THANKS_SINCERE)],
        ZA_THANKS_SINCERE,
    ),
    case(
        "d42-zh-topic-04",
        "za",
        "content_named_sentence",
        ZA_SRC + "（最后那句感谢的话，只回这一句）",
        "最后那句感谢的话改得更真诚一点",
        [alone(ZA_THANKS_SINCERE[6].split("。", 1)[1], "可以改成：")],
        ZA_THANKS_SINCERE,
    ),
    case(
        "d42-zh-topic-05",
        "za",
        "content_named_target_drift",
        ZA_SRC + "（讲价格的那段，另一段也改了）",
        "讲价格的那段写得简洁一点",
        [whole("za", ZA_PRICE_SHORT | ZA_DRIFT_LEARN)],
        ZA_PRICE_SHORT,
        withheld=1,
    ),
    case(
        "d42-zh-topic-06",
        "zb",
        "content_named_target",
        ZA_SRC + "（写冬天那段）",
        "写冬天的那段再生动一些",
        [alone(ZB_WINTER_VIVID[4], "", "加了一点细节，让画面更具体。")],
        ZB_WINTER_VIVID,
    ),
    case(
        "d42-zh-topic-07",
        "zb",
        "content_named_target",
        ZA_SRC + "（讲定价的那段）",
        "讲定价那段改得口语化一点",
        [whole("zb", ZB_PRICE_CASUAL, "好的：")],
        ZB_PRICE_CASUAL,
    ),
    case(
        "d42-zh-topic-08",
        "za",
        "content_named_target",
        ZA_SRC + "（学手艺那段）",
        "她学手艺那段写紧凑点",
        [alone(ZA_LEARN_TIGHT[1], "", "这样读起来更紧凑。")],
        ZA_LEARN_TIGHT,
    ),
    case(
        "d42-zh-topic-09",
        "za",
        "content_named_sentence",
        ZA_SRC + "（讲价格那段里劝涨价那句）",
        "讲价格那段里劝她涨价那句写得生动些",
        [alone(swap(ZA[2], "有人劝她涨价，她总是摆摆手，说街坊邻居都不容易。", ZA_PRICE_VIVID_S))],
        {2: swap(ZA[2], "有人劝她涨价，她总是摆摆手，说街坊邻居都不容易。", ZA_PRICE_VIVID_S)},
    ),
    # 一条消息里几件事
    case(
        "d42-zh-multi-01",
        "za",
        "several_asks",
        ZA_SRC + "（改标题，再把第二段缩短，其他别动）",
        "标题改成“二十六年，一双手”，再把第二段缩短，其他别动",
        [whole("za", ZA_TITLE_HANDS | ZA_LEARN_TIGHT)],
        ZA_TITLE_HANDS | ZA_LEARN_TIGHT,
    ),
    case(
        "d42-zh-multi-02",
        "za",
        "several_asks_drift",
        ZA_SRC + "（同上，引语也被改了）",
        "标题改成“二十六年，一双手”，再把第二段缩短，其他别动",
        [whole("za", ZA_TITLE_HANDS | ZA_LEARN_TIGHT | ZA_DRIFT_QUOTE)],
        ZA_TITLE_HANDS | ZA_LEARN_TIGHT,
        withheld=1,
    ),
    case(
        "d42-zh-multi-03",
        "za",
        "several_asks_parts_alone",
        ZA_SRC + "（新标题和一段分别给出）",
        "标题改成“二十六年，一双手”，然后把讲价格的那段写短一点",
        [alone("新标题：二十六年，一双手\n\n价格那段：\n\n" + ZA_PRICE_SHORT[2])],
        ZA_TITLE_HANDS | ZA_PRICE_SHORT,
    ),
    case(
        "d42-zh-multi-04",
        "za",
        "several_asks_blocks",
        ZA_SRC + "（两件事，两个块）",
        "第三段的“二十元”改成“二十五元”，另外把最后一句感谢写得正式些",
        [blocks("za", ZA_PRICE_25 | ZA_THANKS_FORMAL)],
        ZA_PRICE_25 | ZA_THANKS_FORMAL,
        edit_format="blocks",
    ),
    case(
        "d42-zh-multi-05",
        "zb",
        "several_asks_numbered",
        ZA_SRC + "（编号列出的几件事）",
        "1. 标题改成《北坡的雪》重读记\n2. 第一段精简一下\n其他段落不要动",
        [whole("zb", ZB_TITLE_REREAD | ZB_P0_SHORT)],
        ZB_TITLE_REREAD | ZB_P0_SHORT,
    ),
    case(
        "d42-zh-multi-06",
        "za",
        "several_asks_after_think",
        ZA_SRC + "（<think> 后全文）",
        "改标题为“二十六年，一双手”，再把第二段缩短，其他别动",
        [
            think(
                "用户要两处修改：标题，和第二段（周桂兰学手艺那段）缩短。其他段落保持原样，第六段的“做一会儿”虽然像错字，但用户说其他别动。",
                whole("za", ZA_TITLE_HANDS | ZA_LEARN_TIGHT),
            )
        ],
        ZA_TITLE_HANDS | ZA_LEARN_TIGHT,
    ),
    case(
        "d42-zh-multi-07",
        "za",
        "several_asks_typo_and_ending",
        ZA_SRC + "（改错字，顺便结尾轻松些）",
        "把错别字改一下，顺便让结尾那段轻松一点",
        [whole("za", ZA_TYPO | ZA_ENDING_LIGHT)],
        ZA_TYPO | ZA_ENDING_LIGHT,
    ),
    # 排除
    case(
        "d42-zh-except-01",
        "zb",
        "except_quotes",
        ZA_SRC + "（除了引用部分）",
        "除了引用部分，全文改得更口语化",
        [whole("zb", ZB_CASUAL, "改好了，引用的两句原文没有动：")],
        ZB_CASUAL,
    ),
    case(
        "d42-zh-except-02",
        "zb",
        "except_quotes_touched",
        ZA_SRC + "（除了引用部分，引文被改）",
        "除了引用部分，全文改得更口语化",
        [whole("zb", ZB_CASUAL | ZB_DRIFT_QUOTE)],
        ZB_CASUAL,
        withheld=1,
    ),
    case(
        "d42-zh-except-03",
        "za",
        "except_speech",
        ZA_SRC + "（除了周阿姨说的话）",
        "除了周阿姨说的话，其他都写得简洁些",
        [whole("za", ZA_SIMPLER)],
        ZA_SIMPLER,
    ),
    # (added after the first run) the cobbler's words reworded, though kept
    case(
        "d42-zh-except-07",
        "za",
        "except_speech_touched",
        ZA_SRC + "（除了周阿姨说的话，引语被改）",
        "除了周阿姨说的话，其他都写得简洁些",
        [whole("za", ZA_SIMPLER | ZA_DRIFT_QUOTE)],
        ZA_SIMPLER,
        withheld=1,
    ),
    case(
        "d42-zh-except-04",
        "za",
        "except_last_paragraph",
        ZA_SRC + "（除了最后一段，查错字）",
        "除了最后一段，其他段落帮我检查一下错别字",
        [whole("za", ZA_TYPO, "", "第六段“做一会儿”应为“坐一会儿”，已改。")],
        ZA_TYPO,
    ),
    case(
        "d42-zh-except-05",
        "za",
        "except_last_paragraph_touched",
        ZA_SRC + "（除了最后一段，最后一段也被改）",
        "除了最后一段，其他段落帮我检查一下错别字",
        [whole("za", ZA_TYPO | ZA_DRIFT_ENDING)],
        ZA_TYPO,
        withheld=1,
    ),
    case(
        "d42-zh-except-06",
        "zb",
        "except_quotes_formal",
        ZA_SRC + "（引文不动，其余书面）",
        "引文不要动，其余部分写得更书面一些",
        [whole("zb", ZB_FORMAL)],
        ZB_FORMAL,
    ),
    # 段内的句子
    case(
        "d42-zh-sentence-01",
        "za",
        "sentence_in_paragraph",
        ZA_SRC + "（第二段第二句）",
        "第二段的第二句改得简洁一点",
        [whole("za", ZA_P1_S2_SHORT)],
        ZA_P1_S2_SHORT,
    ),
    case(
        "d42-zh-sentence-02",
        "za",
        "sentence_in_paragraph_alone",
        ZA_SRC + "（第五段最后一句，回整段）",
        "第五段最后一句写得含蓄一点",
        [alone(ZA_QUIT_LAST[4], "改后的第五段：")],
        ZA_QUIT_LAST,
    ),
    case(
        "d42-zh-sentence-03",
        "za",
        "sentence_alone",
        ZA_SRC + "（第五段最后一句，只回这一句）",
        "第五段最后一句写得含蓄一点",
        [alone("说起这件事，她低头穿了半天线。")],
        ZA_QUIT_LAST,
    ),
    case(
        "d42-zh-sentence-04",
        "zb",
        "sentence_to_question",
        ZA_SRC + "（第四段第一句改成问句）",
        "第四段第一句改成问句",
        [whole("zb", ZB_P3_Q)],
        ZB_P3_Q,
    ),
    case(
        "d42-zh-sentence-05",
        "za",
        "sentence_asked_neighbour_reworded",
        ZA_SRC + "（第二句被要求，第一句也改了）",
        "第二段的第二句改得简洁一点",
        [alone(ZA_P1_S2_AND_S1[1])],
        ZA_P1_S2_SHORT,
        withheld=1,
    ),
    # 语气：全文还是一段
    case(
        "d42-zh-tone-01",
        "za",
        "tone_whole_piece",
        ZA_SRC + "（整篇更温暖）",
        "整篇的语气再温暖一些",
        [whole("za", ZA_WARMER | ZA_TYPO)],
        ZA_WARMER | ZA_TYPO,
    ),
    case(
        "d42-zh-tone-02",
        "za",
        "tone_whole_answered_by_one",
        ZA_SRC + "（整篇要求，只回一段）",
        "整篇的语气再温暖一些",
        [alone(ZA_WARMER[6], "结尾可以这样改：")],
        outcome="refused",
        because="全文语气的要求只回了一段",
    ),
    case(
        "d42-zh-tone-03",
        "za",
        "tone_one_answered_by_whole",
        ZA_SRC + "（只要结尾，全文都改了）",
        "只把结尾那段的语气改得轻松一点",
        [whole("za", ZA_WARMER | {6: ZA_ENDING_LIGHT[6]})],
        ZA_ENDING_LIGHT,
        withheld=1,
    ),
    case(
        "d42-zh-tone-04",
        "zb",
        "tone_one_paragraph",
        ZA_SRC + "（第一段正式些）",
        "第一段的语气正式一点，别的不用改",
        [whole("zb", ZB_P0_FORMAL)],
        ZB_P0_FORMAL,
    ),
    case(
        "d42-zh-tone-05",
        "zb",
        "tone_whole_piece",
        ZA_SRC + "（全文书面）",
        "全文改得更书面一些",
        [whole("zb", ZB_FORMAL, "以下是修改后的版本：")],
        ZB_FORMAL,
    ),
    # 选区
    case(
        "d42-zh-sel-01",
        "za",
        "selection_bare",
        ZA_SRC + "（选区，直接回）",
        "改得更生动",
        [ZA_PRICE_VIVID_S],
        {2: swap(ZA[2], "有人劝她涨价，她总是摆摆手，说街坊邻居都不容易。", ZA_PRICE_VIVID_S)},
        selected="有人劝她涨价，她总是摆摆手，说街坊邻居都不容易。",
    ),
    case(
        "d42-zh-sel-02",
        "za",
        "selection_after_think_quoted",
        ZA_SRC + "（选区，<think> 后加引号）",
        "这句写得口语一点",
        [
            think(
                "选中的是第一段第二句，描写铺子。口语化：",
                "“铺子就四平方米大，一张木桌、一台补鞋机，墙上挂得满满的都是鞋楦。”",
            )
        ],
        {
            0: swap(
                ZA[0],
                "铺子只有四平方米，一张木桌、一台补鞋机，墙上挂满了鞋楦。",
                "铺子就四平方米大，一张木桌、一台补鞋机，墙上挂得满满的都是鞋楦。",
            )
        },
        selected="铺子只有四平方米，一张木桌、一台补鞋机，墙上挂满了鞋楦。",
    ),
    case(
        "d42-zh-sel-03",
        "zb",
        "selection_after_label",
        ZA_SRC + "（选区，带“改成：”）",
        "口语一点",
        ["改成：一个周末就能一口气看完"],
        {6: ZB[6].replace("一个周末就能读完", "一个周末就能一口气看完")},
        selected="一个周末就能读完",
    ),
    case(
        "d42-zh-sel-04",
        "zb",
        "selection_reasoning_field",
        ZA_SRC + "（选区，reasoning_content）",
        "这句改得更有画面感",
        [
            {
                "reasoning_content": "选中的是第五段第二句。要保留“四个月”和“齐膝”。",
                "content": "大雪封山的四个月里，他每天踩着齐膝的雪巡山，一个人对着覆雪的松树说话，说完了再听风回答。",
            }
        ],
        {
            4: swap(
                ZB[4],
                "大雪封山的四个月里，他每天踩着齐膝的雪巡山，一个人对着松树说话。",
                "大雪封山的四个月里，他每天踩着齐膝的雪巡山，一个人对着覆雪的松树说话，说完了再听风回答。",
            )
        },
        selected="大雪封山的四个月里，他每天踩着齐膝的雪巡山，一个人对着松树说话。",
    ),
    case(
        "d42-zh-sel-05",
        "za",
        "selection_answered_with_paragraph",
        ZA_SRC + "（选区，回了整段）",
        "这句改得含蓄一点",
        [alone(ZA_QUIT_LAST[4], "修改后：")],
        ZA_QUIT_LAST,
        selected="说起这件事，她停下手里的活，半天没有出声。",
    ),
    # 推理模型
    case(
        "d42-zh-think-01",
        "za",
        "think_inline_then_whole",
        ZA_SRC + "（<think> 在正文里，后接全文）",
        "讲价格的那段写得简洁一点",
        [
            think(
                "讲价格的是第三段。要保留十五元、二十元、五元三个价格。其他段落原样。",
                whole("za", ZA_PRICE_SHORT),
            )
        ],
        ZA_PRICE_SHORT,
    ),
    case(
        "d42-zh-think-02",
        "za",
        "think_draft_then_final_alone",
        ZA_SRC + "（<think> 里有草稿，之后“最终版本：”）",
        "她不干了的那段改得更克制一些。",
        [
            think(
                "草稿：" + ZA_QUIT_LAST[4] + "\n这一版改动太小。再收一收情绪。",
                "最终版本：\n\n" + ZA_QUIT_RESTRAINED[4],
            )
        ],
        ZA_QUIT_RESTRAINED,
    ),
    case(
        "d42-zh-think-03",
        "za",
        "reasoning_field_then_whole",
        ZA_SRC + "（reasoning_content + 全文）",
        "讲价格的那段写得简洁一点",
        [
            {
                "reasoning_content": "第三段讲价格。初稿：价格实在，换鞋跟十五元。——漏了补鞋面和配钥匙，不行。",
                "content": whole("za", ZA_PRICE_SHORT, "好的，改好了："),
            }
        ],
        ZA_PRICE_SHORT,
    ),
    case(
        "d42-zh-think-04",
        "za",
        "two_drafts_paragraph",
        ZA_SRC + "（初稿／定稿，一段）",
        "她学手艺那段写紧凑点",
        [alone("初稿：\n\n" + ZA_P1_S2_SHORT[1] + "\n\n定稿：\n\n" + ZA_LEARN_TIGHT[1])],
        ZA_LEARN_TIGHT,
    ),
    case(
        "d42-zh-think-05",
        "zb",
        "two_drafts_whole",
        ZA_SRC + "（全文写两遍，最终版本）",
        "第一段精简一下",
        [
            alone(
                "草稿：\n\n"
                + whole(
                    "zb",
                    {
                        0: "第一次读林川的《北坡的雪》是在大学，只觉得慢。十年后重读，才发现慢正是它的好处。"
                    },
                )
                + "\n\n再精简一点。最终版本：\n\n"
                + whole("zb", ZB_P0_SHORT)
            )
        ],
        ZB_P0_SHORT,
    ),
    case(
        "d42-zh-think-06",
        "za",
        "reasoning_field_streamed",
        ZA_SRC + "（流式，reasoning_content 先到）",
        "第一段写得生动一点",
        [
            {
                "reasoning_content": "第一段写铺子的样子。加一点细节。",
                "content": whole("za", ZA_OPENING_VIVID),
            }
        ],
        ZA_OPENING_VIVID,
        stream=True,
    ),
    case(
        "d42-zh-think-07",
        "za",
        "think_unclosed_cut",
        ZA_SRC + "（思考没写完就被截断）",
        "第一段写得生动一点",
        [
            "<think>\n第一段写的是铺子。可以加上“一开就是”，再把墙上的鞋楦写得密一点。还要注意不要改二十六年和四平方米这两个"
        ],
        outcome="refused",
        because="the reply stopped inside its thinking (length): no article",
        finish_reason="length",
    ),
    case(
        "d42-zh-think-08",
        "za",
        "think_then_no_change",
        ZA_SRC + "（<think> 后 NO_CHANGE）",
        "检查一下讲价格那段的数字有没有写错",
        [think("十五元、二十元、五元，都是整数，没有矛盾。", "NO_CHANGE")],
        outcome="no_change",
    ),
    case(
        "d42-zh-think-09",
        "za",
        "think_then_question",
        ZA_SRC + "（<think> 后反问）",
        "把那段写得更感人",
        [
            think(
                "“那段”指哪一段不清楚。",
                "请问您指的是哪一段？是周阿姨决定不干的那段，还是老主顾上门的那段？",
            )
        ],
        outcome="model_says",
        contains="请问您指的是哪一段",
    ),
    case(
        "d42-zh-note-01",
        "za",
        "note_unasked_typo_fix",
        ZA_SRC + "（注：顺便改了第六段的错别字）",
        "第一段写得生动一点",
        [
            whole(
                "za",
                ZA_OPENING_VIVID | ZA_TYPO,
                "",
                "注：我顺便改了第六段的一个错别字（“做一会儿”→“坐一会儿”）。",
            )
        ],
        ZA_OPENING_VIVID,
        withheld=1,
    ),
    case(
        "d42-zh-note-02",
        "za",
        "note_asked_typo_fix",
        ZA_SRC + "（要求里也让改错字）",
        "第一段写得生动一点，顺便改改错别字",
        [whole("za", ZA_OPENING_VIVID | ZA_TYPO, "", "注：第六段“做一会儿”已改为“坐一会儿”。")],
        ZA_OPENING_VIVID | ZA_TYPO,
    ),
    case(
        "d42-zh-md-01",
        "za",
        "markdown_added_outside",
        ZA_SRC + "（加了原文没有的加粗和标题）",
        "讲价格的那段写得简洁一点",
        [
            whole(
                "za",
                {
                    "title": "# " + ZA_TITLE,
                    1: ZA[1].replace("周桂兰", "**周桂兰**", 1),
                    2: ZA_PRICE_SHORT[2],
                    4: "## 告别\n\n" + ZA[4],
                },
            )
        ],
        ZA_PRICE_SHORT,
    ),
    case(
        "d42-zh-md-02",
        "zb",
        "markdown_headings_numbered",
        ZA_SRC + "（每段前加了“## 一、”之类的小标题）",
        "写冬天的那段再生动一些",
        [
            whole(
                "zb",
                {
                    0: "## 一、初读\n\n" + ZB[0],
                    3: "## 二、开头\n\n" + ZB[3],
                    4: "## 三、冬天\n\n" + ZB_WINTER_VIVID[4],
                    6: "## 四、推荐\n\n" + ZB[6],
                },
            )
        ],
        ZB_WINTER_VIVID,
    ),
    case(
        "d42-zh-md-03",
        "za",
        "markdown_bold_in_whole_with_think",
        ZA_SRC + "（<think> 后全文，未改的段落加粗关键词）",
        "她不干了的那段改得更克制一些。",
        [
            think(
                "只改第五段。",
                whole(
                    "za",
                    ZA_QUIT_RESTRAINED | {2: ZA[2].replace("换鞋跟十五元", "**换鞋跟十五元**")},
                ),
            )
        ],
        ZA_QUIT_RESTRAINED,
    ),
]

# Added after the first run: places left alone and reasoning shapes probed while fixing (the
# first three were saved inverted or with the title changed before the fix; the rest passed).
LATER_CASES = [
    case(
        "d42-en-alone-01",
        "en",
        "left_alone_by_place",
        EN_SRC + " (leave paragraph 3 alone)",
        "Make it more casual, but leave paragraph 3 alone.",
        [whole("en", EN_CASUAL | EN_DRIFT_QUOTE)],
        EN_CASUAL,
        withheld=1,
    ),
    case(
        "d42-zh-alone-01",
        "za",
        "left_alone_by_place",
        ZA_SRC + "（第四段别动，其余精简）",
        "第四段别动，其余都写得简洁些",
        [whole("za", ZA_SIMPLER | ZA_DRIFT_QUOTE)],
        ZA_SIMPLER,
        withheld=1,
    ),
    case(
        "d42-zh-alone-02",
        "zb",
        "except_title",
        ZA_SRC + "（除了标题）",
        "除了标题，全文改得更书面一些",
        [whole("zb", ZB_FORMAL | {"title": "《北坡的雪》读后"})],
        ZB_FORMAL,
        withheld=1,
    ),
    case(
        "d42-zh-sentence-06",
        "za",
        "two_sentences_of_one_paragraph",
        ZA_SRC + "（第二段的第一句和第二句）",
        "第二段的第一句和第二句都改简洁一点",
        [whole("za", ZA_P1_BOTH_SHORT)],
        ZA_P1_BOTH_SHORT,
    ),
    case(
        "d42-zh-think-10",
        "za",
        "reasoning_field_only",
        ZA_SRC + "（文章只在 reasoning_content 里，content 为空）",
        "讲价格的那段写得简洁一点",
        [{"reasoning_content": "思考……\n\n" + whole("za", ZA_PRICE_SHORT), "content": None}],
        outcome="refused",
        because="the reply's content held no article; the reasoning is never saved",
    ),
    case(
        "d42-zh-think-11",
        "za",
        "think_holds_whole_draft",
        ZA_SRC + "（<think> 里写了一版全文，之后是终稿）",
        "讲价格的那段写得简洁一点",
        [
            think(
                "先写一版：\n\n" + whole("za", {2: "价格实在。"}) + "\n\n太短了，漏了价格。",
                "修改后的全文：\n\n" + whole("za", ZA_PRICE_SHORT),
            )
        ],
        ZA_PRICE_SHORT,
    ),
    case(
        "d42-en-think-04",
        "en",
        "think_close_tag_only",
        EN_SRC + " (only </think>: the template ate the opening tag)",
        "Can you tighten the bit where she quits?",
        ["The user wants paragraph 5 tighter. Keep the quote.\n</think>\n\n" + EN_QUIT_TIGHT[4]],
        EN_QUIT_TIGHT,
    ),
    case(
        "d42-zh-multi-08",
        "za",
        "several_asks_with_delete",
        ZA_SRC + "（改标题，删一段，其他别动）",
        "把标题改成“二十六年，一双手”，第六段删掉，其他别动",
        [whole("za", ZA_TITLE_HANDS).replace("\n\n" + ZA[5], "")],
        ZA_TITLE_HANDS | {5: None},
    ),
    case(
        "d42-zh-note-03",
        "za",
        "note_suggests_other_fix",
        ZA_SRC + "（段落后附“建议一并修改”另一段）",
        "讲价格的那段写得简洁一点",
        [alone(ZA_PRICE_SHORT[2], "", "另外，第六段的“做一会儿”应为“坐一会儿”，建议一并修改。")],
        ZA_PRICE_SHORT,
    ),
    case(
        "d42-zh-sel-06",
        "zb",
        "selection_think_then_note",
        ZA_SRC + "（选区，<think> 后新文字，再加一句说明）",
        "口语一点",
        [
            "<think>选中的是“一个周末就能读完”。</think>\n\n一个周末就能一口气看完\n\nNote: I kept it short."
        ],
        {6: ZB[6].replace("一个周末就能读完", "一个周末就能一口气看完")},
        selected="一个周末就能读完",
    ),
]


def main() -> None:
    write_cases(EN_CASES + ZH_CASES + LATER_CASES, HERE / "shapes.jsonl")


if __name__ == "__main__":
    main()
