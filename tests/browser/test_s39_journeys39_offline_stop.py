"""Offline in the middle of a "Save and resend" (session 39, helper journeys39). The writer
pressed Stop with the connection gone. The panel said, rightly, "Not stopped: Redline could
not be reached …" — then wrote over it "Could not load the latest text. You are offline, so
nothing was sent.", which reads as if the writer's message had not gone (it had). Back online
it said "nothing changed meanwhile" while the server went on writing the reply, and kept the
"could not be reached" failure with no Stop; the reply then landed as "changed in another tab
or client". Now nothing writes over the line offline, a read that fails offline does not say
"nothing was sent", and back online the panel looks the reply up itself: still being written,
it is shown with its Stop, which gives back the branch the writer was on."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, named, shot
from tests.browser.s36_journeys_steps import wait_for_paragraphs
from tests.browser.test_s39_journeys39_stop_resend import (
    LAKE,
    WAIT,
    resend_first_slowly,
    two_turns,
)

pytestmark = pytest.mark.browser

SAID = {
    "en-US": {
        "not stopped": "Not stopped: Redline could not be reached. The reply may still arrive — "
        "check again when you are back online.",
        "history": "Could not load the history. You are offline. Try again once you are back "
        "online.",
        "not yet": "Not stopped yet: the reply is still being written — press its Stop if you "
        "still want it stopped.",
        "back": "The branch you were on is back, and the article is as it was (V3).",
        "check": "↻ Check again",
    },
    "zh-CN": {
        "not stopped": "没有停止：连不上 Redline。回复可能仍会到来，重新联网后再查看。",
        "history": "没能载入历史。你已离线。重新联网后再试。",
        "not yet": "还没有停止：回复还在写；如果仍想停止，请按它的“停止”。",
        "back": "你原来所在的分支回来了，文章还是原来的样子（V3）",
        "check": "↻ 再查看一次",
    },
}


# A kept context's anchor page shares the tab's renderer (context_pool.py), and back online
# the tab was never told so (its "not yet" never came): a context of its own, as before.
@pytest.mark.fresh_context
def test_a_stop_sent_offline_is_said_plainly_and_can_be_pressed_again_once_back(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    said = SAID[page.evaluate("navigator.language")]
    two_turns(page, redline)
    resend_first_slowly(page, redline, "make the weather cooler", seconds=40)
    stop = page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))
    expect(stop).to_be_visible(timeout=WAIT)
    expect(page.locator("#article-version")).to_have_text("V1", timeout=WAIT)
    page.context.set_offline(True)
    stop.click()
    status = page.locator("#status")
    expect(status).to_have_text(said["not stopped"], timeout=WAIT)
    expect(page.locator("#transcript .local-error .retry")).to_have_text(said["check"])
    # Still said a while later: nothing the page does meanwhile writes over it.
    page.wait_for_timeout(2500)
    expect(status).to_have_text(said["not stopped"])
    shot(page, f"s39-offline-stop-{page.evaluate('navigator.language')}")

    # A read tried offline says it could not load, not that nothing was sent.
    page.locator("#history-toggle").click()
    expect(page.locator("#history-tree .alert")).to_have_text(said["history"], timeout=WAIT)
    page.keyboard.press("Escape")
    expect(page.locator("#history-tree")).to_be_hidden()

    # Back online, the reply is still being written: the panel says so and shows its Stop.
    page.context.set_offline(False)
    expect(status).to_have_text(said["not yet"], timeout=WAIT)
    expect(page.locator("#transcript .local-error")).to_have_count(0)
    again = page.locator("#transcript .stop-elsewhere")
    expect(again).to_be_visible(timeout=WAIT)
    again.click()
    expect(status).to_contain_text(said["back"], timeout=WAIT)
    expect(page.locator("#article-version")).to_have_text("V3", timeout=WAIT)
    wait_for_paragraphs(page, LAKE, timeout=WAIT)
