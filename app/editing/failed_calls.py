"""What the writer is told when the model call itself failed (the endpoint could not be
reached, timed out, rate-limited the request, answered with something unreadable): what went
wrong, in plain words, and whether asking again can help — in English; in Chinese on a Chinese
article, as the judge's refusals are (said_in_chinese.FAILURES_IN_CHINESE; when every sentence
of it has its Chinese in the panel's table)."""

from __future__ import annotations

import logging
import re

from app.domain.models import LLMCall
from app.editing.judge import NoEdit
from app.editing.said_in_chinese import failure_to_article
from app.llm.base import LLMBadResponse, LLMError, LLMTooLong

log = logging.getLogger(__name__)

# An endpoint that refused the key (401), access (403), or does not exist (404) or moved (3xx):
# the same request will fail the same way until the settings change, so no "press Retry".
_SETUP = re.compile(r"\((?:401|403)\)|\b404 Not Found\b|redirected the request \(3\d\d\)")


def failed_call(call: LLMCall, error: Exception, body: str) -> NoEdit:
    """The verdict on a model call that failed, for the article of `body`; sets the call's
    outcome and error."""
    verdict = _failed(call, error)
    return NoEdit(verdict.status, failure_to_article(verdict.reason, body), verdict.retryable)


def _failed(call: LLMCall, error: Exception) -> NoEdit:
    """The verdict on a model call that failed: what went wrong, in plain words."""
    if isinstance(error, LLMError):
        what = str(error)
        call.error = what
    else:
        log.exception("model call failed unexpectedly")
        what = "Something went wrong while asking the model, so nothing was changed."
        call.error = f"{type(error).__name__}: {error}"
    call.outcome = "failed"
    if isinstance(error, LLMTooLong):  # the same request again would fail the same way
        return NoEdit("error", f"{what} Your message is saved and the article is unchanged.", False)
    if isinstance(error, LLMBadResponse) and _SETUP.search(what):
        return NoEdit(
            "error",
            f"{what} Your message is saved and the article is unchanged; asking again will "
            "not help until the model's key or endpoint settings are put right.",
            False,
        )
    return NoEdit(
        "error",
        f"{what} Your message is saved and the article is unchanged — press Retry to try again.",
    )
