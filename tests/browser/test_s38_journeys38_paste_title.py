"""A web page copied whole into the new-article form (session 38, helper journeys38): its <h1>
came along as "# 小城的春天" atop the text, so the article showed its title twice — and the
heading counted as paragraph 1, so 第三段 named the article's second paragraph. As a file's
heading already is, a pasted page's first heading is the title: put in an empty title box,
not repeated atop the text when the title box already says the same."""

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PASTE, Redline, browser_tab, shot
from tests.browser.s37_journeys_steps import chinese_article

pytestmark = pytest.mark.browser

TITLE = "小城的春天"
PARAGRAPHS = chinese_article()[:3]
# As a news site's page copies: the headline, paragraphs indented with full-width spaces.
HTML = (
    f"<article><h1>{TITLE}</h1>"
    + "".join(f"<p style='text-indent:2em'>\u3000\u3000{p}</p>" for p in PARAGRAPHS)
    + "</article>"
)
PLAIN = "\n".join([TITLE, *PARAGRAPHS])


@pytest.fixture
def writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale="zh-CN")


def title_box(page: Any) -> Any:
    return page.get_by_role("textbox", name="标题", exact=True).first


def text_box(page: Any) -> Any:
    return page.get_by_role("textbox", name="正文", exact=True)


def created_body(page: Any, redline: Redline) -> str:
    page.get_by_role("button", name="创建文章").click()
    page.wait_for_url(re.compile(r"/articles/"))
    content_id = page.url.rsplit("/", 1)[1].split("?")[0]
    return str(redline.call("GET", f"/api/contents/{content_id}")["body"])


def test_a_pasted_page_whose_headline_is_the_typed_title_shows_it_once(
    writer: Any, redline: Redline
) -> None:
    page = writer
    page.goto("/")
    title_box(page).fill(TITLE)
    page.evaluate(PASTE, [HTML, PLAIN, "#create-body"])
    expect(text_box(page)).to_have_value(re.compile(r"^第一段里"))
    expect(page.get_by_text("正文开头不再重复它")).to_be_visible()
    body = created_body(page, redline)
    assert body.split("\n\n")[0].startswith("第一段里"), body[:80]
    assert TITLE not in body
    expect(page.get_by_role("main").get_by_role("heading", name=TITLE)).to_have_count(1)
    shot(page, "s38-paste-title-once")


def test_a_pasted_page_fills_an_empty_title_box_with_its_headline(
    writer: Any, redline: Redline
) -> None:
    page = writer
    page.goto("/")
    page.evaluate(PASTE, [HTML, PLAIN, "#create-body"])
    expect(title_box(page)).to_have_value(TITLE)
    expect(text_box(page)).to_have_value(re.compile(r"^第一段里"))
    expect(page.get_by_text("粘贴进来的大标题已经放进了“标题”框")).to_be_visible()
    body = created_body(page, redline)
    assert len(body.split("\n\n")) == 3 and body.startswith("第一段里")
