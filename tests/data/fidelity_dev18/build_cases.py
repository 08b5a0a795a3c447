# ruff: noqa: E501 — the cases are data
"""Builds the fidelity dev set 18 (tests/data/fidelity_dev18/*.jsonl): session 18's fresh
variants of what blind set 17 failed on and of outside testers' reports, written before the
fixes, in English and Chinese — a short headline over the body in words of a paragraph (an
unasked or asked title), a labelled reasoning section before 修改后全文 / Revised text, closed
blocks whose new text ends without a full stop, a REPLACE holding a second ======= line, a
`<script>` element in the model's title, colour codes that lost their escape character, a
bare remark after the article, a global part beside a paragraph part, a move to the top, and
the nth quotation.

    .venv/bin/python tests/data/fidelity_dev18/build_cases.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402
from fidelity_build import full as whole  # noqa: E402

EN_T = "The Canal Cleanup"
EN = [
    "Forty volunteers met at the lock gates on Saturday morning to clear the towpath.",
    "By eleven they had pulled three shopping trolleys and a bicycle frame out of the water.",
    "The council lent gloves, grabbers and a skip, which was full before lunch.",
    "Next month the group plans to plant reeds along the bank near the footbridge.",
]
ZH_T = "运河清洁日"
ZH = [
    "周六上午，四十名志愿者在船闸边集合，清理河边步道。",
    "到十一点，大家已经从水里捞出三辆购物车和一个自行车架。",
    "街道办借来了手套、夹子和一个垃圾箱，午饭前就装满了。",
    "下个月，大家打算在人行桥附近的河岸种上芦苇。",
]

FILES: dict[str, list[dict]] = {}


def add(
    file: str,
    cid: str,
    lang: str,
    kind: str,
    source: str,
    suggestion: str,
    replies: list[str],
    expect: dict,
    *,
    article: tuple[str, list[str]] | None = None,
    edit_format: str = "full",
    **extra: object,
) -> None:
    title, paras = article or ((EN_T, EN) if lang == "en" else (ZH_T, ZH))
    case = case_record(
        cid,
        lang,
        kind,
        source,
        title,
        "\n\n".join(paras),
        suggestion,
        replies,
        expect,
        edit_format=edit_format,
    )
    case.update(extra)
    FILES.setdefault(file, []).append(case)


def swapped(paras: list[str], index: int, text: str) -> list[str]:
    return [text if i == index else p for i, p in enumerate(paras)]


def applied(title: str, paras: list[str], **more: object) -> dict:
    return {"outcome": "applied", "title": title, "body": "\n\n".join(paras), **more}


# --- headline: a short line over the body in words of a paragraph -------------------------
EN2 = "By eleven they had hauled three rusty shopping trolleys and a bent bicycle frame out of the murky water!"
ZH2 = "到十一点，大家已经从浑水里捞出了三辆生锈的购物车，还有一个歪掉的自行车架！"
add(
    "headline",
    "d18-head-en-01",
    "en",
    "unasked_headline_like_paragraph",
    "tester: 'gave paragraph 2 twice' for an unasked title change",
    "Make paragraph 2 livelier.",
    [whole("Three Trolleys and a Bicycle Frame", swapped(EN, 1, EN2))],
    applied(EN_T, swapped(EN, 1, EN2), withheld_min=1),
)
add(
    "headline",
    "d18-head-zh-01",
    "zh",
    "unasked_headline_like_paragraph",
    "未要求改标题，新标题用了第二段的词",
    "第二段写得生动一点。",
    [whole("捞出三辆购物车", swapped(ZH, 1, ZH2))],
    applied(ZH_T, swapped(ZH, 1, ZH2), withheld_min=1),
)
add(
    "headline",
    "d18-head-en-02",
    "en",
    "asked_headline_like_paragraph",
    "asked title, words of paragraph 1",
    "Give it a more specific title.",
    [whole("Forty Volunteers Clear the Towpath", EN)],
    applied("Forty Volunteers Clear the Towpath", EN),
)
add(
    "headline",
    "d18-head-zh-02",
    "zh",
    "asked_headline_like_paragraph",
    "要求改标题，新标题用了第一段的词",
    "标题改得具体一些。",
    [whole("四十名志愿者清理河边步道", ZH)],
    applied("四十名志愿者清理河边步道", ZH),
)
add(
    "headline",
    "d18-head-en-03",
    "en",
    "asked_headline_json_note",
    "JSON title/body with a notes key",
    "Make the title say when it happened.",
    [
        json.dumps(
            {
                "title": "Saturday Cleanup on the Canal Towpath",
                "body": "\n\n".join(EN),
                "what_changed": "Added the day.",
            }
        )
    ],
    applied("Saturday Cleanup on the Canal Towpath", EN),
)
add(
    "headline",
    "d18-head-zh-03",
    "zh",
    "asked_headline_json_note",
    "JSON 标题/正文加“改动说明”",
    "标题里写上时间。",
    [
        json.dumps(
            {"标题": "周六船闸边的河道清洁", "正文": "\n\n".join(ZH), "改动说明": "标题加了时间。"},
            ensure_ascii=False,
        )
    ],
    applied("周六船闸边的河道清洁", ZH),
)

# --- reasoning labels ------------------------------------------------------------------------
EN3 = "The council lent gloves and grabbers. It also lent a skip, which was full before lunch."
ZH3 = "街道办借来了手套和夹子。还借来一个垃圾箱，午饭前就装满了。"
add(
    "labels",
    "d18-label-zh-01",
    "zh",
    "reasoning_then_revised_label",
    "**分析过程：** … **修改后的全文：** … **改动说明：**",
    "第三段拆成两句。",
    [
        "**分析过程：** 第三段一句话说了三件事，拆开更清楚。\n\n**修改后的全文：**\n\n"
        + whole(ZH_T, swapped(ZH, 2, ZH3))
        + "\n\n**改动说明：** 只拆了第三段。"
    ],
    applied(ZH_T, swapped(ZH, 2, ZH3)),
)
add(
    "labels",
    "d18-label-en-01",
    "en",
    "reasoning_then_revised_label",
    "Reasoning: … Revised text: …",
    "Split paragraph 3 into two sentences.",
    [
        "Reasoning: paragraph 3 packs three things into one sentence.\n\nRevised text:\n\n"
        + whole(EN_T, swapped(EN, 2, EN3))
    ],
    applied(EN_T, swapped(EN, 2, EN3)),
)
add(
    "labels",
    "d18-label-zh-02",
    "zh",
    "reasoning_then_revised_label",
    "思考：… 润色后的文章：…",
    "第三段拆成两句。",
    [
        "思考：第三段太长，可以在“夹子”后断开。\n\n润色后的文章：\n\n"
        + whole(ZH_T, swapped(ZH, 2, ZH3))
    ],
    applied(ZH_T, swapped(ZH, 2, ZH3)),
)

# --- blocks ----------------------------------------------------------------------------------
EN4 = "Next month the group plans to plant reeds along the bank near the footbridge, weather permitting"
add(
    "blocks",
    "d18-block-en-01",
    "en",
    "closed_block_no_stop",
    "closed block whose new text ends without a full stop",
    "Say the planting depends on the weather.",
    [
        "<<<<<<< SEARCH\nnear the footbridge.\n=======\nnear the footbridge, weather permitting\n>>>>>>> REPLACE"
    ],
    applied(EN_T, swapped(EN, 3, EN4)),
    edit_format="blocks",
)
ZH4 = "下个月，大家打算在人行桥附近的河岸种上芦苇，具体看天气"
add(
    "blocks",
    "d18-block-zh-01",
    "zh",
    "closed_block_no_stop",
    "块已闭合，新文本末尾没有句号",
    "说明种芦苇要看天气。",
    [
        "```\n<<<<<<< SEARCH\n河岸种上芦苇。\n=======\n河岸种上芦苇，具体看天气\n>>>>>>> REPLACE\n```"
    ],
    applied(ZH_T, swapped(ZH, 3, ZH4)),
    edit_format="blocks",
)
add(
    "blocks",
    "d18-block-en-02",
    "en",
    "replace_with_second_divider",
    "tester: a REPLACE holding a ======= line was saved",
    "Make paragraph 2 livelier.",
    [
        "<<<<<<< SEARCH\nBy eleven they had pulled\n=======\nBy eleven they had hauled\n=======\nBy eleven they had dragged\n>>>>>>> REPLACE"
    ],
    {"outcome": "refused", "because": "two versions in one REPLACE"},
    edit_format="blocks",
)
add(
    "blocks",
    "d18-block-zh-02",
    "zh",
    "replace_with_second_divider",
    "REPLACE 里有第二条 ======= 分隔线",
    "第二段写生动些。",
    [
        "<<<<<<< SEARCH\n到十一点，大家已经从水里捞出\n=======\n到十一点，大家已经从浑水里拽出\n=======\n不到十一点，大家就从水里捞出\n>>>>>>> REPLACE"
    ],
    {"outcome": "refused", "because": "two versions in one REPLACE"},
    edit_format="blocks",
)

# --- controls: script elements and colour codes without their escape ------------------------
add(
    "controls",
    "d18-ctrl-en-01",
    "en",
    "script_in_title",
    "tester: a <script> in the model's title was half stripped",
    "Give it a livelier title.",
    [whole("Trolleys, Trowels and <script>\nalert(1)</script> a Towpath Reborn", EN)],
    applied("Trolleys, Trowels and a Towpath Reborn", EN),
)
add(
    "controls",
    "d18-ctrl-zh-01",
    "zh",
    "script_in_title",
    "标题里夹了 <script> 元素",
    "标题改得活泼一点。",
    [whole("<script>alert('x')</script>运河边的一个热闹周六", ZH)],
    applied("运河边的一个热闹周六", ZH),
)
add(
    "controls",
    "d18-ctrl-en-02",
    "en",
    "escape_less_colour_code",
    "tester: trailing colour codes read as 'cut off'",
    "Make paragraph 2 livelier.",
    [whole(EN_T, swapped(EN, 1, "[1m" + EN2 + "[0m"))],
    applied(EN_T, swapped(EN, 1, EN2)),
)
add(
    "controls",
    "d18-ctrl-zh-02",
    "zh",
    "escape_less_colour_code",
    "结尾的颜色代码写成了文字 \\u001b[0m",
    "第二段写得生动一点。",
    [whole(ZH_T, swapped(ZH, 1, ZH2)) + "\\u001b[0m"],
    applied(ZH_T, swapped(ZH, 1, ZH2)),
)

# --- a proofread of the whole beside a paragraph asked for more ------------------------------
EN_TYPO = swapped(
    swapped(EN, 0, EN[0].replace("volunteers", "voluntears")), 3, EN[3].replace("plans", "plannes")
)
EN_FRIENDLY = (
    "The council kindly lent us gloves, grabbers and a skip — and it was full before lunch!"
)
add(
    "parts",
    "d18-parts-en-01",
    "en",
    "proofread_whole_and_paragraph",
    "'Correct the spelling everywhere and make paragraph 3 friendlier.'",
    "Correct the spelling everywhere and make paragraph 3 friendlier.",
    [whole(EN_T, swapped(EN, 2, EN_FRIENDLY))],
    applied(EN_T, swapped(EN, 2, EN_FRIENDLY)),
    article=(EN_T, EN_TYPO),
)
ZH_TYPO = swapped(swapped(ZH, 0, ZH[0].replace("集合", "集和")), 3, ZH[3].replace("打算", "打箅"))
ZH_FRIENDLY = "街道办热心地借来了手套、夹子，还有一个大垃圾箱——午饭前就被我们装得满满当当！"
add(
    "parts",
    "d18-parts-zh-01",
    "zh",
    "proofread_whole_and_paragraph",
    "通篇改错别字，第三段写得亲切些",
    "通篇改一下错别字，第三段写得亲切些。",
    [whole(ZH_T, swapped(ZH, 2, ZH_FRIENDLY))],
    applied(ZH_T, swapped(ZH, 2, ZH_FRIENDLY)),
    article=(ZH_T, ZH_TYPO),
)

# --- a line after the article reporting what changed ----------------------------------------
EN_WARM = "Next month we'd love you to join us planting reeds along the bank near the footbridge."
add(
    "parts",
    "d18-report-en-01",
    "en",
    "report_line_after_article",
    "'The closing paragraph is now warmer.' after the article",
    "Make the last paragraph warmer, and the title shorter.",
    [
        whole("Canal Cleanup", swapped(EN, 3, EN_WARM))
        + "\n\nThe closing paragraph is now warmer and the title shorter."
    ],
    applied("Canal Cleanup", swapped(EN, 3, EN_WARM)),
)
ZH_WARM = "下个月，欢迎大家一起来人行桥附近的河岸种芦苇！"
add(
    "parts",
    "d18-report-zh-01",
    "zh",
    "report_line_after_article",
    "全文后“最后一段更亲切了。”",
    "最后一段写得亲切些。",
    [whole(ZH_T, swapped(ZH, 3, ZH_WARM)) + "\n\n最后一段更亲切了。"],
    applied(ZH_T, swapped(ZH, 3, ZH_WARM)),
)

# --- facts changed in a restyle: dropped ones named, other figures refused ----------------------------------------------------
MUSEUM_T = "The Toy Museum Reopens"
MUSEUM = [
    "The toy museum on Bridge Street reopens on 3 May after a year of repairs.",
    "Tickets cost four pounds for adults and two for children, and the museum is open weekdays nine to four.",
    "The café on the ground floor is not open yet.",
]
MUSEUM_LIVELY = (
    "Tickets are a bargain at four pounds a head, and the doors swing open daily from eight to six!"
)
add(
    "facts",
    "d18-facts-en-01",
    "en",
    "restyle_changes_facts",
    "tester: 'make it livelier' dropped 'two for children', weekdays nine to four → daily eight to six",
    "Make paragraph 2 livelier.",
    [whole(MUSEUM_T, swapped(MUSEUM, 1, MUSEUM_LIVELY))],
    # the lead, later in session 18: other figures in place of the writer's are refused
    {"outcome": "refused", "because": "nine to four became eight to six"},
    article=(MUSEUM_T, MUSEUM),
)
add(
    "facts",
    "d18-facts-en-02",
    "en",
    "restyle_drops_negation",
    "'not open yet' → 'open too'",
    "Make the last paragraph livelier.",
    [
        whole(
            MUSEUM_T, swapped(MUSEUM, 2, "The café on the ground floor is open too — come hungry!")
        )
    ],
    # session 19: a negation turned into its opposite is refused, as blind set 18 expects
    # ("will not open on Sundays" → "will open on Sundays as well")
    {"outcome": "refused", "because": "'not open yet' became 'open too'"},
    article=(MUSEUM_T, MUSEUM),
)
MUSEUM_ZH_T = "玩具博物馆重新开放"
MUSEUM_ZH = [
    "桥东街的玩具博物馆修缮了一年，5月3日重新开放。",
    "成人票四元，儿童票两元，周一至周五上午9点到下午4点开放。",
    "一楼的咖啡馆暂时还没有营业。",
]
MUSEUM_ZH_LIVELY = "门票超值，一人只要四元！每天上午8点到下午6点都欢迎你来玩！"
add(
    "facts",
    "d18-facts-zh-01",
    "zh",
    "restyle_changes_facts",
    "改活泼时丢了儿童票两元、改了开放时间",
    "第二段写得活泼一点。",
    [whole(MUSEUM_ZH_T, swapped(MUSEUM_ZH, 1, MUSEUM_ZH_LIVELY))],
    {"outcome": "refused", "because": "9点到4点 became 8点到6点"},
    article=(MUSEUM_ZH_T, MUSEUM_ZH),
)

# --- a quoted question inside a sentence does not end it -------------------------------------
FAQ_T = "Why We Switched to a Shared List"
FAQ = [
    'A shared shopping list ends the "did anyone buy milk?" calls to the office.',
    "Everyone adds what runs out, and whoever is at the shop ticks it off.",
]
FAQ1 = 'A shared shopping list ends the "did anyone buy milk?" calls to the office for good.'
add(
    "parts",
    "d18-quote-en-01",
    "en",
    "quoted_question_inside_sentence",
    "opening sentence holding a quoted question; the reply adds words after it",
    "Make the opening sentence punchier.",
    [whole(FAQ_T, swapped(FAQ, 0, FAQ1))],
    applied(FAQ_T, swapped(FAQ, 0, FAQ1)),
    article=(FAQ_T, FAQ),
)

if __name__ == "__main__":
    for name, cases in FILES.items():
        (HERE / f"{name}.jsonl").write_text(
            "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8"
        )
        print(name, len(cases))
