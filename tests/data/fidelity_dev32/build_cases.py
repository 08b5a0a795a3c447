"""Writes session 32's fidelity probes (run from the repository root): every expected article is
the original paragraph list with only the asked entries replaced."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

EN_POOL = (
    "Riverside Pool: Visitor Information",
    [
        "Riverside Pool reopened in May after a six-month refit. It has a 25 m main pool, a "
        "learner pool and a new changing village.",
        "## Opening times",
        "Monday to Friday 6:30 a.m. to 9 p.m.; weekends 8 a.m. to 6 p.m. The learner pool closes "
        "an hour earlier.",
        "## Getting here",
        "The 14 and 22 buses stop outside. There are 40 parking spaces, and the first two hours "
        "are free.",
        "## Pool rules",
        "Shower before you swim. Do not run on the poolside, and never dive into the learner "
        "pool. Children under 8 must be supervised by an adult in the water at all times.",
        "We owe the refit to many people. The Friends of Riverside raised £86,000, and Mrs Joan "
        "Pike spent three winters of evenings planning the swim school with us.",
        "Thank you for swimming with us. Questions: hello@riversidepool.example",
    ],
)
ZH_POOL = (
    "河畔游泳馆参观须知",
    [
        "河畔游泳馆经过六个月的翻修，已于五月重新开放，设有25米标准泳池、儿童戏水池和新的更衣区。",
        "## 开放时间",
        "周一至周五早6:30至晚9点，周末早8点至晚6点。儿童戏水池提前一小时关闭。",
        "## 交通",
        "14路和22路公交车在门口停靠。馆内有40个停车位，前两小时免费。",
        "## 泳池须知",
        "下水前请先淋浴。请勿在池边奔跑，严禁在儿童池跳水。8岁以下儿童须由成人在水中全程陪同。",
        "这次翻修离不开许多人的帮助。河畔之友筹集了86000元，周红梅老师用三个冬天的晚上和我们一起规划游泳学校。",
        "感谢您选择河畔游泳馆。如有疑问，请发邮件至 hello@riversidepool.example。",
    ],
)
EN_SPEECH = (
    "Remarks at the Reopening of Eastgate Library",
    [
        "Good evening, and thank you all for coming out in the rain.",
        "Two years ago the roof failed and we lost 4,000 books. Tonight the library opens with a "
        "new roof, a study room and a children's corner.",
        "I want to thank the volunteers, who moved every shelf twice, and the council, which "
        "found £310,000.",
        "The library will open from 9 a.m. to 7 p.m. on weekdays and from 10 a.m. to 4 p.m. on "
        "Saturdays.",
        "Please enjoy the evening, and thank you again.",
    ],
)
ZH_SPEECH = (
    "在东门图书馆重新开放仪式上的讲话",
    [
        "各位晚上好，感谢大家冒雨前来。",
        "两年前，屋顶漏水，我们损失了4000册图书。今晚，图书馆带着新屋顶、一间自习室和一个儿童角重新开放。",
        "我要感谢搬了两次书架的志愿者们，也要感谢拨款31万元的区政府。",
        "图书馆工作日上午9点到晚上7点开放，星期六上午10点到下午4点开放。",
        "祝大家今晚愉快，再次感谢。",
    ],
)
EN_DRILL = (
    "Typing drill 3",
    [
        "Type the line below without looking at the keys. Aim for no mistakes before speed.",
        " ".join(["the quick fox"] * 80),
        "When you can do it twice in a row, move on to drill 4.",
    ],
)
ZH_DRILL = (
    "打字练习三",
    [
        "不看键盘，把下面这一行打出来。先求准确，再求速度。",
        "城市" * 200,
        "连续两次全对，就可以做练习四。",
    ],
)
ZH_LETTER = (
    "关于三年级春游的通知",
    [
        "尊敬的各位家长：",
        "为丰富学生的课外生活，三年级将于4月18日（星期五）组织学生到植物园春游。当天上午8:30从学校出发，下午3:00前返校。",
        "请您为孩子准备午餐和水杯，并穿运动鞋。",
        "请您于4月14日前在班级群里回复是否参加。如您能作为志愿者同行，请联系林老师。",
        "感谢您的支持，期待孩子们度过愉快的一天，回来分享见文。",
        "三年级组\n2027年4月10日",
    ],
)
EN_LETTER = (
    "Year 3 Spring Trip",
    [
        "Dear parents and carers,",
        "As part of our plants topic, Year 3 will visit the Botanic Garden on Friday 18 April. "
        "The coach leaves school at 8:30 a.m. and returns by 3 p.m.",
        "Please send your child with a packed lunch, a water bottle and comfortable shoes.",
        "Please reply on the class app by 14 April. If you can come along as a helper, tell "
        "Mr Lin.",
        "Thank you for your support. We look forward to hearing all about the day from the "
        "childern.",
        "Year 3 team\n10 April 2027",
    ],
)


def whole(article: tuple[str, list[str]], changed: dict[int, str], title: str = "") -> str:
    paragraphs = [changed.get(i, p) for i, p in enumerate(article[1])]
    return (title or article[0]) + "\n\n" + "\n\n".join(paragraphs)


def case(
    cid: str,
    lang: str,
    kind: str,
    article: tuple[str, list[str]],
    suggestion: str,
    replies: list[str],
    changed: dict[int, str] | None = None,
    outcome: str = "applied",
    **extra: object,
) -> dict[str, object]:
    record: dict[str, object] = case_record(
        cid,
        lang,
        kind,
        "session 32 variant of a fidelity_blind31 failure or a known miss",
        article[0],
        "\n\n".join(article[1]),
        suggestion,
        replies,
    )
    if outcome == "applied":
        body = "\n\n".join((changed or {}).get(i, p) for i, p in enumerate(article[1]))
        expect: dict[str, object] = {"outcome": "applied", "title": article[0], "body": body}
        expect.update(extra)
    elif outcome == "refused":
        expect = {"outcome": "refused", "because": str(extra["because"])}
    else:
        expect = {"outcome": outcome, **extra}
    record["expect"] = expect
    return record


def sections() -> list[dict[str, object]]:
    p4 = (
        "Getting here is easy: the 14 and 22 buses stop right outside the door, we have 40 "
        "parking spaces, and your first two hours are free."
    )
    p2 = (
        "Our opening times: Monday to Friday from 6:30 a.m. to 9 p.m., and at weekends from "
        "8 a.m. to 6 p.m. The learner pool closes an hour earlier."
    )
    z4 = "交通很方便：14路和22路公交车就停在门口，馆里有40个停车位，前两小时不收费。"
    z2 = "开放时间：周一至周五早上6:30到晚上9点，周末早上8点到晚上6点。儿童戏水池提前一小时关闭。"
    kind = "section_body_answered_alone"
    return [
        case(
            "d32-sec-en-01",
            "en",
            kind,
            EN_POOL,
            "Make the 'Getting here' paragraph friendlier.",
            [f"Happy to help — here it is:\n\n{p4}"],
            {4: p4},
        ),
        case(
            "d32-sec-en-02",
            "en",
            kind,
            EN_POOL,
            "Make the opening times paragraph clearer.",
            [f"好的：\n\n{p2}\n\n说明：更清楚了。"],
            {2: p2},
        ),
        case(
            "d32-sec-en-03",
            "en",
            kind,
            EN_POOL,
            "Rewrite the Getting here section to sound warmer.",
            [p4],
            {4: p4},
        ),
        case(
            "d32-sec-zh-01",
            "zh",
            kind,
            ZH_POOL,
            "“交通”那段写得亲切些。",
            [f"没问题：\n\n{z4}"],
            {4: z4},
        ),
        case(
            "d32-sec-zh-02",
            "zh",
            kind,
            ZH_POOL,
            "开放时间那段写清楚一点。",
            [f"Here you go:\n\n{z2}"],
            {2: z2},
        ),
        case("d32-sec-zh-03", "zh", kind, ZH_POOL, "把交通那一节改得亲切一点。", [z4], {4: z4}),
    ]


def warnings() -> list[dict[str, object]]:
    dropped = "A warning joined to another by a comma is gone from the rewrite"
    en_drop = (
        "Please shower before you swim, and walk, don't run, on the poolside. Children under 8 "
        "need an adult with them in the water at all times."
    )
    zh_drop = "下水前记得先冲个澡哦。请不要在池边奔跑。8岁以下的小朋友要有大人在水里全程陪着。"
    en_kept = (
        "Please shower before swimming. Don't run beside the pool, and don't dive into the "
        "learner pool. An adult must stay in the water with any child under 8."
    )
    zh_kept = (
        "下水前先淋浴。不要在池边跑，不要在儿童池跳水。8岁以下的孩子，大人必须在水里一直陪着。"
    )
    return [
        case(
            "d32-warn-en-01",
            "en",
            "comma_joined_warning_dropped",
            EN_POOL,
            "Make the pool rules paragraph friendlier.",
            [en_drop],
            outcome="refused",
            because=dropped,
        ),
        case(
            "d32-warn-zh-01",
            "zh",
            "comma_joined_warning_dropped",
            ZH_POOL,
            "泳池须知那段写得亲切一点。",
            [zh_drop],
            outcome="refused",
            because=dropped,
        ),
        case(
            "d32-warn-en-02",
            "en",
            "comma_joined_warning_dropped",
            EN_POOL,
            "Make the rules warmer.",
            [f"Here's a warmer version:\n\n{en_drop}\n\nI kept it short."],
            outcome="refused",
            because=dropped,
        ),
        case(
            "d32-warn-zh-02",
            "zh",
            "comma_joined_warning_dropped",
            ZH_POOL,
            "第七段读起来太生硬了，改得友好一些。",
            [zh_drop],
            outcome="refused",
            because=dropped,
        ),
        case(
            "d32-warn-en-03",
            "en",
            "warnings_plainer_every_word_changed",
            EN_POOL,
            "Make the pool rules plainer but keep every rule.",
            [en_kept],
            {6: en_kept},
        ),
        case(
            "d32-warn-zh-03",
            "zh",
            "warnings_plainer_every_word_changed",
            ZH_POOL,
            "泳池须知那段说得更直白些，规定一条都别少。",
            [zh_kept],
            {6: zh_kept},
        ),
    ]


def credits() -> list[dict[str, object]]:
    gone = "The person the paragraph credits by name is gone"
    en_drop = (
        "The refit happened thanks to so many of you. The Friends of Riverside raised an "
        "amazing £86,000 to make it real."
    )
    zh_drop = "这次翻修凝聚了许多人的心血。河畔之友为我们筹集了86000元。"
    en_kept = (
        "So many people made this refit happen. The Friends of Riverside raised £86,000, and "
        "Mrs Joan Pike gave three winters of evenings to plan the swim school with us."
    )
    return [
        case(
            "d32-credit-en-01",
            "en",
            "who_paragraph_drops_named_person",
            EN_POOL,
            "Make the paragraph about who made the refit possible warmer.",
            [en_drop],
            outcome="refused",
            because=gone,
        ),
        case(
            "d32-credit-en-02",
            "en",
            "who_paragraph_drops_named_person",
            EN_POOL,
            "Make the paragraph on who helped livelier.",
            [f"Sure! Here's a livelier take:\n\n{en_drop}"],
            outcome="refused",
            because=gone,
        ),
        case(
            "d32-credit-zh-01",
            "zh",
            "who_paragraph_drops_named_person",
            ZH_POOL,
            "讲谁帮了忙那段写得温暖一些。",
            [zh_drop],
            outcome="refused",
            because=gone,
        ),
        case(
            "d32-credit-en-03",
            "en",
            "who_paragraph_keeps_named_person",
            EN_POOL,
            "Make the paragraph about who made the refit possible warmer.",
            [en_kept],
            {7: en_kept},
        ),
    ]


def languages() -> list[dict[str, object]]:
    why = "The paragraph came back in another language; no translation was asked"
    return [
        case(
            "d32-lang-zh-01",
            "zh",
            "target_answered_in_other_language",
            ZH_POOL,
            "最后那段感谢写得更热情一些。",
            [
                "Thank you so much for choosing Riverside Pool! Any questions, just email "
                "hello@riversidepool.example."
            ],
            outcome="refused",
            because=why,
        ),
        case(
            "d32-lang-en-01",
            "en",
            "target_answered_in_other_language",
            EN_POOL,
            "Make the closing line warmer.",
            ["非常感谢您来河畔游泳！有问题请发邮件至 hello@riversidepool.example。"],
            outcome="refused",
            because=why,
        ),
        case(
            "d32-lang-zh-02",
            "zh",
            "target_answered_in_other_language",
            ZH_SPEECH,
            "致谢那段写得更真诚一些。",
            [
                "I sincerely thank the volunteers, who moved every shelf twice, and the district "
                "government, which gave 310,000 yuan."
            ],
            outcome="refused",
            because=why,
        ),
    ]


def replace_with() -> list[dict[str, object]]:
    en_new = "The learner pool closes an hour before the main pool."
    zh_new = "儿童戏水池比主泳池早一小时关闭。"
    en_p2 = EN_POOL[1][2].replace("The learner pool closes an hour earlier.", en_new)
    zh_p2 = ZH_POOL[1][2].replace("儿童戏水池提前一小时关闭。", zh_new)
    return [
        case(
            "d32-repl-en-01",
            "en",
            "replace_with_sentence_quoted",
            EN_POOL,
            "Make the sentence about the learner pool closing clearer.",
            [f'Replace:\n"The learner pool closes an hour earlier."\n\nWith:\n"{en_new}"'],
            {2: en_p2},
        ),
        case(
            "d32-repl-zh-01",
            "zh",
            "replace_with_sentence_quoted",
            ZH_POOL,
            "戏水池关门那句写清楚些。",
            [f"将：\n“儿童戏水池提前一小时关闭。”\n\n替换为：\n“{zh_new}”"],
            {2: zh_p2},
        ),
        case(
            "d32-repl-en-02",
            "en",
            "replace_with_sentence_quoted",
            EN_POOL,
            "Say more clearly when the learner pool closes.",
            [f"Replace: “The learner pool closes an hour earlier.”\nWith: “{en_new}”"],
            {2: en_p2},
        ),
    ]


def given_values() -> list[dict[str, object]]:
    en8 = EN_POOL[1][8].replace("hello@", "hi@")
    zh8 = ZH_POOL[1][8].replace("hello@", "hi@")
    en4 = EN_POOL[1][4].replace("first two hours", "first three hours")
    return [
        case(
            "d32-value-en-01",
            "en",
            "writer_value_whole_reply",
            EN_POOL,
            "The email is hi@riversidepool.example — fix it.",
            [whole(EN_POOL, {8: en8}) + "\n\nFixed the email address in the last line."],
            {8: en8},
        ),
        case(
            "d32-value-zh-01",
            "zh",
            "writer_value_whole_reply",
            ZH_POOL,
            "邮箱是 hi@riversidepool.example，改一下。",
            [whole(ZH_POOL, {8: zh8}) + "\n\n已改好最后一段的邮箱。"],
            {8: zh8},
        ),
        case(
            "d32-value-en-02",
            "en",
            "writer_value_whole_reply",
            EN_POOL,
            "Parking is free for the first three hours, not two.",
            [whole(EN_POOL, {4: en4})],
            {4: en4},
        ),
    ]


def figures() -> list[dict[str, object]]:
    en0 = EN_POOL[1][0].replace("25 m main", "25 m (27 yd) main")
    zh7 = ZH_POOL[1][7].replace("86000元", "八万六千元")
    en3 = (
        EN_SPEECH[1][3]
        .replace("from 9 a.m. to 7 p.m.", "from nine in the morning to seven in the evening")
        .replace("from 10 a.m. to 4 p.m.", "from ten till four")
    )
    return [
        case(
            "d32-fig-en-01",
            "en",
            "figure_added_sentence_answered_alone",
            EN_POOL,
            "Add the length in yards in brackets after 25 m.",
            [f"Sure:\n\n{en0}"],
            {0: en0},
        ),
        case(
            "d32-fig-zh-01",
            "zh",
            "figures_spelled_out_target_alone",
            ZH_POOL,
            "这段要念出来，把讲谁帮了忙那段里的数字写成汉字。",
            [f"改好了：\n\n{zh7}"],
            {7: zh7},
        ),
        case(
            "d32-fig-en-02",
            "en",
            "figures_spelled_out_target_alone",
            EN_SPEECH,
            "I'll read this aloud — write the opening hours paragraph's times in words.",
            [f"Here you go:\n\n{en3}"],
            {3: en3},
        ),
    ]


def thanks() -> list[dict[str, object]]:
    en2 = EN_SPEECH[1][2].replace("I want", "We want")
    zh2 = ZH_SPEECH[1][2].replace("我要感谢", "我们要感谢")
    en2w = (
        "I am so grateful to the volunteers, who moved every shelf not once but twice, and to "
        "the council, which found £310,000."
    )
    return [
        case(
            "d32-thanks-en-01",
            "en",
            "thanks_paragraph_beside_thanking_closing",
            EN_SPEECH,
            "Change 'I' to 'we' in the thank-you paragraph.",
            [whole(EN_SPEECH, {2: en2})],
            {2: en2},
        ),
        case(
            "d32-thanks-zh-01",
            "zh",
            "thanks_paragraph_beside_thanking_closing",
            ZH_SPEECH,
            "致谢那段把“我”改成“我们”。",
            [whole(ZH_SPEECH, {2: zh2})],
            {2: zh2},
        ),
        case(
            "d32-thanks-en-02",
            "en",
            "thanks_paragraph_beside_thanking_closing",
            EN_SPEECH,
            "Make the thank-you paragraph warmer.",
            [en2w],
            {2: en2w},
        ),
    ]


def runs() -> list[dict[str, object]]:
    en1 = " ".join(["the quick cat"] * 80)
    zh1 = "乡村" * 200
    return [
        case(
            "d32-run-en-01",
            "en",
            "renamed_word_in_articles_own_run",
            EN_DRILL,
            "Change 'fox' to 'cat' in the drill line.",
            [whole(EN_DRILL, {1: en1})],
            {1: en1},
        ),
        case(
            "d32-run-zh-01",
            "zh",
            "renamed_word_in_articles_own_run",
            ZH_DRILL,
            "把练习那行的“城市”都改成“乡村”。",
            [whole(ZH_DRILL, {1: zh1})],
            {1: zh1},
        ),
    ]


def letters() -> list[dict[str, object]]:
    zh = {
        2: ZH_LETTER[1][2].replace("您", "你"),
        3: ZH_LETTER[1][3].replace("您", "你"),
        4: ZH_LETTER[1][4].replace("您", "你"),
    }
    zh1 = "三年级将于4月18日（星期五）到植物园春游，上午8:30出发，下午3:00前返校。"
    en1 = (
        "Year 3 will visit the Botanic Garden on Friday 18 April, leaving at 8:30 a.m. and "
        "back by 3 p.m."
    )
    typo_zh = {1: zh1, 4: ZH_LETTER[1][4].replace("见文", "见闻")}
    typo_en = {1: en1, 4: EN_LETTER[1][4].replace("childern", "children")}
    return [
        case(
            "d32-letter-zh-01",
            "zh",
            "whole_letter_du_to_ni",
            ZH_LETTER,
            "通知里的“您”都换成“你”。",
            ["好的，已经全部换好：\n\n" + whole(ZH_LETTER, zh) + "\n\n一共改了4处。"],
            zh,
        ),
        case(
            "d32-letter-zh-02",
            "zh",
            "greeting_next_paragraph_tightened_typo_elsewhere",
            ZH_LETTER,
            "称呼下面那段精简一下。",
            [whole(ZH_LETTER, typo_zh) + "\n\n（顺便把“见文”改成了“见闻”。）"],
            {1: zh1},
            withheld_min=1,
        ),
        case(
            "d32-letter-en-02",
            "en",
            "greeting_next_paragraph_tightened_typo_elsewhere",
            EN_LETTER,
            "Tighten the paragraph after the greeting.",
            [whole(EN_LETTER, typo_en) + "\n\n(I also fixed “childern” in the closing.)"],
            {1: en1},
            withheld_min=1,
        ),
    ]


FILES = {
    "sections.jsonl": sections,
    "warnings.jsonl": warnings,
    "credits.jsonl": credits,
    "languages.jsonl": languages,
    "replace_with.jsonl": replace_with,
    "values.jsonl": given_values,
    "figures.jsonl": figures,
    "thanks.jsonl": thanks,
    "runs.jsonl": runs,
    "letters.jsonl": letters,
}

if __name__ == "__main__":
    for name, build in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in build()]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
