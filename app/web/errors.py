"""One place that turns domain errors (and anything unexpected) into HTTP answers."""

import errno
import logging
from typing import Any

from litestar import MediaType, Request, Response
from litestar.exceptions import HTTPException, SerializationException, ValidationException
from litestar.status_codes import (
    HTTP_400_BAD_REQUEST,
    HTTP_500_INTERNAL_SERVER_ERROR,
    HTTP_507_INSUFFICIENT_STORAGE,
)

from app.domain.errors import RedlineError
from app.web.wording import no_route, readable

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
    return _body(error.status_code, str(error))


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
    return isinstance(item, dict) and item.get("key") == "data" and item.get("source") == "body"


def http_error(request: Request[Any, Any, Any], error: HTTPException) -> Response[Any]:
    detail = error.detail
    if detail in ("Not Found", "Method Not Allowed"):  # the router's words: no route
        allow = {k.lower(): v for k, v in (error.headers or {}).items()}.get("allow")
        detail = no_route(request, error.status_code, allow)
    elif error.status_code == 413:
        detail = "The request body is too large."
    elif isinstance(error.__cause__, SerializationException):
        # The decoder's own words ("Input data was truncated", "Number out of range - at
        # `$[...]`") name no request: say what is wrong with it first.
        reason = str(error.__cause__).split(" - at `")[0].removeprefix("JSON is malformed: ")
        detail = f"The request body is not valid JSON ({reason[:1].lower() + reason[1:]})."
    # Keep the exception's headers: a 405 carries `Allow`, a 429 `Retry-After`.
    headers = {k: v for k, v in (error.headers or {}).items() if k.lower() != "content-type"}
    return _body(error.status_code, str(detail), getattr(error, "extra", None), headers or None)


def unexpected_error(request: Request[Any, Any, Any], error: Exception) -> Response[Any]:
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
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        if error.errno in _FULL:
            # A write the store does not journal (a persona, a comment, an account) is one
            # file replaced whole: refused, it left nothing behind.
            return _body(
                HTTP_507_INSUFFICIENT_STORAGE,
                "The disk is full, so this change could not be saved. Free some space and "
                "try again.",
            )
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


EXCEPTION_HANDLERS = {
    RedlineError: domain_error,
    ValidationException: validation_error,
    HTTPException: http_error,
    Exception: unexpected_error,
}
