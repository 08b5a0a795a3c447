"""Whose an article or persona is: what a request names, read from the store, and sharing.

The permission guard (app/web/auth.py) asks `target` for the article or persona a request
acts on; the sharing endpoint calls `share`. The web layer reaches the store only through
here, as it reaches articles only through the editing services."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

import anyio.to_thread

from app.accounts.models import User
from app.accounts.permissions import Target, target_of
from app.accounts.service import Accounts
from app.accounts.store import name_key
from app.domain.errors import Damaged, InvalidInput, NotFound, RedlineError
from app.domain.ids import is_valid_id, owner_of
from app.domain.models import OWNER_UNREAD, Content
from app.editing.contents import DEFAULT_PERSONA_ID
from app.store.base import Repository

MAX_SHARED = 100
# Path or body fields naming an article: its own id, or an id that starts with it.
_CONTENT_FIELDS = ("content_id", "message_id", "revision_id", "session_id", "comment_id")


def _default_persona_owner(persona_id: str) -> str | None:
    """Whose a persona is by its id alone: a writer's "My voice" is `pdefault_<their id>`
    (the single-user mode's, `pdefault`, is anyone's); any other id says nothing."""
    if persona_id == DEFAULT_PERSONA_ID:
        return None
    prefix = DEFAULT_PERSONA_ID + "_"
    owner = persona_id.removeprefix(prefix)
    return owner if persona_id.startswith(prefix) and owner else OWNER_UNREAD


NOBODY_TO_SHARE_WITH = (
    "Redline has no user accounts yet (the single-user mode), so there is nobody to share an "
    "article with: an admin adds writers with `python -m app user add NAME --role writer`."
)


class Ownership:
    """Reads owners and sharing from the store (blocking calls made off the event loop)."""

    def __init__(self, store: Repository, accounts: Accounts) -> None:
        self._store = store
        self._accounts = accounts
        accounts.orphans_tell(self.owned_by_a_user)

    def owned_by_a_user(self) -> str | None:
        """An article or persona that belongs to a user ("article …"), or None: asked once,
        while the accounts file holds no user (blocking)."""
        for persona in self._store.list_personas():
            if persona.owner_id:
                return f"persona {persona.id}"
        for content in self._store.list_contents():
            if content.owner_id:
                return f"article {content.id}"
        return None

    async def target(self, names: Mapping[str, Any]) -> Target | None:
        """The article (or else persona) these request fields name; None when they name
        none or one that does not exist (the handler then says so). One whose file cannot be
        read is nobody's (OWNER_UNREAD, with the damage), unless its owner can be told
        otherwise — never anyone's: then any writer would be let through to it."""
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
                try:
                    content = await anyio.to_thread.run_sync(self._store.get_content, content_id)
                except Damaged as error:
                    return await anyio.to_thread.run_sync(self._listed, content_id, str(error))
                return target_of("article", content)
            persona_id = names.get("persona_id")
            if isinstance(persona_id, str) and is_valid_id(persona_id):
                try:
                    persona = await anyio.to_thread.run_sync(self._store.get_persona, persona_id)
                except Damaged as error:
                    return Target("persona", _default_persona_owner(persona_id), (), str(error))
                return target_of("persona", persona)
        except RedlineError:
            return None
        return None

    def _listed(self, content_id: str, damage: str) -> Target:
        """An article whose header cannot be read: whose it is as the list last read it (the
        index, written by the app from the header), else nobody's."""
        try:
            listed = next((c for c in self._store.list_contents() if c.id == content_id), None)
        except RedlineError:
            listed = None
        if listed is None:
            return Target("article", OWNER_UNREAD, (), damage)
        shared = tuple(listed.shared_with)
        return Target("article", listed.owner_id, shared, damage, listed.created_at)

    async def settle_unowned(self) -> list[str]:
        """See `settle_unowned`: called as the first user is added."""
        return await settle_unowned(self._store)

    async def content(self, content_id: str) -> Content:
        """The article, for its sharing (NotFound names an unknown one)."""
        return await anyio.to_thread.run_sync(self._store.get_content, content_id)

    async def share(
        self, content_id: str, user_ids: list[str], user_names: Sequence[str] = ()
    ) -> Content:
        """Replace whom the article is shared with (users by id or by user name; its owner is
        never listed)."""
        return await self.change_sharing(content_id, user_ids, user_names, replace=True)

    async def change_sharing(
        self,
        content_id: str,
        user_ids: list[str],
        user_names: Sequence[str] = (),
        remove_ids: Sequence[str] = (),
        *,
        replace: bool = False,
    ) -> Content:
        """Share the article with these users (by id or user name) and stop sharing it with
        `remove_ids`, keeping everyone else it is shared with (`replace`: only these users).
        Read and written under the article's lock, so two clients each adding a colleague
        both see their colleague kept."""
        if len(user_ids) + len(user_names) > MAX_SHARED:
            raise InvalidInput(f"An article is shared with at most {MAX_SHARED} users.")
        if (user_ids or user_names) and not await anyio.to_thread.run_sync(self._accounts.in_use):
            raise NotFound(NOBODY_TO_SHARE_WITH)
        users = [
            await anyio.to_thread.run_sync(self._accounts.get_user, user_id)  # NotFound names it
            for user_id in user_ids
        ] + [await anyio.to_thread.run_sync(self._user_named, name) for name in user_names]
        store = self._store
        async with store.lock(content_id):
            content = await anyio.to_thread.run_sync(store.get_content, content_id)
            for user in users:
                # Sharing lets a writer work on it; to anyone else it gives nothing (an editor
                # reads every article already). One shared before keeps its place.
                if "writer" not in user.roles and user.id not in content.shared_with:
                    raise InvalidInput(
                        f"{user.name} is not a writer, so sharing gives them nothing: it lets a "
                        "writer work on the article (an editor reads every article already).",
                        field="user_ids",
                    )
            kept = set() if replace else set(content.shared_with) - set(remove_ids)
            added = {u.id for u in users} - set(remove_ids)
            wanted = sorted((kept | added) - {content.owner_id})
            if len(wanted) > MAX_SHARED:
                raise InvalidInput(f"An article is shared with at most {MAX_SHARED} users.")
            if wanted == content.shared_with:
                return content
            updated = content.model_copy(update={"shared_with": wanted})
            await anyio.to_thread.run_sync(lambda: store.commit(content_id, content=updated))
            return updated

    def _user_named(self, name: str) -> User:
        """The user who signs in as `name` (case and width do not count)."""
        if not name.strip():
            raise InvalidInput("A user name to share with is empty.", field="user_names")
        try:
            return self._accounts.user_named(name.strip())
        except NotFound:
            raise NotFound(
                f"Nobody signs in as {name.strip()[:80]!r}: share with a writer by the user name "
                "they sign in with (the article's Share box lists them) or by their user id."
            ) from None

    def share_candidates(self, owner_id: str | None) -> list[User]:
        """The users an article of `owner_id` may be shared with: every writer who can sign
        in, but its owner, by name (blocking)."""
        users = [
            u
            for u in self._accounts.list_users()
            if "writer" in u.roles and not u.disabled and u.id != owner_id
        ]
        return sorted(users, key=lambda u: (name_key(u.name), u.id))


async def settle_unowned(store: Repository) -> list[str]:
    """When the single-user mode ends (its first user is added): every article and persona
    whose file names no owner at all (written before owners existed, or hand-edited meanwhile)
    was made in that mode, so it is said outright to be anyone's (`owner_id` null), as the
    mode's others are — with accounts, a file naming no owner is nobody's but an admin's.
    Each is rewritten under its lock (a turn running meanwhile is waited for). Returns the
    ids rewritten; one whose file cannot be read is left as it is (`check` names it)."""
    run = anyio.to_thread.run_sync
    settled: list[str] = []
    for persona in await run(store.list_personas):
        if persona.owner_id != OWNER_UNREAD:
            continue
        async with store.lock_persona(persona.id):
            try:
                fresh = await run(store.get_persona, persona.id)
            except RedlineError:
                continue
            if fresh.owner_id == OWNER_UNREAD:
                await run(store.save_persona, fresh.model_copy(update={"owner_id": None}))
                settled.append(persona.id)
    for listed in await run(store.list_contents):
        try:
            content = await run(store.get_content, listed.id)
            if content.owner_id != OWNER_UNREAD:
                continue
            async with store.lock(listed.id):
                content = await run(store.get_content, listed.id)
                if content.owner_id == OWNER_UNREAD:
                    anyones = content.model_copy(update={"owner_id": None})
                    await run(partial(store.commit, listed.id, content=anyones))
                    settled.append(listed.id)
        except RedlineError:
            continue
    return settled
