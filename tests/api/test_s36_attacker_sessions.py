"""Sessions against an attacker (session 36, the attacker): a cookie value planted before
sign-in is never adopted (fixation), the session cookie keeps its flags, signing out ends the
session on the server (a copy of the cookie is then refused), and a name that does not exist
answers and is held exactly as one that does (no enumeration by sentence or by throttle)."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.accounts import PASSWORD, cheap_passwords  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("cheap_passwords")
ORIGIN = {"origin": "http://testserver.local"}
PLANTED = "attacker-chosen-session-value-0123456789abcdef"


def with_cookie(client: TestClient[Any], value: str) -> TestClient[Any]:
    client.cookies.clear()
    client.cookies.set("redline_session", value)
    return client


def sign_in(client: TestClient[Any], name: str, password: str = PASSWORD) -> Any:
    return client.post(
        "/login",
        data={"name": name, "password": password, "next": "/"},
        headers=ORIGIN,
        follow_redirects=False,
    )


def test_a_planted_cookie_is_replaced_at_sign_in_and_signing_out_ends_the_session(
    client: TestClient,
) -> None:
    client.app.state["accounts"].add_user("ada", PASSWORD, ["writer"])
    client.cookies.set("redline_session", PLANTED)
    signed = sign_in(client, "ada")
    assert signed.status_code == 303
    cookie = signed.headers["set-cookie"]
    value = signed.cookies["redline_session"]
    assert value != PLANTED and len(value) >= 32
    assert "HttpOnly" in cookie and "samesite=lax" in cookie.lower() and "Path=/" in cookie
    assert with_cookie(client, PLANTED).get("/api/account").status_code == 401
    assert with_cookie(client, value).get("/api/account").status_code == 200
    out = client.post("/logout", headers=ORIGIN, follow_redirects=False)
    assert out.status_code == 303
    assert with_cookie(client, value).get("/api/account").status_code == 401


def test_an_unknown_name_answers_and_is_held_as_a_known_one(client: TestClient) -> None:
    client.app.state["accounts"].add_user("ada", PASSWORD, ["writer"])
    answers: dict[str, list[tuple[int, str]]] = {}
    for name in ("ada", "nobody-here"):
        client.cookies.clear()
        answers[name] = []
        for attempt in range(7):
            refused = sign_in(client, name, password=f"wrong {attempt}")
            answers[name].append((refused.status_code, refused.text.replace(name, "NAME")))
    assert [status for status, _ in answers["ada"]] == [401] * 5 + [429] * 2
    assert answers["ada"] == answers["nobody-here"]
