"""Session 32: on a phone the suggestion box follows the conversation. The stacked chat pane was
kept 80 % of the screen tall, so a short conversation left a gap of half a screen between its
last message and the box the writer types in next."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser

# Between the last message and the box: the status line and the box's own label, no more.
GAP = """() => {
  const last = [...document.querySelectorAll("#messages > li")].at(-1).getBoundingClientRect();
  return document.querySelector("#composer").getBoundingClientRect().top - last.bottom;
}"""


@pytest.mark.parametrize("width", [320, 375, 768])
def test_the_suggestion_box_follows_a_short_conversation_on_a_phone(
    browser: Any, redline: Redline, width: int
) -> None:
    article = redline.create_article("Short", "We waited twenty minutes.\n\nThe bus never came.")
    # A new article: its conversation is the welcome line.
    for page in browser_tab(browser, redline.url, viewport={"width": width, "height": 740}):
        open_article(page, article["id"])
        page.locator("#composer").scroll_into_view_if_needed()
        gap = page.evaluate(GAP)
        shot(page, f"s32-phone-chat-{width}")
        assert 0 <= gap <= 60, f"{gap:.0f} px between the conversation and the box at {width} px"


def test_a_long_conversation_scrolls_in_its_own_box_above_the_suggestion_box(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("Long", "We waited twenty minutes.\n\nThe bus never came.")
    for n in range(12):
        redline.send(article["id"], f"Note {n}: keep it short")
    for page in browser_tab(browser, redline.url, viewport={"width": 375, "height": 740}):
        open_article(page, article["id"])
        transcript = page.locator("#transcript").bounding_box()
        composer = page.locator("#composer").bounding_box()
        assert transcript["height"] <= 0.6 * 740 + 1
        assert composer["y"] - (transcript["y"] + transcript["height"]) <= 60
