"""Session 12: a regenerate the server refuses says so as a regenerate — "Couldn't regenerate:"
and the server's sentence — never "Not sent" (its message was sent long ago); the reply it
asked again for stays on screen, and Retry asks again once the server lets it."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

BODY = "Today the weather was fine.\n\nWe went to the park."
BUSY = "This article has too many replies being written at once; try again in 30 seconds."
MOVED = (
    "The article is now at V3, but this edit was based on V2. Reload to see the latest "
    "text, then try again."
)
# The panel has drawn the latest text already: in place of the server's "Reload …" it
# says so, and that nothing typed was lost (static/js/panel/stale.js).
MOVED_SAID = MOVED.replace(
    "Reload to see the latest text, then try again.",
    "The latest text is shown now; nothing was changed"
    " — regenerate again if you still want another reply.",
)


def _refuse(status: int, detail: str) -> Any:
    def handler(route: Any) -> None:
        route.fulfill(
            status=status,
            content_type="application/json",
            headers={"Retry-After": "30"} if status == 429 else {},
            body=json.dumps({"status_code": status, "detail": detail, "extra": None}),
        )

    return handler


def test_a_refused_regenerate_says_it_could_not_regenerate_in_the_servers_words(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Again", BODY)
    redline.stub.enqueue(reply="Again\n\nToday the weather was fine.\n\nWe went to the zoo.")
    redline.send(article["id"], "Make it the zoo.")
    open_article(page, article["id"])
    reply = page.locator("#messages li.msg-assistant").last
    expect(reply).to_contain_text("zoo")

    page.route("**/regenerate*", _refuse(429, BUSY))
    reply.get_by_role("button", name="Regenerate this reply").click()
    failed = page.locator("#messages .local-error")
    expect(failed.locator(".msg-text")).to_have_text(f"Couldn't regenerate: {BUSY}")
    expect(failed.get_by_role("button", name="Retry")).to_be_visible()
    expect(page.locator("#status")).to_have_text("Couldn't regenerate — nothing was changed.")
    expect(page.locator("#messages")).not_to_contain_text("Not sent")
    # The reply it asked again for is still there, and so is the article.
    expect(page.locator("#messages li.msg-assistant:not(.local-error)")).to_have_count(1)
    expect(page.locator("#article-version")).to_have_text("V2")
    shot(page, "journeys12-regenerate-refused")

    # Let through: Retry asks again, and the new reply takes the failure's place.
    page.unroute("**/regenerate*")
    redline.stub.enqueue(reply="Again\n\nToday the weather was fine.\n\nWe went to the lake.")
    failed.get_by_role("button", name="Retry").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(failed).to_have_count(0)
    expect(page.locator("#status")).to_have_text("V3 saved.")  # the turn has settled

    # The article moved on meanwhile (409): said as such, and the latest text is read.
    page.route("**/regenerate*", _refuse(409, MOVED))
    page.locator("#messages li.msg-assistant").last.get_by_role(
        "button", name="Regenerate this reply"
    ).click()
    expect(failed).to_contain_text(f"Couldn't regenerate: {MOVED_SAID}")
    expect(page.locator("#status")).to_contain_text(
        "Couldn't regenerate: the article changed elsewhere."
    )
    expect(page.locator("#messages")).not_to_contain_text("Not sent")
