"""Session 19: the changes bar is as tall as what it lists — one change left an empty band
under its line, the bar's height being fixed for twelve — and, stuck at the top while the
writer scrolls, it keeps only its controls in view, flush with the top of the pane: its
heading and list covered a quarter of a phone's screen of text, and on a desktop a strip of
text showed above it. At desktop and phone widths."""

import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TWELVE = "\n\n".join(
    f"Paragraph {n}: the council met on Tuesday and residents of district {n} asked for "
    "twenty more stops near the school."
    for n in range(1, 13)
)
# Where the bar is, what it lists and where its controls begin, in the viewport.
MEASURE = """() => {
  const bar = document.querySelector('#changes-bar').getBoundingClientRect();
  const lines = document.querySelector('#changes-lines').getBoundingClientRect();
  const controls = document.querySelector('.changes-controls').getBoundingClientRect();
  const pane = document.querySelector('#article-pane');
  const scrolls = getComputedStyle(pane).overflowY === 'auto';
  const top = scrolls ? pane.getBoundingClientRect().top : 0;
  return {barTop: bar.top, barBottom: bar.bottom, linesBottom: lines.bottom,
          controlsTop: controls.top, paneTop: top};
}"""


def _stuck(m: dict[str, float]) -> bool:
    return (
        m["barTop"] <= m["paneTop"] + 1
        and m["controlsTop"] - m["paneTop"] < 12
        and m["linesBottom"] <= m["paneTop"] + 1
        and m["barBottom"] - m["paneTop"] < 130
    )


def _measure_once_stuck(tab: Any) -> dict[str, float]:
    """Where the bar is once it has stuck, or where it is at the deadline. A wheel scroll is
    animated and Playwright does not wait for it: a fixed pause read it mid-way under load."""
    deadline = time.monotonic() + 10
    while True:
        measured: dict[str, float] = tab.evaluate(MEASURE)
        if _stuck(measured) or time.monotonic() > deadline:
            return measured
        tab.wait_for_timeout(50)


@pytest.mark.parametrize(
    "viewport",
    [{"width": 1280, "height": 860}, {"width": 390, "height": 800}],
    ids=["desk", "phone"],
)
def test_the_changes_bar_fits_its_list_and_keeps_only_its_controls_when_stuck(
    browser: Any, redline: Redline, viewport: dict[str, int]
) -> None:
    article = redline.create_article("Council", TWELVE)
    redline.send(article["id"], 'Replace "Paragraph 3:" with "Third:"')
    context = browser.new_context(viewport=viewport, base_url=redline.url)
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        expect(tab.locator("#changes-bar")).not_to_have_attribute("aria-busy", "true")
        expect(tab.locator("#changes-lines li")).to_have_count(1)
        shown = tab.evaluate(MEASURE)
        shot(tab, f"s19-changes-bar-one-{viewport['width']}")
        # No empty band between the one line and the controls.
        assert shown["controlsTop"] - shown["linesBottom"] < 16, shown

        # Scrolled down the article: the bar's controls stay, its heading and list are gone
        # from view, and no text shows above it.
        target = tab.locator("#article-body p").nth(9)
        target.scroll_into_view_if_needed()
        tab.mouse.move(viewport["width"] // 4, viewport["height"] // 2)
        tab.mouse.wheel(0, 400)
        stuck = _measure_once_stuck(tab)
        shot(tab, f"s19-changes-bar-stuck-{viewport['width']}")
        assert stuck["barTop"] <= stuck["paneTop"] + 1, stuck
        assert stuck["controlsTop"] - stuck["paneTop"] < 12, stuck
        assert stuck["linesBottom"] <= stuck["paneTop"] + 1, stuck
        assert stuck["barBottom"] - stuck["paneTop"] < 130, stuck
        expect(tab.locator("#next-change")).to_be_in_viewport()
    finally:
        context.close()
