"""What a Chinese writer saw after Reject all, session 40 (found looking at the panel as a
writer): the history listed the new version as "Rejected all changes of V2" in English among
Chinese rows, and the words put back stood apart from the sentence ("今天天气 很好 。")."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。"


@pytest.fixture
def chinese_writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale="zh-CN")


def test_a_rejection_reads_in_chinese_in_the_history(chinese_writer: Any, redline: Redline) -> None:
    page = chinese_writer
    article = redline.create_article("鸭子", BODY)
    open_article(page, article["id"])
    page.fill("#message", '把"十五"改成"五十"')
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    page.locator("#changes-bar").get_by_role("button", name="全部拒绝").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    page.get_by_role("button", name="历史").click()
    rows = page.get_by_role("dialog").locator(".hist-suggestion")
    expect(rows.filter(has_text="拒绝了 V2 的全部改动")).to_have_count(1)
    expect(rows.filter(has_text="Rejected")).to_have_count(0)
    shot(page, "s40-history-rejection-zh")


# The room between a rejected change's words and the characters either side of it, in px.
GAPS = """() => {
  const span = document.querySelector("#article-body .change.rejected");
  const box = span.getBoundingClientRect();
  const around = (node, at) => {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getBoundingClientRect();
  };
  const before = span.previousSibling, after = span.nextSibling;
  return [
    box.left - around(before, before.textContent.length - 1).right,
    around(after, 0).left - box.right,
  ];
}"""


def test_words_put_back_by_a_rejection_sit_in_the_line_without_gaps(
    chinese_writer: Any, redline: Redline
) -> None:
    """Rejected, 很好 read "今天天气 很好 。" — a space either side, which Chinese never has."""
    page = chinese_writer
    article = redline.create_article("天气", BODY)
    open_article(page, article["id"])
    page.fill("#message", '把"很好"改成"晴朗"')
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    page.locator("#changes-bar").get_by_role("button", name="全部拒绝").click()
    expect(page.locator("#article-body .change.rejected")).to_have_count(1)
    gaps = page.evaluate(GAPS)
    assert all(abs(gap) < 1 for gap in gaps), gaps
