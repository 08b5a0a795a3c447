"""On a phone (390×844) the chat comes after the article and the page itself scrolls: an
earlier message rewritten with "Save and resend" had its new reply land below the screen —
the writer saw their edited message, then nothing, and had to go looking. The panel keeps
the new reply in view, as it does for a message sent from the box."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

PARAGRAPHS = [f"Paragraph {n} says the walk by the lake took {n} minutes." for n in range(1, 13)]
BODY = "\n\n".join(PARAGRAPHS)


def test_save_and_resend_on_a_phone_keeps_the_new_reply_in_view(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("The lake", BODY)
    for n in (1, 2, 3, 4):
        redline.send(made["id"], f'Replace "took {n} minutes" with "took {n} long minutes"')
    page.set_viewport_size({"width": 390, "height": 844})
    open_article(page, made["id"])
    expect(page.locator("#article-version")).to_have_text("V5")
    # The writer scrolled down from the article until the chat's last turns showed: the
    # chat's own box reaches below the screen.
    page.evaluate(
        """() => {
          const top = document.getElementById("transcript").getBoundingClientRect().top;
          window.scrollBy(0, top - 450);
        }"""
    )
    last = page.locator("#transcript .msg-user").last
    expect(last).to_be_in_viewport()
    assert page.evaluate(
        "() => document.getElementById('transcript').getBoundingClientRect().bottom > innerHeight"
    )
    last.locator(".edit-message").click()
    box = page.locator("#transcript .msg-edit textarea")
    expect(box).to_be_focused()
    box.fill('Replace "took 4 minutes" with "took four minutes"')
    page.locator("#transcript .msg-edit .save-edit").click()
    pending = page.locator("#transcript .msg.pending")
    expect(page.locator("#article-version")).to_have_text("V6")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    expect(pending).to_have_count(0)
    reply = page.locator("#transcript .msg-assistant").last
    expect(reply).to_contain_text("saved.")
    # The new reply is on the screen, not only at the bottom of the chat's own box.
    expect(reply).to_be_in_viewport(ratio=1)
