"""Id generation and validation.

Ids are opaque to clients, but the server shards storage by content, so every id of a
message, revision or LLM call starts with its content's id: `<content_id>-<kind><random>`.
That lets `GET /api/revisions/{id}` find the right folder without a global index.
"""

import re
import secrets
import string

ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_ALPHABET = string.ascii_lowercase + string.digits
# Random bytes below this are as likely to give each character (252 = 7 × 36); those above are
# drawn again.
_FAIR = 256 - 256 % len(_ALPHABET)


def _random(n: int) -> str:
    """`n` characters of the alphabet, each as likely as the others, from one draw of the
    system's random bytes (secrets.choice asked the kernel once a character: ~50 calls a
    turn)."""
    chars: list[str] = []
    while len(chars) < n:
        chars += [_ALPHABET[b % len(_ALPHABET)] for b in secrets.token_bytes(n) if b < _FAIR]
    return "".join(chars[:n])


def is_valid_id(value: str) -> bool:
    return bool(ID_PATTERN.fullmatch(value))


def new_content_id() -> str:
    return "c" + _random(11)


def new_persona_id() -> str:
    return "p" + _random(11)


def new_child_id(content_id: str, kind: str) -> str:
    """An id for a record that belongs to one content: kind is m (message), r (revision)."""
    return f"{content_id}-{kind}{_random(10)}"


def new_assertion_id(persona_id: str) -> str:
    return f"{persona_id}-a{_random(10)}"


def session_id_for(content_id: str) -> str:
    return f"{content_id}-session"


def owner_of(child_id: str) -> str | None:
    """The content (or persona) id a child id belongs to, or None if it has no owner part."""
    if not is_valid_id(child_id) or "-" not in child_id:
        return None
    owner = child_id.split("-", 1)[0]
    return owner or None
