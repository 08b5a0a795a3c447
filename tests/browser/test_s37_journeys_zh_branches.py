"""A writer whose browser asks for Chinese pastes a 3,000-character article with full-width
punctuation, asks three changes in a row in Chinese, edits the second message (a branch),
regenerates its reply, switches back to the first branch, rolls back to the first edit,
asks again and rejects that edit — at every step the model was shown exactly the path on
screen, a reload shows what the server kept, and the panel speaks Chinese throughout.
Written before reading the panel's code (s37_journeys_steps.py)."""

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, named
from tests.browser.s35_journeys_steps import PASTE_INTO_FOCUSED, article_text, suggestion_box
from tests.browser.s37_journeys_steps import (
    button,
    chinese_article,
    expect_version,
    prompt_article,
    prompt_messages,
    reply_with,
    session_path,
    tab,
    user_lines_shown,
)

TITLE = "小城的春天"


@pytest.fixture
def writer(browser: Any, redline: Redline) -> Iterator[Any]:
    yield from tab(browser, redline, "zh-CN")


def ask(page: Any, message: str) -> None:
    box = suggestion_box(page)
    box.fill(message)
    box.press("Enter")


def shown_paragraphs(page: Any) -> list[str]:
    """The article as it reads now (the final text, without the marks of the last change)."""
    hide = button(page, page, "Hide changes")
    if hide.count() and hide.is_visible():
        hide.click()
    return [p.strip() for p in article_text(page).inner_text().split("\n") if p.strip()]


def expect_article(page: Any, wanted: list[str]) -> None:
    expect(article_text(page).get_by_role("paragraph")).to_have_count(len(wanted))
    for _ in range(40):
        if shown_paragraphs(page) == wanted:
            return
        page.wait_for_timeout(200)
    assert shown_paragraphs(page) == wanted


def test_chinese_writer_branches_regenerates_switches_and_rolls_back(
    writer: Any, redline: Redline
) -> None:
    page = writer
    v1 = chinese_article()
    assert 3000 <= len(TITLE) + sum(map(len, v1)) <= 3600

    # Paste the article into the new-article form and create it with Ctrl+Enter.
    page.goto("/")
    page.get_by_role("textbox", name=named(page, "Title"), exact=True).fill(TITLE)
    page.get_by_role("textbox", name=named(page, "Text"), exact=True).focus()
    page.evaluate(PASTE_INTO_FOCUSED, ["", "\n\n".join(v1)])
    page.keyboard.press("Control+Enter")
    expect(page.get_by_role("heading", name=TITLE, level=1)).to_be_visible()
    expect_version(page, 1)
    content_id = page.url.rstrip("/").split("/")[-1]
    kept = redline.call("GET", f"/api/contents/{content_id}")
    assert kept["body"].split("\n\n") == v1, "the paste lost or changed characters"

    # Three changes in a row.
    v2 = reply_with(TITLE, v1, 1, "第二段里，", "第二段里，那天清早，").split("\n\n")[1:]
    v3 = reply_with(TITLE, v2, 4, "第五段里，", "第五段里，傍晚时分，").split("\n\n")[1:]
    v4 = reply_with(TITLE, v3, 7, "第八段里，", "第八段里，夕阳斜照，").split("\n\n")[1:]
    asks = ["第二段开头加一个时间", "第五段开头加一点时间感", "第八段开头更有画面感"]
    for version, (message, text) in enumerate(zip(asks, (v2, v3, v4), strict=True), start=2):
        redline.stub.enqueue(reply=TITLE + "\n\n" + "\n\n".join(text))
        ask(page, message)
        expect_version(page, version)
        expect_article(page, text)
    assert prompt_article(redline) == "\n\n".join(v3)
    assert len(user_lines_shown(page)) == 3

    # Edit the second message: a branch from V2, the third message left on the old branch.
    edited = "第五段开头更安静一点"
    v5 = reply_with(TITLE, v2, 4, "第五段里，", "第五段里，四下无声，").split("\n\n")[1:]
    redline.stub.enqueue(reply=TITLE + "\n\n" + "\n\n".join(v5))
    log = page.get_by_role("log")
    button(log, page, "Edit this message").nth(1).click()
    box = log.get_by_role("textbox")
    box.fill(edited)
    box.press("Enter")
    expect_version(page, 5)
    expect_article(page, v5)
    expect(log).not_to_contain_text(asks[2])
    expect(log.get_by_role("group", name=named(page, "Branch 2 of 2"))).to_be_visible()
    sent = prompt_messages(redline)
    assert prompt_article(redline) == "\n\n".join(v2)
    assert not any(asks[1] in m["content"] or asks[2] in m["content"] for m in sent), sent

    # Regenerate the edited message's reply.
    v6 = reply_with(TITLE, v2, 4, "第五段里，", "第五段里，静悄悄地，").split("\n\n")[1:]
    redline.stub.enqueue(reply=TITLE + "\n\n" + "\n\n".join(v6))
    button(log, page, "Regenerate this reply").last.click()
    expect_version(page, 6)
    expect_article(page, v6)
    assert prompt_article(redline) == "\n\n".join(v2)
    assert edited in prompt_messages(redline)[-1]["content"]

    # Back to the first branch of the second message: its own reply and the third message.
    calls = len(redline.stub.requests)
    button(log, page, "Previous version of this message").click()
    expect(log).to_contain_text(asks[2])
    expect_article(page, v4)
    assert [m["content"] for m in session_path(redline, content_id) if m["role"] == "user"] == asks

    # Roll back to the first edit and ask again there.
    button(log, page, "Continue from here (go back to V2)").first.click()
    expect(log).not_to_contain_text(asks[1])
    expect_article(page, v2)
    assert len(redline.stub.requests) == calls, "switching and rolling back asked the model"
    again = "第三段开头加一个清晨"
    v7 = reply_with(TITLE, v2, 2, "第三段里，", "第三段里，清晨，").split("\n\n")[1:]
    redline.stub.enqueue(reply=TITLE + "\n\n" + "\n\n".join(v7))
    ask(page, again)
    expect_version(page, 7)
    expect_article(page, v7)
    sent = prompt_messages(redline)
    assert prompt_article(redline) == "\n\n".join(v2)
    told = "\n".join(m["content"] for m in sent)
    assert asks[0] in told and again in told
    for withdrawn in (asks[1], asks[2], edited):
        assert withdrawn not in told, f"the model was shown {withdrawn!r}, which is off the path"

    # A reload shows the same path; the server kept it.
    page.reload()
    expect_version(page, 7)
    expect_article(page, v7)
    shown = user_lines_shown(page)
    assert len(shown) == 2 and asks[0] in shown[0] and again in shown[1], shown
    path = [m["content"] for m in session_path(redline, content_id) if m["role"] == "user"]
    assert path == [asks[0], again]
    assert redline.call("GET", f"/api/contents/{content_id}")["body"] == "\n\n".join(v7)

    # Reject all of the last edit: V8 holds V2's text, and the bar says so in Chinese.
    button(page.get_by_role("log"), page, "Show changes (V7)").click()
    button(page, page, "Reject all changes").click()
    expect_version(page, 8)
    expect(page.get_by_role("heading", name="V2→V7 的改动 · 现在是 V8")).to_be_visible()
    assert redline.call("GET", f"/api/contents/{content_id}")["body"] == "\n\n".join(v2)
