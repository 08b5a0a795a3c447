"""Session 27: a reply the server cut off when it stopped (a restart, an update) while the
writer was away is shown as what happened — not as "You stopped this reply", which the writer
never did — with Retry, in English and in Chinese."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import named, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

STORY = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."
SAID = {
    "en-US": "The server was stopping (a restart or an update), so this reply was cut off and"
    " nothing was changed. Your message is saved — press Retry to ask again.",
    "zh-CN": "服务器当时正在停止（重启或更新），这条回复被中断了，文章没有改动。"
    "你的消息已保存，请按“重试”再问一次。",
}


def test_a_reply_cut_off_by_a_restart_is_not_said_to_be_stopped_by_the_writer(
    browser: Any, tmp_path: Path
) -> None:
    with served_redline(tmp_path) as first:
        article = first.create_article("Restarted", STORY)
        first.stub.enqueue(
            reply="Restarted\n\n" + STORY.replace("in the rain", "in the cold rain"), hang=30
        )
        context = browser.new_context(base_url=first.url)
        page = context.new_page()
        open_article(page, article["id"])
        page.fill("#message", "Make the ending colder")
        page.press("#message", "Enter")
        expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
        for _ in range(200):
            if first.stub.requests:
                break
            page.wait_for_timeout(25)  # a poll for the model's request, not a sleep
        assert first.stub.requests
        # The writer goes away (the reply goes on being written), and the server stops.
        context.close()
    with served_redline(tmp_path) as again:
        for locale, said in SAID.items():
            context = browser.new_context(base_url=again.url, locale=locale)
            try:
                page = context.new_page()
                open_article(page, article["id"])
                reply = page.locator("#messages .msg-assistant").last
                expect(reply).to_have_attribute("data-status", "stopped")
                expect(reply.locator(".msg-text")).to_have_text(said)
                expect(reply).not_to_contain_text("You stopped")
                expect(
                    reply.get_by_role("button", name=named(page, "Retry this reply"))
                ).to_be_visible()
                shot(page, f"s27-restart-cut-{locale}")
            finally:
                context.close()
        # Retry asks again, and this time the reply lands.
        context = browser.new_context(base_url=again.url)
        try:
            page = context.new_page()
            open_article(page, article["id"])
            again.stub.enqueue(
                reply="Restarted\n\n" + STORY.replace("in the rain", "in the cold rain")
            )
            page.locator("#messages .msg-assistant").last.get_by_role(
                "button", name="Retry this reply"
            ).click()
            expect(page.locator("#article-version")).to_have_text("V2")
        finally:
            context.close()
