"""Writes ends.jsonl and marks.jsonl: asks about a paragraph's ending punctuation (remove the
full stop, end with a dash or an ellipsis) and asks that add a mark inside a replaced word
(outside52 F4, F5), in other words and genres, with traps. Run: python build_cases.py"""

# ruff: noqa: E501 — the cases are data
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent

TRAIL = (
    "Ridge Trail Notes",
    "The ridge path opens at dawn and closes at dusk. Rangers patrol it twice a day.\n\nBring water, a map and a whistle.\n\nSee you on the ridge.",
)
STORY = (
    "The Letter",
    "She opened the door slowly.\n\nThe room was empty, except for a chair and a letter on the table.\n\nShe never found out who wrote it.",
)
FIGURE = (
    "Weir report",
    "Figure 3: Water levels at the weir, 1990–2020.\n\nSource: County rivers office.",
)
NOTICE = (
    "植树活动通知",
    "本周六上午九点，社区花园举行植树活动。\n\n请大家自带手套和水壶。\n\n欢迎全家一起参加。",
)
GUSHI = (
    "那封信",
    "她慢慢推开门。\n\n屋里空荡荡的，只有一把椅子和桌上的一封信。\n\n她始终不知道信是谁写的。",
)
TUZHU = ("水位报告", "图2：1990—2020年水位变化。\n\n资料来源：市水文站。")


def case(cid, lang, kind, article, ask, reply, expect, fmt="full"):
    title, body = article
    text = reply if fmt == "blocks" else f"{title}\n\n{reply}"
    if isinstance(expect, str):  # the saved body
        expect = {"outcome": "applied", "title": title, "body": expect}
    return {
        "id": f"d52p-{cid}",
        "lang": lang,
        "kind": kind,
        "source": "outside52 F4/F5, other words and genres",
        "edit_format": fmt,
        "article": {"title": title, "body": body},
        "suggestion": ask,
        "selected_text": None,
        "replies": [text],
        "expect": expect,
    }


def swap_end(body: str, index: int, new: str) -> str:
    paragraphs = body.split("\n\n")
    paragraphs[index] = new
    return "\n\n".join(paragraphs)


REFUSED = {
    "outcome": "refused",
    "because": "cut off or words left out where only the ending's punctuation was asked",
}


def ends() -> list[dict]:
    k, t = "asked_ending_punctuation", "asked_ending_punctuation_trap"
    rows = []

    def add(cid, lang, kind, article, ask, index, new, expect=None, fmt="full"):
        body = swap_end(article[1], index, new)
        rows.append(
            case(cid, lang, kind, article, ask, body, body if expect is None else expect, fmt)
        )

    add(
        "en-01",
        "en",
        k,
        TRAIL,
        "Take the full stop off the last paragraph.",
        2,
        "See you on the ridge",
    )
    add(
        "en-02",
        "en",
        k,
        FIGURE,
        "Captions don't end with a period, so delete the one in paragraph 1.",
        0,
        "Figure 3: Water levels at the weir, 1990–2020",
    )
    add(
        "en-03",
        "en",
        k,
        STORY,
        "Let the story's last line trail off with an ellipsis instead of the full stop.",
        2,
        "She never found out who wrote it...",
    )
    add(
        "en-04",
        "en",
        k,
        STORY,
        "End paragraph 1 with a dash, as if she was interrupted.",
        0,
        "She opened the door slowly —",
    )
    add(
        "en-05",
        "en",
        k,
        TRAIL,
        "Replace the period at the end of paragraph 2 with an ellipsis.",
        1,
        "Bring water, a map and a whistle…",
    )
    add(
        "en-06",
        "en",
        k,
        STORY,
        "make the second paragraph end on an em dash rather than a full stop",
        1,
        "The room was empty, except for a chair and a letter on the table—",
    )
    rows.append(
        case(
            "en-07",
            "en",
            k,
            TRAIL,
            "Remove the final full stop of the article.",
            "<<<<<<< SEARCH\nSee you on the ridge.\n=======\nSee you on the ridge\n>>>>>>> REPLACE",
            {
                "outcome": "applied",
                "title": TRAIL[0],
                "body": swap_end(TRAIL[1], 2, "See you on the ridge"),
            },
            "blocks",
        )
    )
    add(
        "en-08",
        "en",
        k,
        STORY,
        "Make the ending trail off with a dash instead of the full stop.",
        2,
        "She never found out who wrote it —",
    )
    add("zh-01", "zh", k, NOTICE, "最后一段末尾的句号去掉", 2, "欢迎全家一起参加")
    add(
        "zh-02",
        "zh",
        k,
        TUZHU,
        "图注不要句号，删掉第一段末尾的句号。",
        0,
        "图2：1990—2020年水位变化",
    )
    add("zh-03", "zh", k, GUSHI, "故事最后一句改成以省略号结尾", 2, "她始终不知道信是谁写的……")
    add("zh-04", "zh", k, GUSHI, "第一段结尾的句号换成破折号", 0, "她慢慢推开门——")
    add("zh-05", "zh", k, NOTICE, "第二段末尾用省略号代替句号", 1, "请大家自带手套和水壶……")
    add("zh-06", "zh", k, GUSHI, "结尾那句改成用破折号收尾", 2, "她始终不知道信是谁写的——")
    # traps: cut mid-sentence, or words left out behind the asked mark
    add(
        "en-t1",
        "en",
        t,
        STORY,
        "Drop the full stop at the end of the last paragraph.",
        2,
        "She never found out who",
        REFUSED,
    )
    add(
        "en-t2",
        "en",
        t,
        STORY,
        "End paragraph 2 with an ellipsis.",
        1,
        "The room was empty…",
        REFUSED,
    )
    add(
        "en-t3",
        "en",
        t,
        TRAIL,
        "Remove the full stop at the end of paragraph 2.",
        2,
        "See you on the",
        REFUSED,
    )
    add("zh-t1", "zh", t, GUSHI, "去掉最后一段末尾的句号", 2, "她始终不知道信是", REFUSED)
    add("zh-t2", "zh", t, NOTICE, "第二段结尾改成省略号", 1, "请大家自带……", REFUSED)
    add("zh-t3", "zh", t, GUSHI, "第一段的句号删掉", 2, "她始终不知道信是谁和", REFUSED)
    add(
        "en-t4",
        "en",
        t,
        STORY,
        "End the story with a dash instead of the full stop.",
        2,
        "She never found out who —",
        REFUSED,
    )
    add("zh-t4", "zh", t, GUSHI, "最后一句用破折号结尾", 2, "她始终不知道——", REFUSED)
    return rows


def marks() -> list[dict]:
    k, t = "asked_mark_inside_replaced_word", "asked_mark_not_added_trap"
    rows = []

    def add(cid, lang, kind, article, ask, index, new, lacks=None, contains=None):
        body = swap_end(article[1], index, new)
        expect = {"outcome": "applied", "title": article[0], "body": body}
        if lacks:
            expect["note_lacks"] = lacks
        if contains:
            expect["note_contains"] = contains
        rows.append(case(cid, lang, kind, article, ask, body, expect))

    add(
        "en-11",
        "en",
        k,
        TRAIL,
        "In paragraph 3, capitalise ridge and add an exclamation mark.",
        2,
        "See you on the RIDGE!",
        "Not done",
    )
    add(
        "en-12",
        "en",
        k,
        TRAIL,
        "Make the last paragraph more excited and add an exclamation mark.",
        2,
        "Can't wait to see you up on the ridge!",
        "Not done",
    )
    add(
        "en-13",
        "en",
        k,
        TRAIL,
        "In paragraph 2 add a torch to the list, and put a comma after map.",
        1,
        "Bring water, a map, a torch and a whistle.",
        "Not done",
    )
    add(
        "en-14",
        "en",
        k,
        STORY,
        "In the last paragraph change 'never' to 'still hasn't', and end it with a question mark.",
        2,
        "She still hasn't found out who wrote it?",
        "Not done",
    )
    add(
        "zh-11",
        "zh",
        k,
        NOTICE,
        "第三段把“欢迎”改成“热烈欢迎”，并在句末加一个感叹号",
        2,
        "热烈欢迎全家一起参加！",
        "没有改",
    )
    add(
        "zh-12",
        "zh",
        k,
        NOTICE,
        "最后一段更热情一些，再加个感叹号",
        2,
        "诚挚欢迎大家全家出动，一起来参加！",
        "没有改",
    )
    add(
        "zh-13",
        "zh",
        k,
        NOTICE,
        "第二段补上帽子，并在手套后面加个顿号",
        1,
        "请大家自带手套、帽子和水壶。",
        "没有改",
    )
    add(
        "en-t11",
        "en",
        t,
        TRAIL,
        "In paragraph 3, capitalise ridge and add an exclamation mark.",
        2,
        "See you on the RIDGE.",
        None,
        "Not done",
    )
    add(
        "zh-t11",
        "zh",
        t,
        NOTICE,
        "第三段把“欢迎”改成“热烈欢迎”，并在句末加一个感叹号",
        2,
        "热烈欢迎全家一起参加。",
        None,
        "没有改",
    )
    return rows


def main() -> None:
    for name, rows in (("ends", ends()), ("marks", marks())):
        with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
