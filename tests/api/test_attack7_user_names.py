"""User names that look like another's, or like nothing: a name with a zero-width character
added is the same name (409), a name of invisible characters only or with a direction mark
that reorders what follows it ("\\u202eevil" shows as "live") is refused — each with a
sentence, not the schema's regular expression. Names in any script, a Persian one with its
zero-width non-joiner included, still work."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture
def admin(client: TestClient) -> dict[str, str]:
    accounts: Accounts = client.app.state["accounts"]
    ada = accounts.add_user("Ada", PASSWORD, ["admin", "writer"])
    accounts.add_user("王小明", PASSWORD, ["writer"])
    return {"Authorization": f"Bearer {accounts.create_key(ada.id, ['admin'], '脚本').key}"}


def add(client: TestClient, admin: dict[str, str], name: str):
    return client.post(
        "/api/users", json={"name": name, "password": PASSWORD, "roles": ["writer"]}, headers=admin
    )


@pytest.mark.parametrize("name", ["Ada\u200b", "\u200bAda", "A\u200dda", "王\ufeff小明", "ＡＤＡ"])
def test_a_name_with_invisible_characters_added_is_taken(
    client: TestClient, admin: dict[str, str], name: str
) -> None:
    answer = add(client, admin, name)
    assert answer.status_code == 409, answer.text
    assert answer.json()["detail"].startswith("There is already a user named")


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("\u200b", "needs a character that shows"),
        ("\u200b\u200d\ufeff", "needs a character that shows"),
        ("\u202eevil", "direction marks"),
        ("ab\u2066c", "direction marks"),
        ("   ", "needs a character that shows"),
        ("a\nb", "line breaks"),
    ],
)
def test_a_name_that_shows_nothing_or_reorders_itself_is_refused(
    client: TestClient, admin: dict[str, str], name: str, said: str
) -> None:
    answer = add(client, admin, name)
    assert answer.status_code == 400, answer.text
    detail = answer.json()["detail"]
    assert said in detail, detail
    assert "pattern" not in detail and "\\" not in detail, detail


@pytest.mark.parametrize("name", ["می\u200cخواهم", "李四", "José María", "👩\u200d💻 Dev"])
def test_names_in_any_script_still_work(
    client: TestClient, admin: dict[str, str], name: str
) -> None:
    answer = add(client, admin, name)
    assert answer.status_code == 201, answer.text
    assert answer.json()["name"] == name
