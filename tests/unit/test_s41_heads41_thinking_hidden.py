"""The live view of a streamed reply leaves a reasoning model's `<think>` block out however its
tags are split, and shows everything else as it came (app/llm/thinking_hidden.py)."""

import pytest

from app.llm.thinking_hidden import ThinkingHidden, without_thinking

REPLY = "<Thinking>Let me see. </thinking>\n<think>\n\n</think>\n\n标题\n\n正文 <think> 留着。"


@pytest.mark.parametrize("size", [1, 2, 4, 9, 200])
def test_blocks_before_the_answer_are_left_out_whatever_the_chunks(size: int) -> None:
    hidden = ThinkingHidden()
    pieces = [REPLY[i : i + size] for i in range(0, len(REPLY), size)]
    assert "".join(hidden.feed(p) for p in pieces) + hidden.end() == "标题\n\n正文 <think> 留着。"


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        ("<think>cut while thinking", ""),
        ("<think>cut inside the closing tag </thi", ""),
        ("<th", "<th"),  # a tag's start that never became one
        ("<p>Hello</p>", "<p>Hello</p>"),
        ("\nHello", "\nHello"),  # no block: the reply as it came
        ("Title\n\nBody", "Title\n\nBody"),
    ],
)
def test_what_a_reply_shows(reply: str, shown: str) -> None:
    assert without_thinking(reply) == shown
