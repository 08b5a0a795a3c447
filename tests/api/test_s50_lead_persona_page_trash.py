"""A persona page lists the personas in the trash to restore — only those its reader may
see: another writer's trashed persona is not named on carol's persona page (the home page
already filtered them; accounts50 noticed the persona page did not)."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.accounts import (  # noqa: F401 (fixture)
    add_team,
    cheap_passwords,
    sign_in,
    sign_in_afresh,
)

pytestmark = pytest.mark.usefixtures("cheap_passwords")
SECRET = "Alice trashed voice for the merger memo"


def test_a_persona_page_does_not_name_another_writers_trashed_persona(
    client: TestClient[Any],
) -> None:
    add_team(client.app.state["accounts"])
    sign_in(client, "alice")
    made = client.post("/api/personas", json={"name": SECRET})
    assert made.status_code == 201, made.text
    assert client.delete(f"/api/personas/{made.json()['id']}").status_code in (200, 204)
    own_page = client.get(f"/personas/{made.json()['id']}")
    assert SECRET in own_page.text  # alice sees her own trashed persona to restore

    sign_in_afresh(client, "carol")
    carols = client.post("/api/personas", json={"name": "Carol voice"})
    assert carols.status_code == 201, carols.text
    page = client.get(f"/personas/{carols.json()['id']}")
    assert page.status_code == 200, page.text
    assert "Carol voice" in page.text
    assert SECRET not in page.text
    assert made.json()["id"] not in page.text
