"""An editor (browser in Chinese) opens History from the desk, compares V2 with V5, restores
V3; the writer, in another tab with a suggestion half typed, sees V3's text come back as V6
without reloading and keeps the draft; the editor's back button and a reload lose nothing.
Written before reading the panel's code (s37_journeys_steps.py)."""

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, named
from tests.browser.s35_journeys_steps import article_text, open_article, suggestion_box
from tests.browser.s37_journeys_steps import button, expect_version, tab

TITLE = "The night bus to the desk"
TEXT = ["We waited twenty minutes.", "The bus never came.", "We walked home in the rain."]
STEPS = [("twenty", "thirty"), ("never", "finally"), ("walked", "ran"), ("rain", "snow")]


@pytest.fixture
def editor(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "zh-CN")


@pytest.fixture
def writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "en-US")


def five_versions(redline: Redline) -> tuple[str, list[str]]:
    """An article at V5 made by four rules edits; the body of each version, V1 first."""
    article = redline.create_article(TITLE, "\n\n".join(TEXT))
    bodies = ["\n\n".join(TEXT)]
    for old, new in STEPS:
        redline.send(article["id"], f'Replace "{old}" with "{new}"')
        bodies.append(bodies[-1].replace(old, new))
    return article["id"], bodies


def final_text(page: Any) -> str:
    hide = button(page, page, "Hide changes")
    if hide.count() and hide.is_visible():
        hide.click()
    return "\n\n".join(p.strip() for p in article_text(page).inner_text().split("\n") if p.strip())


def test_editor_compares_restores_and_the_writer_sees_it_live(
    editor: Any, writer: Any, redline: Redline
) -> None:
    content_id, bodies = five_versions(redline)
    open_article(writer, content_id)
    expect_version(writer, 5)
    draft = "Make the ending warmer"
    suggestion_box(writer).fill(draft)

    # The editor starts from the desk, in Chinese: the revisions made in the single-user mode
    # are "你"'s, not "You"'s; the newest one's "Open history" opens the article's History.
    editor.goto(f"/desk?content_id={content_id}")
    desk = editor.get_by_role("main")
    expect(desk.get_by_role("link", name=TITLE, exact=True)).to_have_count(4)
    expect(desk).to_contain_text(re.compile(r"修改人：\s*你"))
    expect(desk).not_to_contain_text("You")
    desk.get_by_role("link", name=re.compile("^打开历史")).first.click()
    history = editor.get_by_role("dialog", name=named(editor, "History"))
    expect(history).to_be_visible()
    expect_version(editor, 5)
    history.get_by_role("combobox", name=named(editor, "Compare"), exact=True).select_option("V2")
    history.get_by_role("combobox", name=named(editor, "with"), exact=True).select_option("V5")
    button(history, editor, "Compare").click()
    changes = editor.get_by_role("region", name=named(editor, "What changed"))
    expect(changes.get_by_role("listitem")).to_have_count(2)  # one line a paragraph
    expect(changes).to_contain_text("“walked”")
    expect(changes).to_contain_text("“snow”")
    text = article_text(editor)
    expect(text.get_by_role("deletion")).to_have_text(["never", "walked", "rain"])
    expect(text.get_by_role("insertion")).to_have_text(["finally", "ran", "snow"])

    expect(history).to_be_hidden()
    button(editor, editor, "History").click()
    history.get_by_role("button", name=named(editor, "Restore V3")).click()
    expect_version(editor, 6)
    assert redline.call("GET", f"/api/contents/{content_id}")["body"] == bodies[2]
    assert redline.call("GET", f"/api/contents/{content_id}/history")

    # The writer's tab follows without a reload, and keeps the half-typed suggestion.
    expect_version(writer, 6)
    for _ in range(40):
        if final_text(writer) == bodies[2]:
            break
        writer.wait_for_timeout(200)
    assert final_text(writer) == bodies[2]
    expect(suggestion_box(writer)).to_have_value(draft)
    expect(suggestion_box(writer)).to_have_accessible_name("Suggestion (edits V6)")

    # Back closes History first (as on a phone), then goes to the list; forward and a
    # reload come back to V6.
    editor.go_back()
    expect(history).to_be_hidden()
    expect_version(editor, 6)
    # The comparison made above is a step of the tab's history too (#compare=2..5, session 51):
    # Back passes it on the article, still at V6, before the list.
    for _ in range(3):
        editor.go_back()
        editor.wait_for_load_state()
        if "/desk" in editor.url:
            break
        expect_version(editor, 6)
    expect(desk.get_by_role("link", name=TITLE, exact=True)).to_have_count(5)  # and the restore
    editor.go_forward()
    expect_version(editor, 6)
    editor.reload()
    expect_version(editor, 6)
    assert final_text(editor) == bodies[2]
    writer.reload()
    expect(suggestion_box(writer)).to_have_value(draft)
