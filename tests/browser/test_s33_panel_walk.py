"""What a walk through the panel found, session 33: a page reopened while its reply was being
written said "The reply arrived — the article is at V1." when that reply failed (the model
busy): it now says nothing was changed and that the reply says why, as the page that asked
does."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

BODY = (
    "The weather was fine today.\n\n"
    "We went to the park and saw fifteen ducks.\n\n"
    "We went home for dinner."
)


def _reopened_mid_reply(page: Any, redline: Redline, title: str, **reply: Any) -> dict:
    """An article whose reply, scripted by `reply`, is being written as the page reloads."""
    article = redline.create_article(title, BODY)
    redline.stub.enqueue(**reply)
    open_article(page, article["id"])
    page.fill("#message", "make the weather livelier")
    page.press("#message", "Enter")
    expect(page.locator("#transcript .msg.pending")).to_be_visible()
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .msg.pending.elsewhere")).to_be_visible()
    return article


def test_a_reply_that_failed_while_the_page_waited_is_not_said_to_have_arrived(
    page: Any, redline: Redline
) -> None:
    article = _reopened_mid_reply(page, redline, "Busy model", status=429, hang=5.0)
    failed = page.locator("#transcript .msg-assistant").last
    expect(failed).to_have_attribute("data-status", "error")
    expect(page.locator("#transcript .msg.pending")).to_have_count(0)
    expect(page.locator("#status")).to_have_text(
        "Nothing was changed — the reply says why; press its Retry when ready."
    )
    expect(failed.locator(".retry, .regenerate").first).to_be_visible()
    shot(page, "s33-walk-failed-while-reopened")
    assert redline.call("GET", f"/api/contents/{article['id']}")["version"] == 1
