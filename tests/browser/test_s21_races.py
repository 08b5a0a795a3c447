"""Races found hunting session 21's flaky browser tests, each made certain by holding back the
one answer the page waits for (HOLD_BACK, test_s19_races.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article
from tests.browser.test_s19_races import HOLD_BACK

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."
MOVED = (
    "The article is now at V2, but this message was based on V1. Reload to see the latest "
    "text, then try again."
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
    expect(failed.locator(".msg-text")).to_have_text(f"Not sent: {MOVED}")
    expect(failed.get_by_role("button", name="Retry")).to_be_visible()
    expect(page.locator("#message")).to_have_value("Make the ending sadder")
    # Let through: Retry sends it, and the failure goes.
    page.unroute("**/api/chat/send*")
    page.evaluate("window.__holdBack = null")
    redline.stub.enqueue(reply="Moved on\n\n" + STORY.replace("rain", "cold rain"))
    failed.get_by_role("button", name="Retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(failed).to_have_count(0)
