"""Esc and the changes bar (session 39, helper journeys39). The bar that shows a revision's
changes had no key to close it: Esc, which closes the History drawer, the Style view and an
edit box, did nothing there, so a keyboard writer had to Tab through the bar to "Hide
changes". Esc now closes it from the bar, the text it marks or the suggestion box, and the
keyboard lands where the writer can go on: the box they were typing in, the "Show changes"
that opened the bar, else the article's text. While a reply is written Esc still stops it."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, named, shot
from tests.browser.s36_journeys_steps import open_article, say

pytestmark = pytest.mark.browser

WAIT = 20_000  # a server reply on a loaded machine
BODY = "The weather was fine.\n\nWe went to the park and saw fifteen ducks."
SUNNY = "Ducks\n\nThe weather was sunny.\n\nWe went to the park and saw fifteen ducks."


def edited_once(page: Any, redline: Redline) -> None:
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue(SUNNY)
    open_article(page, article["id"])
    say(page, "make the weather livelier")
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    expect(page.locator("#changes-bar")).to_be_visible(timeout=WAIT)


def hidden_said(page: Any) -> str:
    return "改动已隐藏。" if "zh" in page.evaluate("navigator.language") else "Changes hidden."


def test_esc_closes_the_changes_bar_and_the_keyboard_goes_back(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    edited_once(page, redline)
    bar = page.locator("#changes-bar")
    box = page.locator("#message")

    # From the suggestion box, with a half-typed suggestion: the bar goes, the words stay.
    box.fill("and shorter")
    box.press("Escape")
    expect(bar).to_be_hidden()
    expect(box).to_be_focused()
    expect(box).to_have_value("and shorter")
    expect(page.locator("#status")).to_have_text(hidden_said(page))

    # Opened again from the reply's "Show changes": Esc from within the bar gives the keyboard
    # back to that button.
    show = page.locator("#transcript .show-changes").last
    show.focus()
    page.keyboard.press("Enter")
    expect(bar).to_be_visible(timeout=WAIT)
    expect(page.locator("#changes-heading")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator("#changes-bar button:focus, #changes-bar input:focus")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(bar).to_be_hidden()
    expect(show).to_be_focused()
    # The article reads as the final text, no marks left behind.
    expect(page.locator("#article-body del")).to_have_count(0)
    expect(page.locator("#article-body")).to_contain_text("The weather was sunny.")
    shot(page, f"s39-esc-changes-{page.evaluate('navigator.language')}")

    # From a change's ✕ in the text: closed, the keyboard on the article's text.
    show.click()
    expect(bar).to_be_visible(timeout=WAIT)
    reject = page.locator("#article-body .reject-change").first
    reject.focus()
    page.keyboard.press("Escape")
    expect(bar).to_be_hidden()
    expect(page.locator("#article-version")).to_have_text("V2")  # nothing rejected


def test_esc_while_a_reply_is_written_stops_it_and_leaves_the_bar(
    page: Any, redline: Redline
) -> None:
    edited_once(page, redline)
    bar = page.locator("#changes-bar")
    slow = SUNNY.replace("sunny", "sunny and warm")
    redline.stub.enqueue(slow, chunk_delay=6 / len(slow) * 8)
    say(page, "make it warmer")
    stop = page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))
    expect(stop).to_be_visible(timeout=WAIT)
    expect(bar).to_be_visible()
    page.locator("#changes-heading").focus()
    page.keyboard.press("Escape")
    # Esc stopped the reply (the hint says so); it did not take the bar away with it.
    expect(page.locator("#send")).to_have_attribute("data-mode", "send", timeout=WAIT)
    expect(page.locator("#transcript .msg-assistant").last).to_have_attribute(
        "data-status", "stopped", timeout=WAIT
    )
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(bar).to_be_visible()
    expect(page.locator("#status")).not_to_have_text("Changes hidden.")
