"""Retry keeps the keyboard, session 15: a writer who presses Retry on a suggestion that was
not sent (offline), or on a regenerate that never reached Redline, finds the keyboard where the
work goes on — in the suggestion box, or on the new reply's Regenerate. Before, Retry removed
itself before the turn noted who started it, and focus fell to the top of the page."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
WAIT = 30000  # ms: every wait here is explicit (another module lowers the shared default)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"


def test_retry_on_a_suggestion_not_sent_offline_keeps_the_keyboard_in_the_box(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("离线重试", BODY)
    open_article(page, article["id"])
    page.context.set_offline(True)
    page.fill("#message", "把“十五”改成“五十”")
    page.press("#message", "Enter")
    retry = page.locator("#transcript .retry").last
    expect(retry).to_be_visible(timeout=WAIT)
    expect(page.locator("#status")).to_contain_text("Not sent", timeout=WAIT)
    page.context.set_offline(False)
    retry.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    expect(page.locator("#send")).to_have_attribute("data-mode", "send", timeout=WAIT)
    expect(page.locator("#message")).to_be_focused(timeout=WAIT)
    shot(page, "focus-s15-retry-send")


def test_retry_on_a_regenerate_that_never_reached_redline_keeps_the_keyboard_on_the_reply(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("重新生成重试", BODY)
    open_article(page, article["id"])
    page.fill("#message", "把“十五”改成“五十”")
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    expect(page.locator("#send")).to_have_attribute("data-mode", "send", timeout=WAIT)
    page.context.set_offline(True)
    page.locator("#transcript .regenerate").last.click(timeout=WAIT)
    expect(page.locator("#status")).to_contain_text("Couldn't regenerate", timeout=WAIT)
    page.context.set_offline(False)
    retry = page.locator("#transcript .retry").last
    retry.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V3", timeout=WAIT)
    expect(page.locator("#send")).to_have_attribute("data-mode", "send", timeout=WAIT)
    expect(page.locator("#transcript .msg-assistant .regenerate").last).to_be_focused(timeout=WAIT)
    shot(page, "focus-s15-retry-regenerate")
