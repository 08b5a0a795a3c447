"""Faults on the wire between Redline and its model, seen from outside: `python -m app` talks
to a chat-completions server on 127.0.0.1 that cuts, splits, stalls and garbles its answers
byte by byte (tests/api/s36_faults_harness.py).

Written before reading any of app/: from README.md ("Connect a language model": retries on
429 with `Retry-After`, 5xx and connection errors; a streamed reply whose connection drops is
asked for once more and goes on where the screen stopped; the writer's message is kept, the
article untouched, the reply says what happened), docs/api.md ("A model failure during a chat
turn is not an HTTP error": a 200 with an assistant message of `status: "error"`; the
`?stream=true` events `delta`, `waiting`, `revision`, `assistant_message`, `done`; a streamed
turn goes on when its client goes away), `python -m app --help`, tests/conftest.py and
tests/api/conftest.py. The promise under test: a fault becomes an assistant message in plain
words, the writer's message kept, the article unchanged — or, where the fault is one the
client can ride out (a retry, a split packet), the edit lands whole.
"""

import email.utils
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.api.s36_faults_harness import (  # noqa: F401  (fixtures model_server, fresh_model)
    ARTICLE,
    DONE,
    EDITED,
    EDITED_BODY,
    SSE_HEAD,
    Handler,
    ModelServer,
    ServedApp,
    answer,
    assert_error_reply,
    assert_nothing_changed,
    assert_plain,
    assert_streamed_edit_lands,
    chunk_event,
    chunked,
    completion,
    fresh_model,
    gzip_corrupt,
    head,
    last_event,
    model_server,
    new_article,
    raw,
    send,
    send_slowly,
    send_streamed,
    served,
    session,
    sse_events,
    stream_or_json,
)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, model: ModelServer) -> Iterator[ServedApp]:
    with served(tmp_path_factory.mktemp("wire") / "data", model) as running:
        yield running


def every_time(model: ModelServer, handler: Handler) -> None:
    model.queue.clear()
    model.default = handler


def cut_after_first_piece(conn: socket.socket, request: dict[str, Any]) -> None:
    """The first piece of the answer, then the socket closes mid-body."""
    if request.get("stream"):
        send_slowly(conn, SSE_HEAD, chunked(chunk_event(EDITED[:12])))
    else:
        body = completion(EDITED)
        conn.sendall(head(Content_Length=str(len(body))) + body[:40])


def deltas(events: list[tuple[str, Any]]) -> str:
    return "".join(data["text"] for name, data in events if name == "delta")


def test_stream_cut_after_first_chunk_goes_on_when_the_model_answers_again(
    app: ServedApp, model: ModelServer
) -> None:
    content = new_article(app.client)
    model.enqueue(cut_after_first_piece, answer(EDITED))
    events = send_streamed(app.client, content["id"])
    done = last_event(events, "done")
    assert done["revision"] is not None, done["assistant_message"]
    assert done["content"]["body"] == EDITED_BODY
    assert deltas(events) == EDITED, "text sent twice or lost across the cut"


def test_model_that_always_cuts_after_first_chunk_gets_a_plain_error_reply(
    app: ServedApp, model: ModelServer
) -> None:
    every_time(model, cut_after_first_piece)
    content = new_article(app.client)
    assert_error_reply(send(app.client, content["id"]))
    assert_nothing_changed(app.client, content["id"])


def test_data_line_split_across_packets_inside_a_character(
    app: ServedApp, model: ModelServer
) -> None:
    reply = "周末\n\n今天天气很好。\n\n我们高高兴兴地去了公园。"
    stream = b"".join([chunk_event(reply[:9]), chunk_event(reply[9:]), DONE])

    def in_shreds(conn: socket.socket, request: dict[str, Any]) -> None:
        assert request.get("stream"), "a streamed turn asks the model to stream"
        # 7-byte pieces: every data line, and most three-byte characters, cut in two.
        shreds = [chunked(stream[i : i + 7]) for i in range(0, len(stream), 7)]
        send_slowly(conn, SSE_HEAD, *shreds, b"0\r\n\r\n", pause=0.005)

    model.enqueue(in_shreds)
    content = new_article(app.client, "周末", "今天天气很好。\n\n我们去了公园。")
    events = send_streamed(app.client, content["id"], "第二段写得更生动一些。")
    done = last_event(events, "done")
    assert done["content"]["body"] == "今天天气很好。\n\n我们高高兴兴地去了公园。"
    assert deltas(events) == reply


def test_done_without_any_content_is_said_plainly(app: ServedApp, model: ModelServer) -> None:
    every_time(model, stream_or_json([DONE], completion("")))
    content = new_article(app.client)
    assert_error_reply(send(app.client, content["id"]))
    assert_nothing_changed(app.client, content["id"])


def test_error_event_in_the_middle_of_a_stream(app: ServedApp, model: ModelServer) -> None:
    failure = b'{"error": {"message": "The server had an error processing your request.",'
    failure += b' "type": "server_error", "code": null}}'
    every_time(
        model,
        stream_or_json([chunk_event(EDITED[:20]), b"data: " + failure + b"\n\n"], failure),
    )
    content = new_article(app.client)
    events = send_streamed(app.client, content["id"])
    reply = last_event(events, "assistant_message")
    assert reply["status"] == "error"
    assert_plain(reply["content"])
    assert_nothing_changed(app.client, content["id"])


def test_html_error_page_answered_with_200(app: ServedApp, model: ModelServer) -> None:
    page = b"<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1>"
    page += b"<p>The proxy could not reach the upstream.</p></body></html>"
    every_time(model, raw(head(content_type="text/html", Content_Length=str(len(page))) + page))
    content = new_article(app.client)
    result = send(app.client, content["id"])
    assert_error_reply(result)
    assert "<h1>" not in result["assistant_message"]["content"]
    assert_nothing_changed(app.client, content["id"])


def test_503_then_200_lands_the_edit(app: ServedApp, model: ModelServer) -> None:
    busy = b"upstream unavailable"
    model.enqueue(raw(head("503 Service Unavailable", "text/plain") + busy), answer(EDITED))
    content = new_article(app.client)
    asked = len(model.requests)
    result = send(app.client, content["id"])
    assert result["revision"] is not None, result["assistant_message"]
    assert result["content"]["body"] == EDITED_BODY
    assert len(model.requests) - asked == 2


@pytest.mark.parametrize("retry_after", ["0.5", "http-date"])
def test_429_with_retry_after_then_200(
    app: ServedApp, model: ModelServer, retry_after: str
) -> None:
    if retry_after == "http-date":
        retry_after = email.utils.formatdate(time.time() + 2, usegmt=True)
    limited = raw(
        head("429 Too Many Requests", Retry_After=retry_after, Content_Length="2") + b"{}"
    )
    model.enqueue(limited, answer(EDITED))
    content = new_article(app.client)
    started = time.monotonic()
    result = send(app.client, content["id"])
    assert result["revision"] is not None, result["assistant_message"]
    assert result["content"]["body"] == EDITED_BODY
    assert time.monotonic() - started < 60, "a wait of seconds took a minute"


def test_model_that_hangs_after_its_headers_times_out_plainly(
    app: ServedApp, model: ModelServer
) -> None:
    released = threading.Event()

    def hang(conn: socket.socket, request: dict[str, Any]) -> None:
        conn.sendall(SSE_HEAD if request.get("stream") else head(Content_Length="500"))
        released.wait(90)

    every_time(model, hang)
    content = new_article(app.client)
    started = time.monotonic()
    try:
        result = send(app.client, content["id"])
    finally:
        released.set()
    assert time.monotonic() - started < 90, "the timeout (2 s here) did not end the wait"
    assert_error_reply(result)
    assert_nothing_changed(app.client, content["id"])


def test_gzip_body_that_is_corrupt(app: ServedApp, model: ModelServer) -> None:
    every_time(model, raw(gzip_corrupt()))
    content = new_article(app.client)
    assert_error_reply(send(app.client, content["id"]))
    assert_nothing_changed(app.client, content["id"])


@pytest.mark.parametrize("streamed", [False, True])
def test_reply_two_megabytes_long(app: ServedApp, model: ModelServer, streamed: bool) -> None:
    huge = "The bus\n\nWe waited twenty minutes.\n\n" + "The bus never came. " * 105_000
    every_time(model, answer(huge, pieces=64))
    content = new_article(app.client)
    if streamed:
        reply = last_event(send_streamed(app.client, content["id"]), "assistant_message")
        assert reply["status"] == "error"
        assert_plain(reply["content"])
    else:
        assert_error_reply(send(app.client, content["id"]))
    assert_nothing_changed(app.client, content["id"])


def test_stream_with_a_role_chunk_and_a_usage_chunk_without_choices(
    app: ServedApp, model: ModelServer
) -> None:
    """OpenAI's `stream_options.include_usage` shape: the first chunk carries only the role,
    the last before [DONE] has `choices: []` and the usage."""
    role = chunk_event()
    role = role.replace(b'"delta": {}', b'"delta": {"role": "assistant", "content": ""}')
    usage = b'data: {"id": "u", "object": "chat.completion.chunk", "choices": [], '
    usage += b'"usage": {"prompt_tokens": 9, "completion_tokens": 9, "total_tokens": 18}}\n\n'
    events = [role, chunk_event(EDITED[:15]), chunk_event(EDITED[15:], "stop"), usage, DONE]
    model.enqueue(stream_or_json(events, completion(EDITED)))
    assert_streamed_edit_lands(app.client)


def test_reply_cut_by_the_length_limit_loses_no_paragraph(
    app: ServedApp, model: ModelServer
) -> None:
    cut = "The bus\n\nWe waited twenty minutes.\n\nThe old bus"
    truncated = completion(cut).replace(b'"finish_reason": "stop"', b'"finish_reason": "length"')
    every_time(
        model, stream_or_json([chunk_event(cut), chunk_event(finish="length"), DONE], truncated)
    )
    content = new_article(app.client)
    result = send(app.client, content["id"])
    assert_plain(result["assistant_message"]["content"])
    body = app.client.get(f"/api/contents/{content['id']}").json()["body"]
    assert body == ARTICLE["body"], "a reply the model was cut off in was applied"


def test_invalid_utf8_in_a_streamed_delta(app: ServedApp, model: ModelServer) -> None:
    broken = chunk_event(EDITED[:20]).replace(b'"content": "', b'"content": "\xff\xfe')
    every_time(
        model, stream_or_json([broken, chunk_event(EDITED[20:], "stop"), DONE], completion(EDITED))
    )
    content = new_article(app.client)
    events = send_streamed(app.client, content["id"])
    reply = last_event(events, "assistant_message")
    assert_plain(reply["content"])
    kept = [
        m["content"] for m in session(app.client, content["id"])["messages"] if m["role"] == "user"
    ]
    assert kept == ["Make the second paragraph a little more vivid."]


def test_client_gone_mid_stream_the_reply_still_lands(app: ServedApp, model: ModelServer) -> None:
    events = [chunk_event(EDITED[i : i + 6]) for i in range(0, len(EDITED), 6)]

    def slowly(conn: socket.socket, request: dict[str, Any]) -> None:
        parts = [chunked(event) for event in [*events, chunk_event(finish="stop"), DONE]]
        send_slowly(conn, SSE_HEAD, *parts, b"0\r\n\r\n", pause=0.2)

    model.enqueue(slowly)
    content = new_article(app.client)
    payload = {
        "content_id": content["id"],
        "message": "Make the second paragraph a little more vivid.",
    }
    leaving = httpx.Client(base_url=str(app.client.base_url), timeout=60)
    with leaving, leaving.stream("POST", "/api/chat/send?stream=true", json=payload) as response:
        assert response.status_code == 200
        seen = ""
        for line in response.iter_lines():
            seen += line + "\n"
            if any(name == "delta" for name, _ in sse_events(seen)):
                break
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        replies = [
            m for m in session(app.client, content["id"])["messages"] if m["role"] == "assistant"
        ]
        if replies:
            break
        time.sleep(0.2)
    assert len(replies) == 1, "no reply landed after the client went away"
    assert replies[0]["status"] == "ok", replies[0]
    assert replies[0]["revision_id"] is not None
    assert app.client.get(f"/api/contents/{content['id']}").json()["body"] == EDITED_BODY
