"""Who is acting: the person or API key behind a request, and how records name them.

In the embedded single-user mode (no accounts yet) every request acts as `LOCAL`, which may
do everything. With accounts, authentication puts the signed-in user or the presented API
key on the request instead (`app/web/actors.py` reads it)."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

Role = Literal["writer", "editor", "admin"]
Scope = Literal["read", "suggest", "admin"]
ActorKind = Literal["local", "user", "key"]


class Author(BaseModel):
    """The name a record keeps of who made it (a message, a revision, a decision)."""

    model_config = ConfigDict(frozen=True)

    kind: ActorKind
    id: str
    name: str
    # For an API key: the user it acts for, whose style its edits are.
    user_id: str | None = None

    @property
    def person(self) -> str | None:
        """The user behind the record (a key's user), None in the single-user mode."""
        if self.kind == "user":
            return self.id
        return self.user_id if self.kind == "key" else None


class Actor(BaseModel):
    """The one acting on this request: their roles (a user) or scopes (an API key)."""

    model_config = ConfigDict(frozen=True)

    kind: ActorKind
    id: str
    name: str
    roles: frozenset[Role] = frozenset()
    scopes: frozenset[Scope] = frozenset()
    # For an API key: the user it acts for (its writer's articles and personas).
    user_id: str | None = None
    # When accounts began (the first user's created_at). An article or persona made after it
    # names its writer, so one whose file says `owner_id: null` (the single-user mode's
    # "anyone's") yet was made later was hand-edited: nobody's but an admin's. None: not
    # known (an actor made by a test), and null is read as the single-user mode's.
    accounts_since: datetime | None = None

    @property
    def author(self) -> Author:
        return Author(kind=self.kind, id=self.id, name=self.name, user_id=self.user_id)


LOCAL = Actor(
    kind="local",
    id="local",
    name="You",
    roles=frozenset({"writer", "editor", "admin"}),
    scopes=frozenset({"read", "suggest", "admin"}),
)
