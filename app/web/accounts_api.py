"""Accounts API and page: who am I, sharing an article, and (admins) users and API keys."""

from __future__ import annotations

from typing import Annotated, Any

import anyio.to_thread
from annotated_types import MinLen
from litestar import Controller, Request, delete, get, patch, post, put
from litestar.params import FromPath, JSONBody
from litestar.response import Template
from litestar.status_codes import HTTP_201_CREATED
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

from app.accounts.models import ApiKeyView, NewApiKey, UserView
from app.accounts.ownership import MAX_SHARED, Ownership
from app.accounts.service import (
    MAX_NAME,
    MAX_PASSWORD,
    MIN_PASSWORD,
    NAME_PATTERN,
    Accounts,
)
from app.domain.actors import Actor, Role, Scope
from app.domain.errors import Conflict, NotFound
from app.domain.models import Content
from app.web.actors import provide_actor
from app.web.auth import ACCOUNTS_STATE, OWNERSHIP_STATE
from app.web.retried_creates import refuse_key
from app.web.schemas import RequestBody, one_line_label


class WhoAmI(BaseModel):
    """The actor of this request; `accounts` is false in the single-user mode."""

    kind: str
    id: str
    name: str
    roles: list[Role]
    scopes: list[Scope]
    user_id: str | None
    accounts: bool


class CreateUser(RequestBody):
    # StringConstraints, not Field(pattern=…): Litestar carries it into the OpenAPI document.
    name: Annotated[str, StringConstraints(max_length=MAX_NAME, pattern=NAME_PATTERN)]
    password: str = Field(min_length=MIN_PASSWORD, max_length=MAX_PASSWORD)
    roles: list[Role] = Field(min_length=1)


class UpdateUser(RequestBody):
    disabled: bool | None = None
    password: str | None = Field(default=None, min_length=MIN_PASSWORD, max_length=MAX_PASSWORD)
    # The bound as annotated-types' MinLen inside the Optional: there Litestar writes it into
    # the OpenAPI document as minItems (a Field(min_length=1) on the whole `list | None` was
    # written beside the oneOf, where no client reads it; inside, it was dropped).
    roles: Annotated[list[Role], MinLen(1)] | None = None


class CreateKey(RequestBody):
    user_id: str = Field(max_length=64)
    scopes: list[Scope] = Field(min_length=1)
    label: Annotated[str, Field(max_length=MAX_NAME), AfterValidator(one_line_label)] = ""


class Sharing(RequestBody):
    """Whom to share with: users by id, by the name they sign in with, or both."""

    # The schema says so too: a client (or a fuzzer) reads `{}` as refused, not as valid.
    model_config = ConfigDict(json_schema_extra={"minProperties": 1})
    user_ids: list[str] = Field(default_factory=list, max_length=MAX_SHARED)
    user_names: list[Annotated[str, StringConstraints(max_length=MAX_NAME)]] = Field(
        default_factory=list, max_length=MAX_SHARED
    )

    @model_validator(mode="after")
    def _names_someone_or_nobody(self) -> Sharing:
        # `{}` is more likely a client's slip than "share with nobody": that is said as [].
        if not self.model_fields_set & {"user_ids", "user_names"}:
            raise ValueError(
                "give user_ids or user_names (or both): the users to share the article with; "
                "an empty list shares it with nobody"
            )
        return self


class SharingChange(RequestBody):
    """Whom to add and whom to remove, leaving everyone else it is shared with as they are.
    Nothing named changes nothing; one both added and removed is removed (sharing with
    nobody unintended is the safer slip)."""

    add_user_ids: list[str] = Field(default_factory=list, max_length=MAX_SHARED)
    add_user_names: list[Annotated[str, StringConstraints(max_length=MAX_NAME)]] = Field(
        default_factory=list, max_length=MAX_SHARED
    )
    remove_user_ids: list[str] = Field(default_factory=list, max_length=MAX_SHARED)


class SharedWith(BaseModel):
    content_id: str
    owner_id: str | None
    shared_with: list[UserView]


class ShareCandidate(BaseModel):
    """A writer an article may be shared with: only what picking them takes."""

    id: str
    name: str


class SharingView(SharedWith):
    """Whom an article is shared with, and every writer it may be shared with."""

    candidates: list[ShareCandidate]


def _accounts(request: Request[Any, Any, Any]) -> Accounts:
    return request.app.state[ACCOUNTS_STATE]  # type: ignore[no-any-return]


async def _run(request: Request[Any, Any, Any], method: str, *args: Any) -> Any:
    """Call an Accounts method off the event loop (each reads or writes the store)."""
    return await anyio.to_thread.run_sync(getattr(_accounts(request), method), *args)


async def _shared_with(request: Request[Any, Any, Any], content: Content) -> SharedWith:
    """Whom the article is shared with. A user the accounts no longer hold (restored from an
    older backup) is left out — they cannot sign in — rather than making the article's
    sharing unreadable to its writer; the next change of sharing drops them."""
    users = []
    for user_id in content.shared_with:
        try:
            users.append(await _run(request, "get_user", user_id))
        except NotFound:
            continue
    return SharedWith(
        content_id=content.id,
        owner_id=content.owner_id,
        shared_with=[UserView.of(u) for u in users],
    )


class AccountController(Controller):
    """Who is signed in; sharing; users and keys for admins."""

    path = "/api"
    tags = ["accounts"]

    @get("/account", sync_to_thread=False)
    def who_am_i(self, request: Request[Any, Any, Any]) -> WhoAmI:
        """Who this request acts as: a user, an API key, or the single-user mode's "You"."""
        actor: Actor = provide_actor(request)
        return WhoAmI(
            kind=actor.kind,
            id=actor.id,
            name=actor.name,
            roles=sorted(actor.roles),
            scopes=sorted(actor.scopes),
            user_id=actor.user_id,
            accounts=_accounts(request).known_in_use,
        )

    @get("/contents/{content_id:str}/sharing")
    async def get_sharing(
        self, request: Request[Any, Any, Any], content_id: FromPath[str]
    ) -> SharingView:
        """Whom an article is shared with, and the writers it may be shared with by name or
        id (its writer only, signed in)."""
        ownership: Ownership = request.app.state[OWNERSHIP_STATE]
        content = await ownership.content(content_id)
        candidates = await anyio.to_thread.run_sync(ownership.share_candidates, content.owner_id)
        return SharingView(
            **(await _shared_with(request, content)).model_dump(),
            candidates=[ShareCandidate(id=u.id, name=u.name) for u in candidates],
        )

    @put("/contents/{content_id:str}/sharing")
    async def share_content(
        self, request: Request[Any, Any, Any], content_id: FromPath[str], data: JSONBody[Sharing]
    ) -> SharedWith:
        """Choose the users an article is shared with, by id or user name (its writer only);
        they may then work on it as its writer does. An empty list shares it with nobody."""
        ownership: Ownership = request.app.state[OWNERSHIP_STATE]
        content = await ownership.share(content_id, data.user_ids, data.user_names)
        return await _shared_with(request, content)

    @patch("/contents/{content_id:str}/sharing")
    async def change_sharing(
        self,
        request: Request[Any, Any, Any],
        content_id: FromPath[str],
        data: JSONBody[SharingChange],
    ) -> SharedWith:
        """Start sharing an article with some users and stop with others, keeping the rest
        (its writer only): two clients changing it at once both keep their change."""
        ownership: Ownership = request.app.state[OWNERSHIP_STATE]
        content = await ownership.change_sharing(
            content_id, data.add_user_ids, data.add_user_names, data.remove_user_ids
        )
        return await _shared_with(request, content)

    @get("/users")
    async def list_users(self, request: Request[Any, Any, Any]) -> list[UserView]:
        """Every user, oldest first (admins)."""
        return [UserView.of(u) for u in await _run(request, "list_users")]

    @post("/users", status_code=HTTP_201_CREATED)
    async def create_user(
        self, request: Request[Any, Any, Any], data: JSONBody[CreateUser]
    ) -> UserView:
        """Add a user with a password and roles (admins). The first user ends the
        single-user mode: from then on everyone signs in (and what that mode made with no
        owner named in its file is said to be anyone's first, see `settle_unowned`)."""
        refuse_key(request.headers, "user")
        if not await _run(request, "in_use"):
            ownership: Ownership = request.app.state[OWNERSHIP_STATE]
            await ownership.settle_unowned()
        return UserView.of(await _run(request, "add_user", data.name, data.password, data.roles))

    @patch("/users/{user_id:str}")
    async def update_user(
        self, request: Request[Any, Any, Any], user_id: FromPath[str], data: JSONBody[UpdateUser]
    ) -> UserView:
        """Disable or enable a user, set their password or roles (admins). Disabling signs
        them out and stops their keys. Fields left out stay as they are; nobody disables
        themselves or drops their own admin role (409)."""
        user = await _run(request, "get_user", user_id)
        actor = provide_actor(request)
        if user.id in (actor.id, actor.user_id) and (
            data.disabled or (data.roles is not None and "admin" not in data.roles)
        ):
            raise Conflict(
                "You cannot disable your own account or take away your own admin role; "
                "ask another admin (or use `python -m app user`)."
            )
        if data.roles is not None:
            user = await _run(request, "set_roles", user.id, data.roles)
        if data.password is not None:
            user = await _run(request, "set_password", user.id, data.password)
        if data.disabled is not None:
            user = await _run(request, "set_disabled", user.id, data.disabled)
        return UserView.of(user)

    @get("/keys")
    async def list_keys(self, request: Request[Any, Any, Any]) -> list[ApiKeyView]:
        """Every API key (no secrets): whom it acts for, its scopes, when last used (admins)."""
        return list(await _run(request, "list_keys"))

    @post("/keys", status_code=HTTP_201_CREATED)
    async def create_key(
        self, request: Request[Any, Any, Any], data: JSONBody[CreateKey]
    ) -> NewApiKey:
        """Make an API key acting for a user (admins); `key` is shown this once only."""
        refuse_key(request.headers, "key")
        return await _run(request, "create_key", data.user_id, data.scopes, data.label)  # type: ignore[no-any-return]

    @delete("/keys/{key_id:str}", status_code=200)
    async def revoke_key(
        self, request: Request[Any, Any, Any], key_id: FromPath[str]
    ) -> ApiKeyView:
        """Revoke an API key (admins): it fails from the next request on."""
        return await _run(request, "revoke_key", key_id)  # type: ignore[no-any-return]


class AccountPageController(Controller):
    """The admins' page of users and keys."""

    path = ""
    include_in_schema = False

    @get("/accounts", name="accounts")
    async def show_accounts(self, request: Request[Any, Any, Any]) -> Template:
        """Users and API keys, with forms to add users, make and revoke keys."""
        return Template(
            template_name="accounts.html",
            context={
                "users": [UserView.of(u) for u in await _run(request, "list_users")],
                "keys": await _run(request, "list_keys"),
            },
        )
