# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 55's fidelity dev set dev55s (reply shapes): run from the repository root,
`.venv/bin/python tests/data/fidelity_dev55s/build_cases.py`. Every expected article is the
original block list with only the asked block (or the title) replaced, so untouched text is byte
for byte the writer's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
FILES: dict[str, list[dict[str, Any]]] = {}

SALE = (
    "Ashcombe Library book sale this weekend",
    [
        "The Friends of Ashcombe Library hold their spring book sale on Saturday 6 May from 10 am to 3 pm in the library hall.",
        "## What is on sale",
        "There are about 2,400 books, most of them £1 each. Children's books are 50p, and a bag of six paperbacks costs £4.",
        "Cards are not accepted this year, so please bring cash.",
        "## How to help",
        "We need six volunteers to set up the tables on Friday evening. Write to Priya Nair at friends@ashcombe-library.org by Wednesday.",
        "Every pound raised goes to the children's reading room.",
    ],
)
NIGHT = (
    "东湖夜市下周恢复营业",
    [
        "停业三个月的东湖夜市将于下周五（6月9日）恢复营业，摊位从原来的八十个减少到六十个。",
        "## 营业时间",
        "夜市每周五、周六和周日晚上六点到十一点营业，雨天照常开放。",
        "夜市内禁止使用明火，所有摊位一律改用电磁炉。",
        "## 怎么去",
        "地铁三号线东湖站C出口步行五分钟即到，附近停车场每小时收费五元。",
        "如有问题，请联系夜市管理处王海燕：0571-8602 4417。",
    ],
)


def whole(
    art: tuple[str, list[str]], title: str | None = None, blocks: list[str] | None = None
) -> str:
    return (title if title is not None else art[0]) + "\n\n" + "\n\n".join(blocks or art[1])


def put(file: str, id_: str, lang: str, kind: str, source: str, art: tuple[str, list[str]],
        suggestion: str, reply: str, expect: dict[str, Any], **more: Any) -> None:  # fmt: skip
    if expect["outcome"] == "applied":
        expect = {"outcome": "applied", "title": expect.get("title", art[0]),
                  "body": expect.get("body", "\n\n".join(art[1])), **{k: v for k, v in expect.items() if k not in ("outcome", "title", "body")}}  # fmt: skip
    record = {
        "id": f"d55s-{file}-{id_}",
        "lang": lang,
        "kind": kind,
        "source": source,
        "edit_format": "full",
        "article": {"title": art[0], "body": "\n\n".join(art[1])},
        "suggestion": suggestion,
        "selected_text": None,
        "replies": [reply],
        **more,
        "expect": expect,
    }
    FILES.setdefault(file, []).append(record)


def replaced(art: tuple[str, list[str]], i: int, new: str) -> list[str]:
    blocks = list(art[1])
    blocks[i] = new
    return blocks


# ---- titles (outside54 F18/F19, lead54 titles.jsonl: variants on new articles, new wordings)
SRC = "outside54 F18/F19 variant"
T = "titles"
put(
    T,
    "en-01",
    "en",
    "title_label_sentence_bold_alone",
    SRC,
    SALE,
    "Make the title catchier.",
    "Here is a catchier title: **Books, Bargains and Cake at Ashcombe!**",
    {"outcome": "applied", "title": "Books, Bargains and Cake at Ashcombe!"},
)
put(
    T,
    "en-02",
    "en",
    "title_label_sentence_bold_whole",
    SRC,
    SALE,
    "Give it a snappier headline.",
    "Sure! A snappier headline: **Ashcombe's Big Book Sale**\n\n" + "\n\n".join(SALE[1]),
    {"outcome": "applied", "title": "Ashcombe's Big Book Sale"},
)
put(
    T,
    "en-03",
    "en",
    "title_parenthesised_remark",
    SRC,
    SALE,
    "Can you improve the title?",
    "Ashcombe's Big Book Sale (shorter and more inviting)",
    {"outcome": "applied", "title": "Ashcombe's Big Book Sale"},
)
put(
    T,
    "en-04",
    "en",
    "title_how_about_quoted",
    SRC,
    SALE,
    "Make the title shorter.",
    "What about “Big Book Sale This Weekend”?",
    {"outcome": "applied", "title": "Big Book Sale This Weekend"},
)
put(
    T,
    "en-05",
    "en",
    "title_options_listed",
    SRC,
    SALE,
    "Make the title punchier.",
    "A few ideas:\n- Big Book Sale at Ashcombe\n- Books for a Pound\n- Ashcombe Reads, Ashcombe Saves",
    {"outcome": "model_says", "contains": "Books for a Pound"},
)
put(
    T,
    "en-06",
    "en",
    "title_other_language",
    SRC,
    SALE,
    "Make the title punchier.",
    "阿什科姆图书馆周末大义卖！",
    {
        "outcome": "refused",
        "because": "a Chinese title for an English article, no translation asked",
    },
)
put(
    T,
    "en-07",
    "en",
    "heading_label_sentence_bold",
    SRC,
    SALE,
    "Make the 'How to help' heading friendlier.",
    whole(SALE, blocks=replaced(SALE, 4, "## Here's a friendlier heading: **Lend Us a Hand**")),
    {"outcome": "applied", "body": "\n\n".join(replaced(SALE, 4, "## Lend Us a Hand"))},
)
put(
    T,
    "en-08",
    "en",
    "heading_parenthesised_remark",
    SRC,
    SALE,
    "Make the 'How to help' heading friendlier.",
    whole(SALE, blocks=replaced(SALE, 4, "## Lend Us a Hand (warmer and more inviting)")),
    {"outcome": "applied", "body": "\n\n".join(replaced(SALE, 4, "## Lend Us a Hand"))},
)
put(
    T,
    "en-09",
    "en",
    "title_after_dash_remark_whole",
    SRC,
    SALE,
    "Make the title punchier.",
    whole(
        SALE,
        "Ashcombe Library book sale this weekend - a punchier version: **Big Book Sale This Saturday!**",
    ),
    {"outcome": "applied", "title": "Big Book Sale This Saturday!"},
)
put(
    T,
    "en-10",
    "en",
    "title_question_asked",
    "trap: the writer's own question title",
    SALE,
    "Change the title to: How about a book sale this weekend?",
    "How about a book sale this weekend?",
    {"outcome": "applied", "title": "How about a book sale this weekend?"},
)
put(
    T,
    "en-11",
    "en",
    "title_parentheses_asked",
    "trap: the writer's own parentheses",
    SALE,
    'Change the title to "Book sale (Saturday only)".',
    whole(SALE, "Book sale (Saturday only)"),
    {"outcome": "applied", "title": "Book sale (Saturday only)"},
)
put(
    T,
    "en-12",
    "en",
    "title_sentence_asked",
    "trap: a title that is a sentence",
    SALE,
    "Change the title to: Here is what is on sale this Saturday",
    "Here is what is on sale this Saturday",
    {"outcome": "applied", "title": "Here is what is on sale this Saturday"},
)
put(
    T,
    "en-13",
    "en",
    "title_colon_kept",
    "trap: a title with a colon of its own",
    SALE,
    "Make the title punchier.",
    "**Book Sale: Saturday, 10 till 3**",
    {"outcome": "applied", "title": "Book Sale: Saturday, 10 till 3"},
)
put(
    T,
    "zh-01",
    "zh",
    "title_label_sentence_bold_alone",
    SRC,
    NIGHT,
    "标题再吸引人一点。",
    "给你一个更吸引人的标题：**东湖夜市，回来了！**",
    {"outcome": "applied", "title": "东湖夜市，回来了！"},
)
put(
    T,
    "zh-02",
    "zh",
    "title_parenthesised_remark",
    SRC,
    NIGHT,
    "标题改短一点。",
    whole(NIGHT, "东湖夜市回来了（更简短）"),
    {"outcome": "applied", "title": "东湖夜市回来了"},
)
put(
    T,
    "zh-03",
    "zh",
    "title_how_about_quoted",
    SRC,
    NIGHT,
    "标题改得活泼些。",
    "不如改成：「东湖夜市，下周见！」",
    {"outcome": "applied", "title": "东湖夜市，下周见！"},
)
put(
    T,
    "zh-04",
    "zh",
    "title_options_listed",
    SRC,
    NIGHT,
    "标题改得更有力一点。",
    "可以考虑这几个：\n1. 东湖夜市回来了\n2. 夜市重开啦\n3. 下周五，东湖夜市见",
    {"outcome": "model_says", "contains": "夜市重开啦"},
)
put(
    T,
    "zh-05",
    "zh",
    "title_other_language",
    SRC,
    NIGHT,
    "标题改得更有力一点。",
    whole(NIGHT, "Donghu Night Market Is Back!"),
    {
        "outcome": "refused",
        "because": "an English title for a Chinese article, no translation asked",
    },
)
put(
    T,
    "zh-06",
    "zh",
    "heading_label_sentence_bold",
    SRC,
    NIGHT,
    "把“营业时间”这个小标题改得更醒目。",
    whole(NIGHT, blocks=replaced(NIGHT, 1, "## 更醒目的小标题：**几点开？看这里**")),
    {"outcome": "applied", "body": "\n\n".join(replaced(NIGHT, 1, "## 几点开？看这里"))},
)
put(
    T,
    "zh-07",
    "zh",
    "title_label_sentence_bold_whole",
    SRC,
    NIGHT,
    "标题改得更有力一点。",
    "这个标题更有力：**东湖夜市，6月9日回归！**\n\n" + "\n\n".join(NIGHT[1]),
    {"outcome": "applied", "title": "东湖夜市，6月9日回归！"},
)
put(
    T,
    "zh-08",
    "zh",
    "title_parentheses_asked",
    "trap: the writer's own parentheses",
    NIGHT,
    "把标题改成：东湖夜市（试营业）下周开张",
    "东湖夜市（试营业）下周开张",
    {"outcome": "applied", "title": "东湖夜市（试营业）下周开张"},
)
put(
    T,
    "zh-09",
    "zh",
    "title_question_asked",
    "trap: the writer's own question title",
    NIGHT,
    "把标题改成“夜市为什么要减少摊位？”",
    whole(NIGHT, "夜市为什么要减少摊位？"),
    {"outcome": "applied", "title": "夜市为什么要减少摊位？"},
)


# ---- streams: data lines with no space after the colon and no blank line between events
def chunk(delta: dict[str, Any], finish: str | None = None) -> str:
    return json.dumps({"id": "chatcmpl-d55s", "object": "chat.completion.chunk", "created": 1838000000,
                       "model": "local-model", "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]},
                      ensure_ascii=False)  # fmt: skip


def lines(reply: str, *, space: str = "", blank: bool = False, finish: str | None = "stop",
          done: bool = True, size: int = 23) -> list[str]:  # fmt: skip
    events = [chunk({"role": "assistant", "content": ""})]
    events += [chunk({"content": reply[i : i + size]}) for i in range(0, len(reply), size)]
    if finish:
        events.append(chunk({}, finish))
    if done:
        events.append("[DONE]")
    out: list[str] = []
    for event in events:
        out.append(f"data:{space}{event}")
        if blank:
            out.append("")
    return out


S = "streams"
SRC = "fidelity_blind54 raw_stream_no_space_after_data variant"
new_en = replaced(
    SALE, 3, "Cards are not accepted this year, so please bring cash in coins or notes."
)
reply = whole(SALE, blocks=new_en)
put(
    S,
    "en-01",
    "en",
    "raw_stream_no_blank_lines",
    SRC,
    SALE,
    "Make the sentence about cash a little clearer.",
    reply,
    {"outcome": "applied", "body": "\n\n".join(new_en)},
    stream=True,
    raw_stream=lines(reply),
)
put(
    S,
    "en-02",
    "en",
    "raw_stream_no_blank_lines_spaced",
    SRC,
    SALE,
    "Make the sentence about cash a little clearer.",
    reply,
    {"outcome": "applied", "body": "\n\n".join(new_en)},
    stream=True,
    raw_stream=lines(reply, space=" "),
)
put(
    S,
    "en-03",
    "en",
    "raw_stream_no_blank_lines_length",
    SRC,
    SALE,
    "Make the sentence about cash a little clearer.",
    reply[:200],
    {"outcome": "refused", "because": "the stream's finish reason says length: cut"},
    stream=True,
    raw_stream=lines(reply[:200], finish="length"),
    finish_reason="length",
)
put(
    S,
    "en-04",
    "en",
    "raw_stream_no_space_blank_lines",
    "trap: no space, blank lines (SSE as written)",
    SALE,
    "Make the sentence about cash a little clearer.",
    reply,
    {"outcome": "applied", "body": "\n\n".join(new_en)},
    stream=True,
    raw_stream=lines(reply, blank=True),
)
new_zh = replaced(NIGHT, 2, "夜市每周五、周六和周日晚上六点到十一点营业，下雨天也照常开放。")
reply = whole(NIGHT, blocks=new_zh)
put(
    S,
    "zh-01",
    "zh",
    "raw_stream_no_blank_lines",
    SRC,
    NIGHT,
    "第三段说得口语一点。",
    reply,
    {"outcome": "applied", "body": "\n\n".join(new_zh)},
    stream=True,
    raw_stream=lines(reply, size=9),
)
put(
    S,
    "zh-02",
    "zh",
    "raw_stream_no_blank_lines_cut",
    SRC,
    NIGHT,
    "第三段说得口语一点。",
    reply[:60],
    {"outcome": "refused", "because": "the stream ends with no finish chunk and no [DONE]: cut"},
    stream=True,
    stream_cut=True,
    raw_stream=lines(reply[:60], size=9, finish=None, done=False),
)
put(
    S,
    "zh-03",
    "zh",
    "raw_stream_no_blank_lines_keepalive",
    SRC,
    NIGHT,
    "第三段说得口语一点。",
    reply,
    {"outcome": "applied", "body": "\n\n".join(new_zh)},
    stream=True,
    raw_stream=[line for x in lines(reply, size=9) for line in (x, ": keep-alive")],
)

# ---- the model's words beside the article: an offer of more work as a list after it, a
# bracketed note on the edit beside the changed paragraph, a question over numbered choices
# (blind54 closing_offer_bullets_after_whole, inline_editor_note_after_changed_entry,
# question_back_with_numbered_options)
B = "beside"
SRC = "fidelity_blind54 reply-shape variant"
cash = replaced(SALE, 3, "We can't take cards this year, so please bring cash.")
put(
    B,
    "en-01",
    "en",
    "closing_offer_bullets_after_whole",
    SRC,
    SALE,
    "Make the sentence about cards friendlier.",
    whole(SALE, blocks=cash)
    + "\n\nIf you'd like, I can also:\n- trim the prices paragraph\n- add a line about parking",
    {"outcome": "applied", "body": "\n\n".join(cash)},
)
put(
    B,
    "en-02",
    "en",
    "closing_offer_bullets_apart",
    SRC,
    SALE,
    "Make the sentence about cards friendlier.",
    whole(SALE, blocks=cash)
    + "\n\nI can also:\n\n- trim the prices paragraph\n- add a line about parking",
    {"outcome": "applied", "body": "\n\n".join(cash)},
)
night = replaced(NIGHT, 3, "为了安全，夜市里不能用明火，所有摊位都改用电磁炉。")
put(
    B,
    "zh-01",
    "zh",
    "closing_offer_bullets_after_whole",
    SRC,
    NIGHT,
    "把禁止明火那段写得亲切一点。",
    whole(NIGHT, blocks=night)
    + "\n\n如果需要，我还可以：\n1. 把营业时间做成表格\n2. 加一句停车提示",
    {"outcome": "applied", "body": "\n\n".join(night)},
)
helpers = (
    SALE[1][:6]
    + ["Volunteers can help with:\n- setting up the tables\n- selling cakes at the door"]
    + SALE[1][6:]
)
put(
    B,
    "en-03",
    "en",
    "asked_list_after_paragraph",
    "trap: an asked list whose lead-in ends with a colon",
    SALE,
    "Add a short list of what volunteers can help with after the volunteers paragraph.",
    whole(SALE, blocks=helpers),
    {"outcome": "applied", "body": "\n\n".join(helpers)},
)
noted = cash[:4] + ["*(Edited: wording made friendlier as requested.)*"] + cash[4:]
put(
    B,
    "en-04",
    "en",
    "inline_editor_note_after_changed_entry",
    SRC,
    SALE,
    "Make the sentence about cards friendlier.",
    whole(SALE, blocks=noted),
    {"outcome": "applied", "body": "\n\n".join(cash)},
)
noted = cash[:4] + ["[Updated: the sentence about cards, as you asked]"] + cash[4:]
put(
    B,
    "en-05",
    "en",
    "inline_editor_note_bracketed",
    SRC,
    SALE,
    "Make the sentence about cards friendlier.",
    whole(SALE, blocks=noted),
    {"outcome": "applied", "body": "\n\n".join(cash)},
)
noted = night[:4] + ["*（已按要求修改第四段的措辞。）*"] + night[4:]
put(
    B,
    "zh-02",
    "zh",
    "inline_editor_note_after_changed_entry",
    SRC,
    NIGHT,
    "把禁止明火那段写得亲切一点。",
    whole(NIGHT, blocks=noted),
    {"outcome": "applied", "body": "\n\n".join(night)},
)
asked_note = SALE[1][:4] + ["(Note: the hall has no cash machine.)"] + SALE[1][4:]
put(
    B,
    "en-06",
    "en",
    "asked_note_in_brackets",
    "trap: a bracketed note the writer asked for",
    SALE,
    "Add a note after the cards sentence: (Note: the hall has no cash machine.)",
    whole(SALE, blocks=asked_note),
    {"outcome": "applied", "body": "\n\n".join(asked_note)},
)
asked_note = NIGHT[1][:3] + ["（注：如遇暴雨，当晚暂停营业。）"] + NIGHT[1][3:]
put(
    B,
    "zh-03",
    "zh",
    "asked_note_in_brackets",
    "trap: a bracketed note the writer asked for",
    NIGHT,
    "在营业时间那段后面加一条注释：（注：如遇暴雨，当晚暂停营业。）",
    whole(NIGHT, blocks=asked_note),
    {"outcome": "applied", "body": "\n\n".join(asked_note)},
)
put(
    B,
    "zh-04",
    "zh",
    "question_back_with_numbered_options",
    SRC,
    NIGHT,
    "把通知里的时间改一下。",
    "请问要改哪个时间？\n\n1. 营业时间（晚上六点到十一点）\n2. 恢复营业的日期（6月9日）\n\n另外，新的时间是几点？",
    {"outcome": "model_says", "contains": "请问要改哪个时间"},
)
put(
    B,
    "en-07",
    "en",
    "question_back_with_numbered_options",
    SRC,
    SALE,
    "Update the date in the notice.",
    "Which date do you mean?\n\n1. The sale day (Saturday 6 May)\n2. The volunteers' deadline (Wednesday)\n\nAnd what is the new date?",
    {"outcome": "model_says", "contains": "Which date do you mean?"},
)

# A question read as a new title: an article with a list block (one paragraph of several
# lines), as blind54's skatepark, so the reply is read a paragraph a unit.
POOL = (
    "Millbrook lido reopens for the summer",
    [
        "Millbrook lido reopens on Saturday 3 June 2028 after a new boiler was fitted over the winter.",
        "## Opening day",
        "**Saturday 3 June, 7 am to 7 pm, Millbrook Park, Station Road gate**",
        "Entry is free on opening day for the first 200 swimmers.",
        "## Pool rules",
        "- Children under 8 must swim with an adult.\n- No diving at the shallow end.\n- Do not bring glass onto the poolside.",
        "Season tickets cost £95 and must be bought by Friday 26 May. Contact Tom Ashby at lido@millbrook.org.",
    ],
)
GARDEN = (
    "青禾社区菜园开园通知",
    [
        "青禾社区菜园将于2028年4月8日（星期六）开园，今年共有四十二块地。",
        "## 开园安排",
        "**4月8日（星期六）9:00—12:00，社区菜园东门**",
        "当天上午有免费的育苗课，每场最多20人。",
        "## 菜园规定",
        "- 每户只能认领一块地。\n- 禁止使用化学农药。\n- 不要在园内焚烧杂草。",
        "认领费每年120元，须在4月5日（星期三）前交齐。联系人：李秀兰，电话0571-8622-3190。",
    ],
)
put(
    B,
    "en-08",
    "en",
    "question_back_with_numbered_options",
    SRC,
    POOL,
    "Update the dates in the notice.",
    "Which date should change?\n\n1. The opening day (Saturday 3 June)\n2. The season-ticket deadline (Friday 26 May)\n\nAnd what are the new dates?",
    {"outcome": "model_says", "contains": "Which date should change?"},
)
put(
    B,
    "zh-05",
    "zh",
    "question_back_with_numbered_options",
    SRC,
    GARDEN,
    "把通知里的日期更新一下。",
    "请问要改哪个日期？\n\n1. 开园日期（4月8日，星期六）\n2. 认领费的截止日期（4月5日，星期三）\n\n另外，新的日期是哪天？",
    {"outcome": "model_says", "contains": "请问要改哪个日期"},
)
put(
    B,
    "zh-06",
    "zh",
    "question_back_bulleted",
    SRC,
    GARDEN,
    "把时间改一下。",
    "您想改的是哪个时间？\n\n- 开园当天的时间（9:00—12:00）\n- 交费截止的时间（4月5日）",
    {"outcome": "model_says", "contains": "您想改的是哪个时间"},
)
retitled = ["青禾社区菜园将于2028年4月8日（星期六）开园啦，今年一共有四十二块地！"] + GARDEN[1][1:]
put(
    B,
    "zh-07",
    "zh",
    "question_title_with_article",
    "trap: a whole restyle with a question title",
    GARDEN,
    "把全文写得活泼一点，标题也换一个。",
    "想种菜吗？青禾菜园开园啦！\n\n" + "\n\n".join(retitled),
    {"outcome": "applied", "title": "想种菜吗？青禾菜园开园啦！", "body": "\n\n".join(retitled)},
)

for name, records in FILES.items():
    with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
