"""The article's Share box (session 32, faults): a writer shares with a colleague by the name
they sign in with, the box listing the names it accepts; a Chinese reader reads it in Chinese.

Its own app (accounts switch sign-in on for everyone)."""

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


@dataclass
class Desk:
    url: str
    token: str
    article_id: str


@pytest.fixture(scope="module")
def desk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Desk]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path_factory.mktemp("share"), style_llm_extraction=False
    )
    app = create_app(settings)
    accounts: Accounts = app.state["accounts"]
    accounts.add_user("王 Wanda", PASSWORD, ["writer"])
    accounts.add_user("Walt", PASSWORD, ["writer"])
    accounts.add_user("Ed", PASSWORD, ["editor"])
    accounts.add_user("Xia", PASSWORD, ["writer"])
    with LiveServer(app) as server:
        token = accounts.login("王 Wanda", PASSWORD)
        made = httpx.post(
            server.url + "/api/contents",
            json={"title": "Harbour notes", "body": "The ferry leaves at nine."},
            headers={"cookie": f"redline_session={token}", "origin": server.url},
        )
        assert made.status_code == 201, made.text
        yield Desk(server.url, token, made.json()["id"])


def _tab(browser: Any, desk: Desk, locale: str) -> Any:
    context = browser.new_context(
        viewport={"width": 1280, "height": 860}, base_url=desk.url, locale=locale
    )
    context.set_default_timeout(20000)
    context.add_cookies([{"name": "redline_session", "value": desk.token, "url": desk.url}])
    return context.new_page()


def test_a_writer_shares_by_name_from_the_list_the_box_gives(browser: Any, desk: Desk) -> None:
    tab = _tab(browser, desk, "en-GB")
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.goto(f"/articles/{desk.article_id}")
    tab.locator("#share-box summary").click()
    expect(tab.locator("#share-candidates")).to_have_text("Walt, Xia")  # writers, not Wanda
    expect(tab.locator("#share-hint")).to_contain_text("user name a colleague signs in with")
    tab.get_by_label("Share with a writer").fill("nobody")
    tab.locator("#share-add").click()
    expect(tab.locator("#share-status")).to_contain_text("Nobody signs in as 'nobody'")
    tab.get_by_label("Share with a writer").fill("walt")
    tab.locator("#share-add").click()
    expect(tab.locator("#share-list li")).to_have_count(1)
    expect(tab.locator("#share-list")).to_contain_text("Walt")
    expect(tab.locator("#share-status")).to_have_text("")
    assert_accessible(tab, "the share box open, shared with Walt")
    shot(tab, "s32-faults-share-box")
    tab.get_by_role("button", name="Stop sharing").click()
    expect(tab.locator("#share-list li")).to_have_count(0)
    expect(tab.locator("#share-none")).to_be_visible()
    assert not errors, errors
    tab.context.close()


def test_the_share_box_reads_in_chinese(browser: Any, desk: Desk) -> None:
    tab = _tab(browser, desk, "zh-CN")
    tab.goto(f"/articles/{desk.article_id}")
    expect(tab.locator("#share-box summary")).to_have_text("共享")
    tab.locator("#share-box summary").click()
    expect(tab.locator("#share-hint")).to_have_text(
        "输入同事登录时用的用户名（不分大小写），或者对方的用户 ID。只能添加写作者。"
    )
    expect(tab.locator("#share-form label")).to_have_text("共享给一位写作者")
    expect(tab.locator("#share-candidates")).to_have_text("Walt, Xia")
    tab.get_by_label("共享给一位写作者").fill("nobody")
    tab.locator("#share-add").click()
    expect(tab.locator("#share-status")).to_have_text(
        "没有人用“nobody”登录：请用同事登录时用的用户名（“共享”里列出了可以共享的写作者）"
        "或对方的用户 ID 来共享。"
    )
    shot(tab, "s32-faults-share-box-zh")
    tab.context.close()


def test_a_share_made_elsewhere_while_the_box_is_open_is_kept(browser: Any, desk: Desk) -> None:
    """Sharing is set as a whole list: the box read it when opened, and adding a name sent
    that list — a colleague another tab added meanwhile was dropped without a word."""
    tab = _tab(browser, desk, "en-GB")
    tab.goto(f"/articles/{desk.article_id}")
    tab.locator("#share-box summary").click()
    expect(tab.locator("#share-add")).to_be_enabled()
    elsewhere = httpx.put(
        f"{desk.url}/api/contents/{desk.article_id}/sharing",
        json={"user_names": ["Xia"]},
        headers={"cookie": f"redline_session={desk.token}", "origin": desk.url},
    )
    assert elsewhere.status_code == 200, elsewhere.text
    tab.get_by_label("Share with a writer").fill("Walt")
    tab.locator("#share-add").click()
    expect(tab.locator("#share-list li")).to_have_count(2)
    expect(tab.locator("#share-list")).to_contain_text("Xia")
    httpx.put(
        f"{desk.url}/api/contents/{desk.article_id}/sharing",
        json={"user_ids": []},
        headers={"cookie": f"redline_session={desk.token}", "origin": desk.url},
    )
    tab.context.close()
