"""The editor's desk at phone width after a rename to one long unbroken word (an 80-letter
German compound): the rename's title diff did not wrap, so the whole page scrolled sideways
(571 px on a 390 px phone; 4,027 px for a 500-letter title) while the article list and the
article page wrapped the same title. Found by outside39 (blind, session 39)."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, Redline, browser_tab

pytestmark = pytest.mark.browser

LONG = "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft"


@pytest.fixture
def phone(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, viewport=PHONE)


@pytest.mark.parametrize("title", [LONG, LONG * 6])
def test_a_rename_to_one_long_word_fits_the_desk_on_a_phone(
    phone: Any, redline: Redline, title: str
) -> None:
    made = redline.create_article("Cycle path", "The council met.\n\nIt voted yes.")
    renamed = redline.call("PATCH", f"/api/contents/{made['id']}", {"title": title})
    assert renamed["title"] == title
    for path in ("/", f"/articles/{made['id']}", "/desk"):
        phone.goto(path)
        if path == "/desk":
            expect(phone.locator(".title-diff ins").first).to_contain_text(LONG[:20])
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], (path, width)
