"""Session 19: while the model client waits to ask again (the model answered 429 with
Retry-After), the reply says the model is busy and when Redline tries again, counting down,
and Stop still stops it — where the writer read "Reading the article…" for the whole wait.
And on a Chinese article the turn's lines (the wait, "Writing… paragraph 2 of 5", "V2
saved", "Stopped. Nothing was changed") read in Chinese, Traditional on a Traditional one."""

import re
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, served_redline

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

BODY = "Paragraph one about the park.\n\nParagraph two about the walk.\n\nParagraph three."
ZH = "公园里的银杏叶黄了。\n\n我们走了十五分钟。\n\n后来下雨了。"
ZH_HANT = "這裡的銀杏葉黃了。\n\n我們走了十五分鐘。\n\n後來下雨了。"


@pytest.fixture(scope="module")
def retrying() -> Iterator[Redline]:
    """An app whose model client asks once more after a 429 (the suite's app never does)."""
    with served_redline(Path(tempfile.mkdtemp(prefix="redline-waits-")), llm_max_retries=1) as app:
        yield app


@pytest.fixture
def tabs(browser: Any, retrying: Redline) -> Iterator[Callable[[str], Any]]:
    """A tab of a browser set to a language ("en-US", "zh-CN", "zh-TW")."""
    contexts: list[Any] = []
    errors: list[str] = []

    def tab_in(locale: str) -> Any:
        context = browser.new_context(
            viewport={"width": 1280, "height": 860}, base_url=retrying.url, locale=locale
        )
        context.set_default_timeout(20000)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        return page

    retrying.stub.reset()
    yield tab_in
    for context in contexts:
        context.close()
    assert not errors, errors


@pytest.fixture
def tab(tabs: Callable[[str], Any]) -> Any:
    return tabs("en-US")


def _send(page: Any, text: str) -> None:
    page.fill("#message", text)
    page.press("#message", "Enter")


def test_a_busy_model_is_said_with_its_wait_and_stop_still_stops(
    tab: Any, retrying: Redline
) -> None:
    article = retrying.create_article("The park", BODY)
    retrying.stub.enqueue(status=429, headers={"Retry-After": "6"})
    retrying.stub.enqueue(reply=f"The park\n\n{BODY}!")
    open_article(tab, article["id"])
    _send(tab, "make it livelier")
    live = tab.locator("#transcript .msg-live")
    expect(live).to_contain_text("The model is busy. Redline tries again in")
    expect(live).to_contain_text("— or press Stop.")
    expect(tab.locator("#status")).to_contain_text("The model is busy")
    # It counts down.
    first = live.inner_text()
    expect(live).not_to_have_text(first)
    assert tab.locator("#transcript .msg-live").get_attribute("lang") is None
    tab.locator("#send").click()  # Stop, during the wait
    expect(tab.locator("#status")).to_have_text("Stopped. Nothing was changed.")
    stopped = tab.locator("#transcript .msg-assistant[data-status='stopped']")
    expect(stopped).to_contain_text("You stopped this reply")
    time.sleep(6.5)  # the wait is over: no second request went to the model
    assert len(retrying.stub.requests) == 1
    expect(tab.locator("#article-version")).to_have_text("V1")


def test_a_writer_whose_browser_asks_for_chinese_reads_the_turn_lines_in_chinese(
    tabs: Callable[[str], Any], retrying: Redline
) -> None:
    tab = tabs("zh-CN")
    article = retrying.create_article("秋天的公园", ZH)
    retrying.stub.enqueue(status=429, headers={"Retry-After": "2"})
    retrying.stub.enqueue(reply=f"秋天的公园\n\n{ZH}！", chunk_delay=0.4)
    open_article(tab, article["id"])
    _send(tab, "让语气活泼一点")
    live = tab.locator("#transcript .msg-live")
    expect(live).to_contain_text("模型正忙。Redline 将在")
    expect(live).to_have_attribute("lang", "zh-Hans")
    expect(tab.locator("#status")).to_contain_text("秒后重试")
    expect(live).to_contain_text("正在写…第")
    expect(live).to_contain_text("段，共 3 段")
    expect(tab.locator("#article-version")).to_have_text("V2", timeout=20000)
    expect(tab.locator("#status")).to_have_text("V2 已保存。")
    expect(tab.locator("#status")).to_have_attribute("lang", "zh-Hans")

    # Stopped, in a browser asking for Taiwan's Chinese: in Traditional characters.
    tab = tabs("zh-TW")
    live = tab.locator("#transcript .msg-live")
    hant = retrying.create_article("秋天的公園", ZH_HANT)
    retrying.stub.enqueue(reply=f"秋天的公園\n\n{ZH_HANT}！", chunk_delay=1.0)
    open_article(tab, hant["id"])
    _send(tab, "讓語氣活潑一點")
    expect(live).to_contain_text("正在寫…")
    tab.locator("#send").click()
    expect(tab.locator("#status")).to_have_text("已停止，文章沒有改動。")
    expect(tab.locator("#status")).to_have_attribute("lang", "zh-Hant")
    stopped = tab.locator("#transcript .msg-assistant[data-status='stopped'] .msg-text")
    expect(stopped).to_have_text("你在回覆寫完前停止了它，文章沒有改動。")

    # An English article reads in the writer's Chinese too; an English browser keeps English
    # lines on any article, with no lang.
    english = retrying.create_article("The park", BODY)
    open_article(tab, english["id"])
    _send(tab, 'Replace "walk" with "amble"')
    expect(tab.locator("#status")).to_have_text("V2 已保存。")
    tab = tabs("en-US")
    chinese = retrying.create_article("秋天", ZH)
    open_article(tab, chinese["id"])
    _send(tab, 'Replace "十五" with "二十"')
    # The turn's last line, whatever it says, in English ("V2 saved.", "Reply received — …").
    expect(tab.locator("#status")).to_have_text(re.compile(r"^(?:V2 saved|Reply received)"))
    assert tab.locator("#status").get_attribute("lang") is None
    assert tab.locator("#status").get_attribute("lang") is None


def test_a_failed_reply_in_a_chinese_browser_says_so_in_chinese(
    tabs: Callable[[str], Any], retrying: Redline
) -> None:
    tab = tabs("zh-CN")
    article = retrying.create_article("秋天的公园", ZH)
    retrying.stub.enqueue(status=503, headers={"Retry-After": "2"})
    retrying.stub.enqueue(status=503)
    open_article(tab, article["id"])
    _send(tab, "让语气活泼一点")
    expect(tab.locator("#transcript .msg-live")).to_contain_text("模型没有应答。Redline 将在")
    expect(tab.locator("#status")).to_have_text(
        "文章没有改动，原因写在回复里；准备好后按它的“重试”。", timeout=15000
    )
    expect(tab.locator("#transcript .msg-assistant[data-status='error']")).to_be_visible()
    expect(tab.locator("#article-version")).to_have_text("V1")
