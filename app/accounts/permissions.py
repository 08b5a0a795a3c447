"""Who may do what, in one place: each route's action, and whether an actor may take it.

Every route handler of the app has a rule here (`RULES`, by the handler's qualified name), or
is open by its path (static files, the API schema). A route with no rule is refused when
accounts are in use, and tests/api/test_permission_matrix.py fails, so a new endpoint cannot
slip through unguarded. The decision itself (`refusal`) is pure: the actor, the action and
who owns the article or persona acted on.

- writer: their own articles and personas (and articles shared with them): read, chat-edit,
  edit, restore, reject, trash; creates new ones.
- editor: reads every article and its whole history, restores versions, comments; does not
  change text unless also a writer.
- admin: users and API keys.
- An API key acts for its user, narrowed to its scopes: read (reading), suggest (send, edit,
  regenerate, stop, and reading), admin (users and keys).
- An article or persona with no owner (null) was made in the single-user mode and is
  anyone's — unless it was made after accounts began (`Actor.accounts_since`), when every new
  one names its writer: then its file was hand-edited, and it is read as below.
- One whose owner cannot be read (its file damaged, or naming no owner at all: OWNER_UNREAD)
  is nobody's: an admin may read it (and an editor, as every article), no writer may.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, Protocol, TypeVar

from app.domain.actors import Actor, Scope
from app.domain.models import OWNER_UNREAD

Action = Literal[
    "open", "signed_in", "read", "suggest", "write", "restore", "comment", "share", "admin"
]
TargetKind = Literal["article", "persona"]


@dataclass(frozen=True)
class Rule:
    """What a route does, and which body fields name the article or persona it acts on."""

    action: Action
    body: tuple[str, ...] = ()


@dataclass(frozen=True)
class Target:
    """The article or persona a request acts on, as far as permissions care."""

    kind: TargetKind
    owner_id: str | None
    shared_with: tuple[str, ...] = ()
    # Why its file cannot be read (the store's sentence), when it cannot: then whose it is
    # cannot be told either, unless something else names its owner.
    damage: str | None = None
    # When it was made: a null owner is the single-user mode's only before accounts began.
    created_at: datetime | None = None


OPEN = Rule("open")
READ = Rule("read")
SUGGEST = Rule("suggest")
WRITE = Rule("write")

# Path prefixes whose routes are open to anyone: assets and the API's own description.
OPEN_PATHS = ("/static", "/schema")

RULES: dict[str, Rule] = {
    "healthz": OPEN,
    # Articles
    "ContentController.list_contents": READ,
    "ContentController.create_content": Rule("write", body=("persona_id",)),
    "ContentController.generate_content": Rule("write", body=("persona_id",)),
    # Reading a Word file for the new-article form: a step of creating one.
    "ImportController.import_word": WRITE,
    "ContentController.get_content": READ,
    "ContentController.update_content": WRITE,
    "ContentController.merge_edit": WRITE,
    "ContentController.rename_content": WRITE,
    "ContentController.trash_content": WRITE,
    "ContentController.untrash_content": WRITE,
    "ContentController.get_version": READ,
    "ContentController.compare_versions": READ,
    "ContentController.list_history": READ,
    "ContentController.restore_version": Rule("restore"),
    "ContentController.export_content": READ,
    "ContentController.stream_events": READ,
    # Chat
    "ChatController.send_message": Rule("suggest", body=("content_id",)),
    "ChatController.get_session": READ,
    "ChatController.edit_message": SUGGEST,
    "ChatController.regenerate_message": SUGGEST,
    "ChatController.stop_reply": SUGGEST,
    "ChatController.move_head": WRITE,
    "ChatController.activate_branch": WRITE,
    "ChatController.get_prompt": READ,
    "ChatController.list_revisions": READ,
    # Revisions
    "RevisionController.get_revision": READ,
    "RevisionController.diff_revision": READ,
    "RevisionController.reject_changes": WRITE,
    # The editor's desk and comments (app/web/api_desk.py; the desk lists only what the
    # actor may read)
    "DeskController.list_recent_revisions": READ,
    "DeskController.add_comment": Rule("comment"),
    "DeskController.list_revision_comments": READ,
    "CommentController.list_article_comments": READ,
    "CommentController.delete_comment": Rule("comment"),
    "PageController.show_desk": READ,
    # Personas
    "PersonaController.list_personas": READ,
    "PersonaController.create_persona": WRITE,
    "PersonaController.get_persona": READ,
    "PersonaController.rename_persona": WRITE,
    "PersonaController.trash_persona": WRITE,
    "PersonaController.untrash_persona": WRITE,
    "PersonaController.get_preference": READ,
    "PersonaController.decide_preference": WRITE,
    "PersonaController.list_audit": READ,
    # Pages
    "PageController.show_home": Rule("signed_in"),
    "PageController.show_article": READ,
    "PageController.download_version": READ,
    "PageController.show_persona": READ,
    # Accounts (app/web/auth.py)
    "LoginController.show_login": OPEN,
    "LoginController.log_in": OPEN,
    "LoginController.log_out": OPEN,
    "AccountController.who_am_i": Rule("signed_in"),
    "AccountController.get_sharing": Rule("share"),
    "AccountController.share_content": Rule("share"),
    "AccountController.change_sharing": Rule("share"),
    "AccountController.list_users": Rule("admin"),
    "AccountController.create_user": Rule("admin"),
    "AccountController.update_user": Rule("admin"),
    "AccountController.list_keys": Rule("admin"),
    "AccountController.create_key": Rule("admin"),
    "AccountController.revoke_key": Rule("admin"),
    "AccountPageController.show_accounts": Rule("admin"),
}

# What each action needs of an API key's scopes (any one of them).
_KEY_SCOPES: dict[Action, frozenset[Scope]] = {
    "read": frozenset({"read", "suggest"}),
    "suggest": frozenset({"suggest"}),
    "admin": frozenset({"admin"}),
}


def rule_for(handler_name: str, paths: Iterable[str]) -> Rule | None:
    """The rule of a route handler (by qualified name), open assets by path, else None."""
    rule = RULES.get(handler_name)
    if rule is not None:
        return rule
    paths = list(paths)
    if paths and all(p.startswith(OPEN_PATHS) for p in paths):
        return OPEN
    return None


def acting_user_id(actor: Actor) -> str | None:
    """The user whose articles this actor works on (a key's user); None in single-user mode."""
    if actor.kind == "user":
        return actor.id
    return actor.user_id if actor.kind == "key" else None


_NULL_LATER = (
    "Whose this {what} is cannot be told: its file says owner_id null (the single-user mode's "
    "anyone's), yet it was made after accounts began, when every {what} names its writer."
)


def _made_since(target: Target, since: datetime) -> bool:
    """Whether it was made after accounts began (not known, as for a persona whose file
    cannot be read but whose id names the single-user mode's: not said to be later)."""
    try:
        return target.created_at is not None and target.created_at > since
    except TypeError:  # a hand-edited time without a zone: whether it is later is unknown
        return True


def nobodys(actor: Actor, target: Target | None) -> str | None:
    """Why whose `target` is cannot be told (then it is nobody's but an admin's, and an
    editor's for an article), or None: its file names no owner or cannot be read, or it says
    null (anyone's) though it was made after accounts began."""
    if target is None:
        return None
    if target.owner_id == OWNER_UNREAD:
        return target.damage or _unread_sentence(target.kind)
    since = actor.accounts_since
    if target.owner_id is None and since is not None and _made_since(target, since):
        return _NULL_LATER.format(what=target.kind)
    return None


def _unread_sentence(what: str) -> str:
    return f"Whose this {what} is cannot be read: its file names no owner."


def _writer_of(actor: Actor, target: Target | None) -> bool:
    """A writer acting on their own (or shared, or the single-user mode's) article or
    persona."""
    if "writer" not in actor.roles:
        return False
    if target is None:
        return True
    if nobodys(actor, target) is not None:
        return False  # nobody's: not shared with anyone either, whatever the file says
    if target.owner_id is None:
        return True
    user = acting_user_id(actor)
    return user is not None and (target.owner_id == user or user in target.shared_with)


def refusal(actor: Actor, action: Action, target: Target | None) -> str | None:
    """Why this actor may not take this action on this target; None when they may."""
    if action in ("open", "signed_in") or actor.kind == "local":
        return None
    if actor.kind == "key":
        needed = _KEY_SCOPES.get(action, frozenset())
        if not actor.scopes & needed:
            have = ", ".join(sorted(actor.scopes)) or "none"
            return f"This API key's scopes ({have}) do not allow this; " + (
                f"it needs the {' or '.join(sorted(needed))} scope."
                if needed
                else "only a signed-in user may do it."
            )
    what = "persona" if target is not None and target.kind == "persona" else "article"
    others = f"This {what} belongs to another writer and is not shared with you."
    unread = nobodys(actor, target)
    if unread is not None:
        if action == "read" and "admin" in actor.roles:
            return None  # nobody's but an admin's: they may look at what is there
        others = _unread(what, unread)
    if action == "admin":
        return None if "admin" in actor.roles else "Only an admin may manage users and keys."
    if action == "read":
        if "editor" in actor.roles or _writer_of(actor, target):
            return None
        return others if "writer" in actor.roles else "Your account has no writer or editor role."
    if action == "restore" or action == "comment":
        if ("editor" in actor.roles and what == "article") or _writer_of(actor, target):
            return None
    elif action == "share":
        user = acting_user_id(actor)
        if "writer" in actor.roles and target is not None and target.owner_id == user:
            return None
        return "Only the article's own writer may choose whom it is shared with."
    elif _writer_of(actor, target):  # suggest, write
        return None
    if "writer" in actor.roles:
        return others
    if "editor" in actor.roles:
        # Said of what was refused: an editor renaming a persona was told about articles.
        changed = "a persona" if what == "persona" else "an article"
        return f"Editors read and restore; changing {changed} needs the writer role."
    return "Your account has no writer or editor role."


def _unread(what: str, why: str) -> str:
    """The refusal for an article or persona whose owner cannot be read."""
    return (
        f"{why} Until that is put right, only an admin"
        + (" or an editor" if what == "article" else "")
        + f" may open this {what}; `python -m app check` names it."
    )


class _Owned(Protocol):
    @property
    def owner_id(self) -> str | None: ...

    @property
    def created_at(self) -> datetime: ...


Owned = TypeVar("Owned", bound=_Owned)


def target_of(kind: TargetKind, item: _Owned) -> Target:
    shared = tuple(getattr(item, "shared_with", ()))
    return Target(kind, item.owner_id, shared, created_at=item.created_at)


def visible(actor: Actor, kind: TargetKind, items: Iterable[Owned]) -> list[Owned]:
    """The articles or personas of a list this actor may read (for list pages and /api)."""
    return [i for i in items if refusal(actor, "read", target_of(kind, i)) is None]


def owner_for_new(actor: Actor) -> str | None:
    """The owner_id a new article or persona takes: its writer (a key's user); None: LOCAL."""
    return acting_user_id(actor)
