# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 27 (tests/data/fidelity_dev27/*.jsonl): session 27's cases,
written by the fidelity fixer before the fixes, in English and Chinese on articles of their
own — variants of what blind set 26 failed once released, the leads of session 26 (a quoted
word that is not in the article, a count made up by a punchier rewrite, a remark under a lone
paragraph, a dropped emoji) and look-alikes that must still pass. Every expected article is the
original paragraph list with only the asked span replaced, so untouched text is byte for byte
the writer's.

    .venv/bin/python tests/data/fidelity_dev27/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import Articles, refused, says, write  # noqa: E402

# --- articles -------------------------------------------------------------------------------

MARKET_T = "Saltmarsh Market to Get a Roof"
MARKET = [
    "Saltmarsh's Thursday market will trade under a roof from next spring, after the town council approved a £180,000 canopy on Tuesday evening.",
    "The plan was put forward by the Traders' Association, which has asked for shelter since the storms of 2023 closed the market four weeks running.",
    "Work starts on 12 January and should take nine weeks. Stalls will move to the car park behind the library while the steel frame goes up.",
    "“Rain has cost us more customers than the supermarket ever did,” said Ruth Okafor, who has sold cheese from the same pitch for nineteen years.",
    "Pitch fees will rise from £22 to £25 a week once the canopy opens, the first rise since 2019.",
    "Some residents worry the canopy will block the view of St Mary's church from the square. The council says the roof will be glass at the church end.",
    "Plans can be seen at saltmarsh.example.gov.uk/market or at the library until 30 November.",
]
ZMARKET_T = "盐沼镇集市将搭顶棚"
ZMARKET = [
    "盐沼镇周四集市明年春天起将在顶棚下营业。镇议会周二晚间批准了一项18万英镑的顶棚工程。",
    "这项方案由商户协会提出。2023年的暴风雨曾让集市连续停了四周，此后协会一直呼吁搭建遮挡。",
    "工程将于1月12日开工，预计九周完工。钢架施工期间，摊位临时搬到图书馆后面的停车场。",
    "“下雨赶走的顾客，比超市抢走的还多，”在同一个摊位卖了十九年奶酪的奥卡福说。",
    "顶棚启用后，摊位费将从每周22英镑涨到25英镑，这是2019年以来第一次上调。",
    "有居民担心顶棚会挡住从广场看圣玛丽教堂的视线。镇议会表示，靠教堂一侧的顶棚将使用玻璃。",
    "方案可在 saltmarsh.example.gov.uk/market 查看，也可在11月30日前到图书馆查阅。",
]

PLOT_T = "My First Year on Plot 14"
PLOT = [
    "I took on plot 14 at Mill Lane last March with a rusty fork and a lot of optimism. 🌱",
    "The first job was the couch grass. It took me six weekends to dig it out, and it still comes back along the fence.",
    "My neighbour Alan, who has grown leeks here for thirty years, told me to plant less and weed more. He was right.",
    "By August I had more courgettes than I could give away — 41 at the last count. 🥒",
    "The one failure was the carrots. Not a single one came up, and nobody on the site can tell me why.",
    "Next year I'm trying garlic, broad beans and a small strawberry bed. If you have spare runners, the plot gate is always open. 🍓",
]
ZPLOT_T = "种菜第一年"
ZPLOT = [
    "去年三月，我拿着一把生锈的叉子，满怀信心地接下了磨坊巷14号菜地。🌱",
    "第一件事是清除匍匐冰草。我花了六个周末才把它挖干净，可沿着篱笆它还是会冒出来。",
    "邻居老周在这里种了三十年大葱，他劝我少种点、多除草。他说得对。",
    "到了八月，西葫芦多得送都送不完——最后一数，一共41个。🥒",
    "唯一失败的是胡萝卜。一棵都没发芽，整个菜园也没人说得清为什么。",
    "明年我打算种大蒜、蚕豆，再开一小块草莓地。谁有多余的草莓匍匐茎，菜地的门随时开着。🍓",
]

ARTICLES = {
    "market": (MARKET_T, MARKET),
    "zmarket": (ZMARKET_T, ZMARKET),
    "plot": (PLOT_T, PLOT),
    "zplot": (ZPLOT_T, ZPLOT),
}


SET = Articles("d27", ARTICLES, checked=False)  # some cases expect a text the reply words otherwise


def one(file: str, id: str, *args: Any, **kw: Any) -> None:
    """A case on one of the articles (`Articles.one`) under its own id: `changes` maps paragraph
    index → the expected new text."""
    SET.one(file, *args, id=id, **kw)


def whole(article: str, changes: dict[int, str], title: str | None = None) -> str:
    """The whole article as a model returns it: title line, blank line, body."""
    return SET.whole(article, title, changes=changes)


# --- a quoted word to replace that the article does not hold --------------------------------

SRC = "session 26 lead: a quoted replace whose old word is absent accepts an unrelated paragraph"
K = "quoted_word_absent_other_paragraph"
one(
    "quoted",
    "d27-q-en-01",
    K,
    SRC,
    "market",
    "Change “stallholders” to “traders” throughout.",
    [
        "Sure — here's the updated paragraph:\n\nSome residents worry the canopy will block the view of St Mary's church from the square. Traders say the roof will be glass at the church end."
    ],
    expect=refused("the article has no 'stallholders'; the model rewrote paragraph 6 instead"),
)
one(
    "quoted",
    "d27-q-en-02",
    K,
    SRC,
    "market",
    "Replace 'Wednesday' with 'Thursday'.",
    [
        "Work starts on Thursday 12 January and should take nine weeks. Stalls will move to the car park behind the library while the steel frame goes up."
    ],
    expect=refused("the article has no 'Wednesday'; the model put a day into paragraph 3"),
)
one(
    "quoted",
    "d27-q-en-03",
    K,
    SRC,
    "plot",
    "change 'runner beans' to 'broad beans'",
    [
        "Next year I'm trying garlic, runner beans and a small strawberry bed. If you have spare runners, the plot gate is always open. 🍓"
    ],
    expect=refused(
        "the article has no 'runner beans'; the model turned broad beans into runner beans"
    ),
)
one(
    "quoted",
    "d27-q-zh-01",
    K,
    SRC,
    "zmarket",
    "把“摊主”都改成“商户”。",
    [
        "好的，修改后的段落：\n\n有商户担心顶棚会挡住从广场看圣玛丽教堂的视线。镇议会表示，靠教堂一侧的顶棚将使用玻璃。"
    ],
    expect=refused("文中没有“摊主”；模型改了第六段"),
)
one(
    "quoted",
    "d27-q-zh-02",
    K,
    SRC,
    "zmarket",
    "把“周三”改成“周四”。",
    ["盐沼镇周四集市明年春天起将在顶棚下营业。镇议会周四晚间批准了一项18万英镑的顶棚工程。"],
    expect=refused("文中没有“周三”；模型把周二改成了周四"),
)
one(
    "quoted",
    "d27-q-zh-03",
    K,
    SRC,
    "zplot",
    "把“豌豆”改成“蚕豆”",
    ["明年我打算种大蒜、豌豆，再开一小块草莓地。谁有多余的草莓匍匐茎，菜地的门随时开着。🍓"],
    expect=refused("文中没有“豌豆”；模型把蚕豆改成了豌豆"),
)
K = "quoted_word_present_lone_paragraph"
one(
    "quoted",
    "d27-q-en-04",
    K,
    SRC,
    "plot",
    "Change “couch grass” to “bindweed”.",
    [
        "The first job was the bindweed. It took me six weekends to dig it out, and it still comes back along the fence."
    ],
    {
        1: "The first job was the bindweed. It took me six weekends to dig it out, and it still comes back along the fence."
    },
    title=PLOT_T,
)
one(
    "quoted",
    "d27-q-zh-04",
    K,
    SRC,
    "zplot",
    "把“大葱”改成“韭菜”。",
    ["邻居老周在这里种了三十年韭菜，他劝我少种点、多除草。他说得对。"],
    {2: "邻居老周在这里种了三十年韭菜，他劝我少种点、多除草。他说得对。"},
    title=ZPLOT_T,
)
K = "quoted_word_absent_model_asks"
one(
    "quoted",
    "d27-q-en-05",
    K,
    SRC,
    "market",
    "Change “stallholders” to “traders”.",
    [
        "I couldn't find “stallholders” anywhere in the article — did you mean “Stalls” in paragraph 3?"
    ],
    expect=says("couldn't find “stallholders”"),
)
one(
    "quoted",
    "d27-q-zh-05",
    K,
    SRC,
    "zmarket",
    "把“摊主”改成“商户”。",
    ["文中没有找到“摊主”这个词，您是指第三段的“摊位”吗？"],
    expect=says("没有找到“摊主”"),
)

# --- a rewrite that makes up a count or a fact ----------------------------------------------

SRC = "session 26 lead and blind26 punchier_changes_count / spelled_out_sum_altered: invented or changed counts"
K = "rewrite_invents_count"
one(
    "invented",
    "d27-i-en-01",
    K,
    SRC,
    "market",
    "Make paragraph 2 punchier.",
    [
        "Here's a punchier paragraph 2:\n\nThree trader groups pushed for the plan after the 2023 storms shut the market four weeks running."
    ],
    expect=refused(
        "'the Traders' Association' became 'three trader groups': a count the writer never gave"
    ),
)
one(
    "invented",
    "d27-i-en-02",
    K,
    SRC,
    "market",
    "Make the opening punchier.",
    [
        "Saltmarsh's Thursday market is getting a roof: the council approved a £180,000 canopy on Tuesday evening, backed by more than 200 traders."
    ],
    expect=refused("'more than 200 traders' is a figure the article never gave"),
)
one(
    "invented",
    "d27-i-en-03",
    K,
    SRC,
    "plot",
    "Make paragraph 3 livelier.",
    [
        "My neighbour Alan — thirty years of leeks on this site and a dozen show rosettes — told me to plant less and weed more. He was right."
    ],
    expect=refused("'a dozen show rosettes' is a fact the writer never gave"),
)
one(
    "invented",
    "d27-i-zh-01",
    K,
    SRC,
    "zmarket",
    "第二段写得更有力一些。",
    [
        "更有力的第二段：\n\n三个商户团体联手提出了这项方案——2023年的暴风雨让集市连停四周，大家早就盼着有个顶棚。"
    ],
    expect=refused("“商户协会”变成了“三个商户团体”：作者没给过的数目"),
)
one(
    "invented",
    "d27-i-zh-02",
    K,
    SRC,
    "zmarket",
    "开头写得更抓人一点。",
    [
        "盐沼镇周四集市要有顶棚了！镇议会周二晚间拍板，18万英镑的顶棚工程获批，两百多位摊主终于不用再看天吃饭。"
    ],
    expect=refused("“两百多位摊主”是文中没有的数字"),
)
one(
    "invented",
    "d27-i-zh-03",
    K,
    SRC,
    "zplot",
    "第三段写得生动一点。",
    ["邻居老周在这里种了三十年大葱，拿过十几次评比奖。他劝我少种点、多除草——他说得对。"],
    expect=refused("“拿过十几次评比奖”是作者没写过的事"),
)
K = "rewrite_changes_count_words"
one(
    "invented",
    "d27-i-en-04",
    K,
    SRC,
    "plot",
    "Make paragraph 2 punchier.",
    ["Couch grass first. Seven weekends of digging, and it still creeps back along the fence."],
    expect=refused("six weekends became seven"),
)
one(
    "invented",
    "d27-i-zh-04",
    K,
    SRC,
    "zplot",
    "第二段写得更有冲击力一些。",
    ["头一件事：清匍匐冰草。整整七个周末才挖干净，可它还是沿着篱笆往回钻。"],
    expect=refused("六个周末变成了七个周末"),
)
K = "rewrite_keeps_facts"
P = "The Traders' Association pushed for this. Ever since the 2023 storms shut the market four weeks running, it has asked for shelter."
one(
    "invented",
    "d27-i-en-05",
    K,
    SRC,
    "market",
    "Make paragraph 2 punchier.",
    [f"Punchier:\n\n{P}"],
    {1: P},
    title=MARKET_T,
)
P = "商户协会是这项方案的推手。自从2023年的暴风雨让集市连停四周，协会就一直在呼吁搭个遮挡。"
one(
    "invented",
    "d27-i-zh-05",
    K,
    SRC,
    "zmarket",
    "第二段写得更有力一些。",
    [f"更有力的第二段：\n\n{P}"],
    {1: P},
    title=ZMARKET_T,
)
P = "到了八月，西葫芦多得送都送不完——最后一数，足足四十一个！🥒"
# the same count in numerals is saved, written the writer's way (41), as the judge writes figures
one(
    "invented",
    "d27-i-zh-06",
    "rewrite_same_count_in_numerals",
    SRC,
    "zplot",
    "第四段写得俏皮一点。",
    [P],
    {3: P.replace("四十一", "41")},
    title=ZPLOT_T,
)
P = "Pitch fees will rise from £22 to £26 a week once the canopy opens, the first rise since 2019."
one(
    "invented",
    "d27-i-en-06",
    "writer_gives_figure",
    SRC,
    "market",
    "Paragraph 5: the new fee is £26, not £25.",
    [P],
    {4: P},
    title=MARKET_T,
)

# --- a remark under a lone paragraph ---------------------------------------------------------

SRC = "session 26 lead: a remark under a lone paragraph offered as a rewrite of the next paragraph"
K = "remark_under_lone_paragraph"
P = "工程1月12日开工，九周完工。钢架施工期间，摊位临时搬到图书馆后面的停车场。"
one(
    "remarks",
    "d27-r-zh-01",
    K,
    SRC,
    "zmarket",
    "第三段写得简洁一点。",
    [f"第三段修改如下：\n\n{P}\n\n把“预计”删掉了，句子更短，日期没有动。"],
    {2: P},
    title=ZMARKET_T,
)
P = "顶棚启用后，摊位费每周从22英镑涨到25英镑——这是2019年以来头一回涨价。"
one(
    "remarks",
    "d27-r-zh-02",
    K,
    SRC,
    "zmarket",
    "第五段改得口语一点。",
    [f"{P}\n\n这样改语气更平实一些，涨价幅度和年份都保留了。"],
    {4: P},
    title=ZMARKET_T,
)
P = "唯一的败笔是胡萝卜：一棵都没冒头，整个菜园也没人说得清为什么。"
one(
    "remarks",
    "d27-r-zh-03",
    K,
    SRC,
    "zplot",
    "第五段写得更有画面感。",
    [f"{P}\n\n保留了原意，只是读起来更有画面感。"],
    {4: P},
    title=ZPLOT_T,
)
P = "邻居老周种了三十年大葱，他劝我少种点、多除草。事实证明他说得对。"
one(
    "remarks",
    "d27-r-zh-04",
    K,
    SRC,
    "zplot",
    "第三段润色一下。",
    [f"{P}\n\n（只调整了语序，没有增删内容。）"],
    {2: P},
    title=ZPLOT_T,
)
P = "有居民担心顶棚挡住从广场看圣玛丽教堂的视线，镇议会说靠教堂一侧会用玻璃。"
one(
    "remarks",
    "d27-r-zh-05",
    K,
    SRC,
    "zmarket",
    "第六段精简一下。",
    [f"精简后的第六段：\n\n{P}\n\n两句并成了一句，意思不变。"],
    {5: P},
    title=ZMARKET_T,
)
P = "Work starts on 12 January and takes nine weeks; meanwhile stalls move to the car park behind the library."
one(
    "remarks",
    "d27-r-en-01",
    K,
    SRC,
    "market",
    "Tighten paragraph 3.",
    [f"{P}\n\nThis keeps both dates and just trims the wording."],
    {2: P},
    title=MARKET_T,
)
P = "Some residents fear the canopy will hide St Mary's church from the square; the council says the church end will be glass."
one(
    "remarks",
    "d27-r-en-02",
    K,
    SRC,
    "market",
    "Shorten paragraph 6.",
    [f"Paragraph 6, shortened:\n\n{P}\n\nShorter by a third, and the glass detail is still there."],
    {5: P},
    title=MARKET_T,
)
P = "Then there were the carrots. Not one came up, and nobody on the site can tell me why."
one(
    "remarks",
    "d27-r-en-03",
    K,
    SRC,
    "plot",
    "Make paragraph 5 sadder.",
    [f"{P}\n\nKept it short so the disappointment lands."],
    {4: P},
    title=PLOT_T,
)

# added after the first fixes (session 26's lead, reproduced): a remark on what the edit did or
# how it reads, offered as a rewrite of the next paragraph (withheld) before the fix
K = "remark_offered_as_next_paragraph"
P = "工程1月12日开工，九周完工。钢架施工期间，摊位临时搬到图书馆后面的停车场。"
for n, remark in enumerate(
    [
        "如果需要，我也可以把第四段奥卡福那句话改得更口语一些。",
        "摊位搬迁的安排也保留了，方便读者知道去哪里买菜。",
        "简洁了不少，读者一眼就能看到开工时间和临时摊位的位置。",
    ],
    start=6,
):
    one(
        "remarks",
        f"d27-r-zh-0{n}",
        K,
        SRC,
        "zmarket",
        "第三段写得简洁一点。",
        [f"改好了：\n\n{P}\n\n{remark}"],
        {2: P},
        title=ZMARKET_T,
        note=remark,
    )
P = "第一件事是清除匍匐冰草：挖了六个周末，沿着篱笆还是会冒出来。"
one(
    "remarks",
    "d27-r-zh-09",
    K,
    SRC,
    "zplot",
    "第二段写得简洁一点。",
    [f"{P}\n\n老周的建议那段我没改，感觉放在这里刚好。"],
    {1: P},
    title=ZPLOT_T,
    note="老周的建议那段我没改",
)
P = "顶棚启用后，摊位费每周从22英镑涨到25英镑——这是2019年以来头一回涨价。"
one(
    "remarks",
    "d27-r-zh-10",
    K,
    SRC,
    "zmarket",
    "第五段改得口语一点。",
    [f"{P}\n\n这样读起来更像是跟街坊聊天，居民担心视线的那段我就没碰了。"],
    {4: P},
    title=ZMARKET_T,
    note="这样读起来更像是跟街坊聊天",
)

# --- a reasoning block before the answer -----------------------------------------------------

SRC = "blind26 released: details_reasoning_block_then_target; Ollama's 'Thinking...' print"
K = "reasoning_block_then_target"


def details(thought: str, seconds: int = 3) -> str:
    return f'<details type="reasoning" done="true" duration="{seconds}">\n<summary>Thought for {seconds} seconds</summary>\n> {thought}\n</details>\n'


P = "Work starts on 12 January and should take nine weeks, with stalls in the library car park while the frame goes up."
one(
    "reasoning",
    "d27-t-en-01",
    K,
    SRC,
    "market",
    "Tighten paragraph 3.",
    [
        details(
            "Paragraph 3 is about the works. Keep 12 January and the nine weeks; 2 sentences can become 1."
        )
        + P
    ],
    {2: P},
    title=MARKET_T,
)
P = "Pitch fees go from £22 to £25 a week once the canopy opens — the first rise since 2019."
one(
    "reasoning",
    "d27-t-en-02",
    K,
    SRC,
    "market",
    "Make paragraph 5 shorter.",
    [
        details("Paragraph 5: fees £22 to £25, since 2019. About 20 words is enough.", 5)
        + f"Here's paragraph 5, shortened:\n\n{P}"
    ],
    {4: P},
    title=MARKET_T,
)
P = "First job: the couch grass. Six weekends of digging, and it still comes back along the fence."
one(
    "reasoning",
    "d27-t-en-03",
    K,
    SRC,
    "plot",
    "Make paragraph 2 punchier.",
    [
        f"Thinking...\nThe user wants paragraph 2 punchier. It mentions six weekends and the fence. I should keep 6 weekends, maybe 2 short sentences.\n...done thinking.\n\n{P}"
    ],
    {1: P},
    title=PLOT_T,
)
P = "工程1月12日开工，预计九周完工；钢架施工期间，摊位先搬到图书馆后面的停车场。"
one(
    "reasoning",
    "d27-t-zh-01",
    K,
    SRC,
    "zmarket",
    "第三段写得紧凑一些。",
    [
        details(
            "用户要把第三段写紧凑。第三段讲工期：1月12日开工、九周完工，这两个数字要保留，2句可以合成1句。"
        )
        + P
    ],
    {2: P},
    title=ZMARKET_T,
)
P = "顶棚启用后，摊位费每周从22英镑涨到25英镑，为2019年以来首次上调。"
one(
    "reasoning",
    "d27-t-zh-02",
    K,
    SRC,
    "zmarket",
    "第五段改得正式一点。",
    [
        details("第五段：22英镑涨到25英镑，2019年以来第一次。改正式一些，其他6段不动。", 4)
        + whole("zmarket", {4: P})
    ],
    {4: P},
    title=ZMARKET_T,
)
P = "到了八月，西葫芦多到送都送不完，最后一数竟有41个。🥒"
one(
    "reasoning",
    "d27-t-zh-03",
    K,
    SRC,
    "zplot",
    "第四段写得更有趣一点。",
    [
        f"Thinking...\n用户想让第四段更有趣。第四段说八月西葫芦41个，要保留41这个数字和表情。\n...done thinking.\n\n{P}"
    ],
    {3: P},
    title=ZPLOT_T,
)

# --- a title ask answered without changing the title ----------------------------------------

SRC = "blind26 released: title_ask_opening_changed"
K = "title_ask_opening_changed"
one(
    "titles",
    "d27-h-en-01",
    K,
    SRC,
    "market",
    "Make the title a question.",
    [
        "Here's the article with a question for a title:\n\n"
        + whole(
            "market",
            {
                0: "Will a roof save Saltmarsh's Thursday market? The town council approved a £180,000 canopy on Tuesday evening, and traders will be under cover from next spring."
            },
        )
    ],
    expect=refused("the title was not changed; the opening was rewritten instead"),
)
one(
    "titles",
    "d27-h-en-02",
    K,
    SRC,
    "plot",
    "Give the post a catchier title.",
    [
        whole(
            "plot",
            {
                0: "Last March I took on plot 14 at Mill Lane armed with a rusty fork and far too much optimism. 🌱"
            },
        )
    ],
    expect=refused("the title was not changed; the opening was rewritten instead"),
)
one(
    "titles",
    "d27-h-zh-01",
    K,
    SRC,
    "zmarket",
    "把标题改成问句。",
    [
        "改好了：\n\n"
        + whole(
            "zmarket",
            {
                0: "集市终于不用看天了？盐沼镇周四集市明年春天起将在顶棚下营业，镇议会周二晚间批准了一项18万英镑的顶棚工程。"
            },
        )
    ],
    expect=refused("标题没改；改的是第一段"),
)
one(
    "titles",
    "d27-h-zh-02",
    K,
    SRC,
    "zplot",
    "标题改得吸引人一点。",
    [whole("zplot", {0: "去年三月，我扛着一把生锈的叉子，信心满满地接手了磨坊巷14号菜地。🌱"})],
    expect=refused("标题没改；改的是第一段"),
)
K = "title_ask_title_changed"
one(
    "titles",
    "d27-h-en-03",
    K,
    SRC,
    "market",
    "Make the title a question.",
    [whole("market", {}, "Will a Roof Save Saltmarsh Market?")],
    title="Will a Roof Save Saltmarsh Market?",
)
one(
    "titles",
    "d27-h-zh-03",
    K,
    SRC,
    "zmarket",
    "把标题改成问句。",
    [whole("zmarket", {}, "盐沼镇集市要搭顶棚了？")],
    title="盐沼镇集市要搭顶棚了？",
)

# --- an ellipsis written for effect, not for left-out text -----------------------------------

SRC = "blind26 released: global_wechat_restyle (结果……只卖出41支 read as a placeholder)"
K = "ellipsis_for_effect"
ZW = {
    0: "去年三月，我拿着一把生锈的叉子，信心爆棚地接下了磨坊巷14号菜地！🌱",
    3: "到了八月，西葫芦多得送都送不完——最后一数，一共41个！🥒 吃到怀疑人生～",
    4: "唯一翻车的是胡萝卜。结果……一棵都没发芽，整个菜园也没人说得清为什么。😭",
}
one(
    "ellipsis",
    "d27-e-zh-01",
    K,
    SRC,
    "zplot",
    "整篇改得活泼一点。",
    ["活泼版来啦🎉\n\n" + whole("zplot", ZW)],
    ZW,
    title=ZPLOT_T,
)
P = "到了八月，西葫芦多到……送都送不完！最后一数，一共41个。🥒"
one("ellipsis", "d27-e-zh-02", K, SRC, "zplot", "第四段改得俏皮一点。", [P], {3: P}, title=ZPLOT_T)
P = "有居民担心……顶棚会挡住从广场看圣玛丽教堂的视线？镇议会表示，靠教堂一侧的顶棚将使用玻璃。"
one(
    "ellipsis",
    "d27-e-zh-03",
    K,
    SRC,
    "zmarket",
    "第六段写得有悬念一点。",
    [f"有悬念的第六段：\n\n{P}"],
    {5: P},
    title=ZMARKET_T,
)
EW = {
    1: "First up: the couch grass. Six weekends of digging… and it still sneaks back along the fence.",
    4: "The one flop? The carrots. I waited… and waited… and not a single one came up. Nobody on the site can tell me why.",
}
one(
    "ellipsis",
    "d27-e-en-01",
    K,
    SRC,
    "plot",
    "Make the whole post more playful.",
    [whole("plot", EW)],
    EW,
    title=PLOT_T,
)
P = "The first job was the couch grass. Six weekends of digging... and it still comes back along the fence."
one(
    "ellipsis",
    "d27-e-en-02",
    K,
    SRC,
    "plot",
    "Make paragraph 2 more dramatic.",
    [P],
    {1: P},
    title=PLOT_T,
)

# --- emoji dropped by the reply -------------------------------------------------------------

SRC = "session 26 lead: a dropped emoji read as 'also suggested: removed 🐝'"
K = "emoji_dropped_outside"
P = "The first job was the couch grass: six weekends of digging, and it still comes back along the fence."
one(
    "emoji",
    "d27-m-en-01",
    K,
    SRC,
    "plot",
    "Tighten paragraph 2.",
    [whole("plot", {0: PLOT[0].replace(" 🌱", ""), 1: P, 3: PLOT[3].replace(" 🥒", "")})],
    {1: P},
    title=PLOT_T,
)
P = "第一件事是清除匍匐冰草：挖了六个周末才挖干净，可沿着篱笆还是会冒出来。"
one(
    "emoji",
    "d27-m-zh-01",
    K,
    SRC,
    "zplot",
    "第二段精简一下。",
    [whole("zplot", {0: ZPLOT[0].replace("🌱", ""), 1: P, 3: ZPLOT[3].replace("🥒", "")})],
    {1: P},
    title=ZPLOT_T,
)
K = "emoji_dropped_in_target"
P = "By August the courgettes had won: 41 of them, and no friends left to give them to."
one("emoji", "d27-m-en-02", K, SRC, "plot", "Make paragraph 4 funnier.", [P], {3: P}, title=PLOT_T)
P = "到了八月，西葫芦赢了：一共41个，亲戚朋友都躲着我走。"
one("emoji", "d27-m-zh-02", K, SRC, "zplot", "第四段写得好笑一点。", [P], {3: P}, title=ZPLOT_T)

write(HERE)
