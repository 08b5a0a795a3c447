"""A double click or a second tap on Send never stops the reply it started (outside47 F7): Send
turns into Stop in the same place, and a press on it within ~0.7 s of Send asks first — "Press
Stop again to stop the reply." by the button — and a second press while that line is up stops.
After the moment a single press stops, Esc stops at once, and focus goes back to the message
box after a click on Send, so an Enter meant for the box never lands on Stop; Tab still reaches
Stop. (A tap leaves it off the box: test_s50_leftovers50_touch_send.)"""

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import DESKTOP, PHONE, Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

CASES = {
    "en-US": (
        "Three apples.\n\nFour pears.",
        "livelier [[apples=>red apples]]",
        "Three red apples.\n\nFour pears.",
        "Press Stop again to stop the reply.",
        "Stopped. Nothing was changed.",
    ),
    "zh-CN": (
        "第一段：三个苹果。\n\n第二段：四个梨。",
        "生动一点 [[苹果=>红苹果]]",
        "第一段：三个红苹果。\n\n第二段：四个梨。",
        "再按一次“停止”即可停止回复。",
        "已停止，文章没有改动。",
    ),
}


# Each press as the page saw it — the event, its input time, the element it reached, its click
# count, the button's mode and whether the line was up — so a failure says where a tap went.
RECORD_PRESSES = """
window.pressesSeen = [];
for (const type of ["touchend", "click", "submit"]) {
  addEventListener(type, (event) => {
    const send = document.getElementById("send");
    const line = document.getElementById("stop-again");
    const target = event.target.id || event.target.tagName;
    window.pressesSeen.push([type, Math.round(event.timeStamp), target, event.detail ?? null,
      send?.dataset.mode, line ? !line.hidden : null]);
  }, true);
}
"""


class Writer:
    """A tab of a writer on a desktop or a phone, with an article open and its suggestion
    typed; the model's reply is held after its first piece until `release()`."""

    def __init__(self, page: Any, redline: Redline, locale: str, phone: bool) -> None:
        self.page, self.redline, self.phone = page, redline, phone
        body, self.message, self.edited, self.again, self.stopped = CASES[locale]
        self.article = redline.create_article("Apples", body)
        self.body = body
        self.at: tuple[float, float] | None = None
        self.written = threading.Event()
        redline.stub.enqueue(reply="Apples\n\n" + self.edited, held_until=self.written)
        page.add_init_script(RECORD_PRESSES)
        open_article(page, self.article["id"])
        page.fill("#message", self.message)

    def press(self) -> None:
        """A click on Send / Stop where the button was first found — as a hand that does not
        move presses it (no wait for the button between presses) —, or a tap on it on a phone,
        found each time: there the composer moves down as the turn is drawn below the
        transcript (74 px for the writer's line, 91 more for the reply's first piece, in the
        first ~0.1 s after Send). A forced tap read the button's place before that move and
        touched there after it, on the message box (1 run in 8 here: the line never shown, or
        the stop never made); Playwright's own tap waits for a still button under the point
        and taps again if something else took the touch — still ~0.1 s after the first."""
        if self.phone:
            self.page.locator("#send").tap()
            return
        if self.at is None:
            box = self.page.locator("#send").bounding_box()
            self.at = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        self.page.mouse.click(*self.at)

    def presses(self) -> Any:
        """What each press did in the page, for a failure's message (RECORD_PRESSES)."""
        return self.page.evaluate("window.pressesSeen")

    def release(self) -> None:
        self.written.set()

    def saved(self) -> str:
        return str(self.redline.call("GET", f"/api/contents/{self.article['id']}")["body"])


@pytest.fixture(
    params=[
        ("en-US", False),
        ("zh-CN", False),
        ("en-US", True),
        ("zh-CN", True),
    ],
    ids=["en-desktop", "zh-desktop", "en-phone", "zh-phone"],
)
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Writer]:
    redline.stub.reset()
    locale, phone = request.param
    context = browser.new_context(
        locale=locale,
        base_url=redline.url,
        viewport=PHONE if phone else DESKTOP,
        is_mobile=phone,
        has_touch=phone,
    )
    context.set_default_timeout(20000)
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    made = Writer(page, redline, locale, phone)
    try:
        yield made
    finally:
        made.release()
        context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


def _goes_on_to_v2(w: Writer) -> None:
    """The reply, released, is saved as V2: nothing stopped it."""
    expect(w.page.locator("#send")).to_have_attribute("data-mode", "stop")
    w.release()
    expect(w.page.locator("#article-version")).to_have_text("V2")
    reply = w.page.locator("#transcript .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "ok")
    assert w.saved() == w.edited
    assert len(w.redline.stub.requests) == 1


def _stopped(w: Writer) -> None:
    reply = w.page.locator("#transcript .msg-assistant").last
    try:
        expect(reply).to_have_attribute("data-status", "stopped")
    except AssertionError as error:
        raise AssertionError(f"{error}\nthe presses as the page saw them: {w.presses()}") from None
    expect(w.page.locator("#status")).to_have_text(w.stopped)
    expect(w.page.locator("#article-version")).to_have_text("V1")
    expect(w.page.locator("#stop-again")).to_be_hidden()
    assert w.saved() == w.body


DESKTOPS = [("en-US", False), ("zh-CN", False)]


# A desktop's double click 150 and 300 ms apart, a phone's second tap 250 ms after the first.
@pytest.mark.parametrize(
    ("writer", "gap_ms"),
    [(writer, gap) for writer in DESKTOPS for gap in (150, 300)]
    + [(("en-US", True), 250), (("zh-CN", True), 250)],
    indirect=["writer"],
    ids=[
        "en-desktop-150",
        "en-desktop-300",
        "zh-desktop-150",
        "zh-desktop-300",
        "en-phone-250",
        "zh-phone-250",
    ],
)
def test_a_second_click_or_tap_on_send_does_not_stop_the_reply(writer: Writer, gap_ms: int) -> None:
    w = writer
    w.press()
    w.page.wait_for_timeout(gap_ms)
    w.press()
    line = w.page.locator("#stop-again")
    expect(line).to_have_text(w.again)
    expect(line).to_be_visible()
    device = "phone" if w.phone else "desktop"
    shot(w.page, f"s49-stop-again-{device}-{w.page.evaluate('navigator.language')}")
    _goes_on_to_v2(w)
    expect(line).to_be_hidden()


def test_a_second_press_while_the_line_is_up_stops(writer: Writer) -> None:
    w = writer
    if w.phone:
        # Two taps are two round trips to the browser: on a loaded machine the second can come
        # past the moment, where it stops at once — this case is then not what was tried.
        started = time.monotonic()
        w.press()
        w.press()
        took = time.monotonic() - started
        if took > 0.6 and not w.page.locator("#stop-again").is_visible():
            pytest.skip(f"the two taps took {took:.2f} s to reach the page: past the moment")
    else:
        w.page.locator("#send").dblclick()  # (both clicks at once: never past the moment)
    expect(w.page.locator("#stop-again")).to_be_visible()
    w.press()
    _stopped(w)


def test_a_single_press_after_the_moment_stops_at_once(writer: Writer) -> None:
    w = writer
    w.press()
    expect(w.page.locator("#send")).to_have_attribute("data-mode", "stop")
    w.page.wait_for_timeout(900)
    w.press()
    _stopped(w)
    assert w.page.evaluate("document.querySelector('#stop-again').textContent") == ""


def test_esc_right_after_send_stops_at_once(writer: Writer) -> None:
    w = writer
    w.press()
    w.page.keyboard.press("Escape")
    _stopped(w)


# A click: on a phone, a tap leaves focus off the box, where the on-screen keyboard would cover
# the reply (test_s50_leftovers50_touch_send).
@pytest.mark.parametrize("writer", DESKTOPS, indirect=True, ids=["en-desktop", "zh-desktop"])
def test_after_send_the_box_has_focus_and_an_empty_enter_does_nothing(writer: Writer) -> None:
    w = writer
    w.press()
    expect(w.page.locator("#message")).to_be_focused()
    w.page.keyboard.press("Enter")
    w.page.wait_for_timeout(300)
    expect(w.page.locator("#stop-again")).to_be_hidden()
    _goes_on_to_v2(w)
    expect(w.page.locator("#message")).to_be_focused()


@pytest.mark.parametrize("writer", DESKTOPS, indirect=True, ids=["en-desktop", "zh-desktop"])
def test_a_keyboard_writer_tabs_to_stop_and_it_stops_at_once(writer: Writer) -> None:
    w = writer
    w.press()
    expect(w.page.locator("#message")).to_be_focused()
    w.page.keyboard.press("Tab")
    expect(w.page.locator("#send")).to_be_focused()
    w.page.keyboard.press("Enter")
    _stopped(w)


@pytest.mark.parametrize("writer", DESKTOPS, indirect=True, ids=["en-desktop", "zh-desktop"])
def test_a_triple_click_on_send_is_one_gesture_and_does_not_stop(writer: Writer) -> None:
    w = writer
    w.page.locator("#send").click(click_count=3)
    expect(w.page.locator("#stop-again")).to_be_visible()
    _goes_on_to_v2(w)
