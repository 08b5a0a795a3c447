"""The whole article sent as TOML: `title = "…"` and `body = ` over the body in triple quotes
(double or single), in a ```toml fence or bare, after a lead-in or not — read as the record it
is, so structured.py makes it the title line and body it names. Read as prose, the keys and the
quotes were saved into the first paragraph (`title = "…" body = ` and the quotes over "The Elm
Street…"), or withheld as a change to it while the asked edit was saved (fidelity_blind52
whole_in_toml_block). YAML's `body: |` is read there already; this is its TOML twin.

Python's tomllib reads the record; a record it cannot read (a backslash of the article's inside
a basic string, which TOML takes for an escape) is read by its keys' quotes alone."""

from __future__ import annotations

import re
import tomllib
from typing import Any

# The one fence of the reply, tagged toml or not.
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*(toml)?[ \t]*\n(.*?)\n[ \t]*\1[ \t]*$", re.M | re.S)
# The record's first key line: `title = "…"` or `body = """`.
_OPENS = re.compile(r'^[ \t]*(?:title|body|headline|content)[ \t]*=[ \t]*["\']', re.M)
# A key and its string, multi-line first: the text between the quotes is the value as written.
_KEY = re.compile(
    r"^[ \t]*([A-Za-z_][\w-]*)[ \t]*=[ \t]*"
    r'(?:"""\n?(.*?)"""|\'\'\'\n?(.*?)\'\'\'|"([^"\n]*)"|\'([^\'\n]*)\')[ \t]*$',
    re.M | re.S,
)


def toml_record(reply: str, body: str) -> dict[str, Any] | None:
    """The record of a reply that is (or holds in its one fence) TOML keys with a body or a
    title among them; None for any other reply, or for TOML the article itself holds."""
    text = _record_text(reply)
    if text is None or text.strip() in body:
        return None
    try:
        data: dict[str, Any] = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        data = _by_quotes(text)
    data = {str(k).lower(): v for k, v in data.items()}
    if not isinstance(data.get("body", data.get("content")), str):
        return None
    return data


def _record_text(reply: str) -> str | None:
    """The TOML text: the reply's one fence, or the reply from its first key line to its last
    closing quote (a lead-in above, a remark below are no part of it)."""
    fences = list(_FENCE.finditer(reply))
    if len(fences) == 1:
        text = fences[0][3]
        if fences[0][2] or _OPENS.match(text.lstrip("\n")):
            return text
        return None
    if fences:
        return None
    start = _OPENS.search(reply)
    if start is None or reply[: start.start()].count("\n") > 3:
        return None
    ends = [m.end() for m in _KEY.finditer(reply, start.start())]
    return reply[start.start() : ends[-1]] if ends else None


def _by_quotes(text: str) -> dict[str, Any]:
    """Each key's string as written between its quotes (no escapes read)."""
    found: dict[str, Any] = {}
    for match in _KEY.finditer(text):
        value = next(v for v in match.groups()[1:] if v is not None)
        found[match[1]] = value
    return found
