"""A writer with a model: a streamed reply stopped half-way, a reply regenerated and the two
replies switched between, an earlier message edited into a branch and the branches switched —
and the model, asked next, sees exactly the conversation the writer sees."""

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

TITLE = "Harbour days"
FIRST = "The ferry left at dawn, loud and late."
SECOND = "Gulls followed it out past the breakwater."
THIRD = "By noon the harbour was quiet again."


def new_article(redline: Redline) -> str:
    return str(redline.create_article(TITLE, "\n\n".join([FIRST, SECOND, THIRD]))["id"])


def test_a_streamed_reply_is_stopped_half_way_and_nothing_changes(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    long_reply = model_reply(TITLE, FIRST.replace("loud", "roaring"), SECOND, THIRD) * 4
    redline.stub.enqueue(long_reply, chunk_delay=0.25)
    send(page, "Make the first paragraph more vivid")
    # the reply arrives bit by bit; the writer sees it coming, then stops it
    stop = page.get_by_role("button", name=re.compile(r"^Stop"))
    expect(stop).to_be_visible()
    expect(conversation(page)).to_contain_text("Harbour", timeout=6000)
    stop.click()
    expect(replies(page).last).to_contain_text(re.compile(r"[Ss]topped"))
    expect(page.get_by_role("button", name=re.compile(r"^Send"))).to_be_visible()
    assert article_body(redline, content_id) == "\n\n".join([FIRST, SECOND, THIRD])
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V1"))
    # the writer's message is still there to retry
    expect(conversation(page)).to_contain_text("Make the first paragraph more vivid")


def test_regenerate_gives_a_sibling_the_writer_switches_between(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    redline.stub.enqueue(model_reply(TITLE, FIRST.replace("loud", "roaring"), SECOND, THIRD))
    send(page, "Make the first paragraph more vivid")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    expect(article_text(page)).to_contain_text("roaring")

    redline.stub.enqueue(model_reply(TITLE, FIRST.replace("loud", "thundering"), SECOND, THIRD))
    page.get_by_role("button", name=re.compile(r"^Regenerate")).last.click()
    expect(article_text(page)).to_contain_text("thundering")
    assert "thundering" in article_body(redline, content_id)
    # the earlier reply is still there: a switcher says 2 of 2
    expect(conversation(page)).to_contain_text(re.compile(r"2\s*/\s*2|2 of 2"))
    conversation(page).get_by_role("button", name=re.compile(r"[Pp]revious")).last.click()
    expect(conversation(page)).to_contain_text(re.compile(r"1\s*/\s*2|1 of 2"))
    expect(article_text(page)).to_contain_text("roaring")
    expect(article_text(page)).not_to_contain_text("thundering")
    assert "roaring" in article_body(redline, content_id)
    # the model, asked next, sees the reply the writer chose, not the one switched away
    redline.stub.enqueue(model_reply(TITLE, FIRST.replace("loud", "roaring"), SECOND, "Quiet."))
    send(page, "Shorten the last paragraph")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V4"))
    seen = "\n".join(str(m["content"]) for m in redline.stub.requests[-1]["messages"])
    assert "roaring" in seen and "thundering" not in seen

    # Continue from the first message: the later turns leave the path and the model's view
    first = replies(page).filter(has_text="Make the first paragraph more vivid")
    first.get_by_role("button", name=re.compile(r"^Continue from here")).click()
    expect(conversation(page)).not_to_contain_text("Shorten the last paragraph")
    redline.stub.enqueue(model_reply(TITLE, FIRST, "Gulls everywhere.", THIRD))
    send(page, "Make the gulls louder")
    expect(article_text(page)).to_contain_text("everywhere")
    seen = "\n".join(str(m["content"]) for m in redline.stub.requests[-1]["messages"])
    assert "Make the gulls louder" in seen and "Shorten the last paragraph" not in seen


def test_editing_an_earlier_message_branches_and_the_model_sees_only_the_path(
    page: Any, redline: Redline
) -> None:
    content_id = new_article(redline)
    open_article(page, content_id)
    redline.stub.enqueue(model_reply(TITLE, FIRST.replace("loud", "roaring"), SECOND, THIRD))
    send(page, "Make the first paragraph more vivid")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V2"))
    redline.stub.enqueue(model_reply(TITLE, FIRST.replace("loud", "roaring"), SECOND, "Noon came."))
    send(page, "Tighten the last paragraph")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V3"))

    # The writer rewrites the first message: a new branch from V1.
    redline.stub.enqueue(model_reply(TITLE, FIRST.replace("late", "on time"), SECOND, THIRD))
    first_message = replies(page).filter(has_text="Make the first paragraph more vivid")
    first_message.get_by_role("button", name=re.compile(r"^Edit")).click()
    editor = conversation(page).get_by_role("textbox")
    expect(editor).to_have_value("Make the first paragraph more vivid")
    editor.fill("Say the ferry was on time")
    editor.press("Enter")
    expect(article_text(page)).to_contain_text("on time")
    expect(conversation(page)).not_to_contain_text("Tighten the last paragraph")
    expect(conversation(page)).to_contain_text(re.compile(r"2\s*/\s*2|2 of 2"))
    assert "roaring" not in article_body(redline, content_id)

    # The model asked next sees the branch the writer sees, nothing of the other one.
    redline.stub.enqueue(model_reply(TITLE, FIRST.replace("late", "on time"), SECOND, "Quiet."))
    send(page, "Shorten the last paragraph")
    expect(article_text(page)).to_contain_text("Quiet")
    seen = "\n".join(str(m["content"]) for m in redline.stub.requests[-1]["messages"])
    assert "Say the ferry was on time" in seen
    assert "Make the first paragraph more vivid" not in seen
    assert "Tighten the last paragraph" not in seen

    # Back to the first branch: its messages and its text return.
    conversation(page).get_by_role("button", name=re.compile(r"[Pp]revious")).first.click()
    expect(conversation(page)).to_contain_text("Tighten the last paragraph")
    expect(article_text(page)).to_contain_text("Noon came")
    assert article_body(redline, content_id).endswith("Noon came.")
    redline.stub.enqueue(
        model_reply(TITLE, FIRST.replace("loud", "roaring"), "Gulls.", "Noon came.")
    )
    send(page, "Shorten the second paragraph")
    expect(suggestion_box(page)).to_have_accessible_name(re.compile("V6"))
    assert "\n\nGulls.\n\n" in article_body(redline, content_id)
    seen = "\n".join(str(m["content"]) for m in redline.stub.requests[-1]["messages"])
    assert "Make the first paragraph more vivid" in seen and "Tighten the last paragraph" in seen
    assert "Say the ferry was on time" not in seen and "Shorten the last paragraph" not in seen
