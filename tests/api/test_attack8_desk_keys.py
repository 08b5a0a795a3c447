"""The desk's author filter finds what a writer's API keys did. A revision asked for through
a key is attributed to the key ("publisher (王小明)", `user_id` the writer), so
`?author=<the writer's id or name>` left out everything a writer's scripts did for them."""

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")


def test_the_author_filter_finds_what_a_writers_keys_did(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    writer = accounts.add_user("王小明", PASSWORD, ["writer"])
    other = accounts.add_user("carol", PASSWORD, ["writer"])
    key = accounts.create_key(writer.id, ["suggest"], "publisher (nightly)")
    signed = client.post(
        "/login",
        data={"name": "王小明", "password": PASSWORD, "next": "/"},
        headers={"Origin": "http://testserver.local"},
        follow_redirects=False,
    )
    assert signed.status_code == 303, signed.text
    article = client.post("/api/contents", json={"title": "秋天", "body": "十五个人。"}).json()
    by_hand = client.patch(f"/api/contents/{article['id']}", json={"title": "秋天的公园"})
    assert by_hand.status_code == 200, by_hand.text
    keyed = client.post(
        "/api/chat/send",
        json={"content_id": article["id"], "message": "把“十五”改成“五十”"},
        headers={"Authorization": f"Bearer {key.key}"},
    )
    assert keyed.status_code == 200, keyed.text
    assert keyed.json()["revision"]["author"]["kind"] == "key"
    for wanted in (writer.id, "王小明", "王小明".upper()):
        feed = client.get("/api/revisions", params={"author": wanted}).json()
        kinds = sorted(entry["author"]["kind"] for entry in feed["entries"])
        assert kinds == ["key", "user"], (wanted, feed)
    feed = client.get("/api/revisions", params={"author": key.id}).json()
    assert [entry["author"]["kind"] for entry in feed["entries"]] == ["key"]
    assert client.get("/api/revisions", params={"author": other.id}).json()["entries"] == []
    assert client.get("/api/revisions", params={"author": "nightly"}).json()["entries"] == []
