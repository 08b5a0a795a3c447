"""A Regenerate the model fails (session 38, helper journeys38). The new reply is written from
the version its message was sent on, so when it fails the article is back on that version —
"sunny" gone from the page — while the status said only "Nothing was changed". It now says
where the article is and how to get the version the earlier reply made back (‹), and ‹ does."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named
from tests.browser.s36_journeys_steps import (
    open_article,
    wait_for_paragraphs,
    wait_for_version,
)

pytestmark = pytest.mark.browser

BODY = "The weather was fine.\n\nWe went to the park and saw fifteen ducks."
FIRST = ["The weather was sunny.", "We went to the park and saw fifteen ducks."]
SAID = {
    "en-US": (
        "The article is back at V1, the text this message was sent on; ‹ beside the reply "
        "goes back to V2."
    ),
    "zh-CN": "文章回到了这条消息发出时的 V1；按回复旁的 ‹ 可以回到 V2。",
}


@pytest.fixture(params=sorted(SAID))
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    tab = browser_tab(browser, redline.url, locale=request.param)
    page = next(tab)
    page.said = SAID[request.param]
    yield page
    next(tab, None)


def test_a_failed_regenerate_says_the_article_went_back_and_how_to_return(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue("Ducks\n\n" + "\n\n".join(FIRST))
    redline.send(article["id"], "make the weather livelier")
    open_article(page, article["id"])
    wait_for_paragraphs(page, FIRST)

    redline.stub.enqueue(status=500, body='{"error": {"message": "internal"}}')
    log = page.get_by_role("log")
    log.get_by_role("button", name=named(page, "Regenerate this reply")).click()
    expect(page.get_by_role("status").filter(has_text="V2").first).to_contain_text(page.said)
    wait_for_version(page, 1)

    log.get_by_role("button", name=named(page, "Previous version of this reply")).click()
    wait_for_version(page, 2)
    wait_for_paragraphs(page, FIRST)
