"""Reading a change, session 13: what the changes bar and the desk say about a version that
only renamed the article."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")


def test_a_version_that_only_changed_the_title_says_so_not_no_paragraph_changed(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("周末", "今天天气很好。\n\n我们去了公园。")
    open_article(page, article["id"])
    send(page, "标题改成「快乐的周末」")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#changes-scope")).to_have_text("only the title changed")
    shot(page, "journeys13-title-only")
    page.goto("/desk")
    page.wait_for_selector("body[data-page='desk'][data-ready='1']")
    row = page.locator(f".desk-row[data-content-id='{article['id']}']")
    expect(row.locator(".desk-scope")).to_have_text("only the title changed")
