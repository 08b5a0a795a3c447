"""A request the HTTP parser cannot read gets a JSON answer with a sentence, like every other
error, and request headers stop being read once they pass a limit.

uvicorn answers what httptools cannot parse — an address over 65 535 bytes (its URL parser
keeps offsets in 16 bits), a header holding a byte no header may hold — with a plain-text
"Invalid HTTP request received.", which a client reading `detail` cannot show. And httptools
keeps no limit on headers at all: a client could send tens of megabytes of one header line and
the worker would hold them all in memory (measured: a 40 MB header was read whole and the
request answered). Here the request line and headers together may be `MAX_HEAD_BYTES`; past
that the answer is 431 (414 while still in the address) and the connection is closed. A
request whose host cannot be told (none, several, not a host; app/web/host_header.py) is
refused the same way, with its own sentence.
"""

from __future__ import annotations

import json
from typing import Any

from app.web.host_header import host_problem

# httptools.parse_url stores offsets and lengths in 16 bits: a longer address cannot be read.
MAX_URL_BYTES = 65_535
# The request line and every header together; generous beside nginx's 4 × 8 kB, far below
# what would hurt a worker.
MAX_HEAD_BYTES = 128 * 1024

URL_TOO_LONG = (
    "The address is too long ({length:,} bytes; at most {limit:,}): send long text in a JSON "
    "body instead. Nothing was read; the connection is closed."
)
HEAD_TOO_LARGE = (
    "The request headers are too large (over {limit:,} bytes): nothing was read; the "
    "connection is closed."
)
MALFORMED = (
    "The request could not be read as HTTP/1.1 (a malformed request line, or a header name "
    "or value with characters a header may not hold): nothing was read; the connection is "
    "closed."
)

BODY_MALFORMED = (
    "The request body could not be read as HTTP/1.1 (a chunk size that is no number, a chunk "
    "without its line end, or a trailer line with characters a header may not hold): nothing "
    "was saved; the connection is closed."
)

REASONS = {400: b"Bad Request", 414: b"URI Too Long", 431: b"Request Header Fields Too Large"}


def refusal(status: int, detail: str) -> bytes:
    """The whole HTTP/1.1 answer refusing a request that was not read: the error shape every
    other answer has (`status_code`, `detail`, `extra`), then the connection closes."""
    body = json.dumps({"status_code": status, "detail": detail, "extra": None}).encode()
    return (
        b"HTTP/1.1 %d %s\r\n" % (status, REASONS[status])
        + b"content-type: application/json\r\n"
        + b"cache-control: no-store\r\n"
        + b"content-length: %d\r\n" % len(body)
        + b"connection: close\r\n\r\n"
        + body
    )


def unreadable_answer(url_length: int) -> bytes:
    """The answer to a request httptools could not parse, by what is known of it."""
    if url_length > MAX_URL_BYTES:
        return refusal(414, URL_TOO_LONG.format(length=url_length, limit=MAX_URL_BYTES))
    return refusal(400, MALFORMED)


def oversized_answer(url_length: int) -> bytes:
    """The answer to request headers that passed `MAX_HEAD_BYTES` before they ended."""
    if url_length > MAX_URL_BYTES:
        return refusal(414, URL_TOO_LONG.format(length=url_length, limit=MAX_URL_BYTES))
    return refusal(431, HEAD_TOO_LARGE.format(limit=MAX_HEAD_BYTES))


class HostUnclear(ValueError):
    """The request's host cannot be told (app/web/host_header.py), or its head is over the
    limit: raised in a parser callback, it stops the parser with `_refused` to say."""


class ReadableRefusals:
    """Mixed in before uvicorn's HttpToolsProtocol: counts the bytes of each request's
    headers as they arrive (431/414 past the limit) and answers what cannot be parsed in
    JSON."""

    transport: Any
    url: bytes
    headers: list[tuple[bytes, bytes]]
    parser: Any

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_pending = True  # the first request's headers are yet to come
        self._head_bytes = 0
        self._refused: bytes | None = None
        self._pending: bytes | None = None  # a refusal waiting for the answers before it

    def on_message_begin(self) -> None:
        super().on_message_begin()  # type: ignore[misc]
        self._head_pending = True
        self._head_bytes = 0

    def on_header(self, name: bytes, value: bytes) -> None:
        """A field after a chunked body (a trailer) is no header (RFC 9110 6.5): uvicorn added
        it to the headers the app had already read, so a trailer `Content-Type` turned a JSON
        body into a 415, and `X-Forwarded-Proto: https` a plain-HTTP answer into one with HSTS.
        """
        if self._head_pending:
            super().on_header(name, value)  # type: ignore[misc]

    def on_headers_complete(self) -> None:
        self._head_pending = False
        # Headers that ended in the same read as the bytes that passed the limit were never
        # counted by `data_received` (a 150 kB header in three reads was answered): the
        # parsed head is measured too.
        head = len(self.url) + sum(len(name) + len(value) + 4 for name, value in self.headers)
        if head > MAX_HEAD_BYTES:
            self._refused = oversized_answer(len(self.url))
            raise HostUnclear("request headers over the limit")
        problem = host_problem(self.url, self.headers, self.parser.get_http_version())
        if problem is not None:
            # Raised in a parser callback, this stops the parser: uvicorn then answers 400
            # through `send_400_response`, which says this sentence, and closes.
            self._refused = refusal(400, problem)
            raise HostUnclear(problem)
        super().on_headers_complete()  # type: ignore[misc]

    def data_received(self, data: bytes) -> None:
        counted = self._head_pending  # bytes fed while headers are incomplete are header bytes
        super().data_received(data)  # type: ignore[misc]
        if not (counted and self._head_pending) or self.transport.is_closing():
            return
        self._head_bytes += len(data)
        if self._head_bytes > MAX_HEAD_BYTES:
            self._answer_last(oversized_answer(len(getattr(self, "url", b""))))

    def send_400_response(self, msg: str) -> None:
        """uvicorn's plain-text 400 for what httptools could not parse, said in JSON."""
        cycle = getattr(self, "cycle", None)
        if (
            not self._head_pending
            and cycle is not None
            and cycle.more_body
            and not cycle.response_started
            and not self.transport.is_closing()
        ):
            # What could not be read is this request's own body (a broken chunk, a trailer
            # line): waiting for its answer waited for the rest of a body that cannot come,
            # and the client got a 408 fifteen seconds later. It is refused now; its handler
            # hears the client gone, so nothing is saved.
            cycle.disconnected = True
            cycle.message_event.set()
            self.transport.write(refusal(400, BODY_MALFORMED))
            self.transport.close()
            return
        self._answer_last(self._refused or unreadable_answer(len(getattr(self, "url", b""))))

    def _answer_last(self, answer: bytes) -> None:
        """Write `answer` and close the connection — once the requests before it on this
        connection are answered: a pipelined request that cannot be read must not cut off
        the answer to the one before it (a write whose client would never learn it was
        saved)."""
        cycle = getattr(self, "cycle", None)
        if cycle is not None and not cycle.response_complete and not self.transport.is_closing():
            self._pending = answer
            self.flow.pause_reading()  # type: ignore[attr-defined]
            return
        self.transport.write(answer)
        self.transport.close()

    def on_response_complete(self) -> None:
        super().on_response_complete()  # type: ignore[misc]
        pending, cycle = self._pending, getattr(self, "cycle", None)
        if pending is None or self.transport.is_closing():
            return
        if cycle is not None and not cycle.response_complete:
            return  # a request queued before the refused one is being answered now
        self._pending = None
        self.transport.write(pending)
        self.transport.close()
