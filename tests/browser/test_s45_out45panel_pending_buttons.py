"""A writer's message whose reply is still being written offers no ⤺ Continue from here, after
a reload as live (session 45, outside45b's finding 3). Reloaded mid-reply, the panel drew the
pending message with the button; pressing it went back at once and the reply then landed as a
new version on the branch the writer had just left. The buttons are now drawn from the same
state on first load as live; once the reply is stopped the button is offered again."""

import time
import urllib.error
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, named, open_article

pytestmark = pytest.mark.browser

WAIT = 20_000  # a server reply on a loaded machine
BODY = (
    "The leaves turned yellow.\n\nMany people strolled by the lake.\n\nIn the evening we went home."
)
SLOW = (
    "Autumn\n\nThe leaves turned yellow.\n\nMany people strolled by the lake.\n\n"
    "As the sun slid behind the hills and painted the lake gold, we finally went home."
)


def _pending(redline: Redline, content_id: str) -> bool:
    try:
        session = redline.call("GET", f"/api/chat/sessions/{content_id}")
    except urllib.error.HTTPError as error:
        if error.code == 404:  # the conversation is not made yet
            return False
        raise
    return any(m.get("pending") for m in session["path"])


def _wait_pending(redline: Redline, content_id: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not _pending(redline, content_id):
        assert time.monotonic() < deadline, "the writer's message never showed pending"
        time.sleep(0.2)


def test_a_pending_message_offers_no_continue_from_here_before_or_after_a_reload(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    article = redline.create_article("Autumn", BODY)
    # About two minutes of streaming: still being written when checked; Stop ends it.
    redline.stub.enqueue(SLOW, chunk_delay=120 / len(SLOW) * 8)
    open_article(page, article["id"])
    page.fill("#message", "Make the last paragraph more vivid")
    page.press("#message", "Enter")
    _wait_pending(redline, article["id"])

    log = page.locator("#transcript")
    stop = page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))
    expect(stop).to_be_visible(timeout=WAIT)
    expect(log.locator(".msg-user .edit-message")).to_be_visible(timeout=WAIT)
    expect(log.locator(".continue-here")).to_have_count(0)

    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    # Reloaded, the page did not ask for this reply: Stop is on the "writing…" line.
    stop = log.locator(".pending .stop-elsewhere")
    expect(stop).to_be_visible(timeout=WAIT)
    # The transcript is drawn (the message's own buttons are there) and the reply still pending.
    expect(log.locator(".msg-user .edit-message")).to_be_visible(timeout=WAIT)
    expect(log.locator(".continue-here")).to_have_count(0)
    assert _pending(redline, article["id"]), "the reply ended before the check"

    # Once the reply is stopped the message is no longer pending: the button is offered again.
    stop.click()
    expect(log.locator(".msg-user .continue-here")).to_have_count(1, timeout=WAIT)
    assert not _pending(redline, article["id"])
