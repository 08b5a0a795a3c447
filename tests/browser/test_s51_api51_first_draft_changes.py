"""Session 51 (outside50 F14, second half): a draft the model wrote from a brief is V1 made on
no version; History → V1 → Changes heads it "Changes in V1" (Chinese: "V1 的改动"), never
"Changes V0→V1" or "Vnull→V1", and its comments are labelled V1."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def test_a_first_drafts_changes_read_changes_in_v1(page: Any, redline: Redline) -> None:
    personas = redline.call("GET", "/api/personas")
    redline.stub.enqueue(reply="Night Bus\n\nThe rain never stopped.\n\nThe bus never came.")
    made = redline.call(
        "POST",
        "/api/contents/generate",
        {"brief": "waiting for a bus", "persona_id": personas[0]["id"], "title": "Night Bus"},
    )
    history = redline.call("GET", f"/api/contents/{made['id']}/history")
    assert [(e["version"], e["base_version"]) for e in history] == [(1, None)]
    open_article(page, made["id"])
    page.click("#history-toggle")
    row = page.locator("#history-tree .hist-row[data-version='1']")
    row.locator(".hist-diff").first.click()
    heading = page.locator("#changes-heading")
    expect(heading).to_have_text("Changes in V1")
    expect(heading).not_to_contain_text("V0")
    expect(heading).not_to_contain_text("null")
