# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity lead set 30 (tests/data/fidelity_lead30/*.jsonl): cases of the kinds the
held-out blind set 30's README names (its cases unread), on articles and wordings of their own,
in English and Chinese. Every expected article is the original paragraph list with only the
asked entries replaced, so untouched text is byte for byte the writer's.

    .venv/bin/python tests/data/fidelity_lead30/build_cases.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

# --- articles -------------------------------------------------------------------------------

STORY_T = "Riverside Pool Reopens After Roof Repairs"
STORY = [
    "Riverside Pool reopened on Saturday 9 May after eight months of roof repairs, and more than 300 swimmers came through the doors on the first day.",
    "The work cost £260,000, most of it covered by a grant from the city council. The rest came from the pool's own reserves and a summer fundraising drive.",
    "“We were worried people would find somewhere else to swim while we were shut,” said duty manager Priya Nair. “Seeing the queue outside this morning was a huge relief.”",
    "The old roof had been leaking since a storm on 14 October, and engineers found that two of the steel beams above the main pool had rusted through. Both were replaced, and the whole roof now has a new insulated cover that should cut heating bills by about a fifth.",
    "Opening hours are 6 a.m. to 9 p.m. on weekdays and 8 a.m. to 6 p.m. at weekends. Lane swimming runs every morning until 10 a.m.",
    "A new learner pool will open in the spring, and the first swimming lessons for under-fives are already booked for every Tuesday.",
    "Bookings can be made at riversidepool.example.org or by emailing bookings@riversidepool.example.org, and the front desk can be reached on 0161 496 0723 durring opening hours.",
    "Members who paid for the months the pool was closed will recieve a credit on their account by the end of June.",
]
ZSTORY_T = "河滨游泳馆屋顶修缮后重新开放"
ZSTORY = [
    "河滨游泳馆屋顶修缮八个月后，于5月9日（星期六）重新开放，开馆第一天就有三百多名泳客入场。",
    "这次工程花费26万元，其中大部分由市政府的专项补助支付，其余来自游泳馆自己的储备金和夏季募捐。",
    "“闭馆期间，我们很担心大家会去别处游泳，”值班经理倪佩雅说。“今天早上看到门口排起长队，真是松了一口气。”",
    "旧屋顶自10月14日的一场暴风雨后就开始漏水，工程师发现主泳池上方有两根钢梁已经锈穿。两根钢梁都已更换，整个屋顶还加了一层新的保温层，预计可以让取暖费降低约五分之一。",
    "开放时间为工作日早上6点至晚上9点，周末早上8点至下午6点。每天早上10点前设有分道游泳。",
    "新的初学者泳池将于明年春天启用，五岁以下儿童的首批游泳课已经排满了每个星期二。",
    "预约请访问 riversidepool.example.cn，或发邮件至 bookings@riversidepool.example.cn，开放事间内可拨打前台电话 021-6458 3307。",
    "闭馆期间已缴费的会员，将在6月底前收到退回账户的余额，请留意短信通之。",
]
GUIDE_T = "How to Start a Neighbourhood Tool Library"
GUIDE = [
    "A tool library lets neighbours borrow a drill or a ladder instead of each buying one that sits in a cupboard all year. Ours started in a garage with 40 tools and now lends more than 250.",
    "## What you need",
    "- A dry place to store the tools\n- A simple sign-out sheet\n- Two or three volunteers who can open up each week\n- Basic insurance for the space",
    "Ask for donations before you buy anything. Most people have a spare hammer, saw or spirit level, and they are happy to see it used.",
    "## Lending rules",
    "| Item | Loan period |\n|---|---|\n| Hand tools | 1 week |\n| Power tools | 3 days |\n| Ladders | 2 days |",
    "We open every Saturday from 10 a.m. to noon. Borrowers sign for each tool and bring it back clean; anything broken is repaired from a small fund that every member pays £5 a year into.",
    "If you would like to start one in your street, write to us at hello@toolshare.example.net and we will send you our sign-out sheet and insurance notes.",
]
ZGUIDE_T = "怎样办一个社区工具图书馆"
ZGUIDE = [
    "工具图书馆让邻居们可以借用电钻或梯子，不必每家都买一把放在柜子里吃灰。我们最早在一个车库里起步，只有40件工具，现在可以外借的已有250多件。",
    "## 需要准备什么",
    "- 一个干燥的存放地点\n- 一张简单的借用登记表\n- 两三位每周能来开门的志愿者\n- 场地的基本保险",
    "买东西之前先征集捐赠。大多数人家里都有多余的锤子、锯子或水平尺，也乐意看到它们派上用场。",
    "## 借用规则",
    "| 物品 | 借期 |\n|---|---|\n| 手动工具 | 1周 |\n| 电动工具 | 3天 |\n| 梯子 | 2天 |",
    "我们每周六上午10点到12点开放。借用人每件工具都要签字，归还时要擦干净；损坏的工具用小额基金修理，每位会员每年交30元。",
    "如果你想在自己的街道办一个，请写信到 hello@toolshare.example.net，我们会把登记表和保险说明发给你。",
]
ARTICLES = {
    "story": (STORY_T, STORY),
    "zstory": (ZSTORY_T, ZSTORY),
    "guide": (GUIDE_T, GUIDE),
    "zguide": (ZGUIDE_T, ZGUIDE),
}
SET = Articles("l30", ARTICLES)
whole = SET.whole
S, ZS, G, ZG = "story", "zstory", "guide", "zguide"


def one(file: str, kind: str, *args: Any, **kw: Any) -> None:
    """A case on one of the articles (`Articles.one`), of a kind blind set 30's README names."""
    SET.one(file, kind, "blind30 README kind, own article and wording", *args, **kw)


# --- edges: a fact changed inside the asked paragraph, drift outside it, think blocks -------

F = "edges"
new = "Riverside Pool threw open its doors again on Sunday 9 May after eight long months of roof repairs, and more than 300 swimmers poured in on day one."
one(
    F,
    "weekday_changed_in_target",
    S,
    "Make the opening livelier.",
    [new],
    expect=refused("the reopening day changed from Saturday to Sunday"),
)
new = (
    "河滨游泳馆屋顶修了整整八个月，终于在5月9日（星期日）重新开门迎客，第一天就涌进了三百多名泳客！"
)
one(
    F,
    "weekday_changed_in_target",
    ZS,
    "开头一段写得生动一点。",
    [new],
    expect=refused("星期六被改成了星期日"),
)
new = "Riverside Pool threw open its doors again on Sunday 9 May after eight long months of roof repairs, and more than 300 swimmers poured in on day one."
one(
    F,
    "weekday_changed_in_target_whole",
    S,
    "Liven up the first paragraph.",
    [whole(S, changes={0: new})],
    expect=refused("the reopening day changed from Saturday to Sunday"),
)
new = "Booking is easy: head to riversidepool.example.org or drop a line to bookings@riversidepool.example.com, and the friendly front desk is on 0161 496 0723 durring opening hours."
one(
    F,
    "email_domain_changed_in_target",
    S,
    "Make the bookings paragraph friendlier.",
    [new],
    expect=refused("the e-mail address's domain changed from .org to .com"),
)
new = "想预约的话，欢迎访问 riversidepool.example.cn，也可以发邮件到 bookings@riversidepool.example.com，开放事间内随时拨打前台电话 021-6458 3307 就行。"
one(
    F,
    "email_domain_changed_in_target",
    ZS,
    "预约那一段写得亲切一点。",
    [new],
    expect=refused("邮箱域名从 .cn 改成了 .com"),
)
new = "If you'd love to start one in your own street, just drop us a line at hello@toolshare.example.com — we'll happily send over our sign-out sheet and insurance notes."
one(
    F,
    "email_domain_changed_in_target_whole",
    G,
    "Make the last paragraph warmer.",
    [whole(G, changes={7: new})],
    expect=refused("the e-mail address's domain changed from .net to .com"),
)
new = "The repairs came to £260,000, all of it covered by a city council grant, with reserves and a summer fundraiser topping up the rest."
one(
    F,
    "quantifier_strengthened_in_target",
    S,
    "Make paragraph 2 punchier.",
    [whole(S, changes={1: new})],
    expect=refused("'most of it' became 'all of it'"),
)
new = "工程共花了26万元，全部由市政府专项补助买单，游泳馆的储备金和夏季募捐也出了一份力。"
one(
    F,
    "quantifier_strengthened_in_target",
    ZS,
    "第二段写得更有力一点。",
    [whole(ZS, changes={1: new})],
    expect=refused("“大部分”变成了“全部”"),
)
new = "Ask for donations first. Everyone has a spare hammer, saw or spirit level, and is glad to see it used."
one(
    F,
    "quantifier_strengthened_in_target",
    G,
    "Tighten the paragraph about donations.",
    [new],
    expect=refused("'most people' became 'everyone'"),
)
new = "先征集捐赠，再考虑买。家家户户都有多余的锤子、锯子或水平尺，也乐意看到它们派上用场。"
one(
    F,
    "quantifier_strengthened_in_target",
    ZG,
    "捐赠那一段精简一下。",
    [new],
    expect=refused("“大多数人”变成了“家家户户”"),
)
new = "A tool library lets neighbours share a drill or a ladder instead of each buying one that gathers dust all year. Ours began in a garage with just 40 tools and now lends more than 250 — come and borrow one!"
bad = whole(G, changes={0: new}).replace("\n| Ladders | 2 days |", "")
one(
    F,
    "untouched_table_row_dropped_in_whole",
    G,
    "Make the opening friendlier.",
    [bad],
    {0: new},
    withheld_min=1,
)
new = "工具图书馆让邻居们可以一起用电钻、梯子，不用每家都买一把放着吃灰。我们最早只是车库里的40件工具，现在能借的已经有250多件啦，欢迎来借！"
bad = whole(ZG, changes={0: new}).replace("\n| 梯子 | 2天 |", "")
one(
    F,
    "untouched_table_row_dropped_in_whole",
    ZG,
    "开头写得亲切一点。",
    [bad],
    {0: new},
    withheld_min=1,
)
new = "Ask for donations before buying anything: most people have a spare hammer, saw or spirit level to give."
bad = whole(G, changes={3: new}).replace("## Lending rules", "## Borrowing rules")
one(
    F,
    "untouched_heading_reworded_in_whole",
    G,
    "Shorten the paragraph about donations.",
    [bad],
    {3: new},
    withheld_min=1,
)
new = "先征集捐赠再买：大多数人家里都有多余的锤子、锯子或水平尺可以捐。"
bad = whole(ZG, changes={3: new}).replace("## 借用规则", "## 借用须知")
one(
    F,
    "untouched_heading_reworded_in_whole",
    ZG,
    "捐赠那段缩短一点。",
    [bad],
    {3: new},
    withheld_min=1,
)
new = "The roof had leaked since a storm on 14 September, when engineers found two rusted-through beams above the main pool. Both were replaced under a new insulated cover that should cut heating bills by about a fifth."
one(
    F,
    "month_changed_in_target",
    S,
    "Shorten paragraph 4.",
    [new],
    expect=refused("the storm moved from October to September"),
)
new = "旧屋顶自9月14日暴风雨后漏水，主泳池上方两根锈穿的钢梁已更换，新加的保温层预计让取暖费降低约五分之一。"
one(
    F,
    "month_changed_in_target",
    ZS,
    "第四段缩短一些。",
    [new],
    expect=refused("10月14日被改成了9月14日"),
)
cut = "<think>\nThe writer wants paragraph 4 shorter. It has two sentences: the leak and the beams, then the replacement and the"
one(
    F,
    "length_cut_inside_think_block",
    S,
    "Shorten paragraph 4.",
    [cut],
    expect=refused("the reply was cut off while the model was still thinking"),
    finish_reason="length",
)
cut = "<think>\n用户想让第四段短一些。这一段有两句：第一句讲漏水和钢梁，第二句讲更换和"
one(
    F,
    "length_cut_inside_think_block",
    ZS,
    "第四段缩短一些。",
    [cut],
    expect=refused("模型还在思考时回复就被截断了"),
    finish_reason="length",
)
new = "Lessons for under-fives are booked for every Tuesday, and a new learner pool opens in the spring."
think = "<think>\nParagraph 6 is already short. I could answer NO_CHANGE... but the writer explicitly asked for it to be shorter, so NO_CHANGE would ignore the request. I'll trim it.\n</think>\n\n"
one(F, "think_weighs_no_change_then_edits", S, "Make paragraph 6 shorter.", [think + new], {5: new})
new = "新的初学者泳池明年春天启用，五岁以下儿童游泳课已排满每个星期二。"
think = "<think>\n第六段已经很短了，也许可以回答 NO_CHANGE。不过用户明确要求缩短，回答 NO_CHANGE 就没照做。还是精简一下。\n</think>\n\n"
one(F, "think_weighs_no_change_then_edits", ZS, "第六段再短一点。", [think + new], {5: new})
new = "Members who paid while we were closed haven't been forgotten: a credit for those months will land in your account by the end of June."
bad = whole(S, changes={7: new}).replace(
    "at riversidepool.example.org", "at https://riversidepool.example.org"
)
one(
    F,
    "untouched_url_given_scheme_in_whole",
    S,
    "Make the last paragraph friendlier.",
    [bad],
    {7: new},
)
new = "闭馆期间已经缴费的会员请放心，6月底前余额会退回您的账户，到时请留意短信通之。"
bad = whole(ZS, changes={7: new}).replace(
    "访问 riversidepool.example.cn", "访问 https://riversidepool.example.cn"
)
one(F, "untouched_url_given_scheme_in_whole", ZS, "最后一段写得亲切一点。", [bad], {7: new})
one(
    F,
    "direct_quote_change_declined",
    S,
    "Change what Priya Nair says so she sounds more upbeat.",
    [
        "I'd rather not change Priya Nair's words: they are a direct quote, and rewording them would put words in her mouth. If you have a more upbeat line she actually said, send it and I'll swap it in."
    ],
    expect=says("they are a direct quote"),
)
one(
    F,
    "direct_quote_change_declined",
    ZS,
    "把倪佩雅说的话改得更积极一点。",
    [
        "倪佩雅的话是直接引语，改动她的原话等于替她说话，我不建议这样做。如果她有更积极的原话，发给我，我帮你换上。"
    ],
    expect=says("是直接引语"),
)

ch = {
    0: "A tool library lets neighbours borrow a drill or a ladder rather than each buying one that sits in a cupboard all year. Ours began in a garage with 40 tools and now lends out more than 250.",
    3: "Ask around for donations before you buy anything. Most people have a spare hammer, saw or spirit level lying about, and they're happy to see it used.",
    6: "We're open every Saturday from 10 a.m. to noon. Borrowers sign for each tool and bring it back clean; anything broken gets fixed from a small fund that every member pays £5 a year into.",
    7: "If you'd like to start one in your street, drop us a line at hello@toolshare.example.net and we'll send you our sign-out sheet and insurance notes.",
}
bad = whole(G, changes=ch).replace("## Lending rules", "## How lending works")
one(
    F,
    "untouched_heading_reworded_in_global_restyle",
    G,
    "Make it more casual.",
    [bad],
    ch,
    withheld_min=1,
)
ch = {
    0: "工具图书馆让邻居们能借电钻、梯子用，不用每家都买一把放柜子里吃灰。我们一开始就在车库里，只有40件工具，现在能借的有250多件了。",
    3: "买东西前先找大家捐。大多数人家里都有多余的锤子、锯子或水平尺，也乐意看到它们派上用场。",
    6: "我们每周六上午10点到12点开门。借工具要签个字，还的时候擦干净；坏了就用小基金修，每位会员每年交30元。",
    7: "想在你家那条街也办一个？写信到 hello@toolshare.example.net，我们把登记表和保险说明发给你。",
}
bad = whole(ZG, changes=ch).replace("## 借用规则", "## 怎么借")
one(
    F,
    "untouched_heading_reworded_in_global_restyle",
    ZG,
    "更口语化一点。",
    [bad],
    ch,
    withheld_min=1,
)

# --- shapes: how the reply is dressed ---------------------------------------------------------

F = "shapes"
SET.checked = False  # the selection's paragraph holds the new sentence, not the reply
sel = "Both were replaced, and the whole roof now has a new insulated cover that should cut heating bills by about a fifth."
rep = (
    "Both beams were replaced, and a new insulated roof should cut heating bills by about a fifth."
)
one(
    F,
    "selection_in_straight_quotes_with_label",
    S,
    "Make this shorter.",
    [f'Shorter:\n\n"{rep}"'],
    {3: STORY[3].replace(sel, rep)},
    selected_text=sel,
)
sel = "两根钢梁都已更换，整个屋顶还加了一层新的保温层，预计可以让取暖费降低约五分之一。"
rep = "两根钢梁均已更换，新保温层预计让取暖费降低约五分之一。"
one(
    F,
    "selection_in_straight_quotes_with_label",
    ZS,
    "这句缩短一点。",
    [f'精简版：\n\n"{rep}"'],
    {3: ZSTORY[3].replace(sel, rep)},
    selected_text=sel,
)
new = "After eight long months under scaffolding, Riverside Pool reopened on Saturday 9 May — and more than 300 swimmers came splashing back on the very first day."
obj = json.dumps(
    {"title": STORY_T, "body": "\n\n".join(SET.paras(S, {0: new}))}, ensure_ascii=False, indent=2
)
one(
    F,
    "whole_article_as_json_object",
    S,
    "Make the opening livelier.",
    ["```json\n" + obj + "\n```"],
    {0: new},
)
new = "搭了八个月脚手架之后，河滨游泳馆终于在5月9日（星期六）重新开放——开馆第一天，三百多名泳客就扑通扑通地回来了！"
obj = json.dumps(
    {"title": ZSTORY_T, "body": "\n\n".join(SET.paras(ZS, {0: new}))}, ensure_ascii=False, indent=2
)
one(
    F,
    "whole_article_as_json_object",
    ZS,
    "开头写得生动一些。",
    ["```json\n" + obj + "\n```"],
    {0: new},
)
SET.checked = True  # (the JSON kind: the body is escaped in the reply)
new = "A learner pool is scheduled to open in the spring, and the first swimming lessons for children under five have already been booked for every Tuesday."
one(
    F,
    "whole_in_revised_article_tags",
    S,
    "Make paragraph 6 more formal.",
    ["<revised_article>\n" + whole(S, changes={5: new}) + "\n</revised_article>"],
    {5: new},
)
new = "初学者泳池定于明年春季启用，五岁以下儿童的首批游泳课程已预约至每周二。"
one(
    F,
    "whole_in_revised_article_tags",
    ZS,
    "第六段改得正式一些。",
    ["<revised_article>\n" + whole(ZS, changes={5: new}) + "\n</revised_article>"],
    {5: new},
)
new = "The roof had leaked since a storm on 14 October, and two steel beams above the main pool had rusted through. Both were replaced, and a new insulated cover should cut heating bills by about a fifth."
one(
    F,
    "paragraph_then_explanation_bullets",
    S,
    "Tighten paragraph 4.",
    [
        f'Okay, here is the revised paragraph:\n\n{new}\n\n**Explanation of changes:**\n\n* Dropped "engineers found that" — the finding speaks for itself.\n* Shortened the description of the new roof cover.'
    ],
    {3: new},
)
new = "旧屋顶自10月14日暴风雨后一直漏水，主泳池上方两根钢梁已经锈穿。钢梁已全部更换，屋顶新加的保温层预计让取暖费降低约五分之一。"
one(
    F,
    "paragraph_then_explanation_bullets",
    ZS,
    "第四段精简一下。",
    [
        f"好的，修改后的段落如下：\n\n{new}\n\n**修改说明：**\n\n* 删去了“工程师发现”，事实本身已经说明问题。\n* 压缩了对新屋顶的描述。"
    ],
    {3: new},
)
a = "Opening hours: 6 a.m.–9 p.m. weekdays, 8 a.m.–6 p.m. weekends; lane swimming until 10 a.m. daily."
b = "Open 6–9 weekdays, 8–6 weekends; lanes until 10 a.m."
one(
    F,
    "two_lengths_offered_no_question",
    S,
    "Shorten paragraph 5.",
    [f"**Shorter:**\n\n{a}\n\n**Even shorter:**\n\n{b}"],
    expect=says("Even shorter"),
)
a = "开放时间：工作日6:00—21:00，周末8:00—18:00；每天10点前设分道游泳。"
b = "工作日6—21点，周末8—18点开放；10点前分道游。"
one(
    F,
    "two_lengths_offered_no_question",
    ZS,
    "第五段缩短一下。",
    [f"**精简版：**\n\n{a}\n\n**更短版：**\n\n{b}"],
    expect=says("更短版"),
)
new = "“We were scared we'd lose our swimmers for good while we were shut,” said duty manager Priya Nair. “Seeing the queue outside this morning was a huge relief.”"
new = "Lane swimming runs every morning until 10 a.m., and opening hours are 6 a.m. to 9 p.m. on weekdays and 8 a.m. to 6 p.m. at weekends."
one(
    F,
    "ranged_unchanged_markers",
    S,
    "In paragraph 5, put the lane swimming first.",
    [f"[Paragraphs 1–4 unchanged]\n\n{new}\n\n[Paragraphs 6–8 unchanged]"],
    {4: new},
)
new = "每天早上10点前设有分道游泳；开放时间为工作日早上6点至晚上9点，周末早上8点至下午6点。"
one(
    F,
    "ranged_unchanged_markers",
    ZS,
    "第五段把分道游泳放到前面。",
    [f"（第1—4段不变）\n\n{new}\n\n（第6—8段不变）"],
    {4: new},
)
new = "The £260,000 bill was mostly met by a city council grant, with the pool's reserves and a summer fundraising drive covering the rest."
one(
    F,
    "ranged_unchanged_markers_with_title",
    S,
    "Rewrite paragraph 2 so it reads more smoothly.",
    [f"{STORY_T}\n\n[Paragraph 1 unchanged]\n\n{new}\n\n[Paragraphs 3-8 unchanged]"],
    {1: new},
)
new = "26万元的工程款大部分由市政府专项补助承担，余下部分来自游泳馆的储备金和夏季募捐。"
one(
    F,
    "ranged_unchanged_markers_with_title",
    ZS,
    "第二段读起来顺一点。",
    [f"{ZSTORY_T}\n\n（第1段不变）\n\n{new}\n\n（第3-8段不变）"],
    {1: new},
)
new = "The work cost £260,000. Most of it came from a city council grant; the pool's reserves and a summer fundraising drive paid the rest."
one(
    F,
    "rest_as_before_italic_marker",
    S,
    "Make paragraph 2 clearer.",
    [f"{STORY_T}\n\n{STORY[0]}\n\n{new}\n\n*(rest of the article as before)*"],
    {1: new},
)
new = "这次工程共花费26万元。大部分来自市政府的专项补助，其余由游泳馆储备金和夏季募捐补足。"
one(
    F,
    "rest_as_before_italic_marker",
    ZS,
    "第二段写清楚一点。",
    [f"{ZSTORY_T}\n\n{ZSTORY[0]}\n\n{new}\n\n*（以下同原文）*"],
    {1: new},
)
one(
    F,
    "verdict_headings_no_change",
    S,
    "Check paragraph 5 for grammar mistakes.",
    [
        "## Verdict\n\nNO_CHANGE\n\n## Why\n\nParagraph 5 is grammatical: the times are written consistently and both sentences are complete."
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "verdict_headings_no_change",
    ZS,
    "检查一下第五段有没有语病。",
    ["## 结论\n\nNO_CHANGE\n\n## 理由\n\n第五段没有语病，时间写法一致，两句话都完整。"],
    expect=NO_CHANGE,
)
new = (
    "From spring, a new learner pool opens, and lessons for under-fives already fill every Tuesday."
)
one(
    F,
    "streamed_think_block_then_paragraph",
    S,
    "Make paragraph 6 livelier.",
    [
        f"<think>\nParagraph 6: learner pool in spring, lessons on Tuesdays. Make it lively, keep both facts.\n</think>\n\n{new}"
    ],
    {5: new},
    stream=True,
)
new = "明年春天，崭新的初学者泳池就要启用啦，五岁以下小朋友的游泳课已经把每个星期二都排满了！"
one(
    F,
    "streamed_think_block_then_paragraph",
    ZS,
    "第六段写得活泼一点。",
    [f"<think>\n第六段：春天新泳池，星期二的课。写得活泼，两件事都保留。\n</think>\n\n{new}"],
    {5: new},
    stream=True,
)
nt = "Riverside Pool Is Back"
new = "Eight months, two rusted beams and one new roof later, Riverside Pool reopened on Saturday 9 May — and more than 300 swimmers were waiting."
one(
    F,
    "title_and_opening_labelled_sections",
    S,
    "Give it a catchier title and a punchier opening.",
    [f"**New title:** {nt}\n\n**New opening:**\n\n{new}"],
    {0: new},
    title=nt,
)
nt = "河滨游泳馆回来了"
new = "八个月、两根锈穿的钢梁、一个新屋顶——5月9日（星期六），河滨游泳馆重新开放，门外早已等着三百多名泳客。"
one(
    F,
    "title_and_opening_labelled_sections",
    ZS,
    "标题起得吸引人一点，开头也更有力。",
    [f"**新标题：** {nt}\n\n**新开头：**\n\n{new}"],
    {0: new},
    title=nt,
)

# --- asks: new kinds of request ---------------------------------------------------------------

F = "asks"
new = "闭馆期间已缴费的会员，将在6月底前获得账户抵扣额度。"
one(
    F,
    "last_paragraph_translated_as_asked",
    S,
    "Translate the last paragraph into Chinese.",
    [new],
    {7: new},
)
new = "Members who paid during the closure will have the balance returned to their accounts by the end of June; please watch for a text message."
one(F, "last_paragraph_translated_as_asked", ZS, "把最后一段翻译成英文。", [new], {7: new})
merged = "Bookings can be made at riversidepool.example.org or by emailing bookings@riversidepool.example.org, and the front desk can be reached on 0161 496 0723 durring opening hours. Members who paid for the months the pool was closed will recieve a credit on their account by the end of June."
one(
    F,
    "last_two_paragraphs_merged_as_asked",
    S,
    "Merge the last two paragraphs into one.",
    [whole(S, spans={(6, 8): [merged]})],
    spans={(6, 8): [merged]},
)
merged = "预约请访问 riversidepool.example.cn，或发邮件至 bookings@riversidepool.example.cn，开放事间内可拨打前台电话 021-6458 3307。闭馆期间已缴费的会员，将在6月底前收到退回账户的余额，请留意短信通之。"
one(
    F,
    "last_two_paragraphs_merged_as_asked",
    ZS,
    "把最后两段合成一段。",
    [whole(ZS, spans={(6, 8): [merged]})],
    spans={(6, 8): [merged]},
)
a = "The old roof had been leaking since a storm on 14 October, and engineers found that two of the steel beams above the main pool had rusted through."
b = "Both were replaced, and the whole roof now has a new insulated cover that should cut heating bills by about a fifth."
one(
    F,
    "long_paragraph_split_as_asked",
    S,
    "Paragraph 4 is long — split it into two.",
    ["Here's the article with paragraph 4 split in two:\n\n" + whole(S, spans={(3, 4): [a, b]})],
    spans={(3, 4): [a, b]},
)
a = "旧屋顶自10月14日的一场暴风雨后就开始漏水，工程师发现主泳池上方有两根钢梁已经锈穿。"
b = "两根钢梁都已更换，整个屋顶还加了一层新的保温层，预计可以让取暖费降低约五分之一。"
one(
    F,
    "long_paragraph_split_as_asked",
    ZS,
    "第四段太长，拆成两段。",
    ["第四段拆成两段后的全文：\n\n" + whole(ZS, spans={(3, 4): [a, b]})],
    spans={(3, 4): [a, b]},
)
new = "\n".join(reversed(GUIDE[2].split("\n")))
one(
    F,
    "list_reversed_as_asked",
    G,
    "Reverse the order of the list.",
    ["Here's the list in reverse order:\n\n" + new],
    {2: new},
)
new = "\n".join(reversed(ZGUIDE[2].split("\n")))
one(F, "list_reversed_as_asked", ZG, "把清单的顺序倒过来。", ["倒序后的清单：\n\n" + new], {2: new})
new = "\n".join(f"{i}. {line[2:]}" for i, line in enumerate(GUIDE[2].split("\n"), 1))
one(
    F,
    "bullets_to_numbered_as_asked",
    G,
    "Turn the bullet list into a numbered list.",
    [whole(G, changes={2: new})],
    {2: new},
)
new = "\n".join(f"{i}. {line[2:]}" for i, line in enumerate(ZGUIDE[2].split("\n"), 1))
one(
    F,
    "bullets_to_numbered_as_asked",
    ZG,
    "把项目符号列表改成编号列表。",
    [whole(ZG, changes={2: new})],
    {2: new},
)
ch = {
    0: STORY[0].replace("Saturday 9 May", "Saturday 9 May 2027"),
    3: STORY[3].replace("14 October", "14 October 2026"),
}
one(
    F,
    "years_added_to_dates_as_asked",
    S,
    "Add the years to the dates: the storm was in 2026 and the reopening in 2027.",
    [whole(S, changes=ch) + "\n\nI added 2027 to the reopening date and 2026 to the storm."],
    ch,
)
ch = {
    0: ZSTORY[0].replace("5月9日", "2027年5月9日"),
    3: ZSTORY[3].replace("10月14日", "2026年10月14日"),
}
one(
    F,
    "years_added_to_dates_as_asked",
    ZS,
    "日期都加上年份：暴风雨是2026年，重新开放是2027年。",
    [whole(ZS, changes=ch) + "\n\n已给重新开放日期加上2027年，暴风雨加上2026年。"],
    ch,
)
new = STORY[6].replace("0161 496 0723", "+44 161 496 0723")
one(
    F,
    "phone_international_format_as_asked",
    S,
    "Write the phone number in international format.",
    [new],
    {6: new},
)
new = ZSTORY[6].replace("021-6458 3307", "+86 21 6458 3307")
one(F, "phone_international_format_as_asked", ZS, "电话号码改成国际格式。", [new], {6: new})
new = "| Item | Loan period |\n|---|---|\n| Hand tools | 1 week |\n| Ladders | 2 days |"
one(
    F,
    "table_row_removed_as_asked",
    G,
    "Take the power tools row out of the table.",
    ["Here's the table without that row:\n\n" + new],
    {5: new},
)
new = "| 物品 | 借期 |\n|---|---|\n| 手动工具 | 1周 |\n| 梯子 | 2天 |"
one(
    F,
    "table_row_removed_as_asked",
    ZG,
    "表格里电动工具那一行删掉。",
    ["删掉后的表格：\n\n" + new],
    {5: new},
)
one(
    F,
    "reading_time_question_answered",
    S,
    "Roughly how long would this take to read? Don't change anything.",
    [
        "It's about 300 words, so roughly a minute and a half at an ordinary reading pace. I haven't changed anything."
    ],
    expect=says("a minute and a half"),
)
one(
    F,
    "reading_time_question_answered",
    ZS,
    "这篇大概要读多久？先别改。",
    ["全文大约五百字，按普通速度读大约需要一分半钟。我没有做任何修改。"],
    expect=says("一分半钟"),
)
one(
    F,
    "target_language_asked_back",
    G,
    "Translate it.",
    ["Happy to — which language would you like it translated into?"],
    expect=says("which language"),
)
one(
    F,
    "target_language_asked_back",
    ZG,
    "翻译一下。",
    ["好的，请问要翻译成哪种语言？"],
    expect=says("哪种语言"),
)

# --- multi: several asks in one message -------------------------------------------------------

F = "multi"
a = "After eight months under scaffolding, Riverside Pool is back! It reopened on Saturday 9 May, and more than 300 swimmers dived in on the first day."
b = "A learner pool opens in the spring; under-fives' lessons already fill every Tuesday."
one(
    F,
    "two_asks_labelled_paragraphs",
    S,
    "Make paragraph 1 livelier and paragraph 6 shorter.",
    [f"**Paragraph 1:**\n\n{a}\n\n**Paragraph 6:**\n\n{b}"],
    {0: a, 5: b},
)
a = "脚手架搭了八个月，河滨游泳馆终于回来了！5月9日（星期六）重新开放，第一天就有三百多名泳客跳进了水里。"
b = "初学者泳池明春启用，五岁以下儿童游泳课已排满每个星期二。"
one(
    F,
    "two_asks_labelled_paragraphs",
    ZS,
    "第一段生动一点，第六段短一点。",
    [f"**第一段：**\n\n{a}\n\n**第六段：**\n\n{b}"],
    {0: a, 5: b},
)
nt = "Riverside Pool Reopens"
ch = {
    3: "A storm on 14 October left the roof leaking and two steel beams above the main pool rusted through. Both were replaced, and a new insulated cover should cut heating bills by about a fifth.",
    6: STORY[6].replace("durring", "during"),
    7: STORY[7].replace("recieve", "receive"),
}
one(
    F,
    "three_asks_whole_then_changelog",
    S,
    "Fix the typos, shorten paragraph 4 and give it a shorter title.",
    [
        whole(S, title=nt, changes=ch)
        + "\n\n**Changelog**\n- durring → during; recieve → receive\n- Paragraph 4 shortened\n- Title shortened"
    ],
    ch,
    title=nt,
)
nt = "河滨游泳馆重新开放"
ch = {
    3: "10月14日的暴风雨后旧屋顶一直漏水，主泳池上方两根钢梁已经锈穿。钢梁均已更换，新加的保温层预计让取暖费降低约五分之一。",
    6: ZSTORY[6].replace("事间", "时间"),
    7: ZSTORY[7].replace("通之", "通知"),
}
one(
    F,
    "three_asks_whole_then_changelog",
    ZS,
    "改一下错别字，第四段缩短，标题也短一点。",
    [
        whole(ZS, title=nt, changes=ch)
        + "\n\n**修改记录**\n- 事间 → 时间；通之 → 通知\n- 第四段已缩短\n- 标题已缩短"
    ],
    ch,
    title=nt,
)
a = "The £260,000 bill was mostly paid by a city council grant, with reserves and a summer fundraiser covering the rest."
b = "Bookings: riversidepool.example.org, bookings@riversidepool.example.org, or the front desk on 0161 496 0723 during opening hours."
one(
    F,
    "two_asks_in_numbered_paragraph_tags",
    S,
    "Smooth out paragraph 2 and tighten paragraph 7.",
    [f'<paragraph n="2">{a}</paragraph>\n<paragraph n="7">{b}</paragraph>'],
    {1: a, 6: b},
)
a = "26万元的工程款大部分由市政府专项补助承担，其余来自储备金和夏季募捐。"
b = "预约：riversidepool.example.cn，邮箱 bookings@riversidepool.example.cn，开放时间内前台电话 021-6458 3307。"
one(
    F,
    "two_asks_in_numbered_paragraph_tags",
    ZS,
    "第二段顺一顺，第七段精简一下。",
    [f'<paragraph n="2">{a}</paragraph>\n<paragraph n="7">{b}</paragraph>'],
    {1: a, 6: b},
)
a = "Riverside Pool is open again! After eight months of roof repairs it reopened on Saturday 9 May, and more than 300 swimmers came through the doors on day one."
one(
    F,
    "one_ask_done_one_declined",
    S,
    "Make the opening livelier, and add a quote from the mayor saying she's proud of the pool.",
    [
        f"{a}\n\nI've left out the mayor's quote: I don't have anything she actually said, and I won't make one up. If you send me her words, I'll add them."
    ],
    {0: a},
    note="won't make one up",
)
a = "河滨游泳馆又开门啦！屋顶修了八个月，5月9日（星期六）重新开放，第一天就有三百多名泳客入场。"
one(
    F,
    "one_ask_done_one_declined",
    ZS,
    "开头写得生动一点，再加一句市长说她为游泳馆骄傲的话。",
    [
        f"{a}\n\n市长的话我没有加：我手上没有她真正说过的话，不能替她编。你把她的原话发给我，我再加上。"
    ],
    {0: a},
    note="不能替她编",
)
li = GUIDE[2] + "\n- A first-aid kit"
tb = GUIDE[5] + "\n| Garden tools | 1 week |"
one(
    F,
    "two_asks_list_then_table",
    G,
    "Add a first-aid kit to the list, and add garden tools to the table with a one-week loan.",
    [f"Here's the updated list:\n\n{li}\n\nAnd the table with the new row:\n\n{tb}"],
    {2: li, 5: tb},
)
li = ZGUIDE[2] + "\n- 一个急救包"
tb = ZGUIDE[5] + "\n| 园艺工具 | 1周 |"
one(
    F,
    "two_asks_list_then_table",
    ZG,
    "清单里加上急救包，表格里加一行园艺工具，借期1周。",
    [f"更新后的清单：\n\n{li}\n\n加了一行的表格：\n\n{tb}"],
    {2: li, 5: tb},
)
a = "Riverside Pool welcomed everyone back on Saturday 9 May after eight months of roof repairs, and more than 300 swimmers joined us on the very first day."
b = "Members who paid for the months during which the pool was closed will receive a credit to their account no later than the end of June."
tidy = (
    "A new learner pool opens in spring, and under-fives' lessons are already booked every Tuesday."
)
one(
    F,
    "two_asks_whole_third_paragraph_tidied",
    S,
    "Make the opening friendlier and the last paragraph more formal.",
    [whole(S, changes={0: a, 7: b, 5: tidy})],
    {0: a, 7: b},
    withheld_min=1,
)
a = "河滨游泳馆屋顶修了八个月，5月9日（星期六）终于和大家重新见面，开馆第一天就迎来了三百多位泳客。"
b = "闭馆期间已缴纳费用的会员，其账户余额将于6月底前予以退还，届时请留意短信通知。"
tidy = "初学者泳池明年春天启用，五岁以下儿童的游泳课已排满每周二。"
one(
    F,
    "two_asks_whole_third_paragraph_tidied",
    ZS,
    "开头亲切一点，最后一段正式一点。",
    [whole(ZS, changes={0: a, 7: b, 5: tidy})],
    {0: a, 7: b},
    withheld_min=1,
)
a = "Riverside Pool is back! After eight months of roof repairs it reopened on Saturday 9 May to more than 300 swimmers."
cut = f"**Paragraph 1:**\n\n{a}\n\n**Paragraph 5:**\n\nThe pool opens at 6 a.m. on weekdays and"
one(
    F,
    "two_asks_second_cut_by_length",
    S,
    "Make paragraph 1 livelier and paragraph 5 friendlier.",
    [cut],
    expect=refused("the reply was cut off in the second paragraph"),
    finish_reason="length",
)
a = "河滨游泳馆回来了！屋顶修了八个月，5月9日（星期六）重新开放，迎来三百多名泳客。"
cut = f"**第一段：**\n\n{a}\n\n**第五段：**\n\n工作日早上6点就开门，"
one(
    F,
    "two_asks_second_cut_by_length",
    ZS,
    "第一段生动一点，第五段亲切一点。",
    [cut],
    expect=refused("回复在第二段中途被截断"),
    finish_reason="length",
)
one(
    F,
    "two_asks_model_asks_for_figure",
    S,
    "Add how many members the pool has to the opening, and make the last paragraph friendlier.",
    [
        "How many members does the pool have? I don't want to guess that figure. Tell me and I'll add it along with the friendlier last paragraph."
    ],
    expect=says("How many members"),
)
one(
    F,
    "two_asks_model_asks_for_figure",
    ZS,
    "开头加上游泳馆有多少会员，最后一段写得亲切一点。",
    [
        "游泳馆现在有多少会员？这个数字我不能猜。告诉我之后，我会一并加上，并把最后一段改得亲切一些。"
    ],
    expect=says("有多少会员"),
)
one(
    F,
    "two_checks_both_fine_no_change",
    S,
    "Check that the opening hours add up and that paragraph 2's figures are consistent.",
    [
        "The hours are consistent (weekday and weekend times don't overlap oddly, and lane swimming ends at 10 a.m. within opening hours), and paragraph 2 gives one figure, £260,000, used consistently.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "two_checks_both_fine_no_change",
    ZS,
    "帮我核对一下开放时间对不对得上，第二段的数字是否一致。",
    [
        "开放时间前后一致，分道游泳10点结束也在开放时间内；第二段只有一个数字26万元，前后一致。\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
nt = "Riverside Pool Reopens"
ch = {6: STORY[6].replace("durring", "during"), 7: STORY[7].replace("recieve", "receive")}
one(
    F,
    "title_and_typos_title_in_bold_line",
    S,
    "Shorten the title and fix any typos.",
    [f"**Title:** {nt}\n\n" + "\n\n".join(SET.paras(S, ch))],
    ch,
    title=nt,
)
nt = "河滨游泳馆重开"
ch = {6: ZSTORY[6].replace("事间", "时间"), 7: ZSTORY[7].replace("通之", "通知")}
one(
    F,
    "title_and_typos_title_in_bold_line",
    ZS,
    "标题缩短一点，再改改错别字。",
    [f"**标题：** {nt}\n\n" + "\n\n".join(SET.paras(ZS, ch))],
    ch,
    title=nt,
)

finish(HERE)
