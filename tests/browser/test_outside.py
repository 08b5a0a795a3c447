"""What an outside tester found walking a writer's day through the panel: a connection cut
while the reply is written, a phone showing a long article, the message edit box, and a
pending preference the writer has to decide."""

import re
import threading
import time
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from app.style.dimensions import statement_for
from tests.browser.conftest import Redline, assert_accessible, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

NOTES = (
    "The team met on Monday to plan the spring launch.\n\n"
    "They wrote twenty pages of notes and argued about the budget.\n\n"
    "Everyone went home tired."
)


def test_a_connection_cut_while_the_reply_is_written_picks_the_reply_up(
    page: Any, redline: Redline
) -> None:
    """The server goes on writing a reply whatever becomes of the page's connection: a cut
    stream is not "failed, nothing changed" (with a Retry that would ask twice) — the page
    shows the reply being written and then the reply, as its own."""
    article = redline.create_article("Cut short", NOTES)
    happier = NOTES.replace("went home tired", "went home happy")
    gate = threading.Event()

    def held_reply(_request: dict) -> str:
        gate.wait(15)
        return f"Cut short\n\n{happier}"

    redline.stub.enqueue(reply=held_reply)

    def cut_after_the_writers_message(route: Any) -> None:
        # The request reaches the server; the page only hears its first event, then the
        # stream ends (a proxy's idle timeout, a network change).
        request = urllib.request.Request(
            route.request.url,
            data=route.request.post_data_buffer,
            method="POST",
            headers={"content-type": "application/json", "accept": "text/event-stream"},
        )
        heard = b""
        with urllib.request.urlopen(request, timeout=15) as response:
            while b"event: user_message" not in heard or not heard.endswith(b"\n\n"):
                line = response.readline()
                if not line:
                    break
                heard += line.replace(b"\r\n", b"\n")
        route.fulfill(status=200, headers={"content-type": "text/event-stream"}, body=heard)

    page.route("**/*?stream=true", cut_after_the_writers_message)
    open_article(page, article["id"])
    page.fill("#message", "Make the ending happier")
    page.press("#message", "Enter")

    expect(page.locator("#transcript .msg.pending.elsewhere")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("still being written")
    expect(page.locator("#transcript .local-error")).to_have_count(0)
    expect(page.locator("#send")).to_have_text("Send")
    shot(page, "outside-01-cut-still-writing")

    gate.set()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#transcript .msg.pending")).to_have_count(0)
    expect(page.locator("#transcript .msg-assistant").last).to_contain_text("V1→V2")
    expect(page.locator("#changes-heading")).to_have_text("Changes V1→V2")
    expect(page.locator("#status")).to_contain_text("The reply arrived")
    expect(page.locator("#status")).not_to_contain_text("another tab")
    expect(page.locator("#transcript .local-error")).to_have_count(0)
    assert page.locator("#transcript .msg-user").count() == 1

    # The same for Regenerate: the earlier reply to the message is not taken for the new one.
    gate.clear()
    redline.stub.enqueue(reply=held_reply)
    page.locator("#transcript .msg-assistant .regenerate").last.click()
    expect(page.locator("#transcript .msg.pending.elsewhere")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("still being written")
    gate.set()
    expect(page.locator("#transcript .msg-assistant .fork-count")).to_have_text("2/2")
    expect(page.locator("#article-version")).to_have_text("V3")


CHINESE_LONG = "\n\n".join(
    f"第{n}段：周二，市议会开会讨论公交线路，第{n}区的居民希望在学校附近增加二十个车站。"
    for n in range(1, 43)
)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_long_article_on_a_phone_never_scrolls_sideways(
    browser: Any, redline: Redline, scheme: str
) -> None:
    article = redline.create_article("手机上的长文", CHINESE_LONG)
    redline.send(article["id"], "把“二十”改成“三十”")  # 42 of 42 paragraphs: a long scope line
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        color_scheme=scheme,
        is_mobile=True,
        has_touch=True,
        base_url=redline.url,
    )
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        expect(tab.locator("#changes-scope")).to_contain_text("42")
        widths = tab.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        assert widths[0] <= widths[1], f"the page scrolls sideways on a phone: {widths}"
        for control in ("#reject-all", "#send", "#history-toggle"):
            box = tab.locator(control).bounding_box()
            assert box["x"] + box["width"] <= widths[1], f"{control} is cut off at the right"
        shot(tab, f"outside-02-phone-{scheme}")

        # The home page: the list first, and a way from its top to the form for a new one.
        tab.goto("/")
        tab.wait_for_selector("body[data-ready='1']")
        widths = tab.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        assert widths[0] <= widths[1], f"the home page scrolls sideways on a phone: {widths}"
        expect(tab.locator("#create-persona option[value='']")).to_contain_text("Default")
        tab.get_by_role("link", name="New article").click()
        expect(tab.locator("#create-title")).to_be_in_viewport()
        # …and to the personas, which come after the whole list too.
        tab.evaluate("window.scrollTo(0, 0)")
        tab.get_by_role("link", name="Personas ↓").click()
        expect(tab.locator("#personas-heading")).to_be_in_viewport()
    finally:
        context.close()


def test_editing_a_message_saves_on_enter_and_esc_never_drops_typed_text(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Branches", NOTES)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(page, article["id"])
    page.locator("#transcript .msg-user button.edit-message").click()
    area = page.locator("#transcript .msg-edit textarea")
    expect(area).to_be_focused()
    expect(page.locator("#transcript .msg-edit")).to_contain_text("Enter saves")
    page.keyboard.press("Control+A")
    page.keyboard.type('Replace "twenty" with "fifty"')
    page.keyboard.press("Shift+Enter")  # a new line, as in the suggestion box
    expect(area).to_have_value('Replace "twenty" with "fifty"\n')
    expect(page.locator("#article-version")).to_have_text("V2")
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#transcript .msg-user .fork-count")).to_have_text("2/2")
    expect(page.locator("#article-body")).to_contain_text("fifty")

    # Editing the text by hand: an Esc meant for something else (an IME's candidate list, a
    # habit) does not throw away what was typed.
    page.click("#edit-article")
    page.locator("#edit-body").press("End")
    page.keyboard.type(" A sentence typed by hand.")
    page.locator("#edit-body").dispatch_event(
        "keydown", {"key": "Escape", "isComposing": True, "keyCode": 229, "bubbles": True}
    )
    page.keyboard.press("Escape")
    expect(page.locator("#edit-form")).to_be_visible()
    expect(page.locator("#edit-note")).to_contain_text("press Esc again")
    expect(page.locator("#edit-body")).to_have_value(re.compile("typed by hand"))
    page.keyboard.press("Escape")
    expect(page.locator("#edit-form")).to_be_hidden()
    expect(page.locator("#status")).to_contain_text("not saved")
    assert redline.call("GET", f"/api/contents/{article['id']}")["version"] == 3
    page.click("#edit-article")
    page.keyboard.press("Escape")  # nothing typed: one Esc closes
    expect(page.locator("#edit-form")).to_be_hidden()

    # A suggestion half typed survives a reload, until it is sent.
    page.fill("#message", 'Replace "tired" with "happy" — 还没写完')
    open_article(page, article["id"])
    expect(page.locator("#message")).to_have_value('Replace "tired" with "happy" — 还没写完')
    expect(page.locator("#send")).to_be_enabled()
    page.fill("#message", 'Replace "tired" with "happy"')
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V4")
    open_article(page, article["id"])
    expect(page.locator("#message")).to_have_value("")


def words(dimension: str, value: str) -> str:
    """A style value as the page words it: its statement, without the full stop."""
    return statement_for(dimension, value).rstrip(".")


def test_a_pending_preference_says_which_value_each_button_keeps(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "Close call"})
    body = "今天天气很好。\n\n我们去了公园。"
    article = redline.create_article("周末", body, persona_id=persona["id"])
    for n, suggestion in enumerate(["口语化一点", "正式一点"], start=1):
        redline.stub.enqueue(reply=f"周末\n\n{body}{'！' * n}")
        redline.send(article["id"], suggestion)

    def pending() -> list[dict]:
        preferences = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
        return [p for p in preferences if p["state"] == "pending_confirmation"]

    deadline = time.monotonic() + 6
    while not pending() and time.monotonic() < deadline:
        time.sleep(0.1)
    (close_call,) = pending()
    kept, newer = close_call["value"], close_call["candidate"]
    # The article's panel says a decision is waiting before the style view is opened.
    open_article(page, article["id"])
    expect(page.locator("#persona-view > summary")).to_contain_text("1 waiting for you")
    assert_accessible(page, "panel: a preference waiting for the writer")
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    item = page.locator("li.pref", has_text=close_call["statement"])
    # The buttons say what they do in words, not the raw values ("casual", "formal").
    # Their names keep the verbs (Confirm, Reject) that clients and scripts look for.
    switch = item.get_by_role(
        "button", name=f"Confirm: switch to “{words(close_call['dimension'], newer)}”"
    )
    expect(switch).to_be_visible()
    reject = item.get_by_role(
        "button", name=f"Reject: keep “{words(close_call['dimension'], kept)}”"
    )
    expect(item.locator(".pref-actions")).not_to_contain_text(f"“{newer}”")
    shot(page, "outside-03-pending-preference")
    reject.click()
    expect(page.locator("#status")).to_contain_text(
        f"Kept “{words(close_call['dimension'], kept)}”"
    )
    expect(page.locator("#status")).not_to_contain_text("no longer be used")
    after = redline.call("GET", f"/api/personas/{persona['id']}")["preferences"]
    assert [(p["value"], p["state"]) for p in after] == [(kept, "active")]


FORTY_FIVE = "\n\n".join(
    f"Paragraph {n}: the council met on Tuesday and residents of district {n} asked for "
    "twenty more stops near the school."
    for n in range(1, 46)
)


def test_undo_the_last_edit_and_walk_a_long_edit_by_keyboard(page: Any, redline: Redline) -> None:
    article = redline.create_article("Forty-five", FORTY_FIVE)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    open_article(page, article["id"])

    # The latest edit can be undone from its reply: a new version with the text from before.
    page.locator("#transcript .msg-assistant .undo-edit").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#status")).to_contain_text("Undone")
    # The reply's Undo is gone; the undo, a rejection, has its own (it puts the edit back:
    # test_journeys10).
    expect(page.locator("#transcript .msg-assistant .undo-edit")).to_have_count(0)
    expect(page.locator("#transcript .undo-edit")).to_have_accessible_name(
        re.compile("^Undo this rejection")
    )
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == FORTY_FIVE

    page.fill("#message", 'Replace "Tuesday" with "Friday"')
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V4")
    expect(page.locator("#changes-scope")).to_contain_text("45 of 45")
    # The turn has settled: no reply being written and no changes still on the way (a review
    # landing mid-walk redraws the text and the focus goes back to the top of the page).
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    expect(page.locator("#changes-bar")).to_have_attribute("data-loading", "0")
    # From the toolbar to the suggestion box without tabbing through 45 reject buttons.
    page.focus("#edit-article")
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "message":
            break
    expect(page.locator("#message")).to_be_focused()
    # Previous / Next walk the changes and keep the keyboard (Enter again walks on, rejects
    # nothing); the change shown is the one whose reject button Tab reaches, and Enter there
    # rejects it.
    focused = "document.activeElement.getAttribute('aria-label') || ''"
    position = page.locator("#changes-position")
    page.focus("#next-change")  # the edit showed change 1 as it landed
    page.keyboard.press("Enter")
    expect(position).to_have_text("Change 2 of 45")
    page.keyboard.press("Enter")
    expect(position).to_have_text("Change 3 of 45")
    expect(page.locator("#next-change")).to_be_focused()
    page.focus("#prev-change")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    expect(position).to_have_text("Change 1 of 45")
    expect(page.locator("#article-version")).to_have_text("V4")
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate(focused).startswith("Reject change"):
            break
    assert page.evaluate(focused).startswith("Reject change 1:")
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V5")
    expect(page.locator("#status")).to_contain_text("Change rejected")

    # Send and Regenerate pressed from the keyboard leave focus where the writer goes on
    # (Send is disabled once the box is empty; the reply is redrawn), not on the page's top.
    page.fill("#message", 'Replace "school" with "library"')
    page.focus("#send")
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V6")
    expect(page.locator("#send")).to_have_text("Send")
    expect(page.locator("#message")).to_be_focused()
    page.locator("#transcript .msg-assistant .regenerate").last.focus()
    page.keyboard.press("Enter")
    latest = page.locator("#transcript .msg-assistant").last
    expect(latest.locator(".fork-count")).to_have_text("2/2")
    expect(page.locator("#send")).to_have_text("Send")
    expect(latest.locator(".regenerate")).to_be_focused()


def test_an_esc_that_cancels_a_pinyin_composition_does_not_stop_the_reply(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("输入法", "第一段写得很平淡。\n\n第二段也一样。")
    gate = threading.Event()

    def held_reply(_request: dict) -> str:
        gate.wait(15)
        return "输入法\n\n第一段写得很平淡。真是太好了！\n\n第二段也一样。"

    redline.stub.enqueue(reply=held_reply)
    open_article(page, article["id"])
    page.fill("#message", "第一段改得生动一点")
    page.press("#message", "Enter")
    expect(page.locator("#send")).to_have_text("Stop")
    # The writer starts typing the next suggestion and cancels the pinyin with Esc.
    page.locator("#message").dispatch_event(
        "keydown", {"key": "Escape", "isComposing": True, "bubbles": True, "cancelable": True}
    )
    gate.set()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#transcript .msg[data-status='stopped']")).to_have_count(0)


def test_going_to_another_branch_from_history_continues_it(page: Any, redline: Redline) -> None:
    article = redline.create_article("Tree", "One twenty.\n\nTwo Tuesday.\n\nThree.")
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    redline.send(article["id"], 'Replace "Tuesday" with "Friday"')
    open_article(page, article["id"])
    page.locator("#transcript .msg-assistant .continue-here").first.click()
    expect(page.locator("#status")).to_contain_text("starts a new branch")
    page.fill("#message", 'Replace "Three" with "3"')
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V4")

    page.click("#history-toggle")
    page.locator("#history .hist-row", has_text="V2→V3").get_by_role(
        "button", name="Go to its branch"
    ).click()
    expect(page.locator("#article-version")).to_have_text("V3")
    # V3 is that branch's tip: the next message continues it, and its edit can be undone.
    expect(page.locator("#status")).to_contain_text("continues from here")
    expect(page.locator("#next-edit")).to_have_text("Your next message edits V3.")
    latest = page.locator("#transcript .msg-assistant").last
    expect(latest).to_contain_text("V2→V3")
    expect(latest.locator(".undo-edit")).to_be_visible()


def test_a_reply_stopped_from_another_tab_says_so_in_both(page: Any, redline: Redline) -> None:
    article = redline.create_article("Two tabs", NOTES)
    gate = threading.Event()

    def held_reply(_request: dict) -> str:
        gate.wait(15)
        return "Two tabs\n\n" + NOTES.replace("tired", "happy")

    redline.stub.enqueue(reply=held_reply)
    other = page.context.new_page()
    try:
        open_article(page, article["id"])
        open_article(other, article["id"])
        page.fill("#message", "Make the ending happier")
        page.press("#message", "Enter")
        expect(page.locator("#send")).to_have_text("Stop")
        other.locator("#transcript .stop-elsewhere").click()
        expect(page.locator("#send")).to_have_text("Send")
        expect(page.locator("#status")).to_contain_text("stopped")
        expect(page.locator("#status")).not_to_contain_text("connection")
        expect(page.locator("#transcript .msg[data-status='stopped']")).to_have_count(1)
        expect(page.locator("#article-version")).to_have_text("V1")
    finally:
        gate.set()
        other.close()
