"""Whose an article or persona is: what a request names, read from the store, and sharing.

The permission guard (app/web/auth.py) asks `target` for the article or persona a request
acts on; the sharing endpoint calls `share`. The web layer reaches the store only through
here, as it reaches articles only through the editing services."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import anyio.to_thread

from app.accounts.permissions import Target, target_of
from app.accounts.service import Accounts
from app.domain.errors import InvalidInput, RedlineError
from app.domain.ids import is_valid_id, owner_of
from app.domain.models import Content
from app.store.base import Repository

MAX_SHARED = 100
# Path or body fields naming an article: its own id, or an id that starts with it.
_CONTENT_FIELDS = ("content_id", "message_id", "revision_id", "session_id", "comment_id")


class Ownership:
    """Reads owners and sharing from the store (blocking calls made off the event loop)."""

    def __init__(self, store: Repository, accounts: Accounts) -> None:
        self._store = store
        self._accounts = accounts

    async def target(self, names: Mapping[str, Any]) -> Target | None:
        """The article (or else persona) these request fields name; None when they name
        none, or one that does not exist or cannot be read (the handler then says so)."""
        content_id = next(
            (
                str(names[f]) if f == "content_id" else owner_of(str(names[f]))
                for f in _CONTENT_FIELDS
                if isinstance(names.get(f), str) and names[f]
            ),
            None,
        )
        try:
            if content_id and is_valid_id(content_id):
                content = await anyio.to_thread.run_sync(self._store.get_content, content_id)
                return target_of("article", content)
            persona_id = names.get("persona_id")
            if isinstance(persona_id, str) and is_valid_id(persona_id):
                persona = await anyio.to_thread.run_sync(self._store.get_persona, persona_id)
                return target_of("persona", persona)
        except RedlineError:
            return None
        return None

    async def share(self, content_id: str, user_ids: list[str]) -> Content:
        """Replace whom the article is shared with (users by id; its owner is never listed)."""
        if len(user_ids) > MAX_SHARED:
            raise InvalidInput(f"An article is shared with at most {MAX_SHARED} users.")
        for user_id in user_ids:
            await anyio.to_thread.run_sync(self._accounts.get_user, user_id)  # NotFound names it
        store = self._store
        async with store.lock(content_id):
            content = await anyio.to_thread.run_sync(store.get_content, content_id)
            wanted = sorted({u for u in user_ids if u != content.owner_id})
            if wanted == content.shared_with:
                return content
            updated = content.model_copy(update={"shared_with": wanted})
            await anyio.to_thread.run_sync(lambda: store.commit(content_id, content=updated))
            return updated
