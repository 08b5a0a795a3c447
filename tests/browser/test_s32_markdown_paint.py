"""Session 32: an article with inline Markdown is first painted with its marks hidden. The server
draws the paragraphs as written ("We waited **twenty** minutes") and the panel hides the marks
when it draws them; the page was painted in between, the raw marks flashing. Without scripts the
paragraphs still read, as written."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab

pytestmark = pytest.mark.browser

BODY = "We waited **twenty** minutes at the *old* stop.\n\nThe bus never came."

# When the article first read with its marks hidden, against the page's first paint.
DRAWN_AT = """window.drawnAt = null;
new MutationObserver(() => {
  if (window.drawnAt === null && document.querySelector("#article-body strong")) {
    window.drawnAt = performance.now();
  }
}).observe(document, { subtree: true, childList: true });"""
FIRST_PAINT = (
    """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null"""
)


def test_the_article_is_first_painted_with_its_markdown_marks_hidden(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("The bus", BODY)
    for page in browser_tab(browser, redline.url):
        page.add_init_script(DRAWN_AT)
        for _ in range(3):  # the second and third time from the cache, quicker
            page.goto(f"/articles/{article['id']}")
            page.wait_for_selector("body[data-ready='1']")
            page.wait_for_function(FIRST_PAINT)
            drawn, painted = page.evaluate("window.drawnAt"), page.evaluate(FIRST_PAINT)
            assert drawn is not None and drawn <= painted, (drawn, painted)


def test_without_scripts_the_article_reads_as_written(browser: Any, redline: Redline) -> None:
    article = redline.create_article("The bus", BODY)
    context = browser.new_context(java_script_enabled=False, base_url=redline.url)
    try:
        page = context.new_page()
        page.goto(f"/articles/{article['id']}")
        expect(page.locator("#article-body p").first).to_be_visible()
        expect(page.locator("#article-body p").first).to_have_text(
            "We waited **twenty** minutes at the *old* stop."
        )
    finally:
        context.close()
