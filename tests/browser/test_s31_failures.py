"""Session 31: a line saying what could not be done. "Could not load the history: <error>"
read English around the error to a Chinese writer, and ran the error into it; a model's 404 ran
its quoted words into the next sentence ('It said: "model not found" Your message is saved').
Each now reads as two sentences, the first in the reader's language even when the error's own
words have none."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, ask, browser_tab, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)


@pytest.fixture(params=["en-US", "zh-CN", "zh-TW"])
def tab(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


HISTORY_FAILED = {
    # A crash: the panel's own words for it, which words.js has in Chinese.
    500: {
        "en-US": "Could not load the history. The server could not do this (error 500). Try"
        " again in a moment; if it keeps failing, tell whoever runs Redline.",
        "zh-CN": "没能载入历史。服务器没能做到（错误 500）。请稍后再试；如果一直失败，请告诉管理"
        " Redline 的人。",
        "zh-TW": "沒能載入歷史。服務器沒能做到（錯誤 500）。請稍後再試；如果一直失敗，請告訴管理"
        " Redline 的人。",
    },
    # A sentence of a proxy's, with no Chinese and no full stop: kept as said, after the first.
    503: {
        "en-US": "Could not load the history. Maintenance window until 18:00.",
        "zh-CN": "没能载入历史。Maintenance window until 18:00.",
        "zh-TW": "沒能載入歷史。Maintenance window until 18:00.",
    },
}


@pytest.mark.parametrize("status", list(HISTORY_FAILED))
def test_a_history_that_did_not_load_says_so_in_two_sentences_in_the_readers_language(
    tab: Any, redline: Redline, status: int
) -> None:
    article = redline.create_article("车站", "我们在车站等了二十分钟。")
    detail = "Internal Server Error" if status == 500 else "Maintenance window until 18:00"
    tab.route(
        "**/history",
        lambda route: route.fulfill(
            status=status,
            content_type="application/json",
            body=json.dumps({"status_code": status, "detail": detail}),
        ),
    )
    open_article(tab, article["id"])
    tab.locator("#history-toggle").click()
    alert = tab.locator("#history-tree .alert")
    locale = tab.evaluate("navigator.language")
    expect(alert).to_have_text(HISTORY_FAILED[status][locale])
    lang = {"en-US": None, "zh-CN": "zh-Hans", "zh-TW": "zh-Hant"}[locale]
    if lang:
        expect(alert).to_have_attribute("lang", lang)
    else:
        expect(alert).not_to_have_attribute("lang", "zh-Hans")


def test_a_model_404_says_what_it_said_and_then_that_the_message_is_saved(
    tab: Any, redline: Redline
) -> None:
    article = redline.create_article("The bus", "We waited twenty minutes.")
    open_article(tab, article["id"])
    reply = ask(
        tab,
        redline,
        "Make it livelier",
        {
            "status": 404,
            "body": '{"error": {"message": "model not found"}}',
            "content_type": "application/json",
        },
    )
    expect(reply).to_have_attribute("data-status", "error")
    text = reply.locator(".msg-text")
    if tab.evaluate("navigator.language") == "en-US":
        expect(text).to_contain_text('It said: "model not found". Your message is saved')
    else:
        expect(text).to_contain_text("“model not found”。你的消息已保存")
