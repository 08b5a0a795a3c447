"""A persona's name and a key's label are shown in lists, the page and the CLI: a control
character in one (a BEL rings the terminal that lists it, an ESC can rewrite it) is refused
with a sentence that names it, and nothing is made; a tab is still taken. (A title keeps its
control characters, written out where shown: tests/api/test_cli_and_settings.py.)"""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

CONTROLS = ["\x07", "\x1b[2J", "\x7f", "\x9b"]


@pytest.mark.parametrize("control", CONTROLS)
def test_a_persona_name_with_a_control_character_is_refused(
    client: TestClient, control: str
) -> None:
    before = client.get("/api/personas").json()
    answer = client.post("/api/personas", json={"name": f"Ada{control}"})
    assert answer.status_code == 400
    assert "a name cannot hold a control character" in answer.json()["detail"]
    renamed = client.patch(f"/api/personas/{before[0]['id']}", json={"name": f"B{control}"})
    assert renamed.status_code == 400
    assert client.get("/api/personas").json() == before


def test_a_tab_in_a_title_or_name_is_still_taken(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "Notes\tdraft", "body": "Text."})
    assert made.status_code == 201 and made.json()["title"] == "Notes\tdraft"
    persona = client.post("/api/personas", json={"name": "Ada\tL"})
    assert persona.status_code == 201


@pytest.mark.usefixtures("cheap_passwords")
def test_a_key_label_with_a_control_character_is_refused(client: TestClient) -> None:
    accounts: Accounts = client.app.state["accounts"]
    admin = accounts.add_user("Ada", "correct horse 电池", ["admin", "writer"]).id
    signed = client.post(
        "/login",
        data={"name": "Ada", "password": "correct horse 电池", "next": "/"},
        follow_redirects=False,
    )
    assert signed.status_code in (302, 303)
    refused = client.post(
        "/api/keys", json={"user_id": admin, "scopes": ["read"], "label": "pub\x07lisher"}
    )
    assert refused.status_code == 400
    assert "a name cannot hold a control character (U+0007)" in refused.json()["detail"]
    assert client.get("/api/keys").json() == []
    made = client.post("/api/keys", json={"user_id": admin, "scopes": ["read"], "label": "pub"})
    assert made.status_code == 201
