"""Going back from a writer's message: the article returns to the version before it, and the
withdrawn suggestion leaves the path the model is sent (an outside tester saw it sent as an
unanswered writer turn before the next one)."""

from __future__ import annotations

import time
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article


def _requests_after(redline: Redline, count: int, timeout: float = 10.0) -> list[dict]:
    deadline = time.monotonic() + timeout
    while len(redline.stub.requests) <= count and time.monotonic() < deadline:
        time.sleep(0.1)
    return redline.stub.requests[count:]


def _send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.locator("#message").press("Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")


def test_going_back_from_a_writers_message_takes_it_off_the_models_path(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("Ferry", "We took the ferry at dawn.\n\nThe sea was calm.")
    open_article(page, made["id"])
    _send(page, 'Replace "ferry" with "boat"')
    expect(page.locator("#article-version")).to_have_text("V2")
    back = page.locator("#transcript .msg-user .continue-here").first
    expect(back).to_have_attribute("aria-label", "Continue from here (go back to V1)")
    back.click()
    expect(page.locator("#article-version")).to_have_text("V1")
    session = redline.call("GET", f"/api/chat/sessions/{made['id']}")
    assert [m["role"] for m in session["path"]] == ["system"], session["path"]
    seen = len(redline.stub.requests)
    _send(page, "too formal — livelier")
    sent = _requests_after(redline, seen)
    assert sent, "the turn never reached the model"
    said = [m for m in sent[0]["messages"] if m.get("role") == "user"]
    assert len(said) == 1 and "Suggestion: too formal — livelier" in said[0]["content"], said
    assert not any("boat" in str(m.get("content")) for m in sent[0]["messages"]), said
    # The withdrawn message stays in history, off the path.
    session = redline.call("GET", f"/api/chat/sessions/{made['id']}")
    assert any(m["content"] == 'Replace "ferry" with "boat"' for m in session["messages"])
    assert not any(m["content"] == 'Replace "ferry" with "boat"' for m in session["path"])
