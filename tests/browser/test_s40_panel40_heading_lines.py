"""Change lines under headings, session 40: a Chinese writer counting the paragraphs of an
article with `## ` headings read "第3段" for their second paragraph — the heading line was
counted as one. In the chat and in the changes bar, the paragraphs are now numbered as the
writer counts them and a heading changed is named as a heading; a Chinese reader of an English
article reads the same lines in Chinese."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

ZH = "## 本周安排\n\n周一开会，讨论新版本。\n\n周三发布，请大家准时。\n\n## 注意事项\n\n带好工牌。"
EN = (
    "## This week\n\nMonday: a meeting about the new release.\n\n"
    "Wednesday: the release, on time please.\n\n## Notes\n\nBring your badge."
)


@pytest.fixture
def chinese_reader(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale="zh-CN")


def send(page: Any, text: str, version: str) -> None:
    page.fill("#message", text)
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text(version)


def test_a_chinese_article_s_change_lines_count_paragraphs_without_its_headings(
    chinese_reader: Any, redline: Redline
) -> None:
    page = chinese_reader
    article = redline.create_article("通知", ZH)
    open_article(page, article["id"])
    send(page, '把"准时"改成"按时"', "V2")
    reply = page.locator("#transcript .msg-assistant").last.locator(".msg-text")
    expect(reply).to_contain_text("第2段：“准时”改为“按时”")
    expect(page.locator("#changes-lines")).to_contain_text("第2段")
    send(page, '把"注意事项"改成"提醒"', "V3")
    expect(reply).to_contain_text("小标题“注意事项”改为“提醒”")
    expect(reply).not_to_contain_text("第4段")
    shot(page, "s40-heading-lines-zh")


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_an_english_article_s_heading_is_named_for_either_reader(
    browser: Any, redline: Redline, locale: str
) -> None:
    article = redline.create_article("Notice", EN)
    for page in browser_tab(browser, redline.url, locale=locale):
        open_article(page, article["id"])
        send(page, 'Replace "badge" with "pass"', "V2")
        reply = page.locator("#transcript .msg-assistant").last.locator(".msg-text")
        expect(reply).to_contain_text(
            "第3段：“badge”改为“pass”" if locale == "zh-CN" else "paragraph 3: “badge” → “pass”"
        )
        send(page, 'Replace "Notes" with "Reminders"', "V3")
        expect(reply).to_contain_text(
            "小标题“Notes”改为“Reminders”" if locale == "zh-CN" else "heading “Notes” → “Reminders”"
        )
        shot(page, f"s40-heading-lines-en-article-{locale}")


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_the_limit_to_list_counts_paragraphs_as_the_change_lines_do(
    browser: Any, redline: Redline, locale: str
) -> None:
    """The list beside the box numbered the heading lines as paragraphs too ("paragraph 3:
    注意事项"): its "paragraph 2" was not the change lines' 第2段."""
    article = redline.create_article("通知", ZH)
    for page in browser_tab(browser, redline.url, locale=locale):
        open_article(page, article["id"])
        labels = page.locator("#scope-paragraph option").all_inner_texts()[2:]
        if locale == "zh-CN":
            assert labels == [
                "小标题：本周安排",
                "第 1 段：周一开会，讨论新版本。",
                "第 2 段：周三发布，请大家准时。",
                "小标题：注意事项",
                "第 3 段：带好工牌。",
            ], labels
        else:
            assert labels == [
                "heading: 本周安排",
                "paragraph 1: 周一开会，讨论新版本。",
                "paragraph 2: 周三发布，请大家准时。",
                "heading: 注意事项",
                "paragraph 3: 带好工牌。",
            ], labels
        page.locator("#scope-paragraph").select_option(index=4)
        expect(page.locator("#status")).to_contain_text(
            "只改第 2 段" if locale == "zh-CN" else "applies only to paragraph 2."
        )
        page.locator("#scope-paragraph").select_option(index=5)
        expect(page.locator("#status")).to_contain_text(
            "只改小标题“注意事项”"
            if locale == "zh-CN"
            else "applies only to the heading “注意事项”."
        )
