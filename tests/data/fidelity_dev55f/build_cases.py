# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 55's fidelity dev set fid54facts (dev55f): what an ask licenses inside the
asked paragraph (outside54 F5, F9, F13; blind54 orchard-07, guangchangwu-zh-15 kinds), on two new
articles (a library reopening, in English and in Chinese), run from the repository root:
`.venv/bin/python tests/data/fidelity_dev55f/build_cases.py`. Every expected article is the
original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused  # noqa: E402

LIB = (
    "Greenway Library reopens",
    [
        "Greenway Library reopens on Saturday 12 April after six months of repairs to the roof.",
        "## Opening hours",
        "The library will open from 9 am to 5 pm on weekdays and from 10 am to 1 pm on Saturdays. It does not open on Sundays.",
        "Borrowers may take out up to eight books at a time, for three weeks. Children under ten must come with an adult.",
        "## Events",
        "The reading group meets on the first Tuesday of each month at 7 pm in the upstairs room. New members are welcome and no booking is needed.",
        "The friends' group will hold a book sale on 3 May. Books cost £1 each, and all the money goes to the children's section.",
        "We thank the council, which paid for the repairs. None of the staff lost their jobs during the closure.",
    ],
)
ZLIB = (
    "阳光社区图书室重新开放",
    [
        "阳光社区图书室将于四月十二日重新开放，此前因屋顶维修关闭了六个月。",
        "## 开放时间",
        "图书室周一到周五上午九点到下午五点开放，周六上午十点到下午一点开放，周日不开放。",
        "每位读者一次最多借八本书，借期三周。十岁以下的儿童须由家长陪同。",
        "## 活动",
        "读书会每月第一个周二晚上七点在二楼活动室举行，欢迎新成员参加，不需要报名。",
        "图书义卖定于五月三日举行，每本书一元，所得款项全部用于儿童阅览区。",
        "感谢街道办出资维修屋顶。闭馆期间，没有一名工作人员失去工作。",
    ],
)


def sub(art: tuple[str, list[str]], i: int, *pairs: tuple[str, str]) -> str:
    text = art[1][i]
    for old, new in pairs:
        assert text.count(old) == 1, (old, text)
        text = text.replace(old, new)
    return text


def typoed(
    art: tuple[str, list[str]], changes: dict[int, tuple[str, str]]
) -> tuple[str, list[str]]:
    paras = list(art[1])
    for i, pair in changes.items():
        paras[i] = sub(art, i, pair)
    return art[0], paras


LIBT = typoed(LIB, {3: ("Borrowers", "Borowers"), 5: ("welcome", "welcom")})
ZLIBT = typoed(ZLIB, {3: ("借期", "借其"), 5: ("欢迎", "欢印")})
ARTS = {"lib": LIB, "libt": LIBT, "zlib": ZLIB, "zlibt": ZLIBT}
A = Articles("d55f", ARTS)
S = "fid54facts dev variants of outside54 F5/F9/F13 and blind54 orchard-07/guangchangwu-zh-15"


def whole(art: str, changes: dict[int, str]) -> list[str]:
    return [A.whole(art, changes=changes)]


def no(file: str, kind: str, art: str, ask: str, changes: dict[int, str], because: str) -> None:
    A.one(file, kind, S, art, ask, whole(art, changes), expect=refused(because))


def ok(file: str, kind: str, art: str, ask: str, changes: dict[int, str]) -> None:
    A.one(file, kind, S, art, ask, whole(art, changes), changes)


L, Z, LT, ZT = LIB, ZLIB, LIBT, ZLIBT
EBOOKS = ("for three weeks.", "for three weeks. E-books can be borrowed too.")
NOVEL = ("in the upstairs room.", "in the upstairs room, and it reads one novel a month.")
ZEBOOK = ("借期三周。", "借期三周，电子书也可以借。")
ZNOVEL = ("欢迎新成员参加", "每次读一本小说，欢迎新成员参加")

# --- additions: the asked words plus another fact of the paragraph changed ----------------------
no(
    "additions",
    "addition_with_duration_changed",
    "lib",
    "In the borrowing paragraph, say that e-books can be borrowed too.",
    {3: sub(L, 3, EBOOKS, ("three weeks", "four weeks"))},
    "three weeks became four weeks beside the addition",
)
no(
    "additions",
    "addition_with_time_changed",
    "lib",
    "Add to the reading group paragraph that the group reads one novel a month.",
    {5: sub(L, 5, NOVEL, ("7 pm", "6 pm"))},
    "7 pm became 6 pm beside the addition",
)
no(
    "additions",
    "addition_with_price_changed",
    "lib",
    "Mention in the book sale paragraph that cards are accepted.",
    {6: sub(L, 6, ("£1 each", "£2 each"), ("section.", "section. Cards are accepted."))},
    "£1 became £2 beside the addition",
)
no(
    "additions",
    "addition_with_negation_dropped",
    "lib",
    "Say in the opening hours paragraph that the library has step-free access.",
    {
        2: sub(
            L,
            2,
            (
                "It does not open on Sundays.",
                "It opens on Sundays. The library has step-free access.",
            ),
        )
    },
    "does not open on Sundays became opens",
)
no(
    "additions",
    "addition_with_negation_added",
    "lib",
    "In the last paragraph, add that the roof now has solar panels.",
    {
        7: sub(
            L,
            7,
            ("which paid for", "which did not pay for"),
            ("the closure.", "the closure. The roof now has solar panels."),
        )
    },
    "the council paid became did not pay",
)
ok(
    "additions",
    "addition_alone",
    "lib",
    "In the borrowing paragraph, say that e-books can be borrowed too.",
    {3: sub(L, 3, EBOOKS)},
)
ok(
    "additions",
    "addition_with_own_negation",
    "lib",
    "In the reading group paragraph, add that members do not need to have read the book.",
    {
        5: sub(
            L,
            5,
            (
                "no booking is needed.",
                "no booking is needed. Members do not need to have read the book.",
            ),
        )
    },
)
no(
    "additions",
    "addition_with_duration_changed",
    "zlib",
    "在借书那段加一句：电子书也可以借。",
    {3: sub(Z, 3, ZEBOOK, ("三周", "四周"))},
    "三周变成了四周",
)
no(
    "additions",
    "addition_with_time_changed",
    "zlib",
    "读书会那段补充一下，每次读一本小说。",
    {5: sub(Z, 5, ZNOVEL, ("晚上七点", "晚上六点"))},
    "七点变成了六点",
)
no(
    "additions",
    "addition_with_negation_dropped",
    "zlib",
    "在开放时间那段说明一下，图书室有无障碍通道。",
    {2: sub(Z, 2, ("周日不开放。", "周日也开放。图书室有无障碍通道。"))},
    "周日不开放变成了也开放",
)
no(
    "additions",
    "addition_with_price_changed",
    "zlib",
    "义卖那段加上：可以用微信支付。",
    {6: sub(Z, 6, ("每本书一元", "每本书两元"), ("儿童阅览区。", "儿童阅览区。可以用微信支付。"))},
    "一元变成了两元",
)
ok(
    "additions",
    "addition_alone",
    "zlib",
    "在借书那段加一句：电子书也可以借。",
    {3: sub(Z, 3, ZEBOOK)},
)
no(
    "additions",
    "cross_language_addition_with_figure_changed",
    "zlib",
    "In the borrowing paragraph, add that e-books can be borrowed too.",
    {3: sub(Z, 3, ZEBOOK, ("八本书", "六本书"))},
    "八本变成了六本",
)

# --- a fact stated as changed: that fact alone ---------------------------------------------------
no(
    "stated",
    "fact_changed_with_price_changed",
    "lib",
    "The book sale is now on 10 May.",
    {6: sub(L, 6, ("3 May", "10 May"), ("£1 each", "£2 each"))},
    "£1 became £2; only the date was asked",
)
no(
    "stated",
    "fact_changed_with_time_changed",
    "lib",
    "The reading group has moved to the first Wednesday of the month.",
    {5: sub(L, 5, ("first Tuesday", "first Wednesday"), ("7 pm", "7:30 pm"))},
    "7 pm became 7:30 pm; only the day was asked",
)
ok(
    "stated",
    "fact_changed_as_asked",
    "lib",
    "The book sale is now on 10 May.",
    {6: sub(L, 6, ("3 May", "10 May"))},
)
no(
    "stated",
    "fact_changed_with_price_changed",
    "zlib",
    "图书义卖改到五月十日了。",
    {6: sub(Z, 6, ("五月三日", "五月十日"), ("一元", "两元"))},
    "一元变成了两元",
)
no(
    "stated",
    "fact_changed_with_time_changed",
    "zlib",
    "读书会改到每月第一个周三。",
    {5: sub(Z, 5, ("周二", "周三"), ("晚上七点", "晚上八点"))},
    "七点变成了八点",
)
ok(
    "stated",
    "fact_changed_as_asked",
    "zlib",
    "图书义卖改到五月十日了。",
    {6: sub(Z, 6, ("五月三日", "五月十日"))},
)

# --- proofreads: the typos, never a sentence or a fact -------------------------------------------
FIX3 = ("Borowers", "Borrowers")
FIX5 = ("welcom", "welcome")
no(
    "typos",
    "typo_fix_sentence_dropped",
    "libt",
    "Please proofread the article.",
    {
        3: sub(LT, 3, FIX3, (" Children under ten must come with an adult.", "")),
        5: sub(LT, 5, FIX5),
    },
    "the rule for children went in a proofread",
)
no(
    "typos",
    "typo_fix_figure_changed",
    "libt",
    "Fix the spelling mistakes.",
    {3: sub(LT, 3, FIX3, ("eight books", "ten books")), 5: sub(LT, 5, FIX5)},
    "eight books became ten in a proofread",
)
no(
    "typos",
    "typo_fix_sentence_with_negation_dropped",
    "libt",
    "Fix the typos.",
    {
        3: sub(LT, 3, FIX3),
        5: sub(LT, 5, FIX5),
        7: sub(L, 7, (" None of the staff lost their jobs during the closure.", "")),
    },
    "None of the staff lost their jobs went in a proofread",
)
ok(
    "typos",
    "typo_fixed_alone",
    "libt",
    "Fix the typos.",
    {3: sub(LT, 3, FIX3), 5: sub(LT, 5, FIX5)},
)
ZFIX3 = ("借其", "借期")
ZFIX5 = ("欢印", "欢迎")
no(
    "typos",
    "typo_fix_sentence_dropped",
    "zlibt",
    "改一下错别字。",
    {3: sub(ZT, 3, ZFIX3, ("十岁以下的儿童须由家长陪同。", "")), 5: sub(ZT, 5, ZFIX5)},
    "儿童须由家长陪同被删了",
)
no(
    "typos",
    "typo_fix_time_dropped",
    "zlibt",
    "校对一下全文。",
    {
        2: sub(Z, 2, ("，周六上午十点到下午一点开放", "")),
        3: sub(ZT, 3, ZFIX3),
        5: sub(ZT, 5, ZFIX5),
    },
    "周六的开放时间被删了",
)
no(
    "typos",
    "typo_fix_figure_changed",
    "zlibt",
    "校对一下全文。",
    {3: sub(ZT, 3, ZFIX3, ("八本书", "十本书")), 5: sub(ZT, 5, ZFIX5)},
    "八本变成了十本",
)
ok(
    "typos",
    "typo_fixed_alone",
    "zlibt",
    "改一下错别字。",
    {3: sub(ZT, 3, ZFIX3), 5: sub(ZT, 5, ZFIX5)},
)

# --- restyles: wording only, in either language's ask --------------------------------------------
no(
    "restyles",
    "cross_language_ask_figure_changed",
    "lib",
    "借书那段写得更正式一些。",
    {3: sub(L, 3, ("may take out", "are permitted to borrow"), ("eight books", "six books"))},
    "eight books became six",
)
ok(
    "restyles",
    "cross_language_ask_faithful",
    "lib",
    "借书那段写得更正式一些。",
    {3: sub(L, 3, ("may take out", "are permitted to borrow"))},
)
no(
    "restyles",
    "price_unit_changed",
    "lib",
    "Make the book sale paragraph friendlier.",
    {6: sub(L, 6, ("will hold", "is holding"), ("Books cost £1 each", "Books cost just £1 a bag"))},
    "£1 a book became £1 a bag",
)
no(
    "restyles",
    "negation_added",
    "lib",
    "Make the reading group paragraph livelier.",
    {
        5: sub(
            L,
            5,
            ("New members are welcome", "New members are not welcome"),
            ("meets", "gets together"),
        )
    },
    "members welcome became not welcome",
)
no(
    "restyles",
    "cross_language_ask_figure_changed",
    "zlib",
    "Make the borrowing paragraph more formal.",
    {3: sub(Z, 3, ("一次最多借八本书", "每次至多可借阅六本图书"))},
    "八本变成了六本",
)
ok(
    "restyles",
    "cross_language_ask_faithful",
    "zlib",
    "Make the borrowing paragraph more formal.",
    {3: sub(Z, 3, ("一次最多借八本书", "每次至多可借阅八本图书"))},
)
no(
    "restyles",
    "price_unit_changed",
    "zlib",
    "把义卖那段改得亲切一些。",
    {6: sub(Z, 6, ("每本书一元", "每袋书只要一元"))},
    "每本一元变成了每袋一元",
)
no(
    "restyles",
    "negation_dropped",
    "zlib",
    "把读书会那段改得活泼一点。",
    {5: sub(Z, 5, ("不需要报名", "需要报名哦"))},
    "不需要报名变成了需要报名",
)

finish(HERE)
