"""Two tabs of one browser on the same article, session 33: one sends and the other follows the
reply live; then the other, its live updates cut, sends on the version it still shows — it is
refused in plain words, the latest text is drawn, its message is back in the box, and sent
again it goes on top of the latest. Nothing either tab wrote is lost."""

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

TITLE = "Two tabs"
V1 = (
    "The weather was fine today.\n\n"
    "We went to the park and saw fifteen ducks.\n\n"
    "We went home for dinner."
)
V2 = V1.replace("fine today", "bright and warm today")
V3 = V2.replace("fifteen", "fifty")
V4 = V3.replace("We went home for dinner.", "We went home for pizza.")
ASKED_IN_SECOND = "make the last paragraph about pizza"
REFUSED = {
    "en-US": "Not sent: the article changed elsewhere. Your message is back in the box — check "
    "the latest text, then send again.",
    "zh-CN": "没有发送：文章在别处改过了。你的消息已放回输入框，请先看最新的文字，再发送。",
}


@pytest.fixture(params=["en-US", "zh-CN"])
def first(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


def _idle(page: Any) -> None:
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")


def test_the_other_tab_follows_live_and_a_stale_send_is_refused_with_nothing_lost(
    first: Any, redline: Redline, request: pytest.FixtureRequest
) -> None:
    article = redline.create_article(TITLE, V1)
    open_article(first, article["id"])
    second = first.context.new_page()
    open_article(second, article["id"])
    locale = first.evaluate("navigator.language")

    # The first tab sends; the second shows the reply being written, then the new version.
    # Held after its first piece until the second tab has been seen following it (it used to
    # stream for about five seconds).
    written = threading.Event()
    request.addfinalizer(written.set)
    redline.stub.enqueue(reply=f"{TITLE}\n\n{V2}", chunk_delay=0.01, held_until=written)
    first.fill("#message", "make the weather livelier")
    first.press("#message", "Enter")
    expect(second.locator("#transcript .msg.pending.elsewhere")).to_be_visible()
    shot(second, f"s33-two-tabs-following-{locale}")
    written.set()
    _idle(first)
    expect(second.locator("#article-version")).to_have_text("V2")
    expect(second.locator("#transcript .msg-user .msg-text")).to_have_text(
        ["make the weather livelier"]
    )
    expect(second.locator("#transcript .msg.pending")).to_have_count(0)

    # The second tab's live updates are cut (a page reopened while its events cannot get
    # through); the first tab makes V3, which the second never hears of.
    second.route("**/events", lambda route: route.abort())
    second.reload()
    second.wait_for_selector("body[data-ready='1']")
    first.fill("#message", 'Replace "fifteen" with "fifty"')
    first.press("#message", "Enter")
    expect(first.locator("#article-version")).to_have_text("V3")
    _idle(first)
    expect(second.locator("#article-version")).to_have_text("V2")

    # Sent on V2: refused, said plainly; the latest text shown; the message back in the box.
    second.fill("#message", ASKED_IN_SECOND)
    second.press("#message", "Enter")
    expect(second.locator("#status")).to_have_text(REFUSED[locale])
    expect(second.locator("#message")).to_have_value(ASKED_IN_SECOND)
    expect(second.locator("#article-version")).to_have_text("V3")
    expect(second.locator("#transcript .msg-user .msg-text")).to_have_text(
        ["make the weather livelier", 'Replace "fifteen" with "fifty"']
    )
    shot(second, f"s33-two-tabs-stale-refused-{locale}")
    content = redline.call("GET", f"/api/contents/{article['id']}")
    assert (content["version"], content["body"]) == (3, V3)

    # Sent again as it is: on top of V3, and the first tab follows.
    redline.stub.enqueue(reply=f"{TITLE}\n\n{V4}")
    second.press("#message", "Enter")
    expect(second.locator("#article-version")).to_have_text("V4")
    _idle(second)
    expect(second.locator("#message")).to_have_value("")
    expect(first.locator("#article-version")).to_have_text("V4")
    session = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    assert [m["content"] for m in session["path"] if m["role"] == "user"] == [
        "make the weather livelier",
        'Replace "fifteen" with "fifty"',
        ASKED_IN_SECOND,
    ]
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == V4
