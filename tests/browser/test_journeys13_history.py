"""The history drawer and the browser's own buttons, session 13: Back closes the drawer and
Forward opens it again, as the address says."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def test_forward_after_back_opens_the_history_again_as_its_address_says(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("往返", "今天天气很好。\n\n我们去了公园。")
    redline.send(article["id"], "把“很好”改成“不错”")
    open_article(page, article["id"])
    page.click("#history-toggle")
    expect(page.locator("#history")).to_be_visible()
    page.wait_for_url("**#history")
    page.go_back()
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#article-title")).to_have_text("往返")
    page.go_forward()
    page.wait_for_url("**#history")
    expect(page.locator("#history")).to_be_visible()
    expect(page.locator("#history-tree")).to_contain_text("不错")
    # Closing it takes the step back off again.
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    page.wait_for_function("() => location.hash === ''")
