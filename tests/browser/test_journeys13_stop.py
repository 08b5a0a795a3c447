"""Stopping from the keyboard, session 13: after a reload while a reply is being written, Esc
stops it, as the hint under the suggestion box says."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"


def test_after_a_reload_mid_reply_esc_stops_the_reply_still_being_written(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("按Esc停下", BODY)
    reply = "按Esc停下\n\n" + BODY.replace("很好", "晴朗，阳光照在湖面上")
    # About twelve seconds of streaming (8 characters a chunk).
    redline.stub.enqueue(reply=reply, chunk_delay=12 * 8 / len(reply))
    open_article(page, article["id"])
    page.fill("#message", "天气写得更具体")
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    writing = page.locator("#transcript .msg.pending.elsewhere")
    expect(writing).to_contain_text("writing…")
    expect(page.locator("#composer-hint")).to_contain_text("Esc stops")
    # The keyboard is in the suggestion box; Esc stops the reply, as the hint says.
    page.focus("#message")
    page.keyboard.press("Escape")
    expect(writing).to_have_count(0)
    stopped = page.locator("#transcript .msg-assistant").last
    expect(stopped).to_have_attribute("data-status", "stopped")
    expect(page.locator("#article-version")).to_have_text("V1")
    # Said as a stop, not as a reply that arrived.
    expect(page.locator("#status")).to_have_text("The reply was stopped. Nothing was changed.")
    shot(page, "journeys13-esc-after-reload")
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == BODY
