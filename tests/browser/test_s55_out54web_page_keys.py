"""Last session's leftover of the keyboard caret (outside53 F13): PageDown / PageUp scrolled
the article but left the caret behind, out of sight, and the next ↓ jumped back to where the
reading had been. They now take the caret a screen along, in sight; with Shift the selection
grows to it. English and Chinese text."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article
from tests.browser.test_s54_out54fix_keyboard_caret import caret, caret_where

EN = "\n\n".join(
    f"Paragraph {i}: the council met again to talk about the bus route." for i in range(80)
)
ZH = "\n\n".join(f"第{i}段：议事会又开了一次会，讨论公交线路。" for i in range(80))
IN_SIGHT = """() => { const c = document.querySelector('.article-caret');
  const r = c.getBoundingClientRect();
  return !c.hidden && r.top >= 0 && r.bottom <= innerHeight; }"""


@pytest.mark.parametrize("body", [EN, ZH], ids=["en", "zh"])
def test_page_down_and_up_take_the_caret_along(page: Any, redline: Redline, body: str) -> None:
    article = redline.create_article("Long", body)
    open_article(page, article["id"])
    page.locator("#article-body").focus()
    caret_where(page, lambda c: c["paragraph"] == 0)
    page.keyboard.press("PageDown")
    down = caret_where(page, lambda c: c["paragraph"] > 5)
    assert page.evaluate(IN_SIGHT), caret(page)
    # ↓ goes on from there, not from the top.
    page.keyboard.press("ArrowDown")
    caret_where(page, lambda c: c["paragraph"] == down["paragraph"] + 1)
    page.keyboard.press("PageUp")
    caret_where(page, lambda c: c["paragraph"] < down["paragraph"])
    assert page.evaluate(IN_SIGHT), caret(page)
    # Shift+PageDown selects from the caret a screen down.
    page.keyboard.press("Shift+PageDown")
    expect(page.locator("#selection-text")).to_contain_text("Applies to the selection")
