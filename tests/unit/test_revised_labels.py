"""A label before the new text ("修改后：", "Revised:", "改为：") is the model's, not the
article's: it is never saved — unless the writer's own text starts with it."""

import pytest

from app.editing.formats.selection import read_selection
from app.editing.judge import Revised
from tests.unit.judging import judged, request_for

NOTICE = "二、检查内容：消防器材是否完好有效，电气线路是否存在私拉乱接现象。"
SELECTED = "电气线路是否存在私拉乱接现象"
ONIONS = "Slice the onion. Pour it over the onion and wait twenty minutes. Serve cold."


def _read(reply: str, body: str, selected: str) -> str:
    start = body.index(selected)
    return read_selection(reply, body, start, start + len(selected))[0]


@pytest.mark.parametrize(
    "reply",
    [
        "修改后：电气线路是否存在私拉乱接、超负荷用电等现象",
        "改为：电气线路是否存在私拉乱接、超负荷用电等现象",
        "<replacement>修改后：电气线路是否存在私拉乱接、超负荷用电等现象</replacement>",
        "**修改后：** 电气线路是否存在私拉乱接、超负荷用电等现象",
    ],
)
def test_a_chinese_label_before_the_selection_is_dropped(reply: str) -> None:
    assert _read(reply, NOTICE, SELECTED) == "电气线路是否存在私拉乱接、超负荷用电等现象"


@pytest.mark.parametrize(
    "reply",
    [
        "Revised: Pour it over the onion and leave it for twenty to thirty minutes.",
        "Suggested wording: Pour it over the onion and leave it for twenty to thirty minutes.",
        "New text: Pour it over the onion and leave it for twenty to thirty minutes.",
    ],
)
def test_an_english_label_before_the_selection_is_dropped(reply: str) -> None:
    selected = "Pour it over the onion and wait twenty minutes."
    assert _read(reply, ONIONS, selected) == (
        "Pour it over the onion and leave it for twenty to thirty minutes."
    )


def test_a_label_the_selection_itself_starts_with_is_kept() -> None:
    body = "Changes:\n\nRevised: the fee is £4.\n\nThanks."
    selected = "Revised: the fee is £4."
    assert _read("Revised: the fee is £5.", body, selected) == "Revised: the fee is £5."


@pytest.mark.parametrize(
    ("body", "suggestion", "reply", "expected"),
    [
        (
            "第一段写山。\n\n第二段写水，水很清。\n\n第三段写人。",
            "第二段写得更生动",
            "第二段（修改后）：第二段写水，水很清很绿。",
            "第一段写山。\n\n第二段写水，水很清很绿。\n\n第三段写人。",
        ),
        (
            "The hills were steep.\n\nWe climbed all day.\n\nWe rested.",
            "Make paragraph 2 livelier",
            "**Paragraph 2 (revised):** We scrambled up all day.",
            "The hills were steep.\n\nWe scrambled up all day.\n\nWe rested.",
        ),
    ],
)
def test_a_numbered_paragraph_label_marked_revised_is_dropped(
    body: str, suggestion: str, reply: str, expected: str
) -> None:
    verdict = judged(request_for("T", body, suggestion, None), reply)[0]
    assert isinstance(verdict, Revised) and verdict.body == expected
