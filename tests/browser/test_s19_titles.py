"""Session 19: a title typed or pasted with a direction override in it (U+202E turned
"report‮txt.exe" into "reportexe.txt" wherever it was listed) is saved and shown without it —
made on the home page, and renamed in its row."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

RLO, LRI, PDI = "\u202e", "\u2066", "\u2069"


def test_a_title_with_direction_overrides_is_shown_without_them(
    page: Any, redline: Redline
) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#create-title", f"report{RLO}txt.exe")
    page.fill("#create-body", "The quarterly report.")
    page.locator("#create-form button[type='submit']").click()
    page.wait_for_selector("body[data-ready='1'][data-content-id]")
    expect(page.locator("#article-title")).to_have_text("reporttxt.exe")
    content_id = page.locator("body").get_attribute("data-content-id")
    assert redline.call("GET", f"/api/contents/{content_id}")["title"] == "reporttxt.exe"

    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    row = page.locator(f"tr[data-content-id='{content_id}']")
    expect(row.locator(".article-link")).to_have_text("reporttxt.exe")
    row.locator("button.rename-article").click()
    box = row.locator(".rename-form input")
    box.fill(f"周报{LRI}草稿{PDI}")
    box.press("Enter")
    expect(row.locator(".article-link")).to_have_text("周报草稿")
    assert redline.call("GET", f"/api/contents/{content_id}")["title"] == "周报草稿"
