"""Accounts in the browser: signing in to a writer's panel, signing out, and a revoked key.

Its own app (accounts switch sign-in on for everyone, so the suite's shared app stays in the
single-user mode)."""

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from tests.browser.conftest import assert_accessible, shot

pytestmark = pytest.mark.browser

PASSWORD = "长长的密码 long enough"
TO_LOGIN = re.compile(r"/login\?next=")


@dataclass
class Team:
    url: str
    accounts: Accounts
    writer_id: str
    article_id: str


@pytest.fixture(scope="module")
def team(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Team]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path_factory.mktemp("team"), style_llm_extraction=False
    )
    app = create_app(settings)
    accounts: Accounts = app.state["accounts"]
    wanda = accounts.add_user("王 Wanda", PASSWORD, ["writer"])
    accounts.add_user("Walt", PASSWORD, ["writer"])
    with LiveServer(app) as server:
        token = accounts.login("王 Wanda", PASSWORD)
        made = httpx.post(
            server.url + "/api/contents",
            json={"title": "Harbour notes", "body": "The ferry leaves at nine."},
            headers={"cookie": f"redline_session={token}", "origin": server.url},
        )
        assert made.status_code == 201, made.text
        yield Team(server.url, accounts, wanda.id, made.json()["id"])


@pytest.fixture
def tab(browser: Any, team: Team) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=team.url)
    context.set_default_timeout(20000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


def test_signing_in_leads_to_the_writers_panel_and_signing_out_leaves_it(
    tab: Any, team: Team
) -> None:
    tab.goto(f"/articles/{team.article_id}")
    tab.wait_for_url(TO_LOGIN)
    expect(tab.get_by_role("heading", name="Sign in to Redline")).to_be_visible()
    expect(tab.get_by_label("Name")).to_be_focused()
    assert_accessible(tab, "login")
    tab.get_by_label("Name").fill("王 Wanda")
    tab.get_by_label("Password").fill("not the password")
    tab.get_by_role("button", name="Sign in").click()
    alert = tab.get_by_role("alert")
    expect(alert).to_have_text("That name and password do not match an account.")
    expect(tab.get_by_label("Password")).to_be_focused()  # the name is kept; try the password
    expect(tab.get_by_label("Name")).to_have_attribute("aria-describedby", "login-error")
    assert_accessible(tab, "login: refused")
    shot(tab, "login-refused")
    tab.get_by_label("Password").fill(PASSWORD)
    tab.get_by_label("Password").press("Enter")
    tab.wait_for_url(f"**/articles/{team.article_id}")
    tab.wait_for_selector("body[data-ready='1']")
    expect(tab.locator(".topbar-account")).to_contain_text("Signed in as 王 Wanda")
    # The panel works under the session: a suggestion goes through and makes V2.
    tab.fill("#message", 'Replace "nine" with "ten"')
    tab.press("#message", "Enter")
    expect(tab.locator(".article-body ins")).to_have_text("ten")
    shot(tab, "login-writers-panel")
    tab.get_by_role("button", name="Sign out").click()
    tab.wait_for_url("**/login")
    tab.goto(f"/articles/{team.article_id}")
    tab.wait_for_url(TO_LOGIN)


def test_another_writers_article_is_refused_in_words(tab: Any, team: Team) -> None:
    tab.goto("/login")
    tab.get_by_label("Name").fill("walt")
    tab.get_by_label("Password").fill(PASSWORD)
    tab.get_by_role("button", name="Sign in").click()
    tab.wait_for_url(team.url + "/")
    expect(tab.locator(".article-table")).to_have_count(0)  # Wanda's article is not listed
    response = tab.goto(f"/articles/{team.article_id}")
    assert response is not None and response.status == 403
    expect(tab.get_by_role("heading", name="Not allowed")).to_be_visible()
    expect(tab.locator("main")).to_contain_text("belongs to another writer")


def test_a_revoked_key_fails(browser: Any, team: Team) -> None:
    made = team.accounts.create_key(team.writer_id, ["read"], "reader")
    context = browser.new_context(
        base_url=team.url, extra_http_headers={"authorization": f"Bearer {made.key}"}
    )
    context.set_default_timeout(20000)
    try:
        page = context.new_page()
        page.goto(f"/articles/{team.article_id}")
        page.wait_for_selector("body[data-ready='1']")
        expect(page.locator("h1")).to_contain_text("Harbour notes")
        assert context.request.get("/api/contents").status == 200
        team.accounts.revoke_key(made.id)
        refused = context.request.get("/api/contents")
        assert refused.status == 401 and "revoked" in refused.json()["detail"]
        page.reload()
        page.wait_for_url(TO_LOGIN)
        expect(page.get_by_role("heading", name="Sign in to Redline")).to_be_visible()
    finally:
        context.close()


def test_an_admin_makes_a_key_on_the_accounts_page_sees_it_once_and_revokes_it(
    tab: Any, team: Team
) -> None:
    if team.accounts.store.find_user("Ada") is None:
        team.accounts.add_user("Ada", PASSWORD, ["admin"])
    tab.goto("/login?next=/accounts")
    tab.get_by_label("Name").fill("Ada")
    tab.get_by_label("Password").fill(PASSWORD)
    tab.get_by_role("button", name="Sign in").click()
    tab.wait_for_url("**/accounts")
    expect(tab.get_by_role("heading", name="Users and keys", exact=True)).to_be_visible()
    assert_accessible(tab, "accounts page")
    tab.get_by_label("Acting for").select_option(label="王 Wanda")
    tab.get_by_label("Scope").select_option("read")
    tab.get_by_label("Label (optional)").fill("nightly export")
    tab.get_by_role("button", name="Make key").click()
    secret = tab.locator("#new-key-text")
    expect(secret).to_be_focused()
    key = secret.inner_text()
    assert key.startswith("rk_")
    expect(tab.locator("#status")).to_contain_text("It will not be shown again.")
    shot(tab, "accounts-new-key")
    script = {"authorization": f"Bearer {key}"}
    assert httpx.get(team.url + "/api/contents", headers=script).status_code == 200
    tab.reload()
    expect(tab.locator("body")).not_to_contain_text(key)  # shown once only
    tab.get_by_role("button", name="Revoke key nightly export").click()
    tab.get_by_role("button", name="Revoke it").click()  # asked first (test_journeys9)
    expect(tab.get_by_role("row", name=re.compile("nightly export"))).to_contain_text("revoked")
    refused = httpx.get(team.url + "/api/contents", headers=script)
    assert refused.status_code == 401 and "revoked" in refused.json()["detail"]
