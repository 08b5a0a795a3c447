"""Session 32: the model answers with a Markdown table, a list and one 2,000-character line (a
link, a run of Chinese with no break). Nothing may push the page sideways — not while the reply
streams, not once it is saved — on a desktop or on a phone; the writer's text is kept as the
model wrote it."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser

STORY = "我们在车站等了二十分钟。\n\n公交车一直没来。"
# Long runs that never repeat (a repeated one reads as a model gone round in a loop).
HEX = "".join(hashlib.sha256(str(n).encode()).hexdigest() for n in range(5))
RUN = "".join(f"车过了第{n}个路口，" for n in range(1, 400))[:2000]
TABLE = (
    "| 站名 | 等候 | 备注 |\n|---|---|---|\n| 东门 | 二十分钟 | 下雨 |\n"
    f"| 西门 | 三十分钟 | {RUN[:200]} |"
)
LIST = "- 第一条：带伞\n- 第二条：早点出门\n  - 子项：看时刻表\n1. 编号一\n2. 编号二"
LINK = "https://example.com/" + HEX[:300]
REPLY = (
    f"车站\n\n我们在车站等了三十分钟。\n\n{TABLE}\n\n{LIST}\n\n{LINK}\n\n{RUN}\n\n公交车一直没来。"
)

SIDEWAYS = """() => ({
  page: document.documentElement.scrollWidth - innerWidth,
  body: document.body.scrollWidth - innerWidth,
})"""


@pytest.mark.parametrize(("width", "height"), [(1280, 860), (390, 844)])
def test_a_reply_with_a_table_a_list_and_a_long_line_never_scrolls_the_page_sideways(
    browser: Any, redline: Redline, width: int, height: int
) -> None:
    redline.stub.reset()
    article = redline.create_article("车站", STORY)
    for page in browser_tab(browser, redline.url, viewport={"width": width, "height": height}):
        open_article(page, article["id"])
        redline.stub.enqueue(reply=REPLY, chunk_delay=0.02)
        page.fill("#message", "加一个表格和清单")
        page.press("#message", "Enter")
        # While it streams: how far the reply has got is in the conversation.
        expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
        expect(page.locator("#messages .msg-live")).to_contain_text("Writing…")
        shot(page, f"s32-panel2-wide-reply-streaming-{width}")
        assert page.evaluate(SIDEWAYS) == {"page": 0, "body": 0}
        expect(page.locator("#article-version")).to_have_text("V2", timeout=20000)
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        shot(page, f"s32-panel2-wide-reply-saved-{width}")
        assert page.evaluate(SIDEWAYS) == {"page": 0, "body": 0}
        # The article keeps the model's text as written, marks and all.
        expect(page.locator("#article-body")).to_contain_text("| 东门 | 二十分钟 | 下雨 |")
        expect(page.locator("#article-body")).to_contain_text(RUN)
        page.locator("#article-body").get_by_text(LINK).scroll_into_view_if_needed()
        shot(page, f"s32-panel2-wide-reply-long-line-{width}")
        assert page.evaluate(SIDEWAYS) == {"page": 0, "body": 0}
