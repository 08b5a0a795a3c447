"""Who may send what: the access token, cross-site request refusal, JSON depth, log redaction.

- The token (`REDLINE_API_TOKEN`), in the single-user mode only (once an account exists,
  sessions and API keys take its place, app/web/auth.py): API clients send
  `Authorization: Bearer <token>`; the browser panel carries an HttpOnly cookie set by
  opening a page once with `?token=`. The
  check compares bytes, so no token (non-ASCII included) can make it fail with a 500, and the
  page is redirected to its own URL without `?token=` so the secret leaves the address bar.
- Cross-site requests: a browser request that changes something (any method but GET, HEAD,
  OPTIONS) and is not authenticated by an Authorization header must be same-origin
  (`Origin` — host, port and scheme — / `Sec-Fetch-Site`, or `Referer` when no Origin came)
  and, when it has a body, be `application/json`. A form on
  another site (or another port of the same host) cannot produce that without CORS, which
  Redline never grants.
- JSON nesting deeper than `MAX_JSON_DEPTH` is refused with a 400 before it is parsed.
- uvicorn's access log writes the query string; a filter blanks `token=` values in it.
"""

from __future__ import annotations

import hmac
import json
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any, cast
from urllib.parse import SplitResult, parse_qsl, unquote_plus, urlencode, urlsplit

import anyio
from litestar import MediaType, Request, Response
from litestar.response import Redirect
from litestar.types import ASGIApp, Receive, Scope, Send
from litestar.utils.scope.state import ScopeState

from app.web.json_keys import NOT_READ, read_once, repeated_key, repeated_refusal
from app.web.query_once import refusal_of, repeated_parameter
from app.web.whole_numbers import float_formed_number, refusal_of_float_form

TOKEN_COOKIE = "redline_token"
# What answers without the token, as without a session once accounts exist: signing in, the
# health check, the assets and the API's description. Every other page shows the writer's
# work (the desk lists every article's title) and needs the token.
OPEN_PATHS = ("/login", "/logout", "/healthz")
OPEN_PREFIXES = ("/static/", "/schema")
MAX_JSON_DEPTH = 64
MAX_BODY_BYTES = 8 * 1024 * 1024  # the app's request_max_body_size (app/main.py) too
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
# Sec-Fetch-Site values a browser sends for a request this app's own pages made (or typed).
SAME_ORIGIN_FETCH = {"same-origin", "none"}

# A query's key=value pairs as a log line shows them (percent-encoded, as the client sent them).
_QUERY_PAIR = re.compile(r"(?:(?<=[?&;])|^)([^=&;?\s\"]*)=([^&;\s\"]*)")
_JSON_TOKENS = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def cookie_value(token: str) -> str:
    """What the browser keeps once it has shown the token: a digest of it, not the token.

    A cookie read off a disk or a synced profile then opens this Redline's pages in a browser
    but is no `Authorization: Bearer` key for scripts or for another service sharing the
    token; changing the token changes it, so an old cookie stops working."""
    return hmac.new(token.encode("utf-8"), b"redline browser cookie", "sha256").hexdigest()


def _same(presented: str, token: str) -> bool:
    """Constant-time comparison of any two strings (hmac refuses non-ASCII str)."""
    return hmac.compare_digest(
        presented.encode("utf-8", "surrogatepass"), token.encode("utf-8", "surrogatepass")
    )


def is_https(request: Request[Any, Any, Any]) -> bool:
    """HTTPS as the browser sees it: the request itself, or a proxy on this machine says so.

    uvicorn already applies X-Forwarded-Proto from trusted proxies to the scheme; the header
    is also honoured from a loopback peer for servers started without --proxy-headers."""
    if request.url.scheme == "https":
        return True
    forwarded = request.headers.get("x-forwarded-proto", "").split(",")[0].strip().lower()
    peer = request.client.host if request.client else ""
    return forwarded == "https" and peer in {"127.0.0.1", "::1", "localhost"}


def _without_token(request: Request[Any, Any, Any]) -> str:
    query = [
        (k, v) for k, v in parse_qsl(request.url.query, keep_blank_values=True) if k != "token"
    ]
    return request.url.path + (f"?{urlencode(query)}" if query else "")


SEVERAL_AUTHORIZATIONS = "Send one Authorization header; this request has several."


def token_guard(
    token: str | None,
) -> Callable[[Request[Any, Any, Any]], Awaitable[Response[Any] | None]] | None:
    """When REDLINE_API_TOKEN is set, every /api request and page must carry it (None: no
    token, nothing to check)."""
    if not token:
        return None
    kept_as = cookie_value(token)

    # A coroutine function: Litestar would run a plain function in a worker thread.
    async def before_request(request: Request[Any, Any, Any]) -> Response[Any] | None:
        accounts = request.app.state.get("accounts")
        if getattr(accounts, "known_in_use", False):
            return None  # accounts replace the shared token (app/web/auth.py)
        path = request.url.path
        if path in OPEN_PATHS or path.startswith(OPEN_PREFIXES):
            return None
        is_page = not path.startswith("/api")
        # Two Authorization headers: which one was meant cannot be told, and a proxy or client
        # that adds its own must not have the first one decide (as with accounts, auth.py).
        authorizations = request.headers.getall("authorization", [])
        # (Two joined into one by a client or a proxy: "Bearer a, Bearer b".)
        if len(authorizations) > 1 or "," in "".join(authorizations):
            return Response(
                {"status_code": 401, "detail": SEVERAL_AUTHORIZATIONS, "extra": None},
                status_code=401,
                media_type=MediaType.JSON,
                headers={"WWW-Authenticate": 'Bearer realm="redline"'},
            )
        # The scheme is case-insensitive (RFC 9110 §11.1): "bearer x" is "Bearer x".
        scheme, _, presented = request.headers.get("authorization", "").strip().partition(" ")
        if scheme.lower() == "bearer" and _same(presented.strip(), token):
            return None
        if _same(request.cookies.get(TOKEN_COOKIE, ""), kept_as):
            return None
        if is_page and _same(request.query_params.get("token", ""), token):
            redirect = Redirect(path=_without_token(request))
            redirect.set_cookie(
                TOKEN_COOKIE,
                kept_as,
                httponly=True,
                samesite="strict",
                secure=is_https(request),
                max_age=30 * 86400,
            )
            return redirect
        # A cookie kept from before the token was changed: say so, not "send a token".
        kept = bool(request.cookies.get(TOKEN_COOKIE)) and not scheme
        if is_page:
            return Response(
                "The access token this browser kept is no longer this Redline's (it was "
                "changed): open this page once with ?token=<the new token>."
                if kept
                else "This Redline needs its access token: open this page once with "
                "?token=<token>.",
                status_code=401,
                media_type=MediaType.TEXT,
            )
        if scheme:
            detail = (
                "The access token sent is not this server's: send "
                "`Authorization: Bearer <token>` with REDLINE_API_TOKEN's value."
            )
        elif kept:
            detail = (
                "The access token this browser kept is no longer this Redline's (it was "
                "changed): open Redline once with ?token=<the new token> (an API client "
                "sends `Authorization: Bearer <token>`)."
            )
        else:
            detail = "This API needs `Authorization: Bearer <token>`."
        return Response(
            {
                "status_code": 401,
                "detail": detail,
                "extra": None,
            },
            status_code=401,
            media_type=MediaType.JSON,
            headers={"WWW-Authenticate": 'Bearer realm="redline"'},
        )

    return before_request


# The limit said, so a client learns what to send instead (docs/api.md, "Limits").
TOO_LARGE = (
    f"The request body is too large: a request may carry at most {MAX_BODY_BYTES:,} bytes "
    "(8 MB); nothing was read or saved. Send less in one request."
)


def refusal(
    status: int, detail: str, *, close: bool = False, extra: list[dict[str, str]] | None = None
) -> tuple[Any, Any]:
    """The two ASGI messages of an error answered before any handler runs, in the app's error
    shape (`extra`: the fields at fault); `close` ends the connection too (the rest of the
    body is not waited for)."""
    body = json.dumps({"status_code": status, "detail": detail, "extra": extra}).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        # docs/api.md: every /api answer is no-store — a refusal sent from outside the app
        # (the host guard's) never passes the hook that adds it to the others.
        (b"cache-control", b"no-store"),
    ]
    if close:
        headers.append((b"connection", b"close"))
    return (
        {"type": "http.response.start", "status": status, "headers": headers},
        {"type": "http.response.body", "body": body},
    )


def json_depth(body: bytes) -> int:
    """How deeply arrays and objects nest in a JSON text (brackets inside strings ignored)."""
    depth = deepest = 0
    for match in _JSON_TOKENS.finditer(body):
        char = match.group()
        if char in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        elif char in (b"]", b"}"):
            depth -= 1
    return deepest


def cross_site_problem(scope: Scope) -> str | None:
    """Why an unsafe, header-unauthenticated request looks cross-site (None: it does not)."""
    raw = cast("dict[str, Any]", scope)["headers"]
    headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in raw}
    if headers.get("authorization", "").lower().startswith("bearer "):
        return None  # a script that can set this header is not a forged browser form
    fetch_site = headers.get("sec-fetch-site", "").lower()
    if fetch_site and fetch_site not in SAME_ORIGIN_FETCH:
        return "Requests from another site are refused."
    origin = headers.get("origin")
    host = headers.get("host", "")
    if origin is not None:
        parts = _address(origin)
        if parts is None or origin == "null" or parts.netloc.lower() != host.lower():
            return "Requests from another origin are refused."
        if _downgraded(parts.scheme, scope, headers):
            # http://name and https://name are two origins: a page served over plain HTTP
            # (which anyone on the network can write) must not act on the HTTPS site. The
            # other way round is a proxy that ends TLS without saying so (one on another
            # machine, whose X-Forwarded-Proto is not trusted): only this host's owner can
            # serve an https:// page under its name, so that write is allowed.
            return "Requests from another origin (a plain http:// page) are refused."
        return None
    # No Origin (an older browser): the page it came from, when the browser names it.
    referer = _address(headers.get("referer", ""))
    if referer is None or (
        referer.netloc
        and (referer.netloc.lower() != host.lower() or _downgraded(referer.scheme, scope, headers))
    ):
        return "Requests from another site's page are refused."
    return None


def _address(url: str) -> SplitResult | None:
    """`url` taken apart; None when it cannot be (`http://[::1` raised ValueError, a 500 with
    "Part of this change may have been saved" for a write no browser sends). An address that
    cannot be read names no page of this site."""
    try:
        return urlsplit(url)
    except ValueError:
        return None


def _downgraded(scheme: str, scope: Scope, headers: dict[str, str]) -> bool:
    """A plain-http page writing to the site this request reached over HTTPS."""
    return scheme.lower() == "http" and _scheme_seen(scope, headers) == "https"


def _scheme_seen(scope: Scope, headers: dict[str, str]) -> str:
    """The scheme the browser used, as `is_https` reads it: the request's own, or a proxy on
    this machine's X-Forwarded-Proto."""
    if str(cast("dict[str, Any]", scope).get("scheme", "http")).lower() in ("https", "wss"):
        return "https"
    forwarded = headers.get("x-forwarded-proto", "").split(",")[0].strip().lower()
    client = cast("dict[str, Any]", scope).get("client") or ("",)
    loopback = client[0] in {"127.0.0.1", "::1", "localhost"}
    return "https" if forwarded == "https" and loopback else "http"


# Above this size a body is looked over in a worker thread: its depth and its keys. Scanning
# 8 MB of 700,000 keys takes seconds of Python, and so does 1 MB of 100,000 (a health check
# waited 4 s behind one, sent by anyone, before signing in was asked for); in a thread the loop
# gets its turns meanwhile. The same pass reads the body's JSON, handed to Litestar as already
# read: its own decoding of it on the loop held every other client another half second or more.
_SCAN_IN_THREAD_BYTES = 64 * 1024

TOO_DEEP = f"The request body nests JSON deeper than {MAX_JSON_DEPTH} levels."


def _too_deep(body: bytes) -> bool:
    return body.count(b"[") + body.count(b"{") > MAX_JSON_DEPTH and (
        json_depth(body) > MAX_JSON_DEPTH
    )


def _scanned(body: bytes) -> tuple[bool, tuple[str, int] | None, Any]:
    """Whether the body nests too deep, its first key given twice, and its JSON value."""
    if _too_deep(body):
        return True, None, NOT_READ
    repeated, value = read_once(body)
    return False, repeated, value


async def _json_problem(scope: Scope, body: bytes) -> tuple[bool, tuple[str, int] | None]:
    """Whether the body nests too deep, and its first key given twice (None: none is)."""
    if len(body) < _SCAN_IN_THREAD_BYTES:
        if _too_deep(body):
            return True, None
        return False, repeated_key(body)
    too_deep, repeated, value = await anyio.to_thread.run_sync(_scanned, body)
    if value is not NOT_READ:
        ScopeState.from_scope(scope).json = value  # what `request.json()` answers
    return too_deep, repeated


def request_guard(app: ASGIApp) -> ASGIApp:
    """Refuse cross-site writes, non-JSON bodies, over-deep JSON, a field named twice in one
    object (app/web/json_keys.py), a query parameter given twice (app/web/query_once.py) and
    a whole number spelt as a float (app/web/whole_numbers.py) before any handler runs."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        fields = cast("dict[str, Any]", scope)
        if fields["type"] == "http" and (repeated := repeated_parameter(scope)) is not None:
            for reply in refusal_of(*repeated):
                await send(reply)
            return
        if fields["type"] == "http" and (odd := float_formed_number(scope)) is not None:
            for reply in refusal_of_float_form(*odd):
                await send(reply)
            return
        if fields["type"] == "http" and fields["method"] == "OPTIONS":
            await app(scope, receive, _with_allow(scope, send))
            return
        if fields["type"] != "http" or fields["method"] in SAFE_METHODS:
            await app(scope, receive, send)
            return
        problem = cross_site_problem(scope)
        if problem is not None:
            for reply in refusal(403, problem + " Send the request from Redline's own page."):
                await send(reply)
            return
        if not scope["path"].startswith("/api"):
            await app(scope, receive, send)
            return
        # Read the body once to check it, then hand the same bytes to the app.
        chunks: list[bytes] = []
        received = 0
        more = True
        while more:
            message: Any = await receive()
            if message["type"] != "http.request":
                await app(scope, receive, send)  # the client went away; let the app see it
                return
            chunks.append(message.get("body", b""))
            received += len(chunks[-1])
            more = message.get("more_body", False)
            if received > MAX_BODY_BYTES:
                for reply in refusal(413, TOO_LARGE):
                    await send(reply)
                return
        body = b"".join(chunks)
        headers = dict(scope["headers"])
        content_type = headers.get(b"content-type", b"").decode("latin-1")
        coding = headers.get(b"content-encoding", b"").decode("latin-1").strip().lower()
        named = "Content-Encoding"
        if coding in ("", "identity"):
            # `Transfer-Encoding: gzip, chunked` compresses the body as surely: the parser
            # takes the chunks apart but does not inflate them.
            transfer = headers.get(b"transfer-encoding", b"").decode("latin-1").lower()
            codings = [c.strip() for c in transfer.split(",")]
            coding = ", ".join(c for c in codings if c not in ("", "chunked", "identity"))
            named = "Transfer-Encoding"
        refused: tuple[int, str] | None = None
        if body.strip() and content_type.split(";")[0].strip().lower() != "application/json":
            refused = (415, "The request body must be JSON (Content-Type: application/json).")
        elif body and coding not in ("", "identity"):
            # Read as it is, a compressed body is a riddle of bytes: say what to send instead.
            refused = (
                415,
                f"The request body must be sent uncompressed; {named}: {coding[:40]} "
                "is not read here.",
            )
        else:
            too_deep, repeated = await _json_problem(scope, body)
            if too_deep:
                refused = (400, TOO_DEEP)
            elif repeated is not None:
                detail, extra = repeated_refusal(*repeated)
                for reply in refusal(400, detail, extra=extra):
                    await send(reply)
                return
        if refused is not None:
            for reply in refusal(*refused):
                await send(reply)
            return
        delivered = False

        async def replay() -> Any:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await app(scope, replay, send)

    return middleware


_ROUTE_PARAM = re.compile(r"\{[^}]+\}")


def _allowed_methods(scope: Scope) -> list[str] | None:
    """Every method the route at this path answers (Litestar's OPTIONS lists too few)."""
    litestar_app = cast("dict[str, Any]", scope).get("app")
    path = scope["path"].rstrip("/") or "/"
    for route in getattr(litestar_app, "routes", ()):
        methods = getattr(route, "methods", None)
        pattern = (
            "^"
            + _ROUTE_PARAM.sub(
                "[^/]+", re.escape(route.path).replace("\\{", "{").replace("\\}", "}")
            )
            + "$"
        )
        if methods and re.match(pattern, path):
            return sorted(methods)
    return None


def _with_allow(scope: Scope, send: Send) -> Send:
    async def sending(message: Any) -> None:
        if message["type"] == "http.response.start":
            methods = _allowed_methods(scope)
            if methods:
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != b"allow"]
                headers.append((b"allow", ", ".join(methods).encode()))
                message = {**message, "headers": headers}
        await send(message)

    return sending


class RedactTokens(logging.Filter):
    """Blank `token=` query values in log records (uvicorn's access log prints the URL)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple) and record.args:
            record.args = tuple(
                _without_tokens(a) if isinstance(a, str) else a for a in record.args
            )
        if isinstance(record.msg, str) and "=" in record.msg:
            record.msg = _without_tokens(record.msg)
        return True


def _without_tokens(text: str) -> str:
    """`text` with the value of every query key that reads "token" blanked — however it is
    spelt: the pages take `?%74oken=…` as `?token=…`, since query keys are percent-decoded."""
    return _QUERY_PAIR.sub(
        lambda pair: (
            f"{pair[1]}=[redacted]" if unquote_plus(pair[1]).strip().lower() == "token" else pair[0]
        ),
        text,
    )


def redact_tokens_in_logs() -> None:
    """Install the filter on uvicorn's access logger (once, however many apps are built)."""
    logger = logging.getLogger("uvicorn.access")
    if not any(isinstance(f, RedactTokens) for f in logger.filters):
        logger.addFilter(RedactTokens())
