"""The persona page, session 13: a preference edited down to nothing is answered beside its
box, not at the foot of the page."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def test_an_empty_preference_edit_is_answered_beside_its_box(page: Any, redline: Redline) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "不用表情"})
    made = redline.create_article(
        "表情", "今天天气很好！😀\n\n我们去了公园。🦆", persona_id=persona["id"]
    )
    redline.send(made["id"], "去掉所有表情")
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    item = page.locator("li.pref").first
    # The style learner saves what the turn taught just after the reply.
    for _ in range(20):
        if item.count():
            break
        page.wait_for_timeout(500)
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
    before = item.locator(".pref-statement").inner_text()
    item.get_by_role("button", name="Edit").click()
    box = item.get_by_label("Preference statement")
    box.fill("")
    item.get_by_role("button", name="Save").click()
    error = item.locator("[role='alert']")
    expect(error).to_be_visible()
    expect(error).to_contain_text("empty")
    expect(box).to_be_focused()
    # Nothing was saved: Cancel shows the preference as it was.
    item.get_by_role("button", name="Cancel").click()
    expect(item.locator(".pref-statement")).to_have_text(before)
