"""Session 32: a writer who uses only the keyboard. Tab walks the page in reading order to the
suggestion box and on to Send once there is something to send; Shift+Enter breaks a line,
Enter sends and the keyboard stays in the box for the next suggestion; Esc stops a reply being
written and leaves the keyboard where it was."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser

BODY = "We waited twenty minutes.\n\nThe bus never came."
FOCUSED = "() => document.activeElement.id || document.activeElement.tagName"


def test_tab_enter_shift_enter_and_esc_are_enough_to_edit(page: Any, redline: Redline) -> None:
    article = redline.create_article("Bus", BODY)
    open_article(page, article["id"])
    walked = []
    while page.evaluate(FOCUSED) != "message" and len(walked) < 30:
        page.keyboard.press("Tab")
        walked.append(page.evaluate(FOCUSED))
    # The article's controls, then its text, then the conversation, then the box.
    assert walked.index("edit-article") < walked.index("article-body") < walked.index("message")
    assert walked.index("transcript") < walked.index("message")
    page.keyboard.type("line one")
    page.keyboard.press("Shift+Enter")
    page.keyboard.type("line two")
    expect(page.locator("#message")).to_have_value("line one\nline two")
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED) == "send"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Control+A")
    page.keyboard.type('Replace "twenty" with "thirty"')
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    assert page.evaluate(FOCUSED) == "message"
    reply = "Bus\n\nWe waited thirty long, cold minutes.\n\nThe bus never came."
    redline.stub.enqueue(reply=reply, chunk_delay=0.3)
    page.keyboard.type("make it more vivid")
    page.keyboard.press("Enter")
    expect(page.locator("#messages .msg-live")).to_contain_text("Writing")
    page.keyboard.press("Escape")
    expect(page.locator("#messages .msg-assistant").last).to_have_attribute(
        "data-status", "stopped"
    )
    expect(page.locator("#article-version")).to_have_text("V2")
    assert page.evaluate(FOCUSED) == "message"
    shot(page, "s32-panel2-keyboard-stopped")
