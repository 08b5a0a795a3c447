"""Cheap password hashing for tests: argon2 at its smallest cost, so a test that signs in
many times takes milliseconds, not a third of a second per sign-in. The shape of the check
(a real argon2id verify, against a dummy hash for an unknown name) is unchanged. And signing in
through the login form, the way the account tests all do."""

from __future__ import annotations

from typing import Any

import pytest
from argon2 import PasswordHasher
from litestar.testing import TestClient

from app.accounts import credentials
from app.accounts.service import Accounts
from app.web.auth import SESSION_COOKIE

CHEAP = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)


@pytest.fixture
def cheap_passwords(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(credentials, "_hasher", CHEAP)


PASSWORD = "correct horse 电池"


def sign_in(
    client: TestClient[Any],
    name: str,
    *,
    password: str = PASSWORD,
    next_path: str = "/",
    origin: str = "http://testserver.local",
) -> str:
    """Signs `name` in through the login form, as a browser would, and returns the session
    cookie it was given; any other answer than the form's redirect fails the test."""
    signed = client.post(
        "/login",
        data={"name": name, "password": password, "next": next_path},
        headers={"Origin": origin},
        follow_redirects=False,
    )
    assert signed.status_code == 303, signed.text
    return str(signed.cookies.get(SESSION_COOKIE, ""))


def sign_in_afresh(client: TestClient[Any], name: str) -> None:
    """Signs `name` in on a client that forgets whoever was signed in before."""
    client.cookies.clear()
    sign_in(client, name)


def add_team(accounts: Accounts) -> None:
    """Two writers (alice, carol), an editor (ed) and an admin (root), all with PASSWORD."""
    accounts.add_user("alice", PASSWORD, ["writer"])
    accounts.add_user("carol", PASSWORD, ["writer"])
    accounts.add_user("ed", PASSWORD, ["editor"])
    accounts.add_user("root", PASSWORD, ["admin"])


def alices_article(client: TestClient[Any], accounts: Accounts) -> str:
    """The team added (`add_team`), alice signed in on `client`, and the id of an article she
    has just made."""
    add_team(accounts)
    sign_in(client, "alice")
    made = client.post("/api/contents", json={"title": "Notes", "body": "Mine."})
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


def assert_article_shut_to(
    client: TestClient[Any], name: str, content_id: str, said: str, secret: str
) -> None:
    """`name`, signed in afresh, can neither read, list nor send to the article: each a 403
    whose sentence holds `said`, none showing `secret` from its text."""
    sign_in_afresh(client, name)
    answer = client.get(f"/api/contents/{content_id}")
    assert answer.status_code == 403, (name, answer.text)
    assert said in answer.json()["detail"]
    assert secret not in answer.text
    assert content_id not in [c["id"] for c in client.get("/api/contents").json()]
    sent = client.post("/api/chat/send", json={"content_id": content_id, "message": "删掉"})
    assert sent.status_code == 403, sent.text
