"""Session 28: the model sees exactly the path the writer sees — across two tabs. Tab B rolls
the conversation back (same version); tab A, which has not heard of it yet, sends: its message
is refused (it went under tab B's head, a path tab A never showed), comes back to the box with
a line saying why in the writer's language, the conversation as it is now is drawn, and
sending again works — under the head now shown."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article
from tests.browser.test_panel import select_in_body

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY_ZH = "我们在车站等了二十分钟。\n\n公交车一直没来。\n\n最后我们走回了家。"
MESSAGE = "把“二十”改成“三十”"
SAID = {
    "en-US": "Not sent: the conversation moved on in another tab or window. Your message is "
    "back in the box — check the latest conversation, then send again.",
    "zh-CN": "没有发送：对话在另一个标签页或窗口里变了。"
    "你的消息已放回输入框，请先看最新的对话，再发送。",
}
FAILURE = {
    "en-US": "Not sent: The conversation has moved on in another tab or window since you last "
    "saw it (a rollback, another branch or another reply), so this message was not saved. The "
    "conversation as it is now is shown, and your message is back in the box — nothing you "
    "typed was lost: check it, then send again.",
    "zh-CN": "没有发送：你上次看过之后，对话在另一个标签页或窗口里变了（回退、换了分支或有了新的"
    "回复），所以这条消息没有保存。现在的对话已经显示出来，你的消息也已放回输入框，打的字一个都没"
    "丢：看过后再发送。",
}


@pytest.fixture(params=["en-US", "zh-CN"])
def tab_a(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


@pytest.fixture
def tab_b(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url)


def test_a_send_after_another_tab_rolled_back_is_refused_and_goes_again(
    tab_a: Any, tab_b: Any, redline: Redline
) -> None:
    article = redline.create_article("车站", STORY_ZH)
    first = redline.send(article["id"], "你好")
    second = redline.send(article["id"], "你能做什么？")
    assert second["content"]["version"] == 1  # the replies changed nothing: one version
    # Tab A has not heard of tab B's rollback yet: its article events do not arrive.
    tab_a.route("**/api/contents/*/events", lambda route: route.fulfill(status=204))
    open_article(tab_a, article["id"])
    open_article(tab_b, article["id"])
    expect(tab_a.locator("#messages .msg-user")).to_have_count(2)
    # Tab B goes back to the first reply.
    tab_b.locator(f"#msg-{first['assistant_message']['id']} .continue-here").click()
    expect(tab_b.locator("#status")).to_contain_text("Went back to V1")
    rolled = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    assert rolled["head_id"] == first["assistant_message"]["id"]

    tab_a.fill("#message", MESSAGE)
    tab_a.press("#message", "Enter")
    lang = tab_a.evaluate("navigator.language")
    expect(tab_a.locator("#status")).to_have_text(SAID[lang])
    expect(tab_a.locator("#message")).to_have_value(MESSAGE)
    failure = tab_a.locator("#messages .local-error .msg-text")
    expect(failure).to_have_text(FAILURE[lang])
    # The conversation as it is now: the second turn is off the path tab B chose.
    expect(tab_a.locator("#messages .msg-user")).to_have_count(1)
    # Nothing was saved.
    now = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    assert now["head_id"] == rolled["head_id"]
    assert len(now["messages"]) == len(rolled["messages"])

    # Sent again, it goes under the head tab A now shows.
    tab_a.press("#message", "Enter")
    expect(tab_a.locator("#article-version")).to_have_text("V2")  # the body may show its marks
    expect(tab_a.locator("#message")).to_have_value("")
    sent = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    asked = [m for m in sent["messages"] if m["content"] == MESSAGE]
    assert len(asked) == 1 and asked[0]["parent_id"] == first["assistant_message"]["id"]
    assert "三十分钟" in redline.call("GET", f"/api/contents/{article['id']}")["body"]


@pytest.fixture
def tab_c(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url)


def _head_moved_from(redline: Redline, content_id: str, old: str) -> str:
    """The session's head once it is no longer `old` (another tab's turn has ended)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        view = redline.call("GET", f"/api/chat/sessions/{content_id}")
        if view["head_id"] != old and view["path"][-1]["role"] == "assistant":
            return str(view["head_id"])
        time.sleep(0.1)
    raise AssertionError("the other tab's regenerate never moved the head")


def test_a_selection_stays_when_another_tab_regenerated_on_the_same_version(
    tab_c: Any, tab_b: Any, redline: Redline
) -> None:
    # The conversation moved, not the article: the span selected in V1 still holds, so the
    # message goes again limited to it (a stale version drops it, and says so).
    redline.stub.reset()
    article = redline.create_article("车站", STORY_ZH)
    reply = redline.send(article["id"], "你好")["assistant_message"]
    tab_a = tab_c
    tab_a.route("**/api/contents/*/events", lambda route: route.fulfill(status=204))
    open_article(tab_a, article["id"])
    open_article(tab_b, article["id"])
    tab_b.locator(f"#msg-{reply['id']} :is(.regenerate, .retry)").click()
    head = _head_moved_from(redline, article["id"], reply["id"])

    select_in_body(tab_a, "二十")
    chip = tab_a.locator("#selection-chip")
    expect(chip).to_be_visible()
    tab_a.fill("#message", MESSAGE)
    tab_a.press("#message", "Enter")
    expect(tab_a.locator("#status")).to_have_text(SAID["en-US"])
    expect(tab_a.locator("#message")).to_have_value(MESSAGE)
    expect(chip).to_be_visible()
    tab_a.press("#message", "Enter")
    expect(tab_a.locator("#article-version")).to_have_text("V2")  # the body may show its marks
    sent = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    asked = [m for m in sent["messages"] if m["content"] == MESSAGE]
    assert len(asked) == 1 and asked[0]["parent_id"] == head
    assert "三十分钟" in redline.call("GET", f"/api/contents/{article['id']}")["body"]


def test_a_send_the_moment_this_tabs_own_hand_edit_lands_is_not_refused(
    tab_c: Any, redline: Redline
) -> None:
    # This tab's own hand edit made V2 and moved the head; the conversation is still being
    # fetched when the writer sends. The message answers what is on screen (V2), so it is
    # sent — not refused as another tab's doing.
    redline.stub.reset()
    article = redline.create_article("车站", STORY_ZH)
    redline.send(article["id"], "你好")
    tab = tab_c
    open_article(tab, article["id"])
    expect(tab.locator("#messages .msg-user")).to_have_count(1)
    held: list[Any] = []

    def hold_conversation(route: Any) -> None:
        if route.request.method == "GET" and not held:
            held.append(route)  # answered below, after the send
        else:
            route.continue_()

    tab.click("#edit-article")
    tab.fill("#edit-body", STORY_ZH.replace("公交车", "大巴"))
    tab.route("**/api/chat/sessions/*", hold_conversation)
    tab.click("#save-article")
    expect(tab.locator("#article-version")).to_have_text("V2")
    assert held, "the hand edit fetched no conversation"
    tab.fill("#message", MESSAGE)
    with tab.expect_response("**/api/chat/send*") as sent:
        tab.press("#message", "Enter")
    status = sent.value.status
    held[0].continue_()
    tab.unroute("**/api/chat/sessions/*")
    assert status == 200, sent.value.text()
    expect(tab.locator("#article-version")).to_have_text("V3")
    expect(tab.locator("#message")).to_have_value("")
    saved = redline.call("GET", f"/api/contents/{article['id']}")
    assert saved["body"] == STORY_ZH.replace("公交车", "大巴").replace("二十", "三十")
