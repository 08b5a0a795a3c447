"""The editor's desk asked for one article (`?content_id=`) that belongs to another writer
answers 403 with the sentence every other route gives for it — it answered an empty page,
as though the article had no revisions. The desk across articles still lists only what the
writer may read, without refusing anything."""

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import (
    PASSWORD,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
)

SITE = {"Origin": "http://testserver.local"}
pytestmark = pytest.mark.usefixtures("cheap_passwords")


def _sign_in(client: TestClient, name: str) -> None:
    client.cookies.clear()
    sign_in(client, name)


def test_another_writers_article_named_on_the_desk_is_refused(
    app_and_accounts: tuple[TestClient, Accounts],
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("王小明", PASSWORD, ["writer"])
    accounts.add_user("Bob", PASSWORD, ["writer"])
    _sign_in(client, "王小明")
    made = client.post("/api/contents", json={"title": "日记", "body": "第一段。"}, headers=SITE)
    content_id = made.json()["id"]
    edit = {"body": "第一段，改过。", "base_version": 1}
    assert client.put(f"/api/contents/{content_id}", json=edit, headers=SITE).status_code == 200
    assert len(client.get(f"/api/revisions?content_id={content_id}").json()["entries"]) == 1
    _sign_in(client, "Bob")
    named = client.get(f"/api/revisions?content_id={content_id}")
    assert named.status_code == 403
    assert named.json()["detail"] == client.get(f"/api/contents/{content_id}").json()["detail"]
    everything = client.get("/api/revisions")
    assert everything.status_code == 200 and everything.json()["entries"] == []
