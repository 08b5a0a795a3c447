"""A user name that reads the same as a colleague's with letters of another alphabet ("аlice"
with a Cyrillic а beside "alice") is refused as taken (outside56 F8): in the Share box the two
would read as one, one of them an impostor's. Real names in those alphabets still work."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.accounts.lookalikes import skeleton
from app.accounts.service import Accounts
from app.accounts.store import name_key
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture
def admin(client: TestClient) -> dict[str, str]:
    accounts: Accounts = client.app.state["accounts"]
    root = accounts.add_user("root", PASSWORD, ["admin", "writer"])
    for name in ("alice", "Copper", "Ολγα"):
        accounts.add_user(name, PASSWORD, ["writer"])
    return {"Authorization": f"Bearer {accounts.create_key(root.id, ['admin'], 'ops').key}"}


def add(client: TestClient, admin: dict[str, str], name: str):
    return client.post(
        "/api/users", json={"name": name, "password": PASSWORD, "roles": ["writer"]}, headers=admin
    )


@pytest.mark.parametrize(
    ("name", "theirs"),
    [
        ("\u0430lice", "alice"),  # Cyrillic а
        ("ali\u0441\u0435", "alice"),  # Cyrillic с, е
        ("\u0430l\u0456\u0441\u0435", "alice"),  # every letter it can be
        ("\u0421\u043epper", "Copper"),  # Cyrillic С, о
        ("\u03b1lice", "alice"),  # Greek α
    ],
)
def test_a_lookalike_of_a_colleagues_name_is_refused(
    client: TestClient, admin: dict[str, str], name: str, theirs: str
) -> None:
    answer = add(client, admin, name)
    assert answer.status_code == 409, answer.text
    detail = answer.json()["detail"]
    assert (
        detail.startswith(f"There is already a user named {theirs!r}")
        and "reads the same" in detail
    )
    names = [u["name"] for u in client.get("/api/users", headers=admin).json()]
    assert name not in names


@pytest.mark.parametrize("name", ["Алиса", "Ольга", "Olga", "Ali", "alicia", "Сорокин"])
def test_names_that_read_differently_are_made(
    client: TestClient, admin: dict[str, str], name: str
) -> None:
    assert add(client, admin, name).status_code == 201


def test_the_skeleton_folds_only_other_alphabets() -> None:
    assert skeleton(name_key("\u0430lice")) == skeleton(name_key("ALICE")) == "alice"
    assert skeleton("eli") != skeleton("ell")  # Latin-only pairs are names of their own
    assert skeleton("王小明") == "王小明"
