"""One place that turns domain errors (and anything unexpected) into HTTP answers."""

import errno
import logging
from typing import Any

from litestar import MediaType, Request, Response
from litestar.exceptions import (
    HTTPException,
    NotFoundException,
    SerializationException,
    ValidationException,
)
from litestar.response import Template
from litestar.status_codes import (
    HTTP_400_BAD_REQUEST,
    HTTP_500_INTERNAL_SERVER_ERROR,
    HTTP_503_SERVICE_UNAVAILABLE,
    HTTP_507_INSUFFICIENT_STORAGE,
)

from app.domain.errors import DatabaseAway, RedlineError, StorageFailed
from app.web.security import TOO_LARGE
from app.web.wording import fields_at_fault, json_reason, no_route, readable

log = logging.getLogger(__name__)


def _body(
    status: int, detail: str, extra: object = None, headers: dict[str, str] | None = None
) -> Response[Any]:
    return Response(
        {"status_code": status, "detail": detail, "extra": extra},
        status_code=status,
        media_type=MediaType.JSON,
        headers=headers,
    )


def domain_error(_: Request[Any, Any, Any], error: RedlineError) -> Response[Any]:
    if isinstance(error, StorageFailed) and _database_away(error):
        # PostgreSQL down, restarting or out of connections: every request answered 500
        # ("The accounts in … could not be used"), which tells a client or a load balancer
        # the request is broken rather than worth retrying in a moment.
        sentence = str(error).rstrip()
        return _body(
            HTTP_503_SERVICE_UNAVAILABLE,
            f"{sentence} Try again in a few seconds.",
            headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
        )
    return _body(error.status_code, str(error), fields_at_fault(error))


RETRY_AFTER_SECONDS = 5  # a restarting PostgreSQL is usually back within seconds


def _database_away(error: BaseException) -> bool:
    """Whether the database could not be reached (the cause of a store's StorageFailed)."""
    seen: BaseException | None = error
    for _ in range(6):
        if seen is None:
            return False
        if isinstance(seen, DatabaseAway):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def validation_error(request: Request[Any, Any, Any], error: ValidationException) -> Response[Any]:
    """Name the field: 'body: Field required' reads better than 'Validation failed'."""
    extra = readable(request, error)
    problems = []
    for item in extra:
        if isinstance(item, dict):
            key, message = item.get("key"), item.get("message", "")
            problems.append(f"{key}: {message}" if key else str(message))
    detail = str(error.detail)
    # Not the URL Litestar names ("Validation failed for GET /api/…?q=JSON"): only its words.
    said = detail.split(" for ", 1)[0] if detail.startswith("Validation failed for ") else detail
    if "JSON" in said or "decode" in said.lower():
        detail = "The request body is not valid JSON."
    elif any(_missing_body(item) for item in extra):
        detail = "The request body is empty: this request needs a JSON object."
    elif problems:
        detail = "Invalid request — " + "; ".join(problems) + "."
    return _body(HTTP_400_BAD_REQUEST, detail, extra or None)


def _missing_body(item: object) -> bool:
    """Litestar's report of a required JSON body that is not there at all."""
    return isinstance(item, dict) and "key" not in item and item.get("source") == "body"


# What `OPTIONS *` (the server in general, RFC 9110 §9.3.7) answers: every method some path
# of this server takes. No route matches "*", so it arrives here as the router's 404.
SERVER_METHODS = "DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT"


def _wants_a_page(request: Request[Any, Any, Any]) -> bool:
    """A browser following a link or a typed address (GET, HTML accepted before JSON) to a
    path that is neither the API's nor an asset's: it gets a page with a way back, not JSON."""
    path = request.scope.get("path", "")
    if request.method not in ("GET", "HEAD") or path.startswith(("/api/", "/static/")):
        return False
    accept = request.headers.get("accept", "")
    html, json = accept.find("text/html"), accept.find("application/json")
    return html >= 0 and (json < 0 or html < json)


def http_error(request: Request[Any, Any, Any], error: HTTPException) -> Response[Any] | Template:
    if request.method == "OPTIONS" and request.scope.get("path") == "*":
        return Response(content=None, status_code=204, headers={"Allow": SERVER_METHODS})
    detail = error.detail
    static_miss = error.status_code == 404 and str(detail).startswith("no file or directory")
    no_such_page = detail == "Not Found" and _wants_a_page(request)
    if no_such_page and not static_miss:
        context = {"what": "page", "detail": ""}
        return Template(template_name="_not_found.html", context=context, status_code=404)
    if detail in ("Not Found", "Method Not Allowed") or static_miss:  # no route, no file
        allow = {k.lower(): v for k, v in (error.headers or {}).items()}.get("allow")
        detail = no_route(request, error.status_code, allow)
    elif error.status_code == 413:
        detail = TOO_LARGE
    elif isinstance(error.__cause__, SerializationException):
        # The decoder's own words ("Input data was truncated", "Number out of range - at
        # `$[...]`") name no request: say what is wrong with it first.
        reason = str(error.__cause__).split(" - at `")[0].removeprefix("JSON is malformed: ")
        detail = f"The request body is not valid JSON ({json_reason(reason)})."
    # Keep the exception's headers: a 405 carries `Allow`, a 429 `Retry-After`.
    headers = {k: v for k, v in (error.headers or {}).items() if k.lower() != "content-type"}
    return _body(error.status_code, str(detail), getattr(error, "extra", None), headers or None)


# Longest file name (bytes) a Linux file system takes: a longer one names no file.
_NAME_MAX = 255


async def names_no_file(request: Request[Any, Any, Any]) -> None:
    """Before an asset is looked up: a path no file can have (a NUL, a name longer than a
    file system takes) is the 404 of any missing file. Looking it up raised ValueError
    ("embedded null byte") or ENAMETOOLONG, answered as a 500."""
    path = request.scope["path"]
    if "\x00" in path or any(
        len(part.encode("utf-8", "surrogateescape")) > _NAME_MAX for part in path.split("/")
    ):
        raise NotFoundException()


def unexpected_error(request: Request[Any, Any, Any], error: Exception) -> Response[Any]:
    within = _os_error_within(error)
    if isinstance(within, OSError) and within.errno in _FULL:
        # A full disk is the machine's state, not a fault of the app: one line, no traceback
        # (a writer adding a comment on a full disk filled the log with one each time).
        log.warning("%s %s refused: the disk is full", request.method, request.url.path)
        # A write the store does not journal (a persona, a comment, an account) is one
        # file replaced whole: refused, it left nothing behind.
        return _body(
            HTTP_507_INSUFFICIENT_STORAGE,
            "The disk is full, so this change could not be saved. Free some space and try again.",
        )
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    if request.method in ("GET", "HEAD", "OPTIONS"):
        sentence = "Something went wrong on our side; nothing was changed. Please try again."
    else:
        # A change may have been saved before the failure: say so rather than invite a
        # retry that applies it twice.
        sentence = (
            "Something went wrong on our side. Part of this change may have been saved: "
            "reload to see what was kept before trying again."
        )
    error = within
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        if str(error.filename or "").endswith(".lock"):
            # A lock is taken before anything is written: refused, nothing was.
            return _body(
                HTTP_500_INTERNAL_SERVER_ERROR,
                f"The data directory could not be written ({reason}); nothing was saved.",
            )
        sentence = f"The data directory could not be used ({reason}). " + (
            sentence.split(". ", 1)[1] if ". " in sentence else sentence
        )
    return _body(HTTP_500_INTERNAL_SERVER_ERROR, sentence)


_FULL = {errno.ENOSPC, errno.EDQUOT}


def _os_error_within(error: Exception) -> Exception:
    """The OSError a wrapper was raised from (a streamed turn's "the turn failed before it
    started"), so the data directory's refusal is said as such; else `error` itself."""
    seen: BaseException | None = error
    for _ in range(4):
        if seen is None or isinstance(seen, OSError):
            break
        seen = seen.__cause__
    return seen if isinstance(seen, OSError) else error


EXCEPTION_HANDLERS = {
    RedlineError: domain_error,
    ValidationException: validation_error,
    HTTPException: http_error,
    Exception: unexpected_error,
}
