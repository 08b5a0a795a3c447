"""Outside testers' findings on the panel and the article list, session 18: the buttons that
wait while a reply is written look it and say why, a rejected change leaves the changes
bar's lines, and a renamed article's row says so everywhere."""

import re
import threading
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

WAITING = re.compile(r"A reply is still being written")


def test_while_a_reply_is_written_edit_continue_and_regenerate_wait_and_say_why(
    page: Any, redline: Redline
) -> None:
    body = "我们在榆树街等了二十分钟。\n\n车一直没来。"
    made = redline.create_article("等车", body)
    redline.send(made["id"], "把“二十”改成“三十”")
    open_article(page, made["id"])
    regenerate = page.locator("#transcript .msg-assistant .regenerate").first
    edit = page.locator("#transcript .msg-user .edit-message").first
    going_back = page.locator("#transcript .continue-here").first
    reject = page.locator("#article-body button.reject-change").first
    for button in (regenerate, edit, going_back, reject):
        expect(button).to_be_visible()
        expect(button).not_to_have_attribute("aria-disabled", "true")
    expect(regenerate).to_have_attribute("title", re.compile(r"^Ask again"))
    # A slow reply: plenty of time to look, then Stop ends it.
    slow = "等车\n\n" + "我们在榆树街等了很久很久，" * 12 + "\n\n车一直没来。"
    redline.stub.enqueue(reply=slow, chunk_delay=0.5)
    page.fill("#message", "写得生动一点")
    # Sent with Enter: Stop clicked soon after a click on Send is taken for its double click.
    page.locator("#message").press("Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    for button in (regenerate, edit, going_back, reject, page.locator("#reject-all")):
        expect(button).to_have_attribute("aria-disabled", "true")
        expect(button).to_have_attribute("title", WAITING)
    # The writer's new message, drawn while the reply is written, waits too.
    new_edit = page.locator("#transcript .msg-user .edit-message")
    expect(new_edit).to_have_count(2)
    expect(new_edit.last).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#edit-article")).to_be_disabled()
    expect(page.locator("#edit-article")).to_have_attribute("title", WAITING)
    shot(page, "s18-busy-buttons")
    # Pressed all the same: refused in words, nothing asked of the model.
    asked = len(redline.stub.requests)
    regenerate.click(force=True)
    expect(page.locator("#status")).to_have_text(WAITING)
    page.locator("#send").click()  # Stop
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    for button in (regenerate, edit, going_back):
        expect(button).not_to_have_attribute("aria-disabled", "true")
    expect(regenerate).to_have_attribute("title", re.compile(r"^Ask again"))
    expect(page.locator("#edit-article")).to_be_enabled()
    expect(page.locator("#edit-article")).not_to_have_attribute("title", WAITING)
    assert len(redline.stub.requests) == asked


@pytest.mark.parametrize(
    ("body", "message", "kept"),
    [
        (
            "We waited twenty minutes on Elm Street.\n\nNo bus came for twenty more.\n\nThe end.",
            'Replace "twenty" with "thirty"',
            "paragraph 2: “twenty” → “thirty”",
        ),
        (
            "我们在榆树街等了十五分钟。\n\n又过了十五分钟，车还是没来。\n\n完。",
            "把“十五”改成“五十”",
            "第2段：“十五”改为“五十”",
        ),
    ],
)
def test_a_rejected_change_leaves_the_changes_bar(
    page: Any, redline: Redline, body: str, message: str, kept: str
) -> None:
    made = redline.create_article("Elm", body)
    redline.send(made["id"], message)
    open_article(page, made["id"])
    lines = page.locator("#changes-lines li")
    expect(lines).to_have_count(2)
    page.locator("#article-body button.reject-change").first.click()
    expect(page.locator("#changes-note")).to_contain_text("1 of 2 rejected")
    expect(lines).to_have_text([kept])
    # The same after a reload, where the bar is drawn from the rejection's version.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#changes-note")).to_contain_text("1 of 2 rejected")
    expect(lines).to_have_text([kept])
    page.locator("#article-body button.reject-change").first.click()
    expect(page.locator("#changes-note")).to_contain_text("2 of 2 rejected")
    expect(page.locator("#changes-lines")).to_be_hidden()


def test_a_renamed_articles_row_says_the_new_title_and_when_it_was_edited(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("旧的标题", "公园里的银杏叶黄了。")
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    row = page.locator(f"tr[data-content-id='{made['id']}']")
    edited = row.locator("time")
    expect(edited).to_have_attribute("datetime", re.compile(re.escape(made["updated_at"][:19])))
    row.locator(".rename-article").click()
    page.fill(f"#rename-{made['id']}", "新的标题")
    page.keyboard.press("Enter")
    expect(page.locator("#home-status")).to_contain_text("Renamed to “新的标题” (V2)")
    now = redline.call("GET", f"/api/contents/{made['id']}")
    expect(edited).to_have_attribute("datetime", re.compile(re.escape(now["updated_at"][:23])))
    expect(edited).to_have_text("just now")
    expect(row.locator(".badge")).to_have_text("V2")
    for control in (
        row.locator(".rename-article"),
        row.locator(".trash-article"),
        *row.locator(".export-links a").all(),
    ):
        expect(control).to_have_attribute("aria-label", re.compile("“新的标题”"))
    for link in row.locator(".export-links a").all():
        expect(link).not_to_have_attribute("download", re.compile("旧"))


def test_while_another_tab_writes_a_reply_its_stop_is_live_and_the_rest_waits(
    page: Any, redline: Redline
) -> None:
    made = redline.create_article("两个标签页", "公园里的银杏叶黄了。\n\n我们走了十五分钟。")
    redline.send(made["id"], "把“十五”改成“五十”")
    gate = threading.Event()

    def held_reply(_request: dict) -> str:
        gate.wait(20)
        return "两个标签页\n\n公园里的银杏叶全黄了！\n\n我们走了五十分钟。"

    redline.stub.enqueue(reply=held_reply)
    other = page.context.new_page()
    try:
        open_article(page, made["id"])
        open_article(other, made["id"])
        page.fill("#message", "写得生动一点")
        page.press("#message", "Enter")
        expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
        stop = other.locator("#transcript .stop-elsewhere")
        expect(stop).to_be_visible()
        regenerate = other.locator("#transcript .msg-assistant .regenerate").first
        expect(regenerate).to_have_attribute("aria-disabled", "true")
        expect(regenerate).to_have_attribute("title", WAITING)
        expect(stop).to_be_enabled()
        expect(stop).not_to_have_attribute("aria-disabled", "true")
        stop.click()
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        expect(other.locator("#transcript .stop-elsewhere")).to_have_count(0)
        expect(regenerate).not_to_have_attribute("aria-disabled", "true")
    finally:
        gate.set()
        other.close()
