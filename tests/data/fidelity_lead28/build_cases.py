# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity lead set 28 (tests/data/fidelity_lead28/*.jsonl): cases of the kinds the
held-out blind set 28's README names (its cases unread), on articles and wordings of their own,
in English and Chinese. Every expected article is the original paragraph list with only the
asked entries replaced, so untouched text is byte for byte the writer's.

    .venv/bin/python tests/data/fidelity_lead28/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

# --- articles -------------------------------------------------------------------------------

STORY_T = "Eastgate Pool Reopens After Two-Year Refit"
STORY = [
    "Eastgate Pool reopened on Monday after a two-year refit, and by nine o'clock the queue of swimmers reached the bus stop on Mill Lane.",
    "The £3.4 million project replaced the leaking roof, added a learner pool and fitted solar panels that the council says will cut the heating bill by a third. More than 2,300 people signed the petition that kept the pool open in 2024.",
    "“We were told it would never open again,” said Priya Natarajan, who chairs the Friends of Eastgate Pool. “Today proves that a town can still save something it loves.”",
    "Lane swimming runs from 6.30 a.m. to 9 a.m. on weekdays, and a single swim costs £4.50. Children under 8 must be accompanied by an adult in the main pool.",
    "The learner pool is 0.9 metres deep and can accomodate 30 children at a time. Free lessons for 120 children start in January, places are given by lottery, and the learner pool will not close in the school holidays.",
    "The pool is 2 km from the town centre, and the number 7 bus stops outside every twenty minutes. Cyclists can leave their bikes in the new racks beside the café.",
    "Timetables and bookings are at eastgatepool.example.org, and the front desk can be reached on 01632 960 577.",
    "The Friends group meets on the first Thursday of each month in the café, and it's newsletter goes to every swimmer who signs up at the desk.",
]
ZSTORY_T = "东门游泳馆翻修两年后重新开放"
ZSTORY = [
    "东门游泳馆经过两年翻修，周一重新开放。早上九点，排队的泳客已经排到了磨坊路的公交站。",
    "这项耗资340万元的工程更换了漏水的屋顶，新建了一个教学池，还装上了太阳能板，市政府说供暖费用能省下三分之一。2024年，有2,300多人签名请愿，游泳馆才没有关门。",
    "“当时大家都说它再也开不了了，”东门游泳馆之友会长林佩珊说。“今天证明，一座小城还是能留住自己心爱的东西。”",
    "工作日早上6:30到9:00开放分道游泳，单次票价25元。8岁以下的儿童进入主池必须有成人陪同。",
    "教学池水深0.9米，一次可容纳30名儿童。一月起有120名儿童参加免费游泳课，由志原者担任助教，名额抽签决定，寒暑假期间教学池不会关闭。",
    "游泳馆距市中心2公里，7路公交车每二十分钟一班，在门口停靠。骑车来的泳客可以把车停在咖啡馆旁边新装的车架上。",
    "时间表和预约请访问 eastgatepool.example.org，前台电话 0571-8860 5773。",
    "东门游泳馆之友每月第一个星期四在咖啡馆聚会，大家交流游泳心得，收货不少，欢迎新会员加入。",
]

RULES_T = "Northfield Badminton Club: Winter Ladder 2027"
RULES = [
    "The winter ladder runs from 10 January to 28 March 2027. Every member may enter, and matches are played on Tuesday and Thursday evenings at Northfield Sports Hall.",
    "## Entry and fees",
    "Entry costs £12 for members and £18 for guests, payable at the desk before your first match. Juniors under 16 play free but need a form signed by a parent.",
    "## Playing a match",
    "Book your court with the code `NBC-LAD` on the hall's booking page. Matches are the best of three games to 21 points, with setting at 20–20 up to a cap of 30.",
    "A player may challenge anyone up to three places above them on the ladder. If the challenged player cannot play within ten days, the match counts as a walkover.",
    "| Result | Points |\n|---|---|\n| Win | 3 |\n| Win by walkover | 2 |\n| Loss in three games | 1 |\n| Retired injured | ½ |\n| Loss | 0 |",
    "## Prizes",
    "The top four players at the end of March meet in a knockout final on 3 April. The winner receives the Hollins Shuttle and a £40 voucher, and the runner-up a £20 voucher.",
    "As our founder Margaret Hollins liked to say, “A ladder is only fair if everyone is willing to climb it.”",
]
ZRULES_T = "北野羽毛球俱乐部2027冬季排位赛"
ZRULES = [
    "冬季排位赛从2027年1月10日持续到3月28日，所有会员都可以报名，比赛安排在每周二和周四晚上，地点是北野体育馆。",
    "## 报名与费用",
    "会员报名费80元，非会员120元，请在第一场比赛前到前台缴纳。16岁以下的青少年免费参赛，但须交一份家长签字的同意书。",
    "## 比赛方式",
    "请在体育馆预约页面用代码 `NBC-LAD` 预订场地。比赛采用三局两胜，每局21分，20平后须领先两分，30分封顶。",
    "选手可以挑战排位比自己高三位以内的任何人。被挑战者如果十天内无法应战，按对手弃权（walkover）处理。",
    "| 结果 | 积分 |\n|---|---|\n| 胜 | 3 |\n| 对手弃权胜 | 2 |\n| 三局惜败 | 1 |\n| 伤退 | ½ |\n| 负 | 0 |",
    "## 奖项",
    "三月底排名前四的选手将于4月3日进行淘汰赛决赛。冠军获得霍林斯杯和300元购物券，亚军获得150元购物券。",
    "正如俱乐部创始人霍林斯女士常说的：“只有人人都肯往上爬，排位才算公平。”",
]

POST_T = "Four Days Paddling the Wye"
POST = [
    "I had wanted to paddle the River Wye since I was a teenager, and this June I finally did it: four days and 80 km from Glasbury to Monmouth in a borrowed open canoe.",
    "What I packed:\n1. A dry bag for the sleeping bag\n2. Two litres of water a day\n3. A repair kit and duct tape",
    "> “The river decides how far you go, not you.” — the ferryman at Hay",
    "The first day was the hardest. A headwind pushed against us all afternoon, and after only 14 km we definately had to stop at the campsite in Hay.",
    "Campsites along the river cost between £8 and £15 a night, and the canoe hire for four days came to £160, which we split two ways.",
    "On the third morning we saw a kingfisher near Symonds Yat. It was a flash of blue so fast that neither of us managed a photo, so we kept a seperate notebook just for birds.",
    "The route notes and the map I drew are on GitHub at github.com/lena-paddles/wye-2027 if you want to try it yourself.",
]
ZPOST_T = "四天划艇下瓦伊河"
ZPOST = [
    "我从十几岁起就想划船走一趟瓦伊河，今年六月终于成行：四天，80公里，从格拉斯伯里划到蒙茅斯，船是借来的开放式独木舟。",
    "我带了这些：\n1. 一个装睡袋的防水袋\n2. 每天两升水\n3. 修补工具和胶带",
    "> “去多远由河决定，不由你决定。”——海伊镇的摆渡人",
    "第一天最辛苦。整个下午都顶着逆风，只划了14公里，就不得不在海伊镇的营地停下。我的坐右铭是慢慢来，这一天算是用上了。",
    "这趟最大的花废是独木舟租金：四天一共1,200元，我们两个人平摊；沿河营地每晚60到110元。",
    "第三天早上，我们在西蒙兹亚特附近看到一只翠鸟。一道蓝光闪过，谁都没来得及拍照，于是我们专门准备了一本记鸟的小本子。",
    "路线笔记和我画的地图放在 GitHub 上：github.com/lena-paddles/wye-2027，想去的朋友可以参考。",
]

ARTICLES = {
    "story": (STORY_T, STORY),
    "zstory": (ZSTORY_T, ZSTORY),
    "rules": (RULES_T, RULES),
    "zrules": (ZRULES_T, ZRULES),
    "post": (POST_T, POST),
    "zpost": (ZPOST_T, ZPOST),
}
SET = Articles("l28", ARTICLES)
paras_of, whole = SET.paras, SET.whole


def one(file: str, kind: str, *args: Any, **kw: Any) -> None:
    """A case on one of the articles (`Articles.one`), of a kind blind set 28's README names."""
    SET.one(file, kind, "blind28 README kind, own article and wording", *args, **kw)


S, ZS, R, ZR, P, ZP = "story", "zstory", "rules", "zrules", "post", "zpost"

# --- everyday asks on the news story, answered the common way -----------------------------------

F = "everyday"
new = "The £3.4 million refit replaced the leaking roof, added a learner pool and fitted solar panels the council says will cut heating bills by a third. Over 2,300 people signed the petition that kept the pool open in 2024."
one(
    F,
    "tighter_paragraph_whole_with_note",
    S,
    "Tighten the second paragraph.",
    [
        "Here's the article with a tighter second paragraph:\n\n"
        + whole(S, changes={1: new})
        + "\n\nI cut a few words and kept every figure as it was."
    ],
    {1: new},
)
new = "这项340万元的工程换了漏水的屋顶，新建了教学池，还装了太阳能板，市政府说供暖费能省三分之一。2024年，2,300多人签名请愿，游泳馆才没有关门。"
one(
    F,
    "tighter_paragraph_whole_with_note",
    ZS,
    "第二段精简一下。",
    [
        "这是第二段精简后的全文：\n\n"
        + whole(ZS, changes={1: new})
        + "\n\n我删掉了几个多余的词，数字都没动。"
    ],
    {1: new},
)

fix = {
    4: STORY[4].replace("accomodate", "accommodate"),
    7: STORY[7].replace("it's newsletter", "its newsletter"),
}
one(
    F,
    "typo_fix_whole_then_bold_fixed_list",
    S,
    "Fix the typos.",
    [
        whole(S, changes=fix)
        + "\n\n**Fixed:**\n- accomodate → accommodate (paragraph 5)\n- it's → its (last paragraph)"
    ],
    fix,
)
fix = {4: ZSTORY[4].replace("志原者", "志愿者"), 7: ZSTORY[7].replace("收货", "收获")}
one(
    F,
    "typo_fix_whole_then_bold_fixed_list",
    ZS,
    "改一下错别字。",
    [
        whole(ZS, changes=fix)
        + "\n\n**已修改：**\n- 志原者 → 志愿者（第五段）\n- 收货 → 收获（最后一段）"
    ],
    fix,
)

new = "The 0.9-metre learner pool takes 30 children at a time. Free lessons for 120 children start in January, with places given by lottery, and the learner pool will not close in the school holidays."
one(
    F,
    "paragraph_named_by_content_alone_with_offer",
    S,
    "Shorten the paragraph about the learner pool.",
    [
        "Sure! Here's a shorter version of the learner pool paragraph:\n\n"
        + new
        + "\n\nWant me to trim any of the other paragraphs too?"
    ],
    {4: new},
)
new = "教学池水深0.9米，一次容纳30名儿童。一月起120名儿童免费上课，由志原者当助教，名额抽签，寒暑假教学池不会关闭。"
one(
    F,
    "paragraph_named_by_content_alone_with_offer",
    ZS,
    "讲教学池的那段缩短一点。",
    ["好的！这是缩短后的教学池那段：\n\n" + new + "\n\n需要我把其他段落也精简一下吗？"],
    {4: new},
)

new = "Getting here is easy: the pool is just 2 km from the town centre, and the number 7 bus stops right outside every twenty minutes. Coming by bike? There are new racks waiting for you beside the café."
one(
    F,
    "bold_label_paragraph_bold_why",
    S,
    "Make paragraph 6 friendlier.",
    [
        "**Paragraph 6 — friendlier:**\n\n"
        + new
        + "\n\n**Why:** speaking to the reader directly makes the directions feel like an invitation."
    ],
    {5: new},
)
new = "来游泳馆很方便：这里离市中心只有2公里，7路公交车每二十分钟一班，就停在门口。骑车来的朋友，咖啡馆旁边有新装的车架等着你。"
one(
    F,
    "bold_label_paragraph_bold_why",
    ZS,
    "第六段写得亲切一些。",
    ["**第六段（更亲切）：**\n\n" + new + "\n\n**理由：**直接对读者说话，交通信息读起来更像邀请。"],
    {5: new},
)

new = STORY[3].replace("£4.50", "£5")
one(
    F,
    "writer_given_fee_got_it_paragraph",
    S,
    "A single swim now costs £5, not £4.50. Please fix paragraph 4.",
    ["Got it — here's paragraph 4 with the new price:\n\n" + new],
    {3: new},
)
new = ZSTORY[3].replace("25元", "30元")
one(
    F,
    "writer_given_fee_got_it_paragraph",
    ZS,
    "单次票价现在是30元，不是25元，请改一下第四段。",
    ["明白了，这是改好票价的第四段：\n\n" + new],
    {3: new},
)

nt = "Eastgate Pool Is Back"
one(
    F,
    "writer_given_title_whole_title_updated",
    S,
    f"Change the title to “{nt}”.",
    [whole(S, title=nt) + "\n\nTitle updated; the rest of the article is unchanged."],
    title=nt,
)
nt = "东门游泳馆回来了"
one(
    F,
    "writer_given_title_whole_title_updated",
    ZS,
    f"标题改成“{nt}”。",
    [whole(ZS, title=nt) + "\n\n标题已更新，正文没有改动。"],
    title=nt,
)

new = "By nine o'clock on Monday the queue snaked all the way to the bus stop on Mill Lane: after two long years of building work, Eastgate Pool was open again."
one(
    F,
    "livelier_opening_whole_in_markdown_fence",
    S,
    "Make the opening livelier.",
    ["```markdown\n" + whole(S, changes={0: new}) + "\n```"],
    {0: new},
)
new = "周一早上九点，队伍已经一路排到了磨坊路的公交站——翻修了整整两年的东门游泳馆，终于重新开门了！"
one(
    F,
    "livelier_opening_whole_in_markdown_fence",
    ZS,
    "开头写得生动一点。",
    ["```markdown\n" + whole(ZS, changes={0: new}) + "\n```"],
    {0: new},
)

one(
    F,
    "casual_paragraph_alone_cut_by_length",
    S,
    "Make paragraph 4 more casual.",
    [
        "Fancy an early swim? Lanes are open from 6.30 to 9 on weekday mornings, and it's just £4.50 a go. Kids under 8 need"
    ],
    finish_reason="length",
    expect=refused("the reply stops mid-sentence (length)"),
)
one(
    F,
    "casual_paragraph_alone_cut_by_length",
    ZS,
    "第四段写得口语化一点。",
    ["想早起游一圈？工作日早上6:30到9:00都能游，一次才25元。8岁以下的小朋友进主池"],
    finish_reason="length",
    expect=refused("回复在句中被截断（length）"),
)

one(
    F,
    "shorter_paragraph_changes_time",
    S,
    "Shorten paragraph 4.",
    [
        "Lane swimming runs 6.30–10 a.m. on weekdays, £4.50 a swim. Under-8s need an adult in the main pool."
    ],
    expect=refused("9 a.m. became 10 a.m."),
)
one(
    F,
    "shorter_paragraph_changes_time",
    ZS,
    "第四段短一点。",
    ["工作日6:30到10:00分道游泳，每次25元。8岁以下儿童进主池须成人陪同。"],
    expect=refused("9:00变成了10:00"),
)

one(
    F,
    "typo_check_reason_then_no_change",
    S,
    "Check the quotation paragraph for typos.",
    [
        "I read Priya Natarajan's quotation closely: the spelling, the quotation marks and the punctuation are all correct.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "typo_check_reason_then_no_change",
    ZS,
    "检查一下引语那段有没有错别字。",
    ["我仔细看了林佩珊的那段引语，没有错别字，标点也没问题。\n\nNO_CHANGE"],
    expect=NO_CHANGE,
)

# --- the rules page: headings, a table, a code span; paragraphs named by content -------------

F = "rules"
new = "Entry is just £12 for members and £18 for guests: pay at the desk before your first match. Juniors under 16 play free, and all we need is a form signed by a parent."
one(
    F,
    "fees_paragraph_friendlier_whole",
    R,
    "Make the fees paragraph friendlier.",
    [whole(R, changes={2: new})],
    {2: new},
)
new = "会员报名费只要80元，非会员120元，第一场比赛前到前台交就行。16岁以下的青少年免费参赛，只要交一份家长签字的同意书。"
one(
    F,
    "fees_paragraph_friendlier_whole",
    ZR,
    "讲报名费的那段写得亲切一点。",
    [whole(ZR, changes={2: new})],
    {2: new},
)

new = RULES[6].replace("| Win by walkover | 2 |", "| Win by walkover | 1 |")
one(
    F,
    "writer_given_points_table_alone",
    R,
    "In the points table, a win by walkover is now worth 1 point.",
    ["Here's the updated table:\n\n" + new],
    {6: new},
)
new = ZRULES[6].replace("| 对手弃权胜 | 2 |", "| 对手弃权胜 | 1 |")
one(
    F,
    "writer_given_points_table_alone",
    ZR,
    "积分表里，对手弃权胜现在只算1分。",
    ["更新后的积分表：\n\n" + new],
    {6: new},
)

new = "Book a court on the hall's booking page with the code `NBC-LAD`. Matches are best of three games to 21, setting at 20–20, capped at 30."
one(
    F,
    "code_span_paragraph_tightened",
    R,
    "Tighten the paragraph about booking a court.",
    [new],
    {4: new},
)
new = "用代码 `NBC-LAD` 在体育馆预约页面订场。三局两胜，每局21分，20平后须领先两分，30分封顶。"
one(F, "code_span_paragraph_tightened", ZR, "把讲订场的那段写紧凑一点。", [new], {4: new})

new = "## Prizes and final"
one(
    F,
    "heading_renamed_alone",
    R,
    "Rename the “Prizes” heading to “Prizes and final”.",
    [new],
    {7: new},
)
new = "## 奖项与决赛"
one(F, "heading_renamed_alone", ZR, "把“奖项”这个标题改成“奖项与决赛”。", [new], {7: new})

new = "The top four at the end of March play a knockout final on 3 April. The winner takes the Hollins Shuttle and a £40 voucher; the runner-up gets £20."
as_list = (
    "- Win: 3\n- Win by walkover: 2\n- Loss in three games: 1\n- Retired injured: ½\n- Loss: 0"
)
one(
    F,
    "table_turned_into_list_outside",
    R,
    "Shorten the prize paragraph.",
    [whole(R, changes={6: as_list, 8: new})],
    {8: new},
)
new = "三月底前四名于4月3日打淘汰赛决赛。冠军得霍林斯杯和300元购物券，亚军得150元购物券。"
as_list = "- 胜：3\n- 对手弃权胜：2\n- 三局惜败：1\n- 伤退：½\n- 负：0"
one(
    F,
    "table_turned_into_list_outside",
    ZR,
    "讲奖项的那段缩短一点。",
    [whole(ZR, changes={6: as_list, 8: new})],
    {8: new},
)

new = "Our founder Margaret Hollins put it best: “A ladder is only fair if everyone is willing to climb it.”"
one(
    F,
    "closing_tightened_quote_kept",
    R,
    "Tighten the closing paragraph, but keep the quotation word for word.",
    ["Here's the tightened closing, quotation untouched:\n\n" + new],
    {9: new},
)
new = "用创始人霍林斯女士的话说：“只有人人都肯往上爬，排位才算公平。”"
one(
    F,
    "closing_tightened_quote_kept",
    ZR,
    "结尾那段精简一下，引语一个字都别改。",
    ["精简后的结尾，引语原样保留：\n\n" + new],
    {9: new},
)

new = "You may challenge any player ranked up to three places above you. If they cannot play you within ten days, you win by walkover."
one(
    F,
    "clearer_paragraph_bare_keeps_terms",
    R,
    "Make the challenge paragraph clearer.",
    [new],
    {5: new},
)
new = "你可以挑战排位比你高、且相差不超过三位的任何选手。对方如果十天内不能应战，就算对手弃权（walkover），你获胜。"
one(F, "clearer_paragraph_bare_keeps_terms", ZR, "讲挑战规则的那段写清楚一点。", [new], {5: new})

new4 = "Book a court on the hall's booking page with the code `NBC-LAD`. Matches are best of three games to 21, with setting at 20–20 up to 30."
new5 = "You can challenge anyone up to three places above you; if they cannot play within ten days, it counts as a walkover."
one(
    F,
    "section_by_heading_shortened_whole_note",
    R,
    "Shorten the “Playing a match” section.",
    [
        whole(R, changes={4: new4, 5: new5})
        + "\n\nI shortened the two paragraphs in that section and left the points table as it was."
    ],
    {4: new4, 5: new5},
)
new4 = "在体育馆预约页面用代码 `NBC-LAD` 订场。三局两胜，每局21分，20平后领先两分，30分封顶。"
new5 = "可以挑战排位高三位以内的任何人；对方十天内不应战，按对手弃权（walkover）处理。"
one(
    F,
    "section_by_heading_shortened_whole_note",
    ZR,
    "把“比赛方式”这一部分缩短一些。",
    [whole(ZR, changes={4: new4, 5: new5}) + "\n\n我缩短了这一部分的两段文字，积分表没有改。"],
    {4: new4, 5: new5},
)

new = "Entry costs £12 for members and £18 for guests, payable at the desk by 8 January. Juniors under 16 play free but need a form signed by a parent."
one(
    F,
    "writer_given_deadline_updated_paragraph",
    R,
    "Fees must now be paid by 8 January. Put that in the fees paragraph instead of “before your first match”.",
    ["Updated:\n\n" + new],
    {2: new},
)
new = "会员报名费80元，非会员120元，请在1月8日前到前台缴纳。16岁以下的青少年免费参赛，但须交一份家长签字的同意书。"
one(
    F,
    "writer_given_deadline_updated_paragraph",
    ZR,
    "报名费现在要在1月8日前交，把报名费那段里的“第一场比赛前”改掉。",
    ["已更新：\n\n" + new],
    {2: new},
)

one(
    F,
    "headings_consistency_question_no_change",
    R,
    "Are the headings consistent?",
    [
        "Yes: all three are second-level headings, short noun phrases in sentence case, so there is nothing to change.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "headings_consistency_question_no_change",
    ZR,
    "几个小标题的格式统一吗？",
    ["统一：三个都是二级标题，都是简短的名词短语，不需要修改。\n\nNO_CHANGE"],
    expect=NO_CHANGE,
)

# --- edges: meaning changed in the asked paragraph, form changed outside it ----------------------

F = "edges"
one(
    F,
    "km_became_miles_in_target",
    S,
    "Make paragraph 6 livelier.",
    [
        "Getting here couldn't be easier: the pool sits just 2 miles from the town centre, and the number 7 bus pulls up outside every twenty minutes. Cyclists will find shiny new racks beside the café."
    ],
    expect=refused("2 km became 2 miles"),
)
one(
    F,
    "km_became_miles_in_target",
    ZS,
    "第六段写得生动一点。",
    [
        "来这儿太方便了：游泳馆离市中心只有2英里，7路公交车每二十分钟一班，就停在门口。骑车来的泳客，咖啡馆旁边有崭新的车架。"
    ],
    expect=refused("2公里变成了2英里"),
)

one(
    F,
    "negation_flipped_in_target",
    S,
    "Shorten paragraph 5.",
    [
        "The 0.9-metre learner pool takes 30 children at a time. Free lessons for 120 children start in January, places go by lottery, and the learner pool will close in the school holidays."
    ],
    expect=refused("“will not close” became “will close”"),
)
one(
    F,
    "negation_flipped_in_target",
    ZS,
    "第五段缩短一点。",
    [
        "教学池水深0.9米，一次容纳30名儿童。一月起120名儿童免费上课，由志原者当助教，名额抽签，寒暑假期间教学池会关闭。"
    ],
    expect=refused("“不会关闭”变成了“会关闭”"),
)

one(
    F,
    "invented_quote_in_target",
    S,
    "Make paragraph 2 livelier.",
    [
        "The £3.4 million project swapped the leaking roof for a new one, added a learner pool and fitted solar panels that the council says will cut the heating bill by a third. “This is the best day our town has had in years,” said Priya Natarajan. More than 2,300 people signed the petition that kept the pool open in 2024."
    ],
    expect=refused("a quotation the chair never gave"),
)
one(
    F,
    "invented_quote_in_target",
    ZS,
    "第二段写得生动一点。",
    [
        "这项耗资340万元的工程换掉了漏水的屋顶，新建了一个教学池，还装上了太阳能板，市政府说供暖费用能省下三分之一。“这是我们小城多年来最开心的一天，”林佩珊说。2024年，有2,300多人签名请愿，游泳馆才没有关门。"
    ],
    expect=refused("林佩珊没说过的一句引语"),
)

new = "The pool is 2 km from the town centre, with the number 7 bus outside every twenty minutes and new bike racks beside the café."
one(
    F,
    "title_changed_unasked_in_whole",
    S,
    "Make paragraph 6 shorter.",
    [whole(S, title="Eastgate Pool Is Open Again", changes={5: new})],
    {5: new},
    withheld_min=1,
)
new = "游泳馆距市中心2公里，7路公交车每二十分钟一班，门口停靠；咖啡馆旁有新车架。"
one(
    F,
    "title_changed_unasked_in_whole",
    ZS,
    "第六段短一点。",
    [whole(ZS, title="东门游泳馆又开门了", changes={5: new})],
    {5: new},
    withheld_min=1,
)

new = "Eastgate Pool reopened on Monday after a two-year refit; by nine o'clock the queue reached the Mill Lane bus stop."
one(
    F,
    "untouched_paragraphs_reordered",
    S,
    "Tighten the opening paragraph.",
    [whole(S, changes={0: new}, order=[0, 1, 2, 3, 4, 5, 7, 6])],
    {0: new},
)
new = "翻修两年的东门游泳馆周一重新开放，早上九点队伍已排到磨坊路公交站。"
one(
    F,
    "untouched_paragraphs_reordered",
    ZS,
    "开头那段写紧凑一点。",
    [whole(ZS, changes={0: new}, order=[0, 1, 2, 3, 4, 5, 7, 6])],
    {0: new},
)

new = "Two years of hammering and waiting ended on Monday: Eastgate Pool threw open its doors, and by nine o'clock the line of swimmers stretched to the bus stop on Mill Lane."
one(
    F,
    "thousands_comma_dropped_outside",
    S,
    "Make the opening more vivid.",
    [whole(S, changes={0: new, 1: STORY[1].replace("2,300", "2300")})],
    {0: new},
)
new = "等了整整两年，东门游泳馆周一终于重新开门！早上九点，泳客的队伍已经排到了磨坊路的公交站。"
one(
    F,
    "thousands_comma_dropped_outside",
    ZS,
    "开头写得更有画面感一些。",
    [whole(ZS, changes={0: new, 1: ZSTORY[1].replace("2,300", "2300")})],
    {0: new},
)

one(F, "empty_reply", S, "Make paragraph 3 shorter.", [""], expect=refused("the reply is empty"))
one(F, "empty_reply", ZS, "第三段短一点。", [""], expect=refused("回复是空的"))

one(
    F,
    "age_limit_changed_in_target",
    R,
    "Make the entry paragraph warmer.",
    [
        "Entry is only £12 for members and £18 for guests; just pay at the desk before your first match. Juniors under 18 play free, with a form signed by a parent."
    ],
    expect=refused("under 16 became under 18"),
)
one(
    F,
    "age_limit_changed_in_target",
    ZR,
    "报名那段写得热情一点。",
    [
        "会员报名费只要80元，非会员120元，第一场比赛前到前台交就好。18岁以下的青少年免费参赛，交一份家长签字的同意书即可。"
    ],
    expect=refused("16岁以下变成了18岁以下"),
)

new = "Winter is ladder season! From 10 January to 28 March 2027, every member is welcome to join in, with matches on Tuesday and Thursday evenings at Northfield Sports Hall."
one(
    F,
    "code_span_backticks_dropped_outside",
    R,
    "Make the opening paragraph friendlier.",
    [whole(R, changes={0: new, 4: RULES[4].replace("`NBC-LAD`", "NBC-LAD")})],
    {0: new},
)
new = "冬季排位赛又来啦！2027年1月10日到3月28日，欢迎所有会员报名，每周二和周四晚上在北野体育馆一起打球。"
one(
    F,
    "code_span_backticks_dropped_outside",
    ZR,
    "开头那段写得亲切一点。",
    [whole(ZR, changes={0: new, 4: ZRULES[4].replace("`NBC-LAD`", "NBC-LAD")})],
    {0: new},
)

one(
    F,
    "half_or_decimal_question_answered",
    R,
    "Should the table say ½ or 0.5? Don't edit anything.",
    [
        "I'd keep ½. It reads naturally in a points table, and club members are used to seeing half points written that way; 0.5 looks more like a statistic than a score."
    ],
    expect=says("I'd keep ½"),
)
one(
    F,
    "half_or_decimal_question_answered",
    ZR,
    "积分表里写½还是0.5好？先别改。",
    [
        "我建议保留½。积分表里写½更自然，俱乐部会员也习惯这样记半分；0.5看起来更像统计数据，而不像比分。"
    ],
    expect=says("我建议保留½"),
)

# --- asks and shapes on the paddling post and the story --------------------------------------------

F = "asks"
new = "The first day was the hardest: a headwind fought us all afternoon, and after only 14 km we definately had to stop at the campsite in Hay."
one(
    F,
    "blockquote_marker_dropped_outside",
    P,
    "Tighten paragraph 4.",
    [whole(P, changes={2: POST[2][2:], 3: new})],
    {3: new},
)
new = "第一天最辛苦：整个下午顶着逆风，只划了14公里就只好在海伊镇的营地停下。我的坐右铭是慢慢来，这天正好用上。"
one(
    F,
    "blockquote_marker_dropped_outside",
    ZP,
    "第四段精简一下。",
    [whole(ZP, changes={2: ZPOST[2][2:], 3: new})],
    {3: new},
)

new = POST[1] + "\n4. A head torch"
one(
    F,
    "item_appended_to_list_list_alone",
    P,
    "Add “A head torch” to the end of the packing list.",
    ["Here's the list with the head torch added:\n\n" + new],
    {1: new},
)
new = ZPOST[1] + "\n4. 一个头灯"
one(
    F,
    "item_appended_to_list_list_alone",
    ZP,
    "在装备清单最后加一项“一个头灯”。",
    ["加上头灯后的清单：\n\n" + new],
    {1: new},
)

tp = {
    i: p.replace("learner pool", "teaching pool")
    for i, p in enumerate(STORY)
    if "learner pool" in p
}
one(
    F,
    "term_replaced_throughout_as_asked",
    S,
    "Replace “learner pool” with “teaching pool” everywhere.",
    [whole(S, changes=tp)],
    tp,
)
tp = {i: p.replace("教学池", "儿童池") for i, p in enumerate(ZSTORY) if "教学池" in p}
one(
    F,
    "term_replaced_throughout_as_asked",
    ZS,
    "把文中的“教学池”都改成“儿童池”。",
    [whole(ZS, changes=tp)],
    tp,
)

new = "On the third morning we saw a kingfisher near Symonds Yat."
one(
    F,
    "first_sentence_only_as_asked",
    P,
    "In paragraph 6, keep just the first sentence.",
    [new],
    {5: new},
)
new = "第三天早上，我们在西蒙兹亚特附近看到一只翠鸟。"
one(F, "first_sentence_only_as_asked", ZP, "第六段只保留第一句。", [new], {5: new})

new = "Day one nearly broke us. A headwind shoved against the bow all afternoon, and after a measly 14 km we definately had to call it a day at the campsite in Hay."
one(
    F,
    "target_after_unchanged_quote_for_context",
    P,
    "Make paragraph 4 livelier.",
    [
        "For context, here's the quote that comes before it:\n\n"
        + POST[2]
        + "\n\nAnd paragraph 4, livelier:\n\n"
        + new
    ],
    {3: new},
    stream=True,
)
new = "第一天差点把我们累垮。逆风整整顶了一下午，才划了可怜的14公里，就只好在海伊镇的营地收工。我的坐右铭是慢慢来，这一天算是真用上了。"
one(
    F,
    "target_after_unchanged_quote_for_context",
    ZP,
    "第四段写得生动一点。",
    ["先放上前面那段引语，方便对照：\n\n" + ZPOST[2] + "\n\n生动一些的第四段：\n\n" + new],
    {3: new},
    stream=True,
)

nt = "Eastgate Pool Reopens"
new = "The Friends group meets in the café on the first Thursday of every month, and its newsletter goes to every swimmer who signs up at the desk. Come and say hello!"
one(
    F,
    "title_and_last_paragraph_in_one_ask",
    S,
    f"Change the title to “{nt}” and make the last paragraph friendlier.",
    [whole(S, title=nt, changes={7: new})],
    {7: new},
    title=nt,
)
nt = "东门游泳馆重新开放"
new = (
    "东门游泳馆之友每月第一个星期四在咖啡馆聚会，大家一起聊聊游泳的心得，收获满满。欢迎你也来坐坐！"
)
one(
    F,
    "title_and_last_paragraph_in_one_ask",
    ZS,
    f"标题改成“{nt}”，最后一段写得亲切一点。",
    [whole(ZS, title=nt, changes={7: new})],
    {7: new},
    title=nt,
)

one(
    F,
    "streamed_global_shorten_cut",
    P,
    "Make the whole post shorter.",
    [
        whole(
            P,
            changes={
                0: "This June I finally paddled the Wye: four days, 80 km, Glasbury to Monmouth, in a borrowed open canoe.",
                3: "Day one was the hardest: a headwind all afternoon, and only 14 km before we stopped in Hay.",
            },
        ).rsplit("\n\n", 2)[0]
        + "\n\nOn the third morning we saw a kingfisher near"
    ],
    stream=True,
    stream_cut=True,
    expect=refused("the stream was cut mid-sentence"),
)
one(
    F,
    "streamed_global_shorten_cut",
    ZP,
    "整篇缩短一些。",
    [
        whole(
            ZP,
            changes={
                0: "今年六月，我终于划船走了一趟瓦伊河：四天，80公里，从格拉斯伯里到蒙茅斯。",
                3: "第一天最辛苦，顶风一下午，只划了14公里就在海伊镇停下。",
            },
        ).rsplit("\n\n", 2)[0]
        + "\n\n第三天早上，我们在西蒙兹亚特附近看到"
    ],
    stream=True,
    stream_cut=True,
    expect=refused("流在句中被截断"),
)

# --- written after the first run of the four files above, run first on the same code (80be851):
# the reply shapes and asks of blind28's README the four files did not hold ----------------------

F = "shapes"
nt = "Eastgate Pool Makes a Splash"
one(
    F,
    "title_alone_in_bold_between_lead_and_reason",
    S,
    "Give the article a punchier title.",
    [f"How about:\n\n**{nt}**\n\nIt's shorter and puts the reopening up front."],
    title=nt,
)
nt = "东门游泳馆，回来了！"
one(
    F,
    "title_alone_in_bold_between_lead_and_reason",
    ZS,
    "给文章换个更抓人的标题。",
    [f"这个怎么样：\n\n**{nt}**\n\n更短，也更有现场感。"],
    title=nt,
)

new = "Getting here is easy: the pool is 2 km from the town centre, and the number 7 bus stops right outside every twenty minutes. Cycling? Leave your bike in the new racks beside the café."
one(
    F,
    "whole_then_table_of_changes",
    S,
    "Make paragraph 6 friendlier.",
    [
        whole(S, changes={5: new})
        + "\n\n| Paragraph | Change |\n|---|---|\n| 6 | Spoke to the reader directly; kept the distance and the bus |"
    ],
    {5: new},
)
new = "来游泳馆很方便：离市中心2公里，7路公交车每二十分钟一班，就停在门口。骑车来的话，咖啡馆旁边有新车架。"
one(
    F,
    "whole_then_table_of_changes",
    ZS,
    "第六段写得亲切一点。",
    [
        whole(ZS, changes={5: new})
        + "\n\n| 段落 | 改动 |\n|---|---|\n| 第六段 | 直接对读者说话，距离和公交信息不变 |"
    ],
    {5: new},
)

new = "Timetables and bookings: eastgatepool.example.org, or call the front desk on 01632 960 577."
one(
    F,
    "revised_heading_paragraph_then_notes_heading",
    S,
    "Tighten paragraph 7.",
    [
        "## Revised paragraph 7\n\n"
        + new
        + "\n\n## Notes\n\n- Kept the web address and the phone number\n- Cut the linking words"
    ],
    {6: new},
)
new = "时间表和预约：eastgatepool.example.org；前台电话 0571-8860 5773。"
one(
    F,
    "revised_heading_paragraph_then_notes_heading",
    ZS,
    "第七段精简一下。",
    ["## 修改后的第七段\n\n" + new + "\n\n## 说明\n\n- 网址和电话保持不变\n- 删去了连接词"],
    {6: new},
)

new = "The Friends group meets in the café on the first Thursday of every month, and it's newsletter goes to every swimmer who signs up at the desk. Do come along!"
one(
    F,
    "lead_in_and_paragraph_crlf",
    S,
    "Make paragraph 8 friendlier.",
    ["Here's a friendlier version:\r\n\r\n" + new + "\r\n"],
    {7: new},
)
new = "东门游泳馆之友每月第一个星期四在咖啡馆聚会，大家一起聊聊游泳心得，收货不少。欢迎你也来坐坐！"
one(
    F,
    "lead_in_and_paragraph_crlf",
    ZS,
    "第八段写得亲切一点。",
    ["亲切一些的版本：\r\n\r\n" + new + "\r\n"],
    {7: new},
)

new = "The £3.4 million project replaced the leaking roof, added a learner pool and fitted solar panels the council says will cut heating bills by a third. Over 2,300 people signed the petition that kept it open in 2024."
one(
    F,
    "whole_padded_with_blank_lines",
    S,
    "Tighten paragraph 2.",
    ["\n\n\n" + whole(S, changes={1: new}) + "\n\n\n"],
    {1: new},
)
new = "这项340万元的工程换了漏水的屋顶，新建教学池，装上太阳能板，市政府说供暖费能省三分之一。2024年，2,300多人签名请愿，游泳馆才没关门。"
one(
    F,
    "whole_padded_with_blank_lines",
    ZS,
    "第二段精简一下。",
    ["\n\n\n" + whole(ZS, changes={1: new}) + "\n\n\n"],
    {1: new},
)

new = "The pool is 2 km from the town centre; the number 7 bus stops outside every twenty minutes, and there are new bike racks by the café."
one(
    F,
    "emoji_label_paragraph_tip",
    S,
    "Make paragraph 6 shorter.",
    [
        "📝 **Updated paragraph 6**\n\n"
        + new
        + "\n\n💡 Tip: you could add where to park, if there is a car park."
    ],
    {5: new},
)
new = "游泳馆距市中心2公里，7路公交车每二十分钟一班，门口停靠；咖啡馆旁有新车架。"
one(
    F,
    "emoji_label_paragraph_tip",
    ZS,
    "第六段短一点。",
    ["📝 **更新后的第六段**\n\n" + new + "\n\n💡 小提示：如果有停车场，也可以写上停车信息。"],
    {5: new},
)

new = "Eastgate Pool is back! After a two-year refit it reopened on Monday, and by nine o'clock the queue of swimmers reached the bus stop on Mill Lane."
one(
    F,
    "paragraph_alone_in_answer_tag",
    S,
    "Make paragraph 1 livelier.",
    ["<answer>\n" + new + "\n</answer>"],
    {0: new},
)
new = (
    "东门游泳馆回来了！翻修两年后，它在周一重新开放，早上九点，排队的泳客已经排到了磨坊路的公交站。"
)
one(
    F,
    "paragraph_alone_in_answer_tag",
    ZS,
    "第一段写得生动一点。",
    ["<answer>\n" + new + "\n</answer>"],
    {0: new},
)

one(
    F,
    "streamed_question_for_a_missing_name",
    P,
    "Add the name of the campsite in Hay to paragraph 4.",
    ["Which campsite did you stay at in Hay? The post doesn't name it, and I'd rather not guess."],
    stream=True,
    expect=says("Which campsite did you stay at in Hay?"),
)
one(
    F,
    "streamed_question_for_a_missing_name",
    ZP,
    "在第四段加上海伊镇那个营地的名字。",
    ["你们在海伊镇住的是哪个营地？文中没有写，我不想乱猜。"],
    stream=True,
    expect=says("你们在海伊镇住的是哪个营地？"),
)

F = "more_asks"
one(F, "paragraph_deleted_as_asked", S, "Delete paragraph 6.", [whole(S, drop=5)], drop=5)
one(F, "paragraph_deleted_as_asked", ZS, "删掉第六段。", [whole(ZS, drop=5)], drop=5)

one(
    F,
    "paragraph_moved_up_as_asked",
    S,
    "Move the quotation paragraph up so it comes right after the opening.",
    [whole(S, order=[0, 2, 1, 3, 4, 5, 6, 7])],
    order=[0, 2, 1, 3, 4, 5, 6, 7],
)
one(
    F,
    "paragraph_moved_up_as_asked",
    ZS,
    "把引语那段往前挪，放在开头那段后面。",
    [whole(ZS, order=[0, 2, 1, 3, 4, 5, 6, 7])],
    order=[0, 2, 1, 3, 4, 5, 6, 7],
)

end = "Thank you to the 2,300 people who signed the petition: this pool is yours."
one(
    F,
    "closing_paragraph_added_whole_note",
    S,
    "Add a one-sentence closing paragraph thanking everyone who signed the petition.",
    [whole(S, append=end) + "\n\nI added a one-sentence thank-you at the end."],
    append=end,
)
end = "感谢2,300多位签名请愿的市民：这座游泳馆属于你们。"
one(
    F,
    "closing_paragraph_added_whole_note",
    ZS,
    "在最后加一段话，一句就好，感谢所有签名请愿的人。",
    [whole(ZS, append=end) + "\n\n我在文末加了一句感谢。"],
    append=end,
)

new = STORY[1].replace("2,300", "**2,300**")
one(F, "figure_bolded_as_asked", S, "Put “2,300” in bold in paragraph 2.", [new], {1: new})
new = ZSTORY[1].replace("2,300", "**2,300**")
one(F, "figure_bolded_as_asked", ZS, "把第二段里的“2,300”加粗。", [new], {1: new})

mi = {
    0: POST[0].replace("80 km", "80 km (50 miles)"),
    3: POST[3].replace("14 km", "14 km (9 miles)"),
}
one(
    F,
    "miles_added_in_brackets_as_asked",
    P,
    "Give the distances in miles too, in brackets after the kilometres.",
    [whole(P, changes=mi)],
    mi,
)
mi = {
    0: ZPOST[0].replace("80公里", "80公里（约50英里）"),
    3: ZPOST[3].replace("14公里", "14公里（约9英里）"),
}
one(
    F,
    "miles_added_in_brackets_as_asked",
    ZP,
    "文中的距离后面用括号加上英里数。",
    [whole(ZP, changes=mi)],
    mi,
)

one(
    F,
    "walking_time_question_answered",
    S,
    "Is 2 km about a 25-minute walk? Don't edit anything yet.",
    [
        "Roughly, yes: at an ordinary walking pace of about 5 km an hour, 2 km takes around 24 minutes. Want me to add that to paragraph 6?"
    ],
    expect=says("2 km takes around 24 minutes"),
)
one(
    F,
    "walking_time_question_answered",
    ZS,
    "2公里大概要走25分钟吗？先别改文章。",
    ["差不多：按每小时5公里左右的步行速度，2公里大约要走24分钟。要不要把这句加到第六段？"],
    expect=says("2公里大约要走24分钟"),
)

one(
    F,
    "title_ideas_listed_no_edit",
    R,
    "Give me three title ideas, but don't change anything yet.",
    [
        "1. Climb the Ladder: Northfield's Winter Season\n2. Northfield Winter Ladder 2027: How It Works\n3. Challenge Accepted: The 2027 Winter Ladder\n\nWhich one do you like?"
    ],
    expect=says("Which one do you like?"),
)
one(
    F,
    "title_ideas_listed_no_edit",
    ZR,
    "给我三个标题备选，先别改。",
    [
        "1. 往上爬：北野冬季排位赛\n2. 北野2027冬季排位赛指南\n3. 敢来挑战吗？2027冬季排位赛\n\n你喜欢哪一个？"
    ],
    expect=says("你喜欢哪一个？"),
)

new = "Campsites by the river cost £8 to £15 a night; four days' canoe hire came to £160, split two ways."
one(
    F,
    "costs_paragraph_by_content_whole_offer",
    P,
    "Shorten the paragraph about costs.",
    [
        "Here's the post with the costs paragraph shortened:\n\n"
        + whole(P, changes={4: new})
        + "\n\nShall I trim any other paragraphs?"
    ],
    {4: new},
)
new = "最大的花废是独木舟租金，四天1,200元，两人平摊；营地每晚60到110元。"
one(
    F,
    "costs_paragraph_by_content_whole_offer",
    ZP,
    "讲花费的那段缩短一点。",
    [
        "这是缩短了花费那段的全文：\n\n"
        + whole(ZP, changes={4: new})
        + "\n\n需要我再精简其他段落吗？"
    ],
    {4: new},
)

casual = {
    0: "I'd wanted to paddle the River Wye since I was a kid, and this June I finally went for it: four days and 80 km from Glasbury to Monmouth in a borrowed open canoe.",
    3: "Day one was the toughest. A headwind shoved us back all afternoon, and after just 14 km we definately had to call it quits at the campsite in Hay.",
    5: "On day three we spotted a kingfisher near Symonds Yat. A flash of blue, gone before either of us could grab a photo, so we started a seperate notebook just for birds.",
}
one(
    F,
    "more_casual_whole_three_paragraphs",
    P,
    "Make it more casual.",
    [whole(P, changes=casual)],
    casual,
)
casual = {
    0: "我十几岁就想划船走一趟瓦伊河，今年六月总算去成了：四天，80公里，从格拉斯伯里一路划到蒙茅斯，船还是借的开放式独木舟。",
    3: "第一天最累。一下午都顶着逆风，才划了14公里就只好在海伊镇的营地歇了。我的坐右铭是慢慢来，这天真派上用场了。",
    5: "第三天早上，我们在西蒙兹亚特附近碰见一只翠鸟，蓝光一闪就没了，谁都没拍到，干脆专门弄了个记鸟的小本子。",
}
one(
    F, "more_casual_whole_three_paragraphs", ZP, "更口语一点。", [whole(ZP, changes=casual)], casual
)

one(
    F,
    "spelling_check_bold_no_change",
    R,
    "Check the spelling.",
    ["**NO_CHANGE** — I found no spelling mistakes on the page."],
    expect=NO_CHANGE,
)
one(
    F,
    "spelling_check_bold_no_change",
    ZR,
    "检查一下有没有错别字。",
    ["**NO_CHANGE** —— 没有发现错别字。"],
    expect=NO_CHANGE,
)

nt = "Paddling the Wye in Four Days"
one(
    F,
    "writer_title_whole_in_bare_fence",
    P,
    f"Change the title to “{nt}”.",
    ["```\n" + whole(P, title=nt) + "\n```"],
    title=nt,
)
nt = "四天划完瓦伊河"
one(
    F,
    "writer_title_whole_in_bare_fence",
    ZP,
    f"标题改成“{nt}”。",
    ["```\n" + whole(ZP, title=nt) + "\n```"],
    title=nt,
)


if __name__ == "__main__":
    finish(HERE)
