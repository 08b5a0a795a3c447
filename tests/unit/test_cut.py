"""A reply that stops in the middle (the model ran out but said it had finished) is told from
one that ends without a full stop as the writer's own text does."""

from __future__ import annotations

import pytest

from app.editing.cut import dangles, stops_short

CHANGELOG = [
    "Version 3.8 ships on 14 May.",
    "- `POST /v3/refunds` now accepts a `reason` field.\n"
    "- The default page size for `GET /v3/charges` is now 50 instead of 20.\n"
    "- Webhook retries back off for up to 24 hours.",
    "Questions go to api-support@example.com.",
]
JOB = [
    "星河科技现招聘后端开发工程师2名。",
    "任职要求：\n1. 本科及以上学历，计算机相关专业；\n2. 熟悉C++或Go，有三年以上开发经验；\n"
    "3. 有分布式系统经验者优先。",
    "有意者请将简历发送至hr@xinghe.cn。",
]
TABLE = [
    "以下是第三季度各区域的销售情况。",
    "| 区域 | 销售额 | 同比 |\n|---|---|---|\n| 华东 | 1280 | +12% |\n| 华南 | 960 | +8% |",
    "华北下滑主要受物流延误影响。",
]
STEPS = [
    "番茄炒蛋是最家常的一道菜。",
    "一、番茄洗净切块。\n二、热锅下油，倒入蛋液炒至凝固后盛出。\n三、锅中再加少许油，放入番茄炒出汁水。",
]
POEM = [
    "the sea goes out\nand leaves its questions\nin the sand",
    "a gull reads them\nand answers none",
]
LIST = ["Ingredients:\n- 250 g oats\n- 125 g butter\n- 3 tbsp golden syrup"]


@pytest.mark.parametrize(
    ("units", "originals", "kept", "inside"),
    [
        # the line goes on in the original, mid-clause
        (
            ["Version 3.8 is here!", CHANGELOG[1].split("50")[0].rstrip()],
            CHANGELOG,
            [1, 2],
            "a list item",
        ),
        (
            [
                "星河科技诚邀您加入！",
                "任职要求：\n1. 本科及以上学历，计算机相关专业；\n2. 熟悉C++或",
            ],
            JOB,
            [1, 2],
            "a list item",
        ),
        (
            [
                "以下是销售情况，同比增长7%。",
                "| 区域 | 销售额 | 同比 |\n|---|---|---|\n| 华东 | 1280 | +12% |\n| 华南 | 9",
            ],
            TABLE,
            [1, 2],
            "a table row",
        ),
        (
            ["以下是销售情况。", "| 区域 | 销售额 | 同比 |\n|---|---|---|\n| 华东 | 12"],
            TABLE,
            [],
            "a table row",
        ),
        # an unchanged list or table copied up to some line, the rest missing
        (
            [
                "以下是销售情况，同比增长7%。",
                "| 区域 | 销售额 | 同比 |\n|---|---|---|\n| 华东 | 1280 | +12% |",
            ],
            TABLE,
            [1, 2],
            "a table",
        ),
        (["Version 3.8 is here!", CHANGELOG[1].rsplit("\n", 1)[0]], CHANGELOG, [1, 2], "a list"),
        # a rewritten item cut short among items that all end with punctuation
        (
            [
                "番茄炒蛋是我妈妈最拿手的菜。",
                "一、番茄洗净切块。\n二、热锅下油，倒入蛋液炒至凝固后盛出。\n三、锅里再加点油，放入",
            ],
            STEPS,
            [1],
            "a list item",
        ),
        # a dangling word, an open quotation or bracket
        (
            ["The bridge is ours, and we will look after the"],
            ["The bridge belongs to all of us, and we will look after it."],
            [],
            "a sentence",
        ),
        (
            ["「开，」老周吐了口烟，「只要河水还没"],
            ["「开，」老周吐了口烟，「只要河没冻上，就开。」"],
            [],
            "a quotation",
        ),
        (
            ["Returns go in the book drop (emptied every"],
            ["Returns go in the book drop (it is emptied daily)."],
            [],
            "brackets",
        ),
    ],
)
def test_a_reply_that_stops_in_the_middle_is_found(
    units: list[str], originals: list[str], kept: list[int], inside: str
) -> None:
    stop = stops_short(units, originals, kept)
    assert stop is not None
    assert stop.inside == inside
    assert "Press Retry" in stop.reason() and "nothing was saved" in stop.reason()


@pytest.mark.parametrize(
    ("units", "originals", "kept"),
    [
        # the original's own lines end so: a poem, an unpunctuated list, a sign-off, a draft
        ([POEM[0], "a gull reads them\nand cannot answer"], POEM, [0]),
        (["My flapjacks.", LIST[0]], ["My flapjacks.", LIST[0]], [0, 1]),
        (
            ["Thanks for coming.", "Thanks,\nThe PTA"],
            ["Thanks for coming.", "Thanks,\nThe PTA"],
            [0],
        ),
        (["雨下了一整夜。", "她回过头，看见"], ["雨下了一夜。", "她回过头，看见"], [1]),
        (
            ["露营请带：", "① 帐篷和防潮垫\n② 头灯\n③ 充电宝"],
            ["露营请带：", "① 帐篷和防潮垫\n② 头灯"],
            [0],
        ),
        # a heading last; a whole list or table; a complete article with a remark after it
        (["Intro, friendlier.", "## Removed"], ["Intro.", "## Removed"], [1]),
        (["以下是销售情况，同比增长7%。", TABLE[1], TABLE[2]], TABLE, [1, 2]),
        ([*CHANGELOG, "Let me know if you want more changes!"], CHANGELOG, [1, 2]),
        # a line shortened at a comma of the original (a deliberate cut), a placeholder last
        (["报名方式：在业主群接龙"], ["报名方式：在业主群接龙，或到物业前台登记"], []),
        (["Version 3.8 is here!", "[rest unchanged]"], CHANGELOG, [1, 2]),
        # a list in the article whose paragraph was asked to change, shortened
        (["任职要求：\n1. 本科及以上学历，计算机相关专业；"], JOB, [0, 2]),
        # an item added without punctuation where the others have none
        (
            STEPS[:1] + ["一、番茄洗净切块\n二、倒入蛋液\n三、放盐"],
            ["做法：", "一、洗番茄\n二、打鸡蛋"],
            [],
        ),
        ([], CHANGELOG, [0]),
    ],
)
def test_a_reply_that_ends_as_the_writer_s_text_does_is_not_cut(
    units: list[str], originals: list[str], kept: list[int]
) -> None:
    assert stops_short(units, originals, kept) is None


def test_the_reason_quotes_the_last_words() -> None:
    stop = stops_short(["任职要求：\n1. 本科及以上学历，计算机相关专业；\n2. 熟悉C++或"], JOB, [])
    assert stop is not None and "熟悉C++或" in stop.reason()
    long = "- The default page size for `GET /v3/charges` is now"
    stop = stops_short([long], CHANGELOG, [])
    assert stop is not None and stop.words.endswith("is now") and len(stop.words) <= 30


def test_a_short_last_line_matches_only_where_the_reply_has_it() -> None:
    originals = ["Bake sale on Saturday.", "The PTA meets on Fridays in the library."]
    # the sign-off "The PTA" is not the start of the meeting line cut short
    assert stops_short(["Bake sale on Saturday!", "Thanks,\nThe PTA"], originals, [1]) is None
    # first in its paragraph, where the original's line is: cut
    assert stops_short(["Bake sale on Saturday!", "The PTA meets"], originals, []) is not None
    # after the same line as in the original: cut
    listed = ["Bring:\n- a tent\n- a torch with spare batteries"]
    assert stops_short(["Bring:\n- a tent\n- a torch"], listed, [0]) is not None


def test_a_line_of_an_asked_paragraph_that_never_ends_with_a_stop_may_lose_its_end() -> None:
    poem = ["the sea goes out\nand leaves its questions", "a gull reads them\nand answers none"]
    # the stanza asked for, its last word dropped on purpose: applies
    assert stops_short([poem[0], "a gull reads them\nand answers"], poem, [0]) is None
    # the same stanza left alone but copied only up to there: cut
    assert stops_short(["the sea goes out", "a gull reads them\nand answers"], poem, [1])


GUIDE = ["写给新朋友。", "## 报名方式", "在公众号回复“读书会”报名。", "## 地点", "城南图书馆。"]


def test_a_reply_ending_on_a_heading_the_article_goes_on_under_is_cut() -> None:
    stop = stops_short(["写给第一次来的你。", "## 报名方式"], GUIDE, [1, 2, 3, 4])
    assert stop is not None and stop.inside == "the section under its heading"
    assert stops_short(["Intro.", "**Changed**"], ["Intro.", "**Changed**", "- a"], [1, 2])
    # a heading that is the article's own last paragraph, or one the article never had
    assert stops_short(["写给你。", "## 后记"], ["写给新朋友。", "## 后记"], [1]) is None
    assert stops_short(["写给你。", "## 新的小标题"], GUIDE, [1, 2, 3, 4]) is None


def test_a_row_without_its_closing_bar_or_a_lone_opening_line_is_cut() -> None:
    table = [
        "数据如下。",
        "| 区域 | 销售额（万元） | 同比 |\n|---|---|---|\n| 华东 | 1280 | +12% |",
    ]
    stop = stops_short(["数据如下，同比增长7%。", "| 区域 | 销售额（万元）"], table, [1])
    assert stop is not None and stop.inside == "a table row"
    # a table written without closing bars is the writer's own form
    bare = ["数据如下。", "区域 | 销售额\n---|---\n华东 | 1280"]
    assert (
        stops_short(["数据如下，同比增长7%。", "区域 | 销售额\n---|---\n华东 | 1280"], bare, [1])
        is None
    )
    ferry = ["老周点了一袋烟。", "「开，」老周吐了口烟，「只要河没冻上，就开。」"]
    assert stops_short(["老周慢慢点了一袋烟。", "「开，」"], ferry, [1]) is not None


@pytest.mark.parametrize(
    ("text", "loose", "strict"),
    [
        ("熟悉C++或", True, True),
        ("经过激烈讨论后以", True, False),  # 以 of 可以 may end a phrase
        ("委员们得以", True, False),
        ("抓了一把", True, False),  # 把 of 一把 is a measure word
        ("请把", True, True),
        ("after a long and", True, True),
        ("log in", True, False),
        ("as it is", True, False),
        ("the whole of the", True, True),
        ("迅速", False, False),
        ("without delay", False, False),
        ("the", False, False),  # one word alone says nothing
    ],
)
def test_which_last_words_wait_for_more(text: str, loose: bool, strict: bool) -> None:
    assert dangles(text) is loose
    assert dangles(text, strict=True) is strict


def test_a_rewritten_list_cut_in_its_first_item_is_cut() -> None:
    changes = [
        "Version 3.8 ships on 14 May.",
        "## Changed\n- Refunds take a reason.\n- Page size is 50.\n- Retries back off.",
    ]
    stop = stops_short([changes[0], "## Changed\n- Refunds now take an optional"], changes, [0])
    assert stop is not None and stop.inside == "a list item"
    # every item given, the last without its stop: the writer's items need theirs, but a
    # list as long as the original's is not judged by its last item alone
    whole = "## Changed\n- Refunds take a reason\n- Page size is 50\n- Retries back off"
    assert stops_short([changes[0], whole], changes, [0]) is None
