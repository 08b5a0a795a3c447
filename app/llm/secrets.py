"""Credentials an endpoint may echo back, kept out of every word of its that Redline quotes.

A gateway that rejects a request often repeats what it was sent ("Bad request from client with
Authorization: Bearer sk-…"). Redline quotes an endpoint's error text to the writer, stores it
in the reply (which every reader of the article sees, and `…/prompt` and `replay` show), and the
model reads a failed turn's words later as conversation — so the server's key would travel to
readers and to the next model. The configured key is replaced wherever it appears, and so is
anything shaped like a credential (a bearer token, an `sk-` key, `api_key=…`), since a key
echoed with a character changed or a proxy's own token is as much a secret.
"""

import re

HIDDEN = "[hidden]"

# The keys this process was configured with (each client adds its own): a short one is not
# replaced, since four letters would also match ordinary words in an error message.
_KNOWN: set[str] = set()
_SHORTEST = 8

_SHAPES = re.compile(
    r"(?i)(?P<label>\b(?:bearer|basic|token)\s+|\b(?:x-)?api[-_ ]?key[\"']?\s*[:=]\s*[\"']?"
    r"|\b(?:access[-_]?token|secret|password|authorization)[\"']?\s*[:=]\s*[\"']?)"
    r"(?P<secret>[A-Za-z0-9._~+/=-]{8,})"
    r"|(?P<bare>\b(?:sk|pk|rk|gsk|xai|hf)[-_][A-Za-z0-9_-]{8,})"
)


def remember_secret(value: str | None) -> None:
    """Hide `value` from every endpoint text quoted from now on (a process-wide set: the key
    is the server's, not one client's)."""
    if value and len(value.strip()) >= _SHORTEST:
        _KNOWN.add(value.strip())


def hidden(text: str) -> str:
    """`text` with the configured keys and anything shaped like a credential replaced."""
    for secret in sorted(_KNOWN, key=len, reverse=True):
        if secret in text:
            text = text.replace(secret, HIDDEN)
    return _SHAPES.sub(_replace, text)


def _replace(match: re.Match[str]) -> str:
    if match["bare"]:
        return HIDDEN
    return match["label"] + HIDDEN
