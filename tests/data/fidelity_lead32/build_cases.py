# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 32's lead fidelity cases (run from the repository root): every expected article
is the original paragraph list with only the asked entries replaced, so untouched text is byte for
byte the writer's."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Article = tuple[str, list[str]]

EN_GUIDE: Article = (
    "Guest Guide: Fernhill Cottage",
    [
        "Welcome to Fernhill Cottage. We hope you have a restful stay, and that the weather is "
        "kind to you.",
        "## Arrival — check-in and keys",
        "Check-in is from 4 p.m. The key safe is by the green door; its code is in your booking "
        "email. Your booking reference is FHC-48217.",
        "## Around the house — heating and water",
        "The wood-burner is the heart of the living room. Please keep the fireguard up and empty "
        "the ash pan into the metal bucket, never the bin. The colour-coded switches by the boiler "
        "control the hot water.",
        "## Leaving — check-out",
        "Check-out is by 10 a.m. on your last day. The balance of £412.50 is due before you "
        "arrive; if it is not yet paid, please contact us.",
        "Thank you for staying with us.\nMargaret and Owen Price\nstay@fernhillcottage.example",
    ],
)
ZH_GUIDE: Article = (
    "枫林小屋入住指南",
    [
        "欢迎入住枫林小屋！希望您在这里住得舒心，也希望天气一直晴好。",
        "## 入住——钥匙与时间",
        "入住时间为下午4点以后。钥匙盒在绿色门旁，密码见预订邮件。您的预订编号是FLX-48217。",
        "## 屋内——取暖与热水",
        "客厅的壁炉是整间屋子的中心。请务必放好防护栏，炉灰请倒进金属桶，不要倒进垃圾桶。锅炉旁的彩色开关控制热水。",
        "## 离开——退房",
        "退房时间为最后一天上午10点前。尾款412.50元须在入住前付清；如尚未支付，请与我们联系。",
        "感谢您的光临！\n王静、周海\nstay@fenglin-cottage.example",
    ],
)
EN_REPAIR: Article = (
    "Millbrook Repair Café: Volunteer Handbook",
    [
        "Thank you for volunteering at the Millbrook Repair Café. Every month we fix about sixty "
        "items that would otherwise go to landfill.",
        "## What to bring",
        "1. Your own hand tools, labelled with your name.\n2. A packed lunch; tea and biscuits "
        "are on us.\n3. Your volunteer badge.",
        "Sessions run on the first Saturday of each month, 10 a.m. to 1 p.m., in St Anne’s Hall. "
        "Please arrive by 9:30 so we can set up the tables together.",
        "Safety comes first. Never open a device that is still plugged in, and ask Priyanka Shah, "
        "our safety lead, before working on anything with a mains cable.",
        "Our float is £86.40 in the cash tin; please count it at the end of the day and note any "
        "difference in the red book.",
        "Questions? Write to Daniel at volunteers@millbrookrepair.example or call 01632 960 418.",
    ],
)
ZH_REPAIR: Article = (
    "米溪修理咖啡馆志愿者手册",
    [
        "感谢你来米溪修理咖啡馆做志愿者。我们每个月能修好大约六十件本要被扔掉的物品。",
        "## 需要带的东西",
        "一、自己的手工工具，请贴上姓名。\n二、午饭自备，茶水和饼干由我们提供。\n三、志愿者胸牌。",
        "活动在每月第一个星期六上午10点到下午1点举行，地点在圣安妮会堂。请9点半前到场，一起摆桌子。",
        "安全第一。设备插着电时绝对不要打开；凡是带电源线的物品，动手前请先问安全负责人沙晓燕。",
        "钱箱里的备用金是86.40元，请在活动结束时清点，如有出入请记在红色本子上。",
        "有问题请写信给陈东：volunteers@mixi-repair.example，或致电0571-8896-0418。",
    ],
)
EN_SPEECH: Article = (
    "Retirement Speech for Helen Carter",
    [
        "Good afternoon, everyone. Thank you for coming to say goodbye to Helen Carter, who "
        "retires this Friday after thirty-one years at Oakfield Primary.",
        "Helen joined us in 1994 as a newly qualified teacher. She taught Year 4 for twelve years "
        "before becoming our deputy head, and she has been head since 2011.",
        "Ask any former pupil about Helen and they will tell you about the Friday nature walks, "
        "the school garden, and the way she learned every child's name by the end of the first "
        "week.",
        "Her husband, David, and their daughter, Ruth, are here today. Thank you both for sharing "
        "her with us for so long.",
        "Helen, we will miss your calm, your kindness and your terrible puns. Please raise your "
        "glasses: to Helen!",
    ],
)
ZH_SPEECH: Article = (
    "在周慧老师退休欢送会上的讲话",
    [
        "各位下午好！感谢大家来为周慧老师送行。她将在本周五退休，结束在橡树小学三十一年的工作。",
        "周老师1994年来到我们学校，当时刚刚毕业。她教了十二年四年级，后来担任副校长，2011年起担任校长。",
        "问起任何一位毕业生，他们都会说起周五的自然散步、学校的小菜园，还有她开学第一周就能叫出每个孩子名字的本事。",
        "她的丈夫刘建国和女儿刘悦今天也来了。谢谢你们这么多年来把她“借”给我们。",
        "周老师，我们会想念您的沉稳、您的善良，还有您那些冷笑话。请大家举杯：敬周老师！",
    ],
)


def paragraphs(article: Article, changed: dict[int, str]) -> list[str]:
    return [changed.get(i, p) for i, p in enumerate(article[1])]


def body(article: Article, changed: dict[int, str]) -> str:
    return "\n\n".join(paragraphs(article, changed))


def whole(article: Article, changed: dict[int, str], title: str = "") -> str:
    return (title or article[0]) + "\n\n" + body(article, changed)


def case(
    cid: str,
    kind: str,
    article: Article,
    suggestion: str,
    replies: list[str],
    changed: dict[int, str] | None = None,
    outcome: str = "applied",
    title: str = "",
    options: dict[str, object] | None = None,
    **expect_extra: object,
) -> dict[str, object]:
    lang = "zh" if "-zh-" in cid else "en"
    record: dict[str, object] = case_record(
        cid,
        lang,
        kind,
        "session 32 lead case written from fidelity_blind32's kind names",
        article[0],
        "\n\n".join(article[1]),
        suggestion,
        replies,
    )
    record.update(options or {})
    if outcome == "applied":
        expect: dict[str, object] = {
            "outcome": "applied",
            "title": title or article[0],
            "body": body(article, changed or {}),
        }
        expect.update(expect_extra)
    else:
        expect = {"outcome": outcome, **expect_extra}
    record["expect"] = expect
    return record


LENGTH = {"finish_reason": "length"}
STREAM_CUT = {"stream": True, "stream_cut": True}
STREAM = {"stream": True}


def leaks() -> list[dict[str, object]]:
    en2 = (
        "Ask any former pupil about Helen and watch their faces light up: the Friday nature "
        "walks, the school garden, and the way she knew every child's name by the end of the "
        "first week."
    )
    zh2 = "随便问一位毕业生，他们都会眉飞色舞地说起周五的自然散步、学校的小菜园，还有她开学第一周就能叫出每个孩子名字的本事。"
    en3 = (
        "We meet on the first Saturday of every month, from 10 a.m. to 1 p.m., in St Anne’s "
        "Hall. Please arrive by 9:30 so that we can set up the tables together."
    )
    zh3 = "活动时间：每月第一个星期六，上午10点到下午1点，地点在圣安妮会堂。请在9点半前到场，大家一起摆桌子。"
    en4 = (
        "The wood-burner is the heart of the living room, so enjoy it! Just keep the fireguard "
        "up and tip the ash pan into the metal bucket, never the bin. The colour-coded switches "
        "by the boiler control the hot water."
    )
    zh4 = "客厅的壁炉是整间屋子的中心，尽情享受吧！只是请记得放好防护栏，炉灰倒进金属桶，别倒进垃圾桶。锅炉旁的彩色开关控制热水。"
    harmony = "<|channel|>analysis<|message|>{}<|end|><|start|>assistant<|channel|>final<|message|>"
    return [
        case(
            "l32-leak-en-01",
            "untagged_reasoning_then_final_answer_label",
            EN_SPEECH,
            "Make the paragraph about former pupils livelier.",
            [
                "The writer wants the pupils paragraph to feel livelier. I should keep the nature "
                "walks, the garden and the names, and only add some energy to the wording.\n\n"
                "Final answer:\n\n" + en2
            ],
            {2: en2},
        ),
        case(
            "l32-leak-zh-01",
            "untagged_reasoning_then_final_answer_label",
            ZH_SPEECH,
            "把毕业生那段写得生动一点。",
            [
                "用户希望毕业生那段更生动。我应该保留自然散步、小菜园和叫名字这几件事，只在措辞上加点活力。\n\n最终答案：\n\n"
                + zh2
            ],
            {2: zh2},
        ),
        case(
            "l32-leak-en-02",
            "harmony_channel_tokens_leak",
            EN_REPAIR,
            "Make the sessions paragraph clearer.",
            [harmony.format("Need to state day, time and place plainly.") + en3],
            {3: en3},
        ),
        case(
            "l32-leak-zh-02",
            "harmony_channel_tokens_leak",
            ZH_REPAIR,
            "把活动时间那段写清楚一点。",
            [harmony.format("需要把日期、时间、地点说清楚。") + zh3],
            {3: zh3},
        ),
        case(
            "l32-leak-en-03",
            "chat_template_tokens_around_paragraph",
            EN_GUIDE,
            "Make the wood-burner paragraph friendlier.",
            ["<|im_start|>assistant\n" + en4 + "<|im_end|>"],
            {4: en4},
        ),
        case(
            "l32-leak-zh-03",
            "chat_template_tokens_around_paragraph",
            ZH_GUIDE,
            "壁炉那段写得亲切一点。",
            ["<|im_start|>assistant\n" + zh4 + "<|im_end|>"],
            {4: zh4},
        ),
    ]


def shapes() -> list[dict[str, object]]:
    en_g, zh_g = EN_GUIDE[1], ZH_GUIDE[1]
    en_r, zh_r = EN_REPAIR[1], ZH_REPAIR[1]
    en_s, zh_s = EN_SPEECH[1], ZH_SPEECH[1]
    en_checkin = en_g[2].replace("4 p.m.", "3 p.m.")
    zh_checkin = zh_g[2].replace("下午4点", "下午3点")
    en_open = (
        "Welcome, and thank you! Volunteering at the Millbrook Repair Café means helping us fix "
        "about sixty items every month that would otherwise go to landfill."
    )
    zh_open = (
        "欢迎你！来米溪修理咖啡馆做志愿者，就是和我们一起，每个月把大约六十件本要被扔掉的物品修好。"
    )
    en_out = en_g[6] + " Towels can be left in the bath."
    zh_out = zh_g[6] + "毛巾可以留在浴缸里。"
    en_time = en_r[3].replace("10 a.m. to 1 p.m.", "10:30 a.m. to 1 p.m.")
    zh_time = zh_r[3].replace("上午10点到", "上午10点半到")
    en_close = (
        "Helen, we will miss your calm, your kindness and, yes, even your terrible puns. You "
        "made this school a home for all of us. Please raise your glasses: to Helen!"
    )
    zh_close = "周老师，我们会想念您的沉稳、您的善良，甚至您那些冷笑话。是您让这所学校成了我们的家。请大家举杯：敬周老师！"
    en_phone = en_r[6].replace("01632 960 418", "01632 960 555")
    zh_phone = zh_r[6].replace("0571-8896-0418", "0571-8896-0555")
    en_welcome = "Welcome to Fernhill Cottage. We hope you have a restful stay."
    zh_welcome = "欢迎入住枫林小屋，祝您住得舒心。"

    def crlf(text: str) -> str:
        return text.replace("\n", "\r\n")

    return [
        case(
            "l32-shape-en-01",
            "unified_diff_with_file_headers_and_hunk",
            EN_GUIDE,
            "Change check-in to 3 p.m. in the arrival paragraph.",
            [
                "--- a/guide.md\n+++ b/guide.md\n@@ -5,1 +5,1 @@\n-"
                + en_g[2]
                + "\n+"
                + en_checkin
                + "\n"
            ],
            {2: en_checkin},
        ),
        case(
            "l32-shape-zh-01",
            "unified_diff_with_file_headers_and_hunk",
            ZH_GUIDE,
            "入住那段把入住时间改成下午3点。",
            [
                "--- a/guide.md\n+++ b/guide.md\n@@ -5,1 +5,1 @@\n-"
                + zh_g[2]
                + "\n+"
                + zh_checkin
                + "\n"
            ],
            {2: zh_checkin},
        ),
        case(
            "l32-shape-en-02",
            "json_mode_title_body_unfenced",
            EN_SPEECH,
            "Give the speech a shorter title.",
            [
                json.dumps(
                    {"title": "Farewell, Helen", "body": "\n\n".join(en_s)}, ensure_ascii=False
                )
            ],
            title="Farewell, Helen",
        ),
        case(
            "l32-shape-zh-02",
            "json_mode_title_body_unfenced",
            ZH_SPEECH,
            "标题改短一点。",
            [json.dumps({"title": "送别周慧老师", "body": "\n\n".join(zh_s)}, ensure_ascii=False)],
            title="送别周慧老师",
        ),
        case(
            "l32-shape-en-03",
            "json_paragraphs_array_unfenced",
            EN_REPAIR,
            "Make the opening warmer.",
            [
                json.dumps(
                    {"title": EN_REPAIR[0], "paragraphs": paragraphs(EN_REPAIR, {0: en_open})},
                    ensure_ascii=False,
                )
            ],
            {0: en_open},
        ),
        case(
            "l32-shape-zh-03",
            "json_paragraphs_array_unfenced",
            ZH_REPAIR,
            "开头写得热情一点。",
            [
                json.dumps(
                    {"title": ZH_REPAIR[0], "paragraphs": paragraphs(ZH_REPAIR, {0: zh_open})},
                    ensure_ascii=False,
                )
            ],
            {0: zh_open},
        ),
        case(
            "l32-shape-en-04",
            "whole_article_in_document_title_body_xml",
            EN_GUIDE,
            "Add to the check-out paragraph that towels can be left in the bath.",
            [
                "<document><title>"
                + EN_GUIDE[0]
                + "</title><body>"
                + body(EN_GUIDE, {6: en_out})
                + "</body></document>"
            ],
            {6: en_out},
        ),
        case(
            "l32-shape-zh-04",
            "whole_article_in_document_title_body_xml",
            ZH_GUIDE,
            "退房那段加一句：毛巾可以留在浴缸里。",
            [
                "<document><title>"
                + ZH_GUIDE[0]
                + "</title><body>"
                + body(ZH_GUIDE, {6: zh_out})
                + "</body></document>"
            ],
            {6: zh_out},
        ),
        case(
            "l32-shape-en-05",
            "old_new_label_lines_unfenced",
            EN_REPAIR,
            "Change the start time to 10:30 a.m. in the sessions paragraph.",
            ["OLD: " + en_r[3] + "\nNEW: " + en_time],
            {3: en_time},
        ),
        case(
            "l32-shape-zh-05",
            "old_new_label_lines_unfenced",
            ZH_REPAIR,
            "活动时间那段把开始时间改成上午10点半。",
            ["原文：" + zh_r[3] + "\n改为：" + zh_time],
            {3: zh_time},
        ),
        case(
            "l32-shape-en-06",
            "per_entry_unchanged_markers",
            EN_SPEECH,
            "Make the closing more heartfelt.",
            [EN_SPEECH[0] + "\n\n" + "\n\n".join(["[unchanged]"] * 4 + [en_close])],
            {4: en_close},
        ),
        case(
            "l32-shape-zh-06",
            "per_entry_unchanged_markers",
            ZH_SPEECH,
            "结尾写得更动情一点。",
            [ZH_SPEECH[0] + "\n\n" + "\n\n".join(["【不变】"] * 4 + [zh_close])],
            {4: zh_close},
        ),
        case(
            "l32-shape-en-07",
            "numbered_html_comment_marker_then_last_line",
            EN_REPAIR,
            "Change the phone number in the last paragraph to 01632 960 555.",
            ["<!-- paragraphs 1–6 unchanged -->\n\n" + en_phone],
            {6: en_phone},
        ),
        case(
            "l32-shape-zh-07",
            "numbered_html_comment_marker_then_last_line",
            ZH_REPAIR,
            "最后一段的电话改成0571-8896-0555。",
            ["<!-- 第1—6段不变 -->\n\n" + zh_phone],
            {6: zh_phone},
        ),
        case(
            "l32-shape-en-08",
            "whole_reply_crlf_line_endings",
            EN_GUIDE,
            "Make the welcome shorter.",
            [crlf(whole(EN_GUIDE, {0: en_welcome}))],
            {0: en_welcome},
        ),
        case(
            "l32-shape-zh-08",
            "whole_reply_crlf_line_endings",
            ZH_GUIDE,
            "欢迎那段短一点。",
            [crlf(whole(ZH_GUIDE, {0: zh_welcome}))],
            {0: zh_welcome},
        ),
    ]


def cuts() -> list[dict[str, object]]:
    en1 = (
        "Helen joined us in 1994, fresh from training and full of ideas. She taught Year 4 for "
        "twelve happy years, became our deputy head, and has led the school since 2011."
    )
    zh1 = "1994年，刚毕业的周老师满怀热情地来到我们学校。她教了十二年四年级，后来担任副校长，2011年起担任校长。"
    en4 = (
        "Safety comes first. Unplug a device before you open it, and check with Priyanka Shah, "
        "our safety lead, before you work on anything with a mains cable."
    )
    zh4 = "安全第一：打开设备前先拔掉电源；凡是带电源线的物品，动手前请先问安全负责人沙晓燕。"
    return [
        case(
            "l32-cut-en-01",
            "paragraph_ends_cleanly_but_finish_length",
            EN_SPEECH,
            "Make the paragraph about 1994 warmer.",
            [en1],
            outcome="refused",
            options=LENGTH,
            because="finish_reason length: the reply was cut by the token limit",
        ),
        case(
            "l32-cut-zh-01",
            "paragraph_ends_cleanly_but_finish_length",
            ZH_SPEECH,
            "1994年那段写得温暖一点。",
            [zh1],
            outcome="refused",
            options=LENGTH,
            because="finish_reason length: the reply was cut by the token limit",
        ),
        case(
            "l32-cut-en-02",
            "stream_cut_after_clean_sentence",
            EN_REPAIR,
            "Make the safety paragraph clearer.",
            [en4],
            outcome="refused",
            options=STREAM_CUT,
            because="the stream ended without its final chunk",
        ),
        case(
            "l32-cut-zh-02",
            "stream_cut_after_clean_sentence",
            ZH_REPAIR,
            "安全那段写清楚一点。",
            [zh4],
            outcome="refused",
            options=STREAM_CUT,
            because="the stream ended without its final chunk",
        ),
        case(
            "l32-cut-en-03",
            "cut_inside_email_address_by_length",
            EN_GUIDE,
            "Make the sign-off warmer.",
            [
                "Thank you so much for staying with us; we loved having you.\nMargaret and Owen "
                "Price\nstay@fernhillcott"
            ],
            outcome="refused",
            options=LENGTH,
            because="cut by length inside the e-mail address",
        ),
        case(
            "l32-cut-zh-03",
            "cut_inside_email_address_by_length",
            ZH_GUIDE,
            "落款写得温暖一点。",
            ["衷心感谢您的光临，期待再次相见！\n王静、周海\nstay@fenglin-cott"],
            outcome="refused",
            options=LENGTH,
            because="cut by length inside the e-mail address",
        ),
        case(
            "l32-cut-en-04",
            "global_shorten_cut_by_length_mid_article",
            EN_SPEECH,
            "Make the whole speech shorter.",
            [
                EN_SPEECH[0] + "\n\nGood afternoon, everyone. We are here to say goodbye to Helen "
                "Carter, who retires on Friday after thirty-one years at Oakfield Primary.\n\n"
                "Helen joined us in 1994 and has been head since 2011.\n\nAsk any former pupil "
                "about Helen and they will tell you about the nature walks."
            ],
            outcome="refused",
            options=LENGTH,
            because="a global cut stopped by length in the third paragraph",
        ),
        case(
            "l32-cut-zh-04",
            "global_shorten_cut_by_length_mid_article",
            ZH_SPEECH,
            "整篇讲话精简一下。",
            [
                ZH_SPEECH[0] + "\n\n各位下午好！今天我们为周慧老师送行，她将在本周五退休。\n\n"
                "周老师1994年来到我们学校，2011年起担任校长。\n\n问起任何一位毕业生，他们都会说起周五的自然散步。"
            ],
            outcome="refused",
            options=LENGTH,
            because="a global cut stopped by length in the third paragraph",
        ),
    ]


def drift() -> list[dict[str, object]]:
    en_g, zh_g = EN_GUIDE[1], ZH_GUIDE[1]
    en_r, zh_r = EN_REPAIR[1], ZH_REPAIR[1]
    en_s, zh_s = EN_SPEECH[1], ZH_SPEECH[1]
    en_welcome = "Welcome to Fernhill Cottage! We hope your stay is warm, restful and sunny."
    zh_welcome = "欢迎来到枫林小屋！愿您住得温暖、舒心，天天都是好天气。"
    en_arrive = (
        "You can check in from 4 p.m. The key safe is beside the green door, and its code is in "
        "your booking email. Your booking reference is FHC-48217."
    )
    zh_arrive = (
        "下午4点以后即可入住。钥匙盒就在绿色门旁，密码写在预订邮件里。您的预订编号是FLX-48217。"
    )
    en_leave = "Please check out by 10 a.m. The £412.50 balance is due before you arrive."
    zh_leave = "请在最后一天上午10点前退房。尾款412.50元须在入住前付清。"
    en_safety = (
        "Safety first: never open a device that is plugged in, and ask Priyanka Shah, our safety "
        "lead, before touching anything with a mains cable."
    )
    zh_safety = "安全第一：设备插着电时不要打开；带电源线的物品，先问安全负责人沙晓燕。"
    en_sessions = (
        "We meet on the first Saturday of each month, 10 a.m. to 1 p.m., in St Anne’s Hall. "
        "Come by 9:30 and help us set up the tables; it is the best part of the morning!"
    )
    zh_sessions = "每月第一个星期六上午10点到下午1点，我们在圣安妮会堂见！请9点半前到，一起摆桌子，这可是一天里最热闹的时候。"
    en_float = (
        "There is a float of £86.40 in the cash tin. At the end of the day, count it and write "
        "any difference in the red book."
    )
    zh_float = "钱箱里有86.40元备用金。活动结束时请清点一遍，如有出入，记在红色本子上。"
    en_open = (
        "Good afternoon, everyone, and thank you for coming. Today we say goodbye to Helen "
        "Carter, who retires this Friday after thirty-one wonderful years at Oakfield Primary."
    )
    zh_open = "各位下午好，谢谢大家的到来！今天我们为周慧老师送行。她将在本周五退休，告别在橡树小学度过的三十一年美好时光。"
    en_family = (
        "Her husband, David, and their daughter, Ruth, are with us today. Thank you both, from "
        "all of us, for sharing her with Oakfield for so long."
    )
    zh_family = (
        "她的丈夫刘建国和女儿刘悦今天也来到了现场。谢谢你们，这么多年来把她“借”给了我们橡树小学。"
    )
    zh_hant = {
        4: "客廳的壁爐是整間屋子的中心。請務必放好防護欄，爐灰請倒進金屬桶，不要倒進垃圾桶。鍋爐旁的彩色開關控制熱水。",
        6: "退房時間為最後一天上午10點前。尾款412.50元須在入住前付清；如尚未支付，請與我們聯繫。",
    }
    en_hant = {4: en_g[4].replace("colour-coded", "color-coded")}
    en_email = en_r[6].replace(
        "volunteers@millbrookrepair.example",
        "[volunteers@millbrookrepair.example](mailto:volunteers@millbrookrepair.example)",
    )
    zh_email = zh_r[6].replace(
        "volunteers@mixi-repair.example",
        "[volunteers@mixi-repair.example](mailto:volunteers@mixi-repair.example)",
    )
    en_list = en_r[2].replace("1. ", "1) ").replace("2. ", "2) ").replace("3. ", "3) ")
    zh_list = zh_r[2].replace("一、", "1. ").replace("二、", "2. ").replace("三、", "3. ")
    en_headings = {
        1: en_g[1].replace(" — ", ": "),
        3: en_g[3].replace(" — ", ": "),
        5: en_g[5].replace(" — ", ": "),
    }
    zh_headings = {
        1: zh_g[1].replace("——", "："),
        3: zh_g[3].replace("——", "："),
        5: zh_g[5].replace("——", "："),
    }
    en_quotes = {3: en_r[3].replace("’", "'")}
    zh_width = {
        3: zh_r[3].replace("，", ",").replace("。", "."),
        5: zh_r[5].replace("，", ",").replace("。", "."),
    }
    en_swapped = paragraphs(EN_GUIDE, {2: en_arrive})
    en_swapped[3:7] = en_swapped[5:7] + en_swapped[3:5]
    zh_swapped = paragraphs(ZH_GUIDE, {2: zh_arrive})
    zh_swapped[3:7] = zh_swapped[5:7] + zh_swapped[3:5]
    en_dropped = [p for i, p in enumerate(paragraphs(EN_REPAIR, {4: en_safety})) if i != 5]
    zh_dropped = [p for i, p in enumerate(paragraphs(ZH_REPAIR, {4: zh_safety})) if i != 5]
    return [
        case(
            "l32-drift-en-01",
            "untouched_text_spelling_system_drift",
            EN_GUIDE,
            "Make the welcome warmer.",
            [whole(EN_GUIDE, {0: en_welcome, **en_hant})],
            {0: en_welcome},
        ),
        case(
            "l32-drift-zh-01",
            "untouched_text_spelling_system_drift",
            ZH_GUIDE,
            "欢迎那段写得温暖一点。",
            [whole(ZH_GUIDE, {0: zh_welcome, **zh_hant})],
            {0: zh_welcome},
        ),
        case(
            "l32-drift-en-02",
            "untouched_headings_punctuation_restyled",
            EN_GUIDE,
            "Make the check-out paragraph shorter.",
            [whole(EN_GUIDE, {6: en_leave, **en_headings})],
            {6: en_leave},
        ),
        case(
            "l32-drift-zh-02",
            "untouched_headings_punctuation_restyled",
            ZH_GUIDE,
            "退房那段精简一下。",
            [whole(ZH_GUIDE, {6: zh_leave, **zh_headings})],
            {6: zh_leave},
        ),
        case(
            "l32-drift-en-03",
            "untouched_punctuation_width_or_quotes_drift",
            EN_REPAIR,
            "Make the float paragraph clearer.",
            [whole(EN_REPAIR, {5: en_float, **en_quotes})],
            {5: en_float},
        ),
        case(
            "l32-drift-zh-03",
            "untouched_punctuation_width_or_quotes_drift",
            ZH_REPAIR,
            "备用金那段写清楚一点。",
            [whole(ZH_REPAIR, {0: zh_r[0], **zh_width, 5: zh_float})],
            {5: zh_float},
        ),
        case(
            "l32-drift-en-04",
            "untouched_email_turned_into_mailto_link",
            EN_REPAIR,
            "Make the safety paragraph shorter.",
            [whole(EN_REPAIR, {4: en_safety, 6: en_email})],
            {4: en_safety},
        ),
        case(
            "l32-drift-zh-04",
            "untouched_email_turned_into_mailto_link",
            ZH_REPAIR,
            "安全那段精简一下。",
            [whole(ZH_REPAIR, {4: zh_safety, 6: zh_email})],
            {4: zh_safety},
        ),
        case(
            "l32-drift-en-05",
            "untouched_entries_form_drift",
            EN_REPAIR,
            "Make the sessions paragraph friendlier.",
            [whole(EN_REPAIR, {2: en_list, 3: en_sessions})],
            {3: en_sessions},
        ),
        case(
            "l32-drift-zh-05",
            "untouched_entries_form_drift",
            ZH_REPAIR,
            "活动时间那段写得亲切一点。",
            [whole(ZH_REPAIR, {2: zh_list, 3: zh_sessions})],
            {3: zh_sessions},
        ),
        case(
            "l32-drift-en-06",
            "whole_reply_swaps_untouched_sections",
            EN_GUIDE,
            "Make the arrival paragraph clearer.",
            [EN_GUIDE[0] + "\n\n" + "\n\n".join(en_swapped)],
            {2: en_arrive},
        ),
        case(
            "l32-drift-zh-06",
            "whole_reply_swaps_untouched_sections",
            ZH_GUIDE,
            "入住那段写清楚一点。",
            [ZH_GUIDE[0] + "\n\n" + "\n\n".join(zh_swapped)],
            {2: zh_arrive},
        ),
        case(
            "l32-drift-en-07",
            "whole_reply_drops_untouched_paragraph_unannounced",
            EN_REPAIR,
            "Make the safety paragraph shorter.",
            [EN_REPAIR[0] + "\n\n" + "\n\n".join(en_dropped)],
            {4: en_safety},
            withheld_min=1,
        ),
        case(
            "l32-drift-zh-07",
            "whole_reply_drops_untouched_paragraph_unannounced",
            ZH_REPAIR,
            "安全那段精简一下。",
            [ZH_REPAIR[0] + "\n\n" + "\n\n".join(zh_dropped)],
            {4: zh_safety},
            withheld_min=1,
        ),
        case(
            "l32-drift-en-08",
            "helpful_word_change_in_untouched_paragraph_announced",
            EN_SPEECH,
            "Make the opening warmer.",
            [
                whole(
                    EN_SPEECH, {0: en_open, 4: en_s[4].replace("terrible puns", "wonderful puns")}
                )
                + "\n\n(I also changed “terrible puns” to “wonderful puns” in the closing; it "
                "sounds kinder.)"
            ],
            {0: en_open},
            withheld_min=1,
        ),
        case(
            "l32-drift-zh-08",
            "helpful_word_change_in_untouched_paragraph_announced",
            ZH_SPEECH,
            "开头写得温暖一点。",
            [
                whole(ZH_SPEECH, {0: zh_open, 4: zh_s[4].replace("冷笑话", "妙语")})
                + "\n\n（另外我把结尾的“冷笑话”改成了“妙语”，听起来更友善。）"
            ],
            {0: zh_open},
            withheld_min=1,
        ),
        case(
            "l32-drift-en-09",
            "helpful_year_added_to_untouched_date",
            EN_SPEECH,
            "Make the family paragraph warmer.",
            [
                whole(
                    EN_SPEECH,
                    {0: en_s[0].replace("this Friday", "this Friday, 18 July 2025"), 3: en_family},
                )
                + "\n\nI also added the date of her last day to the opening."
            ],
            {3: en_family},
            withheld_min=1,
        ),
        case(
            "l32-drift-zh-09",
            "helpful_year_added_to_untouched_date",
            ZH_SPEECH,
            "家人那段写得温暖一点。",
            [
                whole(
                    ZH_SPEECH,
                    {0: zh_s[0].replace("本周五", "本周五（2025年7月18日）"), 3: zh_family},
                )
                + "\n\n另外，我在开头补上了她退休的日期。"
            ],
            {3: zh_family},
            withheld_min=1,
        ),
        case(
            "l32-drift-en-10",
            "unasked_title_change_in_whole",
            EN_GUIDE,
            "Make the wood-burner paragraph friendlier.",
            [
                whole(
                    EN_GUIDE,
                    {4: en_g[4].replace("Please keep", "Do keep")},
                    title="Your Fernhill Cottage Handbook",
                )
            ],
            {4: en_g[4].replace("Please keep", "Do keep")},
            withheld_min=1,
        ),
        case(
            "l32-drift-zh-10",
            "unasked_title_change_in_whole",
            ZH_GUIDE,
            "壁炉那段写得亲切一点。",
            [
                whole(
                    ZH_GUIDE,
                    {4: zh_g[4].replace("请务必放好", "麻烦您放好")},
                    title="枫林小屋住客手册",
                )
            ],
            {4: zh_g[4].replace("请务必放好", "麻烦您放好")},
            withheld_min=1,
        ),
    ]


def targets() -> list[dict[str, object]]:
    en_g, zh_g = EN_GUIDE[1], ZH_GUIDE[1]
    en_r, zh_r = EN_REPAIR[1], ZH_REPAIR[1]
    en_s, zh_s = EN_SPEECH[1], ZH_SPEECH[1]
    return [
        case(
            "l32-target-en-01",
            "wrong_paragraph_rewritten_alone",
            EN_SPEECH,
            "Make the family paragraph more formal.",
            [
                "Former pupils recall with affection the Friday nature walks, the school garden, "
                "and Helen's ability to learn every child's name within the first week."
            ],
            outcome="refused",
            because="the pupils paragraph was rewritten instead of the family one",
        ),
        case(
            "l32-target-zh-01",
            "wrong_paragraph_rewritten_alone",
            ZH_SPEECH,
            "家人那段写得正式一点。",
            [
                "历届毕业生常常深情回忆周五的自然散步、学校的小菜园，以及周老师开学一周内便能叫出每位学生姓名的能力。"
            ],
            outcome="refused",
            because="the pupils paragraph was rewritten instead of the family one",
        ),
        case(
            "l32-target-en-02",
            "booking_reference_digits_swapped_in_target",
            EN_GUIDE,
            "Make the arrival paragraph friendlier.",
            [
                "You're welcome to check in from 4 p.m. You'll find the key safe by the green "
                "door; the code is in your booking email. Your booking reference is FHC-48271."
            ],
            outcome="refused",
            because="the booking reference FHC-48217 became FHC-48271",
        ),
        case(
            "l32-target-zh-02",
            "booking_reference_digits_swapped_in_target",
            ZH_GUIDE,
            "入住那段写得亲切一点。",
            [
                "下午4点以后就可以入住啦。钥匙盒在绿色门旁边，密码在预订邮件里。您的预订编号是FLX-48271。"
            ],
            outcome="refused",
            because="the booking reference FLX-48217 became FLX-48271",
        ),
        case(
            "l32-target-en-03",
            "float_balance_digits_swapped_in_target",
            EN_REPAIR,
            "Make the float paragraph clearer.",
            [
                "The cash tin holds a float of £84.60. At the end of the day, count it and note "
                "any difference in the red book."
            ],
            outcome="refused",
            because="the float £86.40 became £84.60",
        ),
        case(
            "l32-target-zh-03",
            "float_balance_digits_swapped_in_target",
            ZH_REPAIR,
            "备用金那段写清楚一点。",
            ["钱箱里有备用金84.60元。活动结束时请清点，如有出入，记在红色本子上。"],
            outcome="refused",
            because="the float 86.40元 became 84.60元",
        ),
        case(
            "l32-target-en-04",
            "family_name_changed_in_target",
            EN_SPEECH,
            "Make the family paragraph warmer.",
            [
                "Her husband, Daniel, and their daughter, Ruth, are here with us today. Thank you "
                "both, with all our hearts, for sharing her with us for so long."
            ],
            outcome="refused",
            because="David became Daniel",
        ),
        case(
            "l32-target-zh-04",
            "family_name_changed_in_target",
            ZH_SPEECH,
            "家人那段写得温暖一点。",
            ["她的丈夫刘建军和女儿刘悦今天也来到了现场。衷心谢谢你们，这么多年来把她“借”给我们。"],
            outcome="refused",
            because="刘建国 became 刘建军",
        ),
        case(
            "l32-target-en-05",
            "template_placeholder_left_in_target",
            EN_SPEECH,
            "Make the opening warmer.",
            [
                "Good afternoon, everyone, and thank you so much for coming to say goodbye to "
                "[Teacher's name], who retires this Friday after thirty-one years at Oakfield "
                "Primary."
            ],
            outcome="refused",
            because="a template slot the original did not have",
        ),
        case(
            "l32-target-zh-05",
            "template_placeholder_left_in_target",
            ZH_SPEECH,
            "开头写得温暖一点。",
            [
                "各位下午好！非常感谢大家来为【老师姓名】送行。她将在本周五退休，结束在橡树小学三十一年的工作。"
            ],
            outcome="refused",
            because="a template slot the original did not have",
        ),
        case(
            "l32-target-en-06",
            "streamed_heading_echoed_with_paragraph",
            EN_GUIDE,
            "Make the check-out paragraph friendlier.",
            [
                en_g[5] + "\n\nPlease check out by 10 a.m. on your last day. The balance of "
                "£412.50 is due before you arrive; if it is not yet paid, just get in touch."
            ],
            {
                6: "Please check out by 10 a.m. on your last day. The balance of £412.50 is due "
                "before you arrive; if it is not yet paid, just get in touch."
            },
            options=STREAM,
        ),
        case(
            "l32-target-zh-06",
            "streamed_heading_echoed_with_paragraph",
            ZH_GUIDE,
            "退房那段写得亲切一点。",
            [
                zh_g[5]
                + "\n\n请在最后一天上午10点前退房哦。尾款412.50元须在入住前付清；如果还没付，随时联系我们就好。"
            ],
            {
                6: "请在最后一天上午10点前退房哦。尾款412.50元须在入住前付清；如果还没付，随时联系我们就好。"
            },
            options=STREAM,
        ),
        case(
            "l32-target-en-07",
            "paragraph_under_bold_updated_label",
            EN_REPAIR,
            "Change the meeting place in the sessions paragraph to the Scout Hut.",
            ["**Sessions (updated)**\n\n" + en_r[3].replace("St Anne’s Hall", "the Scout Hut")],
            {3: en_r[3].replace("St Anne’s Hall", "the Scout Hut")},
        ),
        case(
            "l32-target-zh-07",
            "paragraph_under_bold_updated_label",
            ZH_REPAIR,
            "活动时间那段把地点改成童子军小屋。",
            ["**活动时间（已更新）**\n\n" + zh_r[3].replace("圣安妮会堂", "童子军小屋")],
            {3: zh_r[3].replace("圣安妮会堂", "童子军小屋")},
        ),
        case(
            "l32-target-en-08",
            "the_ask_quoted_before_answer",
            EN_SPEECH,
            "Make the paragraph about 1994 livelier.",
            [
                "> Make the paragraph about 1994 livelier.\n\nOf course! Here it is:\n\n"
                + en_s[1].replace("Helen joined us", "Helen burst through our doors")
            ],
            {1: en_s[1].replace("Helen joined us", "Helen burst through our doors")},
        ),
        case(
            "l32-target-zh-08",
            "the_ask_quoted_before_answer",
            ZH_SPEECH,
            "1994年那段写得生动一点。",
            [
                "> 1994年那段写得生动一点。\n\n好的！改好了：\n\n"
                + zh_s[1].replace("来到我们学校", "风风火火地来到我们学校")
            ],
            {1: zh_s[1].replace("来到我们学校", "风风火火地来到我们学校")},
        ),
    ]


def answers() -> list[dict[str, object]]:
    harmony = "<|channel|>analysis<|message|>{}<|end|><|start|>assistant<|channel|>final<|message|>"
    return [
        case(
            "l32-answer-en-01",
            "declines_insult_about_named_person",
            EN_REPAIR,
            "Add that Mark from the council is lazy and useless.",
            [
                "I'd rather not add that: calling a named person lazy and useless in a handbook "
                "could hurt him and reflect badly on the café. Would you like a neutral line "
                "about contacting the council instead?"
            ],
            outcome="model_says",
            contains="I'd rather not add that",
        ),
        case(
            "l32-answer-zh-01",
            "declines_insult_about_named_person",
            ZH_REPAIR,
            "加一句：街道办的老马又懒又没用。",
            [
                "这句我建议不要加：在手册里点名说别人又懒又没用，容易伤人，也会影响咖啡馆的形象。要不要改成一句中性的联系说明？"
            ],
            outcome="model_says",
            contains="这句我建议不要加",
        ),
        case(
            "l32-answer-en-02",
            "no_change_in_xml_answer_tags",
            EN_GUIDE,
            "Check the check-out paragraph for typos.",
            ["<answer>NO_CHANGE</answer>\n<reason>The check-out paragraph has no typos.</reason>"],
            outcome="no_change",
        ),
        case(
            "l32-answer-zh-02",
            "no_change_in_xml_answer_tags",
            ZH_GUIDE,
            "检查一下退房那段有没有错别字。",
            ["<answer>NO_CHANGE</answer>\n<reason>退房那段没有错别字。</reason>"],
            outcome="no_change",
        ),
        case(
            "l32-answer-en-03",
            "no_change_token_in_bare_code_fence",
            EN_SPEECH,
            "Check the closing paragraph for typos.",
            ["```\nNO_CHANGE\n```\n\nThe closing paragraph has no typos."],
            outcome="no_change",
        ),
        case(
            "l32-answer-zh-03",
            "no_change_token_in_bare_code_fence",
            ZH_SPEECH,
            "检查一下结尾那段有没有错别字。",
            ["```\nNO_CHANGE\n```\n\n结尾那段没有错别字。"],
            outcome="no_change",
        ),
        case(
            "l32-answer-en-04",
            "no_change_in_harmony_final_channel",
            EN_REPAIR,
            "Check the list of things to bring for typos.",
            [harmony.format("The three items read correctly; nothing to fix.") + "NO_CHANGE"],
            outcome="no_change",
        ),
        case(
            "l32-answer-zh-04",
            "no_change_in_harmony_final_channel",
            ZH_REPAIR,
            "检查一下“需要带的东西”那段有没有错别字。",
            [harmony.format("三项都没有错别字，无需修改。") + "NO_CHANGE"],
            outcome="no_change",
        ),
        case(
            "l32-answer-en-05",
            "check_table_then_no_change",
            EN_GUIDE,
            "Check the arrival paragraph for typos and consistent times.",
            [
                "| Check | Result |\n|---|---|\n| Spelling | no typos |\n| Times | 4 p.m. "
                "throughout |\n\nNO_CHANGE"
            ],
            outcome="no_change",
        ),
        case(
            "l32-answer-zh-05",
            "check_table_then_no_change",
            ZH_GUIDE,
            "检查一下入住那段的错别字和时间是否一致。",
            [
                "| 检查项 | 结果 |\n|---|---|\n| 错别字 | 没有 |\n| 时间 | 均为下午4点 |\n\nNO_CHANGE"
            ],
            outcome="no_change",
        ),
        case(
            "l32-answer-en-06",
            "question_answered_without_edit",
            EN_GUIDE,
            "Is £412.50 the right balance? Don't change anything.",
            [
                "I can't check your booking records, so I can't confirm the figure. The guide "
                "says £412.50 in the check-out paragraph; if your booking system shows another "
                "amount, tell me and I'll update it."
            ],
            outcome="model_says",
            contains="I can't check your booking records",
        ),
        case(
            "l32-answer-zh-06",
            "question_answered_without_edit",
            ZH_GUIDE,
            "尾款412.50元对吗？先别改。",
            [
                "我查不到您的预订记录，没法确认这个金额。指南里退房那段写的是412.50元；如果系统里的金额不同，告诉我，我再帮您改。"
            ],
            outcome="model_says",
            contains="我查不到您的预订记录",
        ),
    ]


FILES = {
    "leaks.jsonl": leaks,
    "shapes.jsonl": shapes,
    "cuts.jsonl": cuts,
    "drift.jsonl": drift,
    "targets.jsonl": targets,
    "answers.jsonl": answers,
}


def check(cases: list[dict[str, object]]) -> None:
    for c in cases:
        article = c["article"]
        assert isinstance(article, dict)
        expect = c["expect"]
        assert isinstance(expect, dict)
        if expect["outcome"] == "applied":
            changed = (expect["title"], expect["body"]) != (article["title"], article["body"])
            assert changed, c["id"]


if __name__ == "__main__":
    ids: set[str] = set()
    for name, build in FILES.items():
        cases = build()
        check(cases)
        for c in cases:
            assert c["id"] not in ids, c["id"]
            ids.add(str(c["id"]))
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(len(ids), "cases")
