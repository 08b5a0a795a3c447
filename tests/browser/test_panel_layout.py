"""The panel does not move under the reader while it loads: the changes bar of a version
made by a chat turn holds its place from the first paint (layout shift measured by Chromium's
own PerformanceObserver, as Lighthouse's CLS is), on a phone and on a desktop, in English and
in Chinese."""

import threading
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
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


class SlowPage:
    """Serves one article page as a slow network would: the HTML up to the suggestion box's
    opening tag, then the rest only once `release` is set; every other request of the page
    (scripts, styles, the API) goes to the app itself (routed by the browser context)."""

    def __init__(self, upstream: str, cut: str) -> None:
        self.upstream, self.cut = upstream, cut
        self.release = threading.Event()
        slow = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                with urllib.request.urlopen(slow.upstream + self.path, timeout=30) as response:
                    html = response.read()
                first, rest = html.split(slow.cut.encode(), 1)
                self.send_response(200)
                self.send_header("content-type", "text/html; charset=utf-8")
                self.send_header("connection", "close")
                self.end_headers()
                self.wfile.write(first + slow.cut.encode())
                self.wfile.flush()
                slow.release.wait(30)
                self.wfile.write(rest)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


# Resolves after a frame has been drawn with what the page holds now — or, when the page may
# not be drawn yet (rendering blocked until more of it arrives), after a second at most: the
# slow network then sends the rest either way.
DRAWN_OR_BLOCKED = """() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(() => done("drawn")));
  setTimeout(() => done("not drawn"), 1000);
})"""


def test_the_suggestion_box_holds_its_place_when_the_page_arrives_slowly(
    browser: Any, redline: Redline
) -> None:
    """On a slow network or a busy machine Chromium draws a page while it is still arriving.
    Drawn with the suggestion box's opening tag but not yet its text area, the box then jumped
    up by its own height when the rest arrived (measured 0.0093 on a desktop, the composer):
    now nothing is drawn until the whole panel is in."""
    article = redline.create_article("The slow bus", EIGHT)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    slow = SlowPage(redline.url, '<form id="composer" class="composer">')
    width, height = 1280, 800  # (on a phone the box is below the first screen)
    tab_context = browser.new_context(
        base_url=slow.url, viewport={"width": width, "height": height}
    )
    try:
        tab_context.route(
            "**/*",
            lambda route: (
                route.continue_(url=route.request.url.replace(slow.url, redline.url))
                if route.request.resource_type != "document"
                else route.continue_()
            ),
        )
        tab = tab_context.new_page()
        tab.add_init_script(RECORD_SHIFTS)
        tab.goto(f"/articles/{article['id']}", wait_until="commit", timeout=30000)
        tab.wait_for_function(
            "() => Boolean(document.getElementById('composer'))", polling=50, timeout=30000
        )
        tab.evaluate(DRAWN_OR_BLOCKED)
        slow.release.set()
        tab.wait_for_selector("body[data-ready='1']", timeout=30000)
        expect(tab.locator("#changes-bar")).not_to_have_attribute(
            "aria-busy", "true", timeout=30000
        )
        expect(tab.locator("#article-body ins").first).to_be_visible(timeout=30000)
        tab.evaluate(SETTLED)
        shifts = tab.evaluate("window.__shifts")
        shot(tab, f"layout-slow-{width}")
        total = sum(s["value"] for s in shifts)
        assert total < MOST, f"layout shifts at {width}px on a slow network: {shifts}"
    finally:
        tab_context.close()
        slow.close()
