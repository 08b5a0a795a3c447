"""The role × endpoint matrix: every route of the app, asked by every kind of caller.

The routes come from the app object itself, so a new route the table below does not name
fails `test_every_route_has_a_row_in_the_matrix` (give it a rule in
app/accounts/permissions.py and a row here). What each kind of route allows is written out
by hand in `ALLOWED`, apart from the app's own rules, and checked over a real connection:
401 (or, for a page, a redirect to the login page), 403, or passed on to the handler
(whatever it answers then: 2xx, or 404 for the made-up ids, 409 for a stale version…).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import httpx
import pytest
from litestar import Litestar

from app.accounts import credentials
from app.accounts.models import LoginSession
from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.web.auth import handler_name

# What each route does, by handler: the matrix's own copy, written from the roles.
KIND: dict[str, str] = {
    "healthz": "open",
    "LoginController.show_login": "open",
    "LoginController.log_in": "open",
    "LoginController.log_out": "open",
    "AccountController.who_am_i": "signed_in",
    "PageController.show_home": "signed_in",
    "ContentController.list_contents": "read",
    "ContentController.get_content": "read",
    "ContentController.get_version": "read",
    "ContentController.compare_versions": "read",
    "ContentController.list_history": "read",
    "ContentController.export_content": "read",
    "ContentController.stream_events": "read",
    "ChatController.get_session": "read",
    "ChatController.get_prompt": "read",
    "ChatController.list_revisions": "read",
    "RevisionController.get_revision": "read",
    "RevisionController.diff_revision": "read",
    "PersonaController.list_personas": "read",
    "PersonaController.get_persona": "read",
    "PersonaController.get_preference": "read",
    "PersonaController.list_audit": "read",
    "PageController.show_article": "read",
    "PageController.download_version": "read",
    "PageController.show_persona": "read",
    "PageController.show_desk": "read",
    "DeskController.list_recent_revisions": "read",
    "DeskController.list_revision_comments": "read",
    "CommentController.list_article_comments": "read",
    "ChatController.send_message": "suggest",
    "ChatController.edit_message": "suggest",
    "ChatController.regenerate_message": "suggest",
    "ChatController.stop_reply": "suggest",
    "ContentController.create_content": "write",
    "ContentController.generate_content": "write",
    "ImportController.import_word": "write",
    "ContentController.update_content": "write",
    "ContentController.merge_edit": "write",
    "ContentController.rename_content": "write",
    "ContentController.trash_content": "write",
    "ContentController.untrash_content": "write",
    "ChatController.move_head": "write",
    "ChatController.activate_branch": "write",
    "RevisionController.reject_changes": "write",
    "PersonaController.create_persona": "write",
    "PersonaController.rename_persona": "write",
    "PersonaController.trash_persona": "write",
    "PersonaController.untrash_persona": "write",
    "PersonaController.decide_preference": "write",
    "ContentController.restore_version": "restore",
    "DeskController.add_comment": "comment",
    "CommentController.delete_comment": "comment",
    "AccountController.get_sharing": "share",
    "AccountController.share_content": "share",
    "AccountController.change_sharing": "share",
    "AccountController.list_users": "admin",
    "AccountController.create_user": "admin",
    "AccountController.update_user": "admin",
    "AccountController.list_keys": "admin",
    "AccountController.create_key": "admin",
    "AccountController.revoke_key": "admin",
    "AccountPageController.show_accounts": "admin",
}
OPEN_PREFIXES = ("/static", "/schema")

# Who may do each kind of thing. "own": on the writer's own article or persona (or with no
# target: a list, a new article); "other": on another writer's.
ALLOWED: dict[str, dict[str, set[str]]] = {
    "writer": {
        "own": {"signed_in", "read", "suggest", "write", "restore", "comment", "share"},
        "other": {"signed_in"},
    },
    "editor": {
        "own": {"signed_in", "read", "restore", "comment"},
        "other": {"signed_in", "read", "restore", "comment"},
    },
    "admin": {"own": {"signed_in", "admin"}, "other": {"signed_in", "admin"}},
    "key:read": {"own": {"signed_in", "read"}, "other": {"signed_in"}},
    "key:suggest": {"own": {"signed_in", "read", "suggest"}, "other": {"signed_in"}},
    "key:admin": {"own": {"signed_in", "admin"}, "other": {"signed_in", "admin"}},
}

PASSWORD = "correct horse 电池"


@dataclass
class World:
    url: str
    app: Litestar
    accounts: Accounts
    cookies: dict[str, str]  # caller → session token
    keys: dict[str, str]  # caller → API key
    ids: dict[str, dict[str, str]]  # "own" / "other" → parameter → value


def _session(accounts: Accounts, user_id: str, *, ended: bool = False) -> str:
    token = credentials.new_token()
    now = accounts.now()
    accounts.store.add_session(
        LoginSession(
            id=credentials.token_hash(token),
            user_id=user_id,
            created_at=now - timedelta(days=30),
            expires_at=now - timedelta(seconds=1) if ended else now + timedelta(days=1),
        )
    )
    return token


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path_factory.mktemp("matrix"), style_llm_extraction=False, _env_file=None
    )
    app = create_app(settings)
    accounts: Accounts = app.state["accounts"]
    wanda = accounts.add_user("Wanda", PASSWORD, ["writer"])
    walt = accounts.add_user("Walt 王", PASSWORD, ["writer"])
    eddie = accounts.add_user("Eddie", PASSWORD, ["editor"])
    ada = accounts.add_user("Ada", PASSWORD, ["admin"])
    cookies = {
        "writer": _session(accounts, wanda.id),
        "walt": _session(accounts, walt.id),
        "editor": _session(accounts, eddie.id),
        "admin": _session(accounts, ada.id),
        "ended session": _session(accounts, wanda.id, ended=True),
    }
    keys = {
        "key:read": accounts.create_key(wanda.id, ["read"]).key,
        "key:suggest": accounts.create_key(wanda.id, ["suggest"], "publisher").key,
        "key:admin": accounts.create_key(ada.id, ["admin"]).key,
    }
    revoked = accounts.create_key(wanda.id, ["read", "suggest"])
    accounts.revoke_key(revoked.id)
    keys["revoked key"] = revoked.key
    with LiveServer(app) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        ids: dict[str, dict[str, str]] = {}
        for side, token in (("own", cookies["writer"]), ("other", cookies["walt"])):
            headers = {"cookie": f"redline_session={token}", "origin": server.url}

            def call(
                method: str, path: str, body: Any = None, headers: dict[str, str] = headers
            ) -> Any:
                answer = http.request(method, path, json=body, headers=headers)
                assert answer.is_success, (path, answer.text)
                return answer.json()

            persona = call("POST", "/api/personas", {"name": f"Voice {side}"})
            content = call(
                "POST",
                "/api/contents",
                {"title": "标题", "body": "第一段。", "persona_id": persona["id"]},
            )
            assert content["owner_id"] == (wanda.id if side == "own" else walt.id)
            sent = call("POST", "/api/chat/send", {"content_id": content["id"], "message": "Hi."})
            call("PUT", f"/api/contents/{content['id']}", {"body": "第二段。", "base_version": 1})
            revision = call("GET", f"/api/chat/revisions/{content['id']}")[-1]
            ids[side] = {
                "content_id": content["id"],
                "message_id": sent["user_message"]["id"],
                "session_id": sent["user_message"]["session_id"],
                "revision_id": revision["id"],
                "comment_id": f"{content['id']}-knotacomment",
                "persona_id": persona["id"],
                "pref_id": f"{persona['id']}-anotapref",
                "version": "1",
                "user_id": walt.id,
                "key_id": "knotakey0000",
                "file_path": "app.css",
                "path": "nothing-here",
            }
        yield World(server.url, app, accounts, cookies, keys, ids)


def _routes(app: Litestar) -> Iterator[tuple[str, str, str]]:
    """(method, path, handler name) of every route the app serves."""
    for route in app.routes:
        for method, handler in getattr(route, "route_handler_map", {}).items():
            handler = handler[0] if isinstance(handler, tuple) else handler
            yield method, route.path, handler_name(handler)


def _kind(method: str, path: str, name: str) -> str | None:
    if method == "OPTIONS" or path.startswith(OPEN_PREFIXES):
        return "open"
    return KIND.get(name)


def _body(name: str, ids: dict[str, str], serial: int) -> Any:
    bodies: dict[str, Any] = {
        "ContentController.create_content": {
            "title": "新",
            "body": "文。",
            "persona_id": ids["persona_id"],
        },
        "ContentController.generate_content": {"brief": "A note.", "persona_id": ids["persona_id"]},
        "ContentController.update_content": {"body": "Edited.", "base_version": 1},
        "ContentController.merge_edit": {"body": "Edited.", "base_version": 1},
        "ContentController.rename_content": {"title": "Renamed"},
        "ContentController.restore_version": {"version": 1},
        "ChatController.send_message": {"content_id": ids["content_id"], "message": "Shorter."},
        "ChatController.edit_message": {"message": "Longer."},
        "ChatController.move_head": {"message_id": ids["message_id"]},
        "RevisionController.reject_changes": {"base_version": 1},
        "PersonaController.create_persona": {"name": "Another voice"},
        "PersonaController.rename_persona": {"name": "Renamed voice"},
        "PersonaController.decide_preference": {"action": "confirm"},
        "DeskController.add_comment": {"text": "Good change."},
        "AccountController.share_content": {"user_ids": []},
        "AccountController.change_sharing": {"remove_user_ids": ["nobody"]},
        "AccountController.create_user": {
            "name": f"made {serial}",
            "password": PASSWORD,
            "roles": ["writer"],
        },
        "AccountController.update_user": {},
        "AccountController.create_key": {"user_id": "unotauser000", "scopes": ["read"]},
    }
    return bodies.get(name, {})


def _address(path: str, ids: dict[str, str]) -> str:
    return re.sub(r"\{(\w+)(?::\w+)?\}", lambda m: ids[m.group(1)], path)


def _targets(path: str, name: str) -> bool:
    """Whether the route acts on one article or persona (so "other" differs from "own")."""
    return bool(re.search(r"\{(content|message|session|revision|comment|persona)_id", path)) or (
        name
        in (
            "ChatController.send_message",
            "ContentController.create_content",
            "ContentController.generate_content",
        )
    )


def _expected(caller: str, side: str, kind: str) -> str:
    if kind == "open":
        return "passed"
    if caller in ("anonymous", "revoked key", "ended session"):
        return "401"
    return "passed" if kind in ALLOWED[caller][side] else "403"


def _outcome(answer: httpx.Response, page: bool) -> str:
    if answer.status_code == 401:
        return "401"
    if page and answer.status_code == 303 and answer.headers["location"].startswith("/login"):
        return "401"
    if answer.status_code == 403:
        return "403"
    return "passed" if answer.status_code < 500 or answer.status_code == 503 else "error"


def _ask(
    world: World, http: httpx.Client, caller: str, method: str, address: str, body: Any
) -> httpx.Response:
    headers = {"origin": world.url}
    if caller in world.cookies:
        headers["cookie"] = f"redline_session={world.cookies[caller]}"
    elif caller in world.keys:
        headers["authorization"] = f"Bearer {world.keys[caller]}"
    sends_body = method in ("POST", "PUT", "PATCH")
    with http.stream(method, address, json=body if sends_body else None, headers=headers) as answer:
        if not answer.headers.get("content-type", "").startswith("text/event-stream"):
            answer.read()
        return answer


CALLERS = [
    "anonymous",
    "writer",
    "editor",
    "admin",
    *ALLOWED.keys() - {"writer", "editor", "admin"},
]


def test_every_route_has_a_row_in_the_matrix(world: World) -> None:
    missing = [
        f"{method} {path} ({name})"
        for method, path, name in _routes(world.app)
        if _kind(method, path, name) is None
    ]
    assert missing == [], "routes with no row in the permission matrix: " + ", ".join(missing)


def test_every_route_answers_every_caller_as_the_matrix_says(world: World) -> None:
    callers = sorted({*CALLERS, "revoked key", "ended session"})
    mismatches: list[str] = []
    serial = itertools.count()
    asked = 0
    with httpx.Client(base_url=world.url, timeout=30, follow_redirects=False) as http:
        for method, path, name in sorted(_routes(world.app)):
            kind = _kind(method, path, name)
            if kind is None or method == "HEAD":
                continue
            sides = ("own", "other") if _targets(path, name) else ("own",)
            for caller, side in itertools.product(callers, sides):
                if name == "LoginController.log_out" and caller in world.cookies:
                    continue  # it would end the session the other rows use (tested apart)
                ids = world.ids[side]
                answer = _ask(
                    world, http, caller, method, _address(path, ids), _body(name, ids, next(serial))
                )
                asked += 1
                page = not path.startswith("/api") and method == "GET"
                got, wanted = _outcome(answer, page), _expected(caller, side, kind)
                if got != wanted:
                    mismatches.append(
                        f"{caller} on {side}: {method} {path} → {answer.status_code}, "
                        f"expected {wanted}"
                    )
                elif got in ("401", "403") and not page:
                    detail = answer.json()["detail"]
                    assert isinstance(detail, str) and detail.endswith("."), detail
    assert asked > 500
    assert mismatches == [], "\n".join(mismatches)
