"""The browser harness's two speed-ups keep what a test means (session 51, speed51).

A context's second tab opens in a window of its own (windows.py) but is still a tab of that
context: same storage, same BroadcastChannel, the context's viewport, locale and timeout.
`expect` is asked in slices (quick_expect.py) but still passes on a condition that comes late,
fails only once its whole timeout has passed, and fails at once on what no wait can mend.
English and Chinese text alike."""

import time
from typing import Any

import pytest
from playwright._impl.assertions import LocatorAssertions
from playwright.sync_api import expect

from tests.browser import quick_expect
from tests.browser.conftest import PHONE, Redline, open_article

pytestmark = pytest.mark.browser


def window_of(browser: Any, tab: Any) -> int:
    """The id of the browser window `tab` is drawn in."""
    session = tab.context.new_cdp_session(tab)
    try:
        target = session.send("Target.getTargetInfo")["targetInfo"]["targetId"]
    finally:
        session.detach()
    windows = browser.new_browser_cdp_session()
    try:
        return int(windows.send("Browser.getWindowForTarget", {"targetId": target})["windowId"])
    finally:
        windows.detach()


def test_a_second_tab_is_a_tab_of_the_same_context_in_a_window_of_its_own(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("两个标签页", "第一段。\n\nSecond paragraph.")
    context = browser.new_context(locale="zh-CN", base_url=redline.url, viewport=PHONE)
    context.set_default_timeout(20_000)
    try:
        first = context.new_page()
        open_article(first, article["id"])
        first.evaluate(
            """() => {
                window.heard = [];
                new BroadcastChannel("speed51").onmessage = (e) => window.heard.push(e.data);
                localStorage.setItem("speed51", "写在第一个标签页");
            }"""
        )
        second = first.context.new_page()
        open_article(second, article["id"])
        assert second.context is context and len(context.pages) == 2
        assert window_of(browser, first) != window_of(browser, second)
        assert second.evaluate("localStorage.getItem('speed51')") == "写在第一个标签页"
        second.evaluate("new BroadcastChannel('speed51').postMessage('来自第二个')")
        expect(first.locator("body")).to_have_attribute("data-ready", "1")
        first.wait_for_function("window.heard.length === 1")
        assert first.evaluate("window.heard") == ["来自第二个"]
        assert second.evaluate("[innerWidth, navigator.language]") == [PHONE["width"], "zh-CN"]
        context.set_default_timeout(1_500)  # the context's timeout is the second tab's too
        started = time.monotonic()
        with pytest.raises(Exception, match="1500ms"):
            second.wait_for_selector("#no-such-thing")
        assert time.monotonic() - started >= 1.5
        context.set_default_timeout(20_000)
        # The first tab, behind nothing, still answers its writer.
        first.fill("#message", "把第一段写得更短")
        expect(first.locator("#message")).to_have_value("把第一段写得更短")
    finally:
        context.close()


def test_expect_passes_on_a_late_change_and_fails_only_after_its_whole_timeout(
    page: Any,
) -> None:
    assert quick_expect.installed(LocatorAssertions)
    page.set_content("<p id='line'>写作中…</p><p class='twice'>a</p><p class='twice'>b</p>")
    page.evaluate("setTimeout(() => { line.textContent = '已保存 V2'; }, 2600)")
    expect(page.locator("#line")).to_have_text("已保存 V2", timeout=10_000)

    started = time.monotonic()
    with pytest.raises(AssertionError, match="V3") as failed:
        expect(page.locator("#line")).to_have_text("已保存 V3", timeout=4_500)
    assert time.monotonic() - started >= 4.5  # three slices, not one
    # The message names the wait the test asked for, not the last slice's remainder.
    assert "with timeout 4500ms" in str(failed.value), str(failed.value)

    page.evaluate("setTimeout(() => { line.textContent = 'Saved'; }, 2600)")
    expect(page.locator("#line")).not_to_have_text("已保存 V2", timeout=10_000)

    started = time.monotonic()
    with pytest.raises(AssertionError, match="strict mode violation"):
        expect(page.locator(".twice")).to_have_text("a", timeout=10_000)
    assert time.monotonic() - started < 2.0  # at once, as the driver answers it
