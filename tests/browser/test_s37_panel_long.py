"""Session 37: a very long article opens fast and still works whole. Its paragraphs are drawn
in boxes laid out only near the screen, yet every one is in the page (the browser's find
reaches the last), its changes are drawn and walked to, and the "Limit to" list offers the
1,000 paragraphs around the one in view once the writer reaches it (not before, and not all:
25,000 options slowed each layout by seconds)."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

PARAGRAPHS = 1_500


def long_body() -> str:
    return "\n\n".join(f"Paragraph {n}: the choir met at the hall." for n in range(PARAGRAPHS))


def test_a_long_article_is_drawn_in_boxes_and_found_chosen_and_reviewed_whole(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Long", long_body())
    redline.send(article["id"], 'Replace "Paragraph 1490:" with "Paragraph 1490 (moved):"')
    open_article(page, article["id"])
    body = page.locator("#article-body")
    expect(body.locator("ins")).to_have_text(" (moved)")
    expect(body.locator(".para-chunk")).to_have_count(15)
    expect(body.locator("p")).to_have_count(PARAGRAPHS)
    # Laid out only near the screen, yet in the page: find reaches the last paragraph.
    assert page.evaluate("window.find('Paragraph 1498: the choir')")
    # The change is walked to: the text scrolls to it.
    page.locator("#next-change").click()
    expect(body.locator(".change.current")).to_be_in_viewport()
    # The list of paragraphs is filled once reached: the 1,000 around the one in view.
    choice = page.locator("#scope-paragraph")
    assert choice.locator("option").count() < 10
    choice.focus()
    expect(choice.locator("option")).to_have_count(1_000 + 2)
    expect(choice.locator("option").last).to_contain_text("paragraph 1500: Paragraph 1499:")
    choice.select_option(index=2 + 1_000 - 10)  # after "the whole article", "the selected text"
    expect(page.locator("#selection-text")).to_contain_text("Paragraph 1490 (moved): the choir")
