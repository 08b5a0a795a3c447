"""Session 32: at 768 px (a tablet held upright) a short article ended with a bare band of page
background under the chat pane — a third of the window below the suggestion box. The stacked
chat pane now reaches the bottom of the window; a long article still scrolls as before."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser

PANE_BOTTOM = """() => {
  const pane = document.querySelector(".chat-pane").getBoundingClientRect();
  return { bottom: pane.bottom + scrollY, page: document.documentElement.scrollHeight };
}"""


@pytest.mark.parametrize(("width", "height"), [(768, 1024), (390, 844)])
def test_a_short_article_has_the_chat_pane_down_to_the_bottom(
    browser: Any, redline: Redline, width: int, height: int
) -> None:
    article = redline.create_article("Short", "We waited twenty minutes.\n\nThe bus never came.")
    for page in browser_tab(browser, redline.url, viewport={"width": width, "height": height}):
        open_article(page, article["id"])
        measured = page.evaluate(PANE_BOTTOM)
        shot(page, f"s32-panel2-short-page-{width}")
        assert measured["page"] == height  # short: nothing to scroll
        assert measured["bottom"] >= height - 1, f"a band of {height - measured['bottom']:.0f} px"


def test_a_long_article_still_scrolls_the_page_to_its_chat(browser: Any, redline: Redline) -> None:
    body = "\n\n".join(f"Paragraph {n}: we waited at the stop." for n in range(1, 41))
    article = redline.create_article("Long", body)
    for page in browser_tab(browser, redline.url, viewport={"width": 768, "height": 1024}):
        open_article(page, article["id"])
        measured = page.evaluate(PANE_BOTTOM)
        assert measured["page"] > 1024
        assert abs(measured["bottom"] - measured["page"]) <= 1
