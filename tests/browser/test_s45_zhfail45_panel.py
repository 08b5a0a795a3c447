"""The panel on a Chinese article, whose server lines are now said in Chinese: the
conversation's first line (已载入《…》。告诉我要改什么。) is still known as the welcome line —
drawn in Chinese for a reader in English too, and renamed with the article — and a reply
stopped before any text (已停止，还没有回复。) still reads as stopped before any text arrived,
after a reload too, in Chinese as the server stored it (session 53)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

BODY = "今天天气很好。\n\n我们去了公园，看了很久的熊猫。"
# In Chinese to a reader in English too, as the server stored it (session 53, outside53 F12:
# shown in English, it was the one line of a Chinese article's stops and failures not in Chinese).
BEFORE_ANY_TEXT = {
    "en-US": "你在回复开始前停止了它，文章没有改动。",
    "zh-CN": "你在回复开始前停止了它，文章没有改动。",
}


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A tab of a writer whose browser asks for English, then for Chinese."""
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


def _locale(page: Any) -> str:
    return "zh-CN" if page.evaluate("navigator.language").startswith("zh") else "en-US"


def test_the_chinese_first_line_is_the_welcome_line_and_keeps_the_title_it_was_loaded_under(
    writer: Any, redline: Redline
) -> None:
    page = writer
    made = redline.create_article("秋天的公园", BODY)
    redline.send(made["id"], "把“公园”改成“动物园”")  # the rules' edit: the conversation begins
    first = redline.call("GET", f"/api/chat/sessions/{made['id']}")["path"][0]
    assert first["content"] == "已载入《秋天的公园》。告诉我要改什么。"  # as the server said it
    open_article(page, made["id"])
    welcome = page.locator("#messages .welcome-line")
    expect(welcome).to_have_text("已载入《秋天的公园》。告诉我要改什么。")
    page.fill("#message", 'Change the title to "春天的湖"')
    page.press("#message", "Enter")
    expect(page.locator("#article-title")).to_have_text("春天的湖")
    # Session 55 (outside54 F21): the V1 line says what was loaded, not the title after a rename.
    expect(welcome).to_have_text("已载入《秋天的公园》。告诉我要改什么。")


def test_a_reply_stopped_before_any_text_on_a_chinese_article_says_so_after_a_reload(
    writer: Any, redline: Redline
) -> None:
    page = writer
    made = redline.create_article("停下", BODY)
    open_article(page, made["id"])
    redline.stub.enqueue(reply="停下\n\n" + BODY.replace("熊猫", "老虎"), hang=8)
    page.fill("#message", "第二段写得更生动一点")
    page.press("#message", "Enter")
    expect(page.locator("#messages .msg-assistant.pending")).to_have_count(1)
    page.keyboard.press("Escape")
    stopped = page.locator("#messages .msg-assistant[data-status='stopped'] .msg-text")
    said = BEFORE_ANY_TEXT[_locale(page)]
    expect(stopped).to_have_text(said)
    # The server keeps it in Chinese (已停止，还没有回复。): read the same after a reload.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(stopped).to_have_text(said)
    reply = redline.call("GET", f"/api/chat/sessions/{made['id']}")["path"][-1]
    assert (reply["status"], reply["content"]) == ("stopped", "已停止，还没有回复。")
