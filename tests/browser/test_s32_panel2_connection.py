"""Session 32: a writer whose connection drops. Mid-stream (the reply's stream cut after its
first events, while the server goes on and saves it) the panel catches up with the saved
reply, once; before the message leaves (every request refused by the network) it says nothing
was sent, and once the connection is back its Retry sends it and the edit lands."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser

BODY = "We waited twenty minutes.\n\nThe bus never came."
VIVID = "Bus\n\nWe waited twenty long, cold minutes.\n\nThe bus never came."


def test_a_stream_cut_mid_reply_catches_up_with_the_saved_reply(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Bus", BODY)
    open_article(page, article["id"])
    cut_at: list[int] = []

    def cut_before_the_revision(route: Any) -> None:
        answer = route.fetch()
        stream = answer.text()
        cut_at.append(stream.find("event: revision"))
        route.fulfill(status=200, headers=dict(answer.headers), body=stream[: cut_at[-1]])

    page.route("**/api/chat/send*", cut_before_the_revision)
    redline.stub.enqueue(reply=VIVID, chunk_delay=0.02)
    page.fill("#message", "make it more vivid")
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#status")).to_contain_text("V2 saved")
    assert cut_at and cut_at[0] > 0
    expect(page.locator("#messages .msg-assistant")).to_have_count(1)
    expect(page.locator("#messages .msg-user")).to_have_count(1)
    copied = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert copied == VIVID.split("\n\n", 1)[1]
    shot(page, "s32-panel2-connection-cut-caught-up")


def test_a_message_the_network_refused_is_sent_by_retry_once_back(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Bus", BODY)
    open_article(page, article["id"])
    page.route("**/api/**", lambda route: route.abort("internetdisconnected"))
    page.fill("#message", "make it more vivid")
    page.press("#message", "Enter")
    failed = page.locator("#messages .msg-assistant.local-error")
    expect(failed).to_contain_text("Not sent")
    expect(page.locator("#message")).to_have_value("make it more vivid")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    shot(page, "s32-panel2-connection-offline")
    assert not redline.stub.requests  # nothing reached the model
    page.unroute("**/api/**")
    redline.stub.enqueue(reply=VIVID)
    failed.locator("button.retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#messages .msg-user")).to_have_count(1)
    expect(page.locator("#messages .local-error")).to_have_count(0)
    expect(page.locator("#message")).to_have_value("")
    shot(page, "s32-panel2-connection-back")
