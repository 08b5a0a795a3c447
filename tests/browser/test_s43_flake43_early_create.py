"""Create clicked before the home page's script listens (a slow network, a busy machine: the
page is drawn and its boxes take typing while home.js still loads) went as the browser's own
GET of the page: the article's text landed in the address bar, the page reloaded and nothing
was created (test_journeys8's send after the sign-in ended once waited 30 s for an article page
that never came). The submit is held and sent once the script listens."""

from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

TITLE = "早到的文章"
BODY = "今天天气很好。\n\n我们去了公园。"


def test_create_clicked_before_the_home_script_listens_opens_the_new_article(
    page: Any, redline: Redline
) -> None:
    held: list[Any] = []
    page.route("**/static/js/home.js", lambda route: held.append(route))
    page.goto("/", wait_until="commit")
    page.fill("#create-title", TITLE)
    page.fill("#create-body", BODY)
    page.wait_for_function("() => document.readyState !== 'loading'")
    assert held, "home.js was never asked for"
    assert page.evaluate("document.body.dataset.ready") is None  # home.js has not run
    page.get_by_role("button", name="Create").click()
    # Held, not sent as a GET of the page: the text is still in the boxes, not in the address.
    expect(page.locator("#create-body")).to_have_value(BODY)
    assert urlsplit(page.url).query == ""
    for route in held:
        route.continue_()
    page.unroute("**/static/js/home.js")
    page.wait_for_selector("body[data-page='article'][data-ready='1']")
    expect(page.locator("#article-title")).to_have_text(TITLE)
