"""Keyboard selection in the article text (outside53 F13): the text is not editable, so the
browser drew no caret in it, ↓ did nothing until → was pressed and Home went to the top of the
page — a Shift+arrow selection then began at the first heading, which the writer could not see,
and went out with the next suggestion. static/js/panel/caret.js draws a caret and moves it."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

# One line each at the page's width: ↓ steps one paragraph.
MARKET = (
    "## 一、为什么要保住菜市场\n\n"
    "青石巷菜市场开了三十二年。\n\n"
    "菜市场将在五月一日关闭。\n\n"
    "我们不反对改造，但希望改造期间菜市场能临时搬到附近。\n\n"
    "——青石巷居民议事会"
)
BUS = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."
LONG = " ".join(["The council met on Tuesday evening to talk about the bus route."] * 12)

CARET = ".article-caret"
# The caret's middle, and the paragraph (its index in the text) under it.
CARET_PLACE = """() => {
  const caret = document.querySelector('.article-caret');
  if (!caret || caret.hidden) return null;
  const box = caret.getBoundingClientRect();
  const x = box.left + 1, y = box.top + box.height / 2;
  const paragraphs = [...document.querySelectorAll('#article-body p')];
  const at = paragraphs.findIndex((p) => {
    const r = p.getBoundingClientRect();
    return y >= r.top && y <= r.bottom && x >= r.left - 2 && x <= r.right + 2;
  });
  return { paragraph: at, top: box.top, left: box.left, height: box.height };
}"""


def caret(page: Any) -> dict[str, Any] | None:
    place: dict[str, Any] | None = page.evaluate(CARET_PLACE)
    return place


def caret_where(page: Any, holds: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The caret once `holds` is true of it (it is drawn on the next frame), else fail."""
    deadline = time.monotonic() + 5
    while True:
        place = caret(page)
        if place and holds(place):
            return place
        assert time.monotonic() < deadline, f"the caret is at {place}"
        page.wait_for_timeout(30)


def press(page: Any, *keys: str) -> None:
    for key in keys:
        page.keyboard.press(key)


def test_a_caret_shows_at_once_and_the_arrow_keys_move_it_to_where_the_selection_starts(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("请保留青石巷菜市场", MARKET)
    open_article(page, article["id"])
    page.locator("#article-body").focus()
    # Shown as soon as the text has the focus, at the start of the first paragraph in view.
    expect(page.locator(CARET)).to_be_visible()
    caret_where(page, lambda c: c["paragraph"] == 0)
    press(page, "ArrowDown", "ArrowDown", "ArrowDown")
    caret_where(page, lambda c: c["paragraph"] == 3)
    press(page, "End", "Home")  # the line's start, not the top of the page
    for _ in range(7):
        page.keyboard.press("Shift+ArrowRight")
    selected = page.locator("#selection-text")
    expect(selected).to_have_text("Applies to the selection: “我们不反对改造”")
    # A selection is drawn by the browser; the caret mark is not drawn over it.
    expect(page.locator(CARET)).to_be_hidden()
    # Leaving the text leaves no caret behind.
    page.locator("#message").focus()
    expect(page.locator(CARET)).to_be_hidden()


def test_home_end_and_the_text_s_edges_keep_the_caret_in_the_text(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Bus", BUS)
    open_article(page, article["id"])
    page.locator("#article-body").focus()
    press(page, "ArrowUp", "ArrowUp")  # at the first line: nowhere above it in the text
    start = caret_where(page, lambda c: c["paragraph"] == 0)
    press(page, "ArrowDown", "End")
    end = caret_where(page, lambda c: c["paragraph"] == 1 and c["left"] > start["left"] + 50)
    page.keyboard.press("Home")
    caret_where(page, lambda c: c["paragraph"] == 1 and c["left"] < end["left"] - 50)
    press(page, "Control+Shift+ArrowRight", "Control+Shift+ArrowRight")
    expect(page.locator("#selection-text")).to_have_text("Applies to the selection: “The bus”")
    # Ctrl+End and ↓ past the last line stay in the last paragraph.
    press(page, "ArrowRight", "Control+End", "ArrowDown", "ArrowDown")
    caret_where(page, lambda c: c["paragraph"] == 2)
    press(page, "Shift+Home")
    expect(page.locator("#selection-text")).to_have_text(
        "Applies to the selection: “We walked home in the rain.”"
    )


def test_down_moves_the_caret_line_by_line_through_a_wrapped_paragraph(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Council", LONG + "\n\nThe end.")
    open_article(page, article["id"])
    page.locator("#article-body").focus()
    first = caret_where(page, lambda c: c["paragraph"] == 0)
    top = first["top"]
    for _ in range(3):
        page.keyboard.press("ArrowDown")
        # The next line of the same paragraph, drawn at its start (where the wrap point
        # leads), not at the end of the line above.
        top = caret_where(
            page,
            lambda c, above=top: (
                c["paragraph"] == 0 and c["top"] > above + 5 and abs(c["left"] - first["left"]) < 30
            ),
        )["top"]
