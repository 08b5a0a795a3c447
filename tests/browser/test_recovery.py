"""The panel on the edges of the happy path: a new article opens without a failed request,
and a message a crash left unanswered gets Retry at once (not "writing…")."""

from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient
from playwright.sync_api import expect

from app.main import create_app
from app.settings import Settings
from app.testing.crashes import leave_unanswered
from app.testing.live_server import LiveServer
from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)


def test_a_new_article_opens_without_a_failed_request(page: Any, redline: Redline) -> None:
    """F-UI-1: the page asked for a conversation that does not exist yet (404 in the console)."""
    article = redline.create_article("Fresh", "Nothing said about it yet.")
    failed: list[str] = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    open_article(page, article["id"])
    expect(page.locator("#messages")).to_contain_text("Tell me what to change")
    page.fill("#message", 'Replace "Nothing" with "Much"')
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    assert failed == []
    assert page.probe.console_errors == []
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .msg-assistant")).to_have_count(1)


def _left_unanswered(data_dir: Path) -> str:
    """An article whose last message a crash left without a reply (committed, never answered)."""
    settings = Settings(_env_file=None, data_dir=data_dir)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings)) as client:
        content_id = client.post(
            "/api/contents", json={"title": "Crash", "body": "We waited twenty minutes."}
        ).json()["id"]
        # The conversation starts with the writer's own edit (V2).
        edited = {"body": "We waited twenty long minutes.", "base_version": 1}
        assert client.put(f"/api/contents/{content_id}", json=edited).status_code == 200
    leave_unanswered(data_dir, content_id, 'Replace "twenty" with "thirty"', version=2)
    return content_id


def test_a_message_left_unanswered_by_a_crash_offers_retry_at_once(
    browser: Any, tmp_path: Path
) -> None:
    """F-LLM-7: after a restart nothing is writing the reply; the panel must not show
    "writing…" until its own timeout, but say so and offer Retry."""
    content_id = _left_unanswered(tmp_path)
    settings = Settings(_env_file=None, data_dir=tmp_path)  # type: ignore[call-arg]
    with LiveServer(create_app(settings)) as server:
        context = browser.new_context(viewport={"width": 1280, "height": 860}, base_url=server.url)
        try:
            tab = context.new_page()
            open_article(tab, content_id)
            # Start-up saved a reply saying so (app/editing/lost_replies.py).
            lost = tab.locator("#transcript .msg-assistant").last
            expect(lost).to_contain_text("No reply was written: the server stopped")
            expect(tab.locator("#messages .pending")).to_have_count(0)
            shot(tab, "crash-left-unanswered")
            lost.locator("button.retry").click()
            expect(tab.locator("#article-version")).to_have_text("V3")
            expect(tab.locator("#article-body")).to_contain_text("thirty")
        finally:
            context.close()
