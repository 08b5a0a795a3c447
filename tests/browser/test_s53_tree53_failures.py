"""What the panel says after a Regenerate, a Retry or an edit whose reply fails (outside53 F9,
F10, F12), in a reader's English and Chinese.

F10: a failed Regenerate puts the writer back on the reply they had (session 46), so the
failed reply is behind ›; the status line said "the reply says why; press its Retry" about a
reply not on screen. It now says the reason itself, that the earlier reply and its version are
back, and where the failed one and its Retry are. A Retry of a reply that had itself failed,
failing again, showed the old failure again (the earlier reply), the new reason hidden: there
is nothing to keep then, and the new failure is shown.

F9: an edited earlier message whose reply fails. The edit is written from the version before
the message it replaces (V1), so the page dropped from V3 to V1 under a reply saying "the
article is unchanged", and the next message would have built on V1 without V2–V3's changes.
A writer who edits an earlier message and gets no answer expects to have lost nothing: the
edit did not happen. A Stop of the same edit, and a server crash under it, already give the
branch they were on back with its version; a model failure now does the same, and the status
line says so with the reason and where the edited message (and its Retry) is kept.

F12: a new Chinese article's welcome line was English until the first reply landed, when the
server's Chinese one replaced it; a reply stopped on a Chinese article, stored in Chinese, was
shown in English (test_s45_zhfail45_panel.py covers the stop)."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, named
from tests.browser.s36_journeys_steps import open_article, wait_for_paragraphs, wait_for_version

pytestmark = pytest.mark.browser

BODY = "The weather was fine.\n\nWe went to the park and saw fifteen ducks."
FIRST = ["The weather was sunny.", "We went to the park and saw fifteen ducks."]
FAILED = '{"error": {"message": "internal"}}'
# The parts of the status line the page says itself (failed-back.js, words.js).
SAID = {
    "en-US": {
        "failed": "The new reply failed:",
        "reply_back": "The reply you had before is back, and the article is as it was (V2).",
        "reply_beside": "press › on the reply to see it",
        "branch_back": "The branch you were on is back, and the article is as it was (V3).",
        "branch_beside": "press › on that message to see them",
        "stale": "press its Retry",
    },
    "zh-CN": {
        "failed": "新的回复失败了：",
        "reply_back": "之前的回复回来了，文章还是原来的样子（V2）。",
        "reply_beside": "按回复上的 › 就能看到",
        "branch_back": "你原来所在的分支回来了，文章还是原来的样子（V3）。",
        "branch_beside": "按那条消息上的 › 就能看到",
        "stale": "按它的“重试”",
    },
}


@pytest.fixture(params=sorted(SAID))
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    tab = browser_tab(browser, redline.url, locale=request.param)
    page = next(tab)
    page.said = SAID[request.param]
    yield page
    next(tab, None)


def test_a_failed_regenerate_says_why_and_where_the_failed_reply_is(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue("Ducks\n\n" + "\n\n".join(FIRST))
    redline.send(article["id"], "make the weather livelier")
    open_article(page, article["id"])
    wait_for_paragraphs(page, FIRST)

    redline.stub.enqueue(status=500, body=FAILED)
    log = page.get_by_role("log")
    log.get_by_role("button", name=named(page, "Regenerate this reply")).click()
    expect(
        log.get_by_role("button", name=named(page, "Next version of this reply"))
    ).to_be_visible()
    wait_for_version(page, 2)
    status = page.locator("#status")
    expect(status).to_contain_text(page.said["failed"])
    expect(status).to_contain_text(page.said["reply_back"])
    expect(status).to_contain_text(page.said["reply_beside"])
    # The reason the server stored on the failed reply, said where the writer can read it.
    failed = redline.call("GET", f"/api/chat/sessions/{article['id']}")["messages"]
    reason = next(m for m in failed if m.get("status") == "error")["content"].strip()
    expect(status).to_contain_text(reason[:40])
    expect(status).not_to_contain_text(page.said["stale"])


def test_a_retry_that_fails_again_shows_the_new_reason(writer: Any, redline: Redline) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    open_article(page, article["id"])
    redline.stub.enqueue(status=500, body=FAILED)
    page.fill("#message", "make the weather livelier")
    page.press("#message", "Enter")
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "error")
    first_reason = reply.locator(".msg-text").inner_text()

    redline.stub.enqueue(
        status=429,
        headers={"Retry-After": "120"},
        body='{"error": {"message": "Rate limit reached, try again in 120s"}}',
    )
    reply.get_by_role("button", name=named(page, "Retry this reply")).click()
    # The new failure is the one shown: the old reason (asking again at once) is out of date.
    shown = page.locator("#messages .msg-assistant").last
    expect(shown.locator(".msg-text")).not_to_have_text(first_reason, timeout=20_000)
    expect(shown).to_have_attribute("data-status", "error")
    expect(page.locator("#messages .msg-assistant")).to_have_count(1)
    path = redline.call("GET", f"/api/chat/sessions/{article['id']}")["path"]
    assert path[-1]["status"] == "error"
    assert path[-1]["content"].strip() != first_reason.strip()


def test_an_edited_message_whose_reply_fails_gives_back_the_branch_and_its_version(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    # Mechanical suggestions: the rules make them without the model.
    redline.send(article["id"], 'Replace "fine" with "sunny"')
    redline.send(article["id"], 'Replace "park" with "zoo"')
    open_article(page, article["id"])
    wait_for_version(page, 3)
    at_v3 = ["The weather was sunny.", "We went to the zoo and saw fifteen ducks."]
    wait_for_paragraphs(page, at_v3)

    redline.stub.enqueue(status=500, body=FAILED)
    first = page.locator("#messages li.msg-user").first
    first.get_by_role("button", name=named(page, "Edit this message")).click()
    box = first.get_by_role("textbox", name=named(page, "Edit your message"))
    box.fill("Make paragraph 1 warmer")
    box.press("Enter")
    status = page.locator("#status")
    expect(status).to_contain_text(page.said["branch_back"], timeout=20_000)
    expect(status).to_contain_text(page.said["failed"])
    expect(status).to_contain_text(page.said["branch_beside"])
    # The text the writer had, not V1's: both later turns still on screen.
    wait_for_version(page, 3)
    wait_for_paragraphs(page, at_v3)
    expect(page.locator("#messages li.msg-user")).to_have_count(2)
    session = redline.call("GET", f"/api/chat/sessions/{article['id']}")
    assert session["path"][-1]["version"] == 3
    edited = [m for m in session["messages"] if m.get("edited_from")]
    assert len(edited) == 1  # kept beside, for its Retry
    assert any(
        m.get("parent_id") == edited[0]["id"] and m["status"] == "error"
        for m in session["messages"]
    )


def test_a_new_chinese_articles_welcome_line_is_chinese_before_the_first_reply(
    writer: Any, redline: Redline
) -> None:
    page = writer
    made = redline.create_article(
        "请保留青石巷菜市场", "青石巷菜市场开了三十年。\n\n街坊们每天都来买菜。"
    )
    open_article(page, made["id"])
    welcome = page.locator("#messages .welcome-line")
    expect(welcome).to_have_text("已载入《请保留青石巷菜市场》。告诉我要改什么。")
    redline.stub.enqueue(
        reply="请保留青石巷菜市场\n\n青石巷菜市场开了三十年。\n\n街坊们天天来。", hang=3
    )
    page.fill("#message", "第二段改短一点")
    page.press("#message", "Enter")
    expect(page.locator("#messages .msg-assistant.pending")).to_have_count(1)
    expect(welcome).to_have_text("已载入《请保留青石巷菜市场》。告诉我要改什么。")
    expect(page.locator("#messages .msg-assistant.pending")).to_have_count(0, timeout=20_000)
    expect(welcome).to_have_text("已载入《请保留青石巷菜市场》。告诉我要改什么。")


def test_an_english_articles_welcome_line_is_in_the_readers_language(
    writer: Any, redline: Redline
) -> None:
    page = writer
    made = redline.create_article("Ducks", BODY)
    open_article(page, made["id"])
    said = (
        "已载入《Ducks》。告诉我要改什么。"
        if page.said is SAID["zh-CN"]
        else "Loaded «Ducks». Tell me what to change."
    )
    expect(page.locator("#messages .welcome-line")).to_have_text(said)
