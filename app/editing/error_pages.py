"""Replies that are a web server's error page, not the model's words: a proxy between Redline
and the model answered "502 Bad Gateway" as an HTML document, and the connection passed it on
as if the model had written it. Such a reply is refused; its tags and its status line are no
text for the article, whatever the suggestion.
"""

from __future__ import annotations

import re

# An HTML document from its first tag to its last: "<!DOCTYPE html>…</html>", "<html>…</html>".
_DOCUMENT = re.compile(r"^\s*(?:<!doctype\s+html[^>]*>\s*)?<html\b.*</html>\s*$", re.I | re.S)
# The page's own title, the line a writer can act on ("502 Bad Gateway").
_TITLE = re.compile(r"<title>\s*([^<]{1,80}?)\s*</title>", re.I)

ERROR_PAGE = (
    "The reply was a web server's error page{title} instead of the model's text, so nothing was "
    "saved. The model's service may be down for a moment — press Retry."
)


def error_page(reply: str, body: str) -> str | None:
    """Why the reply is refused when it is a whole HTML page and the article is no HTML; else
    None."""
    if not _DOCUMENT.match(reply) or re.search(r"<html\b", body, re.I):
        return None
    title = _TITLE.search(reply)
    return ERROR_PAGE.format(title=f" (“{title[1]}”)" if title else "")
