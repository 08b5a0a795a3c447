"""Journeys of session 11: the panel's live sync never takes the article event of the tab's own
action (a restore, a branch switch, the catch-up after a cut stream) for a change made in
another tab while that action is still being answered."""

import threading
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

NOTES = (
    "The team met on Monday to plan the spring launch.\n\n"
    "They wrote twenty pages of notes and argued about the budget.\n\n"
    "Everyone went home tired."
)

# Every sentence the status line says, in order (a screen reader hears each one).
RECORD_STATUS = """() => {
  window.__said = [];
  const status = document.querySelector('#status');
  new MutationObserver(() => {
    if (status.textContent) window.__said.push(status.textContent);
  }).observe(status, { childList: true, characterData: true, subtree: true });
}"""

# The answers to this page's requests matching `part` (and `method`) arrive `ms` later than the
# server gives them: a busy server, a slow network.
SLOW_ANSWERS = """([part, method, ms]) => {
  const original = window.fetch;
  window.fetch = async (url, options) => {
    const response = await original(url, options);
    const asked = (options && options.method) || "GET";
    if (asked === method && String(url).split("?")[0].endsWith(part)) {
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    return response;
  };
}"""


def said(page: Any) -> list[str]:
    return page.evaluate("() => window.__said")


def send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")


def test_a_regenerate_cut_short_on_a_slow_connection_is_not_taken_for_another_tabs_change(
    page: Any, redline: Redline
) -> None:
    """Regenerate moves the article back to the reply's base version (the server announces
    it); the stream is then cut and the page asks the server what became of the reply. While
    that answer is slow to come, the announcement must not be read as another tab's change
    ("Updated: the article is now at V1 (changed in another tab or client)") said over "the
    reply is still being written" (CI once failed this way)."""
    article = redline.create_article("Cut short", NOTES)
    open_article(page, article["id"])
    redline.stub.enqueue(reply="Cut short\n\n" + NOTES.replace("tired", "happy"))
    send(page, "Make the ending happier")
    expect(page.locator("#article-version")).to_have_text("V2")

    gate = threading.Event()

    def held_reply(_request: dict) -> str:
        gate.wait(15)
        return "Cut short\n\n" + NOTES.replace("tired", "glad")

    redline.stub.enqueue(reply=held_reply)

    def cut_after_the_first_event(route: Any) -> None:
        # The request reaches the server; the page hears its first event, then the stream ends.
        request = urllib.request.Request(
            route.request.url,
            data=route.request.post_data_buffer,
            method="POST",
            headers={"content-type": "application/json", "accept": "text/event-stream"},
        )
        heard = b""
        with urllib.request.urlopen(request, timeout=15) as response:
            while b"event: user_message" not in heard or not heard.endswith(b"\n\n"):
                line = response.readline()
                if not line:
                    break
                heard += line.replace(b"\r\n", b"\n")
        route.fulfill(status=200, headers={"content-type": "text/event-stream"}, body=heard)

    page.route("**/*?stream=true", cut_after_the_first_event)
    # The article is read slowly: the page's own catch-up after the cut takes over a second.
    page.evaluate(SLOW_ANSWERS, [f"/api/contents/{article['id']}", "GET", 1500])
    page.evaluate(RECORD_STATUS)
    try:
        page.locator("#transcript .msg-assistant .regenerate").last.click()
        expect(page.locator("#transcript .msg.pending.elsewhere")).to_be_visible()
        expect(page.locator("#status")).to_contain_text("still being written")
        expect(page.locator("#article-version")).to_have_text("V1")
        shot(page, "journeys11-regenerate-cut-slow")
    finally:
        gate.set()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#status")).to_contain_text("The reply arrived")
    assert not [line for line in said(page) if "another tab" in line], said(page)


@pytest.mark.parametrize("action", ["restore", "branch"])
def test_the_tabs_own_restore_or_branch_switch_answered_slowly_is_never_another_tabs_change(
    page: Any, redline: Redline, action: str
) -> None:
    """The server announces a restore or a branch switch as soon as it is saved; the answer to
    the tab that asked for it may come later. Meanwhile the tab must not say the article was
    "changed in another tab or client": it was its own doing, said once it is answered."""
    article = redline.create_article("公园", "今天天气很好。\n\n我们去了公园。\n\n晚上回家。")
    open_article(page, article["id"])
    send(page, "把“公园”改成“动物园”")
    expect(page.locator("#article-version")).to_have_text("V2")
    if action == "branch":
        page.locator("#transcript .msg-user .edit-message").first.click()
        box = page.locator("#transcript .msg-edit textarea")
        box.fill("把“公园”改成“植物园”")
        box.press("Enter")
        expect(page.locator("#transcript .msg-user .fork-count")).to_have_text("2/2")
        expect(page.locator("#article-version")).to_have_text("V3")
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        page.evaluate(SLOW_ANSWERS, ["/activate", "POST", 1500])
    else:
        page.evaluate(SLOW_ANSWERS, ["/restore", "POST", 1500])
    page.evaluate(RECORD_STATUS)

    if action == "branch":
        page.locator("#transcript .msg-user .fork-prev").click()
        expect(page.locator("#transcript .msg-user .fork-count")).to_have_text("1/2")
        expect(page.locator("#status")).to_have_text("Switched branch — the article shows V2.")
        expect(page.locator("#article-version")).to_have_text("V2")
    else:
        page.click("#history-toggle")
        page.locator("#history").get_by_role("button", name="Restore V1").click()
        expect(page.locator("#status")).to_have_text("V3 saved — restored from V1.")
        expect(page.locator("#article-version")).to_have_text("V3")
    shot(page, f"journeys11-own-{action}-answered-slowly")
    assert not [line for line in said(page) if "another tab" in line], said(page)
