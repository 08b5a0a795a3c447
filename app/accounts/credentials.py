"""Passwords, session tokens and API keys: how each is made, stored and checked.

Passwords are hashed with argon2id (argon2-cffi's defaults). Session tokens and API keys are
256 random bits, so a plain SHA-256 of them is enough at rest: there is nothing to guess."""

from __future__ import annotations

import functools
import hashlib
import hmac
import secrets
import string

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

KEY_PREFIX = "rk_"
_ID_ALPHABET = string.ascii_lowercase + string.digits
_hasher = PasswordHasher()


@functools.cache
def _dummy_hash(hasher: PasswordHasher) -> str:
    """Checked against when the name is unknown, so a wrong name costs the same time as a
    wrong password and the answer's timing does not tell which names exist. Made on first
    use (it takes as long as a sign-in), with the same hasher's parameters."""
    return hasher.hash("no such user: " + secrets.token_hex(8))


def new_id(prefix: str) -> str:
    """A short public id: `u…` for a user, `k…` for a key."""
    return prefix + "".join(secrets.choice(_ID_ALPHABET) for _ in range(11))


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def prepare() -> None:
    """Make the dummy hash now, before any name is looked up, so the first sign-in of a
    process takes as long for an unknown name as for a known one."""
    _dummy_hash(_hasher)


def password_matches(password_hash: str | None, password: str) -> bool:
    """Whether `password` is the one hashed; with no hash, as slow as a real check and False."""
    try:
        return _hasher.verify(password_hash or _dummy_hash(_hasher), password) and bool(
            password_hash
        )
    except (VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    """A session token for a cookie."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """What is stored of a token or key: its SHA-256, hex."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_api_key(key_id: str) -> str:
    """`rk_<id>_<secret>`: the id finds the key record, the secret proves it."""
    return f"{KEY_PREFIX}{key_id}_{secrets.token_urlsafe(32)}"


def key_id_of(presented: str) -> str | None:
    """The key id inside a presented API key, or None when it is not shaped like one."""
    if not presented.startswith(KEY_PREFIX):
        return None
    key_id, _, secret = presented[len(KEY_PREFIX) :].partition("_")
    return key_id if key_id and secret else None


def same_hash(stored: str, presented: str) -> bool:
    return hmac.compare_digest(stored.encode(), token_hash(presented).encode())
