"""A writer who reloads and presses Back at every step: the new article's text typed on the
list survives a reload; once created, Back to the list shows it listed and the form empty (not
offered for creating twice); a half-typed suggestion survives a reload; the sent one and its
version survive one; History open survives one and Back closes it; a comparison of V1 with V2
survives one. Written before reading the panel's code (s37_journeys_steps.py)."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import article_text, suggestion_box
from tests.browser.s37_journeys_steps import expect_version, session_path, tab

TITLE = "The night bus"
TEXT = "We waited twenty minutes.\n\nThe bus never came."


@pytest.fixture
def writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "en-US")


def ready(page: Any) -> None:
    page.wait_for_selector("body[data-ready='1']")


def test_back_and_reload_at_every_step_lose_nothing(writer: Any, redline: Redline) -> None:
    page = writer
    page.goto("/")
    title = page.get_by_role("textbox", name="Title", exact=True)
    text = page.get_by_role("textbox", name="Text", exact=True)
    title.fill(TITLE)
    text.fill(TEXT)
    page.reload()
    expect(title).to_have_value(TITLE)
    expect(text).to_have_value(TEXT)

    page.get_by_role("button", name="Create article").click()
    ready(page)
    expect_version(page, 1)
    content_id = page.url.rstrip("/").split("/")[-1]
    page.go_back()
    expect(page.get_by_role("link", name=TITLE, exact=True).first).to_be_visible()
    expect(title).to_have_value("")  # created: not offered again
    expect(text).to_have_value("")
    page.go_forward()
    ready(page)

    draft = 'Replace "twenty" with "thirty"'
    suggestion_box(page).fill(draft)
    page.reload()
    ready(page)
    expect(suggestion_box(page)).to_have_value(draft)
    suggestion_box(page).press("Enter")
    expect_version(page, 2)
    page.reload()
    ready(page)
    expect_version(page, 2)
    expect(page.get_by_role("log")).to_contain_text(draft)
    expect(suggestion_box(page)).to_have_value("")

    page.get_by_role("button", name="History", exact=True).click()
    history = page.get_by_role("dialog", name="History")
    expect(history).to_be_visible()
    page.reload()
    ready(page)
    expect(history).to_be_visible()
    page.go_back()
    expect(history).to_be_hidden()
    expect_version(page, 2)

    page.get_by_role("button", name="History", exact=True).click()
    history.get_by_role("combobox", name="Compare", exact=True).select_option("V1")
    history.get_by_role("combobox", name="with", exact=True).select_option("V2")
    history.get_by_role("button", name="Compare", exact=True).click()
    compared = page.get_by_role("heading", name="Compare V1 → V2")
    expect(compared).to_be_visible()
    page.reload()
    ready(page)
    expect(compared).to_be_visible()
    expect(article_text(page).get_by_role("deletion")).to_have_text(["twenty"])
    # Hidden, it stays hidden over a reload: the changes of V2 are the writer's to ask for.
    page.get_by_role("button", name="Hide changes").click()
    expect(compared).to_be_hidden()
    page.reload()
    ready(page)
    expect(compared).to_be_hidden()

    assert [m["content"] for m in session_path(redline, content_id) if m["role"] == "user"] == [
        draft
    ]
    listed = redline.call("GET", "/api/contents?include_body=false")
    items = listed["items"] if isinstance(listed, dict) else listed
    assert sum(1 for item in items if item["title"] == TITLE) == 1
