# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 23 (tests/data/fidelity_dev23/*.jsonl): session 23's fresh
variants of what blind set 22 failed on once released, written before the fixes, in English
and Chinese on articles of their own — a table row added as asked while another row's figure
changed unasked, a fenced block's language renamed (or added, or dropped) by an edit of the
prose, a table flattened into a list or lines by an edit of the sentence near it, a reported
statement given to another person of the article, a Chinese negation turned into a welcome —
beside look-alikes that must still be applied (the other row's change asked, the fence or the
table asked about, the speaker kept, the negation said another way).

    .venv/bin/python tests/data/fidelity_dev23/build_cases.py

Every expected article is built from the original paragraph list with only the asked entries
replaced, so untouched text is byte for byte the writer's.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import applied, block, case_record, refused, swapped  # noqa: E402
from fidelity_build import full as whole  # noqa: E402

BOOK_T = "Moving the Tennis Club's Booking Site"
BOOK = [
    "Last winter Ashgrove Tennis Club replaced its booking plug-in with a small static site. Members book courts through a form that writes to one spreadsheet.",
    "## The pieces",
    "A nightly job turns the spreadsheet into pages. It is a short script:",
    '```python\nimport json\n\ndef courts(path):\n    with open(path) as f:\n        return json.load(f)["courts"]\n```',
    "The whole build takes about four seconds on the club's old laptop, and it needs no database.",
    "The settings live in one file:",
    "```yaml\nsite: ashgrove\nbuild: nightly\n```",
    "| Court | Surface | Floodlit hours |\n|---|---|---|\n| Court 1 | Clay | 18 |\n| Court 2 | Hard | 24 |\n| Court 3 | Grass | 0 |",
    "The table lists the three courts members can book online.",
    "## What it costs",
    "Hosting costs £4 a month. The plug-in cost £35 a month and went down twice during the summer league.",
]
ZBOOK_T = "网球俱乐部订场网站搬家记"
ZBOOK = [
    "去年冬天，白杨网球俱乐部把订场插件换成了一个小小的静态网站。会员通过一个表单订场，数据写进同一张表格。",
    "## 都有哪些部分",
    "每天夜里有个任务把表格转成网页，脚本很短：",
    '```python\nimport json\n\ndef courts(path):\n    with open(path) as f:\n        return json.load(f)["courts"]\n```',
    "整个构建在俱乐部那台旧笔记本上大约四秒就跑完，也不需要数据库。",
    "配置都放在一个文件里：",
    "```yaml\nsite: baiyang\nbuild: nightly\n```",
    "| 场地 | 地面 | 灯光时数 |\n|---|---|---|\n| 1号场 | 红土 | 18 |\n| 2号场 | 硬地 | 24 |\n| 3号场 | 草地 | 0 |",
    "上表列出了会员可以在线预订的三块场地。",
    "## 花了多少钱",
    "托管每月30元，原来的插件每月要260元，夏季联赛期间还宕机了两次。",
]
POOL_T = "Riverside Pool Reopens After Repairs"
POOL = [
    "Riverside Pool will reopen on 3 March after a four-month roof repair, the leisure trust said on Friday.",
    "The repair cost £610,000, most of it from the trust's building reserve.",
    "Pool manager Grace Okafor said the new roof would cut heating bills by about a fifth.",
    "Councillor Dev Mistry, who sits on the trust's board, said lane swimming prices would stay the same until the end of the year.",
    "The pool will not open on Mondays, when the plant is serviced.",
    "Swimming lessons for children restart on 10 March.",
]
ZPOOL_T = "河畔游泳馆修缮后重新开放"
ZPOOL = [
    "休闲信托周五宣布，河畔游泳馆历时四个月的屋顶修缮结束，将于3月3日重新开放。",
    "这次修缮花费61万元，大部分来自信托的建筑储备金。",
    "游泳馆经理欧阳静说，新屋顶能让取暖费降低大约五分之一。",
    "信托理事会成员、区议员米德文说，年底前泳道游泳的票价保持不变。",
    "每周一游泳馆不开放，用于设备检修。",
    "儿童游泳课3月10日恢复。",
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
    edit_format: str = "full",
) -> None:
    title, paras = article
    FILES.setdefault(file, []).append(
        case_record(
            cid,
            lang,
            kind,
            "blind 22 kinds, new articles (session 23)",
            title,
            "\n\n".join(paras),
            suggestion,
            replies,
            expect,
            edit_format=edit_format,
        )
    )


# --- tables: a row added as asked, another row's figure changed unasked -------------------------
T = "tables"
K = "row_added_other_figure_changed"
TABLE = BOOK[7]
ZTABLE = ZBOOK[7]
ROW4 = "| Court 4 | Hard | 12 |"
ZROW4 = "| 4号场 | 硬地 | 12 |"
add(
    "d23-rowfig-en-01",
    "en",
    K,
    (BOOK_T, BOOK),
    "Add a row for Court 4: hard surface, 12 floodlit hours.",
    [
        whole(
            BOOK_T,
            swapped(
                BOOK,
                {
                    7: TABLE.replace("| Court 2 | Hard | 24 |", "| Court 2 | Hard | 20 |")
                    + "\n"
                    + ROW4
                },
            ),
        )
    ],
    refused("Court 2's floodlit hours changed unasked"),
    file=T,
)
add(
    "d23-rowfig-en-02",
    "en",
    K,
    (BOOK_T, BOOK),
    "Please put Court 4 in the table (hard court, 12 hours of floodlights).",
    [
        "Here's the updated table:\n\n"
        + TABLE.replace("| Court 1 | Clay | 18 |", "| Court 1 | Clay | 16 |")
        + "\n"
        + ROW4
    ],
    refused("Court 1's hours changed unasked"),
    file=T,
)
add(
    "d23-rowfig-zh-01",
    "zh",
    K,
    (ZBOOK_T, ZBOOK),
    "在场地表里加一行：4号场，硬地，灯光12小时。",
    [
        whole(
            ZBOOK_T,
            swapped(
                ZBOOK,
                {7: ZTABLE.replace("| 3号场 | 草地 | 0 |", "| 3号场 | 草地 | 6 |") + "\n" + ZROW4},
            ),
        )
    ],
    refused("3号场的灯光时数被改了"),
    file=T,
)
add(
    "d23-rowfig-zh-02",
    "zh",
    K,
    (ZBOOK_T, ZBOOK),
    "表格补上4号场（硬地，12小时）。",
    [block(ZTABLE, ZTABLE.replace("| 1号场 | 红土 | 18 |", "| 1号场 | 红土 | 8 |") + "\n" + ZROW4)],
    refused("1号场的灯光时数被改了"),
    file=T,
    edit_format="blocks",
)
# look-alikes: the other row's change asked, or no other change
add(
    "d23-rowfig-en-03",
    "en",
    "row_added_other_change_asked",
    (BOOK_T, BOOK),
    "Add a row for Court 4 (hard, 12 floodlit hours), and Court 2 now has 20 floodlit hours.",
    [
        whole(
            BOOK_T,
            swapped(
                BOOK,
                {
                    7: TABLE.replace("| Court 2 | Hard | 24 |", "| Court 2 | Hard | 20 |")
                    + "\n"
                    + ROW4
                },
            ),
        )
    ],
    applied(
        BOOK_T,
        swapped(
            BOOK,
            {7: TABLE.replace("| Court 2 | Hard | 24 |", "| Court 2 | Hard | 20 |") + "\n" + ROW4},
        ),
    ),
    file=T,
)
add(
    "d23-rowfig-zh-03",
    "zh",
    "row_added_alone",
    (ZBOOK_T, ZBOOK),
    "在场地表里加一行：4号场，硬地，灯光12小时。",
    [whole(ZBOOK_T, swapped(ZBOOK, {7: ZTABLE + "\n" + ZROW4}))],
    applied(ZBOOK_T, swapped(ZBOOK, {7: ZTABLE + "\n" + ZROW4})),
    file=T,
)

# --- code: a fenced block's language renamed by an edit of the prose ------------------------------
C = "code"
K = "fence_language_changed_outside"
FAST = (
    "The whole build flies by in about four seconds on the club's old laptop — no database needed."
)
ZFAST = "在俱乐部那台旧笔记本上，整个构建大约四秒就跑完了，连数据库都不用。"


def fences(paras: list[str], py: str, yml: str) -> list[str]:
    return swapped(
        paras, {3: paras[3].replace("```python", py, 1), 6: paras[6].replace("```yaml", yml, 1)}
    )


add(
    "d23-fence-en-01",
    "en",
    K,
    (BOOK_T, BOOK),
    "Make the sentence about how long the build takes livelier.",
    [whole(BOOK_T, swapped(fences(BOOK, "```py", "```yml"), {4: FAST}))],
    applied(BOOK_T, swapped(BOOK, {4: FAST})),
    file=C,
)
add(
    "d23-fence-en-02",
    "en",
    K,
    (BOOK_T, BOOK),
    "Make the post a bit friendlier.",
    [
        whole(
            BOOK_T,
            swapped(
                fences(BOOK, "```Python", "``` yaml"),
                {0: BOOK[0].replace("Last winter", "Last winter, with some relief,"), 4: FAST},
            ),
        )
    ],
    applied(
        BOOK_T,
        swapped(
            BOOK, {0: BOOK[0].replace("Last winter", "Last winter, with some relief,"), 4: FAST}
        ),
    ),
    file=C,
)
add(
    "d23-fence-zh-01",
    "zh",
    K,
    (ZBOOK_T, ZBOOK),
    "把讲构建速度的那句写得生动一点。",
    [whole(ZBOOK_T, swapped(fences(ZBOOK, "```py", "```"), {4: ZFAST}))],
    applied(ZBOOK_T, swapped(ZBOOK, {4: ZFAST})),
    file=C,
)
add(
    "d23-fence-zh-02",
    "zh",
    K,
    (ZBOOK_T, ZBOOK),
    "全文语气再轻松一点。",
    [
        whole(
            ZBOOK_T,
            swapped(
                fences(ZBOOK, "```python3", "```yml"),
                {0: ZBOOK[0].replace("去年冬天", "就在去年冬天"), 4: ZFAST},
            ),
        )
    ],
    applied(ZBOOK_T, swapped(ZBOOK, {0: ZBOOK[0].replace("去年冬天", "就在去年冬天"), 4: ZFAST})),
    file=C,
)
add(
    "d23-fence-en-03",
    "en",
    "fence_language_asked",
    (BOOK_T, BOOK),
    "Mark the YAML block as yml instead of yaml.",
    [whole(BOOK_T, fences(BOOK, "```python", "```yml"))],
    applied(BOOK_T, fences(BOOK, "```python", "```yml")),
    file=C,
)

# --- tables: a table flattened by an edit of the sentence near it ---------------------------------
K = "table_flattened_outside"
LIST_EN = "- Court 1: clay, 18 floodlit hours\n- Court 2: hard, 24 floodlit hours\n- Court 3: grass, no floodlights"
LINES_EN = "Court 1 — Clay — 18\nCourt 2 — Hard — 24\nCourt 3 — Grass — 0"
LIST_ZH = "- 1号场：红土，灯光18小时\n- 2号场：硬地，灯光24小时\n- 3号场：草地，没有灯光"
UNDER = "Members can book any of these three courts online."
ZUNDER = "会员可以在线预订上面这三块场地。"
add(
    "d23-flat-en-01",
    "en",
    K,
    (BOOK_T, BOOK),
    "Rephrase the sentence under the table.",
    [whole(BOOK_T, swapped(BOOK, {7: LIST_EN, 8: UNDER}))],
    applied(BOOK_T, swapped(BOOK, {8: UNDER})),
    file=T,
)
add(
    "d23-flat-en-02",
    "en",
    K,
    (BOOK_T, BOOK),
    "Make the line after the court table clearer.",
    [whole(BOOK_T, swapped(BOOK, {7: LINES_EN, 8: UNDER}))],
    applied(BOOK_T, swapped(BOOK, {8: UNDER})),
    file=T,
)
add(
    "d23-flat-zh-01",
    "zh",
    K,
    (ZBOOK_T, ZBOOK),
    "把表格下面那句话换个说法。",
    [whole(ZBOOK_T, swapped(ZBOOK, {7: LIST_ZH, 8: ZUNDER}))],
    applied(ZBOOK_T, swapped(ZBOOK, {8: ZUNDER})),
    file=T,
)
add(
    "d23-flat-zh-02",
    "zh",
    K,
    (ZBOOK_T, ZBOOK),
    "全文读起来再顺一点。",
    [whole(ZBOOK_T, swapped(ZBOOK, {7: LIST_ZH, 8: ZUNDER}))],
    applied(ZBOOK_T, swapped(ZBOOK, {8: ZUNDER})),
    file=T,
)
add(
    "d23-flat-en-03",
    "en",
    "table_to_list_asked",
    (BOOK_T, BOOK),
    "Turn the court table into a bullet list.",
    [whole(BOOK_T, swapped(BOOK, {7: LIST_EN}))],
    applied(BOOK_T, swapped(BOOK, {7: LIST_EN})),
    file=T,
)

# --- facts: a reported statement given to another person of the article ---------------------------
F = "facts"
K = "statement_given_to_other_person"
add(
    "d23-speaker-en-01",
    "en",
    K,
    (POOL_T, POOL),
    "Make paragraph 4 punchier.",
    [
        whole(
            POOL_T,
            swapped(
                POOL,
                {
                    3: "Pool manager Grace Okafor was firm: lane swimming prices stay the same until the end of the year."
                },
            ),
        )
    ],
    refused("the councillor's statement given to the manager"),
    file=F,
)
add(
    "d23-speaker-en-02",
    "en",
    K,
    (POOL_T, POOL),
    "Tighten the paragraph about the heating bills.",
    ["Councillor Dev Mistry expects the new roof to cut heating bills by about a fifth."],
    refused("the manager's statement given to the councillor"),
    file=F,
)
add(
    "d23-speaker-zh-01",
    "zh",
    K,
    (ZPOOL_T, ZPOOL),
    "把第4段写得更有力。",
    [whole(ZPOOL_T, swapped(ZPOOL, {3: "经理欧阳静说得很干脆：年底前泳道游泳票价不变。"}))],
    refused("区议员的话被安到经理头上"),
    file=F,
)
add(
    "d23-speaker-zh-02",
    "zh",
    K,
    (ZPOOL_T, ZPOOL),
    "第3段精炼一些。",
    [block(ZPOOL[2], "米德文说，新屋顶能让取暖费降约五分之一。")],
    refused("经理的话被安到区议员头上"),
    file=F,
    edit_format="blocks",
)
PUNCH = "Councillor Dev Mistry, a trust board member, was clear: lane swimming prices stay put until the end of the year."
add(
    "d23-speaker-en-03",
    "en",
    "statement_speaker_kept",
    (POOL_T, POOL),
    "Make paragraph 4 punchier.",
    [whole(POOL_T, swapped(POOL, {3: PUNCH}))],
    applied(POOL_T, swapped(POOL, {3: PUNCH})),
    file=F,
)
ZPUNCH = "区议员米德文（信托理事会成员）说得很干脆：年底前泳道游泳票价不变。"
add(
    "d23-speaker-zh-03",
    "zh",
    "statement_speaker_kept",
    (ZPOOL_T, ZPOOL),
    "把第4段写得更有力。",
    [whole(ZPOOL_T, swapped(ZPOOL, {3: ZPUNCH}))],
    applied(ZPOOL_T, swapped(ZPOOL, {3: ZPUNCH})),
    file=F,
)

# --- facts: a Chinese negation turned into a welcome ------------------------------------------------
K = "zh_negation_turned_welcome"
add(
    "d23-neg-zh-01",
    "zh",
    K,
    (ZPOOL_T, ZPOOL),
    "把第5段写得更亲切一些。",
    [whole(ZPOOL_T, swapped(ZPOOL, {4: "每周一游泳馆也欢迎大家来，设备检修不影响游泳。"}))],
    refused("周一不开放 became 周一也欢迎"),
    file=F,
)
add(
    "d23-neg-zh-02",
    "zh",
    K,
    (ZPOOL_T, ZPOOL),
    "第5段语气暖一点。",
    ["每周一，游泳馆照常迎接大家，顺便做设备检修。"],
    refused("周一不开放 became 照常"),
    file=F,
)
CLOSED = "每逢周一，游泳馆闭馆检修设备，还请大家谅解。"
add(
    "d23-neg-zh-03",
    "zh",
    "zh_negation_said_otherwise",
    (ZPOOL_T, ZPOOL),
    "把第5段写得更亲切一些。",
    [whole(ZPOOL_T, swapped(ZPOOL, {4: CLOSED}))],
    applied(ZPOOL_T, swapped(ZPOOL, {4: CLOSED})),
    file=F,
)
REST = "周一游泳馆休息一天，好好检修设备。"
add(
    "d23-neg-zh-04",
    "zh",
    "zh_negation_said_otherwise",
    (ZPOOL_T, ZPOOL),
    "第5段语气暖一点。",
    [REST],
    applied(ZPOOL_T, swapped(ZPOOL, {4: REST})),
    file=F,
)


# --- written after the fixes: edits sent as tool calls or a question record ---------------------
D = "data"
ARGS = json.dumps(
    {"paragraph": 5, "text": "The pool stays shut on Mondays, while the plant is serviced."}
)
SHUT = "The pool stays shut on Mondays, while the plant is serviced."
add(
    "d23-data-en-01",
    "en",
    "function_call_string_arguments",
    (POOL_T, POOL),
    "Make paragraph 5 clearer.",
    [json.dumps({"function_call": {"name": "edit_paragraph", "arguments": ARGS}})],
    applied(POOL_T, swapped(POOL, {4: SHUT})),
    file=D,
)
ZSHUT = "每周一游泳馆闭馆，用来检修设备。"
add(
    "d23-data-zh-01",
    "zh",
    "gemini_function_call_json",
    (ZPOOL_T, ZPOOL),
    "第5段写清楚一点。",
    [
        "```json\n"
        + json.dumps(
            {
                "functionCall": {
                    "name": "update_paragraph",
                    "args": {"paragraph_number": 5, "new_text": ZSHUT},
                }
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n```"
    ],
    applied(ZPOOL_T, swapped(ZPOOL, {4: ZSHUT})),
    file=D,
)
add(
    "d23-data-en-02",
    "en",
    "json_needs_clarification",
    (POOL_T, POOL),
    "Add the new Monday hours.",
    [
        json.dumps(
            {
                "status": "needs_clarification",
                "question": "The article says the pool will not open on Mondays. What are the new Monday hours?",
            }
        )
    ],
    {"outcome": "model_says", "contains": "What are the new Monday hours?"},
    file=D,
)
add(
    "d23-data-zh-02",
    "zh",
    "json_needs_clarification",
    (ZPOOL_T, ZPOOL),
    "把周一的新开放时间加上。",
    [
        "```json\n"
        + json.dumps(
            {"status": "clarify", "question": "文章说周一不开放。周一的新开放时间是几点到几点？"},
            ensure_ascii=False,
        )
        + "\n```"
    ],
    {"outcome": "model_says", "contains": "周一的新开放时间是几点到几点"},
    file=D,
)

# --- written after the fixes: a block named by what it is, a sentence named by a block -----------
DOC = BOOK[3].replace(
    "def courts(path):\n",
    'def courts(path):\n    """Return the courts listed in the JSON file."""\n',
)
add(
    "d23-named-en-01",
    "en",
    "block_named_alone_returned",
    (BOOK_T, BOOK),
    "Add a one-line docstring to the Python snippet.",
    ["Here you go:\n\n" + DOC],
    applied(BOOK_T, swapped(BOOK, {3: DOC})),
    file=C,
)
ZDOC = ZBOOK[3].replace(
    "def courts(path):\n", 'def courts(path):\n    """读取 JSON 文件里的场地列表。"""\n'
)
add(
    "d23-named-zh-01",
    "zh",
    "block_named_alone_returned",
    (ZBOOK_T, ZBOOK),
    "给 Python 代码块里的函数加一行中文 docstring。",
    ["改好了：\n\n" + ZDOC],
    applied(ZBOOK_T, swapped(ZBOOK, {3: ZDOC})),
    file=C,
)
add(
    "d23-named-zh-02",
    "zh",
    "docstring_in_article_language",
    (ZBOOK_T, ZBOOK),
    "给 courts 函数加一行中文 docstring。",
    [whole(ZBOOK_T, swapped(ZBOOK, {3: ZDOC}))],
    applied(ZBOOK_T, swapped(ZBOOK, {3: ZDOC})),
    file=C,
)
SETTINGS = "Every setting the site needs sits in one small file:"
add(
    "d23-named-en-02",
    "en",
    "sentence_above_block",
    (BOOK_T, BOOK),
    "Make the sentence above the YAML block friendlier.",
    [whole(BOOK_T, swapped(fences(BOOK, "```python", "```yml"), {5: SETTINGS}))],
    applied(BOOK_T, swapped(BOOK, {5: SETTINGS})),
    file=C,
)
ZSETTINGS = "网站要用到的设置，全都放在一个小文件里："
add(
    "d23-named-zh-03",
    "zh",
    "sentence_above_block",
    (ZBOOK_T, ZBOOK),
    "把 YAML 代码块上面那句话写得亲切些。",
    [ZSETTINGS],
    applied(ZBOOK_T, swapped(ZBOOK, {5: ZSETTINGS})),
    file=C,
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
