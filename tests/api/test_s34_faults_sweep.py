"""The model's side misbehaving as providers and proxies do — 429s with every kind of
Retry-After, 5xx error pages, errors in a 200, empty or filtered replies, bodies that are not
JSON, streams cut, stalled, broken or full of keep-alives, resets, lying encodings, 10 MB
answers, a wrong key or model — through each flow a writer uses: send, streamed send,
regenerate, and the edit of an earlier message. Each time the writer's message is kept, one
reply says in plain words what went wrong (with Chinese for a Chinese reader), the article
is unchanged, the log holds no traceback, and Retry works once the model answers again."""

from __future__ import annotations

import json

import pytest

from app.testing.openai_stub import OpenAIStub
from tests.api.faults_s34_harness import (
    Apps,
    Fault,
    RawModel,
    completion,
    edited_reply,
    endpoints,
    on_raw,
    on_stub,
    on_stub_body,
    plain_or_streamed,
    reset_after_headers,
    run_fault,
    sse,
)

__all__ = ["endpoints"]

PAGE = "<html><head><title>{0}</title></head><body><h1>{0}</h1><hr>nginx</body></html>"
# The first words of a reply, streamed before the fault.
FIRST = sse({"role": "assistant"}) + "\n" + sse({"content": "Weekend\n\nThe weather"}) + "\n"
JSON = "application/json"


def _page(status: int, title: str) -> Fault:
    return on_stub(
        f"{status}-page", status=status, body=PAGE.format(title), content_type="text/html"
    )


def _error(message: str, code: str) -> str:
    return json.dumps(
        {"error": {"message": message, "type": "invalid_request_error", "code": code}}
    )


FAULTS = [
    on_stub("429", status=429),
    on_stub("429-after-2-seconds", status=429, headers={"Retry-After": "2"}),
    on_stub("429-after-a-day", status=429, headers={"Retry-After": "86400"}),
    on_stub(
        "429-after-a-date", status=429, headers={"Retry-After": "Wed, 21 Oct 2099 07:28:00 GMT"}
    ),
    _page(500, "500 Internal Server Error"),
    _page(502, "502 Bad Gateway"),
    _page(503, "503 Service Temporarily Unavailable"),
    on_stub_body(
        "200-with-error", {"error": {"message": "The server had an error.", "type": "server_error"}}
    ),
    plain_or_streamed(
        "no-choices",
        {"body": json.dumps({"choices": []}), "content_type": JSON},
        {"raw_stream": ['data: {"choices": []}', "", "data: [DONE]", ""]},
    ),
    plain_or_streamed(
        "content-filter",
        {"body": json.dumps(completion(None, "content_filter")), "content_type": JSON},
        {"raw_stream": [FIRST, sse({}, "content_filter"), "data: [DONE]", ""]},
    ),
    on_stub(
        "not-json",
        body="upstream connect error or disconnect/reset before headers. reset reason: overflow",
        content_type="text/plain",
    ),
    on_stub_body("a-page-labelled-json", "<!DOCTYPE html>\n<p>hi"),
    plain_or_streamed(
        "null-content",
        {"body": json.dumps(completion(None)), "content_type": JSON},
        {"raw_stream": [sse({"content": None}), sse({}, "stop"), "data: [DONE]", ""]},
    ),
    plain_or_streamed(
        "cut-json-or-stream-without-done",
        {"body": json.dumps(completion("Weekend\n\nThe weather was"))[:60], "content_type": JSON},
        {"raw_stream": [FIRST]},
    ),
    plain_or_streamed(
        "malformed-data-line",
        {"body": 'data: {"choices": [', "content_type": JSON},
        {
            "raw_stream": [
                FIRST,
                'data: {"choices": [{"index": 0, "delta": {"content": "oops',
                "",
                sse({"content": " was fine."}),
                sse({}, "stop"),
                "data: [DONE]",
                "",
            ]
        },
    ),
    plain_or_streamed(
        "event-error",
        {
            "status": 529,
            "body": json.dumps({"error": {"message": "Overloaded"}}),
            "content_type": JSON,
        },
        {
            "raw_stream": [
                FIRST,
                "event: error",
                'data: {"error": {"message": "Overloaded", "type": "overloaded_error"}}',
                "",
            ]
        },
    ),
    plain_or_streamed(
        "keep-alives-only",
        {"body": "\n\n\n", "content_type": JSON},
        {"raw_stream": [": keep-alive", "", ": keep-alive", "", ": keep-alive", ""]},
    ),
    # The read timeout: silent for 60 s (the app waits 2), after the first words when streamed.
    plain_or_streamed(
        "stall-after-the-first-words",
        {"hang": 60.0},
        {"raw_stream": [FIRST, "data: [DONE]"], "chunk_delay": 60.0},
    ),
    on_raw("reset-after-headers", reset_after_headers),
    plain_or_streamed("reset-mid-answer", {"drop": True}, {"raw_stream": [FIRST], "drop": True}),
    plain_or_streamed(
        "gzip-said-not-gzip",
        {
            "body": json.dumps(completion(edited_reply("en"))),
            "content_type": JSON,
            "headers": {"Content-Encoding": "gzip"},
        },
        {
            "body": FIRST + "\ndata: [DONE]\n\n",
            "content_type": "text/event-stream",
            "headers": {"Content-Encoding": "gzip"},
        },
    ),
    plain_or_streamed(
        "ten-megabytes",
        {"body": json.dumps(completion("x" * 10_000_000)), "content_type": JSON},
        {"stream_chunks": ["x" * 1_000_000] * 10},
    ),
    on_stub(
        "401-wrong-key",
        status=401,
        body=_error("Incorrect API key provided: sk-wrong.", "invalid_api_key"),
        content_type=JSON,
    ),
    on_stub(
        "404-wrong-model",
        status=404,
        body=_error(
            "The model `gpt-9` does not exist or you do not have access to it.", "model_not_found"
        ),
        content_type=JSON,
    ),
]
FLOWS = ["send", "stream", "regenerate", "edit"]


@pytest.mark.parametrize("flow", FLOWS)
@pytest.mark.parametrize("fault", FAULTS, ids=lambda fault: fault.name)
def test_a_model_fault_keeps_the_message_and_says_so(
    endpoints: tuple[OpenAIStub, RawModel, Apps],
    fault: Fault,
    flow: str,
) -> None:
    lang = "zh" if (FAULTS.index(fault) + FLOWS.index(flow)) % 2 else "en"
    run_fault(endpoints, fault, flow, lang)
