# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 52's variants of the reply shapes fidelity_blind51 failed on, one .jsonl per
shape (run from the repository root: `.venv/bin/python tests/data/fidelity_dev52s/build_cases.py`).
Every expected article is the original paragraph list with only the asked paragraphs replaced;
each reply is built from the same lists (the asked entry's new text, the shape around it)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

GARDEN = (
    "Millbrook Allotments Open Day",
    [
        "Millbrook Allotments opens its gates to the public on Sunday 13 June 2027, from 10 am to 3 pm. Forty-two plot holders will show what they grow, and the tea hut will be serving all day.",
        "## Getting here",
        "The site is at the end of Tanner's Lane, behind the fire station. There is no car park, so please come on foot or by bike.",
        "![Map of the site](images/millbrook-map.png)",
        "## What's on",
        "| Time | Activity | Host |\n|---|---|---|\n| 10.30 am | Seed swap | Ruth Adair |\n| 12.00 noon | Composting talk | Idris Bello |\n| 2.00 pm | Children's potato dig | Ruth Adair |",
        "- Wear sturdy shoes; the paths are uneven.\n- Dogs must stay on a lead.\n- Only plot holders may pick produce.",
        "Plot waiting times are currently about two years. To join the list, fill in the form at [millbrookallotments.org/waiting-list](http://millbrookallotments.org/waiting-list).",
        '> "I came for the seed swap and left with a plot of my own." — Sunita Rao, plot holder since 2024',
        "Questions? Email Idris at hello@millbrookallotments.org or call 0117 496 0521 on weekday mornings.",
    ],
)
DEV = (
    "Release notes: Tally 3.2",
    [
        "Tally 3.2 is out. This release makes the sync report easier to read and fixes two crashes on start-up.",
        "## What changed",
        "When nothing differs between two devices, the report now prints the status NO_CHANGE instead of an empty line, so scripts can test for it.",
        "Export files are wrapped in a <revised> element when they were edited after import; older readers ignore it.",
        "![The new report screen](docs/img/report-3.2.png)",
        "Read the full changelog at [tally.example.com/changelog](https://tally.example.com/changelog).",
        "Thanks to Odile Marchetti and Kwame Asante, who reported both crashes.",
    ],
)
YIZHEN = (
    "社区义诊活动通知",
    [
        "各位居民：",
        "为方便大家就近看病，青禾社区将于2027年5月15日（星期六）上午8:30—11:30举办义诊活动，由市第二人民医院的六位医生坐诊，免费测量血压和血糖。",
        "## 科室安排",
        "| 科室 | 医生 | 地点 |\n|---|---|---|\n| 内科 | 陈立群 | 一楼大厅 |\n| 眼科 | 王思远 | 二楼会议室 |\n| 中医科 | 刘佩兰 | 二楼活动室 |",
        "## 注意事项",
        "- 测血糖须空腹，请不要吃早饭；\n- 请带上以前的病历和正在吃的药；\n- 只有本社区居民才能领取免费药品。",
        "![义诊现场示意图](img/yizhen-2027.png)",
        "报名请扫码或登录[青禾社区服务平台](https://qinghe.example.cn/yizhen)，每天限60个号，额满为止。",
        "> “家门口就能看专家，省了跑医院排队。”——居民 赵桂芳",
        "咨询电话：0571-8702 6618（工作日9:00—17:00），联系人：孙晓燕。",
        "青禾社区居委会\n2027年5月6日",
    ],
)
YUEDU = (
    "暑期少儿阅读营招募",
    [
        "暑假快到了，南湖图书馆少儿部将举办第五届暑期阅读营，共四周，每周读一本书，适合8至12岁的孩子。",
        "## 每周书目",
        "| 周次 | 书名 | 领读老师 |\n|---|---|---|\n| 第一周 | 草房子 | 郑晓岚 |\n| 第二周 | 夏洛的网 | 蒋一鸣 |\n| 第三周 | 城南旧事 | 郑晓岚 |\n| 第四周 | 小王子 | 蒋一鸣 |",
        "每周六上午9:30—11:00在图书馆三楼少儿阅览室活动。只有办理了少儿借阅证的孩子才能报名，每期限30人。",
        "![去年阅读营合影](photos/yueduying-2026.jpg)",
        "报名网址：[南湖图书馆官网](http://nanhulib.example.cn/summer-camp)，7月1日起开放报名。",
        "有问题请联系郑晓岚，电话 0571-8655 1930（周二至周日 9:00—17:00）。",
    ],
)

ARTS = {"garden": GARDEN, "dev": DEV, "zyizhen": YIZHEN, "zyuedu": YUEDU}
A = Articles("d52s", ARTS)
U = Articles("d52s", ARTS, checked=False)  # a re-padded table holds the asked cell, not the entry
U.count = A.count
gp, dp, yp, rp = GARDEN[1], DEV[1], YIZHEN[1], YUEDU[1]


def repad(table: str, sep: str = "-") -> str:
    """A Markdown table with its pipes aligned (CJK characters two columns wide), the separator
    redrawn with `sep` dashes (":" leading it for a left-aligned one)."""
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in table.split("\n")]

    def width(s: str) -> int:
        return sum(
            2 if "\u2e80" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef" or ch in "“”" else 1
            for ch in s
        )

    widths = [max(width(r[i]) for k, r in enumerate(rows) if k != 1) for i in range(len(rows[0]))]
    widths = [max(w, 3) for w in widths]
    out = []
    for k, row in enumerate(rows):
        if k == 1:
            cells = [(":" + "-" * (w - 1)) if sep == ":" else "-" * w for w in widths]
        else:
            cells = [c + " " * (w - width(c)) for c, w in zip(row, widths, strict=True)]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


# 1. A whole reply that changes an untouched image path or link URL (withheld), the asked edit
#    saved; traps: an asked URL change, an asked image swap.
C = "blind51 untouched_image_path_changed_in_whole / untouched_link_url_changed_in_whole (codeclub-en-03, fanzha-zh-05, parkrun-en-06, codeclub-zh-04), other genres and paths"
new = gp[0] + " Entry is free."
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C,
    "garden",
    "Add to the first paragraph that entry is free.",
    [
        "Here is the article with that added:\n\n"
        + A.whole("garden", changes={0: new, 3: gp[3].replace(".png", ".jpg")})
    ],
    {0: new},
    withheld_min=1,
)
new = gp[2].replace(
    "please come on foot or by bike.", "please come on foot, by bike or on the number 7 bus."
)
A.one(
    "paths",
    "untouched_link_url_changed_in_whole",
    C,
    "garden",
    "In the Getting here paragraph, mention the number 7 bus as well.",
    [A.whole("garden", changes={2: new, 7: gp[7].replace("http://", "https://")})],
    {2: new},
    withheld_min=1,
)
new = gp[9].replace("weekday mornings.", "weekday mornings (9 am to 12 noon).")
A.one(
    "paths",
    "untouched_link_url_changed_in_whole",
    C,
    "garden",
    "Last paragraph: say what weekday mornings means — 9 am to 12 noon.",
    [A.whole("garden", changes={9: new, 7: gp[7].replace("](http://", "](http://www.")})],
    {9: new},
    withheld_min=1,
)
new = dp[0].replace(
    "two crashes on start-up.", "two crashes on start-up. Upgrading takes about a minute."
)
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C,
    "dev",
    "Add to the opening paragraph that upgrading takes about a minute.",
    [
        A.whole("dev", changes={0: new, 4: dp[4].replace("report-3.2.png", "report_3_2.png")})
        + "\n\nLet me know if you'd like anything else."
    ],
    {0: new},
    withheld_min=1,
)
new = dp[6].replace("who reported both crashes.", "who reported both crashes and tested the fixes.")
A.one(
    "paths",
    "untouched_link_url_changed_in_whole",
    C,
    "dev",
    "In the thanks paragraph, add that they also tested the fixes.",
    [
        A.whole(
            "dev",
            changes={
                6: new,
                5: dp[5].replace(
                    "(https://tally.example.com/changelog)",
                    "(https://tally.example.com/change-log)",
                ),
            },
        )
    ],
    {6: new},
    withheld_min=1,
)
new = yp[1].replace("免费测量血压和血糖。", "免费测量血压和血糖，并提供用药咨询。")
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C,
    "zyizhen",
    "开头那段最后加上“并提供用药咨询”。",
    [A.whole("zyizhen", changes={1: new, 6: yp[6].replace("yizhen-2027", "yizhen_2027")})],
    {1: new},
    withheld_min=1,
)
new = yp[9].replace("联系人：孙晓燕。", "联系人：孙晓燕、周明。")
A.one(
    "paths",
    "untouched_link_url_changed_in_whole",
    C,
    "zyizhen",
    "咨询电话那段的联系人加上周明。",
    [
        "好的，修改如下：\n\n"
        + A.whole(
            "zyizhen", changes={9: new, 7: yp[7].replace("https://qinghe", "https://www.qinghe")}
        )
    ],
    {9: new},
    withheld_min=1,
)
new = rp[0].replace("适合8至12岁的孩子。", "适合8至12岁的孩子，全程免费。")
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C,
    "zyuedu",
    "开头那段补充：全程免费。",
    [
        A.whole(
            "zyuedu",
            changes={0: new, 4: rp[4].replace("](photos/", "](/photos/").replace(".jpg", ".jpeg")},
        )
    ],
    {0: new},
    withheld_min=1,
)
new = rp[6].replace("有问题请联系郑晓岚", "有问题请联系郑晓岚或蒋一鸣")
A.one(
    "paths",
    "untouched_link_url_changed_in_whole",
    C,
    "zyuedu",
    "最后一段联系人加上蒋一鸣。",
    [A.whole("zyuedu", changes={6: new, 5: rp[5].replace("summer-camp", "summer_camp")})],
    {6: new},
    withheld_min=1,
)
new = gp[7].replace(
    "http://millbrookallotments.org/waiting-list", "https://millbrookallotments.org/join"
)
A.one(
    "paths",
    "asked_link_url_changed",
    C + " — trap: the URL change was asked",
    "garden",
    "The waiting-list form has moved to https://millbrookallotments.org/join — update the link.",
    [A.whole("garden", changes={7: new})],
    {7: new},
)
new = yp[6].replace("img/yizhen-2027.png", "img/yizhen-2027-new.png")
A.one(
    "paths",
    "asked_image_swapped",
    C + " — trap: the image swap was asked",
    "zyizhen",
    "把示意图换成 img/yizhen-2027-new.png。",
    [A.whole("zyizhen", changes={6: new})],
    {6: new},
)

# Added after the first run (the blind cases' other half, read then): the image or link next to
# the asked entry or inside it, and "add to the opening that …" beside a topic word another
# section's heading or paragraph says.
new = yp[5] + "\n- 请按预约时间到场，不要提前排队。"
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C,
    "zyizhen",
    "注意事项加一条：请按预约时间到场，不要提前排队。",
    [
        A.whole(
            "zyizhen",
            changes={5: new, 6: yp[6].replace("img/yizhen-2027.png", "images/yizhen2027.png")},
        )
    ],
    {5: new},
    withheld_min=1,
)
new = yp[7].replace(
    "每天限60个号，额满为止。", "每天限60个号，额满为止。行动不便的老人也可以电话预约。"
)
U.one(  # the asked paragraph rewritten with its address changed: refused, as since session 20
    "paths",
    "link_url_changed_in_asked_rewrite",
    C,
    "zyizhen",
    "报名那段加一句：行动不便的老人也可以电话预约。",
    [
        A.whole(
            "zyizhen",
            changes={
                7: new.replace(
                    "https://qinghe.example.cn/yizhen", "https://www.qinghe.example.cn/yi-zhen"
                ),
                6: yp[6],
            },
        )
    ],
    expect=refused(
        "the asked paragraph's sign-up address changed in its rewrite (addresses.py, since session 20)"
    ),
)
new = gp[7].replace("about two years", "about two and a half years")
U.one(
    "paths",
    "link_url_changed_in_asked_rewrite",
    C,
    "garden",
    "Waiting times are now about two and a half years — update that.",
    [A.whole("garden", changes={7: new.replace("/waiting-list)", "/waitinglist)")})],
    expect=refused(
        "the asked paragraph's waiting-list address changed in its rewrite (addresses.py, since session 20)"
    ),
)
new = gp[0] + " The seed swap is free."
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C + " — the opening named beside a topic word of the table",
    "garden",
    "Add to the opening that the seed swap is free.",
    [A.whole("garden", changes={0: new, 3: gp[3].replace("millbrook-map", "millbrook_map")})],
    {0: new},
    withheld_min=1,
)
new = dp[0] + " The changelog lists every fix."
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C + " — the opening named beside a topic word of another paragraph",
    "dev",
    "Add to the opening that the changelog lists every fix.",
    [A.whole("dev", changes={0: new, 4: dp[4].replace("docs/img/", "img/")})],
    {0: new},
    withheld_min=1,
)
new = rp[4 + 1].replace("7月1日起开放报名", "7月1日9:00起开放报名")
A.one(
    "paths",
    "untouched_image_path_changed_in_whole",
    C,
    "zyuedu",
    "报名网址那段写明7月1日9:00起开放报名。",
    [A.whole("zyuedu", changes={5: new, 4: rp[4].replace("yueduying-2026", "yueduying2026")})],
    {5: new},
    withheld_min=1,
)

# 2. A no-change verdict inside a wrapper (<revised>, <output>, <article>, <result>, a JSON field,
#    a fence) — never the article; the article inside such a tag is the answer.
C = "blind51 no_change_in_revised_tag / whole_in_revised_xml_tag (toollibrary-en-10, toollibrary-zh-10, toollibrary-en-01), other wrappers and words"
A.one(
    "wrapped",
    "no_change_in_revised_tag",
    C,
    "garden",
    "The seed swap should be at 10.30 am — change it only if it isn't.",
    ["<revised>NO_CHANGE</revised>\n\nThe table already has the seed swap at 10.30 am."],
    expect=NO_CHANGE,
)
A.one(
    "wrapped",
    "no_change_in_output_tag",
    C,
    "garden",
    "Check the open day's date is a Sunday.",
    ["<output>\nNO CHANGES\n</output>\n\n13 June 2027 is a Sunday."],
    expect=NO_CHANGE,
)
A.one(
    "wrapped",
    "no_change_in_article_tag",
    C,
    "dev",
    "Make sure both reporters are thanked by name.",
    [
        "<article>NO_CHANGE</article>\n<reason>Odile Marchetti and Kwame Asante are both named.</reason>"
    ],
    expect=NO_CHANGE,
)
A.one(
    "wrapped",
    "no_change_in_json_field",
    C,
    "dev",
    "Is the changelog link there? Add it if it isn't.",
    [
        '{"revised": "NO_CHANGE", "reason": "The last-but-one paragraph already links the changelog."}'
    ],
    expect=NO_CHANGE,
)
A.one(
    "wrapped",
    "no_change_in_revised_tag",
    C,
    "zyizhen",
    "内科医生应该是陈立群，不是的话再改。",
    ["<revised>NO_CHANGE</revised>\n\n表格里内科医生已经是陈立群。"],
    expect=NO_CHANGE,
)
A.one(
    "wrapped",
    "no_change_in_result_tag",
    C,
    "zyizhen",
    "检查一下5月15日是不是星期六。",
    ["<result>无需修改</result>\n\n2027年5月15日正是星期六。"],
    expect=NO_CHANGE,
)
A.one(
    "wrapped",
    "no_change_in_fence",
    C,
    "zyuedu",
    "每期限30人，如果写错了请改过来。",
    ["```\nNO_CHANGE\n```\n\n第三段写的就是每期限30人，不用改。"],
    expect=NO_CHANGE,
)
A.one(
    "wrapped",
    "no_change_in_revised_tag",
    C,
    "zyuedu",
    "第二周的书应该是《夏洛的网》，不对的话改一下。",
    ["<revised>\n不用改\n</revised>\n\n表格第二周已经是夏洛的网。"],
    expect=NO_CHANGE,
)
new = gp[0] + " It is the site's fiftieth year."
A.one(
    "wrapped",
    "whole_in_article_xml_tag",
    C,
    "garden",
    "Add to the opening that it is the site's fiftieth year.",
    ["<article>\n" + A.whole("garden", changes={0: new}) + "\n</article>"],
    {0: new},
)
new = yp[1].replace("免费测量血压和血糖。", "免费测量血压和血糖。活动当天请戴好口罩。")
A.one(
    "wrapped",
    "whole_in_revised_xml_tag",
    C,
    "zyizhen",
    "开头那段加一句：活动当天请戴好口罩。",
    [
        "<revised>\n"
        + A.whole("zyizhen", changes={1: new})
        + "\n</revised>\n\n我在第二段末尾加上了戴口罩的提醒。"
    ],
    {1: new},
)
new = rp[0].replace("共四周", "共四周（7月10日开营）")
A.one(
    "wrapped",
    "whole_in_result_xml_tag",
    C,
    "zyuedu",
    "开头那段注明7月10日开营。",
    ["<result>" + A.whole("zyuedu", changes={0: new}) + "</result>"],
    {0: new},
)
new = dp[6] + " Their reports made this release possible."
A.one(
    "wrapped",
    "article_writes_revised_and_no_change",
    C + " — trap: the article's own text says <revised> and NO_CHANGE",
    "dev",
    "Add to the thanks paragraph: Their reports made this release possible.",
    [A.whole("dev", changes={6: new})],
    {6: new},
)
new = dp[0].replace("easier to read", "much easier to read")
A.one(
    "wrapped",
    "article_writes_revised_and_no_change",
    C + " — trap: the article's own text says <revised> and NO_CHANGE",
    "dev",
    "In the opening paragraph, say 'much easier to read'.",
    ["<revised>\n" + A.whole("dev", changes={0: new}) + "\n</revised>"],
    {0: new},
)

# 3. A Markdown table re-padded (pipes aligned, the separator redrawn) when one cell was asked:
#    the asked cell saved with the writer's padding; a cell changed unasked is withheld.
C = "blind51 table_repadded_cell_asked (fanzha-zh-03, guji-zh-04), other tables, widths and separators"


def table_case(
    article: str,
    index: int,
    old: str,
    cell: str,
    ask: str,
    *,
    sep: str = "-",
    extra: tuple[str, str] | None = None,
) -> None:
    paras = ARTS[article][1]
    asked = paras[index].replace(old, cell)
    sent = asked.replace(extra[0], extra[1]) if extra else asked
    kind = "table_repadded_cell_asked" + ("_other_cell_changed" if extra else "")
    U.one(
        "tables",
        kind,
        C,
        article,
        ask,
        [A.whole(article, changes={index: repad(sent, sep)})],
        {index: asked},
        **({"withheld_min": 1} if extra else {}),
    )


table_case(
    "zyizhen", 3, "| 眼科 | 王思远 |", "| 眼科 | 王思源 |", "表格里眼科医生的名字改成王思源。"
)
table_case(
    "zyuedu",
    2,
    "| 第四周 | 小王子 |",
    "| 第四周 | 小王子（上） |",
    "书目表第四周的书名改成“小王子（上）”。",
    sep=":",
)
table_case(
    "garden",
    5,
    "| Composting talk |",
    "| Composting and leaf mould talk |",
    "In the What's on table, make the noon talk 'Composting and leaf mould talk'.",
)
table_case(
    "garden", 5, "| 2.00 pm |", "| 2.30 pm |", "Move the children's potato dig to 2.30 pm.", sep=":"
)
table_case(
    "zyizhen",
    3,
    "| 二楼活动室 |",
    "| 三楼活动室 |",
    "中医科的地点改到三楼活动室。",
    extra=("| 一楼大厅 |", "| 一楼门厅 |"),
)
table_case(
    "garden",
    5,
    "| Seed swap |",
    "| Seed and plant swap |",
    "Make the 10.30 am activity 'Seed and plant swap'.",
    extra=("| Composting talk |", "| Compost talk |"),
)

# 4. Two asks, one done, the other promised "next": the one done saved, the promise not.
C = "blind51 one_of_two_asks_done_other_promised_next (parkrun-en-12, yeshi-zh-08), other words"
new = gp[0].replace("10 am to 3 pm", "10 am to 4 pm")
A.one(
    "promised",
    "one_of_two_asks_done_other_promised_next",
    C,
    "garden",
    "Make the open day run until 4 pm, and add a sentence about the plant sale at the end.",
    [
        "Done — it now runs until 4 pm.\n\n"
        + A.whole("garden", changes={0: new})
        + "\n\nI'll do the second one (the plant sale sentence) next."
    ],
    {0: new},
)
new = dp[0].replace("fixes two crashes", "fixes three crashes")
A.one(
    "promised",
    "one_of_two_asks_done_other_promised_next",
    C,
    "dev",
    "Say three crashes instead of two, and add a paragraph on the new export format.",
    [
        A.whole("dev", changes={0: new})
        + "\n\nIn my next message I'll write the paragraph on the export format."
    ],
    {0: new},
)
new = yp[9].replace("9:00—17:00", "8:30—17:00")
A.one(
    "promised",
    "one_of_two_asks_done_other_promised_next",
    C,
    "zyizhen",
    "咨询时间改成8:30开始，另外注意事项里加一条关于停车的。",
    ["先改了咨询时间：\n\n" + A.whole("zyizhen", changes={9: new}) + "\n\n第二处我下一条再改。"],
    {9: new},
)
new = rp[3].replace("每期限30人", "每期限35人")
A.one(
    "promised",
    "one_of_two_asks_done_other_promised_next",
    C,
    "zyuedu",
    "名额改成35人，再在最后加一句家长须知。",
    [A.whole("zyuedu", changes={3: new}) + "\n\n家长须知那句，我下一条回复再补上。"],
    {3: new},
)

# 5. A question answered (model_says): in prose, in a list, after a think block.
C = "blind51 question_answered (parkrun-en-20), other questions and dress"
A.one(
    "questions",
    "question_answered",
    C,
    "garden",
    "Roughly how many plots are there, going by the opening?",
    [
        "The opening says forty-two plot holders will show what they grow, so there are at least 42 plots, probably a few more."
    ],
    expect=says("at least 42 plots"),
)
A.one(
    "questions",
    "question_answered_as_list",
    C,
    "garden",
    "Which activities does Ruth host?",
    [
        "Ruth Adair hosts two activities:\n\n- the seed swap at 10.30 am\n- the children's potato dig at 2.00 pm"
    ],
    expect=says("Ruth Adair hosts two activities"),
)
A.one(
    "questions",
    "question_answered_after_think",
    C,
    "zyizhen",
    "义诊一共几个小时？",
    ["<think>8:30到11:30，是三个小时。</think>\n\n义诊从上午8:30到11:30，一共三个小时。"],
    expect=says("一共三个小时"),
)
A.one(
    "questions",
    "question_answered",
    C,
    "zyuedu",
    "阅读营每次活动多长时间？",
    ["每次活动从9:30到11:00，大约一个半小时。"],
    expect=says("大约一个半小时"),
)

finish(HERE)
