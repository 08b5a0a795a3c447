"""Session 19: a title or a persona's name loses the direction overrides in it (U+202E made
"report‮txt.exe" list as "reportexe.txt"), as a model's reply and a user name never keep
them; and a rejection naming no change (`change_ids: []`) is a 400 saying what to send
instead, where it claimed the ids did not belong to the revision."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from tests.api.calls import create, send

OVERRIDES = [
    "\u202e",
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
]


@pytest.mark.parametrize("mark", OVERRIDES)
def test_a_title_loses_its_direction_overrides(client: TestClient, mark: str) -> None:
    made = client.post("/api/contents", json={"title": f"report{mark}txt.exe", "body": "Text."})
    assert made.status_code == 201, made.text
    assert made.json()["title"] == "reporttxt.exe"
    renamed = client.patch(f"/api/contents/{made.json()['id']}", json={"title": f"周报{mark}草稿"})
    assert renamed.status_code == 200, renamed.text
    assert client.get(f"/api/contents/{made.json()['id']}").json()["title"] == "周报草稿"


def test_a_title_of_overrides_only_is_refused_as_empty(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "\u202e\u2066", "body": "Text."})
    assert made.status_code == 400
    assert "title" in made.text


def test_a_persona_name_loses_its_direction_overrides(client: TestClient) -> None:
    made = client.post("/api/personas", json={"name": "Weekly\u202e voice"})
    assert made.status_code == 201, made.text
    assert made.json()["name"] == "Weekly voice"
    renamed = client.patch(f"/api/personas/{made.json()['id']}", json={"name": "周报\u2067风格"})
    assert renamed.status_code == 200, renamed.text
    assert client.get(f"/api/personas/{made.json()['id']}").json()["name"] == "周报风格"


def test_rejecting_an_empty_list_of_changes_says_what_to_send(client: TestClient) -> None:
    content = create(client, "The bus", "twenty and twenty")
    revision = send(client, content["id"], 'replace "twenty" with "thirty"')["revision"]
    refused = client.post(
        f"/api/revisions/{revision['id']}/reject", json={"change_ids": [], "base_version": 2}
    )
    assert refused.status_code == 400
    detail = refused.json()["detail"]
    assert "empty list" in detail and "null" in detail and "nothing was changed" in detail
    assert refused.json()["extra"] == [{"message": detail, "key": "change_ids"}]
    assert client.get(f"/api/contents/{content['id']}").json()["version"] == 2
    # An unknown revision is still a 404 first.
    unknown = client.post(
        "/api/revisions/r-nothere/reject", json={"change_ids": [], "base_version": 2}
    )
    assert unknown.status_code == 404


@pytest.mark.parametrize("body", [{"change_ids": None}, {}])
def test_rejecting_null_or_no_ids_puts_back_every_change(client: TestClient, body: dict) -> None:
    content = create(client, "The bus", "twenty and twenty")
    revision = send(client, content["id"], 'replace "twenty" with "thirty"')["revision"]
    rejected = client.post(
        f"/api/revisions/{revision['id']}/reject", json={**body, "base_version": 2}
    )
    assert rejected.status_code == 200, rejected.text
    assert rejected.json()["body"] == "twenty and twenty"


def test_rejecting_every_change_again_says_they_are_already_rejected(client: TestClient) -> None:
    # Session 19's fault tester: the second "reject all" said "None of the given change ids
    # belong to this revision", though it gave none.
    content = create(client, "The bus", "twenty and twenty")
    revision = send(client, content["id"], 'replace "twenty" with "thirty"')["revision"]
    path = f"/api/revisions/{revision['id']}/reject"
    assert client.post(path, json={"change_ids": None, "base_version": 2}).status_code == 200
    again = client.post(path, json={"change_ids": None, "base_version": 3})
    assert again.status_code == 400, again.text
    assert "already rejected" in again.json()["detail"], again.text
