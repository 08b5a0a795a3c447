"""The panel's catch-up read the article and the conversation in two requests: a reply that
landed between them drew the article at the version before it beside a conversation whose head
was that reply (a torn read), and nothing set it right. The conversation's read now carries the
article read with it, and the panel draws the two from that one read."""

import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。"


def wait_until(holds: Callable[[], bool], page: Any, what: str, seconds: float = 20) -> None:
    """Poll `holds` until it is true, or fail saying `what` never happened."""
    deadline = time.monotonic() + seconds
    while not holds():
        if time.monotonic() > deadline:
            raise AssertionError(f"never: {what}")
        page.wait_for_timeout(50)


def test_a_reply_landing_during_the_catch_up_is_drawn_with_its_own_version(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("一次读完", BODY)
    content_id = article["id"]
    redline.send(content_id, "把“十五”改成“二十”")  # V2: the conversation exists
    open_article(page, content_id)
    expect(page.locator("#article-version")).to_have_text("V2")
    page.wait_for_selector("body[data-live='1']")  # the article's events are heard

    # The conversation's reads wait here; the article's own reads go on and are counted.
    held: list[Any] = []
    asked: list[Any] = []
    answered: list[Any] = []
    page.route(f"**/api/chat/sessions/{content_id}", lambda route: held.append(route))
    page.on(
        "request",
        lambda request: (
            asked.append(request) if request.url.endswith(f"/api/contents/{content_id}") else None
        ),
    )
    page.on(
        "requestfinished", lambda request: answered.append(request) if request in asked else None
    )

    redline.send(content_id, "把“二十”改成“三十”")  # V3: the page catches up
    wait_until(lambda: bool(held), page, "the page read the conversation after V3")
    # Whatever read of the article went with it has come back (at V3) before the next reply.
    wait_until(lambda: len(answered) == len(asked), page, "the article's read came back")
    redline.send(content_id, "把“三十”改成“四十”")  # V4 lands between the two reads
    # The conversation's read goes on now (and reads V4); any later one keeps waiting, so what
    # this one read is what stays drawn.
    held[0].continue_()

    reply = page.locator("#transcript .msg-assistant").last
    expect(reply).to_have_attribute("data-version", "4")
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#article-body")).to_contain_text("四十")
    shot(page, "s43-one-read")
    page.unroute(f"**/api/chat/sessions/{content_id}")
    for route in held[1:]:
        route.continue_()
