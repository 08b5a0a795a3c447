"""Session 12: an edit of an earlier message the server refuses (or never gets) keeps the
writer's wording in the edit box and says so as an edit — "Couldn't save your edit:" and the
server's sentence — never "Not sent" (the message was sent long ago); Retry is offered where
asking again may work, and saves what the box holds."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

BODY = "Today the weather was fine.\n\nWe went to the park."
BUSY = "This article has too many replies being written at once; try again in 30 seconds."
GUARD = "That edit would remove most of the article, so it was not made."
EDITED = 'Replace "fine" with "lovely"'
MOVED = (
    "The article is now at V4, but this edit was based on V3. Reload to see the latest "
    "text, then try again."
)
# The panel has drawn the latest text already: in place of the server's "Reload …" it
# says so, and that nothing typed was lost (static/js/panel/stale.js).
MOVED_SAID = MOVED.replace(
    "Reload to see the latest text, then try again.",
    "The latest text is shown now, and your edit is still in its box"
    " — nothing you typed was lost: check it, then save again.",
)
CHANGED = 'Replace "fine" with "grey"'


def _refuse(status: int, detail: str) -> Any:
    def handler(route: Any) -> None:
        route.fulfill(
            status=status,
            content_type="application/json",
            headers={"Retry-After": "30"} if status == 429 else {},
            body=json.dumps({"status_code": status, "detail": detail, "extra": None}),
        )

    return handler


def test_a_refused_edit_keeps_the_writers_text_and_says_why(page: Any, redline: Redline) -> None:
    article = redline.create_article("Edited", BODY)
    # Mechanical suggestions: the rules make them without the model.
    redline.send(article["id"], 'Replace "fine" with "sunny"')
    redline.send(article["id"], 'Replace "park" with "zoo"')
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V3")
    first = page.locator("#messages li.msg-user").first
    expect(first).to_contain_text("sunny")

    # A busy server (429): the text stays in the box, the reason is the server's, Retry offered.
    page.route("**/edit*", _refuse(429, BUSY))
    first.get_by_role("button", name="Edit this message").click()
    box = first.get_by_role("textbox", name="Edit your message")
    box.fill(EDITED)
    box.press("Enter")
    failed = page.locator("#messages .local-error")
    expect(failed.locator(".msg-text")).to_have_text(f"Couldn't save your edit: {BUSY}")
    expect(failed.get_by_role("button", name="Retry")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Your edit is still in the box")
    expect(page.locator("#messages")).not_to_contain_text("Not sent")
    first = page.locator("#messages li.msg-user").first
    box = first.get_by_role("textbox", name="Edit your message")
    expect(box).to_have_value(EDITED)
    expect(box).to_be_focused()
    # Nothing moved: both turns are still on screen, and the article is as it was.
    expect(page.locator("#messages li.msg-user")).to_have_count(2)
    expect(page.locator("#article-version")).to_have_text("V3")
    shot(page, "journeys12-edit-refused")

    # A refusal of the edit itself (422): no Retry — the text is there to change.
    page.unroute("**/edit*")
    page.route("**/edit*", _refuse(422, GUARD))
    failed.get_by_role("button", name="Retry").click()
    expect(failed.locator(".msg-text")).to_have_text(f"Couldn't save your edit: {GUARD}")
    expect(failed.get_by_role("button", name="Retry")).to_have_count(0)
    expect(page.locator("#status")).to_contain_text("change it, then save again")
    first = page.locator("#messages li.msg-user").first
    box = first.get_by_role("textbox", name="Edit your message")
    expect(box).to_have_value(EDITED)

    # The article moved on meanwhile (409): said as such, the latest text is read, and the
    # edit box is drawn again with the writer's text in it.
    page.unroute("**/edit*")
    page.route("**/edit*", _refuse(409, MOVED))
    box.press("Enter")
    expect(failed.locator(".msg-text")).to_have_text(f"Couldn't save your edit: {MOVED_SAID}")
    expect(failed.get_by_role("button", name="Retry")).to_be_visible()
    expect(page.locator("#status")).to_contain_text(
        "Couldn't save your edit: the article changed elsewhere."
    )
    expect(box).to_have_value(EDITED)
    expect(page.locator("#messages")).not_to_contain_text("Not sent")

    # The server never got it (the network): Retry offered again, the text still there.
    page.unroute("**/edit*")
    page.route("**/edit*", lambda route: route.abort())
    box.fill(CHANGED)
    box.press("Enter")
    expect(failed.locator(".msg-text")).to_contain_text("Couldn't save your edit:")
    expect(failed.get_by_role("button", name="Retry")).to_be_visible()
    expect(box).to_have_value(CHANGED)
    expect(page.locator("#messages")).not_to_contain_text("Not sent")

    # Let through: Retry saves what the box holds, as a new branch from V1.
    page.unroute("**/edit*")
    failed.get_by_role("button", name="Retry").click()
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#article-body")).to_contain_text("grey")
    expect(failed).to_have_count(0)
    expect(page.locator("#messages .msg-edit")).to_have_count(0)
