# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 28 (tests/data/fidelity_dev28/*.jsonl): replies of the shapes
today's chat models give to everyday asks (GPT-4o/4.1, Claude, Gemini, DeepSeek, Qwen, Kimi, GLM,
Llama), written before session 28's fixes, in English and Chinese, on articles of their own.
Every expected article is the original paragraph list with only the asked entries replaced (or,
for an asked split or merge, one entry made two or two made one), so untouched text is byte for
byte the writer's; the new text of every changed entry is checked to occur in the reply.

    .venv/bin/python tests/data/fidelity_dev28/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import Articles, finish, refused  # noqa: E402

# --- articles -------------------------------------------------------------------------------

STORY_T = "Eastbrook Lido Reopens After Two-Year Repair"
STORY = [
    "Eastbrook Lido reopened on Saturday after a two-year, £1.2 million repair, and by ten o'clock the queue of swimmers stretched past the bandstand.",
    "The 1930s pool had been closed since a crack in its floor drained 40,000 litres of water overnight in the spring of 2024. Engineers found that the old concrete had worn through in three places.",
    "“We were told it might never open again,” said Councillor Priya Natarajan, who chairs the Friends of Eastbrook Lido. “Eight hundred people wrote to the council, and that changed everything.”",
    "Adult tickets cost £5.50 and children swim for £2. Season tickets, at £95, went on sale online last week and 412 had been sold by Friday night.",
    "The changing rooms have been rebuilt with heated floors and twelve private cubicles. A vending machine by the entrance sells hot chocolate. The old café will reopen in June.",
    "On the first morning it never stopped raining, but nobody seemed to mind. Lifeguard Sam Okoye counted 263 swimmers before lunch.",
    "Items left behind are kept at the front desk for thirty days. Last summer the desk returned more than 150 towels, goggles and phones to their owners.",
    "The lido is open from 7am to 7pm every day until September. Opening hours and prices are at eastbrooklido.example.org, or call 01632 960 227.",
]
ZSTORY_T = "东河露天泳池修缮两年后重新开放"
ZSTORY = [
    "东河露天泳池周六重新开放。这次修缮历时两年、花费120万元，上午十点不到，排队的泳客就已经排到了音乐亭旁边。",
    "这座上世纪三十年代建成的泳池自2024年春天起关闭，当时池底一道裂缝让四万升水一夜之间漏光。工程师发现，旧混凝土有三处已经磨穿。",
    "泳池之友协会会长陈晓梅回忆：“当时有人说它可能再也开不了了。后来有八百多人给区里写信，事情才有了转机。”",
    "成人票每张25元，儿童10元。季卡售价480元，上周开始在网上销售，到周五晚上已经卖出412张。",
    "更衣室全部重建，铺了地暖，还有十二个独立隔间。入口处新添了一台卖热巧克力的自动售货机。老咖啡馆六月重新营业。",
    "开放第一天上午雨一直没停，可谁也不在意。救生员吴海波数了一下，午饭前来了263位泳客。",
    "泳客遗留的物品会在前台保管三十天。去年夏天，前台一共把150多件毛巾、泳镜和手机还给了主人。",
    "泳池每天早上7点到晚上7点开放，一直开到九月。开放时间和票价请查看 eastbrooklido.example.org，或致电 0571-8823 0227。",
]

BLOG_T = "Keeping a Sourdough Starter Alive While You're Away"
BLOG = [
    "Every summer someone at my baking class asks the same question: what happens to the starter when I go on holiday? The short answer is that it will be fine, as long as you feed it properly before you leave.",
    "## What you need",
    "- A clean 500 ml jar with a lid\n- 50 g of your starter\n- 100 g strong white flour\n- 60 ml cool water",
    "## Before you go",
    "Feed the starter a stiffer mix than usual, with less water, and leave it on the counter for two hours. Then screw the lid on and put the jar at the back of the fridge, where the temperature stays steady.",
    "A starter kept this way will happily wait for three weeks. I once left mine for five weeks in Crete and it came back after two feeds, although it smelled strongly of nail varnish at first.",
    "## When you get back",
    "Pour off any grey liquid, discard all but 50 g and feed it twice a day for two days. When it doubles within six hours, it is ready to bake with again.",
]
ZBLOG_T = "出门旅行时，酵种怎么养"
ZBLOG = [
    "每年夏天，烘焙班上总有人问同一个问题：我去度假了，酵种怎么办？简单地说，只要出门前喂好，它就不会有事。",
    "## 准备材料",
    "- 带盖的干净玻璃罐（500毫升）\n- 酵种50克\n- 高筋面粉100克\n- 凉水60毫升",
    "## 出门之前",
    "这次喂得比平时干一些，少放点水，在台面上放两个小时。然后拧紧盖子，把罐子放到冰箱最里面，那里的温度最稳定。",
    "这样养的酵种等上三个星期完全没问题。我有一次去克里特岛待了五个星期，回来喂了两次就缓过来了，只是一开始有股很冲的指甲油味。",
    "## 回来以后",
    "倒掉表面的灰色液体，只留50克，每天喂两次，连喂两天。等它能在六个小时内涨到两倍高，就又可以用来烤面包了。",
]

ARTICLES = {
    "story": (STORY_T, STORY),
    "zstory": (ZSTORY_T, ZSTORY),
    "blog": (BLOG_T, BLOG),
    "zblog": (ZBLOG_T, ZBLOG),
}
SET = Articles("d28", ARTICLES)
paras_of, whole, body, one = SET.paras, SET.whole, SET.body, SET.one


S, ZS, B, ZB = "story", "zstory", "blog", "zblog"
LEAD = "blind27 failure kind, own article and wording"
SHAPE = "reply shape of a chat model to an everyday ask"
LEAD27 = "session 27 lead, own article and wording"

# --- everyday asks: a paragraph named by what it says, answered alone -------------------------

F = "everyday"
new = STORY[3].replace("£5.50", "£6.50")
one(
    F,
    "writer_price_by_topic_alone_with_thanks",
    LEAD,
    S,
    "The adult ticket price is wrong — it should be £6.50. Please fix it.",
    [f"Good catch! Here's the corrected paragraph:\n\n{new}"],
    {3: new},
)
new = ZSTORY[3].replace("25元", "30元")
one(
    F,
    "writer_price_by_topic_alone_with_thanks",
    LEAD,
    ZS,
    "成人票价写错了，应该是30元，麻烦改一下。",
    [f"感谢指正！改好的段落如下：\n\n{new}"],
    {3: new},
)

new = "The changing rooms have been rebuilt with heated floors and twelve private cubicles. The old café will reopen in June."
one(
    F,
    "sentence_by_topic_removed_alone",
    LEAD,
    S,
    "Remove the sentence about the vending machine.",
    [f"Done — here's that paragraph without it:\n\n{new}"],
    {4: new},
)
new = "更衣室全部重建，铺了地暖，还有十二个独立隔间。老咖啡馆六月重新营业。"
one(
    F,
    "sentence_by_topic_removed_alone",
    LEAD,
    ZS,
    "把讲自动售货机的那句删掉。",
    [f"好的，删掉后这一段是：\n\n{new}"],
    {4: new},
)

new = "The changing rooms? Totally rebuilt, with heated floors and twelve private cubicles. A vending machine by the entrance sells hot chocolate. The old café will reopen in June."
one(
    F,
    "topic_paragraph_casual_alone",
    LEAD,
    S,
    "Make the bit about the changing rooms more casual.",
    [f"Here's a more casual take:\n\n{new}"],
    {4: new},
)
new = "更衣室整个重建了，地上有地暖，还有十二个独立隔间。入口处新添了一台卖热巧克力的自动售货机。老咖啡馆六月重新营业。"
one(
    F,
    "topic_paragraph_casual_alone",
    LEAD,
    ZS,
    "讲更衣室的那段写得口语一点。",
    [f"口语化一点的版本：\n\n{new}"],
    {4: new},
)

new = "After two long years and a £1.2 million repair, Eastbrook Lido threw open its gates on Saturday, and by ten o'clock a cheerful queue of swimmers stretched past the bandstand."
one(
    F,
    "intro_alone_with_note_after",
    LEAD,
    S,
    "Make the intro warmer.",
    [
        f"Here's a warmer intro:\n\n{new}\n\nThis version opens with the long wait to draw readers in."
    ],
    {0: new},
)
new = "等了整整两年、花了120万元修缮的东河露天泳池，周六终于重新开放。上午十点不到，满心期待的泳客就已经排到了音乐亭旁边。"
one(
    F,
    "intro_alone_with_note_after",
    LEAD,
    ZS,
    "开头写得温暖一点。",
    [f"温暖一点的开头：\n\n{new}\n\n这一版从漫长的等待写起，更能把读者带进现场。"],
    {0: new},
)

new = "On the first morning it never stopped raining, and honestly, nobody cared one bit. Lifeguard Sam Okoye counted 263 happy swimmers before lunch."
one(
    F,
    "emoji_status_then_paragraph_then_notes",
    LEAD27,
    S,
    "Make paragraph 6 more fun.",
    [f"✅ Done!\n\n{new}\n\n✏️ Added a playful touch\n✏️ Kept the swimmer count"],
    {5: new},
)
new = "开放第一天上午雨一直没停，可大家压根不在乎，照游不误。救生员吴海波数了一下，午饭前来了263位泳客。"
one(
    F,
    "emoji_status_then_paragraph_then_notes",
    LEAD27,
    ZS,
    "第六段写得有趣一点。",
    [f"✅ 改好啦！\n\n{new}\n\n✏️ 加了一点俏皮的语气\n✏️ 人数保持不变"],
    {5: new},
)

new = "On the first morning the rain came down in sheets, but nobody seemed to mind. Lifeguard Sam Okoye counted 263 swimmers before lunch."
one(
    F,
    "never_rewritten_as_image",
    LEAD27,
    S,
    "Make paragraph 6 more vivid.",
    [new],
    {5: new},
)
new = "开放第一天上午，大雨一阵紧似一阵，可谁也不在意。救生员吴海波数了一下，午饭前来了263位泳客。"
one(
    F,
    "never_rewritten_as_image",
    LEAD27,
    ZS,
    "第六段写得更生动一些。",
    [new],
    {5: new},
)

one(
    F,
    "person_renamed_in_target",
    LEAD,
    S,
    "Make paragraph 3 punchier.",
    [
        "Punchier version:\n\n“They told us it might never open again,” said Councillor Priya Nataraj, who chairs the Friends of Eastbrook Lido. “Then eight hundred people wrote to the council, and everything changed.”"
    ],
    expect=refused("Priya Natarajan became Priya Nataraj"),
)
one(
    F,
    "person_renamed_in_target",
    LEAD,
    ZS,
    "第三段写得有力一些。",
    [
        "更有力的第三段：\n\n泳池之友协会会长陈小梅回忆：“有人说它再也开不了了。直到八百多人给区里写信，事情才出现转机。”"
    ],
    expect=refused("陈晓梅变成了陈小梅"),
)

new = "“They told us it might never open again,” said Councillor Priya Natarajan, who chairs the Friends of Eastbrook Lido. “Then eight hundred people wrote to the council, and everything changed.”"
one(
    F,
    "person_kept_punchier",
    LEAD,
    S,
    "Make paragraph 3 punchier.",
    [f"Punchier version:\n\n{new}"],
    {2: new},
)
new = "泳池之友协会会长陈晓梅回忆：“有人说它再也开不了了。直到八百多人给区里写信，事情才出现转机。”"
one(
    F,
    "person_kept_punchier",
    LEAD,
    ZS,
    "第三段写得有力一些。",
    [f"更有力的第三段：\n\n{new}"],
    {2: new},
)

nt = "Back in the Swim: Eastbrook Lido Reopens"
one(
    F,
    "title_asked_whole_back_after_question",
    LEAD,
    S,
    "Give it a catchier title.",
    [f"How about this?\n\n{nt}\n\n" + body(S)],
    title=nt,
)
nt = "重新下水！东河露天泳池修缮两年后开放"
one(
    F,
    "title_asked_whole_back_after_question",
    LEAD,
    ZS,
    "标题改得吸引人一点。",
    [f"这个标题怎么样？\n\n{nt}\n\n" + body(ZS)],
    title=nt,
)

nt = "Back in the Swim: Eastbrook Lido Reopens"
echo = "Back in the swim! Eastbrook Lido reopened on Saturday after a two-year, £1.2 million repair, and by ten o'clock the queue of swimmers stretched past the bandstand."
one(
    F,
    "title_asked_opening_rewritten_too",
    LEAD,
    S,
    "Give the article a catchier title.",
    [f"What do you think of this?\n\n{nt}\n\n" + body(S, changes={0: echo})],
    title=nt,
    withheld_min=1,
)
nt = "重新下水！东河露天泳池修缮两年后开放"
echo = "重新下水！东河露天泳池周六重新开放。这次修缮历时两年、花费120万元，上午十点不到，排队的泳客就已经排到了音乐亭旁边。"
one(
    F,
    "title_asked_opening_rewritten_too",
    LEAD,
    ZS,
    "给文章换个更吸引人的标题。",
    [f"你看这个怎么样？\n\n{nt}\n\n" + body(ZS, changes={0: echo})],
    title=nt,
    withheld_min=1,
)

# --- a blog post with headings and a list ---------------------------------------------------------

F = "blog"
new = "- A clean 500 ml jar with a lid\n- 50 g of your starter\n- 120 g strong white flour\n- 70 ml cool water"
one(
    F,
    "writer_quantities_list_alone",
    LEAD,
    B,
    "Change the flour to 120 g and the water to 70 ml.",
    [f"Updated list:\n\n{new}"],
    {2: new},
)
new = "- 带盖的干净玻璃罐（500毫升）\n- 酵种50克\n- 高筋面粉120克\n- 凉水70毫升"
one(
    F,
    "writer_quantities_list_alone",
    LEAD,
    ZB,
    "面粉改成120克，水改成70毫升。",
    [f"更新后的材料：\n\n{new}"],
    {2: new},
)

new = "- 50 g of your starter\n- A clean 500 ml jar with a lid\n- 100 g strong white flour\n- 60 ml cool water"
one(
    F,
    "list_item_moved_alone",
    LEAD,
    B,
    "Put the starter first in the list.",
    [f"Sure:\n\n{new}"],
    {2: new},
)
new = "- 酵种50克\n- 带盖的干净玻璃罐（500毫升）\n- 高筋面粉100克\n- 凉水60毫升"
one(
    F,
    "list_item_moved_alone",
    LEAD,
    ZB,
    "把酵种挪到清单第一项。",
    [f"好的：\n\n{new}"],
    {2: new},
)

new = "Kept like this, a starter will happily wait for up to three weeks. I once left mine for five weeks in Crete and it came back after two feeds, although it smelled strongly of nail varnish at first."
demoted = {1: "### What you need", 3: "### Before you go", 6: "### When you get back", 5: new}
one(
    F,
    "headings_demoted_outside",
    LEAD,
    B,
    "Make the paragraph about how long a starter keeps clearer.",
    [whole(B, changes=demoted)],
    {5: new},
)
new = "用这种方法保存，酵种最多可以放三个星期。我有一次去克里特岛待了五个星期，回来喂了两次就缓过来了，只是一开始有股很冲的指甲油味。"
demoted = {1: "### 准备材料", 3: "### 出门之前", 6: "### 回来以后", 5: new}
one(
    F,
    "headings_demoted_outside",
    LEAD,
    ZB,
    "把讲酵种能放多久的那段写清楚一点。",
    [whole(ZB, changes=demoted)],
    {5: new},
)

new = "Pour off the grey liquid, keep 50 g and feed it twice a day for two days. Once it doubles within six hours, you can bake with it again."
one(
    F,
    "paragraph_in_xml_tag_by_topic",
    LEAD,
    B,
    "Make the paragraph about the grey liquid simpler.",
    [f'<paragraph index="8">\n{new}\n</paragraph>'],
    {7: new},
)
new = "倒掉灰色液体，留50克，每天喂两次，喂两天。六小时内能涨到两倍高，就可以烤面包了。"
one(
    F,
    "paragraph_in_xml_tag_by_topic",
    LEAD,
    ZB,
    "把讲灰色液体的那段写简单一点。",
    [f'<paragraph index="8">\n{new}\n</paragraph>'],
    {7: new},
)

new = "Give your starter a slightly stiffer feed than usual, with a little less water, and let it sit on the counter for two hours. Then pop the lid on and tuck the jar at the back of the fridge, where the temperature stays nice and steady."
one(
    F,
    "bold_label_then_change_bullets_by_topic",
    LEAD,
    B,
    "Make the fridge paragraph friendlier.",
    [
        f"**Revised fridge paragraph:**\n\n{new}\n\n**Changes:**\n- Softer, chattier opening\n- Kept the two hours and the back-of-the-fridge tip"
    ],
    {4: new},
)
new = "出门前这一顿，喂得比平时稍微干一点，少放些水，在台面上放两个小时。然后拧紧盖子，把罐子轻轻放到冰箱最里面，那里的温度最稳定。"
one(
    F,
    "bold_label_then_change_bullets_by_topic",
    LEAD,
    ZB,
    "把放冰箱那段写得亲切一点。",
    [
        f"**修改后的段落：**\n\n{new}\n\n**改动：**\n- 开头更亲切\n- 两个小时和放冰箱最里面的做法原样保留"
    ],
    {4: new},
)

new = "A starter kept this way can wait three weeks. I once left mine five weeks while in Crete; two feeds brought it back, though it smelled of nail varnish at first."
one(
    F,
    "before_after_pair",
    SHAPE,
    B,
    "Make the Crete paragraph shorter.",
    [f"**Before:** {BLOG[5]}\n\n**After:** {new}"],
    {5: new},
)
new = "这样养的酵种能等三个星期。我去克里特岛待过五个星期，回来喂两次就缓过来了，只是起初有股指甲油味。"
one(
    F,
    "before_after_pair",
    SHAPE,
    ZB,
    "克里特岛那段缩短一点。",
    [f"**原文：**{ZBLOG[5]}\n\n**修改后：**{new}"],
    {5: new},
)

new = "Every summer someone in my baking class asks me the same thing: what do I do with my starter when I go on holiday? Good news — it'll be fine, as long as you give it a proper feed before you leave."
one(
    F,
    "paragraph_alone_in_quotes",
    SHAPE,
    B,
    "Rewrite the first paragraph so it sounds less formal.",
    [f'Here is the rewritten paragraph:\n\n"{new}"'],
    {0: new},
)
new = (
    "每年夏天，烘焙班上总会有人问我：我要去度假了，酵种咋办？放心，只要出门前好好喂一顿，它就没事。"
)
one(
    F,
    "paragraph_alone_in_quotes",
    SHAPE,
    ZB,
    "第一段改得不那么正式。",
    [f"以下是改写后的第一段：\n\n“{new}”"],
    {0: new},
)

# --- reply shapes of the common chat models -------------------------------------------------------

F = "shapes"
new = "Left something behind? We keep it at the front desk for thirty days. Last summer we returned more than 150 towels, goggles and phones to their owners."
one(
    F,
    "blockquote_then_why_bullets",
    SHAPE,
    S,
    "Make paragraph 7 friendlier.",
    [
        f"Here's a friendlier version of paragraph 7:\n\n> {new}\n\n**Why this works:**\n* It speaks to the reader directly\n* The figures stay the same"
    ],
    {6: new},
)
new = "落下了东西？别着急，前台会替你保管三十天。去年夏天，我们一共把150多件毛巾、泳镜和手机还给了主人。"
one(
    F,
    "blockquote_then_why_bullets",
    SHAPE,
    ZS,
    "第七段写得亲切一点。",
    [f"第七段更亲切的版本：\n\n> {new}\n\n**为什么这样改：**\n* 直接对读者说话\n* 数字保持不变"],
    {6: new},
)

new = "Closed since spring 2024, when a crack in its floor drained 40,000 litres overnight, the 1930s pool had worn through its old concrete in three places."
one(
    F,
    "rules_around_paragraph_then_points",
    SHAPE,
    S,
    "Tighten paragraph 2.",
    [
        f"Here's the tightened second paragraph:\n\n---\n\n{new}\n\n---\n\nKey points:\n1. Folded the engineers' finding into one sentence\n2. Kept every figure"
    ],
    {1: new},
)
new = "这座三十年代的泳池自2024年春天关闭，当时池底裂缝让四万升水一夜漏光，旧混凝土有三处磨穿。"
one(
    F,
    "rules_around_paragraph_then_points",
    SHAPE,
    ZS,
    "第二段精简一下。",
    [
        f"以下是精简后的第二段：\n\n---\n\n{new}\n\n---\n\n修改要点：\n1. 把工程师的发现并进了一句\n2. 数字全部保留"
    ],
    {1: new},
)

new = "The lido is open from 7am to 7pm every day until September, so come along! You'll find opening hours and prices at eastbrooklido.example.org, or give us a ring on 01632 960 227."
one(
    F,
    "markdown_title_whole_then_rule_and_note",
    SHAPE,
    S,
    "Make the last paragraph friendlier.",
    [
        f"# {STORY_T}\n\n"
        + body(S, changes={7: new})
        + "\n\n---\n\n**Changes:** made the closing paragraph warmer; nothing else was touched."
    ],
    {7: new},
)
new = "泳池每天早上7点到晚上7点开放，一直开到九月，欢迎大家来玩！开放时间和票价可以查看 eastbrooklido.example.org，也可以拨打 0571-8823 0227 问问我们。"
one(
    F,
    "markdown_title_whole_then_rule_and_note",
    SHAPE,
    ZS,
    "最后一段写得亲切一点。",
    [
        f"# {ZSTORY_T}\n\n"
        + body(ZS, changes={7: new})
        + "\n\n---\n\n**修改说明**：最后一段语气更亲切，其他部分未改动。"
    ],
    {7: new},
)

new = "The 1930s pool had been shut since spring 2024, when a crack in its floor let 40,000 litres of water drain away overnight. Engineers found the old concrete had worn through in three places."
one(
    F,
    "sparkle_leadin_and_offer_around_paragraph",
    SHAPE,
    S,
    "Make paragraph 2 lighter.",
    [
        f"Sure thing! ✨ Here's paragraph 2:\n\n{new}\n\nHope this helps — happy to tweak it further!"
    ],
    {1: new},
)
new = "这座三十年代的老泳池从2024年春天起就关了门——那时池底裂了一道缝，四万升水一夜之间漏得精光。工程师一查，旧混凝土有三处已经磨穿。"
one(
    F,
    "sparkle_leadin_and_offer_around_paragraph",
    SHAPE,
    ZS,
    "第二段写得轻松一点。",
    [f"好的～这是修改后的第二段：\n\n{new}\n\n希望对你有帮助！如果还需要调整，随时告诉我～"],
    {1: new},
)

one(
    F,
    "no_change_with_thumbs_up",
    SHAPE,
    S,
    "Check paragraph 4 for typos.",
    ["👍 Paragraph 4 has no typos.\n\nNO_CHANGE"],
    expect={"outcome": "no_change"},
)
one(
    F,
    "no_change_with_thumbs_up",
    SHAPE,
    ZS,
    "检查一下第四段有没有错别字。",
    ["👍 第四段没有错别字。\n\nNO_CHANGE"],
    expect={"outcome": "no_change"},
)

# --- asks of new kinds ------------------------------------------------------------------------------

F = "asks"
a, b = (
    "The 1930s pool had been closed since a crack in its floor drained 40,000 litres of water overnight in the spring of 2024.",
    "Engineers found that the old concrete had worn through in three places.",
)
one(
    F,
    "paragraph_split_as_asked_alone",
    SHAPE,
    S,
    "Split paragraph 2 into two paragraphs.",
    [f"Here's paragraph 2 split in two:\n\n{a}\n\n{b}"],
    spans={(1, 2): [a, b]},
)
a, b = (
    "这座上世纪三十年代建成的泳池自2024年春天起关闭，当时池底一道裂缝让四万升水一夜之间漏光。",
    "工程师发现，旧混凝土有三处已经磨穿。",
)
one(
    F,
    "paragraph_split_as_asked_alone",
    SHAPE,
    ZS,
    "把第二段拆成两段。",
    [f"拆分后的第二段：\n\n{a}\n\n{b}"],
    spans={(1, 2): [a, b]},
)

merged = "Items left behind are kept at the front desk for thirty days, and last summer the desk returned more than 150 towels, goggles and phones to their owners. The lido is open from 7am to 7pm every day until September; opening hours and prices are at eastbrooklido.example.org, or call 01632 960 227."
one(
    F,
    "last_two_merged_as_asked_alone",
    SHAPE,
    S,
    "Merge the last two paragraphs into one.",
    [f"Here's the merged paragraph:\n\n{merged}"],
    spans={(6, 8): [merged]},
)
merged = "泳客遗留的物品会在前台保管三十天，去年夏天前台一共把150多件毛巾、泳镜和手机还给了主人。泳池每天早上7点到晚上7点开放，一直开到九月；开放时间和票价请查看 eastbrooklido.example.org，或致电 0571-8823 0227。"
one(
    F,
    "last_two_merged_as_asked_alone",
    SHAPE,
    ZS,
    "把最后两段合并成一段。",
    [f"合并后的段落：\n\n{merged}"],
    spans={(6, 8): [merged]},
)

new = "Anything you leave behind is kept at the front desk for thirty days. Last summer the desk returned more than 150 towels, goggles and phones to their owners."
one(
    F,
    "paragraph_named_by_another_word",
    LEAD27,
    S,
    "Make the paragraph about lost property clearer.",
    [new],
    {6: new},
)
new = (
    "泳客落下的东西，前台会代为保管三十天。去年夏天，前台一共把150多件毛巾、泳镜和手机还给了主人。"
)
one(
    F,
    "paragraph_named_by_another_word",
    LEAD27,
    ZS,
    "把讲失物的那段写清楚一点。",
    [new],
    {6: new},
)

one(
    F,
    "topic_paragraph_alone_changes_count",
    LEAD,
    S,
    "Make the bit about season tickets punchier.",
    [
        "Punchier:\n\nAdults pay £5.50, children £2. Season tickets (£95) went on sale online last week — and 421 were snapped up by Friday night."
    ],
    expect=refused("412 season tickets became 421"),
)
one(
    F,
    "topic_paragraph_alone_changes_count",
    LEAD,
    ZS,
    "讲季卡的那段写得有力一点。",
    [
        "有力一点的版本：\n\n成人票25元，儿童10元。480元的季卡上周开始网上销售，周五晚上就卖出了421张！"
    ],
    expect=refused("412张变成了421张"),
)

one(
    F,
    "global_ask_one_topic_paragraph_back",
    LEAD,
    S,
    "Make the whole article friendlier.",
    [
        "Here's a friendlier version:\n\nLeft something behind? We keep it at the front desk for thirty days. Last summer we returned more than 150 towels, goggles and phones to their owners."
    ],
    expect=refused("a whole-article ask answered with one paragraph"),
)
one(
    F,
    "global_ask_one_topic_paragraph_back",
    LEAD,
    ZS,
    "整篇写得亲切一点。",
    [
        "亲切一点的版本：\n\n落下了东西？别着急，前台会替你保管三十天。去年夏天，我们一共把150多件毛巾、泳镜和手机还给了主人。"
    ],
    expect=refused("整篇的要求只回了一段"),
)

new = "Season tickets, at £95, went on sale online last week and 412 had been sold by Friday night. Adult tickets cost £5.50 and children swim for £2."
one(
    F,
    "sentences_reordered_as_asked_alone",
    SHAPE,
    S,
    "In the ticket paragraph, put the season tickets first.",
    [f"Here you go:\n\n{new}"],
    {3: new},
)
new = "季卡售价480元，上周开始在网上销售，到周五晚上已经卖出412张。成人票每张25元，儿童10元。"
one(
    F,
    "sentences_reordered_as_asked_alone",
    SHAPE,
    ZS,
    "票价那段把季卡放到前面说。",
    [f"调整后：\n\n{new}"],
    {3: new},
)

# Added after the first fixes (lone_target.py): a whole-article ask in words that name no
# part, answered with one paragraph, stays refused.
one(
    F,
    "unnamed_whole_ask_one_paragraph_back",
    LEAD,
    S,
    "Tighten it up.",
    [
        "Tighter:\n\nThe changing rooms are rebuilt with heated floors and twelve private cubicles; a vending machine by the entrance sells hot chocolate, and the old café reopens in June."
    ],
    expect=refused("a whole-article ask answered with one paragraph"),
)
one(
    F,
    "unnamed_whole_ask_one_paragraph_back",
    LEAD,
    ZS,
    "精简一下。",
    [
        "精简后：\n\n更衣室全部重建，有地暖和十二个独立隔间；入口处有卖热巧克力的售货机，老咖啡馆六月重新营业。"
    ],
    expect=refused("整篇的要求只回了一段"),
)

if __name__ == "__main__":
    finish(HERE)
