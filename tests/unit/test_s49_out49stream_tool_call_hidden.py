"""The live view of a streamed reply leaves out a tool call written as `<tool_call>{…}</tool_call>`
(as the client writes out a call streamed in `delta.tool_calls`, or as a Hermes-style model
writes one into its content) however its tags are split, and shows the words beside it
(app/llm/tool_call_hidden.py)."""

import pytest

from app.llm.thinking_hidden import ThinkingHidden
from app.llm.tool_call_hidden import ToolCallHidden, without_tool_calls

CALL_ZH = (
    '<tool_call>\n{"name": "replace_paragraph", "arguments": {"text": "公交车又晚了！"}}\n'
    "</tool_call>"
)
CALL_EN = (
    '<tool_call>\n{"name": "edit", "arguments": {"text": "The bus, late again."}}\n</tool_call>'
)


def _shown(reply: str, size: int) -> str:
    hidden = ToolCallHidden()
    pieces = [reply[i : i + size] for i in range(0, len(reply), size)]
    return "".join(hidden.feed(piece) for piece in pieces) + hidden.end()


@pytest.mark.parametrize("size", [1, 2, 5, 13, 500])
@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        (CALL_ZH, ""),
        (CALL_EN, ""),
        ("好的，我改了第一段。\n\n" + CALL_ZH, "好的，我改了第一段。\n\n"),
        ("Sure.\n" + CALL_EN + "\n" + CALL_EN, "Sure.\n\n"),  # the line break between calls
        (CALL_EN + "\nDone: one paragraph changed.", "\nDone: one paragraph changed."),
        ("  " + CALL_ZH, "  "),  # indented, still at a line's start
        ('<tool_call>\n{"name": "edit", "argu', ""),  # cut inside the call: none of it
    ],
)
def test_a_call_that_begins_a_line_is_left_out_whatever_the_chunks(
    reply: str, shown: str, size: int
) -> None:
    assert _shown(reply, size) == shown


@pytest.mark.parametrize("size", [1, 3, 500])
@pytest.mark.parametrize(
    "reply",
    [
        "标题\n\n正文里提到 <tool_call> 标签。",  # inside a line: the article's words
        "Use `<tool_call>` tags.\n\nThey wrap a call.",
        "<tool_ca",  # a tag's start that never became one
        "<tool>\n<tool_calls>x",
        "公交车今天又晚了。\n\n我们在雨里等了二十分钟。",
    ],
)
def test_everything_else_is_shown_as_it_came(reply: str, size: int) -> None:
    assert _shown(reply, size) == reply


def test_text_is_held_only_while_it_may_begin_a_call() -> None:
    hidden = ToolCallHidden()
    assert hidden.feed("公交车\n<tool") == "公交车\n"
    assert hidden.feed("box> 不是工具") == "<toolbox> 不是工具"
    assert hidden.feed("\n<tool_call>{") == "\n"
    assert hidden.feed('"name": "x"}</tool_call>') == ""
    assert hidden.feed("再见。") == "再见。"


def test_after_thinking_is_left_out_the_call_is_too() -> None:
    thinking, calls = ThinkingHidden(), ToolCallHidden()
    reply = "<think>用工具改吧。</think>\n" + CALL_ZH
    shown = "".join(calls.feed(thinking.feed(reply[i : i + 4])) for i in range(0, len(reply), 4))
    assert shown + calls.feed(thinking.end()) + calls.end() == ""


def test_a_whole_reply_without_its_calls() -> None:
    assert without_tool_calls("好的。\n" + CALL_ZH) == "好的。\n"
    assert without_tool_calls('好的。\n<tool_call>\n{"name": "ed') == "好的。\n"
    assert without_tool_calls("正文 <tool_call> 留着。") == "正文 <tool_call> 留着。"
