# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 53's variants of the reply shapes fidelity_blind52 failed on, one .jsonl per
shape (run from the repository root: `.venv/bin/python tests/data/fidelity_dev53s/build_cases.py`).
Every expected article is the original paragraph list with only the asked paragraphs replaced;
each reply is built from the same lists (the asked entry's new text, the shape around it)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish  # noqa: E402

RIVER = (
    "Ashford Riverside Cleanup 2027",
    [
        "The Ashford Riverside Cleanup returns on Saturday 18 September 2027, from 9 am to 1 pm. Last year 164 volunteers pulled 2.3 tonnes of rubbish from the banks.",
        "## Where to meet",
        "Meet at the boathouse on Mill Road. Gloves, grabbers and bags are provided; please bring water and wear boots.",
        "- Children under 12 must come with an adult.\n- Do not enter the water.\n- Sharp items go in the yellow bins only.",
        "## After the cleanup",
        "Soup and bread are served at the boathouse from 1 pm, courtesy of the Mill Road Café. The café asks for a donation of £3 a bowl.",
        '> "You would not believe what turns up under the bridge." — Marion Fenwick, organiser',
        "To sign up, email Marion at cleanup@ashfordriver.example or call 01233 496 0817 on weekday evenings.",
    ],
)
CHOIR = (
    "Hartwell Community Choir: winter concert",
    [
        "The Hartwell Community Choir sings its winter concert on Friday 10 December 2027 at St Anne's Church, starting at 7.30 pm. Tickets are £8, or £5 for under-16s.",
        "## The programme",
        "| Piece | Composer | Soloist |\n|---|---|---|\n| In the Bleak Midwinter | Holst | Ada Quinn |\n| Cantique de Jean Racine | Fauré | — |\n| Sussex Carol | trad. | Leo Marsh |",
        "The concert lasts about ninety minutes, with a fifteen-minute interval. Mulled apple juice is sold in the interval.",
        "## Getting a ticket",
        "Tickets are on sale from 1 November at Hartwell Library and online at hartwellchoir.example/tickets. Only 140 seats are available, and tickets are not sold on the door.",
        "New singers are always welcome. Rehearsals are on Tuesdays at 7 pm in the church hall; no audition is needed.",
        "Questions? Call our secretary, Gwen Ashby, on 01632 960 552.",
    ],
)
# Traps: an article whose own lines start "L1:" (a knitting pattern's rows), one holding a TOML
# file with `title` and `body` keys, and minutes whose own entries start "Draft:" and "Final:".
KNIT = (
    "A simple ribbed cowl",
    [
        "This cowl is knitted in the round on 5 mm needles and takes about 80 grams of aran wool.",
        "## The pattern",
        "L1: knit 2, purl 2 to the end.\nL2: knit 2, purl 2 to the end.\nL3: knit all stitches.",
        "Repeat rows L1 to L3 until the cowl measures 25 cm, then cast off loosely.",
        "Share your finished cowl with the group on the first Monday of the month.",
    ],
)
CONFIG = (
    "Setting up Tally sync",
    [
        "Tally's sync settings live in a small file called sync.toml in your home folder.",
        '```toml\ntitle = "My devices"\nbody = """\nLaptop and phone\n"""\ninterval = 15\n```',
        "The interval is in minutes. Values under 5 are ignored.",
        "After changing the file, restart Tally for the settings to take effect.",
    ],
)
MINUTES = (
    "Allotment Society committee minutes",
    [
        "Minutes of the Ashford Allotment Society committee, 4 March 2027.",
        "Draft: the 2028 budget of £2,400 was agreed, subject to the AGM.",
        "Final: the 2026 accounts were signed off by the treasurer, Priya Nandi.",
        "The next meeting is on Thursday 1 April at 7 pm in the pavilion.",
    ],
)
FLEA = (
    "翠湖社区跳蚤市场开市通知",
    [
        "各位邻居：",
        "翠湖社区第三届跳蚤市场将于2027年10月16日（星期六）上午9:00—12:00在社区广场举行，共设60个摊位，欢迎大家来淘宝。",
        "## 摆摊须知",
        "1. 摊位免费，但须在10月10日前报名。\n2. 每户限报一个摊位。\n3. 不得出售食品和药品。",
        "所有摊主请在8:30前到场布置，中午12:00后请带走全部物品，保持广场整洁。",
        "> “去年我换到了一辆儿童自行车，才花了二十块钱。”——居民 邵明辉",
        "报名请联系社区工作人员钱晓红，电话：0571-8821 4536（工作日8:30—17:00）。",
        "翠湖社区居委会\n2027年9月20日",
    ],
)
POOL = (
    "城东游泳馆暑期开放安排",
    [
        "城东游泳馆暑期开放时间调整如下，请市民朋友相互转告。",
        "## 开放时间",
        "| 时段 | 时间 | 票价 |\n|---|---|---|\n| 上午场 | 8:00—11:00 | 25元 |\n| 下午场 | 14:00—17:00 | 25元 |\n| 晚场 | 18:30—21:00 | 30元 |",
        "身高1.2米以下儿童须由成人陪同入场。深水区只对持有深水合格证的泳客开放。",
        "## 注意事项",
        "- 入场前请淋浴。\n- 请自备泳帽。\n- 馆内不得奔跑、跳水。",
        "每周一上午闭馆换水，下午照常开放。",
        "咨询电话：0571-8633 0217，联系人：戴文静。",
    ],
)

CLASSES = (
    "Autumn art classes at the Quay Studios",
    [
        "The Quay Studios run three evening art classes this autumn, starting on Monday 4 October 2027. Each class meets for eight weeks, from 6.30 pm to 8.30 pm.",
        "| Room | Class | Tutor |\n|---|---|---|\n| 1 | Pottery | Jan Ebert |\n| 2 | Watercolour | Sam Rhee |\n| 3 | Printmaking | Ola Berg |",
        "A place costs £96 for the eight weeks, materials included. Only 12 places are offered in each class.",
        "Book at the studio office or call 01632 960 774.",
    ],
)
SHELVES = (
    "社区图书角新书上架",
    [
        "社区图书角本月新上架图书共186册，欢迎居民借阅。",
        "| 书架 | 种类 | 册数 |\n|---|---|---|\n| A | 绘本 | 64 |\n| B | 科普 | 52 |\n| C | 小说 | 70 |",
        "每人每次限借两册，借期两周。",
    ],
)

FAIR = (
    "Oakfield School summer fair",
    [
        "The Oakfield School summer fair is on Saturday 3 July 2027, from 11 am to 3 pm, on the school field.",
        "**Entry: £2 for adults, children free**",
        "This year's theme is *Under the Sea*, and there is a prize for the best costume.",
        "- Cake stall\n- Tombola\n- Face painting",
    ],
)
YIYUN = (
    "社区义卖活动通知",
    [
        "本周六上午9:00在社区广场举办爱心义卖，所得款项全部捐给山区小学。",
        "**报名时间：10月8日—10月10日　地点：社区服务站**",
        "- 每户限报一个摊位；\n- 不得出售食品。",
        "联系人：吕志强，电话：0571-8702 3355。",
    ],
)

ARTS = {
    "fair": FAIR,
    "zyiyun": YIYUN,
    "classes": CLASSES,
    "zshelves": SHELVES,
    "river": RIVER,
    "choir": CHOIR,
    "knit": KNIT,
    "config": CONFIG,
    "minutes": MINUTES,
    "zflea": FLEA,
    "zpool": POOL,
}
A = Articles("d53s", ARTS)
U = Articles("d53s", ARTS, checked=False)  # a block gives the asked row, not the whole table
U.count = A.count
fa, yy, ap, sp, rp, cp, kp, gp, mp, fp, pp = (ARTS[k][1] for k in ARTS)


def line_of(article: str, index: int, *, with_title: bool = True) -> int:
    """The line number a model gives a paragraph's first line: counted over the title line,
    a blank line and the body (or over the body alone)."""
    title, paras = ARTS[article]
    text = "\n\n".join(paras[:index])
    before = (text.count("\n") + 2) if index else 0
    return before + (3 if with_title else 1)


def numbered(text: str, mark: str = "L", sep: str = ": ") -> str:
    """Every line of `text` numbered from 1, blank lines too ("L2:")."""
    return "\n".join(
        f"{mark}{i}{sep}{line}".rstrip() for i, line in enumerate(text.split("\n"), start=1)
    )


# 1. One paragraph given back with its line number before it ("L9: …", "Line 9: …", L7：…),
#    alone or after a lead-in naming the line; traps: an article whose rows start "L1:".
C = "blind52 entry_with_L_line_number (bishu-zh-12, guahao-zh-10, kaowu-zh-10, millfire-en-10, seedlibrary-en-02/zh-02), other articles and marks"
new = "Come and meet us at the boathouse on Mill Road — we'll have gloves, grabbers and bags ready for you; just bring water and wear boots."
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "river",
    "Make the meeting-place paragraph friendlier.",
    [f"L{line_of('river', 2)}: {new}"],
    {2: new},
)
new = "Soup and bread are served at the boathouse from 1 pm, thanks to the Mill Road Café, which asks for a £3 donation a bowl."
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "river",
    "Tighten the paragraph about soup.",
    [f"Only line {line_of('river', 5)} changes:\n\nL{line_of('river', 5)}: {new}"],
    {5: new},
)
new = "Gwen Ashby, our secretary, will answer any questions on 01632 960 552."
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "choir",
    "Rewrite the last paragraph so it starts with the secretary's name.",
    [f"Line {line_of('choir', 7, with_title=False)}: {new}"],
    {7: new},
)
new = "New singers are always welcome! We rehearse on Tuesdays at 7 pm in the church hall, and there is no audition."
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "choir",
    "Make the paragraph about new singers warmer.",
    [
        f"Here is the revised line:\n\nL{line_of('choir', 6)}: {new}\n\nEverything else stays the same."
    ],
    {6: new},
)
new = "翠湖社区第三届跳蚤市场定于2027年10月16日（星期六）上午9:00—12:00在社区广场开市，共设60个摊位，欢迎大家来淘宝！"
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "zflea",
    "开头那段写得更热闹一点。",
    [f"修改第{line_of('zflea', 1)}行：\n\nL{line_of('zflea', 1)}：{new}"],
    {1: new},
)
new = "钱晓红负责报名，电话：0571-8821 4536（工作日8:30—17:00）。"
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "zflea",
    "报名那段改成以人名开头。",
    [f"L{line_of('zflea', 6)}: {new}\n\n其余各行不变。"],
    {6: new},
)
new = "每周一上午闭馆换水，下午14:00起照常开放。"
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "zpool",
    "闭馆那段写清楚下午几点开放：14:00。",
    [f"只改第{line_of('zpool', 6)}行：\nL{line_of('zpool', 6)}: {new}"],
    {6: new},
)
new = "身高1.2米以下的儿童须由成人陪同入场；深水区只对持有深水合格证的泳客开放。"  # (a paragraph opening "1.2米" is read as a list item "1.": left to the judging helper)
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "zpool",
    "儿童入场那段改得通顺一点。",
    [f"L{line_of('zpool', 3, with_title=False)}: {new}"],
    {3: new},
)
# Two paragraphs asked, each given back on its numbered line.
new0 = "Join us for the Ashford Riverside Cleanup on Saturday 18 September 2027, 9 am to 1 pm! Last year 164 volunteers pulled 2.3 tonnes of rubbish from the banks."
new7 = "Sign up by emailing Marion at cleanup@ashfordriver.example, or call 01233 496 0817 on a weekday evening — we'd love to see you."
A.one(
    "lines",
    "entry_with_L_line_number",
    C,
    "river",
    "Make the first and the last paragraph more inviting.",
    [f"L{line_of('river', 0)}: {new0}\n\nL{line_of('river', 7)}: {new7}"],
    {0: new0, 7: new7},
)
# The whole article, every line numbered "L1: …" (blank lines as "L2:").
new = "Soup and bread are served at the boathouse from 1 pm, courtesy of the Mill Road Café. The café asks for a donation of £3 a bowl, and there is a vegan soup too."
A.one(
    "lines",
    "whole_with_L_line_numbers",
    C,
    "river",
    "Add to the soup paragraph that there is a vegan soup too.",
    [numbered(A.whole("river", changes={5: new}))],
    {5: new},
)
new = "咨询电话：0571-8633 0217（工作日9:00—17:00），联系人：戴文静。"
A.one(
    "lines",
    "whole_with_L_line_numbers",
    C,
    "zpool",
    "咨询电话后面补上工作时间：工作日9:00—17:00。",
    [numbered(A.whole("zpool", changes={7: new}), sep="：")],
    {7: new},
)
# Traps: the article's own rows start "L1:" — kept, asked or not.
new = "This cowl is knitted in the round on 5 mm needles and takes about 80 grams (one skein) of aran wool."
A.one(
    "lines",
    "own_L_rows_kept",
    C,
    "knit",
    "Add to the first paragraph that 80 grams is one skein.",
    [A.whole("knit", changes={0: new})],
    {0: new},
)
new = "L1: knit 2, purl 2 to the end.\nL2: purl 2, knit 2 to the end.\nL3: knit all stitches."
A.one(
    "lines",
    "own_L_rows_edited",
    C,
    "knit",
    "Row L2 should start with purl 2, then knit 2.",
    [new],
    {2: new},
)

# 2. The whole article as TOML in a fence (`title = "…"`, `body = """…"""`), after a lead-in or
#    not, `'''` literal strings, a title changed; a trap: an article holding a TOML file.
C = "blind52 whole_in_toml_block (seedlibrary-en-01, seedlibrary-zh-01), other articles and quotes"


def toml(article: str, title: str | None = None, quote: str = '"""', **kw: object) -> str:
    t = title or ARTS[article][0]
    q = quote[0]
    return f"```toml\ntitle = {q}{t}{q}\nbody = {quote}\n{A.body(article, **kw)}{quote}\n```"  # type: ignore[arg-type]


new = rp[0] + " No experience is needed."
A.one(
    "toml",
    "whole_in_toml_block",
    C,
    "river",
    "Add a sentence to the opening paragraph saying no experience is needed.",
    [toml("river", changes={0: new})],
    {0: new},
)
new = cp[3].replace(
    "Mulled apple juice is sold in the interval.",
    "Mulled apple juice and mince pies are sold in the interval.",
)
A.one(
    "toml",
    "whole_in_toml_block",
    C,
    "choir",
    "Say mince pies are sold in the interval as well.",
    [
        "Here is the updated article in TOML:\n\n"
        + toml("choir", quote="'''", changes={3: new})
        + "\n\nLet me know if you need anything else."
    ],
    {3: new},
)
A.one(
    "toml",
    "whole_in_toml_block",
    C,
    "choir",
    "Change the title to “Hartwell Community Choir sings for winter”.",
    [toml("choir", title="Hartwell Community Choir sings for winter")],
    title="Hartwell Community Choir sings for winter",
)
new = fp[4] + "雨天顺延一周。"
A.one(
    "toml",
    "whole_in_toml_block",
    C,
    "zflea",
    "布置那段最后加一句：雨天顺延一周。",
    ["以下是修改后的全文（TOML格式）：\n\n" + toml("zflea", changes={4: new})],
    {4: new},
)
new = pp[6].replace("下午照常开放。", "下午照常开放，节假日不闭馆。")
A.one(
    "toml",
    "whole_in_toml_block",
    C,
    "zpool",
    "闭馆那段补充：节假日不闭馆。",
    [toml("zpool", changes={6: new}).removeprefix("```toml\n").removesuffix("\n```")],
    {6: new},
)
new = gp[2] + " The default is 15."
A.one(
    "toml",
    "own_toml_kept",
    C,
    "config",
    "Add to the interval paragraph that the default is 15.",
    [A.whole("config", changes={2: new})],
    {2: new},
)
new = "Restart Tally after changing the file so the new settings take effect."
A.one(
    "toml",
    "own_toml_kept",
    C,
    "config",
    "Reword the last paragraph to start with Restart.",
    [new],
    {3: new},
)

# 3. A paragraph given twice, as a draft then a final ("Draft:" / "Final:", 初稿 / 定稿,
#    labels on their own line or before the text); only the final is saved, no label.
#    Traps: minutes whose own entries start "Draft:" and "Final:".
C = "blind52 paragraph_given_as_draft_then_final (kaowu-zh-02, kiteday-en-02), other labels"
new = "New singers are always welcome — come along on a Tuesday at 7 pm to the church hall. There's no audition!"
A.one(
    "drafts",
    "paragraph_given_as_draft_then_final",
    C,
    "choir",
    "Make the new singers paragraph more welcoming.",
    [f"Draft:\n\nNew singers welcome! Come on Tuesdays.\n\nFinal:\n\n{new}"],
    {6: new},
)
new = "Tickets go on sale on 1 November at Hartwell Library and at hartwellchoir.example/tickets — but hurry: there are only 140 seats, and none are sold on the door."
A.one(
    "drafts",
    "paragraph_given_as_draft_then_final",
    C,
    "choir",
    "Make the ticket paragraph more urgent.",
    [
        f"**First draft:** Tickets on sale 1 November. Only 140 seats!\n\n**Final version** (keeps the library and the door rule): {new}"
    ],
    {5: new},
)
new = "Meet us at the boathouse on Mill Road: gloves, grabbers and bags are waiting for you. Bring water and wear boots!"
A.one(
    "drafts",
    "paragraph_given_as_draft_then_final",
    C,
    "river",
    "Make the meeting paragraph livelier.",
    [f"Rough draft: Meet at the boathouse. Bring boots.\n\nFinal draft: {new}"],
    {2: new},
)
new = "所有摊主请在8:30前到场布置摊位；中午12:00收摊后，请把物品全部带走，一起保持广场整洁。"
A.one(
    "drafts",
    "paragraph_given_as_draft_then_final",
    C,
    "zflea",
    "布置那段语气亲切一点。",
    [f"草稿：摊主请早点来，走时带走东西。\n\n定稿：{new}"],
    {4: new},
)
new = "每周一上午游泳馆闭馆换水，下午照常开放，欢迎大家下午来游。"
A.one(
    "drafts",
    "paragraph_given_as_draft_then_final",
    C,
    "zpool",
    "闭馆那段写得更口语一点。",
    [f"**初稿**\n\n周一上午不开。\n\n**最终版**（保留了下午开放）：\n\n{new}"],
    {6: new},
)
new = "The next meeting is on Thursday 1 April at 7.30 pm in the pavilion."
A.one(
    "drafts",
    "own_draft_final_kept",
    C,
    "minutes",
    "Make the last paragraph say the meeting starts at 7.30 pm.",
    [A.whole("minutes", changes={3: new})],
    {3: new},
)
new = "Final: the treasurer, Priya Nandi, signed off the 2026 accounts."
A.one(
    "drafts",
    "own_draft_final_edited",
    C,
    "minutes",
    "Reword the Final entry so it names the treasurer first.",
    [new],
    {2: new},
)

# 4. A table row named by its short key after the column's heading ("Shelf B", "Room 2", 书架B):
#    the asked cell saved, another change (a second block, another row's cell) withheld.
C = "blind52 blocks_second_block_out_of_scope (seedlibrary-en-09: 'Shelf B in the table'), other tables"
new = ap[1].replace("| 2 | Watercolour |", "| 2 | Ink drawing |")
U.one(
    "tables",
    "row_named_by_key_cell",
    C,
    "classes",
    "Room 2 in the table should read 'Ink drawing'.",
    [
        "<<<<<<< SEARCH\n| 2 | Watercolour | Sam Rhee |\n=======\n| 2 | Ink drawing | Sam Rhee |\n>>>>>>> REPLACE\n\n"
        "<<<<<<< SEARCH\nOnly 12 places\n=======\nOnly 14 places\n>>>>>>> REPLACE"
    ],
    {1: new},
    withheld_min=1,
)
new = ap[1].replace("| Ola Berg |", "| Dana Holt |")
U.one(
    "tables",
    "row_named_by_key_cell",
    C,
    "classes",
    "In the table, Room 3 now goes to Dana Holt.",
    [A.whole("classes", changes={1: new.replace("| Pottery |", "| Ceramics |")})],
    {1: new},
    withheld_min=1,
)
new = sp[1].replace("| B | 科普 |", "| B | 自然百科 |")
U.one(
    "tables",
    "row_named_by_key_cell",
    C,
    "zshelves",
    "表里书架B那一行改成“自然百科”。",
    [A.whole("zshelves", changes={1: new.replace("| C | 小说 |", "| C | 长篇小说 |")})],
    {1: new},
    withheld_min=1,
)

# 5. A whole reply that spells an untouched paragraph's marks another way (`__bold__`,
#    `_italics_`, `* item`): the asked edit saved, the writer's marks kept. Trap: the writer asked
#    for the other marks.
C = "blind52 untouched_bold_restyled_underscores_in_whole (seedlibrary-zh-04), other marks"
new = fa[0] + " Dogs are welcome on a lead."
A.one(
    "marks",
    "untouched_bold_restyled_underscores_in_whole",
    C,
    "fair",
    "Add to the first paragraph that dogs are welcome on a lead.",
    [
        A.whole(
            "fair",
            changes={
                0: new,
                1: "__Entry: £2 for adults, children free__",
                2: fa[2].replace("*Under the Sea*", "_Under the Sea_"),
            },
        )
    ],
    {0: new},
)
new = fa[3] + "\n- Bouncy castle"
A.one(
    "marks",
    "untouched_bold_restyled_underscores_in_whole",
    C,
    "fair",
    "Add a bouncy castle to the list.",
    [
        A.whole(
            "fair",
            changes={3: new.replace("- ", "* "), 1: "__Entry: £2 for adults, children free__"},
        )
    ],
    {3: new.replace("- ", "* ")},
)
new = yy[3] + "欢迎来电咨询。"
A.one(
    "marks",
    "untouched_bold_restyled_underscores_in_whole",
    C,
    "zyiyun",
    "联系人那段最后加一句：欢迎来电咨询。",
    [
        A.whole(
            "zyiyun", changes={3: new, 1: yy[1].replace("**", "__"), 2: yy[2].replace("- ", "+ ")}
        )
    ],
    {3: new},
)
A.one(
    "marks",
    "marks_restyle_asked",
    C,
    "zyiyun",
    "第二段的加粗改用下划线写法（__）。",
    [A.whole("zyiyun", changes={1: yy[1].replace("**", "__")})],
    {1: yy[1].replace("**", "__")},
)

finish(HERE)
