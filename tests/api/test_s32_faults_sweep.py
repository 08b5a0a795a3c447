"""Session 32's attacker's sweep (faults): what it found, each pinned.

1. A number in the path or the query past 64 bits (`/versions/999…9`, `?to=999…9`,
   `?limit=999…9`) was a 400 saying "Integer value out of range" — the decoder's words, not
   a sentence; now "is too large a number", with the parameter's name.
2. A version number that fits no store column (26 digits, under the decoder's limit) is a
   version the article has not reached: 404 with the sentence every such version gets, and no
   store is asked for it.
3. A sign-in form sending a field twice (`name=alice&name=bob`, a script or a hand-made form)
   was answered with the JSON API's 400, "name: must be text (a JSON string)" — to a browser
   form; now the sign-in page with a sentence (400), nobody signed in."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import PASSWORD, cheap_passwords  # noqa: F401 (fixture)
from app.web.auth import SESSION_COOKIE


def test_a_number_past_64_bits_is_said_too_large_naming_the_parameter(
    client: TestClient[Any],
) -> None:
    made = client.post("/api/contents", json={"title": "T", "body": "We waited."}).json()
    huge = "9" * 5000
    for path, name in [
        (f"/api/contents/{made['id']}/versions/{huge}", "version"),
        (f"/api/contents/{made['id']}/diff?from=1&to={huge}", "to"),
        (f"/api/revisions?limit={huge}", "limit"),
    ]:
        answer = client.get(path)
        assert answer.status_code == 400, (path, answer.text)
        detail = answer.json()["detail"]
        assert detail.startswith(f"Invalid request — {name}: is too large a number (got '999")
        assert len(detail) < 200


def test_a_version_no_store_could_hold_is_one_not_reached(client: TestClient[Any]) -> None:
    made = client.post("/api/contents", json={"title": "T", "body": "We waited."}).json()
    number = "9" * 26
    answer = client.get(f"/api/contents/{made['id']}/versions/{number}")
    assert answer.status_code == 404
    assert answer.json()["detail"] == f"This article has no V{number} yet: it has only V1."


@pytest.mark.usefixtures("cheap_passwords")
def test_a_sign_in_form_with_a_field_twice_gets_the_page_with_a_sentence(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("alice", PASSWORD, ["writer"])
    form = f"name=alice&name=bob&password={PASSWORD}".encode()
    answer = client.post(
        "/login",
        content=form,
        headers={
            "content-type": "application/x-www-form-urlencoded",
            "origin": "http://testserver.local",
        },
        follow_redirects=False,
    )
    assert answer.status_code == 400
    assert answer.headers["content-type"].startswith("text/html")
    assert "This sign-in form could not be read (a field was sent more than once)." in answer.text
    assert "JSON" not in answer.text
    assert SESSION_COOKIE not in answer.cookies
