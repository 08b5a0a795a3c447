"""Versions in the browser: any two compared from the history drawer, read-only."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, assert_accessible, open_article, shot

pytestmark = pytest.mark.browser

NOTES = (
    "The team met on Monday to plan the spring launch.\n\n"
    "They wrote twenty pages of notes and argued about the budget.\n\n"
    "Everyone went home tired."
)


def test_any_two_versions_compare_from_history(page: Any, redline: Redline) -> None:
    article = redline.create_article("Compare me", NOTES)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')  # V2
    redline.send(article["id"], 'Replace "Monday" with "Friday"')  # V3
    open_article(page, article["id"])
    page.click("#history-toggle")
    expect(page.locator("#compare-from")).to_have_value("2")  # what made the version shown
    expect(page.locator("#compare-to")).to_have_value("3")
    page.select_option("#compare-from", "1")
    page.click("#history .compare-go")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#changes-heading")).to_have_text("Compare V1 → V3")
    expect(page.locator("#changes-heading")).to_be_focused()
    expect(page.locator("#changes-lines li")).to_have_text(
        ["paragraph 1: “Monday” → “Friday”", "paragraph 2: “twenty” → “thirty”"]
    )
    expect(page.locator("#article-body del")).to_have_text(["Monday", "twenty"])
    # A comparison is read-only: nothing in it can be rejected.
    expect(page.locator("#article-body button.reject-change")).to_have_count(0)
    expect(page.locator("#reject-all")).to_be_hidden()
    expect(page.locator("#changes-note")).to_contain_text("Two versions compared")
    assert_accessible(page, "two versions compared")
    shot(page, "versions-compare")


def test_reject_all_on_a_title_change_leaves_nothing_to_reject(page: Any, redline: Redline) -> None:
    """F-UI-2: after "Reject all changes" on a title-only edit the bar still offered to
    reject it again, as if nothing had happened."""
    article = redline.create_article("The bus", NOTES)
    redline.send(article["id"], 'change the title to "Spring"')  # V2
    open_article(page, article["id"])
    expect(page.locator("#changes-heading")).to_have_text("Changes V1→V2")
    expect(page.locator("#reject-all")).to_be_visible()
    page.click("#reject-all")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#article-title")).to_have_text("The bus")
    expect(page.locator("#reject-all")).to_be_hidden()
    expect(page.locator("#changes-note")).to_contain_text("Title change rejected (saved as V3)")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-title")).to_have_text("The bus")
    expect(page.locator("#reject-all")).to_be_hidden()
