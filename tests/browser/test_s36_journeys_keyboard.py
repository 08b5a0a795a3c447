"""A writer who uses only the keyboard: Tab, Enter, Escape and the shortcuts the page
advertises ("Enter sends · Shift+Enter new line · Esc stops", "Ctrl+Enter creates the
article"). Written before reading the panel's code (see s36_journeys_steps.py)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import model_reply, open_article, suggestion_box
from tests.browser.s36_journeys_steps import (
    wait_for_paragraphs,
    wait_for_version,
)

FOCUSED_NAME = """() => {
  const el = document.activeElement;
  return (el.getAttribute("aria-label") || el.labels?.[0]?.textContent || el.textContent || "")
    .trim().slice(0, 60);
}"""


def tab_until(page: Any, wanted: re.Pattern[str], most: int = 80) -> None:
    for _ in range(most):
        page.keyboard.press("Tab")
        if wanted.search(page.evaluate(FOCUSED_NAME)):
            return
    raise AssertionError(f"Tab never reached {wanted.pattern}")


def test_keyboard_writer_skips_to_content_and_sends_two_edits(page: Any, redline: Redline) -> None:
    article = redline.create_article("The bus", "We waited twenty minutes.\n\nThe bus never came.")
    open_article(page, article["id"])
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_NAME) == "Skip to the suggestion box"
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_NAME) == "Skip to content"
    page.keyboard.press("Enter")
    assert page.evaluate("() => !!document.activeElement.closest('main')"), page.evaluate(
        FOCUSED_NAME
    )

    tab_until(page, re.compile(r"^Suggestion"))
    page.keyboard.type("Replace ")
    page.keyboard.press("Shift+Enter")
    assert suggestion_box(page).input_value() == "Replace \n"
    page.keyboard.press("Backspace")
    page.keyboard.type('"twenty" with "thirty"')
    page.keyboard.press("Enter")
    wait_for_version(page, 2)
    # The writer goes on typing where they were.
    expect(suggestion_box(page)).to_be_focused()
    page.keyboard.type('Replace "never" with "finally"')
    page.keyboard.press("Enter")
    wait_for_version(page, 3)
    wait_for_paragraphs(page, ["We waited thirty minutes.", "The bus finally came."])


def test_escape_stops_a_slow_reply_and_leaves_the_article_alone(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Slow", "It rained.\n\nWe stayed in.")
    redline.stub.enqueue(
        stream_chunks=[
            model_reply("Slow", "It poured all day.", "We stayed in.")[i : i + 4]
            for i in range(0, 40, 4)
        ],
        chunk_delay=1.0,
    )
    open_article(page, article["id"])
    box = suggestion_box(page)
    box.fill("Make the first paragraph more vivid")
    box.press("Enter")
    expect(page.get_by_role("button", name=re.compile(r"^Stop"))).to_be_visible()
    box.press("Escape")
    expect(page.get_by_role("log")).to_contain_text(re.compile(r"[Ss]topped"), timeout=10_000)
    expect(page.get_by_role("main").get_by_role("paragraph").first).to_contain_text("V1 ")
    wait_for_paragraphs(page, ["It rained.", "We stayed in."])


def test_history_opens_and_closes_from_the_keyboard_and_focus_comes_back(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Keys", "One.\n\nTwo.")
    redline.send(article["id"], 'Replace "One" with "Uno"')
    open_article(page, article["id"])
    history_button = page.get_by_role("button", name="History")
    history_button.focus()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="History")
    expect(dialog).to_be_visible()
    assert page.evaluate("() => !!document.activeElement.closest('[role=dialog], dialog')")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(history_button).to_be_focused()


def test_ctrl_enter_creates_the_article_as_the_home_page_says(page: Any, redline: Redline) -> None:
    page.goto("/")
    expect(page.get_by_text("Ctrl+Enter creates the article")).to_be_visible()
    page.get_by_role("textbox", name="Title", exact=True).fill("Keyboard made")
    text = page.get_by_role("textbox", name="Text")
    text.fill("Typed and created without the mouse.")
    text.press("Control+Enter")
    expect(page.get_by_role("heading", name="Keyboard made", level=1)).to_be_visible()
    expect(page.get_by_role("region", name="Article text")).to_contain_text(
        "Typed and created without the mouse."
    )
