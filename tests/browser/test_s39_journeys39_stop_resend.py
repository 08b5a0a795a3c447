"""Stop pressed on the reply to a "Save and resend" (session 39, helper journeys39). An edited
earlier message is a new branch, written from the version before the message it replaces, so
while its reply was written the article showed that older version; Stop then left the writer
there — their later turns and versions off screen, the article at the branch's start under
"Nothing was changed". As for a stopped Regenerate (app/editing/stopped_again.py), Stop now
gives back the branch the writer was on, with its version; the edited message and its stopped
reply stay beside it (‹ › on the message), where Retry asks again."""

import re
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named, shot
from tests.browser.s36_journeys_steps import open_article, say, wait_for_paragraphs

pytestmark = pytest.mark.browser

WAIT = 20_000  # a server reply on a loaded machine
BODY = "The weather was fine.\n\nWe went to the park and saw fifteen ducks."
SUNNY = ["The weather was sunny.", "We went to the park and saw fifteen ducks."]
LAKE = ["The weather was sunny.", "We went to the lake and saw fifteen ducks."]
SLOW = ["The weather was cool, grey and windy all day.", SUNNY[1]]
COOLER = ["The weather was cool.", "We went to the park and saw fifteen ducks."]
ZH_BACK = "你原来所在的分支回来了，文章还是原来的样子（V3）"
EN_BACK = "The branch you were on is back, and the article is as it was (V3)."


def reply(paragraphs: list[str]) -> str:
    return "Ducks\n\n" + "\n\n".join(paragraphs)


def two_turns(page: Any, redline: Redline) -> dict[str, Any]:
    """An article edited twice in the chat (V3), open in `page`."""
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue(reply(SUNNY))
    redline.stub.enqueue(reply(LAKE))
    open_article(page, article["id"])
    say(page, "make the weather livelier")
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    say(page, "make the park a lake")
    expect(page.locator("#article-version")).to_have_text("V3", timeout=WAIT)
    wait_for_paragraphs(page, LAKE, timeout=WAIT)
    return article


def resend_first_slowly(page: Any, redline: Redline, text: str, seconds: float = 8) -> None:
    """The writer rewrites their first message and saves it; the model takes `seconds`."""
    first = page.locator("#transcript .msg-user").first
    first.locator(".edit-message").click()
    box = page.locator("#transcript .msg-edit textarea")
    expect(box).to_be_focused()
    box.fill(text)
    slow = reply(SLOW)
    redline.stub.enqueue(slow, chunk_delay=seconds / len(slow) * 8)
    page.locator("#transcript .msg-edit .save-edit").click()


def chinese(page: Any) -> bool:
    return "zh" in page.evaluate("navigator.language")


def test_stop_on_a_resent_message_gives_back_the_branch_the_writer_was_on(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    article = two_turns(page, redline)
    resend_first_slowly(page, redline, "make the weather cooler")
    stop = page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))
    expect(stop).to_be_visible(timeout=WAIT)
    # While the reply is written the article is at the version the edited message starts from.
    expect(page.locator("#article-version")).to_have_text("V1", timeout=WAIT)
    page.wait_for_timeout(600)  # part of the reply has arrived
    stop.click()

    # Back where the writer was: V3, its text, both later turns in the chat.
    expect(page.locator("#article-version")).to_have_text("V3", timeout=WAIT)
    wait_for_paragraphs(page, LAKE, timeout=WAIT)
    expect(page.locator("#status")).to_contain_text(ZH_BACK if chinese(page) else EN_BACK)
    log = page.locator("#transcript")
    expect(log.locator(".msg-user")).to_have_count(2)
    expect(log.locator(".msg-user").last).to_contain_text("make the park a lake")
    expect(log).not_to_contain_text("windy")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    shot(page, f"s39-stop-resend-{page.evaluate('navigator.language')}")
    stored = redline.call("GET", f"/api/contents/{article['id']}")
    assert stored["version"] == 3 and "lake" in stored["body"]

    # Nothing lost: the edited message is the first message's second branch, with Retry.
    first = log.locator(".msg-user").first
    expect(first.locator(".fork-count")).to_have_text("1/2")
    first.locator(".fork-next").click()
    expect(page.locator("#article-version")).to_have_text("V1", timeout=WAIT)
    expect(log.locator(".msg-user").first).to_contain_text("make the weather cooler")
    stopped = log.locator(".msg-assistant").last
    expect(stopped).to_have_attribute("data-status", "stopped")
    redline.stub.enqueue(reply(COOLER))
    stopped.locator(".retry").click()
    expect(page.locator("#article-version")).to_have_text("V4", timeout=WAIT)
    wait_for_paragraphs(page, COOLER, timeout=WAIT)

    # A reload shows the same branch.
    page.reload()
    expect(page.locator("#article-version")).to_have_text("V4", timeout=WAIT)
    expect(log.locator(".msg-user").first).to_contain_text("make the weather cooler")


def test_a_resend_stopped_from_another_tab_gives_back_the_branch_in_both(
    browser: Any, redline: Redline
) -> None:
    redline.stub.reset()
    with ExitStack() as tabs:
        asking, stopping = (
            tabs.enter_context(contextmanager(browser_tab)(browser, redline.url)) for _ in range(2)
        )
        article = two_turns(asking, redline)
        open_article(stopping, article["id"])
        expect(stopping.locator("#article-version")).to_have_text("V3", timeout=WAIT)
        resend_first_slowly(asking, redline, "make the weather cooler")
        stop = stopping.get_by_role("log").get_by_role("button", name="Stop")
        expect(stop).to_be_visible(timeout=WAIT)
        stop.click()
        for page in (asking, stopping):
            expect(page.locator("#status")).to_contain_text(
                re.compile(r"stopped\. " + re.escape(EN_BACK)), timeout=WAIT
            )
            expect(page.locator("#article-version")).to_have_text("V3", timeout=WAIT)
            wait_for_paragraphs(page, LAKE, timeout=WAIT)
