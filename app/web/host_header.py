"""Which host a request names, read as RFC 9112 §3.2 says — before the app sees it.

A request's host decides whom it is for: the DNS-rebinding guard (app/web/hosts.py) and the
cross-site check (app/web/security.py) both read it. httptools hands over whatever came, so
a request could slip past both by naming its host in a way they do not look at:

- no `Host` header in an HTTP/1.1 request (the guard let it through as HTTP/1.0 clients do);
- two `Host` headers, one for the guard and another for whoever reads the last one;
- the absolute form, `GET http://evil.example/api/contents`, whose host the request target
  names while the `Host` header says `localhost`: the target's host is the one that counts.

So an HTTP/1.1 request without a Host, with two, or with one that is not a host (and port) is
refused with 400 and a sentence, and an absolute-form target's host replaces the Host header
(§3.2.2: the server uses the target's host and ignores the header's), so the guards judge
the name the client really used. HTTP/1.0 may still come without a Host.
"""

from __future__ import annotations

import re
from typing import Any

import httptools

# uri-host [ ":" port ] — an IP literal in brackets, or a registered name / IPv4 address.
_HOST = re.compile(
    r"(?:\[[0-9A-Za-z:.%_~-]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::(?P<port>[0-9]{0,5}))?"
)

NO_HOST = (
    "This HTTP/1.1 request names no host: send a Host header with the name you reach Redline "
    "by (every browser and HTTP library sends one). Nothing was read; the connection is closed."
)
TWO_HOSTS = (
    "This request names its host more than once (several Host headers): send one. Nothing "
    "was read; the connection is closed."
)
BAD_HOST = (
    "The Host header “{value}” is not a host name with an optional port (such as "
    "localhost:8000). Nothing was read; the connection is closed."
)


def valid_host(value: str) -> bool:
    """Is `value` a host as a Host header may hold it (`name`, `name:port`, `[::1]:port`)?"""
    match = _HOST.fullmatch(value)
    if match is None:
        return False
    port = match.group("port")
    return not port or int(port) <= 65535


USER_IN_TARGET = (
    "The request's address names a user or password (http://user:password@host/…), which "
    "an HTTP request never carries: send the path alone. Nothing was read; the connection is "
    "closed."
)


def _absolute(url: bytes) -> Any | None:
    """The parts of an absolute-form request target, else None (a path, or not a URL)."""
    if url.startswith(b"/"):
        return None
    try:
        parsed = httptools.parse_url(url)
    except httptools.HttpParserInvalidURLError:
        return None
    return parsed if parsed.host else None


def target_host(url: bytes) -> bytes | None:
    """The host (and port) an absolute-form request target names, else None (a path)."""
    parsed = _absolute(url)
    if parsed is None:
        return None
    name = bytes(parsed.host)
    host = name if b":" not in name else b"[" + name + b"]"
    return host + (b":%d" % parsed.port if parsed.port is not None else b"")


def _shown(raw: bytes) -> str:
    """A Host header's bytes as the client most likely typed them: UTF-8 when they are (a
    non-ASCII name read as Latin-1 would print as mojibake), with control characters and
    undecodable bytes written as escapes, cut at 80 characters."""
    text = raw.decode("utf-8", errors="backslashreplace").strip()
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if len(text) <= 80 else text[:80] + "…"


def host_problem(url: bytes, headers: list[tuple[bytes, bytes]], http_version: str) -> str | None:
    """Why the request's host cannot be told (None: it can). An absolute-form target's host is
    put in place of the Host header(s) in `headers` (the list the ASGI scope carries)."""
    named = target_host(url)
    hosts = [value for name, value in headers if name.lower() == b"host"]
    if len(hosts) > 1:
        return TWO_HOSTS
    if named is not None and getattr(_absolute(url), "userinfo", None):
        return USER_IN_TARGET  # RFC 9110 §4.2.4: userinfo is an error, never a credential
    if named is not None:
        headers[:] = [(name, value) for name, value in headers if name.lower() != b"host"]
        headers.append((b"host", named))
        return None
    if not hosts:
        return NO_HOST if http_version != "1.0" else None
    value = hosts[0].decode("latin-1").strip()
    if not valid_host(value):
        return BAD_HOST.format(value=_shown(hosts[0]))
    return None
