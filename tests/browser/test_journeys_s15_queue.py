"""A suggestion queued behind a reply still being written elsewhere, session 15: the queue
survives a reload of the page (before, the text stayed in the box but the send was forgotten),
the writer sees it waiting and can cancel it, and while Redline cannot be reached the page says
when it asks again (2, 4, 8 … 30 s) and offers "Retry now"."""

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, served_redline, shot

pytestmark = pytest.mark.browser
WAIT = 30000  # ms: every wait here is explicit (another module lowers the shared default)


@pytest.fixture(scope="module")
def redline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app and scripted model of this module's own (slow replies no other test waits on)."""
    with served_redline(tmp_path_factory.mktemp("queue-s15-data")) as served:
        yield served


BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"
ASKED_FIRST = "天气写得更具体"
QUEUED = 'Replace "十五" with "五十"'
FIRST_REPLY_BODY = BODY.replace("很好", "晴朗，阳光照在湖面上")


def start_slow_reply(
    redline: Redline, browser: Any, title: str, written: threading.Event
) -> tuple[Any, dict]:
    """Another browser asks for an edit whose reply is being written until the test sets
    `written` (then it streams to its end)."""
    article = redline.create_article(title, BODY)
    reply = f"{title}\n\n{FIRST_REPLY_BODY}"
    redline.stub.enqueue(reply=reply, chunk_delay=0.02, held_until=written)
    elsewhere = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=redline.url)
    first = elsewhere.new_page()
    open_article(first, article["id"])
    first.fill("#message", ASKED_FIRST)
    first.press("#message", "Enter")
    expect(first.locator("#send")).to_have_attribute("data-mode", "stop", timeout=WAIT)
    return elsewhere, article


def first_done(elsewhere: Any) -> Any:
    """The version the other browser shows (V2 once its reply has landed)."""
    return elsewhere.pages[0].locator("#article-version")


def queue_in_a_phone(browser: Any, redline: Redline, article: dict) -> tuple[Any, Any]:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, base_url=redline.url
    )
    phone = context.new_page()
    open_article(phone, article["id"])
    expect(phone.locator("#transcript .msg.pending.elsewhere")).to_contain_text(
        "writing…", timeout=WAIT
    )
    phone.fill("#message", QUEUED)
    phone.press("#message", "Enter")
    expect(phone.locator("#held-note")).to_be_visible(timeout=WAIT)
    expect(phone.locator("#held-note")).to_contain_text("Queued", timeout=WAIT)
    return context, phone


def assert_sent_in_turn(redline: Redline, article: dict, phone: Any) -> None:
    expect(phone.locator("#article-version")).to_have_text("V3", timeout=60000)
    expect(phone.locator("#message")).to_have_value("", timeout=WAIT)
    expect(phone.locator("#held-note")).to_be_hidden(timeout=WAIT)
    now = redline.call("GET", f"/api/contents/{article['id']}")
    assert now["body"] == FIRST_REPLY_BODY.replace("十五", "五十")
    path = redline.call("GET", f"/api/chat/sessions/{article['id']}")["path"]
    assert [m["content"] for m in path if m["role"] == "user"] == [ASKED_FIRST, QUEUED]


def test_a_queued_suggestion_survives_a_reload_and_goes_when_the_reply_is_saved(
    browser: Any, redline: Redline
) -> None:
    written = threading.Event()
    elsewhere, article = start_slow_reply(redline, browser, "排队的建议", written)
    context, phone = queue_in_a_phone(browser, redline, article)
    try:
        phone.reload()
        phone.wait_for_selector("body[data-ready='1']", timeout=WAIT)
        expect(phone.locator("#message")).to_have_value(QUEUED, timeout=WAIT)
        expect(phone.locator("#held-note")).to_contain_text("Queued", timeout=WAIT)
        phone.locator("#held-note").scroll_into_view_if_needed(timeout=WAIT)
        shot(phone, "queue-s15-after-reload")
        written.set()  # the other browser's reply lands: the queued suggestion goes
        assert_sent_in_turn(redline, article, phone)
    finally:
        written.set()
        context.close()
        elsewhere.close()


def test_the_writer_can_cancel_a_queued_suggestion(browser: Any, redline: Redline) -> None:
    written = threading.Event()
    elsewhere, article = start_slow_reply(redline, browser, "取消排队", written)
    context, phone = queue_in_a_phone(browser, redline, article)
    try:
        phone.click("#held-cancel", timeout=WAIT)
        expect(phone.locator("#held-note")).to_be_hidden(timeout=WAIT)
        expect(phone.locator("#status")).to_contain_text("Not sent", timeout=WAIT)
        expect(phone.locator("#message")).to_be_focused(timeout=WAIT)
        # Cancelled, it stays cancelled over a reload.
        phone.reload()
        phone.wait_for_selector("body[data-ready='1']", timeout=WAIT)
        expect(phone.locator("#held-note")).to_be_hidden(timeout=WAIT)
        written.set()  # the other browser's reply lands; the cancelled suggestion stays put
        expect(phone.locator("#status")).to_contain_text(
            "The reply arrived — the article is at V2.", timeout=60000
        )
        expect(phone.locator("#message")).to_have_value(QUEUED, timeout=WAIT)
        expect(phone.locator("#send")).to_be_enabled(timeout=WAIT)
        path = redline.call("GET", f"/api/chat/sessions/{article['id']}")["path"]
        assert [m["content"] for m in path if m["role"] == "user"] == [ASKED_FIRST]
    finally:
        written.set()
        context.close()
        elsewhere.close()


def test_unreachable_the_queue_says_when_it_retries_and_retry_now_sends_it(
    browser: Any, redline: Redline
) -> None:
    written = threading.Event()
    elsewhere, article = start_slow_reply(redline, browser, "重试排队", written)
    context, phone = queue_in_a_phone(browser, redline, article)
    try:
        # Redline cannot be reached from the phone (its events stream aside).
        def unreachable(route: Any) -> None:
            if "/events" in route.request.url:
                route.continue_()
            else:
                route.abort("connectionrefused")

        context.route("**/api/**", unreachable)
        phone.reload()
        note = phone.locator("#held-note")
        expect(note).to_contain_text("Redline cannot be reached — retrying in 2 s", timeout=WAIT)
        expect(phone.locator("#held-retry")).to_be_visible(timeout=WAIT)
        # The second failed try waits twice as long.
        expect(note).to_contain_text("retrying in 4 s", timeout=WAIT)
        shot(phone, "queue-s15-retrying")
        # The other browser's reply lands meanwhile; Redline is back, and Retry now sends it.
        written.set()
        expect(first_done(elsewhere)).to_have_text("V2", timeout=60000)
        context.unroute("**/api/**")
        phone.click("#held-retry", timeout=WAIT)
        assert_sent_in_turn(redline, article, phone)
    finally:
        written.set()
        context.close()
        elsewhere.close()
