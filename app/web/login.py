"""Signing in and out: the login page, its form, and the header's sign-out button.

A failed login answers the same sentence, after the same work (an argon2 check, against a
dummy hash for an unknown name), whether the name or the password was wrong. Failures are
counted per name and per client address (app/accounts/throttle.py) in the account store, so
every worker process and instance counts the same ones; past the limit the page answers 429
and says how long to wait."""

from __future__ import annotations

import errno
import logging
import math
from functools import partial
from typing import Annotated, Any
from urllib.parse import quote

import anyio.to_thread
from litestar import Controller, Request, get, post
from litestar.enums import RequestEncodingType
from litestar.exceptions import ValidationException
from litestar.params import Body, FromQuery
from litestar.response import Redirect, Response, Template
from litestar.status_codes import HTTP_413_REQUEST_ENTITY_TOO_LARGE
from pydantic import BaseModel

from app.accounts.service import SESSION_LIFETIME, Accounts, LoginFailed, TooManySignIns
from app.accounts.throttle import LoginThrottle
from app.domain.errors import StorageFailed, StorageFull
from app.web.auth import ACCOUNTS_STATE, SESSION_COOKIE, session_tokens
from app.web.security import is_https
from app.web.tossed_cookies import tossed_spots

THROTTLE_STATE = "login_throttle"
MAX_FIELD = 1024


class LoginForm(BaseModel):
    name: str = ""
    password: str = ""
    next: str = "/"


log = logging.getLogger(__name__)

# Far more than the login page's longest form (a 64-character name, a 1,024-character password
# and the page's address, percent-encoded): a longer one is a script's, refused unread.
MAX_FORM_BYTES = 64 * 1024

# Longer than any page's address: echoed into a Location header, a browser would not follow it.
_NEXT_CHARS = 2000


def safe_next(target: str) -> str:
    """Where to go after signing in: a path on this site only (never //host or a scheme)."""
    target = target.strip()
    if (
        len(target) > _NEXT_CHARS
        or not target.startswith("/")
        or target.startswith(("//", "/\\"))
        or "\\" in target
    ):
        return "/"
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in target) or target.startswith("/login"):
        return "/"
    # A Location header is ASCII: a page's address holding other characters (a search for
    # 周末, a direction mark) goes there percent-encoded, as a browser sends it; one that is
    # not text at all (a lone surrogate) goes home.
    try:
        return quote(target, safe=_KEPT_AS_IS)
    except UnicodeEncodeError:
        return "/"


def _refusal(error: OSError | StorageFailed) -> tuple[int, str]:
    """The status and the sentence for the data directory refusing a sign-in's write (the
    accounts file is replaced whole, so nothing of it was written)."""
    full = isinstance(error, StorageFull) or (
        isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT)
    )
    if full:
        return 507, "the server's disk is full."
    cause = error.__cause__ if isinstance(error, StorageFailed) else error
    reason = cause.strerror if isinstance(cause, OSError) and cause.strerror else "refused"
    return 500, f"the server's data directory could not be written ({reason})."


# What an address already holds as it is: reserved characters and escapes (%XX) stay.
_KEPT_AS_IS = "!#$%&'()*+,/:;=?@[]~"


def _page(
    next_path: str, *, name: str = "", error: str | None = None, status: int = 200
) -> Template:
    return Template(
        template_name="login.html",
        context={"next": next_path, "name": name, "error": error},
        status_code=status,
    )


def _form_unread(request: Request[Any, Any, Any], error: ValidationException) -> Template:
    """A sign-in form that cannot be read as one name and one password (a field sent twice,
    by a script or a hand-made form): the sign-in page with a sentence, as every other
    failed sign-in, not the JSON API's error about "a JSON string"."""
    log.info("a sign-in form could not be read: %s", error.detail)
    return _page(
        "/",
        error="This sign-in form could not be read (a field was sent more than once). "
        "Sign in again from this page.",
        status=400,
    )


def _form_too_long(request: Request[Any, Any, Any], error: Exception) -> Template:
    """A sign-in form longer than any of this page's (a script's): refused before it is read,
    since splitting megabytes into fields would hold every other request meanwhile."""
    log.info("a sign-in form over %d bytes was refused", MAX_FORM_BYTES)
    return _page(
        "/",
        error="This sign-in form is too long to be read. Sign in again from this page.",
        status=HTTP_413_REQUEST_ENTITY_TOO_LARGE,
    )


class LoginController(Controller):
    """The login page and signing in and out (forms, not the JSON API)."""

    path = ""
    include_in_schema = False

    @get("/login", name="login")
    async def show_login(
        self,
        request: Request[Any, Any, Any],
        next: FromQuery[str] = "/",  # noqa: A002
    ) -> Template | Redirect:
        """The sign-in form; a signed-in visitor (or the single-user mode) goes on at once."""
        accounts: Accounts = request.app.state[ACCOUNTS_STATE]
        signed_in = request.scope.get("state", {}).get("actor") is not None
        if signed_in or not await anyio.to_thread.run_sync(accounts.in_use):
            return Redirect(path=safe_next(next), status_code=303)
        return _page(safe_next(next))

    @post(
        "/login",
        status_code=303,
        request_max_body_size=MAX_FORM_BYTES,
        exception_handlers={
            ValidationException: _form_unread,
            HTTP_413_REQUEST_ENTITY_TOO_LARGE: _form_too_long,
        },
    )
    async def log_in(
        self,
        request: Request[Any, Any, Any],
        data: Annotated[LoginForm, Body(media_type=RequestEncodingType.URL_ENCODED)],
    ) -> Response[Any]:
        """Check the name and password; on success a new session cookie, then `next`."""
        accounts: Accounts = request.app.state[ACCOUNTS_STATE]
        throttle: LoginThrottle = request.app.state[THROTTLE_STATE]
        next_path = safe_next(data.next)
        name = data.name.strip()[:MAX_FIELD]
        if not name or not data.password:
            return _page(next_path, name=name, error="Enter your name and password.", status=400)
        address = request.client.host if request.client else "unknown"
        try:
            token = await anyio.to_thread.run_sync(
                partial(
                    accounts.login,
                    name,
                    data.password,
                    request.cookies.get(SESSION_COOKIE),
                    address=address,
                    throttle=throttle,
                )
            )
        except TooManySignIns as limited:
            seconds = limited.wait.total_seconds()
            minutes = max(1, math.ceil(seconds / 60))
            page = _page(
                next_path,
                name=name,
                error=f"Too many failed sign-ins. Try again in {minutes} minute"
                + ("s." if minutes > 1 else "."),
                status=429,
            )
            page.headers["Retry-After"] = str(max(1, math.ceil(seconds)))
            return page
        except LoginFailed as failure:
            return _page(next_path, name=name, error=str(failure), status=401)
        except (OSError, StorageFailed) as refused:  # the data directory refused the session
            log.warning("signing %r in could not be recorded: %s", name, refused)
            status, why = _refusal(refused)
            sentence = f"You could not be signed in: {why} Nothing was changed; try again later."
            return _page(next_path, name=name, error=sentence, status=status)
        redirect = Redirect(path=next_path, status_code=303)
        redirect.set_cookie(
            SESSION_COOKIE,
            token,
            httponly=True,
            samesite="lax",
            secure=is_https(request),
            max_age=int(SESSION_LIFETIME.total_seconds()),
            path="/",
        )
        # A session cookie another site under this domain tossed in would sign this writer
        # out again at once (two accounts' cookies): it is dropped with this sign-in.
        host = request.headers.get("host", "")
        spots = dict.fromkeys(tossed_spots(host, next_path) + tossed_spots(host, "/api/"))
        for domain, prefix in spots:
            redirect.delete_cookie(SESSION_COOKIE, path=prefix, domain=domain)
        return redirect

    @post("/logout", status_code=303)
    async def log_out(self, request: Request[Any, Any, Any]) -> Response[Any]:
        """End this browser's session (on the server too) and show the login page."""
        accounts: Accounts = request.app.state[ACCOUNTS_STATE]
        # Every session cookie sent is ended: with one tossed in beside the writer's, the one
        # `cookies.get` picks may be the other site's, and the writer's would live on.
        refused: OSError | StorageFailed | None = None
        for token in session_tokens(request):
            try:
                await anyio.to_thread.run_sync(accounts.logout, token)
            except (OSError, StorageFailed) as error:  # the browser forgets it all the same
                log.warning("a session could not be ended on the server: %s", error)
                refused = error
        redirect: Response[Any] = Redirect(path="/login", status_code=303)
        if refused is not None:
            status, why = _refusal(refused)
            redirect = _page(
                "/",
                error=f"This browser is signed out, but the server could not end the session: "
                f"{why} Sign out again once it can, or it ends by itself in "
                f"{SESSION_LIFETIME.days} days.",
                status=status,
            )
        redirect.delete_cookie(SESSION_COOKIE, path="/")
        host = request.headers.get("host", "")
        for domain, prefix in tossed_spots(host, "/"):
            redirect.delete_cookie(SESSION_COOKIE, path=prefix, domain=domain)
        return redirect
