"""In a wide window (2200 px) the article's head stretched over the whole pane while its text
stays 46rem wide: the Export links stood some 800 px right of the text they export, at the
pane's far edge. The head is as wide as the text."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


@pytest.mark.parametrize("width", [2200, 1280])
def test_the_export_links_end_where_the_text_ends(page: Any, redline: Redline, width: int) -> None:
    article = redline.create_article("Wide", "The team met on Monday.\n\nLunch was late.")
    page.set_viewport_size({"width": width, "height": 1000})
    open_article(page, article["id"])
    text = page.locator("#article-body").bounding_box()
    links = page.locator(".export-links").bounding_box()
    shot(page, f"s20-wide-{width}")
    text_right = text["x"] + text["width"]
    links_right = links["x"] + links["width"]
    assert links_right <= text_right + 1, (links_right, text_right)
    assert links_right >= text_right - 40, (links_right, text_right)  # still at the right
