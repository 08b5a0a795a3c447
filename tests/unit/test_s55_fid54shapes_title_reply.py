"""A title or heading ask answered with the model's words around the new title."""

import pytest

from app.editing.elided import Refused
from app.editing.reply_talk import Talk
from app.editing.scope import Scope
from app.editing.title_reply import cleaned_title, title_reply

TITLE = Scope(title=True)
EN = ["The sale opens at 10 am in the library hall.", "## How to help", "Bring a bag."]
ZH = ["夜市每周五晚上六点开门。", "## 营业时间", "雨天照常开放。"]


@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("Here's a punchier title: **Save Our River Path!**", "Save Our River Path!"),
        ("Sure! A snappier headline: **Big Book Sale**", "Big Book Sale"),
        ('How about: "Save Our River Path!"', "Save Our River Path!"),
        ("What about “Big Book Sale This Weekend”?", "Big Book Sale This Weekend"),
        ("Save Our River Path! (punchier and more direct)", "Save Our River Path!"),
        ("Old title — here is a punchier option: **Save It!**", "Save It!"),
        ("这是一个更有力的标题：**守住青石巷菜市场！**", "守住青石巷菜市场！"),
        ("这个标题更有力：**东湖夜市回归！**", "东湖夜市回归！"),
        ("可以改成：“守住青石巷菜市场！”", "守住青石巷菜市场！"),
        ("不如改成：「东湖夜市，下周见！」", "东湖夜市，下周见！"),
        ("守住青石巷菜市场！（更简短有力）", "守住青石巷菜市场！"),
        ("Here is a catchier title: **Save Our Path.**", "Save Our Path."),
    ],
)
def test_the_title_is_read_out_of_the_models_words(line: str, title: str) -> None:
    assert cleaned_title(line, "Old title", "Make the title punchier.") == title


@pytest.mark.parametrize(
    ("line", "asked"),
    [
        (
            "Here's why the river path must stay open",
            "Change the title to: Here's why the river path must stay open",
        ),
        ("River path: update (March)", 'Change the title to "River path: update (March)".'),
        ("长者食堂（试营业）开张通知", "把标题改成“长者食堂（试营业）开张通知”。"),
        ("我们为什么要保住菜市场？", "标题改得更有力一点。"),
        ("Try the New Café on Mill Street", "Make the title punchier."),
        ("Book Sale: Saturday, 10 till 3", "Make the title punchier."),
        ("Title: Brampton Half Marathon", "Shorter title please."),
        ("Spring Fair (Rescheduled)", "Make the title punchier."),
    ],
)
def test_a_title_of_the_writers_stays_as_it_is(line: str, asked: str) -> None:
    assert cleaned_title(line, "Old title", asked) == line


def test_a_list_of_titles_is_the_model_asking_which() -> None:
    reply = "Options:\n1. Save Our River Path!\n2. Don't Close Our Path\n3. Our River, Our Path"
    with pytest.raises(Talk) as said:
        title_reply(reply, "Keep the river path open", EN, TITLE, ["Make the title punchier."])
    assert "Don't Close Our Path" in str(said.value)
    with pytest.raises(Talk):
        title_reply(
            "几个备选：\n1. 守住菜市场\n2. 菜市场不能关",
            "请保留菜市场",
            ZH,
            TITLE,
            ["标题改得更有力一点。"],
        )


def test_a_list_is_no_question_when_the_ask_was_not_the_title_alone() -> None:
    reply = "Sale\n\n- one\n- two"
    assert title_reply(reply, "Sale", EN, Scope(whole=True, title=True), ["Tidy it up."]) == reply


def test_a_title_in_the_other_language_is_refused_unless_translation_was_asked() -> None:
    with pytest.raises(Refused):
        title_reply(
            "标题：守住河边小路！\n\n" + "\n\n".join(EN),
            "Keep the path open",
            EN,
            TITLE,
            ["Make the title punchier."],
        )
    with pytest.raises(Refused):
        title_reply(
            "Donghu Night Market Is Back!",
            "东湖夜市下周恢复营业",
            ZH,
            TITLE,
            ["标题改得更有力一点。"],
        )
    asked = ["Translate the title into Chinese."]
    assert (
        title_reply(
            "守住河边小路！", "Keep the path open", EN, Scope(title=True, translate=True), asked
        )
        == "守住河边小路！"
    )


def test_an_asked_heading_loses_the_models_words_and_others_are_left() -> None:
    reply = "## Here's a friendlier heading: **Lend Us a Hand**\n\n## Why (shorter)"
    scope = Scope(paragraphs=frozenset({1}))
    got = title_reply(reply, "Sale", EN, scope, ["Make the 'How to help' heading friendlier."])
    assert got == "## Lend Us a Hand\n\n## Why"
    zh = title_reply(
        "## 更醒目的小标题：**几点开？看这里**", "夜市", ZH, scope, ["把“营业时间”改得更醒目"]
    )
    assert zh == "## 几点开？看这里"
    # no heading asked: the reply is read as it came
    assert title_reply(reply, "Sale", EN, Scope(paragraphs=frozenset({0})), ["Shorter."]) == reply
