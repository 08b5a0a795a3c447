"""Signing in and out, sessions, keys, sharing and the single-user mode, through HTTP."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")
WRONG = "The name and password do not match"


class Clock:
    """The app's clock, moved by the test (sessions and the throttle read it)."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def app_client(settings: Settings, clock: Clock) -> Iterator[TestClient]:
    with TestClient(app=create_app(settings, clock=clock)) as client:
        yield client


def accounts_of(client: TestClient) -> Accounts:
    return client.app.state["accounts"]  # type: ignore[no-any-return]


def sign_in(client: TestClient, name: str, password: str = PASSWORD, next_path: str = "/"):
    return client.post(
        "/login",
        data={"name": name, "password": password, "next": next_path},
        follow_redirects=False,
    )


def add(client: TestClient, name: str, *roles: str) -> str:
    return accounts_of(client).add_user(name, PASSWORD, roles or ["writer"]).id


def test_with_no_account_everything_works_without_signing_in(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "Notes", "body": "Text."})
    assert made.status_code == 201 and made.json()["owner_id"] is None
    assert client.get("/").status_code == 200
    assert client.get(f"/articles/{made.json()['id']}").status_code == 200
    assert client.get("/api/account").json() == {
        "kind": "local",
        "id": "local",
        "name": "You",
        "roles": ["admin", "editor", "writer"],
        "scopes": ["admin", "read", "suggest"],
        "user_id": None,
        "accounts": False,
    }
    assert "Sign out" not in client.get("/").text
    login = client.get("/login?next=/articles/x", follow_redirects=False)
    assert (login.status_code, login.headers["location"]) == (303, "/articles/x")


def test_the_first_account_ends_the_single_user_mode(app_client: TestClient) -> None:
    made = app_client.post(
        "/api/users", json={"name": "Ada", "password": PASSWORD, "roles": ["admin"]}
    )
    assert made.status_code == 201 and "password" not in made.text
    api = app_client.get("/api/contents")
    assert api.status_code == 401 and "Sign in" in api.json()["detail"]
    assert api.headers["www-authenticate"].startswith("Bearer")
    page = app_client.get("/articles/c123?tab=history", follow_redirects=False)
    assert page.status_code == 303
    assert page.headers["location"] == "/login?next=/articles/c123%3Ftab%3Dhistory"
    assert app_client.get("/healthz").status_code == 200
    assert app_client.get("/static/app.css").status_code == 200
    assert app_client.get("/schema/openapi.json").status_code == 200
    login = app_client.get("/login?next=/")
    assert login.status_code == 200 and 'for="login-name"' in login.text


def test_the_shared_token_gives_way_to_accounts(settings: Settings) -> None:
    settings.api_token = "s3cret"
    with TestClient(app=create_app(settings)) as client:
        bearer = {"authorization": "Bearer s3cret"}
        assert client.get("/api/contents", headers=bearer).status_code == 200
        accounts_of(client).add_user("Ada", PASSWORD, ["admin"])
        refused = client.get("/api/contents", headers=bearer)
        assert refused.status_code == 401 and "not valid" in refused.json()["detail"]


def test_signing_in_sets_a_fresh_http_only_cookie_and_goes_on(app_client: TestClient) -> None:
    add(app_client, "王小明")
    app_client.cookies.set("redline_session", "planted-by-someone-else")
    signed = sign_in(app_client, "王小明", next_path="/articles/c1?tab=prefs")
    assert signed.status_code == 303 and signed.headers["location"] == "/articles/c1?tab=prefs"
    cookie = signed.headers["set-cookie"]
    assert "HttpOnly" in cookie and "samesite=lax" in cookie.lower() and "Path=/" in cookie
    assert "Secure" not in cookie and "planted-by-someone-else" not in cookie
    me = app_client.get("/api/account").json()
    assert (me["kind"], me["name"], me["roles"]) == ("user", "王小明", ["writer"])
    home = app_client.get("/")
    assert "Sign out" in home.text and "王小明" in home.text


def test_the_cookie_is_secure_behind_https(settings: Settings) -> None:
    app = create_app(settings)
    with TestClient(app=app, base_url="https://redline.example") as client:
        add(client, "Wanda")
        assert "Secure" in sign_in(client, "Wanda").headers["set-cookie"]


def test_signing_in_again_ends_the_session_the_browser_had(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    sign_in(app_client, "Wanda")
    first = app_client.cookies["redline_session"]
    sign_in(app_client, "wanda")
    second = app_client.cookies["redline_session"]
    assert first != second
    app_client.cookies.clear()
    old = app_client.get("/api/contents", headers={"cookie": f"redline_session={first}"})
    assert old.status_code == 401 and "ended" in old.json()["detail"]
    new = app_client.get("/api/contents", headers={"cookie": f"redline_session={second}"})
    assert new.status_code == 200


def test_signing_out_ends_the_session_on_the_server(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    sign_in(app_client, "Wanda")
    token = app_client.cookies["redline_session"]
    out = app_client.post("/logout", follow_redirects=False)
    assert out.status_code == 303 and out.headers["location"] == "/login"
    assert (
        'redline_session=""' in out.headers["set-cookie"]
        or "Max-Age=0" in out.headers["set-cookie"]
    )
    app_client.cookies.clear()
    replay = app_client.get("/api/contents", headers={"cookie": f"redline_session={token}"})
    assert replay.status_code == 401


def test_a_session_ends_after_two_weeks(app_client: TestClient, clock: Clock) -> None:
    add(app_client, "Wanda")
    sign_in(app_client, "Wanda")
    clock.now += timedelta(days=13)
    assert app_client.get("/api/contents").status_code == 200
    clock.now += timedelta(days=1, seconds=1)
    assert app_client.get("/api/contents").status_code == 401
    page = app_client.get("/", follow_redirects=False)
    assert page.status_code == 303 and page.headers["location"].startswith("/login")


def test_a_wrong_name_and_a_wrong_password_read_the_same(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    unknown = sign_in(app_client, "Nobody", "whatever123")
    wrong = sign_in(app_client, "Wanda", "whatever123")
    assert unknown.status_code == wrong.status_code == 401
    assert "That name and password do not match an account." in unknown.text
    assert unknown.text.replace("Nobody", "Wanda") == wrong.text
    assert 'role="alert"' in wrong.text and 'aria-invalid="true"' in wrong.text
    assert "redline_session" not in wrong.headers.get("set-cookie", "")
    # A stored password is at most 1024 characters: a longer one never matches its start.
    accounts_of(app_client).set_password(accounts_of(app_client).user_named("Wanda").id, "x" * 1024)
    assert sign_in(app_client, "Wanda", "x" * 1024 + "y").status_code == 401
    assert sign_in(app_client, "Wanda", "x" * 1024).status_code == 303


def test_a_disabled_user_cannot_sign_in_and_reads_the_same_sentence(
    app_client: TestClient,
) -> None:
    uid = add(app_client, "Wanda")
    sign_in(app_client, "Wanda")
    token = app_client.cookies["redline_session"]
    accounts_of(app_client).set_disabled(uid, True)
    app_client.cookies.clear()
    # The session no longer signs in; its holder is told why (session 50, outside49 F3).
    told = app_client.get("/api/contents", headers={"cookie": f"redline_session={token}"})
    assert told.status_code == 403
    assert told.json()["detail"] == "Your account has been disabled — ask an admin."
    refused = sign_in(app_client, "Wanda")
    assert refused.status_code == 401 and "do not match an account" in refused.text


def test_failed_sign_ins_are_limited_per_name_then_wait(
    app_client: TestClient, clock: Clock
) -> None:
    add(app_client, "Wanda")
    add(app_client, "Walt")
    for _ in range(5):
        assert sign_in(app_client, "Wanda", "wrong-password").status_code == 401
    limited = sign_in(app_client, "WANDA")  # the right password does not get through now
    assert limited.status_code == 429
    assert "Too many failed sign-ins. Try again in 15 minutes." in limited.text
    assert int(limited.headers["retry-after"]) == 15 * 60
    assert sign_in(app_client, "Walt").status_code == 303  # another name is not held up
    clock.now += timedelta(minutes=15)
    assert sign_in(app_client, "Wanda").status_code == 303


def test_failed_sign_ins_are_limited_per_address(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    for n in range(20):
        assert sign_in(app_client, f"guess {n}", "wrong-password").status_code == 401
    assert sign_in(app_client, "Wanda").status_code == 429


def test_signing_in_never_sends_you_to_another_site(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    # a path too long for a Location header a browser would follow goes home too (5,000
    # characters: longer than any page's address, well inside a sign-in form's 64 KiB)
    too_long = "/" + "a" * 5_000
    for target in (
        "//evil.example/x",
        "https://evil.example",
        "/\\evil.example",
        "javascript:x",
        too_long,
    ):
        assert sign_in(app_client, "Wanda", next_path=target).headers["location"] == "/"
    # a form over 64 KiB is refused unread (session 36): no sign-in, so no redirect at all
    huge = sign_in(app_client, "Wanda", next_path="/" + "a" * 70_000)
    assert huge.status_code == 413
    assert "location" not in huge.headers


def test_a_sign_in_form_on_another_site_is_refused(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    forged = app_client.post(
        "/login",
        data={"name": "Wanda", "password": PASSWORD},
        headers={"origin": "https://evil.example"},
    )
    assert forged.status_code == 403


def test_cookie_sessions_refuse_cross_site_and_non_json_writes(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    sign_in(app_client, "Wanda")
    article = {"title": "标题", "body": "正文。"}
    cross = app_client.post(
        "/api/contents", json=article, headers={"origin": "https://evil.example"}
    )
    assert cross.status_code == 403 and "refused" in cross.json()["detail"]
    form = app_client.post(
        "/api/contents",
        content=b"title=x&body=y",
        headers={"content-type": "application/x-www-form-urlencoded"},
    )
    assert form.status_code == 415
    assert app_client.get("/api/contents").json() == []
    same = app_client.post(
        "/api/contents", json=article, headers={"origin": "http://testserver.local"}
    )
    assert same.status_code == 201


def test_an_empty_sign_in_form_asks_for_both_fields(app_client: TestClient) -> None:
    add(app_client, "Wanda")
    empty = app_client.post("/login", data={"name": " ", "password": ""})
    assert empty.status_code == 400 and "Enter your name and password." in empty.text


def test_keys_are_shown_once_act_for_their_user_and_stop_when_revoked(
    app_client: TestClient, clock: Clock
) -> None:
    admin = add(app_client, "Ada", "admin", "writer")
    sign_in(app_client, "Ada")
    made = app_client.post(
        "/api/keys", json={"user_id": admin, "scopes": ["suggest"], "label": "publisher"}
    )
    assert made.status_code == 201
    secret = made.json()["key"]
    listed = app_client.get("/api/keys").json()
    assert secret not in str(listed) and listed[0]["last_used_at"] is None
    script = {"authorization": f"Bearer {secret}"}
    article = app_client.post("/api/contents", json={"title": "T", "body": "B."}).json()
    app_client.cookies.clear()
    clock.now += timedelta(minutes=5)
    sent = app_client.post(
        "/api/chat/send", json={"content_id": article["id"], "message": "Shorter."}, headers=script
    )
    assert sent.status_code == 200
    me = app_client.get("/api/account", headers=script).json()
    assert (me["kind"], me["user_id"], me["scopes"]) == ("key", admin, ["suggest"])
    sign_in(app_client, "Ada")
    assert app_client.get("/api/keys").json()[0]["last_used_at"].startswith("2026-03-01T09:05")
    revoked = app_client.delete(f"/api/keys/{made.json()['id']}")
    assert revoked.status_code == 200 and revoked.json()["revoked_at"] is not None
    app_client.cookies.clear()
    refused = app_client.get("/api/contents", headers=script)
    assert refused.status_code == 401 and "revoked" in refused.json()["detail"]
    # A bad key is not rescued by a good cookie beside it.
    sign_in(app_client, "Ada")
    assert app_client.get("/api/contents", headers=script).status_code == 401
    assert (
        app_client.get("/api/contents", headers={"authorization": "Basic eDp5"}).status_code == 401
    )


def test_admin_requests_get_sentences_for_bad_input(app_client: TestClient) -> None:
    add(app_client, "Ada", "admin")
    sign_in(app_client, "Ada")
    taken = app_client.post(
        "/api/users", json={"name": "ADA", "password": PASSWORD, "roles": ["writer"]}
    )
    assert taken.status_code == 409 and "already a user named" in taken.json()["detail"]
    short = app_client.post(
        "/api/users", json={"name": "Bo", "password": "short", "roles": ["writer"]}
    )
    assert short.status_code == 400 and "password" in short.json()["detail"]
    role = app_client.post(
        "/api/users", json={"name": "Bo", "password": PASSWORD, "roles": ["boss"]}
    )
    assert role.status_code == 400 and "roles" in role.json()["detail"]
    unknown = app_client.patch("/api/users/unobody", json={"disabled": True})
    assert unknown.status_code == 404 and "No user" in unknown.json()["detail"]
    key = app_client.post("/api/keys", json={"user_id": "unobody", "scopes": ["read"]})
    assert key.status_code == 404
    assert app_client.delete("/api/keys/knotakey").status_code == 404
    me = app_client.get("/api/account").json()["id"]
    for change in ({"disabled": True}, {"roles": ["writer"]}):
        itself = app_client.patch(f"/api/users/{me}", json=change)
        assert itself.status_code == 409 and "another admin" in itself.json()["detail"]
    assert app_client.get("/api/users").status_code == 200  # still an admin, still signed in


def test_an_admin_page_lists_users_and_keys(app_client: TestClient) -> None:
    add(app_client, "Ada", "admin")
    add(app_client, "王小明")
    sign_in(app_client, "Ada")
    page = app_client.get("/accounts")
    assert page.status_code == 200 and "王小明" in page.text and "Users and keys" in page.text
    app_client.post("/logout")
    sign_in(app_client, "王小明")
    refused = app_client.get("/accounts")
    assert refused.status_code == 403 and "Only an admin" in refused.text


def test_writers_see_their_own_articles_and_personas_and_those_shared(
    app_client: TestClient,
) -> None:
    old = app_client.post("/api/contents", json={"title": "Before accounts", "body": "B."}).json()
    wanda = add(app_client, "Wanda")
    walt = add(app_client, "Walt")
    add(app_client, "Eddie", "editor")
    sign_in(app_client, "Walt")
    hers = {"title": "Walt's", "body": "Text."}
    walts = app_client.post("/api/contents", json=hers).json()
    walts_persona = app_client.get(f"/api/personas/{walts['persona_id']}").json()
    assert walts_persona["owner_id"] == walt
    sign_in(app_client, "Wanda")
    wandas = app_client.post("/api/contents", json={"title": "王的", "body": "正文。"}).json()
    assert wandas["persona_id"] != walts["persona_id"]  # each writer has their own voice
    listed = {c["id"] for c in app_client.get("/api/contents").json()}
    assert listed == {wandas["id"], old["id"]}
    assert {p["id"] for p in app_client.get("/api/personas").json()} >= {wandas["persona_id"]}
    assert walts["persona_id"] not in {p["id"] for p in app_client.get("/api/personas").json()}
    assert app_client.get(f"/api/contents/{walts['id']}").status_code == 403
    assert "Walt&#39;s" not in app_client.get("/").text and "Walt's" not in app_client.get("/").text
    refused = app_client.get(f"/articles/{walts['id']}")
    assert refused.status_code == 403 and "another writer" in refused.text
    # Walt shares it: Wanda may now work on it; only Walt may share it.
    assert (
        app_client.put(
            f"/api/contents/{walts['id']}/sharing", json={"user_ids": [wanda]}
        ).status_code
        == 403
    )
    sign_in(app_client, "Walt")
    shared = app_client.put(f"/api/contents/{walts['id']}/sharing", json={"user_ids": [wanda]})
    assert shared.status_code == 200 and [u["name"] for u in shared.json()["shared_with"]] == [
        "Wanda"
    ]
    sign_in(app_client, "Wanda")
    sent = app_client.post(
        "/api/chat/send", json={"content_id": walts["id"], "message": "Shorter."}
    )
    assert sent.status_code == 200
    assert walts["id"] in {c["id"] for c in app_client.get("/api/contents").json()}
    sign_in(app_client, "Eddie")
    assert len(app_client.get("/api/contents").json()) == 3  # an editor reads every article
    edit = app_client.put(
        f"/api/contents/{wandas['id']}", json={"body": "Mine.", "base_version": 1}
    )
    assert edit.status_code == 403 and "writer role" in edit.json()["detail"]


def test_on_postgresql_a_session_and_a_key_work_on_every_instance(
    tmp_path: Path, pg_url: str
) -> None:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", database_url=pg_url, style_llm_extraction=False, _env_file=None
    )
    with TestClient(app=create_app(settings)) as one, TestClient(app=create_app(settings)) as two:
        uid = add(one, "王小明")
        assert not (tmp_path / "data" / "accounts").exists()  # kept in the database
        assert two.get("/api/contents").status_code == 401  # the other instance knows too
        assert sign_in(one, "王小明").status_code == 303
        token = one.cookies["redline_session"]
        cookie = {"cookie": f"redline_session={token}"}
        made = two.post("/api/contents", json={"title": "标题", "body": "正文。"}, headers=cookie)
        assert made.status_code == 201 and made.json()["owner_id"] == uid
        key = accounts_of(two).create_key(uid, ["read"]).key
        script = {"authorization": f"Bearer {key}"}
        assert [c["id"] for c in one.get("/api/contents", headers=script).json()] == [
            made.json()["id"]
        ]
        one.post("/logout")
        assert two.get("/api/contents", headers=cookie).status_code == 401
