"""A writer creates an article whose text box holds only blank lines (session 38, helper
journeys38): the refusal spoke of starting over and of earlier versions in History — words for
an article being emptied, not for one that does not exist yet. A new article's refusal says
what to do: paste or write its text, then create it."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab

pytestmark = pytest.mark.browser

SAID = {
    "en-US": ("Title", "Text", "Create article", "paste or write its text, then create it"),
    "zh-CN": ("标题", "正文", "创建文章", "先粘贴或写下正文，再创建"),
}


@pytest.fixture(params=sorted(SAID))
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    tab = browser_tab(browser, redline.url, locale=request.param)
    page = next(tab)
    page.said = SAID[request.param]
    yield page
    next(tab, None)


def test_a_new_article_of_blank_lines_is_refused_in_words_for_a_new_article(
    writer: Any,
) -> None:
    page = writer
    title, text, create, wanted = page.said
    page.goto("/")
    page.get_by_role("textbox", name=title, exact=True).first.fill("Notes")
    page.get_by_role("textbox", name=text, exact=True).fill("  \n\n \n")
    page.get_by_role("button", name=create).click()
    status = page.get_by_role("status").filter(has_text=wanted)
    expect(status).to_be_visible()
    expect(status).not_to_contain_text("History")
    expect(status).not_to_contain_text("历史")
    assert page.url.endswith("/")
