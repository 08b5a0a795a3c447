# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 34's lead articles: a community-garden newsletter and a puncture-repair how-to, each in
English and Chinese, holding what today's models like to restyle — straight quotes, 「」, an
ampersand, an underscore and a hashtag, `1.` and `*` lists, `##` headings, an accented name."""

from __future__ import annotations

Article = tuple[str, list[str]]

EN_GARDEN: Article = (
    "Spring at Elm Street Community Garden",
    [
        "Spring is finally here, and the beds on Elm Street are waking up. This newsletter covers the work days, the new plots and a few things we'd like you to know before May.",
        "## Work days",
        'We meet on the first Saturday of every month, from 9 a.m. to noon. Bring gloves, water and a "can-do" attitude, as Priya Nair likes to say. Afterwards we have tea at Café Noé on the corner.',
        "## New plots",
        "Six new plots are ready this year. Each costs £45 per season, and the waiting list opens on 1 April. Fish & chips will follow the first work day, paid for by the Green Grocer.",
        "To claim a plot:\n1. Fill in the form in the shed.\n2. Pay the fee to our treasurer.\n3. Collect your key from Priya.",
        "## What to bring",
        "* Gloves\n* A trowel\n* A reusable cup",
        "Questions? Write to garden_team@elmstreet.org or follow #ElmStreetGrows for news.",
        "See you in the beds,\nPriya Nair\nGarden coordinator",
    ],
)

ZH_GARDEN: Article = (
    "榆树街社区菜园春季通讯",
    [
        "春天终于来了，榆树街的菜畦也醒了。这期通讯讲讲劳动日、新菜地，还有五月之前想请大家知道的几件事。",
        "## 劳动日",
        "每月第一个星期六上午9点到中午12点，我们一起干活。请带上手套和水，还有周晓岚常说的「干劲」。干完活去街角的Café Noé喝茶。",
        "## 新菜地",
        "今年新开了六块菜地，每块每季45元，4月1日开始登记。赞助商有Green Grocer, Elm Bakery, Rosa's Tools三家，第一次劳动日之后的炸鱼薯条由Green Grocer请客。",
        "领取菜地：\n1. 在工具棚填写表格。\n2. 把费用交给我们的财务。\n3. 找周晓岚领钥匙。",
        "## 需要带什么",
        "* 手套\n* 小铲子\n* 自带水杯",
        "有问题请写信到 garden_team@elmstreet.org，或关注 #榆树街菜园# 看最新消息。",
        "菜畦里见！\n周晓岚\n菜园协调人",
    ],
)

EN_TUBE: Article = (
    "How to Patch a Bike Inner Tube",
    [
        "A flat tyre doesn't have to end your ride. With a patch kit and ten minutes, you can fix most punctures at the roadside.",
        "## You will need",
        "* Two tyre levers\n* A patch kit (patches, glue, sandpaper)\n* A pump",
        "## Steps",
        "1. Take the wheel off and let out any remaining air.\n2. Lever one side of the tyre off the rim and pull out the tube.\n3. Pump a little air in and listen for the hiss.",
        "Once you've found the hole, roughen the area with sandpaper, spread a thin layer of glue and wait until it's tacky — about 2 minutes. Press the patch on firmly and hold it for 30 seconds.",
        "Before refitting, run your fingers around the inside of the tyre. Whatever caused the puncture (a thorn, a shard of glass) is often still there.",
        'Tip from our mechanic, Tomás Ortega: "Carry a spare tube too. Patch at home, swap on the road."',
        "Happy riding! Share your fixes with #FixItFriday & tag a friend.",
    ],
)

ZH_TUBE: Article = (
    "自行车内胎补胎指南",
    [
        "爆胎不一定要结束骑行。一套补胎工具，十分钟，路边就能补好大多数破洞。",
        "## 需要准备",
        "* 两根撬胎棒\n* 补胎工具包（胶片、胶水、砂纸）\n* 打气筒",
        "## 步骤",
        "1. 拆下车轮，放掉剩余的气。\n2. 用撬胎棒把外胎一侧撬出轮圈，取出内胎。\n3. 打一点气，听漏气的嘶嘶声。",
        "找到破洞后，用砂纸把周围磨粗，薄薄涂一层胶水，等胶水变粘——大约2分钟。把胶片用力按上去，按住30秒。",
        "装回之前，用手指沿外胎内侧摸一圈。扎破轮胎的东西（刺、碎玻璃）往往还在里面。",
        "我们的技师托马斯·奥尔特加说：「多带一条备用内胎。在家补胎，路上换胎。」",
        "骑行愉快！用 #周五修车# 分享你的修车成果。",
    ],
)
