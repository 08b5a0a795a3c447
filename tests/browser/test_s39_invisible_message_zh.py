"""A suggestion of invisible characters only (zero-width spaces, a Hangul filler: docs/api.md
says such text counts as empty) goes to the server, which refuses it; a Chinese panel showed
that refusal in English ("Not sent: The message is empty: say what you would like to
change."). Found by outside39 (blind, session 39); the refusal now reads in Chinese."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article

pytestmark = pytest.mark.browser


@pytest.fixture
def tab(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from browser_tab(browser, redline.url, locale="zh-CN")


@pytest.mark.parametrize("invisible", ["\u200b\u200b", "\u200b \u3164"])
def test_a_suggestion_of_invisible_characters_is_refused_in_chinese(
    tab: Any, redline: Redline, invisible: str
) -> None:
    article = redline.create_article("空白", "我们走了十五分钟。")
    open_article(tab, article["id"])
    tab.fill("#message", invisible)
    tab.keyboard.press("Enter")
    transcript = tab.locator("#transcript")
    expect(transcript).to_contain_text("消息是空的", timeout=20000)
    expect(transcript).not_to_contain_text("The message is empty")
    expect(transcript).not_to_contain_text("Not sent")
