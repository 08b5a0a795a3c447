"""On a phone the chat comes after the whole article: an 80-paragraph article put the
suggestion box fifteen screens down with no way there but scrolling (an outside tester). A
"Chat ↓" link at the top goes there; a desktop, which shows both side by side, has none."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser

PARAGRAPH = "第{}段：秋天的公园里，银杏叶落了一地，湖边有人慢慢散步。"
BODY = "\n\n".join(PARAGRAPH.format(i) for i in range(1, 81))


def test_a_phone_has_a_way_to_the_chat_from_the_top(page: Any, redline: Redline) -> None:
    made = redline.create_article("秋天的公园", BODY)
    page.set_viewport_size({"width": 390, "height": 844})
    open_article(page, made["id"])
    expect(page.locator("#message")).not_to_be_in_viewport()
    link = page.get_by_role("link", name="Chat ↓")
    expect(link).to_be_visible()
    link.click()
    expect(page.locator("#chat-heading")).to_be_in_viewport()
    page.locator("#message").scroll_into_view_if_needed()
    expect(page.locator("#message")).to_be_in_viewport()


def test_a_desktop_shows_no_link_to_the_chat_beside_it(page: Any, redline: Redline) -> None:
    made = redline.create_article("秋天的公园", BODY)
    page.set_viewport_size({"width": 1280, "height": 860})
    open_article(page, made["id"])
    expect(page.locator("#message")).to_be_in_viewport()
    expect(page.locator(".to-chat")).to_be_hidden()
