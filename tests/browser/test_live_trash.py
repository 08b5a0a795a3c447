"""An article moved to the trash elsewhere (another tab, an API client) says so in the open
panel, and says so again when it comes back: its text is unchanged, so nothing else moves."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Redline, open_article


def test_a_panel_hears_its_article_go_to_the_trash_and_come_back(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("周报", "这周做了三件事。\n\n下周继续。")
    open_article(page, made["id"])
    status = page.locator("#status")

    redline.call("DELETE", f"/api/contents/{made['id']}")
    page.wait_for_function(
        "() => document.querySelector('#status').textContent.includes('now in the trash')"
    )
    assert "still works as usual" in status.inner_text()
    assert page.locator("#article-version").inner_text() == "V1"

    redline.call("POST", f"/api/contents/{made['id']}/untrash", {})
    page.wait_for_function(
        "() => document.querySelector('#status').textContent.includes('out of the trash')"
    )
