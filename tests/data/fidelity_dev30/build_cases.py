# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 30 (tests/data/fidelity_dev30/*.jsonl): probes of the kinds blind
set 29, dev set 29 and lead set 29 still failed at the start of session 30, in other wordings
and other reply shapes, on articles of their own, written before session 30's fixes. Every
expected article is the original paragraph list with only the asked entries replaced, so
untouched text is byte for byte the writer's; the new text of every changed entry is checked to
occur in the reply.

    .venv/bin/python tests/data/fidelity_dev30/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

# --- articles -------------------------------------------------------------------------------

POOL_T = "Riverside Pool Reopens After Repairs"
POOL = [
    "Riverside Pool reopened on 12 January 2027 after a four-month repair of its roof and changing rooms, which cost £240,000.",
    "More than 600 swimmers came on the first day, and the early lane sessions were full by 7am.",
    "“We missed the regulars as much as they missed us,” said manager Tom Hale. “The new changing rooms are warmer and there are twice as many lokers.”",
    "Tickets cost £5 for adults and £2.50 for children. A ten-swim card costs £40 and can be shared within a family. Over-65s swim free on weekday mornings.",
    "The pool is open from 6am to 9pm on weekdays and 8am to 6pm at weekends. Children under eight are not allowed in, apart from during family sessions.",
    "Parkng is free for two hours in the car park on Mill Lane. Bike racks have been moved next to the main entrance.",
    "Swimming lessons for beginners start again on 19 January, on Tuesday and Thursday evenings.",
    "Bookings and questions: riversidepool.example.org or 960 733.",
]
ZPOOL_T = "河畔游泳馆维修后重新开放"
ZPOOL = [
    "河畔游泳馆于2027年1月12日重新开放。此前屋顶和更衣室维修了四个月，花费24万元。",
    "开馆第一天就来了600多名泳客，早上7点前泳道就已经排满。",
    "“老泳客想我们，我们也想他们，”馆长何涛说。“新更衣室更暖和，储物柜也多了一陪。”",
    "成人票每张25元，儿童票12元。十次卡200元，家人可以共用。65岁以上老人工作日上午免费。",
    "游泳馆周一至周五早上6点到晚上9点开放，周末上午8点到晚上6点。除亲子场外，八岁以下儿童不得入内。",
    "米巷停车场可免废停车两小时。自行车架已移到正门旁边。",
    "初学者游泳课1月19日恢复，每周二和周四晚上上课。",
    "预约和咨询：riversidepool.example.org，或致电 8860 3733。",
]
NOTES_T = "Jotter 5.1 Release Notes"
NOTES = [
    "Jotter 5.1 came out on 4 March 2027 with faster export and 9 bug fixes.",
    "## Export",
    "Exporting a notebook to PDF is now twice as fast. A 300-page notebook takes about 20 seconds instead of 40.",
    "## Upgrading",
    "Back up first, then upgrade:",
    "```bash\njotter backup --all\njotter upgrade --to 5.1.0\n```",
    "If the upgrade stops with `index busy`, close every Jotter window and run it again.",
]
ZNOTES_T = "「速记」5.1 版发布说明"
ZNOTES = [
    "「速记」5.1 版于2027年3月4日发布，导出更快，并修复了9个问题。",
    "## 导出",
    "把笔记本导出为 PDF 的速度提高了一倍。一本300页的笔记本现在约20秒就能导出，过去要40秒。",
    "## 升级方法",
    "请先备份，再升级：",
    "```bash\njotter backup --all\njotter upgrade --to 5.1.0\n```",
    "如果升级时出现 `index busy` 提示，请关闭所有「速记」窗口后重新运行。",
]

ARTICLES = {
    "pool": (POOL_T, POOL),
    "zpool": (ZPOOL_T, ZPOOL),
    "notes": (NOTES_T, NOTES),
    "znotes": (ZNOTES_T, ZNOTES),
}
SET = Articles("d30", ARTICLES)
paras_of, whole, body, one = SET.paras, SET.whole, SET.body, SET.one

P, ZP, T, ZT = "pool", "zpool", "notes", "znotes"
B29 = "blind29 failure kind, own article and wording"
D29 = "dev29 failure kind, own article and wording"
L29 = "lead29 failure kind, own article and wording"

# --- asks.jsonl: a question beside "don't edit", a sentence moved inside its paragraph, an
# addition to a value the paragraph holds but does not name ------------------------------------

F = "asks"
one(
    F,
    "question_then_no_edit",
    B29,
    P,
    "Which paragraph would you shorten first? Don't shorten anything, just say.",
    [
        "I'd shorten paragraph 4, the prices one: the ten-swim card detail could go. I haven't changed anything."
    ],
    expect=says("I'd shorten paragraph 4"),
)
one(
    F,
    "question_then_no_edit",
    B29,
    ZP,
    "哪一段最可以删掉？说一下就行，不要动原文。",
    ["我会删第六段，也就是停车那段：它和重新开放关系最小。原文我没有改动。"],
    expect=says("我会删第六段"),
)
one(
    F,
    "question_answered_quoting_paragraph",
    B29,
    P,
    "What would you cut if it had to lose a paragraph? Tell me first, don't cut it.",
    [
        f"I'd cut this one:\n\n{POOL[5]}\n\nIt's the least about the reopening. Nothing has been changed."
    ],
    expect=says("I'd cut this one"),
)
one(
    F,
    "question_answered_quoting_paragraph",
    B29,
    ZP,
    "如果只能删一段，你删哪段？先别删。",
    [f"我会删这一段：\n\n{ZPOOL[5]}\n\n它和游泳馆重新开放的关系最小。我没有改动原文。"],
    expect=says("我会删这一段"),
)
one(
    F,
    "question_answered_quoting_paragraph",
    B29,
    ZP,
    "你看哪段可以删？告诉我就好。",
    [f"可以考虑删掉这段：\n\n{ZPOOL[6]}\n\n要我删掉吗？"],
    expect=says("可以考虑删掉这段"),
)

new = "Children under eight are not allowed in, apart from during family sessions. The pool is open from 6am to 9pm on weekdays and 8am to 6pm at weekends."
one(
    F,
    "sentence_moved_inside_paragraph",
    B29,
    P,
    "In paragraph 5, put the sentence about children first.",
    [f"Done — the children sentence now leads:\n\n{new}"],
    {4: new},
)
new = "十次卡200元，家人可以共用。成人票每张25元，儿童票12元。65岁以上老人工作日上午免费。"
one(
    F,
    "sentence_moved_inside_paragraph",
    B29,
    ZP,
    "第四段里把讲十次卡的那句挪到最前面。",
    [f"好的，十次卡那句已挪到最前面：\n\n{new}"],
    {3: new},
)
new = (
    "除亲子场外，八岁以下儿童不得入内。游泳馆周一至周五早上6点到晚上9点开放，周末上午8点到晚上6点。"
)
one(
    F,
    "sentence_moved_inside_paragraph",
    B29,
    ZP,
    "第五段把最后一句提到开头。",
    [new],
    {4: new},
)

new = "Riverside Pool reopened on Tuesday 12 January 2027 after a four-month repair of its roof and changing rooms, which cost £240,000."
one(
    F,
    "value_named_by_kind_added_to",
    B29,
    P,
    "Put the day of the week next to the date.",
    [f"Here you go:\n\n{new}\n\n(12 January 2027 is a Tuesday.)"],
    {0: new},
)
new = "Bookings and questions: riversidepool.example.org or 01632 960 733."
one(
    F,
    "value_named_by_kind_added_to",
    B29,
    P,
    "Add the area code 01632 to the phone number.",
    [f"Updated:\n\n{new}"],
    {7: new},
)
new = "河畔游泳馆于2027年1月12日（星期二）重新开放。此前屋顶和更衣室维修了四个月，花费24万元。"
one(
    F,
    "value_named_by_kind_added_to",
    B29,
    ZP,
    "在日期后面加上星期几。",
    [f"已加上：\n\n{new}"],
    {0: new},
)
new = "预约和咨询：riversidepool.example.org，或致电 0571-8860 3733。"
one(
    F,
    "value_named_by_kind_added_to",
    B29,
    ZP,
    "电话号码前面加上区号0571。",
    [new + "\n\n还需要改别的地方吗？"],
    {7: new},
)

# --- notes.jsonl: a list of the changes under the whole article; a paragraph back unchanged ---

F = "notes"
fixed = {2: POOL[2].replace("lokers", "lockers"), 5: POOL[5].replace("Parkng", "Parking")}
one(
    F,
    "whole_then_corrections_list",
    B29,
    P,
    "Fix the typos.",
    [whole(P, changes=fixed) + "\n\n**Corrections made:**\n- lokers → lockers\n- Parkng → Parking"],
    fixed,
)
zfixed = {2: ZPOOL[2].replace("一陪", "一倍"), 5: ZPOOL[5].replace("免废", "免费")}
one(
    F,
    "whole_then_corrections_list",
    B29,
    ZP,
    "改一下错别字。",
    [whole(ZP, changes=zfixed) + "\n\n**改正的错别字：**\n- 一陪 → 一倍\n- 免废 → 免费"],
    zfixed,
)
one(
    F,
    "whole_then_corrections_list",
    B29,
    ZP,
    "帮我把错别字改掉。",
    [
        whole(ZP, changes=zfixed)
        + "\n\n修改说明：\n1. 第三段“一陪”改为“一倍”\n2. 第六段“免废”改为“免费”"
    ],
    zfixed,
)
one(
    F,
    "whole_then_corrections_list",
    B29,
    ZP,
    "纠正文中的错别字。",
    [
        whole(ZP, changes=zfixed)
        + "\n\n---\n\n以上共改了两处错别字：「一陪」→「一倍」，「免废」→「免费」。"
    ],
    zfixed,
)

one(
    F,
    "unchanged_after_no_typos",
    D29,
    P,
    "Check paragraph 2 for typos.",
    [f"No typos there — it reads fine as it is:\n\n{POOL[1]}"],
    expect=NO_CHANGE,
)
one(
    F,
    "unchanged_after_no_typos",
    D29,
    ZP,
    "检查一下第二段的错别字。",
    [f"第二段没有发现错别字，保持原样：\n\n{ZPOOL[1]}"],
    expect=NO_CHANGE,
)
one(
    F,
    "unchanged_after_no_typos",
    D29,
    P,
    "Proofread the last paragraph.",
    [f"I checked it and found nothing to fix. Here it is, unchanged:\n\n{POOL[7]}"],
    expect=NO_CHANGE,
)

# --- places.jsonl: a paragraph named by its place beside a topic-named one --------------------

F = "places"
new = "Open from 6am to 9pm on weekdays and 8am to 6pm at weekends; children under eight are not allowed in, apart from during family sessions."
one(
    F,
    "paragraph_beside_topic_paragraph",
    D29,
    P,
    "Make the paragraph after the prices one shorter.",
    [f"Shorter:\n\n{new}"],
    {4: new},
)
new = "Parking is free for two hours in the Mill Lane car park, and you'll now find the bike racks right by the main entrance."
one(
    F,
    "paragraph_beside_topic_paragraph",
    D29,
    P,
    "Make the paragraph before the lessons one friendlier.",
    [new],
    {5: new},
)
new = (
    "游泳馆周一至周五早上6点到晚上9点开放，周末上午8点到晚上6点；亲子场以外，八岁以下儿童不得入内。"
)
one(
    F,
    "paragraph_beside_topic_paragraph",
    D29,
    ZP,
    "票价那段后面那段改简洁一点。",
    [f"简洁一点：\n\n{new}"],
    {4: new},
)
new = "米巷停车场可以免费停两小时，自行车架现在就在正门旁边。"
one(
    F,
    "paragraph_beside_topic_paragraph",
    D29,
    ZP,
    "讲游泳课那段前面那段写得亲切一点。",
    [new],
    {5: new},
)

new = "Exporting a notebook to PDF is now twice as fast — a 300-page notebook takes about 20 seconds instead of 40, so you'll spend less time waiting."
one(
    F,
    "topic_paragraph_code_changed_outside",
    L29,
    T,
    "Make the export speed paragraph friendlier.",
    [whole(T, changes={2: new, 5: NOTES[5].replace("5.1.0", "5.1")})],
    {2: new},
    withheld_min=1,
)
new = (
    "好消息：把笔记本导出为 PDF 的速度提高了一倍！一本300页的笔记本现在约20秒就能导出，过去要40秒。"
)
one(
    F,
    "topic_paragraph_code_changed_outside",
    L29,
    ZT,
    "讲导出速度的那段写得亲切一点。",
    [whole(ZT, changes={2: new, 5: ZNOTES[5].replace("5.1.0", "5.1")})],
    {2: new},
    withheld_min=1,
)

# --- facts.jsonl: the same meaning said another way (kept), and a meaning turned (refused) ------

F = "facts"
new = "The pool is open from 6am to 9pm on weekdays and 8am to 6pm at weekends. Only during family sessions are children under eight allowed in."
one(
    F,
    "exception_said_as_only",
    D29,
    P,
    "Make paragraph 5 clearer.",
    [new],
    {4: new},
)
new = "The pool is open from 6am to 9pm on weekdays and 8am to 6pm at weekends. Children under eight may come in only during family sessions."
one(
    F,
    "exception_said_as_only",
    D29,
    P,
    "Reword paragraph 5 so it reads more smoothly.",
    [f"Smoother:\n\n{new}"],
    {4: new},
)
new = "游泳馆周一至周五早上6点到晚上9点开放，周末上午8点到晚上6点。只有亲子场允许八岁以下儿童入内。"
one(
    F,
    "exception_said_as_only",
    D29,
    ZP,
    "第五段写清楚一点。",
    [new],
    {4: new},
)
one(
    F,
    "exception_turned_into_welcome",
    D29,
    P,
    "Make paragraph 5 friendlier.",
    [
        "The pool welcomes you from 6am to 9pm on weekdays and 8am to 6pm at weekends. Children under eight are allowed in too, including during family sessions."
    ],
    expect=refused("the under-eights rule turned around: they are no longer kept out"),
)
one(
    F,
    "exception_turned_into_welcome",
    D29,
    ZP,
    "第五段写得亲切一点。",
    [
        "游泳馆周一至周五早上6点到晚上9点、周末上午8点到晚上6点欢迎您。八岁以下儿童也可以入内，亲子场也欢迎。"
    ],
    expect=refused("八岁以下儿童不得入内 turned into a welcome"),
)

new = "游泳馆工作日6点到21点开放，周末8点到18点。除亲子场外，八岁以下儿童不得入内。"
one(
    F,
    "clock_time_in_24_hours",
    D29,
    ZP,
    "第五段精简一点。",
    [new],
    {4: new},
)
new = "The pool is open 06:00–21:00 on weekdays and 08:00–18:00 at weekends. Children under eight are not allowed in, apart from during family sessions."
kept = "The pool is open 6am–9pm on weekdays and 8am–6pm at weekends. Children under eight are not allowed in, apart from during family sessions."
one(
    F,
    "clock_time_in_24_hours",
    D29,
    P,
    "Tighten paragraph 5.",
    [new],
    # the same times restyled: the writer's own way of writing them is put back (figures.py)
    expect={"outcome": "applied", "title": POOL_T, "body": body(P, changes={4: kept})},
)
one(
    F,
    "clock_time_moved",
    D29,
    ZP,
    "第五段精简一点。",
    ["游泳馆工作日6点到19点开放，周末8点到18点。除亲子场外，八岁以下儿童不得入内。"],
    expect=refused("晚上9点 became 19点"),
)

# --- titles.jsonl: only the title translated, answered with the title alone ---------------------

F = "titles"
one(
    F,
    "title_only_translated_alone",
    L29,
    ZP,
    "把标题翻成英文。",
    ["**Riverside Pool Reopens After Repairs**"],
    title="Riverside Pool Reopens After Repairs",
)
one(
    F,
    "title_only_translated_alone",
    L29,
    ZP,
    "标题改成英文的。",
    ["Title: Riverside Pool Reopens After Repairs"],
    title="Riverside Pool Reopens After Repairs",
)
one(
    F,
    "title_only_translated_alone",
    L29,
    P,
    "Translate just the title into Chinese.",
    ["# 河畔游泳馆维修后重新开放"],
    title="河畔游泳馆维修后重新开放",
)

if __name__ == "__main__":
    finish(HERE)
