"""Sending while a reply is being written, in the same tab (an outside tester, 7 of 7 runs):
a double click on Send stopped the reply it had just started, because Send turns into Stop
under the pointer; and Enter with a new suggestion did nothing at all, silently."""

import threading
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"


def _slow(
    redline: Redline, title: str, seconds: float = 4.0, written: threading.Event | None = None
) -> None:
    """A reply streamed over about `seconds`, or held after its first piece until the test
    sets `written`."""
    reply = title + "\n\n" + BODY.replace("很好", "晴朗，阳光照在湖面上")
    if written is not None:
        redline.stub.enqueue(reply=reply, chunk_delay=0.01, held_until=written)
    else:
        redline.stub.enqueue(reply=reply, chunk_delay=seconds * 8 / len(reply))


def test_a_double_click_on_send_sends_once_and_does_not_stop_the_reply(
    page: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article("双击发送", BODY)
    written = threading.Event()  # both clicks land while the reply is being written
    request.addfinalizer(written.set)
    _slow(redline, "双击发送", written=written)
    open_article(page, article["id"])
    page.fill("#message", "第一段写得更具体")
    page.locator("#send").dblclick()
    written.set()
    expect(page.locator("#article-version")).to_have_text("V2")
    replies = page.locator("#transcript .msg-assistant")
    expect(replies.last).not_to_have_attribute("data-status", "stopped")
    assert "晴朗" in redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert len(redline.stub.requests) == 1


def test_enter_while_a_reply_is_written_queues_the_next_suggestion(
    page: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article("排队", BODY)
    written = threading.Event()
    request.addfinalizer(written.set)
    _slow(redline, "排队", written=written)
    redline.stub.enqueue(reply="排队\n\n" + BODY.replace("晚上回家吃饭。", "晚上回家吃了饺子。"))
    open_article(page, article["id"])
    page.fill("#message", "第一段写得更具体")
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    page.fill("#message", "最后一段写吃了什么")
    page.press("#message", "Enter")
    expect(page.locator("#held-note")).to_contain_text("Queued")
    written.set()  # the reply lands: the queued suggestion goes
    expect(page.locator("#article-version")).to_have_text("V3")
    writer = page.locator("#transcript .msg-user")
    expect(writer).to_have_count(2)
    expect(writer.last).to_contain_text("最后一段写吃了什么")
    assert len(redline.stub.requests) == 2


def test_a_suggestion_typed_behind_a_reply_the_writer_stops_stays_in_the_box(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("停下", BODY)
    _slow(redline, "停下", seconds=12)
    open_article(page, article["id"])
    page.fill("#message", "第一段写得更具体")
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    page.fill("#message", "最后一段写吃了什么")
    page.press("#message", "Enter")
    page.keyboard.press("Escape")
    expect(page.locator("#transcript .msg-assistant").last).to_have_attribute(
        "data-status", "stopped"
    )
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#message")).to_have_value("最后一段写吃了什么")
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    expect(page.locator("#article-version")).to_have_text("V1")
