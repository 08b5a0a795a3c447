"""The static assets kept in memory as Litestar answered them, and revalidated with a 304.

The panel page loads about 45 ES modules and two style sheets, and a browser with nothing
cached asks for every one: through the app's middleware, its router, a stat and an open of the
file, ≈2 ms of the server's CPU each (≈0.1 s a page). Here the first 200 Litestar sends for an
asset (its headers, the security headers of `app.main.security_headers` included, and its
bytes) is kept, and the next GET or HEAD of the same path is answered with the same headers and
bytes while the file's stat (size, modification time, inode) is unchanged: a changed file is
read again, a missing one goes to Litestar (its 404). Only requests with no query string are
answered here (the request guard refuses some query strings), and only a path that is a file
inside the folder.

A request whose If-None-Match holds the asset's ETag (Litestar's own: the file's modification
time, size and path) is answered 304 with no body (RFC 9110 §13.1.2, §15.4.5): it had no such
answer before, and got the whole file again. What may be cached for how long is left as it was
(no Cache-Control: a browser's own heuristics decide; see the commit that added this module for
the figures that kept it so).

A wrapper round the app, as app/web/head.py is, outside it: a HEAD is answered with a GET's
headers and no body.
"""

from __future__ import annotations

import os
import stat as stat_kinds
from dataclasses import dataclass
from pathlib import Path

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

PREFIX = "/static/"
# An asset larger than this is served by Litestar each time (none is near it).
KEPT_LIMIT = 4 * 1024 * 1024
# What a 304 keeps of the 200's headers (RFC 9110 §15.4.5: the validators and caching headers;
# the security headers go on everything the app sends).
_DROPPED_ON_304 = {b"content-length", b"content-type", b"content-disposition"}

Headers = list[tuple[bytes, bytes]]


@dataclass(frozen=True)
class _Kept:
    stat: tuple[int, int, int]
    headers: Headers
    body: bytes


def _stat_of(path: str) -> tuple[int, int, int] | None:
    try:
        stat = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat_kinds.S_ISREG(stat.st_mode):  # (from the one stat: no second look)
        return None
    return (stat.st_size, stat.st_mtime_ns, stat.st_ino)


def _wanted_tags(scope: Scope) -> list[bytes]:
    """The entity tags of the request's If-None-Match, weak ones compared weakly (§13.1.2)."""
    for name, value in scope.get("headers", ()):
        if name == b"if-none-match":
            return [tag.strip().removeprefix(b"W/") for tag in value.split(b",") if tag.strip()]
    return []


def not_modified(headers: Headers, wanted: list[bytes]) -> bool:
    """Whether an answer with `headers` matches one of the If-None-Match tags `wanted`."""
    if b"*" in wanted:
        return True
    etag = next((value for name, value in headers if name.lower() == b"etag"), None)
    return etag is not None and etag.removeprefix(b"W/") in wanted


def _answer_304(headers: Headers) -> list[Message]:
    kept = [(name, value) for name, value in headers if name.lower() not in _DROPPED_ON_304]
    return [
        {"type": "http.response.start", "status": 304, "headers": kept},
        {"type": "http.response.body", "body": b"", "more_body": False},
    ]


def cached_static(app: ASGIApp, folder: Path) -> ASGIApp:
    """GET and HEAD of /static/… answered from memory once Litestar has answered them, and
    with a 304 when the request's ETag still matches."""
    root = os.path.realpath(folder)
    kept: dict[tuple[str, str], _Kept] = {}

    def file_of(path: str) -> str | None:
        """The file a /static/ path names, or None where it might name none inside `root`."""
        relative = path[len(PREFIX) :]
        if not relative or "\x00" in relative or "\\" in relative:
            return None
        joined = os.path.normpath(os.path.join(root, relative))
        return joined if joined.startswith(root + os.sep) else None

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] != ScopeType.HTTP
            or scope["method"] not in ("GET", "HEAD")
            or not scope["path"].startswith(PREFIX)
        ):
            await app(scope, receive, send)
            return
        wanted = _wanted_tags(scope)
        file = file_of(scope["path"]) if not scope.get("query_string") else None
        key = (scope["path"], scope.get("scheme", "http"))
        stat = _stat_of(file) if file else None
        answer = kept.get(key)
        if answer is not None and stat == answer.stat:
            if wanted and not_modified(answer.headers, wanted):
                for message in _answer_304(answer.headers):
                    await send(message)
                return
            body = b"" if scope["method"] == "HEAD" else answer.body
            await send({"type": "http.response.start", "status": 200, "headers": answer.headers})
            await send({"type": "http.response.body", "body": body, "more_body": False})
            return
        kept.pop(key, None)
        started: Headers | None = None
        parts: list[bytes] | None = None  # the body as it is sent, while it may be kept
        size = 0
        shortened = False

        async def send_kept(message: Message) -> None:
            nonlocal started, parts, size, shortened
            if message["type"] == "http.response.start":
                headers = started = list(message.get("headers", ()))
                if message["status"] == 200 and wanted and not_modified(headers, wanted):
                    shortened = True
                    for reply in _answer_304(headers):
                        await send(reply)
                    return
                # (an answer setting a cookie was meant for one browser: never replayed —
                # app/web/auth.py clears a tossed-in session cookie on any path)
                if (
                    message["status"] == 200
                    and stat is not None
                    and scope["method"] == "GET"
                    and not any(name.lower() == b"set-cookie" for name, _ in headers)
                ):
                    parts = []
                await send(message)
                return
            if shortened:
                return  # the file's bytes, which the browser already holds
            if parts is not None and message["type"] == "http.response.body":
                chunk = message.get("body", b"")
                parts.append(chunk)
                size += len(chunk)
                if size > KEPT_LIMIT:
                    parts = None
                elif not message.get("more_body", False) and started is not None and stat:
                    kept[key] = _Kept(stat, started, b"".join(parts))
            await send(message)

        await app(scope, receive, send_kept)

    return middleware
