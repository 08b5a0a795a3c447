"""A writer states a lasting wish in the chat, opens the persona page from the article, finds the
preference learned from their words, and confirms it, rejects it and undoes each."""

import re
import time
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import model_reply, open_article, replies, send

TITLE = "Club newsletter"
BODY = ["Great news! The hall is booked!", "Bring a dish to share!"]


def test_a_wish_said_in_the_chat_is_learned_confirmed_rejected_and_undone(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "Newsletter voice"})
    content_id = redline.create_article(TITLE, "\n\n".join(BODY), persona_id=persona["id"])["id"]
    open_article(page, content_id)
    redline.stub.default_reply = model_reply(TITLE, *BODY)
    try:
        send(page, "From now on, never use exclamation marks in my articles.")
        expect(replies(page)).to_have_count(3, timeout=15000)
    finally:
        redline.stub.default_reply = "I cannot help with that."

    page.get_by_role("link", name=re.compile(r"^Persona: Newsletter voice")).click()
    expect(page.get_by_role("heading", name="Newsletter voice", level=1)).to_be_visible()
    # The ban is filed as the punctuation rule alone (no calm tone is asked for): this journey
    # follows the rule's card.
    learned = (
        page.get_by_role("listitem")
        .filter(has=page.get_by_role("button", name=re.compile(r"^Confirm")))
        .filter(has_text="Use no exclamation marks")
    )
    # Learning runs beside the reply: wait until the persona holds what was learned (a
    # deadline, not a count of reloads a loaded machine can run out of), then show the page.
    deadline = time.monotonic() + 60
    while not redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]:
        assert time.monotonic() < deadline, "nothing was learned from the wish within 60 s"
        time.sleep(0.2)
    page.reload()
    expect(learned).to_have_count(1)
    preference = learned.first
    expect(preference).to_contain_text("never use exclamation marks")  # its evidence: my words
    statement = preference.inner_text()

    preference.get_by_role("button", name=re.compile(r"^Confirm")).click()
    expect(page.get_by_role("status").last).to_contain_text(re.compile(r"[Cc]onfirmed"))
    expect(page.get_by_role("button", name=re.compile(r"^Undo"))).to_be_visible()
    page.get_by_role("button", name=re.compile(r"^Undo")).first.click()
    expect(learned.first.get_by_role("button", name=re.compile(r"^Confirm"))).to_be_visible()

    learned.first.get_by_role("button", name=re.compile(r"^Reject")).click()
    page.get_by_role("button", name="Reject it").click()  # it asks once more
    expect(page.get_by_role("status").last).to_contain_text(re.compile(r"[Rr]ejected"))
    prefs = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
    assert [(p["dimension"], p["state"]) for p in prefs] == [("exclamation", "rejected")], prefs
    page.get_by_role("button", name=re.compile(r"^Undo")).first.click()
    expect(learned.first.get_by_role("button", name=re.compile(r"^Reject"))).to_be_visible()
    prefs = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
    assert [(p["dimension"], p["state"]) for p in prefs] == [("exclamation", "active")], prefs
    # after a reload it is as the writer left it
    page.reload()
    expect(learned).to_have_count(1)
    assert learned.first.inner_text().split("\n")[0] == statement.split("\n")[0]
