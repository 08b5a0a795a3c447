"""HEAD answered as GET without a body (RFC 9110 §9.3.2), which Litestar routes do not do.

A client or proxy checking that a resource exists (`curl -I`, link checkers, caches) gets the
GET's status and headers — 200 with the length, 404 with a sentence's length — instead of 405.
A stream (an article's `events`) ends once its headers are sent: its handler is told the
client went away, so nothing keeps running for a request that wants no body. The response is
completed (an empty last body) as soon as its headers go: a stream's handler, told the client
left, returns without sending any body, and uvicorn closes a connection whose response never
completed — after answering `connection: keep-alive`, so a pooled client's next request on it
failed ("Server disconnected without sending a response"; outside50 F2).
"""

from __future__ import annotations

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, ReceiveMessage, Scope, Send


def head_as_get(app: ASGIApp) -> ASGIApp:
    """Run a HEAD request as its GET and send only the status and headers."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        if scope["method"] != "HEAD":
            # Allow (on OPTIONS and on a 405) names HEAD wherever GET is answered.
            await app(scope, receive, _allowing_head(send))
            return
        started = False

        async def receive_until_started() -> ReceiveMessage:
            # After the headers the handler has nothing left to send: say the client left.
            if started:
                return {"type": "http.disconnect"}
            return await receive()

        async def send_headers_only(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                await send(message)
                # Complete it now: whatever body the handler sends later (or none) is dropped.
                await send({"type": "http.response.body", "body": b"", "more_body": False})

        as_get: Scope = {**scope, "method": "GET"}
        await app(as_get, receive_until_started, send_headers_only)

    return middleware


def _allowing_head(send: Send) -> Send:
    """Allow lists HEAD wherever GET is allowed, since HEAD is answered there."""

    async def send_with_head(message: Message) -> None:
        if message["type"] == "http.response.start":
            headers = []
            for name, value in message.get("headers", ()):
                methods = [m.strip() for m in value.split(b",")]
                if name.lower() == b"allow" and b"GET" in methods and b"HEAD" not in methods:
                    value = b", ".join([*methods, b"HEAD"])
                headers.append((name, value))
            message["headers"] = headers
        await send(message)

    return send_with_head
