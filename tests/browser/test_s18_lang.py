"""Outside testers' findings, session 18: Chinese text carries its `lang` (fonts, line
breaking, a screen reader's voice) while the page stays English, and a one-line draft
imported from a file keeps its line as the article's text."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

LINE = "# 只有一行的草稿\n"


def test_chinese_titles_text_and_messages_say_their_language(page: Any, redline: Redline) -> None:
    simplified = redline.create_article("秋天的公园", "公园里的银杏叶黄了。\n\n我们走了十五分钟。")
    redline.send(simplified["id"], "把“十五”改成“五十”")
    traditional = redline.create_article("秋天的公園", "這裡的銀杏葉黃了。")
    english = redline.create_article("The park", "We walked for fifteen minutes.")
    open_article(page, simplified["id"])
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#article-title")).to_have_attribute("lang", "zh-Hans")
    expect(page.locator("#article-body")).to_have_attribute("lang", "zh-Hans")
    # No character of it is written otherwise in Traditional: Chinese, neither script said.
    expect(page.locator("#transcript .msg-user .msg-text").first).to_have_attribute("lang", "zh")
    expect(page.locator("#changes-lines li").first).to_have_text("第2段：“十五”改为“五十”")
    expect(page.locator("#changes-lines li").first).to_have_attribute("lang", "zh-Hans")
    open_article(page, traditional["id"])
    expect(page.locator("#article-title")).to_have_attribute("lang", "zh-Hant")
    expect(page.locator("#article-body")).to_have_attribute("lang", "zh-Hant")
    open_article(page, english["id"])
    expect(page.locator("#article-body p").first).to_have_text("We walked for fifteen minutes.")
    for node in ("#article-title", "#article-body"):
        expect(page.locator(node)).not_to_have_attribute("lang", "zh-Hans")
        assert page.locator(node).get_attribute("lang") is None
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    link = page.locator(f"tr[data-content-id='{simplified['id']}'] .article-link")
    expect(link).to_have_attribute("lang", "zh-Hans")
    assert (
        page.locator(f"tr[data-content-id='{english['id']}'] .article-link").get_attribute("lang")
        is None
    )
    page.goto("/desk")
    expect(page.locator(f"#filter-article option[value='{traditional['id']}']")).to_have_attribute(
        "lang", "zh-Hant"
    )
    title = page.locator(".desk-title a", has_text="秋天的公园").first
    expect(title).to_have_attribute("lang", "zh-Hans")


def test_a_one_line_draft_imported_keeps_its_line_as_the_text(page: Any, redline: Redline) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.set_input_files(
        "#create-file",
        files=[{"name": "草稿.md", "mimeType": "text/markdown", "buffer": LINE.encode()}],
    )
    expect(page.locator("#create-status")).to_contain_text("holds one line, its heading")
    expect(page.locator("#create-title")).to_have_value("只有一行的草稿")
    expect(page.locator("#create-body")).to_have_value("只有一行的草稿")
    page.locator("#create-form button[type='submit']").click()
    page.wait_for_selector("body[data-ready='1'][data-content-id]")
    expect(page.locator("#article-title")).to_have_text("只有一行的草稿")
    expect(page.locator("#article-body p")).to_have_text(["只有一行的草稿"])
