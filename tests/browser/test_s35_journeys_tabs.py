"""A writer who reloads while the model is still writing, goes back and forward between the
article list and the article, and keeps the article open in two tabs."""

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Redline
from tests.browser.s35_journeys_steps import (
    article_body,
    article_text,
    conversation,
    model_reply,
    open_article,
    replies,
    send,
    suggestion_box,
)

TITLE = "Night market"
BODY = ["Stalls open at six.", "The noodle stand has the longest queue.", "Everyone leaves by ten."]


def new_article(redline: Redline) -> str:
    return str(redline.create_article(TITLE, "\n\n".join(BODY))["id"])


def test_reloading_mid_reply_keeps_the_turn_and_shows_its_reply(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    revised = model_reply(TITLE, "Stalls open at six sharp.", BODY[1], BODY[2])
    redline.stub.enqueue(revised, chunk_delay=0.15)
    send(page, "Make the opening more precise")
    expect(page.get_by_role("button", name=re.compile(r"^Stop"))).to_be_visible()
    page.reload()
    suggestion_box(page).wait_for()
    # the writer's message survived the reload; the reply arrives without a second send
    expect(conversation(page)).to_contain_text("Make the opening more precise")
    expect(article_text(page)).to_contain_text("six sharp", timeout=15000)
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    expect(replies(page).filter(has_text="Make the opening more precise")).to_have_count(1)
    assert len(redline.stub.requests) == 1, "the reload asked the model again"


def test_back_and_forward_between_the_list_and_the_article(page: Any, redline: Redline) -> None:
    content_id = new_article(redline)
    page.goto("/")
    page.get_by_role("link", name=TITLE).first.click()
    suggestion_box(page).wait_for()
    send(page, 'Replace "six" with "seven"')
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    page.go_back()
    expect(page.get_by_role("heading", name="Articles")).to_be_visible()
    page.go_forward()
    suggestion_box(page).wait_for()
    expect(article_text(page)).to_contain_text("seven")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    expect(conversation(page)).to_contain_text('Replace "six" with "seven"')
    assert "seven" in article_body(redline, content_id)


def test_a_second_tab_follows_edits_made_in_the_first(page: Any, redline: Redline) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    other = page.context.new_page()
    open_article(other, content_id)
    send(page, 'Replace "ten" with "eleven"')
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    # the other tab follows without a reload: text, version and conversation
    expect(article_text(other)).to_contain_text("eleven")
    expect(suggestion_box(other)).to_have_accessible_name(re.compile("V2"))
    expect(conversation(other)).to_contain_text('Replace "ten" with "eleven"')
    # and a suggestion from the second tab now edits V2, not the stale V1
    send(other, 'Replace "six" with "five"')
    expect(suggestion_box(other)).to_have_accessible_name(re.compile("V3"))
    expect(article_text(page)).to_contain_text("five")
    body = article_body(redline, content_id)
    assert "eleven" in body and "five" in body


def test_after_a_reload_mid_reply_the_writer_can_still_stop_it(page: Any, redline: Redline) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    slow = model_reply(TITLE, "Stalls open at six sharp.", BODY[1], BODY[2]) * 4
    redline.stub.enqueue(slow, chunk_delay=0.3)
    send(page, "Make the opening more precise")
    expect(page.get_by_role("button", name=re.compile(r"^Stop"))).to_be_visible()
    page.reload()
    suggestion_box(page).wait_for()
    stop = page.get_by_role("button", name=re.compile(r"^Stop"))
    expect(stop).to_be_visible()
    stop.click()
    expect(replies(page).last).to_contain_text(re.compile(r"[Ss]topped"), timeout=10000)
    expect(page.get_by_role("button", name=re.compile(r"^Send"))).to_be_visible()
    assert article_body(redline, content_id) == "\n\n".join(BODY)
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V1"))


def test_a_second_tab_sees_a_reply_being_written_and_an_undo(page: Any, redline: Redline) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    other = page.context.new_page()
    open_article(other, content_id)
    revised = model_reply(TITLE, "Stalls open at six sharp.", BODY[1], BODY[2])
    redline.stub.enqueue(revised, chunk_delay=0.15)
    send(page, "Make the opening more precise")
    # the other tab shows the writer's message while the reply is being written
    expect(conversation(other)).to_contain_text("Make the opening more precise")
    expect(article_text(other)).to_contain_text("six sharp", timeout=15000)
    expect(suggestion_box(other)).to_have_accessible_name(re.compile("V2"))
    # an Undo in the first tab reaches the second
    page.get_by_role("button", name=re.compile(r"^Undo")).last.click()
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V3"))
    expect(suggestion_box(other)).to_have_accessible_name(re.compile("V3"))
    assert "six sharp" not in article_body(redline, content_id)
    expect(article_text(other)).to_contain_text("Stalls open at six.", use_inner_text=True)
    expect(article_text(other)).not_to_contain_text("six sharp", use_inner_text=True)


def test_coming_back_to_the_article_shows_edits_made_while_away(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    suggestion_box(page).fill("a draft I have not sent yet")
    page.get_by_role("link", name="Articles").click()
    expect(page.get_by_role("heading", name="Articles")).to_be_visible()
    redline.send(content_id, 'Replace "ten" with "midnight"')  # from another device
    page.go_back()
    suggestion_box(page).wait_for()
    expect(article_text(page)).to_contain_text("midnight")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    expect(conversation(page)).to_contain_text('Replace "ten" with "midnight"')


def test_an_edit_from_another_tab_keeps_the_draft_being_typed(page: Any, redline: Redline) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    other = page.context.new_page()
    open_article(other, content_id)
    suggestion_box(other).fill("Make the ending sadder")
    send(page, 'Replace "six" with "seven"')
    expect(suggestion_box(other)).to_have_accessible_name(re.compile("V2"))
    expect(suggestion_box(other)).to_have_value("Make the ending sadder")


def test_a_suggestion_from_a_second_tab_waits_for_the_reply_being_written(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    other = page.context.new_page()
    open_article(other, content_id)
    revised = model_reply(TITLE, "Stalls open at six sharp.", BODY[1], BODY[2])
    redline.stub.enqueue(revised, chunk_delay=0.2)
    send(page, "Make the opening more precise")
    expect(page.get_by_role("button", name=re.compile(r"^Stop"))).to_be_visible()
    send(other, 'Replace "ten" with "eleven"')
    # nothing is lost: the suggestion waits in its box, and the tab says why in a sentence
    expect(suggestion_box(other)).to_have_value('Replace "ten" with "eleven"')
    expect(other.get_by_role("status").filter(has_text="still being written")).to_be_visible()
    # once the first reply is saved it goes, on top of it
    expect(suggestion_box(other)).to_have_accessible_name(re.compile("V3"), timeout=15000)
    body = article_body(redline, content_id)
    assert "six sharp" in body and "eleven" in body
    expect(article_text(page)).to_contain_text("eleven")
