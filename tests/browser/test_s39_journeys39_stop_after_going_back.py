"""A writer goes back with "Continue from here" to their first reply (V2, with V3 after it),
asks for another version of that reply, and stops it (session 39, helper journeys39). The
stop went back to the end of the branch — V3, the version the writer had stepped back from —
instead of where they were. Now the article, its badge and the chat are back at V2, the
reply they had, and V3 is still one "Continue from here" away (nothing lost)."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, named, shot
from tests.browser.s36_journeys_steps import wait_for_paragraphs
from tests.browser.test_s39_journeys39_stop_resend import (
    LAKE,
    SLOW,
    SUNNY,
    WAIT,
    reply,
    two_turns,
)

pytestmark = pytest.mark.browser

BACK = {
    "en-US": "The reply you had before is back, and the article is as it was (V2).",
    "zh-CN": "之前的回复回来了，文章还是原来的样子（V2）",
}


def test_a_stopped_regenerate_after_going_back_stays_where_the_writer_went_back_to(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    article = two_turns(page, redline)
    log = page.locator("#transcript")
    first_reply = log.locator(".msg-assistant").first
    first_reply.locator(".continue-here").click()
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    wait_for_paragraphs(page, SUNNY, timeout=WAIT)

    slow = reply(SLOW)
    redline.stub.enqueue(slow, chunk_delay=8 / len(slow) * 8)
    log.locator(".msg-assistant").last.locator(".regenerate").click()
    stop = page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))
    expect(stop).to_be_visible(timeout=WAIT)
    page.wait_for_timeout(600)
    stop.click()

    expect(page.locator("#status")).to_contain_text(
        BACK[page.evaluate("navigator.language")], timeout=WAIT
    )
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    wait_for_paragraphs(page, SUNNY, timeout=WAIT)
    expect(log.locator(".msg-user")).to_have_count(1)
    expect(log).not_to_contain_text("windy")
    shot(page, f"s39-stop-after-going-back-{page.evaluate('navigator.language')}")
    stored = redline.call("GET", f"/api/contents/{article['id']}")
    assert stored["version"] == 2

    # Nothing lost: V3 is kept with its text, and a reload shows the same place.
    kept = redline.call("GET", f"/api/contents/{article['id']}/versions/3")
    assert kept["body"] == "\n\n".join(LAKE)
    page.reload()
    expect(page.locator("#article-version")).to_have_text("V2", timeout=WAIT)
    wait_for_paragraphs(page, SUNNY, timeout=WAIT)
