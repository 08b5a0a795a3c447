"""A writer whose browser asks for Chinese read the turn's lines in Chinese ("V2 已保存。") and
then, rejecting a change, undoing, restoring or going back, English again ("Change rejected —
the old text is back in V3. 1 still to review."). Those lines read in Chinese too, in
Traditional characters for a Traditional browser; an English browser keeps them English."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE = "周会记录"
BODY = "\n\n".join(
    (
        "周一，团队开会讨论春季发布。",
        "他们写了十五页笔记，还为预算争论。",
        "午饭来得很晚，咖啡中午前就喝完了。",
    )
)
EDITED = BODY.replace("很晚", "很早").replace("争论", "讨论")


def article_with_two_changes(redline: Redline) -> str:
    article = redline.create_article(TITLE, BODY)
    redline.stub.enqueue(reply=f"{TITLE}\n\n{EDITED}")
    redline.send(article["id"], "语气轻松一点")
    return str(article["id"])


def tab_in(browser: Any, redline: Redline, locale: str) -> Any:
    context = browser.new_context(
        viewport={"width": 1280, "height": 860}, base_url=redline.url, locale=locale
    )
    context.set_default_timeout(20000)
    return context.new_page()


def test_review_lines_read_in_the_writers_chinese(browser: Any, redline: Redline) -> None:
    redline.stub.reset()
    tab = tab_in(browser, redline, "zh-CN")
    try:
        open_article(tab, article_with_two_changes(redline))
        status = tab.locator("#status")
        tab.locator("#article-body .reject-change").first.click()
        expect(status).to_have_text("已拒绝这处改动，原文回到了 V3。还有 1 处待看。")
        expect(status).to_have_attribute("lang", "zh-Hans")
        tab.locator("#transcript .undo-edit").last.click()
        expect(status).to_have_text("V4 已保存，用回了 V2 的文字。")
        tab.click("#reject-all")
        expect(status).to_have_text("已拒绝全部改动，V5 已保存。")
        tab.locator("#transcript .continue-here").first.click()
        expect(status).to_have_text("已回到 V1。你的下一条消息会从这里开一个新分支。")
        tab.press("#message", "Enter")
        expect(status).to_have_text("请先写下你的建议。")
    finally:
        tab.context.close()


def test_a_traditional_browser_reads_them_in_traditional_characters(
    browser: Any, redline: Redline
) -> None:
    redline.stub.reset()
    tab = tab_in(browser, redline, "zh-TW")
    try:
        open_article(tab, article_with_two_changes(redline))
        tab.locator("#article-body .reject-change").first.click()
        expect(tab.locator("#status")).to_have_text(
            "已拒絕這處改動，原文回到了 V3。還有 1 處待看。"
        )
        expect(tab.locator("#status")).to_have_attribute("lang", "zh-Hant")
    finally:
        tab.context.close()


def test_an_english_browser_keeps_them_english(browser: Any, redline: Redline) -> None:
    redline.stub.reset()
    tab = tab_in(browser, redline, "en-US")
    try:
        open_article(tab, article_with_two_changes(redline))
        tab.locator("#article-body .reject-change").first.click()
        expect(tab.locator("#status")).to_have_text(
            "Change rejected — the old text is back in V3. 1 still to review."
        )
        assert tab.locator("#status").get_attribute("lang") is None
    finally:
        tab.context.close()
