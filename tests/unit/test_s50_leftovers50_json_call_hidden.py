"""The live view of a streamed reply leaves out a tool call the model wrote as bare JSON in its
content — no `delta.tool_calls`, no `<tool_call>` tags — however the chunks split it, and shows
the words beside it; an object that is no call (an article's own JSON) is shown as it came
(app/llm/json_call_hidden.py, chained after app/llm/tool_call_hidden.py)."""

import pytest

from app.llm.json_call_hidden import JsonCallHidden
from app.llm.tool_call_hidden import ToolCallHidden, without_tool_calls

CALL_EN = '{"name": "edit", "arguments": {"text": "The bus, late again {of course}."}}'
CALL_ZH = '{"name": "replace_paragraph", "arguments": {"paragraph": 2, "text": "公交车又晚了！"}}'
TOOL_INPUT = '{\n  "tool": "rewrite",\n  "input": {"body": "她说：\\"好}的\\"。"}\n}'
NESTED = '{"function": {"name": "edit", "arguments": "{\\"text\\": \\"新的第一段\\"}"}}'
FENCED = "```json\n" + CALL_ZH + "\n```"
SIZES = [1, 2, 5, 13, 500]


def _shown(reply: str, size: int, hidden: JsonCallHidden | ToolCallHidden | None = None) -> str:
    hidden = hidden or JsonCallHidden()
    pieces = [reply[i : i + size] for i in range(0, len(reply), size)]
    return "".join(hidden.feed(piece) for piece in pieces) + hidden.end()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        (CALL_EN, ""),
        (CALL_ZH, ""),
        (TOOL_INPUT, ""),
        (NESTED, ""),
        (FENCED, ""),
        ("好的，我改了第二段。\n\n" + CALL_ZH, "好的，我改了第二段。\n\n"),
        ("Sure — here it is:\n" + FENCED + "\nDone.", "Sure — here it is:\n\nDone."),
        (CALL_EN + "\n已改好。", "\n已改好。"),
        ("  " + CALL_EN, "  "),  # indented, still at a line's start
        ('{"name": "edit", "arguments": {"text": "cut sho', ""),  # cut inside: none of it
        ('{"name": "edit", "argu', ""),
    ],
)
def test_a_call_that_begins_a_line_is_left_out_whatever_the_chunks(
    reply: str, shown: str, size: int
) -> None:
    assert _shown(reply, size) == shown


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "reply",
    [
        '{"name": "Ada Lovelace", "born": 1815}',  # an article's own JSON: no arguments
        '{"title": "公交", "body": "公交车今天又晚了。"}',
        '配置示例：{"name": "edit", "arguments": {}} 写在行内。',  # inside a line: words
        "```python\nprint({'name': 1})\n```",
        "`code` and {braces} in a line.",
        "公交车今天又晚了。\n\n我们在雨里等了二十分钟。",
        "The bus was late.\n\n{not json at all}",
    ],
)
def test_everything_else_is_shown_as_it_came(reply: str, size: int) -> None:
    assert _shown(reply, size) == reply


def test_text_is_held_only_while_it_may_begin_a_call() -> None:
    hidden = JsonCallHidden()
    assert hidden.feed("好的。\n{") == "好的。\n"
    assert hidden.feed('"na') == ""
    assert hidden.feed('me": "Ada", "age": 3') == ""  # a tool's key: held until it shows
    assert hidden.feed("6}\n") == '{"name": "Ada", "age": 36}\n'
    assert hidden.feed('{"ti') == '{"ti'  # no tool's key begins so
    assert hidden.feed('tle": "x"}') == 'tle": "x"}'


def test_both_kinds_of_call_are_left_out_of_one_reply() -> None:
    tagged = '<tool_call>\n{"name": "edit", "arguments": {"text": "x"}}\n</tool_call>'
    reply = "好的。\n" + tagged + "\n" + CALL_ZH + "\n完成。"
    for size in SIZES:
        assert _shown(reply, size, ToolCallHidden()) == "好的。\n\n\n完成。"


def test_a_stopped_reply_keeps_no_json_of_a_call() -> None:
    assert without_tool_calls("好的。\n" + CALL_ZH[:40]) == "好的。\n"
    assert without_tool_calls("Sure.\n" + CALL_EN) == "Sure.\n"
    assert without_tool_calls('{"name": "Ada"}') == '{"name": "Ada"}'
