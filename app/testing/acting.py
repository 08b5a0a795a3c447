"""Requests made as a chosen person, for tests: the `X-Test-Actor` header names one of the
actors given, and the app sees them as authentication would have put them on the request.

Wraps any ASGI app (a TestClient's, a LiveServer's, a browser context's extra headers), so
attribution, comments and the desk can be tested with several people before accounts exist.
A request without the header is the app's own default (LOCAL in the single-user mode)."""

from collections.abc import Mapping
from typing import Any

from litestar.types import ASGIApp, Receive, Scope, Send

from app.domain.actors import Actor
from app.web.actors import ACTOR_KEY

HEADER = b"x-test-actor"


class ActingAs:
    """An ASGI app that runs `app` as the actor the request's `X-Test-Actor` header names."""

    def __init__(self, app: ASGIApp, actors: Mapping[str, Actor]) -> None:
        self.app = app
        self.actors = dict(actors)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.app, name)  # the wrapped app's state, for tests that read it

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            named = dict(scope["headers"]).get(HEADER)
            if named is not None:
                actor = self.actors.get(named.decode())
                if actor is None:
                    raise LookupError(f"no test actor named {named.decode()!r}")
                scope.setdefault("state", {})[ACTOR_KEY] = actor
        await self.app(scope, receive, send)


def user(user_id: str, name: str, *roles: str) -> Actor:
    """A signed-in user with these roles (writer, editor, admin)."""
    return Actor(kind="user", id=user_id, name=name, roles=frozenset(roles))
