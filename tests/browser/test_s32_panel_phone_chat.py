"""Session 32: on a phone the suggestion box follows the conversation. The stacked chat pane was
kept 80 % of the screen tall, so a new article's welcome line stood half a screen above the box
the writer types in next. The pane is now as tall as what it holds — and a reply growing above
the box no longer pushes it off the screen while the writer is at it (the first try at this
lost the box after a send: test_journey phone, test_journeys7)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser

STORY = "We waited twenty minutes.\n\nThe bus never came."
LONG_STORY = "\n\n".join(
    f"Paragraph {n}: we waited at the stop while the rain came down." for n in range(1, 31)
)

# Between the last message and the box: the status line and the box's own label, no more.
GAP = """() => {
  const last = [...document.querySelectorAll("#messages > li")].at(-1).getBoundingClientRect();
  return document.querySelector("#composer").getBoundingClientRect().top - last.bottom;
}"""


@pytest.mark.parametrize("width", [320, 375, 768])
def test_the_suggestion_box_follows_a_short_conversation_on_a_phone(
    browser: Any, redline: Redline, width: int
) -> None:
    article = redline.create_article("Short", STORY)
    # A new article: its conversation is the welcome line.
    for page in browser_tab(browser, redline.url, viewport={"width": width, "height": 740}):
        open_article(page, article["id"])
        page.locator("#composer").scroll_into_view_if_needed()
        gap = page.evaluate(GAP)
        shot(page, f"s32-panel-phone-chat-{width}-new")
        assert 0 <= gap <= 60, f"{gap:.0f} px between the conversation and the box at {width} px"


def test_a_long_conversation_scrolls_in_its_own_box_above_the_suggestion_box(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("Long", STORY)
    for n in range(12):
        redline.send(article["id"], f'Replace "minutes" with "minutes{n}"')
    for page in browser_tab(browser, redline.url, viewport={"width": 375, "height": 740}):
        open_article(page, article["id"])
        page.locator("#composer").scroll_into_view_if_needed()
        transcript = page.locator("#transcript").bounding_box()
        composer = page.locator("#composer").bounding_box()
        shot(page, "s32-panel-phone-chat-375-long")
        assert transcript["height"] <= 0.6 * 740 + 1
        assert composer["y"] - (transcript["y"] + transcript["height"]) <= 60


@pytest.mark.parametrize("width", [320, 375, 768])
def test_after_a_send_on_a_phone_the_box_and_the_reply_stay_on_the_screen(
    browser: Any, redline: Redline, width: int
) -> None:
    article = redline.create_article("After a send", LONG_STORY)
    for page in browser_tab(browser, redline.url, viewport={"width": width, "height": 640}):
        open_article(page, article["id"])
        for n in range(3):
            page.locator("#message").scroll_into_view_if_needed()
            page.fill("#message", f'Replace "Paragraph {n + 1}:" with "Part {n + 1}:"')
            page.press("#message", "Enter")
            expect(page.locator("#article-version")).to_have_text(f"V{n + 2}")
            expect(page.locator("#send")).to_have_attribute("data-mode", "send")
            expect(page.locator("#message")).to_be_in_viewport()
            expect(page.locator("#messages > li.msg-assistant").last).to_be_in_viewport()
        shot(page, f"s32-panel-phone-chat-{width}-after-sends")


def test_a_writer_who_scrolls_up_while_a_reply_streams_is_not_pulled_back_to_the_box(
    browser: Any, redline: Redline
) -> None:
    article = redline.create_article("Scrolled away", LONG_STORY)
    redline.stub.reset()
    redline.stub.enqueue(
        reply="Scrolled away\n\n" + LONG_STORY.replace("rain came", "snow came"),
        chunk_delay=0.05,
    )
    for page in browser_tab(browser, redline.url, viewport={"width": 375, "height": 640}):
        open_article(page, article["id"])
        page.locator("#message").scroll_into_view_if_needed()
        page.fill("#message", "Make it colder")
        page.press("#message", "Enter")
        expect(page.locator("#transcript .msg.pending")).to_have_count(1)
        # The writer goes back up to the text while the reply is still being written.
        page.mouse.move(180, 200)
        page.mouse.wheel(0, -100000)
        expect(page.locator("#article-body p").first).to_be_in_viewport()
        expect(page.locator("#article-version")).to_have_text("V2", timeout=30000)
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        expect(page.locator("#article-body p").first).to_be_in_viewport()
        expect(page.locator("#message")).not_to_be_in_viewport()
