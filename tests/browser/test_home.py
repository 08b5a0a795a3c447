"""The home page in the browser: searching articles by title and text."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, assert_accessible, shot

pytestmark = pytest.mark.browser


def test_search_by_title_and_text_in_english_and_chinese(page: Any, redline: Redline) -> None:
    redline.create_article("Quarterly zebra report", "Numbers went up.")
    redline.create_article("山间小路", "我们在山间的小路上看见了一只斑马。")
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#search-articles", "斑马")
    page.press("#search-articles", "Enter")
    page.wait_for_url("**/?q=*")
    links = page.locator(".article-table .article-link")
    expect(links).to_have_count(1)
    expect(links).to_have_text("山间小路")  # found by its text
    expect(page.locator("#search-result")).to_have_text("1 article matches “斑马”.")
    expect(page.locator("#search-articles")).to_have_value("斑马")
    assert_accessible(page, "home: searched")
    shot(page, "home-search")
    page.fill("#search-articles", "ZEBRA report")
    page.press("#search-articles", "Enter")
    expect(links).to_have_text(["Quarterly zebra report"])  # by its title, any case
    page.fill("#search-articles", "nothing like this")
    page.press("#search-articles", "Enter")
    expect(page.locator(".home-list .empty")).to_contain_text("No article has “nothing like this”")
    page.click("a.clear-search")
    expect(page.locator("#search-articles")).to_have_value("")
    assert page.locator(".article-table .article-link").count() >= 2
