# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""The four articles of session 35's dev fidelity cases: a pharmacy leaflet and a board-game
rulebook, each written once in English and once in Chinese (not translated)."""

from __future__ import annotations

Article = tuple[str, list[str]]

EN_LEAFLET: Article = (
    "Patient Information Leaflet: Ibuprofen 200 mg Tablets",
    [
        "Read all of this leaflet carefully before you start taking this medicine. Keep it: you may need to read it again. Don’t share it with anyone else.",
        "**What it is for.** Ibuprofen 200 mg tablets relieve headache, period pain, dental pain and the aches of colds and flu. They also bring down a fever.",
        "**How to take it.** Adults and children over 12: take 1 or 2 tablets with water, up to three times a day. Leave at least 4 hours between doses and do not take more than 6 tablets in 24 hours.",
        "**Do not take it if** you are allergic to ibuprofen or aspirin, have ever had a stomach ulcer, or are more than 30 weeks pregnant.",
        "**Possible side effects.** Most people have none. Some get an upset stomach, heartburn or a headache. Stop taking the tablets and call your doctor at once if you pass black stools or vomit blood.",
        "**Storing it.** Keep below 25 °C, in the original pack, out of the sight and reach of children. Do not use after the expiry date on the carton (“EXP”).",
        "Questions? Ask your pharmacist, or ring the Medicines Line on 0800 123 4567 (Monday to Friday, 9 a.m. to 5 p.m.).\nHollins Pharmacy, 22 Mill Street",
    ],
)

ZH_LEAFLET: Article = (
    "布洛芬缓释胶囊用药须知",
    [
        "用药前请仔细阅读本须知，并妥善保存，以便日后查阅。本品为非处方药，请按说明使用。",
        "【适应症】用于缓解轻至中度疼痛，如头痛、牙痛、痛经、关节痛，也可用于普通感冒或流感引起的发热。",
        "【用法用量】口服。成人一次1粒，一日2次（早晚各一次），两次服药至少间隔8小时。24小时内不得超过2粒。",
        "【禁忌】对本品或阿司匹林过敏者禁用；有消化道溃疡病史者、孕期最后三个月的孕妇禁用。",
        "【不良反应】多数人无明显不适。少数人可能出现恶心、胃部不适或头晕；如出现黑便、呕血，请立即停药并就医。",
        "【贮藏】密封，在25℃以下干燥处保存，放在儿童看不到、拿不到的地方。超过包装盒上标注的“有效期至”日期后请勿使用。",
        "如有疑问，请咨询药师，或拨打用药咨询热线400-820-1234（周一至周五，9:00—17:00）。\n康宁大药房（解放路店）",
    ],
)

EN_RULES: Article = (
    "Harbour Lights: Rules of Play (2–4 players, ages 10+, about 40 minutes)",
    [
        "In Harbour Lights, each player runs a fishing fleet from a small island. Bring home the most valuable catch before the lighthouse goes dark, and you win.",
        "**What’s in the box:** 4 harbour boards, 8 wooden boats, 48 tide cards, 60 fish tokens, 30 coins, 1 lighthouse tile and this rulebook.",
        "To set up, give each player 2 boats, 5 coins and a harbour board. Shuffle the tide cards and place them face down. Put the lighthouse tile on the first space of the track.",
        "On your turn, do one of these:\n- sail one boat up to 3 spaces;\n- cast your nets and draw 2 tide cards;\n- sell fish at the market for 1 coin each.",
        "A storm card moves the storm token. No boat may enter or leave a space with the storm token until it moves again.",
        "The game ends when the lighthouse tile reaches the last space, after 12 rounds. Add up your coins: each unsold fish is worth half a coin. The player with the most coins wins; ties go to the player with more boats in harbour.",
        "Lost a piece? Write to parts@harbourlights.games with your game’s batch number (printed inside the lid) and we’ll send a replacement free of charge.",
    ],
)

ZH_RULES: Article = (
    "《港灯》桌游规则（2—4人，10岁以上，约40分钟）",
    [
        "在《港灯》里，每位玩家经营一支从小岛出发的渔船队。在灯塔熄灭之前，把最值钱的渔获带回港口的人获胜。",
        "**盒内配件：**港口板图4块、木制渔船8艘、潮汐卡48张、鱼标记60枚、金币30枚、灯塔板块1块、规则书1本。",
        "准备阶段：每位玩家拿2艘渔船、5枚金币和1块港口板图。将潮汐卡洗匀后背面朝上放好，把灯塔板块放在轨道第一格。",
        "轮到你时，从下面三项中选一项：\n- 驾驶一艘渔船移动至多3格；\n- 撒网，抽2张潮汐卡；\n- 在集市卖鱼，每条1枚金币。",
        "抽到风暴卡时移动风暴标记。风暴标记所在的格子，任何渔船都不能进出，直到标记再次移动。",
        "灯塔板块走到最后一格（即第12轮结束）时游戏结束。清点金币，每条没卖出的鱼折算半枚金币。金币最多的玩家获胜；平局时，港内渔船多的玩家获胜。",
        "配件丢失？请发邮件至 parts@gangdeng.games，写明盒盖内侧印的批次号，我们免费补寄。",
    ],
)
