"""Session 24, keyboard only: every action of the panel is reached with Tab and shows where the
keyboard is (a focus ring), Enter does it, and Esc backs out as a writer expects — the history
drawer and the Style view close and give the keyboard back to what opened them, the text
editor asks before dropping typed text, and a reply being written stops wherever the keyboard
is. The editor's and the drawer's sentences read in Chinese in a Chinese browser."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE = "Night market 夜市"
BODY = (
    "The night market opens at six on Fridays, beside the river.\n\n"
    "夜市每周五晚上六点在河边开张，有三十多个摊位。\n\n"
    "Bring cash: most stalls take no cards. 💵"
)
DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 375, "height": 740}

# The focused element: what it is, whether a ring shows around it, and where it is.
FOCUSED = """() => {
  const node = document.activeElement;
  const style = getComputedStyle(node);
  const box = node.getBoundingClientRect();
  return {
    id: node.id, tag: node.tagName,
    name: (node.getAttribute("aria-label") || node.textContent || "").trim().slice(0, 60),
    ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight
      && box.right > 0 && box.left < innerWidth,
  };
}"""


def _pages(browser: Any, redline: Redline, viewport: dict[str, int], locale: str) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=locale, viewport=viewport)


@pytest.fixture(params=["desktop", "phone"])
def any_page(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from _pages(browser, redline, DESKTOP if request.param == "desktop" else PHONE, "en-US")


@pytest.fixture
def zh_desk(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _pages(browser, redline, DESKTOP, "zh-CN")


def _edited(redline: Redline) -> str:
    """An article one chat turn old (V2, its change shown in the changes bar)."""
    made = redline.create_article(TITLE, BODY)
    redline.send(made["id"], 'Replace "six" with "half past six"')
    return str(made["id"])


def test_tab_reaches_every_action_of_the_panel_each_with_a_ring_on_screen(
    any_page: Any, redline: Redline
) -> None:
    page = any_page
    open_article(page, _edited(redline))
    # The page is ready before the changes bar is filled: Tab waits for its ✕ to be drawn.
    expect(page.locator("#changes-bar")).not_to_have_attribute("aria-busy", "true")
    expect(page.locator("#article-body .reject-change")).to_have_count(1)
    stops = []
    for _ in range(60):
        page.keyboard.press("Tab")
        now = page.evaluate(FOCUSED)
        if now["id"] == "message":
            break
        stops.append(now)
    else:
        raise AssertionError(f"Tab never reached the suggestion box: {stops[-5:]}")
    without = [stop for stop in stops if not (stop["ring"] and stop["onScreen"])]
    assert not without, f"focused but no ring, or off screen: {without}"
    ids = [stop["id"] for stop in stops if stop["id"]]
    names = [stop["name"] for stop in stops]
    # The article's actions, the changes bar, the text, the Style view, the conversation.
    order = ["edit-article", "history-toggle", "copy-article", "next-change", "close-changes"]
    assert [i for i in ids if i in order] == order, ids
    assert "article-body" in ids and "transcript" in ids, ids
    for name in [
        "Export .md (Markdown)",
        "Export .json (with history)",
        "Edit this message",
        "Regenerate this reply",
        "Style: My voice (",
    ]:
        assert any(found.startswith(name) for found in names), (name, names)
    assert any(found.startswith("Reject change 1") for found in names), names
    # …and on to Send (disabled until something is typed), then round to the top again.
    page.keyboard.type("Shorter")
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED)["id"] == "send"


def test_the_history_drawer_keeps_the_keyboard_inside_and_gives_it_back_on_esc_or_close(
    any_page: Any, redline: Redline
) -> None:
    page = any_page
    open_article(page, _edited(redline))
    page.focus("#history-toggle")
    page.keyboard.press("Enter")
    expect(page.locator("#history-heading")).to_be_focused()
    expect(page.locator("#history-toggle")).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#history-tree .hist-row")).to_have_count(2)
    # Shift+Tab from the heading goes round to the drawer's last control, Tab back to its first.
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.getElementById('history').contains(document.activeElement)")
    last = page.evaluate(FOCUSED)
    assert last["ring"] and last["onScreen"], last
    page.keyboard.press("Tab")
    expect(page.locator("#history-close")).to_be_focused()
    shot(page, f"s24-kbd-history-{page.viewport_size['width']}")
    # Esc closes it; the keyboard is back on History.
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#history-toggle")).to_be_focused()
    # Its ✕ does the same.
    page.keyboard.press("Enter")
    expect(page.locator("#history-heading")).to_be_focused()
    page.focus("#history-close")
    page.keyboard.press("Enter")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#history-toggle")).to_be_focused()
    expect(page.locator("#history-toggle")).to_have_attribute("aria-expanded", "false")


def test_esc_closes_the_style_view_and_the_keyboard_is_back_on_it(
    any_page: Any, redline: Redline
) -> None:
    page = any_page
    open_article(page, _edited(redline))
    summary = page.locator("#persona-view > summary")
    summary.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#persona-view")).to_have_attribute("open", "")
    page.keyboard.press("Tab")  # into the view: its first control
    inside = page.evaluate(
        "document.getElementById('persona-view').contains(document.activeElement)"
    )
    assert inside, page.evaluate(FOCUSED)
    page.keyboard.press("Escape")
    expect(page.locator("#persona-view")).not_to_have_attribute("open", "")
    expect(summary).to_be_focused()
    # Esc on the summary of the closed view does nothing more (and nothing breaks).
    page.keyboard.press("Escape")
    expect(summary).to_be_focused()


def test_esc_stops_a_reply_being_written_wherever_the_keyboard_is(
    zh_desk: Any, redline: Redline
) -> None:
    page = zh_desk
    made = redline.create_article(TITLE, BODY)
    open_article(page, made["id"])
    reply = TITLE + "\n\n" + BODY.replace("beside the river", "on the east bank of the river")
    redline.stub.enqueue(reply=reply, chunk_delay=20 * 8 / len(reply))
    page.focus("#message")
    page.keyboard.type("Say which bank of the river")
    page.keyboard.press("Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    # In the history drawer (a modal, the Stop button behind it), Esc closes the drawer only:
    # the reply goes on being written (Esc there stopped it and left the drawer open).
    page.focus("#history-toggle")
    page.keyboard.press("Enter")
    expect(page.locator("#history-heading")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#history-toggle")).to_be_focused()
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    expect(page.locator("#messages .msg.pending")).to_have_count(1)
    # The writer has gone to the Style view meanwhile: Esc there stops the reply first (it is
    # what Esc does on the whole panel while one is written), the view stays open.
    page.locator("#persona-view > summary").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#persona-view")).to_have_attribute("open", "")
    page.keyboard.press("Escape")
    expect(page.locator("#messages .msg-assistant").last).to_have_attribute(
        "data-status", "stopped"
    )
    expect(page.locator("#status")).to_have_text("已停止，文章没有改动。")
    expect(page.locator("#persona-view")).to_have_attribute("open", "")
    expect(page.locator("#article-version")).to_have_text("V1")


def test_the_text_editor_from_the_keyboard_asks_before_dropping_typed_text_in_chinese(
    zh_desk: Any, redline: Redline
) -> None:
    page = zh_desk
    made = redline.create_article(TITLE, BODY)
    open_article(page, made["id"])
    page.focus("#edit-article")
    page.keyboard.press("Enter")
    expect(page.locator("#edit-form")).to_be_visible()
    expect(page.locator("#edit-note")).to_have_text(
        "保存会在 V1 的基础上生成一个新版本；聊天里会记下你直接改了文字。"
    )
    expect(page.locator("#edit-note")).to_have_attribute("lang", "zh-Hans")
    page.focus("#edit-body")
    page.keyboard.press("ControlOrMeta+End")
    page.keyboard.type(" 欢迎带朋友来！")
    page.keyboard.press("Escape")
    asked = "你有没保存的修改：再按一次 Esc 放弃，或按“保存”。"
    expect(page.locator("#edit-note")).to_have_text(asked)
    expect(page.locator("#status")).to_have_text(asked)
    expect(page.locator("#edit-body")).to_be_focused()
    shot(page, "s24-kbd-editor-asks")
    page.keyboard.press("Escape")
    expect(page.locator("#edit-form")).to_be_hidden()
    expect(page.locator("#edit-article")).to_be_focused()
    expect(page.locator("#article-version")).to_have_text("V1")
    # Opened again, Ctrl+Enter saves from the keyboard.
    page.keyboard.press("Enter")
    page.focus("#edit-body")
    page.keyboard.press("ControlOrMeta+End")
    page.keyboard.type(" 欢迎带朋友来！")
    page.keyboard.press("ControlOrMeta+Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#status")).to_have_text("V2 已保存（你自己的修改）。")
    expect(page.locator("#edit-article")).to_be_focused()


def test_the_changes_bar_from_the_keyboard_walks_the_changes_and_hide_gives_focus_back(
    zh_desk: Any, redline: Redline
) -> None:
    page = zh_desk
    made = redline.create_article(TITLE, BODY)
    redline.stub.enqueue(
        TITLE + "\n\n" + BODY.replace("six", "half past six").replace("三十多个", "四十多个")
    )
    open_article(page, made["id"])
    page.focus("#message")
    page.keyboard.type("Update the time and the stall count")
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    # The reply's changes are walked from the first, said in Chinese.
    expect(page.locator("#changes-position")).to_have_text("第 1 处改动，共 2 处")
    page.focus("#next-change")
    page.keyboard.press("Enter")
    expect(page.locator("#changes-position")).to_have_text("第 2 处改动，共 2 处")
    # The keyboard stays on Next (Enter again walks on, rejects nothing), shown with a ring;
    # the change is said, in Chinese.
    focused = page.evaluate(FOCUSED)
    assert focused["id"] == "next-change" and focused["ring"], focused
    expect(page.locator("#status")).to_have_text(re.compile(r"^第 2 处改动，共 2 处："))
    page.focus("#prev-change")
    page.keyboard.press("Enter")
    expect(page.locator("#changes-position")).to_have_text("第 1 处改动，共 2 处")
    focused = page.evaluate(FOCUSED)
    assert focused["id"] == "prev-change" and focused["ring"], focused
    expect(page.locator("#article-version")).to_have_text("V2")
    page.focus("#close-changes")
    page.keyboard.press("Enter")
    expect(page.locator("#changes-bar")).to_be_hidden()
    expect(page.locator("#edit-article")).to_be_focused()
