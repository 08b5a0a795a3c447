"""Stop pressed on a regenerated reply (session 38, helper journeys38). A Regenerate is written
from the version its message was sent on, so while it was written the article showed that
older version; Stop then left the stopped reply at the head and the article a version behind
— the writer's V2 edit gone from the page under "Nothing was changed". Now Stop gives back the
reply the writer had and its version; the stopped attempt stays beside it, and the writer can
regenerate again."""

import re
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named, shot
from tests.browser.s36_journeys_steps import (
    open_article,
    say,
    wait_for_paragraphs,
    wait_for_version,
)

pytestmark = pytest.mark.browser

BODY = "The weather was fine.\n\nWe went to the park and saw fifteen ducks."
FIRST = ["The weather was sunny.", "We went to the park and saw fifteen ducks."]
SLOW = ["The weather was bright and warm.", "We went to the park and saw fifteen ducks."]
AGAIN = ["The weather was mild.", "We went to the park and saw fifteen ducks."]


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


def reply(paragraphs: list[str]) -> str:
    return "Ducks\n\n" + "\n\n".join(paragraphs)


def test_stop_on_a_regenerated_reply_gives_back_the_reply_and_version_the_writer_had(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue(reply(FIRST))
    open_article(page, article["id"])
    say(page, "make the weather livelier")
    wait_for_version(page, 2)
    wait_for_paragraphs(page, FIRST)

    log = page.get_by_role("log")
    slow = reply(SLOW)
    redline.stub.enqueue(slow, chunk_delay=6 / len(slow) * 8)
    log.get_by_role("button", name=named(page, "Regenerate this reply")).last.click()
    stop = page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))
    expect(stop).to_be_visible()
    page.wait_for_timeout(600)  # part of the new reply has arrived
    stop.click()

    # The reply the writer had is back, with the version it made; nothing half-written shows.
    expect(log.get_by_role("button", name=named(page, "Regenerate this reply"))).to_be_visible()
    wait_for_version(page, 2)
    wait_for_paragraphs(page, FIRST)
    status = page.get_by_role("status").filter(has_text=re.compile(r"V2"))
    expect(status.first).to_contain_text(
        "之前的回复回来了" if "zh" in page.evaluate("navigator.language") else "is back"
    )
    expect(log).not_to_contain_text("bright")
    shot(page, f"s38-stop-regenerate-{page.evaluate('navigator.language')}")
    stored = redline.call("GET", f"/api/contents/{article['id']}")
    assert stored["version"] == 2 and "sunny" in stored["body"]

    # A reload shows the same, and the writer can ask again.
    page.reload()
    wait_for_version(page, 2)
    wait_for_paragraphs(page, FIRST)
    redline.stub.enqueue(reply(AGAIN))
    log.get_by_role("button", name=named(page, "Regenerate this reply")).last.click()
    wait_for_paragraphs(page, AGAIN)
    wait_for_version(page, 3)


def test_a_regenerate_stopped_from_another_tab_says_the_earlier_reply_is_back_in_both(
    browser: Any, redline: Redline
) -> None:
    redline.stub.reset()
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue(reply(FIRST))
    redline.send(article["id"], "make the weather livelier")
    with ExitStack() as tabs:
        asking, stopping = (
            tabs.enter_context(contextmanager(browser_tab)(browser, redline.url)) for _ in range(2)
        )
        for page in (asking, stopping):
            open_article(page, article["id"])
            wait_for_paragraphs(page, FIRST)
        slow = reply(SLOW)
        redline.stub.enqueue(slow, chunk_delay=6 / len(slow) * 8)
        asking.get_by_role("log").get_by_role("button", name="Regenerate this reply").click()
        # The other tab shows the reply being written, with its own Stop.
        stop = stopping.get_by_role("log").get_by_role("button", name="Stop")
        expect(stop).to_be_visible()
        stop.click()
        for page in (asking, stopping):
            expect(page.get_by_role("status").filter(has_text="stopped").first).to_have_text(
                "The reply was stopped. The reply you had before is back, and the article is "
                "as it was (V2)."
            )
            wait_for_version(page, 2)
            wait_for_paragraphs(page, FIRST)
