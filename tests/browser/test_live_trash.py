"""An article moved to the trash elsewhere (another tab, an API client) says so in the open
panel, and says so again when it comes back: its text is unchanged, so nothing else moves."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

# The page's events stream opens 1.5 s late, as it may on a loaded machine: the page is
# ready for the writer well before it listens.
LATE_EVENTS = """
(() => {
  const Original = window.EventSource;
  window.EventSource = function (url, options) {
    const late = new EventTarget();
    const listeners = [];
    late.addEventListener = (...listener) => listeners.push(listener);
    late.close = () => {
      late.closed = true;
      late.real?.close();
    };
    setTimeout(() => {
      if (late.closed) return;
      late.real = new Original(url, options);
      for (const listener of listeners) late.real.addEventListener(...listener);
    }, 1500);
    return late;
  };
})();
"""


def test_a_panel_hears_its_article_go_to_the_trash_and_come_back(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("周报", "这周做了三件事。\n\n下周继续。")
    page.add_init_script(LATE_EVENTS)
    open_article(page, made["id"])
    status = page.locator("#status")
    # The page hears its article's events once its stream is open: a change made before then
    # (the stream opens after the page is ready) is not announced, only caught up with.
    expect(page.locator("body")).to_have_attribute("data-live", "1")

    redline.call("DELETE", f"/api/contents/{made['id']}")
    page.wait_for_function(
        "() => document.querySelector('#status').textContent.includes('now in the trash')"
    )
    assert "still works as usual" in status.inner_text()
    assert page.locator("#article-version").inner_text() == "V1"

    redline.call("POST", f"/api/contents/{made['id']}/untrash", {})
    page.wait_for_function(
        "() => document.querySelector('#status').textContent.includes('out of the trash')"
    )
