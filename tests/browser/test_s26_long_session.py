"""A long working session (session 26): a 40-paragraph article and 77 turns in one
conversation, on two branches (an earlier message edited at turn 20). The panel stays usable —
it opens on the latest turns, the earlier ones one press away; scrolling reaches both ends; the
history lists every version of both branches; the diff of the long article is read change by
change; ‹ › switches branches — and nothing the server holds is missing from it: each branch's
messages, in order, as the session's path has them."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=15000)

PARAGRAPHS = 40
FIRST = 30  # turns on the first branch
FORK = 20  # the turn whose message is edited: the second branch starts there
SECOND = 47  # turns on the second branch, the edited message included
DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 375, "height": 740}


def _token(n: int) -> str:
    return f"tok{n:03d}"


def _body() -> str:
    """40 paragraphs, each with two words of its own to replace (tok001 … tok080)."""
    return "\n\n".join(
        f"Paragraph {k} of the long report talks about {_token(k)} and then about"
        f" {_token(k + PARAGRAPHS)}, at some length, as reports do."
        for k in range(1, PARAGRAPHS + 1)
    )


@pytest.fixture(scope="module")
def long_session(redline: Redline) -> dict[str, Any]:
    made = redline.create_article("The long report 长报告", _body())
    sent = []
    for turn in range(1, FIRST + 1):
        sent.append(redline.send(made["id"], f'Replace "{_token(turn)}" with "ONE{turn:03d}"'))
    # Turn 20's message edited: a new branch from V20, then on along it.
    forked = sent[FORK - 1]["user_message"]["id"]
    redline.call(
        "POST",
        f"/api/chat/messages/{forked}/edit",
        {"message": f'Replace "{_token(FORK)}" with "TWO{FORK:03d}"'},
    )
    for turn in range(FORK + 1, FORK + SECOND):
        redline.send(made["id"], f'Replace "{_token(turn)}" with "TWO{turn:03d}"')
    session = redline.call("GET", f"/api/chat/sessions/{made['id']}")
    content = redline.call("GET", f"/api/contents/{made['id']}")
    history = redline.call("GET", f"/api/contents/{made['id']}/history")
    return {
        "id": made["id"],
        "forked": forked,
        "session": session,
        "content": content,
        "history": history,
    }


def _pages(browser: Any, redline: Redline, viewport: dict[str, int], locale: str) -> Iterator[Any]:
    context = browser.new_context(locale=locale, base_url=redline.url, viewport=viewport)
    context.set_default_timeout(15000)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    redline.stub.reset()
    yield tab
    context.close()
    assert not errors, errors


def _path_texts(session: dict[str, Any]) -> list[str]:
    """The writer's messages on the session's path (root → head), as the server holds them."""
    return [m["content"] for m in session["path"] if m["role"] == "user"]


def _shown_texts(page: Any) -> list[str]:
    return page.locator("#messages .msg-user .msg-text").all_inner_texts()


def test_seventy_seven_turns_on_two_branches_stay_whole_and_usable_on_a_desktop(
    browser: Any, redline: Redline, long_session: dict[str, Any]
) -> None:
    session, content = long_session["session"], long_session["content"]
    expected = _path_texts(session)
    assert len(expected) == SECOND + FORK - 1  # 66 turns on the branch shown
    assert content["version"] == FIRST + SECOND + 1
    for page in _pages(browser, redline, DESKTOP, "en-US"):
        started = time.monotonic()
        open_article(page, long_session["id"])
        took = time.monotonic() - started
        # It opens on the latest turns, the last one in view; the earlier ones wait one press
        # away, counted.
        messages = page.locator("#messages")
        expect(page.locator("#messages .msg-user").last.locator(".msg-text")).to_have_text(
            expected[-1]
        )
        expect(page.locator("#messages .msg-user").last).to_be_in_viewport()
        earlier = page.get_by_role("button", name=re.compile(r"^Show \d+ earlier messages$"))
        expect(earlier).to_be_visible()
        shown = _shown_texts(page)
        assert shown == expected[-len(shown) :], "the latest turns, in order"
        shot(page, "s26-long-opened")
        # Every turn the server holds, once the earlier ones are asked for (keyboard).
        earlier.focus()
        page.keyboard.press("Enter")
        expect(page.locator("#messages .msg-user")).to_have_count(len(expected))
        assert _shown_texts(page) == expected
        # Scrolling reaches both ends of the conversation (its scrolling box, whichever it is).
        scroll_to = """(node, end) => {
          let box = node;
          while (box && !(box.scrollHeight > box.clientHeight + 1
            && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
          box = box || document.scrollingElement;
          box.scrollTop = end === "top" ? 0 : box.scrollHeight;
        }"""
        messages.evaluate(scroll_to, "top")
        expect(page.locator("#messages .msg-user").first).to_be_in_viewport()
        messages.evaluate(scroll_to, "bottom")
        expect(page.locator("#messages .msg-user").last).to_be_in_viewport()
        # The edited message offers the other branch; ‹ switches to it: the first branch's 30
        # turns, and the article at that branch's last version.
        fork = page.locator("#messages .fork").first
        expect(fork).to_have_attribute("aria-label", "Branch 2 of 2")
        fork.get_by_role("button", name=re.compile(r"^Previous version")).focus()
        page.keyboard.press("Enter")
        expect(page.locator("#article-version")).to_have_text(f"V{FIRST + 1}")
        first_branch = redline.call("GET", f"/api/chat/sessions/{long_session['id']}")
        expect(page.locator("#messages .msg-user")).to_have_count(FIRST)
        assert _shown_texts(page) == _path_texts(first_branch)
        shot(page, "s26-long-first-branch")
        # And back.
        page.locator("#messages .fork").first.get_by_role(
            "button", name=re.compile(r"^Next version")
        ).focus()
        page.keyboard.press("Enter")
        expect(page.locator("#article-version")).to_have_text(f"V{content['version']}")
        expect(page.locator("#messages .msg-user").last.locator(".msg-text")).to_have_text(
            expected[-1]
        )
        # The history lists every version of both branches.
        page.focus("#history-toggle")
        page.keyboard.press("Enter")
        expect(page.locator("#history-tree .hist-row")).to_have_count(
            len(long_session["history"]) + 1
        )
        expect(page.locator("#history-tree ul[aria-label^='Branch from']")).to_have_count(2)
        shot(page, "s26-long-history")
        # The long article compared across the branches: V1 with the newest, change by change.
        page.focus("#compare-from")
        page.select_option("#compare-from", "1")
        page.select_option("#compare-to", str(content["version"]))
        page.locator(".compare-go").focus()
        page.keyboard.press("Enter")
        expect(page.locator("#changes-heading")).to_have_text(f"Compare V1 → V{content['version']}")
        diff = redline.call(
            "GET", f"/api/contents/{long_session['id']}/diff?from=1&to={content['version']}"
        )
        changes = len(diff["changes"])
        assert changes == len(expected)
        expect(page.locator("#changes-position")).to_have_text(f"Change 1 of {changes}")
        expect(page.locator("#article-body ins")).to_have_count(changes)
        # Next ›, from the keyboard, walks the changes down the long article, each brought
        # into view.
        # Next keeps the keyboard (the change it shows is read out): Enter walks on.
        page.locator("#next-change").focus()
        for _ in range(4):
            page.keyboard.press("Enter")
        expect(page.locator("#changes-position")).to_have_text(f"Change 5 of {changes}")
        expect(page.locator("#article-body .change.current").first).to_be_in_viewport()
        shot(page, "s26-long-compared")
        assert took < 10, took


def test_the_long_session_on_a_phone_in_chinese_shows_every_turn_and_switches_branch(
    browser: Any, redline: Redline, long_session: dict[str, Any]
) -> None:
    expected = _path_texts(long_session["session"])
    for page in _pages(browser, redline, PHONE, "zh-CN"):
        open_article(page, long_session["id"])
        earlier = page.get_by_role("button", name=re.compile(r"^显示更早的 \d+ 条消息$"))
        earlier.focus()
        page.keyboard.press("Enter")
        expect(page.locator("#messages .msg-user")).to_have_count(len(expected))
        assert _shown_texts(page) == expected
        fork = page.locator("#messages .fork").first
        fork.get_by_role("button", name=re.compile(r"^这条.*的上一个版本$")).focus()
        page.keyboard.press("Enter")
        expect(page.locator("#article-version")).to_have_text(f"V{FIRST + 1}")
        expect(page.locator("#status")).to_have_text(f"已切换分支，文章显示 V{FIRST + 1}。")
        expect(page.locator("#messages .msg-user")).to_have_count(FIRST)
        # Nothing wider than the phone, with 40 paragraphs and 30 turns on it.
        wide = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert wide <= 1, wide
        shot(page, "s26-long-phone-first-branch")
        # Back to the branch in use, from the keyboard.
        page.locator("#messages .fork").first.get_by_role(
            "button", name=re.compile(r"^这条.*的下一个版本$")
        ).focus()
        page.keyboard.press("Enter")
        expect(page.locator("#article-version")).to_have_text(
            f"V{long_session['content']['version']}"
        )
