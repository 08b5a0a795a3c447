"""Writers whose browsers ask for a dark scheme, for reduced motion, or zoom to 200 %. Written
before reading the panel's code (see s36_journeys_steps.py)."""

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import (
    article_text,
    boxes_outside,
    open_article,
    overlapping_controls,
    suggestion_box,
)
from tests.browser.s36_journeys_steps import contrast, say, wait_for_version

BUS = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home."


@pytest.fixture
def dark_tab(browser: Any, redline: Redline) -> Iterator[Any]:
    context = browser.new_context(base_url=redline.url, color_scheme="dark")
    context.set_default_timeout(20000)
    yield context.new_page()
    context.close()


@pytest.fixture
def calm_tab(browser: Any, redline: Redline) -> Iterator[Any]:
    context = browser.new_context(base_url=redline.url, reduced_motion="reduce")
    context.set_default_timeout(20000)
    yield context.new_page()
    context.close()


@pytest.fixture
def zoomed_tab(browser: Any, redline: Redline) -> Iterator[Any]:
    """1280 × 860 at 200 %: 640 × 430 CSS pixels, two device pixels each."""
    context = browser.new_context(
        base_url=redline.url, viewport={"width": 640, "height": 430}, device_scale_factor=2
    )
    context.set_default_timeout(20000)
    yield context.new_page()
    context.close()


def test_dark_scheme_keeps_every_text_readable(dark_tab: Any, redline: Redline) -> None:
    article = redline.create_article("Night bus", BUS)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(dark_tab, article["id"])
    suggestion_box(dark_tab).fill("Make it calmer")
    readable = {
        "title": dark_tab.get_by_role("heading", level=1),
        "paragraph": article_text(dark_tab).get_by_role("paragraph").last,
        "chat line": dark_tab.get_by_role("log").get_by_role("listitem").last,
        "suggestion": suggestion_box(dark_tab),
        "send": dark_tab.get_by_role("button", name=re.compile("^Send")),
        "history": dark_tab.get_by_role("button", name="History"),
    }
    low = {
        name: round(contrast(part), 2) for name, part in readable.items() if contrast(part) < 4.5
    }
    assert not low, f"text under 4.5:1 in the dark scheme: {low}"
    dark_tab.goto("/")
    home = {
        "heading": dark_tab.get_by_role("heading", name="Articles"),
        "link": dark_tab.get_by_role("link", name="Night bus", exact=True),
        "search": dark_tab.get_by_role("searchbox"),
    }
    low = {name: round(contrast(part), 2) for name, part in home.items() if contrast(part) < 4.5}
    assert not low, f"home text under 4.5:1 in the dark scheme: {low}"


MOVING = """() => document.getAnimations()
  .filter((a) => a.playState === "running")
  .map((a) => [a.effect?.target?.className || a.effect?.target?.tagName,
               a.effect?.getTiming().duration, a.effect?.getTiming().iterations])
  .filter(([, duration]) => typeof duration === "number" && duration > 100)"""


def test_reduced_motion_writer_sees_nothing_slide_or_spin(calm_tab: Any, redline: Redline) -> None:
    article = redline.create_article("Calm", BUS)
    redline.stub.enqueue(
        "Calm\n\nWe waited twenty minutes.\n\n"
        "The bus never came, but we kept hoping.\n\nWe walked home.",
        hang=1.5,
    )
    open_article(calm_tab, article["id"])
    say(calm_tab, "Make the second paragraph hopeful")
    seen: list[Any] = []
    for _ in range(8):
        seen += calm_tab.evaluate(MOVING)
        calm_tab.wait_for_timeout(200)
    wait_for_version(calm_tab, 2)
    seen += calm_tab.evaluate(MOVING)
    assert not seen, f"animations running for a writer who asked for reduced motion: {seen}"
    smooth = calm_tab.evaluate(
        "() => [document.documentElement, document.querySelector('[role=log]')]"
        ".filter((el) => el && getComputedStyle(el).scrollBehavior === 'smooth').length"
    )
    assert smooth == 0


def test_zoom_200_percent_keeps_the_panel_usable(zoomed_tab: Any, redline: Redline) -> None:
    article = redline.create_article("Zoomed", BUS)
    open_article(zoomed_tab, article["id"])
    assert boxes_outside(zoomed_tab, 640) == []
    assert overlapping_controls(zoomed_tab) == []
    box = suggestion_box(zoomed_tab)
    box.scroll_into_view_if_needed()
    box.fill('Replace "twenty" with "thirty"')
    send = zoomed_tab.get_by_role("button", name=re.compile("^Send"))
    send.scroll_into_view_if_needed()
    expect(send).to_be_in_viewport()
    send.click()
    wait_for_version(zoomed_tab, 2)
    assert boxes_outside(zoomed_tab, 640) == []
    zoomed_tab.goto("/")
    expect(zoomed_tab.get_by_role("link", name="Zoomed", exact=True)).to_be_visible()
    assert boxes_outside(zoomed_tab, 640) == []
