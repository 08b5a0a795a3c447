# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 51's variants of the reply shapes fidelity_blind50 failed on, one .jsonl per
shape (run from the repository root: `.venv/bin/python tests/data/fidelity_dev51s/build_cases.py`).
Every expected article is the original paragraph list with only the asked paragraphs replaced;
each reply is built from the same lists (the asked entry's new text, the shape around it)."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, block, finish, full, refused, says  # noqa: E402

BOOKS = (
    "The Riverside Book Swap",
    [
        "The Riverside Book Swap takes over the library garden on the last Sunday of each month, from 11 am to 3 pm. Bring up to ten books and leave with as many as you brought.",
        "## How to swap",
        "Hand your books to a volunteer at the gate, who gives you one token for each. Tokens can be spent at any table, and they never expire.",
        "| Table | Books | Volunteer |\n|---|---|---|\n| 1 | Fiction | Rosalind Achebe |\n| 2 | Children's | Declan Murphy |\n| 3 | Non-fiction | Rosalind Achebe |",
        "## Rules",
        "- No textbooks or magazines\n- Books must be clean and complete\n- Only one visit per person each month",
        "We cannot accept books with water damage. Anything left at the end of the day goes to the hospice shop on Mill Street, which collects on Monday mornings.",
        '> "I found a first edition of my favourite novel for one token." — Beatrice Lowe, swapper since 2021',
        "Questions? Email Declan at swap@riversidelibrary.example or call 01632 960 552 (Monday to Thursday, 10 am to 5 pm).",
    ],
)
KAYAK = (
    "Harbour Kayak Taster Sessions",
    [
        "Harbour Kayaks runs taster sessions on Saturday mornings through June and July. Each session lasts two hours and starts with a safety talk on the pontoon, so nobody goes on the water unprepared.",
        "## Getting here",
        "Route from the station: Quay Street → the swing bridge → the blue boathouse. It takes about twelve minutes on foot.",
        "## Sessions",
        "Sessions cost £25 and include a buoyancy aid, a paddle and a wetsuit. Only paddlers aged 14 or over may book; younger children can join our family days instead.",
        "| Date | Start | Coach |\n|---|---|---|\n| 5 June | 9 am | Niamh Okoro |\n| 19 June | 10 am | Pavel Horák |\n| 3 July | 9 am | Niamh Okoro |",
        "Correction: our spring leaflet gave the wrong phone number. The right one is below.",
        "Wear clothes that can get wet and bring a towel. There are hot showers in the boathouse, and lockers cost £1.",
        "Call Pavel on 01632 960 318 or book at harbourkayaks.example/taster.",
    ],
)
SHUFA = (
    "社区书法班招生通知",
    [
        "各位居民：",
        "为了丰富大家的业余生活，青石社区将于三月开设书法兴趣班，共八节课，由练字二十年的陶文远老师任教。课程从握笔和基本笔画讲起，适合零基础的成年人。",
        "## 上课安排",
        "| 日期 | 内容 | 助教 |\n|---|---|---|\n| 3月6日 | 握笔与坐姿 | 林雨薇 |\n| 3月13日 | 横竖撇捺 | 郑家豪 |\n| 3月20日 | 楷书结构 | 林雨薇 |",
        "每节课为星期六上午9:30—11:00，地点在社区文化站二楼活动室。",
        "## 报名须知",
        "- 每班限15人，额满即止\n- 八节课学费共计200元，含笔墨纸砚\n- 只有年满18岁的居民才能报名\n- 开课后不办理退费",
        "教室里的毛笔和字帖由社区统一提供，请不要带走。课后请把桌面收拾干净，椅子推回桌下。",
        "> “字如其人，慢慢写，心就静了。”——陶文远",
        "报名请于2月27日（星期六）前联系社区服务站许静，电话 0571-8613 2409（周一至周五 9:00—17:00）。",
        "青石社区居委会\n2027年2月10日",
    ],
)
YIFU = (
    "小区旧衣物回收日通知",
    [
        "各位业主：",
        "本小区将于4月17日（星期六）举办第三次旧衣物回收日，收来的衣物将由「绿芽」公益站整理后捐给山区学校。去年两次活动共收到衣物1200多件。",
        "## 回收时间和地点",
        "时间：上午8:30—11:30；地点：2号楼和5号楼之间的小广场。路线：小区东门 → 喷泉 → 小广场。",
        "## 回收要求",
        "1. 衣物须洗净、叠好，装袋送来\n2. 不收内衣、袜子和破损严重的衣物\n3. 每户最多送两袋\n4. 鞋子请用绳子两两绑好",
        "更正：上期通知把回收日写成了4月10日，正确日期为4月17日。",
        "现场有志愿者帮忙称重，每送来一袋可领取一张「环保积分卡」，集满五张可换一袋洗衣粉。",
        "> 「一件旧毛衣，也许就是一个孩子冬天的温暖。」——志愿者 宋佳怡",
        "如有疑问，请联系物业客服中心方小蕾，电话 0755-2689 4417（每天 8:00—20:00）。",
        "幸福里物业服务中心\n2027年4月5日",
    ],
)

# A few Simplified → Traditional characters, enough to turn these articles' text (a model's
# "converted" reply, or an article the writer wrote in Traditional).
TRAD = str.maketrans(
    "为丰业余区将设书兴节课练远师从笔划讲适础内与竖构结郑点楼动报须额满学费计纸砚岁开后办里统请带净写静于联系务许电话会时间现场志愿帮称张积卡换袋洗粉户单两绑鞋绳叠装坏严袜内题问认证认证门广处边这说时为东约产实对价过让证龙观际经阳营见边达随难热习读爱样长",
    "為豐業餘區將設書興節課練遠師從筆劃講適礎內與豎構結鄭點樓動報須額滿學費計紙硯歲開後辦裡統請帶淨寫靜於聯繫務許電話會時間現場志願幫稱張積卡換袋洗粉戶單兩綁鞋繩疊裝壞嚴襪內題問認證認證門廣處邊這說時為東約產實對價過讓證龍觀際經陽營見邊達隨難熱習讀愛樣長",
)


def trad(text: str) -> str:
    return text.translate(TRAD)


SHUFA_T = (trad(SHUFA[0]), [trad(p) for p in SHUFA[1]])

ARTS = {"books": BOOKS, "kayak": KAYAK, "zshufa": SHUFA, "zyifu": YIFU, "zshufat": SHUFA_T}
A = Articles("d51s", ARTS)
# Blocks and arrow-line replies hold the asked span, not the whole entry: not `checked`.
AB = Articles("d51s", ARTS, checked=False)
AB.count = A.count
bp, kp, sp, yp, tp = BOOKS[1], KAYAK[1], SHUFA[1], YIFU[1], SHUFA_T[1]


def wrap_en(text: str, width: int) -> str:
    return "\n".join(textwrap.wrap(text, width))


def wrap_zh(text: str, width: int) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def rewrapped(article: str, asked: dict[int, str], wrap, width: int, skip: set[int]) -> str:
    """The whole article with the asked entries changed and every other prose entry hard-wrapped
    (headings, tables, lists, quotes and the entries in `skip` left as they are)."""
    title, paras = ARTS[article]
    out = []
    for i, p in enumerate(paras):
        if i in asked:
            out.append(asked[i])
        elif i in skip or p.startswith(("#", "|", "-", ">", "1.")) or "\n" in p:
            out.append(p)
        else:
            out.append(wrap(p, width))
    return title + "\n\n" + "\n\n".join(out)


# 1. An edit answered twice: a first version with a wrong figure or date, then "Correction:" /
#    "Update:" / "Actually, scratch that" / 更正 / 抱歉……更正如下 and the fixed version, which is
#    the answer (after a paragraph, a whole article, a list, a search/replace block).
C = "blind50 edit_answered_twice_with_correction (chahui-zh-08, stargazing-en-06/zh-06, tiyuguan-zh-09, yanglao-zh-09), other genres and words"
new = "Hand your books to a volunteer at the gate, who gives you one wooden token for each. Tokens can be spent at any table, and they never expire."
A.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "books",
    "In the paragraph about tokens, say they are wooden.",
    [
        "Revised paragraph:\n\n"
        + new.replace("one wooden token", "two wooden tokens")
        + "\n\nCorrection: I wrote two tokens above by mistake; it is still one token a book. The corrected paragraph:\n\n"
        + new
    ],
    {2: new},
)
new = "Wear clothes that can get wet and bring a towel. The hot showers in the boathouse are free to use, and lockers cost £1."
A.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "kayak",
    "Make the clothing paragraph say the showers are free.",
    [
        A.whole("kayak", changes={7: new.replace("£1", "£2")})
        + "\n\nUpdate: in the version above I changed the locker price to £2 by mistake; it stays £1. The corrected article:\n\n"
        + A.whole("kayak", changes={7: new})
    ],
    {7: new},
)
new = "The Riverside Book Swap takes over the library garden on the last Sunday of each month, December included, from 11 am to 3 pm. Bring up to ten books and leave with as many as you brought."
AB.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "books",
    "Opening paragraph: say the swap runs in December too.",
    [
        block(
            "on the last Sunday of each month, from 11 am to 3 pm.",
            "on the last Sunday of each month, December included, from 11 am to 4 pm.",
        )
        + "\n\nActually, scratch that — I changed 3 pm to 4 pm by mistake. Use this block instead:\n\n"
        + block(
            "on the last Sunday of each month, from 11 am to 3 pm.",
            "on the last Sunday of each month, December included, from 11 am to 3 pm.",
        )
    ],
    {0: new},
    edit_format="blocks",
)
new = "Sessions cost £25 and include a buoyancy aid, a paddle and a wetsuit in any size. Only paddlers aged 14 or over may book; younger children can join our family days instead."
A.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "kayak",
    "Sessions paragraph: add that wetsuits come in every size.",
    [
        new.replace("£25", "£30")
        + "\n\nActually, scratch that: the price is still £25, I should not have touched it. Revised paragraph:\n\n"
        + new
    ],
    {4: new},
)
new = "报名请于2月27日（星期六）前联系社区服务站许静，电话 0571-8613 2409（周一至周五 9:00—17:00），也可以在社区公众号上报名。"
A.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "zshufa",
    "报名那段加一句：也可以在社区公众号上报名。",
    [
        "修改后的段落：\n\n"
        + new.replace("2月27日（星期六）", "2月26日（星期五）")
        + "\n\n更正：上一版把截止日期误写成了2月26日（星期五），应为2月27日（星期六）。更正后的段落：\n\n"
        + new
    ],
    {9: new},
)
new = "现场有志愿者帮忙称重，每送来一袋可领取一张「环保积分卡」，集满五张可换一袋洗衣粉。积分卡全年有效。"
A.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "zyifu",
    "积分卡那段最后加一句：积分卡全年有效。",
    [
        A.whole("zyifu", changes={7: new.replace("五张", "六张")})
        + "\n\n更正：上面一版误把“五张”写成了“六张”，其余不变。更正后的全文：\n\n"
        + A.whole("zyifu", changes={7: new})
    ],
    {7: new},
)
new = "- 每班限15人，额满即止\n- 八节课学费共计200元，可分两次缴纳，含笔墨纸砚\n- 只有年满18岁的居民才能报名\n- 开课后不办理退费"
A.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "zshufa",
    "报名须知第二条补上“可分两次缴纳”。",
    [
        "修改后的报名须知：\n\n"
        + new.replace("200元", "250元")
        + "\n\n更正：上面误把学费写成了250元，应为200元，其余不变。更正后的清单：\n\n"
        + new
    ],
    {6: new},
)
new = "1. 衣物须洗净、叠好，装袋送来\n2. 不收内衣、袜子和破损严重的衣物\n3. 每户最多送三袋\n4. 鞋子请用绳子两两绑好"
AB.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "zyifu",
    "回收要求第3条改成每户最多送三袋。",
    [
        block("3. 每户最多送两袋", "3. 每户最多送四袋")
        + "\n\n更正：上面的块把数字写错了，应为三袋：\n\n"
        + block("3. 每户最多送两袋", "3. 每户最多送三袋")
    ],
    {5: new},
    edit_format="blocks",
)
new = "每节课为星期六上午9:30—11:00，地点在社区文化站二楼活动室，请提前十分钟到。"
A.one(
    "corrections",
    "edit_answered_twice_with_correction",
    C,
    "zshufa",
    "上课时间那段加上“请提前十分钟到”。",
    [new.replace("9:30", "9:00") + "\n\n抱歉，上面一版把9:30误写成了9:00，更正如下：\n\n" + new],
    {4: new},
)
# Traps: the article itself holds a "Correction:" / 更正 paragraph (read literally); an answer
# twice whose second version also changes an unasked paragraph (that change withheld).
new = "Wear clothes that can get wet and bring a towel — you will be glad of it! There are hot showers in the boathouse, and lockers cost £1."
A.one(
    "corrections",
    "article_holds_correction_line",
    C + ": trap, the article's own Correction paragraph",
    "kayak",
    "Make the clothing paragraph friendlier.",
    [A.whole("kayak", changes={7: new})],
    {7: new},
)
new = "1. 衣物须洗净、叠好，装袋送来\n2. 不收内衣、袜子和破损严重的衣物\n3. 每户最多送两袋\n4. 鞋子请装在单独的袋子里"
A.one(
    "corrections",
    "article_holds_correction_line",
    C + ": trap, the article's own 更正 paragraph",
    "zyifu",
    "回收要求第4条改成“鞋子请装在单独的袋子里”。",
    ["好的，修改后的全文如下：\n\n" + A.whole("zyifu", changes={5: new})],
    {5: new},
)
new = "We cannot accept books with water damage or mould. Anything left at the end of the day goes to the hospice shop on Mill Street, which collects on Monday mornings."
A.one(
    "corrections",
    "answered_twice_differing_outside_ask",
    C + ": trap, the second version also changes the phone line",
    "books",
    "In the paragraph about water damage, mention mould too.",
    [
        A.whole("books", changes={6: new.replace("Monday", "Tuesday")})
        + "\n\nCorrection: the hospice shop collects on Monday, not Tuesday, and I have also tidied the contact line. Corrected article:\n\n"
        + A.whole(
            "books",
            changes={
                6: new,
                8: "Questions? Email Declan at swap@riversidelibrary.example or phone 01632 960 552 (Mon–Thu, 10 am–5 pm).",
            },
        )
    ],
    {6: new},
    withheld_min=1,
)

# 2. A sentence answered as one `old → new` line (->, ⟶, =>, →; bare, after a lead-in, both
#    sides in “”); traps: articles holding arrows of their own.
R = "blind50 sentence_answered_as_arrow_line (chahui-zh-07, tidepool-en-07), other genres and arrows"
old, newer = (
    "We cannot accept books with water damage.",
    "We cannot accept books that have been damaged by water, however slightly.",
)
AB.one(
    "arrows",
    "sentence_answered_as_arrow_line",
    R,
    "books",
    "Make the sentence about water damage clearer.",
    [f"{old} -> {newer}"],
    {6: bp[6].replace(old, newer)},
)
old, newer = (
    "It takes about twelve minutes on foot.",
    "It is a twelve-minute walk, mostly along the harbour wall.",
)
AB.one(
    "arrows",
    "sentence_answered_as_arrow_line",
    R,
    "kayak",
    "Make the last sentence of the Getting here paragraph more vivid.",
    [f"Before ⟶ after:\n\n{old} ⟶ {newer}"],
    {2: kp[2].replace(old, newer)},
)
old, newer = (
    "Tokens can be spent at any table, and they never expire.",
    "Tokens work at every table and never expire.",
)
AB.one(
    "arrows",
    "sentence_answered_as_arrow_line",
    R,
    "books",
    "Tighten the sentence about tokens.",
    [f"Here is the change:\n\n“{old}” => “{newer}”"],
    {2: bp[2].replace(old, newer)},
)
old, newer = (
    "There are hot showers in the boathouse, and lockers cost £1.",
    "The boathouse has hot showers, and lockers cost £1.",
)
AB.one(
    "arrows",
    "sentence_answered_as_arrow_line",
    R,
    "kayak",
    "Reword the sentence about showers.",
    [f"Original → revised:\n{old} → {newer}\n\nLet me know if you'd like it shorter."],
    {7: kp[7].replace(old, newer)},
)
old, newer = (
    "课程从握笔和基本笔画讲起，适合零基础的成年人。",
    "课程从握笔、坐姿和八种基本笔画讲起，适合零基础的成年人。",
)
AB.one(
    "arrows",
    "sentence_answered_as_arrow_line",
    R,
    "zshufa",
    "介绍课程那段最后一句写得更具体些。",
    [f"原句 -> 新句：\n\n{old} -> {newer}"],
    {1: sp[1].replace(old, newer)},
)
old, newer = (
    "去年两次活动共收到衣物1200多件。",
    "去年两次活动共收到衣物1200多件，全部送到了山区学校。",
)
AB.one(
    "arrows",
    "sentence_answered_as_arrow_line",
    R,
    "zyifu",
    "去年那句补充一下衣物的去向。",
    [f"“{old}” => “{newer}”"],
    {1: yp[1].replace(old, newer)},
)
old, newer = ("课后请把桌面收拾干净，椅子推回桌下。", "课后请把桌面和地面收拾干净，椅子推回桌下。")
AB.one(
    "arrows",
    "sentence_answered_as_arrow_line",
    R,
    "zshufa",
    "课后那句加上地面。",
    [f"{old} ⟶ {newer}"],
    {7: sp[7].replace(old, newer)},
)
old, newer = (
    "Wear clothes that can get wet and bring a towel.",
    "Wear quick-drying clothes and bring a towel and a change of clothes.",
)
AB.one(
    "arrows",
    "selection_answered_as_arrow_line",
    R + ": a selection",
    "kayak",
    "Make this more helpful.",
    [f"{old} → {newer}"],
    {7: kp[7].replace(old, newer)},
    selected_text=old,
)
new = "Sessions cost £25 and include a buoyancy aid, a paddle, a wetsuit and a hot drink afterwards. Only paddlers aged 14 or over may book; younger children can join our family days instead."
A.one(
    "arrows",
    "article_holds_arrows",
    R + ": trap, the route paragraph's own arrows in a whole reply",
    "kayak",
    "Sessions paragraph: say the price includes a hot drink afterwards.",
    [A.whole("kayak", changes={4: new})],
    {4: new},
)
new = "时间：上午8:30—11:30，雨天顺延一周；地点：2号楼和5号楼之间的小广场。路线：小区东门 → 喷泉 → 小广场。"
A.one(
    "arrows",
    "article_holds_arrows",
    R + ": trap, the asked paragraph holds arrows and is answered alone",
    "zyifu",
    "回收时间那段加上“雨天顺延一周”。",
    [new],
    {3: new},
)

# 3. Whole replies that restyle untouched text without changing a word (hard-wrapped at
#    60/72/80 columns or every 24/30 Chinese characters; quotes “” made 「」 and 「」 made “”;
#    straight quotes made curly) or add notes ([[…]] comments, [^n] footnotes): the asked edit
#    saved, the untouched text kept as the writer's.
S = "blind50 untouched_paragraphs_hard_wrapped_in_whole (tiyuguan-zh-03), untouched_quotes_made_corner_brackets_in_whole (tiyuguan-zh-06), inline_bracket_comment_in_untouched_whole (langcafe-en-04), other genres and widths"
new = "We cannot accept books with water damage, because damp pages spread mould to other books. Anything left at the end of the day goes to the hospice shop on Mill Street, which collects on Monday mornings."
A.one(
    "restyle",
    "untouched_paragraphs_hard_wrapped_in_whole",
    S + ": 72 columns",
    "books",
    "Water-damage paragraph: say why we refuse damp books.",
    [rewrapped("books", {6: new}, wrap_en, 72, set())],
    {6: new},
)
new = "Call Pavel on 01632 960 318 or book at harbourkayaks.example/taster. Booking closes on Thursday evening."
A.one(
    "restyle",
    "untouched_paragraphs_hard_wrapped_in_whole",
    S + ": 60 columns",
    "kayak",
    "Last paragraph: add that booking closes on Thursday evening.",
    [rewrapped("kayak", {8: new}, wrap_en, 60, set())],
    {8: new},
)
new = "Hand your books to a volunteer at the gate, who gives you one token for each book. Tokens can be spent at any table, and they never expire, so keep them for next month."
A.one(
    "restyle",
    "untouched_paragraphs_hard_wrapped_in_whole",
    S + ": 80 columns, one paragraph left unwrapped",
    "books",
    "How to swap paragraph: say tokens can be kept for next month.",
    [rewrapped("books", {2: new}, wrap_en, 80, {8})],
    {2: new},
)
new = "教室里的毛笔和字帖由社区统一提供，请不要带走。课后请把桌面收拾干净，椅子推回桌下，垃圾带出教室。"
A.one(
    "restyle",
    "untouched_paragraphs_hard_wrapped_in_whole",
    S + ": every 30 characters",
    "zshufa",
    "毛笔那段最后加上“垃圾带出教室”。",
    [rewrapped("zshufa", {7: new}, wrap_zh, 30, set())],
    {7: new},
)
new = "如有疑问，请联系物业客服中心方小蕾，电话 0755-2689 4417（每天 8:00—20:00），也可以在业主群里留言。"
A.one(
    "restyle",
    "untouched_paragraphs_hard_wrapped_in_whole",
    S + ": every 24 characters",
    "zyifu",
    "联系方式那段加上“也可以在业主群里留言”。",
    [rewrapped("zyifu", {9: new}, wrap_zh, 24, set())],
    {9: new},
)
# Added after the fix of hard wraps measured in columns (blind50 tiyuguan-zh-03, where the ask's
# place was not found): untouched Chinese wrapped every 28 characters under a whole-article ask.
new = "教室里的毛笔和字帖由社区统一提供，用完请放回原处就好。课后麻烦大家把桌面收拾干净，椅子推回桌下，谢谢配合！"
A.one(
    "restyle",
    "untouched_paragraphs_hard_wrapped_under_whole_ask",
    S + ": every 28 characters, a whole-article ask",
    "zshufa",
    "全文语气再亲切一点。",
    [rewrapped("zshufa", {7: new}, wrap_zh, 28, set())],
    {7: new},
)
new = "The Riverside Book Swap fills the library garden on the last Sunday of each month, from 11 am to 3 pm. Bring up to ten books and leave with as many as you brought — we'd love to see you!"
A.one(
    "restyle",
    "untouched_paragraphs_hard_wrapped_under_whole_ask",
    S + ": 72 columns, a whole-article ask",
    "books",
    "Make the whole notice a little warmer.",
    [rewrapped("books", {0: new}, wrap_en, 72, set())],
    {0: new},
)
new = "教室里的毛笔和字帖由社区统一提供，请爱惜使用，不要带走。课后请把桌面收拾干净，椅子推回桌下。"
A.one(
    "restyle",
    "untouched_quotes_made_corner_brackets_in_whole",
    S + ": “” made 「」",
    "zshufa",
    "毛笔那段加上“请爱惜使用”。",
    [
        A.whole("zshufa", changes={7: new})
        .replace("“字如其人", "「字如其人")
        .replace("心就静了。”", "心就静了。」")
    ],
    {7: new},
)
new = "如有疑问，请联系物业客服中心方小蕾，电话 0755-2689 4417（每天 8:00—20:00，节假日照常）。"
A.one(
    "restyle",
    "untouched_quotes_made_straight_from_corner_brackets_in_whole",
    S + ": 「」 made “”",
    "zyifu",
    "联系方式那段的括号里加上“节假日照常”。",
    [A.whole("zyifu", changes={9: new}).replace("「", "“").replace("」", "”")],
    {9: new},
)
new = "Call Pavel on 01632 960 318 (evenings are best) or book at harbourkayaks.example/taster."
A.one(
    "restyle",
    "untouched_quotes_made_curly_in_whole",
    S + ": straight quotes made curly in the quote",
    "books",
    "Contact paragraph: add that weekday mornings are quietest.",
    [
        A.whole(
            "books",
            changes={
                8: "Questions? Email Declan at swap@riversidelibrary.example or call 01632 960 552 (Monday to Thursday, 10 am to 5 pm; mornings are quietest)."
            },
        )
        .replace('> "I found', "> “I found")
        .replace('one token." —', "one token.” —")
    ],
    {
        8: "Questions? Email Declan at swap@riversidelibrary.example or call 01632 960 552 (Monday to Thursday, 10 am to 5 pm; mornings are quietest)."
    },
)
A.one(
    "restyle",
    "inline_bracket_comment_in_untouched_whole",
    S + ": [[…]] in the opening",
    "kayak",
    "Contact paragraph: say evenings are the best time to call.",
    [
        A.whole(
            "kayak",
            changes={0: kp[0] + " [[Check: are July dates confirmed?]]", 8: new},
        )
    ],
    {8: new},
)
new = "每节课为星期六上午9:30—11:00，地点在社区文化站二楼活动室，电梯可直达。"
A.one(
    "restyle",
    "inline_bracket_comment_in_untouched_whole",
    S + ": [[…]] in two untouched paragraphs",
    "zshufa",
    "上课时间那段加上“电梯可直达”。",
    [
        A.whole(
            "zshufa",
            changes={
                1: sp[1].replace("二十年的", "二十年[[请核实年数]]的"),
                4: new,
                9: sp[9] + " [[电话是否还在用？]]",
            },
        )
    ],
    {4: new},
)
new = "Hand your books to a volunteer at the gate, who gives you one token for each. Tokens can be spent at any table, and they never expire. Lost tokens cannot be replaced."
A.one(
    "restyle",
    "footnote_marker_added_in_untouched_whole",
    S + ": [^1] and its footnote",
    "books",
    "How to swap paragraph: add that lost tokens cannot be replaced.",
    [
        A.whole(
            "books",
            changes={0: bp[0].replace("ten books", "ten books[^1]"), 2: new},
        )
        + "\n\n[^1]: Paperbacks and hardbacks both count."
    ],
    {2: new},
)
new = "现场有志愿者帮忙称重，每送来一袋可领取一张「环保积分卡」，集满五张可换一袋洗衣粉，积分卡不记名。"
A.one(
    "restyle",
    "footnote_marker_added_in_untouched_whole",
    S + ": [^2] in Chinese",
    "zyifu",
    "积分卡那段加上“积分卡不记名”。",
    [
        A.whole(
            "zyifu",
            changes={1: yp[1].replace("1200多件", "1200多件[^2]"), 7: new},
        )
        + "\n\n[^2]: 数据来自「绿芽」公益站的统计。"
    ],
    {7: new},
)
# Trap: the writer asks for the quotes to change (global) — the whole reply is the edit.
A.one(
    "restyle",
    "quotes_changed_as_asked",
    S + ": trap, the ask is the quote style",
    "zshufa",
    "全文的引号都换成直角引号「」。",
    [A.whole("zshufa", changes={8: "> 「字如其人，慢慢写，心就静了。」——陶文远"})],
    {8: "> 「字如其人，慢慢写，心就静了。」——陶文远"},
)

# 4. The whole article converted to Traditional characters when one paragraph or sentence was
#    asked (refused); traps: an article written in Traditional, edited in Traditional (applied).
T = "blind50 whole_converted_to_traditional_when_paragraph_asked (tiyuguan-zh-07), other genres and asks the model must answer"
new = "教室里的毛笔和字帖由社区统一提供，请不要带走。课后请把桌面收拾干净，离开前关好门窗。"
A.one(
    "traditional",
    "whole_converted_to_traditional_when_paragraph_asked",
    T,
    "zshufa",
    "毛笔那段最后一句改成：课后请把桌面收拾干净，离开前关好门窗。",
    [trad(A.whole("zshufa", changes={7: new}))],
    expect=refused("整篇回复变成了繁体字"),
)
new = "现场有志愿者帮忙称重，每送来一袋可领取一张「环保积分卡」，集满五张可换一袋洗衣粉或一块香皂。"
A.one(
    "traditional",
    "whole_converted_to_traditional_when_paragraph_asked",
    T,
    "zyifu",
    "积分卡那段写得更吸引人一些，可以加上换香皂。",
    ["好的：\n\n" + trad(A.whole("zyifu", changes={7: new}))],
    expect=refused("整篇回复变成了繁体字"),
)
new = trad("每节课为星期六上午9:30—11:00，地点在社区文化站二楼活动室，请准时到场。")
A.one(
    "traditional",
    "traditional_article_edited_in_traditional",
    T + ": trap, the writer's article is Traditional",
    "zshufat",
    trad("上课时间那段加上“请准时到场”。"),
    [full(SHUFA_T[0], [new if i == 4 else p for i, p in enumerate(tp)])],
    {4: new},
)

# 5. A question answered after a <think> block (model_says), and a <think> block before an edit.
Q = "blind50 question_answered_after_think_block (yanglao-zh-20), other questions and genres"
A.one(
    "think",
    "question_answered_after_think_block",
    Q,
    "books",
    "How many tokens would I get for seven books?",
    [
        "<think>\nOne token per book, so seven books make seven tokens.\n</think>\n\nYou would get seven tokens — one for each book."
    ],
    expect=says("seven tokens"),
)
A.one(
    "think",
    "question_answered_after_think_block",
    Q,
    "kayak",
    "How long is a session altogether?",
    [
        "<think>The first paragraph says each session lasts two hours.</think>\nEach session lasts two hours altogether, starting with a safety talk on the pontoon."
    ],
    expect=says("two hours altogether"),
)
A.one(
    "think",
    "question_answered_after_think_block",
    Q,
    "zshufa",
    "每节课上多长时间？",
    ["<think>\n9:30到11:00，一个半小时。\n</think>\n\n每节课从上午9:30到11:00，一共一个半小时。"],
    expect=says("一个半小时"),
)
A.one(
    "think",
    "question_answered_after_think_block",
    Q,
    "zyifu",
    "回收活动一共几个小时？",
    [
        "<think>\n时间是8:30—11:30，三个小时。\n</think>\n\n回收活动从上午8:30到11:30，一共三个小时。"
    ],
    expect=says("三个小时"),
)
A.one(
    "think",
    "question_answered_after_think_block",
    Q,
    "zshufa",
    "整个课程一共要多久？",
    [
        "<think>\n八节课，每节一个半小时，共十二个小时。\n</think>\n\n整个课程一共八节课，每节一个半小时，合计十二个小时。"
    ],
    expect=says("十二个小时"),
)
new = "Each session lasts two hours and starts with a safety talk on the pontoon. Harbour Kayaks runs these taster sessions on Saturday mornings through June and July, so nobody goes on the water unprepared."
new = "Harbour Kayaks runs taster sessions on Saturday mornings through June and July. Every session lasts two hours and begins with a safety talk on the pontoon, so nobody goes on the water unprepared."
A.one(
    "think",
    "think_block_then_paragraph",
    Q + ": trap, an edit after the think block",
    "kayak",
    "Polish the opening paragraph a little.",
    ["<think>\nSmall wording changes only.\n</think>\n\n" + new],
    {0: new},
)

# 6. Two exact search/replace blocks for two asks (a table row and a list item).
B = "blind50 blocks_two_exact_blocks (chahui-zh-17), other genres"
AB.one(
    "blocks",
    "blocks_two_exact_blocks",
    B,
    "zshufa",
    "第二节课的助教换成王思远；学费改成180元。",
    [
        block("| 3月13日 | 横竖撇捺 | 郑家豪 |", "| 3月13日 | 横竖撇捺 | 王思远 |")
        + "\n\n"
        + block("学费共计200元", "学费共计180元")
    ],
    {
        3: sp[3].replace("郑家豪", "王思远"),
        6: sp[6].replace("200元", "180元"),
    },
    edit_format="blocks",
)
AB.one(
    "blocks",
    "blocks_two_exact_blocks",
    B,
    "books",
    "Table 2's volunteer is now Imogen Shaw, and allow two visits a month.",
    [
        block("| 2 | Children's | Declan Murphy |", "| 2 | Children's | Imogen Shaw |")
        + "\n\n"
        + block(
            "- Only one visit per person each month", "- Up to two visits per person each month"
        )
    ],
    {
        3: bp[3].replace("Declan Murphy", "Imogen Shaw"),
        5: bp[5].replace("Only one visit", "Up to two visits"),
    },
    edit_format="blocks",
)
AB.one(
    "blocks",
    "blocks_two_exact_blocks",
    B,
    "zyifu",
    "回收要求第2条加上“帽子”；第3条改成每户最多送三袋。",
    [
        block("2. 不收内衣、袜子和破损严重的衣物", "2. 不收内衣、袜子、帽子和破损严重的衣物")
        + "\n\n"
        + block("3. 每户最多送两袋", "3. 每户最多送三袋")
    ],
    {5: yp[5].replace("袜子和", "袜子、帽子和").replace("最多送两袋", "最多送三袋")},
    edit_format="blocks",
)
AB.one(
    "blocks",
    "blocks_two_exact_blocks",
    B,
    "kayak",
    "Move the 19 June start to 11 am, and make sessions £28.",
    [
        block("| 19 June | 10 am | Pavel Horák |", "| 19 June | 11 am | Pavel Horák |")
        + "\n\n"
        + block("Sessions cost £25", "Sessions cost £28")
    ],
    {
        4: kp[4].replace("£25", "£28"),
        5: kp[5].replace("10 am", "11 am"),
    },
    edit_format="blocks",
)

finish(HERE)
