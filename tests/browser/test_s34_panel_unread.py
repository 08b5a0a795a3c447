"""An article opened while the server fails to read its conversation (a 500, a moment), session
34: the panel drew the welcome of a new conversation — "Loaded «…». Tell me what to change." —
as if the earlier turns were gone, with nothing to read them again but a reload. It now says
the conversation could not be read, with Retry, which draws it."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

FAILING = {
    "status": 500,
    "content_type": "application/json",
    "body": '{"status_code": 500, "detail": "Internal Server Error"}',
}


def test_a_conversation_the_server_failed_to_read_is_not_drawn_as_a_new_one(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Unread", "We waited twenty minutes.\n\nThe bus came.")
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    sessions = f"**/api/chat/sessions/{article['id']}"
    page.route(sessions, lambda route: route.fulfill(**FAILING))
    # Without its events stream: the stream's first event makes the panel catch up on its own
    # (it also draws the conversation, once the server reads it) — on a loaded machine late
    # enough to draw it between lifting the failure and the click, taking the Retry away.
    page.route(f"**/api/contents/{article['id']}/events", lambda route: route.abort())
    open_article(page, article["id"])
    transcript = page.locator("#transcript")
    expect(transcript).to_contain_text("Could not load the conversation.")
    expect(transcript).not_to_contain_text("Tell me what to change.")
    shot(page, "s34-unread-conversation")
    retry = transcript.get_by_role("button", name="↻ Retry")
    # Still failing: the Retry stays. Its failed read must have come back before the route is
    # lifted, or on a loaded machine the read goes out after and draws the conversation.
    with page.expect_response(lambda r: f"/api/chat/sessions/{article['id']}" in r.url):
        retry.click()
    expect(page.locator("#status")).to_contain_text("Could not load the conversation.")
    expect(retry).to_be_visible()
    page.unroute(sessions)
    retry.click()
    expect(transcript.locator(".msg-user")).to_have_text(
        re.compile('Replace "twenty" with "thirty"')
    )
    expect(transcript).to_contain_text("V1→V2 saved.")
    expect(page.locator("#message")).to_be_focused()
