# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 54's fidelity dev set from the outside tester's findings (outside54 F5, F9, F13,
F15/F16, F17, F18/F19, F22), one .jsonl per theme (run from the repository root:
`.venv/bin/python tests/data/fidelity_lead54/build_cases.py`). The tester's two articles are kept
as they were in articles/; every expected article is the original paragraph list with only the
asked paragraphs replaced, so untouched text is byte for byte the writer's."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused, says  # noqa: E402


def read(name: str, title: str) -> tuple[str, list[str]]:
    text = (HERE / "articles" / name).read_text(encoding="utf-8").rstrip("\n")
    return title, text.split("\n\n")


RIVER = read("river_en.md", "Keep the river path open")
MARKET = read("market_zh.md", "请保留青石巷菜市场")
LIDO = (
    "Save Hartley Lido this summer",
    [
        "Hartley Lido has opened every summer since 1936. Last year it had 41,000 swims, and 6,200 of them were by children under twelve.",
        "## The plan",
        "On 14 May the trust announced that the lido will stay closed until June 2028 while the boiler and the changing rooms are replaced. It does not plan a temporary pool.",
        "We accept that the boiler must be replaced. We do not accept that the whole site must close for two summers.",
        "## What we ask",
        "1. Open the outdoor pool in July and August, unheated if need be.\n2. Keep the café open at weekends.\n3. Publish the contractor's schedule by 30 June.",
        '> "My granddaughter learned to swim here, and so did I." — Margaret Osei, swimmer',
        '> "We can work around the pool if we plan it now." — Dev Patel, site engineer',
        "## Come along",
        "The trust's open meeting is on Tuesday 10 June at 6:30 pm in St Luke's Hall. Questions from the floor are welcome, and no booking is needed.",
        "Volunteers meet every Saturday at 9 am by the gate to hand out leaflets.",
    ],
)
CANTEEN = (
    "青松社区长者食堂开张通知",
    [
        "青松社区长者食堂将于2027年3月8日开张，地点在社区服务中心一楼，可同时容纳六十人用餐。",
        "## 用餐安排",
        "食堂每天中午十一点到一点供应午餐，周日不营业。六十五岁以上的老人每餐只需十二元，其他居民每餐十八元。",
        "用餐不需要提前预约，但每人每次限购一份。",
        "## 我们的承诺",
        "1. 菜单每周更换，每周一在门口公布。\n2. 每餐至少两荤两素。\n3. 不使用味精。",
        "> “我一个人住，中午能有口热饭，儿女就放心了。”——住在五号楼的赵奶奶",
        "> “价格不贵，分量也足，我天天都来。”——退休教师孙老师",
        "## 联系我们",
        "如有建议，请在工作日上午九点到十一点打电话给食堂负责人周建国：021-5488 3061。",
        "欢迎有空的居民报名做志愿者，帮忙送餐给行动不便的老人。",
    ],
)


def sub(art: tuple[str, list[str]], i: int, *pairs: tuple[str, str]) -> str:
    """Paragraph i of an article with each (old, new) replaced; old must occur exactly once, so
    a builder slip cannot silently leave the text as it was."""
    text = art[1][i]
    for old, new in pairs:
        assert text.count(old) == 1, (old, text)
        text = text.replace(old, new)
    return text


def typoed(
    art: tuple[str, list[str]], changes: dict[int, tuple[str, str]]
) -> tuple[str, list[str]]:
    """The article with a real typo put into some paragraphs (the writer's version to proofread)."""
    paras = list(art[1])
    for i, pair in changes.items():
        paras[i] = sub(art, i, pair)
    return art[0], paras


# The tester's "Fix the typos" article had one real typo ("avarages"); the others get two each.
RIVERT = typoed(RIVER, {10: ("averages", "avarages")})
LIDOT = typoed(LIDO, {0: ("children", "childen"), 10: ("leaflets", "leaflts")})
CANTEENT = typoed(CANTEEN, {0: ("服务中心", "服务中新"), 9: ("负责人", "负则人")})
MARKETT = typoed(MARKET, {1: ("在这里买菜", "在这里卖菜")})

ARTS = {
    "river": RIVER,
    "rivert": RIVERT,
    "lido": LIDO,
    "lidot": LIDOT,
    "zmarket": MARKET,
    "zmarkett": MARKETT,
    "zcanteen": CANTEEN,
    "zcanteent": CANTEENT,
}
# A checks that each expected new paragraph is in the replies; U is for the cases whose expected
# paragraph is not the reply's (another item's change withheld, a title or heading peeled out of
# the model's chatter). They share one counter so ids stay unique.
A = Articles("l54", ARTS)
U = Articles("l54", ARTS, checked=False)
U.count = A.count


LAST: list[dict[str, object]] = []


def one(arts: Articles, *args: object, **kw: object) -> None:
    """Writes a case and remembers it, so `more` can add to its expectation."""
    from fidelity_build import FILES

    arts.one(*args, **kw)  # type: ignore[arg-type]
    LAST[:] = [FILES[str(args[0])][-1]]


def more(**fields: object) -> None:
    """Adds expectation fields (withheld_min, note_lacks…) to the case just written."""
    expect = LAST[0]["expect"]
    assert isinstance(expect, dict) and expect["outcome"] == "applied"
    expect.update(fields)


R, L, M, C = RIVER, LIDO, MARKET, CANTEEN

# ---------------------------------------------------------------------------------------------
# F5 — an asked addition, or a changed fact, with another figure / date / negation changed in the
# same paragraph: refused (the same drift is refused under "more formal"). Traps: the addition
# alone, the date moved as asked — applied.
F5 = "outside54 F5: an addition or a changed fact, plus another fact changed in that paragraph (p11/p12/p28/p35/p51/p13)"
one(
    A,
    "additions",
    "addition_with_duration_changed",
    F5 + ": the tester's eighteen → eight months",
    "river",
    "In the budget paragraph, say that no diversion has been costed either.",
    [
        A.whole(
            "river",
            changes={
                2: sub(
                    R,
                    2,
                    ("eighteen months", "eight months"),
                    (
                        "No diversion is planned.",
                        "No diversion is planned, and none has been costed.",
                    ),
                )
            },
        )
    ],
    expect=refused("eighteen months became eight months beside the asked addition"),
)
one(
    A,
    "additions",
    "addition_with_negation_added",
    F5 + ": the tester's proposes closing → does not propose closing",
    "river",
    "In the budget paragraph, say that no diversion has been costed either.",
    [
        A.whole(
            "river",
            changes={
                2: sub(
                    R,
                    2,
                    ("proposes closing", "does not propose closing"),
                    (
                        "No diversion is planned.",
                        "No diversion is planned, and none has been costed.",
                    ),
                )
            },
        )
    ],
    expect=refused("the council's proposal to close the path turned into its opposite"),
)
one(
    A,
    "additions",
    "addition_with_figure_changed",
    F5 + ": the tester's p28, four hundred → four thousand",
    "river",
    "Add to paragraph 1 that many of them are children.",
    [
        A.whole(
            "river",
            changes={
                1: sub(
                    R,
                    1,
                    ("four hundred", "four thousand"),
                    ("between home and work.", "between home and work. Many of them are children."),
                )
            },
        )
    ],
    expect=refused("four hundred became four thousand beside the asked addition"),
)
one(
    A,
    "additions",
    "addition_with_figure_changed",
    F5 + ": one-paragraph reply, paragraph 2 in the writer's words",
    "river",
    "Add a sentence to the second paragraph saying the council has not consulted path users.",
    [
        sub(
            R,
            2,
            ("eighteen months", "eight months"),
            (
                "No diversion is planned.",
                "No diversion is planned, and path users have not been consulted.",
            ),
        )
    ],
    expect=refused("eighteen months became eight months beside the asked addition"),
)
one(
    A,
    "additions",
    "fact_changed_with_time_changed",
    F5 + ": the tester's p51, date moved as asked and 7 pm → 6 pm",
    "river",
    "The council meeting is now on Thursday 27 March.",
    [A.whole("river", changes={20: sub(R, 20, ("20 March at 7 pm", "27 March at 6 pm"))})],
    expect=refused("the meeting's time 7 pm became 6 pm; only the date was asked"),
)
one(
    A,
    "additions",
    "addition_with_date_changed",
    F5 + ": other article",
    "lido",
    "Add to paragraph 2 that the trust's board will review the plan in September.",
    [
        A.whole(
            "lido",
            changes={
                2: sub(
                    L,
                    2,
                    ("until June 2028", "until June 2027"),
                    (
                        "a temporary pool.",
                        "a temporary pool. The trust's board will review the plan in September.",
                    ),
                )
            },
        )
    ],
    expect=refused("June 2028 became June 2027 beside the asked addition"),
)
one(
    A,
    "additions",
    "addition_with_negation_dropped",
    F5 + ": other article, do not accept → accept",
    "lido",
    "In paragraph 3, add that the trust has not asked swimmers what they think.",
    [
        sub(
            L,
            3,
            ("We do not accept that", "We accept that"),
            (
                "for two summers.",
                "for two summers. The trust has not asked swimmers what they think.",
            ),
        )
    ],
    expect=refused("'We do not accept' became 'We accept' beside the asked addition"),
)
one(
    A,
    "additions",
    "fact_changed_with_time_changed",
    F5 + ": other article, day moved as asked and 6:30 pm → 7:30 pm",
    "lido",
    "The open meeting has moved to Wednesday 11 June.",
    [
        A.whole(
            "lido",
            changes={9: sub(L, 9, ("Tuesday 10 June at 6:30 pm", "Wednesday 11 June at 7:30 pm"))},
        )
    ],
    expect=refused("the meeting's time 6:30 pm became 7:30 pm; only the day was asked"),
)
new = sub(R, 2, ("No diversion is planned.", "No diversion is planned, and none has been costed."))
one(
    A,
    "additions",
    "addition_alone",
    F5 + ": trap, the addition alone",
    "river",
    "In the budget paragraph, say that no diversion has been costed either.",
    [A.whole("river", changes={2: new})],
    {2: new},
)
new = sub(R, 20, ("Thursday 20 March", "Thursday 27 March"))
one(
    A,
    "additions",
    "fact_changed_as_asked",
    F5 + ": trap, the meeting moved to 27 March as asked",
    "river",
    "Add that the council meeting has moved to 27 March.",
    [A.whole("river", changes={20: new})],
    {20: new},
)
new = sub(L, 0, ("since 1936.", "since 1936, and its season runs from May to September."))
one(
    A,
    "additions",
    "addition_alone",
    F5 + ": trap, other article",
    "lido",
    "Add to paragraph 1 that the lido's season runs from May to September.",
    [new],
    {0: new},
)
new = sub(L, 9, ("Tuesday 10 June", "Wednesday 11 June"))
one(
    A,
    "additions",
    "fact_changed_as_asked",
    F5 + ": trap, the day moved as asked",
    "lido",
    "The open meeting has moved to Wednesday 11 June.",
    [A.whole("lido", changes={9: new})],
    {9: new},
)
one(
    A,
    "additions",
    "addition_with_negation_added",
    F5 + ": the tester's p13, 老人大多在这里买菜 → 不在",
    "zmarket",
    "第一段补一句：周末还有不少年轻人来。",
    [
        A.whole(
            "zmarket",
            changes={
                1: sub(
                    M, 1, ("老人大多在这里买菜。", "老人大多不在这里买菜，周末还有不少年轻人来。")
                )
            },
        )
    ],
    expect=refused("老人大多在这里买菜变成了不在这里买菜"),
)
one(
    A,
    "additions",
    "addition_with_figure_changed",
    F5 + ": the tester's p13, 六点 → 八点",
    "zmarket",
    "在第一段里加上周末也有年轻人来买菜。",
    [
        A.whole(
            "zmarket",
            changes={
                1: sub(
                    M,
                    1,
                    ("早上六点开门", "早上八点开门"),
                    ("在这里买菜。", "在这里买菜，周末也有年轻人来买菜。"),
                )
            },
        )
    ],
    expect=refused("开门时间六点变成了八点"),
)
one(
    A,
    "additions",
    "fact_changed_with_negation_added",
    F5 + ": the tester's p51, 需要登记 → 不需要登记",
    "zmarket",
    "听证会改到三月二十七日了。",
    [
        A.whole(
            "zmarket",
            changes={
                15: sub(
                    M,
                    15,
                    ("三月二十日晚上", "三月二十七日晚上"),
                    ("发言需要提前在居委会登记", "发言不需要登记"),
                )
            },
        )
    ],
    expect=refused("发言需要登记变成了不需要登记"),
)
one(
    A,
    "additions",
    "fact_changed_with_place_changed",
    F5 + ": the tester's p51, 社区活动中心 → 街道办礼堂",
    "zmarket",
    "听证会改到三月二十七日了。",
    [
        A.whole(
            "zmarket",
            changes={
                15: sub(
                    M, 15, ("三月二十日晚上", "三月二十七日晚上"), ("社区活动中心", "街道办礼堂")
                )
            },
        )
    ],
    expect=refused("听证会地点社区活动中心变成了街道办礼堂"),
)
one(
    A,
    "additions",
    "addition_with_price_changed",
    F5 + ": other article, 十二元 → 十元",
    "zcanteen",
    "第二段补一句：节假日照常供应。",
    [
        sub(
            C,
            2,
            ("每餐只需十二元", "每餐只需十元"),
            ("周日不营业。", "周日不营业，节假日照常供应。"),
        )
    ],
    expect=refused("老人每餐十二元变成了十元"),
)
one(
    A,
    "additions",
    "addition_with_negation_dropped",
    F5 + ": other article, 不需要预约 → 需要预约",
    "zcanteen",
    "在第三段加上：行动不便的老人可以请家属代买。",
    [
        A.whole(
            "zcanteen",
            changes={
                3: sub(
                    C,
                    3,
                    ("用餐不需要提前预约", "用餐需要提前预约"),
                    ("限购一份。", "限购一份。行动不便的老人可以请家属代买。"),
                )
            },
        )
    ],
    expect=refused("用餐不需要预约变成了需要预约"),
)
new = sub(M, 1, ("老人大多在这里买菜。", "老人大多在这里买菜，周末还有不少年轻人来。"))
one(
    A,
    "additions",
    "addition_alone",
    F5 + ": trap, the addition alone",
    "zmarket",
    "第一段补一句：周末还有不少年轻人来。",
    [A.whole("zmarket", changes={1: new})],
    {1: new},
)
new = sub(M, 15, ("三月二十日晚上", "三月二十七日晚上"))
one(
    A,
    "additions",
    "fact_changed_as_asked",
    F5 + ": trap, the date moved as asked in the named paragraph",
    "zmarket",
    "第12段里的听证会改到三月二十七日了。",
    [A.whole("zmarket", changes={15: new})],
    {15: new},
)
new = sub(C, 2, ("周日不营业。", "周日不营业，节假日照常供应。"))
one(
    A,
    "additions",
    "addition_alone",
    F5 + ": trap, other article",
    "zcanteen",
    "第二段补一句：节假日照常供应。",
    [new],
    {2: new},
)

# ---------------------------------------------------------------------------------------------
# F9 — a typo fix or proofread that also drops or changes a fact: refused (session 51: an ask
# that does not ask to cut drops no fact). Traps: the real typos fixed alone — applied.
F9 = "outside54 F9: fix the typos / proofread / 改错别字 saving more than spelling (p20/p21/p29)"
fixed = {10: R[1][10]}
one(
    A,
    "typos",
    "typo_fix_sentence_with_negation_dropped",
    F9 + ": the tester's p29, 'None of this needs new money.' deleted",
    "rivert",
    "Fix the typos.",
    [A.whole("rivert", changes={**fixed, 18: "The Ferry Lane work came in under budget."})],
    expect=refused("the sentence 'None of this needs new money.' was deleted by a typo fix"),
)
one(
    A,
    "typos",
    "typo_fix_duration_changed",
    F9 + ": the tester's p29, a whole week → a whole month",
    "rivert",
    "Proofread this.",
    [A.whole("rivert", changes={**fixed, 23: sub(R, 23, ("a whole week", "a whole month"))})],
    expect=refused("a whole week became a whole month in a proofread"),
)
one(
    A,
    "typos",
    "typo_fix_negation_dropped",
    F9 + ": other article, no booking is needed → booking is needed",
    "lidot",
    "Fix any typos.",
    [
        A.whole(
            "lido", changes={9: sub(L, 9, ("and no booking is needed", "and booking is needed"))}
        )
    ],
    expect=refused("'no booking is needed' became 'booking is needed' in a typo fix"),
)
one(
    A,
    "typos",
    "typo_fix_sentence_with_negation_dropped",
    F9 + ": other article, 'It does not plan a temporary pool.' dropped",
    "lidot",
    "Proofread this.",
    [A.whole("lido", changes={2: sub(L, 2, (" It does not plan a temporary pool.", ""))})],
    expect=refused("the sentence saying no temporary pool is planned was dropped by a proofread"),
)
one(
    A,
    "typos",
    "typo_fixed_alone",
    F9 + ": trap, the one real typo fixed",
    "rivert",
    "Fix the typos.",
    [A.whole("rivert", changes=fixed)],
    fixed,
)
fixed = {0: L[1][0], 10: L[1][10]}
one(
    A,
    "typos",
    "typo_fixed_alone",
    F9 + ": trap, two real typos fixed",
    "lidot",
    "Proofread this.",
    [A.whole("lido")],
    fixed,
)
fixed1 = M[1][1]
one(
    A,
    "typos",
    "typo_fix_clause_with_time_dropped",
    F9 + ": the tester's p21, 每天早上六点开门 deleted",
    "zmarkett",
    "改一下第一段的错别字。",
    [sub(M, 1, ("每天早上六点开门，", ""))],
    expect=refused("删掉了“每天早上六点开门”"),
)
one(
    A,
    "typos",
    "typo_fix_clause_with_time_dropped",
    F9 + ": the tester's p21, second wording, in a whole reply",
    "zmarkett",
    "第一段有没有错别字？帮我改掉。",
    [A.whole("zmarket", changes={1: sub(M, 1, ("每天早上六点开门，", ""))})],
    expect=refused("删掉了“每天早上六点开门”"),
)
one(
    A,
    "typos",
    "typo_fix_negation_dropped",
    F9 + ": other article, 周日不营业 → 周日也营业",
    "zcanteent",
    "改错别字。",
    [A.whole("zcanteen", changes={2: sub(C, 2, ("周日不营业", "周日也营业"))})],
    expect=refused("周日不营业变成了周日也营业"),
)
one(
    A,
    "typos",
    "typo_fix_limit_dropped",
    F9 + ": other article, 每人每次限购一份 dropped",
    "zcanteent",
    "帮我校对一下。",
    [A.whole("zcanteen", changes={3: "用餐不需要提前预约。"})],
    expect=refused("删掉了“每人每次限购一份”"),
)
one(
    A,
    "typos",
    "typo_fixed_alone",
    F9 + ": trap, the one real typo fixed (卖菜 → 买菜)",
    "zmarkett",
    "改一下第一段的错别字。",
    [fixed1],
    {1: fixed1},
)
fixed = {0: C[1][0], 9: C[1][9]}
one(
    A,
    "typos",
    "typo_fixed_alone",
    F9 + ": trap, two real typos fixed",
    "zcanteent",
    "改错别字。",
    [A.whole("zcanteen")],
    fixed,
)

# ---------------------------------------------------------------------------------------------
# F13 — a restyle that turns a statement into its opposite, and a Chinese-worded ask on an English
# article that lets a figure change: refused. Traps: the meaning kept (a negation said another
# way, a cross-language ask answered faithfully) — applied.
F13 = "outside54 F13: a restyle reversing meaning (p36/p37/p52), a Chinese ask on an English article (p35/p36)"
one(
    A,
    "negations",
    "negation_added_do_support",
    F13 + ": the tester's proposes closing → does not propose closing",
    "river",
    "Make paragraph 2 more formal.",
    [
        A.whole(
            "river",
            changes={
                2: "The council's draft budget, published on 3 March, does not propose closing the path for eighteen months while the flood wall is rebuilt. No diversion has been planned."
            },
        )
    ],
    expect=refused("the council's proposal turned into its opposite"),
)
one(
    A,
    "negations",
    "stance_reversed_never",
    F13 + ": the tester's p37, We think → We never thought",
    "river",
    "Make paragraph 3 more formal.",
    [
        "We never thought the wall should be rebuilt. We do not believe the path needs to close for so long."
    ],
    expect=refused("'We think the wall should be rebuilt' became 'We never thought …'"),
)
one(
    A,
    "negations",
    "proposal_reversed_rejects",
    F13 + ": the tester's p37, proposes closing → rejects closing",
    "river",
    "Make paragraph 2 more formal.",
    [
        "The council's draft budget, published on 3 March, rejects closing the path for eighteen months while the flood wall is rebuilt. No diversion is planned."
    ],
    expect=refused("'proposes closing' became 'rejects closing'"),
)
one(
    A,
    "negations",
    "cross_language_ask_date_changed",
    F13 + ": the tester's p36, 第二段更正式一点 on the English article, 3 March → 13 March",
    "river",
    "第二段更正式一点。",
    [
        A.whole(
            "river",
            changes={
                2: "The council's draft budget, published on 13 March, proposes the closure of the path for eighteen months while the flood wall is rebuilt. No diversion is planned."
            },
        )
    ],
    expect=refused("3 March became 13 March"),
)
one(
    A,
    "negations",
    "cross_language_ask_figure_changed",
    F13 + ": the tester's p35, 第二段更正式一点, eighteen → eight",
    "river",
    "第二段更正式一点。",
    [
        "The council's draft budget, published on 3 March, proposes the closure of the path for eight months while the flood wall is rebuilt. No diversion is planned."
    ],
    expect=refused("eighteen months became eight months"),
)
one(
    A,
    "negations",
    "stance_reversed_do_support",
    F13 + ": other article, We accept → We do not accept",
    "lido",
    "Make paragraph 3 sound firmer.",
    [
        "We do not accept that the boiler must be replaced. Nor do we accept that the whole site must close for two summers."
    ],
    expect=refused("'We accept that the boiler must be replaced' turned into its opposite"),
)
one(
    A,
    "negations",
    "stance_reversed_never",
    F13 + ": other article, We accept → We never agreed",
    "lido",
    "Make paragraph 3 more formal.",
    [
        A.whole(
            "lido",
            changes={
                3: "We never agreed that the boiler must be replaced. We do not accept that the entire site must close for two summers."
            },
        )
    ],
    expect=refused("'We accept' became 'We never agreed'"),
)
new = "The council's draft budget, published on 3 March, proposes the closure of the path for eighteen months while the flood wall is rebuilt. No diversion is planned."
one(
    A,
    "negations",
    "formal_meaning_kept",
    F13 + ": trap, more formal with every fact kept",
    "river",
    "Make paragraph 2 more formal.",
    [A.whole("river", changes={2: new})],
    {2: new},
)
one(
    A,
    "negations",
    "cross_language_ask_faithful",
    F13
    + ": trap, 第二段更正式一点 on the English article, answered in English with every fact kept",
    "river",
    "第二段更正式一点。",
    [new],
    {2: new},
)
new = "We accept that the boiler must be replaced. We will not accept that the whole site must close for two summers."
one(
    A,
    "negations",
    "negation_said_another_way",
    F13 + ": trap, do not accept → will not accept",
    "lido",
    "Make paragraph 3 sound firmer.",
    [new],
    {3: new},
)
one(
    A,
    "negations",
    "negation_added_jiang_to_buhui",
    F13 + ": the tester's p36, 将 → 不会",
    "zmarket",
    "第二段正式一点。",
    [
        A.whole(
            "zmarket",
            changes={
                2: "今年二月，街道办正式公布了改造方案：菜市场不会在五月一日关闭，原址改建成停车楼，工期两年。"
            },
        )
    ],
    expect=refused("菜市场将关闭变成了不会关闭"),
)
one(
    A,
    "negations",
    "negation_dropped_erbushi",
    F13 + ": the tester's p52, 而不是直接关门 → 而且直接关门",
    "zmarket",
    "第三段更口语一点。",
    ["我们不反对改造，只是希望改造期间菜市场能临时搬到附近，而且直接关门。"],
    expect=refused("而不是直接关门变成了而且直接关门"),
)
one(
    A,
    "negations",
    "negation_dropped_in_restyle",
    F13 + ": other article, 周日不营业 → 周日也营业",
    "zcanteen",
    "第二段更口语一点。",
    [
        "食堂每天中午十一点到一点都有午饭，周日也营业。六十五岁以上的老人一顿只要十二元，其他居民一顿十八元。"
    ],
    expect=refused("周日不营业变成了周日也营业"),
)
one(
    A,
    "negations",
    "limit_turned_in_restyle",
    F13 + ": other article, 限购一份 → 可购多份",
    "zcanteen",
    "第三段正式一点。",
    [A.whole("zcanteen", changes={3: "用餐无需提前预约，每人每次可购多份。"})],
    expect=refused("每人每次限购一份变成了可购多份"),
)
new = "今年二月，街道办公布了改造方案：菜市场将于五月一日关闭，原址将改建为停车楼，工期为两年。"
one(
    A,
    "negations",
    "formal_meaning_kept",
    F13 + ": trap, 正式 with 将 kept",
    "zmarket",
    "第二段正式一点。",
    [A.whole("zmarket", changes={2: new})],
    {2: new},
)
new = "我们不反对改造，就是希望改造的时候菜市场能先临时搬到附近，别直接关门。"
one(
    A,
    "negations",
    "negation_said_another_way",
    F13 + ": trap, 而不是直接关门 → 别直接关门",
    "zmarket",
    "第三段更口语一点。",
    [new],
    {3: new},
)

# ---------------------------------------------------------------------------------------------
# F15/F16 — an insertion or a deletion whose reply also changes a neighbour: the asked insertion
# or deletion applied, the neighbour's change withheld and offered. Traps: clean — applied.
F15 = (
    "outside54 F15/F16: an added or deleted block, the model also changing its neighbour (p41/p42)"
)
ADD4 = "We support the council's aims for the river."
one(
    U,
    "neighbours",
    "insert_after_neighbour_changed",
    F15 + ": the tester's p41, We think … should → We agree … must",
    "river",
    "Add a paragraph after paragraph 3 saying we support the council's aims.",
    [
        A.whole(
            "river",
            changes={
                3: "We agree the wall must be rebuilt. We do not think the path needs to close for that long."
            },
            insert=(4, ADD4),
        )
    ],
    insert=(4, ADD4),
)
more(withheld_min=1)
one(
    U,
    "neighbours",
    "list_item_added_other_item_changed",
    F15 + ": the tester's p41, Phase 2 July to December → July to November",
    "river",
    "Add a bullet to the phases list: Phase 4, landscaping, October.",
    [
        A.whole(
            "river",
            changes={
                6: sub(R, 6, ("July to December", "July to November"))
                + "\n- Phase 4: landscaping, October next year"
            },
        )
    ],
    {6: R[1][6] + "\n- Phase 4: landscaping, October next year"},
)
more(withheld_min=1, note_lacks="left out")
one(
    U,
    "neighbours",
    "delete_quote_other_quote_changed",
    F15 + ": the tester's p41 / F16, Tom Hale's quote deleted and Ruth Okafor's There's → There is",
    "river",
    "Delete the second quote.",
    [
        A.whole(
            "river",
            changes={13: sub(R, 13, ("There's no crossing", "There is no crossing"))},
            drop=14,
        )
    ],
    drop=14,
)
more(withheld_min=1, note_lacks="instead of")
ADDL = "The lido is run by the Hartley Lido Trust, a charity."
one(
    U,
    "neighbours",
    "insert_after_neighbour_changed",
    F15 + ": other article, 41,000 → 40,000 in the paragraph before",
    "lido",
    "Add a paragraph after paragraph 1 saying that the lido is run by a charity.",
    [A.whole("lido", changes={0: sub(L, 0, ("41,000", "40,000"))}, insert=(1, ADDL))],
    insert=(1, ADDL),
)
more(withheld_min=1)
one(
    U,
    "neighbours",
    "delete_quote_other_quote_changed",
    F15 + ": other article, Margaret Osei's words changed",
    "lido",
    "Delete the second quote.",
    [A.whole("lido", changes={6: sub(L, 6, ("and so did I", "just like I did"))}, drop=7)],
    drop=7,
)
more(withheld_min=1, note_lacks="instead of")
one(
    A,
    "neighbours",
    "insert_after_clean",
    F15 + ": trap, the paragraph added alone",
    "river",
    "Add a paragraph after paragraph 3 saying we support the council's aims.",
    [A.whole("river", insert=(4, ADD4))],
    insert=(4, ADD4),
)
one(
    A,
    "neighbours",
    "delete_quote_clean",
    F15 + ": trap, the second quote deleted alone",
    "river",
    "Delete the second quote.",
    [A.whole("river", drop=14)],
    drop=14,
)
ADDZ = "我们支持街道办改善停车的初衷。"
one(
    U,
    "neighbours",
    "insert_after_neighbour_changed",
    F15 + ": the tester's p42, 不反对 → 完全支持",
    "zmarket",
    "在第3段后面加一段：我们支持街道办改善停车的初衷。",
    [
        A.whole(
            "zmarket",
            changes={3: sub(M, 3, ("我们不反对改造", "我们完全支持改造"))},
            insert=(4, ADDZ),
        )
    ],
    insert=(4, ADDZ),
)
more(withheld_min=1)
one(
    U,
    "neighbours",
    "list_item_added_other_item_changed",
    F15 + ": the tester's p42, 百分之八十一 → 八十",
    "zmarket",
    "调查结果的列表里加一条：家里没有车的，占百分之四十。",
    [
        A.whole(
            "zmarket",
            changes={
                7: sub(M, 7, ("百分之八十一", "百分之八十")) + "\n- 家里没有车的，占百分之四十"
            },
        )
    ],
    {7: M[1][7] + "\n- 家里没有车的，占百分之四十"},
)
more(withheld_min=1)
one(
    U,
    "neighbours",
    "delete_quote_other_quote_changed",
    F15 + ": the tester's p42, 王阿姨 一来一回 → 来回",
    "zmarket",
    "删掉第二条引语。",
    [A.whole("zmarket", changes={9: sub(M, 9, ("一来一回", "来回"))}, drop=10)],
    drop=10,
)
more(withheld_min=1)
ADDC = "食堂由街道和一家本地餐饮企业合办。"
one(
    U,
    "neighbours",
    "insert_after_neighbour_changed",
    F15 + ": other article, 六十人 → 八十人 in the paragraph before",
    "zcanteen",
    "在第一段后面加一段：食堂由街道和一家本地餐饮企业合办。",
    [A.whole("zcanteen", changes={0: sub(C, 0, ("六十人", "八十人"))}, insert=(1, ADDC))],
    insert=(1, ADDC),
)
more(withheld_min=1)
one(
    A,
    "neighbours",
    "delete_quote_clean",
    F15 + ": trap, 第二条引语 deleted alone",
    "zmarket",
    "删掉第二条引语。",
    [A.whole("zmarket", drop=10)],
    drop=10,
)
one(
    A,
    "neighbours",
    "insert_after_clean",
    F15 + ": trap, the paragraph added alone",
    "zcanteen",
    "在第一段后面加一段：食堂由街道和一家本地餐饮企业合办。",
    [A.whole("zcanteen", insert=(1, ADDC))],
    insert=(1, ADDC),
)

# ---------------------------------------------------------------------------------------------
# F17 — a moved paragraph whose text also changed: refused (as merges and splits with a changed
# figure are). Traps: the move alone — applied.
F17 = "outside54 F17: a moved paragraph with its figure changed (p43)"
MOVE_R = [*range(11), 12, 11, *range(13, 25)]
one(
    A,
    "moves",
    "moved_paragraph_figure_changed",
    F17 + ": the tester's 'a third' → 'half'",
    "river",
    "Move the 'Nearly a third' paragraph above the table.",
    [A.whole("river", changes={12: sub(R, 12, ("Nearly a third", "Nearly half"))}, order=MOVE_R)],
    expect=refused("the moved paragraph's 'a third' became 'half'"),
)
one(
    A,
    "moves",
    "moved_paragraph_alone",
    F17 + ": trap, the move alone",
    "river",
    "Move the 'Nearly a third' paragraph above the table.",
    [A.whole("river", order=MOVE_R)],
    order=MOVE_R,
)
MOVE_L = [*range(9), 10, 9]
one(
    A,
    "moves",
    "moved_paragraph_time_changed",
    F17 + ": other article, 9 am → 10 am in the moved paragraph",
    "lido",
    "Move the last paragraph above the meeting paragraph.",
    [A.whole("lido", changes={10: sub(L, 10, ("9 am", "10 am"))}, order=MOVE_L)],
    expect=refused("the moved paragraph's 9 am became 10 am"),
)
one(
    A,
    "moves",
    "moved_paragraph_alone",
    F17 + ": trap, the move alone",
    "lido",
    "Move the last paragraph above the meeting paragraph.",
    [A.whole("lido", order=MOVE_L)],
    order=MOVE_L,
)
MOVE_M = [*range(9), 10, 9, *range(11, 33)]
one(
    A,
    "moves",
    "moved_paragraph_negation_dropped",
    F17 + ": 老陈's 不涨 → 少涨 in the moved quote",
    "zmarket",
    "把老陈那条引语挪到王阿姨那条前面。",
    [
        A.whole(
            "zmarket", changes={10: sub(M, 10, ("摊位费只要不涨", "摊位费只要少涨"))}, order=MOVE_M
        )
    ],
    expect=refused("老陈说的“不涨”变成了“少涨”"),
)
one(
    A,
    "moves",
    "moved_paragraph_alone",
    F17 + ": trap, the move alone",
    "zmarket",
    "把老陈那条引语挪到王阿姨那条前面。",
    [A.whole("zmarket", order=MOVE_M)],
    order=MOVE_M,
)
# (A swap of two named paragraphs is done by the rules without asking the model, so a swap with a
# changed figure cannot be written as a case here.)

# ---------------------------------------------------------------------------------------------
# F18/F19 — a title or heading ask answered with chatter around the new title: the title alone
# saved; a list of options is a question (model_says); a title in the other language refused.
# Traps: a title the writer gives as a sentence, with its own parentheses — saved as given.
F18 = "outside54 F18/F19: title asks answered with chatter, options, or another language (p45/p46/p47)"
T = "Save Our River Path!"
one(
    U,
    "titles",
    "title_label_sentence_bold_whole",
    F18 + ": the tester's 'Here's a punchier title: **…**' + article",
    "river",
    "Make the title punchier.",
    [A.whole("river", title=f"Here's a punchier title: **{T}**")],
    title=T,
)
one(
    U,
    "titles",
    "title_label_sentence_bold_alone",
    F18 + ": F19, the same line alone",
    "river",
    "Make the title punchier.",
    [f"Here's a punchier title: **{T}**"],
    title=T,
)
one(
    U,
    "titles",
    "title_parenthesised_remark",
    F18 + ": the tester's '(punchier and more direct)'",
    "river",
    "Make the title punchier.",
    [f"{T} (punchier and more direct)"],
    title=T,
)
one(
    U,
    "titles",
    "title_options_listed",
    F18 + ": the tester's 'Options:' list — a question to the writer",
    "river",
    "Make the title punchier.",
    [f"Options:\n1. {T}\n2. Don't Close Our Path\n3. Our River, Our Path"],
    expect=says("Don't Close Our Path"),
)
one(
    U,
    "titles",
    "title_after_dash_remark_whole",
    F18 + ": the tester's 'Keep the river path open — here is a punchier option: **…**' + article",
    "river",
    "Make the title punchier.",
    [A.whole("river", title=f"Keep the river path open — here is a punchier option: **{T}**")],
    title=T,
)
one(
    U,
    "titles",
    "title_how_about_quoted",
    F18 + ": F19, 'How about: \"…\"' alone",
    "river",
    "Make the title punchier.",
    [f'How about: "{T}"'],
    title=T,
)
one(
    A,
    "titles",
    "title_other_language",
    F18 + ": the tester's 标题：守住河边小路！ on the English article",
    "river",
    "Make the title punchier.",
    [A.whole("river", title="标题：守住河边小路！")],
    expect=refused("a Chinese title for an English article, no translation asked"),
)
one(
    U,
    "titles",
    "heading_label_sentence_bold",
    F18 + ": the tester's p47 '## Here's a punchier heading: **…**'",
    "river",
    "Make the 'What we found' heading punchier.",
    [A.whole("river", changes={9: "## Here's a punchier heading: **The Numbers Don't Lie**"})],
    {9: "## The Numbers Don't Lie"},
)
one(
    U,
    "titles",
    "heading_parenthesised_remark",
    F18 + ": the tester's p47 '## … (punchier)'",
    "river",
    "Make the 'What we found' heading punchier.",
    [A.whole("river", changes={9: "## The Numbers Don't Lie (punchier)"})],
    {9: "## The Numbers Don't Lie"},
)
one(
    U,
    "titles",
    "title_bold_alone",
    F18 + ": other article, the title alone in bold",
    "lido",
    "Make the title punchier.",
    ["**Save Our Lido!**"],
    title="Save Our Lido!",
)
T2 = "Here's why the river path must stay open"
one(
    A,
    "titles",
    "title_sentence_asked",
    F18 + ": trap, a title the writer gives as a sentence starting 'Here's'",
    "river",
    f"Change the title to: {T2}",
    [A.whole("river", title=T2)],
    title=T2,
)
T3 = "River path: update (March)"
one(
    A,
    "titles",
    "title_parentheses_asked",
    F18 + ": trap, the writer's own parentheses",
    "river",
    f'Change the title to "{T3}".',
    [T3],
    title=T3,
)
TZ = "守住青石巷菜市场！"
one(
    U,
    "titles",
    "title_label_sentence_bold_alone",
    F18 + ": the tester's p46 这是一个更有力的标题：**…** alone",
    "zmarket",
    "标题改得更有力一点。",
    [f"这是一个更有力的标题：**{TZ}**"],
    title=TZ,
)
one(
    U,
    "titles",
    "title_label_sentence_bold_whole",
    F18 + ": the tester's p46, the same + article",
    "zmarket",
    "标题改得更有力一点。",
    [A.whole("zmarket", title=f"这是一个更有力的标题：**{TZ}**")],
    title=TZ,
)
one(
    U,
    "titles",
    "title_parenthesised_remark",
    F18 + ": the tester's p46 （更简短有力）",
    "zmarket",
    "标题改得更有力一点。",
    [f"{TZ}（更简短有力）"],
    title=TZ,
)
one(
    U,
    "titles",
    "title_options_listed",
    F18 + ": the tester's p46 几个备选 list — a question to the writer",
    "zmarket",
    "标题改得更有力一点。",
    [f"几个备选：\n1. {TZ}\n2. 菜市场不能关\n3. 留住我们的菜市场"],
    expect=says("菜市场不能关"),
)
one(
    U,
    "titles",
    "title_how_about_quoted",
    F18 + ": F19, 可以改成：“…” alone",
    "zmarket",
    "标题改得更有力一点。",
    [f"可以改成：“{TZ}”"],
    title=TZ,
)
one(
    A,
    "titles",
    "title_other_language",
    F18 + ": the tester's 'Save Qingshi Lane Market!' + the Chinese article",
    "zmarket",
    "标题改得更有力一点。",
    [A.whole("zmarket", title="Save Qingshi Lane Market!")],
    expect=refused("an English title for a Chinese article, no translation asked"),
)
TZ2 = "我们为什么要保住菜市场？"
one(
    A,
    "titles",
    "title_sentence_asked",
    F18 + ": trap, a question the writer wants as the title",
    "zmarket",
    f"把标题改成：{TZ2}",
    [A.whole("zmarket", title=TZ2)],
    title=TZ2,
)
TZ3 = "长者食堂（试营业）开张通知"
one(
    A,
    "titles",
    "title_parentheses_asked",
    F18 + ": trap, the writer's own full-width parentheses",
    "zcanteen",
    f"把标题改成“{TZ3}”。",
    [TZ3],
    title=TZ3,
)

# ---------------------------------------------------------------------------------------------
# F22 — an ask about one list item whose reply also changes another item: the named item changed,
# the other item's change withheld and offered. Traps: the named item alone — applied.
F22 = "outside54 F22: an ask naming one list item, another item of the list changed (p50/p54)"
one(
    U,
    "lists",
    "named_item_other_item_reversed",
    F22 + ": the tester's item 3 asked, item 1 keeping the path open → closing the path",
    "river",
    "In the list of what we are asking for, change item 3 to say 'at least three weeks ahead'.",
    [
        A.whole(
            "river",
            changes={
                17: sub(
                    R,
                    17,
                    ("at least two weeks", "at least three weeks"),
                    ("keeping the path open beside", "closing the path beside"),
                )
            },
        )
    ],
    {17: sub(R, 17, ("at least two weeks", "at least three weeks"))},
)
more(withheld_min=1)
one(
    U,
    "lists",
    "named_item_other_item_month_changed",
    F22 + ": the tester's Phase 3 asked, Phase 2 July → June",
    "river",
    "Phase 3 should end in August, not September.",
    [
        A.whole(
            "river",
            changes={
                6: sub(
                    R,
                    6,
                    ("January to September", "January to August"),
                    ("July to December", "June to December"),
                )
            },
        )
    ],
    {6: sub(R, 6, ("January to September", "January to August"))},
)
more(withheld_min=1, note_lacks="left out")
one(
    U,
    "lists",
    "named_item_other_item_month_dropped",
    F22 + ": other article, item 2 asked, item 1 'July and August' → 'August'",
    "lido",
    "In the list of what we ask, change item 2 to say the café stays open every day.",
    [
        A.whole(
            "lido",
            changes={
                5: sub(
                    L,
                    5,
                    ("in July and August,", "in August,"),
                    ("Keep the café open at weekends.", "Keep the café open every day."),
                )
            },
        )
    ],
    {5: sub(L, 5, ("Keep the café open at weekends.", "Keep the café open every day."))},
)
more(withheld_min=1)
new = sub(R, 17, ("at least two weeks", "at least three weeks"))
one(
    A,
    "lists",
    "named_item_alone",
    F22 + ": trap, item 3 alone",
    "river",
    "In the list of what we are asking for, change item 3 to say 'at least three weeks ahead'.",
    [A.whole("river", changes={17: new})],
    {17: new},
)
new = sub(R, 6, ("January to September", "January to August"))
one(
    A,
    "lists",
    "named_item_alone",
    F22 + ": trap, Phase 3 alone",
    "river",
    "Phase 3 should end in August, not September.",
    [A.whole("river", changes={6: new})],
    {6: new},
)
more(note_lacks="left out")
one(
    U,
    "lists",
    "named_item_other_item_negation_dropped",
    F22 + ": the tester's 第2条 asked, 第3条 不上涨 → 适当上涨",
    "zmarket",
    "建议里的第2条改成营业到下午两点。",
    [
        A.whole(
            "zmarket",
            changes={12: sub(M, 12, ("到下午一点", "到下午两点"), ("不上涨", "适当上涨"))},
        )
    ],
    {12: sub(M, 12, ("到下午一点", "到下午两点"))},
)
more(withheld_min=1)
one(
    U,
    "lists",
    "named_item_other_item_negation_dropped",
    F22 + ": other article, 第1条 asked, 第3条 不使用味精 → 少用味精",
    "zcanteen",
    "承诺里的第1条改成每周五公布菜单。",
    [
        A.whole(
            "zcanteen",
            changes={
                5: sub(C, 5, ("每周一在门口公布", "每周五在门口公布"), ("不使用味精", "少用味精"))
            },
        )
    ],
    {5: sub(C, 5, ("每周一在门口公布", "每周五在门口公布"))},
)
more(withheld_min=1)
new = sub(M, 12, ("到下午一点", "到下午两点"))
one(
    A,
    "lists",
    "named_item_alone",
    F22 + ": trap, 第2条 alone",
    "zmarket",
    "建议里的第2条改成营业到下午两点。",
    [A.whole("zmarket", changes={12: new})],
    {12: new},
)
new = sub(C, 5, ("每周一在门口公布", "每周五在门口公布"))
one(
    A,
    "lists",
    "named_item_alone",
    F22 + ": trap, 第1条 alone",
    "zcanteen",
    "承诺里的第1条改成每周五公布菜单。",
    [A.whole("zcanteen", changes={5: new})],
    {5: new},
)

# ---------------------------------------------------------------------------------------------
# More Chinese: an English-worded ask on the Chinese article (the mirror of F13's cross-language
# ask), and a moved quote in the other Chinese article.
one(
    A,
    "additions",
    "cross_language_addition_with_figure_changed",
    F5 + ": an English ask on the Chinese article, 三个小区 → 五个小区",
    "zmarket",
    "Add to paragraph 1 that young people also come at weekends.",
    [
        sub(
            M,
            1,
            ("附近三个小区", "附近五个小区"),
            ("在这里买菜。", "在这里买菜，周末也有不少年轻人来。"),
        )
    ],
    expect=refused("三个小区变成了五个小区"),
)
new = sub(M, 1, ("在这里买菜。", "在这里买菜，周末也有不少年轻人来。"))
one(
    A,
    "additions",
    "cross_language_addition_alone",
    F5 + ": trap, an English ask on the Chinese article, the addition alone",
    "zmarket",
    "Add to paragraph 1 that young people also come at weekends.",
    [new],
    {1: new},
)
one(
    A,
    "negations",
    "cross_language_ask_date_changed",
    F13 + ": an English ask on the Chinese article, 五月一日 → 六月一日",
    "zmarket",
    "Make paragraph 2 more formal.",
    [
        A.whole(
            "zmarket",
            changes={
                2: "今年二月，街道办公布了改造方案：菜市场将于六月一日关闭，原址将改建为停车楼，工期为两年。"
            },
        )
    ],
    expect=refused("五月一日变成了六月一日"),
)
new = "今年二月，街道办公布了改造方案：菜市场将于五月一日关闭，原址将改建为停车楼，工期为两年。"
one(
    A,
    "negations",
    "cross_language_ask_faithful",
    F13 + ": trap, an English ask on the Chinese article answered in Chinese with every fact kept",
    "zmarket",
    "Make paragraph 2 more formal.",
    [new],
    {2: new},
)
MOVE_C = [*range(6), 7, 6, *range(8, 11)]
one(
    A,
    "moves",
    "moved_paragraph_figure_changed",
    F17 + ": other article, 赵奶奶's 一个人住 → 两个人住 in the moved quote",
    "zcanteen",
    "把孙老师那条引语挪到赵奶奶那条前面。",
    [A.whole("zcanteen", changes={6: sub(C, 6, ("我一个人住", "我两个人住"))}, order=MOVE_C)],
    expect=refused("赵奶奶说的“一个人住”变成了“两个人住”"),
)
one(
    A,
    "moves",
    "moved_paragraph_alone",
    F17 + ": trap, the move alone",
    "zcanteen",
    "把孙老师那条引语挪到赵奶奶那条前面。",
    [A.whole("zcanteen", order=MOVE_C)],
    order=MOVE_C,
)

finish(HERE)
