"""How a reply is read (session 40, fidelity_blind39's shapes): a selection's new text in quotes
then a remark; a title-only ask answered with a labelled title then a remark about the body."""

from __future__ import annotations

import pytest

from app.editing.formats.selection import read_selection
from app.editing.labelled_title import labelled_title
from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs

BODY = "地块满两个月未种植的，将转给候补名单上的下一户。\n\n咨询请联系周晓雯。"
TITLE = "地块认领通知"


@pytest.mark.parametrize(
    ("reply", "new", "note"),
    [
        (
            "“会顺延给候补名单上的下一户”\n\n意思不变，读起来更口语一些。",
            "会顺延给候补名单上的下一户",
            "意思不变",
        ),
        (
            '"will pass to the next person"\n\nSame meaning, just less formal.',
            "will pass to the next person",
            "Same meaning",
        ),
    ],
)
def test_a_quoted_selection_then_a_remark_saves_the_words_alone(
    reply: str, new: str, note: str
) -> None:
    selected = "将转给候补名单上的下一户"
    start = BODY.index(selected)
    text, said = read_selection(reply, BODY, start, start + len(selected))
    assert text == new
    assert any(note in s for s in said)


def _title_scope(ask: str) -> Scope:
    return scope_of([ask], TITLE, split_paragraphs(BODY))


@pytest.mark.parametrize(
    "reply",
    [
        "新标题：\n开心菜园等你来认领\n\n正文不用动。",
        "标题：开心菜园等你来认领\n\n正文保持不变。",
        "**Title:** 开心菜园等你来认领\n\nThe body doesn't need to change.",
    ],
)
def test_a_labelled_title_then_a_remark_is_the_title(reply: str) -> None:
    assert labelled_title(reply, TITLE, BODY, _title_scope("标题再吸引人一点")) == (
        "开心菜园等你来认领",
        reply.split("\n\n")[-1],
    )


def test_a_labelled_title_then_the_body_is_no_title_only_reply() -> None:
    reply = "标题：开心菜园等你来认领\n\n" + BODY
    assert labelled_title(reply, TITLE, BODY, _title_scope("标题再吸引人一点")) is None


def test_a_labelled_title_for_a_paragraph_ask_is_not_read_so() -> None:
    reply = "标题：开心菜园等你来认领\n\n正文不用动。"
    assert labelled_title(reply, TITLE, BODY, _title_scope("第二段写得亲切一点")) is None
