"""The lean HTTP/1.1 client of the model's plain replies (app/llm/plain_http.py), against a raw
server on 127.0.0.1 that answers each request with scripted bytes."""

from __future__ import annotations

import asyncio
import gzip
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest

from app.llm import plain_http
from app.llm.openai import OpenAICompatible
from app.llm.plain_http import PlainHTTP


class RawServer:
    """Answers the n-th request with `answers[n]` (bytes), or closes at once for None."""

    def __init__(self, answers: list[bytes | None]) -> None:
        self.answers = answers
        self.requests: list[tuple[bytes, bytes]] = []  # (head, body)
        self.connections = 0
        self.url = ""

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = next(
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length:")
                )
                self.requests.append((head, await reader.readexactly(length)))
                answer = self.answers[len(self.requests) - 1]
                if answer is None:
                    break
                writer.write(answer)
                await writer.drain()
                lower = answer.lower()
                framed = b"content-length" in lower or b"transfer-encoding" in lower
                if not framed or b"connection: close" in lower or b"x-then-close" in lower:
                    break  # (x-then-close: closed as at the server's idle timeout)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        writer.close()


@asynccontextmanager
async def serving(answers: list[bytes | None]) -> AsyncIterator[RawServer]:
    server = RawServer(answers)
    listening = await asyncio.start_server(server.handle, "127.0.0.1", 0)
    port = listening.sockets[0].getsockname()[1]
    server.url = f"http://127.0.0.1:{port}/v1/chat/completions"
    async with listening:
        yield server


def ok(body: bytes, *extra: str) -> bytes:
    head = "".join(f"{line}\r\n" for line in extra)
    return b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n%s\r\n%s" % (len(body), head.encode(), body)


def test_the_request_is_what_httpx_sends_and_the_connection_is_kept_for_the_next():
    async def scenario() -> None:
        async with serving([ok(b'{"a":1}'), ok(b'{"b":2}')]) as server:
            client = PlainHTTP(server.url, {"User-Agent": "redline", "Authorization": "Bearer k"})
            first = await client.post_json({"text": "第一段 ✓"}, {"Accept": "application/json"})
            second = await client.post_json({"n": 2}, {})
            await client.aclose()
        assert (first.status_code, first.json(), second.json()) == (200, {"a": 1}, {"b": 2})
        head, body = server.requests[0]
        assert head.startswith(b"POST /v1/chat/completions HTTP/1.1\r\n")
        for line in (
            b"user-agent: redline",
            b"authorization: bearer k",
            b"accept: application/json",
        ):
            assert line in head.lower()
        sent = json.dumps({"text": "第一段 ✓"}, ensure_ascii=False, separators=(",", ":"))
        assert body == sent.encode()
        assert server.connections == 1

    asyncio.run(scenario())


def test_chunked_and_gzipped_bodies_are_read_whole_and_decoded():
    packed = gzip.compress('{"text": "春天来了"}'.encode())
    chunked = (
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n\r\n"
        + b"%x\r\n%s\r\n" % (5, packed[:5])
        + b"%x;ext=1\r\n%s\r\n" % (len(packed) - 5, packed[5:])
        + b"0\r\nX-Trailer: yes\r\n\r\n"
    )

    async def scenario() -> None:
        async with serving([chunked, ok(b"{}")]) as server:
            client = PlainHTTP(server.url, {})
            response = await client.post_json({}, {})
            again = await client.post_json({}, {})  # the chunked answer left the stream clean
            await client.aclose()
        assert response.json() == {"text": "春天来了"}
        assert again.json() == {}
        assert server.connections == 1

    asyncio.run(scenario())


def test_an_interim_100_is_skipped_and_a_body_without_length_ends_with_the_connection():
    answer = (
        b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n[1]"
    )

    async def scenario() -> None:
        async with serving([answer, ok(b"[2]")]) as server:
            client = PlainHTTP(server.url, {})
            first = await client.post_json({}, {})
            second = await client.post_json({}, {})
            await client.aclose()
        assert (first.json(), second.json()) == ([1], [2])
        assert server.connections == 2  # the first connection ended with its body

    asyncio.run(scenario())


def test_connection_close_and_a_server_that_closed_a_kept_connection_get_a_new_connection():
    async def scenario() -> None:
        answers = [ok(b"[1]", "Connection: close"), ok(b"[2]", "X-Then-Close: 1"), ok(b"[3]")]
        async with serving(answers) as server:
            client = PlainHTTP(server.url, {})
            assert (await client.post_json({}, {})).json() == [1]
            assert (await client.post_json({}, {})).json() == [2]
            assert len(client._idle) == 1  # kept: the answer did not say it closes
            for _ in range(200):  # until the server's close has reached this end
                if client._idle[0].reader.at_eof():
                    break
                await asyncio.sleep(0.005)
            assert (await client.post_json({}, {})).json() == [3]
            await client.aclose()
        assert server.connections == 3

    asyncio.run(scenario())


def test_a_server_that_hangs_up_without_answering_is_a_retryable_transport_error():
    async def scenario() -> None:
        async with serving([None]) as server:
            client = PlainHTTP(server.url, {})
            with pytest.raises(httpx.RemoteProtocolError, match="without sending a response"):
                await client.post_json({}, {})
            await client.aclose()

    asyncio.run(scenario())


def test_a_cut_body_and_a_garbled_status_line_are_protocol_errors():
    cut = b'HTTP/1.1 200 OK\r\nContent-Length: 100\r\nX-Then-Close: 1\r\n\r\n{"te'
    garbled = b"SMTP ready\r\n\r\n"

    async def scenario() -> None:
        for answer, words in ((cut, "whole response"), (garbled, "status line")):
            async with serving([answer, None]) as server:
                client = PlainHTTP(server.url, {})
                with pytest.raises(httpx.RemoteProtocolError, match=words):
                    await asyncio.wait_for(client.post_json({}, {}), 5)
                await client.aclose()

    asyncio.run(scenario())


def test_a_cancelled_request_closes_its_connection():
    async def scenario() -> None:
        async with serving(
            [b"HTTP/1.1 200 OK\r\nContent-Length: 9\r\n", None]
        ) as server:  # unfinished
            client = PlainHTTP(server.url, {})
            with pytest.raises(TimeoutError):
                async with asyncio.timeout(0.2):
                    await client.post_json({}, {})
            assert client._idle == []
            await client.aclose()

    asyncio.run(scenario())


def test_a_refused_connection_is_a_connect_error():
    async def scenario() -> None:
        async with serving([]) as server:
            url = server.url
        with pytest.raises(httpx.ConnectError):
            await PlainHTTP(url, {}).post_json({}, {})

    asyncio.run(scenario())


def test_only_plain_http_without_a_proxy_and_without_a_test_transport_uses_it(monkeypatch):
    for name in ("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    assert plain_http.suits("http://127.0.0.1:8000/v1/chat/completions")
    assert not plain_http.suits("https://api.openai.com/v1/chat/completions")
    assert OpenAICompatible(base_url="http://127.0.0.1:9/v1", model="m")._plain is not None
    mocked = httpx.MockTransport(lambda request: httpx.Response(200))
    assert OpenAICompatible(base_url="http://x/v1", model="m", transport=mocked)._plain is None
    monkeypatch.setenv("HTTP_PROXY", "http://proxy:3128")
    assert not plain_http.suits("http://127.0.0.1:8000/v1/chat/completions")
