"""What the panel says after a Regenerate, a Retry or an edit whose reply fails (outside53 F7,
F9, F10, F12), in a reader's English and Chinese. (Re-landed from session 53's tree53 work,
without its server change for edits: a failed edit stays the head.)

F10: a failed Regenerate puts the writer back on the reply they had (session 46), so the
failed reply is behind ›; the status line said "the reply says why; press its Retry" about a
reply not on screen. It now says the reason itself, that the earlier reply and its version are
back, and where the failed one and its Retry are. A Retry of a reply that had itself failed,
failing again, showed the old failure again (the earlier reply), the new reason hidden: there
is nothing to keep then, and the new failure is shown.

F7: a Regenerate whose connection dropped (the server crashed under it) was announced "The
connection dropped, but the reply arrived: V2 saved." — V2 was the old reply. It now says the
new reply failed, why, and that the reply the writer had is back.

F9: an edited earlier message whose reply fails stays the head, on the edited branch (the
visible text is the version at the head, test_s34_faults_sweep): the page goes from V3 to V1.
It said only "the article is unchanged"; the reply and the status line now say the article
shows V1, as it was before the edited message, and that V2–V3 are on the branch the writer was
on (‹ on the message), with Retry.

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
        "edit_failed": "The reply to your edited message failed — it says why; press its Retry",
        "edit_shows": (
            "The article now shows V1, as it was before the message you edited; the later "
            "versions, up to V3, stay on the branch you were on: press ‹ on your message to "
            "go back to them."
        ),
        "received": "Reply received. The article now shows V1",
        "dropped": "the reply arrived",
        "reason": "The model endpoint failed with HTTP 500",
        "stale": "press its Retry",
    },
    "zh-CN": {
        "failed": "新的回复失败了：",
        "reply_back": "之前的回复回来了，文章还是原来的样子（V2）。",
        "reply_beside": "按回复上的 › 就能看到",
        "edit_failed": "你改过的消息的回复失败了，原因写在回复里；准备好后按它的“重试”。",
        "edit_shows": (
            "文章现在显示的是 V1，也就是你改的那条消息之前的样子；之后的版本（到 V3 为止）"
            "还在你原来所在的分支上：按你这条消息上的 ‹ 就能回到那里。"
        ),
        "received": "已收到回复。文章现在显示的是 V1",
        "dropped": "回复已收到",
        "reason": "新的回复失败了：模型端点出错了（HTTP 500",
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
    expect(status).to_contain_text(page.said["reason"])
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
    old = redline.call("GET", f"/api/chat/sessions/{article['id']}")["path"][-1]
    assert old["status"] == "error"
    expect(page.locator(f"#msg-{old['id']}")).to_be_visible()

    redline.stub.enqueue(
        status=429,
        headers={"Retry-After": "120"},
        body='{"error": {"message": "Rate limit reached, try again in 120s"}}',
    )
    reply.get_by_role("button", name=named(page, "Retry this reply")).click()
    # The new failure is the one shown: the old reason (asking again at once) is out of date.
    newer = page.locator(f'#messages .msg-assistant[data-status="error"]:not(#msg-{old["id"]})')
    expect(newer).to_have_count(1, timeout=20_000)
    expect(page.locator(f"#msg-{old['id']}")).to_have_count(0)
    path = redline.call("GET", f"/api/chat/sessions/{article['id']}")["path"]
    new = path[-1]
    assert new["status"] == "error" and new["id"] != old["id"]
    assert new["parent_id"] == old["parent_id"]
    shown = page.locator(f"#msg-{new['id']}")
    expect(shown).to_have_attribute("data-status", "error")
    expect(page.locator("#messages .msg-assistant")).to_have_count(1)


def test_an_edited_message_whose_reply_fails_says_the_article_shows_the_version_before_it(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    # Mechanical suggestions: the rules make them without the model.
    redline.send(article["id"], 'Replace "fine" with "sunny"')
    redline.send(article["id"], 'Replace "park" with "zoo"')
    open_article(page, article["id"])
    wait_for_version(page, 3)
    wait_for_paragraphs(
        page, ["The weather was sunny.", "We went to the zoo and saw fifteen ducks."]
    )

    redline.stub.enqueue(status=500, body=FAILED)
    first = page.locator("#messages li.msg-user").first
    first.get_by_role("button", name=named(page, "Edit this message")).click()
    box = first.get_by_role("textbox", name=named(page, "Edit your message"))
    box.fill("Make paragraph 1 warmer")
    box.press("Enter")
    status = page.locator("#status")
    expect(status).to_contain_text(page.said["edit_failed"], timeout=20_000)
    expect(status).to_contain_text(page.said["edit_shows"])
    # The failed edit stays the head: the text is V1's, as it says, with its Retry on screen.
    wait_for_version(page, 1)
    wait_for_paragraphs(page, BODY.split("\n\n"))
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "error")
    expect(reply).to_contain_text(page.said["edit_shows"])
    expect(reply.get_by_role("button", name=named(page, "Retry this reply"))).to_be_visible()
    # ‹ on the edited message goes back to the branch it names, at V3.
    page.locator("#messages li.msg-user").first.get_by_role(
        "button", name=named(page, "Previous version of this message")
    ).click()
    wait_for_version(page, 3)


def test_an_edited_message_answered_with_a_question_says_the_article_shows_v1(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    redline.send(article["id"], 'Replace "fine" with "sunny"')
    redline.send(article["id"], 'Replace "park" with "zoo"')
    open_article(page, article["id"])
    wait_for_version(page, 3)

    redline.stub.enqueue("Which part of paragraph 1 feels cold to you?")
    first = page.locator("#messages li.msg-user").first
    first.get_by_role("button", name=named(page, "Edit this message")).click()
    box = first.get_by_role("textbox", name=named(page, "Edit your message"))
    box.fill("Make paragraph 1 warmer")
    box.press("Enter")
    status = page.locator("#status")
    # Not "the text is unchanged": the page went from V3 to V1.
    expect(status).to_contain_text(page.said["received"], timeout=20_000)
    wait_for_version(page, 1)


def test_a_regenerate_whose_connection_dropped_is_not_said_to_have_arrived(
    writer: Any, redline: Redline
) -> None:
    page = writer
    article = redline.create_article("Ducks", BODY)
    redline.stub.enqueue("Ducks\n\n" + "\n\n".join(FIRST))
    redline.send(article["id"], "make the weather livelier")
    open_article(page, article["id"])
    wait_for_paragraphs(page, FIRST)

    # The reply fails on the server, and the page's stream is cut before its end (a crash, a
    # dropped connection): the page learns what became of it by reading the conversation.
    def cut_short(route: Any) -> None:
        response = route.fetch()
        text = response.text()
        at = min(
            i
            for i in (text.find("event: assistant_message"), text.find("event: done"), len(text))
            if i >= 0
        )
        route.fulfill(response=response, body=text[:at])

    page.route("**/regenerate?stream=true", cut_short)
    redline.stub.enqueue(status=500, body=FAILED)
    log = page.get_by_role("log")
    log.get_by_role("button", name=named(page, "Regenerate this reply")).click()
    status = page.locator("#status")
    expect(status).to_contain_text(page.said["failed"], timeout=20_000)
    expect(status).to_contain_text(page.said["reply_back"])
    expect(status).not_to_contain_text(page.said["dropped"])
    wait_for_version(page, 2)


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
