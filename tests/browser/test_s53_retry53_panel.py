"""Retry on an older failed reply in the panel (outside52 F6): the writer's A failed, they sent
B (answered), then pressed Retry on A's failure. The retried turn is a sibling branch from A:
the chat shows A and its new reply, says the later messages stay on the old branch, and ‹ ›
beside the reply brings back A's failure with B's whole turn — nothing lost, and the model
was sent only what the chat shows. A Retry refused because another message is still being
answered (another tab's reply, the server's 409) says that, in the writer's language, not
"the article changed elsewhere"."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

BODY = "Today the weather was fine.\n\nWe went to the park."
ASK_A = "Make the first paragraph sunnier."
ASK_B = "Make it the zoo."
STILL = (
    "Another message is still being answered: its reply is being written now, so no new reply "
    "was written (asked now, it would take that reply's place). Ask again once that reply is "
    "there."
)


def _user_texts(redline: Redline, content_id: str) -> list[str]:
    path = redline.call("GET", f"/api/chat/sessions/{content_id}")["path"]
    return [m["content"] for m in path if m["role"] == "user"]


def test_retry_on_an_older_failed_reply_branches_and_keeps_the_newer_turn(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Retry", BODY)
    redline.stub.enqueue(status=500, body="down")
    failed = redline.send(article["id"], ASK_A)["assistant_message"]
    assert failed["status"] == "error"
    redline.stub.enqueue(reply="Retry\n\nToday the weather was fine.\n\nWe went to the zoo.")
    assert redline.send(article["id"], ASK_B)["revision"]["version"] == 2
    open_article(page, article["id"])
    messages = page.locator("#messages")
    expect(messages.locator("li.msg-assistant")).to_have_count(2)

    redline.stub.requests.clear()
    redline.stub.enqueue(
        reply="Retry\n\nToday the weather was sunny and fine.\n\nWe went to the park."
    )
    page.locator(f"#msg-{failed['id']}").get_by_role("button", name="Retry this reply").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#status")).to_contain_text("The 2 later messages stay on the old branch")
    # The chat is A and its new reply; B's turn is not on it, and the server's path agrees.
    expect(messages.locator("li.msg-user")).to_have_count(1)
    expect(messages.locator("li.msg-user")).to_contain_text(ASK_A)
    expect(messages).not_to_contain_text(ASK_B)
    assert _user_texts(redline, article["id"]) == [ASK_A]
    sent = json.dumps(redline.stub.requests[-1], ensure_ascii=False)
    assert ASK_A in sent and ASK_B not in sent
    reply = messages.locator("li.msg-assistant").last
    expect(reply.locator(".fork-count")).to_have_text("2/2")

    # ‹ brings back the old branch whole: A's failure, then B and its reply (V2).
    reply.get_by_role("button", name="Previous version of this reply").click()
    expect(messages.locator("li.msg-user")).to_have_count(2)
    expect(messages).to_contain_text(ASK_B)
    expect(page.locator("#article-version")).to_have_text("V2")
    assert _user_texts(redline, article["id"]) == [ASK_A, ASK_B]


# What the panel says of that refusal, in the language the writer's browser asks for.
SAID = {
    "en-US": (
        "Couldn't regenerate: another message is still being answered. Nothing was changed"
        " — ask again once its reply is there.",
        f"Couldn't regenerate: {STILL}",
    ),
    "zh-CN": (
        "没能重新生成：另一条消息还在等回复。文章没有改动，等它的回复出来后再问。",
        "没能重新生成：另一条消息还在等回复：它的回复正在写，所以没有写新的回复（现在就问，"
        "会占掉那条回复的位置）。",
    ),
}


def test_a_retry_refused_while_another_reply_is_written_says_so(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    status, failure = SAID[page.context.pages[0].evaluate("navigator.language")]
    article = redline.create_article("Busy", BODY)
    redline.stub.enqueue(status=500, body="down")
    failed = redline.send(article["id"], ASK_A)["assistant_message"]
    open_article(page, article["id"])
    page.route(
        "**/regenerate*",
        lambda route: route.fulfill(
            status=409,
            content_type="application/json",
            body=json.dumps(
                {
                    "status_code": 409,
                    "detail": STILL,
                    "extra": [{"key": "head_id", "message": STILL}],
                }
            ),
        ),
    )
    page.locator(f"#msg-{failed['id']} button.retry").click()
    expect(page.locator("#messages .local-error .msg-text")).to_contain_text(failure)
    expect(page.locator("#status")).to_have_text(status)
    expect(page.locator("#article-version")).to_have_text("V1")
