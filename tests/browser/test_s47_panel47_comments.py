"""Comments on the shown revision are readable in the changes bar (outside46b F2): they used to
sit inside the bar's ~73 px scrolling list, the first comment's words behind the Previous /
Next row and nothing saying there was more. Now the bar grows to hold them (the list of
changes keeps its own cap), on a desktop and on a phone, in English and Chinese: every
comment's text is on screen or reached by scrolling the page, never inside a smaller box."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import DESKTOP, PHONE, Redline, browser_tab, shot

pytestmark = pytest.mark.browser

# The nearest ancestor that scrolls, as a selector-ish name (id, else class), and whether the
# element is clipped by any scrolling ancestor below the pane or the page.
NEAREST_SCROLLER = """e => {
  for (let n = e.parentElement; n; n = n.parentElement) {
    const s = getComputedStyle(n);
    if (/(auto|scroll|hidden)/.test(s.overflowY) && n.scrollHeight > n.clientHeight + 1) {
      return n.id || n.className || n.tagName;
    }
  }
  return "page";
}"""
CLIPPED = """e => {
  const r = e.getBoundingClientRect();
  for (let n = e.parentElement; n; n = n.parentElement) {
    const s = getComputedStyle(n);
    if (/(auto|scroll|hidden)/.test(s.overflowY)) {
      const p = n.getBoundingClientRect();
      if (r.top < p.top - 1 || r.bottom > p.bottom + 1) return true;
    }
  }
  return r.bottom > innerHeight || r.top < 0;
}"""

CASES = {
    "en": (
        "The bus",
        "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home.",
        'Replace "twenty" with "thirty"',
        [
            "Good change, but paragraph two could be livelier — maybe say how cold it was.",
            "OK",
            "Also check the time: the timetable says the bus runs every twelve minutes, so "
            "twenty or thirty minutes without one is worth a sentence of its own.",
        ],
    ),
    "zh": (
        "等车",
        "我们等了二十分钟。\n\n公交车一直没来。\n\n我们冒雨走回了家。",
        "把“二十”改成“三十”",
        [
            "这个改动很好，不过第二段也许可以再生动一点。",
            "好",
            "另外请核实时间：时刻表上写的是每十二分钟一班，等了三十分钟都没来，值得单独写一句。",
        ],
    ),
}


@pytest.fixture
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, viewport=request.param)


@pytest.mark.parametrize("tab", [DESKTOP, PHONE], ids=["desktop", "phone"], indirect=True)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_comment_on_the_shown_revision_is_readable(
    tab: Any, redline: Redline, lang: str
) -> None:
    title, body, message, notes = CASES[lang]
    article = redline.create_article(title, body)
    revision = redline.send(article["id"], message)["revision"]
    for note in notes:
        redline.call("POST", f"/api/revisions/{revision['id']}/comments", {"text": note})
    tab.goto(f"/articles/{article['id']}")
    tab.wait_for_selector("body[data-ready='1']")
    first = tab.locator("#changes-comments .comment-text").get_by_text(notes[0], exact=True)
    first.wait_for()
    tab.wait_for_timeout(300)  # the bar settles (ResizeObserver)
    width = "desktop" if tab.viewport_size["width"] > 800 else "phone"
    shot(tab, f"s47-panel47-comments-{lang}-{width}")
    # The first comment reads whole where the page opens, below its author line.
    assert not first.evaluate(CLIPPED), "the first comment is clipped"
    for note in notes:
        comment = tab.locator("#changes-comments .comment-text").get_by_text(note, exact=True)
        # No box of its own smaller than what it holds: the page (or the article's pane,
        # which scrolls on a desktop) is what scrolls to it.
        assert comment.evaluate(NEAREST_SCROLLER) in ("page", "article-pane", "HTML", "BODY")
        comment.scroll_into_view_if_needed()
        assert not comment.evaluate(CLIPPED), f"{note!r} cannot be brought into view"
