"""Session 25's writer under trouble: the model answers 429, times out, returns a web page,
drops its stream mid-reply, or refuses; the server restarts while the tab is open; a second
tab sends on a version the first has moved past. Each time the writer's message stays
visible (or back in the box), the panel says what happened in plain words — in English and in
Chinese — and Retry or a second send works after."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.testing.openai_stub import OpenAIStub
from tests.browser.conftest import Redline, open_article, served_redline, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

TITLE = "Harbour"
BODY = "We met at the harbour.\n\nThe boats were small."


def _chunk(text: str) -> str:
    return "data: " + json.dumps({"choices": [{"index": 0, "delta": {"content": text}}]})


# Each kind of trouble: the stub's answer, and what the failed reply must say (English, Chinese).
TROUBLE: dict[str, tuple[dict[str, Any], str, str]] = {
    "rate-limited": (
        {"status": 429, "headers": {"Retry-After": "1"}},
        "rate limiting requests (429)",
        "模型端点正在限流（429）",
    ),
    "timed-out": ({"hang": 5.0}, "did not answer within 2 seconds", "没在 2 秒内应答"),
    "web-page": (
        {"body": b"<html><body>502 Bad Gateway</body></html>", "content_type": "text/html"},
        "a web page or plain text instead of a stream",
        "回的是网页或纯文本",
    ),
    # (Its chunks come a `data:` line each with no blank line between — read as chunks since
    # session 55's event_breaks, so the failure says the reply was cut, not that none came.)
    "dropped": (
        {"raw_stream": [_chunk(TITLE + "\n\n"), _chunk("We met at")], "drop": True},
        "dropped in the middle of its reply",
        "回复中途断了",
    ),
    "hung-up": ({"drop": True}, "closed the connection without a complete answer", "关闭了连接"),
}


@pytest.fixture(scope="module")
def impatient(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Redline]:
    """An app that waits 2 seconds for its model."""
    with served_redline(tmp_path_factory.mktemp("impatient"), llm_timeout=2) as served:
        yield served


def _tab(browser: Any, url: str, locale: str = "en-US") -> Any:
    context = browser.new_context(base_url=url, locale=locale)
    context.set_default_timeout(20000)
    tab = context.new_page()
    tab.errors = []
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    return tab


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_every_kind_of_model_trouble_is_said_plainly_and_retry_then_saves(
    browser: Any, impatient: Redline, locale: str
) -> None:
    page = _tab(browser, impatient.url, locale)
    impatient.stub.reset()
    made = impatient.create_article(TITLE, BODY)
    open_article(page, made["id"])
    version = 1
    for kind, (answer, english, chinese) in TROUBLE.items():
        impatient.stub.enqueue(**answer)
        ask = f"Make the boats tiny ({kind})"
        page.fill("#message", ask)
        page.press("#message", "Enter")
        failed = page.locator("#messages .msg-assistant").last
        expect(failed).to_have_attribute("data-status", "error", timeout=20000)
        # The writer's words stay on screen, above the line that says what happened.
        expect(page.locator("#messages .msg-user").last).to_contain_text(ask)
        said = failed.locator(".msg-text")
        expect(said).to_contain_text(chinese if locale == "zh-CN" else english)
        expect(said).to_contain_text("文章没有改动" if locale == "zh-CN" else "unchanged")
        expect(page.locator("#article-version")).to_have_text(f"V{version}")
        shot(page, f"s25-trouble-{locale}-{kind}")
        # Retry, and the model answers this time: a version is saved.
        version += 1
        impatient.stub.enqueue(reply=f"{TITLE}\n\n" + BODY.replace("small", f"tiny {kind}"))
        failed.locator(".retry").click()
        expect(page.locator("#article-version")).to_have_text(f"V{version}")
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        expect(page.locator("#messages .msg-assistant[data-status='error']")).to_have_count(0)
        assert f"tiny {kind}" in impatient.call("GET", f"/api/contents/{made['id']}")["body"]
    # A refusal is the model's own words, said as a reply that changed nothing — not an error.
    impatient.stub.enqueue(reply="I'm sorry, but I can't help with that request.")
    page.fill("#message", "Make the boats sound dangerous")
    page.press("#message", "Enter")
    reply = page.locator("#messages .msg-assistant").last
    expect(reply).to_have_attribute("data-status", "ok")
    expect(reply).to_contain_text("I'm sorry, but I can't help with that request.")
    expect(page.locator("#status")).to_have_text(
        "已收到回复，文章没有改动。"
        if locale == "zh-CN"
        else "Reply received — the text is unchanged."
    )
    assert not page.errors, page.errors
    page.context.close()


def test_the_server_restarted_while_the_tab_is_open_loses_nothing(
    browser: Any, tmp_path: Path
) -> None:
    stub = OpenAIStub(default_reply="I cannot help with that.").start()
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path / "data",
        llm_provider="openai",
        llm_base_url=stub.url,
        llm_model="stub-model",
        llm_api_key="test",
        llm_max_retries=0,
        style_llm_extraction=False,
    )
    first = LiveServer(create_app(settings)).start()
    served = Redline(url=first.url, stub=stub)
    made = served.create_article(TITLE, BODY)
    page = _tab(browser, first.url)
    again = None
    try:
        open_article(page, made["id"])
        first.stop()
        # A send while the server is down: said plainly, the words back in the box.
        page.fill("#message", 'Replace "small" with "tiny"')
        page.press("#message", "Enter")
        expect(page.locator("#status")).to_have_text("Not sent — your message is back in the box.")
        expect(page.locator("#message")).to_have_value('Replace "small" with "tiny"')
        expect(page.locator("#messages .msg-assistant").last).to_contain_text(
            "Could not reach the server. Check that Redline is running"
        )
        shot(page, "s25-restart-down")
        # The server is back on the same address: the tab's events reconnect by themselves —
        # a turn made elsewhere appears — and what was typed is still in the box.
        again = LiveServer(create_app(settings))
        again.port = first.port
        again.server.config.port = first.port
        again.start()
        served.send(made["id"], 'Replace "harbour" with "pier"')
        expect(page.locator("#article-version")).to_have_text("V2")
        expect(page.locator("#messages .msg-user").last).to_contain_text("pier")
        expect(page.locator("#message")).to_have_value('Replace "small" with "tiny"')
        # Sent again, it goes, on the version the tab now shows.
        page.press("#message", "Enter")
        expect(page.locator("#article-version")).to_have_text("V3")
        expect(page.locator("#message")).to_have_value("")
        assert served.call("GET", f"/api/contents/{made['id']}")["body"].endswith("tiny.")
        shot(page, "s25-restart-back")
        assert not page.errors, page.errors
    finally:
        page.context.close()
        if again is not None:
            again.stop()
        stub.stop()


def test_a_stale_send_from_a_second_tab_is_said_plainly_and_keeps_what_was_typed(
    browser: Any, redline: Redline
) -> None:
    redline.stub.reset()
    made = redline.create_article(TITLE, BODY)
    one = _tab(browser, redline.url)
    two = _tab(browser, redline.url, "zh-CN")
    late = _tab(browser, redline.url, "zh-CN")
    try:
        open_article(one, made["id"])
        open_article(two, made["id"])
        # A turn in one tab appears in the other.
        one.fill("#message", 'Replace "small" with "tiny"')
        one.press("#message", "Enter")
        expect(one.locator("#article-version")).to_have_text("V2")
        expect(two.locator("#article-version")).to_have_text("V2")
        expect(two.locator("#messages .msg-user").last).to_contain_text("tiny")
        # A third tab that never hears of the others' turns (its events are cut off), its
        # next suggestion limited to paragraph 2 of V2 ...
        late.route("**/events*", lambda route: route.abort())
        open_article(late, made["id"])
        expect(late.locator("#article-version")).to_have_text("V2")
        option = late.locator("#scope-paragraph option", has_text="2")
        late.select_option("#scope-paragraph", value=option.first.get_attribute("value"))
        one.fill("#message", 'Replace "harbour" with "pier"')
        one.press("#message", "Enter")
        expect(one.locator("#article-version")).to_have_text("V3")
        expect(two.locator("#article-version")).to_have_text("V3")
        # ... sends on V2: refused in plain words (Chinese), and nothing typed is lost.
        words = "把“tiny”改成“little”"
        late.fill("#message", words)
        late.press("#message", "Enter")
        expect(late.locator("#status")).to_contain_text("没有发送")
        expect(late.locator("#message")).to_have_value(words)
        expect(late.locator("#article-version")).to_have_text("V3")
        shot(late, "s25-stale-send")
        assert redline.call("GET", f"/api/contents/{made['id']}")["version"] == 3
        # Sent again on the latest text, it goes.
        late.press("#message", "Enter")
        expect(late.locator("#article-version")).to_have_text("V4")
        expect(one.locator("#article-version")).to_have_text("V4")
        assert not one.errors and not two.errors and not late.errors
    finally:
        for tab in (one, two, late):
            tab.context.close()


def test_offline_on_a_phone_in_chinese_nothing_typed_is_lost(
    browser: Any, redline: Redline
) -> None:
    redline.stub.reset()
    made = redline.create_article(TITLE, BODY)
    context = browser.new_context(
        base_url=redline.url, locale="zh-CN", viewport={"width": 375, "height": 740}
    )
    context.set_default_timeout(20000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        open_article(page, made["id"])
        page.fill("#message", 'Replace "small" with "tiny"')
        page.press("#message", "Enter")
        expect(page.locator("#article-version")).to_have_text("V2")
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        context.set_offline(True)
        # Typing while offline, then Enter: not sent, said in Chinese, the words kept.
        page.fill("#message", "把“tiny”改成“little”")
        page.press("#message", "Enter")
        failed = page.locator("#messages > li").last
        expect(failed.locator(".msg-text")).to_have_attribute("lang", re.compile("^zh"))
        expect(failed.locator(".msg-text")).to_have_text(
            "没有发送：你已离线，所以什么都没有发送。重新联网后再试。"
        )
        expect(page.locator("#message")).to_have_value("把“tiny”改成“little”")
        shot(page, "s25-offline-phone")
        context.set_offline(False)
        # Back online: the words in the box go.
        expect(page.locator("#message")).to_have_value("把“tiny”改成“little”")
        page.press("#message", "Enter")
        expect(page.locator("#article-version")).to_have_text("V3")
        expect(page.locator("#message")).to_have_value("")
        expect(page.locator("#send")).to_have_attribute("data-mode", "send")
        assert "little" in redline.call("GET", f"/api/contents/{made['id']}")["body"]
        assert not errors, errors
    finally:
        context.close()
