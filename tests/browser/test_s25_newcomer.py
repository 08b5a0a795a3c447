"""Session 25's newcomer: the first day, from an empty data dir with the offline rules editor
(the app as `make run` serves it with no key) — find how to start, paste or import articles
(English with a table and a code block, Chinese, a Windows file with CRLF line ends), ask what
the offline editor can and cannot do — then, with a model, a whole session of ten steps: asks,
a branch by editing an earlier message, back to the first branch, regenerate, a stop mid-reply,
going back to an earlier point, restoring an old version and chatting on. After every step the
panel must show exactly the path and the article the server holds. Desktop and 375 px wide;
each state photographed (tests/artifacts/s25-*.png)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=10000)

PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 860}
TABLE_AND_CODE = (
    "The council met on Monday.\n\n"
    "| Item | Cost |\n|---|---|\n| Roof | 400 |\n\n"
    "```\nprint('budget')\n```\n\n"
    "The vote came soon after."
)
CHINESE = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。\n\n晚上回家吃饭。"
CRLF_FILE = (
    "Notes from Windows\r\n\r\nThe meeting ran late.\r\nEveryone stayed.\r\n\r\nWe left at ten."
)


@pytest.fixture
def offline_url(tmp_path: Path) -> Iterator[str]:
    """An app of its own with nothing in its data dir, editing offline (no model, no key)."""
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path / "data",
        llm_provider="offline",
        style_llm_extraction=False,
        log_level="ERROR",
    )
    server = LiveServer(create_app(settings)).start()
    try:
        yield server.url
    finally:
        server.stop()


def _tab(browser: Any, url: str, viewport: dict[str, int]) -> Any:
    context = browser.new_context(base_url=url, viewport=viewport)
    context.set_default_timeout(20000)
    tab = context.new_page()
    tab.errors = []
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    return tab


def _fits(page: Any) -> None:
    width = page.evaluate("document.documentElement.clientWidth")
    scroll = page.evaluate("document.documentElement.scrollWidth")
    assert scroll <= width + 1, (scroll, width)


def _ask(page: Any, message: str) -> Any:
    """Send from the box; wait for the turn to end. The newest reply."""
    replies = page.locator("#messages .msg-assistant[data-id]")
    before = replies.count()
    page.fill("#message", message)
    page.press("#message", "Enter")
    expect(replies).to_have_count(before + 1)
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    return replies.last


def _final_text(page: Any) -> str:
    """The article as the panel draws it now (deleted runs and buttons left out), no spaces."""
    text = page.evaluate(
        """() => {
          const body = document.querySelector('#article-body').cloneNode(true);
          body.querySelectorAll('del, button').forEach((node) => node.remove());
          return body.textContent;
        }"""
    )
    return re.sub(r"\s+", "", text)


def _matches_server(page: Any, redline: Redline, content_id: str, step: str) -> None:
    """The panel shows the server's article (version, text) and its path, message by message."""
    content = redline.call("GET", f"/api/contents/{content_id}")
    view = redline.call("GET", f"/api/chat/sessions/{content_id}")
    expect(page.locator("#article-version")).to_have_text(f"V{content['version']}")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    path = [m["id"] for m in view["path"] if m["role"] in ("user", "assistant", "event")]
    shown = page.locator("#messages .msg[data-id]:not([data-role='system'])")
    expect(shown.last).to_have_attribute("data-id", path[-1])
    ids = shown.evaluate_all("(nodes) => nodes.map((node) => node.dataset.id)")
    assert ids and ids == path[-len(ids) :], (step, ids, path)
    assert len(ids) == len(path) or page.locator(".show-earlier").count() == 1, step
    assert _final_text(page) == re.sub(r"\s+", "", content["body"]), step


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_first_day_offline_from_an_empty_data_dir(
    browser: Any, offline_url: str, viewport: dict[str, int]
) -> None:
    page = _tab(browser, offline_url, viewport)
    name = "phone" if viewport is PHONE else "desk"
    page.goto("/")
    # Nothing yet: the page says how to start, and the way to the form is at the top.
    expect(page.locator(".home-list .empty")).to_have_text(
        "No articles yet. Paste one or import a file to begin."
    )
    _fits(page)
    shot(page, f"s25-first-day-{name}-empty")
    to_form = page.get_by_role("link", name="New article ↓")
    if to_form.is_visible():
        to_form.click()
    expect(page.locator("#create-title")).to_be_in_viewport()
    page.fill("#create-title", "Council budget")
    page.fill("#create-body", TABLE_AND_CODE)
    page.press("#create-body", "Control+Enter")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-version")).to_have_text("V1")
    # The table's rows and the code block keep their lines.
    expect(page.locator("#article-body p")).to_have_count(4)
    expect(page.locator("#article-body p").nth(1)).to_have_text(
        "| Item | Cost |\n|---|---|\n| Roof | 400 |"
    )
    _fits(page)
    shot(page, f"s25-first-day-{name}-table")
    # What can it do? The offline editor answers as help — no error, the article untouched.
    reply = _ask(page, "What can you do?")
    expect(reply).to_have_attribute("data-status", "ok")
    expect(reply).to_contain_text("What works offline")
    expect(reply).to_contain_text("REDLINE_LLM_PROVIDER=openai")
    expect(page.locator("#status")).to_have_text("Reply received — the text is unchanged.")
    expect(page.locator("#messages .msg-assistant[data-status='error']")).to_have_count(0)
    # A wish that needs a model reads as help too, not as a failure.
    reply = _ask(page, "Make it more engaging")
    expect(reply).to_have_attribute("data-status", "ok")
    expect(reply).to_contain_text("needs a model")
    expect(reply.locator(".retry")).to_have_count(0)
    # What it can do offline, it does: V2, the table untouched.
    _ask(page, 'Replace "soon" with "late"')
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body ins")).to_have_text("late")
    _fits(page)
    shot(page, f"s25-first-day-{name}-offline-chat")
    # A Chinese article pasted; an ask in Chinese that needs a model is told in Chinese too.
    page.goto("/")
    page.fill("#create-title", "公园")
    page.fill("#create-body", CHINESE)
    page.press("#create-body", "Control+Enter")
    page.wait_for_selector("body[data-ready='1']")
    reply = _ask(page, "帮我润色一下")
    expect(reply).to_have_attribute("data-status", "ok")
    expect(reply).to_contain_text("需要接入大模型")
    _ask(page, "把“十五”改成“五十”")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body ins")).to_have_text("五十")
    # A Windows .txt imported: its paragraphs and the lines in them are kept.
    page.goto("/")
    page.set_input_files(
        "#create-file",
        files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": CRLF_FILE.encode()}],
    )
    expect(page.locator("#create-body")).to_have_value(re.compile("The meeting ran late"))
    page.click("#create-form button[type='submit']")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-body p")).to_have_count(3)
    expect(page.locator("#article-body p").nth(1)).to_have_text(
        "The meeting ran late.\nEveryone stayed."
    )
    _ask(page, 'Replace "ten" with "eleven"')
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#changes-position")).to_have_text("Change 1 of 1")
    _fits(page)
    shot(page, f"s25-first-day-{name}-imported")
    assert not page.errors, page.errors
    page.context.close()


def _stub_edit(redline: Redline, title: str, body: str, **options: Any) -> None:
    redline.stub.enqueue(reply=f"{title}\n\n{body}", **options)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_whole_session_shows_the_servers_path_after_every_step(
    browser: Any, redline: Redline, viewport: dict[str, int]
) -> None:
    page = _tab(browser, redline.url, viewport)
    redline.stub.reset()
    title = "Harbour walk"
    body = "We met at the harbour.\n\nThe boats were small.\n\nWe walked until noon."
    made = redline.create_article(title, body)
    cid = made["id"]
    open_article(page, cid)
    name = "desk" if viewport is DESKTOP else "phone"

    def check(step: str) -> None:
        _matches_server(page, redline, cid, step)
        _fits(page)

    # 1–3: three asks, each a version.
    body2 = body.replace("small", "small and blue")
    _stub_edit(redline, title, body2)
    _ask(page, "Colour the boats")
    check("first ask")
    body3 = body2.replace("noon", "the bells rang noon")
    _stub_edit(redline, title, body3)
    _ask(page, "End with the bells")
    check("second ask")
    body4 = body3.replace("We met", "Early, we met")
    _stub_edit(redline, title, body4)
    _ask(page, "Start earlier in the day")
    check("third ask")
    expect(page.locator("#article-version")).to_have_text("V4")
    # 4: the second ask edited: a branch from V2.
    second = page.locator("#messages .msg-user", has_text="End with the bells")
    second.locator(".edit-message").click()
    page.locator("#transcript .edit-area").fill("End with the gulls")
    _stub_edit(redline, title, body2.replace("noon", "the gulls cried at noon"))
    page.locator("#transcript .msg-edit .save-edit").click()
    expect(page.locator("#article-version")).to_have_text("V5")
    check("branch by editing")
    edited = page.locator("#messages .msg-user", has_text="End with the gulls")
    expect(edited.locator(".fork-count")).to_have_text("2/2")
    # 5: back to the first wording's branch (the bells, and the third ask after it).
    edited.locator(".fork-prev").click()
    expect(page.locator("#messages .msg-user", has_text="End with the bells")).to_be_visible()
    check("switched back")
    expect(page.locator("#article-version")).to_have_text("V4")
    shot(page, f"s25-session-{name}-switched-back")
    # 6: regenerate the last reply: a sibling reply, V6.
    _stub_edit(redline, title, body3.replace("We met", "At dawn, we met"))
    page.locator("#messages .msg-assistant .regenerate").last.click()
    expect(page.locator("#messages .msg-assistant .fork-count").last).to_have_text("2/2")
    expect(page.locator("#send")).to_have_attribute("data-mode", "send")
    check("regenerated")
    # 7: a slow reply stopped mid-stream: nothing saved, the writer's line stays.
    slow = body4 + "\n\n" + "And then the long way home, past every quiet house. " * 6
    _stub_edit(redline, title, slow, chunk_delay=0.08)
    page.fill("#message", "Add the way home")
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_attribute("data-mode", "stop")
    expect(page.locator("#messages .msg-live")).to_contain_text("…")
    page.locator("#send").click()
    stopped = page.locator("#messages .msg-assistant[data-status='stopped']")
    expect(stopped).to_have_count(1)
    expect(page.locator("#status")).to_contain_text("Nothing was changed.")
    expect(page.locator("#messages .msg-user", has_text="Add the way home")).to_be_visible()
    check("stopped")
    shot(page, f"s25-session-{name}-stopped")
    # 8: go back to the first reply (the point after "Colour the boats").
    first_reply = page.locator("#messages .msg-assistant[data-id]").first
    first_reply.locator(".continue-here").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator(".later-turns")).to_be_visible()
    check("went back")
    # 9: restore V1 from the drawer, then chat on from it.
    page.click("#history-toggle")
    page.locator("#history-tree .hist-restore", has_text="Restore V1").click()
    expect(page.locator("#article-version")).to_have_text("V7")
    check("restored V1")
    if page.locator("#history").is_visible():
        page.keyboard.press("Escape")
    _stub_edit(redline, title, body.replace("harbour", "old harbour"))
    _ask(page, "Make the harbour old")
    expect(page.locator("#article-version")).to_have_text("V8")
    check("chatted after restore")
    sent = str(redline.stub.requests[-1]["messages"])
    assert "small and blue" not in sent.split("Make the harbour old")[-1]
    shot(page, f"s25-session-{name}-end")
    assert not page.errors, page.errors
    page.context.close()
