"""Log lines about model calls without the password a model URL may carry.

httpx writes one INFO line per request ('HTTP Request: POST http://user:pw@host/v1/… "HTTP/1.1
200 OK"') with the URL as configured, so a REDLINE_LLM_BASE_URL of the form
`http://user:password@host/v1` put the password into every log line of every model call.
"""

import logging
import re

# The user-info part of any URL in a line: `//name:secret@` or `//secret@`.
_USER_INFO = re.compile(r"//[^/@\s\"']+@")


def without_user_info(text: str) -> str:
    """`text` with every URL's `user:password@` left out."""
    return _USER_INFO.sub("//", text)


class HidePasswords(logging.Filter):
    """Rewrites a record whose text names a URL with user info, without it."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            text = record.getMessage()
        except (TypeError, ValueError):  # a record whose arguments do not fit: left alone
            return True
        if "@" in text and _USER_INFO.search(text):
            record.msg, record.args = without_user_info(text), ()
        return True


def hide_passwords_in_http_log() -> None:
    """Install the filter on httpx's logger (once, however many providers are built)."""
    logger = logging.getLogger("httpx")
    if not any(isinstance(f, HidePasswords) for f in logger.filters):
        logger.addFilter(HidePasswords())
