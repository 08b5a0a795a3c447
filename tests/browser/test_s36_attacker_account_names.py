"""Account names and refusal sentences that try to become markup (session 36, the attacker):
a writer signed in as `<img … onerror=…>`, sharing with one named `<svg onload=…>`, and a
share box given a hostile name nobody signs in with, whose refusal sentence echoes it — on
the home page, the article page, the desk, the users page and the persona page, in an
English and a Chinese browser."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from tests.browser.conftest import browser_tab
from tests.browser.test_s36_attacker_stored_xss import assert_nothing_runs

pytestmark = pytest.mark.browser

PASSWORD = "a long enough password"
HOSTILE = "<img src=x onerror=alert(1)>"
COLLEAGUE = "<svg onload=alert(2)>"


@dataclass
class Team:
    url: str
    cookie: str
    article_id: str


@pytest.fixture(scope="module")
def team(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Team]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, data_dir=tmp_path_factory.mktemp("names"), style_llm_extraction=False
    )
    app = create_app(settings)
    accounts = app.state["accounts"]
    accounts.add_user(HOSTILE, PASSWORD, ["writer", "admin", "editor"])
    accounts.add_user(COLLEAGUE, PASSWORD, ["writer"])
    with LiveServer(app) as server:
        cookie = accounts.login(HOSTILE, PASSWORD)
        headers = {"cookie": f"redline_session={cookie}", "origin": server.url}
        made = httpx.post(
            server.url + "/api/contents",
            json={"title": "Harbour " + HOSTILE, "body": "The ferry leaves at nine."},
            headers=headers,
        )
        assert made.status_code == 201, made.text
        article_id = made.json()["id"]
        for method, path, body in (
            ("PUT", f"/api/contents/{article_id}/sharing", {"user_names": [COLLEAGUE]}),
            ("POST", "/api/chat/send", {"content_id": article_id, "message": "delete paragraph 1"}),
        ):
            answer = httpx.request(method, server.url + path, json=body, headers=headers)
            assert answer.status_code == 200, answer.text
        yield Team(server.url, cookie, article_id)


@pytest.fixture(params=["en-US", "zh-CN"])
def tab(browser: Any, team: Team, request: pytest.FixtureRequest) -> Iterator[Any]:
    for page in browser_tab(browser, team.url, locale=request.param):
        page.context.add_cookies(
            [{"name": "redline_session", "value": team.cookie, "url": team.url}]
        )
        yield page


def test_hostile_account_names_stay_text_on_every_page(tab: Any, team: Team) -> None:
    for path in ("/", f"/articles/{team.article_id}", "/desk", "/accounts"):
        tab.goto(path)
        tab.wait_for_load_state("networkidle")
        assert_nothing_runs(tab, path)
        assert "onerror=alert(1)" in tab.locator("body").inner_text(), path


def test_a_refusal_that_echoes_a_hostile_name_stays_text(tab: Any, team: Team) -> None:
    tab.goto(f"/articles/{team.article_id}")
    tab.wait_for_selector("body[data-ready='1']")
    tab.click("#share-box summary")
    tab.fill("#share-name", "<b onmouseover=alert(5)>nobody</b>")
    tab.click("#share-add")
    tab.wait_for_function("() => document.querySelector('#share-status').textContent !== ''")
    assert "nobody" in tab.locator("#share-status").inner_text()
    assert_nothing_runs(tab, "after a refused share")
