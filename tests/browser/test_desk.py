"""The editor's desk in the browser: an editor finds a writer's revision with its changes
inline, compares two versions side by side and comments on it; the writer's panel then shows
that comment beside that version, in the history and under its changes. Also on a phone,
in dark mode, with no serious accessibility violation."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_accessible, shot
from tests.browser.newsroom import Newsroom, as_person, serving

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def newsroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Newsroom]:
    with serving(tmp_path_factory.mktemp("desk-data")) as running:
        yield running


def test_an_editor_comments_from_the_desk_and_the_writer_sees_it_beside_that_version(
    browser: Any, newsroom: Newsroom
) -> None:
    park = newsroom.call(
        "writer",
        "POST",
        "/api/contents",
        {"title": "公园", "body": "秋天的公园很安静。\n\n树叶慢慢落下。"},
    )
    bus = newsroom.call(
        "writer", "POST", "/api/contents", {"title": "The bus", "body": "We waited twenty minutes."}
    )
    sent = newsroom.call(
        "writer",
        "POST",
        "/api/chat/send",
        {"content_id": bus["id"], "message": 'Replace "twenty" with "thirty"'},
    )
    revision = sent["revision"]
    newsroom.call(
        "writer",
        "POST",
        "/api/chat/send",
        {"content_id": park["id"], "message": "把“安静”改成“热闹”"},
    )

    desk = as_person(browser, newsroom, "editor")
    desk.goto("/")
    desk.click("text=Editor's desk")
    desk.wait_for_selector("body[data-page='desk'][data-ready='1']")
    expect(desk.locator("h1")).to_have_text("Editor's desk")
    rows = desk.locator(".desk-row")
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator(".desk-title")).to_contain_text("公园")  # newest first
    row = desk.locator(f'.desk-row[data-revision-id="{revision["id"]}"]')
    expect(row.locator(".desk-author")).to_have_text("by Lin Wei")
    expect(row.locator(".desk-diff del")).to_have_text("twenty")
    expect(row.locator(".desk-diff ins")).to_have_text("thirty")
    expect(rows.nth(0).locator(".desk-diff ins")).to_have_text("热闹")

    # Filter by article: only that article's revision stays.
    desk.select_option("#filter-article", bus["id"])
    desk.click("#desk-filters button[type=submit]")
    expect(rows).to_have_count(1)
    assert f"content_id={bus['id']}" in desk.url

    # Compare V1 and V2 side by side.
    row.locator(".desk-compare-toggle").click()
    row.locator(".desk-compare button[type=submit]").click()
    expect(row.locator(".desk-side h4")).to_have_text(["V1", "V2"])
    expect(row.locator(".desk-side").nth(0).locator("del")).to_have_text("twenty")
    expect(row.locator(".desk-side").nth(1).locator("ins")).to_have_text("thirty")

    # Comment on the revision, from the keyboard's reach: labelled box, Post button.
    row.locator(".desk-comments-toggle").click()
    desk.get_by_label("Comment on V1→V2 of “The bus”").fill("请核实：是三十分钟吗？")
    row.get_by_role("button", name="Post comment").click()
    expect(row.locator(".comment-text")).to_have_text(["请核实：是三十分钟吗？"])
    expect(row.locator(".desk-comments-toggle")).to_have_text("Comments (1)")
    expect(desk.locator("#desk-status")).to_contain_text("the writer sees it beside that version")
    assert_accessible(desk, "the desk with a comment")
    shot(desk, "desk-comment")
    history_link = row.get_by_role("link", name="Open history: “The bus”")
    assert history_link.get_attribute("href") == f"/articles/{bus['id']}#history"
    assert not desk.errors
    desk.context.close()

    # The writer opens the article's history from the desk's link: the comment is there.
    panel = as_person(browser, newsroom, "writer")
    panel.goto(f"/articles/{bus['id']}#history")
    panel.wait_for_selector("body[data-ready='1']")
    expect(panel.locator("#history")).to_be_visible()
    version = panel.locator('#history .hist-row[data-version="2"]')
    toggle = version.get_by_role("button", name="1 comment on V1→V2")
    toggle.click()
    expect(version.locator(".comment-text")).to_have_text("请核实：是三十分钟吗？")
    expect(version.locator(".comment-head strong")).to_have_text("Ana Editor")
    # One person made every version: no "by" names, as in the single-user mode.
    expect(panel.locator("#history .hist-by")).to_have_count(0)
    assert_accessible(panel, "history with a comment")
    version.locator(".hist-diff").click()
    expect(panel.locator("#changes-heading")).to_have_text("Changes V1→V2")
    expect(panel.locator("#changes-comments .comment-text")).to_have_text("请核实：是三十分钟吗？")
    shot(panel, "desk-comment-in-panel")
    assert not panel.errors
    panel.context.close()


def test_the_desk_on_a_phone_in_dark_mode(browser: Any, newsroom: Newsroom) -> None:
    notes = newsroom.call(
        "writer", "POST", "/api/contents", {"title": "Notes", "body": "one two three"}
    )
    newsroom.call(
        "writer",
        "POST",
        "/api/chat/send",
        {"content_id": notes["id"], "message": 'Replace "two" with "deux"'},
    )
    newsroom.call("editor", "POST", f"/api/contents/{notes['id']}/restore", {"version": 1})
    phone = as_person(
        browser,
        newsroom,
        "editor",
        viewport={"width": 390, "height": 844},
        color_scheme="dark",
    )
    phone.goto("/desk?kind=restore")
    phone.wait_for_selector("body[data-ready='1']")
    expect(phone.locator("#filter-kind")).to_have_value("restore")
    row = phone.locator(".desk-row").first
    expect(row.locator(".desk-author")).to_have_text("by Ana Editor")
    expect(row.locator(".tag")).to_have_text("Restore")
    widths = phone.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert widths[0] <= widths[1], f"the desk scrolls sideways on a phone: {widths}"
    background = phone.evaluate(
        "() => getComputedStyle(document.querySelector('.desk-row > article')).backgroundColor"
    )
    assert background == "rgb(31, 31, 29)", background  # the dark surface of app.css
    assert_accessible(phone, "the desk on a phone, dark")
    shot(phone, "desk-phone-dark")
    # The writer's own history now names both people who made versions.
    panel = as_person(browser, newsroom, "writer")
    panel.goto(f"/articles/{notes['id']}#history")
    panel.wait_for_selector("body[data-ready='1']")
    expect(panel.locator('#history .hist-row[data-version="3"] .hist-by')).to_have_text(
        "by Ana Editor"
    )
    expect(panel.locator('#history .hist-row[data-version="2"] .hist-by')).to_have_text(
        "by Lin Wei"
    )
    # The conversation names the editor's restore; the writer's own message stays "You".
    panel.keyboard.press("Escape")
    expect(panel.locator("#messages .msg-event .msg-who")).to_have_text(["Edit by Ana Editor"])
    expect(panel.locator("#messages .msg-user .msg-who")).to_have_text(["You"])
    assert not phone.errors and not panel.errors
    phone.context.close()
    panel.context.close()
