"""Session 25's suspected race, reproduced or ruled out with HOLD_BACK (test_s19_races.py): an
earlier message rewritten, answered by the offline rules while the writer has gone on to type
the next suggestion — the answer and the conversation's redraw land under the writer's hands
(held back, so they land late, mid-typing). Nothing typed may be lost or moved, and the
keyboard stays where the writer put it."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article
from tests.browser.test_s19_races import HOLD_BACK

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."
NEXT = "Now make the second paragraph shorter, please"


@pytest.mark.parametrize("held", ["/api/chat/sessions/", "/api/revisions/"])
def test_typing_on_while_a_rewritten_message_is_answered_loses_nothing(
    page: Any, redline: Redline, held: str
) -> None:
    article = redline.create_article("Typing on", STORY)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    page.add_init_script(HOLD_BACK)
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V2")
    # The earlier message rewritten from the keyboard and saved: the rules answer it.
    page.locator("#transcript .msg-user .edit-message").last.focus()
    page.keyboard.press("Enter")
    box = page.locator("#transcript .msg-edit textarea")
    expect(box).to_be_focused()
    page.keyboard.press("Control+A")
    page.keyboard.type('Replace "twenty" with "forty"')
    page.evaluate(f"window.__holdBack = '{held}'; window.__holdMs = 2500")
    page.keyboard.press("Control+Enter")
    # At once, on to the next suggestion, typed a key at a time while the answer lands.
    page.locator("#message").focus()
    for word in NEXT.split(" "):
        page.keyboard.type(word + " ", delay=20)
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#article-body")).to_contain_text("forty")
    # The held reads have landed too (their redraws came after the typing began; the page may
    # read more than once).
    expect(page.locator("html")).to_have_attribute("data-held-landed", re.compile(r"^[1-9]\d*$"))
    page.keyboard.type("now.")
    expect(page.locator("#message")).to_have_value(NEXT + " now.")
    expect(page.locator("#message")).to_be_focused()
    expect(page.locator("#transcript .msg-edit")).to_have_count(0)


# A POST to an address holding window.__failPost is held window.__failMs, then fails as a cut
# network does (fetch rejects): a save that meets the network gone, said late.
FAIL_POST_LATE = """
(() => {
  const original = window.fetch.bind(window);
  window.__failPost = null;
  window.__failMs = 1500;
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    const method = (init && init.method) || "GET";
    if (window.__failPost && method === "POST" && url.includes(window.__failPost)) {
      await new Promise((done) => setTimeout(done, window.__failMs));
      document.documentElement.dataset.postFailed = "1";
      throw new TypeError("Failed to fetch");
    }
    return original(input, init);
  };
})();
"""


def test_a_rewrite_that_fails_while_the_writer_types_on_keeps_both_texts_and_the_keyboard(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Typing on, cut off", STORY)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    page.add_init_script(FAIL_POST_LATE)
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V2")
    page.locator("#transcript .msg-user .edit-message").last.focus()
    page.keyboard.press("Enter")
    box = page.locator("#transcript .msg-edit textarea")
    expect(box).to_be_focused()
    page.keyboard.press("Control+A")
    page.keyboard.type('Replace "twenty" with "forty"')
    page.evaluate("window.__failPost = '/edit'")
    page.keyboard.press("Control+Enter")
    page.locator("#message").focus()
    for word in NEXT.split(" "):
        page.keyboard.type(word + " ", delay=20)
    expect(page.locator("html")).to_have_attribute("data-post-failed", "1")
    page.keyboard.type("now.")
    # The rewrite failed: it is back in its box, as typed; the next suggestion is whole in the
    # composer, which still has the keyboard (the failure did not take it mid-word).
    expect(page.locator("#transcript .msg-edit textarea")).to_have_value(
        'Replace "twenty" with "forty"'
    )
    expect(page.locator("#message")).to_have_value(NEXT + " now.")
    expect(page.locator("#message")).to_be_focused()
    expect(page.locator("#article-version")).to_have_text("V2")
