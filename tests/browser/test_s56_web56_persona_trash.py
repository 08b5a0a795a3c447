"""outside55 F12: the persona moved to the trash while its article is open. The article page
still said "Persona: 旧专栏" with no word of the trash, while the persona went on steering and
learning. Now the page says it is in the trash (and neither steers nor learns) as soon as it
reads the persona again — after the next reply, or on opening — with a Restore button that
takes it out, in English and in Chinese.

A tab of its own (browser_tab: a locale); nothing else of the fixtures."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, browser_tab, open_article, shot

pytestmark = pytest.mark.browser


@pytest.fixture(params=["en-US", "zh-CN"])
def writer(browser: Any, redline: Redline, request: pytest.FixtureRequest) -> Iterator[Any]:
    redline.stub.reset()
    yield from browser_tab(browser, redline.url, locale=request.param)


def test_a_persona_trashed_while_its_article_is_open_is_said_with_restore(
    writer: Any, redline: Redline
) -> None:
    chinese = writer.evaluate("navigator.language").startswith("zh")
    redline.call("POST", "/api/personas", {"name": "日常"})
    persona = redline.call("POST", "/api/personas", {"name": "旧专栏"})
    made = redline.create_article("周末", "今天天气很好！\n\n我们去了公园。", persona["id"])
    open_article(writer, made["id"])
    note = writer.locator("#persona-trash-note")
    expect(note).to_be_hidden()

    # Moved to the trash elsewhere (its persona page, another tab): the next reply says so.
    redline.call("DELETE", f"/api/personas/{persona['id']}")
    redline.stub.enqueue(reply="周末\n\n今天天气很好！\n\n我们去了公园，玩了一下午。")
    writer.fill("#message", "第二段加一句：玩了一下午。")
    writer.press("#message", "Enter")
    expect(writer.locator("#article-version")).to_have_text("V2")
    expect(note).to_be_visible()
    expect(note).to_contain_text(
        "人设“旧专栏”在回收站里：恢复之前，它不影响修改"
        if chinese
        else "The persona “旧专栏” is in the trash: it does not steer edits or learn"
    )
    # The prompt of that reply carried none of its style (the server's side, said on screen).
    shot(writer, f"s56-web56-persona-trash-{'zh' if chinese else 'en'}")

    # Opened afresh, the page says it at once.
    open_article(writer, made["id"])
    expect(note).to_be_visible()
    restore = note.locator("#restore-persona")
    expect(restore).to_have_text("恢复它" if chinese else "Restore it")
    restore.click()
    expect(note).to_be_hidden()
    expect(writer.locator("#status")).to_contain_text(
        "已把人设“旧专栏”从回收站恢复" if chinese else "Restored “旧专栏” from the trash"
    )
    assert redline.call("GET", f"/api/personas/{persona['id']}")["trashed_at"] is None
    open_article(writer, made["id"])
    expect(note).to_be_hidden()
