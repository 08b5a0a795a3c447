"""A lean HTTP/1.1 client for the model's plain (not streamed) replies on an http:// endpoint.

httpx costs about 1 ms of CPU a call on this kind of machine (and more with many calls at
once: its connection pool checks every kept connection on each request), as much as the
rest of a turn's web work. The usual endpoint a server talks to over plain http is a model
on the same machine or network (vLLM, Ollama, LM Studio, a test stub), where that is the
whole cost of the call. This client writes the request in one piece and reads the answer
from asyncio streams, keeping connections alive as httpx does.

It answers with an `httpx.Response` and fails with httpx's own errors, so the caller treats
both clients alike. What it does not do, httpx still does (app/llm/openai.py chooses):
https, proxies from the environment, streamed replies, test transports.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from typing import Any
from urllib.parse import urlsplit

import httpx

# Kept connections, and how long one may wait unused (httpx's defaults: 20 and 5 s; servers
# such as uvicorn close an idle connection after 5 s).
_KEPT = 20
_IDLE_SECONDS = 5.0
_PROXY_VARIABLES = ("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY")


def suits(url: str) -> bool:
    """Whether requests to `url` may go through this client: plain http, and no proxy named
    in the environment (httpx would send them through it)."""
    return urlsplit(url).scheme == "http" and not any(os.environ.get(v) for v in _PROXY_VARIABLES)


class _Connection:
    __slots__ = ("reader", "writer", "idle_since")

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.idle_since = 0.0

    def usable(self, now: float) -> bool:
        """Still open, the server has not closed its end, and not idle for too long."""
        return (
            not self.writer.is_closing()
            and not self.reader.at_eof()
            and now - self.idle_since < _IDLE_SECONDS
        )

    def close(self) -> None:
        self.writer.close()


class PlainHTTP:
    """POSTs JSON to one http:// origin over kept-alive HTTP/1.1 connections."""

    def __init__(self, url: str, headers: dict[str, str]) -> None:
        where = urlsplit(url)
        self._host = where.hostname or ""
        self._port = where.port or 80
        self._target = (where.path or "/") + (f"?{where.query}" if where.query else "")
        self._head = "".join(
            f"{name}: {value}\r\n" for name, value in {"Host": where.netloc, **headers}.items()
        )
        self._idle: list[_Connection] = []

    async def post_json(self, payload: Any, headers: dict[str, str]) -> httpx.Response:
        """POST `payload` as JSON (encoded as httpx encodes it) with `headers` added; the
        response read whole. Cancelling it (a timeout, a stop) closes its connection."""
        body = json.dumps(
            payload, ensure_ascii=False, separators=(",", ":"), allow_nan=False
        ).encode("utf-8")
        extra = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
        request = (
            f"POST {self._target} HTTP/1.1\r\n{self._head}{extra}"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
        ).encode("latin-1") + body
        connection = await self._connection()
        kept = False
        try:
            try:
                connection.writer.write(request)
                await connection.writer.drain()
            except OSError as error:
                raise httpx.WriteError(str(error) or type(error).__name__) from None
            response, reusable = await _read_response(connection.reader)
            kept = reusable and len(self._idle) < _KEPT
        finally:
            if not kept:
                connection.close()
        if kept:
            connection.idle_since = time.monotonic()
            self._idle.append(connection)
        return response

    async def _connection(self) -> _Connection:
        now = time.monotonic()
        while self._idle:
            kept = self._idle.pop()
            if kept.usable(now):
                return kept
            kept.close()
        try:
            reader, writer = await asyncio.open_connection(self._host, self._port)
        except OSError as error:
            raise httpx.ConnectError(str(error) or type(error).__name__) from None
        return _Connection(reader, writer)

    async def aclose(self) -> None:
        idle, self._idle = self._idle, []
        for connection in idle:
            connection.close()


async def _read_response(reader: asyncio.StreamReader) -> tuple[httpx.Response, bool]:
    """One response: (the response, whether the connection may carry another request)."""
    try:
        while True:
            try:
                head = await reader.readuntil(b"\r\n\r\n")
            except asyncio.IncompleteReadError as error:
                if not error.partial:
                    raise httpx.RemoteProtocolError(
                        "Server disconnected without sending a response."
                    ) from None
                raise httpx.RemoteProtocolError("The response headers were cut off.") from None
            status, version, headers = _parse_head(head)
            if not 100 <= status < 200:  # an interim response (100 Continue) is skipped
                break
        fields = {name.lower(): value for name, value in headers}
        reusable = version == "HTTP/1.1" and fields.get("connection", "").lower() != "close"
        if status in (204, 304):
            content = b""
        elif "chunked" in fields.get("transfer-encoding", "").lower():
            content = await _read_chunks(reader)
        elif "content-length" in fields:
            try:
                content = await reader.readexactly(int(fields["content-length"]))
            except ValueError:
                raise httpx.RemoteProtocolError("The Content-Length is not a number.") from None
        else:  # the body ends when the server closes the connection
            content, reusable = await reader.read(), False
    except asyncio.IncompleteReadError:
        raise httpx.RemoteProtocolError(
            "Server disconnected without sending the whole response."
        ) from None
    except asyncio.LimitOverrunError:
        raise httpx.RemoteProtocolError("The response headers are too long.") from None
    except OSError as error:
        raise httpx.ReadError(str(error) or type(error).__name__) from None
    # The body as received: httpx decodes a Content-Encoding, as for its own responses.
    return httpx.Response(status, headers=headers, content=content), reusable


def _parse_head(head: bytes) -> tuple[int, str, list[tuple[str, str]]]:
    lines = head.decode("latin-1").split("\r\n")
    version, _, rest = lines[0].partition(" ")
    code = rest[:3]
    if not (version.startswith("HTTP/1.") and code.isdigit()):
        raise httpx.RemoteProtocolError(f"Not an HTTP/1 status line: {lines[0][:80]!r}")
    headers = []
    for line in lines[1:]:
        if line:
            name, colon, value = line.partition(":")
            if not colon:
                raise httpx.RemoteProtocolError(f"Not a header line: {line[:80]!r}")
            headers.append((name.strip(), value.strip()))
    return int(code), version, headers


async def _read_chunks(reader: asyncio.StreamReader) -> bytes:
    """A chunked body, joined (trailers are read and dropped)."""
    parts: list[bytes] = []
    while True:
        size_line = await reader.readuntil(b"\r\n")
        try:
            size = int(size_line.split(b";", 1)[0].strip(), 16)
        except ValueError:
            raise httpx.RemoteProtocolError("A chunk size is not a number.") from None
        if size == 0:
            while await reader.readuntil(b"\r\n") != b"\r\n":
                pass  # a trailer line
            return b"".join(parts)
        parts.append(await reader.readexactly(size))
        await reader.readexactly(2)  # the CRLF after the chunk
