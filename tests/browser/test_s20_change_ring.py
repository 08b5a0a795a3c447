"""Walking the changes (Next), the ring drawn around the current change covered the letter
after it — "Lunch was [super ✕]ate" for "late" — and, in Chinese where no space stands between
words, the character before it too. The ring keeps clear of the text around the change."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

# The ring around the current change, and the character just before and after it.
MEASURE = """() => {
  const span = document.querySelector('#article-body .change.current');
  const style = getComputedStyle(span);
  const ring = Math.max(
    parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset),
    ...(style.boxShadow.match(/(-?[\\d.]+)px/g) || ['0px']).map((n) => parseFloat(n)),
  );
  const box = span.getBoundingClientRect();
  const charBox = (node, start) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + 1);
    return range.getBoundingClientRect();
  };
  const before = span.previousSibling, after = span.nextSibling;
  return {
    ring,
    gapBefore: box.left - charBox(before, before.textContent.length - 1).right,
    gapAfter: charBox(after, 0).left - box.right,
    beforeIsSpace: /\\s$/.test(before.textContent),
  };
}"""

CASES = {
    "english": (
        "Notes",
        "They wrote twenty pages.\n\nLunch was late, and the coffee ran out.",
        ("was late", "was super late"),
        "Make it livelier",
    ),
    "chinese": (
        "周会",
        "他们写了十五页笔记。\n\n午饭来得很晚，咖啡喝完了。",
        ("很晚", "很早"),
        "语气轻松一点",
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_ring_around_the_current_change_leaves_its_neighbours_readable(
    page: Any, redline: Redline, case: str
) -> None:
    title, body, (old, new), asked = CASES[case]
    article = redline.create_article(title, body)
    redline.stub.enqueue(reply=f"{title}\n\n{body.replace(old, new)}")
    redline.send(article["id"], asked)
    open_article(page, article["id"])
    page.click("#next-change")
    expect(page.locator("#changes-position")).to_have_text("Change 1 of 1")
    expect(page.locator("#article-body .change.current")).to_have_count(1)
    shown = page.evaluate(MEASURE)
    shot(page, f"s20-change-ring-{case}")
    assert shown["ring"] > 0, shown
    assert shown["gapAfter"] >= shown["ring"] - 0.5, shown
    if not shown["beforeIsSpace"]:
        assert shown["gapBefore"] >= shown["ring"] - 0.5, shown
