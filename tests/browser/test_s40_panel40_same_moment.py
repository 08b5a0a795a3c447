"""Two writers press Enter on the same article at the same moment, session 40: the server takes
the first and refuses the second (409). The second tab must go on saying plainly that its
message was not sent — even once the first tab's reply lands — keep the text in the box, and
offer to send it again."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)


@pytest.fixture(scope="module")
def redline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app of this module's own: the first tab's slow reply cannot hold up other modules."""
    with served_redline(tmp_path_factory.mktemp("s40-same-moment")) as served:
        yield served


BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"
FIRST = "天气写得更具体"
SECOND = "把鸭子的数目改成五十"
NOT_SENT = {"en-US": "Not sent", "zh-CN": "没有发送"}
ARRIVED = {"en-US": "reply arrived", "zh-CN": "回复已收到"}
IN_THE_BOX = {"en-US": "back in the box", "zh-CN": "输入框"}


@pytest.fixture(params=["en-US", "zh-CN"])
def locale(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def first(browser: Any, redline: Redline, locale: str) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale=locale)


@pytest.fixture
def second(browser: Any, redline: Redline, locale: str) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale=locale)


def test_the_tab_refused_at_the_same_moment_keeps_saying_not_sent_after_the_other_reply_lands(
    redline: Redline, locale: str, first: Any, second: Any
) -> None:
    redline.stub.reset()
    article = redline.create_article("同时发送", BODY)
    reply = "同时发送\n\n" + BODY.replace("很好", "晴朗，阳光照在湖面上")
    redline.stub.enqueue(reply=reply, chunk_delay=4 * 8 / len(reply))
    open_article(first, article["id"])
    open_article(second, article["id"])
    # The second tab's send leaves when the first's has been taken: both were pressed before
    # either tab could hear of the other.
    held: list[Any] = []
    second.route("**/api/chat/send*", lambda route: held.append(route))
    second.fill("#message", SECOND)
    with second.expect_request("**/api/chat/send*"):
        second.press("#message", "Enter")
    first.fill("#message", FIRST)
    first.press("#message", "Enter")
    # The server has taken the first tab's message (drawn from its answer, no longer the
    # page's own "sending…" copy) before the second's goes on: Stop showing in the first tab
    # says only that its request left, and on a loaded machine the second's, let go then,
    # reached the server first — it was taken and the first refused.
    expect(first.locator("#transcript .msg-user:not(.optimistic)")).to_have_count(1)
    assert held, "the second tab's send never left"
    held[0].continue_()
    second.unroute("**/api/chat/send*")
    status = second.locator("#status")
    expect(status).to_contain_text(NOT_SENT[locale])
    # The first tab's reply lands: the second tab hears of it, and still says its own message
    # did not go, with the text in the box and a way to send it again.
    expect(first.locator("#article-version")).to_have_text("V2", timeout=40000)
    expect(second.locator("#article-version")).to_have_text("V2", timeout=40000)
    expect(second.locator("#transcript .msg.pending")).to_have_count(0)
    shot(second, f"s40-same-moment-{locale}")
    expect(status).to_contain_text(NOT_SENT[locale])
    expect(status).not_to_contain_text(ARRIVED[locale])
    expect(second.locator("#message")).to_have_value(SECOND)
    failure = second.locator("#transcript .local-error")
    expect(failure).to_contain_text(NOT_SENT[locale])
    expect(failure.get_by_role("button")).to_have_count(1)
    # Sent again, it goes on top of the version the first tab made.
    redline.stub.enqueue(reply="同时发送\n\n" + BODY.replace("十五", "五十"))
    failure.get_by_role("button").click()
    expect(second.locator("#article-version")).to_have_text("V3", timeout=40000)
    session = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    assert [m["content"] for m in session["path"] if m["role"] == "user"] == [FIRST, SECOND]
