"""A catch-up in flight while the writer rejects a change or restores a version: what it fetched
before the writer's action landed after it and drew the older version over the newer one (the
article read V2 again after "the old text is back in V3"). Made certain by holding back the
catch-up's conversation until the action has been drawn."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article
from tests.browser.test_s19_races import HOLD_BACK

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

HELD = re.compile(r"^[1-9]\d*$")  # one held answer or more (two events may each catch up)
STORY = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."

# Each held answer, while it is held back, counts in <html data-held-waiting>; every version
# the page shows is noted in <html data-versions> ("V2 V3 …").
WATCH = """
(() => {
  const fetching = window.fetch;
  window.__heldWaiting = 0;
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    const method = (init && init.method) || "GET";
    const held = window.__holdBack && method === "GET" && url.includes(window.__holdBack);
    if (held) {
      window.__heldWaiting += 1;
      document.documentElement.dataset.heldWaiting = String(window.__heldWaiting);
    }
    return fetching(input, init);
  };
  document.addEventListener("DOMContentLoaded", () => {
    const version = document.getElementById("article-version");
    const root = document.documentElement;
    const note = () => {
      const seen = root.dataset.versions || "";
      const now = version.textContent.trim();
      if (now && !seen.endsWith(now)) root.dataset.versions = `${seen} ${now}`.trim();
    };
    note();
    const all = { childList: true, subtree: true, characterData: true };
    new MutationObserver(note).observe(version, all);
  });
})();
"""


def _catch_up_held(page: Any, redline: Redline, content_id: str) -> None:
    """Another client notes a suggestion (the head moves, the version stays): the page catches
    up, and the conversation it fetches is held back until the writer has acted."""
    expect(page.locator("body")).to_have_attribute("data-live", "1")
    page.evaluate("window.__holdBack = '/api/chat/sessions/'; window.__holdMs = 2500")
    redline.call(
        "POST",
        "/api/chat/send",
        {"content_id": content_id, "message": "Later: a warmer ending", "regenerate": False},
    )
    expect(page.locator("html")).to_have_attribute("data-held-waiting", HELD)
    page.evaluate("window.__holdBack = null")


def _versions(page: Any) -> list[str]:
    return str(page.locator("html").get_attribute("data-versions")).split()


def test_a_change_rejected_while_a_catch_up_is_on_the_way_stays_rejected(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("The bus", STORY)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    page.add_init_script(HOLD_BACK)
    page.add_init_script(WATCH)
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V2")
    reject = page.locator("#article-body button.reject-change").first
    expect(reject).to_be_visible()
    _catch_up_held(page, redline, article["id"])
    reject.click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#status")).to_contain_text("the old text is back in V3")
    # The catch-up's conversation, fetched before the rejection, lands after it.
    expect(page.locator("html")).to_have_attribute("data-held-landed", HELD)
    expect(page.locator("#transcript")).to_contain_text("Later: a warmer ending")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#article-body")).to_contain_text("twenty minutes")
    assert _versions(page)[-2:] == ["V2", "V3"], _versions(page)
    # Nothing changed elsewhere: the page does not say so.
    expect(page.locator("#status")).to_contain_text("the old text is back in V3")


def test_a_version_restored_while_a_catch_up_is_on_the_way_stays_restored(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("The bus", STORY)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    page.add_init_script(HOLD_BACK)
    page.add_init_script(WATCH)
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V2")
    page.click("#history-toggle")
    restore = page.locator("#history-tree .hist-restore", has_text="Restore V1")
    expect(restore).to_be_visible()
    _catch_up_held(page, redline, article["id"])
    restore.click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#status")).to_contain_text("restored from V1")
    expect(page.locator("html")).to_have_attribute("data-held-landed", HELD)
    expect(page.locator("#transcript")).to_contain_text("Later: a warmer ending")
    expect(page.locator("#article-version")).to_have_text("V3")
    # Its changes are drawn: "thirty" back to "twenty".
    expect(page.locator("#article-body ins")).to_have_text("twenty")
    assert _versions(page)[-2:] == ["V2", "V3"], _versions(page)
    expect(page.locator("#status")).to_contain_text("restored from V1")
