"""Answers no provider means to send but gateways and half-compatible servers do: JSON of the
wrong shape, errors in odd places, a gateway's HTML page quoted as an error message, another
API's format, a tool call, a refusal, bodies and lines past any size, Retry-After values that
are no number of seconds. On a plain and a streamed send each, the writer's message is kept,
one reply says in plain words what went wrong — words the panel also shows in Chinese — the
article is unchanged, the log holds no traceback, and Retry works once the model answers."""

from __future__ import annotations

import json

import pytest

from app.testing.openai_stub import OpenAIStub
from tests.api.faults_s34_harness import (
    Apps,
    Fault,
    RawModel,
    completion,
    endpoints,
    on_stub,
    on_stub_body,
    run_fault,
    sse,
)

__all__ = ["endpoints"]

FIRST = sse({"content": "Weekend\n\nThe weather"})
PAGE = (
    "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>"
)
SLOW_DOWN = {"error": {"message": "slow down"}}
TOOL_CALL = {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": "{}"}}


def _choice(message: object) -> dict[str, object]:
    return {"choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}


def _lines(name: str, *lines: str, **answer: object) -> Fault:
    return on_stub(name, raw_stream=list(lines), **answer)


BODIES = [
    on_stub_body("json-array", []),
    on_stub_body("json-null", "null"),
    on_stub_body("json-string", '"hello"'),
    on_stub_body("choices-not-a-list", {"choices": {"0": {"message": {"content": "x"}}}}),
    on_stub_body("choices-of-null", {"choices": [None]}),
    on_stub_body("message-null", _choice(None)),
    on_stub_body("message-a-string", _choice("hi")),
    on_stub_body("content-a-number", completion(42)),
    on_stub_body("error-a-string", {"error": "model overloaded"}),
    on_stub_body("error-message-null", {"error": {"message": None, "code": 500}}),
    on_stub_body("error-message-huge", {"error": {"message": "x" * 200_000}}),
    on_stub_body("error-message-a-page", {"error": {"message": PAGE}}),
    on_stub_body("error-message-quoting", {"error": {"message": 'Invalid value for "model".'}}),
    on_stub("204-no-content", status=204, body=""),
    on_stub("418-teapot", status=418, body="I'm a teapot", content_type="text/plain"),
    on_stub_body(
        "compressed-unreadably", "\x1f\x9dgarbage", headers={"Content-Encoding": "compress"}
    ),
    on_stub_body(
        "anthropic-format", {"type": "message", "content": [{"type": "text", "text": "hi"}]}
    ),
    on_stub_body(
        "tool-call", _choice({"role": "assistant", "content": None, "tool_calls": [TOOL_CALL]})
    ),
    on_stub_body(
        "refusal",
        _choice({"role": "assistant", "content": None, "refusal": "I can't help with that."}),
    ),
    on_stub_body("twenty-megabytes", json.dumps(completion("y" * 20_000_000))),
    *(
        on_stub_body(f"retry-after-{name}", SLOW_DOWN, status=429, headers={"Retry-After": value})
        for name, value in [
            ("400-digits", "9" * 400),
            ("soon", "soon"),
            ("negative", "-5"),
            ("nan", "nan"),
            ("inf", "inf"),
        ]
    ),
    on_stub_body(
        "retry-after-ms-huge", SLOW_DOWN, status=429, headers={"retry-after-ms": "9" * 20}
    ),
    on_stub_body(
        "503-until-year-9999",
        SLOW_DOWN,
        status=503,
        headers={"Retry-After": "Fri, 31 Dec 9999 23:59:59 GMT"},
    ),
    on_stub_body(
        "503-until-year-99999",
        SLOW_DOWN,
        status=503,
        headers={"Retry-After": "Fri, 31 Dec 99999 23:59:59 GMT"},
    ),
]
STREAMS = [
    _lines("data-array", "data: []", "", "data: [DONE]", ""),
    _lines("data-null", "data: null", "", "data: [DONE]", ""),
    _lines(
        "delta-null", 'data: {"choices": [{"index": 0, "delta": null}]}', "", "data: [DONE]", ""
    ),
    _lines("delta-content-a-number", sse({"content": 42}), "data: [DONE]", ""),
    _lines("choices-a-string", 'data: {"choices": "x"}', "", "data: [DONE]", ""),
    _lines(
        "data-error",
        FIRST,
        'data: {"error": {"message": "Provider returned error", "code": 502}}',
        "",
        "",
    ),
    _lines("data-error-a-page", FIRST, "data: " + json.dumps({"error": {"message": PAGE}}), "", ""),
    _lines("finish-error", FIRST, sse({}, "error"), "data: [DONE]", ""),
    _lines("event-error-first", "event: error", 'data: {"message": "overloaded"}', ""),
    _lines("event-error-not-json", FIRST, "event: error", "data: upstream timeout", ""),
    _lines("done-only", "data: [DONE]", ""),
    _lines("nothing"),
    _lines("keep-alives-for-ever", *[": keep-alive"] * 60, chunk_delay=0.25),
    _lines("prose-not-events", "Hello there, this is not an event stream", "", "still not", ""),
    _lines("nine-megabyte-line", "data: " + "z" * 9_000_000, ""),
    _lines(
        "stream-tool-call",
        sse(
            {
                "tool_calls": [
                    {"index": 0, "id": "c1", "function": {"name": "lookup", "arguments": ""}}
                ]
            }
        ),
        sse({}, "tool_calls"),
        "data: [DONE]",
        "",
    ),
    _lines(
        "stream-refusal",
        sse({"refusal": "I can't help with that."}),
        sse({}, "stop"),
        "data: [DONE]",
        "",
    ),
]
CASES = [(fault, flow) for fault in BODIES for flow in ("send", "stream")] + [
    (fault, "stream") for fault in STREAMS
]


@pytest.mark.parametrize(("fault", "flow"), CASES, ids=[f"{f.name}-{flow}" for f, flow in CASES])
def test_an_odd_answer_keeps_the_message_and_says_so(
    endpoints: tuple[OpenAIStub, RawModel, Apps],
    fault: Fault,
    flow: str,
) -> None:
    lang = "zh" if CASES.index((fault, flow)) % 2 else "en"
    reply = run_fault(endpoints, fault, flow, lang)
    if "a-page" in fault.name:  # the gateway's words, not its markup
        # quoted as said: in English quotes, or in Chinese ones on a Chinese article
        quoted = {"en": '"502 Bad Gateway"', "zh": "“502 Bad Gateway”"}[lang]
        assert quoted in reply["content"], reply["content"]
