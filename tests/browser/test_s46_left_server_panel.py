"""The panel's loose ends an outside tester saw (outside45b), in a real Chromium, for a writer
on an English desktop and on a Chinese phone:

- (a hand edit saved while a reply is being written keeps the reply beside it, off the path,
  with its Retry: tests/browser/test_panel.py;)
- while a reply is being written, earlier messages offered "⤺ Continue from here" (going back
  would leave the reply landing on the branch just left): not offered until the reply ends;
- Retry is offered from the server's `retryable` flag — a failed reply whose words do not say
  so but that the server marks as not retryable (an edit over the size limit) offers none, and
  a reply saved before the flag is still read by its words."""

import time
import urllib.error
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import (
    PHONE,
    Redline,
    browser_tab,
    named,
    open_article,
    reads_chinese,
    served_redline,
)

pytestmark = pytest.mark.browser

WAIT = 20_000  # a server reply on a loaded machine
ARTICLES = {
    "en": ("Autumn", "The leaves turned yellow.\n\nMany people strolled by the lake."),
    "zh": ("秋天", "树叶黄了。\n\n很多人在湖边散步。"),
}
ASK = {"en": "Make the last paragraph more vivid", "zh": "最后一段写得更生动一点"}


def _lang(page: Any) -> str:
    return "zh" if reads_chinese(page) else "en"


def _pending(redline: Redline, content_id: str) -> bool:
    try:
        session = redline.call("GET", f"/api/chat/sessions/{content_id}")
    except urllib.error.HTTPError as error:
        if error.code == 404:  # the conversation is not made yet
            return False
        raise
    return any(m.get("pending") for m in session["path"])


def _wait_pending(redline: Redline, content_id: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not _pending(redline, content_id):
        assert time.monotonic() < deadline, "the writer's message never showed pending"
        time.sleep(0.2)


def _slow_reply(redline: Redline, title: str, body: str, seconds: float) -> None:
    """The model's next reply: the article with its last paragraph livelier, streamed over
    about `seconds`."""
    reply = f"{title}\n\n{body}!!"
    redline.stub.enqueue(reply, chunk_delay=seconds / len(reply) * 8)


def test_no_continue_from_here_is_offered_while_a_reply_is_written(
    journey_writer: Any, redline: Redline
) -> None:
    page = journey_writer
    lang = _lang(page)
    title, body = ARTICLES[lang]
    article = redline.create_article(title, body)
    first = {"en": 'Replace "yellow" with "gold"', "zh": "把“黄了”改成“金黄了”"}[lang]
    redline.send(article["id"], first)  # the rules: V2, an earlier point to go back to
    open_article(page, article["id"])
    log = page.locator("#messages")
    back = log.locator(".continue-here")
    expect(back.first).to_be_visible(timeout=WAIT)
    # About two minutes of streaming: still being written while checked; Stop ends it.
    _slow_reply(redline, title, body, 120)
    page.fill("#message", ASK[lang])
    page.press("#message", "Enter")
    _wait_pending(redline, article["id"])
    stop = page.get_by_role("button", name=named(page, "Stop the reply (Esc)"))
    expect(stop).to_be_visible(timeout=WAIT)
    expect(log.locator(".msg-user .edit-message").last).to_be_visible()
    # Not offered on any earlier message while the reply is written…
    expect(back.locator("visible=true")).to_have_count(0)
    # …also after a reload, the reply still being written.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(log.locator(".pending .stop-elsewhere")).to_be_visible(timeout=WAIT)
    expect(log.locator(".msg-user .edit-message").last).to_be_visible(timeout=WAIT)
    expect(back.locator("visible=true")).to_have_count(0)
    assert _pending(redline, article["id"]), "the reply ended before the check"
    # Once it is stopped, going back is offered again.
    log.locator(".pending .stop-elsewhere").click()
    expect(back.locator("visible=true").first).to_be_visible(timeout=WAIT)
    assert not _pending(redline, article["id"])


@pytest.fixture
def small_limit(tmp_path: Path) -> Iterator[Redline]:
    """An app whose articles may hold 80 characters at most."""
    with served_redline(tmp_path / "data", max_article_chars=80) as app:
        yield app


@pytest.mark.parametrize(("locale", "viewport"), [("en-US", None), ("zh-CN", PHONE)])
def test_retry_is_offered_from_the_servers_flag(
    browser: Any, small_limit: Redline, locale: str, viewport: Any
) -> None:
    lang = "zh" if locale.startswith("zh") else "en"
    title, body = ARTICLES[lang]
    article = small_limit.create_article(title, body)
    longer = {
        "en": 'Replace "lake" with "' + "l" * 60 + '"',
        "zh": "把“湖边”改成“" + "湖" * 80 + "边”",
    }[lang]
    # The rules would make the same edit again: the reply says why, and the server marks it
    # as not retryable though its words do not say so.
    said = small_limit.send(article["id"], longer)["assistant_message"]
    assert said["status"] == "error" and said["retryable"] is False, said
    assert "asking again will not help" not in said["content"], said
    for page in browser_tab(browser, small_limit.url, locale=locale, viewport=viewport):
        open_article(page, article["id"])
        reply = page.locator("#messages .msg-assistant").last
        expect(reply).to_have_attribute("data-status", "error", timeout=WAIT)
        expect(reply.locator("button.retry")).to_have_count(0)
        # A reply saved before the flag is read by its words, in English or in Chinese.
        read = page.evaluate(
            """async () => {
                const { retryWillNotHelp } = await import("/static/js/panel/message-text.js");
                return [
                  retryWillNotHelp({ content: "… asking again will not help until …" }),
                  retryWillNotHelp({ content: "…在设置改好之前，再问一次也没用。" }),
                  retryWillNotHelp({ content: "The model endpoint failed with HTTP 500." }),
                  retryWillNotHelp({ content: "… asking again will not help …", retryable: true }),
                  retryWillNotHelp({ content: "The model endpoint failed.", retryable: false }),
                ];
              }"""
        )
        assert read == [True, True, False, False, True]
