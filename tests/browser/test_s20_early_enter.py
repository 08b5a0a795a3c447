"""Enter pressed before the panel's scripts have run (a slow network, a busy machine: the page
is drawn and the box takes typing while its modules still load) sent nothing and added a new
line — about 1 in 4 tries on a loaded machine. It sends the suggestion once the panel is
ready; Shift+Enter still makes a new line."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

BODY = "The cat sat on the mat.\n\nIt rained for twenty days."


def open_with_the_panel_held(page: Any, article_id: str) -> list[Any]:
    """Open the article with the suggestion box's module held back: the page is drawn and
    takes typing, but the panel's scripts have not run. Returns the held requests."""
    held: list[Any] = []
    page.route("**/static/js/panel/composer.js", lambda route: held.append(route))
    page.goto(f"/articles/{article_id}", wait_until="commit")
    page.wait_for_selector("#message")
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the panel's module was never asked for"
    return held


def let_the_panel_load(page: Any, held: list[Any]) -> None:
    for route in held:
        route.continue_()
    page.wait_for_selector("body[data-ready='1']")


def test_enter_before_the_panel_is_ready_sends_once_it_is(page: Any, redline: Redline) -> None:
    article = redline.create_article("Early Enter", BODY)
    held = open_with_the_panel_held(page, article["id"])
    assert page.evaluate("document.body.dataset.ready") is None  # the panel has not started
    page.click("#message")
    page.keyboard.type('Replace "cat" with "dog"')
    page.keyboard.press("Enter")
    # No new line in the box while the panel loads.
    expect(page.locator("#message")).to_have_value('Replace "cat" with "dog"')
    let_the_panel_load(page, held)
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#message")).to_have_value("")
    writer = page.locator("#transcript .msg-user")
    expect(writer).to_have_count(1)
    expect(writer).to_contain_text('Replace "cat" with "dog"')
    body = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    assert "The dog sat" in body
    shot(page, "s20-early-enter-sent")


def test_shift_enter_before_the_panel_is_ready_still_makes_a_new_line(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Early Shift Enter", BODY)
    held = open_with_the_panel_held(page, article["id"])
    page.click("#message")
    page.keyboard.type("first line")
    page.keyboard.press("Shift+Enter")
    page.keyboard.type("second line")
    let_the_panel_load(page, held)
    expect(page.locator("#message")).to_have_value("first line\nsecond line")
    expect(page.locator("#transcript .msg-user")).to_have_count(0)
    assert redline.call("GET", f"/api/contents/{article['id']}")["version"] == 1


def test_buttons_that_need_the_panel_wait_for_it(page: Any, redline: Redline) -> None:
    """Edit text and Copy text drawn before the panel's scripts ran took a click and did
    nothing; like History, they read as disabled until the panel can answer them."""
    article = redline.create_article("Early buttons", BODY)
    held = open_with_the_panel_held(page, article["id"])
    for button in ("#edit-article", "#copy-article", "#history-toggle"):
        expect(page.locator(button)).to_be_disabled()
    let_the_panel_load(page, held)
    for button in ("#edit-article", "#copy-article", "#history-toggle"):
        expect(page.locator(button)).to_be_enabled()
    page.click("#edit-article")
    expect(page.locator("#edit-body")).to_have_value(BODY)
