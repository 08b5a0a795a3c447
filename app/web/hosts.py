"""Which names an open Redline on this machine answers to: a guard against DNS rebinding.

Served on a loopback address with neither a token nor accounts, Redline trusts whoever can
reach it, which should be this machine's own browser only. A web page elsewhere can still
reach it by rebinding its own domain to 127.0.0.1: the browser then sends requests to
Redline under the page's name (`Host: evil.example:8000`) and treats the answers as the
page's own, so every article could be read and changed. A browser always names the host it
thinks it talks to, so refusing names that are not this machine's closes that door; a name
the writer really uses (a reverse proxy's) is added with `REDLINE_ALLOWED_HOSTS`.

Only `python -m app` is guarded (app/cli.py wraps the app it serves): an app built for tests
or embedded elsewhere is addressed by whatever name its host gives it.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable

import anyio
from litestar import Litestar
from litestar.enums import ScopeType
from litestar.types import Receive, Scope, Send

from app.settings import Settings
from app.web.security import refusal

Served = Callable[[Scope, Receive, Send], Awaitable[None]]


def is_loopback(name: str) -> bool:
    """Does `name` (a host without its port) always mean this machine?"""
    name = name.strip("[]").rstrip(".").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def host_name(header: str) -> str:
    """The name in a Host header, without its port: `[::1]:8000` → `::1`."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1 : header.find("]")] if "]" in header else header[1:]
    name, _, _port = header.rpartition(":") if header.count(":") == 1 else (header, "", "")
    return name


def allowed_names(settings: Settings) -> frozenset[str]:
    """The names besides loopback ones that the writer said this Redline is reached by."""
    names = (host_name(part) for part in settings.allowed_hosts.split(","))
    return frozenset(name for name in names if name)


def guard_hosts(app: Litestar, settings: Settings) -> Served:
    """`app`, refusing requests addressed to another name while it is open on loopback.

    Bound to another address, Redline is reachable from the network anyway and its token or
    accounts are what protect it; with a token set, a rebinding page has no credential."""
    if not is_loopback(settings.host) or settings.api_token:
        return app
    allowed = allowed_names(settings)

    async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == ScopeType.HTTP and not _ours(scope, allowed) and await _open(app):
            start, body = refusal(400, _refused(scope, settings))
            await send(start)
            await send(body)
            return
        await app(scope, receive, send)

    return guarded


async def _open(app: Litestar) -> bool:
    """No accounts in use: anyone who reaches the server may edit. (Asked of the store only
    for a name that would be refused, so the usual request pays nothing.)"""
    accounts = app.state.get("accounts")
    return accounts is None or not await anyio.to_thread.run_sync(accounts.in_use)


def _ours(scope: Scope, allowed: frozenset[str]) -> bool:
    header = _host_header(scope)
    if header is None:
        return True  # HTTP/1.0 without a Host: no browser sends that
    name = host_name(header)
    return is_loopback(name) or name in allowed


def _host_header(scope: Scope) -> str | None:
    for key, value in scope.get("headers", ()):
        if key == b"host":
            return bytes(value).decode("latin-1")
    return None


def _refused(scope: Scope, settings: Settings) -> str:
    name = host_name(_host_header(scope) or "")
    return (
        f"This Redline has no token or accounts, so it answers only to this machine's own "
        f"names (localhost, 127.0.0.1), not to “{name}”: a web page can point a name of its "
        f"own at this machine to read and change your articles. If you reach Redline by "
        f"that name on purpose (a reverse proxy), set REDLINE_ALLOWED_HOSTS={name} and give "
        f"it a token or accounts."
    )
