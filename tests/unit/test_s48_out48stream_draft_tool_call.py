"""A draft carried by a tool call, as app/llm/base.py writes the call out (outside48 F5)."""

import json

from app.editing.draft_tool_call import draft_in_tool_call

DRAFT = "秋天的早晨，银杏叶黄了。\n\n我们沿着湖边慢慢走。"


def _call(name: str, arguments: object) -> str:
    call = {"name": name, "arguments": arguments}
    return f"<tool_call>\n{json.dumps(call, ensure_ascii=False)}\n</tool_call>"


def test_a_title_and_body_become_a_heading_and_the_draft() -> None:
    said = _call("submit", {"title": "秋天的公园", "body": DRAFT})
    assert draft_in_tool_call(said) == "# 秋天的公园\n\n" + DRAFT


def test_a_text_argument_alone_is_the_draft() -> None:
    assert draft_in_tool_call(_call("write_article", {"text": DRAFT})) == DRAFT
    assert draft_in_tool_call(_call("write", {"content": "Autumn.\n\nLeaves."})) == (
        "Autumn.\n\nLeaves."
    )


def test_a_call_without_a_drafts_text_is_no_draft() -> None:
    assert draft_in_tool_call(_call("web_search", {"query": "秋天"})) is None
    assert draft_in_tool_call(_call("submit", {"body": "  "})) is None
    assert draft_in_tool_call(_call("submit", "not json")) is None
    assert draft_in_tool_call("no call at all") is None


def test_two_calls_are_not_read_as_one_draft() -> None:
    two = _call("submit", {"body": DRAFT}) + "\n" + _call("submit", {"body": "另一篇。"})
    assert draft_in_tool_call(two) is None
