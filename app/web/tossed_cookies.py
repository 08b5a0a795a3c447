"""Session cookies another site tossed in are cleared, so they cannot lock a writer out.

Redline sets its session cookie for its own host only (no `Domain`). A site under the same
parent domain (`evil.example.org` beside `redline.example.org`) can still set a
`redline_session` cookie with `Domain=example.org`, and the browser then sends both. When the
two are sessions of different users, nobody is signed in (which was meant cannot be told:
app/web/auth.py) — but signing in again only replaced Redline's own cookie, the tossed one
stayed, and every request after it was refused again: the writer was locked out until they
found and cleared the browser's cookies themselves.

A cookie with a `Domain` was never Redline's, so whenever a request carries more than one
session cookie, the answer also deletes `redline_session` for every parent domain of the
host and every path the cookie could have been sent for (the request path's prefixes): the
browser drops the tossed ones and keeps Redline's own, host-only cookie. Signing in does the
same. A host that cannot have a parent domain (`localhost`, an IP address) gets nothing.
"""

from __future__ import annotations

import ipaddress

from litestar.types import Message, Send

from app.web.hosts import host_name

# A path deeper than this is not worth more headers: its prefixes up to here are cleared.
MAX_PATH_DEPTH = 6


def parent_domains(host: str) -> list[str]:
    """The domains a cookie sent to `host` may have been set for, itself included:
    `a.b.example.org` → a.b.example.org, b.example.org, example.org (no bare top level)."""
    name = host_name(host).rstrip(".")
    if not name or name == "localhost" or name.endswith(".localhost"):
        return []
    try:
        ipaddress.ip_address(name)
        return []
    except ValueError:
        pass
    labels = name.split(".")
    return [".".join(labels[i:]) for i in range(len(labels) - 1)]


def path_prefixes(path: str) -> list[str]:
    """The cookie paths a cookie sent for `path` may have: `/api/contents` → /, /api, /api/,
    /api/contents, /api/contents/."""
    segments = [part for part in path.split("/") if part][:MAX_PATH_DEPTH]
    prefixes = ["/"]
    for depth in range(1, len(segments) + 1):
        prefix = "/" + "/".join(segments[:depth])
        prefixes += [prefix, prefix + "/"]
    return prefixes


def tossed_spots(host: str, path: str) -> list[tuple[str, str]]:
    """Every (domain, path) a cookie tossed in by another site and sent with a request for
    `path` on `host` may have been set for (never the host-only cookie Redline sets)."""
    return [(domain, prefix) for domain in parent_domains(host) for prefix in path_prefixes(path)]


def clearing_cookies(cookie_name: str, host: str, path: str, *, secure: bool) -> list[str]:
    """`Set-Cookie` values deleting `cookie_name` wherever `tossed_spots` says it may be."""
    attributes = "; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT" + (
        "; Secure" if secure else ""
    )
    return [
        f'{cookie_name}=""; Domain={domain}; Path={prefix}{attributes}'
        for domain, prefix in tossed_spots(host, path)
    ]


def sending_with(send: Send, set_cookies: list[str]) -> Send:
    """`send`, adding these `Set-Cookie` headers to the answer's start."""
    if not set_cookies:
        return send

    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            extra = [(b"set-cookie", value.encode("latin-1")) for value in set_cookies]
            headers = [*message.get("headers", []), *extra]
            message = {**message, "headers": headers}
        await send(message)

    return sending
