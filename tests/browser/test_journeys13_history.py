"""The history drawer and the browser's own buttons, session 13: Back closes the drawer and
Forward opens it again, as the address says."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


def test_forward_after_back_opens_the_history_again_as_its_address_says(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("往返", "今天天气很好。\n\n我们去了公园。")
    redline.send(article["id"], "把“很好”改成“不错”")
    open_article(page, article["id"])
    page.click("#history-toggle")
    expect(page.locator("#history")).to_be_visible()
    page.wait_for_url("**#history")
    page.go_back()
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#article-title")).to_have_text("往返")
    page.go_forward()
    page.wait_for_url("**#history")
    expect(page.locator("#history")).to_be_visible()
    expect(page.locator("#history-tree")).to_contain_text("不错")
    # Closing it takes the step back off again.
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    page.wait_for_function("() => location.hash === ''")


def test_a_comment_typed_in_the_history_but_not_posted_survives_a_reload(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("评论", "今天天气很好。\n\n我们去了公园。")
    sent = redline.send(article["id"], "把“很好”改成“不错”")
    revision = sent["revision"]["id"]
    open_article(page, article["id"])
    page.click("#history-toggle")
    row_toggle = page.locator("#history .hist-comments-toggle").last
    row_toggle.click()
    box = page.locator(f"#comment-text-{revision}")
    box.fill("第一段改得好，但“不错”有点平淡。")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    # The drawer opens again (its address), and so does the thread, with the comment typed.
    expect(page.locator("#history")).to_be_visible()
    expect(box).to_be_visible()
    expect(box).to_have_value("第一段改得好，但“不错”有点平淡。")
    page.locator(f"#hist-comments-{revision} button[type='submit']").click()
    expect(page.locator(f"#hist-comments-{revision} .comment-text")).to_have_text(
        "第一段改得好，但“不错”有点平淡。"
    )
    # Posted: nothing is kept to come back.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#history")).to_be_visible()
    expect(page.locator("#history .hist-comments-toggle").last).to_have_text("1 comment")
    expect(box).to_be_hidden()
    expect(box).to_have_value("")
