"""A catch-up whose conversation does not arrive keeps the chat, session 15. An outside tester
went offline while a reply was being written: the article came (V3) but the conversation's
request failed, and the page drew V3 with a chat of no messages — still empty after the
browser was back online ("Back online — nothing changed meanwhile"), until a reload. Now a
catch-up that gets the article but not the conversation changes nothing and says so; the
next one draws both."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"


def test_a_catch_up_without_its_conversation_keeps_the_chat(page: Any, redline: Redline) -> None:
    article = redline.create_article("对话还在", BODY)
    redline.send(article["id"], "把“十五”改成“二十”")
    open_article(page, article["id"])
    messages = page.locator("#transcript .msg-user")
    expect(messages).to_have_count(1, timeout=30000)
    expect(page.locator("#article-version")).to_have_text("V2", timeout=30000)

    # Another client edits while this page cannot fetch the conversation.
    page.route("**/api/chat/sessions/**", lambda route: route.abort())
    redline.send(article["id"], "把“二十”改成“三十”")
    expect(page.locator("#status")).to_contain_text(
        "Could not load the conversation", timeout=30000
    )
    expect(messages).to_have_count(1)
    expect(page.locator("#transcript .msg-assistant")).to_have_count(1)
    expect(page.locator("#article-version")).to_have_text("V2")

    # Reachable again: the next change draws the article and the whole conversation.
    page.unroute("**/api/chat/sessions/**")
    redline.send(article["id"], "把“三十”改成“四十”")
    expect(page.locator("#article-version")).to_have_text("V4", timeout=30000)
    expect(messages).to_have_count(3, timeout=30000)
    expect(page.locator("#transcript .msg-assistant")).to_have_count(3, timeout=30000)


def test_a_reply_whose_conversation_cannot_be_fetched_keeps_the_chat(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("回复之后", BODY)
    open_article(page, article["id"])
    redline.stub.enqueue(reply="回复之后\n\n" + BODY.replace("很好", "晴朗"))
    # The reply streams in, but the conversation fetched after it does not come.
    page.route("**/api/chat/sessions/**", lambda route: route.abort())
    page.fill("#message", "天气写得更具体")
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2", timeout=30000)
    expect(page.locator("#status")).to_contain_text(
        "Could not load the conversation", timeout=30000
    )
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    expect(page.locator("#transcript .msg-assistant")).to_contain_text("V1→V2")

    # Back online: the conversation is fetched again although the article did not move.
    page.unroute("**/api/chat/sessions/**")
    page.evaluate("() => window.dispatchEvent(new Event('online'))")
    expect(page.locator("#status")).to_contain_text("the conversation is up to date", timeout=30000)
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    expect(page.locator("#transcript .msg-assistant")).to_have_count(1)
