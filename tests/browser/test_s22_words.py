"""The server's sentences a writer reads in the panel — a reply that failed because the model
was busy (429) or timed out (408), a refusal's tail, a message refused as too long (413) —
were English in a Chinese browser, beside the panel's own lines in Chinese. Each now reads in
the panel's Chinese (words.js) when every sentence of it is one the panel knows; an English
browser reads them as the server wrote them, and a sentence the panel does not know stays
English whole (never half-translated)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE, BODY = "秋天的公园", "今天天气很好。\n\n我们去了公园。"
EN_TITLE, EN_BODY = "The park in autumn", "The weather was fine today.\n\nWe went to the park."


def _context(browser: Any, redline: Redline, locale: str) -> Iterator[Any]:
    context = browser.new_context(
        locale=locale, base_url=redline.url, viewport={"width": 1280, "height": 860}
    )
    context.set_default_timeout(20000)
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    redline.stub.reset()
    yield page
    context.close()
    assert not errors, errors


@pytest.fixture
def chinese_page(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _context(browser, redline, "zh-CN")


@pytest.fixture
def taiwan_page(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from _context(browser, redline, "zh-TW")


def _send(page: Any, message: str) -> None:
    page.fill("#message", message)
    page.press("#message", "Enter")


def test_a_reply_that_failed_on_a_busy_model_reads_in_chinese(
    chinese_page: Any, redline: Redline
) -> None:
    page = chinese_page
    made = redline.create_article(TITLE, BODY)
    open_article(page, made["id"])
    redline.stub.enqueue(status=429)
    _send(page, "再生动一点")
    failed = page.locator("#messages .msg-assistant[data-status='error'] .msg-text")
    expect(failed).to_have_text(
        "模型端点正在限流（429），试了 1 次仍被拒绝。请等一分钟再试。"
        "你的消息已保存，文章没有改动。可以按“重试”。"
    )
    expect(failed).to_have_attribute("lang", "zh-Hans")
    # Drawn again from the conversation (a reload), it still reads in Chinese.
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(failed).to_contain_text("模型端点正在限流（429）")


def test_a_model_timeout_reads_in_traditional_chinese_in_a_taiwan_browser(
    taiwan_page: Any, redline: Redline
) -> None:
    page = taiwan_page
    made = redline.create_article(TITLE, BODY)
    open_article(page, made["id"])
    redline.stub.enqueue(status=408)
    _send(page, "再生动一点")
    failed = page.locator("#messages .msg-assistant[data-status='error'] .msg-text")
    expect(failed).to_have_text(
        "模型端點 1 次都超時了（408），請過一會兒再試。你的消息已保存，文章沒有改動。可以按“重試”。"
    )
    expect(failed).to_have_attribute("lang", "zh-Hant")


def test_a_message_too_long_is_refused_in_chinese(chinese_page: Any, redline: Redline) -> None:
    page = chinese_page
    made = redline.create_article(TITLE, BODY)
    open_article(page, made["id"])
    _send(page, "长" * 20_001)
    refused = page.locator("#messages .local-error .msg-text")
    expect(refused).to_have_text("没有发送：消息有 20,001 个字符，上限是 20,000 个。")
    expect(refused).to_have_attribute("lang", "zh-Hans")


def test_a_refusal_reads_in_chinese_only_when_the_panel_can_say_all_of_it(
    chinese_page: Any, redline: Redline
) -> None:
    page = chinese_page
    made = redline.create_article(TITLE, BODY)
    open_article(page, made["id"])
    # Letters typed at random: refused in sentences the panel knows.
    redline.stub.enqueue(reply="qwxz vbnm plkj zxcv qwrt ypdf ghjk lmnb vcxz qwty plmn okij")
    _send(page, "再生动一点")
    failed = page.locator("#messages .msg-assistant[data-status='error'] .msg-text")
    expect(failed).to_have_text(
        "模型的回复不是对你文章的修改，读起来像随手乱敲的字母，所以什么都没保存。"
        "可以按“重试”再问一次。"
    )
    # The editor's refusal of other figures (app/editing/facts.py) quotes the article: the
    # quotes stay as they are, in Traditional too.
    figures = (
        "The model wrote other figures than yours, which the suggestion did not ask to change "
        "(“二十”, “9” → “三十”), so the article would say something else. Nothing was saved "
        "— press Retry."
    )
    assert _said(page, figures, "zh-Hans") == {
        "text": "模型改了你的数字（“二十”, “9” → “三十”），而建议并没有要求改，"
        "这样文章说的就不一样了。什么都没保存。请按“重试”。",
        "lang": "zh-Hans",
    }
    assert _said(page, figures, "zh-Hant")["text"].startswith("模型改了你的數字（“二十”")
    # A sentence the panel does not know (a refusal added since): the whole of it stays as
    # the server wrote it, never half in Chinese.
    unknown = "The edit changed “20” to “30”. Press Retry to ask again, or rephrase the suggestion."
    assert _said(page, unknown, "zh-Hans") == {"text": unknown, "lang": None}


def _said(page: Any, text: str, lang: str) -> Any:
    """The panel's words.js on `text` for a reader of `lang`."""
    return page.evaluate(
        """async ([text, lang]) => {
          const words = await import("/static/js/panel/words.js");
          return words.inLanguage(text, lang);
        }""",
        [text, lang],
    )


def test_an_english_browser_reads_the_busy_model_as_the_server_wrote_it(
    page: Any, redline: Redline
) -> None:
    # An English article: its failures are said in English (a Chinese one's, in Chinese).
    made = redline.create_article(EN_TITLE, EN_BODY)
    redline.stub.reset()
    open_article(page, made["id"])
    redline.stub.enqueue(status=429)
    _send(page, "Livelier")
    failed = page.locator("#messages .msg-assistant[data-status='error'] .msg-text")
    expect(failed).to_have_text(
        "The model endpoint is rate limiting requests (429) and still refused after 1 attempt. "
        "Wait a minute and try again. Your message is saved and the article is unchanged — "
        "press Retry to try again."
    )
    expect(failed).not_to_have_attribute("lang", "zh-Hans")
