"""Two tabs on one article, session 14: a suggestion sent in one tab while the other tab's reply
is still being written is not sent beside it (the two replies would race, and the later one be
refused as "the article changed"); it stays in the box and goes as soon as that reply is
saved, on top of the version it made."""

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)


@pytest.fixture(scope="module")
def redline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app and scripted model of this module's own: a turn an earlier test left running
    on the shared one (a hung reply) cannot hold up the replies these tests time."""
    with served_redline(tmp_path_factory.mktemp("journeys14-data")) as served:
        yield served


BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"
ASKED_IN_FIRST = "天气写得更具体"
SENT_IN_SECOND = 'Replace "十五" with "五十"'


def slow_reply(redline: Redline, title: str, written: threading.Event) -> None:
    """The first tab's reply: held after its first piece until the test sets `written` (it
    used to stream for about eight seconds, and hope the second tab's steps fit in them)."""
    reply = f"{title}\n\n" + BODY.replace("很好", "晴朗，阳光照在湖面上")
    redline.stub.enqueue(reply=reply, chunk_delay=0.01, held_until=written)


def assert_both_made_in_turn(redline: Redline, article: dict, second: Any) -> None:
    # The first tab's reply was saved as V2, the second tab's suggestion then went on top.
    expect(second.locator("#article-version")).to_have_text("V3", timeout=30000)
    expect(second.locator("#message")).to_have_value("")
    now = redline.call("GET", f"/api/contents/{article['id']}")
    assert now["body"] == BODY.replace("很好", "晴朗，阳光照在湖面上").replace("十五", "五十")
    session = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    path = session["path"]
    assert [m["role"] for m in path[-4:]] == ["user", "assistant", "user", "assistant"]
    assert path[-4]["content"] == ASKED_IN_FIRST and path[-2]["content"] == SENT_IN_SECOND
    # Neither reply is the "the article changed while I was writing" one.
    assert all(m["status"] == "ok" for m in session["messages"] if m["role"] == "assistant")


def test_enter_in_a_second_tab_at_once_after_the_first_sends_waits_for_its_reply(
    page: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article("两个标签页", BODY)
    written = threading.Event()
    request.addfinalizer(written.set)
    slow_reply(redline, "两个标签页", written)
    open_article(page, article["id"])
    second = page.context.new_page()
    open_article(second, article["id"])
    second.fill("#message", SENT_IN_SECOND)
    page.fill("#message", ASKED_IN_FIRST)
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    # At once: before the server's events could have told the second tab anything.
    second.press("#message", "Enter")
    expect(second.locator("#status")).to_contain_text(
        "goes as soon as that reply is saved", timeout=30000
    )
    expect(second.locator("#message")).to_have_value(SENT_IN_SECOND)
    shot(second, "journeys14-second-tab-holds-the-suggestion")
    written.set()  # the first tab's reply lands
    expect(page.locator("#article-version")).to_have_text("V2", timeout=30000)
    assert_both_made_in_turn(redline, article, second)
    expect(page.locator("#article-version")).to_have_text("V3", timeout=30000)
    assert not second.locator(".local-error").count()
    second.close()


def test_a_suggestion_sent_while_another_browser_s_reply_is_written_goes_once_it_lands(
    browser: Any, page: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article("另一个浏览器", BODY)
    written = threading.Event()
    request.addfinalizer(written.set)
    slow_reply(redline, "另一个浏览器", written)
    open_article(page, article["id"])
    # Another browser (its own storage): only the server's events say a reply is running.
    elsewhere = browser.new_context(viewport={"width": 390, "height": 844}, base_url=redline.url)
    other = elsewhere.new_page()
    try:
        open_article(other, article["id"])
        page.fill("#message", ASKED_IN_FIRST)
        page.press("#message", "Enter")
        expect(other.locator("#transcript .msg.pending.elsewhere")).to_contain_text(
            "writing…", timeout=30000
        )
        other.fill("#message", SENT_IN_SECOND)
        other.press("#message", "Enter")
        expect(other.locator("#status")).to_contain_text(
            "goes as soon as that reply is saved", timeout=30000
        )
        expect(other.locator("#message")).to_have_value(SENT_IN_SECOND)
        shot(other, "journeys14-phone-holds-the-suggestion")
        written.set()  # the first browser's reply lands
        assert_both_made_in_turn(redline, article, other)
    finally:
        elsewhere.close()
