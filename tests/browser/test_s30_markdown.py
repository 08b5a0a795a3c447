"""Session 30: Markdown a writer pastes. A paragraph written as a Markdown heading or quote
reads as one in the article view (as the Word export makes it), every mark kept as the writer
typed it; a heading or quote pasted from a web page or Word is kept as Markdown writes it, as a
list already was ("- item")."""

from __future__ import annotations

import re
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PASTE, Redline, browser_tab, named, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

MESSAGE = "把“二十”改成“三十”"


@pytest.fixture(params=["en-US", "zh-CN"])
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


MARKDOWN_ZH = "## 第一部分\n\n我们在车站等了二十分钟。\n\n> 最后我们走回了家。\n\n#标签 不是标题"


def test_pasted_markdown_headings_and_quotes_read_as_such_and_keep_their_text(
    tab: Any, redline: Redline
) -> None:
    article = redline.create_article("车站", MARKDOWN_ZH)
    with urllib.request.urlopen(f"{redline.url}/articles/{article['id']}") as page:
        first_paint = page.read().decode()
    assert '<p data-start="0" class="md-h2">## 第一部分</p>' in first_paint
    redline.send(article["id"], MESSAGE)
    open_article(tab, article["id"])
    expect(tab.locator("#article-version")).to_have_text("V2")
    paragraphs = tab.locator("#article-body p")
    # The writer's text, every mark kept; the heading and the quote read as such.
    expect(paragraphs.nth(0)).to_have_text("## 第一部分")
    expect(paragraphs.nth(0)).to_have_class("md-h2")
    expect(paragraphs.nth(2)).to_have_class("md-quote")
    expect(paragraphs.nth(3)).not_to_have_class(re.compile("md-"))
    sizes = paragraphs.evaluate_all(
        "(ps) => ps.map((p) => parseFloat(getComputedStyle(p).fontSize))"
    )
    assert sizes[0] > sizes[1] * 1.2, sizes
    # The same in every view of the changes.
    tab.locator("label", has_text=named(tab, "Final")).click()
    expect(paragraphs.nth(0)).to_have_class("md-h2")
    copied = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert copied == MARKDOWN_ZH.replace("二十", "三十")


WEB_PAGE = (
    "<h2>第一部分</h2><p>我们在车站等了二十分钟。</p>"
    "<blockquote><p>最后我们</p><p>走回了家。</p></blockquote><ul><li>公交车</li></ul>"
)


def test_a_heading_and_a_quote_pasted_from_a_web_page_are_kept_as_markdown_and_shown_so(
    tab: Any,
) -> None:
    tab.goto("/")
    tab.wait_for_selector("body[data-ready='1']")
    tab.fill("#create-title", "粘贴")
    tab.evaluate(PASTE, [WEB_PAGE, "第一部分\n我们在车站等了二十分钟。", "#create-body"])
    expect(tab.locator("#create-body")).to_have_value(
        "## 第一部分\n\n我们在车站等了二十分钟。\n\n> 最后我们\n\n> 走回了家。\n\n- 公交车"
    )
    tab.locator("#create-form button[type='submit']").click()
    tab.wait_for_selector("body[data-ready='1'][data-page='article']")
    expect(tab.locator("#article-body p").first).to_have_class("md-h2")
    expect(tab.locator("#article-body p.md-quote")).to_have_count(2)
