"""Session 37: a very long article opens fast and still works whole. Its paragraphs are drawn
in boxes laid out only near the screen, yet every one is in the page (the browser's find
reaches the last), its changes are drawn and walked to, and the "Limit to" list offers every
paragraph once the writer reaches it (not before: thousands of options slowed each layout)."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

PARAGRAPHS = 1_000


def long_body() -> str:
    return "\n\n".join(f"Paragraph {n}: the choir met at the hall." for n in range(PARAGRAPHS))


def test_a_long_article_is_drawn_in_boxes_and_found_chosen_and_reviewed_whole(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Long", long_body())
    redline.send(article["id"], 'Replace "Paragraph 990:" with "Paragraph 990 (moved):"')
    open_article(page, article["id"])
    body = page.locator("#article-body")
    expect(body.locator("ins")).to_have_text(" (moved)")
    expect(body.locator(".para-chunk")).to_have_count(PARAGRAPHS // 100)
    expect(body.locator("p")).to_have_count(PARAGRAPHS)
    # Laid out only near the screen, yet in the page: find reaches the last paragraph.
    assert page.evaluate("window.find('Paragraph 998: the choir')")
    # The change is walked to: the text scrolls to it.
    page.locator("#next-change").click()
    expect(body.locator(".change.current")).to_be_in_viewport()
    # The list of paragraphs is filled once reached, every paragraph in it.
    choice = page.locator("#scope-paragraph")
    assert choice.locator("option").count() < 10
    choice.focus()
    expect(choice.locator("option")).to_have_count(PARAGRAPHS + 2)
    choice.select_option(index=2 + 900)  # after "the whole article" and "the selected text"
    expect(page.locator("#selection-text")).to_contain_text("Paragraph 900: the choir")
