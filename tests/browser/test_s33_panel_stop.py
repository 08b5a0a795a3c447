"""Stop pressed right after Send, session 33: a click on Stop within 700 ms of a click on Send
was dropped silently (taken for the second click of a double click) and the reply went on; and
a Stop that reached the server after the reply was saved (the offline rules answer in
milliseconds) was followed by "V2 saved." as if it had never been pressed. A Stop too late says
so and how to undo it — for the offline rules editor and for a streamed model alike.

Session 49 (outside47 F7): a single click within 700 ms of a click on Send stopped, and a
phone's second tap or a writer's habitual double click (each click counted alone) threw the
reply away. Now a click on Stop that soon asks first — "Press Stop again to stop the reply."
by the button — and a second click while that line is up stops; a double click says the same
and the reply goes on. Esc, and a click on Stop after a Send by Enter, stop at once."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BODY = (
    "The weather was fine.\n\nWe went to the park and saw fifteen ducks.\n\n"
    "We went home for dinner."
)


@pytest.fixture(scope="module")
def offline_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """An app of this module's own editing offline: the rules editor, no model."""
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path_factory.mktemp("stop-offline"),
        llm_provider="offline",
        style_llm_extraction=False,
        log_level="ERROR",
    )
    server = LiveServer(create_app(settings)).start()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(params=["en-US", "zh-CN"])
def offline_writer(browser: Any, offline_url: str, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from browser_tab(browser, offline_url, locale=request.param)


class Held:
    """Requests the page makes to `pattern`, held until the test lets each go."""

    def __init__(self, page: Any, pattern: str) -> None:
        self.routes: list[Any] = []
        page.route(pattern, lambda route: self.routes.append(route))

    def wait(self, page: Any) -> Any:
        """The first request held (polled: Playwright delivers routes while the page waits)."""
        while not self.routes:
            page.wait_for_timeout(20)
        return self.routes.pop(0)


def _livelier_typed(page: Any, redline: Redline, title: str, seconds: float) -> dict[str, Any]:
    """An article open with "make the weather livelier" typed; the model answers in `seconds`."""
    article = redline.create_article(title, BODY)
    reply = title + "\n\n" + BODY.replace("fine", "sunny and bright")
    redline.stub.enqueue(reply=reply, chunk_delay=seconds * 8 / len(reply))
    open_article(page, article["id"])
    page.fill("#message", "make the weather livelier")
    return article


def test_a_stop_that_reaches_the_server_after_the_reply_is_saved_says_it_was_too_late(
    offline_writer: Any, offline_url: str
) -> None:
    page = offline_writer
    server = Redline(url=offline_url, stub=None)  # type: ignore[arg-type]
    article = server.create_article("Too late", BODY)
    open_article(page, article["id"])
    # The send is held until Stop is pressed, the Stop until the server has saved the reply:
    # the order a quick writer and the offline rules make, without racing a clock.
    sends = Held(page, "**/api/chat/send*")
    stops = Held(page, "**/stop")
    page.fill("#message", 'Replace "fifteen" with "fifty"')
    page.press("#message", "Enter")
    send = sends.wait(page)
    page.click("#send")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    send.continue_()
    stop = stops.wait(page)
    while server.call("GET", f"/api/contents/{article['id']}")["version"] != 2:
        page.wait_for_timeout(20)
    stop.continue_()
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    expect(page.locator("#article-version")).to_have_text("V2")
    if page.evaluate("navigator.language") == "zh-CN":
        said = "来不及停止了：回复已经保存为 V2。按它的“撤销”可以放回 V1。"
    else:
        said = (
            "Too late to stop: the reply was already saved as V2. Press Undo on it to put back V1."
        )
    expect(page.locator("#status")).to_have_text(said)
    reply = page.locator("#transcript .msg-assistant").last
    expect(reply.locator(".undo-edit")).to_be_visible()
    shot(page, f"s33-stop-too-late-{page.evaluate('navigator.language')}")
    # Undo, as the line says, puts V1's text back.
    reply.locator(".undo-edit").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    assert server.call("GET", f"/api/contents/{article['id']}")["body"] == BODY


def test_a_click_on_stop_right_after_send_asks_first_and_a_second_stops(
    page: Any, redline: Redline
) -> None:
    article = _livelier_typed(page, redline, "Quick stop", seconds=6)
    send = page.locator("#send").bounding_box()
    x, y = send["x"] + send["width"] / 2, send["y"] + send["height"] / 2
    page.mouse.click(x, y)
    # At once, where Send was: well within the 700 ms a double click's second click comes in.
    page.mouse.click(x, y)
    again = page.locator("#stop-again")
    expect(again).to_have_text("Press Stop again to stop the reply.")
    reply = page.locator("#transcript .msg-assistant").last
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    page.click("#send")
    expect(reply).to_have_attribute("data-status", "stopped")
    expect(page.locator("#status")).to_have_text("Stopped. Nothing was changed.")
    expect(again).to_be_hidden()
    expect(page.locator("#article-version")).to_have_text("V1")
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == BODY


def test_a_click_on_stop_right_after_a_send_by_enter_stops_at_once(
    page: Any, redline: Redline
) -> None:
    article = _livelier_typed(page, redline, "Enter then stop", seconds=6)
    page.press("#message", "Enter")
    page.click("#send")
    reply = page.locator("#transcript .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "stopped")
    expect(page.locator("#stop-again")).to_be_hidden()
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == BODY


def test_a_double_click_on_send_says_the_reply_goes_on_and_how_to_stop_it(
    page: Any, redline: Redline
) -> None:
    _livelier_typed(page, redline, "Double", seconds=4)
    page.locator("#send").dblclick()
    expect(page.locator("#stop-again")).to_have_text("Press Stop again to stop the reply.")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#transcript .msg-assistant").last).to_have_attribute("data-status", "ok")
    assert len(redline.stub.requests) == 1
