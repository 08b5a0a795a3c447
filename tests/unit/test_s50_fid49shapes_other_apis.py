"""Session 50: a Gemini generateContent or Ollama answer read as the chat completion it stands
for (app/llm/other_apis.py): its text, how it ended, its token counts; the operator warned once."""

import json
import logging

import pytest

from app.llm import other_apis
from app.llm.answers import other_protocol
from app.llm.other_apis import choice_of, chunk_choice_of, ollama_lines, usage_in

TEXT = "春日\n\n湖边的柳树发了芽。"


def _gemini(parts: list[dict[str, object]], finish: str = "STOP") -> dict[str, object]:
    content = {"role": "model", "parts": parts}
    return {"candidates": [{"content": content, "finishReason": finish, "index": 0}]}


def test_gemini_text_parts_are_joined_and_thoughts_left_out() -> None:
    data = _gemini([{"text": "thinking…", "thought": True}, {"text": TEXT[:3]}, {"text": TEXT[3:]}])
    assert choice_of(data) == {"message": {"content": TEXT}, "finish_reason": "stop"}


@pytest.mark.parametrize(
    ("finish", "said"), [("MAX_TOKENS", "length"), ("SAFETY", "safety"), ("STOP", "stop")]
)
def test_geminis_finish_reason_in_chat_completions_words(finish: str, said: str) -> None:
    choice = choice_of(_gemini([{"text": TEXT}], finish))
    assert choice is not None and choice["finish_reason"] == said


def test_a_gemini_answer_without_text_is_no_reply() -> None:
    assert choice_of({"candidates": [], "promptFeedback": {"blockReason": "SAFETY"}}) is None
    blocked = {"candidates": [], "promptFeedback": {"blockReason": "SAFETY"}}
    assert other_protocol(blocked) is not None  # still named, with the setting to change


@pytest.mark.parametrize(
    ("data", "finish"),
    [
        ({"message": {"role": "assistant", "content": TEXT}, "done": True}, "stop"),
        ({"message": {"content": TEXT}, "done": True, "done_reason": "length"}, "length"),
        ({"response": TEXT, "done": True, "done_reason": "stop"}, "stop"),  # /api/generate
        ({"message": {"content": TEXT}, "done": False}, "length"),  # never finished
    ],
)
def test_ollama_answers_are_read_with_how_they_ended(data: dict[str, object], finish: str) -> None:
    assert choice_of(data) == {"message": {"content": TEXT}, "finish_reason": finish}


def test_their_token_counts_in_chat_completions_names() -> None:
    gemini = {"usageMetadata": {"promptTokenCount": 12, "candidatesTokenCount": 5}}
    assert usage_in(gemini) == {"prompt_tokens": 12, "completion_tokens": 5}
    assert usage_in({"prompt_eval_count": 7, "eval_count": 3, "done": True}) == {
        "prompt_tokens": 7,
        "completion_tokens": 3,
    }


def test_ollamas_stream_lines_read_whole() -> None:
    lines = [
        {"message": {"content": TEXT[:4]}, "done": False},
        {"message": {"content": TEXT[4:]}, "done": False},
        {"message": {"content": ""}, "done": True, "done_reason": "stop", "eval_count": 9},
    ]
    body = "\n".join(json.dumps(line, ensure_ascii=False) for line in lines).encode()
    whole = ollama_lines(body)
    assert whole is not None and choice_of(whole) == {
        "message": {"content": TEXT},
        "finish_reason": "stop",
    }
    assert ollama_lines(b'{"message": {"content": "a"}, "done": false}\nnot json\n') is None
    assert ollama_lines(b'{"choices": []}\n{"choices": []}\n') is None


def test_a_gemini_stream_chunk_is_a_delta() -> None:
    chunk = chunk_choice_of(_gemini([{"text": "湖边"}], "MAX_TOKENS"))
    assert chunk == {"index": 0, "delta": {"content": "湖边"}, "finish_reason": "length"}


def test_the_operator_is_warned_once_per_api(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(other_apis, "_WARNED", set())
    with caplog.at_level(logging.WARNING, logger="app.llm.other_apis"):
        for _ in range(3):
            choice_of(_gemini([{"text": TEXT}]))
            choice_of({"message": {"content": TEXT}, "done": True})
    warned = [r.getMessage() for r in caplog.records]
    assert len(warned) == 2, warned
    assert any("Gemini" in w and "REDLINE_LLM_BASE_URL" in w for w in warned)
    assert any("Ollama" in w for w in warned)
