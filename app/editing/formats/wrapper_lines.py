"""Lines a model writes around an edit that are its tooling, not its words to the writer: a
file-name line over a fence or a block ("article.md", **`post.txt`**), as edit tools ask code
models to write, and a tag alone on its line (<edit>, </answer>). They are never shown as the
model's note."""

from __future__ import annotations

import re

_FILE_NAME = re.compile(
    r"^[\s*_`#]*(?:[\w.-]+/)*[\w.-]+\.(?:md|markdown|txt|text|html?|rst|docx?|org|adoc)"
    r"[\s*_`]*:?\s*$",
    re.IGNORECASE,
)
_TAG_ALONE = re.compile(r"^\s*</?[A-Za-z][\w.-]{0,40}(?:\s[^<>\n]*)?/?>\s*$")


def is_wrapper(line: str) -> bool:
    """Whether the line only names a file or is a tag alone."""
    return bool(_FILE_NAME.match(line) or _TAG_ALONE.match(line))
