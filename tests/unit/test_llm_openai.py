"""The OpenAI-compatible client against a real HTTP server speaking chat completions."""

import asyncio
import json
import socket
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest

from app.domain.models import PromptMessage
from app.llm.base import (
    Completion,
    LLMBadResponse,
    LLMError,
    LLMRateLimited,
    LLMTimeout,
    LLMUnavailable,
)
from app.llm.openai import OpenAICompatible
from app.llm.retry_after import asked_wait, retry_after_seconds
from app.testing.openai_stub import OpenAIStub
from app.testing.sleeps import Sleeps

MESSAGES = [
    PromptMessage(role="system", content="You edit articles. Change only what is asked."),
    PromptMessage(role="user", content="把十五改成五十\n\n标题：春天\n\n十五个人去了公园。"),
]


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    with OpenAIStub() as server:
        yield server


def client(url: str, sleeps: Sleeps | None = None, **options) -> OpenAICompatible:
    options.setdefault("timeout", 5.0)
    return OpenAICompatible(base_url=url, model="stub-model", sleep=sleeps or Sleeps(), **options)


def complete(provider: OpenAICompatible, messages=MESSAGES) -> Completion:
    async def run() -> Completion:
        try:
            return await provider.complete(messages)
        finally:
            await provider.aclose()

    return asyncio.run(run())


def stream(provider: OpenAICompatible, messages=MESSAGES) -> list[str]:
    return streamed_reply(provider, messages)[0]


def streamed_reply(provider: OpenAICompatible, messages=MESSAGES) -> tuple[list[str], Completion]:
    """The deltas of one streamed call, and that call's own completion record."""

    async def run() -> tuple[list[str], Completion]:
        try:
            reply = provider.stream(messages)
            deltas = [delta async for delta in reply]
            return deltas, reply.completion()
        finally:
            await provider.aclose()

    return asyncio.run(run())


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_complete_returns_text_model_and_usage(stub):
    stub.enqueue(
        reply="标题：春天\n\n五十个人去了公园。",
        usage={"prompt_tokens": 31, "completion_tokens": 9},
    )
    result = complete(client(stub.url))
    assert result.text == "标题：春天\n\n五十个人去了公园。"
    assert result.model == "stub-model"
    assert result.usage == {"prompt_tokens": 31, "completion_tokens": 9}
    assert result.raw["choices"][0]["finish_reason"] == "stop"


def test_the_exact_messages_model_and_bearer_key_reach_the_server(stub):
    complete(client(stub.url + "/", api_key="sk-test-123"))
    assert stub.paths == ["/v1/chat/completions"]
    body = stub.requests[0]
    assert body["model"] == "stub-model"
    assert body["stream"] is False
    assert body["messages"] == [{"role": m.role, "content": m.content} for m in MESSAGES]
    assert stub.headers[0]["authorization"] == "Bearer sk-test-123"


def test_no_authorization_header_without_a_key(stub):
    complete(client(stub.url))
    assert "authorization" not in stub.headers[0]


def test_stream_yields_deltas_that_join_into_the_reply_and_records_usage(stub):
    stub.enqueue(
        stream_chunks=["Hello", ", ", "wörld", " 你好"],
        usage={"prompt_tokens": 12, "completion_tokens": 4},
    )
    deltas, completion = streamed_reply(client(stub.url))
    assert deltas == ["Hello", ", ", "wörld", " 你好"]
    assert completion.usage == {"prompt_tokens": 12, "completion_tokens": 4}
    assert completion.text == "Hello, wörld 你好"
    assert completion.finish_reason == "stop" and not completion.truncated
    assert stub.requests[0]["stream"] is True
    assert stub.requests[0]["stream_options"] == {"include_usage": True}


def test_any_reply_streams_in_small_chunks_when_the_client_streams(stub):
    stub.enqueue(reply="A reply long enough to be split into several chunks.")
    deltas = stream(client(stub.url))
    assert len(deltas) > 3
    assert "".join(deltas) == "A reply long enough to be split into several chunks."


def test_chunk_delay_paces_the_stream_per_reply_and_by_default(stub):
    stub.enqueue(stream_chunks=["a", "b", "c", "d"], chunk_delay=0.05)
    assert stream(client(stub.url)) == ["a", "b", "c", "d"]
    assert stub.pauses.count(0.05) >= 4  # a pause after each chunk
    stub.default_chunk_delay = 0.03
    stub.default_reply = "0123456789abcdefghijklmnopqrstuv"  # four chunks of eight
    assert len(stream(client(stub.url))) == 4
    assert stub.pauses.count(0.03) >= 4


def test_stream_parser_skips_comments_blank_lines_empty_deltas_and_stops_at_done(stub):
    stub.enqueue(
        raw_stream=[
            ": keep-alive",
            "",
            "",
            'data: {"choices":[{"index":0,"delta":{"role":"assistant"}}]}',
            "",
            'data:{"choices":[{"index":0,"delta":{"content":"one "}}]}',
            "",
            "event: message",
            'data: {"choices":[{"index":0,"delta":{"content":null}}]}',
            "",
            'data: {"choices":[{"index":0,"delta":{"content":"two"},"finish_reason":null}]}',
            "",
            'data: {"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":2}}',
            "",
            "data: [DONE]",
            "",
            'data: {"choices":[{"index":0,"delta":{"content":"after done"}}]}',
            "",
        ]
    )
    deltas, completion = streamed_reply(client(stub.url))
    assert deltas == ["one ", "two"]
    assert completion.usage == {"prompt_tokens": 5, "completion_tokens": 2}
    assert not completion.truncated  # [DONE] arrived


def test_stream_accepts_a_plain_json_reply_from_a_server_that_ignores_stream(stub):
    stub.enqueue(
        body='{"model":"m","choices":[{"message":{"content":"whole"}}]}',
        content_type="application/json",
    )
    assert stream(client(stub.url)) == ["whole"]


def test_stream_error_chunk_becomes_a_bad_response(stub):
    stub.enqueue(raw_stream=['data: {"error":{"message":"context length exceeded"}}', ""])
    with pytest.raises(LLMBadResponse, match="context length exceeded"):
        stream(client(stub.url))


def test_429_with_retry_after_is_retried_after_the_given_seconds(stub):
    stub.enqueue(status=429, headers={"Retry-After": "1"})
    stub.enqueue(reply="done")
    sleeps = Sleeps()
    assert complete(client(stub.url, sleeps)).text == "done"
    assert sleeps.calls == [1.0]
    assert len(stub.requests) == 2


def test_429_with_retry_after_ms_waits_the_milliseconds_it_asks(stub):
    # OpenAI and Azure send both; the milliseconds are the precise figure.
    stub.enqueue(status=429, headers={"retry-after-ms": "350", "Retry-After": "1"})
    stub.enqueue(reply="done")
    sleeps = Sleeps()
    assert complete(client(stub.url, sleeps)).text == "done"
    assert sleeps.calls == [0.35]


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"retry-after-ms": "1500"}, 1.5),
        ({"retry-after-ms": "1500", "retry-after": "9"}, 1.5),
        ({"retry-after-ms": "soon", "retry-after": "9"}, 9.0),
        ({"retry-after-ms": "-20"}, 0.0),
        ({"retry-after-ms": "inf", "retry-after": "2"}, 2.0),
        ({"retry-after-ms": "99999999"}, 30.0),
        ({}, None),
    ],
)
def test_asked_wait_reads_milliseconds_before_seconds(headers, expected):
    now = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
    assert asked_wait(headers, now, 30.0) == expected


def test_429_asking_to_wait_longer_than_the_cap_fails_at_once_saying_how_long(stub):
    stub.enqueue(status=429, headers={"Retry-After": "3600"})
    stub.enqueue(reply="never asked for")
    sleeps = Sleeps()
    with pytest.raises(LLMRateLimited, match="asks to wait about 60 minutes"):
        complete(client(stub.url, sleeps, retry_after_cap=30.0))
    assert sleeps.calls == []
    assert len(stub.requests) == 1


def test_503_asking_to_wait_hours_fails_at_once(stub):
    stub.enqueue(status=503, headers={"Retry-After": "86400"})
    sleeps = Sleeps()
    with pytest.raises(LLMUnavailable, match="HTTP 503.*about 24 hours"):
        complete(client(stub.url, sleeps, retry_after_cap=30.0))
    assert sleeps.calls == []


def test_retry_after_within_the_cap_is_waited_exactly(stub):
    stub.enqueue(status=429, headers={"Retry-After": "30"})
    stub.enqueue(reply="done")
    sleeps = Sleeps()
    assert complete(client(stub.url, sleeps, retry_after_cap=30.0)).text == "done"
    assert sleeps.calls == [30.0]


def test_429_every_time_ends_rate_limited(stub):
    for _ in range(3):
        stub.enqueue(status=429)
    with pytest.raises(LLMRateLimited, match="429"):
        complete(client(stub.url, max_retries=2))
    assert len(stub.requests) == 3


def test_500s_until_the_budget_is_spent_end_unavailable_after_max_retries_plus_one(stub):
    for _ in range(10):
        stub.enqueue(status=500)
    sleeps = Sleeps()
    with pytest.raises(LLMUnavailable, match="HTTP 500") as failure:
        complete(client(stub.url, sleeps, max_retries=3))
    assert len(stub.requests) == 4
    assert len(sleeps.calls) == 3
    assert "Traceback" not in str(failure.value)


def test_backoff_is_exponential_with_full_jitter_under_the_cap(stub):
    for _ in range(5):
        stub.enqueue(status=503)
    sleeps = Sleeps()
    with pytest.raises(LLMUnavailable):
        complete(client(stub.url, sleeps, max_retries=4, backoff_base=1.0, backoff_cap=4.0))
    for delay, limit in zip(sleeps.calls, (1.0, 2.0, 4.0, 4.0), strict=True):
        assert 0 <= delay <= limit


def test_a_503_then_success_returns_the_reply(stub):
    stub.enqueue(status=503)
    stub.enqueue(reply="second time lucky")
    assert complete(client(stub.url)).text == "second time lucky"


def test_a_dropped_connection_is_retried(stub):
    stub.enqueue(drop=True)
    stub.enqueue(reply="after the drop")
    assert complete(client(stub.url)).text == "after the drop"


def test_stream_retries_before_the_first_delta(stub):
    stub.enqueue(status=502)
    stub.enqueue(reply="streamed after a retry")
    sleeps = Sleeps()
    assert "".join(stream(client(stub.url, sleeps))) == "streamed after a retry"
    assert len(sleeps.calls) == 1


def test_a_stream_cut_off_after_the_first_delta_is_asked_once_more_then_given_up(stub):
    # The writer saw "half"; asked again, the model begins otherwise (the stub's default
    # reply), so nothing more is shown and the reply ends in the sentence — no splice.
    stub.enqueue(raw_stream=['data: {"choices":[{"delta":{"content":"half"}}]}', ""], drop=True)
    received: list[str] = []
    sleeps = Sleeps()

    async def run() -> None:
        provider = client(stub.url, sleeps)
        try:
            async for delta in provider.stream(MESSAGES):
                received.append(delta)
        finally:
            await provider.aclose()

    with pytest.raises(LLMUnavailable, match="dropped in the middle") as failure:
        asyncio.run(run())
    assert "began its reply differently" in str(failure.value)
    assert received == ["half"]
    assert len(sleeps.calls) == 1
    assert len(stub.requests) == 2


def test_a_stream_cut_off_mid_reply_goes_on_when_asked_again_it_begins_the_same(stub):
    stub.enqueue(raw_stream=['data: {"choices":[{"delta":{"content":"half"}}]}', ""], drop=True)
    stub.enqueue(reply="half and whole")
    received: list[str] = []

    async def run() -> None:
        provider = client(stub.url, Sleeps())
        try:
            async for delta in provider.stream(MESSAGES):
                received.append(delta)
        finally:
            await provider.aclose()

    asyncio.run(run())
    assert "".join(received) == "half and whole" and received[0] == "half"
    assert len(stub.requests) == 2


def test_stream_429_exhausted_ends_rate_limited(stub):
    stub.enqueue(status=429)
    stub.enqueue(status=429)
    with pytest.raises(LLMRateLimited):
        stream(client(stub.url, max_retries=1))


def test_a_hang_past_the_timeout_is_a_timeout_with_a_plain_sentence(stub):
    stub.enqueue(hang=2.0)
    with pytest.raises(LLMTimeout) as failure:
        complete(client(stub.url, timeout=0.5, max_retries=0))
    assert str(failure.value) == "The model did not answer within 0.5 seconds (1 attempt)."


def test_a_timeout_is_retried_and_the_retry_can_succeed(stub):
    stub.enqueue(hang=2.0)
    stub.enqueue(reply="answered on the second try")
    sleeps = Sleeps()
    completion = complete(client(stub.url, sleeps, timeout=0.3, max_retries=1))
    assert completion.text == "answered on the second try"
    assert len(stub.requests) == 2 and len(sleeps.calls) == 1


def test_a_stream_may_take_several_timeouts_while_it_arrives_but_not_for_ever(stub):
    # Each chunk arrives well within the timeout (with room for a loaded machine); the whole
    # reply takes about two timeouts.
    stub.enqueue(stream_chunks=["a"] * 12, chunk_delay=0.15)
    assert stream(client(stub.url, timeout=1.0, max_retries=0)) == ["a"] * 12
    # A trickle past STREAM_TIMEOUTS timeouts in all is cut off: 9 s of chunks, cut at 6 s.
    # (At 0.3 s a timeout, a loaded machine's first chunk came after it: "did not answer".)
    stub.enqueue(stream_chunks=["a"] * 90, chunk_delay=0.1)
    with pytest.raises(LLMTimeout, match="in all"):
        stream(client(stub.url, timeout=0.6, max_retries=0))


def test_each_stream_carries_its_own_usage_even_when_two_run_at_once(stub):
    stub.enqueue(stream_chunks=["first"], usage={"prompt_tokens": 1, "completion_tokens": 11})
    stub.enqueue(stream_chunks=["second"], usage={"prompt_tokens": 2, "completion_tokens": 22})

    async def run() -> list[Completion]:
        provider = client(stub.url)
        try:
            replies = [provider.stream(MESSAGES), provider.stream(MESSAGES)]

            async def drain(reply):
                return "".join([d async for d in reply]), reply.completion()

            results = await asyncio.gather(*(drain(r) for r in replies))
            return [completion for _, completion in results]
        finally:
            await provider.aclose()

    usages = {c.text: c.usage["completion_tokens"] for c in asyncio.run(run())}
    assert usages == {"first": 11, "second": 22}


def test_finish_reason_length_marks_a_completion_truncated(stub):
    stub.enqueue(reply="The article was cut off in the mid", finish_reason="length")
    completion = complete(client(stub.url))
    assert completion.finish_reason == "length" and completion.truncated


def _piece(text: str) -> str:
    return "data: " + json.dumps({"choices": [{"index": 0, "delta": {"content": text}}]}) + "\n"


def _read_stream(provider: OpenAICompatible) -> tuple[list[str], BaseException | None]:
    """The deltas a streamed call yielded, and what it raised at the end (if anything)."""
    received: list[str] = []

    async def run() -> None:
        try:
            async for delta in provider.stream(MESSAGES):
                received.append(delta)
        finally:
            await provider.aclose()

    try:
        asyncio.run(run())
    except LLMError as failure:
        return received, failure
    return received, None


def test_a_stream_that_falls_silent_mid_reply_is_asked_once_more_and_goes_on(stub):
    # The first piece at once, then silence longer than the timeout: asked again, the model
    # begins with what the writer saw, so the reply goes on — one reply, not two spliced.
    # The silence (6 s) is well past the timeout (2 s) and the timeout well past what the
    # asked-again reply takes to begin on a loaded machine (at 0.5 s it did not always).
    stub.enqueue(raw_stream=[_piece("half"), _piece(" and"), "data: [DONE]\n"], chunk_delay=6)
    stub.enqueue(reply="half and whole")
    sleeps = Sleeps()
    received, failure = _read_stream(client(stub.url, sleeps, timeout=2.0))
    assert failure is None
    assert "".join(received) == "half and whole" and received[0] == "half"
    assert len(stub.requests) == 2 and len(sleeps.calls) == 1


def test_a_stream_that_falls_silent_then_begins_differently_says_the_model_stopped(stub):
    stub.enqueue(raw_stream=[_piece("half"), _piece(" and"), "data: [DONE]\n"], chunk_delay=6)
    stub.enqueue(reply="another reply altogether")
    received, failure = _read_stream(client(stub.url, Sleeps(), timeout=2.0))
    assert isinstance(failure, LLMTimeout)
    assert str(failure) == (
        "The model stopped in the middle of its reply (nothing more arrived for 2 seconds; "
        "asked again, the model began its reply differently)."
    )
    assert received == ["half"]


def test_a_stream_that_falls_silent_with_no_attempt_left_says_so_at_once(stub):
    stub.enqueue(raw_stream=[_piece("half"), _piece(" and"), "data: [DONE]\n"], chunk_delay=1.5)
    received, failure = _read_stream(client(stub.url, Sleeps(), timeout=0.5, max_retries=0))
    assert isinstance(failure, LLMTimeout)
    assert "stopped in the middle of its reply: nothing more arrived for 0.5 seconds" in str(
        failure
    )
    assert received == ["half"] and len(stub.requests) == 1


def test_finish_reason_length_in_a_stream_marks_it_truncated(stub):
    stub.enqueue(reply="The article was cut off", finish_reason="length")
    _, completion = streamed_reply(client(stub.url))
    assert completion.truncated and not completion.cut


def test_a_stream_that_ends_without_its_final_chunk_or_done_is_asked_once_more(stub):
    # The body closed cleanly but the stream never said it was done (a proxy ended it): as
    # for a dropped connection, the model is asked again and the reply goes on if it begins
    # with what was shown.
    stub.enqueue(reply="Half of the article and then noth", cut=True)
    stub.enqueue(reply="Half of the article and then nothing more.")
    deltas, completion = streamed_reply(client(stub.url, Sleeps()))
    assert "".join(deltas) == "Half of the article and then nothing more."
    assert not completion.cut and not completion.truncated
    assert len(stub.requests) == 2


def test_a_stream_ending_without_done_twice_is_marked_cut_after_one_more_ask(stub):
    # Asked once more only: the second cut reply is cut (the turn then says so, unsaved).
    stub.enqueue(reply="Half of the article and then noth", cut=True)
    stub.enqueue(reply="Half of the article and then noth", cut=True)
    deltas, completion = streamed_reply(client(stub.url, Sleeps()))
    assert "".join(deltas) == "Half of the article and then noth"
    assert completion.cut and completion.truncated
    assert len(stub.requests) == 2


def test_a_stream_with_a_finish_reason_but_no_done_line_is_complete(stub):
    stub.enqueue(
        raw_stream=[
            'data: {"choices":[{"index":0,"delta":{"content":"whole"}}]}',
            "",
            'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}',
            "",
        ]
    )
    _, completion = streamed_reply(client(stub.url))
    assert completion.text == "whole" and not completion.truncated


def test_a_stream_that_hangs_before_the_first_byte_times_out(stub):
    stub.enqueue(hang=2.0)
    with pytest.raises(LLMTimeout, match="0.5 seconds"):
        stream(client(stub.url, timeout=0.5, max_retries=0))


def test_401_is_a_bad_response_naming_the_api_key(stub):
    stub.enqueue(status=401)
    with pytest.raises(LLMBadResponse, match="API key") as failure:
        complete(client(stub.url, api_key="wrong"))
    assert "401" in str(failure.value)
    assert len(stub.requests) == 1


def test_404_names_the_model_and_the_base_url(stub):
    stub.enqueue(status=404)
    with pytest.raises(LLMBadResponse, match='"stub-model"') as failure:
        complete(client(stub.url))
    assert stub.url in str(failure.value)


def test_400_passes_on_what_the_server_said(stub):
    stub.enqueue(
        status=400,
        body='{"error":{"message":"maximum context length is 8192 tokens"}}',
        content_type="application/json",
    )
    with pytest.raises(LLMBadResponse, match="maximum context length"):
        complete(client(stub.url))


def test_a_body_that_is_not_json_is_a_bad_response(stub):
    stub.enqueue(body="<html>Bad gateway config</html>", content_type="text/html")
    with pytest.raises(LLMBadResponse, match="not JSON"):
        complete(client(stub.url))


def test_json_without_choices_is_a_bad_response(stub):
    stub.enqueue(body='{"object":"list","data":[]}', content_type="application/json")
    with pytest.raises(LLMBadResponse, match="without any choices"):
        complete(client(stub.url))


def test_a_refused_connection_ends_unavailable_after_the_retries():
    url = f"http://127.0.0.1:{closed_port()}/v1"
    sleeps = Sleeps()
    with pytest.raises(LLMUnavailable, match="Nothing is listening at 127.0.0.1") as failure:
        complete(client(url, sleeps, max_retries=2))
    assert len(sleeps.calls) == 2
    assert url in str(failure.value)


def test_a_refused_stream_ends_unavailable():
    url = f"http://127.0.0.1:{closed_port()}/v1"
    with pytest.raises(LLMUnavailable):
        stream(client(url, max_retries=1))


def test_every_failure_is_an_llm_error_with_one_readable_sentence(stub):
    stub.enqueue(status=418)
    with pytest.raises(LLMError) as failure:
        complete(client(stub.url))
    message = str(failure.value)
    assert message.startswith("The model endpoint rejected the request (418).")
    assert "\n" not in message


def test_default_reply_answers_when_the_queue_is_empty(stub):
    stub.default_reply = lambda request: f"echo: {request['messages'][-1]['content'][:4]}"
    assert complete(client(stub.url)).text == "echo: 把十五改"


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        (None, None),
        ("", None),
        ("2", 2.0),
        ("0.25", 0.25),
        ("-5", 0.0),
        ("99999", 30.0),
        ("soon", None),
        ("nan", None),
    ],
)
def test_retry_after_seconds(header, expected):
    now = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
    assert retry_after_seconds(header, now, 30.0) == expected


def test_retry_after_http_date():
    now = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
    later = format_datetime(now + timedelta(seconds=7), usegmt=True)
    assert retry_after_seconds(later, now, 30.0) == 7.0
    earlier = format_datetime(now - timedelta(seconds=7), usegmt=True)
    assert retry_after_seconds(earlier, now, 30.0) == 0.0
