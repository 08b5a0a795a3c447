"""Token usage as an endpoint sends it: only sane counts are kept (session 28, faults 2)."""

import json

import httpx

from app.llm.answers import MOST_TOKENS, completion_of, usage_of


def test_counts_kept():
    assert usage_of({"prompt_tokens": 12, "completion_tokens": 0}) == {
        "prompt_tokens": 12,
        "completion_tokens": 0,
    }
    assert usage_of({"prompt_tokens": MOST_TOKENS}) == {"prompt_tokens": MOST_TOKENS}


def test_figures_that_are_no_count_are_dropped():
    assert usage_of({"prompt_tokens": -5, "completion_tokens": 10**30}) is None
    assert usage_of({"prompt_tokens": "12", "completion_tokens": 3.0}) is None
    assert usage_of({"prompt_tokens": True, "completion_tokens": None}) is None
    assert usage_of({"prompt_tokens": -1, "completion_tokens": 7}) == {"completion_tokens": 7}
    assert usage_of([1, 2]) is None


def test_a_whole_reply_keeps_only_its_sane_counts():
    body = {
        "model": "m",
        "choices": [{"message": {"content": "Hello"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": -3, "completion_tokens": 10**30},
    }
    content = json.dumps(body).encode()
    response = httpx.Response(200, headers={"content-type": "application/json"}, content=content)
    completion = completion_of(content, response, "m")
    assert completion.text == "Hello"
    assert completion.usage is None
