"""A Chinese browser reads the conversation's first line, a reply's "V1→V2 saved." and the
server's sentence for a change made meanwhile (409) in Chinese, as it reads the panel's own
lines (words.js); an English one reads them as the server wrote them (the first line of a
Chinese article in Chinese)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

MOVED = (
    "The article is now at V3, but this edit was based on V2. Reload to see the latest "
    "text, then try again."
)
# The panel has drawn the latest text already: in place of the server's "Reload …" it
# says so, and that nothing typed was lost (static/js/panel/stale.js).
MOVED_SAID = MOVED.replace(
    "Reload to see the latest text, then try again.",
    "The latest text is shown now, and your message is back in the box"
    " — nothing you typed was lost: check it, then send again.",
)


@pytest.fixture
def chinese_page(browser: Any, redline: Redline) -> Iterator[Any]:
    context = browser.new_context(
        locale="zh-CN", base_url=redline.url, viewport={"width": 1280, "height": 860}
    )
    context.set_default_timeout(20000)
    yield context.new_page()
    context.close()


def _refuse_moved(route: Any) -> None:
    route.fulfill(
        status=409,
        content_type="application/json",
        body=json.dumps({"status_code": 409, "detail": MOVED, "extra": None}),
    )


def test_a_chinese_browser_reads_the_first_line_and_a_conflict_in_chinese(
    chinese_page: Any, redline: Redline
) -> None:
    page = chinese_page
    made = redline.create_article("秋天的公园", "今天天气很好。\n\n我们去了公园。")
    redline.send(made["id"], "把“公园”改成“动物园”")
    open_article(page, made["id"])
    expect(page.locator("#messages .welcome-line")).to_have_text(
        "已载入《秋天的公园》。告诉我要改什么。"
    )
    expect(page.locator("#messages .msg-assistant .msg-text")).to_have_text(
        "V1→V2 已保存。\n• 第2段：“公园”改为“动物园”"
    )
    page.route("**/api/chat/send*", _refuse_moved)
    page.fill("#message", "再短一点")
    page.press("#message", "Enter")
    expect(page.locator("#messages .local-error .msg-text")).to_have_text(
        "没有发送：文章现在是 V3，而这次修改是按 V2 做的。"
        "最新的文字已经显示出来，你的消息也已放回输入框，打的字一个都没丢：看过后再发送。"
    )
    expect(page.locator("#messages .local-error .msg-text")).to_have_attribute("lang", "zh-Hans")


def test_an_english_browser_reads_them_as_the_server_wrote_them(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("秋天的公园", "今天天气很好。\n\n我们去了公园。")
    redline.send(made["id"], "把“公园”改成“动物园”")
    open_article(page, made["id"])
    # The server said the first line in Chinese to this Chinese article: drawn so.
    expect(page.locator("#messages .welcome-line")).to_have_text(
        "已载入《秋天的公园》。告诉我要改什么。"
    )
    expect(page.locator("#messages .msg-assistant .msg-text")).to_have_text(
        "V1→V2 saved.\n• 第2段：“公园”改为“动物园”"
    )
    page.route("**/api/chat/send*", _refuse_moved)
    page.fill("#message", "Shorter")
    page.press("#message", "Enter")
    expect(page.locator("#messages .local-error .msg-text")).to_have_text(f"Not sent: {MOVED_SAID}")
