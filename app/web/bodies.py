"""How slowly a request body may arrive, and how large it may say it is.

A client that sends its headers and then its body slowly, or never (slowloris), would hold a
connection and a task for as long as it likes: nothing else times out a body. Here a body
that stops arriving for `IDLE_SECONDS`, or is still arriving after `TOTAL_SECONDS`, is
answered 408 with a sentence and the connection is closed. A `Content-Length` over the
largest body the app accepts is answered 413 at once, before a byte of it is waited for.
Once the body is in, the app's later waits on `receive` (for the client to go away, during a
stream) are left alone.

A JSON body may begin with a UTF-8 byte order mark (Windows tools write one: PowerShell's
`Out-File`, Notepad's "UTF-8 with BOM"); RFC 8259 lets a parser ignore it, and it is dropped
here instead of failing as "invalid character (byte 0)". A UTF-16 or UTF-32 one is refused
with a sentence saying to send UTF-8.
"""

from __future__ import annotations

from typing import Any

import anyio
from litestar.enums import ScopeType
from litestar.exceptions import ClientException, HTTPException
from litestar.types import (
    ASGIApp,
    HTTPRequestEvent,
    Message,
    Receive,
    Scope,
    Send,
)

from app.web.security import MAX_BODY_BYTES, TOO_LARGE, refusal

IDLE_SECONDS = 15.0  # no byte of the body for this long: the client is not sending it
TOTAL_SECONDS = 120.0  # a body still arriving after this long (8 MiB at ~70 KB/s)

TOO_SLOW = (
    "The request body did not arrive in time (nothing for {idle:g} seconds, or not all of it "
    "within {total:g}); nothing was saved. Send the request again."
)


UTF8_BOM = b"\xef\xbb\xbf"
OTHER_BOMS = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")  # UTF-16 LE/BE (and UTF-32)
NOT_UTF8 = (
    "The request body must be JSON in UTF-8; this one starts with a UTF-16 or UTF-32 byte "
    "order mark. Send it as UTF-8."
)


class BodyTooSlow(HTTPException):
    """Raised from `receive` while the body is late; answered 408 wherever it is caught."""

    status_code = 408


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name.lower() == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None  # the server refuses a malformed length itself
    return None


async def _refuse(send: Send, status: int, detail: str) -> None:
    for message in refusal(status, detail, close=True):
        await send(message)


def _is_json(scope: Scope) -> bool:
    for name, value in scope.get("headers", ()):
        if name.lower() == b"content-type":
            return value.split(b";")[0].strip().lower() == b"application/json"
    return False


def _unmarked(message: HTTPRequestEvent) -> HTTPRequestEvent:
    """The first piece of a JSON body without a UTF-8 byte order mark; 400 for another one."""
    body = message["body"]
    if body.startswith(UTF8_BOM):
        return {**message, "body": body[len(UTF8_BOM) :]}
    if body.startswith(OTHER_BOMS):
        raise ClientException(detail=NOT_UTF8)
    return message


def body_limits(app: ASGIApp) -> ASGIApp:
    """The middleware: bounds on how a request body arrives (see the module's docstring)."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if declared is not None and declared > MAX_BODY_BYTES:
            await _refuse(send, 413, TOO_LARGE)
            return
        if declared == 0 or scope.get("method") in ("GET", "HEAD", "OPTIONS"):
            await app(scope, receive, send)
            return
        arrived = False  # the whole body is in: later waits are the app's own
        unread = _is_json(scope)  # its first bytes are still to be looked at (a BOM)
        started = False
        idle, total = IDLE_SECONDS, TOTAL_SECONDS
        too_slow = TOO_SLOW.format(idle=idle, total=total)
        deadline: float | None = None

        async def timed_receive() -> Any:
            nonlocal arrived, deadline, unread
            if arrived:
                return await receive()
            now = anyio.current_time()
            if deadline is None:
                deadline = now + total
            try:
                with anyio.fail_after(max(0.0, min(idle, deadline - now))):
                    message = await receive()
            except TimeoutError:
                raise BodyTooSlow(detail=too_slow, headers={"Connection": "close"}) from None
            if message["type"] != "http.request" or not message.get("more_body", False):
                arrived = True
            if unread and message["type"] == "http.request" and message.get("body"):
                unread = False
                return _unmarked(message)
            return message

        async def noted_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await app(scope, timed_receive, noted_send)
        except BodyTooSlow:
            # Raised outside the app's own error handling (a middleware reading the body).
            if not started:
                await _refuse(send, 408, too_slow)

    return middleware
