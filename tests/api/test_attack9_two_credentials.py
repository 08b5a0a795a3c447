"""A request carrying two credentials that disagree signs nobody in. Session cookies of two
users came as "the last one wins": a cookie tossed in by another site under the same domain
(`Domain=.example.org`) could have a writer work — and write — in the attacker's account.
Two Authorization headers were "the first one wins". A stale cookie beside a live one of the
same browser still works, as it did."""

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import (
    PASSWORD,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
)
from app.web.auth import SESSION_COOKIE

pytestmark = pytest.mark.usefixtures("cheap_passwords")


def _session(client: TestClient, name: str) -> str:
    token = sign_in(client, name)
    client.cookies.clear()
    return token


def _whoami(client: TestClient, **headers: str) -> tuple[int, str]:
    answer = client.get("/api/account", headers=headers)
    body = answer.json()
    return answer.status_code, body.get("name") or body.get("detail", "")


def test_session_cookies_of_two_users_sign_nobody_in(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("王小明", PASSWORD, ["writer"])
    accounts.add_user("mallory", PASSWORD, ["writer"])
    writer, attacker = _session(client, "王小明"), _session(client, "mallory")
    for cookie in (
        f"{SESSION_COOKIE}={writer}; {SESSION_COOKIE}={attacker}",
        f"{SESSION_COOKIE}={attacker}; {SESSION_COOKIE}={writer}",
    ):
        status, said = _whoami(client, cookie=cookie)
        assert status == 401, said
        assert "two different accounts" in said
        wrote = client.post(
            "/api/contents", json={"title": "t", "body": "b"}, headers={"cookie": cookie}
        )
        assert wrote.status_code == 401
    assert _whoami(client, cookie=f"{SESSION_COOKIE}={writer}") == (200, "王小明")


def test_a_stale_cookie_beside_a_live_one_still_signs_in(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("王小明", PASSWORD, ["writer"])
    live = _session(client, "王小明")
    for cookie in (
        f"{SESSION_COOKIE}=stale-token; {SESSION_COOKIE}={live}",
        f"{SESSION_COOKIE}={live}; {SESSION_COOKIE}=stale-token",
        f"{SESSION_COOKIE}={live}; {SESSION_COOKIE}={live}",
    ):
        assert _whoami(client, cookie=cookie) == (200, "王小明")
    status, said = _whoami(client, cookie=f"{SESSION_COOKIE}=stale-token")
    assert status == 401 and "session has ended" in said


def test_two_authorization_headers_sign_nobody_in(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    writer = accounts.add_user("王小明", PASSWORD, ["writer"])
    other = accounts.add_user("mallory", PASSWORD, ["writer"])
    key = accounts.create_key(writer.id, ["read"], "script").key
    others = accounts.create_key(other.id, ["read"], "script").key
    answer = client.get(
        "/api/account",
        headers=[("Authorization", f"Bearer {key}"), ("Authorization", f"Bearer {others}")],
    )
    assert answer.status_code == 401
    assert "one Authorization header" in answer.json()["detail"]
    assert answer.headers["www-authenticate"].lower().startswith("bearer")
    alone = client.get("/api/account", headers={"Authorization": f"Bearer {key}"})
    assert alone.status_code == 200 and alone.json()["user_id"] == writer.id
