"""An unasked paragraph the model re-wrapped or trimmed (app/editing/reconcile.py): the
writer's bytes are kept and nothing is offered or said about it; the asked edit is applied."""

from __future__ import annotations

from app.editing.reconcile import rebuild
from app.editing.scope import Scope

ZH = [
    "山坡小学新建的厨房菜园将于9月21日向家长开放。",
    "“每一块菜畦都是孩子们自己种的，”校长王建华说，“有的孩子以前连小铲子都没拿过。”",
    "家长可在上午10点至下午1点参观，免费入场，菜苗每盆售价5元。",
]
EN = [
    "Hillside Primary will open its new kitchen garden to families on Saturday.",
    "“The children planted every bed themselves,” said head teacher Tomasz Wilk.",
    "Parents can visit from 10 a.m. to 1 p.m. Entry is free.",
]


def test_a_line_break_between_chinese_characters_of_an_unasked_paragraph_is_no_change() -> None:
    new = "家长上午10点到下午1点都可以来参观，入场免费；菜苗每盆5元。"
    wrapped = ZH[1].replace("，”校长", "，”\n校长")
    rebuilt = rebuild(
        "菜园", "\n\n".join(ZH), None, [ZH[0], wrapped, new], Scope(paragraphs=frozenset({2}))
    )
    assert rebuilt.body == "\n\n".join([ZH[0], ZH[1], new])
    assert rebuilt.withheld == []


def test_an_unasked_paragraph_trimmed_or_indented_keeps_the_writers_bytes() -> None:
    body = [EN[0], EN[1].replace("said ", "said  "), EN[2]]
    new = "Parents are welcome from 10 a.m. to 1 p.m., and entry is free."
    reply = ["    " + EN[0], EN[1], new]
    rebuilt = rebuild("Garden", "\n\n".join(body), None, reply, Scope(paragraphs=frozenset({2})))
    assert rebuilt.body == "\n\n".join([body[0], body[1], new])
    assert rebuilt.withheld == []


def test_spacing_asked_for_in_a_paragraph_is_applied() -> None:
    joined = ZH[1].replace("，”校长", "，”\n校长")
    body = "\n\n".join([ZH[0], joined, ZH[2]])
    rebuilt = rebuild("菜园", body, None, ZH, Scope(paragraphs=frozenset({1})))
    assert rebuilt.body == "\n\n".join(ZH)
