# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 29 (tests/data/fidelity_dev29/*.jsonl): replies of the shapes
today's chat models give to everyday asks (GPT-4o/4.1/5, Claude, Gemini, DeepSeek, Qwen, Kimi,
GLM, Llama, Mistral), written before session 29's fixes, in English and Chinese, on articles of
their own, with session 28's leads and variants of blind set 28's failures. Every expected article
is the original paragraph list with only the asked entries replaced (or one entry added for an
asked addition), so untouched text is byte for byte the writer's; the new text of every changed
entry is checked to occur in the reply.

    .venv/bin/python tests/data/fidelity_dev29/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

# --- articles -------------------------------------------------------------------------------

NEWS_T = "Millbrook Library Opens Its Reading Garden"
NEWS = [
    "Millbrook Library opened its new reading garden on Tuesday, eighteen months after volunteers first cleared the rubble-strewn yard behind the building.",
    "Volunteers planted 60 lavender bushes and two rows of silver birches along the back wall. The work took 1,400 volunteer hours and cost £38,000, most of it raised at a summer fair.",
    "“People kept asking where they could read outside without buying a coffee,” said head librarian Ruth Adeyemi. “Now they have an answer.”",
    "The garden has eight oak benches, each carved with a line chosen by a local school. A ramp from the children's room means wheelchairs and pushchairs can get in without a step.",
    "Storytelling sessions for under-fives will run in the garden every Friday at 10:30 from May to September, weather permitting.",
    "The garden is open during library hours, 9am to 6pm Monday to Saturday. Dogs are not allowed, apart from assistance dogs.",
    "Details of the opening events are at millbrooklibrary.example.org/garden, or call the front desk on 01632 960 514.",
]
ZNEWS_T = "米溪图书馆阅读花园开放"
ZNEWS = [
    "米溪图书馆的阅读花园周二正式开放。十八个月前，志愿者们才开始清理图书馆后面那片堆满碎砖的空地。",
    "志愿者们种下了60株薰衣草，又沿着后墙栽了两排白桦。整个工程用了1,400个志愿工时，花费38万元，大部分是在夏季义卖会上筹到的。",
    "“老有人问，不买咖啡的话哪里能坐在外面看书，”馆长叶如梅说。“现在总算有答案了。”",
    "花园里有八张橡木长椅，每张都刻着附近一所小学挑选的一句话。从少儿阅览室有一条坡道通到花园，轮椅和婴儿车不用过台阶就能进来。",
    "五月到九月，每周五上午10:30在花园里给五岁以下的孩子讲故事，雨天取消。",
    "花园开放时间与图书馆相同，周一至周六早上9点到晚上6点。除导盲犬外，禁止携带宠物狗入内。",
    "开放活动详情请查看 millbrooklibrary.example.org/garden，或拨打服务台电话 0571-8860 2514。",
]

RULES_T = "Thursday Quiz League: How It Works"
RULES = [
    "## The basics",
    "Teams of up to four meet at the Old Bell every Thursday at 8pm. Each quiz has six rounds of eight questions, and entry is £2 a head.",
    "Phones stay in pockets. A team caught looking something up loses the round, and a second offence means the night's points are void.",
    "## Scoring",
    "A correct answer scores one point; the picture round scores two a question. Teams may play their joker on one round a night to double its score.",
    "If teams finish level, the quizmaster reads a tie-break question with a number for an answer, and the closest guess wins. If teams are still tied, they share the night's prize.",
    "## Prizes",
    "The winning team takes the £40 bar tab. At the end of the season, the team with the most points across all nights wins the Bell Trophy.",
    "Shopping list for the quizmaster:\n- answer sheets\n- pencils\n- a bell\n- a stopwatch",
]
ZRULES_T = "周四问答联赛规则"
ZRULES = [
    "## 基本规则",
    "每队最多四人，每周四晚上8点在老钟酒馆比赛。每场问答六轮，每轮八题，每人报名费20元。",
    "比赛时手机一律收好。被发现查手机的队伍本轮作废，第二次违规则当晚积分全部取消。",
    "## 计分",
    "答对一题得一分，看图题每题两分。每队每晚可以在一轮中使用一次“加倍卡”，该轮得分翻倍。",
    "如果几支队伍总分相同，主持人会出一道以数字为答案的决胜题，答案最接近的队伍获胜。如果仍然分不出高下，就平分当晚的奖品。",
    "## 奖品",
    "当晚获胜的队伍可得400元酒水券。赛季结束时，所有场次总积分最高的队伍获得老钟奖杯。",
    "主持人要准备的东西：\n- 答题纸\n- 铅笔\n- 一个铃铛\n- 一块秒表",
]

ARTICLES = {
    "news": (NEWS_T, NEWS),
    "znews": (ZNEWS_T, ZNEWS),
    "rules": (RULES_T, RULES),
    "zrules": (ZRULES_T, ZRULES),
}
SET = Articles("d29", ARTICLES)
paras_of, whole, body, one = SET.paras, SET.whole, SET.body, SET.one

N, ZN, R, ZR = "news", "znews", "rules", "zrules"
SHAPE = "reply shape of a chat model to an everyday ask"
LEAD28 = "session 28 lead, own article and wording"
B28 = "blind28 failure kind, own article and wording"

# --- everyday asks, new reply shapes ----------------------------------------------------------

F = "shapes"
new = "The garden has eight oak benches, each carved with a line a local school chose. A ramp from the children's room lets wheelchairs and pushchairs in without a step."
one(
    F,
    "bold_label_same_line",
    SHAPE,
    N,
    "Tighten paragraph 4.",
    [f"**Revised paragraph 4:** {new}\n\nLet me know if you'd like it shorter still."],
    {3: new},
)
new = "花园里有八张橡木长椅，每张刻着附近小学选的一句话。少儿阅览室有坡道通到花园，轮椅和婴儿车不用过台阶。"
one(
    F,
    "bold_label_same_line",
    SHAPE,
    ZN,
    "第四段精简一下。",
    [f"**修改后的第四段：**{new}\n\n如果还想更短，可以告诉我。"],
    {3: new},
)

new = "Storytime for under-fives moves outdoors: every Friday at 10:30, from May to September, the garden will host stories, weather permitting."
one(
    F,
    "lenticular_labels_glm",
    "chat model (GLM, Qwen): 【】 labels",
    N,
    "Make paragraph 5 livelier.",
    [f"[Revised]\n\n{new}\n\n[Notes]\n- Livelier opening\n- Kept the day, time and months"],
    {4: new},
)
new = "五月到九月，每个周五上午10:30，花园就变成故事角，专门讲给五岁以下的小朋友听，雨天取消。"
one(
    F,
    "lenticular_labels_glm",
    "chat model (GLM, Qwen): 【】 labels",
    ZN,
    "第五段写得生动一点。",
    [f"【修改后】\n\n{new}\n\n【修改说明】\n- 开头更生动\n- 时间、星期和月份保持不变"],
    {4: new},
)

old = NEWS[5]
new = "The garden is open when the library is, 9am to 6pm Monday to Saturday. No dogs, except assistance dogs."
tracked = "The garden is open ~~during library hours~~ **when the library is**, 9am to 6pm Monday to Saturday. ~~Dogs are not allowed, apart from~~ **No dogs, except** assistance dogs."
one(
    F,
    "tracked_changes_then_clean",
    "chat model (GPT-4o): changes marked, then a clean copy",
    N,
    "Make paragraph 6 more direct.",
    [f"Here are the changes marked up:\n\n{tracked}\n\nClean version:\n\n{new}"],
    {5: new},
)
new = "花园和图书馆同时开放，周一至周六早上9点到晚上6点。除导盲犬外，狗不能进。"
tracked = "花园~~开放时间与图书馆相同~~**和图书馆同时开放**，周一至周六早上9点到晚上6点。除导盲犬外，~~禁止携带宠物狗入内~~**狗不能进**。"
one(
    F,
    "tracked_changes_then_clean",
    "chat model (GPT-4o): changes marked, then a clean copy",
    ZN,
    "第六段写得直接一点。",
    [f"改动标注如下：\n\n{tracked}\n\n修改后的干净版本：\n\n{new}"],
    {5: new},
)

new = "Millbrook Library threw open its new reading garden on Tuesday, eighteen months after volunteers first cleared the rubble-strewn yard behind the building."
one(
    F,
    "whole_with_changed_sentence_bolded",
    "chat model (GPT-4o, Gemini): changes bolded in the whole article",
    N,
    "Make the opening livelier.",
    [
        "Here's the article with the change in bold:\n\n"
        + whole(N, changes={0: f"**{new}**"})
        + "\n\nOnly the opening sentence changed."
    ],
    {0: new},
)
new = "米溪图书馆的阅读花园周二热热闹闹地开张了。十八个月前，志愿者们才开始清理图书馆后面那片堆满碎砖的空地。"
one(
    F,
    "whole_with_changed_sentence_bolded",
    "chat model (GPT-4o, Gemini): changes bolded in the whole article",
    ZN,
    "开头写得生动一点。",
    [
        "修改后的全文如下（改动处已加粗）：\n\n"
        + whole(ZN, changes={0: f"**{new}**"})
        + "\n\n只改了开头一句。"
    ],
    {0: new},
)

new = "Phones stay in pockets. Get caught looking something up and your team loses the round; do it twice and the night's points are gone."
one(
    F,
    "edited_marker_in_whole",
    "chat model: the changed paragraph marked (edited) in the whole article",
    R,
    "Make the phones paragraph punchier.",
    [whole(R, changes={2: new + " *(edited)*"})],
    {2: new},
)
new = "比赛时手机一律收好。查手机被抓到，这一轮就作废；再犯一次，当晚积分清零。"
one(
    F,
    "edited_marker_in_whole",
    "chat model: the changed paragraph marked (edited) in the whole article",
    ZR,
    "讲手机的那段写得干脆一点。",
    [whole(ZR, changes={2: new + "（已修改）"})],
    {2: new},
)

new = "Storytelling for under-fives runs in the garden every Friday at 10:30, May to September, weather permitting."
one(
    F,
    "word_count_line_after",
    "chat model: a word count after the paragraph",
    N,
    "Shorten paragraph 5.",
    [f"{new}\n\nWord count: 22 → 17"],
    {4: new},
)
new = "五月到九月，每周五上午10:30在花园给五岁以下孩子讲故事，雨天取消。"
one(
    F,
    "word_count_line_after",
    "chat model: a word count after the paragraph",
    ZN,
    "第五段缩短一点。",
    [f"{new}\n\n字数：37 → 31"],
    {4: new},
)

new = "Teams of up to four meet at the Old Bell every Thursday at 8pm for six rounds of eight questions. Entry is £2 a head."
one(
    F,
    "suggested_title_after_paragraph",
    "chat model: an unasked title offered after the paragraph",
    R,
    "Make the first paragraph under The basics smoother.",
    [f"{new}\n\nSuggested title: Thursday Quiz League: The Rules"],
    {1: new},
)
new = "每队最多四人，每周四晚上8点在老钟酒馆比赛，每场六轮、每轮八题。报名费每人20元。"
one(
    F,
    "suggested_title_after_paragraph",
    "chat model: an unasked title offered after the paragraph",
    ZR,
    "“基本规则”下面第一段写得顺一点。",
    [f"{new}\n\n建议标题：周四问答联赛怎么玩"],
    {1: new},
)

one(
    F,
    "declined_in_words_without_token",
    "chat model: a decline in words, no NO_CHANGE",
    N,
    "Shorten paragraph 6.",
    [
        "Paragraph 6 is already pretty tight — I'd leave it as it is. Want me to look at paragraph 2 instead?"
    ],
    expect=says("I'd leave it as it is"),
)
one(
    F,
    "declined_in_words_without_token",
    "chat model: a decline in words, no NO_CHANGE",
    ZN,
    "第六段缩短一点。",
    ["第六段已经很精炼了，我建议保持原样。要不要我帮你看看第二段？"],
    expect=says("我建议保持原样"),
)

one(
    F,
    "same_paragraph_back_said_unchanged",
    "chat model: the paragraph back unchanged with a word",
    N,
    "Fix any typos in paragraph 3.",
    [f"I didn't find any typos — here it is unchanged:\n\n{NEWS[2]}"],
    expect=NO_CHANGE,
)
one(
    F,
    "same_paragraph_back_said_unchanged",
    "chat model: the paragraph back unchanged with a word",
    ZN,
    "检查一下第三段有没有错别字。",
    [f"没有发现错别字，原文如下：\n\n{ZNEWS[2]}"],
    expect=NO_CHANGE,
)

# --- edits sent in another tool's shape (the blocks format asked) --------------------------------

F = "tools"
old_s = "A correct answer scores one point; the picture round scores two a question."
new_s = "Each correct answer scores one point, and each picture-round answer scores two."
new = RULES[4].replace(old_s, new_s)
patch = f"*** Begin Patch\n*** Update File: article.md\n@@\n-{RULES[4]}\n+{new}\n*** End Patch"
one(
    F,
    "apply_patch_envelope",
    "chat model (GPT-4.1, GPT-5): Codex apply_patch envelope",
    R,
    "Reword the scoring sentence so it reads more smoothly.",
    [patch],
    {4: new},
    edit_format="blocks",
)
new = ZRULES[4].replace(
    "答对一题得一分，看图题每题两分。", "每答对一题得一分，看图题答对一题得两分。"
)
patch = f"*** Begin Patch\n*** Update File: article.md\n@@\n-{ZRULES[4]}\n+{new}\n*** End Patch"
one(
    F,
    "apply_patch_envelope",
    "chat model (GPT-4.1, GPT-5): Codex apply_patch envelope",
    ZR,
    "把计分那句改得顺一点。",
    [patch],
    {4: new},
    edit_format="blocks",
)

SET.checked = False  # a block holds only the changed words
new = NEWS[6].replace("Details of the opening events are at", "For the opening events, see")
one(
    F,
    "str_replace_xml",
    "chat model (Claude): its text editor tool's old_str/new_str written out",
    N,
    "Reword the start of the last paragraph.",
    [
        "<old_str>Details of the opening events are at</old_str>\n<new_str>For the opening events, see</new_str>"
    ],
    {6: new},
    edit_format="blocks",
)
new = ZNEWS[6].replace("开放活动详情请查看", "想了解开放活动，请查看")
one(
    F,
    "str_replace_xml",
    "chat model (Claude): its text editor tool's old_str/new_str written out",
    ZN,
    "最后一段开头换个说法。",
    ["<old_str>开放活动详情请查看</old_str>\n<new_str>想了解开放活动，请查看</new_str>"],
    {6: new},
    edit_format="blocks",
)

SET.checked = True

# --- session 28's leads ------------------------------------------------------------------------------

F = "leads"
new = "If teams finish level, the quizmaster reads a tie-break question whose answer is a number, and the closest guess wins. If two teams are still level after that, they share the night's prize."
one(
    F,
    "tiebreak_named_two_implied",
    LEAD28,
    R,
    "Make the paragraph about tie-breaks clearer.",
    [f"Clearer version:\n\n{new}"],
    {5: new},
)
new = "如果几支队伍总分相同，主持人会出一道答案是数字的决胜题，谁的答案最接近谁赢。要是两队还是打平，就平分当晚的奖品。"
one(
    F,
    "tiebreak_named_two_implied",
    LEAD28,
    ZR,
    "讲决胜办法的那段写清楚些。",
    [f"写清楚一点的版本：\n\n{new}"],
    {5: new},
)

new = "Eight oak benches line the garden, each carved with a line a local school chose. A ramp from the children's room lets wheelchairs and pushchairs in step-free."
one(
    F,
    "topic_named_alone_with_offer",
    LEAD28,
    N,
    "Shorten the bit about the benches.",
    [
        f"Sure! Here's a shorter version of the benches paragraph:\n\n{new}\n\nWant me to trim any other paragraphs?"
    ],
    {3: new},
)
new = "花园里有八张橡木长椅，每张刻着附近小学选的一句话。少儿阅览室有坡道直通花园，轮椅和婴儿车不用过台阶。"
one(
    F,
    "topic_named_alone_with_offer",
    LEAD28,
    ZN,
    "讲长椅的那段缩短一点。",
    [f"好的！这是缩短后的长椅那段：\n\n{new}\n\n需要我把其他段落也精简一下吗？"],
    {3: new},
)

new = "Shopping list for the quizmaster:\n- answer sheets\n- pencils\n- a bell\n- a stopwatch\n- a spare pen"
one(
    F,
    "list_item_added_list_alone",
    B28,
    R,
    "Add a spare pen to the quizmaster's list.",
    [f"Updated list:\n\n{new}"],
    {8: new},
)
new = "主持人要准备的东西：\n- 答题纸\n- 铅笔\n- 一个铃铛\n- 一块秒表\n- 一支备用笔"
one(
    F,
    "list_item_added_list_alone",
    B28,
    ZR,
    "在主持人要准备的东西里加一支备用笔。",
    [f"更新后的清单：\n\n{new}"],
    {8: new},
)

new = "The winning team takes the £40 bar tab; at the season's end, the Bell Trophy goes to the team with the most points across all nights."
one(
    F,
    "note_with_code_span_after_alone",
    B28,
    R,
    "Tighten the prize paragraph.",
    [f"Tighter version:\n\n{new}\n\nThe `£40` figure is unchanged."],
    {7: new},
)
new = "当晚获胜的队伍得400元酒水券；赛季结束时，总积分最高的队伍捧走老钟奖杯。"
one(
    F,
    "note_with_code_span_after_alone",
    B28,
    ZR,
    "奖品那段精简一下。",
    [f"精简后：\n\n{new}\n\n`400元` 这个数字没有改。"],
    {7: new},
)

close = "Come and find a bench — the garden is waiting."
one(
    F,
    "closing_line_added_whole_and_note",
    B28,
    N,
    "Add a one-sentence closing paragraph inviting readers to visit.",
    [whole(N, append=close) + "\n\nI added a short closing line at the end."],
    append=close,
)
close = "欢迎来花园里找张长椅坐坐。"
one(
    F,
    "closing_line_added_whole_and_note",
    B28,
    ZN,
    "在结尾加一句话，邀请读者来看看。",
    [whole(ZN, append=close) + "\n\n我在文末加了一句邀请读者的话。"],
    append=close,
)

new = "Volunteers planted 60 lavender bushes and two rows of silver birches along the back wall. It took 1,400 volunteer hours and £38,000, most of it raised at a summer fair."
one(
    F,
    "named_by_first_words",
    "everyday ask: a paragraph named by its first words",
    N,
    "Tighten the paragraph that starts “Volunteers planted”.",
    [new],
    {1: new},
)
new = "志愿者们种下了60株薰衣草，沿后墙栽了两排白桦，用了1,400个志愿工时，花费38万元，大多来自夏季义卖会。"
one(
    F,
    "named_by_first_words",
    "everyday ask: a paragraph named by its first words",
    ZN,
    "把“志愿者们种下”开头的那段精简一下。",
    [new],
    {1: new},
)

new = "Storytelling for under-fives comes to the garden every Friday at 10:30 from May to September, unless it rains."
one(
    F,
    "paragraph_after_a_topic_paragraph",
    "everyday ask: a paragraph named by its place beside another",
    N,
    "Make the paragraph after the benches one simpler.",
    [f"Simpler:\n\n{new}"],
    {4: new},
)
new = "五月到九月，每周五上午10:30，花园里给五岁以下的孩子讲故事，下雨就不讲。"
one(
    F,
    "paragraph_after_a_topic_paragraph",
    "everyday ask: a paragraph named by its place beside another",
    ZN,
    "长椅那段后面那段写简单一点。",
    [f"简单一点：\n\n{new}"],
    {4: new},
)

# --- facts and neighbours ---------------------------------------------------------------------------

F = "facts"
one(
    F,
    "invented_count_in_livelier",
    "rewrite that makes up a count",
    N,
    "Make paragraph 5 livelier.",
    [
        "Livelier:\n\nEvery Friday at 10:30 from May to September, more than 30 under-fives will gather in the garden for stories, weather permitting."
    ],
    expect=refused("more than 30 under-fives is a count the article never gave"),
)
one(
    F,
    "invented_count_in_livelier",
    "rewrite that makes up a count",
    ZN,
    "第五段写得生动一点。",
    [
        "生动一点：\n\n五月到九月，每周五上午10:30，三十多个五岁以下的孩子会围坐在花园里听故事，雨天取消。"
    ],
    expect=refused("三十多个孩子是文章没有的数字"),
)

new = "Phones stay in pockets, every one of them. Look something up once and your team loses the round; a second time and the night's points are void."
one(
    F,
    "number_words_natural_in_restyle",
    "rewrite with number words that make up nothing",
    R,
    "Make the phones paragraph sterner.",
    [new],
    {2: new},
)
new = "比赛时手机一律收好，一部也不许拿出来。查一次手机，本轮作废；第二次违规，当晚积分全部取消。"
one(
    F,
    "number_words_natural_in_restyle",
    "rewrite with number words that make up nothing",
    ZR,
    "讲手机的那段写得严厉一点。",
    [new],
    {2: new},
)

new = "Volunteers planted 60 lavender bushes and lined the back wall with two rows of silver birches. The work took 1,400 volunteer hours and cost £38,000, most of it raised at a summer fair."
nxt = "“People kept asking where they could read outdoors without buying a coffee,” said head librarian Ruth Adeyemi. “Now they have an answer.”"
one(
    F,
    "neighbour_smoothed_given_alone_too",
    "chat model: the asked paragraph and its smoothed neighbour, alone",
    N,
    "Smooth out paragraph 2.",
    [f"{new}\n\n{nxt}\n\nI also tweaked the start of the next paragraph so it flows."],
    {1: new},
    withheld_min=1,
)
new = "志愿者们种下了60株薰衣草，还沿着后墙栽了两排白桦。整个工程用了1,400个志愿工时，花费38万元，大部分是在夏季义卖会上筹到的。"
nxt = "“老有人问，不买咖啡的话哪儿能坐在外面看书，”馆长叶如梅说。“现在总算有答案了。”"
one(
    F,
    "neighbour_smoothed_given_alone_too",
    "chat model: the asked paragraph and its smoothed neighbour, alone",
    ZN,
    "第二段写得顺一点。",
    [f"{new}\n\n{nxt}\n\n我顺便把下一段的开头也改了一下，读起来更连贯。"],
    {1: new},
    withheld_min=1,
)

one(
    F,
    "options_offered_pick_one",
    "chat model (Gemini): three options and a recommendation",
    N,
    "Punch up paragraph 6.",
    [
        "Here are a few options:\n\n**Option 1 (Direct):** Open 9am–6pm, Monday to Saturday. No dogs, except assistance dogs.\n\n"
        "**Option 2 (Friendly):** Drop by any time the library's open (9am–6pm, Mon–Sat). Sorry, pups — assistance dogs only!\n\n"
        "**Option 3 (Formal):** The garden observes library hours, 9am to 6pm, Monday to Saturday; only assistance dogs are admitted.\n\n"
        "Which one fits your tone best?"
    ],
    expect=says("Which one fits your tone best?"),
)
one(
    F,
    "options_offered_pick_one",
    "chat model (Gemini): three options and a recommendation",
    ZN,
    "第六段写得有力一点。",
    [
        "给你几个版本：\n\n**版本一（直接）：**周一至周六9点到18点开放。除导盲犬外，狗不能进。\n\n"
        "**版本二（亲切）：**图书馆开着，花园就开着（周一至周六9点到18点）。小狗们抱歉啦，只有导盲犬可以进来！\n\n"
        "**版本三（正式）：**花园开放时间同图书馆，周一至周六上午9时至下午6时；除导盲犬外谢绝犬只入内。\n\n"
        "你更喜欢哪一个？"
    ],
    expect=says("你更喜欢哪一个？"),
)

new = "A correct answer is worth one point, and each picture-round answer is worth two. Once a night, a team may play its joker on one round to double that round's score."
one(
    F,
    "section_named_alone_under_heading",
    "everyday ask: the paragraph under a heading, answered with heading and paragraph",
    R,
    "Make the Scoring section clearer.",
    [f"## Scoring\n\n{new}\n\n{RULES[5]}"],
    {4: new},
)
new = "答对一题得一分，看图题答对一题得两分。每队每晚可以选一轮使用一次“加倍卡”，这一轮的得分翻倍。"
one(
    F,
    "section_named_alone_under_heading",
    "everyday ask: the paragraph under a heading, answered with heading and paragraph",
    ZR,
    "把“计分”这一节写清楚一点。",
    [f"## 计分\n\n{new}\n\n{ZRULES[5]}"],
    {4: new},
)

# --- more shapes ---------------------------------------------------------------------------------

F = "more"
SET.checked = False  # a selection's reply holds only the new sentence
sel = "Now they have an answer."
one(
    F,
    "selection_bold_label_same_line",
    SHAPE,
    N,
    "Make this punchier.",
    ["**Rewritten:** Now they know."],
    {2: NEWS[2].replace(sel, "Now they know.")},
    selected_text=sel,
)
sel = "现在总算有答案了。"
one(
    F,
    "selection_bold_label_same_line",
    SHAPE,
    ZN,
    "这句写得有力一点。",
    ["**改写：**现在，答案有了。"],
    {2: ZNEWS[2].replace(sel, "现在，答案有了。")},
    selected_text=sel,
)

SET.checked = True
new = "The garden keeps library hours: 9am to 6pm, Monday to Saturday. Only assistance dogs are allowed in."
one(
    F,
    "summary_bullets_before_paragraph",
    "chat model (Kimi): emoji summary of the changes first, then the paragraph",
    N,
    "Make paragraph 6 clearer.",
    [
        f"✨ What I changed:\n• Put the hours right after a colon\n• Said the dog rule the positive way round\n\nRevised paragraph:\n\n{new}"
    ],
    {5: new},
)
new = "花园的开放时间和图书馆一样：周一至周六早上9点到晚上6点。只有导盲犬可以入内。"
one(
    F,
    "summary_bullets_before_paragraph",
    "chat model (Kimi): emoji summary of the changes first, then the paragraph",
    ZN,
    "第六段写得清楚一点。",
    [f"✨ 修改要点：\n• 开放时间放在冒号后面\n• 狗的规定换成正面说法\n\n修改后的段落：\n\n{new}"],
    {5: new},
)

new = "Storytelling for under-fives takes over the garden every Friday at 10:30 from May to September, weather permitting."
one(
    F,
    "quoted_paragraph_then_parenthesised_note",
    "chat model (Mistral, Llama): the paragraph in quotes, then a note in brackets",
    N,
    "Make paragraph 5 a bit more vivid.",
    [f'"{new}"\n\n(Note: I kept the day, time and months exactly as they were.)'],
    {4: new},
)
new = "五月到九月，每周五上午10:30，花园就属于五岁以下的小听众，雨天取消。"
one(
    F,
    "quoted_paragraph_then_parenthesised_note",
    "chat model (Mistral, Llama): the paragraph in quotes, then a note in brackets",
    ZN,
    "第五段写得形象一点。",
    [f"“{new}”\n\n（注：星期、时间和月份都没有改。）"],
    {4: new},
)

new = "Millbrook Library's reading garden opened on Tuesday, eighteen months after volunteers began clearing the rubble-strewn yard behind the building."
one(
    F,
    "title_and_body_labels_whole",
    "chat model: the whole article under Title: and Body: labels",
    N,
    "Tighten the first paragraph.",
    ["Title: " + NEWS_T + "\n\nBody:\n\n" + body(N, changes={0: new})],
    {0: new},
)
new = "米溪图书馆的阅读花园周二开放。十八个月前，志愿者们才动手清理图书馆后面那片碎砖遍地的空地。"
one(
    F,
    "title_and_body_labels_whole",
    "chat model: the whole article under Title: and Body: labels",
    ZN,
    "第一段精简一下。",
    ["标题：" + ZNEWS_T + "\n\n正文：\n\n" + body(ZN, changes={0: new})],
    {0: new},
)

b = "Eight oak benches, each carved with a line a local school chose; a ramp from the children's room gives step-free access."
d = "Open during library hours, 9am to 6pm Monday to Saturday. Assistance dogs only."
one(
    F,
    "two_topic_paragraphs_alone_labelled",
    "everyday ask: two paragraphs named by topic, answered alone under labels",
    N,
    "Shorten the benches paragraph and the dogs paragraph.",
    [f"**Benches:**\n\n{b}\n\n**Dogs:**\n\n{d}"],
    {3: b, 5: d},
)
b = "八张橡木长椅各刻着附近小学选的一句话；少儿阅览室有坡道直通花园，不用过台阶。"
d = "开放时间同图书馆，周一至周六9点到18点。只有导盲犬可以入内。"
one(
    F,
    "two_topic_paragraphs_alone_labelled",
    "everyday ask: two paragraphs named by topic, answered alone under labels",
    ZN,
    "把讲长椅的那段和讲狗的那段都缩短一点。",
    [f"**长椅：**\n\n{b}\n\n**狗：**\n\n{d}"],
    {3: b, 5: d},
)

if __name__ == "__main__":
    finish(HERE)
