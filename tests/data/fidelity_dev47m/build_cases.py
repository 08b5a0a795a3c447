# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes cases.jsonl: session 47's variants of the writer's markup and the model's notes
(outside46a F6, F9, F10, F16, F17, F22; outside46b F7), in other articles, genres and both
languages, with near-misses that must keep working (run from the repository root:
`.venv/bin/python tests/data/fidelity_dev47m/build_cases.py`). Every expected article is the
original paragraph list with only the asked changes made."""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_build import applied_changes as applied  # noqa: E402
from fidelity_build import filed_case, finish  # noqa: E402
from fidelity_build import full as whole  # noqa: E402
from fidelity_build import swapped as swap  # noqa: E402

BAKE = (
    "Maple Street School bake sale",
    [
        "Our autumn bake sale is on Friday 17 October in the school hall, from 3 pm to 5 pm.",
        "All money raised goes towards new books for the library. Last year we raised £640.",
        "- Cakes and biscuits: 50p each\n- Slices of pie: £1\n- Hot drinks: 80p",
        "Please label anything that contains nuts. Thank you for your help!",
    ],
)
GARDEN = (
    "Allotment society: what to plant in March",
    [
        "March is when the season really starts, even if the soil still feels cold.",
        "* Broad beans can go straight in the ground\n* Onion sets want a sunny bed\n* Sweet peas should stay under cover",
        "Our seed swap runs every Sunday morning in the tool shed. Bring spare seeds in labelled envelopes.",
    ],
)
REPORT = (
    "Youth Choir — Spring Term Report",
    [
        "## Summary",
        "Twenty-four singers joined this term, and we performed at two care homes and the town fair.",
        "## What we learned",
        "Rehearsals on Thursday nights clashed with football, so attendance dropped in March. We moved two rehearsals to Saturday mornings.",
        "## Next steps",
        "In the summer term we will record our first album with help from the music college.",
    ],
)
ZH_REPORT = (
    "青少年合唱团春季学期总结",
    [
        "## 概况",
        "本学期共有24名团员参加，我们在两家养老院和镇上的集市演出了。",
        "## 遇到的困难",
        "周四晚上的排练和足球训练冲突，三月份出勤率下降了。我们把两次排练改到了周六上午。",
        "## 下一步",
        "夏季学期我们会在音乐学院的帮助下录制第一张专辑。",
    ],
)
ZH_BOOKS = (
    "读书会十一月安排",
    [
        "各位书友：",
        "本月我们一起读《平凡的世界》，每周讨论一次，地点在社区图书馆三楼。",
        "- 11月5日：第一部\n- 11月12日：第二部\n- 11月19日：第三部",
        "请提前读完当周的章节，带上自己的笔记本。",
    ],
)
CAFE = (
    "Repair café this Saturday",
    [
        "Bring your broken toasters, lamps and jumpers to the Repair Café this Saturday at St Anne's church hall.",
        "Doors open at 10 am and the last repair is booked at 3 pm. Volunteers fix what they can for free, and you stay to learn how.",
        "We cannot take anything with a gas supply.",
        "See you there!",
    ],
)
ZH_CAFE = (
    "周六社区修理日",
    [
        "本周六社区修理日照常举行，地点在街道活动中心一楼。",
        "上午九点开门，下午三点停止登记。志愿者免费帮大家修小家电、缝补衣服，请提前到场排队。",
        "燃气类电器恕不接收。",
        "欢迎大家来！",
    ],
)
QUOTES = (
    "Pottery club rules",
    [
        'Our rule of thumb is "clean as you go."',
        'The big kiln is called "Old Smokey" and only Jo may open it. Please don\'t lean on the shelves.',
        "Thanks for keeping the studio tidy.",
    ],
)
ZH_QUOTES = (
    "摄影社活动须知",
    [
        "我们的口号是「先观察，再按快门」。",
        "社里那台老相机大家叫它「老黑」，只有组长可以借出。请不要随意拆镜头。",
        "感谢大家爱护器材。",
    ],
)
SPACES = (
    "Library notice",
    [
        "We open at 9.  Coffee is free.  The quiet room is upstairs.",
        "Please return books on time.  Late fees are 10p a day.",
    ],
)
PARTY = (
    "Office summer party",
    [
        "The summer party is on Friday 4 July on the roof terrace. 🎉",
        "Food starts at 6 pm and the band plays from 7 pm.",
        "Partners and friends are welcome.",
    ],
)
ZH_PARTY = (
    "公司年会通知",
    [
        "今年的年会定在1月20日晚上，在三楼多功能厅举行。🎉",
        "六点开始用餐，七点有抽奖环节。",
        "欢迎带家属参加。",
    ],
)
ZH_ADOPT = (
    "流浪猫领养日",
    [
        "本周日上午十点，我们在小区东门举办流浪猫领养日。🐾",
        "现场有12只猫等待新家，都已打过疫苗。",
        "领养需要带身份证，并签署领养协议。",
    ],
)
ZH_AUTUMN = ("秋天", ["我们去了公园。", "叶子黄了，风有点凉。"])
ZH_TRIP = ("春游", ["周六我们去了湖边。", "孩子们在草地上放风筝。", "傍晚才回家。"])

case = partial(filed_case, "cases", "d47m-")


def sub(text: str, old: str, new: str) -> str:
    assert old in text, (old, text)
    return text.replace(old, new)


# 1. A list's marks retyped by a light or whole-article edit (outside46a F6) -----------------

p = BAKE[1]
fixed = sub(p[1], "Last year we raised £640.", "Last year, we raised £640.")
case(
    "list-en-01",
    "en",
    "list_marks_retyped_light",
    "outside46a F6: '- ' → '* ' in a grammar fix",
    BAKE,
    "fix the grammar throughout",
    whole(BAKE[0], swap(p, {1: fixed, 2: p[2].replace("- ", "* ")})),
    applied(BAKE, {1: fixed}),
)
fixed_g = sub(GARDEN[1][2], "Bring spare seeds", "Please bring spare seeds")
case(
    "list-en-02",
    "en",
    "list_marks_retyped_light",
    "F6 variant: '* ' → '- ', a typo fix",
    GARDEN,
    "Can you correct any typos and grammar mistakes?",
    whole(GARDEN[0], swap(GARDEN[1], {1: GARDEN[1][1].replace("* ", "- "), 2: fixed_g})),
    applied(GARDEN, {2: fixed_g}),
)
item_fixed = sub(
    GARDEN[1][1], "Onion sets want a sunny bed", "Onion sets want a sunny bed, not a shady one"
)
case(
    "list-en-03",
    "en",
    "list_marks_retyped_whole",
    "F6 variant: an item reworded and every mark retyped",
    GARDEN,
    "make the whole piece a bit more helpful",
    whole(GARDEN[0], swap(GARDEN[1], {1: item_fixed.replace("* ", "+ ")})),
    applied(GARDEN, {1: item_fixed}),
)
zb = ZH_BOOKS[1]
zfixed = sub(zb[3], "带上自己的笔记本", "并带上自己的笔记本")
case(
    "list-zh-01",
    "zh",
    "list_marks_retyped_light",
    "F6 variant (zh): '- ' → '• ' in 改错别字",
    ZH_BOOKS,
    "帮我改一下病句和错别字",
    whole(ZH_BOOKS[0], swap(zb, {2: zb[2].replace("- ", "• "), 3: zfixed})),
    applied(ZH_BOOKS, {3: zfixed}),
)
zitem = sub(zb[2], "11月19日：第三部", "11月19日：第三部（最后一次）")
case(
    "list-zh-02",
    "zh",
    "list_marks_retyped_light",
    "F6 variant (zh): an item changed and every mark retyped '* '",
    ZH_BOOKS,
    "通篇检查一下语法",
    whole(ZH_BOOKS[0], swap(zb, {2: zitem.replace("- ", "* ")})),
    applied(ZH_BOOKS, {2: zitem}),
)
case(
    "list-en-04",
    "en",
    "list_marks_asked",
    "near-miss: the marks asked for",
    BAKE,
    "use asterisks for the bullet points",
    whole(BAKE[0], swap(p, {2: p[2].replace("- ", "* ")})),
    applied(BAKE, {2: p[2].replace("- ", "* ")}),
)
case(
    "list-zh-03",
    "zh",
    "list_marks_asked",
    "near-miss (zh): the marks asked for",
    ZH_BOOKS,
    "把列表前面的短横线改成圆点",
    whole(ZH_BOOKS[0], swap(zb, {2: zb[2].replace("- ", "• ")})),
    applied(ZH_BOOKS, {2: zb[2].replace("- ", "• ")}),
)

# 2. A heading's level changed by a section edit or a restyle (outside46a F9) ----------------

r = REPORT[1]
learned = "Thursday rehearsals clashed with football, so attendance dipped in March; moving two rehearsals to Saturday mornings fixed it."
case(
    "heading-en-01",
    "en",
    "heading_level_changed",
    "outside46a F9: '## ' → '### ' and Title Case in a section edit",
    REPORT,
    "reword the 'What we learned' section so it sounds more confident",
    whole(REPORT[0], swap(r, {2: "### What We Learned", 3: learned})),
    applied(REPORT, {3: learned}),
)
upbeat = (
    "In the summer term we get to record our very first album, with help from the music college!"
)
case(
    "heading-en-02",
    "en",
    "heading_level_changed",
    "F9 variant: '## ' → '# ' in a whole restyle",
    REPORT,
    "make the whole report more upbeat",
    whole(REPORT[0], swap(r, {4: "# Next steps", 5: upbeat})),
    applied(REPORT, {5: upbeat}),
)
zr = ZH_REPORT[1]
zhard = "周四晚上的排练和足球训练撞了时间，三月份出勤率有所下降；我们及时把两次排练调到了周六上午。"
case(
    "heading-zh-01",
    "zh",
    "heading_level_changed",
    "F9 variant (zh): '## ' → '### ' in a section edit",
    ZH_REPORT,
    "把“遇到的困难”那部分写得积极一点",
    whole(ZH_REPORT[0], swap(zr, {2: "### 遇到的困难", 3: zhard})),
    applied(ZH_REPORT, {3: zhard}),
)
znext = "夏季学期，我们将在音乐学院的帮助下录制属于自己的第一张专辑！"
case(
    "heading-zh-02",
    "zh",
    "heading_level_changed",
    "F9 variant (zh): '## ' → '#### ' in a whole polish",
    ZH_REPORT,
    "整篇润色一下，读起来更有劲",
    whole(ZH_REPORT[0], swap(zr, {4: "#### 下一步", 5: znext})),
    applied(ZH_REPORT, {5: znext}),
)
case(
    "heading-en-03",
    "en",
    "heading_level_changed",
    "F9 variant: Title Case and level both in a whole restyle",
    REPORT,
    "make it livelier overall",
    whole(REPORT[0], swap(r, {0: "### Summary", 4: "### Next Steps", 5: upbeat})),
    applied(REPORT, {5: upbeat}),
)
case(
    "heading-en-04",
    "en",
    "heading_level_asked",
    "near-miss: the level asked for",
    REPORT,
    "make the section headings one level smaller (### instead of ##)",
    whole(REPORT[0], swap(r, {0: "### Summary", 2: "### What we learned", 4: "### Next steps"})),
    applied(REPORT, {0: "### Summary", 2: "### What we learned", 4: "### Next steps"}),
)

# 3. The model's closing remark after a paragraph it was asked for (outside46a F10) -----------

c = CAFE[1]
cafe2 = c[1] + " Tea and cake are free all day."
case(
    "remark-en-01",
    "en",
    "closing_remark_after_paragraph",
    "outside46a F10: a remark after the paragraph",
    CAFE,
    "in paragraph 2, add that tea and cake are free all day",
    "Here's the updated paragraph:\n\n"
    + cafe2
    + "\n\nI put the tea and cake at the end so the opening times still come first.",
    applied(CAFE, {1: cafe2}, note_lacks="paragraph 3", withheld_paragraphs=[]),
)
case(
    "remark-en-02",
    "en",
    "closing_remark_after_paragraph",
    "F10 variant: 'This version …' remark",
    CAFE,
    "paragraph 2: mention that tea and cake are free all day",
    "Updated paragraph 2:\n\n"
    + cafe2
    + "\n\nThis version keeps the times as they were and just adds the free refreshments.",
    applied(CAFE, {1: cafe2}, note_lacks="paragraph 3", withheld_paragraphs=[]),
)
zc = ZH_CAFE[1]
zcafe2 = zc[1] + "现场还有免费茶水。"
case(
    "remark-zh-01",
    "zh",
    "closing_remark_after_paragraph",
    "F10 variant (zh): 修改说明 after the paragraph",
    ZH_CAFE,
    "第二段加上现场有免费茶水",
    "好的，修改后的第二段如下：\n\n"
    + zcafe2
    + "\n\n我把免费茶水放在了最后，这样开门时间仍然最先看到。",
    applied(ZH_CAFE, {1: zcafe2}, note_lacks="第3段", withheld_paragraphs=[]),
)
case(
    "remark-zh-02",
    "zh",
    "closing_remark_after_paragraph",
    "F10 variant (zh): 这样改… remark",
    ZH_CAFE,
    "在第二段里补一句：现场有免费茶水",
    "第二段：\n\n" + zcafe2 + "\n\n这样改后时间安排没有变，只是加上了茶水的信息。",
    applied(ZH_CAFE, {1: zcafe2}, note_lacks="第3段", withheld_paragraphs=[]),
)

# 4. A signature, a label or a note the model adds (outside46a F16) ---------------------------

warm = [
    "Bring your broken toasters, lamps and jumpers along to the Repair Café this Saturday at St Anne's church hall — we'd love to see you.",
    c[1],
    c[2],
    c[3],
]
case(
    "sign-en-01",
    "en",
    "model_signature_appended",
    "F16 variant: '— Polished by your writing assistant'",
    CAFE,
    "make the first paragraph warmer",
    whole(CAFE[0], warm) + "\n\n— Polished by your writing assistant",
    applied(CAFE, {0: warm[0]}),
)
case(
    "sign-en-02",
    "en",
    "model_signature_appended",
    "F16 variant: 'Revised version — tone: friendly'",
    CAFE,
    "make the opening friendlier",
    whole(CAFE[0], warm) + "\n\nRevised version — tone: friendly, welcoming.",
    applied(CAFE, {0: warm[0]}),
)
zwarm = "本周六社区修理日照常举行，地点在街道活动中心一楼，欢迎街坊们带着坏了的小物件来坐坐。"
case(
    "sign-zh-01",
    "zh",
    "model_signature_appended",
    "F16 variant (zh): （本文已由AI助手润色）",
    ZH_CAFE,
    "第一段再亲切一点",
    whole(ZH_CAFE[0], swap(zc, {0: zwarm})) + "\n\n（本文已由AI助手润色）",
    applied(ZH_CAFE, {0: zwarm}),
)
case(
    "sign-zh-02",
    "zh",
    "model_signature_appended",
    "F16 variant (zh): ——AI润色版",
    ZH_CAFE,
    "开头写得热情些",
    whole(ZH_CAFE[0], swap(zc, {0: zwarm})) + "\n\n——AI润色版",
    applied(ZH_CAFE, {0: zwarm}),
)
soft = "We're sorry, but we can't take anything with a gas supply."
case(
    "sign-en-03",
    "en",
    "note_on_edited_line",
    "F16 variant: '(Softened the tone.)' on the edited line",
    CAFE,
    "make paragraph 3 sound less blunt",
    whole(CAFE[0], swap(c, {2: soft + " (Softened the tone.)"})),
    applied(CAFE, {2: soft}),
)
zsoft = "很抱歉，燃气类电器暂时无法接收，请大家谅解。"
case(
    "sign-zh-03",
    "zh",
    "note_on_edited_line",
    "F16 variant (zh): （语气已调整得更温和） on the edited line",
    ZH_CAFE,
    "第三段说得委婉一点",
    whole(ZH_CAFE[0], swap(zc, {2: zsoft + "（语气已调整得更温和）"})),
    applied(ZH_CAFE, {2: zsoft}),
)
bring = "Bring your broken toasters, lamps and jumpers (one item each, please) to the Repair Café this Saturday at St Anne's church hall."
case(
    "sign-en-04",
    "en",
    "writers_brackets_kept",
    "near-miss: the asked words in brackets are the edit",
    CAFE,
    "in the first paragraph, add '(one item each, please)' after 'jumpers'",
    whole(CAFE[0], swap(c, {0: bring})),
    applied(CAFE, {0: bring}),
)

# 5. Typography drift inside the paragraph the edit changes (outside46a F17) -----------------

q = QUOTES[1]
q1 = 'Our golden rule of thumb is "clean as you go."'
case(
    "typo-en-01",
    "en",
    "drift_in_changed_paragraph",
    "outside46a F17: straight → curly quotes in the changed paragraph",
    QUOTES,
    "make the whole note friendlier",
    whole(QUOTES[0], swap(q, {0: q1.replace('"clean', "“clean").replace('go."', "go.”")})),
    applied(QUOTES, {0: q1}),
)
q2 = 'The big kiln is lovingly called "Old Smokey" and only Jo may open it. Please don\'t lean on the shelves.'
case(
    "typo-en-02",
    "en",
    "drift_in_changed_paragraph",
    "F17 variant: curly quotes and apostrophe in paragraph 2",
    QUOTES,
    "make paragraph 2 a bit warmer",
    whole(
        QUOTES[0],
        swap(
            q,
            {1: q2.replace('"Old', "“Old").replace('Smokey"', "Smokey”").replace("don't", "don’t")},
        ),
    ),
    applied(QUOTES, {1: q2}),
)
zq = ZH_QUOTES[1]
zq1 = "社里那台老相机大家亲切地叫它「老黑」，只有组长可以借出。请不要随意拆镜头哦。"
case(
    "typo-zh-01",
    "zh",
    "drift_in_changed_paragraph",
    "F17 variant (zh): 「」 → “” in the changed paragraph",
    ZH_QUOTES,
    "第二段语气亲切一点",
    whole(ZH_QUOTES[0], swap(zq, {1: zq1.replace("「", "“").replace("」", "”")})),
    applied(ZH_QUOTES, {1: zq1}),
)
s = SPACES[1]
s1 = "We open at 9.  Coffee is on us.  The quiet room is upstairs."
case(
    "typo-en-03",
    "en",
    "drift_in_changed_paragraph",
    "F17 variant: two spaces after a full stop collapsed",
    SPACES,
    "make it friendlier, all of it",
    whole(SPACES[0], swap(s, {0: s1.replace(".  ", ". ")})),
    applied(SPACES, {0: s1}),
)
pa = PARTY[1]
pa1 = "The summer party is on Friday 4 July up on the roof terrace — don't miss it! 🎉"
case(
    "typo-en-04",
    "en",
    "drift_in_changed_paragraph",
    "F17 variant: 🎉 → 🥳 in the changed paragraph",
    PARTY,
    "make the whole invitation livelier",
    whole(PARTY[0], swap(pa, {0: pa1.replace("🎉", "🥳")})),
    applied(PARTY, {0: pa1}),
)
za = ZH_ADOPT[1]
za1 = "本周日上午十点，我们在小区东门举办流浪猫领养日，欢迎大家来看看！🐾"
case(
    "typo-zh-02",
    "zh",
    "drift_in_changed_paragraph",
    "F17 variant (zh): 🐾 → 🐱 in the changed paragraph",
    ZH_ADOPT,
    "整篇写得更有活力一点",
    whole(ZH_ADOPT[0], swap(za, {0: za1.replace("🐾", "🐱")})),
    applied(ZH_ADOPT, {0: za1}),
)
zp = ZH_PARTY[1]
zp1 = "今年的年会定在1月20日晚上，在三楼多功能厅热闹举行！🎉"
case(
    "typo-zh-03",
    "zh",
    "bullets_put_before_prose",
    "F17 variant (zh): '- ' put before every prose paragraph",
    ZH_PARTY,
    "整篇更热情一点",
    whole(ZH_PARTY[0], ["- " + x for x in swap(zp, {0: zp1})]),
    applied(ZH_PARTY, {0: zp1}),
)
pa_all = "\n".join("- " + x for x in swap(pa, {0: pa1}))
case(
    "typo-en-05",
    "en",
    "bullets_put_before_prose",
    "F17 variant: '- ' before each paragraph, one per line",
    PARTY,
    "overall more inviting",
    PARTY[0] + "\n\n" + pa_all,
    applied(PARTY, {0: pa1}),
)
curly = "Our rule of thumb is “clean as you go.”"
case(
    "typo-en-06",
    "en",
    "typography_asked",
    "near-miss: curly quotes asked for",
    QUOTES,
    "use curly quotes in the first paragraph",
    whole(QUOTES[0], swap(q, {0: curly})),
    applied(QUOTES, {0: curly}),
)
balloon = "The summer party is on Friday 4 July on the roof terrace. 🎈"
case(
    "typo-en-07",
    "en",
    "emoji_asked",
    "near-miss: another emoji asked for",
    PARTY,
    "swap the party emoji for a balloon",
    whole(PARTY[0], swap(pa, {0: balloon})),
    applied(PARTY, {0: balloon}),
)
more = "The summer party is on Friday 4 July on the roof terrace — come and dance! 🎉🙌"
case(
    "typo-en-08",
    "en",
    "emoji_added_kept",
    "near-miss: an emoji added beside the writer's",
    PARTY,
    "make the first paragraph livelier, add an emoji if you like",
    whole(PARTY[0], swap(pa, {0: more})),
    applied(PARTY, {0: more}),
)

# 6. A selected sentence answered with a note on its line (outside46a F22 rest) ---------------

sel = "Volunteers fix what they can for free, and you stay to learn how."
new_sel = (
    "Our volunteers will fix what they can for free, and you're welcome to stay and learn how."
)
case(
    "selnote-en-01",
    "en",
    "selection_sentence_note_same_line",
    "F22 rest variant: '(Sounds warmer now.)'",
    CAFE,
    "make this friendlier",
    new_sel + " (Sounds warmer now.)",
    applied(CAFE, {1: c[1].replace(sel, new_sel)}),
    selected=sel,
)
zsel = "志愿者免费帮大家修小家电、缝补衣服，请提前到场排队。"
znew = "志愿者会免费帮大家修小家电、缝补衣服，麻烦大家提前到场排队哦。"
case(
    "selnote-zh-01",
    "zh",
    "selection_sentence_note_same_line",
    "F22 rest variant (zh): （更口语化了）",
    ZH_CAFE,
    "这句说得亲切点",
    znew + "（更口语化了）",
    applied(ZH_CAFE, {1: zc[1].replace(zsel, znew)}),
    selected=zsel,
)

# 7. A fenced reply after a preface on a Chinese article (outside46b F7) ----------------------

au = ZH_AUTUMN[1]
au1 = "我们去了公园，心情特别好。"
case(
    "fence-zh-01",
    "zh",
    "preface_then_fence",
    "outside46b F7: 好的，修改如下 + ```markdown",
    ZH_AUTUMN,
    "第一段加一点心情",
    "好的，修改如下：\n\n```markdown\n秋天\n\n" + au1 + "\n\n" + au[1] + "\n```",
    applied(ZH_AUTUMN, {0: au1}, note_lacks="```", withheld_paragraphs=[]),
)
tr = ZH_TRIP[1]
tr1 = "孩子们在草地上开心地放风筝，笑声不断。"
case(
    "fence-zh-02",
    "zh",
    "preface_then_fence",
    "F7 variant (zh): 以下是修改后的全文 + ```text",
    ZH_TRIP,
    "第二段写得生动一些",
    "以下是修改后的全文：\n\n```text\n春游\n\n" + tr[0] + "\n\n" + tr1 + "\n\n" + tr[2] + "\n```",
    applied(ZH_TRIP, {1: tr1}, note_lacks="```", withheld_paragraphs=[]),
)
case(
    "fence-zh-03",
    "zh",
    "preface_then_fence",
    "F7 variant (zh): English preface + ```md, # title",
    ZH_TRIP,
    "第二段写得生动一些",
    "Here is the revised article:\n\n```md\n# 春游\n\n"
    + tr[0]
    + "\n\n"
    + tr1
    + "\n\n"
    + tr[2]
    + "\n```",
    applied(ZH_TRIP, {1: tr1}, note_lacks="```", withheld_paragraphs=[]),
)
case(
    "fence-zh-04",
    "zh",
    "preface_then_fence",
    "F7 variant (zh): preface, ```markdown and a closing line",
    ZH_AUTUMN,
    "第一段加一点心情",
    "好的～\n\n```markdown\n秋天\n\n" + au1 + "\n\n" + au[1] + "\n```\n\n希望你喜欢！",
    applied(ZH_AUTUMN, {0: au1}, note_lacks="```", withheld_paragraphs=[]),
)

ZH_SHORT = ("冬天", ["下雪了。", "我们堆了雪人。"])
sh1 = "下雪了，真高兴。"
case(
    "fence-zh-05",
    "zh",
    "preface_then_fence_short",
    "outside46b F7 shape: short paragraphs, 好的，修改如下 + ```markdown",
    ZH_SHORT,
    "第一段加一点心情",
    "好的，修改如下：\n\n```markdown\n冬天\n\n" + sh1 + "\n\n" + ZH_SHORT[1][1] + "\n```",
    applied(ZH_SHORT, {0: sh1}, note_lacks="```", withheld_paragraphs=[]),
)
case(
    "fence-zh-06",
    "zh",
    "preface_then_fence_short",
    "outside46b F7 shape: short paragraphs, English preface + ```text",
    ZH_SHORT,
    "第一段加一点心情",
    "Here you go:\n\n```text\n冬天\n\n" + sh1 + "\n\n" + ZH_SHORT[1][1] + "\n```",
    applied(ZH_SHORT, {0: sh1}, note_lacks="```", withheld_paragraphs=[]),
)
EN_SHORT = ("Snow", ["It snowed.", "We built a snowman."])
en1 = "It snowed, and we were thrilled."
case(
    "fence-en-01",
    "en",
    "preface_then_fence_short",
    "outside46b F7 shape in English: short paragraphs, ```markdown",
    EN_SHORT,
    "add a feeling to paragraph 1",
    "Sure, here's the revised article:\n\n```markdown\nSnow\n\n"
    + en1
    + "\n\n"
    + EN_SHORT[1][1]
    + "\n```",
    applied(EN_SHORT, {0: en1}, note_lacks="```", withheld_paragraphs=[]),
)

# added after the first fixes (outside46a F10's own English shape still failed: "I added …")
case(
    "remark-en-03",
    "en",
    "closing_remark_after_paragraph",
    "outside46a F10 shape: 'I added … right after … so …'",
    CAFE,
    "in paragraph 2, add that tea and cake are free all day",
    "Here's the updated paragraph:\n\n"
    + cafe2
    + "\n\nI added the tea and cake right after the repairs so the free things sit together.",
    applied(CAFE, {1: cafe2}, note_lacks="paragraph 3", withheld_paragraphs=[]),
)
DIARY = (
    "Sunday",
    [
        "I woke up late and the house was quiet.",
        "After lunch I walked to the river with the dog.",
        "By evening it was raining.",
    ],
)
diary_end = "By evening it was raining, so I stayed in."
case(
    "remark-en-04",
    "en",
    "first_person_text_kept",
    "near-miss: a diary's own first-person lines after the asked one",
    DIARY,
    "make the last paragraph say I stayed in, and add a closing line saying I put the kettle on",
    whole(DIARY[0], swap(DIARY[1], {2: diary_end}))
    + "\n\nI put the kettle on and read until midnight.",
    {
        "outcome": "applied",
        "title": DIARY[0],
        "body": "\n\n".join(
            swap(DIARY[1], {2: diary_end}) + ["I put the kettle on and read until midnight."]
        ),
    },
)


finish(HERE)
