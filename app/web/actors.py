"""The `actor` dependency: who is making this request (see `app.domain.actors`)."""

from typing import Any

from litestar import Request

from app.domain.actors import LOCAL, Actor

ACTOR_KEY = "actor"


def provide_actor(request: Request[Any, Any, Any]) -> Actor:
    """The actor authentication put on the request; `LOCAL` in the single-user mode."""
    actor = request.scope.get("state", {}).get(ACTOR_KEY)
    return actor if isinstance(actor, Actor) else LOCAL
