# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 35's dev fidelity cases of compound and multi-part suggestions (run from the
repository root): asks joined by "and", "also", "then", 另外, 还有, 顺便, given as numbered or
bulleted lists or on lines of their own, asks naming a list or a table, a model that drifts
into a paragraph nobody asked about, and the same asks answered with search/replace blocks.
Every expected article is the original paragraph list with only the asked paragraphs replaced."""

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

EN_TITLE = "Riverside Book Clbu: May Meeting"
EN_TITLE_FIXED = "Riverside Book Club: May Meeting"
EN = [
    "Hello readers! Our May meeting is on Thursday 8 May at 7 pm in the back room of the Crown & Anchor. This month we are reading *The Remains of the Day* by Kazuo Ishiguro.",
    "Last month twelve of us came along, the most since the club started in 2021, and the argument about the ending of *Klara and the Sun* went on until closing time.",
    "Please bring:\n- your copy of the book\n- one question for the group\n- £3 towards the room",
    "| Month | Book | Host |\n|---|---|---|\n| June | *Piranesi* | Tom |\n| July | *Small Things Like These* | Aisha |",
    "New members are always welcome. If you have not finished the book, come anyway; spoilers are part of the fun.\nRuth Okafor, organiser",
]
ZH_TITLE = "读书汇五月活动通知"
ZH_TITLE_FIXED = "读书会五月活动通知"
ZH = [
    "各位书友好！五月的读书会定在5月8日（周四）晚上七点，地点还是老街咖啡馆二楼。这次我们一起读石黑一雄的《长日将尽》。",
    "上个月来了十二位书友，是读书会2021年成立以来人最多的一次，大家围绕《克拉拉与太阳》的结局一直聊到打烊。",
    "请带上：\n- 自己的书\n- 一个想和大家讨论的问题\n- 场地费二十元",
    "| 月份 | 书目 | 领读人 |\n|---|---|---|\n| 六月 | 《第七天》 | 小周 |\n| 七月 | 《额尔古纳河右岸》 | 阿珍 |",
    "欢迎新朋友加入。书没读完也没关系，照样来，剧透本来就是乐趣的一部分。\n组织人 林晓雯",
]

# What a model writes for each part of an ask (paragraph index → new text).
EN_TIGHT_END = {
    4: "New members welcome. Have not finished the book? Come anyway; spoilers are fun.\nRuth Okafor, organiser"
}
EN_CASUAL_2 = {
    1: "Last month twelve of us showed up, our best turnout since we kicked off in 2021, and we argued about the ending of *Klara and the Sun* right up to closing time."
}
EN_DATE = {0: EN[0].replace("Thursday 8 May", "Thursday 15 May")}
EN_HALF_PAST = {0: EN[0].replace("7 pm", "7:30 pm")}
EN_WARM_END = {
    4: "New members are always, always welcome. If you have not finished the book, come anyway; spoilers are part of the fun, and we would love to see you.\nRuth Okafor, organiser"
}
EN_SNACK = {2: EN[2] + "\n- a snack to share"}
EN_PEN = {2: EN[2] + "\n- a pen"}
EN_RED_LION = {0: EN[0].replace("Crown & Anchor", "Red Lion")}
EN_LIVELY_LAST_MONTH = {
    1: "Last month twelve of us packed the room, our biggest crowd since the club started in 2021, and the row over the ending of *Klara and the Sun* raged on until closing time."
}
EN_FOURTEEN = {1: EN[1].replace("twelve", "fourteen")}
EN_FRIENDLY_OPEN = {
    0: "Hello, lovely readers! We can't wait to see you at our May meeting on Thursday 8 May at 7 pm in the back room of the Crown & Anchor. This month we are reading *The Remains of the Day* by Kazuo Ishiguro."
}
EN_PRIYA = {3: EN[3].replace("Aisha", "Priya")}
EN_TOM_JULY = {3: EN[3].replace("Aisha", "Tom")}
EN_SHORT_NEW = {
    4: "New members are always welcome, even if you have not finished the book.\nRuth Okafor, organiser"
}
EN_FOUR_POUNDS = {2: EN[2].replace("£3", "£4")}
EN_FUNNY_END = {
    4: "New members are always welcome. If you have not finished the book, come anyway; spoilers are part of the fun, and nobody has been thrown out for one yet.\nRuth Okafor, organiser"
}
EN_CIRCE = {3: EN[3].replace("*Piranesi*", "*Circe*")}
EN_COSY = {
    0: "Hello readers! Our May meeting is on Thursday 8 May at 7 pm in the cosy back room of the Crown & Anchor, with the fire lit and the kettle on. This month we are reading *The Remains of the Day* by Kazuo Ishiguro."
}
EN_ACCESS = {
    4: "New members are always welcome, and the room has step-free access. If you have not finished the book, come anyway; spoilers are part of the fun.\nRuth Okafor, organiser"
}
EN_PLAYFUL_SPOILERS = {
    4: "New members are always welcome. If you have not finished the book, come anyway; spoilers are half the fun, we promise.\nRuth Okafor, organiser"
}
# Changes nobody asked for.
EN_DRIFT_FIGURES = {1: EN[1].replace("twelve", "12")}
EN_DRIFT_END = {
    4: "New members are welcome at any time. If you haven't finished the book, come anyway; spoilers are part of the fun.\nRuth Okafor, organiser"
}
EN_DRIFT_LIST = {
    2: "Please bring:\n- Your copy of the book\n- One question for the group\n- £3 towards the room"
}
EN_DRIFT_TIME = {0: EN[0].replace("7 pm", "7.00pm")}

ZH_TIGHT_END = {4: "欢迎新朋友，没读完也能来，剧透也是乐趣。\n组织人 林晓雯"}
ZH_CASUAL_2 = {
    1: "上个月一下来了十二位书友，算是读书会2021年成立以来最热闹的一回，大家聊《克拉拉与太阳》的结局，一直聊到人家打烊。"
}
ZH_DATE = {0: ZH[0].replace("5月8日", "5月15日")}
ZH_HALF_PAST = {0: ZH[0].replace("晚上七点", "晚上七点半")}
ZH_WARM_END = {
    4: "特别欢迎新朋友加入！书没读完也完全没关系，照样来，剧透本来就是乐趣的一部分，我们等你。\n组织人 林晓雯"
}
ZH_SNACK = {2: ZH[2] + "\n- 一份和大家分享的小零食"}
ZH_PEN = {2: ZH[2] + "\n- 一支笔"}
ZH_VENUE = {0: ZH[0].replace("老街咖啡馆", "河畔书店")}
ZH_LIVELY_LAST_MONTH = {
    1: "上个月一口气来了十二位书友，屋子挤得满满当当，是读书会2021年成立以来最热闹的一次，大家为《克拉拉与太阳》的结局争得面红耳赤，一直聊到打烊。"
}
ZH_FOURTEEN = {1: ZH[1].replace("十二位", "十四位")}
ZH_FRIENDLY_OPEN = {
    0: "亲爱的书友们好呀！五月的读书会定在5月8日（周四）晚上七点，地点还是老街咖啡馆二楼，期待和大家见面。这次我们一起读石黑一雄的《长日将尽》。"
}
ZH_HOST = {3: ZH[3].replace("阿珍", "小李")}
ZH_ZHOU_JULY = {3: ZH[3].replace("阿珍", "小周")}
ZH_SHORT_NEW = {4: "欢迎新朋友，没读完也能来。\n组织人 林晓雯"}
ZH_FEE = {2: ZH[2].replace("二十元", "二十五元")}
ZH_FUNNY_END = {
    4: "欢迎新朋友加入。书没读完也没关系，照样来，剧透本来就是乐趣的一部分，至今还没人因为剧透被赶出去。\n组织人 林晓雯"
}
ZH_BOOK = {3: ZH[3].replace("《第七天》", "《活着》")}
ZH_COSY = {
    0: "各位书友好！五月的读书会定在5月8日（周四）晚上七点，地点还是老街咖啡馆二楼，灯光暖暖的，热茶管够，环境很温馨。这次我们一起读石黑一雄的《长日将尽》。"
}
ZH_ACCESS = {
    4: "欢迎新朋友加入，二楼有电梯，腿脚不便也能上来。书没读完也没关系，照样来，剧透本来就是乐趣的一部分。\n组织人 林晓雯"
}
ZH_PLAYFUL_SPOILERS = {
    4: "欢迎新朋友加入。书没读完也没关系，照样来，剧透嘛，本来就是一半的乐趣。\n组织人 林晓雯"
}
ZH_DRIFT_FIGURES = {1: ZH[1].replace("十二位", "12位")}
ZH_DRIFT_END = {
    4: "欢迎新朋友随时加入。书没读完也不要紧，照样来，剧透本来就是乐趣的一部分。\n组织人 林晓雯"
}
ZH_DRIFT_LIST = {2: "请带上：\n- 自己的书；\n- 一个想和大家讨论的问题；\n- 场地费二十元。"}
ZH_DRIFT_TIME = {0: ZH[0].replace("晚上七点", "晚上7点")}


def body(paragraphs: list[str], changed: Changes) -> str:
    return "\n\n".join(changed.get(i, p) for i, p in enumerate(paragraphs))


def full_reply(title: str, paragraphs: list[str], changed: Changes, zh: bool, chatter: bool) -> str:
    whole = title + "\n\n" + body(paragraphs, changed)
    if not chatter:
        return whole
    if zh:
        return (
            "都改好了：\n\n"
            + whole
            + "\n\n修改：\n"
            + "\n".join(f"- 第{i + 1}段" for i in sorted(changed))
        )
    return (
        "Done, all in:\n\n"
        + whole
        + "\n\nChanges:\n"
        + "\n".join(f"- paragraph {i + 1}" for i in sorted(changed))
    )


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
    title: bool = False,
    withheld: int = 0,
    blocks: bool = False,
    chatter: bool = False,
) -> Case:
    """A case: the model's reply makes every change in `done` (the title's typo fixed when
    `title`); what must be saved is the original with only the changes in `saved`."""
    zh = case_id.startswith("d38-zh")
    paragraphs = ZH if zh else EN
    original_title, fixed_title = (ZH_TITLE, ZH_TITLE_FIXED) if zh else (EN_TITLE, EN_TITLE_FIXED)
    replied = {k: v for part in done for k, v in part.items()}
    kept = {k: v for part in saved for k, v in part.items()}
    expect: dict[str, object] = {
        "outcome": "applied",
        "title": fixed_title if title else original_title,
        "body": body(paragraphs, kept),
    }
    if withheld:
        expect["withheld_min"] = withheld
    reply = (
        blocks_reply(paragraphs, replied)
        if blocks
        else full_reply(fixed_title if title else original_title, paragraphs, replied, zh, chatter)
    )
    return case_record(
        case_id,
        "zh" if zh else "en",
        kind,
        "session 35 scope brief: compound and multi-part asks as writers type them",
        original_title,
        body(paragraphs, {}),
        suggestion,
        [reply],
        expect,
        edit_format="blocks" if blocks else "full",
    )


COSY_EN = 'Replace "twelve" with "fourteen", and make the pub sound cosier.'
COSY_ZH = "把“十二位”改成“十四位”，环境写得温馨一点"
TYPO_EN = "Fix the typo in the title and tighten the last paragraph."
TYPO_ZH = "把标题里的错别字改一下，最后一段精简一点。"
CASUAL_EN = "Make paragraph 2 more casual, and change the date to Thursday 15 May."
CASUAL_ZH = "第二段改得口语一点，顺便把日期改成5月15日"

EN_CASES = [
    make("d38-en-both-01", "and", TYPO_EN, [EN_TIGHT_END], [EN_TIGHT_END], title=True),
    make("d38-en-both-02", "and", CASUAL_EN, [EN_CASUAL_2, EN_DATE], [EN_CASUAL_2, EN_DATE]),
    make(
        "d38-en-list-01",
        "numbered_list",
        '1. Change "7 pm" to "7:30 pm"\n2. Make the ending warmer\n3. Add "- a snack to share" to the what-to-bring list',
        [EN_HALF_PAST, EN_WARM_END, EN_SNACK],
        [EN_HALF_PAST, EN_WARM_END, EN_SNACK],
        chatter=True,
    ),
    make(
        "d38-en-list-02",
        "bulleted_list",
        '- replace "Crown & Anchor" with "Red Lion"\n- make the bit about last month livelier',
        [EN_RED_LION, EN_LIVELY_LAST_MONTH],
        [EN_RED_LION, EN_LIVELY_LAST_MONTH],
    ),
    make(
        "d38-en-list-03",
        "numbered_list",
        "Three changes please:\n1) fix the typo in the title\n2) change the date to Thursday 15 May\n3) make the last paragraph warmer",
        [EN_DATE, EN_WARM_END],
        [EN_DATE, EN_WARM_END],
        title=True,
    ),
    make(
        "d38-en-also-01",
        "also",
        'Replace "twelve" with "fourteen". Also make the opening friendlier.',
        [EN_FOURTEEN, EN_FRIENDLY_OPEN],
        [EN_FOURTEEN, EN_FRIENDLY_OPEN],
    ),
    make(
        "d38-en-then-01",
        "then",
        "Change July's host to Priya, then make the new members paragraph shorter.",
        [EN_PRIYA, EN_SHORT_NEW],
        [EN_PRIYA, EN_SHORT_NEW],
    ),
    make(
        "d38-en-lines-01",
        "new_line",
        'Replace "£3" with "£4"\nand make the ending a bit funnier',
        [EN_FOUR_POUNDS, EN_FUNNY_END],
        [EN_FOUR_POUNDS, EN_FUNNY_END],
    ),
    make(
        "d38-en-table-01",
        "list_or_table_named",
        "In the table, change June's book to *Circe*, and make the ending warmer.",
        [EN_CIRCE, EN_WARM_END],
        [EN_CIRCE, EN_WARM_END],
    ),
    make(
        "d38-en-table-02",
        "list_or_table_named",
        'Add "- a snack to share" to the list, and say in the new members paragraph that the room has step-free access.',
        [EN_SNACK, EN_ACCESS],
        [EN_SNACK, EN_ACCESS],
        chatter=True,
    ),
    make(
        "d38-en-table-03",
        "list_or_table_named",
        'Two things: in the table make Tom the host for July too, and add "- a pen" to the what-to-bring list.',
        [EN_TOM_JULY, EN_PEN],
        [EN_TOM_JULY, EN_PEN],
    ),
    make("d38-en-open-01", "open_ask", COSY_EN, [EN_FOURTEEN, EN_COSY], [EN_FOURTEEN, EN_COSY]),
    make("d38-en-open-02", "open_ask_one_done", COSY_EN, [EN_COSY], [EN_COSY]),
    make(
        "d38-en-drift-01",
        "open_ask_unrelated_drift",
        COSY_EN,
        [EN_FOURTEEN, EN_DRIFT_END],
        [EN_FOURTEEN],
        withheld=1,
    ),
    make(
        "d38-en-drift-02",
        "open_ask_unrelated_drift",
        COSY_EN,
        [EN_FOURTEEN, EN_DRIFT_LIST],
        [EN_FOURTEEN],
        withheld=1,
    ),
    make(
        "d38-en-drift-03",
        "asks_plus_drift",
        'Replace "£3" with "£4", and make the pub sound cosier.',
        [EN_FOUR_POUNDS, EN_COSY, EN_DRIFT_FIGURES],
        [EN_FOUR_POUNDS, EN_COSY],
        withheld=1,
    ),
    make(
        "d38-en-drift-04",
        "asks_plus_drift",
        TYPO_EN,
        [EN_TIGHT_END, EN_DRIFT_FIGURES],
        [EN_TIGHT_END],
        title=True,
        withheld=1,
    ),
    make(
        "d38-en-drift-05",
        "asks_plus_drift",
        'Change "7 pm" to "7:30 pm", and make the spoilers line more playful.',
        [EN_HALF_PAST, EN_PLAYFUL_SPOILERS, EN_DRIFT_FIGURES],
        [EN_HALF_PAST, EN_PLAYFUL_SPOILERS],
        withheld=1,
    ),
    make(
        "d38-en-block-01",
        "blocks_open_ask",
        COSY_EN,
        [EN_FOURTEEN, EN_COSY],
        [EN_FOURTEEN, EN_COSY],
        blocks=True,
    ),
    make(
        "d38-en-block-02",
        "blocks_open_ask_drift",
        COSY_EN,
        [EN_FOURTEEN, EN_COSY, EN_DRIFT_END],
        [EN_FOURTEEN, EN_COSY],
        blocks=True,
        withheld=1,
    ),
    make(
        "d38-en-block-03",
        "blocks_open_ask_drift",
        COSY_EN,
        [EN_FOURTEEN, EN_DRIFT_END],
        [EN_FOURTEEN],
        blocks=True,
        withheld=1,
    ),
    make(
        "d38-en-block-04",
        "blocks_compound",
        CASUAL_EN,
        [EN_CASUAL_2, EN_DATE],
        [EN_CASUAL_2, EN_DATE],
        blocks=True,
    ),
]

ZH_CASES = [
    make("d38-zh-both-01", "and", TYPO_ZH, [ZH_TIGHT_END], [ZH_TIGHT_END], title=True),
    make("d38-zh-both-02", "and", CASUAL_ZH, [ZH_CASUAL_2, ZH_DATE], [ZH_CASUAL_2, ZH_DATE]),
    make(
        "d38-zh-list-01",
        "numbered_list",
        "1. 把“晚上七点”改成“晚上七点半”\n2. 结尾写得更热情一点\n3. 要带的东西里加一条“一份和大家分享的小零食”",
        [ZH_HALF_PAST, ZH_WARM_END, ZH_SNACK],
        [ZH_HALF_PAST, ZH_WARM_END, ZH_SNACK],
        chatter=True,
    ),
    make(
        "d38-zh-list-02",
        "bulleted_list",
        "- 把“老街咖啡馆”换成“河畔书店”\n- 上个月那段写得热闹些",
        [ZH_VENUE, ZH_LIVELY_LAST_MONTH],
        [ZH_VENUE, ZH_LIVELY_LAST_MONTH],
    ),
    make(
        "d38-zh-list-03",
        "numbered_list",
        "三处改动：\n1）标题的错别字改掉\n2）日期改成5月15日\n3）最后一段写得热情一点",
        [ZH_DATE, ZH_WARM_END],
        [ZH_DATE, ZH_WARM_END],
        title=True,
    ),
    make(
        "d38-zh-also-01",
        "also",
        "把“十二位”改成“十四位”。另外开头写得亲切一点。",
        [ZH_FOURTEEN, ZH_FRIENDLY_OPEN],
        [ZH_FOURTEEN, ZH_FRIENDLY_OPEN],
    ),
    make(
        "d38-zh-then-01",
        "then",
        "七月的领读人换成小李，然后新朋友那段再短一点。",
        [ZH_HOST, ZH_SHORT_NEW],
        [ZH_HOST, ZH_SHORT_NEW],
    ),
    make(
        "d38-zh-lines-01",
        "new_line",
        "把“二十元”改成“二十五元”\n还有结尾写得幽默一点",
        [ZH_FEE, ZH_FUNNY_END],
        [ZH_FEE, ZH_FUNNY_END],
    ),
    make(
        "d38-zh-table-01",
        "list_or_table_named",
        "表格里六月的书换成《活着》，另外结尾写得更热情一点。",
        [ZH_BOOK, ZH_WARM_END],
        [ZH_BOOK, ZH_WARM_END],
    ),
    make(
        "d38-zh-table-02",
        "list_or_table_named",
        "要带的东西里加一条“一份和大家分享的小零食”，再在新朋友那段说明二楼有电梯。",
        [ZH_SNACK, ZH_ACCESS],
        [ZH_SNACK, ZH_ACCESS],
        chatter=True,
    ),
    make(
        "d38-zh-table-03",
        "list_or_table_named",
        "两件事：表格里七月的领读人也改成小周，要带的东西里再加一条“一支笔”。",
        [ZH_ZHOU_JULY, ZH_PEN],
        [ZH_ZHOU_JULY, ZH_PEN],
    ),
    make("d38-zh-open-01", "open_ask", COSY_ZH, [ZH_FOURTEEN, ZH_COSY], [ZH_FOURTEEN, ZH_COSY]),
    make("d38-zh-open-02", "open_ask_one_done", COSY_ZH, [ZH_COSY], [ZH_COSY]),
    make(
        "d38-zh-drift-01",
        "open_ask_unrelated_drift",
        COSY_ZH,
        [ZH_FOURTEEN, ZH_DRIFT_END],
        [ZH_FOURTEEN],
        withheld=1,
    ),
    make(
        "d38-zh-drift-02",
        "open_ask_unrelated_drift",
        COSY_ZH,
        [ZH_FOURTEEN, ZH_DRIFT_LIST],
        [ZH_FOURTEEN],
        withheld=1,
    ),
    make(
        "d38-zh-drift-03",
        "asks_plus_drift",
        "把“二十元”改成“二十五元”，环境写得温馨一点",
        [ZH_FEE, ZH_COSY, ZH_DRIFT_FIGURES],
        [ZH_FEE, ZH_COSY],
        withheld=1,
    ),
    make(
        "d38-zh-drift-04",
        "asks_plus_drift",
        TYPO_ZH,
        [ZH_TIGHT_END, ZH_DRIFT_FIGURES],
        [ZH_TIGHT_END],
        title=True,
        withheld=1,
    ),
    make(
        "d38-zh-drift-05",
        "asks_plus_drift",
        "把“晚上七点”改成“晚上七点半”，剧透那句写得俏皮点",
        [ZH_HALF_PAST, ZH_PLAYFUL_SPOILERS, ZH_DRIFT_FIGURES],
        [ZH_HALF_PAST, ZH_PLAYFUL_SPOILERS],
        withheld=1,
    ),
    make(
        "d38-zh-block-01",
        "blocks_open_ask",
        COSY_ZH,
        [ZH_FOURTEEN, ZH_COSY],
        [ZH_FOURTEEN, ZH_COSY],
        blocks=True,
    ),
    make(
        "d38-zh-block-02",
        "blocks_open_ask_drift",
        COSY_ZH,
        [ZH_FOURTEEN, ZH_COSY, ZH_DRIFT_END],
        [ZH_FOURTEEN, ZH_COSY],
        blocks=True,
        withheld=1,
    ),
    make(
        "d38-zh-block-03",
        "blocks_open_ask_drift",
        COSY_ZH,
        [ZH_FOURTEEN, ZH_DRIFT_END],
        [ZH_FOURTEEN],
        blocks=True,
        withheld=1,
    ),
    make(
        "d38-zh-block-04",
        "blocks_compound",
        CASUAL_ZH,
        [ZH_CASUAL_2, ZH_DATE],
        [ZH_CASUAL_2, ZH_DATE],
        blocks=True,
    ),
]


def main() -> None:
    with (HERE / "compound.jsonl").open("w", encoding="utf-8") as out:
        for case in EN_CASES + ZH_CASES:
            out.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
