"""The writer's panel in real Chromium: streaming, stop, errors, branches, track changes,
history, IME-safe Enter, XSS and a keyboard-only pass."""

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Redline, open_article, shot

pytestmark = pytest.mark.browser
expect.set_options(timeout=8000)

NOTES = (
    "The team met on Monday to plan the spring launch.\n\n"
    "They wrote twenty pages of notes and argued about the budget.\n\n"
    "Everyone went home tired."
)


def wait_for(check: Any, timeout: float = 6.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.1)


def expect_final_text(page: Any, text: str, *, exact: bool = False) -> None:
    """The article as it reads now (the Final view, without markup or reject buttons)."""
    page.check("input[name='view'][value='final']")
    body = expect(page.locator("#article-body"))
    if exact:
        body.to_have_text(text, use_inner_text=True)
    else:
        body.to_contain_text(text, use_inner_text=True)


def send_from_composer(page: Any, text: str) -> None:
    page.fill("#message", text)
    page.press("#message", "Enter")


def test_streamed_suggestion_shows_v2_and_its_changes(page: Any, redline: Redline) -> None:
    article = redline.create_article("Weekly notes", NOTES)
    happier = NOTES.replace("went home tired", "went home happy and proud")
    redline.stub.enqueue(reply=f"Weekly notes\n\n{happier}", chunk_delay=0.05)
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V1")

    send_from_composer(page, "Make the ending happier")
    expect(page.locator("#transcript .msg-user").last).to_contain_text("Make the ending happier")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "true")
    expect(page.locator("#send")).to_have_text("Stop")
    expect(page.locator("#transcript .msg.pending .msg-live")).not_to_be_empty()
    shot(page, "01-streaming")

    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body ins")).to_contain_text("happy")
    expect(page.locator("#article-body del")).to_contain_text("tire")
    expect(page.locator("#changes-heading")).to_have_text("Changes V1→V2")
    expect(page.locator("#changes-scope")).to_contain_text("of 3")
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    expect(page.locator("#send")).to_have_text("Send")
    expect(page.locator("#status")).to_contain_text("V2 saved")
    expect(page.locator("#next-edit")).to_have_text("Your next message edits V2.")
    shot(page, "02-changes-markup")

    page.check("input[name='view'][value='final']")
    expect(page.locator("#article-body del")).to_be_hidden()
    page.check("input[name='view'][value='original']")
    expect(page.locator("#article-body ins")).to_be_hidden()
    expect(page.locator("#article-body del")).to_be_visible()


def test_stop_mid_stream_keeps_partial_text_and_creates_no_revision(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Slow one", NOTES)
    redline.stub.enqueue(reply=f"Slow one\n\n{NOTES} " + "More words. " * 60, chunk_delay=0.1)
    open_article(page, article["id"])
    send_from_composer(page, "Add a long conclusion")
    expect(page.locator("#transcript .msg.pending .msg-live")).not_to_be_empty()
    page.press("#message", "Escape")

    stopped = page.locator("#transcript .msg[data-status='stopped']")
    expect(stopped).to_be_visible()
    expect(stopped).to_contain_text("stopped")
    expect(page.locator("#send")).to_have_text("Send")
    expect(page.locator("#status")).to_contain_text("Stopped")
    shot(page, "03-stopped")

    def stored_stop() -> bool:
        view = redline.call("GET", f"/api/chat/sessions/{article['id']}")
        return any(m["role"] == "assistant" and m["status"] == "stopped" for m in view["messages"])

    assert wait_for(stored_stop), "the server never stored the stopped reply"
    assert redline.call("GET", f"/api/contents/{article['id']}")["version"] == 1
    assert redline.call("GET", f"/api/contents/{article['id']}/history") == [] or all(
        r["version"] == 1 for r in redline.call("GET", f"/api/contents/{article['id']}/history")
    )
    expect(page.locator("#article-version")).to_have_text("V1")


def test_model_error_shows_inline_alert_and_retry_works(page: Any, redline: Redline) -> None:
    article = redline.create_article("Flaky", NOTES)
    redline.stub.enqueue(status=500, body='{"error": {"message": "upstream exploded"}}')
    open_article(page, article["id"])
    send_from_composer(page, "Make it livelier")

    alert = page.locator("#transcript [role='alert']")
    expect(alert).to_be_visible()
    expect(page.locator("#article-version")).to_have_text("V1")
    shot(page, "04-model-error")

    livelier = NOTES.replace("Everyone went home tired.", "Everyone went home buzzing!")
    redline.stub.enqueue(reply=f"Flaky\n\n{livelier}")
    page.locator("#transcript .msg[data-status='error'] button.retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body ins")).to_contain_text("buzzing")
    # The failed reply stays as a sibling; the new one is on the path.
    expect(page.locator("#transcript .msg-assistant .fork-count").last).to_have_text("2/2")


def test_a_reply_lost_to_a_change_made_meanwhile_is_shown_with_retry(
    page: Any, redline: Redline
) -> None:
    """F-LLM-3: the article changes (another client's manual edit) while the model writes;
    the reply that came too late is shown under the suggestion, with its reason and Retry,
    also after a reload; Retry applies the suggestion to the new text."""
    article = redline.create_article("Race", NOTES)
    url = f"/api/contents/{article['id']}"
    punchier = NOTES.replace("Everyone went home tired.", "Everyone went home, spent.")
    redline.stub.enqueue(reply=f"Race\n\n{punchier}", hang=3.0)
    open_article(page, article["id"])
    send_from_composer(page, "make the last paragraph punchier")
    assert wait_for(lambda: redline.stub.requests), "the turn never reached the model"
    theirs = NOTES.replace("Monday", "Friday")
    redline.call("PUT", url, {"body": theirs, "base_version": 1})  # V2, made meanwhile

    lost = page.locator("#transcript .msg-assistant.off-path[data-status='error']")
    expect(lost).to_contain_text("first while this message was being answered")
    expect(lost.locator("button.retry")).to_be_visible()
    expect(page.locator("#article-version")).to_have_text("V2")  # the other change stays
    expect_final_text(page, "Friday")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(lost).to_contain_text("press Retry")
    shot(page, "lost-reply-retry")

    both = theirs.replace("Everyone went home tired.", "Everyone went home, spent.")
    redline.stub.enqueue(reply=f"Race\n\n{both}")
    lost.locator("button.retry").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect_final_text(page, "Everyone went home, spent.")
    expect_final_text(page, "Friday")
    saved = redline.call("GET", url)
    assert "Friday" in saved["body"] and saved["body"].endswith("Everyone went home, spent.")


def test_failed_send_puts_the_draft_back_and_retry_sends_it(page: Any, redline: Redline) -> None:
    article = redline.create_article("Offline", NOTES)
    open_article(page, article["id"])
    page.route("**/api/chat/send*", lambda route: route.abort("connectionrefused"))
    draft = 'Replace "twenty" with "thirty"'
    send_from_composer(page, draft)
    expect(page.locator("#transcript [role='alert']")).to_contain_text("Not sent")
    expect(page.locator("#message")).to_have_value(draft)
    expect(page.locator("#transcript .msg-user")).to_have_count(0)
    shot(page, "05-send-failed")

    page.unroute("**/api/chat/send*")
    page.locator("#transcript .local-error button.retry").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect_final_text(page, "They wrote thirty pages")
    expect(page.locator("#message")).to_have_value("")


def test_no_double_submit(page: Any, redline: Redline) -> None:
    article = redline.create_article("Once", NOTES)
    redline.stub.enqueue(reply=f"Once\n\n{NOTES} Done.", chunk_delay=0.05)
    open_article(page, article["id"])
    page.fill("#message", "Add a last word")
    page.press("#message", "Enter")
    page.press("#message", "Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    assert len([r for r in redline.stub.requests if r.get("stream")]) == 1
    expect(page.locator("#transcript .msg-user")).to_have_count(1)


def test_edit_message_branches_and_article_follows_across_reloads(
    page: Any, redline: Redline
) -> None:
    article = redline.create_article("Fruit", "Twenty apples and ten pears.")
    redline.send(article["id"], 'Replace "Twenty" with "Thirty"')
    open_article(page, article["id"])
    expect_final_text(page, "Thirty apples")

    page.locator("#transcript .msg-user button.edit-message").click()
    area = page.locator("#transcript .msg-edit textarea")
    area.fill('Replace "Twenty" with "Forty"')
    area.press("Control+Enter")

    expect(page.locator("#article-version")).to_have_text("V3")
    expect_final_text(page, "Forty apples")
    user = page.locator("#transcript .msg-user")
    expect(user.locator(".fork-count")).to_have_text("2/2")
    shot(page, "06-branch-2-of-2")

    user.locator(".fork-prev").click()
    expect(user.locator(".fork-count")).to_have_text("1/2")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect_final_text(page, "Thirty apples")

    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .msg-user .fork-count")).to_have_text("1/2")
    expect_final_text(page, "Thirty apples")

    page.locator("#transcript .msg-user .fork-next").click()
    expect(page.locator("#transcript .msg-user .fork-count")).to_have_text("2/2")
    expect(page.locator("#article-version")).to_have_text("V3")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#transcript .msg-user .fork-count")).to_have_text("2/2")
    expect_final_text(page, "Forty apples")


def test_edit_cancel_creates_nothing(page: Any, redline: Redline) -> None:
    article = redline.create_article("Fruit", "Twenty apples and ten pears.")
    redline.send(article["id"], 'Replace "Twenty" with "Thirty"')
    open_article(page, article["id"])
    before = len(redline.call("GET", f"/api/chat/sessions/{article['id']}")["messages"])
    page.locator("#transcript .msg-user button.edit-message").click()
    page.locator("#transcript .msg-edit textarea").fill("something else")
    page.locator("#transcript .msg-edit textarea").press("Escape")
    expect(page.locator("#transcript .msg-edit")).to_have_count(0)
    expect(page.locator("#transcript .msg-user .msg-text")).to_have_text(
        'Replace "Twenty" with "Thirty"'
    )
    assert len(redline.call("GET", f"/api/chat/sessions/{article['id']}")["messages"]) == before


def test_roll_back_continue_and_history_shows_the_branch(page: Any, redline: Redline) -> None:
    article = redline.create_article("Steps", "One cat, two dogs, three birds.")
    redline.send(article["id"], 'Replace "cat" with "lion"')
    redline.send(article["id"], 'Replace "dogs" with "wolves"')
    open_article(page, article["id"])
    expect(page.locator("#article-version")).to_have_text("V3")

    first_reply = page.locator("#transcript .msg-assistant").first
    first_reply.locator("button.continue-here").click()
    expect(page.locator("#article-version")).to_have_text("V2")
    expect_final_text(page, "One lion, two dogs, three birds.", exact=True)
    expect(page.locator("#next-edit")).to_contain_text("new branch")
    expect(page.locator("#transcript .later-turns")).to_be_visible()

    send_from_composer(page, 'Replace "birds" with "eagles"')
    expect(page.locator("#article-version")).to_have_text("V4")
    expect_final_text(page, "One lion, two dogs, three eagles.", exact=True)
    expect(page.locator("#changes-heading")).to_have_text("Changes V2→V4")

    page.click("#history-toggle")
    drawer = page.locator("#history")
    expect(drawer).to_be_visible()
    expect(drawer.locator(".badge", has_text="V2→V4")).to_be_visible()
    expect(drawer.locator(".badge", has_text="V2→V3")).to_be_visible()
    # The two branches from V2 are drawn as separate sub-lists of V2's node.
    fork = drawer.locator(".hist-node", has=page.locator(".badge", has_text="V1→V2")).first
    expect(fork.locator(":scope > ul")).to_have_count(2)
    shot(page, "07-history-branch")


def test_reject_one_change_restores_that_span(page: Any, redline: Redline) -> None:
    original = "The cat sat on the mat.\n\nThe dog ran in the park."
    article = redline.create_article("Animals", original)
    revised = "The lion sat on the mat.\n\nThe dog ran in the zoo."
    redline.stub.enqueue(reply=f"Animals\n\n{revised}")
    open_article(page, article["id"])
    send_from_composer(page, "Make the animals grander and the place nicer")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body .change")).to_have_count(2)
    shot(page, "08-two-changes")

    page.locator("#article-body button.reject-change[aria-label*='zoo']").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#status")).to_contain_text("rejected")
    expect_final_text(page, "The lion sat on the mat.\n\nThe dog ran in the park.", exact=True)
    content = redline.call("GET", f"/api/contents/{article['id']}")
    assert content["body"] == "The lion sat on the mat.\n\nThe dog ran in the park."
    history = redline.call("GET", f"/api/contents/{article['id']}/history")
    assert history[-1]["kind"] == "manual" and history[-1]["base_version"] == 2


def test_restore_v1_makes_a_new_version(page: Any, redline: Redline) -> None:
    article = redline.create_article("Restore me", "Twenty apples and ten pears.")
    redline.send(article["id"], 'Replace "Twenty" with "Thirty"')
    open_article(page, article["id"])
    page.click("#history-toggle")
    page.locator("#history button[aria-label='Restore V1']").click()
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#status")).to_contain_text("restored from V1")
    expect(page.locator("#history .hist-suggestion", has_text="Restored from V1")).to_be_visible()
    page.click("#history-close")
    expect_final_text(page, "Twenty apples and ten pears.", exact=True)


def test_enter_during_ime_composition_does_not_send(page: Any, redline: Redline) -> None:
    article = redline.create_article("输入法", "第一段。\n\n第二段。")
    open_article(page, article["id"])
    page.fill("#message", "删除第二段")
    page.evaluate(
        """() => {
        const box = document.getElementById('message');
        const key = (init) => box.dispatchEvent(new KeyboardEvent('keydown',
            {key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, ...init}));
        box.dispatchEvent(new CompositionEvent('compositionstart', {data: ''}));
        key({isComposing: true, keyCode: 229});          // Chrome: the commit key
        key({keyCode: 229});                              // any IME-processed key
        box.dispatchEvent(new CompositionEvent('compositionend', {data: '段'}));
        key({keyCode: 13});                               // Safari: commit Enter after the end
    }"""
    )
    # The handlers ran synchronously: a send would have started a turn by now.
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    expect(page.locator("#send")).to_have_text("Send")
    expect(page.locator("#transcript .msg-user")).to_have_count(0)
    expect(page.locator("#message")).to_have_value("删除第二段")

    page.press("#message", "Enter")  # a later, plain Enter sends
    expect(page.locator("#transcript .msg-user")).to_have_count(1)
    expect(page.locator("#article-version")).to_have_text("V2")


def test_enter_with_a_real_ime_composition_does_not_send(page: Any, redline: Redline) -> None:
    article = redline.create_article("IME", "第一段。\n\n第二段。")
    open_article(page, article["id"])
    page.focus("#message")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.imeSetComposition", {"text": "shan", "selectionStart": 4, "selectionEnd": 4})
    page.keyboard.press("Enter")
    # The key has been handled when press() returns: a send would have started a turn.
    expect(page.locator("#transcript")).to_have_attribute("aria-busy", "false")
    expect(page.locator("#send")).to_have_text("Send")
    expect(page.locator("#transcript .msg-user")).to_have_count(0)
    cdp.send("Input.insertText", {"text": "删除第二段"})
    expect(page.locator("#message")).to_have_value(re.compile("删除第二段"))
    # An Enter within 100 ms of the composition's end is taken as its commit (Safari): a
    # writer's next Enter comes later.
    page.wait_for_timeout(150)
    # (Without a real IME the Enter also lands in the box as a newline; it never sent.)
    assert page.input_value("#message").strip() == "删除第二段"
    page.keyboard.press("Enter")
    expect(page.locator("#transcript .msg-user")).to_have_count(1)


XSS_TITLE = "<img src=x onerror=alert('title')>"
XSS_BODY = "<script>alert('body')</script> twenty <b onmouseover=alert('b')>bold</b>"


def test_xss_payloads_never_execute(page: Any, redline: Redline) -> None:
    article = redline.create_article(XSS_TITLE, XSS_BODY)
    response = page.goto(f"/articles/{article['id']}")
    csp = response.headers.get("content-security-policy", "")
    assert "script-src 'self'" in csp and "object-src 'none'" in csp
    page.wait_for_selector("body[data-ready='1']")
    page.evaluate("() => { window.__pwned = 0; window.alert = () => { window.__pwned += 1; }; }")

    # The suggestion (and the rules editor's output) carry markup.
    send_from_composer(page, 'Replace "twenty" with "<img src=y onerror=alert(\'sugg\')>"')
    expect(page.locator("#article-version")).to_have_text("V2")
    # The model's own output carries markup, streamed and as the new article — on V2's text (a
    # reply bringing V1's "twenty" back is refused: a figure the article no longer gives).
    at_v2 = redline.call("GET", f"/api/contents/{article['id']}")["body"]
    model_body = at_v2 + "\n\n<svg onload=alert('model')></svg><iframe src=javascript:alert(1)>"
    redline.stub.enqueue(reply=f"<img src=z onerror=alert('mt')>\n\n{model_body}", chunk_delay=0.01)
    send_from_composer(page, "<script>alert('chat')</script> please polish")
    expect(page.locator("#article-version")).to_have_text("V3")
    page.hover("#article-body")
    page.click("#history-toggle")
    expect(page.locator("#history .hist-row").first).to_be_visible()

    assert page.evaluate("window.__pwned") == 0
    assert page.probe.dialogs == []
    for scope in ("#article-body", "#transcript", "#article-title", "#history"):
        assert (
            page.locator(f"{scope} img, {scope} script, {scope} svg, {scope} iframe").count() == 0
        )
    expect(page.locator("#article-title")).to_have_text("<img src=z onerror=alert('mt')>")
    expect(page.locator("#transcript")).to_contain_text("<script>alert('chat')</script>")
    page.goto("/")
    expect(page.locator(".article-link", has_text="<img src=z")).to_be_visible()
    assert page.locator("main img, main script:not([type])").count() == 0
    assert page.probe.dialogs == []


def tab_to(page: Any, test: str, *, back: bool = False, limit: int = 80) -> None:
    """Press Tab (or Shift+Tab) until `test` (JS on document.activeElement `el`) is true."""
    for _ in range(limit):
        if page.evaluate(f"(() => {{ const el = document.activeElement; return !!({test}); }})()"):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"could not reach {test!r} with the keyboard")


def test_keyboard_only_send_edit_and_restore(page: Any, redline: Redline) -> None:
    article = redline.create_article("Keys", "Twenty apples and ten pears.")
    open_article(page, article["id"])

    tab_to(page, "el.id === 'message'")
    page.keyboard.type('Replace "Twenty" with "Thirty"')
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#status")).to_have_text("V2 saved.")

    tab_to(page, "el.classList.contains('edit-message')", back=True)
    page.keyboard.press("Enter")
    expect(page.locator("#transcript .msg-edit textarea")).to_be_focused()
    page.keyboard.press("Control+A")
    page.keyboard.type('Replace "Twenty" with "Fifty"')
    page.keyboard.press("Control+Enter")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#transcript .msg-user .fork-count")).to_have_text("2/2")

    tab_to(page, "el.id === 'history-toggle'", back=True)
    page.keyboard.press("Enter")
    expect(page.locator("#history-heading")).to_be_focused()
    tab_to(page, "el.getAttribute('aria-label') === 'Restore V1'")
    shot(page, "09-keyboard-focus-restore")
    page.keyboard.press("Enter")
    expect(page.locator("#article-version")).to_have_text("V4")
    page.keyboard.press("Escape")
    expect(page.locator("#history")).to_be_hidden()
    expect(page.locator("#history-toggle")).to_be_focused()


SLOW_SESSION_READS = """() => {
  const original = window.fetch;
  window.slowReads = { started: 0, done: 0 };
  window.fetch = async (url, options) => {
    const read = !options || !options.method || options.method === "GET";
    const session = String(url).includes("/api/chat/sessions/");
    if (!(read && session)) return original(url, options);
    window.slowReads.started += 1;
    await new Promise((r) => setTimeout(r, 800));
    try {
      const response = await original(url, options);
      await response.clone().text();  // its body here too: the page reads it at once
      return response;
    } finally {
      window.slowReads.done += 1;
    }
  };
}"""
# The slowed reads have all landed (then two frames more: the redraw is done).
SLOW_READS_LANDED = (
    "() => window.slowReads.done > 0 && window.slowReads.done >= window.slowReads.started"
)
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"


def test_an_edit_opened_as_the_reply_lands_is_not_wiped_by_the_redraw(
    page: Any, redline: Redline
) -> None:
    """An Edit opened the moment Send comes back, before the saved conversation is redrawn,
    survives the redraw with what was typed in it (CI once lost one this way)."""
    article = redline.create_article("Slow", "Twenty apples and ten pears.")
    open_article(page, article["id"])
    page.evaluate(SLOW_SESSION_READS)
    send_from_composer(page, 'Replace "Twenty" with "Thirty"')
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#send[data-mode='send']")).to_be_attached()
    page.locator("#transcript .msg-user .edit-message").last.click()
    box = page.locator("#transcript .msg-edit textarea")
    expect(box).to_be_focused()
    page.keyboard.press("Control+A")
    page.keyboard.type('Replace "Twenty" with "Fifty"')
    page.wait_for_function(SLOW_READS_LANDED)  # was a 1.2 s sleep
    page.evaluate(TWO_FRAMES)
    expect(box).to_be_focused()
    expect(box).to_have_value('Replace "Twenty" with "Fifty"')
    page.keyboard.press("Control+Enter")
    expect(page.locator("#article-version")).to_have_text("V3")
    expect(page.locator("#article-body ins")).to_have_text("Fifty")


def test_manual_edit_saves_a_version_and_stale_base_is_refused(page: Any, redline: Redline) -> None:
    article = redline.create_article("Hand edit", "Twenty apples and ten pears.")
    open_article(page, article["id"])
    page.click("#edit-article")
    page.fill("#edit-body", "Twenty apples, ten pears and a plum.")
    page.click("#save-article")
    expect(page.locator("#article-version")).to_have_text("V2")
    expect(page.locator("#article-body ins").last).to_contain_text("plum")
    expect(page.locator("#transcript .msg-event")).to_have_count(1)

    page.click("#edit-article")
    page.fill("#edit-body", "Mine.")
    redline.call(
        "PUT",
        f"/api/contents/{article['id']}",
        {"body": "Theirs.", "base_version": 2},
    )
    page.click("#save-article")
    expect(page.locator("#edit-note")).to_contain_text("changed since you opened the editor")
    expect(page.locator("#edit-body")).to_have_value("Mine.")


def test_edit_text_never_undoes_a_change_made_while_it_was_open(
    page: Any, redline: Redline
) -> None:
    """F-UI-8: live sync moves the page to V2 while the editor is open at V1; saving must
    not make V3 from V2 without V2's change — it is a conflict, and the writer chooses."""
    article = redline.create_article(
        "Lost update", "We waited twenty minutes.\n\nThe bus never came."
    )
    url = f"/api/contents/{article['id']}"
    open_article(page, article["id"])
    page.click("#edit-article")
    mine = "We waited twenty minutes.\n\nThe bus never came.\n\nMY NEW PARAGRAPH typed carefully."
    page.fill("#edit-body", mine)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')  # V2, from another client
    expect(page.locator("#article-version")).to_have_text("V2")  # live sync has landed
    page.click("#save-article")
    expect(page.locator("#edit-note")).to_contain_text("changed since you opened the editor at V1")
    expect(page.locator("#edit-note")).to_contain_text("now at V2")
    expect(page.locator("#edit-body")).to_have_value(mine)
    assert redline.call("GET", url)["version"] == 2
    assert "thirty" in redline.call("GET", url)["body"]

    # Load the new text: the form now holds V2, and a save builds on it.
    page.click("#load-latest")
    expect(page.locator("#edit-body")).to_have_value(
        "We waited thirty minutes.\n\nThe bus never came."
    )
    page.fill("#edit-body", "We waited thirty minutes.\n\nThe bus never came.\n\nThen it rained.")
    page.click("#save-article")
    expect(page.locator("#article-version")).to_have_text("V3")
    saved = redline.call("GET", url)
    assert (
        saved["body"].startswith("We waited thirty minutes.") and "Then it rained." in saved["body"]
    )

    # Keep my text: a second conflict, then an explicit save on top of the newest version.
    page.click("#edit-article")
    page.fill("#edit-body", "Only mine.")
    redline.call("PUT", url, {"body": saved["body"] + "\n\nTheirs.", "base_version": 3})
    expect(page.locator("#article-version")).to_have_text("V4")
    page.click("#save-article")
    expect(page.locator("#edit-note")).to_contain_text("now at V4")
    assert redline.call("GET", url)["version"] == 4
    page.click("#keep-mine")
    # Put on top of V4: the paragraph V4 added after the writer's three is kept (outside47 F6).
    expect(page.locator("#edit-note")).to_contain_text("from V4")
    expect(page.locator("#edit-body")).to_have_value("Only mine.\n\nTheirs.")
    page.click("#save-article")
    expect(page.locator("#article-version")).to_have_text("V5")
    history = redline.call("GET", f"{url}/history")
    assert [(e["version"], e["base_version"]) for e in history][-1] == (5, 4)
    assert redline.call("GET", url)["body"] == "Only mine.\n\nTheirs."


def test_home_lists_creates_and_imports(page: Any, redline: Redline, tmp_path: Any) -> None:
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    source = tmp_path / "imported.md"
    source.write_text("# 导入的文章\n\n第一段。\n\n第二段。\n", encoding="utf-8")
    page.set_input_files("#create-file", str(source))
    expect(page.locator("#create-title")).to_have_value("导入的文章")
    expect(page.locator("#create-body")).to_have_value("第一段。\n\n第二段。")
    page.click("#create-form button[type='submit']")
    page.wait_for_url("**/articles/*")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-title")).to_have_text("导入的文章")
    expect(page.locator("#article-words")).to_contain_text("字")
    page.goto("/")
    row = page.locator("tr", has=page.locator(".article-link", has_text="导入的文章"))
    expect(row).to_contain_text("V1")
    expect(row.locator("a[href$='format=md']")).to_be_visible()
    shot(page, "10-home")


def test_draft_from_a_brief_opens_as_v1_written_for_the_persona(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "Brief Bo"})
    redline.stub.enqueue(reply="标题：秋天的公园\n\n秋天来了，树叶黄了。\n\n我们去散步。")
    page.goto("/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("#generate-brief", "写一篇关于秋天公园的短文")
    page.select_option("#generate-persona", persona["id"])
    page.click("#generate-form button[type='submit']")
    page.wait_for_url("**/articles/*")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("#article-title")).to_have_text("秋天的公园")
    expect(page.locator("#article-version")).to_have_text("V1")
    assert "写一篇关于秋天公园的短文" in prompt_text(redline.stub.requests[-1])


def test_unknown_article_is_a_friendly_404(page: Any, redline: Redline) -> None:
    response = page.goto("/articles/nope-not-here")
    assert response.status == 404
    expect(page.locator("h1")).to_have_text("No such article")


def test_narrow_and_dark_layouts(browser: Any, redline: Redline) -> None:
    article = redline.create_article("Small screens", NOTES)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, color_scheme="dark", base_url=redline.url
    )
    try:
        tab = context.new_page()
        open_article(tab, article["id"])
        chat = tab.locator(".chat-pane").bounding_box()
        text = tab.locator(".article-pane").bounding_box()
        assert chat["y"] >= text["y"] + text["height"] - 1, "the panes should stack"
        background = tab.evaluate("getComputedStyle(document.body).backgroundColor")
        assert background != "rgb(247, 246, 243)", "dark scheme not applied"
        shot(tab, "11-narrow-dark")
    finally:
        context.close()


def test_persona_page_and_compact_view(page: Any, redline: Redline) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "Lively Lin", "description": "小红书"})
    article = redline.create_article("With a persona", NOTES, persona_id=persona["id"])
    open_article(page, article["id"])
    page.locator("#persona-view > summary").click()
    expect(page.locator("#persona-prefs")).not_to_contain_text("Loading")
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator("h1")).to_have_text("Lively Lin")
    shot(page, "12-persona")


def test_learned_preference_shows_its_evidence_and_can_be_confirmed(
    page: Any, redline: Redline
) -> None:
    persona = redline.call("POST", "/api/personas", {"name": "No emoji Ning"})
    article = redline.create_article(
        "周末", "今天天气很好！😀😀\n\n我们去了公园 🌳。", persona_id=persona["id"]
    )
    redline.call(
        "PUT",
        f"/api/contents/{article['id']}",
        {"body": "今天天气很好！\n\n我们去了公园。", "base_version": 1},
    )
    learned = wait_for(lambda: redline.call("GET", f"/api/personas/{persona['id']}")["preferences"])
    assert [p["dimension"] for p in learned] == ["emoji"]
    open_article(page, article["id"])
    page.locator("#persona-view > summary").click()
    item = page.locator("#persona-prefs li", has_text=learned[0]["statement"]).first
    expect(item).to_contain_text("V1→V2")
    item.get_by_role("button", name="Confirm").click()
    confirmed = wait_for(
        lambda: [
            e
            for e in redline.call("GET", f"/api/personas/{persona['id']}")["preferences"][0][
                "evidence"
            ]
            if "confirmed" in e.get("quote", "") + e.get("intent", "")
        ]
    )
    assert confirmed, "confirming in the panel did not reach the persona"
    # The page tells the truth about the record: the writer's decision reads as theirs, and a
    # rejected preference says so instead of showing a confidence.
    page.goto(f"/personas/{persona['id']}")
    page.wait_for_selector("body[data-ready='1']")
    item = page.locator("li.pref", has_text=learned[0]["statement"]).first
    expect(item).to_contain_text("You confirmed")
    expect(item).not_to_contain_text("from confirmed")
    item.get_by_role("button", name="Reject").click()
    item.get_by_role("button", name="Reject it").click()
    item = page.locator("li.pref", has_text=learned[0]["statement"]).first
    expect(item).to_contain_text("Rejected by you")
    expect(item).not_to_contain_text("weight now")
    expect(item.locator("meter")).to_have_count(0)


# --- selection scope ----------------------------------------------------------------------

# Select from the start of `start_text` to the end of `end_text` in the article body, as a
# writer dragging over it would (text inside <del> and the reject buttons is skipped).
SELECT_IN_BODY = """([startText, endText]) => {
  const body = document.getElementById("article-body");
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.parentElement.closest("del, button")) nodes.push(n);
  }
  const find = (text, atEnd) => {
    for (const n of nodes) {
      const i = n.data.indexOf(text);
      if (i >= 0) return [n, atEnd ? i + text.length : i];
    }
    throw new Error(`not in the body: ${text}`);
  };
  const range = document.createRange();
  range.setStart(...find(startText, false));
  range.setEnd(...find(endText, true));
  const selection = document.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}"""


def select_in_body(page: Any, start_text: str, end_text: str | None = None) -> None:
    page.evaluate(SELECT_IN_BODY, [start_text, end_text or start_text])


def chip_quote(span: str) -> str:
    flat = " ".join(span.split())
    return (
        f"Applies to the selection: “{flat[:40]}…”"
        if len(flat) > 40
        else f"Applies to the selection: “{flat}”"
    )


def prompt_text(request: dict) -> str:
    return "\n".join(str(m.get("content", "")) for m in request["messages"])


def test_selection_limits_the_suggestion_to_that_span(page: Any, redline: Redline) -> None:
    # An astral character before the span: the page counts UTF-16 units, the server code points.
    body = "Kickoff 🎉 done.\n\n" + NOTES
    article = redline.create_article("Scoped", body)
    open_article(page, article["id"])
    chip = page.locator("#selection-chip")
    expect(chip).to_be_hidden()

    span = "twenty pages of notes"
    select_in_body(page, span)
    expect(chip).to_be_visible()
    expect(page.locator("#selection-text")).to_have_text(chip_quote(span))
    expect(page.locator("#next-edit")).to_have_text(
        "Your next message edits only the selected text of V1."
    )
    expect(page.locator("#composer-target")).to_have_text("(edits the selection in V1)")
    page.fill("#message", "Make this number bigger")
    # Typing moved the page's selection into the composer: the chip stays.
    expect(chip).to_be_visible()
    shot(page, "13-selection")

    redline.stub.enqueue(reply="<replacement>thirty pages of notes</replacement>")
    with page.expect_request("**/api/chat/send*") as sent:
        page.press("#message", "Enter")
    start = len(body[: body.index(span)])  # code points (Python's count)
    assert sent.value.post_data_json["selection"] == {"start": start, "end": start + len(span)}
    expect(page.locator("#article-version")).to_have_text("V2")
    assert f"<selection>{span}</selection>" in prompt_text(redline.stub.requests[-1])
    expect(chip).to_be_hidden()
    expect(page.locator("#next-edit")).to_have_text("Your next message edits V2.")
    expected = body.replace(span, "thirty pages of notes")
    expect_final_text(page, expected, exact=True)
    assert redline.call("GET", f"/api/contents/{article['id']}")["body"] == expected
    expect(page.locator("#article-body .change")).to_have_count(1)


def test_selection_across_paragraphs_in_markup_then_cleared(page: Any, redline: Redline) -> None:
    article = redline.create_article("Two paragraphs", NOTES)
    redline.send(article["id"], 'Replace "twenty" with "thirty"')  # V2, no model call
    v2 = NOTES.replace("twenty", "thirty")
    open_article(page, article["id"])
    expect(page.locator("#article-body ins")).to_contain_text("thirty")
    expect(page.locator("input[name='view'][value='markup']")).to_be_checked()

    # Across the paragraph break and over the tracked change, starting in the Markup view.
    select_in_body(page, "Monday", "pages")
    span = v2[v2.index("Monday") : v2.index("pages") + len("pages")]
    expect(page.locator("#selection-text")).to_have_text(chip_quote(span))
    expect(page.locator("input[name='view'][value='final']")).to_be_checked()
    expect(page.locator("#article-body del")).to_be_hidden()
    shot(page, "14-selection-across-paragraphs")

    # Shorter, with its facts kept: a day or a count moved is refused (fidelity, session 39).
    redline.stub.enqueue(reply="<replacement>Monday. They wrote thirty pages</replacement>")
    with page.expect_request("**/api/chat/send*") as sent:
        send_from_composer(page, "Shorten this")
    start = v2.index("Monday")
    assert sent.value.post_data_json["selection"] == {"start": start, "end": start + len(span)}
    expect(page.locator("#article-version")).to_have_text("V3")
    assert f"<selection>{span}</selection>" in prompt_text(redline.stub.requests[-1])
    v3 = v2.replace(span, "Monday. They wrote thirty pages")
    expect_final_text(page, v3, exact=True)
    expect(page.locator("#status")).to_have_text("V3 saved.")  # the turn has settled

    # A new selection, cleared from the keyboard: the next suggestion edits the whole text.
    select_in_body(page, "Everyone went home")
    chip = page.locator("#selection-chip")
    expect(chip).to_be_visible()
    page.get_by_role("button", name="Clear selection").focus()
    page.keyboard.press("Enter")
    expect(chip).to_be_hidden()
    expect(page.locator("#message")).to_be_focused()
    expect(page.locator("#next-edit")).to_have_text("Your next message edits V3.")
    v4 = v3.replace("Everyone went home tired.", "Everyone went home glad.")
    redline.stub.enqueue(reply=f"Two paragraphs\n\n{v4}")
    with page.expect_request("**/api/chat/send*") as sent:
        send_from_composer(page, "End on a happier note")
    assert "selection" not in sent.value.post_data_json
    expect(page.locator("#article-version")).to_have_text("V4")
    assert "<selection>" not in prompt_text(redline.stub.requests[-1])
    expect_final_text(page, v4, exact=True)
