"""A short drop of the network while a reply is being written, session 34: the panel said "You
are offline…" and, once the browser was back online with the reply still arriving over the
connection that outlived the drop, went on saying it until the reply ended. Back online, the
line says the reply is being written again."""

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, reads_chinese, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

OFFLINE = {
    "en-US": "You are offline. The reply goes on being written and shows here once you are "
    "back online.",
    "zh-CN": "你已离线。回复还在继续写，重新联网后会显示在这里。",
}
EDITING = {"en-US": "Editing…", "zh-CN": "正在修改…"}
SAVED = {"en-US": "V2 saved.", "zh-CN": "V2 已保存。"}


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A tab of a writer whose browser asks for English, then for Chinese."""
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


def test_back_online_while_the_reply_still_arrives_no_longer_says_offline(
    writer: Any, redline: Redline
) -> None:
    article = redline.create_article("Blip", "The weather was fine today.\n\nWe went home.")
    gate = threading.Event()

    def held_reply(_request: dict) -> str:
        gate.wait(15)
        return "Blip\n\nThe weather was lovely today.\n\nWe went home."

    redline.stub.enqueue(reply=held_reply)
    lang = "zh-CN" if reads_chinese(writer) else "en-US"
    open_article(writer, article["id"])
    writer.fill("#message", "make the weather lovelier")
    writer.press("#message", "Enter")
    expect(writer.locator("#send")).to_have_attribute("data-mode", "stop")
    writer.context.set_offline(True)
    expect(writer.locator("#status")).to_have_text(OFFLINE[lang])
    writer.context.set_offline(False)
    expect(writer.locator("#status")).to_have_text(EDITING[lang])
    shot(writer, f"s34-offline-blip-{lang}")
    gate.set()
    expect(writer.locator("#article-version")).to_have_text("V2")
    expect(writer.locator("#status")).to_have_text(SAVED[lang])
