# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 35's lead articles: a café's fifth-birthday note and a photo-backup how-to, each in
English and Chinese, holding what today's models like to restyle — emoji written with joiners,
skin tones and variation selectors, a `#` heading beside `##` ones, a numbered list that goes on
after a paragraph (starting at 4), a `> ` quotation, **bold** words, a fenced code block."""

from __future__ import annotations

Article = tuple[str, list[str]]

EN_CAFE: Article = (
    "The Corner Café Turns Five",
    [
        "Five years ago we opened a tiny café on Mill Lane with two tables and one very stubborn espresso machine. Thank you for every cup since \u2615\ufe0f",
        "# What's new",
        "From 1 March our baker, Amira Haddad, adds cardamom buns to the menu. Our team \U0001f469\u200d\U0001f373\U0001f468\u200d\U0001f373 has tested them for weeks, and the verdict is in: they're **dangerously good**.",
        "## Join the stamp club",
        "1. Ask for a card at the till.\n2. Get a stamp with every hot drink.\n3. Your tenth drink is on us.",
        "Lost your card? Tell us and we'll look you up.",
        "4. Stamps never expire.\n5. One card per person, please.",
        "> \u201cBest buns in town.\u201d \u2014 a regular, probably biased",
        "Come by on Saturday 8 March for free tastings. Families welcome \U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466, dogs too \U0001f415\u200d\U0001f9ba. High fives all round \U0001f64c\U0001f3fd",
        "With love,\nJonas & the Mill Lane crew \u2764\ufe0f",
    ],
)

ZH_CAFE: Article = (
    "街角咖啡馆五岁了",
    [
        "五年前，我们在磨坊巷开了一家小咖啡馆，只有两张桌子和一台脾气很倔的咖啡机。谢谢你们这些年的每一杯 \u2615\ufe0f",
        "# 新鲜事",
        "3月1日起，我们的烘焙师林晓雯会把豆蔻面包加进菜单。团队 \U0001f469\u200d\U0001f373\U0001f468\u200d\U0001f373 已经试吃了好几周，结论是：**好吃到危险**。",
        "## 加入集章俱乐部",
        "1. 在收银台领一张集章卡。\n2. 每买一杯热饮盖一个章。\n3. 第十杯我们请。",
        "卡丢了？告诉我们，我们帮你查。",
        "4. 印章永不过期。\n5. 每人限一张卡。",
        "> 「全城最好吃的面包。」——一位常客，可能有点偏心",
        "3月8日星期六欢迎来免费试吃。欢迎全家一起来 \U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466，狗狗也欢迎 \U0001f415\u200d\U0001f9ba。大家击掌 \U0001f64c\U0001f3fd",
        "爱你们的，\n周航和磨坊巷的伙伴们 \u2764\ufe0f",
    ],
)

EN_BACKUP: Article = (
    "Backing Up Your Photos with rsync",
    [
        "Losing ten years of photos to a dead drive is a lesson you only want to learn once. Here is the simple nightly backup I use.",
        "## The command",
        "```bash\nrsync -av --delete ~/Pictures/ /mnt/backup/pictures/\n```",
        "The `--delete` flag removes files from the backup that you deleted at home, so the copy stays an exact mirror. Leave it out if you'd rather keep everything.",
        "## Running it nightly",
        "1. Open your crontab with `crontab -e`.\n2. Add the line `0 2 * * * rsync -av ~/Pictures/ /mnt/backup/pictures/`.\n3. Save and close.",
        "Test a restore once a month \U0001f501 \u2014 a backup you've never restored is only a hope.",
    ],
)

ZH_BACKUP: Article = (
    "用 rsync 备份照片",
    [
        "硬盘一坏，十年的照片全没了——这种教训一辈子学一次就够了。下面是我每晚用的简单备份方法。",
        "## 命令",
        "```bash\nrsync -av --delete ~/Pictures/ /mnt/backup/pictures/\n```",
        "`--delete` 会把你在本机删掉的文件也从备份里删掉，让备份和本机一模一样。如果你想什么都留着，就去掉这个参数。",
        "## 每晚自动运行",
        "1. 用 `crontab -e` 打开定时任务。\n2. 加上一行 `0 2 * * * rsync -av ~/Pictures/ /mnt/backup/pictures/`。\n3. 保存并退出。",
        "每个月试着恢复一次 \U0001f501 ——从没恢复过的备份只是一个心愿。",
    ],
)
