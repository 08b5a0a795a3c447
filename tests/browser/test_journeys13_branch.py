"""Editing an earlier message, session 13: the new wording, typed but not yet saved, survives a
reload like the suggestion box's draft and a hand edit do."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"


def send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")


def test_an_earlier_message_being_rewritten_comes_back_in_its_box_after_a_reload(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("鸭子", BODY)
    open_article(page, article["id"])
    send(page, "把“十五”改成“五十”")
    send(page, "删除第三段")
    expect(page.locator("#article-version")).to_have_text("V3")
    first = page.locator("#transcript .msg-user").first
    first.locator(".edit-message").click()
    page.locator("#transcript .edit-area").fill("把“十五”改成“二十”")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    # The box is open again on that message, with what was typed, and the writer is told.
    area = page.locator("#transcript .msg-user").first.locator(".edit-area")
    expect(area).to_have_value("把“十五”改成“二十”")
    expect(page.locator("#status")).to_contain_text("not saved")
    shot(page, "journeys13-message-edit-kept")
    page.locator("#transcript .msg-edit .save-edit").click()
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    assert "二十只鸭子" in redline.call("GET", f"/api/contents/{article['id']}")["body"]
    # Saved: a reload opens no box.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .edit-area")).to_have_count(0)

    # A new wording cancelled is dropped: it does not come back.
    page.locator("#transcript .msg-user .edit-message").first.click()
    page.locator("#transcript .edit-area").fill("把“十五”改成“三十”")
    page.keyboard.press("Escape")
    expect(page.locator("#transcript .edit-area")).to_have_count(0)
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .msg-user").first).to_contain_text("把“十五”改成“二十”")
    expect(page.locator("#transcript .edit-area")).to_have_count(0)
