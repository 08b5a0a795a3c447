# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 43's figures-and-titles fidelity cases (run from the repository root), from
outside42's findings 1, 5, 7 and 10: a restyle that rewords a sentence and writes another
figure in it (前十五回 → 前二十回, 三道 → 五道, 半小时 → 一小时, ５０ → ６０, "first three" →
"first five"), or another 《book title》, which must be refused naming which became which; a
half-width ", " / "; " / "?" the model wrote in the asked Chinese paragraph (the writer's
full-width marks kept); a list renumbered 1./2./3. → 一、二、三、 / （一） / ① / a. while one
item was restyled (the item applied, the renumbering withheld) — and the near-misses that
must be saved as written: a figure the writer asked to change, 两百 written 二百, 半小时 as
三十分钟, ５０ as 50 (no warning that a figure was left out), 一起 / 一下 / 一些 / 一遍 brought in,
a title kept or asked for, "1,200" kept, a renumbering asked for. Every expected article is the
original paragraph list with only the asked changes made."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]
# paragraph index → new text; "title" → the new title.
Changes = dict[object, str]

MEET_TITLE = "家长会通知"
MEET = [
    "本周五晚上七点，家长会在学校三楼会议室召开。",
    "这学期我们共读《西游记》，请孩子们在开学前读完前十五回，每天陪读半小时就够了。",
    "会后每个班要推选两名家长代表，另外请大家准备三道想问老师的问题。",
    "资料费每人５０元，请交给班主任张老师。",
]
TRIP_TITLE = "大理五日"
TRIP = [
    "去年秋天，我和两个朋友去了大理，在古城住了五晚。",
    "我们每天早起去洱海边看日出，一共看了三回，有一回云太厚什么都没看到。",
    "出发前我读了《乡土中国》，书里讲到的熟人社会，在古城里还能看到一些影子。",
    "住宿费一共1,200元，三个人平摊下来很划算。",
]
CLUB_TITLE = "Book club: March"
CLUB = [
    "We meet on Thursday at 7 pm in the back room of the Crown.",
    "This month we are reading Middlemarch. Please read the first three chapters before we meet, and bring two questions.",
    "Tea is £2 a cup; the first twelve people get a free biscuit.",
    "If you can't come, let Maria know by Tuesday.",
]
CAMP_TITLE = "露营清单"
CAMP = ["出发前请准备好：", "1. 带上帐篷和睡袋\n2. 每人带两升水\n3. 提前看好天气预报"]
SIGN_TITLE = "报名须知"
SIGN = ["报名流程如下：", "1、填写报名表\n2、交报名费两百元\n3、等待短信通知"]
PACK_TITLE = "Before the trip"
PACK = [
    "Pack the night before:",
    "1. A tent and a sleeping bag\n2. Two litres of water each\n3. A printed map",
]
ARTICLES = {
    "meet": (MEET_TITLE, MEET),
    "trip": (TRIP_TITLE, TRIP),
    "club": (CLUB_TITLE, CLUB),
    "camp": (CAMP_TITLE, CAMP),
    "sign": (SIGN_TITLE, SIGN),
    "pack": (PACK_TITLE, PACK),
}
LANGS = {"meet": "zh", "trip": "zh", "club": "en", "camp": "zh", "sign": "zh", "pack": "en"}


def body(paragraphs: list[str], changed: Changes) -> str:
    """The paragraphs with the changes made."""
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def whole(art: str, changed: Changes) -> str:
    """The whole article back, title line first."""
    title, paragraphs = ARTICLES[art]
    return str(changed.get("title", title)) + "\n\n" + body(paragraphs, changed)


def case(
    case_id: str,
    art: str,
    kind: str,
    suggestion: str,
    changed: Changes,
    *,
    refused: str = "",
    told: str = "",
    saved: Changes | None = None,
    withheld: int = 0,
    lacks: str = "",
) -> Case:
    """A case whose model answers the whole article with `changed` made: saved as `saved`
    (by default as answered), or refused (`refused` says why) with `told` in the reply."""
    title, paragraphs = ARTICLES[art]
    expect: dict[str, object]
    if refused:
        expect = {"outcome": "refused", "because": refused}
    else:
        kept = changed if saved is None else saved
        expect = {
            "outcome": "applied",
            "title": kept.get("title", title),
            "body": body(paragraphs, kept),
        }
        if withheld:
            expect["withheld_min"] = withheld
    if told:
        expect["note_contains"] = told
    if lacks:
        expect["note_lacks"] = lacks
    return case_record(
        case_id,
        LANGS[art],
        kind,
        "session 43 figs43 (outside42 findings 1, 5, 7, 10): " + kind.replace("_", " "),
        title,
        body(paragraphs, {}),
        suggestion,
        [whole(art, changed)],
        expect,
    )


def figures_changed() -> list[Case]:
    """A figure of the writer's written as another while the sentence around it is reworded:
    refused, the reply naming which became which."""
    kind = "figure_reworded"
    return [
        case(
            "f43-zh-fig-01",
            "meet",
            kind,
            "第二段语气轻松点",
            {
                1: "这学期咱们一起读《西游记》，开学前孩子们先把前二十回看完就行，每天陪着读半小时就够啦。"
            },
            refused="前十五回 written 前二十回 in a reworded sentence",
            told="“十五” → “二十”",
        ),
        case(
            "f43-zh-fig-02",
            "meet",
            kind,
            "第二段写得亲切一点",
            {
                1: "这学期我们一起来读《西游记》吧，开学前让孩子们读完前十五回，每天陪孩子读上一小时就好。"
            },
            refused="半小时 written 一小时",
            told="“半” → “一”",
        ),
        case(
            "f43-zh-fig-03",
            "meet",
            kind,
            "第三段说得委婉些",
            {2: "开完会，每个班想请大家推选两名家长代表，也麻烦各位提前想好五道想问老师的问题。"},
            refused="三道 written 五道",
            told="“三” → “五”",
        ),
        case(
            "f43-zh-fig-04",
            "trip",
            kind,
            "第二段写得生动点",
            {1: "我们几乎天天早起跑去洱海边等日出，前后看了两回，有一回云厚得什么都没看到。"},
            refused="三回 written 两回",
            told="“三” → “两”",
        ),
        case(
            "f43-zh-fig-05",
            "meet",
            kind,
            "最后一段说得客气一点",
            {3: "资料费每人６０元，麻烦交给班主任张老师。"},
            refused="full-width ５０ written ６０",
            told="“５０” → “６０”",
        ),
        case(
            "f43-zh-fig-06",
            "trip",
            kind,
            "第一段写得有画面感一点",
            {0: "去年秋天，我拉上两个朋友一头扎进了大理，在古城里足足住了四晚。"},
            refused="五晚 written 四晚",
            told="“五” → “四”",
        ),
        case(
            "f43-zh-fig-07",
            "meet",
            kind,
            "第二段精简一点",
            {1: "这学期共读《西游记》，开学前读完前十回，每天陪读半小时即可。"},
            refused="前十五回 written 前十回 in a cut",
            told="“十五” → “十”",
        ),
        case(
            "f43-zh-fig-08",
            "meet",
            kind,
            "整篇改得口语化一点",
            {
                0: "这周五晚上七点，咱们在学校三楼会议室开家长会。",
                1: "这学期大家一起读《西游记》，开学前让孩子们先读完前十回，每天陪着读半小时就行。",
                2: "开完会每个班要选两名家长代表，大家也提前想好三道想问老师的问题哈。",
                3: "资料费每人５０元，交给班主任张老师就行。",
            },
            refused="前十五回 written 前十回 in a whole-article restyle",
            told="“十五” → “十”",
        ),
        case(
            "f43-en-fig-01",
            "club",
            kind,
            "Make paragraph 2 friendlier",
            {
                1: "This month it's Middlemarch! If you can, get through the first five chapters before we meet, and bring two questions."
            },
            refused="first three chapters written first five",
            told="“three” → “five”",
        ),
        case(
            "f43-en-fig-02",
            "club",
            kind,
            "Make paragraph 3 more playful",
            {
                2: "Tea is £2 a cup, and the first fifteen of you through the door get a free biscuit."
            },
            refused="first twelve written first fifteen",
            told="“twelve” → “fifteen”",
        ),
    ]


def figures_kept() -> list[Case]:
    """Near-misses: the same figures reworded, written another way, asked for, or words with
    一 in them that state no figure — saved as answered."""
    kind = "figure_kept"
    return [
        case(
            "f43-zh-keep-01",
            "meet",
            kind,
            "第二段改成前二十回，语气轻松点",
            {
                1: "这学期咱们一起读《西游记》，开学前孩子们先把前二十回看完就行，每天陪着读半小时就够啦。"
            },
        ),
        case(
            "f43-zh-keep-02",
            "meet",
            kind,
            "第二段语气轻松点",
            {
                1: "这学期咱们一起读《西游记》，开学前请孩子们先读完前十五回，每天陪着读一下、读上半小时就够了，压力别太大，轻松一点。"
            },
        ),
        case(
            "f43-zh-keep-03",
            "trip",
            kind,
            "最后一段口语一点",
            {3: "住宿一共才1,200元，三个人一分摊，挺划算的。"},
        ),
        case(
            "f43-zh-keep-04",
            "meet",
            kind,
            "第二段写得亲切一点",
            {
                1: "这学期我们一起来读《西游记》吧，开学前请孩子们读完头十五回，每天陪孩子读三十分钟就好。"
            },
        ),
        case(
            "f43-zh-keep-05",
            "meet",
            kind,
            "最后一段说得客气一点",
            {3: "资料费每人50元，麻烦交给班主任张老师，谢谢！"},
            lacks="漏掉",
        ),
        case(
            "f43-zh-keep-06",
            "trip",
            kind,
            "第二段写得生动点",
            {1: "我们天天起个大早跑去洱海边等日出，一共等到了三次，有一回云太厚，什么都没看到。"},
        ),
        case(
            "f43-zh-keep-07",
            "trip",
            kind,
            "第三段写得口语化一点",
            {2: "出发前我啃了一遍《乡土中国》，书里说的熟人社会，在古城里还真能找到一点影子。"},
        ),
        case(
            "f43-zh-keep-08",
            "trip",
            kind,
            "整篇改得口语化一点",
            {
                0: "去年秋天，我跟两个朋友跑去了大理，在古城待了五晚。",
                1: "我们天天早起去洱海边看日出，一共看了三回，有一回云太厚啥也没看着。",
                2: "出发前我把《乡土中国》读了一遍，书里说的熟人社会，在古城里还真能看到一些影子。",
                3: "住宿一共1,200元，三个人平摊下来挺划算的。",
            },
        ),
        case(
            "f43-zh-keep-09",
            "sign",
            kind,
            "第二段写得清楚一点",
            {1: "1、先填写报名表\n2、再交报名费二百元\n3、然后等待短信通知"},
        ),
        case(
            "f43-en-keep-01",
            "club",
            kind,
            "Make paragraph 2 friendlier",
            {
                1: "This month it's Middlemarch! If you can, read chapters one to three before we meet, and bring two questions along."
            },
        ),
        case(
            "f43-en-keep-02",
            "club",
            kind,
            "Make paragraph 3 more playful",
            {2: "Tea's just £2 a cup, and the first twelve through the door get a free biscuit!"},
        ),
    ]


def titles() -> list[Case]:
    """A 《book title》 of the writer's swapped for another (refused, saying which became
    which) and its near-misses (kept, moved, or a new title asked for: saved)."""
    swapped, kept = "book_title_swapped", "book_title_kept"
    return [
        case(
            "f43-zh-book-01",
            "meet",
            swapped,
            "第二段语气轻松点",
            {
                1: "这学期咱们一起读《水浒传》，开学前孩子们先把前十五回看完就行，每天陪着读半小时就够啦。"
            },
            refused="《西游记》 written 《水浒传》",
            told="《西游记》” → “《水浒传》",
        ),
        case(
            "f43-zh-book-02",
            "trip",
            swapped,
            "第三段写得文艺一点",
            {2: "临行前，我翻完了《边城》，书里写的熟人社会，在古城的巷子里还能寻到一些影子。"},
            refused="《乡土中国》 written 《边城》",
            told="《乡土中国》” → “《边城》",
        ),
        case(
            "f43-zh-book-03",
            "meet",
            swapped,
            "整篇改得口语化一点",
            {
                0: "这周五晚上七点，咱们在学校三楼会议室开家长会。",
                1: "这学期大家一起读《三国演义》，开学前让孩子们先读完前十五回，每天陪着读半小时就行。",
                2: "开完会每个班要选两名家长代表，大家也提前想好三道想问老师的问题哈。",
                3: "资料费每人５０元，交给班主任张老师就行。",
            },
            refused="《西游记》 written 《三国演义》 in a whole-article restyle",
            told="《西游记》” → “《三国演义》",
        ),
        case(
            "f43-zh-book-04",
            "meet",
            kept,
            "第二段把书换成《水浒传》，语气轻松点",
            {
                1: "这学期咱们一起读《水浒传》，开学前孩子们先把前十五回看完就行，每天陪着读半小时就够啦。"
            },
        ),
        case(
            "f43-zh-book-05",
            "meet",
            kept,
            "第二段语气轻松点",
            {
                1: "开学前，请孩子们先把《西游记》的前十五回读完，这就是咱们这学期的共读书，每天陪读半小时就够啦。"
            },
        ),
    ]


def halfwidth() -> list[Case]:
    """Half-width marks written into the asked Chinese paragraph: the writer's full-width ones
    kept (saved with them); near-misses keep "1,200" and a width the writer asked for."""
    kind = "halfwidth_in_asked"
    return [
        case(
            "f43-zh-width-01",
            "meet",
            kind,
            "第二段语气轻松点",
            {
                1: "这学期咱们一起读《西游记》, 开学前孩子们先读完前十五回就行, 每天陪读半小时就够啦!"
            },
            saved={
                1: "这学期咱们一起读《西游记》，开学前孩子们先读完前十五回就行，每天陪读半小时就够啦！"
            },
        ),
        case(
            "f43-zh-width-02",
            "trip",
            kind,
            "第二段写得生动点",
            {1: "我们每天早起去洱海边等日出; 一共看了三回, 可惜有一回云太厚, 什么都没看到。"},
            saved={1: "我们每天早起去洱海边等日出；一共看了三回，可惜有一回云太厚，什么都没看到。"},
        ),
        case(
            "f43-zh-width-03",
            "meet",
            kind,
            "第三段说得委婉些",
            {2: "会后每个班想请两名家长来当代表, 大家能不能也提前想好三道想问老师的问题?"},
            saved={2: "会后每个班想请两名家长来当代表，大家能不能也提前想好三道想问老师的问题？"},
        ),
        case(
            "f43-zh-width-04",
            "meet",
            kind,
            "第二段的标点都改成半角",
            {1: "这学期我们共读《西游记》, 请孩子们在开学前读完前十五回, 每天陪读半小时就够了."},
        ),
    ]


def lists() -> list[Case]:
    """A list renumbered by the model while one item was restyled: the item applied, the
    renumbering withheld; a renumbering the writer asked for is saved."""
    kind = "list_renumbered"
    return [
        case(
            "f43-zh-list-01",
            "camp",
            kind,
            "第一条写得活泼点",
            {1: "一、帐篷和睡袋可千万别忘带\n二、每人带两升水\n三、提前看好天气预报"},
            saved={1: "1. 帐篷和睡袋可千万别忘带\n2. 每人带两升水\n3. 提前看好天气预报"},
            withheld=1,
        ),
        case(
            "f43-zh-list-02",
            "camp",
            kind,
            "第三条说得具体一点",
            {1: "（一）带上帐篷和睡袋\n（二）每人带两升水\n（三）出发前一天查好目的地的天气预报"},
            saved={1: "1. 带上帐篷和睡袋\n2. 每人带两升水\n3. 出发前一天查好目的地的天气预报"},
            withheld=1,
        ),
        case(
            "f43-zh-list-03",
            "camp",
            kind,
            "第一条语气轻松点",
            {1: "① 记得带上帐篷和睡袋哦\n② 每人带两升水\n③ 提前看好天气预报"},
            saved={1: "1. 记得带上帐篷和睡袋哦\n2. 每人带两升水\n3. 提前看好天气预报"},
            withheld=1,
        ),
        case(
            "f43-zh-list-04",
            "sign",
            kind,
            "第一条写得客气一点",
            {1: "一、请先填写报名表\n二、交报名费两百元\n三、等待短信通知"},
            saved={1: "1、请先填写报名表\n2、交报名费两百元\n3、等待短信通知"},
            withheld=1,
        ),
        case(
            "f43-en-list-01",
            "pack",
            kind,
            "Make item 1 livelier",
            {
                1: "a. Your tent and a cosy sleeping bag\nb. Two litres of water each\nc. A printed map"
            },
            saved={
                1: "1. Your tent and a cosy sleeping bag\n2. Two litres of water each\n3. A printed map"
            },
            withheld=1,
        ),
        case(
            "f43-zh-list-05",
            "camp",
            kind,
            "清单的编号改成一、二、三",
            {1: "一、带上帐篷和睡袋\n二、每人带两升水\n三、提前看好天气预报"},
        ),
        case(
            "f43-zh-list-06",
            "camp",
            kind,
            "第一条写得活泼点",
            {1: "1. 帐篷和睡袋可千万别忘带\n2. 每人带两升水\n3. 提前看好天气预报"},
        ),
    ]


def blocks() -> list[Case]:
    """The same shapes answered in search/replace blocks: the asked sentence rewritten with
    another figure or title (refused), or with half-width marks (saved full-width)."""
    old = MEET[1]
    shapes = [
        (
            "f43-zh-blocks-01",
            "figure_reworded",
            "这学期咱们一起读《西游记》，开学前先把前二十回看完就行，每天陪读半小时就够啦。",
            {"refused": "前十五回 written 前二十回 in a block", "told": "“十五” → “二十”"},
        ),
        (
            "f43-zh-blocks-02",
            "book_title_swapped",
            "这学期咱们一起读《红楼梦》，开学前先把前十五回看完就行，每天陪读半小时就够啦。",
            {
                "refused": "《西游记》 written 《红楼梦》 in a block",
                "told": "《西游记》” → “《红楼梦》",
            },
        ),
        (
            "f43-zh-blocks-03",
            "halfwidth_in_asked",
            "这学期咱们一起读《西游记》, 开学前先把前十五回看完就行, 每天陪读半小时就够啦!",
            {},
        ),
    ]
    cases = []
    for case_id, kind, new, how in shapes:
        made = case(case_id, "meet", kind, "第二段语气轻松点", {1: new}, **how)
        made["edit_format"] = "blocks"
        made["replies"] = [f"<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE"]
        if not how:
            wide = new.replace(", ", "，").replace("!", "！")
            made["expect"] = {
                "outcome": "applied",
                "title": MEET_TITLE,
                "body": body(MEET, {1: wide}),
            }
        cases.append(made)
    return cases


def main() -> None:
    cases = [*figures_changed(), *figures_kept(), *titles(), *halfwidth(), *lists(), *blocks()]
    assert len({c["id"] for c in cases}) == len(cases)
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as out:
        for one in cases:
            out.write(json.dumps(one, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
