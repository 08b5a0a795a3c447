"""A lookup tool's call written out as the whole reply's JSON text (tool_calls.py,
formats/structured.written_lookup): refused, naming the tool; an edit tool's call, or JSON the
article holds itself, is left to the readers."""

from app.editing.tool_calls import unread_tool_call

ARTICLE = "Biscuit is a three-year-old terrier.\n\nPepper is a seven-year-old greyhound."


def test_a_lookup_call_as_json_text_is_refused_naming_the_tool() -> None:
    reply = '{"name": "get_animal_profile", "arguments": {"animal": "Biscuit"}}'
    reason = unread_tool_call(reply, ARTICLE)
    assert reason is not None and "get_animal_profile" in reason


def test_a_fenced_lookup_with_function_and_parameters_is_refused() -> None:
    reply = '```json\n{"function": "find_opening_hours", "parameters": {"place": "car park"}}\n```'
    reason = unread_tool_call(reply, ARTICLE)
    assert reason is not None and "find_opening_hours" in reason


def test_an_edit_call_as_json_text_is_left_to_the_readers() -> None:
    reply = '{"name": "edit_paragraph", "arguments": {"paragraph": 2, "text": "Pepper, 7."}}'
    assert unread_tool_call(reply, ARTICLE) is None


def test_json_the_article_holds_itself_is_no_call() -> None:
    call = '{"name": "get_weather", "arguments": {"city": "Leeds"}}'
    assert unread_tool_call(call, ARTICLE + "\n\n" + call) is None
