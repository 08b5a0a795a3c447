"""Session 25's leftovers, as a writer meets them (session 26): a send refused because the
article moved on says what happened and that nothing typed was lost — not "Reload", which is
what could lose it; a plain-text file imported is titled by its first line when that line is
a title, not by the file's name."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot
from tests.browser.test_panel import select_in_body

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."
TYPED = "Make the ending sadder,\nand the second paragraph shorter"


def test_a_send_that_meets_a_change_made_elsewhere_keeps_every_word_typed(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Moved on", STORY)
    open_article(page, article["id"])

    # The article changes elsewhere (another tab, another client) just as the writer sends:
    # the send reaches the server based on V1, which is now at V2 — the server's own 409.
    def change_first(route: Any) -> None:
        redline.call(
            "PUT",
            f"/api/contents/{article['id']}",
            {"body": STORY.replace("rain", "snow"), "base_version": 1},
        )
        route.continue_()

    page.route("**/api/chat/send*", change_first)
    # A suggestion about the text selected in V1 (the send names the version it was made on).
    select_in_body(page, "The bus never came.")
    expect(page.locator("#selection-chip")).to_be_visible()
    page.fill("#message", TYPED)
    page.press("#message", "Enter")
    failed = page.locator("#messages .local-error .msg-text")
    expect(failed).to_have_text(
        re.compile(
            r"^Not sent: The article .*V2, but this .* V1\. The latest text is shown now, and"
            r" your message is back in the box — nothing you typed was lost: check it, then"
            r" send again\.$"
        )
    )
    expect(failed).not_to_contain_text("Reload")
    # What it says is so: the latest text is on screen, every word typed is in the box.
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body ins")).to_have_text("snow")  # shown as the change
    expect(page.locator("#message")).to_have_value(TYPED)
    # The selection was in V1, and is gone: sent again as it is, the message would edit the
    # whole article — said, so the writer selects again if it was about that text.
    expect(page.locator("#status")).to_have_text(
        "Not sent: the article changed elsewhere. Your message is back in the box — check the"
        " latest text, then send again. The text you had selected was in the older version, so"
        " it is no longer selected: select it again if your message is about it."
    )
    expect(page.locator("#selection-chip")).to_be_hidden()
    shot(page, "s26-stale-send")
    # Sent again from the keyboard, on V2 this time: it goes.
    page.unroute("**/api/chat/send*")
    redline.stub.enqueue(reply="Moved on\n\n" + STORY.replace("rain", "cold snow"))
    page.locator("#message").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#messages .msg-assistant").last).to_have_attribute("data-status", "ok")
    expect(page.locator("#messages .local-error")).to_have_count(0)


@pytest.mark.parametrize(
    ("name", "text", "title"),
    [
        # A first line of its own, short, not a sentence: the title.
        (
            "notes.txt",
            "Notes from Windows\r\n\r\nThe meeting ran late.\r\nEveryone stayed.",
            "Notes from Windows",
        ),
        ("周报.txt", "第三季度总结\n\n本季度完成了三件事。\n\n下季度继续。", "第三季度总结"),
        # A first line that is a sentence, or the only paragraph: the file's name.
        ("draft-3.txt", "The meeting ran late.\n\nEveryone stayed.", "draft-3"),
        ("一段.txt", "今天开会，大家都来了。没有别的事。", "一段"),
        ("list.txt", "- eggs\n\n- milk", "list"),
    ],
)
def test_a_text_file_is_titled_by_its_first_line_when_that_is_a_title(
    page: Any, name: str, text: str, title: str
) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#create-title", "")
    page.set_input_files(
        "#create-file",
        files=[{"name": name, "mimeType": "text/plain", "buffer": text.encode()}],
    )
    expect(page.locator("#create-title")).to_have_value(title)
    # Nothing the file holds is dropped on a guess: the first line stays in the text.
    expect(page.locator("#create-body")).to_have_value(text.replace("\r\n", "\n").strip())
    expect(page.locator("#create-status")).to_have_text(
        re.compile(rf"^Imported {re.escape(name)}\.")
    )


def test_a_title_the_writer_typed_is_kept_over_the_first_line(page: Any) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#create-title", "My own title")
    page.set_input_files(
        "#create-file",
        files=[{"name": "n.txt", "mimeType": "text/plain", "buffer": b"Heading\n\nBody text."}],
    )
    expect(page.locator("#create-body")).to_have_value("Heading\n\nBody text.")
    expect(page.locator("#create-title")).to_have_value("My own title")
