"""Journeys an outside tester walked in session 7 that failed: the browser tab's title after a
rename, right-to-left text, printing a version, a send on a phone, long titles on a phone,
and more (see /work/team/journeys7.md)."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

COUNCIL = "\n\n".join(
    f"Paragraph {n}: the council met on Tuesday and talked about the budget for twenty minutes."
    for n in range(1, 9)
)


def wait_for_reply(page: Any) -> None:
    """The turn is over: Send is Send again and the conversation is not busy."""
    page.wait_for_function(
        "() => document.querySelector('#send').dataset.mode === 'send'"
        " && document.querySelector('#transcript').getAttribute('aria-busy') !== 'true'"
    )


def test_the_browser_tab_names_the_article_after_its_title_is_changed(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("秋天的公园", "公园里有十五棵银杏树。")
    open_article(page, made["id"])
    expect(page).to_have_title("秋天的公园 · Redline")
    page.fill("#message", "标题改成「秋日公园」")
    page.locator("#message").press("Enter")
    expect(page.locator("#article-title")).to_have_text("秋日公园")
    expect(page).to_have_title("秋日公园 · Redline")
