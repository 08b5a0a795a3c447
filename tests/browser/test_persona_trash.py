"""The persona page in the browser: rename a persona, move it to the trash (it leaves the
home page's choices, its article keeps it) and restore it from the trash."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, assert_accessible, shot

pytestmark = pytest.mark.browser


def test_rename_move_to_trash_and_restore_a_persona(page: Any, redline: Redline) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "Column voice", "description": "周刊"})
    article = redline.create_article("周末", "今天天气很好。", persona_id=persona["id"])
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")

    page.click("#rename-persona")
    box = page.locator("#rename-persona-name")
    expect(box).to_be_focused()
    box.fill("专栏口吻")
    box.press("Enter")
    expect(page.locator("#persona-name")).to_have_text("专栏口吻")
    expect(page.locator("#persona-description")).to_have_text("周刊")
    expect(page.locator("#status")).to_have_text("Renamed to “专栏口吻”.")
    assert redline.call("GET", f"/api/personas/{persona['id']}")["name"] == "专栏口吻"

    page.click("#trash-persona")
    expect(page.locator("#persona-trashed")).to_contain_text("This persona is in the trash")
    trash = page.locator("#persona-trash")
    expect(trash.locator(f"li[data-persona-id='{persona['id']}']")).to_contain_text("专栏口吻")
    expect(page.locator("#status")).to_contain_text("Moved “专栏口吻” to the trash")
    expect(page.locator("#trash-persona")).to_have_count(0)
    assert_accessible(page, "persona page: in the trash")
    shot(page, "persona-trash")
    assert persona["id"] in [p["id"] for p in redline.call("GET", "/api/personas?trashed=true")]

    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator(f"#create-persona option[value='{persona['id']}']")).to_have_count(0)
    expect(page.locator("#personas-trashed")).to_contain_text("专栏口吻")
    page.goto(f"/articles/{article['id']}")  # the article written in it keeps it
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator(".topbar-nav")).to_contain_text("Persona: 专栏口吻")

    page.goto("/")
    page.click("#personas-trashed a")
    page.wait_for_selector("body[data-ready='1']")
    page.locator(f"#persona-trash li[data-persona-id='{persona['id']}'] button").click()
    expect(page.locator("#status")).to_have_text("Restored “专栏口吻” from the trash.")
    expect(page.locator("#persona-trashed")).to_have_count(0)
    expect(page.locator("#trash-persona")).to_be_visible()
    assert redline.call("GET", f"/api/personas/{persona['id']}")["trashed_at"] is None
    page.goto("/")
    expect(page.locator(f"#create-persona option[value='{persona['id']}']")).to_have_count(1)
