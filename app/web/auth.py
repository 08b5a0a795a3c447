"""Who is signed in, and whether they may do what they ask.

- `authentication` (middleware): while no account exists, nothing happens here: every request
  acts as LOCAL and REDLINE_API_TOKEN works as before. Once one exists, every route but the
  open ones (login, /healthz, /static, /schema) needs a session cookie or
  `Authorization: Bearer <api key>`; the actor found is put on `scope["state"]["actor"]`.
  A page without one is redirected to /login?next=…; the API answers 401 with a sentence.
  A session of a disabled user is answered 403, page and API, saying the account is
  disabled: signing in again cannot help them.
  An event stream (live article events, a streamed turn) is watched while it is open: when
  its key is revoked, its session signed out or its user disabled, it ends within a few
  seconds with a last `ended` event saying why (`StreamWatch`); an article's events stream
  also ends once the article may no longer be read (its writer stopped sharing it).
- `permission_guard` (the app's one guard): each route's rule from
  app/accounts/permissions.py, checked against the article or persona the request names.
- `refused`: the 403 answer, a page for pages and the API's JSON for /api.

Cross-site writes are refused for cookie sessions exactly as for the token cookie
(security.request_guard: same-origin, JSON-only for /api), before this middleware runs.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any, Literal, cast
from urllib.parse import quote

import anyio.to_thread
from litestar import MediaType, Request, Response
from litestar.connection import ASGIConnection
from litestar.exceptions import HTTPException
from litestar.handlers.base import BaseRouteHandler
from litestar.response import Redirect, Template
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from app.accounts.ownership import Ownership
from app.accounts.permissions import OPEN, Rule, Target, refusal, rule_for
from app.accounts.service import Accounts, Ended
from app.domain.actors import Actor
from app.domain.errors import Conflict, Damaged, RedlineError
from app.web.actors import ACTOR_KEY
from app.web.security import is_https
from app.web.tossed_cookies import clearing_cookies, sending_with

SESSION_COOKIE = "redline_session"
ACCOUNTS_STATE = "accounts"
OWNERSHIP_STATE = "ownership"
# A CLI in another process may add the first account while the server runs; until one
# exists, the store is asked again at most this often (seconds).
_RECHECK_SECONDS = 1.0
# How often the credentials behind open event streams are asked again (seconds): a revoked
# key, a signed-out session or a disabled user ends its streams within about this long, in
# whichever worker process or instance the change was made.
STREAM_CHECK_SECONDS = 2.0

log = logging.getLogger(__name__)


class Refused(HTTPException):
    """A signed-in actor asked for something their role, scopes or ownership do not allow."""

    status_code = 403


class _InUse:
    """Whether accounts are in use, asked of the store at most once a second until they are."""

    def __init__(self) -> None:
        self.checked_at = float("-inf")

    async def __call__(self, accounts: Accounts) -> bool:
        if accounts.known_in_use:
            return True
        now = time.monotonic()
        if now - self.checked_at < _RECHECK_SECONDS:
            return False
        self.checked_at = now
        return await anyio.to_thread.run_sync(accounts.in_use)


def handler_name(handler: BaseRouteHandler) -> str:
    fn = handler.fn
    return str(getattr(getattr(fn, "value", fn), "__qualname__", ""))


def route_rule(handler: BaseRouteHandler, path: str, method: str) -> Rule | None:
    """The permission rule of this route; an OPTIONS answer (the allowed methods) is open."""
    if method == "OPTIONS":
        return OPEN
    return rule_for(handler_name(handler), (path,))


def _wants_page(path: str, method: str) -> bool:
    return not path.startswith("/api") and method in ("GET", "HEAD")


def login_address(path_and_query: str) -> str:
    return "/login?next=" + quote(path_and_query, safe="/")


def _not_signed_in(request: Request[Any, Any, Any], reason: str) -> Response[Any]:
    if reason == ACCOUNT_DISABLED:  # signing in again cannot help: 403, said as such
        return refused(request, Refused(detail=reason))
    if _wants_page(request.url.path, request.method):
        target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        redirect = Redirect(path=login_address(target), status_code=303)
        # Ended or unknown: drop it. Beside another user's, it is the writer's own (a tossed
        # cookie has a Domain and is cleared apart: app/web/tossed_cookies.py); it stays.
        if request.cookies.get(SESSION_COOKIE) and reason != TWO_ACCOUNTS:
            redirect.delete_cookie(SESSION_COOKIE)
        return redirect
    return Response(
        {"status_code": 401, "detail": reason, "extra": None},
        status_code=401,
        media_type=MediaType.JSON,
        headers={"WWW-Authenticate": 'Bearer realm="redline"'},
    )


# Said to a browser whose session is a disabled user's (in Chinese on Chinese pages:
# static/js/labels-pages.js, panel/server-words-accounts.js).
ACCOUNT_DISABLED = "Your account has been disabled — ask an admin."
MAX_SESSION_COOKIES = 4  # more of them than this is no browser's doing
TWO_ACCOUNTS = (
    "This request carries the sign-in cookies of two different accounts (another site under "
    "this domain may have set one): the other site's cookie is now cleared; send the request "
    "again, or sign in again."
)


def session_tokens(request: Request[Any, Any, Any]) -> list[str]:
    """Every `redline_session` value the request carries, in order. A browser sends two when
    another site under the same domain set one (`Domain=.example.org`) beside ours."""
    found: list[str] = []
    for header in request.headers.getall("cookie", []):
        for pair in header.split(";"):
            name, _, value = pair.strip().partition("=")
            if name == SESSION_COOKIE and value and value not in found:
                found.append(value.strip('"'))
    return found


async def identify(
    accounts: Accounts, request: Request[Any, Any, Any]
) -> tuple[Actor | None, str, str]:
    """The actor behind the request's key or session cookie and the secret that showed it,
    or None and why not.

    An Authorization header is used alone: a bad key is not rescued by a cookie beside it.
    Two of them, or session cookies of two different users (a cookie tossed in by another
    site under the same domain, to have the writer work in the attacker's account), sign
    nobody in: which one was meant cannot be told."""
    authorizations = request.headers.getall("authorization", [])
    if len(authorizations) > 1:
        return None, "Send one Authorization header; this request has several.", ""
    if authorizations:
        scheme, _, key = authorizations[0].partition(" ")
        if scheme.lower() != "bearer" or not key.strip():
            return None, "Send the API key as `Authorization: Bearer <key>`.", ""
        if "," in key:  # two headers joined into one by a client or a proxy
            return None, "Send one Authorization header; this request has several.", ""
        actor = await anyio.to_thread.run_sync(accounts.key_actor, key.strip())
        if actor is None:
            return None, await anyio.to_thread.run_sync(accounts.key_refused, key.strip()), ""
        return actor, "", key.strip()
    tokens = session_tokens(request)[:MAX_SESSION_COOKIES]
    signed: dict[str, tuple[Actor, str]] = {}
    for token in tokens:
        actor = await anyio.to_thread.run_sync(accounts.session_actor, token)
        if actor is not None:
            signed.setdefault(actor.id, (actor, token))
    if len(signed) > 1:
        return None, TWO_ACCOUNTS, ""
    if signed:
        actor, token = next(iter(signed.values()))
        return actor, "", token
    for token in tokens:
        if await anyio.to_thread.run_sync(accounts.session_disabled, token):
            return None, ACCOUNT_DISABLED, ""
    if tokens:
        return None, "Your session has ended: sign in again.", ""
    return (
        None,
        ("Sign in first: this API needs a session cookie or `Authorization: Bearer <api key>`."),
        "",
    )


@dataclass(frozen=True)
class Credential:
    """What signed a request in: a session cookie or an API key, and whose it is."""

    kind: Literal["session", "key"]
    secret: str = field(repr=False)  # never in a log line
    user_id: str = ""


def presented(request: Request[Any, Any, Any], actor: Actor, secret: str) -> Credential:
    """The credential `identify` accepted for this request."""
    if request.headers.get("authorization") is not None:
        return Credential("key", secret, actor.user_id or "")
    return Credential("session", secret, actor.id)


def _is_event_stream(message: Message) -> bool:
    headers = cast("list[tuple[bytes, bytes]]", message.get("headers", []))
    for name, value in headers:
        if name.lower() == b"content-type":
            return bytes(value).startswith(b"text/event-stream")
    return False


def ended_event(ended: Ended) -> bytes:
    data = json.dumps({"reason": ended.reason, "detail": ended.detail}, ensure_ascii=False)
    return f"event: ended\ndata: {data}\n\n".encode()


# An article's live events: the stream whose right to read is asked again while it is open.
_ARTICLE_EVENTS = re.compile(r"^/api/contents/([^/]+)/events/?$")


class _OpenStream:
    def __init__(self, credential: Credential, actor: Actor, path: str) -> None:
        self.credential = credential
        self.actor = actor
        following = _ARTICLE_EVENTS.match(path)
        self.article_id = following[1] if following else None
        self.scope = anyio.CancelScope()
        self.ended: Ended | None = None


class StreamWatch:
    """The event streams open in this process, each ended when its credential stops holding.

    One task asks the store every STREAM_CHECK_SECONDS while any stream is open, each
    distinct credential once, however many tabs share it; it stops when the last stream
    closes. The store is shared, so a revocation made in any process is seen."""

    def __init__(self, every: float = STREAM_CHECK_SECONDS) -> None:
        self.every = every
        self._open: set[_OpenStream] = set()
        self._task: asyncio.Task[None] | None = None
        # The last sentence a failed check was logged with (None: the last check held).
        self._said: str | None = None

    async def serve(
        self,
        app: ASGIApp,
        scope: Scope,
        receive: Receive,
        send: Send,
        accounts: Accounts,
        credential: Credential,
        actor: Actor,
    ) -> None:
        """Run the request; if its answer is an event stream, watch it until it ends."""
        fields = cast("dict[str, Any]", scope)
        stream = _OpenStream(credential, actor, str(fields["path"]))
        streaming = False

        async def watched_send(message: Message) -> None:
            nonlocal streaming
            if message["type"] == "http.response.start" and _is_event_stream(message):
                streaming = True
                ownership = cast("Ownership", fields["app"].state[OWNERSHIP_STATE])
                self._watch(stream, accounts, ownership)
            elif message["type"] == "http.response.body" and not message.get("more_body"):
                streaming = False
            if not streaming:
                await send(message)
                return
            with anyio.CancelScope(shield=True):  # an event is never cut in half
                await send(message)

        try:
            with stream.scope:
                await app(scope, receive, watched_send)
        finally:
            self._open.discard(stream)
        if stream.ended is not None and streaming:
            last: Message = {
                "type": "http.response.body",
                "body": ended_event(stream.ended),
                "more_body": False,
            }
            with suppress(OSError):  # the client went away meanwhile: nobody to tell
                await send(last)

    def _end_all(self, why: Ended) -> None:
        for stream in list(self._open):
            stream.ended = why
            stream.scope.cancel()
            self._open.discard(stream)

    def _watch(self, stream: _OpenStream, accounts: Accounts, ownership: Ownership) -> None:
        self._open.add(stream)
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(
                self._check_while_open(accounts, ownership)
            )

    async def _check_while_open(self, accounts: Accounts, ownership: Ownership) -> None:
        while self._open:
            await asyncio.sleep(self.every)
            credentials = {stream.credential for stream in self._open}
            try:
                ended = await anyio.to_thread.run_sync(_ended_of, accounts, credentials)
            except RedlineError as error:  # the accounts damaged, or their store away
                # Said once in a line (not a traceback every round), asked again next time.
                if str(error) != self._said:
                    log.warning("could not check the credentials of open event streams: %s", error)
                    self._said = str(error)
                if isinstance(error, Damaged):  # not a passing outage: nobody can sign in
                    self._end_all(Ended("unreadable", f"{error} {_UNREADABLE_ENDS}"))
                continue
            except Exception:  # the store is unreachable: ask again next time
                log.exception("could not check the credentials of open event streams")
                continue
            self._said = None
            articles: dict[str, Target | None] = {}  # each article read once per round
            for stream in list(self._open):
                why = ended.get(stream.credential) or await _unreadable(stream, ownership, articles)
                if why is not None:
                    stream.ended = why
                    stream.scope.cancel()
                    self._open.discard(stream)


_UNREADABLE_ENDS = (
    "Whether you may still read this cannot be told meanwhile, so this stream has ended."
)


async def _unreadable(
    stream: _OpenStream, ownership: Ownership, articles: dict[str, Target | None]
) -> Ended | None:
    """Why the article this stream follows may no longer be read by its actor, or None."""
    article_id = stream.article_id
    if article_id is None:
        return None
    if article_id not in articles:
        try:
            articles[article_id] = await ownership.target({"content_id": article_id})
        except Exception:  # the store is unreachable: ask again next time
            log.exception("could not check who may read article %s", article_id)
            return None
    problem = refusal(stream.actor, "read", articles[article_id])
    return None if problem is None else Ended("no_access", problem)


def _ended_of(accounts: Accounts, credentials: set[Credential]) -> dict[Credential, Ended]:
    """Which of these credentials no longer sign in, and why (blocking: off the loop)."""
    ended: dict[Credential, Ended] = {}
    for credential in credentials:
        why = (
            accounts.key_ended(credential.secret)
            if credential.kind == "key"
            else accounts.session_ended(credential.secret, credential.user_id)
        )
        if why is not None:
            ended[credential] = why
    return ended


def authentication(app: ASGIApp) -> ASGIApp:
    """Put the signed-in actor on each request once accounts exist; turn away the rest."""
    in_use = _InUse()
    streams = StreamWatch()

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        fields = cast("dict[str, Any]", scope)
        # The liveness probe says the process is up, whatever the accounts' store is doing (a
        # PostgreSQL outage made it a 500 after ten seconds): it reads nothing and needs no one.
        if fields["type"] != "http" or fields["path"] == "/healthz":
            await app(scope, receive, send)
            return
        accounts = cast("Accounts", fields["app"].state[ACCOUNTS_STATE])
        try:
            using = await in_use(accounts)
        except Damaged as error:
            raise _unchangeable(fields, error) or error from error
        if not using:
            await app(scope, receive, send)
            return
        request: Request[Any, Any, Any] = Request(scope)
        if len(session_tokens(request)) > 1:  # one was tossed in by another site: clear it
            host = request.headers.get("host", "")
            tossed = clearing_cookies(
                SESSION_COOKIE, host, fields["path"], secure=is_https(request)
            )
            send = sending_with(send, tossed)
        actor, reason, secret = await identify(accounts, request)
        if actor is not None:
            fields.setdefault("state", {})[ACTOR_KEY] = actor
            credential = presented(request, actor, secret)
            await streams.serve(app, scope, receive, send, accounts, credential, actor)
            return
        rule = route_rule(fields["route_handler"], fields["path"], fields["method"])
        if rule is not None and rule.action == "open":
            await app(scope, receive, send)
            return
        await _not_signed_in(request, reason).to_asgi_response(app=None, request=request)(
            scope, receive, send
        )

    return middleware


def _unchangeable(fields: dict[str, Any], error: Damaged) -> Conflict | None:
    """A request that would change the accounts (add or change a user, make or revoke a
    key) while they cannot be read — lost or damaged: 409 with the sentence, nothing written
    (the single-user mode's "anyone may add the first user" must not open up here)."""
    if fields["method"] in ("GET", "HEAD", "OPTIONS"):
        return None
    rule = route_rule(fields["route_handler"], fields["path"], fields["method"])
    if rule is None or rule.action != "admin":
        return None
    return Conflict(f"{error} Until then no user or key can be added or changed here.")


async def _target(
    connection: ASGIConnection[Any, Any, Any, Any], rule: Rule, ownership: Ownership
) -> Target | None:
    """The article or persona the request names: in its path, or the rule's body fields."""
    names: dict[str, Any] = dict(connection.path_params)
    if rule.body and isinstance(connection, Request):
        try:
            body = await connection.json()
        except Exception:  # malformed: the handler answers it with its own 400
            body = None
        if isinstance(body, dict):
            names.update({k: body[k] for k in rule.body if isinstance(body.get(k), str)})
    return await ownership.target(names)


async def permission_guard(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The one place a route's permission is checked (see app/accounts/permissions.py)."""
    actor = connection.scope.get("state", {}).get(ACTOR_KEY)
    if not isinstance(actor, Actor) or actor.kind == "local":
        return  # the single-user mode, or an open route reached without signing in
    method = str(cast("dict[str, Any]", connection.scope).get("method", "GET"))
    rule = route_rule(handler, connection.scope["path"], method)
    if rule is None:
        raise Refused(detail="This endpoint has no permission rule yet, so it is refused.")
    if rule.action in ("open", "signed_in"):
        return
    ownership = cast("Ownership", connection.app.state[OWNERSHIP_STATE])
    problem = refusal(actor, rule.action, await _target(connection, rule, ownership))
    if problem is not None:
        raise Refused(detail=problem)


def refused(request: Request[Any, Any, Any], error: Refused) -> Response[Any]:
    """A 403: the refusal's sentence, as a page for pages and as JSON for the API."""
    if _wants_page(request.url.path, request.method):
        return Template(
            template_name="_refused.html", context={"detail": error.detail}, status_code=403
        )
    return Response(
        {"status_code": 403, "detail": error.detail, "extra": None},
        status_code=403,
        media_type=MediaType.JSON,
    )
