"""Many tabs of one browser (outside47 F4): Chromium opens at most six HTTP/1.1 connections
to a host for the whole profile, and each open article tab held one for its events stream —
with six article tabs open, a send waited at "sending…" and a seventh tab never loaded. The
tabs now share a few stream slots (static/js/panel/stream-slots.js); a tab without one looks
in now and then and still hears another tab's change."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline

TABS = 6


def _open_tabs(page: Any, redline: Redline, bodies: list[tuple[str, str]]) -> list[Any]:
    """One tab per article, all in `page`'s browser context (one profile's connections)."""
    made = [redline.create_article(title, body) for title, body in bodies]
    tabs = [page] + [page.context.new_page() for _ in made[1:]]
    for tab, article in zip(tabs, made, strict=True):
        tab.goto(f"/articles/{article['id']}")
        tab.wait_for_selector("body[data-ready='1']")
        tab.made = article
    for tab in tabs:  # every tab hears its article, with a stream or by looking in
        expect(tab.locator("body")).to_have_attribute("data-live", "1")
    return tabs


def _version(redline: Redline, content_id: str) -> int:
    return int(redline.call("GET", f"/api/contents/{content_id}")["version"])


def test_a_send_from_the_first_of_six_tabs_goes_and_a_seventh_tab_loads(
    page: Any, redline: Redline
) -> None:
    tabs = _open_tabs(
        page, redline, [(f"Notes {i}", f"Text {i}.\n\nMore {i}.") for i in range(TABS)]
    )
    first = tabs[0]
    first.bring_to_front()
    first.fill("#message", 'Replace "Text" with "Words"')
    first.press("#message", "Enter")
    expect(first.locator("#article-version")).to_have_text("V2", timeout=15000)
    assert _version(redline, first.made["id"]) == 2
    assert "Words" in first.locator("#article-body").inner_text()

    seventh = page.context.new_page()
    seventh.goto("/", timeout=15000)  # the article list: a page, not a stream
    expect(seventh.locator("body")).to_be_visible()
    assert seventh.title()


def test_a_tab_without_a_stream_slot_still_hears_a_change_made_elsewhere(
    page: Any, redline: Redline
) -> None:
    tabs = _open_tabs(
        page, redline, [(f"通知{i}", f"第{i}篇正文。\n\n更多内容。") for i in range(TABS)]
    )
    holding = page.evaluate(
        "async () => (await navigator.locks.query()).held.map((lock) => lock.name)"
    )
    # Two slots held in all (the other four tabs look in): the browser keeps connections free.
    assert sorted(name for name in holding if name.startswith("redline-events-")) == [
        "redline-events-0",
        "redline-events-1",
    ]
    # Every article changed elsewhere (an API client): four of the six tabs hold no stream.
    for i, tab in enumerate(tabs):
        redline.call(
            "PUT",
            f"/api/contents/{tab.made['id']}",
            {"body": f"第{i}篇新的正文。\n\n更多内容。", "base_version": 1},
        )
    for tab in tabs:
        expect(tab.locator("#article-version")).to_have_text("V2", timeout=15000)
        assert "新的" in tab.locator("#article-body").inner_text()
