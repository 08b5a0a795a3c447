# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 37's dev fidelity cases of multi-part asks (run from the repository root): every
part done; one part silently ignored (an insert, a delete, a replace, a tone or length rewrite, a
title change, a move); a part done in the wrong paragraph; a part done only partly ("shorten
paragraphs 2 and 3", only 2 shortened); an extra change nobody asked for; asks naming places by
ordinals, quotes, 倒数第二段 and "the bit about X"; a question beside an edit. The applied parts
are saved; every part the reply did not do is named in a "Not done" line in the writer's
language; a part done is never named. Every expected article is the original paragraph list
with only the asked changes made."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]
# paragraph index → new text (None: the paragraph deleted); "title" → the new title;
# "order" → the paragraphs' new order (a move).
Changes = dict[object, object]

EN_TITLE = "Riverside Library Book Fair This Weekend"
EN = [
    "The Riverside Library book fair runs on Saturday 14 June from 10 am to 4 pm in the main reading room. Entry is free, and every book costs £1.",
    "We have collected more than 2,000 donated books this spring, from cookery and gardening to crime novels and picture books for the little ones. Volunteers have spent weeks sorting them by subject so that browsing is easy, and the shelves have never looked so full.",
    "There will be a storytelling corner for childern at 11 am, led by our librarian Amina Shah, and a quiz about local history at 2 pm with a prize for the winner.",
    "Parking is limited, so please come on foot or by bike if you can. The number 7 bus stops right outside the library.",
    "All money raised goes towards new computers for the study room, which our students have been asking for since last year. Last year's fair raised £1,200.",
    "Thank you to everyone who donated books and gave their time. See you on Saturday!",
    "— The Friends of Riverside Library",
]
ZH_TITLE = "河畔图书馆周末旧书义卖"
ZH = [
    "河畔图书馆旧书义卖会定在6月14日（周六）上午十点到下午四点，地点在图书馆一楼阅览室。免费入场，每本书一律五元。",
    "今年春天我们一共收到两千多本捐赠的图书，从菜谱、园艺到推理小说，还有给小朋友的绘本。志愿者们花了好几个星期按类别整理好，方便大家挑选，书架从来没有这么满过。",
    "上午十一点有儿童故事角，由馆员张敏老师主讲；下午两点有本地历史知识问达，答对最多的有小奖品。",
    "图书馆停车位有限，能步行或骑车的尽量不要开车。7路公交车就停在图书馆门口。",
    "义卖所得全部用来给自习室添置新电脑，同学们从去年就一直盼着。去年的义卖筹到了六千元。",
    "感谢每一位捐书和出力的朋友，周六见！",
    "——河畔图书馆之友",
]

# What a model writes for each part of an ask.
EN_DATE = {0: EN[0].replace("Saturday 14 June", "Saturday 21 June")}
EN_PRICE = {0: EN[0].replace("£1.", "£2.")}
EN_TIGHT_1 = {
    0: "The Riverside Library book fair is on Saturday 14 June, 10 am–4 pm, in the main reading room. Entry is free; every book is £1."
}
EN_TIGHT_1_DATE = {
    0: "The Riverside Library book fair is on Saturday 21 June, 10 am–4 pm, in the main reading room. Entry is free; every book is £1."
}
EN_SHORT_2 = {
    1: "We have collected more than 2,000 donated books this spring, from cookery to picture books, and volunteers have sorted them all by subject."
}
EN_SHORT_3 = {
    2: "Librarian Amina Shah runs a children's storytelling corner at 11 am, and there is a local history quiz with a prize at 2 pm."
}
EN_TYPO_3 = {2: EN[2].replace("childern", "children")}
EN_NO_QUIZ = {
    2: "There will be a storytelling corner for childern at 11 am, led by our librarian Amina Shah."
}
EN_THANK_VOLUNTEERS = {
    5: EN[5] + " A special thank-you to our volunteers, who sorted every single book."
}
EN_WARM_END = {
    5: "Thank you so much to everyone who donated books and gave up their time — we couldn't do it without you. We can't wait to see you on Saturday!"
}
EN_SHORT_6 = {5: "Thanks to all who donated and helped. See you Saturday!"}
EN_FORMAL_5 = {
    4: "All proceeds will fund new computers for the study room, which students have requested since last year. Last year's fair raised £1,200."
}
EN_NO_LAST = {6: None}
EN_TITLE_Q = {"title": "Coming to the Riverside Library Book Fair This Weekend?"}
EN_MOVE_5_AFTER_6 = {"order": [0, 1, 2, 3, 5, 4, 6]}
# Changes nobody asked for.
EN_DRIFT_BUS = {
    3: "Parking is limited, so please walk or cycle if you can. The number 7 bus stops right outside the library."
}
EN_DRIFT_MONEY = {
    4: "Every penny raised goes towards new computers for the study room, which our students have been asking for since last year. Last year's fair raised £1,200."
}

ZH_DATE = {0: ZH[0].replace("6月14日", "6月21日")}
ZH_PRICE = {0: ZH[0].replace("一律五元", "一律十元")}
ZH_TIGHT_1 = {
    0: "河畔图书馆旧书义卖会：6月14日（周六）10:00–16:00，图书馆一楼阅览室，免费入场，每本五元。"
}
ZH_SHORT_2 = {1: "今年春天共收到两千多本捐书，从菜谱到绘本都有，志愿者已按类别整理好。"}
ZH_SHORT_3 = {2: "上午十一点张敏老师讲儿童故事，下午两点本地历史知识问答，有小奖品。"}
ZH_TYPO_3 = {2: ZH[2].replace("问达", "问答")}
ZH_NO_QUIZ = {2: "上午十一点有儿童故事角，由馆员张敏老师主讲。"}
ZH_NO_PARKING = {3: "7路公交车就停在图书馆门口。"}
ZH_THANK_VOLUNTEERS = {5: ZH[5] + "特别感谢志愿者们，每一本书都是你们亲手整理的。"}
ZH_WARM_END = {5: "真心感谢每一位捐书、出力的朋友，没有你们就没有这次义卖。周六，我们不见不散！"}
ZH_SHORT_6 = {5: "感谢捐书出力的朋友，周六见！"}
ZH_SHORT_5 = {4: "义卖所得全部用于添置自习室电脑，去年筹到六千元。"}
ZH_LIVELY_5 = {
    4: "义卖的每一分钱都会变成自习室里崭新的电脑——同学们可是从去年就眼巴巴地盼着呢！去年的义卖筹到了六千元。"
}
ZH_NO_LAST = {6: None}
ZH_TITLE_Q = {"title": "这个周末，来河畔图书馆淘旧书吗？"}
ZH_MOVE_5_AFTER_6 = {"order": [0, 1, 2, 3, 5, 4, 6]}
ZH_DRIFT_BUS = {3: "图书馆停车位有限，请尽量步行或骑车前来。7路公交车就停在图书馆门口。"}
ZH_DRIFT_MONEY = {
    4: "义卖所得将全部用于为自习室添置新电脑，同学们从去年就一直盼着。去年的义卖筹到了六千元。"
}


def merged(parts: list[Changes]) -> Changes:
    return {k: v for part in parts for k, v in part.items()}


def body(paragraphs: list[str], changed: Changes) -> str:
    order = changed.get("order", range(len(paragraphs)))
    texts = [changed.get(i, paragraphs[i]) for i in order]  # type: ignore[union-attr]
    return "\n\n".join(t for t in texts if t is not None)


def full_reply(title: str, text: str, zh: bool, chatter: str) -> str:
    whole = title + "\n\n" + text
    if chatter:
        return chatter + "\n\n" + whole
    return whole


def blocks_reply(paragraphs: list[str], changed: Changes) -> str:
    return "\n\n".join(
        f"<<<<<<< SEARCH\n{paragraphs[i]}\n=======\n{new or ''}\n>>>>>>> REPLACE"
        for i, new in sorted((k, v) for k, v in changed.items() if isinstance(k, int))
    )


def make(
    case_id: str,
    kind: str,
    suggestion: str,
    done: list[Changes],
    saved: list[Changes],
    *,
    withheld: int = 0,
    blocks: bool = False,
    chatter: str = "",
    told: str = "",
    not_told: str = "",
) -> Case:
    """A case: the model's reply makes every change in `done`; what must be saved is the original
    with only the changes in `saved`; the reply must say `told` (an ask not done, the model's
    answer to a question) and must not say `not_told` (a part it did, named as not done)."""
    zh = "-zh-" in case_id
    paragraphs = ZH if zh else EN
    title = ZH_TITLE if zh else EN_TITLE
    replied = merged(done)
    kept = merged(saved)
    expect: dict[str, object] = {
        "outcome": "applied",
        "title": kept.get("title", title),
        "body": body(paragraphs, kept),
    }
    if withheld:
        expect["withheld_min"] = withheld
    if told:
        expect["note_contains"] = told
    if not_told:
        expect["note_lacks"] = not_told
    reply = (
        blocks_reply(paragraphs, replied)
        if blocks
        else full_reply(str(replied.get("title", title)), body(paragraphs, replied), zh, chatter)
    )
    return case_record(
        case_id,
        "zh" if zh else "en",
        kind,
        "session 37 scope brief: multi-part asks, a part ignored, partly done or misplaced",
        title,
        body(paragraphs, {}),
        suggestion,
        [reply],
        expect,
        edit_format="blocks" if blocks else "full",
    )


NOT_EN = "Not done: “"
NOT_ZH = "没有改：“"
NONE_EN = "Not done"
NONE_ZH = "没有改"

EN_CASES = [
    # Every part done: all saved, nothing named as not done.
    make(
        "d41-en-all-01",
        "all_done",
        "Shorten paragraph 2 and add a line thanking the volunteers.",
        [EN_SHORT_2, EN_THANK_VOLUNTEERS],
        [EN_SHORT_2, EN_THANK_VOLUNTEERS],
        not_told=NONE_EN,
    ),
    make(
        "d41-en-all-02",
        "all_done",
        "Tighten the intro, change the date in para 1 to 21 June and drop the last line",
        [EN_TIGHT_1_DATE, EN_NO_LAST],
        [EN_TIGHT_1_DATE, EN_NO_LAST],
        not_told=NONE_EN,
    ),
    make(
        "d41-en-all-03",
        "all_done",
        "Move paragraph 5 after paragraph 6, and fix the typo in paragraph 3.",
        [EN_MOVE_5_AFTER_6, EN_TYPO_3],
        [EN_MOVE_5_AFTER_6, EN_TYPO_3],
        not_told=NONE_EN,
    ),
    make(
        "d41-en-all-04",
        "all_done",
        "Make the title a question and shorten the second paragraph.",
        [EN_TITLE_Q, EN_SHORT_2],
        [EN_TITLE_Q, EN_SHORT_2],
        not_told=NONE_EN,
    ),
    make(
        "d41-en-all-05",
        "all_done",
        "Shorten paragraph 2 and fix the typo in paragraph 3.",
        [EN_SHORT_2, EN_TYPO_3],
        [EN_SHORT_2, EN_TYPO_3],
        blocks=True,
        not_told=NONE_EN,
    ),
    # One part ignored, each kind: named for the writer.
    make(
        "d41-en-skip-insert-01",
        "ignored_insert",
        "Shorten paragraph 2 and add a line thanking the volunteers.",
        [EN_SHORT_2],
        [EN_SHORT_2],
        told=NOT_EN + "add a line thanking the volunteers",
    ),
    make(
        "d41-en-skip-insert-02",
        "ignored_insert",
        "Fix the typo in paragraph 3. Also mention that the café will be open all day.",
        [EN_TYPO_3],
        [EN_TYPO_3],
        chatter="Here's the corrected article:",
        told=NOT_EN + "mention that the café will be open all day",
    ),
    make(
        "d41-en-skip-insert-03",
        "ignored_insert",
        "Shorten paragraph 2, and add a line thanking the volunteers",
        [EN_SHORT_2],
        [EN_SHORT_2],
        blocks=True,
        told=NOT_EN + "add a line thanking the volunteers",
    ),
    make(
        "d41-en-skip-delete-01",
        "ignored_delete",
        "Tighten the intro, change the date in para 1 to 21 June and drop the last line",
        [EN_TIGHT_1_DATE],
        [EN_TIGHT_1_DATE],
        told=NOT_EN + "drop the last line",
    ),
    make(
        "d41-en-skip-delete-02",
        "ignored_delete",
        "Fix the typo in paragraph 3 and delete the bit about the quiz.",
        [EN_TYPO_3],
        [EN_TYPO_3],
        told=NOT_EN + "delete the bit about the quiz",
    ),
    make(
        "d41-en-skip-replace-01",
        "ignored_replace",
        'Change "£1" to "£2" and shorten paragraph 2.',
        [EN_SHORT_2],
        [EN_SHORT_2],
        told=NOT_EN + 'Change "£1" to "£2"',
    ),
    make(
        "d41-en-skip-replace-02",
        "ignored_replace",
        "Shorten paragraph 2, then change the date to Saturday 21 June.",
        [EN_SHORT_2],
        [EN_SHORT_2],
        blocks=True,
        told=NOT_EN + "change the date to Saturday 21 June",
    ),
    make(
        "d41-en-skip-tone-01",
        "ignored_rewrite",
        "Fix the typo in paragraph 3 and make the thank-you paragraph warmer.",
        [EN_TYPO_3],
        [EN_TYPO_3],
        told=NOT_EN + "make the thank-you paragraph warmer",
    ),
    make(
        "d41-en-skip-tone-02",
        "ignored_rewrite",
        "Make the fifth paragraph more formal, and change the price to £2.",
        [EN_PRICE],
        [EN_PRICE],
        told=NOT_EN + "Make the fifth paragraph more formal",
    ),
    make(
        "d41-en-skip-title-01",
        "ignored_title",
        "Make the title a question and shorten the second paragraph.",
        [EN_SHORT_2],
        [EN_SHORT_2],
        told=NOT_EN + "Make the title a question",
    ),
    make(
        "d41-en-skip-move-01",
        "ignored_move",
        "Move paragraph 5 after paragraph 6, and fix the typo in paragraph 3.",
        [EN_TYPO_3],
        [EN_TYPO_3],
        told=NOT_EN + "Move paragraph 5 after paragraph 6",
    ),
    # A part done in the wrong paragraph: that change withheld, the part named.
    make(
        "d41-en-wrong-01",
        "wrong_place",
        "Shorten paragraph 3 and change the date to Saturday 21 June.",
        [EN_SHORT_2, EN_DATE],
        [EN_DATE],
        withheld=1,
        told=NOT_EN + "Shorten paragraph 3",
    ),
    make(
        "d41-en-wrong-02",
        "wrong_place",
        "Make the second-to-last paragraph shorter, and fix the typo in paragraph 3.",
        [EN_FORMAL_5, EN_TYPO_3],
        [EN_TYPO_3],
        withheld=1,
        told=NOT_EN + "Make the second-to-last paragraph shorter",
    ),
    # A part done partly: the place left is named.
    make(
        "d41-en-part-01",
        "partly_done",
        "Shorten paras 2 and 3",
        [EN_SHORT_2],
        [EN_SHORT_2],
        told=NOT_EN + "Shorten paras 2 and 3",
    ),
    make(
        "d41-en-part-02",
        "partly_done",
        "Shorten paragraphs 2 and 3, and change the date to Saturday 21 June.",
        [EN_SHORT_2, EN_DATE],
        [EN_SHORT_2, EN_DATE],
        told=NOT_EN + "Shorten paragraphs 2 and 3",
    ),
    make(
        "d41-en-part-03",
        "partly_done",
        "Make the 2nd and 3rd paragraphs shorter.",
        [EN_SHORT_3],
        [EN_SHORT_3],
        blocks=True,
        told=NOT_EN + "Make the 2nd and 3rd paragraphs shorter",
    ),
    # An extra change nobody asked for: withheld; nothing named as not done.
    make(
        "d41-en-extra-01",
        "extra_change",
        "Shorten paragraph 2 and fix the typo in paragraph 3.",
        [EN_SHORT_2, EN_TYPO_3, EN_DRIFT_BUS],
        [EN_SHORT_2, EN_TYPO_3],
        withheld=1,
        not_told=NONE_EN,
    ),
    make(
        "d41-en-extra-02",
        "extra_change",
        "Change the date to Saturday 21 June and make the last-but-one paragraph warmer.",
        [EN_DATE, EN_WARM_END, EN_DRIFT_MONEY],
        [EN_DATE, EN_WARM_END],
        withheld=1,
        not_told=NONE_EN,
    ),
    # Places by ordinals, quotes, "the bit about X".
    make(
        "d41-en-place-01",
        "places_named",
        "Cut the bit about the quiz, and make the second paragraph shorter.",
        [EN_NO_QUIZ, EN_SHORT_2],
        [EN_NO_QUIZ, EN_SHORT_2],
        not_told=NONE_EN,
    ),
    make(
        "d41-en-place-02",
        "places_named",
        "Cut the bit about the quiz, and make the second paragraph shorter.",
        [EN_SHORT_2],
        [EN_SHORT_2],
        told=NOT_EN + "Cut the bit about the quiz",
    ),
    make(
        "d41-en-place-03",
        "places_named",
        'Replace "childern" with "children" and make the penultimate paragraph shorter.',
        [EN_TYPO_3],
        [EN_TYPO_3],
        told=NOT_EN + "make the penultimate paragraph shorter",
    ),
    # A question beside an edit: the question answered in the model's words, the edit saved.
    make(
        "d41-en-ask-01",
        "question_and_edit",
        "Is para 2 too long? Also fix the typo in paragraph 3.",
        [EN_TYPO_3],
        [EN_TYPO_3],
        chatter="Paragraph 2 reads fine at its length, so I left it alone. Here is the article with the typo fixed:",
        told="reads fine at its length",
        not_told=NONE_EN,
    ),
    make(
        "d41-en-ask-02",
        "question_and_edit",
        "Is the second paragraph too long? And fix the typo in paragraph 3.",
        [EN_SHORT_2, EN_TYPO_3],
        [EN_TYPO_3],
        withheld=1,
        not_told=NONE_EN,
    ),
    make(
        "d41-en-ask-03",
        "question_and_edit",
        "Can you make the title a question and shorten paragraph 2?",
        [EN_SHORT_2],
        [EN_SHORT_2],
        told=NOT_EN + "make the title a question",
    ),
    make(
        "d41-en-ask-04",
        "question_and_edit",
        "Is the date right? Also shorten paragraph 2 and add a line thanking the volunteers.",
        [EN_SHORT_2, EN_THANK_VOLUNTEERS],
        [EN_SHORT_2, EN_THANK_VOLUNTEERS],
        chatter="The date looks right to me. Here's the revised article:",
        told="The date looks right",
        not_told=NONE_EN,
    ),
]

ZH_CASES = [
    make(
        "d41-zh-all-01",
        "all_done",
        "第二段缩短，标题改成问句，最后加一句感谢志愿者的话",
        [ZH_SHORT_2, ZH_TITLE_Q, ZH_THANK_VOLUNTEERS],
        [ZH_SHORT_2, ZH_TITLE_Q, ZH_THANK_VOLUNTEERS],
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-all-02",
        "all_done",
        "把第五段挪到第六段后面，顺便改一下第三段的错别字",
        [ZH_MOVE_5_AFTER_6, ZH_TYPO_3],
        [ZH_MOVE_5_AFTER_6, ZH_TYPO_3],
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-all-03",
        "all_done",
        "第二段精简一下，另外把日期改成6月21日",
        [ZH_SHORT_2, ZH_DATE],
        [ZH_SHORT_2, ZH_DATE],
        blocks=True,
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-all-04",
        "all_done",
        "删掉最后一行；第三段的错别字改一下",
        [ZH_NO_LAST, ZH_TYPO_3],
        [ZH_NO_LAST, ZH_TYPO_3],
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-all-05",
        "all_done",
        "倒数第二段写得温暖一点，另外每本书改成十元",
        [ZH_WARM_END, ZH_PRICE],
        [ZH_WARM_END, ZH_PRICE],
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-skip-insert-01",
        "ignored_insert",
        "第二段缩短，标题改成问句，最后加一句感谢志愿者的话",
        [ZH_SHORT_2, ZH_TITLE_Q],
        [ZH_SHORT_2, ZH_TITLE_Q],
        told=NOT_ZH + "最后加一句感谢志愿者的话",
    ),
    make(
        "d41-zh-skip-insert-02",
        "ignored_insert",
        "第三段的错别字改一下，另外提一下当天咖啡馆全天营业",
        [ZH_TYPO_3],
        [ZH_TYPO_3],
        chatter="改好了：",
        told=NOT_ZH + "提一下当天咖啡馆全天营业",
    ),
    make(
        "d41-zh-skip-insert-03",
        "ignored_insert",
        "第二段精简一下，顺便加一句感谢志愿者",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        blocks=True,
        told=NOT_ZH + "加一句感谢志愿者",
    ),
    make(
        "d41-zh-skip-insert-04",
        "ignored_insert",
        "1. 第二段缩短\n2. 加一句话感谢志愿者",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_ZH + "加一句话感谢志愿者",
    ),
    make(
        "d41-zh-skip-delete-01",
        "ignored_delete",
        "第三段的错别字改一下，再把最后一行删掉",
        [ZH_TYPO_3],
        [ZH_TYPO_3],
        told=NOT_ZH + "把最后一行删掉",
    ),
    make(
        "d41-zh-skip-delete-02",
        "ignored_delete",
        "第二段精简一下，另外关于停车那句删掉",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_ZH + "关于停车那句删掉",
    ),
    make(
        "d41-zh-skip-delete-03",
        "ignored_delete",
        "删掉问答那部分，另外第二段缩短一点",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        blocks=True,
        told=NOT_ZH + "删掉问答那部分",
    ),
    make(
        "d41-zh-skip-replace-01",
        "ignored_replace",
        "把“一律五元”改成“一律十元”，另外第二段精简一下",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_ZH + "把“一律五元”改成“一律十元”",
    ),
    make(
        "d41-zh-skip-replace-02",
        "ignored_replace",
        "第二段缩短一点，顺便把日期改成6月21日",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_ZH + "把日期改成6月21日",
    ),
    make(
        "d41-zh-skip-tone-01",
        "ignored_rewrite",
        "第三段的错别字改一下，另外倒数第二段写得温暖一点",
        [ZH_TYPO_3],
        [ZH_TYPO_3],
        told=NOT_ZH + "倒数第二段写得温暖一点",
    ),
    make(
        "d41-zh-skip-tone-02",
        "ignored_rewrite",
        "第五段写得活泼一些，另外每本书改成十元",
        [ZH_PRICE],
        [ZH_PRICE],
        told=NOT_ZH + "第五段写得活泼一些",
    ),
    make(
        "d41-zh-skip-title-01",
        "ignored_title",
        "标题改成问句，另外第二段精简一下",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_ZH + "标题改成问句",
    ),
    make(
        "d41-zh-skip-move-01",
        "ignored_move",
        "把第五段挪到第六段后面，顺便改一下第三段的错别字",
        [ZH_TYPO_3],
        [ZH_TYPO_3],
        told=NOT_ZH + "把第五段挪到第六段后面",
    ),
    make(
        "d41-zh-wrong-01",
        "wrong_place",
        "倒数第二段精简一下，另外把日期改成6月21日",
        [ZH_SHORT_5, ZH_DATE],
        [ZH_DATE],
        withheld=1,
        told=NOT_ZH + "倒数第二段精简一下",
    ),
    make(
        "d41-zh-wrong-02",
        "wrong_place",
        "第三段缩短一点，另外每本书改成十元",
        [ZH_SHORT_2, ZH_PRICE],
        [ZH_PRICE],
        withheld=1,
        told=NOT_ZH + "第三段缩短一点",
    ),
    make(
        "d41-zh-part-01",
        "partly_done",
        "第二、三段都缩短一点",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_ZH + "第二、三段都缩短一点",
    ),
    make(
        "d41-zh-part-02",
        "partly_done",
        "第二段和第三段都精简一下，另外把日期改成6月21日",
        [ZH_SHORT_3, ZH_DATE],
        [ZH_SHORT_3, ZH_DATE],
        told=NOT_ZH + "第二段和第三段都精简一下",
    ),
    make(
        "d41-zh-part-03",
        "partly_done",
        "第二段和第五段都缩短",
        [ZH_SHORT_5],
        [ZH_SHORT_5],
        blocks=True,
        told=NOT_ZH + "第二段和第五段都缩短",
    ),
    make(
        "d41-zh-extra-01",
        "extra_change",
        "第二段缩短一点，顺便改一下第三段的错别字",
        [ZH_SHORT_2, ZH_TYPO_3, ZH_DRIFT_BUS],
        [ZH_SHORT_2, ZH_TYPO_3],
        withheld=1,
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-extra-02",
        "extra_change",
        "把日期改成6月21日，另外倒数第二段精简一下",
        [ZH_DATE, ZH_SHORT_6, ZH_DRIFT_MONEY],
        [ZH_DATE, ZH_SHORT_6],
        withheld=1,
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-place-01",
        "places_named",
        "把关于停车的那句删掉，另外第二段缩短一点",
        [ZH_NO_PARKING, ZH_SHORT_2],
        [ZH_NO_PARKING, ZH_SHORT_2],
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-place-02",
        "places_named",
        "把“问达”改成“问答”，另外倒数第二段精简一点",
        [ZH_TYPO_3],
        [ZH_TYPO_3],
        told=NOT_ZH + "倒数第二段精简一点",
    ),
    make(
        "d41-zh-place-03",
        "places_named",
        "第2段缩短，第5段写得活泼些",
        [ZH_SHORT_2, ZH_LIVELY_5],
        [ZH_SHORT_2, ZH_LIVELY_5],
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-ask-01",
        "question_and_edit",
        "第二段是不是太长了？顺便把第三段的错别字改一下",
        [ZH_TYPO_3],
        [ZH_TYPO_3],
        chatter="第二段长度合适，不用删。错别字已经改好：",
        told="第二段长度合适",
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-ask-02",
        "question_and_edit",
        "第二段会不会太长？另外第三段的错别字改一下",
        [ZH_SHORT_2, ZH_TYPO_3],
        [ZH_TYPO_3],
        withheld=1,
        not_told=NONE_ZH,
    ),
    make(
        "d41-zh-ask-03",
        "question_and_edit",
        "能不能把标题改成问句，再把第二段缩短一点？",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_ZH + "把标题改成问句",
    ),
    make(
        "d41-zh-ask-04",
        "question_and_edit",
        "日期写对了吗？另外第二段精简一下，最后加一句感谢志愿者",
        [ZH_SHORT_2, ZH_THANK_VOLUNTEERS],
        [ZH_SHORT_2, ZH_THANK_VOLUNTEERS],
        chatter="日期没有问题。修改后的全文：",
        told="日期没有问题",
        not_told=NONE_ZH,
    ),
]


def main() -> None:
    cases = EN_CASES + ZH_CASES
    assert len({c["id"] for c in cases}) == len(cases)
    with (HERE / "multipart.jsonl").open("w", encoding="utf-8") as out:
        for case in cases:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
