"""Races found hunting session 21's flaky browser tests, each made certain by holding back the
one answer the page waits for (HOLD_BACK, test_s19_races.py)."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article
from tests.browser.test_s19_races import HOLD_BACK

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."
# HOLD_BACK, and each held request counted as it is asked for in <html data-held-asked>.
HOLD_BACK_ASKED = (
    HOLD_BACK
    + """
(() => {
  const held = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    const method = (init && init.method) || "GET";
    if (window.__holdBack && method === "GET" && url.includes(window.__holdBack)) {
      const asked = Number(document.documentElement.dataset.heldAsked || 0) + 1;
      document.documentElement.dataset.heldAsked = String(asked);
    }
    return held(input, init);
  };
})();
"""
)
MOVED = (
    "The article is now at V2, but this message was based on V1. Reload to see the latest "
    "text, then try again."
)
# The panel has drawn the latest text already: in place of the server's "Reload …" it
# says so, and that nothing typed was lost (static/js/panel/stale.js).
MOVED_SAID = MOVED.replace(
    "Reload to see the latest text, then try again.",
    "The latest text is shown now, and your message is back in the box"
    " — nothing you typed was lost: check it, then send again.",
)


def _refuse(status: int, detail: str) -> Any:
    def handler(route: Any) -> None:
        route.fulfill(
            status=status,
            content_type="application/json",
            body=json.dumps({"status_code": status, "detail": detail, "extra": None}),
        )

    return handler


def test_a_send_refused_because_the_article_moved_keeps_its_reason_on_screen(
    page: Any, redline: Redline
) -> None:
    # The 409 says why in the chat ("Not sent: …") and the latest text is read; that read's
    # redraw of the conversation landed after the failure and wiped it, as it did a refused
    # regenerate's (5e0379f).
    article = redline.create_article("Moved on", STORY)
    page.add_init_script(HOLD_BACK)
    open_article(page, article["id"])
    page.evaluate("window.__holdBack = '/api/chat/sessions/'")
    page.route("**/api/chat/send*", _refuse(409, MOVED))
    page.fill("#message", "Make the ending sadder")
    page.press("#message", "Enter")
    expect(page.locator("#status")).to_contain_text("Not sent: the article changed elsewhere.")
    # The latest text has been read (its conversation landed late) …
    expect(page.locator("html")).to_have_attribute("data-held-landed", "1")
    # … and the reason is still there, with Retry, and the message back in the box.
    failed = page.locator("#messages .local-error")
    expect(failed.locator(".msg-text")).to_have_text(f"Not sent: {MOVED_SAID}")
    expect(failed.get_by_role("button", name="Retry")).to_be_visible()
    expect(page.locator("#message")).to_have_value("Make the ending sadder")
    # Let through: Retry sends it, and the failure goes.
    page.unroute("**/api/chat/send*")
    page.evaluate("window.__holdBack = null")
    redline.stub.enqueue(reply="Moved on\n\n" + STORY.replace("rain", "cold rain"))
    failed.get_by_role("button", name="Retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(failed).to_have_count(0)


def test_a_preference_rejected_just_after_a_reply_stays_rejected(
    page: Any, redline: Redline
) -> None:
    # After a reply the panel reads the persona again (what the turn taught lands just
    # after it). A read sent before the writer rejected a preference, answered after, drew
    # the list as it was: the preference active again, its Undo gone.
    persona = redline.call("POST", "/api/personas", {"name": "Late read"})
    article = redline.create_article("Late read", STORY, persona_id=persona["id"])
    redline.stub.enqueue(reply="Late read\n\n" + STORY)
    redline.send(article["id"], "From now on, always keep paragraphs short.")
    deadline = time.monotonic() + 30
    while not redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]:
        assert time.monotonic() < deadline, "nothing was learned"
        time.sleep(0.1)
    page.add_init_script(HOLD_BACK_ASKED)
    open_article(page, article["id"])
    page.locator("#persona-view > summary").click()
    item = page.locator("#persona-prefs li.pref").first
    expect(item).to_have_attribute("data-state", "active")
    # Held until released: a fixed hold could run out on a loaded machine before the writer
    # decided, and the late read would land before the decision, not after it.
    page.evaluate("window.__holdBack = '/api/personas/'; window.__holdMs = null")
    redline.stub.enqueue(reply="Late read\n\n" + STORY.replace("rain", "cold rain"))
    page.fill("#message", "Make the ending colder")
    page.press("#message", "Enter")
    expect(page.locator("#status")).to_have_text("V2 saved.")
    # The persona is being read again (the read is held back) when the writer decides.
    expect(page.locator("html")).to_have_attribute("data-held-asked", re.compile("[1-9]"))
    assert page.evaluate("window.__heldLanded") == 0
    item.get_by_role("button", name="Reject:").click()
    item.get_by_role("button", name="Reject it").click()
    expect(item).to_have_attribute("data-state", "rejected")
    # The reads of the persona sent as the reply landed come back after the decision …
    asked = page.evaluate(
        "() => { window.__releaseHeld(); return document.documentElement.dataset.heldAsked; }"
    )
    expect(page.locator("html")).to_have_attribute("data-held-landed", asked)
    expect(page.locator("#persona-prefs")).to_have_attribute("aria-busy", "false")
    # … and the list still shows the decision, with its Undo and the keyboard on it — read
    # at once: the panel reads the persona again a few seconds later, which would hide a
    # stale list by drawing it right again.
    assert item.get_attribute("data-state") == "rejected"
    assert page.evaluate("document.activeElement.classList.contains('pref-undo')")
    expect(item.get_by_role("button", name="Undo")).to_be_visible()
    expect(page.locator("#persona-count")).to_have_text("(0)")


def test_the_changes_asked_for_last_are_the_ones_shown(page: Any, redline: Redline) -> None:
    # The page opens on the changes of V3, fetched as it loads; the writer asks for V2's
    # before they arrive. Answered late, V3's replaced what the writer had asked for.
    article = redline.create_article("Two edits", STORY)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    redline.send(article["id"], 'Replace "rain" with "snow"')
    # Held until released: a fixed hold could run out on a loaded machine before V2's changes
    # were asked for, and V3's would land first, as they should.
    page.add_init_script(HOLD_BACK + "window.__holdBack = '/diff'; window.__holdMs = null;")
    open_article(page, article["id"])
    page.evaluate("window.__holdBack = null")
    assert page.evaluate("window.__heldLanded") == 0
    page.get_by_role("button", name="Show changes (V2)").click()
    heading = page.locator("#changes-heading")
    expect(heading).to_have_text("Changes V1→V2")
    # V3's changes, asked for first, land last …
    page.evaluate("window.__releaseHeld()")
    expect(page.locator("html")).to_have_attribute("data-held-landed", "1")
    expect(page.locator("#changes-bar")).to_have_attribute("data-loading", "0")
    # … and V2's are still the ones shown.
    expect(heading).to_have_text("Changes V1→V2")
    expect(page.locator("#article-body ins")).to_have_text("thirty")
