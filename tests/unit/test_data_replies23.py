"""Edits and questions sent as data: a tool call in the older OpenAI or Gemini shape, and a
record that asks the writer something instead of editing."""

import json

from app.editing.formats.common import data_question
from app.editing.formats.structured import restructured

BODY = "First paragraph.\n\nSecond paragraph."


def test_function_call_with_string_arguments_is_read() -> None:
    args = json.dumps({"paragraph": 2, "text": "Second, clearer."})
    reply = json.dumps({"function_call": {"name": "replace_paragraph", "arguments": args}})
    out = restructured(reply, "T", BODY)
    assert out is not None and "Second paragraph." in out and "Second, clearer." in out


def test_gemini_function_call_is_read() -> None:
    call = {"functionCall": {"name": "update", "args": {"paragraph_number": 1, "new_text": "One."}}}
    out = restructured("```json\n" + json.dumps(call) + "\n```", "T", BODY)
    assert out is not None and "First paragraph." in out and "One." in out


def test_a_question_record_is_the_models_question() -> None:
    reply = json.dumps({"status": "needs_clarification", "question": "Which Sunday hours?"})
    assert data_question("```json\n" + reply + "\n```") == "Which Sunday hours?"
    assert data_question(json.dumps({"question": "Q?", "new_text": "x"})) is None
    assert data_question("Which Sunday hours?") is None


def test_a_docstring_in_the_articles_language_is_no_other_language() -> None:
    from app.editing.units import fenced_indices

    paras = ["正文。", "```python\nimport csv", "def f():\n    pass\n```", "后文。"]
    assert fenced_indices(paras) == {1, 2}
