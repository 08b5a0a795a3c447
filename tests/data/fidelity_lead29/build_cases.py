# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity lead set 29 (tests/data/fidelity_lead29/*.jsonl): cases of the kinds the
held-out blind set 29's README names (its cases unread), on articles and wordings of their own,
in English and Chinese. Every expected article is the original paragraph list with only the
asked entries replaced, so untouched text is byte for byte the writer's.

    .venv/bin/python tests/data/fidelity_lead29/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

# --- articles -------------------------------------------------------------------------------

STORY_T = "Hillcrest Community Garden Doubles in Size"
STORY = [
    "Hillcrest Community Garden opened its new half-acre extension on Saturday, doubling the space its volunteers have tended since 2011.",
    "The extension sits on the old bowling green behind the library, wich the council leased to the garden for £1 a year after the bowls club closed in 2022.",
    "“We had forty families on the waiting list and nowhere to put them,” said Ruth Adeyemi, who chairs the garden committee. “Now every one of them can have a plot by spring.”",
    "The new ground holds 38 raised beds, a polytunnel and a rainwater tank that collects up to 9,000 litres from the library roof. Volunteers built most of it over eleven weekends.",
    "A plot costs £25 a year, or £10 for anyone on pension credit, and tools are shared from a shed that is open from 9 a.m. to 5 p.m. every day.",
    "Local schools will use four of the beds on weekday mornings, and a first class from St Anne's Primary is due to plant potatoes in March. Each school will recieve its own set of tools.",
    "Applications for plots are open at hillcrestgarden.example.org, or by phone on 0117 496 0382.",
    "The committee thanked the Rotary Club, which paid for the polytunnel, and the dozens of neighbours who turned up to dig. The garden's harvest festival will be held on 14 September.",
]
ZSTORY_T = "山岗社区菜园扩建一倍"
ZSTORY = [
    "山岗社区菜园上周六启用了新扩建的两亩地，面积比2011年以来志愿者们打理的老园子翻了一番。",
    "扩建的地块原是图书馆后面的旧门球场。门球队2022年解散后，区里以每年1元的象征性租金租给了菜园。",
    "“候补名单上有四十户人家，一直没地方按排，”菜园管委会主任艾如芳说。“现在到了春天，每一户都能分到一块地。”",
    "新地块有38个抬高苗床、一座塑料大棚和一个蓄水罐，可从图书馆屋顶收集多达9,000升雨水。大部分设施是志愿者用十一个周末建起来的。",
    "每块地每年150元，领取低保的居民只需60元；工具放在共用的工具棚里，每天早上9点到下午5点开放。",
    "附近的学校将在工作日上午使用其中四个苗床，圣安小学的第一批学生定于三月来种土豆。每所学校还会领到一套自己的工俱。",
    "申请地块请访问 hillcrestgarden.example.org，或致电 0571-8860 3921。",
    "管委会感谢扶轮社出资搭建大棚，也感谢几十位前来帮忙翻地的邻居。菜园的丰收节将于9月14日举行。",
]

POST_T = "Twelve Weeks of Running Before Work: What Kept Me Going"
POST = [
    "In September I started running before work, three mornings a week, and I honestly did not beleive I would last a month. Twelve weeks later I still set my alarm for 5:45 a.m., and here is what made the difference.",
    "**Lay everything out the night before.** Shoes by the door, socks on top, keys in one shoe. When the alarm goes there is nothing to decide, and deciding is what kills alot of early plans.",
    "**Run with someone, at least once a week.** My neighbour Tomasz joins me on Fridays. Knowing he is waiting at the corner has got me out of bed on mornings I would otherwise have skipped.",
    "**Buy proper shoes, not expensive ones.** I paid £65 for a pair fitted at a local shop, and my knees stopped aching within a fortnight. The £140 pair I nearly bought online would not have done any better.",
    "**Read something that makes you want to run.** I read *Born to Run* in the first month and went out the next morning with a silly grin. A £9 paperback did more for my motivation than any app.",
    "If you want the plan I followed, it is the free [Couch to 5K guide](https://www.nhs.uk/live-well/exercise/couch-to-5k/) from the NHS, and I still recommend it to anyone starting from nothing.",
    "#running #morningroutine #couchto5k",
]
ZPOST_T = "早起跑步十二周：让我坚持下来的几件事"
ZPOST = [
    "九月开始，我每周三个早上上班前去跑步，说实话，我自己都不太相信能坚持一个月。十二周过去了，我还是把闹钟定在早上5:45，下面是真正起作用的几件事。",
    "**前一晚把东西都摆好。** 鞋放在门口，袜子搭在鞋上，钥匙塞进鞋里。闹钟一响就什么都不用想，很多早起的计划，一但要做决定就泡汤了。",
    "**每周至少找人陪跑一次。** 邻居老周每周五和我一起跑。知道他在路口等我，好几个本想偷懒的早上我还是爬起来了。",
    "**买合脚的鞋，不必买贵的。** 我在家附近的店里试穿后买了一双380元的跑鞋，两周之内膝盖以经不疼了。差点在网上下单的那双1,200元的，未必更好。",
    "**读一本让你想跑的书。** 第一个月我读了《天生就会跑》，第二天早上出门时一直在傻笑。一本45元的平装书，比任何App都管用。",
    "我用的训练计划是免费的[从沙发到五公里](https://www.nhs.uk/live-well/exercise/couch-to-5k/)，到现在我还会推荐给每一个从零开始的朋友。",
    "#跑步 #晨跑 #从沙发到五公里",
]

NOTES_T = "Pebble 2.4 Release Notes"
NOTES = [
    "Pebble 2.4 is out today, 12 March 2027. This release makes sync up to three times faster on large libraries and fixes 17 bugs reported since 2.3.",
    "## What's new",
    "Sync now runs in the background and resumes where it stopped if the connection drops. A library of 20,000 notes now syncs in about 40 seconds, down from two minutes.",
    "| Platform | Minimum version |\n|---|---|\n| Windows | 10 |\n| macOS | 12 |\n| Ubuntu | 22.04 |",
    "The search box now matches words inside attachments, and results apear as you type. Teams on the paid plan can share a saved search with a link.",
    "## Upgrading",
    "Back up your library first, then run the upgrade command:",
    "```bash\npebble backup --all\npebble upgrade --to 2.4.0\n```",
    "If sync stops with the message `sync conflict`, open Settings, choose Sync and press Resolve; the app will keep both copies seperately and let you choose. This was a common question in the forum, and we hope the new screen is clearer.",
    "The full changelog is at pebble.example.com/changelog. Questions about the release can go to support@pebble.example.com, and we read every message.",
]
ZNOTES_T = "「便签」2.4 版发布说明"
ZNOTES = [
    "「便签」2.4 版于2027年3月12日发布。本次更新让大型笔记库的同步速度最多提升三倍，并修复了2.3版以来用户反馈的17个问题。",
    "## 新功能",
    "同步现在在后台运行，网络断开后会从中断处继续。一个有20,000条笔记的库，同步只需约40秒，过去要两分钟。",
    "| 平台 | 最低版本 |\n|---|---|\n| Windows | 10 |\n| macOS | 12 |\n| Ubuntu | 22.04 |",
    "搜索框现在可以匹配附件里的文字，边输入边显示结果。付费版团队可以通过连接分享已保存的搜索。",
    "## 升级方法",
    "请先备份笔记库，再运行升级命令：",
    "```bash\npebble backup --all\npebble upgrade --to 2.4.0\n```",
    "如果同步时出现 `sync conflict` 提示，请打开“设置”，选择“同步”，点击“解决”；应用会保留两个版本，让你自已选择。论坛里很多人问过这个问题，希望新界面更清楚。",
    "完整更新日志见 pebble.example.com/changelog。有关本次发布的问题请发邮件至 support@pebble.example.com，每封邮件我们都会阅读。",
]

ARTICLES = {
    "story": (STORY_T, STORY),
    "zstory": (ZSTORY_T, ZSTORY),
    "post": (POST_T, POST),
    "zpost": (ZPOST_T, ZPOST),
    "notes": (NOTES_T, NOTES),
    "znotes": (ZNOTES_T, ZNOTES),
}
SET = Articles("l29", ARTICLES)
paras_of, whole = SET.paras, SET.whole


def one(file: str, kind: str, *args: Any, **kw: Any) -> None:
    """A case on one of the articles (`Articles.one`), of a kind blind set 29's README names."""
    SET.one(file, kind, "blind29 README kind, own article and wording", *args, **kw)


def body(article: str, **kw: Any) -> str:
    return SET.body(article, **kw)


S, ZS, P, ZP, N, ZN = "story", "zstory", "post", "zpost", "notes", "znotes"

# --- asks of new kinds on the three articles ----------------------------------------------------

F = "asks"
new = "- Windows 10 or later\n- macOS 12 or later\n- Ubuntu 22.04 or later"
one(
    F,
    "table_made_list_as_asked",
    N,
    "Turn the platform table into a simple bulleted list.",
    ["Here's the platform table as a list:\n\n" + new],
    {3: new},
)
new = "- Windows 10 及以上\n- macOS 12 及以上\n- Ubuntu 22.04 及以上"
one(
    F,
    "table_made_list_as_asked",
    ZN,
    "把平台那个表格改成列表。",
    ["平台表格改成列表如下：\n\n" + new],
    {3: new},
)

nt = "希尔克雷斯特社区菜园面积翻倍"
one(
    F,
    "title_only_translated_as_asked",
    S,
    "Translate just the title into Chinese and leave the article in English.",
    [whole(S, title=nt)],
    title=nt,
)
nt = "Shangang Community Garden Doubles in Size"
one(
    F,
    "title_only_translated_as_asked",
    ZS,
    "只把标题翻译成英文，正文保持中文。",
    [whole(ZS, title=nt)],
    title=nt,
)

new = "Volunteers built most of it over eleven weekends. The new ground holds 38 raised beds, a polytunnel and a rainwater tank that collects up to 9,000 litres from the library roof."
one(
    F,
    "sentences_reordered_as_asked",
    S,
    "In paragraph 4, swap the two sentences round.",
    [whole(S, changes={3: new})],
    {3: new},
)
new = "大部分设施是志愿者用十一个周末建起来的。新地块有38个抬高苗床、一座塑料大棚和一个蓄水罐，可从图书馆屋顶收集多达9,000升雨水。"
one(
    F,
    "sentences_reordered_as_asked",
    ZS,
    "第四段的两句话调换一下顺序。",
    [whole(ZS, changes={3: new})],
    {3: new},
)

url = "https://www.strava.com/athletes/tomasz-k"
new = POST[2].replace("Tomasz", f"[Tomasz]({url})")
one(
    F,
    "name_linked_to_given_url",
    P,
    f"Link Tomasz's name to his running profile: {url}",
    ["Done — here's the paragraph with the link:\n\n" + new],
    {2: new},
)
url = "https://www.strava.com/athletes/laozhou"
new = ZPOST[2].replace("老周", f"[老周]({url})")
one(
    F,
    "name_linked_to_given_url",
    ZP,
    f"把“老周”加上链接，指向他的跑步主页：{url}",
    ["好的，加上链接后的段落：\n\n" + new],
    {2: new},
)

emoji = {1: "🌙", 2: "🤝", 3: "👟", 4: "📖"}
changes = {i: POST[i].replace(".** ", f".** {e} ", 1) for i, e in emoji.items()}
one(
    F,
    "emoji_after_each_bold_point_as_asked",
    P,
    "Add one fitting emoji after each bold point.",
    [whole(P, changes=changes) + "\n\nI added one emoji after each of the four bold points."],
    changes,
)
changes = {i: ZPOST[i].replace("。** ", f"。** {e} ", 1) for i, e in emoji.items()}
one(
    F,
    "emoji_after_each_bold_point_as_asked",
    ZP,
    "每个加粗的要点后面加一个合适的表情符号。",
    [whole(ZP, changes=changes) + "\n\n四个加粗要点后面各加了一个表情。"],
    changes,
)

one(
    F,
    "which_to_cut_answered_not_cut",
    P,
    "If I had to lose one paragraph, which would you cut first? Don't cut anything yet.",
    [
        "I'd cut the fourth point, about reading something that makes you want to run. The other three are practical steps a reader can copy tomorrow morning, while the book tip is more personal and the post works without it. Let me know if you'd like me to remove it."
    ],
    expect=says("I'd cut the fourth point"),
)
one(
    F,
    "which_to_cut_answered_not_cut",
    ZP,
    "如果非要删掉一段，你会先删哪一段？先别动文章。",
    [
        "我会先删第四点“读一本让你想跑的书”。前三点都是读者第二天早上就能照做的办法，读书那一点更偏个人感受，去掉后文章依然完整。需要我删的话告诉我。"
    ],
    expect=says("我会先删第四点"),
)

changes = {
    1: STORY[1].replace("£1 a year", "**£1 a year**"),
    4: STORY[4].replace("£25 a year", "**£25 a year**").replace("£10", "**£10**"),
}
one(
    F,
    "prices_in_bold_as_asked",
    S,
    "Put every price in bold.",
    [whole(S, changes=changes) + "\n\nThe three prices are now in bold; nothing else changed."],
    changes,
)
changes = {
    1: ZSTORY[1].replace("每年1元", "**每年1元**"),
    4: ZSTORY[4].replace("每年150元", "**每年150元**").replace("60元", "**60元**"),
}
one(
    F,
    "prices_in_bold_as_asked",
    ZS,
    "把所有价格加粗。",
    [whole(ZS, changes=changes) + "\n\n三个价格都已加粗，其他内容没有改动。"],
    changes,
)

changes = {1: "## 1. What's new", 5: "## 2. Upgrading"}
one(
    F,
    "headings_numbered_as_asked",
    N,
    "Number the two section headings.",
    [whole(N, changes=changes) + "\n\nBoth headings are numbered now."],
    changes,
)
changes = {1: "## 一、新功能", 5: "## 二、升级方法"}
one(
    F,
    "headings_numbered_as_asked",
    ZN,
    "给两个小标题加上序号。",
    [whole(ZN, changes=changes) + "\n\n两个小标题都加上了序号。"],
    changes,
)

one(
    F,
    "alt_text_for_a_photo_not_there",
    S,
    "Write alt text for the photo of the polytunnel.",
    [
        "I can't find a photo in the article you sent — there's no image of the polytunnel, only the text. Could you describe what the photo shows, or paste its caption? Then I'll write the alt text."
    ],
    expect=says("Could you describe what the photo shows"),
)
one(
    F,
    "alt_text_for_a_photo_not_there",
    ZS,
    "给塑料大棚那张照片写一段替代文字（alt text）。",
    [
        "你发来的文章里没有图片，我看不到塑料大棚的照片。能描述一下照片拍的是什么，或者把图注发给我吗？这样我就能写替代文字了。"
    ],
    expect=says("能描述一下照片拍的是什么"),
)

new = NOTES[0].replace("12 March 2027", "Friday 12 March 2027")
one(
    F,
    "weekday_added_to_date_as_asked",
    N,
    "Add the day of the week to the release date in the first paragraph.",
    [new + "\n\n(I checked: 12 March 2027 falls on a Friday.)"],
    {0: new},
)
new = ZNOTES[0].replace("2027年3月12日", "2027年3月12日（星期五）")
one(
    F,
    "weekday_added_to_date_as_asked",
    ZN,
    "第一段的发布日期后面加上星期几。",
    [new + "\n\n（已核对：2027年3月12日是星期五。）"],
    {0: new},
)

# --- everyday asks on the blog post ---------------------------------------------------------------

F = "post"
changes = {
    0: "Back in September I started running before work — three mornings a week — and honestly, I didn't believe I'd last a month. Twelve weeks on, my alarm still goes off at 5:45 a.m., so here's what actually made the difference.",
    2: "**Run with someone, at least once a week.** My neighbour Tomasz comes along on Fridays. Knowing he's waiting at the corner has dragged me out of bed on plenty of mornings I'd have happily skipped.",
    4: "**Read something that makes you want to run.** I read *Born to Run* in the first month and headed out the next morning grinning like an idiot. That £9 paperback did more for my motivation than any app ever has.",
}
one(
    F,
    "casual_whole_post_with_note",
    P,
    "Make it more casual.",
    [
        whole(P, changes=changes)
        + "\n\nI loosened up the intro and two of the points; the bold headings, the link and the hashtags are just as they were."
    ],
    changes,
)
changes = {
    0: "九月起，我每周挑三个早上，上班前去跑一圈。说真的，当时我自己都不信能撑过一个月。结果十二周过去了，闹钟还是定在早上5:45，下面就聊聊真正管用的几件事。",
    2: "**每周至少找人陪跑一次。** 邻居老周每周五都来陪我跑。一想到他在路口等着，好几个本想赖床的早上，我还是乖乖爬起来了。",
    4: "**读一本让你想跑的书。** 第一个月我读了《天生就会跑》，第二天早上出门一路傻笑。一本45元的平装书，比啥App都管用。",
}
one(
    F,
    "casual_whole_post_with_note",
    ZP,
    "更口语一点。",
    [
        whole(ZP, changes=changes)
        + "\n\n开头和其中两个要点改得更口语了，加粗标题、链接和话题标签都没动。"
    ],
    changes,
)

fix = {
    0: POST[0].replace("beleive", "believe"),
    1: POST[1].replace("alot", "a lot"),
}
one(
    F,
    "typos_table_first_then_whole",
    P,
    "Fix the typos.",
    [
        "| Was | Now |\n|---|---|\n| beleive | believe |\n| alot | a lot |\n\n"
        + whole(P, changes=fix)
    ],
    fix,
)
fix = {1: ZPOST[1].replace("一但", "一旦"), 3: ZPOST[3].replace("以经", "已经")}
one(
    F,
    "typos_table_first_then_whole",
    ZP,
    "改一下错别字。",
    ["| 原文 | 改为 |\n|---|---|\n| 一但 | 一旦 |\n| 以经 | 已经 |\n\n" + whole(ZP, changes=fix)],
    fix,
)

new = "**Buy proper shoes, not expensive ones.** A £65 pair fitted at a local shop ended my knee ache within a fortnight; the £140 pair I nearly bought online would have done no better."
one(
    F,
    "point_named_by_content_tightened_alone",
    P,
    "Tighten the point about shoes.",
    ["Here's a tighter version:\n\n" + new],
    {3: new},
)
new = "**买合脚的鞋，不必买贵的。** 在家附近的店里试穿买了双380元的跑鞋，两周膝盖就不疼了；网上差点下单的1,200元那双，未必更好。"
one(
    F,
    "point_named_by_content_tightened_alone",
    ZP,
    "关于买跑鞋的那一点精简一下。",
    ["精简后的版本：\n\n" + new],
    {3: new},
)

new = POST[3].replace("£65", "£70")
one(
    F,
    "writer_price_updated_label_offer",
    P,
    "The shoes were £70, not £65 — please correct that.",
    ["Updated:\n\n" + new + "\n\nWant me to double-check the other prices as well?"],
    {3: new},
)
new = ZPOST[3].replace("380元", "420元")
one(
    F,
    "writer_price_updated_label_offer",
    ZP,
    "跑鞋其实是420元，不是380元，帮我改一下。",
    ["已更新：\n\n" + new + "\n\n需要我再核对一下其他价格吗？"],
    {3: new},
)

nt = "Up Before the Sun: Twelve Weeks of Morning Runs"
one(
    F,
    "writer_title_in_bold_first_line_whole",
    P,
    f"Change the title to {nt}",
    [f"**{nt}**\n\n" + body(P)],
    title=nt,
)
nt = "赶在太阳前面：晨跑十二周"
one(
    F,
    "writer_title_in_bold_first_line_whole",
    ZP,
    f"标题改成：{nt}",
    [f"**{nt}**\n\n" + body(ZP)],
    title=nt,
)

new = "I followed the free [Couch to 5K guide](https://www.nhs.uk/live-well/exercise/couch-to-5k/) from the NHS, and I'd recommend it to any beginner."
one(
    F,
    "link_paragraph_shortened_link_kept",
    P,
    "Shorten the paragraph with the link.",
    [new],
    {5: new},
)
new = "我用的是免费的[从沙发到五公里](https://www.nhs.uk/live-well/exercise/couch-to-5k/)计划，推荐给每个新手。"
one(
    F,
    "link_paragraph_shortened_link_kept",
    ZP,
    "带链接的那段缩短一点。",
    [new],
    {5: new},
)

new = "September: I laced up before work for the first time, swearing I'd quit within a month. Twelve weeks later my alarm still screams at 5:45 a.m. three mornings a week — and I actually get up. Here's what made the difference."
one(
    F,
    "livelier_first_paragraph_in_tilde_fence",
    P,
    "Make the first paragraph livelier.",
    ["~~~\n" + new + "\n~~~"],
    {0: new},
)
new = "九月，我第一次在上班前系好跑鞋出门，心里嘀咕：撑不过一个月吧？结果十二周过去了，每周三个早上5:45的闹钟一响，我照样爬起来。到底是什么让我坚持下来的？看下面。"
one(
    F,
    "livelier_first_paragraph_in_tilde_fence",
    ZP,
    "第一段写得生动一点。",
    ["~~~\n" + new + "\n~~~"],
    {0: new},
)

new = "Want the plan I used? It's the free [Couch to 5K guide](https://www.nhs.uk/live-well/exercise/couch-to-5k/) from the NHS — I still point everyone starting from scratch towards it."
remarked = whole(P, changes={5: new})
remarked = remarked.replace("*Born to Run*", "_Born to Run_")
for i in (1, 2, 3, 4):
    run_in = POST[i].split("** ")[0] + "**"
    remarked = remarked.replace(run_in, "__" + run_in[2:-2] + "__")
assert "__Lay everything" in remarked and "_Born to Run_" in remarked
one(
    F,
    "emphasis_remarked_outside_original_kept",
    P,
    "Make the paragraph with the link friendlier.",
    [remarked],
    {5: new},
)
new = "想要我用的训练计划？就是免费的[从沙发到五公里](https://www.nhs.uk/live-well/exercise/couch-to-5k/)，到现在我还会热情地推荐给每个从零起步的朋友。"
remarked = whole(ZP, changes={5: new})
for i in (1, 2, 3, 4):
    run_in = ZPOST[i].split("** ")[0] + "**"
    remarked = remarked.replace(run_in, "__" + run_in[2:-2] + "__")
assert "__前一晚" in remarked
one(
    F,
    "emphasis_remarked_outside_original_kept",
    ZP,
    "带链接的那段写得亲切一点。",
    [remarked],
    {5: new},
)

one(
    F,
    "streamed_whole_shorten_cut",
    P,
    "Shorten the whole post.",
    [
        POST_T
        + "\n\nIn September I started running before work, three mornings a week, not sure I would last a month. Twelve weeks later I still get up at 5:45 a.m. Here's why.\n\n**Lay everything out the night before.** Shoes by the door, keys in a shoe, nothing to decide when the"
    ],
    stream=True,
    stream_cut=True,
    expect=refused("the stream was cut mid-sentence"),
)
one(
    F,
    "streamed_whole_shorten_cut",
    ZP,
    "把整篇缩短一些。",
    [
        ZPOST_T
        + "\n\n九月起，我每周三个早上上班前跑步，本以为撑不过一个月。十二周后，我还是5:45起床，原因如下。\n\n**前一晚把东西都摆好。** 鞋放门口，钥匙塞鞋里，闹钟一响"
    ],
    stream=True,
    stream_cut=True,
    expect=refused("流式回复在句中被截断"),
)

one(
    F,
    "word_check_reason_then_no_change",
    P,
    "Is “fortnight” the right word in the shoes point? Only change it if it's wrong.",
    [
        "Yes — “fortnight” means two weeks and reads naturally in British English, so it's right as it is.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "word_check_reason_then_no_change",
    ZP,
    "第二段里“泡汤”这个词用得对吗？用错了才改。",
    ["“泡汤”指事情落空，用在这里很贴切，不需要改。\n\nNO_CHANGE"],
    expect=NO_CHANGE,
)

# --- reply shapes, the release notes and edges -------------------------------------------------

F = "more"
new = "Schools get four of the beds on weekday mornings, and the first to dig in will be a class from St Anne's Primary, planting potatoes in March. Each school will recieve its own set of tools."
one(
    F,
    "before_and_after_labels",
    S,
    "Make paragraph 6 livelier.",
    ["**Before:**\n\n" + STORY[5] + "\n\n**After:**\n\n" + new],
    {5: new},
)
new = "附近学校在工作日上午可以用其中四个苗床，第一批来“开荒”的是圣安小学的学生，三月就来种土豆。每所学校还会领到一套自己的工俱。"
one(
    F,
    "before_and_after_labels",
    ZS,
    "第六段写得生动一点。",
    ["**修改前：**\n\n" + ZSTORY[5] + "\n\n**修改后：**\n\n" + new],
    {5: new},
)

new = "Hillcrest Community Garden opened a half-acre extension on Saturday, doubling the ground its volunteers have tended since 2011."
one(
    F,
    "yaml_front_matter_whole",
    S,
    "Tighten the opening.",
    [f"---\ntitle: {STORY_T}\n---\n\n" + body(S, changes={0: new})],
    {0: new},
)
new = "山岗社区菜园上周六启用扩建的两亩地，面积比2011年以来志愿者打理的老园子翻了一番。"
one(
    F,
    "yaml_front_matter_whole",
    ZS,
    "开头精简一下。",
    [f"---\ntitle: {ZSTORY_T}\n---\n\n" + body(ZS, changes={0: new})],
    {0: new},
)

new = "The committee sent a warm thank-you to the Rotary Club, who paid for the polytunnel, and to the dozens of neighbours who turned up with spades. The garden's harvest festival will be held on 14 September."
one(
    F,
    "title_and_body_labels",
    S,
    "Make the last paragraph warmer.",
    [f"Title: {STORY_T}\n\nBody:\n\n" + body(S, changes={7: new})],
    {7: new},
)
new = "管委会真诚感谢扶轮社出资搭起大棚，也感谢几十位扛着铁锹赶来帮忙的好邻居。菜园的丰收节将于9月14日举行。"
one(
    F,
    "title_and_body_labels",
    ZS,
    "最后一段写得温暖一些。",
    [f"标题：{ZSTORY_T}\n\n正文：\n\n" + body(ZS, changes={7: new})],
    {7: new},
)

new = "A plot costs £25 a year (£10 if you receive pension credit). Tools are shared from a shed that is open every day from 9 a.m. to 5 p.m."
one(
    F,
    "paragraph_then_signoff_and_signature",
    S,
    "Make paragraph 5 clearer.",
    [new + "\n\nGood luck with the piece!\n\n— Your AI editor"],
    {4: new},
)
new = "每块地每年150元（领取低保的居民60元）。工具放在共用的工具棚里，工具棚每天早上9点到下午5点开放。"
one(
    F,
    "paragraph_then_signoff_and_signature",
    ZS,
    "第五段写得清楚一点。",
    [new + "\n\n祝写作顺利！\n\n——你的AI编辑"],
    {4: new},
)

new = "The committee thanked the Rotary Club for the polytunnel and the neighbours who came to dig. The harvest festival is on 14 September."
one(
    F,
    "numbered_plan_then_result",
    S,
    "Make the closing paragraph shorter.",
    [
        "Here's my approach:\n1. Keep both thank-yous.\n2. Keep the festival date.\n3. Cut the extra words.\n\nResult:\n\n"
        + new
    ],
    {7: new},
)
new = "管委会感谢扶轮社出资建大棚，感谢邻居们来帮忙翻地。丰收节定于9月14日。"
one(
    F,
    "numbered_plan_then_result",
    ZS,
    "最后一段缩短一点。",
    ["我的思路：\n1. 两处感谢都保留。\n2. 保留丰收节日期。\n3. 删去多余的字。\n\n结果：\n\n" + new],
    {7: new},
)

one(
    F,
    "no_change_as_json_value",
    N,
    "Check that the upgrade steps are in the right order.",
    [
        '```json\n{"result": "NO_CHANGE", "reason": "The backup comes before the upgrade, which is the right order."}\n```'
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "no_change_as_json_value",
    ZN,
    "检查一下升级步骤的顺序对不对。",
    ['```json\n{"result": "NO_CHANGE", "reason": "先备份再升级，顺序正确。"}\n```'],
    expect=NO_CHANGE,
)

padded = "| Platform | Minimum version |\n|----------|-----------------|\n| Windows  | 10              |\n| macOS    | 12              |\n| Ubuntu   | 22.04           |"
new = "Search now matches words inside attachments and shows results as you type. Paid-plan teams can share a saved search with a link."
one(
    F,
    "table_padded_outside_original_kept",
    N,
    "Make the search paragraph shorter.",
    [whole(N, changes={3: padded, 4: new})],
    {4: new},
)
padded = "| 平台    | 最低版本 |\n|---------|----------|\n| Windows | 10       |\n| macOS   | 12       |\n| Ubuntu  | 22.04    |"
new = "搜索框现在能匹配附件里的文字，边输入边出结果。付费版团队可用链接分享已保存的搜索。"
one(
    F,
    "table_padded_outside_original_kept",
    ZN,
    "搜索那段缩短一点。",
    [whole(ZN, changes={3: padded, 4: new})],
    {4: new},
)

new = "Good news: sync now runs quietly in the background, and if your connection drops it simply picks up where it left off. A library of 20,000 notes now syncs in about 40 seconds, down from two minutes."
cmd = NOTES[7].replace("--to 2.4.0", "--to 2.4")
one(
    F,
    "command_changed_outside_withheld",
    N,
    "Make the paragraph about background sync friendlier.",
    [whole(N, changes={2: new, 7: cmd})],
    {2: new},
    withheld_min=1,
)
new = "好消息：同步现在会在后台悄悄进行，网络断了也没关系，恢复后会从中断的地方接着同步。一个有20,000条笔记的库，同步只需约40秒，过去要两分钟。"
cmd = ZNOTES[7].replace("--to 2.4.0", "--to 2.4")
one(
    F,
    "command_changed_outside_withheld",
    ZN,
    "讲后台同步的那段写得亲切一点。",
    [whole(ZN, changes={2: new, 7: cmd})],
    {2: new},
    withheld_min=1,
)

fix = {4: NOTES[4].replace("apear", "appear"), 8: NOTES[8].replace("seperately", "separately")}
one(
    F,
    "typos_whole_in_four_backtick_fence",
    N,
    "Fix the typos.",
    ["````markdown\n" + whole(N, changes=fix) + "\n````"],
    fix,
)
fix = {4: ZNOTES[4].replace("连接", "链接"), 8: ZNOTES[8].replace("自已", "自己")}
one(
    F,
    "typos_whole_in_four_backtick_fence",
    ZN,
    "改一下错别字。",
    ["````markdown\n" + whole(ZN, changes=fix) + "\n````"],
    fix,
)

changes = {
    2: "Sync now runs in the background and resumes after a dropped connection. 20,000 notes sync in about 40 seconds, down from two minutes.",
    4: "Search now matches words inside attachments, with results as you type. Paid-plan teams can share saved searches by link.",
}
one(
    F,
    "section_by_heading_tightened_whole",
    N,
    "Tighten the “What's new” section.",
    [
        whole(N, changes=changes)
        + "\n\nI tightened the two paragraphs under “What's new” and left the table alone."
    ],
    changes,
)
changes = {
    2: "同步改为后台运行，断网后从中断处继续。20,000条笔记的库约40秒同步完，过去要两分钟。",
    4: "搜索框可匹配附件文字，边输入边出结果。付费版团队可通过连接分享已保存的搜索。",
}
one(
    F,
    "section_by_heading_tightened_whole",
    ZN,
    "精简一下“新功能”这一节。",
    [whole(ZN, changes=changes) + "\n\n“新功能”下的两段已精简，表格没有动。"],
    changes,
)

new = "The new ground has 38 raised beds, a polytunnel and a rainwater tank holding up to 9,000 litres from the library roof, mostly built by volunteers over eleven weekends."
straight = STORY[2].replace("“", '"').replace("”", '"')
one(
    F,
    "quotes_straightened_outside_original_kept",
    S,
    "Make paragraph 4 shorter.",
    [whole(S, changes={2: straight, 3: new})],
    {3: new},
)
new = "新地块有38个抬高苗床、一座塑料大棚和一个能从图书馆屋顶收集9,000升雨水的蓄水罐，大多由志愿者花十一个周末建成。"
half = ZSTORY[4].replace("，", ",").replace("；", ";").replace("。", ".")
one(
    F,
    "punctuation_half_width_outside_original_kept",
    ZS,
    "第四段短一点。",
    [whole(ZS, changes={3: new, 4: half})],
    {3: new},
)

new = "On Saturday, Hillcrest Community Garden threw open the gates to its brand-new half-acre extension — doubling the patch its volunteers have been digging since 2011."
merged = paras_of(S, changes={0: new})
merged = merged[:6] + [merged[6] + " " + merged[7]]
one(
    F,
    "last_two_paragraphs_joined_original_kept",
    S,
    "Make the opening livelier.",
    [STORY_T + "\n\n" + "\n\n".join(merged)],
    {0: new},
)
new = "上周六，山岗社区菜园新扩建的两亩地正式开园——志愿者们从2011年起打理的园子，一下子大了一倍！"
merged = paras_of(ZS, changes={0: new})
merged = merged[:6] + [merged[6] + merged[7]]
one(
    F,
    "last_two_paragraphs_joined_original_kept",
    ZS,
    "开头写得生动一点。",
    [ZSTORY_T + "\n\n" + "\n\n".join(merged)],
    {0: new},
)

new = "September: I started running before work, three mornings a week, and I didn't think I'd last a month. Twelve weeks later my alarm still goes at 5:45 a.m. — here's what made the difference."
added = POST[2] + " We usually do a slow 5K and finish with coffee."
one(
    F,
    "unasked_sentence_added_outside_withheld",
    P,
    "Make the intro more casual.",
    [whole(P, changes={0: new, 2: added})],
    {0: new},
    withheld_min=1,
)
new = "九月起，我每周三个早上上班前去跑步，老实说，当时觉得撑不过一个月。十二周过去了，闹钟照样5:45响，下面说说到底是什么起了作用。"
added = ZPOST[2] + "我们一般慢跑五公里，跑完一起喝杯咖啡。"
one(
    F,
    "unasked_sentence_added_outside_withheld",
    ZP,
    "开头写得口语一点。",
    [whole(ZP, changes={0: new, 2: added})],
    {0: new},
    withheld_min=1,
)

one(
    F,
    "code_span_reworded_in_target",
    N,
    "Make the troubleshooting paragraph friendlier.",
    [
        "If sync ever stops with a `sync error` message, don't worry: open Settings, choose Sync and press Resolve. The app keeps both copies separately so you can pick the one you want. Lots of you asked about this in the forum, and we hope the new screen makes it clearer."
    ],
    expect=refused("the error message `sync conflict` became `sync error`"),
)
one(
    F,
    "code_span_reworded_in_target",
    ZN,
    "讲同步冲突的那段写得亲切一点。",
    [
        "如果同步时弹出 `sync error` 提示，别着急：打开“设置”，选择“同步”，点一下“解决”就好。应用会把两个版本都留着，由你自己挑。论坛里不少朋友问过这个问题，希望新界面能让大家一看就懂。"
    ],
    expect=refused("报错信息 `sync conflict` 被改成了 `sync error`"),
)

sel = "The extension sits on the old bowling green behind the library, wich the council leased to the garden for £1 a year after the bowls club closed in 2022."
one(
    F,
    "selected_sentence_year_changed",
    S,
    "Make this smoother.",
    [
        "Here's a smoother version:\n\nThe extension occupies the old bowling green behind the library, which the council has leased to the garden for £1 a year since the bowls club closed in 2021.\n\nWant me to smooth the rest of the paragraph too?"
    ],
    selected_text=sel,
    expect=refused("2022 became 2021"),
)
sel = "门球队2022年解散后，区里以每年1元的象征性租金租给了菜园。"
one(
    F,
    "selected_sentence_year_changed",
    ZS,
    "这句改得顺一点。",
    [
        "改得更顺的版本：\n\n2021年门球队解散后，区里以每年1元的象征性租金把这块地租给了菜园。\n\n需要我把整段也顺一下吗？"
    ],
    selected_text=sel,
    expect=refused("2022年变成了2021年"),
)

sel = "The £140 pair I nearly bought online would not have done any better."
new = POST[3].replace(sel, "The £140 pair I almost ordered online wouldn't have been any better.")
one(
    F,
    "selected_sentence_between_lead_in_and_offer",
    P,
    "Make this punchier.",
    [
        "Here's a punchier take:\n\n“The £140 pair I almost ordered online wouldn't have been any better.”\n\nWant a couple of alternatives to choose from?"
    ],
    selected_text=sel,
    expect={"outcome": "applied", "title": POST_T, "body": body(P, changes={3: new})},
)
sel = "差点在网上下单的那双1,200元的，未必更好。"
new = ZPOST[3].replace(sel, "网上差点下单的那双1,200元的，也好不到哪去。")
one(
    F,
    "selected_sentence_between_lead_in_and_offer",
    ZP,
    "这句写得有力一点。",
    ["更有力的说法：\n\n“网上差点下单的那双1,200元的，也好不到哪去。”\n\n要不要再给你几个备选？"],
    selected_text=sel,
    expect={"outcome": "applied", "title": ZPOST_T, "body": body(ZP, changes={3: new})},
)

new = "Hillcrest Community Garden just got twice as big! On Saturday the gates opened on a new half-acre extension, doubling the ground its volunteers have tended since 2011."
one(
    F,
    "livelier_opening_title_as_heading",
    S,
    "Make the opening livelier.",
    [f"# {STORY_T}\n\n" + body(S, changes={0: new})],
    {0: new},
)
new = "山岗社区菜园一下子大了一倍！上周六，新扩建的两亩地正式启用，志愿者们从2011年打理至今的园子面积翻了一番。"
one(
    F,
    "livelier_opening_title_as_heading",
    ZS,
    "开头生动一点。",
    [f"# {ZSTORY_T}\n\n" + body(ZS, changes={0: new})],
    {0: new},
)

one(
    F,
    "invented_figure_in_livelier_paragraph",
    S,
    "Make paragraph 6 livelier.",
    [
        "Schools are already lining up: more than 200 pupils will use four of the beds on weekday mornings, and a class from St Anne's Primary plants the first potatoes in March. Each school will receive its own set of tools."
    ],
    expect=refused("made up 'more than 200 pupils'"),
)
one(
    F,
    "invented_figure_in_livelier_paragraph",
    ZS,
    "第六段写得生动一点。",
    [
        "附近学校已经跃跃欲试：200多名学生将在工作日上午使用其中四个苗床，圣安小学的学生三月就来种下第一批土豆。每所学校还会领到一套自己的工具。"
    ],
    expect=refused("编造了“200多名学生”"),
)

one(
    F,
    "currency_changed_in_friendlier_paragraph",
    S,
    "Make the paragraph about plot prices friendlier.",
    [
        "A plot is just €25 a year — or €10 if you're on pension credit — and you're welcome to borrow tools from the shared shed, open every day from 9 a.m. to 5 p.m."
    ],
    expect=refused("£ became €"),
)
one(
    F,
    "currency_changed_in_friendlier_paragraph",
    ZS,
    "讲地块价格的那段写得亲切一点。",
    [
        "每块地一年只要150美元，领取低保的居民60美元就够了；工具都在共用的工具棚里，随借随用，每天早上9点到下午5点开放。"
    ],
    expect=refused("元变成了美元"),
)


# --- probes: more shapes of the same kinds, written after the first run ----------------------

F = "probes"
new = "Volunteers built most of it over eleven weekends. The new ground holds 38 raised beds, a polytunnel and a rainwater tank that collects up to 9,000 litres from the library roof."
one(
    F,
    "sentences_reordered_paragraph_alone",
    S,
    "In paragraph 4, swap the two sentences round.",
    ["Here's paragraph 4 with the sentences swapped:\n\n" + new],
    {3: new},
)
one(
    F,
    "sentence_put_first_paragraph_alone",
    S,
    "Put the second sentence of paragraph 4 first.",
    [new],
    {3: new},
)
new = "大部分设施是志愿者用十一个周末建起来的。新地块有38个抬高苗床、一座塑料大棚和一个蓄水罐，可从图书馆屋顶收集多达9,000升雨水。"
one(
    F,
    "sentences_reordered_paragraph_alone",
    ZS,
    "第四段两句话换一下顺序。",
    ["调换顺序后的第四段：\n\n" + new],
    {3: new},
)
url = "https://www.strava.com/athletes/tomasz-k"
new = POST[2].replace("Tomasz", f"[Tomasz]({url})")
one(
    F,
    "name_linked_whole_with_note",
    P,
    f"Make Tomasz's name a link to {url}",
    [whole(P, changes={2: new}) + "\n\nI linked Tomasz's name to his profile."],
    {2: new},
)
url2 = "https://www.strava.com/athletes/laozhou"
new = ZPOST[2].replace("老周", f"[老周]({url2})")
one(
    F,
    "name_linked_whole_with_note",
    ZP,
    f"把老周的名字链接到 {url2}",
    [whole(ZP, changes={2: new}) + "\n\n已给老周的名字加上链接。"],
    {2: new},
)
new = "- Windows 10 or later\n- macOS 12 or later\n- Ubuntu 22.04 or later"
one(
    F,
    "table_made_list_whole_with_note",
    N,
    "Turn the platform table into a bullet list.",
    [whole(N, changes={3: new}) + "\n\nThe table is now a bulleted list; nothing else changed."],
    {3: new},
)
one(
    F,
    "table_made_list_alone_with_offer",
    N,
    "Make the platform table a list.",
    [new + "\n\nLet me know if you'd prefer a numbered list."],
    {3: new},
)
emoji = {1: "🌙", 2: "🤝", 3: "👟", 4: "📖"}
ch = {i: POST[i].replace(".** ", f".** {e} ", 1) for i, e in emoji.items()}
one(
    F,
    "emoji_after_each_bold_heading_whole",
    P,
    "Add an emoji after each bold heading.",
    [whole(P, changes=ch)],
    ch,
)
zch = {i: ZPOST[i].replace("。** ", f"。** {e} ", 1) for i, e in emoji.items()}
one(
    F,
    "emoji_after_each_bold_point_whole_note",
    ZP,
    "在每个加粗的小标题后加一个表情。",
    [whole(ZP, changes=zch) + "\n\n已在每个加粗要点后加上表情，错别字没有改动。"],
    zch,
)
one(
    F,
    "emoji_inside_each_bold_point_whole",
    P,
    "Add one emoji to each bold point.",
    [whole(P, changes={i: POST[i].replace(".**", f". {e}**", 1) for i, e in emoji.items()})],
    {i: POST[i].replace(".**", f". {e}**", 1) for i, e in emoji.items()},
)
nt = "希尔克雷斯特社区菜园面积翻倍"
one(
    F,
    "title_only_translated_whole_with_note",
    S,
    "Translate the title into Chinese; keep the rest in English.",
    [whole(S, title=nt) + "\n\nOnly the title was translated; the article is unchanged."],
    title=nt,
)
one(
    F,
    "title_only_translated_lead_in_whole",
    S,
    "Translate only the headline into Chinese.",
    ["Here's the article with the title in Chinese:\n\n" + whole(S, title=nt)],
    title=nt,
)
nt2 = "Shangang Community Garden Doubles in Size"
one(
    F,
    "title_only_translated_whole_with_note",
    ZS,
    "标题翻成英文，正文不动。",
    [whole(ZS, title=nt2) + "\n\n只翻译了标题，正文保持不变。"],
    title=nt2,
)
one(
    F, "title_only_translated_title_alone", ZS, "把标题翻译成英文。", ["**" + nt2 + "**"], title=nt2
)
new = NOTES[0].replace("12 March 2027", "Friday 12 March 2027")
one(
    F,
    "weekday_added_alone_emoji_check_line",
    N,
    "Add the weekday to the release date.",
    [new + "\n\n✅ 12 March 2027 is a Friday."],
    {0: new},
)
one(
    F,
    "weekday_added_alone_check_label",
    N,
    "Add the weekday to the date in the opening.",
    ["Updated opening:\n\n" + new + "\n\nCheck: 12 March 2027 was a Friday."],
    {0: new},
)
znew = ZNOTES[0].replace("2027年3月12日", "2027年3月12日（星期五）")
one(
    F,
    "weekday_added_alone_check_label",
    ZN,
    "第一段日期后面加上星期。",
    [znew + "\n\n核对：2027年3月12日是星期五。"],
    {0: znew},
)
ch = {1: "## 1. What's new", 5: "## 2. Upgrading"}
one(
    F,
    "headings_numbered_whole_with_note",
    N,
    "Number the headings.",
    [whole(N, changes=ch) + "\n\nI numbered the two section headings."],
    ch,
)
zch = {1: "## 一、新功能", 5: "## 二、升级方法"}
one(
    F,
    "headings_numbered_whole_with_note",
    ZN,
    "两个标题前面加上编号。",
    [whole(ZN, changes=zch) + "\n\n两个小标题已加上编号。"],
    zch,
)
ch = {
    1: STORY[1].replace("£1 a year", "**£1 a year**"),
    4: STORY[4].replace("£25", "**£25**").replace("£10", "**£10**"),
}
one(
    F,
    "prices_in_bold_whole_with_note",
    S,
    "Bold all the prices.",
    [whole(S, changes=ch) + "\n\nAll prices are now in bold."],
    ch,
)
one(
    F,
    "which_to_cut_answer_quotes_the_paragraph",
    P,
    "Which paragraph would you drop first? Don't drop it.",
    [
        "I'd drop this one:\n\n"
        + POST[4]
        + "\n\nIt's the most personal point and the post works without it. Want me to remove it?"
    ],
    expect={"outcome": "model_says", "contains": "I'd drop this one"},
)
one(
    F,
    "which_to_cut_answer_quotes_the_paragraph",
    ZP,
    "你觉得哪一段最该删？先别删。",
    ["我会删这一段：\n\n" + ZPOST[4] + "\n\n这一点最偏个人感受，删掉后文章依然完整。要我删掉吗？"],
    expect={"outcome": "model_says", "contains": "我会删这一段"},
)
one(
    F,
    "alt_text_for_a_photo_not_there_asked_back",
    S,
    "Add alt text to the garden photo.",
    [
        "There's no image in the article, so there's nothing to attach alt text to. If you add the photo, what does it show? I'll write the alt text then."
    ],
    expect={"outcome": "model_says", "contains": "no image in the article"},
)
one(
    F,
    "alt_text_for_a_photo_not_there_asked_back",
    ZS,
    "给菜园的照片加上替代文本。",
    ["文章中没有图片，所以没有可以加替代文本的地方。照片拍的是什么？告诉我后我再写。"],
    expect={"outcome": "model_says", "contains": "文章中没有图片"},
)


# --- probes2: the other files' kinds not written above, after the first fixes ----------------

F = "probes2"
new = NOTES[3].replace("| Ubuntu | 22.04 |", "| Ubuntu | 24.04 |")
one(
    F,
    "writer_table_figure_table_alone",
    N,
    "Ubuntu now needs 24.04, not 22.04. Please update the table.",
    ["Here's the updated table:\n\n" + new],
    {3: new},
)
new = ZNOTES[3].replace("| Ubuntu | 22.04 |", "| Ubuntu | 24.04 |")
one(
    F,
    "writer_table_figure_table_alone",
    ZN,
    "Ubuntu 的最低版本现在是 24.04，不是 22.04，请更新表格。",
    ["更新后的表格：\n\n" + new],
    {3: new},
)
new = "Seeing a `sync conflict` message? No problem: open Settings, choose Sync and press Resolve. The app keeps both copies seperately so you can pick the one you want. Lots of you asked about this in the forum, and we hope the new screen makes it clearer."
one(
    F,
    "troubleshooting_friendlier_code_span_kept",
    N,
    "Make the troubleshooting paragraph friendlier.",
    [new],
    {8: new},
)
new = "看到 `sync conflict` 提示也别着急：打开“设置”，选择“同步”，点一下“解决”就好。应用会把两个版本都留着，让你自已挑。论坛里不少朋友问过，希望新界面让大家一看就懂。"
one(
    F,
    "troubleshooting_friendlier_code_span_kept",
    ZN,
    "排查问题那段写得亲切一点。",
    [new],
    {8: new},
)
new = "Pebble 2.4 is out today, 12 March 2027, with sync up to three times faster on large libraries and 17 bug fixes since 2.3."
one(
    F,
    "shorter_opening_whole_only_note",
    N,
    "Make the opening shorter.",
    [whole(N, changes={0: new}) + "\n\n(Only the opening paragraph was changed.)"],
    {0: new},
)
new = "「便签」2.4 版于2027年3月12日发布：大型笔记库同步最多快三倍，修复2.3版以来的17个问题。"
one(
    F,
    "shorter_opening_whole_only_note",
    ZN,
    "开头短一点。",
    [whole(ZN, changes={0: new}) + "\n\n（只改了开头一段。）"],
    {0: new},
)
new = NOTES[0].replace("12 March 2027", "19 March 2027")
one(
    F,
    "writer_release_date_opening_alone",
    N,
    "The release moved to 19 March 2027. Please fix the date.",
    [new],
    {0: new},
)
new = ZNOTES[0].replace("2027年3月12日", "2027年3月19日")
one(
    F,
    "writer_release_date_opening_alone",
    ZN,
    "发布日期改到了2027年3月19日，请改一下。",
    [new],
    {0: new},
)
one(
    F,
    "section_idea_question_answered",
    N,
    "Would a Troubleshooting section help here? Don't change anything yet.",
    [
        "Yes, I think it would. The `sync conflict` paragraph already reads like troubleshooting, so a short “## Troubleshooting” heading above it would help readers who skim. Want me to add it?"
    ],
    expect=says("Yes, I think it would"),
)
one(
    F,
    "section_idea_question_answered",
    ZN,
    "加一个“常见问题”小节会不会更好？先别改。",
    [
        "我觉得会更好。讲 `sync conflict` 的那段本来就是排查问题的内容，在它上面加一个“## 常见问题”小标题，读者一眼就能找到。需要我加上吗？"
    ],
    expect=says("我觉得会更好"),
)
new = "The old bowling green behind the library is the new ground: the council leased it to the garden for £1 a year once the bowls club closed in 2022."
one(
    F,
    "content_named_alone_sure_offer",
    S,
    "Shorten the paragraph about the bowling green.",
    [
        "Sure! Here's a shorter version of that paragraph:\n\n"
        + new
        + "\n\nWould you like me to tighten any other paragraph?"
    ],
    {1: new},
)
new = "扩建地块是图书馆后面的旧门球场，门球队2022年解散后，区里以每年1元租给了菜园。"
one(
    F,
    "content_named_alone_sure_offer",
    ZS,
    "门球场那段缩短一点。",
    ["好的！缩短后的版本：\n\n" + new + "\n\n需要我再精简其他段落吗？"],
    {1: new},
)
new = "A plot is £25 a year — just £10 if you're on pension credit — and everyone shares tools from the shed, open 9 a.m. to 5 p.m. every day."
one(
    F,
    "bold_label_rule_italic_note",
    S,
    "Make paragraph 5 friendlier.",
    [
        "**Friendlier version:**\n\n"
        + new
        + "\n\n---\n\n*I spoke to the reader directly and kept both prices and the opening hours.*"
    ],
    {4: new},
)
new = "每块地一年150元，领低保的居民只要60元；工具大家共用，工具棚每天早上9点到下午5点都开着。"
one(
    F,
    "bold_label_rule_italic_note",
    ZS,
    "第五段写得亲切一点。",
    ["**更亲切的版本：**\n\n" + new + "\n\n---\n\n*直接对读者说话，两个价格和开放时间都保留了。*"],
    {4: new},
)
new = STORY[3].replace("38 raised beds", "40 raised beds")
one(
    F,
    "writer_figure_good_catch_paragraph",
    S,
    "There are 40 raised beds, not 38.",
    ["Good catch — here's paragraph 4 corrected:\n\n" + new],
    {3: new},
)
new = ZSTORY[3].replace("38个抬高苗床", "40个抬高苗床")
one(
    F,
    "writer_figure_good_catch_paragraph",
    ZS,
    "苗床是40个，不是38个。",
    ["好眼力——改好的第四段：\n\n" + new],
    {3: new},
)
one(
    F,
    "grammar_check_reason_no_change",
    S,
    "Check the grammar of the quote paragraph.",
    [
        "The quote paragraph is grammatical: the two sentences of the quotation are complete, and the attribution is punctuated correctly.\n\nNO_CHANGE"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "grammar_check_reason_no_change",
    ZS,
    "检查一下引语那段的语法。",
    ["引语那段语法没有问题，两句话都完整，引号和标点也正确。\n\nNO_CHANGE"],
    expect=NO_CHANGE,
)


# --- probes3: asks' kinds in more wordings, mostly Chinese, after the probe fixes -----------

F = "probes3"
new = "- Windows 10 及以上\n- macOS 12 及以上\n- Ubuntu 22.04 及以上"
one(
    F,
    "table_list_whole_note",
    ZN,
    "把平台表格改成项目符号列表。",
    [whole(ZN, changes={3: new}) + "\n\n表格已改成列表，其他内容没有改动。"],
    {3: new},
)
url = "https://www.strava.com/athletes/laozhou"
new = ZPOST[2].replace("老周", f"[老周]({url})")
one(F, "link_alone_lead", ZP, f"给“老周”加个链接：{url}", ["加好链接了：\n\n" + new], {2: new})
emoji = {1: "🌙", 2: "🤝", 3: "👟", 4: "📖"}
zch = {i: ZPOST[i].replace("。** ", f"。** {e} ", 1) for i, e in emoji.items()}
one(F, "emoji_whole_bare", ZP, "每个加粗小标题后面加一个emoji。", [whole(ZP, changes=zch)], zch)
new = ZNOTES[0].replace("2027年3月12日", "2027年3月12日（星期五）")
one(
    F,
    "weekday_alone_check",
    ZN,
    "在发布日期后面加上星期几。",
    [new + "\n\n（2027年3月12日是星期五。）"],
    {0: new},
)
new = "大部分设施是志愿者用十一个周末建起来的。新地块有38个抬高苗床、一座塑料大棚和一个蓄水罐，可从图书馆屋顶收集多达9,000升雨水。"
one(
    F,
    "reorder_whole_note",
    ZS,
    "第四段里两句话的顺序对调一下。",
    [whole(ZS, changes={3: new}) + "\n\n第四段的两句话已对调。"],
    {3: new},
)
nt = "Shangang Community Garden Doubles in Size"
one(
    F,
    "title_tr_whole_note",
    ZS,
    "标题翻译成英文，其他不变。",
    [whole(ZS, title=nt) + "\n\n只翻译了标题。"],
    title=nt,
)
one(
    F,
    "which_cut_named",
    ZP,
    "要删一段的话你会删哪段？别真删。",
    ["我会删第四点（读书那条）。它更偏个人感受，其余三点都是能直接照做的建议。"],
    expect=says("我会删第四点"),
)
zch = {1: "## 一、新功能", 5: "## 二、升级方法"}
one(
    F,
    "headings_num_whole_note",
    ZN,
    "两个小节标题加上“一、二、”这样的序号。",
    [whole(ZN, changes=zch) + "\n\n已为两个小节标题加上序号。"],
    zch,
)
one(
    F,
    "alt_text_ask",
    ZS,
    "帮我给大棚那张照片写个alt文字。",
    ["文章里没有附照片，我看不到大棚的样子。你能说说照片里有什么吗？"],
    expect=says("你能说说照片里有什么吗"),
)
ch = {
    1: ZSTORY[1].replace("每年1元", "**每年1元**"),
    4: ZSTORY[4].replace("每年150元", "**每年150元**").replace("60元", "**60元**"),
}
one(F, "prices_bold_whole_bare", ZS, "价格都加粗。", [whole(ZS, changes=ch)], ch)
url = "https://www.strava.com/athletes/tomasz-k"
new = POST[2].replace("Tomasz", f"[Tomasz]({url})")
one(
    F,
    "link_alone_quoted_name",
    P,
    f"Turn “Tomasz” into a link: {url}",
    ["Here you go:\n\n" + new + "\n\nLet me know if you want the link to open in a new tab."],
    {2: new},
)
new = "- Windows 10 or later\n- macOS 12 or later\n- Ubuntu 22.04 or later"
one(F, "table_list_alone_bare", N, "Change the platform table to a bulleted list.", [new], {3: new})
new = NOTES[0].replace("12 March 2027", "Friday, 12 March 2027")
one(
    F,
    "weekday_alone_check",
    N,
    "Put the weekday in front of the release date.",
    ["Updated:\n\n" + new + "\n\n(12 March 2027 is indeed a Friday.)"],
    {0: new},
)
ch = {1: "## 1. What's new", 5: "## 2. Upgrading"}
one(
    F,
    "headings_num_whole_note",
    N,
    "Add numbers to the section headings.",
    [whole(N, changes=ch) + "\n\nDone — the headings are now numbered 1 and 2."],
    ch,
)
new = "Volunteers built most of it over eleven weekends. The new ground holds 38 raised beds, a polytunnel and a rainwater tank that collects up to 9,000 litres from the library roof."
one(
    F,
    "reorder_whole_note",
    S,
    "Reverse the order of the two sentences in paragraph 4.",
    [whole(S, changes={3: new}) + "\n\nI swapped the two sentences in paragraph 4."],
    {3: new},
)


finish(HERE)
