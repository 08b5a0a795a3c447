"""A client's first call may be `GET /api/personas`, to pick the persona a draft is written in
(`POST /api/contents/generate` needs one). "My voice" is there from the start — in the
single-user mode and for each writer — as on the home page, not only after a first article;
a reader (an editor, by cookie or key) makes none. A writer's key lists what their browser
lists, their voice included (tests/api/test_s41_heads41_key_personas.py)."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

PASSWORD = "correct horse 电池"


def sign_in(client: TestClient, name: str) -> None:
    answer = client.post(
        "/login",
        data={"name": name, "password": PASSWORD, "next": "/"},
        follow_redirects=False,
    )
    assert answer.status_code == 303, answer.text


def test_a_fresh_install_lists_my_voice_and_drafts_in_it(
    llm_client: TestClient, fake_model
) -> None:
    listed = llm_client.get("/api/personas")
    assert listed.status_code == 200
    assert [p["name"] for p in listed.json()] == ["My voice"]
    assert listed.json() == llm_client.get("/api/personas").json()  # listed once, not twice
    fake_model.enqueue("秋天的公园\n\n落叶铺满了小路。")
    drafted = llm_client.post(
        "/api/contents/generate",
        json={"brief": "写一段秋天的公园", "persona_id": listed.json()[0]["id"]},
    )
    assert drafted.status_code == 201, drafted.text
    assert drafted.json()["persona_id"] == listed.json()[0]["id"]
    assert llm_client.get("/api/personas", params={"trashed": "true"}).json() == []


@pytest.mark.usefixtures("cheap_passwords")
def test_each_writer_finds_their_own_voice_and_a_reader_makes_none(client: TestClient) -> None:
    accounts: Accounts = client.app.state["accounts"]
    writer = accounts.add_user("王小明", PASSWORD, ["writer"])
    editor = accounts.add_user("编辑", PASSWORD, ["editor"])
    editors_key = accounts.create_key(editor.id, ["read"], "只读")
    read_only = client.get("/api/personas", headers={"Authorization": f"Bearer {editors_key.key}"})
    assert read_only.status_code == 200 and read_only.json() == []
    sign_in(client, "编辑")
    assert client.get("/api/personas").json() == []
    client.post("/logout")
    sign_in(client, "王小明")  # not followed to the home page, which would make it
    mine = client.get("/api/personas").json()
    assert [(p["name"], p["owner_id"]) for p in mine] == [("My voice", writer.id)]
    assert editor.id != writer.id
