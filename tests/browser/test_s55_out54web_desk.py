"""outside54 F10: the desk's excerpt said "… 24 paragraphs unchanged" under "changed 1 of 20
paragraphs" — its five `## ` headings counted as paragraphs. The excerpt counts as the line
above it does (headings are no paragraphs), in English and Chinese; and on a Chinese page the
article filter's "(created … UTC)", which tells two articles of one title apart, is Chinese."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab

EN = "\n\n".join(
    (f"## Part {i // 4 + 1}\n\n" if i % 4 == 0 else "") + f"Paragraph {i} says something."
    for i in range(20)
)
ZH = "\n\n".join(
    (f"## 第{i // 4 + 1}部分\n\n" if i % 4 == 0 else "") + f"第{i}段写了一些事情。"
    for i in range(20)
)


@pytest.mark.parametrize(
    "locale,body,last,expected",
    [
        ("en-US", EN, "Paragraph 19 says something.", "… 19 paragraphs unchanged"),
        ("zh-CN", ZH, "第19段写了一些事情。", "… 19 段没有改动"),
    ],
    ids=["en", "zh"],
)
def test_the_desk_counts_unchanged_paragraphs_without_headings(
    browser: Any, redline: Redline, locale: str, body: str, last: str, expected: str
) -> None:
    title = f"Headings {locale}"
    made = redline.create_article(title, body)
    twin = redline.create_article(title, "Another.")
    changed = body.replace(last, last[:-1] + " now, and more.")
    redline.call("PUT", f"/api/contents/{made['id']}", {"body": changed, "base_version": 1})
    for tab in browser_tab(browser, redline.url, locale=locale):
        tab.goto(f"/desk?content_id={made['id']}")
        tab.wait_for_selector("body[data-ready='1']")
        row = tab.locator(".desk-row").first
        expect(row.locator(".desk-skip")).to_have_text(expected)
        assert "20" in row.locator(".desk-scope").inner_text()  # "changed 1 of 20 paragraphs"
        options = tab.locator("#desk-filters select[name='content_id'] option")
        said = [options.nth(i).inner_text() for i in range(options.count())]
        mine = [text for text in said if text.startswith(title)]
        assert len(mine) == 2 and twin["id"] != made["id"], said
        if locale == "zh-CN":
            assert all("（创建于 " in text and "created" not in text for text in mine), said
        else:
            assert all(" (created " in text for text in mine), said
