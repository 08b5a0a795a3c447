"""A keyboard user's ways to the suggestion box, some thirty Tab stops down the article page:
the page's first Tab stop is "Skip to the suggestion box" (shown only while it has the focus),
Enter on it puts the focus in the box; "/" from the page does the same, while a "/" typed in
the box (or another text field) stays text; the box says so (aria-keyshortcuts, its tooltip);
in Chinese the link reads 跳到建议输入框."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, assert_accessible
from tests.browser.s35_journeys_steps import open_article, suggestion_box
from tests.browser.s37_journeys_steps import tab

FOCUSED_IS_SHOWN = """() => {
  const r = document.activeElement.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0
    && r.left < innerWidth && r.top < innerHeight;
}"""


@pytest.fixture
def writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "en-US")


@pytest.fixture
def chinese_writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "zh-CN")


def ready(page: Any, redline: Redline) -> None:
    article = redline.create_article("The bus", "We waited twenty minutes.\n\nThe bus never came.")
    open_article(page, article["id"])
    page.wait_for_function("() => document.body.dataset.ready === '1'")


def test_first_tab_skips_to_the_suggestion_box(writer: Any, redline: Redline) -> None:
    page = writer
    ready(page, redline)
    skip = page.get_by_role("link", name="Skip to the suggestion box")
    assert not page.evaluate(
        "() => { const r = document.querySelector('#skip-to-box').getBoundingClientRect();"
        " return r.right > 0 && r.left < innerWidth; }"
    ), "the skip link shows before it has the focus"
    page.keyboard.press("Tab")
    expect(skip).to_be_focused()
    assert page.evaluate(FOCUSED_IS_SHOWN), "the focused skip link is off the screen"
    assert_accessible(page, "article page, its skip link focused")
    page.keyboard.press("Enter")
    expect(suggestion_box(page)).to_be_focused()
    page.keyboard.type("Tighten it")
    expect(suggestion_box(page)).to_have_value("Tighten it")


def test_slash_goes_to_the_box_but_stays_text_in_a_field(writer: Any, redline: Redline) -> None:
    page = writer
    ready(page, redline)
    box = suggestion_box(page)
    assert box.get_attribute("aria-keyshortcuts") == "/"
    assert "/" in (box.get_attribute("title") or "")

    # From the article's text (a region that takes the focus, not typing).
    page.get_by_role("region", name="Article text").focus()
    page.keyboard.press("/")
    expect(box).to_be_focused()
    expect(box).to_have_value("")

    # In the box a "/" is text.
    page.keyboard.type("and/or")
    page.keyboard.press("/")
    expect(box).to_have_value("and/or/")

    # From the page itself (nothing focused), and from a button.
    page.evaluate("() => document.activeElement.blur()")
    page.keyboard.press("/")
    expect(box).to_be_focused()
    page.get_by_role("button", name="Copy text").focus()
    page.keyboard.press("/")
    expect(box).to_be_focused()
    expect(box).to_have_value("and/or/")

    # In another text field (the text editor) "/" is typed there, the focus stays.
    page.get_by_role("button", name="Edit text").click()
    title = page.get_by_role("textbox", name="Title", exact=True)
    title.press("End")
    page.keyboard.press("/")
    expect(title).to_be_focused()
    expect(title).to_have_value("The bus/")


def test_the_skip_link_reads_in_chinese(chinese_writer: Any, redline: Redline) -> None:
    page = chinese_writer
    ready(page, redline)
    page.keyboard.press("Tab")
    expect(page.get_by_role("link", name="跳到建议输入框")).to_be_focused()
    page.keyboard.press("Enter")
    expect(suggestion_box(page)).to_be_focused()
    assert suggestion_box(page).get_attribute("title") == "在页面其他地方按 / 可以回到这里"
