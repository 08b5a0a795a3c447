"""outside55 F3: two tabs on one article; the server dies while tab A's reply is being written.
Tab A said at once that the connection dropped; tab B went on showing "writing…", the paragraph
count and a live Stop for 45 s and more, and queued a message sent there as if the reply were
about to land. Now B says it within a few seconds, in A's words, hides the Stop that could not
reach the server, says a message sent there waits for the server (kept, never lost), and after
the restart both tabs catch up and B's message goes.

Uses contexts of its own (two tabs of one browser, a server of its own to stop and restart): it
asks nothing of the shared `page` fixture."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.testing.openai_stub import OpenAIStub
from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser

WRITING_CUT = "The connection to Redline dropped while the reply was being written."
GONE_QUEUED = "Queued: Redline cannot be reached right now."
ZH_WRITING_CUT = "回复写到一半时，与 Redline 的连接断了。"
ZH_GONE_QUEUED = "排队中：现在连不上 Redline。"


def _article(chinese: bool) -> tuple[str, str]:
    if chinese:
        paragraphs = [
            f"第{n}段：港口的清晨很安静，渔船慢慢地靠岸，工人们开始卸货。" for n in range(1, 23)
        ]
        return "港口", "\n\n".join(paragraphs)
    paragraphs = [
        f"Paragraph {n}: the harbour was quiet at dawn as the boats came in." for n in range(1, 23)
    ]
    return "Harbour", "\n\n".join(paragraphs)


def _stop_hard(server: LiveServer) -> None:
    """As near a `kill -9` as a server in this process gets: no grace for open connections."""
    server.server.force_exit = True
    server.server.should_exit = True
    server.thread.join(timeout=30)


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_a_second_tab_says_the_server_is_gone_and_keeps_its_message(
    browser: Any, tmp_path: Path, locale: str
) -> None:
    chinese = locale.startswith("zh")
    stub = OpenAIStub(default_reply="I cannot help with that.").start()
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path / "data",
        llm_provider="openai",
        llm_base_url=stub.url,
        llm_model="stub-model",
        llm_api_key="test",
        llm_max_retries=0,
        llm_timeout=60,
        style_llm_extraction=False,
    )
    first = LiveServer(create_app(settings)).start()
    served = Redline(url=first.url, stub=stub)
    title, body = _article(chinese)
    made = served.create_article(title, body)
    context = browser.new_context(
        base_url=first.url, locale=locale, viewport={"width": 1280, "height": 860}
    )
    context.set_default_timeout(20000)
    errors: list[str] = []
    again = None
    try:
        tab_a = context.new_page()
        tab_b = context.new_page()
        for tab in (tab_a, tab_b):
            tab.on("pageerror", lambda error: errors.append(str(error)))
            open_article(tab, made["id"])
        # A reply that takes half a minute to write: the server dies in the middle of it.
        stub.enqueue(
            reply=f"{title}\n\n{body.replace('1', '一' if chinese else 'one', 1)}", chunk_delay=0.25
        )
        tab_a.fill("#message", "把第一段改短一点。" if chinese else "Make paragraph 1 shorter.")
        tab_a.press("#message", "Enter")
        writing = tab_b.locator("#messages .pending.elsewhere")
        expect(writing).to_be_visible()
        expect(writing.locator(".stop-elsewhere")).to_be_visible()
        _stop_hard(first)
        killed = time.monotonic()
        # Tab B: within a few seconds, in A's words; its Stop (which could not be sent) gone.
        gone = tab_b.locator("#messages .msg-assistant.unreachable")
        expect(gone).to_contain_text(ZH_WRITING_CUT if chinese else WRITING_CUT, timeout=8000)
        assert time.monotonic() - killed < 8
        expect(tab_b.locator("#messages .pending")).to_have_count(0)
        expect(tab_b.locator(".stop-elsewhere:visible")).to_have_count(0)
        expect(tab_b.locator("#status")).to_contain_text(
            "连接断了" if chinese else "The connection dropped."
        )
        # Tab A says it in the same words.
        expect(tab_a.locator("#messages")).to_contain_text(
            ZH_WRITING_CUT if chinese else WRITING_CUT
        )
        # A message sent in B meanwhile is kept, and said to wait for the server.
        wish = "把最后一段也改短。" if chinese else "Make the last paragraph shorter too."
        tab_b.fill("#message", wish)
        tab_b.press("#message", "Enter")
        expect(tab_b.locator("#held-text")).to_contain_text(
            ZH_GONE_QUEUED if chinese else GONE_QUEUED
        )
        expect(tab_b.locator("#message")).to_have_value(wish)
        shot(tab_b, f"s56-web56-gone-{locale}")
        # Still said, and still kept, several seconds on (the looks in keep failing).
        tab_b.wait_for_timeout(4000)
        expect(gone).to_contain_text(ZH_WRITING_CUT if chinese else WRITING_CUT)
        expect(tab_b.locator("#message")).to_have_value(wish)
        # The server is back on the same address: both tabs catch up by themselves, and B's
        # message goes (the lost reply is answered first, under A's message).
        again = LiveServer(create_app(settings))
        again.port = first.port
        again.server.config.port = first.port
        again.start()
        expect(tab_b.locator("#messages .msg-user").last).to_contain_text(wish, timeout=30000)
        expect(tab_b.locator("#message")).to_have_value("")
        expect(tab_b.locator("#messages .unreachable")).to_have_count(0)
        expect(tab_a.locator("#messages .msg-user").last).to_contain_text(wish, timeout=30000)
        said = served.call("GET", f"/api/chat/sessions/{made['id']}")
        assert [m["content"] for m in said["messages"] if m["role"] == "user"][-1] == wish
        assert not errors, errors
    finally:
        context.close()
        if again is not None:
            again.stop()
        stub.stop()
