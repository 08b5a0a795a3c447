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


def test_rename_move_to_trash_and_restore(page: Any, redline: Redline) -> None:
    made = redline.create_article("Old name", "第一段。\n\n第二段。")
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    row = page.locator(f"tr[data-content-id='{made['id']}']")
    row.locator("button.rename-article").click()
    box = row.locator(".rename-form input")
    expect(box).to_be_focused()
    box.fill("新的名字")
    box.press("Enter")
    expect(row.locator(".article-link")).to_have_text("新的名字")
    expect(row.locator(".badge")).to_have_text("V2")
    expect(page.locator("#home-status")).to_contain_text("Renamed to “新的名字”")
    assert redline.call("GET", f"/api/contents/{made['id']}")["title"] == "新的名字"

    row.locator("button.trash-article").click()
    trash = page.locator("#trash")
    expect(trash.locator(f"li[data-content-id='{made['id']}']")).to_contain_text("新的名字")
    expect(page.locator(f"tr[data-content-id='{made['id']}']")).to_have_count(0)
    expect(page.locator("#home-status")).to_contain_text("Moved “新的名字” to the trash")
    assert_accessible(page, "home: an article in the trash")
    shot(page, "home-trash")

    trash.locator(f"li[data-content-id='{made['id']}'] button.untrash-article").click()
    expect(page.locator(f"tr[data-content-id='{made['id']}']")).to_have_count(1)
    expect(page.locator("#home-status")).to_contain_text("Restored “新的名字”")
    assert redline.call("GET", f"/api/contents/{made['id']}")["trashed_at"] is None
