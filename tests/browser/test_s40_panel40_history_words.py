"""A Chinese writer's history, session 40 (found looking at the panel as a writer): a version
made by rejecting changes was listed as "Rejected all changes of V2" in English among Chinese
rows. It reads in Chinese now, for all the changes and for some of them."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。"


@pytest.fixture
def chinese_writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale="zh-CN")


def test_a_rejection_reads_in_chinese_in_the_history(chinese_writer: Any, redline: Redline) -> None:
    page = chinese_writer
    article = redline.create_article("鸭子", BODY)
    open_article(page, article["id"])
    page.fill("#message", '把"十五"改成"五十"')
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    page.locator("#changes-bar").get_by_role("button", name="全部拒绝").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    page.get_by_role("button", name="历史").click()
    rows = page.get_by_role("dialog").locator(".hist-suggestion")
    expect(rows.filter(has_text="拒绝了 V2 的全部改动")).to_have_count(1)
    expect(rows.filter(has_text="Rejected")).to_have_count(0)
    shot(page, "s40-history-rejection-zh")
