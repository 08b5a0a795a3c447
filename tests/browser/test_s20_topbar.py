"""On a phone (390 px) an article whose persona has a long name opened under a top bar of
five lines — "Persona: Marketing team — formal British English for press releases" wrapped
over three — a fifth of the screen before the title. The persona's link keeps to one line
(its whole name in its tooltip); nothing is wider than the screen."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

NAME = "Marketing team — formal British English for press releases"


def test_a_long_persona_name_keeps_the_phone_top_bar_short(page: Any, redline: Redline) -> None:
    persona = redline.call("POST", "/api/personas", {"name": NAME})
    article = redline.create_article("Spring launch", "The team met on Monday.", persona["id"])
    page.set_viewport_size({"width": 390, "height": 844})
    open_article(page, article["id"])
    link = page.locator(".topbar-nav a", has_text="Persona:")
    expect(link).to_have_attribute("title", f"Persona: {NAME}")
    line = link.evaluate("(a) => parseFloat(getComputedStyle(a).lineHeight) || 24")
    height = link.bounding_box()["height"]
    shot(page, "s20-topbar-long-persona")
    assert height < 1.5 * line, (height, line)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # It still leads to the persona.
    link.click()
    expect(page.locator("#persona-name")).to_have_text(NAME)
