"""The OpenAPI document says how to authenticate: a Bearer token (an API key, or
REDLINE_API_TOKEN) or the session cookie, with the cookie's real name — a client generated
from it sent no credentials at all (no securitySchemes were declared)."""

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("cheap_passwords")


def test_the_document_names_the_bearer_key_and_the_session_cookie(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    document = client.get("/schema/openapi.json").json()
    schemes = document["components"]["securitySchemes"]
    assert schemes["bearer"] == {**schemes["bearer"], "type": "http", "scheme": "bearer"}
    assert schemes["session"]["in"] == "cookie"
    assert {"bearer": []} in document["security"]
    assert document["paths"]["/healthz"]["get"]["security"] == [{}]

    # A client doing what the document says is let in; the cookie it names is the real one.
    writer = accounts.add_user("王小明", "correct horse 电池", ["writer"])
    key = accounts.create_key(writer.id, ["read"], "generated client").key
    assert schemes["bearer"]["scheme"] == "bearer"
    read = client.get("/api/contents", headers={"Authorization": f"Bearer {key}"})
    assert read.status_code == 200, read.text
    signed = client.post(
        "/login",
        data={"name": "王小明", "password": "correct horse 电池", "next": "/"},
        headers={"Origin": "http://testserver.local"},
        follow_redirects=False,
    )
    assert schemes["session"]["name"] in signed.cookies
