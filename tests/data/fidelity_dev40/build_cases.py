# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 36's dev fidelity cases of several asks and several places in one message (run
from the repository root): a reply that does only one of two asks (the writer must be told which
was not done), an ask with no place after "paragraph N: …", an item added to a timeline or a list
of rules, the signature (sign-off, 落款) as a place, several places in one ask ("paragraphs 2 and
5", 第二、五段, "the first and last paragraphs", 除了最后一段), and the phrasings writers type
(typos, 口语, 繁體, English and Chinese mixed). Every expected article is the original paragraph
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

EN_TITLE = "Hillside Choir: Autumn Concert"
EN = [
    "Our autumn concert is on Saturday 18 October at 7 pm in St Mary's Hall. Tickets are £8, or £5 for under-18s.",
    "Rehersals have gone well this term. We have learned four new pieces, and the altos finally mastered the tricky middle section of the Rutter.",
    "Timeline for the day:\n1. 2:00 pm – set up chairs\n2. 4:00 pm – warm-up\n3. 6:30 pm – doors open",
    "Choir rules:\n- Arrive on time\n- Black clothes only\n- Phones off on stage",
    "We still need two voluntears to run the raffle. If you can help, please tell Graham at Thursday's rehearsal.",
    "Thank you all for a wonderful term. See you on the night!",
    "Warm regards,\nHelen Park\nChoir secretary",
]
ZH_TITLE = "山城合唱团秋季音乐会通知"
ZH = [
    "秋季音乐会定在10月18日（周六）晚上七点，地点是圣玛丽礼堂。票价80元，学生票50元。",
    "这学期排练很顺力。我们学会了四首新曲子，女低音声部终于把那段难唱的中段唱下来了。",
    "当天时间轴：\n1. 下午两点 摆椅子\n2. 下午四点 开嗓\n3. 六点半 观众入场",
    "团规：\n- 准时到场\n- 统一穿黑色衣服\n- 上台前关机",
    "抽奖环节还缺两位志原者。能帮忙的请在周四排练时告诉老王。",
    "感谢大家这学期的付出，演出当晚见！",
    "合唱团秘书 林慧\n九月二十日",
]

# What a model writes for each part of an ask (paragraph index → new text; a new paragraph is
# written after its neighbour's text).
EN_DATE = {0: EN[0].replace("Saturday 18 October", "Saturday 25 October")}
EN_PRICE = {0: EN[0].replace("£8", "£10")}
EN_SHORT_2 = {
    1: "Rehearsals have gone well: four new pieces learned, and the altos have mastered the Rutter's middle section."
}
EN_TYPO_2 = {1: EN[1].replace("Rehersals", "Rehearsals")}
EN_TYPO_5 = {4: EN[4].replace("voluntears", "volunteers")}
EN_SHORT_5 = {4: "We need two volunteers for the raffle: tell Graham on Thursday if you can help."}
EN_WARM_2 = {
    1: "Rehearsals have been a joy this term. Together we have learned four new pieces, and the altos, bless them, finally mastered the tricky middle section of the Rutter."
}
EN_WARM_6 = {
    5: "Thank you, every one of you, for such a warm and wonderful term. We can't wait to see you on the night!"
}
EN_FRIENDLY_1 = {
    0: "Good news, everyone: our autumn concert is on Saturday 18 October at 7 pm in St Mary's Hall! Tickets are £8, or £5 for under-18s."
}
EN_FRIENDLY_LAST = {6: "With love and thanks,\nHelen Park\nChoir secretary"}
EN_CLOSING = {5: EN[5] + "\n\nCome early, bring a friend, and enjoy the music."}
EN_PARKING = {0: EN[0] + " Parking at the hall is free."}
EN_TIMES = {
    2: "Timeline for the day:\n1. 2:30 pm – set up chairs\n2. 4:30 pm – warm-up\n3. 6:30 pm – doors open"
}
EN_TIMELINE_END = {2: EN[2] + "\n4. 9:30 pm – pack up"}
EN_RULE_END = {3: EN[3] + "\n- No food in the hall"}
EN_RULE_MIDDLE = {
    3: "Choir rules:\n- Arrive on time\n- Bring your own folder\n- Black clothes only\n- Phones off on stage"
}
EN_SIGN_WARM = {6: "With warmest wishes and heartfelt thanks,\nHelen Park\nChoir secretary"}
EN_SIGN_CASUAL = {6: "Cheers,\nHelen\nChoir secretary"}
EN_THANK_GRAHAM = {4: EN[4] + " Thank you, Graham, for organising it again."}
# Changes nobody asked for.
EN_DRIFT_THANKS = {5: "Thanks so much for a wonderful term. See you on the night!"}
EN_DRIFT_RULES = {
    3: "Choir rules:\n- Arrive on time.\n- Black clothes only.\n- Phones off on stage."
}
EN_DRIFT_SIGN = {6: "Best wishes,\nHelen Park\nChoir secretary"}
EN_DRIFT_PRICE = {0: EN[0].replace("£8", "£8.00")}

ZH_DATE = {0: ZH[0].replace("10月18日", "10月25日")}
ZH_PRICE = {0: ZH[0].replace("票价80元", "票价100元")}
ZH_SHORT_2 = {1: "这学期排练很顺利，学会了四首新曲子，女低音也攻下了那段难唱的中段。"}
ZH_TYPO_2 = {1: ZH[1].replace("顺力", "顺利")}
ZH_TYPO_5 = {4: ZH[4].replace("志原者", "志愿者")}
ZH_SHORT_5 = {4: "抽奖还缺两位志愿者，能帮忙的周四告诉老王。"}
ZH_WARM_2 = {
    1: "这学期的排练让人特别暖心。大家一起学会了四首新曲子，女低音声部的姐妹们也终于把那段难唱的中段唱下来了，真为你们高兴。"
}
ZH_WARM_6 = {5: "真心感谢每一位伙伴这学期的付出和陪伴，演出当晚，我们不见不散！"}
ZH_FRIENDLY_1 = {
    0: "好消息！秋季音乐会定在10月18日（周六）晚上七点，地点是圣玛丽礼堂，欢迎大家来捧场。票价80元，学生票50元。"
}
ZH_FRIENDLY_LAST = {6: "爱你们的合唱团秘书 林慧\n九月二十日"}
ZH_CLOSING = {5: ZH[5] + "\n\n早点来，带上朋友，一起享受音乐吧。"}
ZH_PARKING = {0: ZH[0] + "礼堂停车免费。"}
ZH_TIMES = {2: "当天时间轴：\n1. 下午两点半 摆椅子\n2. 下午四点半 开嗓\n3. 六点半 观众入场"}
ZH_TIMELINE_END = {2: ZH[2] + "\n4. 晚上九点半 散场"}
ZH_RULE_END = {3: ZH[3] + "\n- 礼堂内不吃东西"}
ZH_RULE_MIDDLE = {3: "团规：\n- 准时到场\n- 自带谱夹\n- 统一穿黑色衣服\n- 上台前关机"}
ZH_SIGN_WARM = {6: "永远爱你们的合唱团秘书 林慧\n九月二十日"}
ZH_SIGN_ALL = {6: "山城合唱团全体团员\n九月二十日"}
ZH_THANK_WANG = {4: ZH[4] + "也谢谢老王又一次张罗抽奖。"}
ZH_DRIFT_THANKS = {5: "谢谢大家这学期的辛苦付出，演出当晚见！"}
ZH_DRIFT_RULES = {3: "团规：\n- 准时到场；\n- 统一穿黑色衣服；\n- 上台前关机。"}
ZH_DRIFT_SIGN = {6: "合唱团秘书 林慧\n9月20日"}
ZH_DRIFT_PRICE = {0: ZH[0].replace("票价80元", "票价80.00元")}


def body(paragraphs: list[str], changed: Changes) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def full_reply(title: str, paragraphs: list[str], changed: Changes, zh: bool, chatter: bool) -> str:
    whole = title + "\n\n" + body(paragraphs, changed)
    if not chatter:
        return whole
    return ("改好了：\n\n" if zh else "Here you go:\n\n") + whole


def blocks_reply(paragraphs: list[str], changed: Changes) -> str:
    return "\n\n".join(
        f"<<<<<<< SEARCH\n{paragraphs[i]}\n=======\n{new}\n>>>>>>> REPLACE"
        for i, new in sorted(changed.items())
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
    chatter: bool = False,
    told: str = "",
) -> Case:
    """A case: the model's reply makes every change in `done`; what must be saved is the original
    with only the changes in `saved`, and the reply must say `told` (an ask not done, or what an
    added item was)."""
    zh = case_id.startswith("d40-zh")
    paragraphs = ZH if zh else EN
    title = ZH_TITLE if zh else EN_TITLE
    replied = {k: v for part in done for k, v in part.items()}
    kept = {k: v for part in saved for k, v in part.items()}
    expect: dict[str, object] = {
        "outcome": "applied",
        "title": title,
        "body": body(paragraphs, kept),
    }
    if withheld:
        expect["withheld_min"] = withheld
    if told:
        expect["note_contains"] = told
    reply = (
        blocks_reply(paragraphs, replied)
        if blocks
        else full_reply(title, paragraphs, replied, zh, chatter)
    )
    return case_record(
        case_id,
        "zh" if zh else "en",
        kind,
        "session 36 scope brief: several asks and several places in one message",
        title,
        body(paragraphs, {}),
        suggestion,
        [reply],
        expect,
        edit_format="blocks" if blocks else "full",
    )


NOT_DONE_EN = "Not done: “"
NOT_DONE_ZH = "没有改：“"

EN_CASES = [
    # One of two asks done: the other is named for the writer.
    make(
        "d40-en-half-01",
        "one_ask_not_done",
        "Shorten paragraph 2 and change the concert date to Saturday 25 October.",
        [EN_SHORT_2],
        [EN_SHORT_2],
        told=NOT_DONE_EN,
    ),
    make(
        "d40-en-half-02",
        "one_ask_not_done",
        "Fix the typo in paragraph 5, and make the last paragraph warmer.",
        [EN_TYPO_5],
        [EN_TYPO_5],
        told=NOT_DONE_EN,
    ),
    make(
        "d40-en-half-03",
        "one_ask_not_done",
        "1. make paragraph 6 warmer\n2. change the ticket price to £10",
        [EN_PRICE],
        [EN_PRICE],
        told=NOT_DONE_EN,
    ),
    make(
        "d40-en-half-04",
        "one_ask_not_done",
        "Shorten paragraph 5. Also change the date to Saturday 25 October.",
        [EN_SHORT_5],
        [EN_SHORT_5],
        blocks=True,
        told=NOT_DONE_EN,
    ),
    make(
        "d40-en-half-05",
        "both_done",
        "Shorten paragraph 2 and change the concert date to Saturday 25 October.",
        [EN_SHORT_2, EN_DATE],
        [EN_SHORT_2, EN_DATE],
    ),
    # An ask with no place after "paragraph N: …" is open: anywhere, not paragraph N.
    make(
        "d40-en-open-01",
        "open_after_place",
        "Paragraph 2: make it warmer; also add a closing line.",
        [EN_WARM_2, EN_CLOSING],
        [EN_WARM_2, EN_CLOSING],
    ),
    make(
        "d40-en-open-02",
        "open_after_place",
        "Paragraph 3: change the set-up to 2:30 pm and the warm-up to 4:30 pm. Also mention that parking is free.",
        [EN_TIMES, EN_PARKING],
        [EN_TIMES, EN_PARKING],
    ),
    make(
        "d40-en-open-03",
        "open_after_place",
        "In paragraph 2 fix the typo, and also thank Graham for organising the raffle",
        [EN_TYPO_2, EN_THANK_GRAHAM],
        [EN_TYPO_2, EN_THANK_GRAHAM],
    ),
    # An item added to a timeline or a list of rules: only the item is named as changed.
    make(
        "d40-en-item-01",
        "list_item_added",
        "Add a last step to the timeline: 9:30 pm – pack up",
        [EN_TIMELINE_END],
        [EN_TIMELINE_END],
        told="added “4. 9:30 pm – pack up”",
    ),
    make(
        "d40-en-item-02",
        "list_item_added",
        "add a rule: no food in the hall",
        [EN_RULE_END],
        [EN_RULE_END],
        told="added “- No food in the hall”",
    ),
    make(
        "d40-en-item-03",
        "list_item_added",
        "Add 'Bring your own folder' to the choir rules, after the first one.",
        [EN_RULE_MIDDLE],
        [EN_RULE_MIDDLE],
        told="added “- Bring your own folder”",
    ),
    make(
        "d40-en-item-04",
        "list_item_added_drift",
        "Add a last step to the timeline: 9:30 pm – pack up",
        [EN_TIMELINE_END, EN_DRIFT_THANKS],
        [EN_TIMELINE_END],
        withheld=1,
    ),
    # The signature (sign-off) as a place.
    make(
        "d40-en-sign-01",
        "signature",
        "Make the signature warmer.",
        [EN_SIGN_WARM, EN_DRIFT_THANKS],
        [EN_SIGN_WARM],
        withheld=1,
    ),
    make(
        "d40-en-sign-02",
        "signature",
        "make the sign-off less formal pls",
        [EN_SIGN_CASUAL, EN_DRIFT_RULES],
        [EN_SIGN_CASUAL],
        withheld=1,
    ),
    make(
        "d40-en-sign-03",
        "signature",
        "Shorten paragraph 5 and make the sign off warmer",
        [EN_SHORT_5, EN_SIGN_WARM, EN_DRIFT_THANKS],
        [EN_SHORT_5, EN_SIGN_WARM],
        withheld=1,
    ),
    # Several places in one ask.
    make(
        "d40-en-many-01",
        "several_places",
        "Make paragraphs 2 and 5 shorter.",
        [EN_SHORT_2, EN_SHORT_5],
        [EN_SHORT_2, EN_SHORT_5],
    ),
    make(
        "d40-en-many-02",
        "several_places",
        "Fix the typos in paras 2 & 5",
        [EN_TYPO_2, EN_TYPO_5, EN_DRIFT_THANKS],
        [EN_TYPO_2, EN_TYPO_5],
        withheld=1,
    ),
    make(
        "d40-en-many-03",
        "several_places",
        "Make the first and last paragraphs friendlier.",
        [EN_FRIENDLY_1, EN_FRIENDLY_LAST],
        [EN_FRIENDLY_1, EN_FRIENDLY_LAST],
    ),
    make(
        "d40-en-many-04",
        "several_places",
        "Make the 2nd and 6th paragraphs warmer",
        [EN_WARM_2, EN_WARM_6, EN_DRIFT_RULES],
        [EN_WARM_2, EN_WARM_6],
        withheld=1,
    ),
    make(
        "d40-en-many-05",
        "all_but",
        "Fix the typos everywhere except the last paragraph.",
        [EN_TYPO_2, EN_TYPO_5, EN_DRIFT_SIGN],
        [EN_TYPO_2, EN_TYPO_5],
        withheld=1,
    ),
    make(
        "d40-en-many-06",
        "several_places",
        "paragraphs 2 and 5: fix the spelling",
        [EN_TYPO_2, EN_TYPO_5],
        [EN_TYPO_2, EN_TYPO_5],
        blocks=True,
    ),
    make(
        "d40-en-many-07",
        "several_places",
        "Tidy up the second and fifth paragraphs (typos)",
        [EN_TYPO_2, EN_TYPO_5, EN_DRIFT_SIGN],
        [EN_TYPO_2, EN_TYPO_5],
        withheld=1,
    ),
    make(
        "d40-en-many-08",
        "all_but",
        "everything but the sign-off: fix the typos",
        [EN_TYPO_2, EN_TYPO_5, EN_DRIFT_SIGN],
        [EN_TYPO_2, EN_TYPO_5],
        withheld=1,
    ),
    # Phrasings writers type: typos, shorthand, mixed languages.
    make(
        "d40-en-typed-01",
        "typed",
        "pls shorten para 2 n change the date to Saturday 25 October",
        [EN_SHORT_2, EN_DATE],
        [EN_SHORT_2, EN_DATE],
    ),
    make(
        "d40-en-typed-02",
        "typed",
        "paragarph 2 shorter, and the price shuold be £10",
        [EN_SHORT_2, EN_PRICE],
        [EN_SHORT_2, EN_PRICE],
        chatter=True,
    ),
    make(
        "d40-en-typed-03",
        "mixed_language",
        "第二段 make it shorter, and 把日期改成 Saturday 25 October",
        [EN_SHORT_2, EN_DATE, EN_DRIFT_RULES],
        [EN_SHORT_2, EN_DATE],
        withheld=1,
    ),
]

ZH_CASES = [
    make(
        "d40-zh-half-01",
        "one_ask_not_done",
        "第二段精简一点，顺便把日期改成10月25日。",
        [ZH_SHORT_2],
        [ZH_SHORT_2],
        told=NOT_DONE_ZH,
    ),
    make(
        "d40-zh-half-02",
        "one_ask_not_done",
        "把第五段的错别字改了，另外最后一段写得温暖一点",
        [ZH_TYPO_5],
        [ZH_TYPO_5],
        told=NOT_DONE_ZH,
    ),
    make(
        "d40-zh-half-03",
        "one_ask_not_done",
        "1. 第六段写得更温暖\n2. 票价改成100元",
        [ZH_PRICE],
        [ZH_PRICE],
        told=NOT_DONE_ZH,
    ),
    make(
        "d40-zh-half-04",
        "one_ask_not_done",
        "第五段缩短。然后把日期改成10月25日。",
        [ZH_SHORT_5],
        [ZH_SHORT_5],
        blocks=True,
        told=NOT_DONE_ZH,
    ),
    make(
        "d40-zh-half-05",
        "both_done",
        "第二段精简一点，顺便把日期改成10月25日。",
        [ZH_SHORT_2, ZH_DATE],
        [ZH_SHORT_2, ZH_DATE],
    ),
    make(
        "d40-zh-open-01",
        "open_after_place",
        "第二段：写得温暖一点；另外结尾加一句话。",
        [ZH_WARM_2, ZH_CLOSING],
        [ZH_WARM_2, ZH_CLOSING],
    ),
    make(
        "d40-zh-open-02",
        "open_after_place",
        "第三段：摆椅子改到两点半，开嗓改到四点半。另外提一下停车免费。",
        [ZH_TIMES, ZH_PARKING],
        [ZH_TIMES, ZH_PARKING],
    ),
    make(
        "d40-zh-open-03",
        "open_after_place",
        "第二段改一下错别字，顺便感谢老王张罗抽奖",
        [ZH_TYPO_2, ZH_THANK_WANG],
        [ZH_TYPO_2, ZH_THANK_WANG],
    ),
    make(
        "d40-zh-item-01",
        "list_item_added",
        "时间轴最后加一条：晚上九点半 散场",
        [ZH_TIMELINE_END],
        [ZH_TIMELINE_END],
        told="加了“4. 晚上九点半 散场”",
    ),
    make(
        "d40-zh-item-02",
        "list_item_added",
        "团规里加一条：礼堂内不吃东西",
        [ZH_RULE_END],
        [ZH_RULE_END],
        told="加了“- 礼堂内不吃东西”",
    ),
    make(
        "d40-zh-item-03",
        "list_item_added",
        "团规第一条后面加一条“自带谱夹”",
        [ZH_RULE_MIDDLE],
        [ZH_RULE_MIDDLE],
        told="加了“- 自带谱夹”",
    ),
    make(
        "d40-zh-item-04",
        "list_item_added_drift",
        "时间轴最后加一条：晚上九点半 散场",
        [ZH_TIMELINE_END, ZH_DRIFT_THANKS],
        [ZH_TIMELINE_END],
        withheld=1,
    ),
    make(
        "d40-zh-sign-01",
        "signature",
        "落款写得温暖一点",
        [ZH_SIGN_WARM, ZH_DRIFT_THANKS],
        [ZH_SIGN_WARM],
        withheld=1,
    ),
    make(
        "d40-zh-sign-02",
        "signature",
        "署名改成合唱团全体团员吧",
        [ZH_SIGN_ALL, ZH_DRIFT_RULES],
        [ZH_SIGN_ALL],
        withheld=1,
    ),
    make(
        "d40-zh-sign-03",
        "signature",
        "第五段缩短，落款也写得亲切些",
        [ZH_SHORT_5, ZH_SIGN_WARM, ZH_DRIFT_THANKS],
        [ZH_SHORT_5, ZH_SIGN_WARM],
        withheld=1,
    ),
    make(
        "d40-zh-many-01",
        "several_places",
        "第二、五段都缩短一点。",
        [ZH_SHORT_2, ZH_SHORT_5],
        [ZH_SHORT_2, ZH_SHORT_5],
    ),
    make(
        "d40-zh-many-02",
        "several_places",
        "第二段和第五段的错别字改一下",
        [ZH_TYPO_2, ZH_TYPO_5, ZH_DRIFT_THANKS],
        [ZH_TYPO_2, ZH_TYPO_5],
        withheld=1,
    ),
    make(
        "d40-zh-many-03",
        "several_places",
        "第一段和最后一段写得亲切一点",
        [ZH_FRIENDLY_1, ZH_FRIENDLY_LAST],
        [ZH_FRIENDLY_1, ZH_FRIENDLY_LAST],
    ),
    make(
        "d40-zh-many-04",
        "several_places",
        "第2、6段再温暖些",
        [ZH_WARM_2, ZH_WARM_6, ZH_DRIFT_RULES],
        [ZH_WARM_2, ZH_WARM_6],
        withheld=1,
    ),
    make(
        "d40-zh-many-05",
        "all_but",
        "除了最后一段，其他段的错别字都改一下",
        [ZH_TYPO_2, ZH_TYPO_5, ZH_DRIFT_SIGN],
        [ZH_TYPO_2, ZH_TYPO_5],
        withheld=1,
    ),
    make(
        "d40-zh-many-06",
        "several_places",
        "第二段跟第五段：改错字",
        [ZH_TYPO_2, ZH_TYPO_5],
        [ZH_TYPO_2, ZH_TYPO_5],
        blocks=True,
    ),
    make(
        "d40-zh-many-07",
        "several_places",
        "第二、五段的错别字改一下",
        [ZH_TYPO_2, ZH_TYPO_5, ZH_DRIFT_SIGN],
        [ZH_TYPO_2, ZH_TYPO_5],
        withheld=1,
    ),
    make(
        "d40-zh-many-08",
        "all_but",
        "除了落款，其余的错别字都改掉",
        [ZH_TYPO_2, ZH_TYPO_5, ZH_DRIFT_SIGN],
        [ZH_TYPO_2, ZH_TYPO_5],
        withheld=1,
    ),
    make(
        "d40-zh-typed-01",
        "typed",
        "第2段短点 顺便日期改成10月25号",
        [ZH_SHORT_2, ZH_DATE],
        [ZH_SHORT_2, ZH_DATE],
    ),
    make(
        "d40-zh-typed-02",
        "traditional",
        "第二段縮短一點，另外把票價改成100元",
        [ZH_SHORT_2, ZH_PRICE],
        [ZH_SHORT_2, ZH_PRICE],
        chatter=True,
    ),
    make(
        "d40-zh-typed-03",
        "mixed_language",
        "paragraph 2 精简一下, and 票价改成100元",
        [ZH_SHORT_2, ZH_PRICE, ZH_DRIFT_RULES],
        [ZH_SHORT_2, ZH_PRICE],
        withheld=1,
    ),
]


def main() -> None:
    with (HERE / "several.jsonl").open("w", encoding="utf-8") as out:
        for case in EN_CASES + ZH_CASES:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
