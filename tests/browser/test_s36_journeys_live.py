"""Journeys where time and the network matter: two tabs on one article, a network that drops
mid-reply, a reload mid-stream, a slow model while the writer sends a second message.
Written before reading the panel's code (see s36_journeys_steps.py)."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import model_reply, open_article, suggestion_box
from tests.browser.s36_journeys_steps import (
    article_paragraphs,
    chat_text,
    say,
    wait_for_paragraphs,
    wait_for_version,
)

RETRY = re.compile(r"^(Retry|Try again|Send again)", re.I)


def chunks(text: str, size: int = 6) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def test_second_tab_follows_the_edits_of_the_first(page: Any, redline: Redline) -> None:
    article = redline.create_article("Shared", "We waited twenty minutes.\n\nThe bus never came.")
    open_article(page, article["id"])
    follower = page.context.new_page()
    open_article(follower, article["id"])

    say(page, 'Replace "twenty" with "thirty"')
    wait_for_version(page, 2)
    wait_for_version(follower, 2)
    assert article_paragraphs(follower)[0] == "We waited thirty minutes."
    expect(follower.get_by_role("log")).to_contain_text('Replace "twenty" with "thirty"')
    expect(follower.get_by_role("textbox", name=re.compile("^Suggestion"))).to_have_accessible_name(
        re.compile("V2")
    )

    # The follower now edits, and the first tab follows in turn.
    say(follower, 'Replace "never" with "finally"')
    wait_for_version(follower, 3)
    wait_for_version(page, 3)
    wait_for_paragraphs(page, ["We waited thirty minutes.", "The bus finally came."])
    follower.close()


def test_network_drop_mid_reply_then_retry_saves_the_edit_once(page: Any, redline: Redline) -> None:
    article = redline.create_article("Drop", "The ferry left at nine.\n\nWe missed it.")
    open_article(page, article["id"])
    page.route("**/api/chat/**", lambda route: route.abort("connectionreset"))
    message = 'Replace "nine" with "ten"'
    say(page, message)
    # The writer is told, and their words are still there.
    expect(
        page.get_by_role("alert")
        .or_(page.get_by_role("status"))
        .filter(has_text=re.compile(r"\S"))
        .first
    ).to_be_visible()
    kept = suggestion_box(page).input_value() == message or message in chat_text(page)
    assert kept, "the writer's words were lost when the network dropped"
    expect(page.get_by_role("main").get_by_role("paragraph").first).to_contain_text("V1 ")

    page.unroute("**/api/chat/**")
    retry = page.get_by_role("button", name=RETRY)
    if retry.count() and retry.first.is_visible():
        retry.first.click()
    else:
        if suggestion_box(page).input_value() != message:
            suggestion_box(page).fill(message)
        suggestion_box(page).press("Enter")
    wait_for_version(page, 2)
    assert article_paragraphs(page)[0] == "The ferry left at ten."
    assert chat_text(page).count(message) == 1, chat_text(page)


def test_reload_mid_stream_shows_the_reply_that_finished_meanwhile(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Stream", "The market opens early.\n\nIt closes at noon.")
    reply = model_reply(
        "Stream", "The market opens at dawn, loud and bright.", "It closes at noon."
    )
    redline.stub.enqueue(stream_chunks=chunks(reply), chunk_delay=0.3)
    open_article(page, article["id"])
    say(page, "Make the first paragraph livelier")
    expect(page.get_by_role("button", name=re.compile(r"^Stop"))).to_be_visible()
    page.wait_for_timeout(1_000)
    page.reload()
    suggestion_box(page).wait_for()
    expect(page.get_by_role("log")).to_contain_text("Make the first paragraph livelier")
    wait_for_version(page, 2, timeout=20_000)
    assert article_paragraphs(page)[0] == "The market opens at dawn, loud and bright."
    assert len(redline.stub.requests) == 1
    assert chat_text(page).count("Make the first paragraph livelier") == 1


def test_second_message_while_a_slow_model_writes_is_answered_too(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Queue", "The tram was late.\n\nWe walked instead.")
    reply = model_reply("Queue", "The tram was late.", "So we walked, under a grey sky.")
    redline.stub.enqueue(reply, hang=3.0)
    open_article(page, article["id"])
    say(page, "Make the second paragraph more vivid")
    expect(page.get_by_role("button", name=re.compile(r"^Stop"))).to_be_visible()
    say(page, 'Replace "tram" with "bus"')
    wait_for_version(page, 3, timeout=20_000)
    wait_for_paragraphs(page, ["The bus was late.", "So we walked, under a grey sky."])
    text = chat_text(page)
    first = text.find("Make the second paragraph more vivid")
    second = text.find('Replace "tram" with "bus"')
    assert 0 <= first < second, text
