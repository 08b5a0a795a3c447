"""The panel does not move under the reader while it loads: the changes bar of a version
made by a chat turn holds its place from the first paint (layout shift measured by Chromium's
own PerformanceObserver, as Lighthouse's CLS is), on a phone and on a desktop, in English and
in Chinese."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

# Every layout shift the page makes without input, from navigation on (buffered).
RECORD_SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) {
      window.__shifts.push({
        value: entry.value,
        nodes: entry.sources.map((s) => s.node?.id || s.node?.className || s.node?.nodeName),
      });
    }
  }
}).observe({ type: "layout-shift", buffered: true });
"""
# Two frames after the last change drawn, so its shifts (if any) have been reported.
SETTLED = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
# "Good" CLS is under 0.1; before the bar held its place, a phone measured 0.28.
MOST = 0.01

EIGHT = "\n\n".join(
    f"Paragraph {n}: the bus was twenty minutes late and we waited by the park, talking about "
    "the weather and the city."
    for n in range(1, 9)
)
CHINESE = "\n\n".join(
    f"第{n}段：公交车晚了十五分钟，我们在公园旁边等着，聊着天气和城市。" for n in range(1, 7)
)


def layout_shift(browser: Any, redline: Redline, content_id: str, **context: Any) -> float:
    tab_context = browser.new_context(base_url=redline.url, **context)
    try:
        tab = tab_context.new_page()
        tab.add_init_script(RECORD_SHIFTS)
        open_article(tab, content_id)
        expect(tab.locator("#changes-bar")).not_to_have_attribute("aria-busy", "true")
        expect(tab.locator("#changes-position")).not_to_be_empty()
        expect(tab.locator("#article-body ins").first).to_be_visible()
        tab.evaluate(SETTLED)
        shifts = tab.evaluate("window.__shifts")
        width = context["viewport"]["width"]
        shot(tab, f"layout-{width}-{content_id}")
        total = sum(s["value"] for s in shifts)
        assert total < MOST, f"layout shifts at {width}px: {shifts}"
        return total
    finally:
        tab_context.close()


@pytest.mark.parametrize(
    ("body", "suggestion"),
    [(EIGHT, 'Replace "twenty" with "thirty"'), (CHINESE, "把“十五”改成“五十”")],
    ids=["english", "chinese"],
)
def test_the_changes_bar_holds_its_place_while_the_panel_loads(
    browser: Any, redline: Redline, body: str, suggestion: str
) -> None:
    article = redline.create_article("The bus", body)
    redline.send(article["id"], suggestion)
    phone = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
    layout_shift(browser, redline, article["id"], **phone)
    layout_shift(browser, redline, article["id"], viewport={"width": 1280, "height": 800})
    layout_shift(
        browser, redline, article["id"], viewport={"width": 390, "height": 844}, color_scheme="dark"
    )
