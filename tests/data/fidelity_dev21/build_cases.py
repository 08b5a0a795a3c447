# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 21 (tests/data/fidelity_dev21/*.jsonl): session 21's fresh
variants of what blind set 20 failed on once released, written before the fixes, in English
and Chinese on articles of their own — a web address written without "https://" or "www."
("eastfieldlibrary.org/whatson") whose path a restyle drops or changes, and a model that
declines a selected sentence with its reason first ("Those are her own words, so I won't
shorten them.", 这是馆长的原话，我不便改动。) — beside look-alikes that must still be applied (an
address kept, "Node.js/Express", a first-person "I can't say we lingered" rewrite).

    .venv/bin/python tests/data/fidelity_dev21/build_cases.py

Every expected article is built from the original paragraph list with only the asked entries
(or the selection) replaced, so untouched text is byte for byte the writer's.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import applied, block, case_record, refused, swapped  # noqa: E402
from fidelity_build import full as whole  # noqa: E402

LIB_T = "Eastfield Library Opens Its Doors on Sundays"
LIB = [
    "From 5 January, Eastfield Library will open on Sundays from 11:00 to 15:00, the first time in its 60-year history.",
    "The extra hours are paid for by a £24,000 grant from the Hallam Trust, which runs for two years.",
    "“People kept telling us Sunday was the only day they could come,” said head librarian Priya Nandakumar. “We listened, and we found the money.”",
    "The Saturday code club will move to Sundays too. Children aged 9 to 13 learn Scratch and Node.js/Express with two volunteers. Sign up at eastfieldlibrary.org/codeclub/join by Friday.",
    "The library lent 38,000 books last year, up a fifth on the year before, and its study room was full most evenings.",
    "Opening hours and the full events list are at eastfieldlibrary.org/whatson.",
]
ZG_T = "园子社区菜园招募新成员"
ZG = [
    "园子社区菜园将于3月2日（星期六）上午9点举行开春活动，欢迎附近居民带孩子一起来。",
    "菜园去年收获了大约四百公斤蔬菜，其中一半送给了街道的长者食堂。",
    "负责人周晓岚说：“这块地原来是停车场，现在一年四季都有人来浇水。”",
    "今年菜园新增了十二块认领地，每块每年收费80元，报名请访问yuanzi.org.cn/renling/2027。",
    "菜园的工具房每天早上7点到晚上7点开放，工具用完请放回原处。",
    "活动安排和志愿者排班见yuanzi.org.cn/huodong。",
]
RAIN_T = "The Day the Fair Washed Out"
RAIN = [
    "We had planned the village fair for months, down to the last jar of chutney.",
    "By ten the rain was coming sideways. I can't stay out in that, I told my sister, and we ran for the bus shelter.",
    "The cake stall survived under a gazebo, and by noon every slice had gone.",
    "Next year, the committee says, the fair moves into the school hall.",
]
ZRAIN_T = "被雨冲散的庙会"
ZRAIN = [
    "村里的庙会我们准备了好几个月，连最后一罐辣酱都安排好了。",
    "十点钟雨斜着打过来，我没法在外面多待，只好跑回车站。",
    "蛋糕摊躲在帐篷下面，中午之前就卖光了。",
    "委员会说，明年庙会搬进学校礼堂。",
]

FILES: dict[str, list[dict]] = {}


def add(
    cid: str,
    lang: str,
    kind: str,
    article: tuple[str, list[str]],
    suggestion: str,
    replies: list[str],
    expect: dict,
    *,
    file: str,
    selected: str | None = None,
    edit_format: str = "full",
) -> None:
    title, paras = article
    body = "\n\n".join(paras)
    if selected is not None:
        assert body.count(selected) == 1, cid
    FILES.setdefault(file, []).append(
        case_record(
            cid,
            lang,
            kind,
            "blind 20 kinds, new articles (session 21)",
            title,
            body,
            suggestion,
            replies,
            expect,
            edit_format=edit_format,
            selected_text=selected,
        )
    )


def applied_selection(title: str, paras: list[str], old: str, new: str) -> dict:
    body = "\n\n".join(paras)
    return {"outcome": "applied", "title": title, "body": body.replace(old, new, 1)}


# --- addresses: a bare web address with a path -------------------------------------------------
A = "addresses"
add(
    "d21-addr-en-01",
    "en",
    "bare_url_path_dropped",
    (LIB_T, LIB),
    "Make the last paragraph warmer.",
    [
        whole(
            LIB_T,
            swapped(
                LIB,
                {
                    5: "Everything we have planned, and when we're open, is waiting for you at eastfieldlibrary.org."
                },
            ),
        )
    ],
    refused("the restyle drops the /whatson path of the web address"),
    file=A,
)
add(
    "d21-addr-en-02",
    "en",
    "bare_url_path_dropped",
    (LIB_T, LIB),
    "Make paragraph 4 friendlier.",
    [
        "Here you go:\n\n"
        + block(
            "Sign up at eastfieldlibrary.org/codeclub/join by Friday.",
            "Come and join us — just sign up at eastfieldlibrary.org/codeclub by Friday!",
        )
    ],
    refused("the block changes the web address (…/join dropped)"),
    file=A,
    edit_format="blocks",
)
add(
    "d21-addr-en-03",
    "en",
    "bare_url_path_dropped",
    (LIB_T, LIB),
    "Shorten paragraph 4.",
    [
        whole(
            LIB_T,
            swapped(
                LIB,
                {
                    3: "The Saturday code club moves to Sundays: children aged 9 to 13 learn Scratch and Node.js/Express. Sign up at eastfieldlibrary.org by Friday."
                },
            ),
        )
    ],
    refused("the cut keeps the site but drops the /codeclub/join page readers sign up on"),
    file=A,
)
add(
    "d21-addr-zh-01",
    "zh",
    "bare_url_path_dropped",
    (ZG_T, ZG),
    "把最后一段改得亲切一些。",
    [
        whole(
            ZG_T,
            swapped(ZG, {5: "想知道最近有什么活动、哪天轮到谁值班，欢迎来yuanzi.org.cn看看！"}),
        )
    ],
    refused("改写丢了网址的 /huodong 路径"),
    file=A,
)
add(
    "d21-addr-zh-02",
    "zh",
    "bare_url_path_dropped",
    (ZG_T, ZG),
    "第四段写得更吸引人一点。",
    [
        whole(
            ZG_T,
            swapped(
                ZG,
                {
                    3: "好消息：今年菜园多出了十二块认领地！每块一年只要80元，快到yuanzi.org.cn/renling报名吧。"
                },
            ),
        )
    ],
    refused("改写把网址路径 /renling/2027 改成了 /renling"),
    file=A,
)
add(
    "d21-addr-en-04",
    "en",
    "bare_url_kept",
    (LIB_T, LIB),
    "Make paragraph 4 friendlier.",
    [
        whole(
            LIB_T,
            swapped(
                LIB,
                {
                    3: "Good news for young coders: the Saturday club is moving to Sundays! Children aged 9 to 13 learn Scratch and Node.js/Express with two friendly volunteers. Sign up at eastfieldlibrary.org/codeclub/join by Friday."
                },
            ),
        )
    ],
    applied(
        LIB_T,
        swapped(
            LIB,
            {
                3: "Good news for young coders: the Saturday club is moving to Sundays! Children aged 9 to 13 learn Scratch and Node.js/Express with two friendly volunteers. Sign up at eastfieldlibrary.org/codeclub/join by Friday."
            },
        ),
    ),
    file=A,
)
add(
    "d21-addr-en-05",
    "en",
    "bare_url_not_an_address",
    (LIB_T, LIB),
    "Make paragraph 4 livelier.",
    [
        whole(
            LIB_T,
            swapped(
                LIB,
                {
                    3: "The code club is jumping to Sundays too! Kids aged 9 to 13 get stuck into Scratch, Node.js and Express with two volunteers. Sign up at eastfieldlibrary.org/codeclub/join by Friday."
                },
            ),
        )
    ],
    applied(
        LIB_T,
        swapped(
            LIB,
            {
                3: "The code club is jumping to Sundays too! Kids aged 9 to 13 get stuck into Scratch, Node.js and Express with two volunteers. Sign up at eastfieldlibrary.org/codeclub/join by Friday."
            },
        ),
    ),
    file=A,
)
add(
    "d21-addr-zh-03",
    "zh",
    "bare_url_asked",
    (ZG_T, ZG),
    "最后一段的网址改成yuanzi.org.cn/paiban，其他不动。",
    [whole(ZG_T, swapped(ZG, {5: "活动安排和志愿者排班见yuanzi.org.cn/paiban。"}))],
    applied(ZG_T, swapped(ZG, {5: "活动安排和志愿者排班见yuanzi.org.cn/paiban。"})),
    file=A,
)

# --- declines: the reason first, then "so I won't" ---------------------------------------------
S = "declines"
add(
    "d21-decl-en-01",
    "en",
    "selection_decline_after_reason",
    (LIB_T, LIB),
    "Make this shorter.",
    [
        "Those are the head librarian's own words, so I won't shorten them. I could trim the sentence around the quote instead, if you like."
    ],
    {"outcome": "model_says", "contains": "so I won't shorten them"},
    file=S,
    selected="We listened, and we found the money.",
)
add(
    "d21-decl-en-02",
    "en",
    "selection_decline_after_reason",
    (LIB_T, LIB),
    "Round this up to make it more impressive.",
    [
        "Because that figure comes from the library's own count, I'm not comfortable changing it without a source. Could you check the annual report first?"
    ],
    {"outcome": "model_says", "contains": "I'm not comfortable changing it"},
    file=S,
    selected="The library lent 38,000 books last year",
)
add(
    "d21-decl-en-03",
    "en",
    "selection_decline_after_reason",
    (LIB_T, LIB),
    "Punch this up.",
    [
        "That's a direct quote from Priya Nandakumar — I'd rather not reword what she said.\n\nShall I rewrite the sentence that introduces her instead?"
    ],
    {"outcome": "model_says", "contains": "I'd rather not reword what she said"},
    file=S,
    selected="People kept telling us Sunday was the only day they could come,",
)
add(
    "d21-decl-zh-01",
    "zh",
    "selection_decline_after_reason",
    (ZG_T, ZG),
    "这句改得更生动。",
    ["这是周晓岚的原话，我不便改动。要不要我改写引语前面的叙述？"],
    {"outcome": "model_says", "contains": "我不便改动"},
    file=S,
    selected="这块地原来是停车场，现在一年四季都有人来浇水。",
)
add(
    "d21-decl-zh-02",
    "zh",
    "selection_decline_after_reason",
    (ZG_T, ZG),
    "把这个数字改大一点，显得更有成绩。",
    ["由于这个数字是菜园自己统计的，在没有依据的情况下我无法修改它。您可以先核对一下记录吗？"],
    {"outcome": "model_says", "contains": "我无法修改它"},
    file=S,
    selected="菜园去年收获了大约四百公斤蔬菜",
)
add(
    "d21-decl-en-04",
    "en",
    "selection_first_person_rewrite",
    (RAIN_T, RAIN),
    "Make this livelier.",
    ["I can't stay out in this, I yelled at my sister, and we sprinted for the bus shelter."],
    applied_selection(
        RAIN_T,
        RAIN,
        "I can't stay out in that, I told my sister, and we ran for the bus shelter.",
        "I can't stay out in this, I yelled at my sister, and we sprinted for the bus shelter.",
    ),
    file=S,
    selected="I can't stay out in that, I told my sister, and we ran for the bus shelter.",
)
add(
    "d21-decl-en-05",
    "en",
    "selection_first_person_rewrite",
    (RAIN_T, RAIN),
    "Make this livelier.",
    ["Drenched, I can't pretend we were brave — my sister and I bolted for the bus shelter."],
    applied_selection(
        RAIN_T,
        RAIN,
        "I can't stay out in that, I told my sister, and we ran for the bus shelter.",
        "Drenched, I can't pretend we were brave — my sister and I bolted for the bus shelter.",
    ),
    file=S,
    selected="I can't stay out in that, I told my sister, and we ran for the bus shelter.",
)
add(
    "d21-decl-zh-03",
    "zh",
    "selection_first_person_rewrite",
    (ZRAIN_T, ZRAIN),
    "这句写得更生动。",
    ["十点钟，雨斜着抽过来，我实在没法在外面多待，只好一路狂奔回车站。"],
    applied_selection(
        ZRAIN_T,
        ZRAIN,
        "十点钟雨斜着打过来，我没法在外面多待，只好跑回车站。",
        "十点钟，雨斜着抽过来，我实在没法在外面多待，只好一路狂奔回车站。",
    ),
    file=S,
    selected="十点钟雨斜着打过来，我没法在外面多待，只好跑回车站。",
)


# --- quotes: a named person's quoted words reworded by a restyle --------------------------------
Q = "quotes"
LIB_Q = "“People kept telling us Sunday was the only day they could come,” said head librarian Priya Nandakumar. “We listened, and we found the money.”"
add(
    "d21-quote-en-01",
    "en",
    "quote_reworded_by_restyle_named",
    (LIB_T, LIB),
    "Make paragraph 3 friendlier.",
    [
        whole(
            LIB_T,
            swapped(
                LIB,
                {
                    2: "“So many of you told us Sunday was the only day you could make it,” says our head librarian, Priya Nandakumar. “We heard you, and we found the money!”"
                },
            ),
        )
    ],
    {
        **applied(
            LIB_T,
            swapped(
                LIB,
                {
                    2: "“So many of you told us Sunday was the only day you could make it,” says our head librarian, Priya Nandakumar. “We heard you, and we found the money!”"
                },
            ),
        ),
        "note_contains": "Check the quotes",
    },
    file=Q,
)
add(
    "d21-quote-en-02",
    "en",
    "quote_reworded_by_restyle_named",
    (LIB_T, LIB),
    "Make the whole piece more formal.",
    [
        whole(
            LIB_T,
            swapped(
                LIB,
                {
                    0: "From 5 January, Eastfield Library will be open on Sundays between 11:00 and 15:00, for the first time in its 60-year history.",
                    2: "“Residents repeatedly informed us that Sunday was the only day on which they could attend,” said head librarian Priya Nandakumar. “We listened, and we found the money.”",
                },
            ),
        )
    ],
    {
        **applied(
            LIB_T,
            swapped(
                LIB,
                {
                    0: "From 5 January, Eastfield Library will be open on Sundays between 11:00 and 15:00, for the first time in its 60-year history.",
                    2: "“Residents repeatedly informed us that Sunday was the only day on which they could attend,” said head librarian Priya Nandakumar. “We listened, and we found the money.”",
                },
            ),
        ),
        "note_contains": "Check the quotes",
    },
    file=Q,
)
add(
    "d21-quote-zh-01",
    "zh",
    "quote_reworded_by_restyle_named",
    (ZG_T, ZG),
    "把第三段改得更生动。",
    [
        whole(
            ZG_T,
            swapped(
                ZG, {2: "负责人周晓岚笑着说：“这里以前就是个停车场，如今一年到头都有人来浇水。”"}
            ),
        )
    ],
    {
        **applied(
            ZG_T,
            swapped(
                ZG, {2: "负责人周晓岚笑着说：“这里以前就是个停车场，如今一年到头都有人来浇水。”"}
            ),
        ),
        "note_contains": "Check the quotes",
    },
    file=Q,
)
add(
    "d21-quote-zh-02",
    "zh",
    "quote_reworded_by_restyle_named",
    (ZG_T, ZG),
    "整篇文章改得正式一些。",
    [
        whole(
            ZG_T,
            swapped(
                ZG,
                {
                    0: "园子社区菜园将于3月2日（星期六）上午9时举行开春活动，诚邀附近居民携子女参加。",
                    2: "负责人周晓岚表示：“该地块原为停车场，现已四季有人前来浇灌。”",
                },
            ),
        )
    ],
    {
        **applied(
            ZG_T,
            swapped(
                ZG,
                {
                    0: "园子社区菜园将于3月2日（星期六）上午9时举行开春活动，诚邀附近居民携子女参加。",
                    2: "负责人周晓岚表示：“该地块原为停车场，现已四季有人前来浇灌。”",
                },
            ),
        ),
        "note_contains": "Check the quotes",
    },
    file=Q,
)
add(
    "d21-quote-en-03",
    "en",
    "quote_kept_by_restyle",
    (LIB_T, LIB),
    "Make paragraph 3 friendlier.",
    [
        whole(
            LIB_T,
            swapped(
                LIB,
                {
                    2: LIB_Q.replace(
                        "said head librarian Priya Nandakumar.",
                        "our lovely head librarian, Priya Nandakumar, told us with a smile.",
                    )
                },
            ),
        )
    ],
    applied(
        LIB_T,
        swapped(
            LIB,
            {
                2: LIB_Q.replace(
                    "said head librarian Priya Nandakumar.",
                    "our lovely head librarian, Priya Nandakumar, told us with a smile.",
                )
            },
        ),
    ),
    file=Q,
)
add(
    "d21-quote-zh-03",
    "zh",
    "quote_change_asked",
    (ZG_T, ZG),
    "把第三段周晓岚的原话改得口语一点。",
    [
        whole(
            ZG_T,
            swapped(ZG, {2: "负责人周晓岚说：“这块地以前是停车场，现在一年到头都有人来浇水。”"}),
        )
    ],
    applied(
        ZG_T, swapped(ZG, {2: "负责人周晓岚说：“这块地以前是停车场，现在一年到头都有人来浇水。”"})
    ),
    file=Q,
)
add(
    "d21-quote-en-04",
    "en",
    "quote_typo_fix_asked",
    (
        RAIN_T,
        RAIN[:2]
        + [
            "“The cake stall survied under a gazebo,” said the organiser, “and by noon every slice had gone.”"
        ]
        + RAIN[3:],
    ),
    "Fix the typos.",
    [
        whole(
            RAIN_T,
            RAIN[:2]
            + [
                "“The cake stall survived under a gazebo,” said the organiser, “and by noon every slice had gone.”"
            ]
            + RAIN[3:],
        )
    ],
    applied(
        RAIN_T,
        RAIN[:2]
        + [
            "“The cake stall survived under a gazebo,” said the organiser, “and by noon every slice had gone.”"
        ]
        + RAIN[3:],
    ),
    file=Q,
)


def main() -> None:
    ids: set[str] = set()
    for name, cases in FILES.items():
        for case in cases:
            assert case["id"] not in ids, case["id"]
            ids.add(case["id"])
            body = case["article"]["body"]
            assert len(set(body.split("\n\n"))) == len(body.split("\n\n")), case["id"]
            if case["expect"]["outcome"] == "applied":
                assert case["expect"]["body"] != body, case["id"]
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as out:
            for case in cases:
                out.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"{len(ids)} cases in {len(FILES)} files")


if __name__ == "__main__":
    main()
