"""Session-14 fidelity, the selection format: what a model puts around its new text (a
question and a promise, a label, several versions, the old text and an arrow, markup, JSON,
a remark after a dash or in brackets), a new text that stops mid-clause with no sign of
being cut, and a withheld table row told to the writer as a row."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_changes, describe_withheld
from app.domain.models import WithheldChange
from app.editing.formats.selection import SelectionRefused, SelectionTalk, read_selection

BODY = (
    "Bring your broken thing and, if you can, any spare parts. "
    "We cannot promise a fix, but we always find out what is wrong.\n\n"
    "Last year we mended 412 items."
)
OLD = "We cannot promise a fix, but we always find out what is wrong."
NEW = "We can't promise every fix, but we will always tell you what went wrong."
ZH_BODY = (
    "带上坏掉的东西和一点耐心。我们不能保证一定修好，但一定会帮你找出毛病在哪儿。\n\n"
    "去年我们修好了412件东西。"
)
ZH_OLD = "我们不能保证一定修好，但一定会帮你找出毛病在哪儿。"
ZH_NEW = "修不修得好我们不敢打包票，但毛病出在哪儿，一定给你查个明白。"


def _read(reply: str, old: str = OLD, body: str = BODY) -> tuple[str, list[str]]:
    start = body.index(old)
    return read_selection(reply, body, start, start + len(old))


def _zh(reply: str) -> tuple[str, list[str]]:
    return _read(reply, ZH_OLD, ZH_BODY)


@pytest.mark.parametrize(
    "reply",
    [
        "Who should be thanked here? Give me the name and I'll work it into the sentence.",
        "Could you tell me how many were fixed? Once I know, I'll update the line.",
        "I'm not sure which parts you mean — could you tell me? Then I'll rewrite the sentence.",
    ],
)
def test_a_question_with_a_promise_is_the_model_asking(reply: str) -> None:
    with pytest.raises(SelectionTalk):
        _read(reply)


def test_a_chinese_question_with_a_promise_is_the_model_asking() -> None:
    for reply in (
        "具体是哪些东西修不好呢？知道后我再帮你改这句。",
        "想确认一下：要不要写上修好的比例？确认后我再改写。",
    ):
        with pytest.raises(SelectionTalk):
            _zh(reply)
    # the writer's own first-person promise, rewritten, is text
    old = "I will fix the fence tomorrow."
    body = "The gate is broken. " + old
    assert _read("Tomorrow I'll fix the fence, then paint it.", old, body)[0] == (
        "Tomorrow I'll fix the fence, then paint it."
    )


@pytest.mark.parametrize(
    "reply",
    [
        "Option 1: " + NEW,
        "**Version A:** " + NEW,
        "Rewritten sentence:\n" + NEW,
        "Suggested revision — " + NEW,
        "Here's a warmer version: “" + NEW + "”",
        "**" + NEW + "**",
        "> " + NEW,
        OLD + " → " + NEW,
        "~~" + OLD + "~~ -> **" + NEW + "**",
        '{"replacement": "' + NEW.replace("'", "\\u0027") + '"}',
    ],
)
def test_the_new_text_is_read_out_of_its_dress(reply: str) -> None:
    assert _read(reply)[0] == NEW


@pytest.mark.parametrize(
    "reply",
    [
        "方案一：" + ZH_NEW,
        "修改后的句子：" + ZH_NEW,
        "可以改成：“" + ZH_NEW + "”",
        "原文：" + ZH_OLD + " → 改为：" + ZH_NEW,
        "**" + ZH_NEW + "**",
        '{"replacement": "' + ZH_NEW + '"}',
    ],
)
def test_the_chinese_new_text_is_read_out_of_its_dress(reply: str) -> None:
    assert _zh(reply)[0] == ZH_NEW


def test_several_versions_are_the_model_offering_a_choice() -> None:
    with pytest.raises(SelectionTalk, match="Option 2"):
        _read(
            "**Option 1:** "
            + NEW
            + "\n\n**Option 2:** We can't fix everything, but we'll find the fault."
        )
    with pytest.raises(SelectionTalk):
        _read(
            'Here are a few options:\n\n1. "'
            + NEW
            + '"\n2. "No promises on the fix, but you will always know what is wrong."'
        )
    with pytest.raises(SelectionTalk, match="方案二"):
        _zh("方案一：" + ZH_NEW + "\n方案二：能不能修好不敢说，但一定帮你找到毛病。")
    # a selection turned into a list, as asked, is text
    old = "Bring a lamp, a toaster and a kettle."
    body = "What to bring. " + old
    listed = "1. a lamp\n2. a toaster\n3. a kettle"
    assert _read(listed, old, body)[0] == listed
    # the selection's own label and markup stay; a talking lead is no label
    old = "Version 2: faster exports."
    body = "Release notes. " + old
    assert _read("Version 2: much faster exports.", old, body)[0] == (
        "Version 2: much faster exports."
    )
    old = "**Note:** bring a cable."
    body = "Read this. " + old
    assert _read("**Note:** bring your own cable.", old, body)[0] == (
        "**Note:** bring your own cable."
    )
    with pytest.raises(SelectionTalk):
        _zh("这句建议保留：读者需要知道这一点。如果您确定要改，请再告诉我。")


def test_remarks_after_the_new_text_are_the_models_note() -> None:
    text, said = _read(NEW + "\n\n---\n\nI swapped “cannot” for “can't” to sound friendlier.")
    assert text == NEW and said and said[0].startswith("I swapped")
    text, said = _read(NEW + " — this keeps the honesty but sounds friendlier.")
    assert text == NEW and said == ["this keeps the honesty but sounds friendlier."]
    text, said = _zh(ZH_NEW + "\n\n（语气更口语、更亲切了。）")
    assert text == ZH_NEW and said == ["（语气更口语、更亲切了。）"]
    text, said = _zh(ZH_NEW + "——这样读起来更亲切。")
    assert text == ZH_NEW and said == ["这样读起来更亲切。"]
    # the selection's own dash stays
    old = "The hall is free — bring a friend."
    body = "Come along. " + old
    assert _read("The hall is free — this keeps it simple.", old, body)[0] == (
        "The hall is free — this keeps it simple."
    )


@pytest.mark.parametrize(
    "reply",
    [
        "We can't promise every fix, but we will always sit down with you and work out what",
        "We can't promise every fix, but we will always sit down with you and work out what went",
        "We can't promise every fix, but we will always sit down with you,",
    ],
)
def test_a_new_text_cut_mid_clause_is_refused(reply: str) -> None:
    with pytest.raises(SelectionRefused):
        _read(reply)


def test_a_chinese_new_text_cut_mid_clause_is_refused() -> None:
    for reply in (
        "修不修得好我们不敢打包票，但毛病出在",
        "修不修得好我们不敢打包票，但毛病出在哪儿，一定给你查",
    ):
        with pytest.raises(SelectionRefused):
            _zh(reply)
    with pytest.raises(SelectionRefused):
        _read('{"replacement": "We can\'t promise every fix, but we will')
    # a selection made a heading, or a phrase: too short to judge, and not cut
    assert _read("Always Find Out What Is Wrong")[0] == "Always Find Out What Is Wrong"
    assert _zh("一定帮你查明白")[0] == "一定帮你查明白"


TABLE = "| Room | Seats |\n|---|---|\n| Hall | 80 |\n| Annexe | 30 |\n| Hut | 25 |"
ZH_TABLE = "| 场地 | 座位 |\n|---|---|\n| 礼堂 | 80 |\n| 附楼 | 30 |"


def test_withheld_table_rows_are_told_as_rows() -> None:
    gone = WithheldChange(
        paragraph=2, before=TABLE, after=TABLE.replace("\n| Hut | 25 |", ""), description=""
    )
    assert describe_withheld([gone], "en") == [
        "also suggested: paragraph 2: a table row removed (“| Hut | 25 |”) — not applied "
        "(outside what you asked)"
    ]
    came = WithheldChange(
        paragraph=2,
        before=ZH_TABLE,
        after=ZH_TABLE + "\n| 客厅 | 12 |\n| 院子 | 40 |",
        description="",
    )
    assert describe_withheld([came], "zh") == [
        "另有建议：第2段：表格加了两行（“| 客厅 | 12 |”、“| 院子 | 40 |”）"
        "——未采用（不在所提要求之内）"
    ]
    # a cell changed in place is still quoted as the words that changed
    assert describe_changes(
        "T", "a\n\n" + TABLE, "T", "a\n\n" + TABLE.replace("| 30 |", "| 35 |")
    ) == ["paragraph 2: “30” → “35”"]


def test_a_second_version_offered_after_the_first_is_a_choice() -> None:
    with pytest.raises(SelectionTalk, match="Or, if you want it shorter"):
        _read(NEW + "\n\nOr, if you want it shorter: No promises, but we'll find the fault.")
    with pytest.raises(SelectionTalk, match="more briefly"):
        _read(
            f"<replacement>{NEW}</replacement>\n\nOr, more briefly: "
            "<replacement>No promises, but we'll find the fault.</replacement>"
        )
    with pytest.raises(SelectionTalk, match="也可以写成"):
        _zh(ZH_NEW + "\n\n也可以写成：修不修得好不敢说，毛病一定帮你找到。")


def test_a_placeholder_for_part_of_the_selection_is_refused() -> None:
    old = BODY.split("\n\n")[0]
    for reply in (
        "Bring your broken thing and a big dose of patience! [rest of paragraph unchanged]",
        "Bring your broken thing and a big dose of patience! ...",
    ):
        with pytest.raises(SelectionRefused, match="leaves part of the selection out"):
            _read(reply, old)
    zh_old = ZH_BODY.split("\n\n")[0]
    for reply in (
        "带上坏掉的东西和满满的耐心吧！（后面不变）",
        "带上坏掉的东西和满满的耐心吧！……（其余同原文）",
    ):
        with pytest.raises(SelectionRefused, match="leaves part of the selection out"):
            _read(reply, zh_old, ZH_BODY)
    # an ellipsis of the prose is text
    assert _read("We can't promise a fix… but we always find out what is wrong.")[0] == (
        "We can't promise a fix… but we always find out what is wrong."
    )


def test_counts_lists_of_changes_italics_and_offers_after_the_new_text_are_not_saved() -> None:
    text, said = _read(NEW + "\n\nWord count: 14")
    assert text == NEW and said == ["Word count: 14"]
    text, said = _read(NEW + "\n\n*I kept the honesty but made it friendlier.*")
    assert text == NEW and said == ["*I kept the honesty but made it friendlier.*"]
    text, said = _zh(ZH_NEW + "\n\n改动：\n- 口语化\n- 语气更亲切")
    assert text == ZH_NEW and said and said[0].startswith("改动：")
    assert _zh(ZH_NEW + "\n\n如果还需要调整，随时告诉我～")[0] == ZH_NEW


def test_a_list_marker_given_again_is_not_saved_twice() -> None:
    body = "来之前请准备好：\n\n1. 坏掉的东西。\n2. 一点耐心。\n3. 备用零件。"
    assert _read("2. 满满一口袋的耐心。", "一点耐心。", body)[0] == "满满一口袋的耐心。"
    body = "## 修理咖啡馆\n\n每月第二个周六我们修东西。"
    assert _read("## 周六修理咖啡馆", "修理咖啡馆", body)[0] == "周六修理咖啡馆"
    # a marker the selection does not follow is the new text's own
    body = "要带的东西：一点耐心。"
    assert _read("- 一点耐心。", "一点耐心。", body)[0] == "- 一点耐心。"


def test_a_reply_that_stops_on_a_colon_or_a_dash_is_cut() -> None:
    from app.editing.cut import stops_short

    zh = (
        "带上坏掉的东西和一点耐心，如果有备用零件也请一起带来。"
        "我们不能保证一定修好，但一定会帮你找出毛病。"
    )
    assert stops_short(["带上坏掉的东西和满满的耐心，有备用零件就一起带来。记住一句话："], [zh])
    en = "Bring your broken thing and any spare parts. We cannot promise a fix, but we always look."
    assert stops_short(
        ["Bring your broken thing and spare parts — we can't promise a fix, but —"], [en]
    )
    # a paragraph that itself ends on a colon, and a preface after the article, are not cut
    intro = "Here is what to bring:"
    assert stops_short(["Here's what you should bring:"], [intro]) is None
    assert stops_short([en, "Here is the revised article:"], [en]) is None
