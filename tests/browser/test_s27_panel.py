"""Session 27: the writer's panel as a writer meets it. A plain send (no selection) names the
version it was written against, so one that meets a change made elsewhere is refused and
comes back to the box instead of editing a text the writer never saw; walking the changes
with Next › from the keyboard keeps the keyboard on Next, so a second Enter walks on instead
of rejecting a change."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 390, "height": 844}

STORY_ZH = (
    "我们在车站等了二十分钟。\n\n"
    "公交车一直没来。\n\n"
    "天开始下雨，大家都很着急，有人打电话，有人看手机，有人干脆坐在地上。最后我们走回了家。"
)
TYPED = "第三段太长了，缩短一点"


def _tab(browser: Any, redline: Redline, locale: str, viewport: dict[str, int]) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=locale, viewport=viewport)


@pytest.fixture(params=["en-US", "zh-CN"])
def any_lang(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from _tab(browser, redline, request.param, DESKTOP)


@pytest.fixture
def phone(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _tab(browser, redline, "en-US", PHONE)


def test_a_plain_send_that_meets_a_change_made_elsewhere_is_refused_and_kept(
    any_lang: Any, redline: Redline
) -> None:
    page = any_lang
    article = redline.create_article("车站", STORY_ZH)
    open_article(page, article["id"])

    # Another tab (or client) saves a change just as this send leaves: the send reaches the
    # server written against V1, with the article at V2 — before this tab's event stream
    # could tell it.
    def change_first(route: Any) -> None:
        redline.call(
            "PUT",
            f"/api/contents/{article['id']}",
            {"body": STORY_ZH.replace("二十", "四十"), "base_version": 1},
        )
        route.continue_()

    page.route("**/api/chat/send*", change_first)
    # The model would shorten whatever it is given: were the send taken, the text the writer
    # never saw (四十) would be edited under their message.
    redline.stub.enqueue(
        reply="车站\n\n" + STORY_ZH.replace("二十", "四十").replace("有人干脆坐在地上。", "")
    )
    page.fill("#message", TYPED)
    page.press("#message", "Enter")
    failed = page.locator("#messages .local-error .msg-text")
    expect(failed).to_have_count(1)
    # Nothing was sent to the model, nothing saved over the other change, every word kept.
    expect(page.locator("#message")).to_have_value(TYPED)
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body ins")).to_have_text("四十")  # shown as the change
    if page.evaluate("navigator.language").startswith("zh"):
        expect(page.locator("#status")).to_have_text(
            "没有发送：文章在别处改过了。你的消息已放回输入框，请先看最新的文字，再发送。"
        )
    else:
        expect(failed).to_have_text(
            re.compile(
                r"^Not sent: The article .*V2, but this .* V1\. The latest text is shown now"
            )
        )
    content = redline.call("GET", f"/api/contents/{article['id']}")
    assert content["version"] == 2 and "有人干脆坐在地上" in content["body"]
    assert not redline.stub.requests
    shot(page, f"s27-stale-plain-send-{page.evaluate('navigator.language')}")

    # Sent again, on V2 this time: it goes, and edits the text on screen.
    page.unroute("**/api/chat/send*")
    page.locator("#message").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#messages .msg-assistant").last).to_have_attribute("data-status", "ok")
    assert "有人干脆坐在地上" not in redline.call("GET", f"/api/contents/{article['id']}")["body"]


NOTES = "\n\n".join(
    f"Stop {n}: the bus came at six and left at seven, twenty people on board." for n in range(1, 7)
)


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_next_pressed_again_from_the_keyboard_walks_on_and_rejects_nothing(
    browser: Any, redline: Redline, size: str
) -> None:
    article = redline.create_article("Stops", NOTES)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    for page in _tab(browser, redline, "en-US", PHONE if size == "phone" else DESKTOP):
        open_article(page, article["id"])
        position = page.locator("#changes-position")
        expect(position).to_have_text("6 changes")
        page.locator("#next-change").focus()
        for n in (1, 2, 3):
            page.keyboard.press("Enter")
            expect(position).to_have_text(f"Change {n} of 6")
            # Said, and shown: the change in view, Next still under the keyboard and on screen.
            expect(page.locator("#status")).to_have_text(f"Change {n} of 6: “twenty” → “thirty”")
            expect(page.locator("#article-body .change.current").first).to_be_in_viewport()
            expect(page.locator("#next-change")).to_be_focused()
            expect(page.locator("#next-change")).to_be_in_viewport()
        # Nothing was rejected by walking.
        expect(page.locator("#article-version")).to_have_text("V2")
        assert redline.call("GET", f"/api/contents/{article['id']}")["version"] == 2
        # The change shown is the one whose ✕ Tab reaches: Enter there rejects that one only.
        for _ in range(10):
            page.keyboard.press("Tab")
            label = page.evaluate("document.activeElement.getAttribute('aria-label') || ''")
            if label.startswith("Reject change"):
                break
        assert label.startswith("Reject change 3:"), label
        shot(page, f"s27-next-keeps-keyboard-{size}")
        page.keyboard.press("Enter")
        expect(page.locator("#article-version")).to_have_text("V3")
        body = redline.call("GET", f"/api/contents/{article['id']}")["body"]
        assert (
            body.count("twenty") == 1
            and "Stop 3: the bus came at six and left at seven, twenty" in body
        )


STORY = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."


def test_a_reply_being_regenerated_after_a_reload_is_not_said_to_be_a_point_gone_back_to(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Regenerated", STORY)
    redline.stub.enqueue(reply="Regenerated\n\n" + STORY.replace("in the rain", "in the cold rain"))
    redline.send(article["id"], "Make the ending colder")
    open_article(page, article["id"])
    # Regenerate, answered slowly; the page reloads once the model has been asked.
    redline.stub.reset()
    redline.stub.enqueue(
        reply="Regenerated\n\n" + STORY.replace("in the rain", "in the icy rain"), hang=3
    )
    page.locator("#messages .msg-assistant .regenerate").click()
    for _ in range(200):
        if redline.stub.requests:
            break
        page.wait_for_timeout(25)  # a poll for the model's request, not a sleep for the reply
    assert redline.stub.requests
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    # The reply is shown being written under its message, the path the model is given; no
    # "You went back to this point" over it — the writer went back nowhere.
    pending = page.locator("#messages .msg-assistant.pending")
    expect(pending).to_have_count(1)
    # (Counted now, not waited for: the note goes once the reply lands.)
    assert page.locator("#messages .later-turns").count() == 0
    expect(page.locator("#messages .msg-user .msg-text")).to_have_text(["Make the ending colder"])
    shot(page, "s27-regenerate-reloaded")
    assert pending.count() == 1, "the reply landed before the page was checked"
    expect(page.locator("#messages .msg-assistant").last).to_have_attribute("data-status", "ok")
    expect(page.locator("#article-version")).to_have_text("V3")
    assert "icy rain" in redline.call("GET", f"/api/contents/{article['id']}")["body"]
    expect(page.locator("#messages .later-turns")).to_have_count(0)
    # Both replies are kept, as siblings: the new one shown, the old one a ‹ away.
    expect(page.locator("#messages .msg-assistant .fork-count")).to_have_text("2/2")


def test_a_reply_stopped_before_any_text_arrived_says_so_after_a_reload(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Stopped early", STORY)
    open_article(page, article["id"])
    redline.stub.reset()
    redline.stub.enqueue(reply="Stopped early\n\n" + STORY.replace("rain", "snow"), hang=5)
    page.fill("#message", "Make it snow")
    page.press("#message", "Enter")
    for _ in range(200):
        if redline.stub.requests:
            break
        page.wait_for_timeout(25)  # a poll for the model's request, not a sleep
    page.keyboard.press("Escape")
    stopped = page.locator("#messages .msg-assistant[data-status='stopped'] .msg-text")
    said = "You stopped this reply before any text arrived. Nothing was changed."
    expect(stopped).to_have_text(said)
    # As the server keeps it ("Stopped. No reply yet."): the same words after a reload.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(stopped).to_have_text(said)
