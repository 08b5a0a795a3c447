"""The account records: a user, a login session and an API key, as they are stored.

Secrets are never stored: a password as its argon2 hash, a session token and an API key as
the SHA-256 of the random text the holder was given (see `credentials.py`)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from app.domain.actors import Role, Scope
from app.domain.errors import Damaged


def _unreadable(what: str, doc: dict[str, Any], error: ValidationError) -> Damaged:
    """A stored account record of the wrong shape (hand-edited or damaged), said in a
    sentence that names the record and its field, never the server's paths."""
    first = error.errors()[0]
    field = ".".join(str(part) for part in first["loc"]) or "record"
    return Damaged(
        f"The accounts hold a {what} record that cannot be read ({what} "
        f"{str(doc.get('id'))[:40]!r}: its {field}: {first['msg']}). Nobody can sign in until "
        "it is repaired or the accounts are restored from a backup; `python -m app check` "
        "names the file."
    )


class User(BaseModel):
    """Someone who signs in: a writer, an editor, an admin, or several of these."""

    id: str
    name: str
    roles: list[Role]
    password_hash: str
    disabled: bool = False
    created_at: datetime
    updated_at: datetime

    @classmethod
    def read(cls, doc: dict[str, Any]) -> User:
        """A stored record: one that does not say whether the user is disabled (the key
        missing or null: hand-edited or damaged) is read as disabled, never as allowed in;
        an admin enables it again (PATCH /api/users/{id}), and `check` names it."""
        if doc.get("disabled") is None:
            doc = {**doc, "disabled": True}
        try:
            return cls.model_validate(doc)
        except ValidationError as error:
            raise _unreadable("user", doc, error) from None


class LoginSession(BaseModel):
    """A signed-in browser: `id` is the hash of the token in its cookie."""

    id: str
    user_id: str
    created_at: datetime
    expires_at: datetime


class ApiKey(BaseModel):
    """A script's key, acting for one user within its scopes; `id` is shown, the secret not."""

    id: str
    label: str = ""
    user_id: str
    scopes: list[Scope]
    secret_hash: str
    created_at: datetime
    revoked_at: datetime | None = None
    last_used_at: datetime | None = None

    @classmethod
    def read(cls, doc: dict[str, Any]) -> ApiKey:
        """A stored record: one that does not say whether the key is revoked (no
        `revoked_at` key at all: hand-edited or damaged) is read as revoked when it was made,
        never as live; `check` names it (a key the app writes always says, null or a time)."""
        if "revoked_at" not in doc:
            doc = {**doc, "revoked_at": doc.get("created_at")}
        try:
            return cls.model_validate(doc)
        except ValidationError as error:
            raise _unreadable("key", doc, error) from None


# What makes a stored account record unsafe to read as it is, and how it is read instead.
INCOMPLETE = {
    "users": ("disabled", "does not say whether the user is disabled; read as disabled"),
    "keys": ("revoked_at", "does not say whether the key is revoked; read as revoked"),
}


class UserView(BaseModel):
    """A user as the API shows it (no password hash)."""

    id: str
    name: str
    roles: list[Role]
    disabled: bool
    created_at: datetime

    @classmethod
    def of(cls, user: User) -> UserView:
        return cls(
            id=user.id,
            name=user.name,
            roles=user.roles,
            disabled=user.disabled,
            created_at=user.created_at,
        )


class ApiKeyView(BaseModel):
    """A key as the API lists it: who it acts for and when it was last used, no secret."""

    id: str
    label: str
    user_id: str
    user_name: str
    scopes: list[Scope]
    created_at: datetime
    revoked_at: datetime | None
    last_used_at: datetime | None


class NewApiKey(ApiKeyView):
    """A key just made: `key` is the secret, shown this once and never again."""

    key: str = Field(description="The secret to send as `Authorization: Bearer <key>`.")
