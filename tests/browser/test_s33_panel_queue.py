"""Suggestions sent in a row while this page's reply is written, session 33: each leaves the box
for a queue (the next one typed used to replace it), and goes when the turn before it ends. A
turn that fails puts the queue back in the box, said so; a reload keeps it."""

import threading
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"
FIRST = "天气写得更具体"
QUEUED = ["把十五改成五十", "最后一段写吃了什么"]


def _slow(redline: Redline, title: str, written: threading.Event) -> None:
    """A reply held after its first piece until the test sets `written`."""
    reply = f"{title}\n\n" + BODY.replace("很好", "晴朗，阳光照在湖面上")
    redline.stub.enqueue(reply=reply, chunk_delay=0.01, held_until=written)


def _send_in_a_row(page: Any) -> None:
    page.fill("#message", FIRST)
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    for message in QUEUED:
        page.fill("#message", message)
        page.press("#message", "Enter")
        expect(page.locator("#message")).to_have_value("")
    expect(page.locator("#held-note")).to_contain_text("Queued: “把十五改成五十” and 1 more")


def test_a_failed_turn_puts_what_was_queued_behind_it_back_in_the_box(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("排队失败", BODY)
    open_article(page, article["id"])
    # The model refuses the first turn after a moment (429, no retry in these tests).
    redline.stub.enqueue(status=429, hang=5.0)
    _send_in_a_row(page)
    expect(page.locator("#transcript .msg-assistant").last).to_have_attribute(
        "data-status", "error"
    )
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#message")).to_have_value("\n".join(QUEUED))
    expect(page.locator("#held-note")).to_be_hidden()
    expect(page.locator("#status")).to_have_text(
        "Not sent: what you queued is back in the box, as the reply before it did not go "
        "through. Send it when ready."
    )
    shot(page, "s33-queue-back-after-failure")
    session = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    assert [m["content"] for m in session["path"] if m["role"] == "user"] == [FIRST]


def test_suggestions_queued_here_survive_a_reload_and_go_when_the_reply_lands(
    page: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article("排队重载", BODY)
    open_article(page, article["id"])
    written = threading.Event()  # it streamed for eight seconds, and hoped two reloads fit
    request.addfinalizer(written.set)
    _slow(redline, "排队重载", written)
    _send_in_a_row(page)
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    # Back in the box, waiting for the reply still being written (now another page's).
    expect(page.locator("#message")).to_have_value("\n".join(QUEUED))
    expect(page.locator("#held-note")).to_contain_text("Queued")
    # Once more: in the box once, not twice.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#message")).to_have_value("\n".join(QUEUED))
    expect(page.locator("#held-note")).to_contain_text("Queued")
    redline.stub.enqueue(
        reply="排队重载\n\n"
        + BODY.replace("很好", "晴朗，阳光照在湖面上")
        .replace("十五", "五十")
        .replace("晚上回家吃饭。", "晚上回家吃了饺子。")
    )
    written.set()  # the first reply lands: what was queued goes
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#message")).to_have_value("")
    session = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    assert [m["content"] for m in session["path"] if m["role"] == "user"] == [
        FIRST,
        "\n".join(QUEUED),
    ]
