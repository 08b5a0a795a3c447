"""A writer who uses only the keyboard: Tab walks the page in reading order to the suggestion
box, Shift+Enter makes a new line and Enter sends, the focus stays in the box; History opens
from the keyboard with the focus inside, Tab stays inside it, Escape closes it and the focus
returns to History; an edit of an earlier message and the text editor are left with Escape
(twice, once typed in), the focus back where it was, nothing changed. Written before reading
the panel's code (s37_journeys_steps.py)."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import model_reply, open_article, suggestion_box
from tests.browser.s37_journeys_steps import expect_version, session_path, tab

FOCUSED = """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return "";
  const labelled = e.getAttribute("aria-label") || (e.labels && e.labels[0]?.textContent) || "";
  return (labelled || e.textContent || "").trim().replace(/\\s+/g, " ");
}"""
IN_DIALOG = "() => !!document.activeElement?.closest('dialog, [role=dialog]')"


@pytest.fixture
def writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "en-US")


def focused(page: Any) -> str:
    return str(page.evaluate(FOCUSED))


def tab_to(page: Any, starts: str, limit: int = 40, key: str = "Tab") -> list[str]:
    """Press Tab until the focused control's name starts with `starts`; the names passed."""
    seen = []
    for _ in range(limit):
        page.keyboard.press(key)
        seen.append(focused(page))
        if seen[-1].startswith(starts):
            return seen
    raise AssertionError(f"{starts!r} never got the focus; Tab went {seen}")


def test_keyboard_only_writer_sends_uses_history_and_leaves_with_escape(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("The bus", "We waited twenty minutes.\n\nThe bus never came.")
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(page, article["id"])
    expect_version(page, 2)

    # Tab in reading order: the links, the article's tools, the chat, then the box.
    order = tab_to(page, "Suggestion")
    assert order.index("History") < order.index("Edit this message") < len(order) - 1
    expect(suggestion_box(page)).to_be_focused()

    # Shift+Enter is a new line, Enter sends; the focus stays in the box.
    ending = "The bus never came, so we walked."
    redline.stub.enqueue(reply=model_reply("The bus", "We waited thirty minutes.", ending))
    page.keyboard.type("Say what we did")
    page.keyboard.press("Shift+Enter")
    page.keyboard.type("in the last paragraph")
    expect(suggestion_box(page)).to_have_value("Say what we did\nin the last paragraph")
    page.keyboard.press("Enter")
    expect_version(page, 3)
    expect(suggestion_box(page)).to_be_focused()
    sent = [m["content"] for m in session_path(redline, article["id"]) if m["role"] == "user"]
    assert sent[-1] == "Say what we did\nin the last paragraph"

    # History from the keyboard: the focus goes in, Tab stays in, Escape comes back out.
    tab_to(page, "History", key="Shift+Tab")
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="History")
    expect(dialog).to_be_visible()
    assert page.evaluate(IN_DIALOG), "the focus did not move into History"
    for _ in range(30):
        page.keyboard.press("Tab")
        assert page.evaluate(IN_DIALOG), f"Tab left the open History for {focused(page)!r}"
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert focused(page) == "History"

    # Editing an earlier message, left with Escape: the message as it was, focus on Edit.
    tab_to(page, "Edit this message")
    page.keyboard.press("Enter")
    editing = page.get_by_role("log").get_by_role("textbox")
    expect(editing).to_be_focused()
    page.keyboard.type(" and more")
    page.keyboard.press("Escape")
    expect(editing).to_have_count(0)
    assert focused(page) == "Edit this message"
    expect(page.get_by_role("log")).not_to_contain_text("and more")

    # The text editor, left with Escape: nothing saved, the focus back on Edit text.
    tab_to(page, "Edit text", key="Shift+Tab", limit=60)
    page.keyboard.press("Enter")
    text_box = page.get_by_role("textbox", name="Text", exact=True)
    expect(text_box).to_be_visible()
    assert focused(page) in ("Title", "Text"), focused(page)
    text_box.press("End")
    page.keyboard.type(" typed by mistake")
    page.keyboard.press("Escape")  # the first Esc warns of the unsaved words, the second drops them
    expect(page.get_by_role("status")).to_contain_text("press Esc again")
    page.keyboard.press("Escape")
    expect(text_box).to_be_hidden()
    assert focused(page) == "Edit text"
    expect_version(page, 3)
    assert "typed by mistake" not in redline.call("GET", f"/api/contents/{article['id']}")["body"]
