"""Changing sharing without overwriting another client (session 32, faults2): `PUT …/sharing`
replaces the whole list, so two clients that each read it and put it back with their own
colleague added leave only the last one's; `PATCH …/sharing` adds and removes users against
the list as it stands."""

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


def _alices_sharing(client: TestClient[Any], accounts: Accounts) -> str:
    return f"/api/contents/{alices_article(client, accounts)}/sharing"


def _names(answer: Any) -> list[str]:
    assert answer.status_code == 200, answer.text
    return sorted(u["name"] for u in answer.json()["shared_with"])


def test_two_clients_adding_a_colleague_each_keep_both(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    sharing = _alices_sharing(client, accounts)
    dora = accounts.add_user("dora", PASSWORD, ["writer"])
    # Both clients read the list while it was empty, then each adds their colleague.
    assert _names(client.patch(sharing, json={"add_user_names": ["carol"]})) == ["carol"]
    assert _names(client.patch(sharing, json={"add_user_ids": [dora.id]})) == ["carol", "dora"]
    assert _names(client.get(sharing)) == ["carol", "dora"]


def test_removing_one_keeps_the_others_and_a_retry_changes_nothing(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    sharing = _alices_sharing(client, accounts)
    dora = accounts.add_user("dora", PASSWORD, ["writer"])
    client.put(sharing, json={"user_names": ["carol", "dora"]})
    assert _names(client.patch(sharing, json={"remove_user_ids": [dora.id]})) == ["carol"]
    assert _names(client.patch(sharing, json={"remove_user_ids": [dora.id]})) == ["carol"]
    sign_in_afresh(client, "dora")
    assert client.get(sharing.removesuffix("/sharing")).status_code == 403


def test_a_refused_change_says_why_and_saves_nothing_and_an_empty_one_changes_nothing(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    sharing = _alices_sharing(client, accounts)
    carol = accounts.user_named("carol")
    client.patch(sharing, json={"add_user_names": ["carol"]})
    assert _names(client.patch(sharing, json={})) == ["carol"]  # nothing named: no change
    both = client.patch(sharing, json={"add_user_ids": [carol.id], "remove_user_ids": [carol.id]})
    assert _names(both) == []  # removing wins: sharing with nobody unintended is the safe slip
    client.patch(sharing, json={"add_user_names": ["carol"]})
    editor = client.patch(sharing, json={"add_user_names": ["ed"], "remove_user_ids": [carol.id]})
    assert editor.status_code == 400 and editor.json()["detail"].startswith("ed is not a writer")
    unknown = client.patch(sharing, json={"add_user_names": ["bob"]})
    assert unknown.status_code == 404 and "Nobody signs in as 'bob'" in unknown.json()["detail"]
    assert _names(client.get(sharing)) == ["carol"]


def test_only_the_signed_in_writer_may_change_sharing(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    sharing = _alices_sharing(client, accounts)
    client.patch(sharing, json={"add_user_names": ["carol"]})
    sign_in_afresh(client, "carol")
    answer = client.patch(sharing, json={"add_user_names": ["ed"]})
    assert answer.status_code == 403, answer.text
    client.cookies.clear()
    assert client.patch(sharing, json={"add_user_names": ["ed"]}).status_code == 401
