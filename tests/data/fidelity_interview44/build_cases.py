# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 44's dev cases from outside44's findings 2, 7 and 11 (run from the repository
root): a speaker's Nth turn of an interview transcript ("Dr. Osei's second answer", 王芳的第二个
回答, 主持人的第二个问题) is that paragraph — the other side's reworded turn and a speaker label
renamed elsewhere are withheld; a section named by its heading's ordinal (第二个小标题下面的内容,
"the part under the second heading") is the paragraphs under that heading; the same duration
written in words (约1.5小时 → 约一个半小时, "1.5 hours" → "an hour and a half") is no changed
figure — with near-misses (the turn alone rewritten, another amount, the heading line itself).
Every expected article is the original paragraph list with only the asked change made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import Articles, finish, refused  # noqa: E402

OSEI = [
    "**Maya Lin:** What first drew you to soil science?",
    "**Dr. Kwame Osei:** My grandmother farmed cassava in Ashanti. I watched her read the ground like a book.",
    "**Maya Lin:** And what does the ground tell you now?",
    "**Dr. Kwame Osei:** Honestly, it tells me we have about forty harvests left in some regions if nothing changes, and that number keeps me up at night, because every season we lose more topsoil than we build, and most people never notice it happening.",
    "**Maya Lin:** Thank you, Dr. Osei.",
]
PODCAST = [
    "Sam: Welcome back to the show. Today I'm talking to Priya Nair, who runs a repair café in Leeds.",
    "Priya: Thanks for having me. We fix toasters, lamps and bikes every second Saturday at the library.",
    "Sam: How did it start?",
    "Priya: A neighbour's kettle broke and I realised nobody on our street knew how to open one, so I put a note through twenty doors and eight people came to the first session with something broken.",
    "Sam: What's the hardest thing to fix?",
    "Priya: Anything glued shut. Phones are the worst, because the makers never meant anyone to open them, and the parts cost more than a new one.",
]
WANG = [
    "**记者：** 您是什么时候开始做陶瓷的？",
    "**王芳：** 大概是2008年，那时候我刚从景德镇回来，手里只有一台旧拉坯机。",
    "**记者：** 最难的是什么？",
    "**王芳：** 最难的其实不是技术，而是坚持。头三年几乎没有收入，家里人都劝我放弃，我自己也动摇过好几次，但每次看到窑里开出来的颜色，就又舍不得了。",
    "**记者：** 谢谢王老师。",
]
ZHANG = [
    "**主持人：** 欢迎张教授。您最近在研究什么？",
    "**张教授：** 主要是城市里的鸟类迁徙路线。",
    "**主持人：** 有什么发现？",
    "**张教授：** 我们发现，城市灯光会让候鸟偏离原来的路线，平均偏差大概有十五公里。",
]
GZH = [
    "很多人问我，早起到底有什么用。",
    "## 一、为什么要早起",
    "早上的时间是完整的，没有消息打扰。",
    "我试过连续三十天五点起床。",
    "## 二、怎么坚持下来",
    "首先要早睡，晚上十点半之前上床。",
    "其次，起床后立刻做一件小事，比如喝一杯温水。",
    "## 三、写在最后",
    "早起不是目的，过好一天才是。",
]
BLOG = [
    "I started running at forty, after a doctor told me my blood pressure was too high.",
    "## The first month",
    "I could not run for more than two minutes without stopping, so I walked and ran in turns.",
    "By the fourth week I managed ten minutes without a break.",
    "## What changed",
    "My blood pressure came down within three months, and I sleep better than I have in years.",
    "I also lost six kilos, though that was never the aim.",
    "## Advice",
    "Start slower than you think you need to.",
]
TRIP_ZH = [
    "第一天：杭州\n08:00 西湖晨跑，14:00 灵隐寺，门票75元。",
    "第二天：乌镇\n07:30 汽车站出发（车票45元，约1.5小时），10:00 东栅，门票110元，18:00 西栅夜景。",
    "第三天：返程\n12:00 退房，坐2.5小时的高铁回上海。",
]
TRIP_EN = [
    "Day 1 — Kyoto\n09:00 Fushimi Inari (free). 12:30 lunch at Nishiki Market, about ¥2,000.",
    "Day 2 — Nara\n08:30 train from Kyoto Station (¥720, about 1.5 hours with the change). 10:00 Nara Park and the deer.",
    "Day 3 — Osaka\n10:00 Osaka Castle, ¥600. 18:00 dinner in Dotonbori.",
]

A = Articles(
    "iv44",
    {
        "osei": ("Interview", OSEI),
        "podcast": ("Repair café", PODCAST),
        "zwang": ("访谈", WANG),
        "zzhang": ("访谈", ZHANG),
        "zgzh": ("早起这件小事", GZH),
        "blog": ("Running at forty", BLOG),
        "ztrip": ("江南三日", TRIP_ZH),
        "trip": ("Kansai", TRIP_EN),
    },
)
OSEI_SHORT = "**Dr. Kwame Osei:** Some regions have about forty harvests left if nothing changes. We lose more topsoil each season than we build, and most people never notice."
OSEI_FIRST = "**Dr. Kwame Osei:** My grandmother farmed cassava in Ashanti, and I watched her read the red earth like a well-thumbed book, every crack a sentence."
MAYA_Q = "**Maya Lin:** So what is the ground telling you today?"
PRIYA_SHORT = "Priya: A neighbour's kettle broke and nobody on our street could open it, so I leafleted twenty doors and eight people turned up."
SAM_Q = "Sam: So how did it all begin?"
WANG_SHORT = "**王芳：** 最难的是坚持。头三年几乎没有收入，但每次看到窑里开出的颜色，就舍不得放弃。"
WANG_Q = "**记者：** 您觉得最难的是什么？"
ZHANG_Q = "**主持人：** 那您发现了啥？"
ZHANG_A1 = "**张教授：** 主要研究城市里鸟类的迁徙路线。"
ZHANG_A1_LONG = "**张教授：** 主要是城市里的鸟类迁徙路线，特别是春秋两季候鸟经过大城市时怎么找路。"
GZH_5 = "说白了，先得早睡，晚上十点半前就得躺下。"
GZH_6 = "然后呢，一睁眼就去干件小事，比如先来杯温水。"
GZH_8 = "早起不是目的，过好每一天才是。"
GZH_3 = "我还真试过，连着三十天五点就爬起来。"
BLOG_5 = (
    "Within three months my blood pressure dropped, and I now sleep better than I have in years."
)
BLOG_6 = "Six kilos went too, though I never set out to lose them."
BLOG_8 = "Start slower than you think you should."


def turns() -> None:
    """A speaker's Nth turn of a transcript: that paragraph, the rest withheld."""
    f, k, src = "turns", "speaker_turn", "outside44 finding 2"
    reply = A.whole(
        "osei", changes={1: OSEI[1].replace("Dr. Kwame Osei", "Dr. Osei"), 2: MAYA_Q, 3: OSEI_SHORT}
    )
    A.one(
        f,
        k,
        src,
        "osei",
        "Make Dr. Osei's second answer more concise",
        [reply],
        {3: OSEI_SHORT},
        withheld_min=1,
    )
    A.one(
        f, k, src, "osei", "Shorten Kwame's last answer", [reply], {3: OSEI_SHORT}, withheld_min=1
    )
    reply = A.whole("osei", changes={2: MAYA_Q, 3: OSEI_SHORT})
    A.one(
        f,
        k,
        src,
        "osei",
        "Make Maya's second question sound more casual",
        [reply],
        {2: MAYA_Q},
        withheld_min=1,
    )
    reply = A.whole("osei", changes={1: OSEI_FIRST, 2: MAYA_Q})
    A.one(
        f,
        k,
        src,
        "osei",
        "Make Dr. Osei's first answer more vivid",
        [reply],
        {1: OSEI_FIRST},
        withheld_min=1,
    )
    reply = A.whole("podcast", changes={2: SAM_Q, 3: PRIYA_SHORT})
    A.one(
        f,
        k,
        src,
        "podcast",
        "Tighten Priya's second answer",
        [reply],
        {3: PRIYA_SHORT},
        withheld_min=1,
    )
    A.one(
        f,
        k,
        src,
        "podcast",
        "Make Sam's second question a bit warmer",
        [reply],
        {2: SAM_Q},
        withheld_min=1,
    )
    reply = A.whole("zwang", changes={2: WANG_Q, 3: WANG_SHORT})
    A.one(
        f, k, src, "zwang", "把王芳的第二个回答精简一下", [reply], {3: WANG_SHORT}, withheld_min=1
    )
    A.one(
        f,
        k,
        src,
        "zwang",
        "王芳最后一个回答太长了，帮我删短点",
        [reply],
        {3: WANG_SHORT},
        withheld_min=1,
    )
    A.one(f, k, src, "zwang", "记者的第二个问题改得客气一点", [reply], {2: WANG_Q}, withheld_min=1)
    reply = A.whole("zzhang", changes={1: ZHANG_A1, 2: ZHANG_Q})
    A.one(
        f,
        k,
        src,
        "zzhang",
        "主持人的第二个问题改得更口语一点",
        [reply],
        {2: ZHANG_Q},
        withheld_min=1,
    )
    reply = A.whole("zzhang", changes={1: ZHANG_A1_LONG, 2: ZHANG_Q})
    A.one(
        f,
        k,
        src,
        "zzhang",
        "张教授的第一个回答写得详细一点",
        [reply],
        {1: ZHANG_A1_LONG},
        withheld_min=1,
    )
    # near-misses: the turn alone rewritten; a paragraph named by its number in a transcript
    A.one(
        f,
        k,
        "near-miss: only the named turn",
        "osei",
        "Make Dr. Osei's second answer more concise",
        [A.whole("osei", changes={3: OSEI_SHORT})],
        {3: OSEI_SHORT},
    )
    A.one(
        f,
        k,
        "near-miss: 第N段 still counts paragraphs",
        "zwang",
        "第三段改得客气一点",
        [A.whole("zwang", changes={2: WANG_Q})],
        {2: WANG_Q},
    )


def sections() -> None:
    """A section named by its heading's ordinal: the paragraphs under that heading."""
    f, k, src = "sections", "heading_ordinal_section", "outside44 finding 11"
    reply = A.whole("zgzh", changes={5: GZH_5, 6: GZH_6, 8: GZH_8})
    A.one(
        f,
        k,
        src,
        "zgzh",
        "第二个小标题下面的内容写得更口语化",
        [reply],
        {5: GZH_5, 6: GZH_6},
        withheld_min=1,
    )
    A.one(
        f,
        k,
        src,
        "zgzh",
        "第二个小标题下的两段改得口语一点",
        [reply],
        {5: GZH_5, 6: GZH_6},
        withheld_min=1,
    )
    reply = A.whole("zgzh", changes={3: GZH_3, 6: GZH_6})
    A.one(
        f, k, src, "zgzh", "第一个小标题下面那部分写得更生动", [reply], {3: GZH_3}, withheld_min=1
    )
    reply = A.whole("blog", changes={5: BLOG_5, 6: BLOG_6, 8: BLOG_8})
    A.one(
        f,
        k,
        src,
        "blog",
        "Make the part under the second heading more casual",
        [reply],
        {5: BLOG_5, 6: BLOG_6},
        withheld_min=1,
    )
    A.one(
        f,
        k,
        src,
        "blog",
        "Tighten the text under the second subheading",
        [reply],
        {5: BLOG_5, 6: BLOG_6},
        withheld_min=1,
    )
    # near-miss: the heading itself
    heading = "## 二、怎么坚持下来：三个小办法"
    A.one(
        f,
        k,
        "near-miss: the heading line itself",
        "zgzh",
        "第二个小标题改得更吸引人一点",
        [A.whole("zgzh", changes={4: heading})],
        {4: heading},
    )


def durations() -> None:
    """The same duration in words is no changed figure (the writer's form put back); another
    amount is."""
    f, k, src = "durations", "duration_in_words", "outside44 finding 7"

    def put_back(article: str, index: int, text: str, writers: str, models: str) -> dict[str, str]:
        body = A.body(article, changes={index: text.replace(models, writers)})
        return {"outcome": "applied", "title": A.articles[article][0], "body": body}

    day2 = "第二天：乌镇\n07:30 从汽车站出发（车票45元，约一个半小时），穿过晨雾里的田野；10:00 漫步东栅（门票110元）；18:00 西栅的灯一盏盏亮起来。"
    A.one(
        f,
        k,
        src,
        "ztrip",
        "第二天写得更有画面感",
        [A.whole("ztrip", changes={1: day2})],
        expect=put_back("ztrip", 1, day2, "1.5小时", "一个半小时"),
    )
    day3 = "第三天：返程\n12:00 退房，坐上两个半小时的高铁，带着一身水乡的味道回上海。"
    A.one(
        f,
        k,
        src,
        "ztrip",
        "第三天写得生动一点",
        [A.whole("ztrip", changes={2: day3})],
        expect=put_back("ztrip", 2, day3, "2.5小时", "两个半小时"),
    )
    wrong = day2.replace("约一个半小时", "约两个半小时")
    A.one(
        f,
        k,
        "near-miss: another duration",
        "ztrip",
        "第二天写得更有画面感",
        [A.whole("ztrip", changes={1: wrong})],
        expect=refused("1.5 hours became 2.5 hours"),
    )
    en2 = "Day 2 — Nara\n08:30 hop on the train at Kyoto Station (¥720, about an hour and a half with the change). 10:00 Nara Park, where the deer bow for crackers."
    A.one(
        f,
        k,
        src,
        "trip",
        "Make Day 2 more vivid",
        [A.whole("trip", changes={1: en2})],
        expect=put_back("trip", 1, en2, "1.5 hours", "an hour and a half"),
    )
    wrong = en2.replace("an hour and a half", "two and a half hours")
    A.one(
        f,
        k,
        "near-miss: another duration",
        "trip",
        "Make Day 2 more vivid",
        [A.whole("trip", changes={1: wrong})],
        expect=refused("1.5 hours became 2.5 hours"),
    )


if __name__ == "__main__":
    turns()
    sections()
    durations()
    finish(HERE)
