"""Session 12: the panel's style count says the preferences in force — those the edits use —
not every record the persona keeps: a rejected preference is not counted, a proposal waiting
for the writer's answer is said apart, and a decision taken in the panel counts at once."""

from __future__ import annotations

import time
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

BODY = "今天天气很好😀。\n\n我们去了公园。"
LEARNING = 30.0  # seconds learning may take on a loaded machine (it lands just after a reply)


def _learned(redline: Redline, persona_id: str, dimensions: set[str]) -> dict[str, dict]:
    """The persona's preferences by dimension, once those on `dimensions` are saved."""
    deadline = time.monotonic() + LEARNING
    while True:
        found = redline.call("GET", f"/api/personas/{persona_id}")["preferences"]
        held = {p["dimension"]: p for p in found}
        if dimensions <= held.keys():
            return held
        assert time.monotonic() < deadline, f"not learned: {dimensions - held.keys()} ({found})"
        time.sleep(0.1)


def test_the_style_count_leaves_out_rejected_preferences_and_says_waiting_ones_apart(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "计数 Count"})
    article = redline.create_article("风格计数", BODY, persona_id=persona["id"])
    for message in (
        "以后别用表情符号",
        "From now on, always keep paragraphs short.",
        "我的读者基本都是初中生",  # an audience: proposed, not used until the writer confirms
    ):
        redline.stub.enqueue(reply=f"风格计数\n\n{BODY}")
        redline.send(article["id"], message)
    held = _learned(redline, persona["id"], {"emoji", "paragraph_length", "vocabulary"})
    assert held["vocabulary"]["state"] == "pending_confirmation"
    emoji = held["emoji"]
    rejected = redline.call(
        "PATCH",
        f"/api/personas/{persona['id']}/preferences/{emoji['id']}",
        {"action": "reject"},
    )
    assert rejected["state"] == "rejected"

    open_article(page, article["id"])
    count = page.locator("#persona-count")
    expect(count).to_have_text("(1 · 1 waiting for you)")
    expect(count).to_have_attribute(
        "title",
        "1 in use in edits; 1 waiting for your answer; 1 not used (rejected, replaced or faded)",
    )
    shot(page, "journeys12-style-count-rejected")

    # Rejected in the panel: the count follows at once, without a turn or a reload.
    page.locator("#persona-view > summary").click()
    short = held["paragraph_length"]
    item = page.locator(f"#persona-prefs li.pref[data-pref-id='{short['id']}']")
    item.get_by_role("button", name="Reject:").click()
    item.get_by_role("button", name="Reject it").click()
    expect(item).to_have_attribute("data-state", "rejected")
    expect(count).to_have_text("(0 · 1 waiting for you)")
    item.get_by_role("button", name="Undo").click()
    expect(item).to_have_attribute("data-state", "active")
    expect(count).to_have_text("(1 · 1 waiting for you)")
