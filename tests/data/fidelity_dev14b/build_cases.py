# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 14b (tests/data/fidelity_dev14b/*.jsonl): what a model puts
around its new text for a selection — a question with a promise to edit afterwards, a label
("Option 1:", 方案一：, "Rewritten sentence:"), several versions to choose from, the old text
and an arrow ("old → new", 原文：… → 改为：…), markup or JSON around it, a remark after it
(a rule and an explanation, a bracketed line, a dash on the same line) — a selection's new
text that stops mid-clause though the model said it had finished, and a table row the model
dropped unasked, which the writer is told about as a row.

    .venv/bin/python tests/data/fidelity_dev14b/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import FILES, case, full, swap, write  # noqa: E402

REPAIR_T = "The Repair Café"
REPAIR = [
    "Every second Saturday, the back room of the Elm Street library turns into a repair café. Volunteers fix toasters, lamps, jeans and bicycles for free, and you can watch while they work.",
    "The idea came from Amsterdam, where the first repair café opened in 2009. Ours started in 2021 with four volunteers and a borrowed soldering iron.",
    "Last year we mended 412 items. Small electricals were the biggest group, followed by clothes and then bikes.",
    "Bring your broken thing, a cup of patience and, if you can, any spare parts. We cannot promise a fix, but we always find out what is wrong.",
]
XIU_T = "社区修理咖啡馆"
XIU = [
    "每月第二个周六，榆树街图书馆的后厅就变成了修理咖啡馆。志愿者免费帮大家修烤面包机、台灯、牛仔裤和自行车，你可以坐在旁边看着他们修。",
    "这个点子来自阿姆斯特丹，2009年那里开了第一家修理咖啡馆。我们的咖啡馆2021年开张，当时只有四个志愿者和一把借来的电烙铁。",
    "去年我们一共修好了412件东西。小家电最多，其次是衣服，然后是自行车。",
    "带上坏掉的东西和一点耐心，如果有备用零件也请一起带来。我们不能保证一定修好，但一定会帮你找出毛病在哪儿。",
]
PROMISE = "We cannot promise a fix, but we always find out what is wrong."
PROMISE_NEW = "We can't promise every fix, but we will always tell you what went wrong."
BAODAN = "我们不能保证一定修好，但一定会帮你找出毛病在哪儿。"
BAODAN_NEW = "修不修得好我们不敢打包票，但毛病出在哪儿，一定给你查个明白。"

CHOIR_T = "Why I Joined a Choir at Sixty"
CHOIR = [
    "I had not sung in front of anyone since school assembly. Then my neighbour Ruth dragged me to the Tuesday choir at St Anne's hall.",
    "There is no audition. You sit with your voice part, you follow the person next to you, and after a month you are reading the notes without noticing.",
    "We rehearse for ninety minutes with a tea break in the middle. The tea break is, honestly, half the reason most of us come.",
    "Our winter concert raised £1,200 for the food bank. I still cannot hold a high G, but nobody seems to mind.",
]
HECHANG_T = "六十岁那年我加入了合唱团"
HECHANG = [
    "从上学时的早操合唱以后，我就再没在人前唱过歌。后来邻居老周硬拉着我，去了社区礼堂每周二的合唱团。",
    "合唱团不用面试。你跟着自己的声部坐，跟着旁边的人唱，一个月后就不知不觉能看谱了。",
    "每次排练九十分钟，中间有一次茶歇。说实话，大半的人来这儿，有一半是为了那次茶歇。",
    "冬季音乐会我们为食物银行筹了一万二千元。我到现在还唱不上高音，不过好像谁也不在意。",
]


def selection(
    file: str,
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    selected: str,
    suggestion: str,
    reply: str,
    new: str | None = None,
    *,
    expect: dict[str, Any] | None = None,
    note: str | None = None,
) -> None:
    """A selection case: saved with `new` in place of `selected`, or `expect` as given."""
    body = "\n\n".join(paragraphs)
    assert body.count(selected) == 1, id
    outcome = expect or {
        "outcome": "applied",
        "title": title,
        "body": body.replace(selected, new or ""),
    }
    if note:
        outcome["note_contains"] = note
    case(file, id, lang, kind, source, title, paragraphs, suggestion, [reply], None,
         selected_text=selected, expect=outcome)  # fmt: skip


def says(phrase: str) -> dict[str, Any]:
    return {"outcome": "model_says", "contains": phrase}


def refused(because: str) -> dict[str, Any]:
    return {"outcome": "refused", "because": because}


# A question, then a promise to edit once answered ---------------------------------------------

selection(
    "asks", "d14b-asks-en-01", "en", "selection_question_promise",
    "a choir story: who to thank, asked as a bare question, then 'give me the name and I'll…'",
    CHOIR_T, CHOIR, "Then my neighbour Ruth dragged me to the Tuesday choir at St Anne's hall.",
    "Mention the conductor by name here too.",
    "Who conducts the choir? Give me the name and I'll work it into the sentence.",
    expect=says("Who conducts the choir?"),
)  # fmt: skip
selection(
    "asks", "d14b-asks-en-02", "en", "selection_question_promise",
    "a repair café: 'could you tell me…? Once I know, I'll update the line.'",
    REPAIR_T, REPAIR, PROMISE, "Add what share of items we actually fix.",
    "Could you tell me roughly how many of the 412 items were fixed? Once I know, I'll update the line.",
    expect=says("how many of the 412 items"),
)  # fmt: skip
selection(
    "asks", "d14b-asks-zh-01", "zh", "selection_question_promise",
    "合唱团：问指挥叫什么，再说“知道后我再改”",
    HECHANG_T, HECHANG, "后来邻居老周硬拉着我，去了社区礼堂每周二的合唱团。",
    "这里把指挥的名字也写进去。",
    "指挥老师叫什么名字呢？知道后我再帮你把这句改好。",
    expect=says("指挥老师叫什么名字"),
)  # fmt: skip

# A selection's new text that stops mid-clause, finish reported as "stop" --------------------

selection(
    "cut", "d14b-cut-en-01", "en", "selection_cut_stop",
    "a choir story: the rewrite stops on a bare word, the model says it finished",
    CHOIR_T, CHOIR, "Our winter concert raised £1,200 for the food bank.",
    "Make this sound prouder.",
    "Our winter concert raised a remarkable £1,200 for the local food bank, which",
    expect=refused("selection reply ends mid-clause"),
)  # fmt: skip
selection(
    "cut", "d14b-cut-en-02", "en", "selection_cut_stop",
    "a repair café: the rewrite stops mid-clause on a word that could end one",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.",
    "We can't promise every fix, but we will always sit down with you and work out what went",
    expect=refused("selection reply ends mid-clause"),
)  # fmt: skip
selection(
    "cut", "d14b-cut-zh-01", "zh", "selection_cut_stop",
    "修理咖啡馆：改写停在半句“毛病出在”，却报告正常结束",
    XIU_T, XIU, BAODAN, "这句写得亲切一点。",
    "修不修得好我们不敢打包票，但毛病出在",
    expect=refused("selection reply ends mid-clause"),
)  # fmt: skip

# A whole-article reply that stops on a colon or a dash, finish reported as "stop" ---------------

REPAIR_LIVELY = [
    "Every other Saturday, the library's back room becomes a buzzing repair café! Volunteers fix toasters, lamps, jeans and bikes for free — and you can watch them work.",
    "It all started in Amsterdam, where the very first repair café opened in 2009. Ours kicked off in 2021 with four volunteers and a borrowed soldering iron.",
    "Last year we fixed a whopping 412 things! Small electricals topped the list, then clothes, then bikes.",
]
XIU_LIVELY = [
    "每月第二个周六，榆树街图书馆的后厅就摇身一变，成了热热闹闹的修理咖啡馆！志愿者免费帮大家修烤面包机、台灯、牛仔裤和自行车，你还能坐在旁边围观。",
    "这个点子来自阿姆斯特丹——2009年，全世界第一家修理咖啡馆就在那儿开张。我们的咖啡馆2021年开业，家当只有四个志愿者和一把借来的电烙铁。",
    "去年我们一口气修好了412件东西！小家电最多，其次是衣服，然后是自行车。",
]
case(
    "cut", "d14b-cut-en-03", "en", "length_stop_on_dash",
    "a repair café made livelier: the last paragraph stops on a dash, the model says it finished",
    REPAIR_T, REPAIR, "Make it livelier.",
    [full(REPAIR_T, REPAIR_LIVELY + ["Bring your broken thing, a big dose of patience and any spare parts — we can't promise a fix, but we'll always —"])],
    expect=refused("the reply stops on a dash where the paragraph ends a sentence"),
)  # fmt: skip
FILES["cut"][-1]["finish_reason"] = "stop"
case(
    "cut", "d14b-cut-zh-02", "zh", "length_stop_on_colon",
    "修理咖啡馆整篇改活泼：最后一段停在冒号上，却报告正常结束",
    XIU_T, XIU, "整篇写得更活泼一点。",
    [full(XIU_T, XIU_LIVELY + ["带上坏掉的东西和满满的耐心，有备用零件就一起带来。记住一句话："])],
    expect=refused("the reply stops on a colon where the paragraph ends a sentence"),
)  # fmt: skip
FILES["cut"][-1]["finish_reason"] = "stop"

# A label before the new text -----------------------------------------------------------------

selection(
    "labels", "d14b-labels-en-01", "en", "selection_option_label",
    "a repair café: one version, labelled 'Option 1:'",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.", "Option 1: " + PROMISE_NEW, PROMISE_NEW,
)  # fmt: skip
selection(
    "labels", "d14b-labels-en-02", "en", "selection_labelled_line",
    "a choir story: 'Rewritten sentence:' on a line of its own above the new text",
    CHOIR_T, CHOIR, "The tea break is, honestly, half the reason most of us come.",
    "Make this funnier.",
    "Rewritten sentence:\nThe tea break, if we're honest, is why half of us turn up at all.",
    "The tea break, if we're honest, is why half of us turn up at all.",
)  # fmt: skip
selection(
    "labels", "d14b-labels-zh-01", "zh", "selection_option_label",
    "修理咖啡馆：只给一个版本，前面却标着“方案一：”",
    XIU_T, XIU, BAODAN, "这句写得亲切一点。", "方案一：" + BAODAN_NEW, BAODAN_NEW,
)  # fmt: skip
selection(
    "labels", "d14b-labels-zh-02", "zh", "selection_labelled_line",
    "合唱团：新句前面带“修改后的句子：”",
    HECHANG_T, HECHANG, "说实话，大半的人来这儿，有一半是为了那次茶歇。", "这句改得俏皮些。",
    "修改后的句子：说句实在话，不少人风雨无阻地来，图的就是那杯茶。",
    "说句实在话，不少人风雨无阻地来，图的就是那杯茶。",
)  # fmt: skip

# Several versions to choose from -------------------------------------------------------------

selection(
    "versions", "d14b-versions-en-01", "en", "selection_options_many",
    "a repair café: two bold-labelled options, no question after them",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.",
    "**Option 1:** " + PROMISE_NEW + "\n\n**Option 2:** We can't fix everything, but you'll never leave without knowing what's wrong.",
    expect=says("you'll never leave without knowing"),
)  # fmt: skip
selection(
    "versions", "d14b-versions-en-02", "en", "selection_options_many",
    "a choir story: a numbered list of quoted rewrites after 'Here are a few options:'",
    CHOIR_T, CHOIR, "I still cannot hold a high G, but nobody seems to mind.", "Make this funnier.",
    "Here are a few options:\n\n1. \"I still can't reach a high G, and nobody has had the heart to tell me.\"\n2. \"A high G remains beyond me, but the altos have stopped wincing.\"",
    expect=says("the altos have stopped wincing"),
)  # fmt: skip
selection(
    "versions", "d14b-versions-zh-01", "zh", "selection_options_many",
    "修理咖啡馆：方案一、方案二各占一行",
    XIU_T, XIU, BAODAN, "这句写得亲切一点。",
    "方案一：" + BAODAN_NEW + "\n方案二：能不能修好不敢说，但一定帮你找到毛病。",
    expect=says("方案二"),
)  # fmt: skip

# The old text, an arrow, the new text ----------------------------------------------------------

selection(
    "arrows", "d14b-arrows-en-01", "en", "selection_arrow",
    "a repair café: 'old → new' on one line",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.", PROMISE + " → " + PROMISE_NEW, PROMISE_NEW,
)  # fmt: skip
selection(
    "arrows", "d14b-arrows-en-02", "en", "selection_arrow",
    "a choir story: '~~old~~ -> **new**'",
    CHOIR_T, CHOIR, "There is no audition.", "Make this more inviting.",
    "~~There is no audition.~~ -> **Nobody has to audition.**", "Nobody has to audition.",
)  # fmt: skip
selection(
    "arrows", "d14b-arrows-zh-01", "zh", "selection_arrow",
    "修理咖啡馆：“原文：… → 改为：…”在同一行",
    XIU_T, XIU, BAODAN, "这句写得亲切一点。",
    "原文：" + BAODAN + " → 改为：" + BAODAN_NEW, BAODAN_NEW,
)  # fmt: skip

# Markup or JSON around the new text ----------------------------------------------------------

selection(
    "dress", "d14b-dress-en-01", "en", "selection_bold_wrapped",
    "a repair café: the new sentence in bold the selection did not have",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.", "**" + PROMISE_NEW + "**", PROMISE_NEW,
)  # fmt: skip
selection(
    "dress", "d14b-dress-en-02", "en", "selection_json",
    "a choir story: a JSON answer {\"replacement\": …} in a json fence",
    CHOIR_T, CHOIR, "There is no audition.", "Make this more inviting.",
    '```json\n{"replacement": "Nobody has to audition."}\n```', "Nobody has to audition.",
)  # fmt: skip
selection(
    "dress", "d14b-dress-zh-01", "zh", "selection_quote_marked",
    "合唱团：新句每行前加了引用符“> ”",
    HECHANG_T, HECHANG, "合唱团不用面试。", "写得更欢迎人一些。",
    "> 想来就来，不用面试。", "想来就来，不用面试。",
)  # fmt: skip
selection(
    "dress", "d14b-dress-zh-02", "zh", "selection_json",
    "修理咖啡馆：JSON 回答 {\"replacement\": …}",
    XIU_T, XIU, BAODAN, "这句写得亲切一点。",
    '{"replacement": "' + BAODAN_NEW + '"}', BAODAN_NEW,
)  # fmt: skip

# A remark after the new text -------------------------------------------------------------------

selection(
    "remarks", "d14b-remarks-en-01", "en", "selection_rule_then_note",
    "a repair café: a '---' rule and 'I swapped…' after the new text",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.",
    PROMISE_NEW + "\n\n---\n\nI swapped \"cannot\" for \"can't\" and made the promise more personal.",
    PROMISE_NEW, note="I swapped",
)  # fmt: skip
selection(
    "remarks", "d14b-remarks-en-02", "en", "selection_dash_note",
    "a choir story: the remark after a dash on the new text's line",
    CHOIR_T, CHOIR, "The tea break is, honestly, half the reason most of us come.",
    "Make this funnier.",
    "The tea break is, if we're honest, the main event. — This keeps the joke but lands it harder.",
    "The tea break is, if we're honest, the main event.", note="keeps the joke",
)  # fmt: skip
selection(
    "remarks", "d14b-remarks-zh-01", "zh", "selection_bracketed_note",
    "修理咖啡馆：新句后另起一段括号说明",
    XIU_T, XIU, BAODAN, "这句写得亲切一点。",
    BAODAN_NEW + "\n\n（语气更口语、更亲切了。）", BAODAN_NEW, note="语气更口语",
)  # fmt: skip
selection(
    "remarks", "d14b-remarks-zh-02", "zh", "selection_dash_note",
    "合唱团：新句后用破折号接说明",
    HECHANG_T, HECHANG, "合唱团不用面试。", "写得更欢迎人一些。",
    "想来就来，不用面试。——这样读起来更欢迎人。", "想来就来，不用面试。", note="这样读起来",
)  # fmt: skip

selection(
    "remarks", "d14b-remarks-en-03", "en", "selection_word_count_after",
    "a choir story: 'Word count: 12' in a paragraph of its own after the new text",
    CHOIR_T, CHOIR, "I still cannot hold a high G, but nobody seems to mind.", "Make this funnier.",
    "I still can't reach a high G, and nobody has had the heart to tell me.\n\nWord count: 16",
    "I still can't reach a high G, and nobody has had the heart to tell me.", note="Word count: 16",
)  # fmt: skip
selection(
    "remarks", "d14b-remarks-en-04", "en", "selection_italic_note",
    "a repair café: the model's remark in italics after the new text",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.",
    PROMISE_NEW + "\n\n*I kept the honesty but made it sound friendlier.*",
    PROMISE_NEW, note="I kept the honesty",
)  # fmt: skip
selection(
    "remarks", "d14b-remarks-zh-03", "zh", "selection_changes_list",
    "合唱团：新句后跟“改动：”和两条列表",
    HECHANG_T, HECHANG, "合唱团不用面试。", "写得更欢迎人一些。",
    "想来就来，不用面试。\n\n改动：\n- 开头加了“想来就来”\n- 语气更热情",
    "想来就来，不用面试。", note="改动",
)  # fmt: skip
selection(
    "remarks", "d14b-remarks-zh-04", "zh", "selection_offer_after",
    "修理咖啡馆：新句后一段“如果还需要调整，随时告诉我～”",
    XIU_T, XIU, BAODAN, "这句写得亲切一点。",
    BAODAN_NEW + "\n\n如果还需要调整，随时告诉我～", BAODAN_NEW,
)  # fmt: skip

# A list item's marker given again -------------------------------------------------------------

KIT_T = "修理日带什么"
KIT = [
    "来之前请准备好：",
    "1. 坏掉的东西。\n2. 一点耐心。\n3. 备用零件（如果有的话）。",
    "别忘了带上购买凭证，保修期内的东西先找商家。",
]
selection(
    "dress", "d14b-dress-zh-03", "zh", "selection_list_marker_again",
    "修理日清单：选中第二项的文字，回复又带上了“2. ”",
    KIT_T, KIT, "一点耐心。", "写得俏皮一点。", "2. 满满一口袋的耐心。", "满满一口袋的耐心。",
)  # fmt: skip

# A second version offered after the first ----------------------------------------------------

selection(
    "versions", "d14b-versions-en-03", "en", "selection_alternative_after",
    "a choir story: one rewrite, then 'Or, if you want it shorter: …'",
    CHOIR_T, CHOIR, "I still cannot hold a high G, but nobody seems to mind.", "Make this funnier.",
    "I still can't reach a high G, and nobody has had the heart to tell me.\n\nOr, if you want it shorter: High G? Never heard of her.",
    expect=says("Or, if you want it shorter"),
)  # fmt: skip
selection(
    "versions", "d14b-versions-en-04", "en", "selection_two_replacements",
    "a repair café: two <replacement> answers, the second 'more briefly'",
    REPAIR_T, REPAIR, PROMISE, "Make this warmer.",
    "<replacement>" + PROMISE_NEW + "</replacement>\n\nOr, more briefly: <replacement>No promises, but we'll always find the fault.</replacement>",
    expect=says("more briefly"),
)  # fmt: skip
selection(
    "versions", "d14b-versions-zh-02", "zh", "selection_alternative_after",
    "合唱团：先给一句，再来一段“也可以写成：…”",
    HECHANG_T, HECHANG, "我到现在还唱不上高音，不过好像谁也不在意。", "这句改得幽默些。",
    "高音至今和我不熟，好在大家都很有礼貌地假装没听见。\n\n也可以写成：高音？我们还没正式认识。",
    expect=says("也可以写成"),
)  # fmt: skip

# A placeholder for part of the selection -------------------------------------------------------

selection(
    "left_out", "d14b-left-out-en-01", "en", "selection_placeholder",
    "a repair café: the whole paragraph selected, the reply rewrites its start and ends '[rest of paragraph unchanged]'",
    REPAIR_T, REPAIR, REPAIR[3], "Make this livelier.",
    "Bring your broken thing and a big dose of patience! [rest of paragraph unchanged]",
    expect=refused("a placeholder stands for part of the selection"),
)  # fmt: skip
selection(
    "left_out", "d14b-left-out-en-02", "en", "selection_placeholder",
    "a choir story: two sentences selected, the reply rewrites the first and trails off with a lone '...'",
    CHOIR_T, CHOIR, CHOIR[2], "Make this funnier.",
    "We rehearse for ninety minutes, with a tea break bang in the middle. ...",
    expect=refused("a lone '...' stands for the selection's second sentence"),
)  # fmt: skip
selection(
    "left_out", "d14b-left-out-zh-01", "zh", "selection_placeholder",
    "修理咖啡馆：选中整段，回复只改了开头，后面写“（后面不变）”",
    XIU_T, XIU, XIU[3], "这段写得活泼一点。",
    "带上坏掉的东西和满满的耐心吧！（后面不变）",
    expect=refused("a placeholder stands for part of the selection"),
)  # fmt: skip

# A table row dropped unasked: told as a row -----------------------------------------------------

HALL_T = "Rehearsal Rooms"
HALL = [
    "The choir rents three rooms across town, depending on the week.",
    "| Room | Seats | Piano |\n|---|---|---|\n| St Anne's hall | 80 | yes |\n| Library annexe | 30 | no |\n| Scout hut | 25 | no |",
    "Ask Ruth if you are unsure where we are meeting.",
]
hall_piano = HALL[1].replace("| Library annexe | 30 | no |", "| Library annexe | 30 | yes |")
case(
    "rows", "d14b-rows-en-01", "en", "table_row_removed_told",
    "rehearsal rooms: a cell changed as asked, a row dropped unasked — told as a table row",
    HALL_T, HALL, "The library annexe has a piano now; update the table.",
    [full(HALL_T, swap(HALL, 1, hall_piano.replace("\n| Scout hut | 25 | no |", "")))],
    swap(HALL, 1, hall_piano), withheld_min=1,
)  # fmt: skip
FILES["rows"][-1]["expect"]["note_contains"] = "a table row removed"
FANG_T = "排练场地"
FANG = [
    "合唱团每周在城里三个地方轮流排练。",
    "| 场地 | 座位 | 钢琴 |\n|---|---|---|\n| 社区礼堂 | 80 | 有 |\n| 图书馆附楼 | 30 | 无 |\n| 童子军小屋 | 25 | 无 |",
    "不确定在哪儿排练，就问老周。",
]
fang_piano = FANG[1].replace("| 图书馆附楼 | 30 | 无 |", "| 图书馆附楼 | 30 | 有 |")
case(
    "rows", "d14b-rows-zh-01", "zh", "table_row_added_told",
    "排练场地：按要求改了一格，又擅自加了一行——告诉作者是表格加了一行",
    FANG_T, FANG, "图书馆附楼现在有钢琴了，改一下表格。",
    [full(FANG_T, swap(FANG, 1, fang_piano + "\n| 老周家客厅 | 12 | 有 |"))],
    swap(FANG, 1, fang_piano), withheld_min=1,
)  # fmt: skip
FILES["rows"][-1]["expect"]["note_contains"] = "表格加了一行"

if __name__ == "__main__":
    write(HERE)
