# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 35's dev fidelity cases (run from the repository root): a pharmacy leaflet and a
board-game rulebook, in English and Chinese, answered in the shapes real models give. Every
expected article is the original paragraph list with only the asked entries replaced."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import block  # noqa: E402

sys.path.insert(0, str(HERE))

from articles import EN_LEAFLET, EN_RULES, ZH_LEAFLET, ZH_RULES, Article  # noqa: E402

Case = dict[str, object]


def body(article: Article, changed: dict[int, str]) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(article[1]))


def whole(article: Article, changed: dict[int, str], title: str = "") -> str:
    """The article as a model writes it back: the title line, a blank line, the body."""
    return (title or article[0]) + "\n\n" + body(article, changed)


def dropped(article: Article, changed: dict[int, str], gone: int) -> str:
    """A whole reply that silently leaves out paragraph `gone`."""
    kept = [changed.get(i, p) for i, p in enumerate(article[1]) if i != gone]
    return article[0] + "\n\n" + "\n\n".join(kept)


def case(
    case_id: str,
    kind: str,
    article: Article,
    suggestion: str,
    replies: list[str],
    expect: Case,
    *,
    edit_format: str = "full",
    selected_text: str | None = None,
    options: Case | None = None,
) -> Case:
    zh = "-zh-" in case_id
    return {
        "id": case_id,
        "lang": "zh" if zh else "en",
        "kind": kind,
        "source": "session 35 fid-fix probe: " + kind.replace("_", " "),
        "edit_format": edit_format,
        "article": {"title": article[0], "body": body(article, {})},
        "suggestion": suggestion,
        "selected_text": selected_text,
        "replies": replies,
        **(options or {}),
        "expect": expect,
    }


def applied(article: Article, changed: dict[int, str], title: str = "", withheld: int = 0) -> Case:
    expect: Case = {
        "outcome": "applied",
        "title": title or article[0],
        "body": body(article, changed),
    }
    if withheld:
        expect["withheld_min"] = withheld
    return expect


def refused(because: str) -> Case:
    return {"outcome": "refused", "because": because}


def leaflet_cases(lang: str, article: Article, w: dict[str, object]) -> list[Case]:
    """Twelve cases on one leaflet; `w` holds this language's words for each."""
    p = article[1]
    n = iter(range(1, 13))

    def cid() -> str:
        return f"d37-leaflet-{lang}-{next(n):02d}"

    new4, new0, new5, new3, new6 = w["new4"], w["new0"], w["new5"], w["new3"], w["new6"]
    assert isinstance(new4, str) and isinstance(new0, str) and isinstance(new5, str)
    assert isinstance(new3, str) and isinstance(new6, str)
    drift: dict[int, str] = w["typography_drift"]  # type: ignore[assignment]
    reworded1 = str(w["reworded1"])
    hot5 = str(w["hot5"])
    new2_bad = str(w["new2_bad"])
    cut = whole(article, {0: new0, 1: str(w["new1"])})
    cut = cut[: cut.index(p[3]) + len(p[3]) // 2]
    search9, replace9, typed9 = (str(w[k]) for k in ("search9", "replace9", "typed9"))
    search10, replace10, typed10 = (str(w[k]) for k in ("search10", "replace10", "typed10"))
    return [
        case(
            cid(),
            "preamble_paragraph_alone_signoff",
            article,
            str(w["ask4"]),
            [f"{w['pre']}\n\n{new4}\n\n{w['signoff']}"],
            applied(article, {4: new4}),
        ),
        case(
            cid(),
            "fenced_whole_untouched_typography_drift",
            article,
            str(w["ask0"]),
            ["```markdown\n" + whole(article, {**drift, 0: new0}) + "\n```"],
            applied(article, {0: new0}),
        ),
        case(
            cid(),
            "crlf_whole_after_lead_in",
            article,
            str(w["ask5"]),
            [(str(w["lead_in"]) + "\n\n" + whole(article, {5: new5})).replace("\n", "\r\n")],
            applied(article, {5: new5}),
        ),
        case(
            cid(),
            "first_paragraph_then_rest_unchanged",
            article,
            str(w["ask0b"]),
            [article[0] + "\n\n" + new0 + "\n\n" + str(w["rest"])],
            applied(article, {0: new0}),
        ),
        case(
            cid(),
            "whole_with_unasked_paragraph_reworded",
            article,
            str(w["ask3"]),
            [whole(article, {3: new3, 1: reworded1})],
            applied(article, {3: new3}, withheld=1),
        ),
        case(
            cid(),
            "whole_with_untouched_paragraph_dropped",
            article,
            str(w["ask6"]),
            [dropped(article, {6: new6}, 1)],
            applied(article, {6: new6}),
        ),
        case(
            cid(),
            "dose_changed_in_target",
            article,
            str(w["ask2"]),
            [new2_bad],
            refused("the rewritten dosage paragraph changes the maximum dose the writer gave"),
        ),
        case(
            cid(),
            "storage_temperature_changed_outside_target",
            article,
            str(w["ask4b"]),
            [whole(article, {4: new4, 5: hot5})],
            applied(article, {4: new4}, withheld=1),
        ),
        case(
            cid(),
            "block_search_whitespace_slip",
            article,
            str(w["ask9"]),
            [f"{w['pre9']}\n\n{block(typed9, replace9)}"],
            applied(article, {4: p[4].replace(search9, replace9)}),
            edit_format="blocks",
        ),
        case(
            cid(),
            "block_search_typography_slip",
            article,
            str(w["ask10"]),
            ["```\n" + block(typed10, replace10) + "\n```"],
            applied(article, {5: p[5].replace(search10, replace10)}),
            edit_format="blocks",
        ),
        case(
            cid(),
            "no_change_bold_with_reason",
            article,
            str(w["ask_check"]),
            [str(w["no_change"])],
            {"outcome": "no_change"},
        ),
        case(
            cid(),
            "global_whole_cut_by_length",
            article,
            str(w["ask_all"]),
            [cut],
            refused("the reply was cut off by the length limit in the middle of the article"),
            options={"finish_reason": "length"},
        ),
    ]


EN_LEAFLET_WORDS: dict[str, object] = {
    "ask4": "Make the side effects paragraph clearer.",
    "pre": "Sure! Here's a clearer version of the side effects paragraph:",
    "signoff": "Let me know if you'd like any other changes.",
    "new4": "**Possible side effects.** Most people have no side effects. A few people get an upset stomach, heartburn or a headache. If you pass black stools or vomit blood, stop taking the tablets and call your doctor at once.",
    "ask0": "Make the opening paragraph friendlier.",
    "new0": "Please take a few minutes to read this leaflet before you start taking this medicine, and keep it somewhere safe in case you need it again. Don’t share it with anyone else.",
    "typography_drift": {
        5: '**Storing it.** Keep below 25 °C, in the original pack, out of the sight and reach of children. Do not use after the expiry date on the carton ("EXP").',
    },
    "ask5": "Make the storage paragraph shorter.",
    "lead_in": "Here is the leaflet with a shorter storage paragraph:",
    "new5": "**Storing it.** Keep below 25 °C in the original pack, away from children. Do not use after the expiry date (“EXP”) on the carton.",
    "ask0b": "Rewrite the first paragraph so it sounds more reassuring.",
    "rest": "[rest unchanged]",
    "ask3": "Make the 'do not take it if' paragraph easier to read.",
    "new3": "**Do not take it if** you are allergic to ibuprofen or aspirin, if you have ever had a stomach ulcer, or if you are more than 30 weeks pregnant.",
    "reworded1": "**What it is for.** Ibuprofen 200 mg tablets ease headache, period pain, dental pain and the aches of colds and flu. They can also lower a fever.",
    "ask6": "Make the last paragraph warmer.",
    "new6": "Any questions at all? Your pharmacist is always happy to help, or you can ring the Medicines Line on 0800 123 4567 (Monday to Friday, 9 a.m. to 5 p.m.).\nHollins Pharmacy, 22 Mill Street",
    "ask2": "Make the dosage paragraph simpler.",
    "new2_bad": "**How to take it.** Adults and children over 12: take 1 or 2 tablets with water, up to three times a day. Wait at least 4 hours between doses. Never take more than 8 tablets in 24 hours.",
    "ask4b": "Make the side effects paragraph sound calmer.",
    "hot5": "**Storing it.** Keep below 30 °C, in the original pack, out of the sight and reach of children. Do not use after the expiry date on the carton (“EXP”).",
    "new1": "**What it is for.** These tablets ease headaches, period pain, toothache and the aches of colds and flu, and they help bring a fever down.",
    "ask9": "Make the warning at the end of the side effects paragraph more urgent.",
    "pre9": "I've made the warning stand out more:",
    "search9": "Stop taking the tablets and call your doctor at once if you pass black stools or vomit blood.",
    "typed9": "  Stop taking the tablets and call your doctor  at once\nif you pass black stools or vomit blood.  ",
    "replace9": "**Stop taking the tablets and call your doctor straight away** if you pass black stools or vomit blood.",
    "ask10": "In the storage paragraph, explain what EXP means.",
    "search10": "Do not use after the expiry date on the carton (“EXP”).",
    "typed10": 'Do not use after the expiry date on the carton ("EXP").',
    "replace10": "Do not use after the expiry date printed on the carton after “EXP” (short for “expiry”).",
    "ask_check": "Check that the last paragraph gives the Medicines Line number.",
    "no_change": "**NO_CHANGE** — the last paragraph already gives the Medicines Line number, 0800 123 4567, with its opening hours.",
    "ask_all": "Make the whole leaflet friendlier.",
}

ZH_LEAFLET_WORDS: dict[str, object] = {
    "ask4": "把不良反应那段写得更清楚一些。",
    "pre": "好的，以下是修改后的段落：",
    "signoff": "如需进一步调整，请随时告诉我。",
    "new4": "【不良反应】大多数人服药后没有明显不适，少数人可能出现恶心、胃部不适或头晕。一旦出现黑便或呕血，请立即停药，尽快就医。",
    "ask0": "把开头那段写得亲切一点。",
    "new0": "服药之前，请您花几分钟仔细读一读这份须知，并把它收好，方便以后随时查看。本品为非处方药，请按说明使用。",
    "typography_drift": {
        2: "【用法用量】口服。成人一次1粒,一日2次(早晚各一次),两次服药至少间隔8小时。24小时内不得超过2粒。",
    },
    "ask5": "把贮藏那段写短一点。",
    "lead_in": "好的，贮藏部分已精简，全文如下：",
    "new5": "【贮藏】密封，25℃以下干燥保存，远离儿童。超过包装盒上的“有效期至”日期请勿使用。",
    "ask0b": "把第一段改得让人更放心一些。",
    "rest": "「其余不变」",
    "ask3": "把禁忌那段改得通俗一点。",
    "new3": "【禁忌】如果您对本品或阿司匹林过敏，请不要服用；得过消化道溃疡的人、怀孕最后三个月的孕妇也不能服用。",
    "reworded1": "【适应症】适用于缓解轻度至中度的疼痛，例如头痛、牙痛、痛经和关节痛，也可用于普通感冒或流感引起的发烧。",
    "ask6": "把最后一段写得温暖一些。",
    "new6": "有任何疑问，都欢迎随时问问药师，或拨打用药咨询热线400-820-1234（周一至周五，9:00—17:00），我们很乐意为您解答。\n康宁大药房（解放路店）",
    "ask2": "把用法用量那段写简单一点。",
    "new2_bad": "【用法用量】口服，成人每次1粒，每天早晚各一次，两次之间至少隔8小时。一天最多吃3粒。",
    "ask4b": "把不良反应那段的语气写得平和一点。",
    "hot5": "【贮藏】密封，在30℃以下干燥处保存，放在儿童看不到、拿不到的地方。超过包装盒上标注的“有效期至”日期后请勿使用。",
    "new1": "【适应症】能缓解头痛、牙痛、痛经、关节痛等轻中度疼痛，感冒发烧时也能用。",
    "ask9": "把不良反应那段最后的提醒写得更醒目一些。",
    "pre9": "已把提醒改得更醒目：",
    "search9": "如出现黑便、呕血，请立即停药并就医。",
    "typed9": "  如出现黑便、呕血，\n请立即停药并就医。  ",
    "replace9": "**如出现黑便、呕血，请立即停药并马上就医！**",
    "ask10": "在贮藏那段说明一下有效期看哪里。",
    "search10": "超过包装盒上标注的“有效期至”日期后请勿使用。",
    "typed10": '超过包装盒上标注的"有效期至"日期后请勿使用.',
    "replace10": "有效期见包装盒侧面“有效期至”一栏，超过该日期后请勿使用。",
    "ask_check": "检查一下最后一段有没有写咨询热线。",
    "no_change": "**NO_CHANGE**——最后一段已经写了用药咨询热线400-820-1234和服务时间，无需修改。",
    "ask_all": "把整份须知写得亲切一些。",
}


def rules_cases(lang: str, article: Article, w: dict[str, object]) -> list[Case]:
    """Twelve cases on one rulebook; `w` holds this language's words for each."""
    p = article[1]
    n = iter(range(1, 13))

    def cid() -> str:
        return f"d37-rules-{lang}-{next(n):02d}"

    new0, new2, new3, new4, new5_bad = (
        str(w[k]) for k in ("new0", "new2", "new3", "new4", "new5_bad")
    )
    new6 = str(w["new6"])
    drift: dict[int, str] = w["typography_drift"]  # type: ignore[assignment]
    short_rounds = str(w["short_rounds"])
    search7, replace7, typed7 = (str(w[k]) for k in ("search7", "replace7", "typed7"))
    reworded6 = str(w["reworded6"])
    selected, answer = str(w["selected"]), str(w["selection_reply"])
    cut6 = new6[: len(new6) * 2 // 3]
    new_title = str(w["new_title"])
    return [
        case(
            cid(),
            "paragraph_alone_in_bare_fence_after_label",
            article,
            str(w["ask4"]),
            [f"{w['label4']}\n\n```\n{new4}\n```"],
            applied(article, {4: new4}),
        ),
        case(
            cid(),
            "first_and_last_around_lone_ellipsis",
            article,
            str(w["ask0"]),
            [article[0] + "\n\n" + new0 + "\n\n" + str(w["ellipsis"]) + "\n\n" + p[6]],
            applied(article, {0: new0}),
        ),
        case(
            cid(),
            "whole_untouched_punctuation_width_drift",
            article,
            str(w["ask5"]),
            [whole(article, {**drift, 5: str(w["new5"])})],
            applied(article, {5: str(w["new5"])}),
        ),
        case(
            cid(),
            "round_count_changed_outside_target",
            article,
            str(w["ask2"]),
            [whole(article, {2: new2, 5: short_rounds})],
            applied(article, {2: new2}, withheld=1),
        ),
        case(
            cid(),
            "round_count_changed_in_target",
            article,
            str(w["ask5"]),
            [new5_bad],
            refused("the shorter end-of-game paragraph changes the number of rounds"),
        ),
        case(
            cid(),
            "whole_with_last_paragraph_dropped",
            article,
            str(w["ask3"]),
            [dropped(article, {3: new3}, 6)],
            applied(article, {3: new3}),
        ),
        case(
            cid(),
            "crlf_block_with_indented_search",
            article,
            str(w["ask7"]),
            [block(typed7, replace7).replace("\n", "\r\n")],
            applied(article, {3: p[3].replace(search7, replace7)}),
            edit_format="blocks",
        ),
        case(
            cid(),
            "second_block_rewords_untouched_paragraph",
            article,
            str(w["ask0b"]),
            [block(p[0], new0) + "\n\n" + block(p[6], reworded6)],
            applied(article, {0: new0}, withheld=1),
            edit_format="blocks",
        ),
        case(
            cid(),
            "selection_answered_in_quotes",
            article,
            str(w["ask_sel"]),
            [answer],
            applied(article, {4: p[4].replace(selected, str(w["selection_new"]))}),
            selected_text=selected,
        ),
        case(
            cid(),
            "asks_how_the_deck_runs_out",
            article,
            str(w["ask_rule"]),
            [str(w["question"])],
            {"outcome": "model_says", "contains": str(w["question_phrase"])},
        ),
        case(
            cid(),
            "streamed_paragraph_cut",
            article,
            str(w["ask6"]),
            [cut6],
            refused("the streamed reply stopped in the middle of the paragraph"),
            options={"stream": True, "stream_cut": True},
        ),
        case(
            cid(),
            "title_given_whole_with_chatter",
            article,
            str(w["ask_title"]),
            [f"{w['pre_title']}\n\n{whole(article, {}, new_title)}\n\n{w['post_title']}"],
            applied(article, {}, title=new_title),
        ),
    ]


EN_RULES_WORDS: dict[str, object] = {
    "ask4": "Make the storm rule clearer.",
    "label4": "Here is the revised storm paragraph:",
    "new4": "When someone draws a storm card, they move the storm token. While the storm token sits on a space, no boat may sail into or out of that space; the space opens again once the token moves.",
    "ask0": "Make the first paragraph more exciting.",
    "new0": "In Harbour Lights, you command a fishing fleet from a tiny island, racing your rivals across the waves. Bring home the most valuable catch before the lighthouse goes dark, and the harbour is yours!",
    "ellipsis": "...",
    "ask5": "Make the end-of-game paragraph shorter.",
    "new5": "The game ends after 12 rounds, when the lighthouse tile reaches the last space. Count your coins, with each unsold fish worth half a coin. Most coins wins; ties go to the player with more boats in harbour.",
    "typography_drift": {
        1: "**What's in the box:** 4 harbour boards, 8 wooden boats, 48 tide cards, 60 fish tokens, 30 coins, 1 lighthouse tile and this rulebook.",
        6: "Lost a piece? Write to parts@harbourlights.games with your game's batch number (printed inside the lid) and we'll send a replacement free of charge.",
    },
    "ask2": "Make the setup paragraph easier to follow.",
    "new2": "To set up, hand each player 2 boats, 5 coins and a harbour board. Shuffle the tide cards and stack them face down. Then put the lighthouse tile on the first space of the track.",
    "short_rounds": "The game ends when the lighthouse tile reaches the last space, after 10 rounds. Add up your coins: each unsold fish is worth half a coin. The player with the most coins wins; ties go to the player with more boats in harbour.",
    "new5_bad": "The game ends after 10 rounds, when the lighthouse tile reaches the last space. Count your coins, with each unsold fish worth half a coin. Most coins wins; ties go to the player with more boats in harbour.",
    "ask3": "Make the list of turn options clearer.",
    "new3": "On your turn, choose exactly one action:\n- sail: move one of your boats up to 3 spaces;\n- fish: cast your nets and draw 2 tide cards;\n- sell: sell fish at the market for 1 coin each.",
    "ask7": "Say that boats sail in a straight line.",
    "search7": "- sail one boat up to 3 spaces;",
    "typed7": "    - sail one boat up to 3 spaces;",
    "replace7": "- sail one boat up to 3 spaces in a straight line;",
    "ask0b": "Make the intro more exciting.",
    "reworded6": "Missing a piece? Email parts@harbourlights.games with your game’s batch number (printed inside the lid) and we’ll post a replacement free of charge.",
    "ask_sel": "Make this simpler.",
    "selected": "No boat may enter or leave a space with the storm token until it moves again.",
    "selection_new": "Boats can’t sail into or out of the storm’s space until the token moves.",
    "selection_reply": "“Boats can’t sail into or out of the storm’s space until the token moves.”",
    "ask_rule": "Add the rule for what happens when the tide cards run out.",
    "question": "The rulebook doesn't say what happens when the tide cards run out. Should the discard pile be reshuffled into a new deck, or does the game end at once? Tell me which and I'll add the rule.",
    "question_phrase": "Should the discard pile be reshuffled",
    "ask6": "Make the last paragraph friendlier.",
    "new6": "Lost a piece? Don’t worry! Just write to parts@harbourlights.games with your game’s batch number (you’ll find it printed inside the lid) and we’ll happily send a replacement free of charge.",
    "ask_title": 'Change the title to "Harbour Lights — How to Play".',
    "new_title": "Harbour Lights — How to Play",
    "pre_title": "Done! Here's the rulebook with the new title:",
    "post_title": "Happy gaming!",
}

ZH_RULES_WORDS: dict[str, object] = {
    "ask4": "把风暴那条规则写清楚一点。",
    "label4": "修改后的风暴规则如下：",
    "new4": "有人抽到风暴卡时，由他移动风暴标记。风暴标记停在哪一格，哪一格就封港：任何渔船都不能驶入或驶出，等标记移走后才恢复通行。",
    "ask0": "把第一段写得更刺激一点。",
    "new0": "在《港灯》里，你将率领一支从小岛出发的渔船队，与对手争分夺秒、乘风破浪。灯塔熄灭之前，谁把最值钱的渔获带回港口，谁就是海港之王！",
    "ellipsis": "……",
    "ask5": "把游戏结束那段写短一点。",
    "new5": "第12轮结束、灯塔板块走到最后一格时游戏结束。清点金币，没卖出的鱼每条算半枚金币。金币最多者获胜；平局时港内渔船多者获胜。",
    "typography_drift": {
        1: "**盒内配件:**港口板图4块、木制渔船8艘、潮汐卡48张、鱼标记60枚、金币30枚、灯塔板块1块、规则书1本.",
        6: "配件丢失?请发邮件至 parts@gangdeng.games,写明盒盖内侧印的批次号,我们免费补寄.",
    },
    "ask2": "把准备阶段那段写得好懂一点。",
    "new2": "准备阶段：给每位玩家发2艘渔船、5枚金币和1块港口板图。潮汐卡洗匀后背面朝上叠成一摞，再把灯塔板块放到轨道的第一格。",
    "short_rounds": "灯塔板块走到最后一格（即第10轮结束）时游戏结束。清点金币，每条没卖出的鱼折算半枚金币。金币最多的玩家获胜；平局时，港内渔船多的玩家获胜。",
    "new5_bad": "第10轮结束、灯塔板块走到最后一格时游戏结束。清点金币，没卖出的鱼每条算半枚金币。金币最多者获胜；平局时港内渔船多者获胜。",
    "ask3": "把回合行动那个列表写清楚一点。",
    "new3": "轮到你时，只能从下面三个行动中选一个：\n- 航行：让你的一艘渔船移动至多3格；\n- 捕鱼：撒网并抽2张潮汐卡；\n- 出售：在集市卖鱼，每条换1枚金币。",
    "ask7": "补充说明渔船只能直线航行。",
    "search7": "- 驾驶一艘渔船移动至多3格；",
    "typed7": "\t- 驾驶一艘渔船移动至多3格；",
    "replace7": "- 驾驶一艘渔船沿直线移动至多3格；",
    "ask0b": "把开头写得更吸引人。",
    "reworded6": "配件不见了？发邮件到 parts@gangdeng.games，注明盒盖内侧的批次号，我们会免费给您补寄。",
    "ask_sel": "把这句写简单点。",
    "selected": "风暴标记所在的格子，任何渔船都不能进出，直到标记再次移动。",
    "selection_new": "风暴标记在哪格，哪格就不许船进出，等标记挪走再说。",
    "selection_reply": "「风暴标记在哪格，哪格就不许船进出，等标记挪走再说。」",
    "ask_rule": "补充一条潮汐卡抽完后怎么办的规则。",
    "question": "规则书里没有写潮汐卡抽完之后怎么处理。是把弃牌堆重新洗匀当作新牌堆，还是游戏立即结束？请告诉我您想要哪一种，我再把这条规则补进去。",
    "question_phrase": "是把弃牌堆重新洗匀当作新牌堆",
    "ask6": "把最后一段写得亲切一点。",
    "new6": "配件不小心弄丢了？别着急！请发邮件至 parts@gangdeng.games，写明盒盖内侧印的批次号，我们会第一时间免费为您补寄。",
    "ask_title": "标题改成“《港灯》玩法说明”。",
    "new_title": "《港灯》玩法说明",
    "pre_title": "好的，已修改标题，全文如下：",
    "post_title": "祝您玩得开心！",
}


def main() -> None:
    files = {
        "leaflet": leaflet_cases("en", EN_LEAFLET, EN_LEAFLET_WORDS)
        + leaflet_cases("zh", ZH_LEAFLET, ZH_LEAFLET_WORDS),
        "rules": rules_cases("en", EN_RULES, EN_RULES_WORDS)
        + rules_cases("zh", ZH_RULES, ZH_RULES_WORDS),
    }
    for name, cases in files.items():
        for c in cases:
            expect = c["expect"]
            assert isinstance(expect, dict)
            if expect["outcome"] == "applied":
                assert (
                    expect["body"] != c["article"]["body"]
                    or expect["title"] != c["article"]["title"]
                )  # type: ignore[index]
            if c["selected_text"]:
                assert c["article"]["body"].count(c["selected_text"]) == 1  # type: ignore[index]
        lines = (json.dumps(c, ensure_ascii=False) for c in cases)
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
