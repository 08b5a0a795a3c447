"""Sharing by user name (session 32, faults): a writer rarely knows a colleague's user id, so
`PUT …/sharing` also takes `user_names`, and `GET …/sharing` lists the writers an article may
be shared with — to its own writer, signed in, only: anonymous callers, API keys, editors and
other writers learn no names from it."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import (
    PASSWORD,
    alices_article,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in_afresh,
)

pytestmark = pytest.mark.usefixtures("cheap_passwords")


def test_a_writer_shares_by_the_name_a_colleague_signs_in_with(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id = alices_article(client, accounts)
    shared = client.put(f"/api/contents/{content_id}/sharing", json={"user_names": [" CAROL "]})
    assert shared.status_code == 200, shared.text
    assert [u["name"] for u in shared.json()["shared_with"]] == ["carol"]
    sign_in_afresh(client, "carol")
    assert client.get(f"/api/contents/{content_id}").status_code == 200


def test_ids_and_names_together_replace_the_list(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id = alices_article(client, accounts)
    dora = accounts.add_user("朵拉", PASSWORD, ["writer"])
    sharing = f"/api/contents/{content_id}/sharing"
    both = client.put(sharing, json={"user_ids": [dora.id], "user_names": ["carol", "alice"]})
    assert sorted(u["name"] for u in both.json()["shared_with"]) == ["carol", "朵拉"]
    assert client.put(sharing, json={"user_names": []}).json()["shared_with"] == []


def test_an_unknown_name_says_where_the_names_are_and_saves_nothing(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id = alices_article(client, accounts)
    sharing = f"/api/contents/{content_id}/sharing"
    answer = client.put(sharing, json={"user_names": ["carol", "bob"]})
    assert answer.status_code == 404, answer.text
    assert answer.json()["detail"].startswith("Nobody signs in as 'bob': share with a writer")
    assert "Share box lists them" in answer.json()["detail"]
    assert client.get(f"/api/contents/{content_id}").json()["shared_with"] == []
    blank = client.put(sharing, json={"user_names": ["\u200b"]})
    assert blank.status_code == 400 and "empty" in blank.json()["detail"]
    nothing = client.put(sharing, json={})
    assert nothing.status_code == 400
    assert "give user_ids or user_names" in nothing.json()["detail"]
    ed = client.put(sharing, json={"user_names": ["ed"]})
    assert ed.status_code == 400 and ed.json()["detail"].startswith("ed is not a writer")


def test_the_writer_sees_whom_the_article_may_be_shared_with(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id = alices_article(client, accounts)
    gone = accounts.add_user("gone", PASSWORD, ["writer"])
    accounts.set_disabled(gone.id, True)
    accounts.add_user("Bea", PASSWORD, ["writer", "editor"])
    view = client.get(f"/api/contents/{content_id}/sharing")
    assert view.status_code == 200, view.text
    body = view.json()
    # Writers who can sign in, by name, not the article's own writer; only id and name.
    assert [c["name"] for c in body["candidates"]] == ["Bea", "carol"]
    assert set(body["candidates"][0]) == {"id", "name"}
    assert body["shared_with"] == [] and body["content_id"] == content_id


def test_nobody_but_the_signed_in_writer_may_list_the_names(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id = alices_article(client, accounts)
    sharing = f"/api/contents/{content_id}/sharing"
    alice = accounts.user_named("alice")
    key = accounts.create_key(alice.id, ["suggest"]).key
    client.put(sharing, json={"user_names": ["carol"]})
    for who in ("carol", "ed", "root"):
        sign_in_afresh(client, who)
        answer = client.get(sharing)
        assert answer.status_code == 403, (who, answer.text)
        assert "carol" not in answer.text and "root" not in answer.text
    client.cookies.clear()
    assert client.get(sharing).status_code == 401
    by_key = client.get(sharing, headers={"Authorization": f"Bearer {key}"})
    assert by_key.status_code == 403
    assert "only a signed-in user may do it" in by_key.json()["detail"]


def test_the_article_page_offers_the_share_box_to_its_writer_only(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    content_id = alices_article(client, accounts)
    client.put(f"/api/contents/{content_id}/sharing", json={"user_names": ["carol"]})
    page = client.get(f"/articles/{content_id}").text
    assert 'id="share-box"' in page
    assert "Type the user name a colleague signs in with" in page
    sign_in_afresh(client, "carol")
    shared_page = client.get(f"/articles/{content_id}")
    assert shared_page.status_code == 200 and 'id="share-box"' not in shared_page.text


def test_a_share_with_a_user_the_accounts_no_longer_hold_does_not_lock_the_box(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    """Accounts restored from an older backup may not hold a user an article was shared with:
    the article's sharing answered 404 "No user with id …" to its writer, on GET and on a PUT
    keeping the list, so the Share box could neither show nor change it."""
    client, accounts = app_and_accounts
    content_id = alices_article(client, accounts)
    sharing = f"/api/contents/{content_id}/sharing"
    client.put(sharing, json={"user_names": ["carol"]})
    store = client.app.state["ownership"]._store
    content = store.get_content(content_id)
    gone = content.model_copy(update={"shared_with": [*content.shared_with, "ugone0000000"]})
    store.commit(content_id, content=gone)
    view = client.get(sharing)
    assert view.status_code == 200, view.text
    assert [u["name"] for u in view.json()["shared_with"]] == ["carol"]
    kept = client.put(sharing, json={"user_ids": [u["id"] for u in view.json()["shared_with"]]})
    assert kept.status_code == 200, kept.text
    assert client.get(f"/api/contents/{content_id}").json()["shared_with"] == [
        accounts.user_named("carol").id
    ]


@pytest.mark.parametrize("body", [{"user_names": ["bob"]}, {"user_ids": ["u-bob"]}])
def test_sharing_in_the_single_user_mode_says_there_are_no_accounts(
    client: TestClient[Any], body: dict[str, list[str]]
) -> None:
    """Without accounts there is no Share box and nobody to name: the sentence says so rather
    than pointing at a box the page does not show."""
    content_id = client.post("/api/contents", json={"title": "T", "body": "Mine."}).json()["id"]
    refused = client.put(f"/api/contents/{content_id}/sharing", json=body)
    assert refused.status_code == 404
    assert "no user accounts yet" in refused.json()["detail"]
    assert "Share box" not in refused.json()["detail"]
    emptied = client.put(f"/api/contents/{content_id}/sharing", json={"user_ids": []})
    assert emptied.status_code == 200 and emptied.json()["shared_with"] == []
