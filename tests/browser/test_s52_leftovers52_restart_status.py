"""Session 52 (outside51 F3): `python -m app` stopped with SIGTERM while a reply streams, then
started again on the same port. The open tab draws the cut reply (with Retry) by itself, and
its status line no longer says the server cannot be reached once it is back — in English and
in Chinese."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from app.testing.openai_stub import OpenAIStub
from tests.api.s36_faults_harness import ServedApp, new_article
from tests.browser.conftest import named, open_article, shot

pytestmark = pytest.mark.browser

STORY = "The harbour was quiet in the morning.\n\nBoats came in at noon.\n\nWe left at dusk."
ASK = "Add a detail to paragraph 2 about nets"
UNREACHABLE = {"en-US": "Could not reach the server", "zh-CN": "连不上 Redline 的服务器"}
# What the line may say once the server is back: the reconnect's catch-up, or — when the tab
# lost the reply's stream before the reply was drawn — its own look at what became of it.
BACK = {
    "en-US": {
        "Back online — the conversation is up to date.",
        "The reply was stopped. Nothing was changed.",
    },
    "zh-CN": {"已重新联网，对话已是最新。", "回复已停止，文章没有改动。"},
}
FAILED = ["Could not", "连不上", "没能载入"]
CUT = {"en-US": "The server was stopping (a restart or an update)", "zh-CN": "服务器当时正在停止"}


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_the_status_line_stops_saying_unreachable_once_the_restarted_server_answers(
    browser: Any, tmp_path: Path, locale: str
) -> None:
    stub = OpenAIStub(default_reply="I cannot help with that.").start()
    data = tmp_path / "data"
    data.mkdir()
    app = ServedApp(
        data,
        {
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_BASE_URL": stub.url,
            "REDLINE_LLM_MODEL": "stub-model",
            "REDLINE_LLM_API_KEY": "test",
            "REDLINE_LLM_MAX_RETRIES": "0",
            "REDLINE_LOG_LEVEL": "WARNING",
        },
    )
    app.start()
    context = browser.new_context(base_url=f"http://127.0.0.1:{app.port}", locale=locale)
    try:
        made = new_article(app.client, "Harbour notes", STORY)
        page = context.new_page()
        open_article(page, made["id"])
        # A reply the model writes slowly: still streaming when the server is told to stop.
        edited = "Harbour notes\n\n" + STORY.replace("noon.", "noon with nets.")
        stub.enqueue(reply=edited, chunk_delay=1.5)
        page.fill("#message", ASK)
        page.press("#message", "Enter")
        expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
        for _ in range(400):
            if stub.requests:
                break
            page.wait_for_timeout(25)  # a poll for the model's request, not a sleep
        assert stub.requests
        page.wait_for_timeout(1000)  # a few pieces of the reply have arrived
        app.stop()  # SIGTERM: the reply is saved as cut off by the stop
        # The tab noticed the server is gone and said so (the outage the line must not outlive).
        expect(page.locator("#status")).to_contain_text(UNREACHABLE[locale], timeout=30000)
        app.start()
        cut = page.locator("#messages .msg-assistant").last
        expect(cut).to_have_attribute("data-status", "stopped", timeout=30000)
        expect(cut.locator(".msg-text")).to_contain_text(CUT[locale])
        page.wait_for_function(
            "failed => { const said = document.getElementById('status').textContent;"
            " return said && !failed.some((words) => said.includes(words)); }",
            arg=FAILED,
            timeout=30000,
        )
        page.wait_for_timeout(3000)  # and it stays so
        assert page.inner_text("#status").strip() in BACK[locale]
        shot(page, f"s52-restart-status-{locale}")
        # And the page works: Retry asks again and the edit lands.
        stub.enqueue(reply=edited)
        cut.get_by_role("button", name=named(page, "Retry this reply")).click()
        expect(page.locator("#article-version")).to_have_text("V2", timeout=30000)
        assert not any(words in page.inner_text("#status") for words in FAILED)
    finally:
        context.close()
        app.stop()
        app.client.close()
        stub.stop()
