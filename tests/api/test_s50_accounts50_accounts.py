"""Accounts after the single-user mode (outside49 F2's second half, F3, F4), through HTTP:

- a disabled writer's session is told so (403, "Your account has been disabled — ask an
  admin."), on the API and on pages, not "sign in again" (401) — they cannot; once enabled
  again, the old session stays ended (401);
- a persona nobody owns (made in the single-user mode) is labelled as shared wherever a
  signed-in writer is shown or offered it (home page list, the New article and Draft boxes,
  its own page, an article's persona link), and the Draft box preselects the writer's own
  default persona; in the single-user mode nothing is labelled.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import PASSWORD, cheap_passwords, sign_in  # noqa: F401 (fixture)

pytestmark = pytest.mark.usefixtures("cheap_passwords")

DISABLED = "Your account has been disabled — ask an admin."
SHARED = "(shared, from before accounts)"


@pytest.fixture
def app_client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(app=create_app(settings)) as client:
        yield client


def accounts_of(client: TestClient) -> Accounts:
    return client.app.state["accounts"]  # type: ignore[no-any-return]


def _single_user_work(client: TestClient) -> dict[str, str]:
    """An article and a second persona made before any account exists."""
    made = client.post("/api/contents", json={"title": "公交车", "body": "我们等了二十分钟。"})
    assert made.status_code == 201, made.text
    column = client.post("/api/personas", json={"name": "Column voice"})
    assert column.status_code == 201, column.text
    return {"article": made.json()["id"], "shared": made.json()["persona_id"]}


@pytest.mark.parametrize("path", ["/api/contents", "/api/personas"])
def test_a_disabled_writers_session_is_told_the_account_is_disabled(
    app_client: TestClient, path: str
) -> None:
    accounts = accounts_of(app_client)
    bob = accounts.add_user("bob", PASSWORD, ["writer"])
    sign_in(app_client, "bob")
    made = app_client.post("/api/contents", json={"title": "Notes", "body": "Fifteen."})
    assert made.status_code == 201
    accounts.set_disabled(bob.id, True)
    refused = app_client.get(path)
    assert refused.status_code == 403, refused.text
    assert refused.json()["detail"] == DISABLED
    send = app_client.post(
        "/api/chat/send",
        json={"content_id": made.json()["id"], "message": 'Replace "Fifteen" with "Fifty"'},
    )
    assert send.status_code == 403 and send.json()["detail"] == DISABLED
    # A page says it too, rather than sending them to a sign-in that cannot succeed.
    page = app_client.get(f"/articles/{made.json()['id']}", follow_redirects=False)
    assert page.status_code == 403 and DISABLED in page.text
    # Enabled again, the old session does not come back: they sign in afresh.
    accounts.set_disabled(bob.id, False)
    assert app_client.get(path).status_code == 401
    sign_in(app_client, "bob")
    assert app_client.get(path).status_code == 200


def test_an_unknown_or_ended_session_still_reads_as_signed_out(app_client: TestClient) -> None:
    accounts_of(app_client).add_user("bob", PASSWORD, ["writer"])
    answer = app_client.get("/api/contents", headers={"cookie": "redline_session=nothing"})
    assert answer.status_code == 401 and DISABLED not in answer.text


def _home(client: TestClient) -> str:
    page = client.get("/")
    assert page.status_code == 200, page.text
    return page.text


def _select(html: str, select_id: str) -> str:
    found = re.search(rf'<select id="{select_id}"[^>]*>(.*?)</select>', html, re.S)
    assert found, select_id
    return found[1]


def test_a_persona_nobody_owns_is_labelled_shared_to_a_signed_in_writer(
    app_client: TestClient,
) -> None:
    made = _single_user_work(app_client)
    accounts_of(app_client).add_user("bob", PASSWORD, ["writer"])
    sign_in(app_client, "bob")
    html = _home(app_client)
    listed = re.search(r'<ul class="persona-list".*?</ul>', html, re.S)
    assert listed
    # Two "My voice": bob's own (unlabelled) and the shared one (labelled), and Column voice.
    items = re.findall(r"<li[^>]*>(.*?)</li>", listed[0], re.S)
    shared = [i for i in items if SHARED in i]
    assert len(items) == 3 and len(shared) == 2, items
    assert any(f"/personas/{made['shared']}" in i for i in shared)
    own = [i for i in items if SHARED not in i]
    assert own and "My voice" in own[0]
    # Offered in both boxes with the label; the Draft box starts on bob's own voice.
    for select_id in ("create-persona", "generate-persona"):
        options = re.findall(r"<option([^>]*)>(.*?)</option>", _select(html, select_id), re.S)
        by_value = {re.search(r'value="([^"]*)"', a)[1]: t for a, t in options}  # type: ignore[index]
        assert SHARED in by_value[made["shared"]], (select_id, by_value)
    drafted = re.findall(r"<option([^>]*)>(.*?)</option>", _select(html, "generate-persona"))
    chosen = [text for attrs, text in drafted if "selected" in attrs]
    assert chosen and SHARED not in chosen[0] and "My voice" in chosen[0], drafted
    # Its own page and an article written in it say so too.
    persona_page = app_client.get(f"/personas/{made['shared']}")
    assert persona_page.status_code == 200 and SHARED in persona_page.text
    article_page = app_client.get(f"/articles/{made['article']}")
    assert article_page.status_code == 200 and SHARED in article_page.text


def test_a_writers_own_persona_and_the_single_user_mode_carry_no_shared_label(
    app_client: TestClient,
) -> None:
    made = _single_user_work(app_client)
    assert SHARED not in _home(app_client)
    assert SHARED not in app_client.get(f"/personas/{made['shared']}").text
    accounts_of(app_client).add_user("王小明", PASSWORD, ["writer"])
    sign_in(app_client, "王小明")
    mine = app_client.post("/api/contents", json={"title": "我的稿子", "body": "今天下雨。"})
    assert mine.status_code == 201
    own_persona = mine.json()["persona_id"]
    assert own_persona != made["shared"]
    assert SHARED not in app_client.get(f"/personas/{own_persona}").text
    assert SHARED not in app_client.get(f"/articles/{mine.json()['id']}").text
