"""A writer confirms, then rejects, then takes back a preference the persona learned, and the
persona page and the chat's Style panel tell the truth each time (also after a reload).
Written before reading the panel's code (see s36_journeys_steps.py)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import open_article
from tests.browser.s36_journeys_steps import say

IN_USE = re.compile(r"confident · used in prompts")


def learned_item(page: Any, persona_id: str) -> Any:
    """The persona page's line for the no-emoji preference, reloading while it is learned."""
    item = page.get_by_role("listitem").filter(has_text=re.compile("no emoji", re.I)).first
    for _ in range(20):
        page.goto(f"/personas/{persona_id}")
        page.get_by_role("heading", name="Learned preferences").wait_for()
        if item.count():
            return item
        page.wait_for_timeout(500)
    raise AssertionError("the persona never showed the preference the writer stated")


def style_group(page: Any) -> Any:
    """The chat's Style panel, its summary counting the preferences in use ("Style: … (1)")."""
    return page.get_by_role("region", name="Chat").get_by_role("group").first


def test_confirming_rejecting_and_undoing_a_preference_is_shown_as_it_is(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "Plain voice"})
    article = redline.create_article("Picnic", "We ate by the lake.", persona_id=persona["id"])
    open_article(page, article["id"])
    say(page, "From now on, never use emoji in my articles. I hate them.")
    expect(page.get_by_role("log").get_by_role("listitem")).to_have_count(3)

    item = learned_item(page, persona["id"])
    expect(item).to_contain_text(IN_USE)
    item.get_by_role("button", name=re.compile("^Confirm:")).click()
    expect(item.get_by_role("button", name=re.compile("^Confirmed"))).to_be_disabled()
    page.reload()
    item = learned_item(page, persona["id"])
    expect(item.get_by_role("button", name=re.compile("^Confirmed"))).to_be_disabled()
    expect(item).to_contain_text("You confirmed this preference")

    item.get_by_role("button", name=re.compile("^Reject:")).click()
    asked = item.get_by_role("group", name=re.compile("^Reject:"))
    expect(asked).to_have_accessible_name(re.compile(r"[^.。]\?$"))
    asked.get_by_role("button", name="Reject it").click()
    expect(item).to_contain_text("no longer used in prompts")
    page.reload()
    item = learned_item(page, persona["id"])
    expect(item).to_contain_text("no longer used in prompts")
    expect(item.get_by_role("button", name=re.compile("^Confirm"))).to_have_count(0)

    # The article's Style panel no longer counts it.
    open_article(page, article["id"])
    expect(style_group(page)).to_contain_text("(0)")

    page.goto(f"/personas/{persona['id']}")
    item = learned_item(page, persona["id"])
    item.get_by_role("button", name=re.compile("^Undo")).click()
    expect(item).to_contain_text(IN_USE)
    page.reload()
    item = learned_item(page, persona["id"])
    expect(item).to_contain_text(IN_USE)
    open_article(page, article["id"])
    expect(style_group(page)).to_contain_text("(1)")
