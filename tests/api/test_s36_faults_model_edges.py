"""More of the model's odd answers, seen from outside `python -m app`: event streams in the
line endings and spellings the SSE standard allows, streams that end without saying so or
that a content filter stopped, a model that only sends keep-alive comments or drips a byte at
a time, `Retry-After` values that are not numbers, a redirect, a reset before any header.

Written before reading any of app/: from README.md ("Connect a language model":
`REDLINE_LLM_TIMEOUT` — once a streamed reply is arriving, seconds it may stay silent, and a
reply that keeps arriving may take up to 10× that in all, then it is cut off; retries on 429,
5xx and connection errors), docs/api.md (a model failure is an assistant message of
`status: "error"` whose text says what went wrong; the writer's message kept, the article
unchanged) and the harness in tests/api/s36_faults_harness.py.
"""

import itertools
import socket
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

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
    head,
    last_event,
    model_server,
    new_article,
    raw,
    send,
    send_slowly,
    send_streamed,
    served,
    stream_or_json,
)

CUT = "The bus\n\nWe waited twenty minutes.\n\nThe old bus"


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory, model: ModelServer) -> Iterator[ServedApp]:
    with served(tmp_path_factory.mktemp("edges") / "data", model) as running:
        yield running


def streamed_as(stream: bytes) -> Handler:
    """These event-stream bytes to a streamed request (the whole edit, as JSON, otherwise)."""
    return stream_or_json([stream], completion(EDITED))


def whole_stream() -> bytes:
    return chunk_event(EDITED[:10]) + chunk_event(EDITED[10:], "stop") + DONE


@pytest.mark.parametrize(
    "respell",
    [
        lambda s: s.replace(b"\n\n", b"\r\n\r\n"),
        lambda s: s.replace(b"\n", b"\r"),
        lambda s: s.replace(b"data: ", b"data:"),
        lambda s: b": hello\n\nevent: message\nid: 1\nretry: 100\n" + s,
    ],
    ids=["crlf", "bare-cr", "no-space", "comment-and-fields"],
)
def test_event_stream_spelled_as_the_standard_allows(
    app: ServedApp, model: ModelServer, respell: Any
) -> None:
    model.enqueue(streamed_as(respell(whole_stream())))
    assert_streamed_edit_lands(app.client)


def test_model_that_answers_a_stream_request_with_plain_json(
    app: ServedApp, model: ModelServer
) -> None:
    body = completion(EDITED)
    model.enqueue(raw(head(Content_Length=str(len(body))) + body))
    content = new_article(app.client)
    reply = last_event(send_streamed(app.client, content["id"]), "assistant_message")
    if reply["status"] == "error":
        assert_plain(reply["content"])
        assert_nothing_changed(app.client, content["id"])
    else:
        assert app.client.get(f"/api/contents/{content['id']}").json()["body"] == EDITED_BODY


@pytest.mark.parametrize("ending", [b"", chunk_event(finish="content_filter") + DONE])
def test_stream_that_stops_short_is_not_applied(
    app: ServedApp, model: ModelServer, ending: bytes
) -> None:
    """A stream closed cleanly before any finish_reason, or one a content filter stopped:
    the article the model was writing is not whole, and must not replace the writer's."""
    model.default = streamed_as(chunk_event(CUT) + ending)
    content = new_article(app.client)
    reply = last_event(send_streamed(app.client, content["id"]), "assistant_message")
    assert_plain(reply["content"])
    body = app.client.get(f"/api/contents/{content['id']}").json()["body"]
    assert body == ARTICLE["body"], "a reply the model never finished was applied"


def assert_cut_off_plainly(
    app: ServedApp, model: ModelServer, pieces: Callable[[], Iterable[bytes]], why: str
) -> None:
    """A model that sends its headers, then `pieces()` one every half second: the turn ends
    in a plain error reply within the time allowed, the article unchanged."""
    stop = threading.Event()

    def stalling(conn: socket.socket, request: dict[str, Any]) -> None:
        conn.sendall(SSE_HEAD if request.get("stream") else head(Transfer_Encoding="chunked"))
        for piece in pieces():
            if stop.is_set():
                return
            conn.sendall(chunked(piece))
            time.sleep(0.5)

    model.default = stalling
    content = new_article(app.client)
    started = time.monotonic()
    try:
        result = send(app.client, content["id"])
    finally:
        stop.set()
    assert time.monotonic() - started < 150, why
    assert_error_reply(result)
    assert_nothing_changed(app.client, content["id"])


def test_model_that_sends_only_keep_alive_comments_is_cut_off(
    app: ServedApp, model: ModelServer
) -> None:
    assert_cut_off_plainly(
        app,
        model,
        lambda: itertools.repeat(b": keep-alive\n\n"),
        "comments alone kept the turn open",
    )


def test_model_that_drips_a_byte_at_a_time_is_cut_off(app: ServedApp, model: ModelServer) -> None:
    drip = chunk_event(EDITED * 50)
    assert_cut_off_plainly(
        app,
        model,
        lambda: (bytes([byte]) for byte in drip),
        "a dripping model held the turn open",
    )


@pytest.mark.parametrize("retry_after", ["soon", "-5", "Wed, 21 Oct 2015 07:28:00 GMT", "1e400"])
def test_retry_after_that_is_no_wait_still_retries(
    app: ServedApp, model: ModelServer, retry_after: str
) -> None:
    limited = head("429 Too Many Requests", Retry_After=retry_after, Content_Length="2") + b"{}"
    model.enqueue(raw(limited), answer(EDITED))
    content = new_article(app.client)
    started = time.monotonic()
    result = send(app.client, content["id"])
    assert result["revision"] is not None, result["assistant_message"]
    assert time.monotonic() - started < 60


def test_redirect_from_the_model_is_said_plainly(app: ServedApp, model: ModelServer) -> None:
    moved = head("307 Temporary Redirect", Location="http://127.0.0.1:9/v1/chat/completions")
    model.default = raw(moved.replace(b"\r\n\r\n", b"\r\nContent-Length: 0\r\n\r\n"))
    content = new_article(app.client)
    assert_error_reply(send(app.client, content["id"]))
    assert_nothing_changed(app.client, content["id"])


def test_connection_reset_before_any_header(app: ServedApp, model: ModelServer) -> None:
    def reset(conn: socket.socket, request: dict[str, Any]) -> None:
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")

    model.default = reset
    content = new_article(app.client)
    assert_error_reply(send(app.client, content["id"]))
    assert_nothing_changed(app.client, content["id"])
    model.default = answer(EDITED)
    again = send(app.client, content["id"], "Once more, please: more vivid.")
    assert again["revision"] is not None, again["assistant_message"]


@pytest.mark.parametrize("streamed", [False, True])
@pytest.mark.parametrize("escape", ["\\u0000", "\\ud800", "\\udfff"])
def test_reply_with_a_character_no_store_keeps(
    app: ServedApp, model: ModelServer, escape: str, streamed: bool
) -> None:
    """A NUL (which the API refuses from a writer: no store can keep it) or a lone surrogate
    (which UTF-8 cannot encode) in the model's reply: never in the article, never a 500."""
    spoiled = EDITED.replace("old bus", "old" + escape + "bus")
    body = completion("@").replace(b'"@"', b'"' + spoiled.replace("\n", "\\n").encode() + b'"')
    event = chunk_event("@").replace(
        b'"content": "@"', b'"content": "' + spoiled.replace("\n", "\\n").encode() + b'"'
    )
    model.default = streamed_as(event + chunk_event(finish="stop") + DONE)
    if not streamed:
        model.default = raw(head(Content_Length=str(len(body))) + body)
    content = new_article(app.client)
    if streamed:
        reply = last_event(send_streamed(app.client, content["id"]), "assistant_message")
    else:
        reply = send(app.client, content["id"])["assistant_message"]
    assert_plain(reply["content"])
    article = app.client.get(f"/api/contents/{content['id']}").json()
    assert "\x00" not in article["body"]
    assert all(not 0xD800 <= ord(c) <= 0xDFFF for c in article["body"])
    assert app.client.get(f"/api/chat/sessions/{content['id']}").status_code == 200
    assert app.client.get(f"/api/chat/revisions/{content['id']}").status_code == 200
