"""Edit after a stopped "Save and resend", session 40. Stop gives back the branch the writer
was on (app/editing/stopped_again.py), so the message on screen is again its original wording;
the wording the writer saved went beside it with its stopped reply. Edit opens what the writer
last wrote — the saved wording — not the original they had already rewritten, in English and in
Chinese."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, Redline, browser_tab, named, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=20000)

WAIT = 20_000


@pytest.fixture(params=[("en-US", None), ("zh-CN", PHONE)], ids=["en-desktop", "zh-phone"])
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    locale, viewport = request.param
    yield from browser_tab(browser, redline.url, locale=locale, viewport=viewport)


BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。"
FIRST = "天气写得更生动"
SECOND = "公园改成湖边"
SAVED = "天气写得冷一点，有风"


def reply(body: str) -> str:
    return "鸭子\n\n" + body


def send(page: Any, text: str, version: str) -> None:
    page.fill("#message", text)
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text(version, timeout=WAIT)


def test_edit_after_a_stopped_resend_opens_the_wording_the_writer_saved(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("鸭子", BODY)
    sunny = BODY.replace("很好", "晴朗")
    redline.stub.enqueue(reply(sunny))
    redline.stub.enqueue(reply(sunny.replace("公园", "湖边")))
    open_article(page, article["id"])
    send(page, FIRST, "V2")
    send(page, SECOND, "V3")
    log = page.locator("#transcript")
    first = log.locator(".msg-user").first
    first.locator(".edit-message").click()
    box = log.locator(".msg-edit textarea")
    expect(box).to_have_value(FIRST)
    box.fill(SAVED)
    slow = reply(BODY.replace("很好", "很冷，风一直在刮，云压得很低"))
    redline.stub.enqueue(slow, chunk_delay=8 / len(slow) * 8)
    log.locator(".msg-edit .save-edit").click()
    expect(page.locator("#article-version")).to_have_text("V1", timeout=WAIT)
    page.get_by_role("button", name=named(page, "Stop the reply (Esc)")).click()
    expect(page.locator("#article-version")).to_have_text("V3", timeout=WAIT)
    expect(log.locator(".msg-user").first).to_contain_text(FIRST)
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")

    # Edit again: the box holds the wording the writer saved last, not the one they replaced.
    log.locator(".msg-user").first.locator(".edit-message").click()
    expect(box).to_have_value(SAVED)
    # Saved as it is, it is answered (not taken for "nothing changed").
    redline.stub.enqueue(reply(BODY.replace("很好", "很冷")))
    log.locator(".msg-edit .save-edit").click()
    expect(page.locator("#article-version")).to_have_text("V4", timeout=WAIT)
    expect(log.locator(".msg-user").first).to_contain_text(SAVED)
    session = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    asked = [m["content"] for m in session["path"] if m["role"] == "user"]
    assert asked == [SAVED]


def test_edit_of_a_message_whose_resend_was_answered_opens_the_message_itself(
    writer: Any, redline: Redline
) -> None:
    """A rewording that was answered is a branch of its own: back on the original's branch,
    Edit opens the wording shown."""
    page = writer
    article = redline.create_article("鸭子", BODY)
    redline.stub.enqueue(reply(BODY.replace("很好", "晴朗")))
    open_article(page, article["id"])
    send(page, FIRST, "V2")
    log = page.locator("#transcript")
    log.locator(".msg-user").first.locator(".edit-message").click()
    box = log.locator(".msg-edit textarea")
    box.fill(SAVED)
    redline.stub.enqueue(reply(BODY.replace("很好", "很冷")))
    log.locator(".msg-edit .save-edit").click()
    expect(page.locator("#article-version")).to_have_text("V3", timeout=WAIT)
    log.locator(".msg-user").first.locator(".fork-prev").click()
    expect(log.locator(".msg-user").first).to_contain_text(FIRST)
    log.locator(".msg-user").first.locator(".edit-message").click()
    expect(box).to_have_value(FIRST)
