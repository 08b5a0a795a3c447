"""Outside testers' findings on the panel, session 17: a "Reject change" button reached with
Tab never hides under the changes bar stuck at the top."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

PARAGRAPHS = [f"第{i}段：街坊们在老槐树下聊天，一直聊到天黑才散。" for i in range(1, 31)]


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_a_reject_button_reached_by_keyboard_is_not_under_the_changes_bar(
    browser: Any, redline: Redline, size: tuple[int, int]
) -> None:
    made = redline.create_article("槐树下", "\n\n".join(PARAGRAPHS))
    redline.send(made["id"], "把“第12段：街坊们”改成“第12段：邻居们”")
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, base_url=redline.url)
    try:
        tab = context.new_page()
        open_article(tab, made["id"])
        button = tab.locator("#article-body button.reject-change").first
        expect(button).to_have_count(1)
        expect(tab.locator("#changes-bar")).to_be_visible()
        # Scroll the change to just under the top edge, where the stuck bar lies over it.
        tab.evaluate(
            """() => {
              const change = document.querySelector('#article-body .change');
              const bar = document.querySelector('#changes-bar');
              const scroller = document.scrollingElement;
              let box = change.closest('.article-pane');
              while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
              const pane = box && box !== document.body ? box : scroller;
              const half = bar.getBoundingClientRect().height / 2;
              pane.scrollBy(0, change.getBoundingClientRect().top - half);
            }"""
        )
        covered = tab.evaluate(
            """() => {
              const b = document.querySelector('#article-body button.reject-change');
              const r = b.getBoundingClientRect();
              const bar = document.querySelector('#changes-bar').getBoundingClientRect();
              return r.top < bar.bottom;
            }"""
        )
        assert covered, "the set-up did not put the button under the bar"
        button.focus()
        on_top = tab.evaluate(
            """() => {
              const b = document.querySelector('#article-body button.reject-change');
              const r = b.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return hit === b || b.contains(hit);
            }"""
        )
        assert on_top, "the focused Reject button is hidden under the changes bar"
        shot(tab, f"journeys17-reject-focus-{width}")
    finally:
        context.close()


def test_regenerating_an_older_reply_says_the_later_messages_stay_on_the_old_branch(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("Elm", "We waited twenty minutes on Elm Street.\n\nNo bus came.")
    redline.send(made["id"], 'Replace "twenty" with "thirty"')
    redline.send(made["id"], 'Replace "Elm" with "Oak"')
    open_article(page, made["id"])
    first = page.locator("#transcript .msg-assistant").first
    button = first.get_by_role("button", name="Regenerate this reply")
    # Said before: the button's tooltip.
    expect(button).to_have_attribute("title", re.compile(r"the 2 later messages stay"))
    button.click()
    # And after: what left the chat, and how to get back to it.
    expect(page.locator("#status")).to_contain_text("V4 saved. The 2 later messages stay")
    expect(page.locator("#status")).to_contain_text("old branch")
    # The latest reply's Regenerate leaves nothing behind: no such words.
    last = page.locator("#transcript .msg-assistant").last
    expect(last.get_by_role("button", name="Regenerate this reply")).to_have_attribute(
        "title", "Ask again from the same version (makes a sibling reply)"
    )
