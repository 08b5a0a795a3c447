# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 36's dev fidelity cases (run from the repository root): a wedding order of
service / 婚礼仪式流程 and a family recipe / 家常菜谱, each answered in every shape a model gives —
the whole article, the asked paragraph alone, wrapped in chatter, fenced, cut off, declined,
NO_CHANGE, a whole reply that drops or alters an unasked paragraph, a figure changed in the
asked paragraph, and search/replace blocks. Every expected article is the original paragraph
list with only the asked paragraphs replaced."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]
Changes = dict[int, str]

WEDDING_EN_TITLE = "Order of Service: The Marriage of Eleanor Hughes and Samuel Adeyemi"
WEDDING_EN = [
    "Welcome to St Mary's Church, Ashbourne, on Saturday 12 June 2027. Eleanor and Samuel are delighted you could join them. Please take your seats by 1.45 pm; the service begins at 2 pm.",
    "**Entrance of the Bride**\nEleanor enters on the arm of her father, Peter Hughes, to Pachelbel's Canon in D, played by the organist, Margaret Lyle.",
    "**Welcome and Introduction**\nThe Reverend Anne Whitfield welcomes the congregation and says a few words about marriage.",
    '**Reading**\nRead by Samuel\'s sister, Grace Adeyemi: 1 Corinthians 13:4–8, "Love is patient, love is kind."',
    "**The Vows and the Giving of Rings**\nEleanor and Samuel make their vows and exchange rings. The best man, Daniel Okoro, looks after the rings until then.",
    "**Hymn**\n*Love Divine, All Loves Excelling* (the words are on the back page). Please stand.",
    "After the service, please join us for drinks on the lawn, and then for dinner at Hollins Barn, 3 miles away, from 5 pm. Confetti is welcome outside the church, but please use the biodegradable kind in the baskets by the door.",
]
WEDDING_ZH_TITLE = "陈思远先生与林雨桐女士婚礼仪式流程"
WEDDING_ZH = [
    "欢迎各位亲友莅临杭州西湖国宾馆紫薇厅，参加2027年10月2日（周六）陈思远先生与林雨桐女士的婚礼。请于11:30前入座，仪式12:00准时开始。",
    "**新娘入场**\n新娘由父亲林国栋先生陪同入场，背景音乐为《卡农》，由钢琴师周婷现场演奏。",
    "**证婚人致辞**\n证婚人为新郎的大学导师王建华教授，致辞约五分钟。",
    "**交换誓言与戒指**\n新人交换誓言并互戴戒指，戒指由伴郎赵磊保管并呈上。",
    "**父母致辞**\n双方父母代表、新郎母亲李秀芳女士上台致辞，感谢各位亲友的到来。",
    "**敬酒与合影**\n仪式结束后新人逐桌敬酒，13:30起在草坪合影，请大家稍作停留。",
    "婚宴共设28桌，座位表在宴会厅入口处。酒店提供免费车位约60个，车位有限，建议拼车或乘坐地铁1号线到龙翔桥站。",
]

RECIPE_EN_TITLE = "Grandma's Lemon Drizzle Cake"
RECIPE_EN = [
    "This is my grandmother's lemon drizzle, the cake she made every Sunday for forty years. It keeps for three days in a tin, if it lasts that long.",
    "**Ingredients (serves 8)**\n- 225 g unsalted butter, softened\n- 225 g caster sugar\n- 4 large eggs\n- 225 g self-raising flour\n- zest of 2 lemons\n- for the drizzle: juice of 1½ lemons and 85 g caster sugar",
    "**Step 1.** Heat the oven to 180 °C (160 °C fan) and line a 2 lb loaf tin with baking paper.",
    "**Step 2.** Beat the butter and sugar together until pale and fluffy, about 3 minutes. Add the eggs one at a time, then fold in the flour and lemon zest.",
    "**Step 3.** Pour into the tin and bake for 45–50 minutes, until a skewer comes out clean.",
    "**Step 4.** While the cake is still warm, prick it all over with a fork, mix the lemon juice with the sugar and pour it over. Leave it in the tin until completely cool.",
    "Tip: if you only have a 1 lb tin, halve everything and bake for 30 minutes. Grandma always said the secret was never opening the oven door before the 40-minute mark.",
]
RECIPE_ZH_TITLE = "外婆的红烧肉"
RECIPE_ZH = [
    "这是外婆的红烧肉做法，每年过年她都会做一大锅。肥而不腻，入口即化，配一碗白米饭最香。",
    "**用料（4人份）**\n- 五花肉 500克\n- 冰糖 30克\n- 生抽 2汤匙\n- 老抽 1汤匙\n- 料酒 2汤匙\n- 姜 3片、葱 2根、八角 2个",
    "**第一步** 五花肉切成3厘米见方的块，冷水下锅，加1汤匙料酒焯水5分钟，捞出洗净沥干。",
    "**第二步** 锅里放少许油，小火放入冰糖炒出糖色，颜色变成枣红色时马上下肉块翻炒上色。",
    "**第三步** 加入生抽、老抽、剩下的料酒和姜葱八角，倒入没过肉的开水，大火烧开后转小火炖60分钟。",
    "**第四步** 最后开大火收汁，汤汁浓稠、裹满肉块即可出锅。",
    "小贴士：一定要加开水，加冷水肉会发紧。外婆说，炖的时候揭锅盖千万别超过两次。",
]

ARTICLES = {
    ("wedding", "en"): (WEDDING_EN_TITLE, WEDDING_EN),
    ("wedding", "zh"): (WEDDING_ZH_TITLE, WEDDING_ZH),
    ("recipe", "en"): (RECIPE_EN_TITLE, RECIPE_EN),
    ("recipe", "zh"): (RECIPE_ZH_TITLE, RECIPE_ZH),
}


def body(paragraphs: list[str], changed: Changes, dropped: int | None = None) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs) if i != dropped)


def whole(title: str, paragraphs: list[str], changed: Changes, dropped: int | None = None) -> str:
    return title + "\n\n" + body(paragraphs, changed, dropped)


def blocks(pairs: list[tuple[str, str]]) -> str:
    return "\n\n".join(
        f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"
        for search, replace in pairs
    )


def case(
    genre: str,
    lang: str,
    number: int,
    kind: str,
    suggestion: str,
    reply: str,
    expect: dict[str, object],
    **extra: object,
) -> Case:
    title, paragraphs = ARTICLES[(genre, lang)]
    found: Case = case_record(
        f"d39-{genre}-{lang}-{number:02d}",
        lang,
        kind,
        f"session 36 fid-fix: a {genre} answered in a shape models give",
        title,
        body(paragraphs, {}),
        suggestion,
        [reply],
        expect,
    )
    found.update(extra)
    return found


def applied(genre: str, lang: str, kept: Changes, withheld: int = 0) -> dict[str, object]:
    title, paragraphs = ARTICLES[(genre, lang)]
    expect: dict[str, object] = {
        "outcome": "applied",
        "title": title,
        "body": body(paragraphs, kept),
    }
    if withheld:
        expect["withheld_min"] = withheld
    return expect


def refused(because: str) -> dict[str, object]:
    return {"outcome": "refused", "because": because}


def wedding_en() -> list[Case]:
    g, lang = "wedding", "en"
    t, p = ARTICLES[(g, lang)]
    warm = {
        0: "Welcome, dear friends, to St Mary's Church, Ashbourne, on Saturday 12 June 2027. Eleanor and Samuel are so happy to share this day with you. Please take your seats by 1.45 pm; the service begins at 2 pm."
    }
    warm_moved = {0: warm[0].replace("begins at 2 pm", "begins at 2.30 pm")}
    hymn = {
        5: "**Hymn**\nTogether we sing *Love Divine, All Loves Excelling* (you'll find the words on the back page). Please stand if you are able."
    }
    short_end = {
        6: "After the service, join us for drinks on the lawn, then dinner at Hollins Barn, 3 miles away, from 5 pm. Please use the biodegradable confetti in the baskets by the door."
    }
    personal_intro = {
        2: "**Welcome and Introduction**\nThe Reverend Anne Whitfield, who has known Eleanor since she was a girl, welcomes the congregation and says a few words about marriage."
    }
    elegant_reading = {
        3: '**Reading**\nSamuel\'s sister, Grace Adeyemi, reads from 1 Corinthians 13:4–8: "Love is patient, love is kind."'
    }
    romantic_vows = {
        4: "**The Vows and the Giving of Rings**\nBefore their family and friends, Eleanor and Samuel promise themselves to each other and exchange rings, kept safe until that moment by the best man, Daniel Okoro."
    }
    organist_misspelt = {1: p[1].replace("Margaret Lyle", "Margaret Lisle")}
    shuttle_old = "Confetti is welcome outside the church, but please use the biodegradable kind in the baskets by the door."
    shuttle_new = shuttle_old + " A shuttle bus leaves the church for Hollins Barn at 4.30 pm."
    shuttle = {6: p[6].replace(shuttle_old, shuttle_new)}
    cut_whole = whole(t, p, romantic_vows)
    cut_whole = cut_whole[: cut_whole.index("kept safe until")]
    return [
        case(
            g,
            lang,
            1,
            "whole_reply_target_rewritten",
            "Make the welcome paragraph warmer.",
            whole(t, p, warm),
            applied(g, lang, warm),
        ),
        case(
            g,
            lang,
            2,
            "target_alone_with_label",
            "Make the hymn part friendlier.",
            hymn[5],
            applied(g, lang, hymn),
        ),
        case(
            g,
            lang,
            3,
            "whole_between_chatter",
            "Make the last paragraph shorter.",
            "Congratulations to the happy couple! Here's the order of service with a shorter final paragraph:\n\n"
            + whole(t, p, short_end)
            + "\n\nLet me know if you'd like anything else tightened!",
            applied(g, lang, short_end),
        ),
        case(
            g,
            lang,
            4,
            "target_alone_in_markdown_fence",
            "Make the Welcome and Introduction section more personal.",
            "Here's a more personal version:\n\n```markdown\n" + personal_intro[2] + "\n```",
            applied(g, lang, personal_intro),
        ),
        case(
            g,
            lang,
            5,
            "stream_cut_inside_whole",
            "Make the vows section more romantic.",
            cut_whole,
            refused("the stream was cut mid-sentence"),
            stream=True,
            stream_cut=True,
        ),
        case(
            g,
            lang,
            6,
            "length_cut_target_alone",
            "Make the last paragraph more welcoming.",
            "After the service, we'd love you to join us for drinks on the lawn, and then for dinner at Hollins Barn, just 3 miles away, from 5 pm. Confetti is very welcome outside the church, but we ask that you",
            refused("cut by the token limit"),
            finish_reason="length",
        ),
        case(
            g,
            lang,
            7,
            "asks_before_inventing_names",
            "Add the bridesmaids to the order of service.",
            "I'd be happy to add them, but the order of service doesn't say who the bridesmaids are. Could you tell me their names and where they should appear?",
            {"outcome": "model_says", "contains": "Could you tell me their names"},
        ),
        case(
            g,
            lang,
            8,
            "no_change_with_time_check",
            "Check that the times make sense.",
            "NO_CHANGE — seats by 1.45 pm, the service at 2 pm and dinner from 5 pm follow one another; nothing needs changing.",
            {"outcome": "no_change"},
        ),
        case(
            g,
            lang,
            9,
            "whole_drops_untouched_paragraph",
            "Make the reading part more elegant.",
            whole(t, p, elegant_reading, dropped=5),
            applied(g, lang, elegant_reading, withheld=1),
        ),
        case(
            g,
            lang,
            10,
            "time_changed_in_target",
            "Make the welcome paragraph warmer.",
            whole(t, p, warm_moved),
            refused("the start time changed from 2 pm to 2.30 pm"),
        ),
        case(
            g,
            lang,
            11,
            "untouched_name_respelt_in_whole",
            "Make the vows section more romantic.",
            "Of course! Here it is:\n\n" + whole(t, p, {**romantic_vows, **organist_misspelt}),
            applied(g, lang, romantic_vows, withheld=1),
        ),
        case(
            g,
            lang,
            12,
            "writer_sentence_added_by_block",
            "In the last paragraph, add that a shuttle bus leaves the church for Hollins Barn at 4.30 pm.",
            blocks([(shuttle_old, shuttle_new)]),
            applied(g, lang, shuttle),
            edit_format="blocks",
        ),
    ]


def wedding_zh() -> list[Case]:
    g, lang = "wedding", "zh"
    t, p = ARTICLES[(g, lang)]
    warm = {
        0: "亲爱的亲友们，欢迎你们来到杭州西湖国宾馆紫薇厅，在2027年10月2日（周六）见证陈思远先生与林雨桐女士的婚礼，有你们在，这一天才完整。请于11:30前入座，仪式12:00准时开始。"
    }
    warm_moved = {0: warm[0].replace("仪式12:00准时开始", "仪式12:18准时开始")}
    toast = {
        5: "**敬酒与合影**\n仪式结束后，新人会到每一桌敬酒，谢谢大家；13:30起我们在草坪合影，请大家稍作停留，一起留个纪念。"
    }
    short_end = {
        6: "婚宴共28桌，座位表在宴会厅入口。免费车位约60个，建议拼车或乘地铁1号线到龙翔桥站。"
    }
    formal_witness = {
        2: "**证婚人致辞**\n恭请新郎的大学导师王建华教授担任证婚人并致辞，时长约五分钟。"
    }
    parents_moving = {
        4: "**父母致辞**\n新郎母亲李秀芳女士代表双方父母上台，讲述两个孩子一路走来的点滴，并向各位亲友致以最深的谢意。"
    }
    vivid_entrance = {
        1: "**新娘入场**\n灯光渐暗，《卡农》的琴声由钢琴师周婷现场奏响，新娘挽着父亲林国栋先生的手臂，缓缓走向红毯尽头。"
    }
    romantic_vows = {
        3: "**交换誓言与戒指**\n在亲友的见证下，新人许下一生的誓言，为彼此戴上戒指；这对戒指一直由伴郎赵磊悉心保管，此刻郑重呈上。"
    }
    mother_misspelt = {4: p[4].replace("李秀芳", "李秀芬")}
    shuttle_old = "建议拼车或乘坐地铁1号线到龙翔桥站。"
    shuttle_new = shuttle_old + "14:30有班车从酒店送大家到地铁站。"
    shuttle = {6: p[6].replace(shuttle_old, shuttle_new)}
    cut_whole = whole(t, p, parents_moving)
    cut_whole = cut_whole[: cut_whole.index("13:30起在草坪")]
    return [
        case(
            g,
            lang,
            1,
            "whole_reply_target_rewritten",
            "欢迎那段写得更温馨一点。",
            whole(t, p, warm),
            applied(g, lang, warm),
        ),
        case(
            g,
            lang,
            2,
            "target_alone_with_label",
            "敬酒与合影那段写得亲切些",
            toast[5],
            applied(g, lang, toast),
        ),
        case(
            g,
            lang,
            3,
            "whole_between_chatter",
            "最后一段精简一点",
            "恭喜恭喜！改好的流程如下：\n\n"
            + whole(t, p, short_end)
            + "\n\n还需要调整的话随时告诉我～",
            applied(g, lang, short_end),
        ),
        case(
            g,
            lang,
            4,
            "target_alone_in_markdown_fence",
            "证婚人致辞那段写得更正式一点",
            "修改如下：\n\n```markdown\n" + formal_witness[2] + "\n```",
            applied(g, lang, formal_witness),
        ),
        case(
            g,
            lang,
            5,
            "stream_cut_inside_whole",
            "父母致辞那段写得更感人一点",
            cut_whole,
            refused("流式输出在句中断开"),
            stream=True,
            stream_cut=True,
        ),
        case(
            g,
            lang,
            6,
            "length_cut_target_alone",
            "最后一段写得更周到一点",
            "婚宴共设28桌，座位表就在宴会厅入口处，大家可以先找到自己的位置。酒店提供免费车位约60个，但车位有限，为了",
            refused("输出达到长度上限被截断"),
            finish_reason="length",
        ),
        case(
            g,
            lang,
            7,
            "asks_before_inventing_names",
            "把伴娘也加到流程里",
            "可以加，不过流程里没有写伴娘是谁。请问伴娘叫什么名字？要放在哪个环节？我不想随便编造。",
            {"outcome": "model_says", "contains": "请问伴娘叫什么名字"},
        ),
        case(
            g,
            lang,
            8,
            "no_change_with_time_check",
            "检查一下时间有没有矛盾",
            "NO_CHANGE——11:30入座、12:00仪式开始、13:30合影，时间先后一致，无需修改。",
            {"outcome": "no_change"},
        ),
        case(
            g,
            lang,
            9,
            "whole_drops_untouched_paragraph",
            "新娘入场那段写得更有画面感",
            whole(t, p, vivid_entrance, dropped=5),
            applied(g, lang, vivid_entrance, withheld=1),
        ),
        case(
            g,
            lang,
            10,
            "time_changed_in_target",
            "欢迎那段写得更温馨一点。",
            whole(t, p, warm_moved),
            refused("仪式开始时间从12:00变成了12:18"),
        ),
        case(
            g,
            lang,
            11,
            "untouched_name_respelt_in_whole",
            "交换誓言那段写得更浪漫一些",
            "好的，改好了：\n\n" + whole(t, p, {**romantic_vows, **mother_misspelt}),
            applied(g, lang, romantic_vows, withheld=1),
        ),
        case(
            g,
            lang,
            12,
            "writer_sentence_added_by_block",
            "最后一段补一句：14:30有班车从酒店送大家到地铁站。",
            blocks([(shuttle_old, shuttle_new)]),
            applied(g, lang, shuttle),
            edit_format="blocks",
        ),
    ]


def recipe_en() -> list[Case]:
    g, lang = "recipe", "en"
    t, p = ARTICLES[(g, lang)]
    step2 = {
        3: "**Step 2.** In a large bowl, beat the butter and sugar together for about 3 minutes, until the mixture turns pale and fluffy. Add the eggs one at a time, beating after each, then gently fold in the flour and lemon zest."
    }
    step4 = {
        5: "**Step 4.** While the cake is still warm, prick it all over with a fork. Stir the lemon juice and sugar together, then pour it over the cake. Leave the cake in the tin until it is completely cool."
    }
    cosy_intro = {
        0: "This is my grandmother's lemon drizzle, the cake that filled her kitchen with the smell of lemons every Sunday for forty years. It keeps for three days in a tin, if it lasts that long."
    }
    lively_intro = {
        0: "Meet my grandmother's legendary lemon drizzle — she baked it every single Sunday for forty years! It keeps for three days in a tin, if it lasts that long."
    }
    step1 = {
        2: "**Step 1.** Heat the oven to 180 °C (160 °C fan). Line a 2 lb loaf tin with baking paper so the cake lifts out easily."
    }
    step3_moved = {
        4: "**Step 3.** Pour the mixture into the tin and bake for 40–45 minutes, until a skewer pushed into the middle comes out clean."
    }
    warm_intro = {
        0: "This is my grandmother's lemon drizzle, the cake she lovingly made every Sunday for forty years. It keeps for three days in a tin, if it lasts that long."
    }
    sugar_drift = {1: p[1].replace("- 225 g caster sugar", "- 200 g caster sugar")}
    friendly_step2 = "**Step 2.** Now the fun part: beat the butter and sugar together until pale and fluffy, about 3 minutes. Add the eggs one at a time, then fold in the flour and lemon zest."
    oven_old = "Heat the oven to 180 °C (160 °C fan)"
    oven_drift = "Heat the oven to 190 °C (170 °C fan)"
    stream_text = whole(t, p, lively_intro)
    stream_text = stream_text[: stream_text.index("4 large eggs") + len("4 large")]
    length_text = whole(t, p, cosy_intro)
    length_text = length_text[: length_text.index("mix the lemon juice")]
    return [
        case(
            g,
            lang,
            1,
            "whole_reply_target_rewritten",
            "Make step 2 clearer.",
            whole(t, p, step2),
            applied(g, lang, step2),
        ),
        case(
            g,
            lang,
            2,
            "target_alone_with_label",
            "Rewrite step 4 so it's easier to follow.",
            step4[5],
            applied(g, lang, step4),
        ),
        case(
            g,
            lang,
            3,
            "whole_between_chatter",
            "Make the intro cosier.",
            "Yum! Here's the recipe with a cosier intro:\n\n"
            + whole(t, p, cosy_intro)
            + "\n\nHappy baking! 🍋",
            applied(g, lang, cosy_intro),
        ),
        case(
            g,
            lang,
            4,
            "writer_quantity_by_block",
            "Change the drizzle sugar to 100 g.",
            blocks(
                [
                    (
                        "juice of 1½ lemons and 85 g caster sugar",
                        "juice of 1½ lemons and 100 g caster sugar",
                    )
                ]
            ),
            applied(g, lang, {1: p[1].replace("85 g caster sugar", "100 g caster sugar")}),
            edit_format="blocks",
        ),
        case(
            g,
            lang,
            5,
            "stream_cut_inside_ingredients",
            "Make the intro livelier.",
            stream_text,
            refused("the stream was cut inside the ingredients list"),
            stream=True,
            stream_cut=True,
        ),
        case(
            g,
            lang,
            6,
            "length_cut_whole_after_target",
            "Make the intro cosier.",
            length_text,
            refused("cut by the token limit in step 4"),
            finish_reason="length",
        ),
        case(
            g,
            lang,
            7,
            "asks_before_changing_ingredients",
            "Make it vegan.",
            "Making this cake vegan means replacing the butter and the eggs, which changes the ingredients and steps 2 and 3. Would you like me to suggest swaps (for example, plant butter and aquafaba) before I rewrite the recipe?",
            {"outcome": "model_says", "contains": "Would you like me to suggest swaps"},
        ),
        case(
            g,
            lang,
            8,
            "bold_no_change_then_arithmetic",
            "Check the tip's quantities are right.",
            "**NO_CHANGE**\n\nHalving the recipe for a 1 lb tin is right (a 2 lb tin holds twice as much), and 30 minutes is a sensible bake for the smaller cake.",
            {"outcome": "no_change"},
        ),
        case(
            g,
            lang,
            9,
            "whole_drops_untouched_paragraph",
            "Make step 1 clearer.",
            whole(t, p, step1, dropped=6),
            applied(g, lang, step1, withheld=1),
        ),
        case(
            g,
            lang,
            10,
            "baking_time_changed_in_target",
            "Make step 3 clearer.",
            whole(t, p, step3_moved),
            refused("the baking time changed from 45–50 to 40–45 minutes"),
        ),
        case(
            g,
            lang,
            11,
            "untouched_quantity_changed_in_whole",
            "Make the intro warmer.",
            "Here you go:\n\n" + whole(t, p, {**warm_intro, **sugar_drift}),
            applied(g, lang, warm_intro, withheld=1),
        ),
        case(
            g,
            lang,
            12,
            "second_block_changes_oven_temperature",
            "Make step 2 friendlier.",
            blocks([(p[3], friendly_step2), (oven_old, oven_drift)]),
            applied(g, lang, {3: friendly_step2}, withheld=1),
            edit_format="blocks",
        ),
    ]


def recipe_zh() -> list[Case]:
    g, lang = "recipe", "zh"
    t, p = ARTICLES[(g, lang)]
    step2 = {
        3: "**第二步** 锅里放少许油，开小火，放入冰糖慢慢炒化，等糖液冒小泡、颜色变成枣红色时，马上倒入肉块翻炒，让每块肉都裹上糖色。"
    }
    step4 = {
        5: "**第四步** 最后转大火收汁，边收边翻动，等汤汁变得浓稠、均匀裹满肉块，就可以出锅了。"
    }
    cosy_intro = {
        0: "这是外婆的红烧肉做法。每年过年，她都会在灶台前守着一大锅，满屋子都是肉香。肥而不腻，入口即化，配一碗白米饭最香。"
    }
    lively_intro = {
        0: "外婆的拿手红烧肉来啦！每年过年她都会做一大锅，一上桌就被抢光。肥而不腻，入口即化，配一碗白米饭最香。"
    }
    step1 = {
        2: "**第一步** 五花肉切成3厘米见方的块。冷水下锅，加1汤匙料酒，焯水5分钟后捞出，用温水洗净沥干。"
    }
    step3_moved = {
        4: "**第三步** 加入生抽、老抽、剩下的料酒和姜葱八角，再倒入开水没过肉块，大火烧开后转小火慢炖40分钟。"
    }
    warm_intro = {
        0: "这是外婆的红烧肉做法，每年过年她都会满怀心意地做上一大锅。肥而不腻，入口即化，配一碗白米饭最香。"
    }
    sugar_drift = {1: p[1].replace("冰糖 30克", "冰糖 50克")}
    friendly_step2 = "**第二步** 接下来是关键一步：锅里放少许油，小火放入冰糖炒出糖色，颜色变成枣红色时马上下肉块翻炒上色。"
    fire_old = "大火烧开后转小火炖60分钟"
    fire_drift = "大火烧开后转小火炖90分钟"
    stream_text = whole(t, p, lively_intro)
    stream_text = stream_text[: stream_text.index("生抽 2汤匙") + len("生抽 2")]
    length_text = whole(t, p, cosy_intro)
    length_text = length_text[: length_text.index("裹满肉块")]
    return [
        case(
            g,
            lang,
            1,
            "whole_reply_target_rewritten",
            "第二步写得更清楚一点",
            whole(t, p, step2),
            applied(g, lang, step2),
        ),
        case(
            g,
            lang,
            2,
            "target_alone_with_label",
            "第四步改得好懂一些",
            step4[5],
            applied(g, lang, step4),
        ),
        case(
            g,
            lang,
            3,
            "whole_between_chatter",
            "开头写得更有烟火气一点",
            "好嘞！改好的菜谱如下：\n\n" + whole(t, p, cosy_intro) + "\n\n祝你做菜顺利～🍖",
            applied(g, lang, cosy_intro),
        ),
        case(
            g,
            lang,
            4,
            "writer_quantity_by_block",
            "冰糖改成40克",
            blocks([("- 冰糖 30克", "- 冰糖 40克")]),
            applied(g, lang, {1: p[1].replace("冰糖 30克", "冰糖 40克")}),
            edit_format="blocks",
        ),
        case(
            g,
            lang,
            5,
            "stream_cut_inside_ingredients",
            "开头写得活泼一点",
            stream_text,
            refused("流式输出在用料清单中断开"),
            stream=True,
            stream_cut=True,
        ),
        case(
            g,
            lang,
            6,
            "length_cut_whole_after_target",
            "开头写得更有烟火气一点",
            length_text,
            refused("输出在第四步被长度上限截断"),
            finish_reason="length",
        ),
        case(
            g,
            lang,
            7,
            "asks_before_changing_ingredients",
            "改成素食版",
            "改成素食版需要把五花肉换掉，用料和每一步都会变。你想用什么代替，比如杏鲍菇还是面筋？确定了我再改。",
            {"outcome": "model_says", "contains": "你想用什么代替"},
        ),
        case(
            g,
            lang,
            8,
            "bold_no_change_then_arithmetic",
            "检查一下料酒的用量对不对",
            "**NO_CHANGE**\n\n用料里料酒共2汤匙：焯水用1汤匙，第三步用剩下的1汤匙，前后一致，不需要修改。",
            {"outcome": "no_change"},
        ),
        case(
            g,
            lang,
            9,
            "whole_drops_untouched_paragraph",
            "第一步写得更清楚",
            whole(t, p, step1, dropped=6),
            applied(g, lang, step1, withheld=1),
        ),
        case(
            g,
            lang,
            10,
            "baking_time_changed_in_target",
            "第三步写得更清楚一点",
            whole(t, p, step3_moved),
            refused("炖的时间从60分钟变成了40分钟"),
        ),
        case(
            g,
            lang,
            11,
            "untouched_quantity_changed_in_whole",
            "开头写得更温暖一些",
            "给你：\n\n" + whole(t, p, {**warm_intro, **sugar_drift}),
            applied(g, lang, warm_intro, withheld=1),
        ),
        case(
            g,
            lang,
            12,
            "second_block_changes_stewing_time",
            "第二步写得亲切一点",
            blocks([(p[3], friendly_step2), (fire_old, fire_drift)]),
            applied(g, lang, {3: friendly_step2}, withheld=1),
            edit_format="blocks",
        ),
    ]


def main() -> None:
    files = {"wedding": wedding_en() + wedding_zh(), "recipe": recipe_en() + recipe_zh()}
    for name, cases in files.items():
        with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as out:
            for one in cases:
                out.write(json.dumps(one, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
