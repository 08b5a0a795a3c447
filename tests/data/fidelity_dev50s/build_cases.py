# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 50's variants of the reply shapes fidelity_blind49 failed on, one .jsonl per
shape (run from the repository root: `.venv/bin/python tests/data/fidelity_dev50s/build_cases.py`).
Every expected article is the original paragraph list with only the asked entries replaced."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import FILES, Articles, finish, refused  # noqa: E402

ORCHARD = (
    "Hollybank Community Orchard: Autumn Pruning Day",
    [
        "Hollybank Community Orchard needs helping hands for its autumn pruning day. We have 38 apple and pear trees, and last year 19 volunteers finished them in a single afternoon.",
        "## When and where",
        "**Sunday 14 November 2027**, 1 pm to 4.30 pm, at the orchard gate on Mill Lane (postcode HB3 9QL).",
        "| Task | Lead | Tools |\n|---|---|---|\n| Pruning | Gwen Atherley | Loppers |\n| Mulching | Femi Adebayo | Barrows |\n| Labels | Rosa Lindqvist | Pens |",
        "## What happens on the day",
        "1. Arrive and sign the volunteer sheet.\n2. Join a team with a lead.\n3. Stop for tea and cake at 3 pm.",
        "Only volunteers aged 16 or over may use the loppers; younger helpers work on the mulching team with a parent.",
        "## Bring",
        "- Gloves and sturdy boots\n- A flask if you like your own tea",
        '> "You leave muddy, but you leave knowing every tree by name." — Gwen Atherley, orchard lead',
        "Questions? Call Tom Brightwell on 01632 960 418 (weekdays 9 am to 5 pm) or write to trees@hollybank.example.",
    ],
)
GALA = (
    "Northgate Swimming Club: Winter Gala Entries",
    [
        "Our winter gala is back at Northgate Leisure Centre for its twelfth year. Swimmers aged 8 to 16 race in four strokes, and every finisher gets a medal.",
        "## Dates",
        "**Saturday 4 December 2027**: warm-up at 8.15 am, first race at 9 am.",
        "Entries cost £6 per race, or £20 for four races. Only swimmers registered with the club by Friday 19 November may enter.",
        "## Rules",
        "Swimmers must wear a club cap. Parents watch from the balcony and may not come onto the poolside.",
        "## Results",
        "Results go up on the noticeboard within an hour of the last race. Last year 84 swimmers took part.",
        "Contact Priya Lathan on 01632 960 775 (Tuesdays 6 pm to 8 pm) or gala@northgatesc.example.",
    ],
)
SPORTS = (
    "青枫小学秋季运动会家长须知",
    [
        "各位家长：",
        "青枫小学第十五届秋季运动会定于**2027年10月22日（星期五）8:00—15:30**在学校操场举行，全校共有1260名学生参加。",
        "## 入校安排",
        "家长须凭家长证从东门入校，7:40开放，8:20关闭。只有持证家长才能进入看台区。",
        "| 时间 | 项目 | 负责老师 |\n|---|---|---|\n| 8:30 | 开幕式 | 周晓岚 |\n| 9:30 | 田赛 | 顾明哲 |\n| 13:30 | 接力赛 | 周晓岚 |",
        "## 注意事项",
        "- 请勿在跑道上走动\n- 看台禁止吸烟\n- 午餐由学校统一提供",
        "如遇大雨，运动会顺延至10月25日（星期一），具体安排以班级群通知为准。",
        "> “跑完全程的每个孩子都是冠军。”——体育组组长 顾明哲",
        "咨询电话：0571-8826 3150（工作日8:00—17:00）",
        "青枫小学德育处\n2027年10月15日",
    ],
)
MARKET = (
    "南湖社区旧物交换市集通知",
    [
        "各位居民：",
        "南湖社区旧物交换市集将于**2027年11月6日（星期六）9:00—12:00**在社区文化广场举行，共设摊位40个。",
        "## 报名方式",
        "摊主须于11月3日（星期三）前到社区服务中心登记，每户限报一个摊位。只接受本社区居民报名。",
        "## 可以交换的物品",
        "1. 图书、玩具、文具\n2. 闲置小家电（须能正常使用）\n3. 衣物（须洗净）",
        "市集不收摊位费，不得现金买卖，只能以物换物。",
        "> “一件旧物，换来一段邻里情。”——社区志愿者 林婉清",
        "联系人：社区服务中心 孟凡，电话0571-8735 2208（工作日9:00—17:30）",
    ],
)
CHECKLIST = (
    "Boat Launch Checklist",
    [
        "Work through these lines in order before every launch.",
        "1) Check the bung is in.\n2) Fit the rudder and tiller.\n3) Rig the mainsail on the shore.\n4) Put on a buoyancy aid.",
        "Tick each line on the clipboard by the slipway.",
    ],
)
WORDDIFF = (
    "Reading a Word Diff",
    [
        "Git can show changes word by word with `git diff --word-diff`. Removed words appear as [-old words-] and added ones as {+new words+}.",
        "This makes small edits in prose easy to spot, because the whole paragraph does not turn red and green.",
        "Try it on your next draft and see which changes stand out.",
    ],
)
ZLINES = (
    "家庭周末值日表",
    [
        "本周末值日安排如下，每人按编号认领：",
        "1：周六上午打扫客厅\n2：周六下午洗衣服\n3：周日上午买菜\n4：周日晚上倒垃圾",
        "完成后在冰箱上的表格里打勾。",
    ],
)
ARTS = {
    "orchard": ORCHARD,
    "gala": GALA,
    "zsports": SPORTS,
    "zmarket": MARKET,
    "checklist": CHECKLIST,
    "worddiff": WORDDIFF,
    "zlines": ZLINES,
}
A = Articles("d50s", ARTS)
U = Articles("d50s", ARTS, checked=False)  # replies that mark the change instead of writing it
U.count = A.count

op, gp, sp, mp = ORCHARD[1], GALA[1], SPORTS[1], MARKET[1]


def numbered(text: str, fmt: str, *, blanks: bool = True, width: int = 0) -> str:
    """Every line of `text` after its line number in `fmt` ("{n} | "), blank lines numbered too
    (or only counted, with `blanks` False)."""
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        if not line and not blanks:
            out.append("")
        else:
            out.append((fmt.format(n=str(n).rjust(width)) + line).rstrip())
    return "\n".join(out)


def gemini(
    text: str, finish: str = "STOP", parts: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    return {
        "candidates": [
            {
                "content": {"role": "model", "parts": parts or [{"text": text}]},
                "finishReason": finish,
                "index": 0,
            }
        ],
        "usageMetadata": {
            "promptTokenCount": 980,
            "candidatesTokenCount": 540,
            "totalTokenCount": 1520,
        },
        "modelVersion": "gemini-2.0-flash",
    }


def ollama(text: str, reason: str = "stop") -> dict[str, Any]:
    return {
        "model": "llama3.1:8b",
        "created_at": "2026-12-07T05:01:44.102Z",
        "message": {"role": "assistant", "content": text},
        "done": True,
        "done_reason": reason,
        "total_duration": 12093411000,
        "eval_count": 512,
    }


def body_raw(file: str, raw: dict[str, Any]) -> None:
    """The last case of `file` answered with this body (its text is replies[0])."""
    FILES[file][-1]["raw_body"] = raw


# 1. The whole article with line numbers on its lines.
L = "blind49 whole_with_line_number_prefixes (1/6): '  3 | ', '3: ', '  3  ', blank lines numbered, after a lead-in or bare"
new = op[0] + " No experience is needed."
A.one(
    "line_numbers",
    "whole_numbered_bar_after_lead_in",
    L,
    "orchard",
    "Add to the opening paragraph: No experience is needed.",
    [
        "Here is the full article, numbered so you can check it:\n\n"
        + numbered(A.whole("orchard", changes={0: new}), "{n} | ", width=2)
    ],
    {0: new},
)
new = gp[3] + " Refunds are not given."
A.one(
    "line_numbers",
    "whole_numbered_colon_blank_lines_counted",
    L,
    "gala",
    "Entries paragraph: add 'Refunds are not given.'",
    [numbered(A.whole("gala", changes={3: new}), "{n}: ", blanks=False)],
    {3: new},
)
new = op[10].replace("or write to", "or text him, or write to")
A.one(
    "line_numbers",
    "whole_numbered_paren_tab",
    L,
    "orchard",
    "In the contact line, say people can also text Tom.",
    [numbered(A.whole("orchard", changes={10: new}), "{n})\t")],
    {10: new},
)
new = gp[5].replace("club cap.", "club cap and goggles.")
A.one(
    "line_numbers",
    "whole_numbered_spaces_only",
    L,
    "gala",
    "Rules: swimmers need goggles too.",
    [numbered(A.whole("gala", changes={5: new}), "{n}  ", width=3)],
    {5: new},
)
new = sp[7].replace("具体安排", "届时具体安排")
A.one(
    "line_numbers",
    "whole_numbered_tab",
    L,
    "zsports",
    "下雨那段，“具体安排”前加上“届时”",
    ["修改后的全文（带行号）：\n\n" + numbered(A.whole("zsports", changes={7: new}), "{n}\t")],
    {7: new},
)
new = mp[6] + "现场设有爱心捐赠箱。"
A.one(
    "line_numbers",
    "whole_numbered_bar_bare",
    L,
    "zmarket",
    "不收摊位费那段最后加一句：现场设有爱心捐赠箱。",
    [numbered(A.whole("zmarket", changes={6: new}), "{n} | ", width=2)],
    {6: new},
)
new = mp[3].replace("每户限报一个摊位", "每户限报一个摊位，先到先得")
A.one(
    "line_numbers",
    "whole_numbered_colon_with_closing_remark",
    L,
    "zmarket",
    "报名那段加上“先到先得”",
    [
        "好的，以下是修改后的全文：\n\n"
        + numbered(A.whole("zmarket", changes={3: new}), "{n}：")
        + "\n\n如需再调整，请告诉我。"
    ],
    {3: new},
)
new = CHECKLIST[1][1].replace(
    "3) Rig the mainsail on the shore.", "3) Rig the mainsail on the shore, bow to the wind."
)
A.one(
    "line_numbers",
    "article_is_numbered_lines_kept",
    "trap: the article's own lines carry 1) 2) 3): they stay",
    "checklist",
    "Line 3: add 'bow to the wind'.",
    [A.whole("checklist", changes={1: new})],
    {1: new},
)
new = ZLINES[1][1].replace("3：周日上午买菜", "3：周日上午买菜、做饭")
A.one(
    "line_numbers",
    "article_is_numbered_lines_kept",
    "trap: the article's own lines carry 1：2：3：: they stay",
    "zlines",
    "第3条加上“做饭”",
    [A.whole("zlines", changes={1: new})],
    {1: new},
)

# 2. The whole article written twice.
T = "blind49 whole_article_repeated_twice (0/5) and _streamed (0/1): the same text twice, or the original then the revision"
new = op[6].replace("use the loppers;", "use the loppers or the saws;")
whole = A.whole("orchard", changes={6: new})
A.one(
    "twice",
    "identical_twice_bare",
    T,
    "orchard",
    "Age paragraph: the saws too, not only the loppers.",
    [whole + "\n\n" + whole],
    {6: new},
)
new = gp[7] + " Photos follow a week later."
whole = A.whole("gala", changes={7: new})
A.one(
    "twice",
    "identical_twice_after_same_lead_in",
    T,
    "gala",
    "Results paragraph: add that photos follow a week later.",
    ["Here's the updated article:\n\n" + whole + "\n\nHere's the updated article:\n\n" + whole],
    {7: new},
)
new = gp[2].replace("first race at 9 am.", "first race at 9 am sharp.")
A.one(
    "twice",
    "original_then_revised_labelled",
    T,
    "gala",
    "Dates line: say the first race is at 9 am sharp.",
    ["Original:\n\n" + A.whole("gala") + "\n\nRevised:\n\n" + A.whole("gala", changes={2: new})],
    {2: new},
)
new = op[2].replace("at the orchard gate", "at the main orchard gate")
A.one(
    "twice",
    "original_then_revised_unlabelled",
    T,
    "orchard",
    "Where line: make it 'the main orchard gate'.",
    [A.whole("orchard") + "\n\n" + A.whole("orchard", changes={2: new})],
    {2: new},
)
new = sp[3] + "请勿带宠物入校。"
whole = A.whole("zsports", changes={3: new})
A.one(
    "twice",
    "identical_twice_bare",
    T,
    "zsports",
    "入校那段最后加一句：请勿带宠物入校。",
    [whole + "\n\n" + whole],
    {3: new},
)
new = mp[1].replace("共设摊位40个。", "共设摊位40个，欢迎大家前来。")
A.one(
    "twice",
    "original_then_revised_labelled",
    T,
    "zmarket",
    "第二段结尾加“欢迎大家前来”",
    ["原文：\n\n" + A.whole("zmarket") + "\n\n修改后：\n\n" + A.whole("zmarket", changes={1: new})],
    {1: new},
)
new = sp[9].replace("（工作日8:00—17:00）", "（工作日8:00—17:30）")
whole = A.whole("zsports", changes={9: new})
A.one(
    "twice",
    "identical_twice_streamed",
    T,
    "zsports",
    "咨询电话的时间改到17:30",
    [whole + "\n\n" + whole],
    {9: new},
    stream=True,
)
new_a = gp[3].replace("£20 for four races", "£20 for any four races")
new_b = gp[8].replace("Tuesdays 6 pm to 8 pm", "Tuesdays 6 pm to 9 pm")
A.one(
    "twice",
    "second_copy_differs_outside_ask",
    "trap: the two copies differ outside the asked place; which one is meant is not said",
    "gala",
    "Entries paragraph: say 'any four races'.",
    [A.whole("gala", changes={3: new_a}) + "\n\n" + A.whole("gala", changes={3: new_a, 8: new_b})],
    expect=refused("two different versions of the article; which to keep is not said"),
)
new_a = mp[6].replace("不得现金买卖", "不得用现金买卖")
new_b = mp[6].replace("不得现金买卖，只能以物换物", "鼓励以物换物")
A.one(
    "twice",
    "two_different_versions",
    "trap: two different revisions, neither the original",
    "zmarket",
    "不收摊位费那段改得通顺些",
    [A.whole("zmarket", changes={6: new_a}) + "\n\n" + A.whole("zmarket", changes={6: new_b})],
    expect=refused("两个不同的版本，不知道该保留哪个"),
)

# 3. Another API's body: Google's generateContent, Ollama's /api/chat.
B = "blind49 gemini_generate_content_body_* (0/6), ollama_chat_body_* (0/4): the reply inside another API's answer body"
new = op[0].replace("needs helping hands", "would love some helping hands")
text = A.whole("orchard", changes={0: new})
A.one(
    "other_bodies",
    "gemini_body_whole",
    B,
    "orchard",
    "Make the opening a bit warmer.",
    [text],
    {0: new},
)
body_raw("other_bodies", gemini(text))
new = sp[1] + "欢迎家长到场加油。"
text = new
A.one(
    "other_bodies",
    "gemini_body_one_paragraph",
    B,
    "zsports",
    "第二段最后加一句：欢迎家长到场加油。",
    [text],
    {1: new},
)
body_raw("other_bodies", gemini(text))
new = mp[3].replace("摊主须于", "有意摆摊的居民须于")
text = A.whole("zmarket", changes={3: new})
half = len(text) // 2
A.one(
    "other_bodies",
    "gemini_body_two_parts",
    B,
    "zmarket",
    "报名那段把“摊主”说清楚一点：有意摆摊的居民",
    [text],
    {3: new},
)
body_raw("other_bodies", gemini(text, parts=[{"text": text[:half]}, {"text": text[half:]}]))
new = gp[0].replace("every finisher gets a medal", "every finisher takes home a medal")
text = A.whole("gala", changes={0: new})
A.one(
    "other_bodies",
    "gemini_body_with_thought_part",
    B,
    "gala",
    "Opening: 'takes home a medal'.",
    [text],
    {0: new},
)
body_raw(
    "other_bodies",
    gemini(
        text,
        parts=[{"text": "The writer wants one phrase changed.", "thought": True}, {"text": text}],
    ),
)
text = A.whole("orchard", changes={0: op[0].replace("needs", "is looking for")})[:700]
A.one(
    "other_bodies",
    "gemini_body_cut_max_tokens",
    B,
    "orchard",
    "Make the whole article livelier.",
    [text],
    expect=refused("finishReason MAX_TOKENS: the reply was cut"),
)
body_raw("other_bodies", gemini(text, "MAX_TOKENS"))
new = mp[7].replace("一件旧物，换来一段邻里情。", "一件旧物，换来一段邻里情谊。")
text = A.whole("zmarket", changes={7: new})
A.one(
    "other_bodies",
    "ollama_body_whole",
    B,
    "zmarket",
    "林婉清那句引言，“邻里情”改成“邻里情谊”",
    [text],
    {7: new},
)
body_raw("other_bodies", ollama(text))
new = gp[5].replace("Parents watch from the balcony", "Parents and carers watch from the balcony")
text = new
A.one(
    "other_bodies",
    "ollama_body_one_paragraph",
    B,
    "gala",
    "Rules paragraph: parents and carers, not just parents.",
    [text],
    {5: new},
)
body_raw("other_bodies", ollama(text))
text = A.whole("zsports", changes={1: sp[1].replace("全校共有", "届时全校共有")})[:160]
A.one(
    "other_bodies",
    "ollama_body_cut_by_length",
    B,
    "zsports",
    "全文语气更活泼一点",
    [text],
    expect=refused("done_reason length：回复被截断"),
)
body_raw("other_bodies", ollama(text, "length"))

# 4. git word-diff markers [-old-]{+new+} for the asked entry or the selection.
W = "blind49 word_diff_markers_entry (0/3), selection_answered_as_word_diff (0/2): git word-diff [-old-]{+new+}"
new = gp[3].replace("Friday 19 November", "Friday 26 November")
U.one(
    "word_diff",
    "word_diff_in_paragraph_after_lead_in",
    W,
    "gala",
    "Entries paragraph: move the registration deadline to Friday 26 November.",
    [
        "Here's the change as a word diff:\n\n"
        + gp[3].replace("Friday 19 November", "Friday [-19-]{+26+} November")
    ],
    {3: new},
)
new = op[2].replace("1 pm to 4.30 pm", "12.30 pm to 4.30 pm")
U.one(
    "word_diff",
    "word_diff_in_whole_reply",
    W,
    "orchard",
    "Start time: 12.30 pm instead of 1 pm.",
    [
        A.whole(
            "orchard",
            changes={2: op[2].replace("1 pm to 4.30 pm", "[-1 pm-]{+12.30 pm+} to 4.30 pm")},
        )
    ],
    {2: new},
)
new = mp[6].replace("不收摊位费", "不收取任何摊位费")
U.one(
    "word_diff",
    "word_diff_in_diff_fence",
    W,
    "zmarket",
    "“不收摊位费”改成“不收取任何摊位费”",
    ["```diff\n" + mp[6].replace("不收摊位费", "不收[-摊位费-]{+取任何摊位费+}") + "\n```"],
    {6: new},
)
new = sp[7].replace("顺延至10月25日（星期一）", "顺延至10月26日（星期二）")
U.one(
    "word_diff",
    "word_diff_with_legend",
    W,
    "zsports",
    "雨天顺延的日期改成10月26日（星期二）",
    [
        "修改如下（[-删去-]{+新增+}）：\n\n"
        + sp[7].replace("顺延至10月25日（星期一）", "顺延至10月[-25日（星期一-]{+26日（星期二+}）")
    ],
    {7: new},
)
new = sp[3].replace("7:40开放", "7:30开放")
U.one(
    "word_diff",
    "selection_word_diff",
    W,
    "zsports",
    "改成7:30",
    ["[-7:40开放-]{+7:30开放+}"],
    {3: new},
    selected_text="7:40开放",
)
new = gp[0].replace("race in four strokes", "race in all four strokes")
U.one(
    "word_diff",
    "selection_word_diff_insert_only",
    W,
    "gala",
    "Say 'all four'.",
    ["race in {+all +}four strokes"],
    {0: new},
    selected_text="race in four strokes",
)
new = WORDDIFF[1][2].replace("Try it on your next draft", "Try it on your very next draft")
A.one(
    "word_diff",
    "article_quotes_word_diff_kept",
    "trap: the article itself quotes [-x-] and {+x+}: read literally",
    "worddiff",
    "Last paragraph: 'your very next draft'.",
    [A.whole("worddiff", changes={2: new})],
    {2: new},
)

# 5. <edit><old>…</old><new>…</new></edit> tags for a selection, or several for several asks.
E = "blind49 selection_answered_in_edit_tags (0/1) and edit_tags_old_new: <edit><old>…</old><new>…</new></edit>"
new = mp[3].replace("每户限报一个摊位", "每户限报一个摊位，名额有限")
U.one(
    "edit_tags",
    "selection_in_edit_tags",
    E,
    "zmarket",
    "加上“名额有限”",
    ["<edit><old>每户限报一个摊位</old><new>每户限报一个摊位，名额有限</new></edit>"],
    {3: new},
    selected_text="每户限报一个摊位",
)
new = op[6].replace("with a parent", "with a parent or carer")
U.one(
    "edit_tags",
    "selection_in_edit_tags_after_lead_in",
    E,
    "orchard",
    "Parent or carer.",
    [
        "Here you go:\n\n<edit>\n  <old>with a parent</old>\n  <new>with a parent or carer</new>\n</edit>"
    ],
    {6: new},
    selected_text="with a parent",
)
new2 = gp[2].replace("warm-up at 8.15 am", "warm-up at 8 am")
new8 = gp[8].replace("Tuesdays 6 pm to 8 pm", "Tuesdays 6 pm to 8.30 pm")
U.one(
    "edit_tags",
    "several_edit_tags",
    E,
    "gala",
    "Warm-up at 8 am, and the phone line open until 8.30 pm on Tuesdays.",
    [
        "<edit>\n<old>warm-up at 8.15 am</old>\n<new>warm-up at 8 am</new>\n</edit>\n<edit>\n<old>Tuesdays 6 pm to 8 pm</old>\n<new>Tuesdays 6 pm to 8.30 pm</new>\n</edit>"
    ],
    {2: new2, 8: new8},
)
new4 = sp[6].replace("- 看台禁止吸烟", "- 看台及操场禁止吸烟")
new1 = sp[1].replace("1260名", "1300名")
U.one(
    "edit_tags",
    "several_edit_tags",
    E,
    "zsports",
    "注意事项第2条改成“看台及操场禁止吸烟”，第二段人数改成1300名",
    [
        "以下是修改：\n\n<edit>\n<old>- 看台禁止吸烟</old>\n<new>- 看台及操场禁止吸烟</new>\n</edit>\n\n<edit>\n<old>全校共有1260名学生参加</old>\n<new>全校共有1300名学生参加</new>\n</edit>"
    ],
    {6: new4, 1: new1},
)

finish(HERE)
