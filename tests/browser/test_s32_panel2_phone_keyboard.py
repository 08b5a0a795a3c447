"""Session 32: a writer on a 360 px phone with the on-screen keyboard open (the window 400 px
tall) sends a suggestion, stops the reply while it streams, and retries it. Each control they
reach for next is on the screen when they need it: Stop while the reply streams, Retry on the
stopped reply, then the box and the new reply."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named, open_article, shot

pytestmark = pytest.mark.browser

BODY = "\n\n".join(f"第{n}段：我们在车站等了二十分钟，公交车一直没来。" for n in range(1, 9))
KEYBOARD_OPEN = {"width": 360, "height": 400}


def test_send_stop_and_retry_on_a_phone_with_the_keyboard_open(
    browser: Any, redline: Redline
) -> None:
    redline.stub.reset()
    article = redline.create_article("等车", BODY)
    reply = "等车\n\n" + BODY.replace("二十分钟", "整整半小时")
    for page in browser_tab(browser, redline.url, locale="zh-CN", viewport=KEYBOARD_OPEN):
        open_article(page, article["id"])
        page.locator("#message").scroll_into_view_if_needed()
        page.locator("#message").click()
        page.fill("#message", "把等的时间写得更久一点")
        # About ten seconds of streaming: long enough to stop it.
        redline.stub.enqueue(reply=reply, chunk_delay=10 * 8 / len(reply))
        page.locator("#send").click()
        expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
        # Past the first paragraph: a tap this soon after Send is no double click's second half.
        expect(page.locator("#messages .msg-live")).to_contain_text("第 2 段")
        shot(page, "s32-panel2-phone-keyboard-streaming")
        expect(page.locator("#send")).to_be_in_viewport()
        page.locator("#send").click()
        stopped = page.locator("#messages .msg-assistant").last
        expect(stopped).to_have_attribute("data-status", "stopped")
        expect(page.locator("#article-version")).to_have_text("V1")
        retry = stopped.locator("button.retry")
        expect(retry).to_have_text(named(page, "↻ Retry"))
        shot(page, "s32-panel2-phone-keyboard-stopped")
        expect(retry).to_be_in_viewport()
        expect(page.locator("#message")).to_be_in_viewport()
        redline.stub.enqueue(reply=reply)
        retry.click()
        expect(page.locator("#article-version")).to_have_text("V2")
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        shot(page, "s32-panel2-phone-keyboard-retried")
        expect(page.locator("#messages .msg-assistant").last).to_be_in_viewport()
        expect(page.locator("#message")).to_be_in_viewport()
        assert "整整半小时" in redline.call("GET", f"/api/contents/{article['id']}")["body"]
