"""A request whose headers never finish arriving is answered 408 and its connection closed,
instead of being held for ever.

uvicorn times out a kept-alive connection between requests, and app/web/bodies.py a body that
stops arriving, but nothing limits a connection that opens and sends nothing, or sends half
its headers and stops (slowloris): each holds a socket and a slot of the worker for as long
as the client likes, and a few hundred of them starve everyone else. This is uvicorn's
httptools protocol with one timer more: from the moment a connection opens (or a further
request on it begins) its headers must be complete within `HEADER_SECONDS`.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from app.web.unreadable import ReadableRefusals

HEADER_SECONDS = 15.0

TOO_SLOW = (
    "The request's headers did not arrive within {seconds:g} seconds; nothing was read. "
    "The connection is closed."
)


class HeaderTimeoutProtocol(ReadableRefusals, HttpToolsProtocol):
    """uvicorn's httptools protocol; a connection whose request headers are not complete in
    `header_seconds` is answered 408 and closed (and what cannot be read is answered in JSON:
    app/web/unreadable.py)."""

    header_seconds = HEADER_SECONDS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()  # a connection that sends nothing at all is late too

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._header_timer is None:
            self._arm()  # a further request on a kept-alive connection

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._header_timer = self.loop.call_later(self.header_seconds, self._too_slow)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _too_slow(self) -> None:
        self._header_timer = None
        if self.transport.is_closing():
            return
        if self.cycle is not None and not self.cycle.response_complete:
            # A pipelined request begun while the one before is still being answered: its
            # headers are late only once it is its turn.
            self._arm()
            return
        detail = TOO_SLOW.format(seconds=self.header_seconds)
        body = json.dumps({"status_code": 408, "detail": detail, "extra": None}).encode()
        self.transport.write(
            b"HTTP/1.1 408 Request Timeout\r\n"
            b"content-type: application/json\r\n"
            b"content-length: " + str(len(body)).encode() + b"\r\n"
            b"connection: close\r\n\r\n" + body
        )
        self.transport.close()
