"""While the model client waits to ask again (a 429 with Retry-After), only the tab whose
stream asked for the reply counted the wait down: after a reload, or in a second tab of the
article, the reply read "The reply is being written…" for the whole wait. The article's
events now carry the wait (`waiting`), and a tab that opens the article meanwhile is told the
wait going on, so every tab reads the same countdown."""

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, served_redline

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BODY = "Paragraph one about the park.\n\nParagraph two about the walk.\n\nParagraph three."
WAIT = "Redline tries again in"


@pytest.fixture(scope="module")
def retrying() -> Iterator[Redline]:
    """An app whose model client asks once more after a 429 (the suite's app never does)."""
    with served_redline(
        Path(tempfile.mkdtemp(prefix="redline-s22-wait-")), llm_max_retries=1
    ) as app:
        yield app


@pytest.fixture
def tabs(browser: Any, retrying: Redline) -> Iterator[tuple[Any, Any]]:
    """Two tabs of one writer (one browser context: the same cookies)."""
    context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=retrying.url)
    context.set_default_timeout(20000)
    errors: list[str] = []
    pages = (context.new_page(), context.new_page())
    for page in pages:
        page.on("pageerror", lambda error: errors.append(str(error)))
    retrying.stub.reset()
    yield pages
    context.close()
    assert not errors, errors


def _busy_then_answer(app: Redline, seconds: int) -> None:
    app.stub.enqueue(status=429, headers={"Retry-After": str(seconds)})
    app.stub.enqueue(reply=f"The park\n\n{BODY}!", hang=1.0)


# Long enough for a loaded machine to reload a tab and open another mid-wait (the model
# client waits at most 30 s); each test stops the reply once every tab has shown the wait.
LONG_WAIT = 25


def test_a_second_tab_counts_down_the_wait_of_a_reply_asked_for_in_the_first(
    tabs: tuple[Any, Any], retrying: Redline
) -> None:
    first, second = tabs
    article = retrying.create_article("The park", BODY)
    open_article(second, article["id"])
    expect(second.locator("body")).to_have_attribute("data-live", "1")
    open_article(first, article["id"])
    _busy_then_answer(retrying, 8)
    first.fill("#message", "make it livelier")
    first.press("#message", "Enter")
    expect(first.locator("#transcript .msg-live")).to_contain_text(WAIT)
    # The second tab, open all along, hears the wait on the article's events, and counts it
    # down as the first does.
    live = second.locator("#transcript .msg.pending.elsewhere .msg-live")
    expect(live).to_contain_text(WAIT)
    expect(live).to_contain_text("The model is busy.")
    expect(second.locator("#status")).to_contain_text(WAIT)
    expect(live).to_have_text("Asking the model again…")
    expect(second.locator("#article-version")).to_have_text("V2", timeout=15000)
    expect(second.locator("#transcript .msg.pending")).to_have_count(0)


def test_a_reload_while_the_model_is_busy_still_counts_the_wait_down(
    tabs: tuple[Any, Any], retrying: Redline
) -> None:
    first, second = tabs
    article = retrying.create_article("The park", BODY)
    open_article(first, article["id"])
    _busy_then_answer(retrying, LONG_WAIT)
    first.fill("#message", "make it livelier")
    first.press("#message", "Enter")
    expect(first.locator("#transcript .msg-live")).to_contain_text(WAIT)
    # Reloaded mid-wait, and a tab opened meanwhile: both are told the wait going on.
    first.reload()
    first.wait_for_selector("body[data-ready='1']")
    open_article(second, article["id"])
    for page in (first, second):
        live = page.locator("#transcript .msg.pending.elsewhere .msg-live")
        expect(live).to_contain_text(WAIT)
        expect(live).to_contain_text("The model is busy.")
    # Its Stop still stops it, in every tab.
    first.locator("#transcript .pending.elsewhere .stop-elsewhere").click()
    for page in (first, second):
        expect(page.locator("#transcript .msg.pending")).to_have_count(0)
        expect(page.locator("#transcript .msg-assistant").last).to_have_attribute(
            "data-status", "stopped"
        )
        expect(page.locator("#article-version")).to_have_text("V1")


def test_a_reload_or_a_second_tab_mid_reply_shows_how_far_the_reply_has_got(
    tabs: tuple[Any, Any], retrying: Redline
) -> None:
    first, second = tabs
    article = retrying.create_article("The park", BODY)
    open_article(second, article["id"])
    expect(second.locator("body")).to_have_attribute("data-live", "1")
    open_article(first, article["id"])
    reply = f"The park\n\n{BODY}!"
    # Streamed in chunks of 8 characters over about 20 s: the tabs see it half-written.
    retrying.stub.enqueue(reply=reply, chunk_delay=20 / (len(reply) / 8))
    first.fill("#message", "make it livelier")
    first.press("#message", "Enter")
    expect(first.locator("#transcript .msg-live")).to_contain_text("Writing… paragraph")
    # The tab open all along follows the reply as it is written.
    live = second.locator("#transcript .msg.pending.elsewhere .msg-live")
    expect(live).to_contain_text("Writing… paragraph")
    expect(live).to_contain_text(" of 3")
    # Reloaded mid-reply, the tab that asked shows it too (told at once, then each second).
    first.reload()
    first.wait_for_selector("body[data-ready='1']")
    mine = first.locator("#transcript .msg.pending.elsewhere .msg-live")
    expect(mine).to_contain_text("Writing… paragraph")
    expect(mine).to_contain_text(" of 3")
    first.locator("#transcript .pending.elsewhere .stop-elsewhere").click()
    for page in (first, second):
        expect(page.locator("#transcript .msg.pending")).to_have_count(0)
        expect(page.locator("#transcript .msg-assistant").last).to_have_attribute(
            "data-status", "stopped"
        )
