"""The persona page in words, session 20: a piece of evidence that asked for another value is
tagged with that value as the writer reads it ("Against: Use emoji freely (多用表情)"), not the
stored value ("Against (more)"); the preference's kind and subject are words too, not
"PREFERENCE" or "sentence_length"."""

import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def persona_with_evidence_against(redline: Redline) -> tuple[str, str]:
    """A persona that learned 'no emoji', then heard the writer ask for more emoji elsewhere:
    that wish is kept with the preference as evidence against it."""
    persona = redline.call("POST", "/api/personas", {"name": "反方证据"})
    first = redline.create_article("表情", "今天天气很好！😀\n\n我们去了公园。🦆", persona["id"])
    redline.send(first["id"], "去掉所有表情")
    second = redline.create_article("表情二", "今天很好！😀\n\n我们去了湖边。", persona["id"])
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
        if any(p["dimension"] == "emoji" for p in prefs):
            break
        time.sleep(0.5)
    redline.send(second["id"], "表情多一点，加几个表情")
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
        for pref in prefs:
            if any(e.get("stance") == "against" for e in pref["evidence"]):
                return str(persona["id"]), str(pref["id"])
        time.sleep(0.5)
    raise AssertionError("no evidence against a preference was learned")


def test_evidence_against_a_preference_names_the_value_in_words(
    page: Any, redline: Redline
) -> None:
    persona_id, pref_id = persona_with_evidence_against(redline)
    page.goto(f"/personas/{persona_id}")
    page.wait_for_selector("body[data-ready='1']")
    item = page.locator(f"li.pref[data-pref-id='{pref_id}']")
    tag = item.locator(".ev-against .ev-stance")
    expect(tag).to_have_count(1)
    # The value asked for, in the words the preferences use — never the stored value.
    expect(tag).to_have_text("Against: Use emoji freely (多用表情)")
    expect(tag).to_have_attribute("title", "This asked for “Use emoji freely (多用表情)” instead")
    # The preference's subject and kind read as words.
    tags = item.locator(".pref-meta .tag").all_inner_texts()
    assert "PREFERENCE" not in tags, tags
    assert "preference" in tags and "emoji" in tags, tags
    shot(page, "s20-persona-evidence-against")


def test_evidence_measured_in_an_edit_reads_in_words(page: Any, redline: Redline) -> None:
    """What the edit itself showed was listed as the record stores it: "emoji → none
    (inferred)"."""
    persona = redline.call("POST", "/api/personas", {"name": "量出来的"})
    made = redline.create_article("表情", "今天天气很好！😀\n\n我们去了公园。🦆", persona["id"])
    redline.send(made["id"], "去掉所有表情")
    pref_id = None
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
        pref_id = next(
            (
                p["id"]
                for p in prefs
                if any(e["source"] == "measured" and not e.get("quote") for e in p["evidence"])
            ),
            None,
        )
        if pref_id:
            break
        time.sleep(0.5)
    assert pref_id, "nothing was measured in the edit"
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    evidence = page.locator(f"li.pref[data-pref-id='{pref_id}'] .pref-evidence li")
    expect(
        evidence.filter(has_text="Use no emoji (不用表情符号) — seen in the edit")
    ).to_have_count(1)
    expect(evidence.filter(has_text="→ none")).to_have_count(0)
    shot(page, "s20-persona-measured")


@pytest.mark.parametrize("width", [1280, 390])
def test_the_box_to_edit_a_preference_shows_its_whole_statement(
    page: Any, redline: Redline, width: int
) -> None:
    """Edit gave a box some 200 px wide: "Use no emoji (不用表情符" and the rest out of sight,
    with the card's row empty beside it."""
    persona = redline.call("POST", "/api/personas", {"name": f"改一改{width}"})
    made = redline.create_article("表情", "今天天气很好！😀\n\n我们去了公园。🦆", persona["id"])
    redline.send(made["id"], "去掉所有表情")
    pref_id = None
    for _ in range(120):
        prefs = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
        pref_id = next((p["id"] for p in prefs if p["state"] == "active"), None)
        if pref_id:
            break
        time.sleep(0.5)
    assert pref_id, "nothing was learned from the turn"
    page.set_viewport_size({"width": width, "height": 860})
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    item = page.locator(f"li.pref[data-pref-id='{pref_id}']")
    item.get_by_role("button", name="Edit: ").click()
    box = item.get_by_role("textbox", name="Preference statement")
    expect(box).to_be_focused()
    expect(box).to_have_value("Use no emoji (不用表情符号).")
    fits = box.evaluate("(input) => input.scrollWidth <= input.clientWidth")
    shot(page, f"s20-persona-edit-{width}")
    assert fits, "the statement does not fit its box"
