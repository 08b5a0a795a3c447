"""The persona page, session 16 (outside testers): a preference just confirmed says so on a
button that cannot be pressed again — a double click, or a second click after the answer,
confirms once — and Undo sits in the same row, so taking the decision back moves nothing."""

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def learned_persona(redline: Redline) -> str:
    persona = redline.call("POST", "/api/personas", {"name": "确认一次"})
    made = redline.create_article(
        "表情", "今天天气很好！😀\n\n我们去了公园。🦆", persona_id=persona["id"]
    )
    redline.send(made["id"], "去掉所有表情")
    return str(persona["id"])


def open_with_an_active_preference(page: Any, redline: Redline, persona_id: str) -> Any:
    # The style learner saves what the turn taught just after the reply (on a busy machine,
    # a while after).
    pref_id = None
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona_id}")["preferences"]
        pref_id = next((p["id"] for p in prefs if p["state"] == "active"), None)
        if pref_id:
            break
        time.sleep(0.5)
    assert pref_id, "nothing was learned from the turn"
    # And until learning is done with it: evidence learned after the writer's decision ends
    # that decision's Undo (the page redraws what the server holds a moment after it opens).
    seen = None
    for _ in range(60):
        now = redline.call("GET", f"/api/personas/{persona_id}")["preferences"]
        if now == seen:
            break
        seen = now
        time.sleep(1.0)
    page.goto(f"/personas/{persona_id}")
    page.wait_for_selector("body[data-ready='1']")
    return page.locator(f"li.pref[data-pref-id='{pref_id}']")


def test_a_confirmed_preference_cannot_be_confirmed_twice_and_undo_moves_nothing(
    page: Any, redline: Redline
) -> None:
    persona_id = learned_persona(redline)
    item = open_with_an_active_preference(page, redline, persona_id)
    decisions: list[str] = []
    page.on(
        "request",
        lambda request: (
            decisions.append(request.post_data or "") if request.method == "PATCH" else None
        ),
    )
    confirm = item.get_by_role("button", name=re.compile(r"^Confirm: "))
    reject = item.get_by_role("button", name=re.compile(r"^Reject: "))
    box = confirm.bounding_box()
    reject_x = reject.bounding_box()["x"]
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    # A double click, then — the answer in — a third click where Confirm was.
    page.mouse.dblclick(x, y)
    undo = item.get_by_role("button", name=re.compile(r"^Undo your decision"))
    expect(undo).to_be_focused()
    page.mouse.click(x, y)
    page.wait_for_timeout(800)  # room for a second request, were one sent
    assert len(decisions) == 1, decisions
    # That click met the line the decision added (or "Confirmed ✓", disabled): the focus stays
    # on Undo, not dropped to the page.
    expect(undo).to_be_focused()
    done = item.locator(".pref-actions button").first
    expect(done).to_have_text("Confirmed ✓")
    expect(done).to_be_disabled()
    # Undo is in the row of the buttons, not a row of its own under them; they have not moved.
    assert abs(undo.bounding_box()["y"] - done.bounding_box()["y"]) < 2
    assert abs(reject.bounding_box()["x"] - reject_x) < 1
    shot(page, "journeys16-persona-confirmed")
    # A reload still shows it confirmed.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(item.locator(".pref-actions button").first).to_be_disabled()
    # Undo, from the keyboard: Confirm is back, where it was, and has the focus.
    item.get_by_role("button", name=re.compile(r"^Undo your decision")).focus()
    page.keyboard.press("Enter")
    expect(confirm).to_be_enabled()
    expect(confirm).to_be_focused()
    expect(item.get_by_role("button", name=re.compile(r"^Undo your decision"))).to_have_count(0)
    assert abs(reject.bounding_box()["x"] - reject_x) < 1
    assert abs(confirm.bounding_box()["x"] - box["x"]) < 1
    assert len(decisions) == 2, decisions
    shot(page, "journeys16-persona-undone")
