"""A slow server (five seconds before it takes a message), session 34: a Chinese writer's
message waiting to be taken read "sending…" in English beside 你, the only English on the
panel while the writer waited. It reads in the writer's language."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

# The browser's requests to send a message wait five seconds before they go.
SLOW_SEND = """(() => {
  const real = window.fetch;
  window.fetch = (input, init) => {
    const url = String(input?.url || input);
    if (!url.includes("/api/chat/send")) return real(input, init);
    return new Promise((go) => setTimeout(go, 5000)).then(() => real(input, init));
  };
})();"""


@pytest.fixture
def chinese_writer(browser: Any, redline: Redline) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale="zh-CN")


def test_a_message_waiting_for_a_slow_server_reads_in_chinese(
    chinese_writer: Any, redline: Redline
) -> None:
    page = chinese_writer
    article = redline.create_article("慢", "今天天气很好。\n\n我们去公园看到了十五只鸭子。")
    page.add_init_script(SLOW_SEND)
    open_article(page, article["id"])
    page.fill("#message", "把“十五”改成“五十”")
    page.press("#message", "Enter")
    waiting = page.locator("#transcript .msg-user").last
    expect(waiting.locator(".pill")).to_have_text("正在发送…")
    expect(page.locator("#status")).to_have_text("正在修改…")
    shot(page, "s34-slow-send-zh")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#status")).to_have_text("V2 已保存。")


# The browser's requests for the conversation wait five seconds before they go.
SLOW_CONVERSATION = SLOW_SEND.replace("/api/chat/send", "/api/chat/sessions/")


def test_a_conversation_slow_to_come_says_it_is_loading(
    chinese_writer: Any, redline: Redline
) -> None:
    page = chinese_writer
    article = redline.create_article("慢慢", "今天天气很好。\n\n我们去公园看到了十五只鸭子。")
    redline.send(article["id"], "把“十五”改成“五十”")
    page.add_init_script(SLOW_CONVERSATION)
    page.goto(f"/articles/{article['id']}")
    expect(page.locator("#messages")).to_have_text("正在载入对话…")
    shot(page, "s34-slow-conversation-zh")
    expect(page.locator("#messages .msg-user .msg-text")).to_have_text("把“十五”改成“五十”")
    expect(page.locator("#messages")).not_to_contain_text("正在载入对话…")
